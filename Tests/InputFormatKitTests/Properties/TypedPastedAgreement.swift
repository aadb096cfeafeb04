import Foundation
@_spi(Internals) @testable import InputFormatKit
import InputFormatReplay

/// Caret rule 7's promise, checked: a text typed key by key (one grapheme cluster a keystroke)
/// into an empty focused field ends with the value that pasting it into another gives — unless
/// a key was refused with its reason, or the paste was refused, or the field is one of the
/// deliberate exceptions the CaretRules article lists under "Typed and pasted"
/// (``TypedPastedException``), which are skipped by name.
///
/// The texts come from the codes: what the field shows after a session of random edits (the
/// edits of ``EditSequence``) — its text, its finished text and its editing text once focused
/// again, each also without its affixes and with some of its separators left out — and random
/// strings of the characters the field takes or shows (the locale's marks, the masks'
/// literals, symbols), mixed with separators and spaces.
struct TypedPastedAgreement: FormatterVisitor {
    let codes: [Int]

    /// Texts longer than this are left out (a session may paste a megabyte).
    static let longestText = 48

    /// What the random strings draw from besides the field's own characters: digits and
    /// letters (slots and amounts take them)…
    static let taken: [Character] = Array("01234567890123456789AbZeé٣")
    /// …and separators and marks of several locales, spaces, signs and symbols.
    static let separators: [Character] = [
        " ", "\u{00A0}", "\u{202F}", ",", ".", "'", "’", "-", "/", "(", ")", "+", "٫", "٬", "$", "€", "\u{200F}",
    ]

