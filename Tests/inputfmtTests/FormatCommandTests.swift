import Foundation
import Testing

/// `inputfmt format` for real work: negative amounts, rounding, international phone numbers
/// without a region, empty and sign-only values, and one value a line from standard input.
@Suite("inputfmt format")
struct FormatCommandTests {
    typealias CLI = CommandLineTests

    @Test("a negative amount needs no --, and is taken with --allow-negative", arguments: [
        (["format", "currency", "-5", "--currency", "EUR", "--allow-negative"], "-€5.00"),
        (["format", "currency", "--currency", "EUR", "--allow-negative", "-5"], "-€5.00"),
        (["format", "currency", "--currency", "EUR", "--allow-negative", "--", "-5"], "-€5.00"),
        (["format", "currency", "-1.234,5", "--currency", "EUR", "--locale", "de_DE", "--allow-negative"], "-1.234,50\u{A0}€"),
    ])
    func negative(arguments: [String], display: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n")
    }

    @Test("without --allow-negative a negative amount is refused, as the field refuses it")
    func negativeRefused() throws {
        let run = try CLI.run(["format", "currency", "-5", "--currency", "EUR"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "inputfmt: cannot format “-5” as EUR in en_US: This field takes no negative amounts\n")
    }

    @Test("a value of number, date or time that begins with - reaches the field, which refuses it (issue 59 item 7)", arguments: [
        (["format", "number", "-inf", "--allow-negative"], "inputfmt: cannot format “-inf” as a number in en_US: “-inf” is not a number\n"),
        (["format", "date", "-0001-01-01"], "inputfmt: cannot format “-0001-01-01” as a date in en_US: “-0001-01-01” is outside the years this calendar shows here (1 to 9999)\n"),
        (["format", "date", "--locale", "de_DE", "-2026-11-25"],
         "inputfmt: cannot format “-2026-11-25” as a date in de_DE: “-2026-11-25” is outside the years this calendar shows here (1 to 9999)\n"),
        (["format", "time", "-1:00"], "inputfmt: cannot format “-1:00” as a time in en_US: “-1:00” is not a time\n"),
    ])
    func negativeValuesReachTheField(arguments: [String], error: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2)
        #expect(run.error == error)
    }

    @Test("a value that begins with - is a value: -1e309 is no amount, --max-amount -5 is not positive")
    func negativeLookingValues() throws {
        let exponent = try CLI.run(["format", "currency", "-1e309", "--currency", "USD"])
        #expect(exponent.status == 2)
        #expect(exponent.error == "inputfmt: cannot format “-1e309” as USD in en_US: “-1e309” is not an amount\n")
        for command in [["format", "currency", "5"], ["replay"]] {
            let maximum = try CLI.run(command + ["--currency", "USD", "--max-amount", "-5"])
            #expect(maximum.status == 64)
            #expect(maximum.error.hasPrefix("Error: --max-amount must be positive, not “-5”\n"), "\(maximum.error)")
        }
    }

    @Test("error text quotes at most a short part of the input, its control and bidi characters escaped")
    func safeErrorText() throws {
        let title = try CLI.run(["format", "currency", "-", "--currency", "USD"], input: "\u{1B}]0;pwned\u{7} 12\n")
        #expect(title.status == 2)
        #expect(title.error.contains("\\u{1B}]0;pwned\\u{7}"), "\(title.error)")
        let long = try CLI.run(["format", "currency", "-", "--currency", "USD"],
                               input: String(repeating: "x", count: 4_000_000) + "\n")
        #expect(long.status == 2)
        let locale = try CLI.run(["format", "currency", "5", "--currency", "USD", "--locale", String(repeating: "x", count: 10_000) + "\u{202E}"])
        let field = try CLI.run(["replay", "--field", "x\u{1B}[31m"])
        for run in [title, long, locale, field] {
            #expect(!run.error.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0.value == 0x202E })
            #expect(run.error.utf8.count < 700, "\(run.error.prefix(200))")
        }
        #expect(field.error.contains("x\\u{1B}[31m"))
    }

