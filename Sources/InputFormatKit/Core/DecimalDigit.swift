/// Reading a decimal digit of any script: the one place the library does it, for amounts, masks
/// and phone numbers alike.
///
/// ```swift
/// DecimalDigit.value(of: "٣")      // 3
/// DecimalDigit.ascii(of: "３")     // "3"
/// DecimalDigit.ascii(of: "a")      // nil
/// ```
enum DecimalDigit {
    /// The value of a decimal digit of any script (`٣`, `３`, `३`), `nil` for anything else.
    /// Inlined for its ASCII test, which decides most calls (it runs for each scalar of a
    /// pasted amount).
    @inline(__always)
    static func value(of scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value &- 0x30 < 10 { return UInt8(truncatingIfNeeded: scalar.value &- 0x30) }
        return scalar.value > 0x7F ? valueOutsideASCII(scalar) : nil
    }

    /// The value of a decimal digit of a script other than ASCII, read from the standard library's Unicode data.
    private static func valueOutsideASCII(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue, value >= 0, value <= 9 else { return nil }
        return UInt8(value)
    }

    /// Whether a byte is an ASCII digit, `0`–`9`.
    static func isASCII(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// The number ASCII digits write, `nil` when a byte is no digit or the number is past
    /// `Int.max` (a pasted year of twenty digits).
    ///
    /// ```swift
    /// DecimalDigit.number(ofASCII: "2026".utf8)                     // 2026
    /// DecimalDigit.number(ofASCII: "20x6".utf8)                     // nil
    /// DecimalDigit.number(ofASCII: String(repeating: "9", count: 20).utf8)   // nil
    /// ```
    ///
    /// - Complexity: O(*n*) in the count of digits.
    static func number(ofASCII digits: some Sequence<UInt8>) -> Int? {
        var number = 0
        for byte in digits {
            guard isASCII(byte) else { return nil }
            let (tens, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            guard !overflowed, !overflowedAgain else { return nil }
            number = sum
        }
        return number
    }

    /// The ASCII digit of a character that is one decimal digit of any script, `nil` for
    /// anything else (a digit with a combining mark is not a digit).
    static func ascii(of character: Character) -> Character? {
        if let byte = character.asciiByte { return isASCII(byte) ? character : nil }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count == 1, let digit = value(of: first) else { return nil }
        return .ascii(UInt8(ascii: "0") + digit)   // an ASCII digit took the line above
    }
}
