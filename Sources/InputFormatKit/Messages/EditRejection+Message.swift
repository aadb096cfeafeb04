

/// Why an edit was refused, in words: one message of a ``MessageTable`` per refusal, its
/// numbers in the locale's digits, its currencies named as ICU names them in the table's
/// language, quoted input short and escaped.
extension EditRejection: CustomStringConvertible {
    /// The reason in English (the built-in English table), as a command line or a log says it.
    ///
    /// ```swift
    /// EditRejection.tooManyFractionDigits(maximum: 2).description
    /// // "At most 2 digits after the decimal separator"
    /// ```
    ///
    /// - Complexity: O(*m*) in the length of the message, and one ICU look-up for each currency it names.
    public var description: String { message(MessageTable.english, digits: .ascii) }

    /// The reason in the language of `locale`'s built-in table, numbers in its digits.
    ///
    /// ```swift
    /// EditRejection.negativeNotAllowed(.amount).message(locale: "fr_FR")
    /// // "Ce champ n’accepte pas de montants négatifs"
    /// ```
    ///
    /// - Complexity: that of `message(_:digits:)`, after looking up `locale`'s built-in table and opening ICU's number
    ///   symbols for its digits (several ICU calls) on every call: to word many, keep a table and digits and call that.
    public func message(locale: String) -> String {
        message(MessageTable.builtIn(for: locale), digits: (try? LocaleDigits(locale: locale)) ?? .ascii)
    }

    /// The reason in the words of `messages` (an app's own table, or a built-in one), numbers
    /// written in `digits`.
    ///
    /// ```swift
    /// EditRejection.maskFull(slots: 4).message(.builtIn(for: "de"), digits: .ascii)
    /// // "Hier passen nur 4 Zeichen hinein"
    /// ```
    ///
    /// - Complexity: O(*m*) in the length of the message; one ICU look-up for each currency it names, and one for the
    ///   plural form of a count outside English.
    public func message(_ messages: MessageTable, digits: LocaleDigits) -> String {
        if case let .characterNotAccepted(character) = self, let name = Self.name(ofUnseen: character, in: messages) {
            return messages.text(.characterNotAcceptedNamed, ["name": name])
        }
        let (code, arguments, count) = wording
        var written: [String: String] = [:]
        for (name, argument) in arguments {
            written[name] = switch argument {
            case let .input(text): Self.shown(text, in: messages)
            case let .currency(code):
                (try? ICUCurrency.name(of: code, in: messages.locale, kind: .plural)).flatMap { $0.isEmpty ? nil : $0 } ?? code
            case let .number(value): digits.format(value)
            case let .text(text): text
            }
        }
        return count.map { messages.text(code, count: $0, written) } ?? messages.text(code, written)
    }

    /// The key of the refusal's message in a ``MessageTable``, its code: what an app compares
    /// a refusal by, and the key its own table words it by.
    ///
    /// ```swift
    /// EditRejection.tooManyFractionDigits(maximum: 2).code.rawValue   // "too-many-fraction-digits"
    /// EditRejection.notAQuantity("abc", .number).code == .notANumber  // true
    /// ```
    public var code: MessageTable.Key { wording.code }

    /// What the refusal's message says besides its words, by the names of its placeholders, as
    /// the edit gave it: input as it was typed, a currency by its ISO code, a number in ASCII
    /// digits. A message writes each for the person who reads it (``message(_:digits:)``).
    ///
    /// ```swift
    /// EditRejection.otherCurrency("£7", found: "GBP", expected: "EUR").arguments
    /// // ["currency": "EUR", "other": "GBP"]
    /// ```
    public var arguments: [String: String] {
        wording.arguments.mapValues { argument in
            switch argument {
            case let .input(text), let .currency(text), let .text(text): text
            case let .number(value): String(value)
            }
        }
    }

