import Foundation
import Testing

/// `inputfmt format card` and `inputfmt replay --field card` with a co-badged number and a
/// chosen brand, as a user runs them.
@Suite("inputfmt: card numbers and the chosen brand")
struct CardCommandTests {
    typealias CLI = CommandLineTests

    @Test("format card groups a UnionPay/RuPay number as UnionPay, its first brand, up to 19 digits")
    func firstBrand() throws {
        let run = try CLI.run(["format", "card", "8171 9999 0000 0000 021"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "8171 9999 0000 0000 021\n")
    }

    @Test("format card --brand rupay reads the number as RuPay: 16 digits, a 17th refused by name")
    func chosenBrand() throws {
        let sixteen = try CLI.run(["format", "card", "--brand", "rupay", "8171999927660000"])
        #expect(sixteen.status == 0, "\(sixteen.error)")
        #expect(sixteen.output == "8171 9999 2766 0000\n")
        let seventeen = try CLI.run(["format", "card", "--brand", "rupay", "81719999276600009"])
        #expect(seventeen.status == 2)
        #expect(seventeen.error.hasPrefix("inputfmt: cannot format “81719999276600009” as a card number: "))
        #expect(try CLI.run(["format", "card", "81719999276600009"]).output == "8171 9999 2766 0000 9\n")
    }

    @Test("format card --brand refuses a name that is no brand, listing the brands, exit 64")
    func unknownBrand() throws {
        let run = try CLI.run(["format", "card", "--brand", "carte-bleue", "4111111111111111"])
        #expect(run.status == 64)
        #expect(run.error.contains("carte-bleue"))
        #expect(run.error.contains("rupay"))
    }

    @Test("replay --field card: each line names the brand and every brand that claims the number")
    func replayBrands() throws {
        let first = try CLI.run(["replay", "--field", "card", "--keys", "8171"])
        #expect(first.status == 0, "\(first.error)")
        let lines = first.output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0].contains(#""brand":null,"brands":[],"valid":null"#))
        #expect(lines[1].contains(#""brand":"rupay","brands":["rupay"],"valid":null"#))
        #expect(lines[3].contains(#""brand":"unionpay","brands":["unionpay","rupay"],"valid":null"#))
        let chosen = try CLI.run(["replay", "--field", "card", "--brand", "rupay", "--keys", "8171"])
        #expect(chosen.output.split(separator: "\n").last?.contains(#""brand":"rupay","brands":["unionpay","rupay"]"#) == true)
    }
}
