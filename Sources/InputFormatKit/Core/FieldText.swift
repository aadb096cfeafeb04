/// What a text field shows: its text and its selection.
///
/// The selection is a range of **UTF-16 offsets** into `string`, the unit `NSRange` and
/// `UITextFieldDelegate` use. An empty selection is the caret.
///
/// ```swift
/// let field = FieldText("1,234", selection: 1..<1)   // the caret after "1"
/// field.caret                                       // 1
/// ```
public struct FieldText: Sendable, Hashable {
    /// The text the field displays.
    ///
    /// - Complexity: reading is O(1); setting counts the new text's UTF-16 units, O(*n*) in its length.
    public var string: String {
        didSet { utf16Count = UTF16Offsets.count(in: string) }
    }
    /// The selected range in UTF-16 offsets; empty when it is a caret.
    public var selection: Range<Int>

    /// An empty field with the caret at its start.
    ///
    /// ```swift
    /// FieldText.empty.string   // ""
    /// ```
    public static let empty = FieldText("")

    /// The caret offset when the selection is empty, otherwise `nil`.
    ///
    /// ```swift
    /// FieldText("12", selection: 0..<2).caret   // nil
    /// ```
    public var caret: Int? { selection.isEmpty ? selection.lowerBound : nil }

    /// The length of `string` in UTF-16 units (kept with the text, so asking is free).
    ///
    /// ```swift
    /// FieldText("€1").utf16Count   // 2
    /// ```
    public private(set) var utf16Count: Int
}

// The initializers are in an extension so that the type keeps its memberwise initializer, which
// they call: one that sets the stored properties one by one builds the value, copies it and
// destroys the first (see RawLayout).
extension FieldText {
    /// A field text with the given selection, or with the caret at the end of the text.
    ///
    /// ```swift
    /// FieldText("12").selection   // 2..<2
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `string`, whose UTF-16 units are counted.
    public init(_ string: String = "", selection: Range<Int>? = nil) {
        let end = UTF16Offsets.count(in: string)
        self.init(string: string, selection: selection ?? end..<end, utf16Count: end)
    }

    /// A field text whose UTF-16 length is already known (an edit computed it).
    init(_ string: String, selection: Range<Int>, utf16Count: Int) {
        self.init(string: string, selection: selection, utf16Count: utf16Count)
    }
}

extension FieldText: CustomStringConvertible {
    /// The text with the caret drawn as `|` and a selection as `[…]`.
    ///
    /// ```swift
    /// FieldText("1234", selection: 1..<3).description   // "1[23]4"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public var description: String {
        let units = Array(string.utf16)
        let lower = min(max(selection.lowerBound, 0), units.count)
        let upper = min(max(selection.upperBound, lower), units.count)
        func slice(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
        if lower == upper {
            return slice(0..<lower) + "|" + slice(lower..<units.count)
        }
        return slice(0..<lower) + "[" + slice(lower..<upper) + "]" + slice(upper..<units.count)
    }
}

extension FieldText {
    /// Replaces the characters between `lower` and `upper` (indices of ``string``) with
    /// `replacement` in place — without copying the text when the field is its only owner — and
    /// sets the length the caller computed and the selection.
    mutating func replaceCharacters(_ lower: String.Index, _ upper: String.Index, with replacement: String,
                                    utf16Count: Int, selection: Range<Int>) {
        // `string`'s observer would count the whole text again: the text is taken out of the
        // field for the edit (so that it stays the only reference to its storage), edited and
        // put back with the length already known.
        var text = ""
        swap(&text, &string)
        text.replaceSubrange(lower..<upper, with: replacement)
        self = FieldText(text, selection: selection, utf16Count: utf16Count)
    }
}