    /// One argument of a refusal's message, as a message writes it.
    private enum Argument {
        /// Input the user gave, quoted with what cannot be seen named in words.
        case input(String)
        /// An ISO 4217 code, named as ICU names the currency in the table's language.
        case currency(String)
        /// A number, in the reader's digits.
        case number(Int)
        /// Text as it is (an hour written in the locale's digits already).
        case text(String)
    }

    /// The refusal's code, its message's arguments, and the number its plural form follows.
    private var wording: (code: MessageTable.Key, arguments: [String: Argument], count: Int?) {
        switch self {
        case .rangeOutOfBounds: (.editOutOfRange, [:], nil)
        case .nothingToDelete: (.nothingToDelete, [:], nil)
        case let .characterNotAccepted(character): (.characterNotAccepted, ["character": .input(String(character))], nil)
        case .notFocused: (.fieldNotFocused, [:], nil)
        case .secondDecimalMark: (.secondDecimalMark, [:], nil)
        case let .noMinorUnits(currency): (.noMinorUnits, ["currency": .currency(currency)], nil)
        case let .tooManyFractionDigits(maximum): (.tooManyFractionDigits, ["maximum": .number(maximum)], maximum)
        case let .tooManyIntegerDigits(maximum): (.tooManyIntegerDigits, ["maximum": .number(maximum)], maximum)
        case let .negativeNotAllowed(quantity): (quantity == .amount ? .negativeNotAllowed : .negativeNumberNotAllowed, [:], nil)
        case let .notAQuantity(text, quantity): (quantity == .amount ? .notAnAmount : .notANumber, ["text": .input(text)], nil)
        case let .notPartOfQuantity(text, quantity):
            (quantity == .amount ? .notPartOfAmount : .notPartOfNumber, ["text": .input(text)], nil)
        case let .otherCurrency(_, found, expected): (.otherCurrency, ["currency": .currency(expected), "other": .currency(found)], nil)
        case .wholeNumbersOnly: (.wholeNumbersOnly, [:], nil)
        case let .maskFull(slots): (.tooManyCharacters, ["maximum": .number(slots)], slots)
        case .wouldOverfillMask: (.wouldOverfillMask, [:], nil)
        case let .wouldMoveIntoWrongSlot(character): (.wouldMoveIntoWrongSlot, ["character": .input(String(character))], nil)
        case let .tooManyDigits(maximum): (.tooManyPhoneDigits, ["maximum": .number(maximum)], maximum)
        case let .notAMonth(digits): (.notAMonth, ["digits": .input(digits)], nil)
        case let .notAnExpiryDate(text): (.notAnExpiryDate, ["text": .input(text)], nil)
        case let .notADay(digits): (.notADay, ["digits": .input(digits)], nil)
        case let .notADate(text): (.notADate, ["text": .input(text)], nil)
        case let .dateOutsideCalendar(text): (.dateOutsideCalendar, ["text": .input(text)], nil)
        case let .notAnHour(digits, first, last): (.notAnHour, ["digits": .input(digits), "first": .text(first), "last": .text(last)], nil)
        case let .notAMinute(digits): (.notAMinute, ["digits": .input(digits)], nil)
        case let .notASecond(digits): (.notASecond, ["digits": .input(digits)], nil)
        case let .notATime(text): (.notATime, ["text": .input(text)], nil)
        case let .notADuration(text): (.notADuration, ["text": .input(text)], nil)
        case let .unknownIBANCountry(code): (.unknownIBANCountry, ["code": .input(code)], nil)
        case .plusNotAtStart: (.plusNotAtStart, [:], nil)
        case let .notAPhoneNumber(text): (.notAPhoneNumber, ["text": .input(text)], nil)
        case let .serviceCode(text): (.serviceCode, ["text": .input(text)], nil)
        case let .phoneExtension(text): (.phoneExtension, ["text": .input(text)], nil)
        case .characterLimitReached: (.characterLimitReached, [:], nil)
        case .readOnly: (.readOnlyField, [:], nil)
        case .disabled: (.fieldDisabled, [:], nil)
        }
    }

