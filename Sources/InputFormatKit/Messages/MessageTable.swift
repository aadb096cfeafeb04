/// Every built-in string of the field model, in one table: the counter's messages and
/// accessibility phrases, "Read-only field", the required and optional marks' spoken forms, the
/// banner, every formatter's verdict, the form's note on asterisks.
///
/// The library has them in English and 31 other languages (``builtIn(for:)``, chosen with
/// fallback: `fr_CA` → `fr` → English); an app's own tables and strings override any of them.
///
/// Templates name their arguments in braces: `{count}`, `{limit}`, `{maximum}`, `{label}`,
/// `{digits}`, `{region}`. Numbers are written in the field's locale digits before they are put in.
///
/// Messages with a count (the banner, the counter's accessibility phrase, the length rules)
/// take the plural form CLDR gives that count in the table's locale: the `…One` key for the
/// `one` form, the plain key for `other`, and forms given with
/// ``replacing(_:_:with:)`` for `zero`, `two`, `few` and `many`.
///
/// ```swift
/// MessageTable.builtIn(for: "de_CH").text(.characterLimitReached)   // "Zeichenlimit erreicht"
///
/// let german = MessageTable.builtIn(for: "de").replacing(.readOnlyField, with: "Nur lesbar")
/// let tables = ["de": german]
/// MessageTable.table(for: "de_AT", in: tables).text(.readOnlyField)            // "Nur lesbar"
/// MessageTable.table(for: "fr_FR", in: tables).text(.characterLimitReached)   // "Limite de caractères atteinte"
///
/// let russian = try MessageTable(locale: "ru", templates: [
///     .remainingOne: "Остался {count} символ", .remainingOther: "Осталось {count} символа"])
///     .replacing(.remainingOther, .many, with: "Осталось {count} символов")
/// russian.remaining(21, digits: .ascii)   // "Остался 21 символ"
/// russian.remaining(25, digits: .ascii)   // "Осталось 25 символов"
/// ```
public struct MessageTable: Sendable, Hashable {
    /// The name of one built-in string.
    ///
    /// ```swift
    /// MessageTable.Key.readOnlyField.rawValue   // "readOnlyField"
    /// ```
    public enum Key: String, Sendable, Hashable, CaseIterable {
        /// Stop-at-limit counter at its limit.
        case characterLimitReached
        /// Allow-over-limit counter past its limit.
        case reduceCharacters
        /// The message of a read-only field without helper text.
        case readOnlyField
        /// The accessibility label of a required field: `{label}`.
        case requiredFieldAccessibility
        /// The accessibility label of an optional field, in a form that marks optional fields: `{label}`.
        case optionalFieldAccessibility
        /// The accessibility value of an empty field.
        case emptyValueAccessibility
        /// The announcement when a card number's brand is recognized: `{brand}`.
        case cardRecognized
        /// The announcement when an error shown under the field goes.
        case errorCorrected
        /// The mark after an optional field's label.
        case optionalMark
        /// The line on top of a form whose required fields carry asterisks.
        case requiredFieldsNote
        /// The page-level banner in the `one` plural form: `{count}`.
        case bannerOne
        /// The page-level banner for `{count}` fields in error.
        case bannerOther
        /// Accessibility: nothing left before the limit.
        case remainingZero
        /// Accessibility: `{count}` characters left, in the `one` plural form.
        case remainingOne
        /// Accessibility: `{count}` characters left.
        case remainingOther
        /// Accessibility: `{count}` characters over the limit, in the `one` plural form.
        case overOne
        /// Accessibility: `{count}` characters over the limit.
        case overOther
        /// The required rule's error.
        case valueRequired
        /// The minimum-length rule's error in the `one` plural form: `{limit}`.
        case tooShortOne
        /// The minimum-length rule's error: `{limit}`.
        case tooShortOther
        /// The maximum-length rule's error in the `one` plural form: `{limit}`.
        case tooLongOne
        /// The maximum-length rule's error: `{limit}`.
        case tooLongOther
        /// The pattern rule's error.
        case patternMismatch
        /// A card number with too few digits.
        case cardIncomplete
        /// A card number whose check digit is wrong.
        case cardInvalidChecksum
        /// A card number longer than its brand issues.
        case cardUnsupportedLength
        /// A card number whose first digits are no known brand's.
        case cardUnknownBrand
        /// An amount above the field's maximum: `{maximum}`.
        case amountAboveMaximum
        /// An amount below the field's minimum: `{minimum}`.
        case amountBelowMinimum
        /// A number (a quantity, a percentage, a measurement) above the field's maximum:
        /// `{maximum}`, as the field writes it (`1.000 kg`).
        case numberAboveMaximum
        /// A number below the field's minimum: `{minimum}`, as the field writes it.
        case numberBelowMinimum
        /// A phone number with too few digits (for phone formatters).
        case phoneIncomplete
        /// A phone number longer than any of its region.
        case phoneTooLong
        /// A security code with fewer digits than the brand's (`{digits}`).
        case securityCodeIncomplete
        /// A security code with more digits than the brand's (`{digits}`).
        case securityCodeTooLong
        /// An expiry date without both month and year.
        case expiryIncomplete
        /// An expiry date whose month is not 01 to 12.
        case expiryInvalidMonth
        /// An expiry date before this month.
        case expiryExpired
        /// An expiry date more than twenty years ahead.
        case expiryTooFarAhead
        /// An IBAN with too few characters.
        case ibanIncomplete
        /// An IBAN whose check digits are wrong.
        case ibanInvalidChecksum
        /// An IBAN longer than its country's.
        case ibanTooLong
        /// A phone number of a possible length that no number of its region looks like.
        case phoneInvalid
        /// A date without all of its day, month and year.
        case dateIncomplete
        /// A date no calendar has: a day the month does not have (30 February), a month 13.
        case dateInvalid
        /// A date before the field's earliest: `{minimum}`, in the locale's long form.
        case dateBeforeMinimum
        /// A date after the field's latest: `{maximum}`, in the locale's long form.
        case dateAfterMaximum
        /// A time of day without both its hour and minutes.
        case timeIncomplete
        /// A 12-hour time without its period: `{am}` and `{pm}`, the locale's names.
        case timePeriodMissing
        /// A time no clock shows (an hour 25, a minute 61), left by a paste or a deletion.
        case timeInvalid

