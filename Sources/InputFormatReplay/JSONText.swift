/// Writing JSON text by hand, so that output lines keep a fixed key order.
///
/// ```swift
/// JSONText.quoted("a\"b")   // "\"a\\\"b\""
/// ```
enum JSONText {
    /// `text` as a JSON string literal. Control characters and unpaired surrogates (which a
    /// Swift string cannot hold) are escaped; everything else is written as UTF-8.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
