import InputFormatKit
import Testing

/// `ExactDecimal` keeps a canonical text as it is and rebuilds any other; both must give the
/// canonical form the grammar defines (checked against a reading written here from its words:
/// an optional `-`, digits, an optional `.` and digits, at least one digit; leading integer and
/// trailing fraction zeros dropped; no negative zero).
@Suite("Exact decimals")
struct ExactDecimalTests {
    static func canonical(_ text: String) -> String? {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        guard integer.count + fraction.count > 0,
              (integer + fraction).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let digits = String(integer.drop { $0 == "0" })
        let kept = String(fraction.reversed().drop { $0 == "0" }.reversed())
        let body = (digits.isEmpty ? "0" : digits) + (kept.isEmpty ? "" : "." + kept)
        return negative && body != "0" ? "-" + body : body
    }

    @Test("canonical and other texts read as the grammar says", arguments: [
        "0", "-0", "-0.0", "00", "007", "1.50", "1.", ".5", "-", "", ".", "-.", "12.340", "-12.34",
        "1.2.3", "1e5", "+1", " 1", "١٢", "100", "10.01", "-0.001",
    ])
    func listed(text: String) {
        #expect((try? ExactDecimal(text))?.description == Self.canonical(text), "\(text)")
    }

    @Test("every short text over the grammar's characters reads as the grammar says")
    func exhaustive() {
        let alphabet: [Character] = ["0", "1", "9", ".", "-"]
        var texts = [""]
        for _ in 1...5 { texts = texts.flatMap { text in alphabet.map { text + String($0) } } + texts }
        for text in Set(texts) {
            #expect((try? ExactDecimal(text))?.description == Self.canonical(text), "\(text)")
        }
    }
}
