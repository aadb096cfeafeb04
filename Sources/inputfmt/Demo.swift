import ArgumentParser
import InputFormatKit
import InputFormatReplay

extension Inputfmt {
    /// `inputfmt demo`: in a terminal, an interactive form to type into; otherwise (a pipe, CI)
    /// the form's amount and built-in sessions replayed with every keystroke printed and the
    /// caret drawn as `|`. Both take, and refuse, `--locale`, `--currency` and `--language` alike.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Type into a form of every field kind (in a terminal), or replay built-in sessions.",
            discussion: """
                With standard input and output a terminal, shows a form: an amount, a phone number, a \
                card number and its security code, a weight in kilograms, a title, a note with a \
                200-character counter, a card's expiry date, an IBAN, a date of birth and a time (or a \
                duration, with --duration). Keys: \
                typing, Backspace, Delete, arrows, Home/End, Shift+arrows to select, Ctrl-A select \
                all, Ctrl-U clear, Ctrl-Z undo, Ctrl-Y redo, Tab/Shift-Tab between fields, paste, Enter to submit, Esc or \
                Ctrl-C to leave. On a terminal too short for the form the fields scroll to the focused one. \
                Otherwise (or with --replay) replays the form's amount in --locale and --currency (and its \
                weight, date of birth and time where --skeleton, --pattern, --date-pattern or the time's \
                options write them), then \
                built-in sessions, each refusal said in the form's language. The interactive form needs a \
                terminal: macOS and Linux only.
                """)

        @Option(help: "The locale of the amount and, by its region, of the phone number; the form speaks its language.")
        var locale: String = "en_US"

        @Option(help: LanguageOption.help)
        var language: String?

        @Option(help: "The ISO 4217 currency of the amount.")
        var currency: String = "USD"

        @Option(help: "The amount's grouping, while typing too: auto (as the locale), off, or min2 (from two leading digits).")
        var grouping: DigitGrouping = .auto

        @OptionGroup var entry: AmountEntryOptions

        @Option(help: "The weight's ICU number skeleton, such as 'measure-unit/mass-kilogram .00' (default: kilograms to one decimal).")
        var skeleton: String?

        @Option(help: "The weight's ICU decimal pattern instead, such as '#,##0.00' (without a unit).")
        var pattern: String?

        @Option(name: .customLong("date-pattern"), help: "The date of birth's pattern, such as dd/MM/yy (default: the locale's).")
        var datePattern: String?

        @OptionGroup var time: TimeOptions

        @Flag(help: "Replay the built-in sessions even in a terminal.")
        var replay = false

        func validate() throws { try LanguageOption.validate(language) }

        func run() throws {
            // The form is made in either mode, so both refuse an unknown --locale or --currency
            // alike (and before the terminal is touched).
            let weight = try WrittenNumber(skeleton: skeleton, pattern: pattern)
            let form = try DemoForm.make(locale: locale, currency: currency, language: language, grouping: grouping, entry: entry.entry,
                                         weight: weight, datePattern: datePattern, time: time)
            #if os(macOS) || os(Linux)
            if !replay, Terminal.isInteractive {
                try runInteractive(form)
                return
            }
            #endif
            // Replayed: the form's amount in --locale and --currency first, then the built-in
            // sessions; every refusal said in the form's language, with its digits.
            // The form's weight and date of birth too, where an option wrote them.
            let written = [weight.map { DemoSession.formWeight(locale: locale, language: language, written: $0) },
                           datePattern.map { DemoSession.formBirthDate(locale: locale, language: language, pattern: $0) },
                           time.given.isEmpty ? nil : DemoSession.formTime(locale: locale, language: language, time: time)]
            let sessions = [DemoSession.formAmount(locale: locale, currency: currency, language: language, grouping: grouping,
                                                   entry: entry.entry)] + written.compactMap { $0 } + DemoSession.all
            for (index, demo) in sessions.enumerated() {
                if index > 0 { print("") }
                try demo.play(messages: form.messages, digits: form.digits)
            }
        }

        #if os(macOS) || os(Linux)
        private func runInteractive(_ start: InteractiveForm) throws {
            var form = start
            let terminal = try Terminal()
            defer { terminal.restore() }
            // The size is read again for every draw, so a resize is followed even where no
            // SIGWINCH arrives; one that does arrive redraws at once.
            var size = terminal.size
            terminal.draw(Self.frame(form.render(columns: size.columns, rows: size.rows)))
            while !form.isFinished {
                let keys = terminal.keys()
                let resized = terminal.takeResize()
                if resized { terminal.draw("\u{1B}[2J") }
                for key in keys { form.handle(key) }
                if resized || !keys.isEmpty {
                    size = terminal.size
                    terminal.draw(Self.frame(form.render(columns: size.columns, rows: size.rows)))
                }
            }
        }
        #endif

        /// The lines drawn from the top left, each clearing the rest of its row.
        static func frame(_ lines: [String]) -> String {
            "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
        }
    }
}

