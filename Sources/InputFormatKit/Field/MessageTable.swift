/// Every built-in string of the field model, in one table: English defaults that an app
/// replaces per locale.
///
/// Templates name their arguments in braces: `{count}`, `{limit}`, `{maximum}`, `{label}`.
/// Numbers are written in the field's locale digits before they are put in.
///
/// Messages with a count (the banner, the counter's accessibility phrase, the length rules)
/// take the plural form CLDR gives that count in the table's locale: the `…One` key for the
/// `one` form, the plain key for `other`, and forms given with
/// ``replacing(_:_:with:)`` for `zero`, `two`, `few` and `many`.
///
/// ```swift
/// let german = MessageTable.english
///     .replacing(.characterLimitReached, with: "Zeichenlimit erreicht")
///     .replacing(.bannerOther, with: "{count} Felder erfordern Ihre Aufmerksamkeit")
/// let tables = MessageTable.Catalog(["de": german])
/// tables.table(for: "de_CH").text(.characterLimitReached)   // "Zeichenlimit erreicht"
/// tables.table(for: "fr_FR").text(.characterLimitReached)   // "Character limit reached"
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

        /// The key of this counted message's `one` plural form, `nil` for a key without one.
        var oneForm: Key? {
            switch self {
            case .bannerOther: return .bannerOne
            case .remainingOther: return .remainingOne
            case .overOther: return .overOne
            case .tooShortOther: return .tooShortOne
            case .tooLongOther: return .tooLongOne
            default: return nil
            }
        }
    }

    /// The English defaults.
    ///
    /// ```swift
    /// MessageTable.english.text(.reduceCharacters)   // "Reduce the number of characters"
    /// ```
    public static let english = MessageTable(templates: [
        .characterLimitReached: "Character limit reached",
        .reduceCharacters: "Reduce the number of characters",
        .readOnlyField: "Read-only field",
        .requiredFieldAccessibility: "{label}, required",
        .optionalMark: "(optional)",
        .requiredFieldsNote: "Asterisks (*) mark required fields",
        .bannerOne: "{count} field needs attention",
        .bannerOther: "{count} fields need attention",
        .remainingZero: "No characters left",
        .remainingOne: "{count} character left",
        .remainingOther: "{count} characters left",
        .overOne: "{count} character over the limit",
        .overOther: "{count} characters over the limit",
        .valueRequired: "Enter a value",
        .tooShortOne: "Enter at least {limit} character",
        .tooShortOther: "Enter at least {limit} characters",
        .tooLongOne: "Enter at most {limit} character",
        .tooLongOther: "Enter at most {limit} characters",
        .patternMismatch: "Check the format of this value",
        .cardIncomplete: "Enter the whole card number",
        .cardInvalidChecksum: "Check the card number: it is not valid",
        .cardUnsupportedLength: "This card number has too many digits",
        .cardUnknownBrand: "Check the card number: no card brand starts with these digits",
        .amountAboveMaximum: "Enter an amount of at most {maximum}",
        .phoneIncomplete: "Enter the whole phone number",
        .phoneTooLong: "This phone number has too many digits",
        .securityCodeIncomplete: "Enter the {digits}-digit security code",
        .securityCodeTooLong: "This card's security code has {digits} digits",
        .expiryIncomplete: "Enter the month and year as MM/YY",
        .expiryInvalidMonth: "Check the month: it runs from 01 to 12",
        .expiryExpired: "This card has expired",
        .expiryTooFarAhead: "Check the year: it is too far ahead",
        .ibanIncomplete: "Enter the whole IBAN",
        .ibanInvalidChecksum: "Check the IBAN: it is not valid",
        .ibanTooLong: "This IBAN is longer than its country's",
        .phoneInvalid: "Check the phone number: no number of {region} looks like it",
    ])

    /// The templates by key.
    public private(set) var templates: [Key: String]

    /// The `zero`, `two`, `few` and `many` plural forms of counted messages, by the key of
    /// their `other` form.
    public private(set) var pluralForms: [Key: [PluralCategory: String]] = [:]

    /// The locale whose plural rules choose among the forms of a counted message.
    public let locale: String

    /// A table of the given templates, with English plural rules; keys it lacks use the
    /// English default.
    ///
    /// ```swift
    /// MessageTable(templates: [.readOnlyField: "Schreibgeschützt"])
    /// ```
    public init(templates: [Key: String]) {
        self.templates = templates
        self.locale = "en"
    }

    /// A table of the given templates for `locale`, whose plural rules choose the forms of
    /// counted messages; throws ``ConfigurationError/unknownLocale(_:)`` for a locale ICU has
    /// no data for.
    ///
    /// ```swift
    /// try MessageTable(locale: "pl", templates: [.bannerOther: "{count} pól wymaga uwagi"])
    /// ```
    public init(locale: String, templates: [Key: String]) throws(ConfigurationError) {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        self.templates = templates
        self.locale = resolved
    }

    /// The table with one template replaced.
    ///
    /// ```swift
    /// MessageTable.english.replacing(.optionalMark, with: "(facultatif)")
    /// ```
    public func replacing(_ key: Key, with template: String) -> MessageTable {
        var table = self
        table.templates[key] = template
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
            return table
        }
    }

    /// The text of `key` with its arguments put in.
    ///
    /// ```swift
    /// MessageTable.english.text(.bannerOther, ["count": "3"])   // "3 fields need attention"
    /// ```
    public func text(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        Self.fill(templates[key] ?? Self.english.templates[key] ?? key.rawValue, arguments)
    }

    /// The text of the counted message `key` (its `other` key) in the plural form `count`
    /// takes in the table's locale, with its arguments put in.
    ///
    /// ```swift
    /// MessageTable.english.text(.bannerOther, count: 1, ["count": "1"])   // "1 field needs attention"
    /// ```
    public func text(_ key: Key, count: Int, _ arguments: [String: String] = [:]) -> String {
        let category = PluralCategory(count, locale: locale)
        if let form = pluralForms[key]?[category] { return Self.fill(form, arguments) }
        if category == .one, let one = key.oneForm, let form = oneTemplate(one, other: key) {
            return Self.fill(form, arguments)
        }
        return text(key, arguments)
    }

    /// The `one` form this table says itself, or the English default when the table leaves
    /// the whole message to English. A table that translated only the `other` form uses that
    /// (as ICU's message formats fall back to `other`) rather than mixing in English words.
    private func oneTemplate(_ one: Key, other: Key) -> String? {
        let english = Self.english.templates
        let ownOther = templates[other].map { $0 != english[other] } ?? false
        if let form = templates[one], form != english[one] || !ownOther { return form }
        return ownOther ? nil : english[one]
    }

    private static func fill(_ template: String, _ arguments: [String: String]) -> String {
        var text = template
        for (name, value) in arguments {
            text = text.replacingAll("{\(name)}", with: value)
        }
        return text
    }

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

    /// The table of `tables` (by locale identifier or language code) for `locale`: its own,
    /// its language's, or English.
    ///
    /// ```swift
    /// MessageTable.table(for: "fr_CA", in: ["fr": french])   // french
    /// MessageTable.table(for: "de", in: [:])                 // .english
    /// ```
    public static func table(for locale: String, in tables: [String: MessageTable]) -> MessageTable {
        let normalized = locale.replacingAll("-", with: "_")
        if let table = tables[normalized] { return table }
        let language = String(normalized.prefix { $0 != "_" && $0 != "@" })
        return tables[language] ?? .english
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
