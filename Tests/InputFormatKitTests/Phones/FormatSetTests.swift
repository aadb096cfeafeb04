@_spi(Internals) @testable import InputFormatKit
import Testing

/// The formats a grouping still considers are a bit set over a plan's format list; it must
/// answer as the list it replaced (libphonenumber's `possible_formats`) answers, in its order,
/// and a plan whose list the set cannot hold is refused when it is read.
@Suite("Phone format sets")
struct FormatSetTests {
    /// A plan's `P` line and `count` national format lines, as the generated table writes them.
    static func planText(formats count: Int) -> String {
        let format = "N\tego\t(\\d{3})(\\d{4})\t$1-$2\t###-####\t[2-9]"
        return (["C\t999\tZZ", "P\tZZ\t999\t00\t0\t7\t-\t\\d{7}"] + Array(repeating: format, count: count)).joined(separator: "\n")
    }

    @Test("a plan with more than 64 national formats is refused with the line of its P, not cut short or crashed on")
    func tooManyFormats() throws {
        #expect(try PhoneFormatTable(text: Self.planText(formats: 64)).plan(region: "ZZ").nationalFormats.count == 64)
        #expect(throws: ConfigurationError.malformedTable(line: 2, reason: "a plan has at most 64 national and 64 international formats")) {
            try PhoneFormatTable(text: Self.planText(formats: 65)).plan(region: "ZZ")
        }
    }

    @Test("membership, order, first, count and removals agree with an array of the same formats")
    func agreesWithArray() throws {
        let list = try PhoneFormatTable(text: Self.planText(formats: 64)).plan(region: "ZZ").nationalFormats
        var random = SeededGenerator(seed: 64)
        for _ in 0..<200 {
            let included = Set((0..<list.count).filter { _ in Bool.random(using: &random) })
            var set = AsYouTypeGrouping.FormatSet(list) { format in included.contains(list.firstIndex { $0 === format }!) }
            var array = list.indices.filter(included.contains).map { list[$0] }
            func agree() {
                #expect(set.map(ObjectIdentifier.init) == array.map(ObjectIdentifier.init))
                #expect(set.count == array.count)
                #expect(set.isEmpty == array.isEmpty)
                #expect(set.first.map(ObjectIdentifier.init) == array.first.map(ObjectIdentifier.init))
            }
            agree()
            let removed = Set((0..<list.count).filter { _ in Bool.random(using: &random) })
            let isRemoved = { (format: PhoneNumberFormat) in removed.contains(list.firstIndex { $0 === format }!) }
            set.removeAll(where: isRemoved)
            array.removeAll(where: isRemoved)
            agree()
            if !array.isEmpty {
                set.removeFirst()
                array.removeFirst()
                agree()
            }
        }
    }
}
