@_spi(Internals) import InputFormatKit

/// One field kind of a form, made in a given locale: what the cold rows, the first keystrokes,
/// the twelve-field form and the memory report make.
///
/// ```swift
/// let form = FieldKinds.form.compactMap { $0.makeField("de_DE") }   // twelve form fields
/// ```
public struct FieldKind: Sendable {
    /// The kind's name in benchmark names (`date, buddhist`).
    public let name: String
    /// The locale the kind is measured in when no other is given.
    public let locale: String
    /// The key of its first keystroke, typed into the empty field.
    public let key: String
    /// A whole value of the kind, pasted where a field is measured filled.
    public let sample: String
    /// A focused field of this kind in a locale: a `FormField` with a label (`form: true`) or an
    /// `InputField`; `nil` when the locale cannot have one.
    public let makeField: @Sendable (_ locale: String, _ form: Bool) -> AnyField?
    /// Its formatter alone, in a locale; `nil` when the locale cannot have one.
    public let makeFormatter: @Sendable (String) -> (any InputFormatter)?
}

/// A field of any kind, kept as a screen keeps it.
public final class AnyField: @unchecked Sendable {
    // @unchecked: a benchmark uses a field on one thread.
    private let edit: (Step) -> Void
    /// The bytes of the field's value itself (its heap storage aside).
    public let inlineBytes: Int

    /// What the benchmarks do to a field.
    private enum Step { case type(String), paste(String), backspace }

    init<Field: EditableField>(_ field: Field) {
        var field = field
        inlineBytes = MemoryLayout<Field>.size
        edit = { edit in
            switch edit {
            case let .type(key): _ = field.type(key)
            case let .paste(text): _ = field.paste(text)
            case .backspace: _ = field.backspace()
            }
        }
    }

    /// Types `key` at the caret.
    public func type(_ key: String) { edit(.type(key)) }
    /// Pastes `text` at the caret.
    public func paste(_ text: String) { edit(.paste(text)) }
    /// Deletes backward at the caret.
    public func backspace() { edit(.backspace) }
}

public enum FieldKinds {
    private static func kind<F: InputFormatter>(_ name: String, _ locale: String, key: String, sample: String,
                                                _ formatter: @escaping @Sendable (String) throws -> F) -> FieldKind {
        FieldKind(name: name, locale: locale, key: key, sample: sample, makeField: { locale, form in
            guard let formatter = try? formatter(locale) else { return nil }
            return form
                ? AnyField(FormField(formatter: formatter, configuration: .init(label: name), focused: true))
                : AnyField(InputField(formatter: formatter))
        }, makeFormatter: { try? formatter($0) })
    }

    /// The twelve kinds of a form, one of each (the twelve-field form), in their default
    /// configuration.
    public static let form: [FieldKind] = [
        kind("currency", "de_DE", key: "5", sample: "1234.56") { try CurrencyFormatter(locale: $0, currency: ICULocale.currency(of: $0) ?? "EUR") },
        kind("number", "de_DE", key: "5", sample: "1234.5") { try NumberFieldFormatter(locale: $0) },
        kind("unit, short", "de_DE", key: "5", sample: "72.5") { try NumberFieldFormatter(locale: $0, style: .unit("mass-kilogram", width: .short)) },
        kind("percent", "de_DE", key: "5", sample: "12.5") { try NumberFieldFormatter(locale: $0, style: .percent) },
        kind("date", "de_DE", key: "1", sample: "2026-11-25") { try DateFieldFormatter(locale: $0) },
        kind("time", "de_DE", key: "1", sample: "21:05") { try TimeOfDayFormatter(locale: $0) },
        kind("phone", "de_DE", key: "6", sample: "+49 30 1234567") { try PhoneFormatter(region: region(of: $0)) },
        kind("card", "de_DE", key: "4", sample: "4111 1111 1111 1111") { _ in CardNumberFormatter() },
        kind("IBAN", "de_DE", key: "D", sample: "DE89 3704 0044 0532 0130 00") { _ in IBANFormatter() },
        kind("expiry", "de_DE", key: "1", sample: "11/29") { _ in ExpiryDateFormatter() },
        kind("mask", "de_DE", key: "5", sample: "6502532222") { _ in try MaskFormatter(pattern: "(###) ###-####") },
        kind("affixed", "de_DE", key: "5", sample: "123456789") { _ in AffixedFormatter(try MaskFormatter(pattern: "### ### ###"), suffix: " kg") },
    ]

    /// Every kind measured cold: the form's twelve, and the widths, calendars and clocks that
    /// open other ICU objects.
    public static let all: [FieldKind] = form + [
        kind("unit, narrow", "de_DE", key: "5", sample: "72.5") { try NumberFieldFormatter(locale: $0, style: .unit("mass-kilogram", width: .narrow)) },
        kind("unit, full name", "de_DE", key: "5", sample: "72.5") { try NumberFieldFormatter(locale: $0, style: .unit("mass-kilogram", width: .fullName)) },
        kind("date, buddhist", "th_TH", key: "1", sample: "2026-11-25") { try DateFieldFormatter(locale: $0) },
        kind("date, persian", "fa_IR", key: "1", sample: "2026-11-25") { try DateFieldFormatter(locale: $0) },
        kind("time, 12-hour", "en_US", key: "1", sample: "9:05 PM") { try TimeOfDayFormatter(locale: $0) },
    ]

    /// The region of a locale identifier (`DE` of `de_DE`, `TW` of `zh_Hant_TW`), or `US`.
    static func region(of locale: String) -> String {
        let parts = locale.split(separator: "@")[0].split(separator: "_")
        return parts.dropFirst().last(where: { $0.count == 2 && $0.allSatisfy(\.isUppercase) }).map(String.init) ?? "US"
    }

    /// Locales ICU has data for that name a region, other than those the kinds are measured
    /// in, in a fixed order that mixes languages (sorted by a hash of the name): each use of the
    /// twelve-field form takes one not used before in the process.
    public static let freshLocales: [String] = {
        let measured = Set(all.map(\.locale))
        let locales = ICULocale.available.filter { region(of: $0) != "US" || $0.hasSuffix("_US") }
            .filter { !measured.contains($0) }
        func hash(_ name: String) -> UInt64 { name.utf8.reduce(5381) { ($0 &* 33) ^ UInt64($1) } }
        return locales.sorted { hash($0) < hash($1) }
    }()
}
