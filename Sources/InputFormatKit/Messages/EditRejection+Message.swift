

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
    /// EditRejection.negativeNotAllowed.message(locale: "fr_FR")
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
        func number(_ value: Int) -> String { digits.format(value) }
        func counted(_ key: MessageTable.Key, _ maximum: Int) -> String {
            messages.text(key, count: maximum, ["maximum": number(maximum)])
        }
        func currencyName(_ code: String) -> String {
            (try? ICUCurrency.name(of: code, in: messages.locale, kind: .plural)).flatMap { $0.isEmpty ? nil : $0 } ?? code
        }
        switch self {
        case .rangeOutOfBounds: return messages.text(.editOutOfRange)
        case .nothingToDelete: return messages.text(.nothingToDelete)
        case let .characterNotAccepted(character): return messages.text(.characterNotAccepted, ["character": Self.shown(String(character))])
        case .notFocused: return messages.text(.fieldNotFocused)
        case .secondDecimalMark: return messages.text(.secondDecimalMark)
        case let .noMinorUnits(currency): return messages.text(.noMinorUnits, ["currency": currencyName(currency)])
        case let .tooManyFractionDigits(maximum): return counted(.tooManyFractionDigits, maximum)
        case let .tooManyIntegerDigits(maximum): return counted(.tooManyIntegerDigits, maximum)
        case .negativeNotAllowed: return messages.text(.negativeNotAllowed)
        case let .notAnAmount(text): return messages.text(.notAnAmount, ["text": Self.shown(text)])
        case let .notPartOfAmount(text): return messages.text(.notPartOfAmount, ["text": Self.shown(text)])
        case let .otherCurrency(_, found, expected):
            return messages.text(.otherCurrency, ["currency": currencyName(expected), "other": currencyName(found)])
        case .wholeNumbersOnly: return messages.text(.wholeNumbersOnly)
        case .negativeNumberNotAllowed: return messages.text(.negativeNumberNotAllowed)
        case let .notANumber(text): return messages.text(.notANumber, ["text": Self.shown(text)])
        case let .notPartOfNumber(text): return messages.text(.notPartOfNumber, ["text": Self.shown(text)])
        case let .maskFull(slots): return counted(.tooManyCharacters, slots)
        case .wouldOverfillMask: return messages.text(.wouldOverfillMask)
        case let .wouldMoveIntoWrongSlot(character):
            return messages.text(.wouldMoveIntoWrongSlot, ["character": Self.shown(String(character))])
        case let .tooManyDigits(maximum): return counted(.tooManyPhoneDigits, maximum)
        case let .notAMonth(digits): return messages.text(.notAMonth, ["digits": Self.shown(digits)])
        case let .notAnExpiryDate(text): return messages.text(.notAnExpiryDate, ["text": Self.shown(text)])
        case let .notADay(digits): return messages.text(.notADay, ["digits": Self.shown(digits)])
        case let .notADate(text): return messages.text(.notADate, ["text": Self.shown(text)])
        case let .dateOutsideCalendar(text): return messages.text(.dateOutsideCalendar, ["text": Self.shown(text)])
        case let .notAnHour(digits, first, last):
            return messages.text(.notAnHour, ["digits": Self.shown(digits), "first": first, "last": last])
        case let .notAMinute(digits): return messages.text(.notAMinute, ["digits": Self.shown(digits)])
        case let .notATime(text): return messages.text(.notATime, ["text": Self.shown(text)])
        case let .unknownIBANCountry(code): return messages.text(.unknownIBANCountry, ["code": Self.shown(code)])
        case .plusNotAtStart: return messages.text(.plusNotAtStart)
        case let .notAPhoneNumber(text): return messages.text(.notAPhoneNumber, ["text": Self.shown(text)])
        case let .serviceCode(text): return messages.text(.serviceCode, ["text": Self.shown(text)])
        case let .phoneExtension(text): return messages.text(.phoneExtension, ["text": Self.shown(text)])
        case .characterLimitReached: return messages.text(.characterLimitReached)
        case .readOnly: return messages.text(.readOnlyField)
        case .disabled: return messages.text(.fieldDisabled)
        }
    }

    /// `text` cut to its first 40 scalars (and `…`), for a reason that quotes a paste: a
    /// refused 1 MB paste is not a 1 MB message.
    static func excerpt(_ text: String, limit: Int = quoteLimit) -> String {
        text.unicodeScalars.count <= limit ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    /// `text` as a message quotes it: at most `limit` scalars (40), and control, format (bidi) and line
    /// characters written as `\u{1B}`, so that quoted input can neither drive a terminal nor
    /// reorder the sentence around it.
    ///
    /// ```swift
    /// EditRejection.shown("\u{1B}]0;x")   // "\\u{1B}]0;x"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, counted to cut it; at most `limit` scalars are escaped.
    @_spi(Internals) public static func shown(_ text: String, limit: Int = quoteLimit) -> String {
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
    @_spi(Internals) public static let quoteLimit = 40

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
    @_spi(Internals) public static func quoted(_ text: String) -> String {
        "“\(shown(text, limit: quoteLimit))”" + lengthSaid(of: text)
    }

    /// ` (100,000 characters)` for a text longer than a message quotes (``quoteLimit``
    /// scalars), else nothing: what follows a quotation cut short.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    @_spi(Internals) public static func lengthSaid(of text: String) -> String {
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
