/// What a number field shows around the number while it is edited: the percent sign or the unit,
/// in the plural form the number takes (`1 kilogram`, `12 kilograms`; `2 килограмма`,
/// `5 килограммов`), where the locale writes it (`%12,5` in tr_TR).
///
/// The affixes are ICU's own: the text of the formatted number outside its digits, marks and
/// sign. Most styles write the same affixes for every number (a percent sign, `kg`): those are
/// read once. A unit's full name changes with the plural form; its affixes are then read from
/// ICU per number and kept (see ``Varying``), keyed by what CLDR's plural rules can tell apart.
///
/// ```swift
/// let affixes = try NumberAffixes(style: .unit("mass-kilogram", width: .fullName), locale: "en")
/// affixes.around(raw: "1").suffix     // " kilogram"
/// affixes.around(raw: "12").suffix    // " kilograms"
/// affixes.around(raw: "1.0").suffix   // " kilograms" (one visible fraction digit)
/// ```
enum NumberAffixes: Sendable {
    /// A plain number: nothing around it.
    case none
    /// The same text before and after every number.
    case constant(prefix: String, suffix: String)
    /// Text that changes with the number's plural form.
    case varying(Varying)

    /// The affixes of the style in `locale`, or `nil` when ICU cannot format it (an unknown
    /// unit). `stem` is the style's skeleton stem.
    ///
    /// - Complexity: a look-up; about twenty ICU calls the first time a stem is read in a locale.
    init(stem: String, locale: String) throws(ICUError) {
        guard !stem.isEmpty else {
            self = .none
            return
        }
        let varying = try Varying.shared(stem: stem, locale: locale)
        // When every plural form writes the same affixes, the style's affixes are constant.
        if let only = varying.seen.first, varying.seen.count == 1 {
            self = .constant(prefix: only.prefix, suffix: only.suffix)
        } else {
            self = .varying(varying)
        }
    }

    /// Whether `formatter` (the style's finished formatter) writes a negative number's sign
    /// before the constant prefix rather than before the digits: a percent sign that stands
    /// first (`-%12` in tr_TR, eu, ku). A unit before the number keeps the sign with the digits
    /// (`kg -12` in Hausa).
    ///
    /// ```swift
    /// affixes.minusPrecedesPrefix(in: try ICUNumberFormatter.shared(skeleton: "percent", locale: "tr_TR"))   // true
    /// ```
    func minusPrecedesPrefix(in formatter: ICUNumberFormatter) -> Bool {
        guard case let .constant(prefix, _) = self, !prefix.isEmpty,
              let negative = try? formatter.format(decimal: "-100"),
              let sign = negative.fields.first(where: { $0.kind == .sign }) else { return false }
        let afterSign = negative.text.utf16.dropFirst(sign.range.upperBound)
        return afterSign.starts(with: prefix.utf16)
    }

    /// `text` without the affixes the style writes around a number (any plural form's).
    ///
    /// ```swift
    /// affixes.number(in: "0.dd.")   // "0." (Spanish días, narrow: `dd.`)
    /// ```
    ///
    /// - Complexity: O(*n* × *k*) in the length of `text` and the number of plural forms.
    func number(in text: Substring) -> Substring {
        let pairs: [(prefix: String, suffix: String)]
        switch self {
        case .none: return text
        case let .constant(prefix, suffix): pairs = [(prefix, suffix)]
        case let .varying(varying): pairs = varying.seen
        }
        for (prefix, suffix) in pairs where text.hasPrefix(prefix) && text.hasSuffix(suffix)
            && text.count >= prefix.count + suffix.count {
            return text.dropFirst(prefix.count).dropLast(suffix.count)
        }
        return text
    }

    /// Numbers that take every plural form CLDR has (`one`, `two`, `few`, `many` in ar, cy,
    /// ru, pl, lt, fr's millions…), as ICU reads decimal strings.
    static let samples: [String] = (0...30).map(String.init)
        + ["100", "101", "102", "103", "111", "1000", "1000000", "2000000", "1000001"]
        + ["0.0", "0.1", "0.5", "1.0", "1.1", "1.5", "2.0", "2.1", "2.5", "5.5", "11.1", "0.25", "1.25"]

