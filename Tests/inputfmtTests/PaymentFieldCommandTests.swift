import Foundation
import Testing

/// `inputfmt format iban|expiry` and `inputfmt replay --field iban|expiry|cvc`, as a user runs them.
@Suite("inputfmt: IBAN, expiry date and security code fields")
struct PaymentFieldCommandTests {
    typealias CLI = CommandLineTests

    @Test("format iban prints the print form of any way of writing it", arguments: [
        "de89370400440532013000", "DE89 3704 0044 0532 0130 00", "IBAN DE89-3704-0044-0532-0130-00",
    ])
    func formatIBAN(text: String) throws {
        let run = try CLI.run(["format", "iban", text])
        #expect(run.status == 0)
        #expect(run.output == "DE89 3704 0044 0532 0130 00\n")
    }

    @Test("format iban refuses an unknown country by name, exit 2")
    func formatUnknownCountry() throws {
        let run = try CLI.run(["format", "iban", "XX12"])
        #expect(run.status == 2)
        #expect(run.error == "inputfmt: cannot format “XX12” as an IBAN: No country’s IBANs start with “XX”\n")
    }

    @Test("format expiry reads the forms cards and autofill use", arguments: ["1/2035", "01/35", "0135", "2035-01", "01 / 35"])
    func formatExpiry(text: String) throws {
        let run = try CLI.run(["format", "expiry", text])
        #expect(run.status == 0)
        #expect(run.output == "01/35\n")
    }

    @Test("format fails where the field shows an error: a month 13 or 00, an expired card, a wrong check digit",
          arguments: [(["expiry", "13/35"], "cannot format “13/35” as an expiry date: “13” is not a month: months run from 01 to 12"),
                      (["expiry", "00/35"], "cannot format “00/35” as an expiry date: “00” is not a month: months run from 01 to 12"),
                      (["expiry", "01/20"], "cannot format “01/20” as an expiry date: This card has expired"),
                      (["card", "4111111111111112"], "cannot format “4111111111111112” as a card number: Check the card number: it is not valid"),
                      (["iban", "12345"], "cannot format “12345” as an IBAN: No country’s IBANs start with “12”")])
    func formatErrorVerdict(arguments: [String], message: String) throws {
        let run = try CLI.run(["format"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "inputfmt: \(message)\n")
    }

    @Test("replay --field expiry --today: each line says valid and the verdict")
    func replayExpiry() throws {
        let run = try CLI.run(["replay", "--field", "expiry", "--today", "2026-11-23", "--keys", "4/25"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix(#"{"text":"04/","selection":[2,2],"value":"04","rejected":false,"reason":null,"focused":true,"valid":null,"verdict":"incomplete""#) == true)
        #expect(lines.last?.hasPrefix(#"{"text":"04/25","selection":[5,5],"value":"04/25","rejected":false,"reason":null,"focused":true,"valid":false,"verdict":"expired""#) == true)
    }

    @Test("replay --field expiry refuses a --today that is no date, with the usage line and exit 64",
          arguments: ["2026-13-01", "2026-02-29", "2026-11-31", "26-11-23"])
    func badToday(today: String) throws {
        let run = try CLI.run(["replay", "--field", "expiry", "--today", today, "--keys", "1"])
        #expect(run.status == 64)
        #expect(run.error.contains("--today takes a date as YYYY-MM-DD, such as 2026-11-23, not “\(today)”"))
        #expect(run.error.contains("Usage: inputfmt replay"))
        #expect(try CLI.run(["replay", "--field", "expiry", "--today", "2028-02-29", "--keys", "1"]).status == 0)
    }

    @Test("replay --field iban: each line says the country and valid")
    func replayIBAN() throws {
        let run = try CLI.run(["replay", "--field", "iban", "--keys", "gb82west12345698765432"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 22)
        #expect(lines[0].contains(#""country":null,"valid":null"#))
        #expect(lines[1].contains(#""country":"GB","valid":null"#))
        #expect(lines.last?.hasPrefix(#"{"text":"GB82 WEST 1234 5698 7654 32","selection":[27,27],"value":"GB82WEST12345698765432","rejected":false,"reason":null,"focused":true,"country":"GB","valid":true"#) == true)
    }

    @Test("replay --field cvc --brand amex: four digits, the fifth refused, valid once complete")
    func replaySecurityCode() throws {
        let run = try CLI.run(["replay", "--field", "cvc", "--brand", "amex", "--keys", "12345"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[2].contains(#""value":"123","rejected":false,"reason":null,"focused":true,"valid":null"#))
        #expect(lines[3].contains(#""value":"1234","rejected":false,"reason":null,"focused":true,"valid":true"#))
        #expect(lines[4].contains(#""rejected":true,"reason":"Only 4 characters fit here""#))
    }
}
