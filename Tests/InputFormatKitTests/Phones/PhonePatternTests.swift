@_spi(Internals) @testable import InputFormatKit
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

/// The automaton a pattern is compiled to (``DigitAutomaton``) must answer exactly as the
/// backtracking matcher answers, for every pattern of every region.
@Suite("Phone pattern automata")
struct DigitAutomatonTests {
    @Test("whole and start matches agree with backtracking on every start of every region's example numbers and on random digits")
    func agreesWithBacktracking() throws {
        let table = PhoneFormatTable.shared
        var examples: [String: [[UInt8]]] = [:]
        for example in PhoneAgreementTests.examples {
            examples[example.region, default: []].append(Array(example.typed.utf8.filter { (48...57).contains($0) }))
        }
        var random = SeededGenerator(seed: 0x5EED_0D16)   // the same digits on every run
        var compared = 0, withoutAutomaton = 0
        var differing: [String] = []
        for region in table.regions {
            let plan = try table.plan(region: region)
            let formats = plan.nationalFormats + plan.internationalFormats
            var patterns: [PhonePattern] = [plan.generalPattern, plan.internationalPrefix, plan.nationalPrefixForParsing, plan.leadingDigits]
                .compactMap { $0 }
            patterns += plan.numberTypes.map(\.pattern)
            patterns += formats.map(\.pattern)
            patterns += formats.flatMap(\.leadingDigitsPatterns)
            var inputs: Set<[UInt8]> = [[]]
            for number in examples[region] ?? [] {
                for end in number.indices { inputs.insert(Array(number[...end])) }
                for start in 1..<min(4, number.count) { inputs.insert(Array(number[start...])) }
            }
            for _ in 0..<30 {
                inputs.insert((0..<Int.random(in: 1...16, using: &random)).map { _ in UInt8.random(in: 48...57, using: &random) })
            }
            for pattern in patterns {
                guard let automaton = pattern.automaton else {
                    withoutAutomaton += 1
                    continue
                }
                for input in inputs {
                    compared += 1
                    if automaton.matchesWhole(input) != (pattern.captures(wholeOf: input) != nil)
                        || automaton.matchesStart(input) != (pattern.prefixMatchEnd(input) != nil) {
                        differing.append("\(region) \(pattern.source) on \(String(decoding: input, as: UTF8.self))")
                    }
                }
            }
        }
        for difference in differing.prefix(10) { Issue.record("the automaton differs: \(difference)") }
        #expect(differing.isEmpty)
        #expect(withoutAutomaton == 0)
        #expect(compared > 100_000)
    }
}

extension DigitAutomatonTests {
    /// Every region's national and international formats, with their region.
    static func everyFormat() throws -> [(region: String, format: PhoneNumberFormat)] {
        let table = PhoneFormatTable.shared
        return try table.regions.flatMap { region in
            let plan = try table.plan(region: region)
            return (plan.nationalFormats + plan.internationalFormats).map { (region, $0) }
        }
    }

    /// Up to `tries` random numbers of the width of a fixed-width format that its pattern matches whole.
    static func wholeMatches(of format: PhoneNumberFormat, tries: Int, using random: inout SeededGenerator) -> [PhoneDigitBuffer] {
        guard let bounds = format.pattern.fixedGroupBounds else { return [] }
        return (0..<tries).compactMap { _ in
            let digits = PhoneDigitBuffer((0..<bounds[bounds.count - 1]).map { _ in UInt8.random(in: 48...57, using: &random) })
            return format.pattern.matchesWhole(digits) ? digits : nil
        }
    }

    @Test("a format of fixed-width groups cuts a whole match as matching it does")
    func fixedGroups() throws {
        var random = SeededGenerator(seed: 0x5EED_F1ED)   // the same digits on every run
        var compared = 0
        for (region, format) in try Self.everyFormat() {
            for digits in Self.wholeMatches(of: format, tries: 20, using: &random) {
                compared += 1
                var cut: [UInt8] = []
                format.appendFormatted(wholeMatch: digits, to: &cut)
                #expect(cut == format.formatted(digits), "\(region) \(format.pattern.source)")
            }
        }
        #expect(compared > 1_000)
    }
}