        // Why an edit was refused (``EditRejection``), shown for a moment under the field.

        /// An edit whose range lies outside the text (an app's mistake, not the user's).
        case editOutOfRange
        /// Backspace at the start of the value, or forward delete at its end.
        case nothingToDelete
        /// A character the field does not take there: `{character}`.
        case characterNotAccepted
        /// An edit of a field that shows its finished text.
        case fieldNotFocused
        /// A second decimal separator.
        case secondDecimalMark
        /// A decimal separator in a currency without minor units: `{currency}` (ICU's name).
        case noMinorUnits
        /// A minus sign where amounts cannot be negative.
        case negativeNotAllowed
        /// A paste that reads as two amounts: `{text}`, `{first}`, `{second}`.
        case ambiguousAmount
        /// A paste that is no amount: `{text}`.
        case notAnAmount
        /// A paste with text around the amount: `{text}`, the part that is not an amount.
        case notPartOfAmount
        /// A paste in another currency: `{currency}` the field's, `{other}` the paste's (ICU's names).
        case otherCurrency
        /// A decimal separator in a number field that takes whole numbers only.
        case wholeNumbersOnly
        /// A minus sign where numbers cannot be negative.
        case negativeNumberNotAllowed
        /// A paste into a number field that reads as two numbers: `{text}`, `{first}`, `{second}`.
        case ambiguousNumber
        /// A paste into a number field that is no number: `{text}`.
        case notANumber
        /// A paste into a number field with text around the number: `{text}`, the part that is
        /// not the number or the field's unit.
        case notPartOfNumber
        /// A deletion after which the characters left no longer fit.
        case wouldOverfillMask
        /// An edit that would move `{character}` into a place that does not take it.
        case wouldMoveIntoWrongSlot
        /// Two digits that are no month: `{digits}`.
        case notAMonth
        /// A paste that is no expiry date: `{text}`.
        case notAnExpiryDate
        /// Two digits that are no day of a month: `{digits}`.
        case notADay
        /// A paste that is no date: `{text}`.
        case notADate
        /// Two digits that are no hour: `{digits}`; hours run from `{first}` to `{last}`.
        case notAnHour
        /// Two digits that are no minute: `{digits}`.
        case notAMinute
        /// A paste that is no time of day: `{text}`.
        case notATime
        /// Two characters no IBAN country code is: `{code}`.
        case unknownIBANCountry
        /// A `+` after the start of a phone number.
        case plusNotAtStart
        /// A paste with no phone number in it: `{text}`.
        case notAPhoneNumber
        /// A service code such as `*#06#`: `{text}`.
        case serviceCode
        /// An edit of a disabled field.
        case fieldDisabled
        /// Accessibility: the short phrase announced when a key is refused.
        case keyRefusedAccessibility
        /// At most `{maximum}` fraction digits, in the `one` plural form.
        case tooManyFractionDigitsOne
        /// At most `{maximum}` fraction digits.
        case tooManyFractionDigitsOther
        /// At most `{maximum}` integer digits, in the `one` plural form.
        case tooManyIntegerDigitsOne
        /// At most `{maximum}` integer digits.
        case tooManyIntegerDigitsOther
        /// At most `{maximum}` characters fit, in the `one` plural form.
        case tooManyCharactersOne
        /// At most `{maximum}` characters fit.
        case tooManyCharactersOther
        /// A phone number has at most `{maximum}` digits, in the `one` plural form.
        case tooManyPhoneDigitsOne
        /// A phone number has at most `{maximum}` digits.
        case tooManyPhoneDigitsOther