/// A built-in session of the demo: a field and the steps typed into it.
struct DemoSession {
    enum Field {
        case currency(locale: String, code: String, allowsNegative: Bool, grouping: DigitGrouping = .auto, entry: AmountEntry = .asTyped)
        case mask(String)
        /// A number field made from an ICU decimal pattern.
        case numberPattern(locale: String, pattern: String, allowsNegative: Bool)
        /// The form's weight, written by a skeleton or a pattern.
        case writtenNumber(locale: String, written: WrittenNumber)
        /// The form's date of birth in a pattern of the app's.
        case datePattern(locale: String, pattern: String)
        /// The form's time, as its options write it.
        case time(locale: String, options: TimeOptions)
        case card
        case phone(region: String)
        case expiry(year: Int, month: Int)
        case iban
        /// A time field's duration mode in `locale` (hours past 24, with `seconds` or without).
        case duration(locale: String, seconds: Bool)
    }

    let title: String
    let field: Field
    let steps: [SessionStep]

    init(title: String, locale: String, currency: String, allowsNegative: Bool, steps: [SessionStep]) {
        self.init(title: title, field: .currency(locale: locale, code: currency, allowsNegative: allowsNegative), steps: steps)
    }

    init(title: String, field: Field, steps: [SessionStep]) {
        self.title = title
        self.field = field
        self.steps = steps
    }

    /// The interactive form's amount field: `locale`, `currency` and the form's word for an
    /// amount, grouped and entered as `grouping` and `entry` say; typed with the locale's decimal
    /// mark and one fraction digit too many (refused), or, for a currency without minor units,
    /// the mark refused.
    static func formAmount(locale: String, currency: String, language: String?, grouping: DigitGrouping = .auto,
                           entry: AmountEntry = .asTyped) -> DemoSession {
        let amount = try? CurrencyFormatter(locale: locale, currency: currency)
        let mark = amount?.decimalMark ?? "."
        let minorUnits = amount?.minorUnits ?? 2
        let fraction = minorUnits == 0 ? "" : String("50900".prefix(minorUnits + 1))
        return DemoSession(title: DemoText.for(language ?? locale).amount,
                           field: .currency(locale: locale, code: currency, allowsNegative: false, grouping: grouping, entry: entry),
                           steps: SessionStep.steps(typing: "1234567" + mark + fraction) + [.blur])
    }

    /// The interactive form's weight, written by `written`: `1234.5` typed, then editing ended.
    static func formWeight(locale: String, language: String?, written: WrittenNumber) -> DemoSession {
        DemoSession(title: DemoText.for(language ?? locale).weight, field: .writtenNumber(locale: locale, written: written),
                    steps: SessionStep.steps(typing: "1234.5") + [.blur])
    }

    /// The interactive form's date of birth in `pattern`: 2 January 1990 typed key by key as the
    /// pattern writes it, then editing ended.
    static func formBirthDate(locale: String, language: String?, pattern: String) -> DemoSession {
        let keys = (try? DateFieldFormatter(locale: locale, pattern: pattern))
            .flatMap { formatter in (try? GregorianDate(year: 1990, month: 1, day: 2)).flatMap(formatter.text(of:)) } ?? "02011990"
        return DemoSession(title: DemoText.for(language ?? locale).birthDate, field: .datePattern(locale: locale, pattern: pattern),
                           steps: SessionStep.steps(typing: keys) + [.blur])
    }

    /// The interactive form's time, as `time` writes it: `21:41:05` typed key by key (a duration
    /// `31:30:05`), then editing ended.
    static func formTime(locale: String, language: String?, time: TimeOptions) -> DemoSession {
        let text = DemoText.for(language ?? locale)
        let keys = time.duration ? "313005" : "214105"
        return DemoSession(title: time.duration ? text.duration : text.time, field: .time(locale: locale, options: time),
                           steps: SessionStep.steps(typing: time.seconds || time.timePattern != nil ? keys : String(keys.prefix(4))) + [.blur])
    }

