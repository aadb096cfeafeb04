@testable import inputfmt
import Testing

/// The shortcuts a batch line takes through its ends (`isBlank`, `hasWhitespaceAtEnds`) say
/// what `Character.isWhitespace` says of its characters.
@Suite("inputfmt blank lines and trimmed ends")
struct BlankLineTests {
    @Test("isBlank and hasWhitespaceAtEnds agree with Character.isWhitespace", arguments: [
        "", " ", "\t \u{00A0}", "\r\n", "x\r\n", "1234,5", " 1234,5", "1234,5 ", "1\u{301}", " \u{301}", "\u{0600}1",
        "\u{0600} ", "1\u{0600} ", "\u{00A0}1", "1\u{00A0}", "\u{2028}", "\u{1F}1\u{1F}", "\u{7F}", "€5", "5€", "~",
    ])
    func agree(text: String) {
        #expect(text.isBlank == text.allSatisfy(\.isWhitespace))
        #expect(text.hasWhitespaceAtEnds == (text.first?.isWhitespace == true || text.last?.isWhitespace == true))
    }
}