extension DigitAutomatonTests {
    @Test("the lengths a pattern matches whole: exact for hand-written patterns, and every whole match of every region's formats among them")
    func wholeMatchLengths() throws {
        func lengths(_ source: String) throws -> [Int] {
            let bits = try #require(try PhonePattern(source).automaton).wholeMatchLengths()
            return (0..<64).filter { bits & (1 << UInt64($0)) != 0 }
        }
        #expect(try lengths("(\\d{3})(\\d{4})") == [7])
        #expect(try lengths("\\d{3}(?:\\d{4})?") == [3, 7])
        #expect(try lengths("[2-9]\\d{1,3}|0") == [1, 2, 3, 4])
        #expect(try lengths("([59]\\d{7})$|0") == [1, 8])
        #expect(try lengths("1?") == [0, 1])
        // (A repetition counts at most 32.)
        #expect(try lengths("\\d{31}\\d{31}") == [62])
        #expect(try lengths("\\d{32}\\d{31}") == [63])
        #expect(try lengths("\\d{32}\\d{32}\\d{6}") == [63])   // 63 or more: longer inputs are not followed
        #expect(try lengths("\\d{2}|\\d{32}\\d{32}\\d{6}") == [2, 63])
        var random = SeededGenerator(seed: 0x5EED_1E27)   // the same digits on every run
        var matched = 0
        for (region, format) in try Self.everyFormat() {
            if let bounds = format.pattern.fixedGroupBounds {
                #expect((0...40).filter { format.mayMatchWhole(count: $0) } == [bounds[bounds.count - 1]], "\(format.pattern.source)")
            }
            for _ in 0..<40 {
                let digits = (0..<Int.random(in: 1...17, using: &random)).map { _ in UInt8.random(in: 48...57, using: &random) }
                guard format.pattern.matchesWhole(digits) else { continue }
                matched += 1
                #expect(format.mayMatchWhole(count: digits.count), "\(region) \(format.pattern.source) on \(digits.count) digits")
            }
        }
        #expect(matched > 500)
    }

    @Test("a format whose template would write its digits otherwise than its output is refused when the table is read")
    func templateMustWriteAsOutput() throws {
        // The keystroke fills the template in place of the output, so the two must agree.
        #expect(throws: ConfigurationError.malformedTable(line: 7, reason: "a format's template writes its digits as its output does")) {
            try PhoneNumberFormat(line: "N\teg\t(\\d{3})(\\d{4})\t($1) $2\t###-####\t3", number: 7)
        }
        // A template of another length is not filled in for the output, so it is not compared.
        #expect(try PhoneNumberFormat(line: "N\teg\t(\\d{3})(\\d{4})\t($1) $2\t###-###\t3", number: 7).showsDigitsInOrder)
    }

    @Test("a format shows its digits in order only when its output names every group once, in order, and adds no digit or +")
    func showsDigitsInOrder() throws {
        func shows(pattern: String, output: String, template: String = "###-####") throws -> Bool {
            try PhoneNumberFormat(line: "N\teg\t\(pattern)\t\(output)\t\(template)\t3", number: 1).showsDigitsInOrder
        }
        #expect(try shows(pattern: "(\\d{3})(\\d{4})", output: "$1-$2"))
        #expect(try shows(pattern: "(\\d{3})(\\d{4})", output: "($1) $2", template: "(###) ####"))
        #expect(try !shows(pattern: "(\\d{3})(\\d{4})", output: "$2 $1"))     // out of order
        #expect(try !shows(pattern: "(\\d{3})(\\d{4})", output: "$1"))        // a group left out
        #expect(try !shows(pattern: "(\\d{3})(\\d{4})", output: "0$1 $2"))    // a digit of its own
        #expect(try !shows(pattern: "(\\d{3})(\\d{4})", output: "+$1 $2"))
        #expect(try !shows(pattern: "(\\d{3})(\\d{3,4})", output: "$1 $2"))   // not fixed-width
        #expect(try !shows(pattern: "(\\d{3})\\d(\\d{4})", output: "$1 $2"))  // a digit outside the groups
        // A literal after the last group: written as the output reads, not by the shape.
        let trailing = try PhoneNumberFormat(line: "N\teg\t(\\d{3})(\\d{4})\t($1) $2.\t###-####\t3", number: 1)
        #expect(!trailing.showsDigitsInOrder)
        var text: [UInt8] = []
        trailing.appendFormatted(wholeMatch: PhoneDigitBuffer(Array("5551234".utf8)), to: &text)
        #expect(String(decoding: text, as: UTF8.self) == "(555) 1234.")
        // Every region's formats that say so write exactly the digits they take, as matching and
        // replacing writes them (not the shortcut that relies on it).
        var random = SeededGenerator(seed: 0x5EED_0D0E)
        var written = 0
        for (region, format) in try Self.everyFormat() where format.showsDigitsInOrder {
            for digits in Self.wholeMatches(of: format, tries: 20, using: &random) {
                written += 1
                let text = format.formatted(digits)
                #expect(text.filter { $0 == UInt8(ascii: "+") || (48...57).contains($0) } == Array(digits), "\(region) \(format.pattern.source)")
            }
        }
        #expect(written > 1_000)
    }
}