        /// The key of this counted message's `one` plural form, `nil` for a key without one.
        var oneForm: Key? {
            switch self {
            case .bannerOther: return .bannerOne
            case .remainingOther: return .remainingOne
            case .overOther: return .overOne
            case .tooShortOther: return .tooShortOne
            case .tooLongOther: return .tooLongOne
            case .tooManyFractionDigitsOther: return .tooManyFractionDigitsOne
            case .tooManyIntegerDigitsOther: return .tooManyIntegerDigitsOne
            case .tooManyCharactersOther: return .tooManyCharactersOne
            case .tooManyPhoneDigitsOther: return .tooManyPhoneDigitsOne
            default: return nil
            }
        }
    }

    /// The English defaults.
    ///
    /// ```swift
    /// MessageTable.english.text(.reduceCharacters)   // "Reduce the number of characters"
    /// ```
    public static let english = Translation.english.table

    /// The templates by key.
    public private(set) var templates: [Key: String]

    /// The `zero`, `two`, `few` and `many` plural forms of counted messages, by the key of
    /// their `other` form.
    public private(set) var pluralForms: [Key: [PluralCategory: String]] = [:]

    /// The locale whose plural rules choose among the forms of a counted message.
    public let locale: String

    /// The identifier of the built-in table that says what this table leaves out.
    let fallback: String

    /// The templates and plural forms given to this table (by its initialiser or a
    /// `replacing`), as against those it has from a table it was made from: only given forms
    /// stand in for the other forms of their counted message.
    private var given: Set<Key> = []
    private var givenPluralForms: [Key: Set<PluralCategory>] = [:]

    /// A table of the given templates, with English plural rules; keys it lacks use the
    /// English default.
    ///
    /// ```swift
    /// MessageTable(templates: [.readOnlyField: "Schreibgeschützt"])
    /// ```
    public init(templates: [Key: String]) {
        self.templates = templates
        self.locale = "en"
        self.fallback = "en"
        self.given = Set(templates.keys)
    }

    /// A table of the given templates for `locale`, whose plural rules choose the forms of
    /// counted messages; keys it lacks use the built-in table of `locale` (``builtIn(for:)``).
    /// Throws ``ConfigurationError/unknownLocale(_:)`` for a locale ICU has no data for.
    ///
    /// ```swift
    /// try MessageTable(locale: "pl", templates: [.bannerOther: "{count} pól wymaga uwagi"])
    /// ```
    public init(locale: String, templates: [Key: String]) throws(ConfigurationError) {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        self.templates = templates
        self.locale = resolved
        self.fallback = Self.builtInIdentifier(for: resolved) ?? "en"
        self.given = Set(templates.keys)
    }

    /// A built-in table: complete, its own fallback.
    init(builtIn locale: String, templates: [Key: String], pluralForms: [Key: [PluralCategory: String]]) {
        self.templates = templates
        self.pluralForms = pluralForms
        self.locale = locale
        self.fallback = locale
    }