    static let all: [DemoSession] = [
        DemoSession(
            title: "Betrag", locale: "de_DE", currency: "EUR", allowsNegative: false,
            steps: SessionStep.steps(typing: "1234567,5") + [.select(1..<1), .backspace(1), .select(9..<9),
                                                              .backspace(1), .blur, .focus]),
        DemoSession(
            title: "Amount", locale: "en_IN", currency: "INR", allowsNegative: true,
            steps: SessionStep.steps(typing: "1234567.89") + [.select(0..<0), .type("-"), .blur]),
        DemoSession(
            title: "المبلغ", locale: "ar_EG", currency: "EGP", allowsNegative: false,
            steps: SessionStep.steps(typing: "12345.6") + [.backspace(3), .select(0..<5), .paste("٩٨٧٫٦٥"), .blur]),
        DemoSession(
            title: "金額", locale: "ja_JP", currency: "JPY", allowsNegative: false,
            steps: SessionStep.steps(typing: "12000.") + [.paste("123.45"), .blur]),
        DemoSession(
            title: "Amount", locale: "en_US", currency: "USD", allowsNegative: false,
            steps: [.paste("1.234,56"), .select(2..<2), .backspace(1), .select(4..<4), .backspace(1),
                    .select(0..<6)] + SessionStep.steps(typing: "7,500.501") + [.blur]),
        DemoSession(
            title: "Balance", field: .numberPattern(locale: "en_US", pattern: "#,##0.0###;(#)", allowsNegative: true),
            steps: SessionStep.steps(typing: "-1234.5") + [.blur, .focus, .select(0..<8), .paste("(987.25)"), .blur]),
        DemoSession(
            title: "Fixed mask", field: .mask("(###) ###-####"),
            steps: SessionStep.steps(typing: "5551234567") + [.type("8"), .select(7..<7), .backspace(1), .select(5..<5),
                                                              .backspace(1), .select(6..<9), .type("9"), .clear,
                                                              .paste("+1 (650) 253-2222")]),
        DemoSession(
            title: "Phone", field: .phone(region: "US"),
            steps: SessionStep.steps(typing: "2015550123") + [.select(6..<6), .backspace(1), .type("7"), .clear,
                                                              .paste("+44 (0)20 7031 3000"), .clear]
                + SessionStep.steps(typing: "011497")),
        DemoSession(
            title: "Telefon", field: .phone(region: "DE"),
            steps: SessionStep.steps(typing: "015123456789") + [.clear] + SessionStep.steps(typing: "+33612345678")),
        DemoSession(
            title: "Card number", field: .card,
            steps: SessionStep.steps(typing: "4⌫37828224631000") + [.type("5"), .type("1"), .clear,
                                                                  .paste("4111-1111 1111 1111"), .undo(2), .redo(2)]),
        DemoSession(
            title: "Expiry date", field: .expiry(year: 2026, month: 11),
            steps: SessionStep.steps(typing: "4") + [.backspace(1), .type("1"), .type("/")] + SessionStep.steps(typing: "25")
                + [.clear, .replace(0..<0, with: "2029-03"), .blur]),
        DemoSession(
            title: "IBAN", field: .iban,
            steps: SessionStep.steps(typing: "gb82west12345698765432") + [.type("1"), .clear, .type("X"), .type("X"), .clear,
                                                                        .paste("IBAN DE89-3704-0044-0532-0130-01"), .backspace(1),
                                                                        .type("0")]),
        DemoSession(
            title: "Dauer", field: .duration(locale: "de_DE", seconds: false),
            steps: SessionStep.steps(typing: "730") + [.type("5"), .clear] + SessionStep.steps(typing: "127:3")
                + [.type("0"), .clear, .paste("7.30"), .paste("12:75"), .paste("٣١:٣٠"), .blur]),
    ]

