/// The ten digits a locale writes numbers with (`0`–`9`, `٠`–`٩`, `०`–`९`), for the counter
/// text and the accessibility phrases.
///
/// ```swift
/// try LocaleDigits(locale: "ar_EG").format(12)   // "١٢"
/// LocaleDigits.ascii.format(40)                 // "40"
/// ```
public struct LocaleDigits: Sendable, Hashable {
    /// The digits zero to nine.
    public let digits: [String]
    /// Whether ``digits`` are `0`–`9`: numbers are then written as Swift writes them.
    private let isASCII: Bool

    /// ASCII digits.
    ///
    /// ```swift
    /// LocaleDigits.ascii.digits.first   // "0"
    /// ```
    public static let ascii = LocaleDigits(digits: (0...9).map(String.init))

    /// The digits of `locale`'s default numbering system, from ICU; throws
    /// ``ConfigurationError/unknownLocale(_:)`` when ICU cannot read them.
    ///
    /// ```swift
    /// try LocaleDigits(locale: "hi_IN@numbers=deva").format(7)   // "७"
    /// ```
    ///
    /// - Complexity: opens ICU's number symbols for the locale (several ICU calls): make it once and keep it.
    public init(locale: String) throws(ConfigurationError) {
        do { self.init(digits: try ICUNumberSymbols.shared(locale: locale).digits) } catch { throw .unknownLocale(locale) }
    }

    /// Digits given as ten strings; anything else falls back to ASCII.
    ///
    /// ```swift
    /// LocaleDigits(digits: ["0","1","2","3","4","5","6","7","8","9"])
    /// ```
    public init(digits: [String]) {
        let ascii = (0...9).map(String.init)
        self.digits = digits.count == 10 ? digits : ascii
        self.isASCII = self.digits == ascii
    }

    /// `number` written in these digits, with a leading `-` when negative.
    ///
    /// ```swift
    /// LocaleDigits.ascii.format(-3)   // "-3"
    /// ```
    public func format(_ number: Int) -> String {
        let written = format(magnitudeOf: number)
        return number < 0 ? "-" + written : written
    }

    /// `number` without its sign, in these digits (`Int.min` included).
    func format(magnitudeOf number: Int) -> String {
        guard !isASCII else {
            return String.written(capacity: 20) { $0.appendDigits(of: number.magnitude) }   // UInt.max has 20 digits
        }
        var written = ""
        for byte in String(number.magnitude).utf8 { written += digits[Int(byte - UInt8(ascii: "0"))] }
        return written
    }

    /// `first` and `second` in these digits, `separator` between them: a counter's `12/40`,
    /// written at once when both are ASCII and not negative (the counter is read after every edit).
    ///
    /// ```swift
    /// LocaleDigits.ascii.format(12, and: 40, separatedBy: "/")   // "12/40"
    /// ```
    func format(_ first: Int, and second: Int, separatedBy separator: Unicode.Scalar) -> String {
        guard isASCII, separator.isASCII, first >= 0, second >= 0 else {
            return format(first) + String(separator) + format(second)
        }
        // Written on the stack: a string this short (up to 15 bytes on 64-bit platforms) is then
        // made without a heap buffer.
        return String.written(capacity: 41) { text in
            text.appendDigits(of: first.magnitude)
            text.append(UInt8(separator.value))
            text.appendDigits(of: second.magnitude)
        }
    }
}
