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
        do { self.init(digits: try ICUNumberSymbols(locale: locale).digits) } catch { throw .unknownLocale(locale) }
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
        let ascii = String(number.magnitude)
        guard !isASCII else { return ascii }
        var written = ""
        for byte in ascii.utf8 { written += digits[Int(byte - UInt8(ascii: "0"))] }
        return written
    }
}