    @Test("--max-amount: an amount above it fails with the field's error, one at it prints")
    func maximumAmount() throws {
        let above = try CLI.run(["format", "currency", "1000", "--currency", "USD", "--max-amount", "500"])
        #expect(above.status == 2)
        #expect(above.output.isEmpty)
        #expect(above.error == "inputfmt: cannot format “1000” as USD in en_US: Enter an amount of at most $500.00\n")
        #expect(try CLI.run(["format", "currency", "500", "--currency", "USD", "--max-amount", "500"]).output == "$500.00\n")
    }

    @Test("--rounding rounds more fraction digits than the currency has, as ICU's rounding mode says", arguments: [
        ("half-even", "1.005", "€1.00"), ("half-even", "1.015", "€1.02"), ("half-up", "1.005", "€1.01"),
        ("half-down", "1.005", "€1.00"), ("up", "1.001", "€1.01"), ("down", "1.009", "€1.00"),
        ("ceiling", "-1.009", "-€1.00"), ("floor", "-1.001", "-€1.01"),
    ])
    func rounding(mode: String, value: String, display: String) throws {
        let run = try CLI.run(["format", "currency", value, "--currency", "EUR", "--rounding", mode, "--allow-negative"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n")
    }

    @Test("without --rounding, too many fraction digits are refused with the field's message")
    func noRounding() throws {
        // A mark that may group is no rounding question: rounding would change the amount.
        let grouped = try CLI.run(["format", "currency", "1,234", "--currency", "EUR", "--locale", "de_DE"])
        #expect(grouped.error == "inputfmt: cannot format “1,234” as EUR in de_DE: At most 2 digits after the decimal separator (“,” is the decimal mark here; for 1234, leave it out)\n")
        let run = try CLI.run(["format", "currency", "1.005", "--currency", "EUR"])
        #expect(run.status == 2)
        #expect(run.error == "inputfmt: cannot format “1.005” as EUR in en_US: At most 2 digits after the decimal separator (“.” is the decimal mark here; for 1005, leave it out)\n")
        let four = try CLI.run(["format", "currency", "1.0051", "--currency", "EUR"])
        #expect(four.error == "inputfmt: cannot format “1.0051” as EUR in en_US: At most 2 digits after the decimal separator (--rounding rounds)\n")
        let yen = try CLI.run(["format", "currency", "1.5", "--currency", "JPY"])
        #expect(yen.error == "inputfmt: cannot format “1.5” as JPY in en_US: Amounts in Japanese yen have no decimal places (--rounding rounds)\n")
        #expect(try CLI.run(["format", "currency", "1.50", "--currency", "EUR"]).output == "€1.50\n")
    }

    @Test("the command line reads a whole value as the field's paste does: 1.234 in de_DE is 1234")
    func oneReading() throws {
        #expect(try CLI.run(["format", "currency", "1.234", "--currency", "EUR", "--locale", "de_DE"]).output == "1.234,00\u{A0}€\n")
        let foreign = try CLI.run(["format", "currency", "$5", "--currency", "EUR"])
        #expect(foreign.status == 2)
        #expect(foreign.error == "inputfmt: cannot format “$5” as EUR in en_US: This field takes euros, not US dollars\n")
    }

    @Test("an empty or sign-only value is an error that says so", arguments: [
        ("", "inputfmt: there is no amount to format: the value is empty\n"),
        ("+", "inputfmt: “+” is a sign without an amount\n"),
        ("−", "inputfmt: “−” is a sign without an amount\n"),
    ])
    func emptyOrSign(value: String, message: String) throws {
        let run = try CLI.run(["format", "currency", value, "--currency", "EUR"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == message)
    }

    @Test("an international phone number needs no --region; a national one says it needs one")
    func phoneRegion() throws {
        let international = try CLI.run(["format", "phone", "+81 3-1234-5678"])
        #expect(international.status == 0)
        #expect(international.output == "+81 3-1234-5678\n")
        let national = try CLI.run(["format", "phone", "03-1234-5678"])
        #expect(national.status == 2)
        #expect(national.error == "inputfmt: “03-1234-5678” is a national number: say whose with --region R, such as --region US\n")
        #expect(try CLI.run(["format", "phone", "03-1234-5678", "--region", "JP"]).output == "03-1234-5678\n")
    }

    @Test("format phone says what is wrong: not a number, empty, incomplete, a service code", arguments: [
        (["hello"], "cannot format “hello” as an international phone number: “hello” is not a phone number"),
        ([""], "there is nothing to format as an international phone number: the value is empty"),
        (["+"], "cannot format “+” as an international phone number: Enter the whole phone number"),
        (["*#06#", "--region", "US"], "cannot format “*#06#” as a phone number of US: “*#06#” is a service code, not a phone number"),
    ])
    func phoneMessages(arguments: [String], message: String) throws {
        let run = try CLI.run(["format", "phone"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "inputfmt: \(message)\n")
    }

    @Test("- writes one line for each line read: failed lines print empty and say their number on standard error, exit 2")
    func amountsFromStandardInput() throws {
        let run = try CLI.run(["format", "currency", "-", "--currency", "USD", "--allow-negative"],
                              input: "1\n-2.5\n+\n\nabc\n1,234.56\n1.005\n")
        #expect(run.status == 2)
        #expect(run.output == "$1.00\n-$2.50\n\n\n\n$1,234.56\n\n")
        #expect(run.error == """
            inputfmt: line 3: “+” is a sign without an amount
            inputfmt: line 5: cannot format “abc” as USD in en_US: “abc” is not an amount
            inputfmt: line 7: cannot format “1.005” as USD in en_US: At most 2 digits after the decimal separator (“.” is the decimal mark here; for 1005, leave it out)
            inputfmt: 3 of 7 lines could not be formatted

            """)
        let clean = try CLI.run(["format", "currency", "-", "--currency", "EUR", "--locale", "de_DE", "--rounding", "half-up"], input: "1,005\n2\n")
        #expect(clean.status == 0)
        #expect(clean.output == "1,01\u{A0}€\n2,00\u{A0}€\n")
    }

    @Test("- reads lines for the other kinds too", arguments: [
        (["format", "card", "-"], "4111111111111111\n378282246310005\n", "4111 1111 1111 1111\n3782 822463 10005\n"),
        (["format", "mask", "(###) ###-####", "-"], "6502532222\n", "(650) 253-2222\n"),
        (["format", "phone", "-", "--region", "US"], "6502532222\n+442070313000\n", "(650) 253-2222\n+44 20 7031 3000\n"),
        (["format", "iban", "-"], "gb82west12345698765432\n", "GB82 WEST 1234 5698 7654 32\n"),
        (["format", "expiry", "-"], "1/2035\n2035-01\n", "01/35\n01/35\n"),
    ])
    func otherKinds(arguments: [String], input: String, output: String) throws {
        let run = try CLI.run(arguments, input: input)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == output)
    }

    @Test("- goes on after a line that is not UTF-8 or longer than 4 MiB, naming it")
    func badLines() throws {
        var input = Data("4111111111111111\n".utf8)
        input.append(contentsOf: [0xFF, 0x0A])
        input.append(Data(String(repeating: "4", count: 5_000_000).utf8))
        input.append(Data("\n378282246310005\n".utf8))
        let run = try CLI.run(["format", "card", "-"], bytes: input)
        #expect(run.status == 2)
        #expect(run.output == "4111 1111 1111 1111\n\n\n3782 822463 10005\n")
        #expect(run.error == """
            inputfmt: line 2: not valid UTF-8 (byte 0xFF at byte 1)
            inputfmt: line 3: longer than 4 MiB; lines that long are refused
            inputfmt: 2 of 4 lines could not be formatted

            """)
    }
}
