extension CurrencyFormatter {
    /// How the finished amount is shown: the currency as a symbol, a narrow symbol, its ISO code,
    /// its name or not at all; the sign; the grouping; and, if the app wants one, a symbol text
    /// of its own.
    ///
    /// Each option is one stem of ICU's number skeleton, so ICU stays the authority on where the
    /// symbol, the sign and the marks go in each locale: the finished text is ICU's output for
    /// the skeleton (the ``customSymbol`` aside, which ICU has no stem for). While the amount is
    /// edited, ``grouping`` applies too; the currency and the sign style do not (the editing form
    /// shows no symbol, and a negative amount keeps its leading minus sign).
    ///
    /// ```swift
    /// let display = CurrencyFormatter.Display(symbol: .isoCode, sign: .accounting, grouping: .off)
    /// let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", allowsNegative: true, display: display)
    /// formatter.finishedText(raw: "-1234.5")   // "(USD 1234.50)"
    /// ```
    public struct Display: Sendable, Hashable {
        /// How the currency is named (ICU's unit width).
        public enum Symbol: String, Sendable, Hashable, CaseIterable {
            /// The locale's symbol (`$`, `€`, `US$` in en_CA): `unit-width-short`, the default.
            case symbol
            /// The narrow symbol (`$` for USD everywhere): `unit-width-narrow`.
            case narrow
            /// The ISO 4217 code (`USD 5.00`): `unit-width-iso-code`.
            case isoCode = "iso-code"
            /// The currency's name, in the plural the amount takes (`5.00 US dollars`):
            /// `unit-width-full-name`. In a few locales ICU 72 keeps the symbol as well
            /// (`€7.00 euros` in en_DE); the finished text is ICU's all the same.
            case name
            /// No currency at all (`5.00`): `unit-width-hidden`. ICU keeps the pattern's spacing,
            /// so some locales keep a space where the symbol stood (`5,00 ` in de_DE).
            case hidden = "none"
        }

        /// How the sign is shown.
        public enum Sign: String, Sendable, Hashable, CaseIterable {
            /// A minus sign on negative amounts only: `sign-auto`, the default.
            case auto
            /// A plus sign on positive amounts and zero too (`+$5.00`): `sign-always`.
            case always
            /// Negative amounts in parentheses where the locale's accounting pattern has them
            /// (`($5.00)` in en_US, a minus sign in de_DE): `sign-accounting`.
            case accounting
        }

        /// How the integer digits are grouped; this applies while editing too.
        public typealias Grouping = DigitGrouping

        /// How the currency is named.
        public var symbol: Symbol
        /// How the sign is shown.
        public var sign: Sign
        /// How the integer digits are grouped, when editing and when editing ends.
        public var grouping: Grouping
        /// A symbol text of the app's own (`US$`), or `nil` for ICU's.
        ///
        /// ICU has no skeleton stem for a symbol of one's own: the amount is formatted by ICU
        /// with ``symbol``'s width, and the text of the currency field ICU reports is then
        /// replaced with this one, so it stands where the locale puts the symbol, with the
        /// spacing ICU wrote around it. Where the new text would touch a digit with a character
        /// that is not a symbol (`Fr.` where ICU wrote `$5.00`), a no-break space goes between,
        /// as CLDR's currency spacing rule does for ICU's own symbols (`USD 5.00`). With
        /// ``Symbol/hidden`` there is no currency field, and this text is not shown.
        ///
        /// ```swift
        /// let francs = try CurrencyFormatter(locale: "en_US", currency: "CHF", display: .init(customSymbol: "Fr."))
        /// francs.finishedText(raw: "5")   // "Fr. 5.00" (ICU: "CHF 5.00")
        /// ```
        public var customSymbol: String?

