import Foundation
import Testing

/// `--pattern` on number fields, through `format number` and `replay --field number`. The
/// expected texts are ICU 72's own output for the pattern (`unum_formatDecimal`, as a C program
/// printed them; the library's NumberPatternTests check every pattern against ICU's C API).
@Suite("inputfmt: number fields from a decimal pattern")
struct NumberPatternCommandTests {
    typealias CLI = CommandLineTests

    @Test("format number --pattern prints ICU's text for the pattern; what a field cannot edit is refused, quoted", arguments: [
        (["1234.5", "--pattern", "#,##0.0###;(#)"], "1,234.5", 0),
        (["-1234.5", "--pattern", "#,##0.0###;(#)", "--allow-negative"], "(1,234.5)", 0),
        (["(1,234.5)", "--pattern", "#,##0.0###;(#)", "--allow-negative"], "(1,234.5)", 0),
        (["-1234567.5", "--pattern", "#,##0.0###;(#)", "--allow-negative", "--locale", "de_DE"], "(1.234.567,5)", 0),
        (["1234567", "--pattern", "#,##,##0"], "12,34,567", 0),
        (["12.5", "--pattern", "0.00 'pcs'"], "12.50 pcs", 0),
        (["12.34567", "--pattern", "0.0###"], "At most 4 digits after the decimal separator", 2),
        (["5", "--pattern", "0.00E0"], "the number pattern “0.00E0” writes a number the field cannot edit: “E” is scientific notation", 2),
        (["5", "--pattern", "0..0"], "the number pattern “0..0” is not one ICU reads (U_UNQUOTED_SPECIAL at offset 2, “.”)", 2),
        (["5", "--pattern", "0.00", "--skeleton", ".00"], "--skeleton and --pattern each say how the number is written: give one of them", 2),
        (["5", "--pattern", "0.00", "--fraction-digits", "1"], "--pattern says how the number is written: give what --fraction-digits says in it", 2),
    ])
    func format(arguments: [String], expected: String, status: Int32) throws {
        let run = try CLI.run(["format", "number"] + arguments)
        #expect(run.status == status, "\(run.error)")
        #expect((status == 0 ? run.output : run.error).contains(expected), "\(run.output)\(run.error)")
    }

    @Test("replay --field number --pattern edits with a minus sign and finishes in parentheses")
    func replay() throws {
        let run = try CLI.run(["replay", "--field", "number", "--pattern", "#,##0.0###;(#)", "--allow-negative", "--keys=-1234.5"],
                              input: "")
        #expect(run.status == 0, "\(run.error)")
        let texts = try run.output.split(separator: "\n").map {
            try #require((try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["text"] as? String)
        }
        #expect(texts.last == "-1,234.5")
        let finished = try CLI.run(["replay", "--field", "number", "--pattern", "#,##0.0###;(#)", "--allow-negative"],
                                   input: "{\"type\":\"-1234.5\"}\n{\"blur\":true}\n")
        #expect(finished.output.split(separator: "\n").last?.contains("\"text\":\"(1,234.5)\"") == true, "\(finished.output)")
    }

    @Test("the demo replays a balance made from a decimal pattern: edited with a minus sign, finished in parentheses")
    func demo() throws {
        let run = try CLI.run(["demo", "--replay"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "Balance · en_US, ICU decimal pattern #,##0.0###;(#)"))
        let session = lines[start...].prefix(13)
        for expected in ["type 5            -1,234.5|", "blur              (1,234.5)   value -1234.5",
                         "paste (987.25)    -987.25|", "blur              (987.25)   value -987.25"] {
            #expect(session.contains("  " + expected), "\(expected) in \(session)")
        }
    }

    @Test("--pattern is refused on a field that is neither a mask nor a number")
    func refusedElsewhere() throws {
        let run = try CLI.run(["replay", "--field", "phone", "--pattern", "0.00"])
        #expect(run.status == 64)
        #expect(run.error.contains("--pattern configures another kind of field (--field mask or --field number)"), "\(run.error)")
    }
}
