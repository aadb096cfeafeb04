/// Where a phone number's extension begins in a text, as libphonenumber's parser finds one: at
/// the end, after the number, a label (`ext`, `ext.`, `extn`, `extension`, `extensión`, `x`,
/// `#`, `~`, `int`, `доб`, `anexo`, their full-width forms), RFC 3966's `;ext=`, or the
/// automatic-dialling marks `,` and `;`, then the extension's digits (and an optional `#`); or
/// digits after a space or `-` ended by `#` (`1234-910#`).
///
/// A phone field takes the number alone: a paste that carries an extension is refused naming
/// it, and typed key by key its digits are refused as they come, never joined to the number
/// (``PhoneFormatter/replace(_:in:with:layout:)``).
///
/// ```swift
/// PhoneExtension.start(in: "+1 201-555-0123 ext. 12").map { "+1 201-555-0123 ext. 12"[$0...] }   // " ext. 12"
/// PhoneExtension.start(in: "+1 201-555-0123")                                                    // nil
/// ```
enum PhoneExtension {
    /// The labels before an extension's digits, lower-cased: libphonenumber's explicit ones
    /// (`e?xt(ensi(ó|ó))?n?`, full-width `ｅｘｔ`, `доб`, `anexo`) and ambiguous ones (`x`, `int`).
    static let labels: Set<String> = {
        var labels: Set<String> = ["ｅｘｔ", "ｅｘｔｎ", "ｘｔ", "ｘｔｎ", "доб", "anexo", "x", "ｘ", "int", "ｉｎｔ"]
        for start in ["ext", "xt"] {
            for middle in ["", "ensio", "ensió"] {
                labels.insert(start + middle)
                labels.insert(start + middle + "n")
            }
        }
        return labels
    }()

    /// The most digits an extension has, and the most letters of a label (`extension`).
    static let longestExtension = 20, longestLabel = 9

    /// The ambiguous one-character labels (`#`, `~` and their full-width forms).
    static let markLabels: Set<Character> = ["#", "＃", "~", "～"]

    /// The index in `text` at which an extension at its end begins (the separators before its
    /// label included), `nil` when it ends with none or holds no number before it.
    ///
    /// - Complexity: O(*n*) in the white space and separators at the end of `text`; the digits
    ///   and the label it reads are bounded (``longestExtension``, ``longestLabel``).
    static func start(in text: String) -> String.Index? {
        var index = text.endIndex
        func previous() -> Character? { index > text.startIndex ? text[text.index(before: index)] : nil }
        // Steps back over characters that satisfy `predicate`, at most one more than `limit`.
        func skip(atMost limit: Int = .max, while predicate: (Character) -> Bool) -> Int {
            var count = 0
            while count <= limit, let character = previous(), predicate(character) {
                index = text.index(before: index)
                count += 1
            }
            return count
        }
        let isDigit = { (character: Character) in DecimalDigit.ascii(of: character) != nil }
        // Format characters (bidi marks) are left out, as a paste leaves them out.
        let isFormat = { (character: Character) in character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format } }
        _ = skip { $0.isWhitespace || isFormat($0) }
        var endsWithHash = false
        if let last = previous(), last == "#" || last == "＃" {
            index = text.index(before: index)
            endsWithHash = true
        }
        // At most 20 digits, as libphonenumber reads them (which bounds the work on a long paste).
        let digits = skip(atMost: Self.longestExtension, while: isDigit)
        guard (1...Self.longestExtension).contains(digits) else { return nil }
        // The characters between the label and the digits; a comma among them is a label itself.
        var commas = 0
        let separators = skip { character in
            if character == "," { commas += 1 }
            return character == " " || character == "\u{00A0}" || character == "\t" || character == "," || character == "-" || isFormat(character)
        }
        let afterSeparators = index
        // American style: digits after a space or `-`, then `#` (`1234-910#`).
        if endsWithHash, separators > 0, commas == 0, let before = previous(), isDigit(before) { return index }
        if let mark = previous(), mark == ":" || mark == "." || mark == "．" { index = text.index(before: index) }
        let labelEnd = index
        if let mark = previous(), markLabels.contains(mark) || mark == ";" {
            index = text.index(before: index)
        } else if previous() == "=" {
            // RFC 3966: `;ext=`.
            index = text.index(before: index)
            let word = skip(atMost: 3) { $0.isLetter }
            guard word == 3, text[index...].lowercased().hasPrefix("ext="), previous() == ";" else { return nil }
            index = text.index(before: index)
        } else if case let letters = skip(atMost: Self.longestLabel, while: \.isLetter), letters > 0 {
            guard letters <= Self.longestLabel, labels.contains(text[index..<labelEnd].lowercased()) else { return nil }
        } else if commas == 0 {
            return nil
        } else {
            index = afterSeparators   // commas alone: automatic dialling
        }
        _ = skip { $0 == " " || $0 == "\u{00A0}" || $0 == "\t" || $0 == "," || isFormat($0) }
        // A number before it.
        guard let last = previous(), isDigit(last) else { return nil }
        return index
    }
}

/// The keys typed at the end of a phone field that left its digits as they were (a space, the
/// letters of `ext.`), kept in its layout's memo beside the grouping
/// (``PhoneFormatter/replace(_:in:with:layout:)``).
final class TypedPhoneKeys: Sendable {
    /// The raw characters the keys were typed after: the memo holds only for them.
    let raw: String
    /// The keys.
    let afterNumber: String
    /// The grouping of `raw`.
    let grouping: AsYouTypeGrouping.KeptGrouping?

    init(raw: String, afterNumber: String, grouping: AsYouTypeGrouping.KeptGrouping?) {
        self.raw = raw
        self.afterNumber = afterNumber
        self.grouping = grouping
    }
}
