import Foundation
import Testing

/// `--symbol`, `--sign`, `--grouping` and `--custom-symbol` of `inputfmt format currency` and of
/// a currency `replay`: what ICU writes for those options (ICU 72 here), the same for an amount
/// written as a plain decimal as for one written the locale's way.
@Suite("inputfmt currency display options")
struct CurrencyDisplayCommandTests {
    typealias CLI = CommandLineTests

    @Test("each option changes the finished amount as ICU writes it", arguments: [
        (["-1234.5", "--currency", "USD", "--sign", "accounting", "--allow-negative"], "($1,234.50)"),
        (["-1234,5", "--currency", "EUR", "--locale", "de_DE", "--sign", "accounting", "--allow-negative"], "-1.234,50\u{A0}€"),
        (["5", "--currency", "EUR", "--locale", "de_DE", "--sign", "always"], "+5,00\u{A0}€"),
        (["1234567", "--currency", "USD", "--grouping", "off"], "$1234567.00"),
        (["1234", "--currency", "USD", "--grouping", "min2"], "$1234.00"),
        (["12345", "--currency", "USD", "--grouping", "min2"], "$12,345.00"),
        (["2.5", "--currency", "USD", "--symbol", "name"], "2.50 US dollars"),
        (["5", "--currency", "USD", "--symbol", "iso-code"], "USD\u{A0}5.00"),
        (["5", "--currency", "USD", "--symbol", "none"], "5.00"),
        (["5", "--currency", "USD", "--locale", "en_CA", "--symbol", "symbol"], "US$5.00"),
        (["-1234.5", "--currency", "USD", "--symbol", "iso-code", "--sign", "accounting", "--grouping", "off", "--allow-negative"],
         "(USD\u{A0}1234.50)"),
        (["1234,5", "--currency", "EUR", "--locale", "de_DE", "--custom-symbol", "EUR"], "1.234,50\u{A0}EUR"),
    ])
    func options(arguments: [String], display: String) throws {
        let run = try CLI.run(["format", "currency"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n")
    }

    @Test("an amount written plainly and the same amount written the locale's way come out the same", arguments: [
        ["--grouping", "min2", "--custom-symbol", "Euro"],
        ["--symbol", "iso-code", "--sign", "accounting", "--grouping", "off"],
        ["--symbol", "name", "--sign", "always"],
        ["--symbol", "narrow", "--custom-symbol", ""],
    ])
    func fastPathAgrees(options: [String]) throws {
        let arguments = ["format", "currency", "-", "--currency", "EUR", "--locale", "de_DE", "--allow-negative"] + options
        let plain = try CLI.run(arguments, input: "-1234,5\n1234567,89\n0\n1234\n")
        let written = try CLI.run(arguments, input: "-1.234,5\n1.234.567,89\n0,00\n1.234 €\n")
        #expect(plain.status == 0, "\(plain.error)")
        #expect(written.status == 0, "\(written.error)")
        #expect(plain.output == written.output)
        #expect(plain.output.split(separator: "\n").count == 4)
    }

    @Test("the same input gives the same output, in a new process and on every line", arguments: [
        ("en_DE", "BHD"), ("en_AT", "BHD"), ("tr_TR", "BHD"),
    ])
    func sameOutputFromTheFirstUse(locale: String, currency: String) throws {
        let first = try CLI.run(["format", "currency", "12", "--currency", currency, "--locale", locale, "--symbol", "name"])
        #expect(first.status == 0)
        let lines = try CLI.run(["format", "currency", "-", "--currency", currency, "--locale", locale, "--symbol", "name"],
                                input: "12\n12\n12\n12\n")
        #expect(lines.output == String(repeating: first.output, count: 4), "\(lines.output)")
        if locale == "en_DE" { #expect(first.output == "BHD\u{A0}12.000 Bahraini dinars\n") }
    }

    @Test("a custom symbol with --rounding stays on the rounded amount")
    func customSymbolRounded() throws {
        let run = try CLI.run(["format", "currency", "1.005", "--currency", "USD", "--rounding", "half-up", "--custom-symbol", "US$"])
        #expect(run.output == "US$1.01\n")
    }

    @Test("a value that is not an option's choice is a usage error listing the choices", arguments: [
        ("--symbol", "dollars", "'symbol', 'narrow', 'iso-code', 'name' or 'none'"),
        ("--sign", "never", "'auto', 'always' or 'accounting'"),
        ("--grouping", "on", "'auto', 'off' or 'min2'"),
    ])
    func badChoice(option: String, value: String, choices: String) throws {
        let run = try CLI.run(["format", "currency", "5", "--currency", "USD", option, value])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("The value '\(value)' is invalid for '\(option) <"))
        #expect(run.error.contains(choices))
    }

    @Test("--custom-symbol with --symbol none is a usage error: there is no symbol to replace")
    func customSymbolWithoutSymbol() throws {
        let run = try CLI.run(["format", "currency", "5", "--currency", "USD", "--symbol", "none", "--custom-symbol", "US$"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: --custom-symbol replaces the currency symbol, and --symbol none shows none"))
    }

    /// The text of each state a replay prints.
    private func texts(_ arguments: [String], input: String = "") throws -> [String] {
        let run = try CLI.run(["replay"] + arguments, input: input)
        #expect(run.status == 0, "\(run.error)")
        return try run.output.split(separator: "\n").map {
            let line = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            return try #require(line["text"] as? String)
        }
    }

    @Test("a currency replay groups while typing as --grouping says, and ends with the display's text")
    func replay() throws {
        #expect(try texts(["--currency", "USD", "--grouping", "off", "--keys", "1234567"]).last == "1234567")
        #expect(try texts(["--currency", "USD", "--grouping", "min2", "--keys", "12345"]).suffix(2) == ["1234", "12,345"])
        let finished = try texts(["--currency", "USD", "--allow-negative", "--sign", "accounting", "--symbol", "iso-code"],
                                 input: "{\"type\":\"-\"}\n{\"type\":\"5\"}\n{\"blur\":true}\n")
        #expect(finished == ["-", "-5", "(USD\u{A0}5.00)"])
    }
}