    /// Prints the session, a refused step's reason in `messages`' language with `digits`.
    func play(messages: MessageTable = .english, digits: LocaleDigits = .ascii) throws {
        func session<F: InputFormatter>(
            _ formatter: F, details: @escaping @Sendable (F.Value?) -> [ReplayLine.Detail] = { _ in [] }
        ) -> ReplaySession<F> {
            ReplaySession(formatter: formatter, configuration: .init(messages: messages, digits: digits), details: details)
        }
        switch field {
        case let .currency(locale, code, allowsNegative, grouping, entry):
            let formatter: CurrencyFormatter
            do {
                formatter = try CurrencyFormatter(locale: locale, currency: code, allowsNegative: allowsNegative,
                                                  display: .init(grouping: grouping), entry: entry)
            } catch {
                throw CommandFailure(error.description)
            }
            print("\(formatter.label(title)) · \(formatter.locale)")
            play(session(formatter))
        case let .numberPattern(locale, pattern, allowsNegative):
            let formatter: NumberFieldFormatter
            do {
                formatter = try NumberFieldFormatter(locale: locale, pattern: pattern, allowsNegative: allowsNegative)
            } catch {
                throw CommandFailure(error.description)
            }
            print("\(title) · \(formatter.locale), ICU decimal pattern \(pattern)")
            play(session(formatter))
        case let .writtenNumber(locale, written):
            let formatter = try written.formatter(locale: locale)
            switch written {
            case let .skeleton(skeleton): print("\(title) · \(formatter.locale), ICU number skeleton \(skeleton)")
            case let .pattern(pattern): print("\(title) · \(formatter.locale), ICU decimal pattern \(pattern)")
            }
            play(session(formatter))
        case let .datePattern(locale, pattern):
            let formatter = try CommandFailure.configured { () throws(ConfigurationError) in try DateFieldFormatter(locale: locale, pattern: pattern) }
            print("\(title) · \(formatter.locale), date pattern \(pattern)")
            play(session(formatter))
        case let .time(locale, options):
            let formatter = try options.formatter(locale: locale)
            print("\(title) · \(formatter.locale), pattern \(formatter.pattern)\(options.duration ? ", a duration: hours past 24" : "")")
            let details: @Sendable (TimeOfDay?) -> [ReplayLine.Detail] = options.duration ? TimeOfDay.durationReplayDetails : TimeOfDay.replayDetails
            play(session(formatter, details: details))
        case let .mask(pattern):
            print("\(title) · mask \(pattern)")
            play(session(try maskFormatter(pattern: pattern)))
        case .card:
            print("\(title) · brand chosen by IIN at every keystroke")
            play(session(CardNumberFormatter(), details: CardNumber.replayDetails))
        case let .phone(region):
            print("\(title) · region \(region), grouped as libphonenumber \(PhoneFormatter.formatsVersion) groups while typing")
            play(session(try phoneFormatter(region: region), details: PhoneNumber.replayDetails))
        case let .expiry(year, month):
            print("\(title) · MM/YY, judged against \(year)-\(month < 10 ? "0" : "")\(month)")
            play(session(ExpiryDateFormatter(year: year, month: month), details: ExpiryDate.replayDetails))
        case .iban:
            print("\(title) · every country of the IBAN registry")
            play(session(IBANFormatter(), details: IBAN.replayDetails))
        case let .duration(locale, seconds):
            let formatter: TimeOfDayFormatter
            do {
                formatter = try TimeOfDayFormatter(locale: locale, duration: .init(seconds: seconds))
            } catch {
                throw CommandFailure(error.description)
            }
            print("\(title) · --duration\(seconds ? " --seconds" : "") in \(locale): hours past 24, the value in seconds")
            play(session(formatter, details: TimeOfDay.durationReplayDetails))
        }
    }

    private func play<F: InputFormatter>(_ start: ReplaySession<F>) {
        var session = start
        for step in steps {
            let state = session.run(step)
            let shown = state.focused
                ? FieldText(state.text, selection: state.selection).description
                : state.text
            var line = "  " + Self.describe(step).padding(toLength: 18) + shown
            if let reason = state.reason { line += "   ✗ \(reason)" }
            else if !state.focused { line += "   value \(state.value ?? "none")" }
            else if !state.details.isEmpty {
                line += "   " + state.details.map { "\($0.key) \($0.json)" }.joined(separator: ", ")
            }
            print(line)
        }
    }

    private static func describe(_ step: SessionStep) -> String {
        switch step {
        case let .type(text): return "type \(text)"
        case let .paste(text): return "paste \(text)"
        case let .backspace(count): return count == 1 ? "⌫" : "⌫ ×\(count)"
        case let .deleteForward(count): return count == 1 ? "⌦" : "⌦ ×\(count)"
        case let .select(range): return range.isEmpty ? "caret \(range.lowerBound)" : "select \(range.lowerBound)–\(range.upperBound)"
        case let .replace(range, text): return "replace \(range.lowerBound)–\(range.upperBound) \(text)"
        case .focus: return "focus"
        case .blur: return "blur"
        case .clear: return "clear"
        case let .enabled(enabled): return enabled ? "enable" : "disable"
        case let .readOnly(readOnly): return readOnly ? "read-only on" : "read-only off"
        case .validate: return "validate"
        case let .show(message): return "\(message.kind.rawValue) \(message.text)"
        case let .undo(count): return count == 1 ? "undo" : "undo ×\(count)"
        case let .redo(count): return count == 1 ? "redo" : "redo ×\(count)"
        case let .compose(text): return "compose \(text)"
        case .commitComposition: return "commit"
        case .cancelComposition: return "cancel composition"
        }
    }
}

extension String {
    /// The string padded with spaces to `length` characters (never cut).
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
