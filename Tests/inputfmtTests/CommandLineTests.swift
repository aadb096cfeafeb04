import Foundation
import Testing

/// `inputfmt` as a user runs it: exit status, standard output and standard error.
@Suite("inputfmt")
struct CommandLineTests {
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// The `inputfmt` built beside the test bundle (`swift build` / `swift test` build both).
    static var executable: URL {
        let candidates = [
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("inputfmt") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    static func run(_ arguments: [String], input: String = "") throws -> Run {
        try run(arguments, bytes: Data(input.utf8))
    }

    static func run(_ arguments: [String], bytes input: Data) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Written while the output is read, so a large input cannot fill both pipes; a child that
        // stops reading early (as it should on a refused line) breaks the pipe, which is fine.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                   error: String(decoding: error, as: UTF8.self))
    }

    @Test("the executable is there")
    func executableExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path), "\(Self.executable.path)")
    }

    @Test("format currency prints ICU's display", arguments: [
        (["1234,5", "--currency", "EUR", "--locale", "de_DE"], "1.234,50\u{A0}€"),
        (["1.5", "--currency", "BHD", "--locale", "en_US"], "BHD\u{A0}1.500"),
        (["1235", "--currency", "JPY", "--locale", "en_US"], "¥1,235"),
        (["1234.5", "--currency", "INR", "--locale", "en_IN"], "₹1,234.50"),
        (["--currency", "USD", "--allow-negative", "--", "-5"], "-$5.00"),
        (["1.234,56 €", "--currency", "EUR"], "€1,234.56"),
    ])
    func format(arguments: [String], display: String) throws {
        let run = try Self.run(["format", "currency"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n")
    }

    @Test("bad input is one line on standard error and exit status 2", arguments: [
        (["format", "currency", "5", "--currency", "EUR", "--locale", "xx_YY"], "unknown locale “xx_YY”"),
        (["format", "currency", "5", "--currency", "XYZ"], "unknown currency “XYZ”"),
        (["format", "currency", "123.45", "--currency", "JPY"], "Amounts in Japanese yen have no decimal places"),
        (["replay", "--currency", "EUR", "--locale", "zz"], "unknown locale “zz”"),
        (["format", "phone", "6502532222", "--region", "XX"], "“XX” is not a region libphonenumber knows"),
        (["replay", "--field", "phone", "--region", "ZZ"], "“ZZ” is not a region libphonenumber knows"),
        (["format", "phone", "650-FLOWERS", "--region", "US"], "“F” can’t be entered here"),
        (["format", "mask", "##\\", "12"], "ends with “\\”"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("inputfmt: "))
        #expect(run.error.contains(message))
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    @Test("a missing or malformed argument is a usage error: the message, the usage line, exit status 64", arguments: [
        (["format", "currency", "5"], "a currency field needs --currency CODE", "Usage: inputfmt format currency "),
        (["replay", "--field", "mask"], "a mask field needs --pattern MASK", "Usage: inputfmt replay "),
        (["replay", "--field", "phone", "--locale", "en"], "a phone field needs --region R", "Usage: inputfmt replay "),
        (["replay", "--currency", "EUR", "--max-amount", "lots"], "--max-amount takes a plain decimal", "Usage: inputfmt replay "),
        (["format", "card"], "Missing expected argument '<value>'", "Usage: inputfmt format card "),
    ])
    func usageError(arguments: [String], message: String, usage: String) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: " + message), "\(run.error)")
        #expect(run.error.contains(usage), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test("replay prints one state a line; a malformed line is named, the lines before it already out")
    func replay() throws {
        let input = """
            {"type":"1"}

            {"paste":"234,5"}
            {"type":
            {"type":"9"}
            """
        let run = try Self.run(["replay", "--currency", "EUR", "--locale", "de_DE"], input: input)
        #expect(run.status == 2)
        #expect(run.output == """
            {"text":"1","selection":[1,1],"value":"1","rejected":false,"reason":null,"focused":true,"state":"typing","counter":{"count":1,"limit":null,"text":null},"message":null,"clearButton":true,"label":null,"canUndo":true,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"1,00 Euro","announcement":null}}
            {"text":"1.234,5","selection":[7,7],"value":"1234.5","rejected":false,"reason":null,"focused":true,"state":"typing","counter":{"count":6,"limit":null,"text":null},"message":null,"clearButton":true,"label":null,"canUndo":true,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"1.234,50 Euro","announcement":null}}

            """)
        #expect(run.error == "inputfmt: line 4: not valid JSON\n")
    }

    @Test("stdin that is not UTF-8, or a line over 4 MiB, ends the replay with one line naming it")
    func hostileStandardInput() throws {
        var bytes = Data(#"{"type":"1"}"#.utf8 + [0x0A])
        bytes += Data(#"{"type":"é"#.utf8) + Data([0xFF]) + Data(#""}"#.utf8 + [0x0A])
        let invalid = try Self.run(["replay", "--field", "text"], bytes: bytes)
        #expect(invalid.status == 2)
        #expect(invalid.output.split(separator: "\n").count == 1)
        #expect(invalid.error == "inputfmt: line 2: not valid UTF-8 (byte 0xFF at byte 12)\n")

        let huge = #"{"paste":""# + String(repeating: "1", count: 10_000_000) + "\"}\n"
        let long = try Self.run(["replay", "--field", "text"], input: huge)
        #expect(long.status == 2)
        #expect(long.output.isEmpty)
        #expect(long.error == "inputfmt: line 1: longer than 4 MiB; lines that long are refused\n")
    }

    @Test("--keys types the string, ⌫ deletes")
    func keys() throws {
        let run = try Self.run(["replay", "--currency", "USD", "--keys", "12345⌫"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[4].hasPrefix(#"{"text":"12,345","selection":[6,6]"#))
        #expect(lines[5].hasPrefix(#"{"text":"1,234","selection":[5,5]"#))
    }

    @Test("--prefix and --suffix wrap any field; value never includes them")
    func affixes() throws {
        let replay = try Self.run(["replay", "--field", "text", "--suffix", " kg"],
                                  input: "{\"type\":\"8\"}\n{\"select\":[4,4]}\n{\"delete\":1}\n")
        #expect(replay.status == 0)
        #expect(replay.output == """
            {"text":"8 kg","selection":[1,1],"value":"8","rejected":false,"reason":null,"focused":true,"state":"typing","counter":{"count":1,"limit":null,"text":null},"message":null,"clearButton":true,"label":null,"canUndo":true,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"8 kg","announcement":null}}
            {"text":"8 kg","selection":[1,1],"value":"8","rejected":false,"reason":null,"focused":true,"state":"typing","counter":{"count":1,"limit":null,"text":null},"message":null,"clearButton":true,"label":null,"canUndo":true,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"8 kg","announcement":null}}
            {"text":"8 kg","selection":[1,1],"value":"8","rejected":true,"reason":"There is nothing to delete there","focused":true,"state":"typing","counter":{"count":1,"limit":null,"text":null},"message":null,"clearButton":true,"label":null,"canUndo":true,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"8 kg","announcement":"There is nothing to delete there"}}

            """)
        let format = try Self.run(["format", "currency", "12.5", "--currency", "USD", "--prefix", "≈ "])
        #expect(format.output == "≈ $12.50\n")
        let mask = try Self.run(["format", "mask", "###-###", "123456", "--prefix", "#"])
        #expect(mask.output == "#123-456\n")
        let rtl = try Self.run(["replay", "--currency", "EGP", "--locale", "ar_EG", "--suffix", " kg", "--keys", "1"])
        #expect(rtl.output.hasPrefix(#"{"text":"١\#u{2068} kg\#u{2069}","selection":[1,1]"#))
    }

    @Test("format phone prints the number as libphonenumber groups it while typing", arguments: [
        (["6502532222", "--region", "US"], "(650) 253-2222"),
        (["+1 650 253 2222", "--region", "DE"], "+1 650-253-2222"),
        (["030 123456", "--region", "DE"], "030 123456"),
        (["+44 (0)20 7031 3000", "--region", "US"], "+44 20 7031 3000"),
    ])
    func formatPhone(arguments: [String], display: String) throws {
        let run = try Self.run(["format", "phone"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n")
    }

    @Test("replay --field phone adds the region once known and valid once it can tell")
    func replayPhone() throws {
        let run = try Self.run(["replay", "--field", "phone", "--region", "US", "--keys", "+44207031300⌫00"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 15)
        #expect(lines[1].hasPrefix(#"{"text":"+4","selection":[2,2]"#) && lines[1].contains(#""region":null,"valid":null"#))
        #expect(lines[2].hasPrefix(#"{"text":"+44 ","selection":[3,3]"#) && lines[2].contains(#""region":null,"valid":null"#))
        // +44 is shared by GB, GG, IM and JE: the region is known once the number tells.
        #expect(lines[14].hasPrefix(#"{"text":"+44 20 7031 3000","selection":[16,16],"value":"+442070313000""#))
        #expect(lines[14].contains(#""region":"GB","valid":true"#))
    }

    @Test("the demo replays its sessions with the caret drawn")
    func demo() throws {
        let run = try Self.run(["demo"])
        #expect(run.status == 0)
        for expected in ["1.234.567|", "12,34,567|", "١٬٢٣٤|", "12,000|", "7,500.50|", "$7,500.50"] {
            #expect(run.output.contains(expected), "\(expected)")
        }
    }
}
