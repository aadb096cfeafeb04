import ArgumentParser
import Foundation
import InputFormatKit
import InputFormatReplay

extension Inputfmt {
    /// `inputfmt replay`: JSON lines of edits in, one JSON state a line out.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay a keystroke session given as JSON lines on standard input.",
            discussion: """
                Each input line is one step: {"type":"1"}, {"paste":"…"}, {"backspace":N}, \
                {"delete":N}, {"select":[a,b]}, {"replace":[a,b],"with":"…"}, {"focus":true}, \
                {"blur":true}, {"clear":true}, {"enabled":false}, {"readOnly":true}, {"validate":true}, \
                {"success":"…"}, {"warning":"…"}, {"error":"…"}, {"undo":N}, {"redo":N}, {"compose":"…"}, {"commit":true}, {"cancelCompose":true}. \
                Offsets are UTF-16. Each output line is the state after that step: text, selection, \
                value, rejected, reason, focused, then state, counter (count, limit, text), message \
                (kind, text in the language of --locale or --language, or null), clearButton, label, \
                canUndo, canRedo, marked (the range an input method is composing, or null) and accessibility (label, value as a screen reader reads it, \
                announcement or null); \
                a card adds brand, brands (every brand that claims the number, several for a co-badged \
                one) and valid, a phone \
                region and valid, an IBAN country and valid, an expiry date valid and verdict \
                (expired, too-far-ahead…), a security code valid. The field starts focused and empty \
                (unless --text, --disabled). Blank lines are skipped. A line that is not valid UTF-8, \
                is longer than 4 MiB, or is not a step ends the replay with exit status 2.
                """)

        @Option(help: "The kind of field.")
        var field: FieldChoice = .currency

        @OptionGroup var options: CurrencyOptions

        @OptionGroup var number: NumberOptions

        @OptionGroup var entry: AmountEntryOptions

        @Option(help: "The mask of a mask field, such as '(###) ###-####'; or the ICU decimal pattern of a number field, such as '#,##0.0###;(#)'.")
        var pattern: String?

        @Option(help: "The region of a phone field, such as US (default: the region of --locale).")
        var region: String?

        @OptionGroup var today: TodayOption

        @OptionGroup var date: DateOptions

        @OptionGroup var time: TimeOptions

        @Option(help: """
            The card brand: of a security code field (cvc), such as amex (default: not known yet), or the brand \
            chosen for a card number field's co-badged numbers (card), such as rupay (default: each number's first).
            """)
        var brand: CardBrand?

        @OptionGroup var affixes: AffixOptions

        @OptionGroup var model: FieldModelOptions

        @Option(help: "Type these keys one character a keystroke instead of reading standard input (⌫ is backspace, ⌦ forward delete).")
        var keys: String?

        func validate() throws {
            // An option of another kind of field is refused, not ignored.
            let fieldOnly: [(options: [String], fields: Set<FieldChoice>)] = [
                (options.givenForCurrencyOnly, [.currency]), (number.given, [.number]), (date.given, [.date]), (time.given, [.time]),
                (entry.given + (options.grouping == .auto ? [] : ["--grouping"]), [.currency, .number]),
                (date.skeleton == nil ? [] : ["--skeleton"], [.date, .number]),
                (pattern == nil ? [] : ["--pattern"], [.mask, .number]), (region == nil ? [] : ["--region"], [.phone]),
                (brand == nil ? [] : ["--brand"], [.card, .cvc]),
            ]
            for (given, fields) in fieldOnly where !fields.contains(field) {
                if let option = given.first {
                    let kinds = fields.map { "--field \($0.rawValue)" }.sorted().joined(separator: " or ")
                    throw ValidationError("\(option) configures another kind of field (\(kinds)), not --field \(field.rawValue)")
                }
            }
            switch field {
            case .currency: try options.validateCurrency()
            case .mask where pattern == nil:
                throw ValidationError("a mask field needs --pattern MASK, such as '(###) ###-####'")
            case .phone where phoneRegion(region, locale: options.locale) == nil:
                throw ValidationError("a phone field needs --region R (an ISO 3166 code such as US), or a --locale with a region")
            case .number, .date, .time, .mask, .phone, .card, .text, .iban, .expiry, .cvc: break
            }
        }

        func run() throws {
            switch field {
            case .currency: try replay(try options.formatter(entry: entry.entry))
            case .number:
                try replay(try number.formatter(locale: options.locale, allowsNegative: options.allowsNegative,
                                                maximumIntegerDigits: options.maximumIntegerDigits, grouping: options.grouping,
                                                entry: entry.entry, skeleton: date.skeleton, pattern: pattern))
            case .date: try replay(try date.formatter(locale: options.locale, today: today.date), details: TypedDate.replayDetails)
            case .time:
                try replay(try time.formatter(locale: options.locale),
                           details: time.duration ? TimeOfDay.durationReplayDetails : TimeOfDay.replayDetails)
            case .mask: try replay(try maskFormatter(pattern: pattern ?? ""))
            case .card: try replay(CardNumberFormatter(choosing: brand), details: CardNumber.replayDetails)
            case .phone:
                try replay(try phoneFormatter(region: phoneRegion(region, locale: options.locale) ?? ""),
                           details: PhoneNumber.replayDetails)
            case .text: try replay(PlainTextFormatter())
            case .iban: try replay(IBANFormatter(), details: IBAN.replayDetails)
            case .expiry: try replay(today.expiryFormatter, details: ExpiryDate.replayDetails)
            case .cvc: try replay(SecurityCodeFormatter(brand: brand), details: SecurityCode.replayDetails)
            }
        }

        private func replay<F: InputFormatter>(
            _ formatter: F, details: @escaping @Sendable (F.Value?) -> [ReplayLine.Detail] = { _ in [] }
        ) throws {
            if affixes.isEmpty {
                try replay(ReplaySession(field: try model.field(formatter, locale: options.locale), details: details))
            } else {
                let wrapped = affixes.wrap(formatter, locale: options.locale)
                try replay(ReplaySession(field: try model.field(wrapped, locale: options.locale), details: details))
            }
        }

        private func replay<F: InputFormatter>(_ start: ReplaySession<F>) throws {
            var session = start
            if let keys {
                for step in SessionStep.steps(typing: keys) { emit(session.run(step)) }
                return
            }
            var lines = InputLines()
            while let line = try lines.next() {
                if line.allSatisfy(\.isWhitespace) { continue }
                let step: SessionStep
                do {
                    step = try SessionStep(jsonLine: line)
                } catch {
                    throw CommandFailure("line \(lines.number): \(error)")
                }
                emit(session.run(step))
            }
        }

        private func emit(_ line: ReplayLine) {
            // Written straight to the file descriptor, so each line is out before the next is read.
            FileHandle.standardOutput.write(Data((line.jsonLine + "\n").utf8))
        }
    }
}
