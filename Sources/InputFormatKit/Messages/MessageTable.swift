/// Every built-in string of the field model, in one table: the counter's messages and
/// accessibility phrases, "Read-only field", the required and optional marks' spoken forms, the
/// banner, every formatter's verdict, the form's note on asterisks.
///
/// The library has them in English and 33 other languages (``builtIn(for:)``, chosen with
/// fallback: `fr_CA` → `fr` → English); an app's own tables and strings override any of them.
///
/// Templates name their arguments in braces: `{count}`, `{limit}`, `{maximum}`, `{label}`,
/// `{digits}`, `{region}`. Numbers are written in the field's locale digits before they are put in.
///
/// Messages with a count (the banner, the counter's accessibility phrase, the length rules)
/// take the plural form CLDR gives that count in the table's locale: the template of the key is
/// the `other` form, and ``replacing(_:_:with:)`` gives the others (`zero`, `one`, `two`, `few`,
/// `many`).
///
/// A message's key is the code of what it says (``Key``): a formatter's verdict carries the
/// key of its message (``ValueVerdict/code``), so an app's own verdict and its message share
/// one name too.
///
/// ```swift
/// MessageTable.builtIn(for: "de_CH").text(.characterLimitReached)   // "Zeichenlimit erreicht"
///
/// let german = MessageTable.builtIn(for: "de").replacing(.readOnlyField, with: "Nur lesbar")
/// let tables = ["de": german]
/// MessageTable.table(for: "de_AT", in: tables).text(.readOnlyField)            // "Nur lesbar"
/// MessageTable.table(for: "fr_FR", in: tables).text(.characterLimitReached)   // "Limite de caractères atteinte"
///
/// let russian = try MessageTable(locale: "ru", templates: [:], pluralForms: [.remaining: [
///     .one: "Остался {count} символ", .few: "Осталось {count} символа",
///     .many: "Осталось {count} символов", .other: "Осталось {count} символа"]])
/// russian.remaining(21, digits: .ascii)   // "Остался 21 символ"
/// russian.remaining(25, digits: .ascii)   // "Осталось 25 символов"
/// ```
public struct MessageTable: Sendable, Hashable {
    /// The name of a message, and the code of the verdict it says: `card.incomplete`,
    /// `phone.too-long`, `value-required`. The built-in ones are constants (``cardIncomplete``,
    /// made from the String Catalog `Localization/Messages.xcstrings`); an app's own verdicts and
    /// messages take codes of their own, as its rules take a ``RuleName``.
    ///
    /// ```swift
    /// MessageTable.Key.readOnlyField.rawValue   // "read-only-field"
    /// let key: MessageTable.Key = "shipping.po-box"   // an app's own
    /// ```
    public struct Key: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The code as text.
        public let rawValue: String

