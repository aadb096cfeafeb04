import CICU
import Foundation
@testable import InputFormatKit

/// The independent writer of the strict "typed and pasted" property for amounts and numbers:
/// ICU's C API (`unumf_*`, through CICU's C calls, never the library's Swift wrapper or its
/// notation) writing a value drawn from the codes in each notation the amount reader documents:
/// the locale's own (with the currency's symbol, without it, without grouping), another locale's
/// marks (any of ICU's locales), and the plain decimal a database or a JSON file holds.
///
/// ```swift
/// ICUWrittenAmounts.texts(value: "-1234.5", locale: "de_DE", currency: "EUR", other: "en_IN")
/// // [("the locale's own", "-1.234,50 €"), ("the locale's own without its symbol", "-1.234,50"), …]
/// ```
enum ICUWrittenAmounts {
    /// The notations, by name, as the closing line of a run counts them.
    static let notations = [
        "the locale's own", "the locale's own without its symbol", "the locale's own without grouping",
        "another locale's", "a plain decimal", "the field's own skeleton", "the field's own pattern",
    ]

    /// `value` (a plain decimal, `-1234.5`) written in each notation: for a currency field of
    /// `currency`, or a number field when it is `nil`; `other` is the other locale. With
    /// `fractionDigits`, each text has exactly that many fraction digits (as `value` must); with
    /// `skeleton` or `pattern` (a number field's own), the value written with it too.
    static func texts(value: String, locale: String, currency: String?, other: String, fractionDigits: Int? = nil,
                      skeleton: String? = nil, pattern: String? = nil) -> [(notation: String, text: String)] {
        let precision = fractionDigits.map { " ." + String(repeating: "0", count: $0) } ?? ""
        let stem = (currency.map { "currency/\($0)" } ?? "") + precision
        let hidden = (currency.map { "currency/\($0) unit-width-hidden" } ?? "") + precision
        var texts: [(String, String)] = []
        for (notation, skeleton, writer) in [(notations[0], stem, locale), (notations[1], hidden, locale),
                                             (notations[2], hidden + " group-off", locale), (notations[3], hidden, other)] {
            if let text = write(value, skeleton: skeleton, locale: writer) { texts.append((notation, text)) }
        }
        texts.append((notations[4], value))
        if let skeleton, let text = write(value, skeleton: skeleton, locale: locale) { texts.append((notations[5], text)) }
        if let pattern, let text = write(typed: value, pattern: pattern, locale: locale) { texts.append((notations[6], text)) }
        count(texts.map(\.0))
        return texts
    }

