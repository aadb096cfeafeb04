/// An IBAN field, typed live for every country of the IBAN registry: letters upper-cased,
/// shown in groups of four, a space typed where a group ends shown before the next group (caret
/// rule 7) and ignored elsewhere; once the two-letter country is known the field knows the length and which
/// positions take digits, letters or either, and refuses a character that cannot stand there or
/// past the end. An unknown country is refused at its second letter.
///
/// Paste takes the print form, lower case, an `IBAN ` prefix and dashes.
///
/// ```swift
/// var field = InputField(formatter: IBANFormatter())
/// field.type("de89370400440532013000")
/// field.text.string            // "DE89 3704 0044 0532 0130 00"
/// field.value?.validation      // .valid
/// field.value?.electronic      // "DE89370400440532013000"
/// ```
public struct IBANFormatter: ValidatingFormatter, BuiltInFormatter {
    private let engine = MaskFormatter(masks: IBANRegistry.shared.masks)

    /// An IBAN formatter.
    ///
    /// ```swift
    /// IBANFormatter()
    /// ```
    public init() {}

    /// The characters of an IBAN text, without its spaces.
    ///
    /// ```swift
    /// IBANFormatter().rawText(of: "DE89 3704")   // "DE893704"
    /// ```
    ///
    /// - Complexity: O(*n* × *k*) in the length of `text` and the number of the countries' layouts, through which it is
    ///   read.
    public func rawText(of text: String) -> String { engine.rawText(of: text) }

    /// The characters in groups of four.
    ///
    /// ```swift
    /// IBANFormatter().layout(raw: "GB82WEST1234").text   // "GB82 WEST 1234"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func layout(raw: String) -> RawLayout { engine.layout(raw: raw) }

    /// Applies an edit: letters upper-cased, a pasted `IBAN ` prefix left out, each character
    /// checked against the country's structure, an unknown country refused.
    ///
    /// - Complexity: O(*n* + *p* × *k*) in the length of `raw`, of a pasted text and the number of the countries'
    ///   layouts, through which a paste is read.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        switch normalised(input, replacing: range, in: raw) {
        case let .failure(reason): return .rejected(reason)
        case let .success(normalised): return engine.replace(range, in: raw, with: normalised)
        }
    }

    /// An edit through the mask engine, which lays its raw characters out as it checks them.
    ///
    /// - Complexity: that of `replace(_:in:with:)`, plus O(*n*) to lay out the new characters.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        switch normalised(input, replacing: range, in: raw) {
        case let .failure(reason): return .rejected(reason)
        case let .success(normalised): return engine.replace(range, in: raw, with: normalised, layout: &layout)
        }
    }

    /// The space before the next group of four, which a key may type ahead of its first
    /// character.
    ///
    /// ```swift
    /// IBANFormatter().decorationAhead(ofRaw: "DE89")   // " "
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func decorationAhead(ofRaw raw: String) -> String? {
        engine.decorationAhead(ofRaw: raw)
    }

    /// `input` as the mask engine takes it (letters upper-cased, a pasted label and separators
    /// left out), or why it is refused before reaching it (a character no IBAN holds, an
    /// unknown country).
    private func normalised(_ input: EditInput, replacing range: Range<Int>, in raw: String) -> Result<EditInput, EditRejection> {
        let normalised: EditInput
        switch input {
        case let .keystroke(character):
            if let upper = Self.ibanCharacter(character) {
                normalised = .keystroke(upper)
            } else if character.isWhitespace, !character.isNewline {
                normalised = .paste("")   // a space, as on paper, is ignored (it replaces a selection)
            } else {
                return .failure(.characterNotAccepted(character))
            }
        case let .paste(text):
            // Longer than any IBAN is written with (34 characters, ISO 13616): refused unread.
            if PasteBound.exceeds(text) { return .failure(.maskFull(slots: 34)) }
            var characters: [Character] = []
            for character in Self.withoutLabel(text) {
                if let upper = Self.ibanCharacter(character) {
                    characters.append(upper)
                } else if !(character.isWhitespace || character.isPunctuation || character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)) {
                    return .failure(.characterNotAccepted(character))
                }
            }
            normalised = .paste(String(characters))
        case .deletion:
            normalised = input
        }
        // The country first: its two letters decide what may follow. Two letters that are no
        // country's code (`DX`), or a paste that does not start with letters (`12345`), are
        // refused by name; a typed character in the wrong place is the engine's to refuse.
        if range.lowerBound < 2 {
            let start = raw.prefix(range.lowerBound) + normalised.insertedText + raw.dropFirst(range.upperBound)
            let country = String(start.prefix(2))
            let isPaste = if case .paste = input { true } else { false }
            if country.utf8.count == 2, isPaste || country.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
               IBANRegistry.shared.countries[country] == nil {
                return .failure(.unknownIBANCountry(country))
            }
        }
        return .success(normalised)
    }

    /// The IBAN, `nil` without characters.
    ///
    /// ```swift
    /// IBANFormatter().value(raw: "DE89")?.country   // "DE"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func value(raw: String) -> IBAN? {
        raw.isEmpty ? nil : IBAN(electronic: raw)
    }

    /// A character an IBAN may hold, as it holds it: an ASCII letter upper-cased, a digit of any
    /// script as ASCII; `nil` for anything else.
    static func ibanCharacter(_ character: Character) -> Character? {
        if let ascii = character.asciiByte {
            if ascii >= UInt8(ascii: "a"), ascii <= UInt8(ascii: "z") { return Character(Unicode.Scalar(ascii - 32)) }
            if ascii >= UInt8(ascii: "A"), ascii <= UInt8(ascii: "Z") { return character }
        }
        return DecimalDigit.ascii(of: character)
    }

    /// `text` without a leading `IBAN` label (`IBAN `, `IBAN: `, any case): no country code
    /// starts with `IB`.
    static func withoutLabel(_ text: String) -> Substring {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.prefix(4).uppercased() == "IBAN" else { return trimmed }
        return trimmed.dropFirst(4).drop { $0 == ":" || $0.isWhitespace }
    }
}