        /// A key from its code.
        ///
        /// ```swift
        /// MessageTable.Key(rawValue: "iban.too-long") == .ibanTooLong   // true
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A key written as a literal.
        ///
        /// ```swift
        /// let key: MessageTable.Key = "iban.too-long"
        /// ```
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The code as text.
        public var description: String { rawValue }
    }

    /// The English defaults.
    ///
    /// ```swift
    /// MessageTable.english.text(.reduceCharacters)   // "Reduce the number of characters"
    /// ```
    public static let english = Translation.english.table

    /// The templates by key; for a counted message, its `other` form.
    public private(set) var templates: [Key: String]

    /// The plural forms of counted messages other than `other` (`zero`, `one`, `two`, `few`,
    /// `many`), by key and category.
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

    /// A table of the given templates, and plural forms of counted messages, with English
    /// plural rules; keys it lacks use the English default.
    ///
    /// ```swift
    /// MessageTable(templates: [.readOnlyField: "Schreibgeschützt"])
    /// ```
    ///
    /// - Complexity: O(*t* + *f* × (*t* + *f*)) in the numbers of templates *t* and plural forms *f* given: each form
    ///   is written into a copy of the table.
    public init(templates: [Key: String], pluralForms: [Key: [PluralCategory: String]] = [:]) {
        self.templates = templates
        self.locale = "en"
        self.fallback = "en"
        self.given = Set(templates.keys)
        give(pluralForms)
    }

    /// A table of the given templates and plural forms for `locale`, whose plural rules choose
    /// the forms of counted messages (a form given as `other` is the key's template); keys it
    /// lacks use the built-in table of `locale` (``builtIn(for:)``). Throws
    /// ``ConfigurationError/unknownLocale(_:)`` for a locale ICU has no data for.
    ///
    /// ```swift
    /// try MessageTable(locale: "pl", templates: [.valueRequired: "Wpisz wartość"], pluralForms: [
    ///     .banner: [.one: "{count} pole wymaga uwagi", .few: "{count} pola wymagają uwagi",
    ///               .other: "{count} pól wymaga uwagi"]])
    /// ```
    ///
    /// - Complexity: one ICU call to resolve `locale`, and O(*t* + *f* × (*t* + *f*)) in the numbers of templates *t*
    ///   and plural forms *f* given.
    public init(locale: String, templates: [Key: String], pluralForms: [Key: [PluralCategory: String]] = [:])
        throws(ConfigurationError)
    {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        self.templates = templates
        self.locale = resolved
        self.fallback = Self.builtInIdentifier(for: resolved) ?? "en"
        self.given = Set(templates.keys)
        give(pluralForms)
    }

    private mutating func give(_ forms: [Key: [PluralCategory: String]]) {
        for (key, forms) in forms {
            for (category, template) in forms { self = replacing(key, category, with: template) }
        }
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
    ///
    /// - Complexity: O(*k*) in the table's templates: the table returned has a copy of them.
    public func replacing(_ key: Key, with template: String) -> MessageTable {
        var table = self
        table.templates[key] = template
        table.given.insert(key)
        return table
    }

    /// The table with one plural form of a counted message replaced (``Key/banner``,
    /// ``Key/remaining``, ``Key/over``, ``Key/tooShort``, ``Key/tooLong``…); the `other` form is
    /// the key's template, so replacing it is ``replacing(_:with:)``.
    ///
    /// ```swift
    /// table.replacing(.banner, .few, with: "{count} pola wymagają uwagi")
    /// ```
    ///
    /// - Complexity: O(*k*) in the table's counted messages: the table returned has a copy of their forms.
    public func replacing(_ key: Key, _ category: PluralCategory, with template: String) -> MessageTable {
        guard category != .other else { return replacing(key, with: template) }
        var table = self
        table.pluralForms[key, default: [:]][category] = template
        table.givenPluralForms[key, default: []].insert(category)
        return table
    }

    /// The text of `key` with its arguments put in.
    ///
    /// ```swift
    /// MessageTable.english.text(.banner, ["count": "3"])   // "3 fields need attention"
    /// ```
    ///
    /// - Complexity: O(*n* + *m*), the lengths of the template and of the values put in.
    public func text(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        MessageTemplate.fill(templates[key] ?? base.templates[key] ?? Self.english.templates[key] ?? key.rawValue, arguments)
    }

    /// Whether `key` has a message: in this table, the built-in table it falls back to, or
    /// English.
    ///
    /// ```swift
    /// MessageTable.english.hasMessage(.ibanTooLong)         // true
    /// MessageTable.english.hasMessage("shipping.po-box")    // false
    /// ```
    public func hasMessage(_ key: Key) -> Bool {
        templates[key] != nil || base.templates[key] != nil || Self.english.templates[key] != nil
    }

    /// The text of the counted message `key` in the plural form `count` takes in the table's
    /// locale, with its arguments put in.
    ///
    /// ```swift
    /// MessageTable.english.text(.banner, count: 1, ["count": "1"])   // "1 field needs attention"
    /// ```
    ///
    /// - Complexity: O(*n* + *m*), the lengths of the template and of the values put in, and one ICU call for the
    ///   plural form outside English (the locale's plural rules are opened once and kept).
    public func text(_ key: Key, count: Int, _ arguments: [String: String] = [:]) -> String {
        MessageTemplate.fill(template(key, PluralCategory(count, locale: locale)), arguments)
    }

    /// The template of the counted message `key` in `category`: the form given to this table;
    /// else the `other` form given to it, so that a table given only some forms never mixes in
    /// another wording (as ICU's message formats fall back to `other`); else the built-in
    /// table's form.
    func template(_ key: Key, _ category: PluralCategory) -> String {
        func given(_ category: PluralCategory) -> String? {
            let isGiven = category == .other ? self.given.contains(key) : givenPluralForms[key]?.contains(category) == true
            return isGiven ? form(key, category) : nil
        }
        if let text = given(category) ?? given(.other) { return text }
        let base = self.base   // looked up only when this table does not have the form
        return base.form(key, category) ?? base.templates[key] ?? Self.english.form(key, category) ?? key.rawValue
    }

    /// The form of `key` in `category` as this table holds it: `other` as the key's template,
    /// the rest in ``pluralForms``.
    func form(_ key: Key, _ category: PluralCategory) -> String? {
        category == .other ? templates[key] : pluralForms[key]?[category]
    }

    /// The built-in table that says what this one leaves out.
    private var base: MessageTable { Translation.tables[fallback] ?? Self.english }

    /// The banner text for `count` fields in error.
    ///
    /// ```swift
    /// MessageTable.english.banner(fieldsInError: 1, digits: .ascii)   // "1 field needs attention"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the template, and one ICU call for the plural form outside English (the
    ///   locale's plural rules are opened once and kept).
    public func banner(fieldsInError count: Int, digits: LocaleDigits) -> String {
        text(.banner, count: count, ["count": digits.format(count)])
    }

    /// The accessibility phrase for `remaining` characters before the limit (negative: over it).
    /// Right for 0, 1, many and negative: never "0 character left"; each count in the plural
    /// form of the table's locale.
    ///
    /// ```swift
    /// MessageTable.english.remaining(-2, digits: .ascii)   // "2 characters over the limit"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the template, and one ICU call for the plural form outside English (the
    ///   locale's plural rules are opened once and kept).
    public func remaining(_ remaining: Int, digits: LocaleDigits) -> String {
        let count = ["count": digits.format(magnitudeOf: remaining)]   // a negative count is said as "over"
        switch remaining {
        case 0: return text(.remainingZero)
        case ..<0: return text(.over, count: remaining, count)
        default: return text(.remaining, count: remaining, count)
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
