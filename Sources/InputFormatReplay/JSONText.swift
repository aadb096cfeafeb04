/// Writing JSON text by hand, so that output lines keep a fixed key order; and the one check of
/// strict JSON (RFC 8259) that Foundation's reader leaves out.
///
/// ```swift
/// JSONText.quoted("a\"b")                        // "\"a\\\"b\""
/// JSONText.hasTrailingComma(#"{"type":"1",}"#)   // true
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

    /// Whether `text` has a comma right before the `}` or `]` that closes an object or array
    /// (white space aside), outside strings: not JSON, though Foundation's reader takes it.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func hasTrailingComma(_ text: String) -> Bool {
        var inString = false, escaped = false, commaPending = false
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; commaPending = false
            case UInt8(ascii: ","): commaPending = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if commaPending { return true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
            default: commaPending = false
            }
        }
        return false
    }
}
