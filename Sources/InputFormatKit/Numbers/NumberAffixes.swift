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
    /// - Complexity: about sixty ICU calls, once per formatter.
    init(stem: String, locale: String) throws(ICUError) {
        guard !stem.isEmpty else {
            self = .none
            return
        }
        let varying = try Varying(stem: stem, locale: locale)
        // Numbers of every plural category of every CLDR locale, with and without fraction
        // digits: when all of them write the same affixes, the style's affixes are constant.
        var seen: (prefix: String, suffix: String)?
        for sample in Self.samples {
            let affixes = try varying.read(sample)
            if let seen, seen != affixes {
                self = .varying(varying)
                return
            }
            seen = affixes
        }
        self = .constant(prefix: seen?.prefix ?? "", suffix: seen?.suffix ?? "")
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
    /// ``maximumKept`` keys are kept per formatter (the Performance article lists every cache).
    final class Varying: @unchecked Sendable {
        // @unchecked: all mutable state is behind `state`'s lock.
        private let stem: String
        private let locale: String
        private let state = Locked(State())

        private struct State {
            /// The formatter showing exactly `v` fraction digits, by `v`.
            var formatters: [Int: ICUNumberFormatter] = [:]
            var kept: [String: (prefix: String, suffix: String)] = [:]
        }

        static let maximumKept = 256

        init(stem: String, locale: String) throws(ICUError) {
            self.stem = stem
            self.locale = locale
            _ = try state.withLock { state in
                Result { () throws(ICUError) in try Self.formatter(showing: 0, stem: stem, locale: locale, in: &state) }
            }.get()
        }

        /// How many keys are kept now.
        var keptCount: Int { state.withLock(\.kept.count) }

        func around(raw: String) -> (prefix: String, suffix: String) {
            let key = Self.pluralKey(of: raw)
            return (try? read(key)) ?? ("", "")
        }

        /// The affixes ICU writes around the decimal string `key` shown with all its fraction digits.
        func read(_ key: String) throws(ICUError) -> (prefix: String, suffix: String) {
            try state.withLock { state in
                Result { () throws(ICUError) -> (prefix: String, suffix: String) in
                    if let kept = state.kept[key] { return kept }
                    let fractionDigits = key.firstIndex(of: ".").map { key.distance(from: $0, to: key.endIndex) - 1 } ?? 0
                    let formatter = try Self.formatter(showing: fractionDigits, stem: stem, locale: locale, in: &state)
                    let affixes = try formatter.format(decimal: key).affixes
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
            let opened = try ICUNumberFormatter(skeleton: "\(stem) \(precision)", locale: locale)
            state.formatters[fractionDigits] = opened
            return opened
        }

        /// The raw number's plural key: no sign, the integer part reduced past seven digits,
        /// the fraction digits as typed (none after a lone decimal mark: `12.` shows as 12 does).
        static func pluralKey(of raw: String) -> String {
            var digits = Substring(raw)
            if digits.first == "-" { digits = digits.dropFirst() }
            let mark = digits.firstIndex(of: ".")
            var integer = mark.map { digits[..<$0] } ?? digits
            if integer.isEmpty { integer = "0" }
            var key = integer.utf8.count > 7 ? "10" + integer.suffix(6) : String(integer)
            if let mark, digits.index(after: mark) < digits.endIndex { key += digits[mark...] }
            return key
        }

    }
}