    /// A value drawn from `codes`: up to 7 integer digits and 3 fraction digits, negative when
    /// `negative` and the codes say so.
    static func value(_ codes: [Int], negative: Bool) -> String {
        var picks = codes.reduce(UInt64(0x51_7CC1_B727_220A)) { $0 &* 6_364_136_223_846_793_005 &+ UInt64(bitPattern: Int64($1)) }
        func next(_ bound: Int) -> Int {
            picks = picks &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((picks >> 33) % UInt64(bound))
        }
        let integer = (0..<(1 + next(7))).map { _ in String(next(10)) }.joined().drop { $0 == "0" }
        let fraction = (0..<next(4)).map { _ in String(next(10)) }.joined()
        let sign = negative && next(3) == 0 ? "-" : ""
        return sign + (integer.isEmpty ? "0" : String(integer)) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `value` with exactly `digits` fraction digits: cut or filled with zeros (`12.345` → `12.34`,
    /// `7` → `7.00`).
    static func value(_ value: String, fractionDigits digits: Int) -> String {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = (parts.count > 1 ? String(parts[1].prefix(digits)) : "").padding(toLength: digits, withPad: "0", startingAt: 0)
        return String(parts[0]) + "." + fraction
    }

    /// One of ICU's locales, picked by `code`.
    static func locale(_ code: Int) -> String {
        let count = ifk_locale_count()
        guard count > 0, let name = ifk_locale_at(Int32(abs(code) % Int(count))) else { return "en_US" }
        return String(cString: name)
    }

    /// ICU's text of `decimal` for `skeleton` in `locale`; `nil` where ICU refuses it.
    static func write(_ decimal: String, skeleton: String, locale: String) -> String? {
        cache.withFormatter(skeleton: skeleton, locale: locale) { formatter in
            var out = [UInt16](repeating: 0, count: 256)
            var count: Int32 = 0
            var status: Int32 = 0
            let length = ifk_number_formatter_format_decimal(formatter, decimal, Int32(decimal.utf8.count), &out, Int32(out.count),
                                                             nil, 0, &count, &status)
            guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
            return String(decoding: out.prefix(Int(length)), as: UTF16.self)
        }
    }

    /// ICU's text of `decimal` for the decimal pattern `pattern` in `locale`, from a classic
    /// format opened for it (`unum_open`, `unum_formatDecimal` through CICU's oracle call, never
    /// the library's Swift wrapper or its cached formatter); `nil` where ICU refuses it.
    ///
    /// ```swift
    /// ICUWrittenAmounts.write("-1234.5", pattern: "#,##0.0###;(#)", locale: "en_US")   // "(1,234.5)"
    /// ```
    static func write(_ decimal: String, pattern: String, locale: String) -> String? {
        let units = Array(pattern.utf16)
        var out = [UInt16](repeating: 0, count: 256)
        var status: Int32 = 0
        let length = ifk_icu_format_pattern(units, Int32(units.count), locale, decimal, &out, Int32(out.count), &status)
        guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }

    /// ICU's text of the number a field typed as `typed` holds, for the decimal pattern
    /// `pattern` in `locale`: a pattern that multiplies (`%` by 100, as ICU's C API reads its
    /// multiplier) is given the fraction of what is typed (12.5 typed is 0.125, `12.5%`).
    ///
    /// ```swift
    /// ICUWrittenAmounts.write(typed: "57.3", pattern: "0.0%", locale: "fr_FR")   // "57,3%"
    /// ```
    static func write(typed: String, pattern: String, locale: String) -> String? {
        let units = Array(pattern.utf16)
        var status: Int32 = 0
        guard let opened = ifk_number_pattern_open(units, Int32(units.count), locale, &status), status <= 0 else { return nil }
        let multiplier = ifk_number_pattern_attribute(opened, Int32(IFK_PATTERN_MULTIPLIER.rawValue))
        ifk_number_formatter_close(opened)
        guard let number = try? ExactDecimal(typed) else { return nil }
        let given = multiplier == 100 ? number.movingDecimalPoint(by: -2) : number
        return write(given.description, pattern: pattern, locale: locale)
    }

    /// The texts written, by notation, over the process.
    static func tally() -> [String: Int] { cache.lock.withLock { cache.tally } }

    private static func count(_ written: [String]) {
        cache.lock.withLock { for notation in written { cache.tally[notation, default: 0] += 1 } }
    }

    /// ICU's formatters, each opened once for its skeleton and locale and kept, as the library
    /// keeps its own; formatting with one is safe from any thread (ICU's `UNumberFormatter` is
    /// immutable once opened).
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var formatters: [String: OpaquePointer] = [:]
        var tally: [String: Int] = [:]

        func withFormatter(skeleton: String, locale: String, _ body: (OpaquePointer) -> String?) -> String? {
            let key = skeleton + "\u{0}" + locale
            let formatter: OpaquePointer? = lock.withLock {
                if let kept = formatters[key] { return kept }
                let units = Array(skeleton.utf16)
                var status: Int32 = 0
                guard let opened = ifk_number_formatter_open(units, Int32(units.count), locale, &status), status <= 0 else { return nil }
                formatters[key] = opened
                return opened
            }
            return formatter.flatMap(body)
        }
    }

    private static let cache = Cache()
}