    /// `text` as a message to a user quotes it: each character the user cannot see named in
    /// words, in the language of `messages`, between square brackets (`12[tab]5`,
    /// `12[Tabulator]5`), so that a quote shows neither escape syntax nor a bidi control that
    /// would reorder the sentence around it; cut with `…` once it shows `limit` characters (40).
    ///
    /// ```swift
    /// EditRejection.shown("12\t5\u{202E}", in: .english)   // "12[tab]5[hidden formatting character]"
    /// ```
    ///
    /// - Complexity: O(`limit`): at most `limit` characters of `text` are read.
    static func shown(_ text: String, in messages: MessageTable, limit: Int = quoteLimit) -> String {
        var result = "", shown = 0
        for character in text {
            guard shown < limit else { return result + "…" }
            if let name = name(ofUnseen: character, in: messages) {
                result += "[" + name + "]"
                shown += name.count + 2
            } else {
                result.append(character)
                shown += 1
            }
        }
        return result
    }

    /// The name in words, in the language of `messages`, of a character a user cannot see: a
    /// line break (CR LF is one), a tab, any other control character, or a hidden formatting
    /// character (a bidi control, a zero-width space, a joiner alone); `nil` for any other
    /// (a joiner inside an emoji is part of what the user sees).
    ///
    /// ```swift
    /// EditRejection.name(ofUnseen: "\u{1B}", in: .english)   // "control character"
    /// EditRejection.name(ofUnseen: "a", in: .english)         // nil
    /// ```
    static func name(ofUnseen character: Character, in messages: MessageTable) -> String? {
        if character.isNewline { return messages.text(.characterNameLineBreak) }
        if character == "\t" { return messages.text(.characterNameTab) }
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.generalCategory == .control }) { return messages.text(.characterNameControl) }
        if scalars.allSatisfy({ $0.properties.generalCategory == .format }) { return messages.text(.characterNameHiddenFormat) }
        return nil
    }

    /// `text` cut to its first 40 scalars (and `…`), for a reason that quotes a paste: a
    /// refused 1 MB paste is not a 1 MB message.
    static func excerpt(_ text: String, limit: Int = quoteLimit) -> String {
        text.unicodeScalars.count <= limit ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    /// `text` as a message for a developer quotes it (a configuration error, the command line, a
    /// log): at most `limit` scalars (40), and control, format (bidi) and line characters
    /// written as `\u{1B}`, so that quoted input can neither drive a terminal nor reorder the
    /// sentence around it. A message to a user names them instead, in the user's language.
    ///
    /// ```swift
    /// EditRejection.shown("\u{1B}]0;x")   // "\\u{1B}]0;x"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, counted to cut it; at most `limit` scalars are escaped.
    public static func shown(_ text: String, limit: Int = quoteLimit) -> String {
        var result = ""
        for scalar in excerpt(text, limit: limit).unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// How many scalars of a text a message quotes (``shown(_:limit:)``, ``quoted(_:)``).
    public static let quoteLimit = 40

    /// `text` as an English sentence about a setting or an input quotes it (a configuration
    /// error's description, the command line's errors): ``shown(_:limit:)`` between curly
    /// quotation marks, with the length of a text cut short.
    ///
    /// ```swift
    /// EditRejection.quoted("en_US")                                 // "“en_US”"
    /// EditRejection.quoted(String(repeating: "9", count: 100_000))
    /// // "“9999999999999999999999999999999999999999…” (100,000 characters)"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, counted to cut it and to say its length.
    public static func quoted(_ text: String) -> String {
        "“\(shown(text, limit: quoteLimit))”" + lengthSaid(of: text)
    }

    /// ` (100,000 characters)` for a text longer than a message quotes (``quoteLimit``
    /// scalars), else nothing: what follows a quotation cut short.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func lengthSaid(of text: String) -> String {
        guard text.unicodeScalars.count > quoteLimit else { return "" }
        let count = String(text.count)
        var grouped = ""
        for (index, digit) in count.enumerated() {
            if index > 0, (count.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return " (\(grouped) characters)"
    }
}
