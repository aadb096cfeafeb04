import Foundation
import Testing

/// `--grouping` on number fields, `--fixed-fraction` and `--minor-units-first` on currency and
/// number fields, through `format`, `replay` and `demo`. The expected texts are written by hand
/// (en_US as ICU 72 writes it; the library's tests check the same against ICU's C API).
@Suite("inputfmt: grouping and amount entry")
struct AmountEntryCommandTests {
    typealias CLI = CommandLineTests

    @Test("format number takes --grouping: off prints 12345.67, min2 groups from two leading digits", arguments: [
        (["12345.67", "--grouping", "off"], "12345.67"),
        (["12345.67"], "12,345.67"),
        (["1234", "--grouping", "min2"], "1234"),
        (["12345", "--grouping", "min2"], "12,345"),
        (["1.234.567,5", "--locale", "de_DE", "--grouping", "off"], "1234567,5"),
        (["1234.5", "--fraction-digits", "2", "--fixed-fraction"], "1,234.50"),
        (["1234.5", "--fraction-digits", "2", "--minor-units-first"], "1,234.50"),
    ])
    func formatNumber(arguments: [String], display: String) throws {
        let run = try CLI.run(["format", "number"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n", "\(arguments)")
    }

    /// The text of each line a replay prints.
    private func texts(_ arguments: [String], input: String = "") throws -> [String] {
        let run = try CLI.run(["replay"] + arguments, input: input)
        #expect(run.status == 0, "\(run.error)")
        return try run.output.split(separator: "\n").map {
            try #require((try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["text"] as? String)
        }
    }

    @Test("replay --fixed-fraction shows 56.00 after 56 typed over 1,234.00; --minor-units-first fills from the right")
    func replayEntry() throws {
        let typedOver = try texts(["--currency", "USD", "--fixed-fraction"],
                                  input: "{\"paste\":\"1234\"}\n{\"select\":[0,8]}\n{\"type\":\"5\"}\n{\"type\":\"6\"}\n{\"blur\":true}\n")
        #expect(typedOver == ["1,234.00", "1,234.00", "5.00", "56.00", "$56.00"])
        #expect(try texts(["--currency", "USD", "--minor-units-first", "--keys", "1234⌫"]) == ["0.01", "0.12", "1.23", "12.34", "1.23"])
        #expect(try texts(["--field", "number", "--fraction-digits", "2", "--minor-units-first", "--keys", "123"]) == ["0.01", "0.12", "1.23"])
        #expect(try texts(["--field", "number", "--grouping", "off", "--keys", "12345"]).last == "12345")
    }

    @Test("the options are refused where they do not apply, and together", arguments: [
        (["replay", "--field", "date", "--fixed-fraction"], "--fixed-fraction configures another kind of field"),
        (["replay", "--field", "phone", "--grouping", "off"], "--grouping configures another kind of field"),
        (["format", "currency", "5", "--currency", "USD", "--fixed-fraction", "--minor-units-first"],
         "--fixed-fraction and --minor-units-first each say how digits are entered: give one of them"),
        (["format", "number", "5", "--grouping", "none"], "--grouping"),
    ])
    func refused(arguments: [String], error: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64)
        #expect(run.error.contains(error), "\(run.error)")
    }

    @Test("the demo's amount takes --grouping and --minor-units-first")
    func demo() throws {
        let run = try CLI.run(["demo", "--replay", "--minor-units-first", "--grouping", "off"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").prefix(6).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["Amount (USD) · en_US", "type 1            0.01|", "type 2            0.12|", "type 3            1.23|",
                          "type 4            12.34|", "type 5            123.45|"])
    }
}
