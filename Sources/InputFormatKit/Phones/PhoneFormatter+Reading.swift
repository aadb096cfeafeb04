extension PhoneFormatter {
    // The reading of a pasted or autofilled phone number: which characters are dialled, which
    // are left out, and which refuse the paste.

    /// Reads pasted text: digits of any script and a leading `+` (or the full-width `＋`) are
    /// kept; spaces, punctuation, symbols and format characters are left out, as a mask leaves
    /// them out (``PastedSeparator``); a currency sign, a letter or any other character is refused.
    ///
    /// In an international number, a trunk prefix written `(0)` after the calling code
    /// (`+49 (0)30 123456`) is not dialled, so it is left out; the characters on either side of
    /// it are read as they were pasted, not joined into one.
    ///
    /// Text that starts with `*` or `#` is a service code (`*#06#`, `*100#`), refused as such; a
    /// number with its extension (`201-555-0123 ext. 12`, ``PhoneExtension``) is refused naming it;
    /// text with no digit that is refused for a character is no phone number at all (`hello`).
    static func read(_ text: String) -> Result<String, EditRejection> {
        // Longer than any number is written with (PasteBound): its beginning is read for the
        // reason it already earns (a letter, more digits than a number has), never inserted.
        if PasteBound.exceeds(text) {
            switch read(PasteBound.beginning(of: text)) {
            case let .failure(reason): return .failure(reason)
            case let .success(dialled) where dialled.utf8.count > maximumDigits: return .failure(.tooManyDigits(maximum: maximumDigits))
            case .success: return .failure(.notAPhoneNumber(EditRejection.excerpt(text)))
            }
        }
        if let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }), first == "*" || first == "#" {
            return .failure(.serviceCode(quoted(text)))
        }
        // An extension is no part of the number: refused, naming it, its digits never joined.
        if let start = PhoneExtension.start(in: text) { return .failure(.phoneExtension(quoted(String(text[start...])))) }
        // ASCII text is read byte by byte, without breaking it into characters (in ASCII only
        // CR LF is two bytes, both left out, as the one character is); other text, and text
        // without contiguous UTF-8 storage (a lazily bridged `NSString`), character by character.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? dialled(bytes, utf8Count: bytes.count) : nil
        }
        let read = (ascii ?? nil) ?? dialled(text, utf8Count: text.utf8.count)
        if case .failure(.characterNotAccepted) = read, !text.contains(where: { asciiDigit($0) != nil }) {
            return .failure(.notAPhoneNumber(quoted(text)))
        }
        return read
    }

    /// `text` as a refusal quotes it: without the spaces around it and its format characters
    /// (bidi marks), cut short.
    static func quoted(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { $0.properties.generalCategory != .format })
        let trimmed = String(kept).trimmingWhitespace
        return EditRejection.excerpt(trimmed)
    }

    /// The dialled characters of pasted `elements` (``read(_:)`` without its service codes),
    /// written once for the bytes of ASCII text and for characters; `utf8Count` bounds what
    /// is kept.
    ///
    /// - Complexity: O(*n*) in the count of `elements`.
    private static func dialled<Elements: Collection>(_ elements: Elements, utf8Count: Int) -> Result<String, EditRejection>
    where Elements.Element: PastedPhoneElement {
        // In an international number, a trunk prefix written `(0)` after the calling code is
        // not dialled.
        let trunk = if case .plus = elements.first(where: { !$0.isPastedWhitespace })?.phoneRole {
            elements.firstRange(of: Elements.Element.trunkPrefix)
        } else {
            Range<Elements.Index>?.none
        }
        var failure: EditRejection?
        let raw = String.written(capacity: utf8Count) { raw in
            var index = elements.startIndex
            while index != elements.endIndex {
                if let trunk, index == trunk.lowerBound {
                    index = trunk.upperBound
                    continue
                }
                let element = elements[index]
                elements.formIndex(after: &index)
                switch element.phoneRole {
                case let .digit(digit):
                    raw.append(digit)
                case .plus:
                    guard raw.count == 0 else {
                        failure = .plusNotAtStart
                        return
                    }
                    raw.append(UInt8(ascii: "+"))
                case .leftOut:
                    continue
                case .refused:
                    failure = .characterNotAccepted(element.asCharacter)
                    return
                }
            }
        }
        return failure.map { .failure($0) } ?? .success(raw)
    }

    /// What a pasted character is to a number.
    fileprivate enum PastedRole {
        /// A digit, with its ASCII byte.
        case digit(UInt8)
        case plus
        /// Space, punctuation, symbols and format characters.
        case leftOut
        case refused
    }

    fileprivate static func role(of character: Character) -> PastedRole {
        if let digit = asciiDigit(character)?.asciiByte { return .digit(digit) }
        if isPlus(character) { return .plus }
        // A currency sign is refused: an amount is no phone number.
        return PastedSeparator.isLeftOut(character, leavingOutCurrencySymbols: false) ? .leftOut : .refused
    }

    /// The role of each ASCII character, as ``role(of:)`` gives it.
    fileprivate static let asciiRoles: [PastedRole] = (0..<128).map { role(of: Character.ascii(UInt8($0))) }
    /// Whether each ASCII character is white space (`Character.isWhitespace`, which looks the
    /// property up).
    fileprivate static let asciiWhitespace: [Bool] = (0..<128).map { Character.ascii(UInt8($0)).isWhitespace }

    static func asciiDigit(_ character: Character) -> Character? {
        DecimalDigit.ascii(of: character)
    }

    static func isPlus(_ character: Character) -> Bool {
        character == "+" || character == "＋"
    }
}

/// What a phone number's reading of a paste works on, so that it is written once: a byte of
/// ASCII text (no text broken into graphemes) or a `Character`, for any text.
private protocol PastedPhoneElement: Equatable {
    /// The trunk prefix `(0)` in these elements.
    static var trunkPrefix: [Self] { get }
    /// What the element is to a number.
    var phoneRole: PhoneFormatter.PastedRole { get }
    /// Whether the element is white space.
    var isPastedWhitespace: Bool { get }
    /// The element as a character, for a refusal to name it (``MaskElement`` has it for both).
    var asCharacter: Character { get }
}

extension UInt8: PastedPhoneElement {
    fileprivate static let trunkPrefix: [UInt8] = Array("(0)".utf8)
    /// The byte of ASCII text (the reading hands over no other).
    fileprivate var phoneRole: PhoneFormatter.PastedRole { PhoneFormatter.asciiRoles[Int(self)] }
    fileprivate var isPastedWhitespace: Bool { PhoneFormatter.asciiWhitespace[Int(self)] }
}

extension Character: PastedPhoneElement {
    fileprivate static let trunkPrefix: [Character] = Array("(0)")
    fileprivate var phoneRole: PhoneFormatter.PastedRole { PhoneFormatter.role(of: self) }
    fileprivate var isPastedWhitespace: Bool { isWhitespace }
}