    /// The table with one template replaced.
    ///
    /// ```swift
    /// MessageTable.english.replacing(.optionalMark, with: "(facultatif)")
    /// ```
    public func replacing(_ key: Key, with template: String) -> MessageTable {
        var table = self
        table.templates[key] = template
        table.given.insert(key)
        return table
    }

    /// The table with one plural form of a counted message replaced; `key` is the message's
    /// `other` key (``Key/bannerOther``, ``Key/remainingOther``, ``Key/overOther``,
    /// ``Key/tooShortOther``, ``Key/tooLongOther``). The `one` form is its `…One` key and `other` the key
    /// itself, so replacing those is replacing that key.
    ///
    /// ```swift
    /// table.replacing(.bannerOther, .few, with: "{count} pola wymagają uwagi")
    /// ```
    public func replacing(_ key: Key, _ category: PluralCategory, with template: String) -> MessageTable {
        switch category {
        case .other: return replacing(key, with: template)
        case .one: return replacing(key.oneForm ?? key, with: template)
        default:
            var table = self
            table.pluralForms[key, default: [:]][category] = template
            table.givenPluralForms[key, default: []].insert(category)
            return table
        }
    }

    /// The text of `key` with its arguments put in.
    ///
    /// ```swift
    /// MessageTable.english.text(.bannerOther, ["count": "3"])   // "3 fields need attention"
    /// ```
    public func text(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        MessageTemplate.fill(templates[key] ?? base.templates[key] ?? Self.english.templates[key] ?? key.rawValue, arguments)
    }

    /// The text of the counted message `key` (its `other` key) in the plural form `count`
    /// takes in the table's locale, with its arguments put in.
    ///
    /// ```swift
    /// MessageTable.english.text(.bannerOther, count: 1, ["count": "1"])   // "1 field needs attention"
    /// ```
    public func text(_ key: Key, count: Int, _ arguments: [String: String] = [:]) -> String {
        MessageTemplate.fill(template(key, PluralCategory(count, locale: locale)), arguments)
    }

    /// The template of the counted message `key` in `category`: the form given to this table;
    /// else the `other` form given to it, so that a table given only some forms never mixes in
    /// another wording (as ICU's message formats fall back to `other`); else the built-in
    /// table's form.
    func template(_ key: Key, _ category: PluralCategory) -> String {
        func given(_ category: PluralCategory) -> String? {
            let isGiven = switch category {
            case .other: self.given.contains(key)
            case .one: self.given.contains(key.oneForm ?? key)
            default: givenPluralForms[key]?.contains(category) == true
            }
            return isGiven ? form(key, category) : nil
        }
        if let text = given(category) ?? given(.other) { return text }
        let base = self.base   // looked up only when this table does not have the form
        return base.form(key, category) ?? base.templates[key] ?? Self.english.form(key, category) ?? key.rawValue
    }

    /// The form of `key` in `category` as this table holds it: `one` under the `…One` key,
    /// `other` under the key itself, the rest in ``pluralForms``.
    func form(_ key: Key, _ category: PluralCategory) -> String? {
        switch category {
        case .other: return templates[key]
        case .one: return templates[key.oneForm ?? key]
        default: return pluralForms[key]?[category]
        }
    }

    /// The built-in table that says what this one leaves out.
    private var base: MessageTable { Translation.tables[fallback] ?? Self.english }

    /// The banner text for `count` fields in error.
    ///
    /// ```swift
    /// MessageTable.english.banner(fieldsInError: 1, digits: .ascii)   // "1 field needs attention"
    /// ```
    public func banner(fieldsInError count: Int, digits: LocaleDigits) -> String {
        text(.bannerOther, count: count, ["count": digits.format(count)])
    }

    /// The accessibility phrase for `remaining` characters before the limit (negative: over it).
    /// Right for 0, 1, many and negative: never "0 character left"; each count in the plural
    /// form of the table's locale.
    ///
    /// ```swift
    /// MessageTable.english.remaining(-2, digits: .ascii)   // "2 characters over the limit"
    /// ```
    public func remaining(_ remaining: Int, digits: LocaleDigits) -> String {
        let count = ["count": digits.format(magnitudeOf: remaining)]   // a negative count is said as "over"
        switch remaining {
        case 0: return text(.remainingZero)
        case ..<0: return text(.overOther, count: remaining, count)
        default: return text(.remainingOther, count: remaining, count)
        }
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
