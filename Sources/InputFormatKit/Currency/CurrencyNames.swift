/// The words and symbols that name currencies in a locale, as ICU's currency data gives them:
/// what a pasted amount may carry around its digits (the field's own currency), and which other
/// currency a pasted text names (`£` in `£7` is GBP's).
///
/// Read only when a paste carries something besides digits, marks, signs and spaces: a
/// keystroke never reads them.
///
/// ```swift
/// CurrencyNames.stripping(own: "EUR", locale: "de_DE", custom: nil, from: "€")   // " "
/// CurrencyNames.named(in: "£", locale: "en_US", other: "EUR")                       // "GBP"
/// ```
enum CurrencyNames {
    /// The names of `code` in `locale`: its ISO code, symbol, narrow symbol, long name and
    /// plural names, and its English symbol, longest first, without bidi marks.
    ///
    /// - Complexity: about ten look-ups in ICU's currency data.
    static func names(of code: String, locale: String) -> [String] {
        var names: Set<String> = [code]
        for kind in ICUCurrency.Name.allCases {
            if let name = try? ICUCurrency.name(of: code, in: locale, kind: kind) { names.insert(withoutFormatCharacters(name)) }
        }
        // Its symbol as most of the world writes it (`¥` beside ja_JP's full-width `￥`, `US$`).
        for english in ["en", "en_001"] {
            if let symbol = try? ICUCurrency.name(of: code, in: english) { names.insert(withoutFormatCharacters(symbol)) }
        }
        // Every plural form (`1 euro`, `2 euros`; Russian `рубль`, `рубля`, `рублей`; Irish
        // `7.00 bpunt steirling`): ICU answers a form the language lacks with its `other`.
        for category in PluralCategory.allCases where category != .other {
            if let name = try? ICUCurrency.pluralName(of: code, in: locale, category: category.rawValue) {
                names.insert(withoutFormatCharacters(name))
            }
        }
        return names.filter { !$0.isEmpty }.sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }
    }

    /// `affix` with every name of the field's currency (and its custom symbol) taken out, bidi
    /// marks dropped.
    ///
    /// - Complexity: O(n × m) in the affix's length and the number of names.
    static func stripping(own code: String, locale: String, custom: String?, from affix: String) -> String {
        var rest = withoutFormatCharacters(affix)
        var names = names(of: code, locale: locale)
        if let custom, !custom.isEmpty { names.insert(withoutFormatCharacters(custom), at: 0) }
        for name in names where !name.isEmpty {
            rest = rest.replacingAll(name, with: " ")
            if rest.unicodeScalars.allSatisfy({ !isNameScalar($0) }) { break }
        }
        return rest
    }

    /// The ISO code of a currency other than `other` that `text` names in `locale` (its code, or
    /// its symbol or narrow symbol there or in English), `nil` when it names none.
    ///
    /// - Complexity: O(k) look-ups in ICU's currency data for the k currencies in common use;
    ///   run only to word a refusal.
    static func named(in text: String, locale: String, other: String) -> String? {
        // An ISO code written out: three capital letters standing alone.
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard isCapital(scalars[index]) else { index += 1; continue }
            var end = index
            while end < scalars.count, isCapital(scalars[end]) { end += 1 }
            let word = String(String.UnicodeScalarView(scalars[index..<end]))
            if end - index == 3, word != other, ICUCurrency.isKnown(word) { return word }
            index = end
        }
        // A symbol: the longest one `text` holds; among symbols alike (`£` is the narrow symbol
        // of GBP and of FKP in fr_FR), the currency it names in more ways (GBP's English symbol
        // is `£` too), then its own symbol before a narrow one.
        var best: (code: String, length: Int, matches: Int, rank: Int)?
        var tied = false
        let cleaned = withoutFormatCharacters(text)
        for code in ICUCurrency.commonCodes where code != other {
            var length = 0, matches = 0, rank = Int.max
            for (index, (kind, inLocale)) in [(ICUCurrency.Name.symbol, locale), (.narrowSymbol, locale), (.symbol, "en")].enumerated() {
                guard let symbol = try? ICUCurrency.name(of: code, in: inLocale, kind: kind),
                      symbol != code, symbol.unicodeScalars.contains(where: isNameScalar) else { continue }
                let name = withoutFormatCharacters(symbol)
                guard !name.isEmpty, cleaned.contains(name) else { continue }
                length = max(length, name.unicodeScalars.count)
                matches += 1
                rank = min(rank, index)
            }
            guard matches > 0 else { continue }
            if let current = best, (length, matches, -rank) == (current.length, current.matches, -current.rank) {
                tied = true
            } else if best.map({ (length, matches, -rank) > ($0.length, $0.matches, -$0.rank) }) ?? true {
                best = (code, length, matches, rank)
                tied = false
            }
        }
        // Two currencies alike (`kr` is Danish, Norwegian and Swedish): none is named, rather
        // than one guessed.
        return tied ? nil : best?.code
    }

    /// Whether `scalar` is part of a word or symbol (a letter, a mark, a symbol, or punctuation
    /// other than the signs, parentheses and marks an amount may carry).
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "\u{2212}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{FE63}", "\u{FF0D}", "+", "\u{FF0B}",
             "(", ")", ".", ",", "'", "\u{2019}", "\u{066B}", "\u{066C}":
            return false
        default:
            let properties = scalar.properties
            return !properties.isWhitespace && properties.generalCategory != .format
        }
    }

    private static func isCapital(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }

    private static func withoutFormatCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .format }) else { return text }
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { $0.properties.generalCategory != .format })
        return result
    }
}
