extension AmountReader {
    /// Takes the field currency's names out of the affixes; refuses what is left that is no part
    /// of an amount: another currency's name, or other text. Only a paste whose affixes hold
    /// letters or symbols reads the names (from ICU).
    func checkNames(prefix: inout [Unicode.Scalar], suffix: inout [Unicode.Scalar], digits: some Sequence<UInt8>,
                    text: String) -> EditRejection? {
        guard prefix.contains(where: CurrencyNames.isNameScalar) || suffix.contains(where: CurrencyNames.isNameScalar) else {
            return nil
        }
        // No currency's names and words run that long: a long text around the digits is refused
        // as it is, without searching ICU's names in it (a 1 MB paste costs no more than a short one).
        guard prefix.count + suffix.count <= 64 else {
            var rest = ""
            rest.unicodeScalars.append(contentsOf: prefix.prefix(64) + [" "] + suffix.prefix(64))
            let words = rest.split(whereSeparator: \.isWhitespace).filter { $0.unicodeScalars.contains(where: CurrencyNames.isNameScalar) }
            return .notPartOfQuantity(EditRejection.excerpt(words.joined(separator: " ")), quantity)
        }
        func stripped(_ affix: [Unicode.Scalar], currency: String) -> [Unicode.Scalar] {
            guard affix.contains(where: CurrencyNames.isNameScalar) else { return affix }
            var string = ""
            string.unicodeScalars.append(contentsOf: affix)
            return Array(CurrencyNames.stripping(own: currency, locale: locale, custom: customSymbol, from: string).unicodeScalars)
        }
        var affixes = ""
        affixes.unicodeScalars.append(contentsOf: prefix + [" "] + suffix)
        if let currency {
            prefix = stripped(prefix, currency: currency)
            suffix = stripped(suffix, currency: currency)
            if (prefix + suffix).contains(where: CurrencyNames.isNameScalar) {
                // The words the field itself writes around this amount (`de` in `1.238 de yeni`).
                let words = finishedWords(for: String(decoding: Array(digits), as: UTF8.self))
                prefix = Self.removing(words, from: prefix)
                suffix = Self.removing(words, from: suffix)
            }
        } else {
            // A number field: its own words (its unit, its percent sign) go.
            prefix = Self.removing(ownWords, from: prefix, glued: true)
            suffix = Self.removing(ownWords, from: suffix, glued: true)
        }
        let left = (prefix + [" "] + suffix).filter { !$0.properties.isWhitespace || $0 == " " }
        guard left.contains(where: CurrencyNames.isNameScalar) else { return nil }
        var rest = ""
        rest.unicodeScalars.append(contentsOf: left)
        // Another currency is looked for in the affixes as pasted: `US$` holds the `$` of CAD in
        // en_CA, which stripping took out.
        if let currency, let other = CurrencyNames.named(in: affixes, locale: locale, other: currency) {
            return .otherCurrency(EditRejection.excerpt(text), found: other, expected: currency)
        }
        let words = rest.split(whereSeparator: \.isWhitespace).filter { $0.unicodeScalars.contains(where: CurrencyNames.isNameScalar) }
        return .notPartOfQuantity(EditRejection.excerpt(words.joined(separator: " ")), quantity)
    }

    /// The words of the field's finished text of `digits` (as a whole number) outside the number.
    private func finishedWords(for digits: String) -> [String] {
        guard let finished, !digits.isEmpty, digits.utf8.count <= 40, let formatted = try? finished.format(decimal: digits) else { return [] }
        guard let affixes = formatted.affixes else { return [] }
        let outside = affixes.prefix + " " + affixes.suffix
        return outside.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            .filter { $0.unicodeScalars.contains(where: CurrencyNames.isNameScalar) }
    }

    /// `affix` without the whole words of `words` (each taken out once); with `glued` (a number
    /// field's own words: its unit, its percent sign), a word with a sign or other marks glued to
    /// it (`-%` in tr_TR's `-%12`) leaves those marks, which are read as the sign is. A currency's
    /// words are taken whole only: `-de` in `1.238 -de yeni` stays, and refuses the paste.
    private static func removing(_ words: [String], from affix: [Unicode.Scalar], glued: Bool = false) -> [Unicode.Scalar] {
        var text = ""
        text.unicodeScalars.append(contentsOf: affix)
        var kept = text.split(omittingEmptySubsequences: false, whereSeparator: \.isWhitespace).map(String.init)
        for word in words where !word.isEmpty {
            if let index = kept.firstIndex(of: word) {
                kept[index] = ""
                continue
            }
            for (index, part) in kept.enumerated() where glued {
                let rest = part.hasSuffix(word) ? part.dropLast(word.count) : part.hasPrefix(word) ? part.dropFirst(word.count) : nil
                if let rest, !rest.isEmpty, !rest.unicodeScalars.contains(where: CurrencyNames.isNameScalar) {
                    kept[index] = String(rest)
                    break
                }
            }
        }
        return Array(kept.joined(separator: " ").unicodeScalars)
    }

    /// Negative when a minus sign, or a pair of parentheses, stands in the affixes; `nil` when the
    /// affixes hold something that is not part of an amount. A hyphen between two letters is
    /// part of a word (`dollars des États-Unis`), not a sign, and so is a pair of parentheses
    /// within one affix (`francs CFA (BEAC)`): only an open one before the amount and a closing
    /// one after it make it negative.
    static func sign(prefix: [Unicode.Scalar], suffix: [Unicode.Scalar]) -> Bool? {
        var minus = 0, plus = 0
        var unclosed = [0, 0], unopened = [0, 0]   // per affix: `(` without its `)`, `)` without its `(`
        var signsBefore = 0   // the prefix's signs, once the suffix is read
        for (side, affix) in [prefix, suffix].enumerated() {
            if side == 1 { signsBefore = minus + plus }
            for (index, scalar) in affix.enumerated() {
                switch scalar {
                case "-", "\u{2212}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{FE63}", "\u{FF0D}":
                    if index > 0, index + 1 < affix.count, isWordPart(affix[index - 1]), isWordPart(affix[index + 1]) { continue }
                    minus += 1
                case "+", "\u{FF0B}": plus += 1
                case "(": unclosed[side] += 1
                case ")":
                    if unclosed[side] > 0 { unclosed[side] -= 1 } else { unopened[side] += 1 }
                case ".", ",", "\u{066B}":
                    // A mark after a sign that follows the digits (`8-,`); not one in a word of the
                    // suffix after a sign before them (uk `-1 год.`).
                    if side == 1, minus + plus > signsBefore { return nil }
                case "'", "\u{2019}", "\u{066C}", "\u{060B}": continue
                default:
                    switch scalar.properties.generalCategory {
                    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                         .nonspacingMark, .spacingMark, .currencySymbol, .spaceSeparator, .format,
                         .otherPunctuation, .dashPunctuation, .connectorPunctuation, .mathSymbol,
                         .modifierSymbol, .otherSymbol, .initialPunctuation, .finalPunctuation:
                        // Symbols such as `B/.` (PAB), `S/` (PEN), `ج.م.` (EGP) and words around it.
                        continue
                    default:
                        if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
                        return nil
                    }
                }
            }
        }
        let open = unclosed[0], close = unopened[1]
        guard minus + plus <= 1, unopened[0] == 0, unclosed[1] == 0, open == close, open <= 1, !(open == 1 && minus == 1)
        else { return nil }
        return minus == 1 || open == 1
    }

    /// A letter, or a combining mark on one (`ẹ̀` in `Orílẹ̀-Èdè`).
    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.isAlphabetic
        }
    }
}
