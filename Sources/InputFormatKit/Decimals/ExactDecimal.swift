#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An exact decimal number, kept as the canonical decimal string a user typed (`1234.5`,
/// `-0.07`): never through a binary floating-point value.
///
/// An app gives one as an integer literal (`maximumAmount: 500`) or reads one from text with
/// the throwing initializer: a bound that does not read (`"5,000"`) is an error, never "no
/// bound".
///
/// ```swift
/// let amount = try ExactDecimal("1234.50")
/// amount.description   // "1234.5"
/// amount.decimal       // Decimal 1234.5, exactly
/// let limit: ExactDecimal = 500
/// ```
public struct ExactDecimal: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The canonical decimal string: an optional `-`, integer digits without leading zeros,
    /// and, when there is a fraction, `.` and fraction digits without trailing zeros.
    public let description: String

    /// Reads a plain decimal string (`-?digits(.digits)?`); throws
    /// ``ConfigurationError/notADecimal(_:)`` for anything else (`5,000`, `1e5`, `$5`).
    ///
    /// ```swift
    /// try ExactDecimal("-0.0").description   // "0"
    /// try ExactDecimal("5,000")              // throws: “5,000” is not a plain decimal number
    /// ```
    ///
    /// - Complexity: O(*n* + *m*) in the length of `text`, and of the excerpt an error quotes.
    public init(_ text: String) throws(ConfigurationError) {
        guard let read = ExactDecimal(reading: text) else { throw .notADecimal(text) }
        self = read
    }

    /// The integer `value`, exactly.
    ///
    /// ```swift
    /// let maximum: ExactDecimal = 500
    /// ExactDecimal(-12).description   // "-12"
    /// ```
    public init(_ value: Int) {
        description = String(value)
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// Reads a plain decimal string (`-?digits(.digits)?`), `nil` for anything else: the
    /// reading the fields' raw amounts go through.
    ///
    /// ```swift
    /// ExactDecimal(reading: "-0.0")?.description   // "0"
    /// ExactDecimal(reading: "1e5")                 // nil
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    init?(reading text: String) {
        if Self.isCanonical(text) {   // what a field's raw amount almost always is: no copy
            self.description = text
            return
        }
        var bytes = Array(text.utf8)
        var negative = false
        if bytes.first == UInt8(ascii: "-") { negative = true; bytes.removeFirst() }
        let mark = bytes.firstIndex(of: UInt8(ascii: "."))
        var integer = Array(bytes[..<(mark ?? bytes.count)])
        var fraction = mark.map { Array(bytes[($0 + 1)...]) } ?? []
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard !(integer.isEmpty && fraction.isEmpty), integer.allSatisfy(isDigit), fraction.allSatisfy(isDigit)
        else { return nil }
        while integer.count > 1, integer.first == UInt8(ascii: "0") { integer.removeFirst() }
        if integer.isEmpty { integer = [UInt8(ascii: "0")] }
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        let isZero = integer == [UInt8(ascii: "0")] && fraction.isEmpty
        var canonical = (negative && !isZero) ? "-" : ""
        canonical += String(decoding: integer, as: UTF8.self)
        if !fraction.isEmpty { canonical += "." + String(decoding: fraction, as: UTF8.self) }
        self.description = canonical
    }

    /// The value as Foundation's `Decimal`, parsed from the exact string.
    ///
    /// ```swift
    /// try ExactDecimal("0.1").decimal == Decimal(string: "0.1")   // true
    /// ```
    ///
    /// - Complexity: O(*n*) in the number's digits, parsed by Foundation.
    public var decimal: Decimal {
        Decimal(string: description) ?? Decimal.zero
    }

    /// The number with its decimal point moved `places` places (to the left when negative):
    /// 12.5 moved by -2 is 0.125, exactly.
    ///
    /// ```swift
    /// try ExactDecimal("12.5").movingDecimalPoint(by: -2).description   // "0.125"
    /// ```
    ///
    /// - Complexity: O(*n* + |`places`|) in the number's digits.
    func movingDecimalPoint(by places: Int) -> ExactDecimal {
        var digits = Substring(description)
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        let point = digits.firstIndex(of: ".").map { digits.distance(from: digits.startIndex, to: $0) } ?? digits.count
        var all = digits.filter { $0 != "." }
        var newPoint = point + places
        if newPoint <= 0 {
            all = String(repeating: "0", count: 1 - newPoint) + all
            newPoint = 1
        }
        if newPoint > all.count { all += String(repeating: "0", count: newPoint - all.count) }
        let index = all.index(all.startIndex, offsetBy: newPoint)
        let text = (negative ? "-" : "") + all[..<index] + (index < all.endIndex ? "." + all[index...] : "")
        return ExactDecimal(reading: text) ?? self
    }

    /// Whether the amount is below zero.
    ///
    /// ```swift
    /// try ExactDecimal("-5").isNegative   // true
    /// ```
    public var isNegative: Bool { description.hasPrefix("-") }

    /// How many digits stand after the decimal point (`12.05` has 2, `12` none).
    ///
    /// ```swift
    /// try ExactDecimal("0.005").fractionDigitCount   // 3
    /// ```
    var fractionDigitCount: Int {
        guard let point = description.utf8.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return description.utf8.distance(from: point, to: description.utf8.endIndex) - 1
    }

    /// How many digits stand before the decimal point, sign aside (`-12.05` has 2, `0.5` 1).
    ///
    /// ```swift
    /// try ExactDecimal("-1234.5").integerDigitCount   // 4
    /// ```
    var integerDigitCount: Int {
        let digits = description.utf8.prefix { $0 != UInt8(ascii: ".") }
        return digits.count - (isNegative ? 1 : 0)
    }

    /// Whether `text` is already the canonical form: an optional minus sign (not before zero),
    /// an integer part without leading zeros, and a fraction part without trailing zeros.
    private static func isCanonical(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            var index = 0
            let negative = index < utf8.count && utf8[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            let integerStart = index
            while index < utf8.count, isDigit(utf8[index]) { index += 1 }
            let integerCount = index - integerStart
            guard integerCount > 0, integerCount == 1 || utf8[integerStart] != UInt8(ascii: "0") else { return false }
            var isZero = utf8[integerStart] == UInt8(ascii: "0")
            if index < utf8.count {
                guard utf8[index] == UInt8(ascii: ".") else { return false }
                index += 1
                guard index < utf8.count, utf8[utf8.count - 1] != UInt8(ascii: "0") else { return false }
                for byte in utf8[index...] {
                    guard isDigit(byte) else { return false }
                    if byte != UInt8(ascii: "0") { isZero = false }
                }
            }
            return !(negative && isZero)
        }
    }
}

