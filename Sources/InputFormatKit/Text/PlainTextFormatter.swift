/// A plain text field: every grapheme cluster typed is raw and there is no decoration.
///
/// Control characters are refused (a newline too, unless the field is multi-line); a pasted
/// text that holds one is refused whole, so nothing is silently dropped.
///
/// ```swift
/// var title = InputField(formatter: PlainTextFormatter())
/// title.type("Café 👩‍💻")
/// title.value   // "Café 👩‍💻"
/// ```
public struct PlainTextFormatter: InputFormatter {
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

    /// Each grapheme cluster is one raw character.
    ///
    /// ```swift
    /// PlainTextFormatter().layout(raw: "a👍").rawSpans   // [0..<1, 1..<3]
    /// ```
    public func layout(raw: String) -> RawLayout {
        var spans: [Range<Int>] = []
        var offset = 0
        for character in raw {
            let width = character.utf16.count
            spans.append(offset..<(offset + width))
            offset += width
        }
        return RawLayout(text: raw, rawSpans: spans)
    }

    /// The text, `nil` when empty.
    public func value(ofRaw raw: String) -> String? { raw.isEmpty ? nil : raw }

    /// Replaces grapheme clusters; refuses control characters.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let inserted: [Character]
        switch input {
        case .deletion: inserted = []
        case let .keystroke(character): inserted = [character]
        case let .paste(text): inserted = Array(text)
        }
        if let refused = inserted.first(where: isRefused) { return .rejected(.characterNotAccepted(refused)) }
        return .splicing(inserted, into: Array(raw), at: range)
    }

    private func isRefused(_ character: Character) -> Bool {
        if character.isNewline { return !allowsNewlines }
        return character.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" }
    }
}
