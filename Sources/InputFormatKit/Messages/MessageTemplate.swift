/// A message's text with its arguments named in braces (`"Enter at most {maximum}"`), and the
/// one way they are put in: by the library's tables and by the demo's words alike.
package enum MessageTemplate {
    /// `template` with each `{name}` that `arguments` names replaced by its value, in one pass
    /// over the template: a value is never read again, so text the user typed that looks like
    /// a placeholder (`{first}`) is shown as typed, whatever order the arguments come in. A
    /// `{name}` without an argument is left as it stands.
    ///
    /// ```swift
    /// MessageTemplate.fill("“{text}” could be {first} or {second}",
    ///                      ["text": "{first}", "first": "1.5", "second": "15"])
    /// // "“{first}” could be 1.5 or 15"
    /// ```
    ///
    /// - Complexity: O(*n* + *m*), the lengths of the template and of the values put in.
    package static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty else { return template }
        let utf8 = template.utf8
        var result = ""
        var copied = utf8.startIndex   // what is before it is in `result`
        var index = copied
        while let open = utf8[index...].firstIndex(of: UInt8(ascii: "{")) {
            let nameStart = utf8.index(after: open)
            guard let close = utf8[nameStart...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "{") }) else { break }
            guard utf8[close] == UInt8(ascii: "}"),
                  let value = arguments[String(Substring(template.unicodeScalars[nameStart..<close]))] else {
                index = close   // a brace that opens no argument: read on from the next one
                continue
            }
            result += Substring(template.unicodeScalars[copied..<open])
            result += value
            copied = utf8.index(after: close)
            index = copied
        }
        return copied == utf8.startIndex ? template : result + Substring(template.unicodeScalars[copied...])
    }
}
