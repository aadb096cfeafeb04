extension PhoneFormatter {
    // The reading of a pasted or autofilled phone number: which characters are dialled, which
    // are left out, and which refuse the paste.

    /// Reads pasted text: digits of any script and a leading `+` (or the full-width `＋`) are
    /// kept; spaces, punctuation, symbols and format characters are left out, as a mask leaves
    /// them out (``PastedSeparator``); a currency sign, a letter or any other character is refused.
    ///
    /// In an international number, a trunk prefix written `(0)` after the calling code
    /// (`+49 (0)30 123456`) is not dialled, so it is left out.
    ///
    /// Text that starts with `*` or `#` is a service code (`*#06#`, `*100#`), refused as such;
    /// text with no digit that is refused for a character is no phone number at all (`hello`).
    static func read(_ text: String) -> Result<String, EditRejection> {
        if let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }), first == "*" || first == "#" {
            return .failure(.serviceCode(quoted(text)))
        }
        let read = readASCII(text) ?? readCharacters(text)
        if case .failure(.characterNotAccepted) = read, !text.contains(where: { asciiDigit($0) != nil }) {
            return .failure(.notAPhoneNumber(quoted(text)))
        }
        return read
    }

    /// `text` as a refusal quotes it: without the spaces around it and its format characters
    /// (bidi marks), cut short.
    private static func quoted(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { $0.properties.generalCategory != .format })
        let trimmed = String(kept).trimmingWhitespace
        return EditRejection.excerpt(trimmed)
    }

    /// ``read(_:)`` over characters.
    private static func readCharacters(_ text: String) -> Result<String, EditRejection> {
        var raw = ""
        var text = Substring(text)
        if let plus = text.firstIndex(where: { !$0.isWhitespace }), isPlus(text[plus]),
           let trunk = text.firstRange(of: "(0)") {
            text.removeSubrange(trunk)
        }
        for character in text {
            switch role(of: character) {
            case let .digit(digit):
                raw.append(Character.ascii(digit))
            case .plus:
                guard raw.isEmpty else { return .failure(.plusNotAtStart) }
                raw.append("+")
            case .leftOut:
                continue
            case .refused:
                return .failure(.characterNotAccepted(character))
            }
        }
        return .success(raw)
    }

    /// What a pasted character is to a number.
    private enum PastedRole {
        /// A digit, with its ASCII byte.
        case digit(UInt8)
        case plus
        /// Space, punctuation, symbols and format characters.
        case leftOut
        case refused
    }

    private static func role(of character: Character) -> PastedRole {
        if let digit = asciiDigit(character)?.asciiByte { return .digit(digit) }
        if isPlus(character) { return .plus }
        // A currency sign is refused: an amount is no phone number.
        return PastedSeparator.isLeftOut(character, leavingOutCurrencySymbols: false) ? .leftOut : .refused
    }

    /// The role of each ASCII character, as ``role(of:)`` gives it.
    private static let asciiRoles: [PastedRole] = (0..<128).map { role(of: Character.ascii(UInt8($0))) }
    /// Whether each ASCII character is white space (`Character.isWhitespace`, which looks the
    /// property up).
    private static let asciiWhitespace: [Bool] = (0..<128).map { Character.ascii(UInt8($0)).isWhitespace }

    /// ``read(_:)`` of ASCII text, byte by byte, without breaking it into characters (in ASCII
    /// only CR LF is two bytes, both left out, as the one character is); `nil` for text that is
    /// not ASCII, has a trunk prefix `(0)` to leave out, or has no contiguous UTF-8 storage (a
    /// lazily bridged `NSString`, which the general path reads without copying it first).
    private static func readASCII(_ text: String) -> Result<String, EditRejection>? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Result<String, EditRejection>? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let plus = UInt8(ascii: "+")
            if bytes.first(where: { !asciiWhitespace[Int($0)] }) == plus,
               bytes.indices.dropLast(2).contains(where: { bytes[$0] == UInt8(ascii: "(") && bytes[$0 + 1] == UInt8(ascii: "0") && bytes[$0 + 2] == UInt8(ascii: ")") }) {
                return nil
            }
            var failure: EditRejection?
            let raw = String(unsafeUninitializedCapacity: bytes.count) { raw in
                var count = 0
                for byte in bytes {
                    switch asciiRoles[Int(byte)] {
                    case let .digit(digit):
                        raw[count] = digit
                        count += 1
                    case .plus:
                        guard count == 0 else {
                            failure = .plusNotAtStart
                            return 0
                        }
                        raw[count] = plus
                        count += 1
                    case .leftOut:
                        continue
                    case .refused:
                        failure = .characterNotAccepted(Character.ascii(byte))
                        return 0
                    }
                }
                return count
            }
            return failure.map { .failure($0) } ?? .success(raw)
        } ?? nil
    }

    static func asciiDigit(_ character: Character) -> Character? {
        DecimalDigit.ascii(of: character)
    }

    static func isPlus(_ character: Character) -> Bool {
        character == "+" || character == "＋"
    }
}