        /// A display; the defaults are the locale's own way (`$1,234.50`).
        ///
        /// ```swift
        /// CurrencyFormatter.Display(customSymbol: "US$")
        /// ```
        public init(symbol: Symbol = .symbol, sign: Sign = .auto, grouping: Grouping = .auto, customSymbol: String? = nil) {
            self.symbol = symbol
            self.sign = sign
            self.grouping = grouping
            self.customSymbol = customSymbol
        }

        /// The locale's own way: its symbol, a minus sign, its grouping.
        public static let standard = Display()

        /// The ICU number skeleton of the finished text for `currency`: `currency/EUR` and the
        /// stems of the options that are not the default.
        ///
        /// ```swift
        /// CurrencyFormatter.Display(symbol: .isoCode, grouping: .min2).skeleton(currency: "EUR")
        /// // "currency/EUR unit-width-iso-code group-min2"
        /// ```
        func skeleton(currency: String) -> String {
            var skeleton = "currency/\(currency)"
            for stem in [symbol.stem, sign.stem, grouping.stem] where !stem.isEmpty {
                skeleton += " " + stem
            }
            return skeleton
        }

        /// `decimal` as `icu` formats it, with ``customSymbol`` in place of the currency field
        /// (field positions are asked for only then).
        ///
        /// ```swift
        /// try display.text(decimal: "5", formattedBy: icu)   // "US$5.00" for customSymbol "US$"
        /// ```
        ///
        /// - Complexity: one ICU format call, O(*n*) in the length of `decimal`.
        func text(decimal: String, formattedBy icu: ICUNumberFormatter) throws(ICUError) -> String {
            customSymbol == nil ? try icu.formatText(decimal: decimal) : text(of: try icu.format(decimal: decimal))
        }

        /// ICU's formatted amount with ``customSymbol`` in place of the currency field, or its
        /// text as it is without one.
        private func text(of formatted: ICUNumberFormatter.Formatted) -> String {
            guard let customSymbol else { return formatted.text }
            let text = formatted.text
            let spans = formatted.fields.filter { $0.kind == .currency && $0.range.upperBound <= text.utf16.count }
                .map(\.range).sorted { $0.lowerBound < $1.lowerBound }
            var result = ""
            var position = text.startIndex
            for span in spans {
                let lower = text.utf16.index(text.startIndex, offsetBy: span.lowerBound)
                let upper = text.utf16.index(text.startIndex, offsetBy: span.upperBound)
                guard lower >= position else { continue }
                result += text[position..<lower]
                if Self.needsSpace(text[..<lower].unicodeScalars.last, customSymbol.unicodeScalars.first) { result += "\u{A0}" }
                result += customSymbol
                if Self.needsSpace(text[upper...].unicodeScalars.first, customSymbol.unicodeScalars.last) { result += "\u{A0}" }
                position = upper
            }
            return result + text[position...]
        }

        /// CLDR's currency spacing: a space between a digit and a symbol's character next to it
        /// when that character is neither a symbol nor a space (`[[:^S:]&[:^Z:]]`).
        private static func needsSpace(_ neighbour: Unicode.Scalar?, _ symbolEnd: Unicode.Scalar?) -> Bool {
            guard let neighbour, let symbolEnd, neighbour.properties.numericType == .decimal else { return false }
            switch symbolEnd.properties.generalCategory {
            case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
                 .spaceSeparator, .lineSeparator, .paragraphSeparator:
                return false
            default:
                return true
            }
        }
    }
}

extension CurrencyFormatter.Display.Symbol {
    /// The skeleton stem; empty for ICU's default.
    var stem: String {
        switch self {
        case .symbol: return ""
        case .narrow: return "unit-width-narrow"
        case .isoCode: return "unit-width-iso-code"
        case .name: return "unit-width-full-name"
        case .hidden: return "unit-width-hidden"
        }
    }
}

extension CurrencyFormatter.Display.Sign {
    /// The skeleton stem; empty for ICU's default.
    var stem: String {
        switch self {
        case .auto: return ""
        case .always: return "sign-always"
        case .accounting: return "sign-accounting"
        }
    }
}
