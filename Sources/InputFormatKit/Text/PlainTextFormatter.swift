/// A plain text field: every grapheme cluster typed is raw and there is no decoration.
///
/// Control characters are refused, and a pasted text that holds one is refused whole, so
/// nothing is silently dropped. A line break in a field that is not multi-line is a space, as
/// in every one-line field (``InputFormatter/acceptsLineBreaks``).
///
/// ```swift
/// var title = InputField(formatter: PlainTextFormatter())
/// title.type("Café 👩‍💻")
/// title.value   // "Café 👩‍💻"
/// ```
public struct PlainTextFormatter: InputFormatter, BuiltInFormatter {
    /// Whether line breaks may be typed or pasted (a note), or not (a title).
    public let allowsNewlines: Bool

    /// A plain text formatter.
    ///
    /// ```swift
    /// PlainTextFormatter(allowsNewlines: true)   // a multi-line note
    /// ```
    public init(allowsNewlines: Bool = false) {
        self.allowsNewlines = allowsNewlines
    }

    /// The text itself.
    public func rawText(of text: String) -> String { text }

    /// A note takes line breaks; a title, one line, has each one typed or pasted as a space.
    ///
    /// ```swift
    /// PlainTextFormatter(allowsNewlines: true).acceptsLineBreaks   // true
    /// ```
    public var acceptsLineBreaks: Bool { allowsNewlines }

    /// Plain text is edited in place: a keystroke in a 100,000-character note costs about what
    /// it costs in a short one.
    ///
    /// ```swift
    /// PlainTextFormatter().editsInPlace   // true
    /// ```
    var editsInPlace: Bool { true }

    /// Each grapheme cluster is one raw character.
    ///
    /// ```swift
    /// PlainTextFormatter().layout(raw: "a👍").rawSpans   // [0..<1, 1..<3]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`, one span a grapheme cluster.
    public func layout(raw: String) -> RawLayout {
        var spans: [Range<Int>] = []
        spans.reserveCapacity(raw.utf8.count)
        var offset = 0
        let utf8 = raw.utf8
        var index = raw.startIndex
        while index < raw.endIndex {
            // An ASCII character followed by another ASCII one (or by the end) is a grapheme
            // cluster of its own, except CR before LF: no grapheme breaking needed for it.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, next == utf8.endIndex || (utf8[next] < 0x80 && !(byte == 0x0D && utf8[next] == 0x0A)) {
                spans.append(offset..<(offset + 1))
                offset += 1
                index = next
                continue
            }
            let end = raw.index(after: index)
            let width = raw.utf16.distance(from: index, to: end)
            spans.append(offset..<(offset + width))
            offset += width
            index = end
        }
        return RawLayout(text: raw, rawSpans: spans)
    }

    /// The text, `nil` when empty.
    public func value(raw: String) -> String? { raw.isEmpty ? nil : raw }

    /// Replaces grapheme clusters; refuses control characters.
    ///
    /// - Complexity: O(*m*) in the length of the inserted text, plus O(*n*) in the length of `raw` for the splice
    ///   (`RawEdit.splicing(_:into:at:checking:)`); the in-place path hands over an empty `raw`.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let inserted: String
        switch input {
        case .deletion: inserted = ""
        case let .keystroke(character): inserted = String(character)
        case let .paste(text): inserted = text
        }
        if let refused = inserted.first(where: isRefused) { return .rejected(.characterNotAccepted(refused)) }
        return .splicing(inserted, into: raw, at: range)
    }

    private func isRefused(_ character: Character) -> Bool {
        if character.isNewline { return !allowsNewlines }
        return character.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" }
    }
}
