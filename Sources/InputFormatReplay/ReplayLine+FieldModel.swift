import InputFormatKit

extension ReplayLine {
    /// The field model's part of a replay line: state, counter, message, clear button, label, and
    /// whether undo and redo would change the field.
    ///
    /// ```swift
    /// ReplayLine.FieldModel(state: .typing, count: 3, limit: 40, counterText: "3/40", message: nil,
    ///               clearButton: true, label: "Note", canUndo: true).jsonMembers
    /// // ,"state":"typing","counter":{"count":3,"limit":40,"text":"3/40"},"message":null,"clearButton":true,"label":"Note",
    /// //  "canUndo":true,"canRedo":false,"marked":null
    /// ```
    ///
    /// Made from a field (``init(of:)``), it also carries `"accessibility"`: `{"label":…,
    /// "value":…,"announcement":…}`.
    public struct FieldModel: Sendable, Hashable {
        /// The field's state.
        public var state: FieldVisualState
        /// The counter's count.
        public var count: Int
        /// The counter's limit, or `nil`.
        public var limit: Int?
        /// The counter text (`12/40`), or `nil` without a limit.
        public var counterText: String?
        /// The message shown, or `nil`.
        public var message: InlineMessage?
        /// Whether the clear button shows.
        public var clearButton: Bool
        /// The label with its mark, or `nil`.
        public var label: String?
        /// Whether an undo would change the field.
        public var canUndo: Bool
        /// Whether a redo would change the field.
        public var canRedo: Bool
        /// The marked text's range in UTF-16 offsets while an input method composes, or `nil`.
        public var marked: Range<Int>?
        /// What a screen reader gets: label, value, announcement (the hint is the line's message
        /// and counter).
        public var accessibility: FieldAccessibility?

        /// A part with the given pieces.
        ///
        /// ```swift
        /// ReplayLine.FieldModel(state: .default, count: 0, limit: nil, counterText: nil, message: nil, clearButton: false, label: nil)
        /// ```
        public init(state: FieldVisualState, count: Int, limit: Int?, counterText: String?, message: InlineMessage?,
                    clearButton: Bool, label: String?, canUndo: Bool = false, canRedo: Bool = false,
                    marked: Range<Int>? = nil, accessibility: FieldAccessibility? = nil) {
            self.state = state
            self.count = count
            self.limit = limit
            self.counterText = counterText
            self.message = message
            self.clearButton = clearButton
            self.label = label
            self.canUndo = canUndo
            self.canRedo = canRedo
            self.marked = marked
            self.accessibility = accessibility
        }

        /// The part of `field` now.
        ///
        /// ```swift
        /// ReplayLine.FieldModel(of: field).state   // .typing
        /// ```
        public init<Formatter>(of field: FormField<Formatter>) {
            self.init(state: field.state, count: field.counter.count, limit: field.counter.limit,
                      counterText: field.counterText, message: field.message,
                      clearButton: field.isClearButtonVisible, label: field.labelText,
                      canUndo: field.canUndo, canRedo: field.canRedo, marked: field.markedRange,
                      accessibility: field.accessibility)
        }

        /// The JSON members, each after a comma, in a fixed order.
        ///
        /// ```swift
        /// part.jsonMembers.hasPrefix(",\"state\":")   // true
        /// ```
        public var jsonMembers: String {
            func string(_ text: String?) -> String { text.map(JSONText.quoted) ?? "null" }
            let message = self.message.map { "{\"kind\":\(JSONText.quoted($0.kind.rawValue)),\"text\":\(JSONText.quoted($0.text))}" }
            return ",\"state\":\(JSONText.quoted(state.rawValue))"
                + ",\"counter\":{\"count\":\(count),\"limit\":\(limit.map(String.init) ?? "null"),\"text\":\(string(counterText))}"
                + ",\"message\":\(message ?? "null"),\"clearButton\":\(clearButton),\"label\":\(string(label))"
                + ",\"canUndo\":\(canUndo),\"canRedo\":\(canRedo)"
                + ",\"marked\":\(marked.map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "null")"
                + (accessibility.map {
                    ",\"accessibility\":{\"label\":\(string($0.label)),\"value\":\(JSONText.quoted($0.value)),"
                        + "\"announcement\":\(string($0.announcement))}"
                } ?? "")
        }
    }
}