    /// The prefix and suffix shown around the raw number `raw` (`-1234.5`).
    ///
    /// - Complexity: O(1) for a constant style; O(*n*) in the length of `raw` for a varying one,
    ///   with one ICU call the first time a plural key is met.
    func around(raw: String) -> (prefix: String, suffix: String) {
        switch self {
        case .none: ("", "")
        case let .constant(prefix, suffix): (prefix, suffix)
        case let .varying(varying): varying.around(raw: raw)
        }
    }

    /// Affixes read from ICU per number and kept by plural key.
    ///
    /// A plural rule of CLDR looks at the integer part through `i % 10`, `% 100`, `% 1000` and
    /// `% 1000000` and compares it with numbers below ten million, and at the fraction digits as
    /// they are shown (`1.0` takes another form than `1` in English). So the key keeps the
    /// fraction digits as typed and an integer part of up to seven digits; a longer one is
    /// reduced to `10` followed by its last six digits, which every rule reads alike. At most
    /// ``maximumKept`` keys are kept per stem and locale, whose affixes every formatter of that
    /// style shares (the Performance article lists every cache).
    final class Varying: @unchecked Sendable {
        // @unchecked: all mutable state is behind `state`'s lock.
        private let stem: String
        private let locale: String
        private let state = Locked(State())

        private struct State {
            /// The formatter showing exactly `v` fraction digits, by `v`.
            var formatters: [Int: ICUNumberFormatter] = [:]
            var kept: [PluralKey: (prefix: String, suffix: String)] = [:]
            /// The affixes of 100, which every locale writes with its number.
            var hundred: (prefix: String, suffix: String)?

            mutating func manyLayout(stem: String, locale: String) throws(ICUError) -> (prefix: String, suffix: String) {
                if let hundred { return hundred }
                let formatter = try Varying.formatter(showing: 0, stem: stem, locale: locale, in: &self)
                let affixes = try formatter.format(decimal: "100").affixes ?? ("", "")
                hundred = affixes
                return affixes
            }
        }

        /// The affixes for a number that ICU writes as a word alone (Arabic `ساعة`, one hour;
        /// `ساعتان`, two hours): while the number is edited it must show, so the word stands where
        /// the unit stands around 100, with the same space between (`١ ساعة`).
        static func withoutNumber(_ word: String, around hundred: (prefix: String, suffix: String)) -> (prefix: String, suffix: String) {
            if !hundred.prefix.isEmpty, hundred.suffix.isEmpty {
                let gap = hundred.prefix.reversed().prefix { $0.isWhitespace }
                return (word + String(gap.reversed()), "")
            }
            let gap = hundred.suffix.prefix { $0.isWhitespace }
            return ("", gap + word)
        }

        static let maximumKept = 256

        /// The affixes of every plural form, as ``NumberAffixes/samples`` found them, the
        /// longest first.
        private(set) var seen: [(prefix: String, suffix: String)]   // set once, in init

        /// Reads the affixes of every sample, each plural form's once: ICU chooses an integer's
        /// affixes by its plural category alone, so of the integer samples only the first of
        /// each category is formatted (a decimal's category hangs on its visible fraction
        /// digits too, which the plural rules' C API cannot be given: each is formatted).
        ///
        /// - Complexity: about twenty ICU calls.
        init(stem: String, locale: String) throws(ICUError) {
            self.stem = stem
            self.locale = locale
            self.seen = []
            var seen: [(prefix: String, suffix: String)] = []
            var categories: Set<PluralCategory> = []
            for sample in NumberAffixes.samples {
                if let count = Int(sample), !categories.insert(ICUPluralRules.category(of: count, locale: locale)).inserted { continue }
                let affixes = try read(sample)
                if !seen.contains(where: { $0 == affixes }) { seen.append(affixes) }
            }
            self.seen = seen.sorted { $0.prefix.count + $0.suffix.count > $1.prefix.count + $1.suffix.count }
        }

        /// The affixes the process shares, by stem and locale: every field of a style in a locale
        /// reads the same plural forms.
        static let readSoFar = SharedCache<LocaleSetting, Varying>(bound: 64)

        /// The affixes of `stem` in `locale`, read once and shared (up to 64 stems and locales;
        /// past that, read for each formatter).
        ///
        /// - Complexity: a look-up; the first time, about sixty ICU calls.
        static func shared(stem: String, locale: String) throws(ICUError) -> Varying {
            try readSoFar.value(for: LocaleSetting(locale: locale, setting: stem)) { () throws(ICUError) in
                try Varying(stem: stem, locale: locale)
            }
        }

