/// The UTF-8 bytes of an ``AmountNotation``'s digits and marks, and a fast reading of the
/// locale's own digits, for the per-keystroke work of ``CurrencyFormatter``.
///
/// ```swift
/// let glyphs = AmountGlyphs(notation: try AmountNotation(locale: "ar_EG", currency: "EGP"))
/// glyphs.localeDigitValue("٣")   // 3
/// glyphs.digits[3]               // [0xD9, 0xA3]
/// ```
struct AmountGlyphs: Sendable {
    /// The UTF-8 bytes of each digit 0 to 9.
    let digits: [[UInt8]]
    /// The UTF-8 bytes of the decimal mark.
    let decimalMark: [UInt8]
    /// The UTF-8 bytes of the grouping mark (empty without grouping).
    let groupingMark: [UInt8]
    /// The UTF-8 bytes of the minus sign with its bidi marks.
    let minusSign: [UInt8]
    /// Whether the digits are ASCII `0`…`9`: a raw digit is then written as it is, one unit wide.
    let hasASCIIDigits: Bool
    /// The most UTF-8 bytes one raw character can take in a layout: the widest digit or mark,
    /// plus a grouping mark after it.
    let widestUTF8Count: Int
    /// The scalar value of the locale's zero when its ten digits are single consecutive scalars
    /// (`0`…`9`, `٠`…`٩`), each read by ``DecimalDigit/value(of:)`` as its own value.
    private let zero: UInt32?

    /// The glyphs of `notation`.
    init(notation: AmountNotation) {
        digits = notation.digits.map { Array($0.utf8) }
        decimalMark = Array(notation.decimalMark.utf8)
        groupingMark = Array(notation.groupingMark.utf8)
        minusSign = Array(notation.minusSign.utf8)
        hasASCIIDigits = digits.enumerated().allSatisfy { index, digit in digit == [UInt8(ascii: "0") + UInt8(index)] }
        widestUTF8Count = max(digits.map(\.count).max() ?? 1, decimalMark.count, 1) + groupingMark.count
        let scalars = notation.digits.map { Array($0.unicodeScalars) }
        if let first = scalars.first?.first, scalars.allSatisfy({ $0.count == 1 }),
           scalars.enumerated().allSatisfy({ index, digit in
               digit[0].value == first.value + UInt32(index) && DecimalDigit.value(of: digit[0]) == UInt8(index)
           }) {
            zero = first.value
        } else {
            zero = nil
        }
    }

    /// The value of `scalar` when it is one of the locale's digits, otherwise `nil` (it may
    /// still be a digit of another script: ask ``DecimalDigit/value(of:)``).
    ///
    /// ```swift
    /// glyphs.localeDigitValue("7")   // 7 in en_US
    /// ```
    func localeDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard let zero else { return nil }
        let value = scalar.value &- zero
        return value < 10 ? UInt8(value) : nil
    }
}
