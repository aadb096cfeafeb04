/// Every built-in string of the field model, in one table: English defaults that an app
/// replaces per locale.
///
/// Templates name their arguments in braces: `{count}`, `{limit}`, `{maximum}`, `{label}`.
/// Numbers are written in the field's locale digits before they are put in.
///
/// ```swift
/// let german = MessageTable.english
///     .replacing(.characterLimitReached, with: "Zeichenlimit erreicht")
///     .replacing(.bannerOther, with: "{count} Felder erfordern Ihre Aufmerksamkeit")
/// let tables = MessageTable.Catalog(["de": german])
/// tables.table(for: "de_CH").text(.characterLimitReached)   // "Zeichenlimit erreicht"
/// tables.table(for: "fr_FR").text(.characterLimitReached)   // "Character limit reached"
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
        /// The page-level banner for one field in error.
        case bannerOne
        /// The page-level banner for `{count}` fields in error.
        case bannerOther
        /// Accessibility: nothing left before the limit.
        case remainingZero
        /// Accessibility: one character left.
        case remainingOne
        /// Accessibility: `{count}` characters left.
        case remainingOther
        /// Accessibility: one character over the limit.
        case overOne
        /// Accessibility: `{count}` characters over the limit.
        case overOther
        /// The required rule's error.
        case valueRequired
        /// The minimum-length rule's error for a minimum of one.
        case tooShortOne
        /// The minimum-length rule's error: `{limit}`.
        case tooShort
        /// The maximum-length rule's error for a maximum of one.
        case tooLongOne
        /// The maximum-length rule's error: `{limit}`.
        case tooLong
        /// The pattern rule's error.
        case patternMismatch
        /// A card number with too few digits.
        case cardIncomplete
        /// A card number whose check digit is wrong.
        case cardInvalidChecksum
        /// A card number longer than its brand issues.
        case cardUnsupportedLength
        /// An amount above the field's maximum: `{maximum}`.
        case amountAboveMaximum
        /// A phone number with too few digits (for phone formatters).
        case phoneIncomplete
        /// A phone number longer than any of its region.
        case phoneTooLong
        /// A phone number of a possible length that no number of its region looks like.
        case phoneInvalid
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
        .bannerOne: "1 field needs attention",
        .bannerOther: "{count} fields need attention",
        .remainingZero: "No characters left",
        .remainingOne: "1 character left",
        .remainingOther: "{count} characters left",
        .overOne: "1 character over the limit",
        .overOther: "{count} characters over the limit",
        .valueRequired: "Enter a value",
        .tooShortOne: "Enter at least 1 character",
        .tooShort: "Enter at least {limit} characters",
        .tooLongOne: "Enter at most 1 character",
        .tooLong: "Enter at most {limit} characters",
        .patternMismatch: "Check the format of this value",
        .cardIncomplete: "Enter the whole card number",
        .cardInvalidChecksum: "Check the card number: it is not valid",
        .cardUnsupportedLength: "This card number has too many digits",
        .amountAboveMaximum: "Enter an amount of at most {maximum}",
        .phoneIncomplete: "Enter the whole phone number",
        .phoneTooLong: "This phone number has too many digits",
        .phoneInvalid: "Check the phone number: no number of {region} looks like it",
    ])

    /// The templates by key.
    public private(set) var templates: [Key: String]

    /// A table of the given templates; keys it lacks use the English default.
    ///
    /// ```swift
    /// MessageTable(templates: [.readOnlyField: "Schreibgeschützt"])
    /// ```
    public init(templates: [Key: String]) {
        self.templates = templates
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

    /// The text of `key` with its arguments put in.
    ///
    /// ```swift
    /// MessageTable.english.text(.bannerOther, ["count": "3"])   // "3 fields need attention"
    /// ```
    public func text(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        var text = templates[key] ?? Self.english.templates[key] ?? key.rawValue
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
        text(count == 1 ? .bannerOne : .bannerOther, ["count": digits.format(count)])
    }

    /// The accessibility phrase for `remaining` characters before the limit (negative: over it).
    /// Right for 0, 1, many and negative: never "0 character left".
    ///
    /// ```swift
    /// MessageTable.english.remaining(-2, digits: .ascii)   // "2 characters over the limit"
    /// ```
    public func remaining(_ remaining: Int, digits: LocaleDigits) -> String {
        let count = ["count": digits.format(Int(remaining.magnitude))]
        switch remaining {
        case 0: return text(.remainingZero)
        case 1: return text(.remainingOne, count)
        case -1: return text(.overOne, count)
        case ..<0: return text(.overOther, count)
        default: return text(.remainingOther, count)
        }
    }

    /// Tables per locale, found by the locale's full identifier, then its language, then English.
    ///
    /// ```swift
    /// MessageTable.Catalog(["fr": french]).table(for: "fr_CA")   // french
    /// ```
    public struct Catalog: Sendable, Hashable {
        /// The tables by locale identifier or language code.
        public var tables: [String: MessageTable]

        /// A catalog of the given tables.
        ///
        /// ```swift
        /// MessageTable.Catalog([:]).table(for: "de")   // .english
        /// ```
        public init(_ tables: [String: MessageTable]) {
            self.tables = tables
        }

        /// The table for `locale`: its own, its language's, or English.
        ///
        /// ```swift
        /// catalog.table(for: "de_AT")
        /// ```
        public func table(for locale: String) -> MessageTable {
            let normalized = locale.replacingAll("-", with: "_")
            if let table = tables[normalized] { return table }
            let language = String(normalized.prefix { $0 != "_" && $0 != "@" })
            return tables[language] ?? .english
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