    func visit<F: InputFormatter>(_ formatter: F, configuration: FieldConfiguration) -> PropertyRun.Property.Outcome {
        let counter = configuration.counter ?? CharacterCounter()
        var outcome = PropertyRun.Property.Outcome(steps: [], failures: [], edits: 0)

        // A session of random edits, as the invariant runs make them.
        var session = ReplaySession(formatter: formatter, configuration: .init(counter: counter))
        for code in codes {
            let step: SessionStep
            switch EditSequence.move(for: code, in: session.field.text.string) {
            case let .step(plain): step = plain
            case let .line(_, expected?): step = expected
            case .line(_, nil): continue
            }
            outcome.steps.append(step)
            session.run(step)
            outcome.edits += 1
        }
        var texts: [(String, String)] = []
        if session.field.isFocused, !session.formField.isComposing { texts.append(("the field's text", session.field.text.string)) }
        var finished = session.field
        _ = finished.unmarkText()
        finished.blur()
        texts.append(("the finished text", finished.text.string))
        finished.focus()
        texts.append(("the editing text", finished.text.string))
        // What a user reads and types again is the value: each without its prefix and suffix too.
        for (origin, text) in texts {
            if let value = Self.withoutAffixes(text, configuration) { texts.append((origin + " without its affixes", String(value))) }
        }
        // …and often without some of its separators (`+7916` for `+7 (916`): those the codes pick.
        var picks = codes.reduce(UInt64(0x9E37_79B9)) { $0 &* 31 &+ UInt64($1) }
        for (origin, text) in texts where text.count <= Self.longestText {
            let fewer = String(text.filter { character in
                guard !character.isLetter, !character.isNumber else { return true }
                picks = picks &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return picks >> 62 == 0   // one in four kept
            })
            if fewer != text { texts.append((origin + " with separators left out", fewer)) }
        }

        // Random strings: of characters the field takes or shows (digits and letters, the
        // locale's marks and digits, a mask's literals, symbols), and the same mixed with
        // separators and spaces.
        var shown: [Character] = []
        let literals = configuration.maskSet?.allMasks.flatMap(\.elements).compactMap { element -> Character? in
            if case let .literal(literal) = element { literal } else { nil }
        } ?? []
        for literal in literals where !shown.contains(literal) {
            shown.append(literal)
        }
        for (_, text) in texts where text.count <= Self.longestText {
            for character in text where !shown.contains(character) { shown.append(character) }
        }
        func randomString(_ codes: ArraySlice<Int>, separators: Bool) -> String {
            String(codes.map { code -> Character in
                let pick = code / 10
                switch pick % 4 {
                case 0: return Self.taken[pick / 4 % Self.taken.count]
                case 3 where separators: return Self.separators[pick / 4 % Self.separators.count]
                default: return shown.isEmpty ? Self.taken[pick / 4 % Self.taken.count] : shown[pick / 4 % shown.count]
                }
            })
        }
        let length = 1 + (codes.first ?? 0) / 7 % 12
        texts.append(("a random string of what the field shows", randomString(codes.prefix(length), separators: false)))
        texts.append(("a random string with separators", randomString(codes.suffix(length), separators: true)))

        // Amounts and numbers: texts from an independent writer, ICU's C API, in each notation
        // the reader documents, and random strings of digits, marks and letters.
        let strict = [.currency, .number, .date, .time].contains(configuration.kind)
        // A field that fills its digits from the right is given texts with exactly those fraction
        // digits, which typed must give what pasted gives in the notations of its own locale.
        let filled = FieldInvariants.digitsFilledFromTheRight(formatter)
        var agreeing: Set<String> = []
        if configuration.kind == .currency || configuration.kind == .number, let locale = configuration.locale {
            var value = ICUWrittenAmounts.value(codes, negative: configuration.allowsNegative == true)
            if filled > 0 { value = ICUWrittenAmounts.value(value, fractionDigits: filled) }
            let other = ICUWrittenAmounts.locale(codes.last ?? 0)
            for (notation, text) in ICUWrittenAmounts.texts(value: value, locale: locale, currency: configuration.currency, other: other,
                                                            fractionDigits: filled > 0 ? filled : nil, skeleton: configuration.skeleton,
                                                            pattern: configuration.pattern) {
                texts.append(("\(value) written by ICU in \(notation) notation (\(notation == "another locale's" ? other : locale))", text))
                // (Another locale's marks and a plain decimal may read otherwise pasted: `4.000` in
                // ca is 4000, as the locale groups, where its keys fill 4.000 dinars; the field's
                // own skeleton may write fewer fraction digits than it fills.)
                if filled > 0, ICUWrittenAmounts.notations.prefix(3).contains(notation) { agreeing.insert(text) }
            }
            texts.append(("a random string of digits, marks and letters",
                          String(codes.prefix(length).map { Self.marksAndLetters[$0 / 10 % Self.marksAndLetters.count] })))
        }

        // Dates: texts ICU's C API writes in each notation the reader documents, which typed
        // must give the pasted date even where a key is refused: never another valid date.
        var written: Set<String> = []
        if configuration.kind == .date, let date = FieldInvariants.dateFormatter(formatter) {
            let (year, month, day) = ICUWrittenDates.date(codes)
            // A month–year field's: its month in each notation it reads.
            let notations = date.layoutPattern.hasDay
                ? ICUWrittenDates.texts(year: year, month: month, day: day, locale: date.locale, pattern: date.pattern)
                : ICUWrittenDates.monthTexts(year: year, month: month, locale: date.locale, pattern: date.pattern,
                                             isoIsOwnForm: date.ownFormIsISO && !date.isGregorian)
            for (notation, text) in notations {
                texts.append(("\(year)-\(month)-\(day) written by ICU in \(notation) notation (\(date.locale))", text))
                written.insert(text)
            }
        }
        // Times: likewise, on the field's own clock, the 12-hour clock and the 24-hour one (with
        // seconds where the field has them).
        if let time = formatter as? TimeOfDayFormatter, let duration = time.duration {
            // Durations: hours past 24 between the locale's separators, and under a day its 24-hour time.
            let (hours, minutes, seconds) = ICUWrittenDurations.duration(codes, maximumHours: duration.maximumHours)
            for (notation, text) in ICUWrittenDurations.texts(hours: hours, minutes: minutes, seconds: seconds, locale: time.locale,
                                                              withSeconds: duration.seconds) {
                texts.append(("duration \(hours):\(minutes)\(duration.seconds ? ":\(seconds)" : "") written by ICU in \(notation) notation (\(time.locale))", text))
                written.insert(text)
            }
        } else if let time = formatter as? TimeOfDayFormatter {
            let (hour, minute, second) = ICUWrittenTimes.time(codes)
            let seconds = time.digitCount == 6
            for (notation, text) in ICUWrittenTimes.texts(hour: hour, minute: minute, second: second, locale: time.locale,
                                                          pattern: time.pattern, seconds: seconds) {
                texts.append(("\(hour):\(minute)\(seconds ? ":\(second)" : "") written by ICU in \(notation) notation (\(time.locale))", text))
                written.insert(text)
            }
        }

        var seen: Set<String> = []
        for (origin, text) in texts where !text.isEmpty && text.count <= Self.longestText && seen.insert(text).inserted {
            var typed = ReplaySession(formatter: formatter, configuration: .init(counter: counter))
            var refused = false   // a key refused with its reason: nothing to compare
            for key in text {
                refused = typed.run(.type(String(key))).rejected || refused
                outcome.edits += 1
            }
            var pasted = ReplaySession(formatter: formatter, configuration: .init(counter: counter))
            let paste = pasted.run(.paste(text))
            outcome.edits += 1
            // Whether the keys leave a valid date or time.
            let typedValid = (typed.field.value as? TypedDate).map { $0.validation == .valid }
                ?? (typed.field.value as? TimeOfDay).map { $0.validation == .valid }
            if refused {
                // A date or time ICU writes, typed with a key refused, ends with no valid value but
                // the pasted one (a counter that stops at its limit cuts the text: what is left is
                // a text of its own).
                guard written.contains(text), counter.mode != .stopAtLimit || counter.limit == nil,
                      typedValid == true, typed.field.value != pasted.field.value else { continue }
            } else {
                // Strict for amounts, numbers, dates and times: a refused paste agrees only with
                // keys that leave no value (no valid date or time). (A sign key toggles the sign
                // wherever it is typed, which a paste of a sign among the digits or of two signs
                // cannot read: such texts are compared as before.)
                let typedLeavesNothing = typedValid.map { !$0 } ?? (typed.field.value == nil)
                if paste.rejected, !(strict && Self.signsStandOutside(text) && !typedLeavesNothing) { continue }
                if !paste.rejected, typed.field.value == pasted.field.value { continue }
            }
            if !agreeing.contains(text),
               TypedPastedException.allCases.contains(where: { $0.covers(text, pasted: pasted.field.value, in: formatter,
                                                                          configuration: configuration) }) {
                continue   // a deliberate difference, listed in CaretRules.md
            }
            let pastedGives = paste.rejected ? "pasted is refused (\(paste.reason ?? ""))"
                : "pasted \(Self.describe(pasted.field.value)) (“\(pasted.field.text)”)"
            let failure = """
                \(origin) “\(text)” typed key by key gives \(Self.describe(typed.field.value)) (“\(typed.field.text)”), \
                \(pastedGives)
                """
            outcome.failures.append(failure)
            return outcome
        }
        return outcome
    }

    /// What the random strings of an amount draw from: digits, marks, spaces, an apostrophe,
    /// Arabic marks and letters — no sign.
    static let marksAndLetters: [Character] = Array("0123456789012345678901234567890..,,. ' ٫٬ab")

    /// Whether `text` holds at most one sign (`-`, `+`, `−`), before its first digit or after its
    /// last with no mark after it, as amounts are written.
    static func signsStandOutside(_ text: String) -> Bool {
        let signs: Set<Character> = ["-", "+", "\u{2212}", "\u{FF0D}", "\u{FF0B}"]
        let count = text.count { signs.contains($0) }
        guard count == 1, let sign = text.firstIndex(where: signs.contains) else { return count == 0 }
        guard let first = text.firstIndex(where: \.isNumber), let last = text.lastIndex(where: \.isNumber) else { return true }
        return sign < first || (sign > last && !text[sign...].contains { $0 == "." || $0 == "," || $0 == "\u{066B}" })
    }

    /// `text` without the field's prefix and suffix, as a paste strips them: each as shown (in
    /// isolates in a right-to-left field), or else without its whitespace (`$ 12`, `80kg`);
    /// `nil` when it carries neither.
    static func withoutAffixes(_ text: String, _ configuration: FieldConfiguration) -> Substring? {
        let isolated = ICULocale.isRightToLeft(configuration.locale ?? "en_US")
        func shown(_ affix: String?) -> String {
            guard let affix, !affix.isEmpty else { return "" }
            return isolated ? "\u{2068}" + affix + "\u{2069}" : affix
        }
        var value = Substring(text)
        let prefix = shown(configuration.prefix), suffix = shown(configuration.suffix)
        let barePrefix = (configuration.prefix ?? "").trimmingWhitespace, bareSuffix = (configuration.suffix ?? "").trimmingWhitespace
        if !prefix.isEmpty, value.hasPrefix(prefix) {
            value = value.dropFirst(prefix.count)
        } else if !barePrefix.isEmpty, case let trimmed = value.drop(while: \.isWhitespace), trimmed.hasPrefix(barePrefix) {
            value = trimmed.dropFirst(barePrefix.count).drop(while: \.isWhitespace)
        }
        if !suffix.isEmpty, value.hasSuffix(suffix) {
            value = value.dropLast(suffix.count)
        } else if !bareSuffix.isEmpty, case let trimmed = Substring(value.reversed().drop(while: \.isWhitespace).reversed()),
                  trimmed.hasSuffix(bareSuffix) {
            value = Substring(trimmed.dropLast(bareSuffix.count).reversed().drop(while: \.isWhitespace).reversed())
        }
        return value.count < text.count ? value : nil
    }

    static func describe<Value>(_ value: Value?) -> String {
        value.map { "“\($0)”" } ?? "no value"
    }
}

/// Where a text typed key by key and the same text pasted are both accepted yet give different
/// values, on purpose: each case is an entry of the CaretRules article's "Typed and pasted"
/// section, which gives its reason. The property skips exactly these.
enum TypedPastedException: CaseIterable {
    /// "A prefix or suffix pasted with the value": a paste that carries the field's own affixes
    /// loses them, once; typed, their characters are characters like any other, which a field
    /// that takes them (plain text) keeps. Covered: the text carries an affix, and typed
    /// without it, it gives the pasted value.
    case affixPastedWithTheValue

    /// "Digits filled from the right": in a field that fills its minor units from the right
    /// (``AmountEntry/minorUnitsFirst``), the keys of a text are its digits, placed from the
    /// right (`12.3` typed is 1.23), while its paste reads the whole amount (12.30). Covered: the
    /// keys leave the text's digits as that many minor units (the ICU-written texts with
    /// exactly those fraction digits are never covered: they must agree).
    case digitsFilledFromTheRight

    /// "A lone digit padded as typed": in a time or a duration with seconds, a lone minute or
    /// second digit above 5 is padded as it is typed (`7` is `07`), so the keys of `11:78` are
    /// 11:07:08, where its paste reads the minutes `78`, which are none, and is refused rather
    /// than give a time that was not pasted. Covered: the paste is refused for a minute or a
    /// second above 59.
    case digitPaddedAsTyped

    /// Whether this exception covers `text`, which pasted gave `pasted` (and typed another
    /// value), in the field of `formatter` that `configuration` names.
    func covers<F: InputFormatter>(_ text: String, pasted: F.Value?, in formatter: F, configuration: FieldConfiguration) -> Bool {
        switch self {
        case .affixPastedWithTheValue:
            guard let value = TypedPastedAgreement.withoutAffixes(text, configuration) else { return false }
            var retyped = ReplaySession(formatter: formatter, configuration: .init(counter: configuration.counter ?? CharacterCounter()))
            for key in value where retyped.run(.type(String(key))).rejected { return false }
            return retyped.field.value == pasted
        case .digitsFilledFromTheRight:
            let digits = FieldInvariants.digitsFilledFromTheRight(formatter)
            guard digits > 0 else { return false }
            var retyped = ReplaySession(formatter: formatter, configuration: .init(counter: configuration.counter ?? CharacterCounter()))
            for key in text where retyped.run(.type(String(key))).rejected { return false }
            let typedDigits = String(text.unicodeScalars.compactMap { DecimalDigit.value(of: $0).map { Character(String($0)) } })
            guard !typedDigits.isEmpty, let typed = retyped.field.value as? ExactDecimal,
                  let expected = (try? ExactDecimal(typedDigits))?.movingDecimalPoint(by: -digits) else { return false }
            return typed.description.trimmingPrefix("-") == expected.description
        case .digitPaddedAsTyped:
            guard FieldInvariants.timeFormatter(formatter) != nil else { return false }
            switch formatter.apply(.paste(text, in: .empty), to: .empty).rejection {
            case .notAMinute?, .notASecond?: return true
            default: return false
            }
        }
    }
}

