// GermanPostalCodeFormatter.swift
import InputFormatKit

/// A German postal code (Postleitzahl): five digits, which never begin with `00`.
///
/// A formatter of an app's own, written against the public API alone: the field around it
/// keeps the caret rules, undo, composition, the counter, the messages and what a screen reader
/// reads, as it does for the library's formatters.
///
/// ```swift
/// var field = FormField(formatter: GermanPostalCodeFormatter(), focused: true)
/// field.type("10115")   // "10115", valid
/// ```
public struct GermanPostalCodeFormatter: InputFormatter {
    /// The digits typed: the postal code once there are five.
    public typealias Value = String

    /// The code of this formatter's own verdict: no postal code begins with `00`. Its message
    /// is the app's to give, in each language its fields speak.
    public static let noSuchRegion: ValueVerdict.Code = "postal-code.no-such-region"

    /// The digits a postal code has.
    public static let length = 5

    public init() {}

    /// The digits of a text, in any script's digits (`１０１１５`, `١٠١١٥`), as ASCII.
    public func rawText(of text: String) -> String {
        String(text.compactMap(Self.asciiDigit))
    }

    /// The digits as they are, one UTF-16 unit each, with no decoration.
    public func layout(raw: String) -> RawLayout {
        RawLayout(text: raw, rawSpans: (0..<raw.utf8.count).map { $0..<($0 + 1) })
    }

    /// Digits typed or pasted take the place of `range` (a paste's spaces and invisible marks go:
    /// `10 115`, a right-to-left mark before `١٠١١٥`); a paste with no digit, any other character,
    /// or a sixth digit is refused with its reason, and the field keeps what it had.
    ///
    /// - Complexity: O(*n*) in the length of `raw` and of the text inserted.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let inserted: String
        switch input {
        case .deletion: inserted = ""
        case let .keystroke(key): inserted = String(key)
        case let .paste(text):
            inserted = text.filter { !$0.isWhitespace && !Self.isInvisibleMark($0) }
            if inserted.isEmpty, let first = text.first { return .rejected(.characterNotAccepted(first)) }
        }
        var digits = ""
        for character in inserted {
            guard let digit = Self.asciiDigit(character) else { return .rejected(.characterNotAccepted(character)) }
            digits.append(digit)
        }
        return .splicing(digits, into: raw, at: range) { result in
            result.utf8.count > Self.length ? .tooManyDigits(maximum: Self.length) : nil
        }
    }

    public func value(raw: String) -> String? {
        raw.isEmpty ? nil : raw
    }

    /// Fewer than five digits ask for all five, in the library's words; `00` begins no
    /// German postal code. An empty field has no verdict: whether it may stay empty is the
    /// form's to say (`isRequired`).
    public func verdict(raw: String) -> ValueVerdict? {
        if raw.isEmpty { return nil }
        if raw.utf8.count < Self.length { return ValueVerdict(code: .maskIncompleteDigits, count: Self.length) }
        if raw.hasPrefix("00") { return ValueVerdict(code: Self.noSuchRegion) }
        return nil
    }

    public var keyboardHint: KeyboardHint { .numberPad }

    /// A German field: its messages, counter and announcements speak German unless the app
    /// names another language.
    public var fieldLocale: String? { "de_DE" }

    /// Whether `character` is an invisible formatting mark (a bidi mark such as U+200F), which
    /// text copied from a right-to-left page carries.
    static func isInvisibleMark(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
    }

    /// `character` as an ASCII digit, if it is one decimal digit of any script.
    static func asciiDigit(_ character: Character) -> Character? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Character(String(Int(value)))
    }
}