extension ExactDecimal: Comparable {
    /// Whether `lhs` is below `rhs`, compared digit by digit on the canonical strings: exact for
    /// any number of digits (Foundation's `Decimal` keeps 38).
    ///
    /// ```swift
    /// ExactDecimal(-2) < (try ExactDecimal("1.5"))   // true
    /// ```
    ///
    /// - Complexity: O(*n*) in the numbers' digits.
    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        switch (lhs.isNegative, rhs.isNegative) {
        case (true, false): return true
        case (false, true): return false
        case (true, true): return magnitudeIsBelow(rhs, lhs)
        case (false, false): return magnitudeIsBelow(lhs, rhs)
        }
    }

    /// Whether the magnitude of `lhs` is below that of `rhs` (canonical strings: no leading zero
    /// in the integer part, no trailing zero in the fraction).
    private static func magnitudeIsBelow(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Bool {
        func parts(_ number: ExactDecimal) -> (integer: Substring.UTF8View, fraction: Substring.UTF8View) {
            let digits = number.isNegative ? number.description.dropFirst() : Substring(number.description)
            guard let point = digits.firstIndex(of: ".") else { return (digits.utf8, Substring().utf8) }
            return (digits[..<point].utf8, digits[digits.index(after: point)...].utf8)
        }
        let (left, right) = (parts(lhs), parts(rhs))
        if left.integer.count != right.integer.count { return left.integer.count < right.integer.count }
        if !left.integer.elementsEqual(right.integer) { return left.integer.lexicographicallyPrecedes(right.integer) }
        return left.fraction.lexicographicallyPrecedes(right.fraction)
    }
}