        /// How many keys are kept now.
        var keptCount: Int { state.withLock(\.kept.count) }

        func around(raw: String) -> (prefix: String, suffix: String) {
            (try? read(PluralKey(raw: raw))) ?? ("", "")
        }

        /// The affixes ICU writes around the decimal string `decimal` (a plain decimal, such as
        /// one of the ``NumberAffixes/samples``), shown with all its fraction digits.
        func read(_ decimal: String) throws(ICUError) -> (prefix: String, suffix: String) {
            try read(PluralKey(raw: decimal))
        }

        /// The affixes ICU writes around the number `key` stands for.
        private func read(_ key: PluralKey) throws(ICUError) -> (prefix: String, suffix: String) {
            try state.withLock { state in
                Result { () throws(ICUError) -> (prefix: String, suffix: String) in
                    if let kept = state.kept[key] { return kept }
                    let formatter = try Self.formatter(showing: Int(key.fractionCount), stem: stem, locale: locale, in: &state)
                    let formatted = try formatter.format(decimal: key.decimal)
                    let affixes: (prefix: String, suffix: String)
                    if let read = formatted.affixes {
                        affixes = read
                    } else {
                        affixes = Self.withoutNumber(formatted.text, around: try state.manyLayout(stem: stem, locale: locale))
                    }
                    if state.kept.count >= Self.maximumKept { state.kept.removeAll(keepingCapacity: true) }
                    state.kept[key] = affixes
                    return affixes
                }
            }.get()
        }

        private static func formatter(showing fractionDigits: Int, stem: String, locale: String,
                                      in state: inout State) throws(ICUError) -> ICUNumberFormatter {
            if let known = state.formatters[fractionDigits] { return known }
            let precision = fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
            let opened = try ICUNumberFormatter.shared(skeleton: "\(stem) \(precision)", locale: locale)
            state.formatters[fractionDigits] = opened
            return opened
        }

    }
}

/// What CLDR's plural rules can tell apart of a raw number (`-1234.50`): no sign; the integer part
/// as it is up to seven digits, and past seven digits `10` followed by its last six (the rules
/// read `i % 10`, `% 100`, `% 1000` and `% 1000000`, and compare with numbers below ten
/// million); the fraction digits as typed, trailing zeros included (`1.0` is plural in English),
/// none after a lone decimal mark (`12.` shows as 12 does).
///
/// ```swift
/// PluralKey(raw: "-123456789.50").decimal   // "10456789.50"
/// ```
struct PluralKey: Hashable, Sendable {
    /// The integer part, reduced.
    var integer: UInt32
    /// The fraction digits as a number, and how many there are (at most 18).
    var fraction: UInt64
    var fractionCount: UInt8

    /// The key of the raw number `raw` (`-`, ASCII digits and at most one `.`).
    ///
    /// - Complexity: O(*n*) in the length of `raw`, without allocating.
    init(raw: String) {
        var raw = raw
        var integer: UInt64 = 0, lastSix: UInt64 = 0, integerCount = 0
        var fraction: UInt64 = 0, fractionCount = 0, inFraction = false
        raw.withUTF8 { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: ".") { inFraction = true; continue }
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
                let digit = UInt64(byte - UInt8(ascii: "0"))
                if inFraction {
                    guard fractionCount < 18 else { continue }
                    fraction = fraction * 10 + digit
                    fractionCount += 1
                } else {
                    if integerCount > 0 || digit > 0 { integerCount += 1 }
                    if integerCount <= 7 { integer = integer * 10 + digit }
                    lastSix = (lastSix * 10 + digit) % 1_000_000
                }
            }
        }
        self.integer = UInt32(integerCount > 7 ? 10_000_000 + lastSix : integer)
        self.fraction = fraction
        self.fractionCount = UInt8(fractionCount)
    }

    /// The decimal string ICU formats for the key (`10456789.50`).
    var decimal: String {
        guard fractionCount > 0 else { return String(integer) }
        let digits = String(fraction)
        return "\(integer)." + String(repeating: "0", count: Int(fractionCount) - digits.count) + digits
    }
}
