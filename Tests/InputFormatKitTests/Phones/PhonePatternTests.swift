@testable import InputFormatKit
import Testing

/// The reader of libphonenumber's regular expressions: it must end a prefix match where
/// libphonenumber's engines end it, since the national prefix that is set apart depends on it.
@Suite("Phone patterns")
struct PhonePatternTests {
    func digits(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("a prefix match takes the first alternative that matches, not the longest")
    func firstAlternative() throws {
        #expect(try PhonePattern("0|01").prefixMatchEnd(digits("0123")) == 1)
        #expect(try PhonePattern("01|0").prefixMatchEnd(digits("0123")) == 2)
    }

    @Test("quantifiers are greedy and give back what the rest needs")
    func greedy() throws {
        #expect(try PhonePattern("\\d{2,4}").prefixMatchEnd(digits("123456")) == 4)
        #expect(try PhonePattern("(\\d{2,4})(\\d{3})").captures(wholeOf: digits("123456")) == [0..<3, 3..<6])
        #expect(try PhonePattern("0?(?:15)?").prefixMatchEnd(digits("015")) == 3)
    }

    @Test("$ anchors at the end, as in CX's national prefix ([59]\\d{7})$|0")
    func endAnchor() throws {
        let pattern = try PhonePattern("([59]\\d{7})$|0")
        #expect(pattern.prefixMatchEnd(digits("91234567")) == 8)
        #expect(pattern.prefixMatchEnd(digits("912345678")) == nil)
        #expect(pattern.prefixMatchEnd(digits("0891")) == 1)
    }

    @Test("classes with ranges and \\d")
    func classes() throws {
        let pattern = try PhonePattern("[0-24-8]")
        #expect("0124 5678".filter(\.isNumber).allSatisfy { pattern.prefixMatchEnd(digits(String($0))) == 1 })
        #expect(pattern.prefixMatchEnd(digits("3")) == nil)
        #expect(pattern.prefixMatchEnd(digits("9")) == nil)
    }

    @Test("syntax outside libphonenumber's metadata is a typed error naming the place", arguments: [
        ("\\w", 0), ("[a-z]", 1), ("(12", 3), ("1{3", 1), ("1+", 1), ("[]", 0),
    ])
    func malformed(source: String, offset: Int) {
        #expect(throws: ConfigurationError.malformedPattern(source, offset: offset)) { try PhonePattern(source) }
    }
}
