import InputFormatKit

/// What a field shows after one step of a session: the line `inputfmt replay` prints.
///
/// With the field model's parts (``fieldModel``), the line also carries `state`, `counter`,
/// `message`, `clearButton` and `label`.
///
/// ```swift
/// session.line.jsonLine
/// // {"text":"1,234","selection":[5,5],"value":"1234","rejected":false,"reason":null,"focused":true,
/// //  "state":"typing","counter":{"count":4,"limit":null,"text":null},"message":null,"clearButton":true,"label":null}
/// ```
public struct ReplayLine: Sendable, Hashable {
    /// The displayed text.
    public var text: String
    /// The selection in UTF-16 offsets.
    public var selection: Range<Int>
    /// The value as text (an exact decimal string for amounts), or `nil`.
    public var value: String?
    /// Whether the step was refused.
    public var rejected: Bool
    /// Why the step was refused, or `nil`.
    public var reason: String?
    /// Whether the field is being edited.
    public var focused: Bool
    /// What the field's formatter adds (a card's `brand` and `valid`), in order.
    public var details: [Detail]
    /// The field model's state, counter, message, clear button and label, when there is a model.
    public var fieldModel: FieldModel?

    /// A line with the given parts.
    ///
    /// ```swift
    /// ReplayLine(text: "", selection: 0..<0, value: nil, rejected: false, reason: nil, focused: true)
    /// ```
    public init(text: String, selection: Range<Int>, value: String?, rejected: Bool, reason: String?, focused: Bool,
                details: [Detail] = [], fieldModel: FieldModel? = nil) {
        self.text = text
        self.selection = selection
        self.value = value
        self.rejected = rejected
        self.reason = reason
        self.focused = focused
        self.details = details
        self.fieldModel = fieldModel
    }

    /// The line as one JSON object on one line, keys in a fixed order.
    ///
    /// ```swift
    /// line.jsonLine.hasPrefix("{\"text\":")   // true
    /// ```
    public var jsonLine: String {
        let value = self.value.map(JSONText.quoted) ?? "null"
        let reason = self.reason.map(JSONText.quoted) ?? "null"
        return "{\"text\":\(JSONText.quoted(text)),\"selection\":[\(selection.lowerBound),\(selection.upperBound)],"
            + "\"value\":\(value),\"rejected\":\(rejected),\"reason\":\(reason),\"focused\":\(focused)"
            + details.map { ",\(JSONText.quoted($0.key)):\($0.json)" }.joined() + (fieldModel?.jsonMembers ?? "") + "}"
    }

    /// One key a formatter adds to a snapshot line, with its value already written as JSON.
    ///
    /// ```swift
    /// ReplayLine.Detail(key: "brand", string: "amex").json   // "\"amex\""
    /// ReplayLine.Detail(key: "valid", bool: nil).json        // "null"
    /// ```
    public struct Detail: Sendable, Hashable {
        /// The JSON key.
        public let key: String
        /// The value, as JSON text.
        public let json: String

        /// A string value, or `null`.
        ///
        /// ```swift
        /// ReplayLine.Detail(key: "region", string: "US")
        /// ```
        public init(key: String, string: String?) {
            self.key = key
            self.json = string.map(JSONText.quoted) ?? "null"
        }

        /// An array of strings.
        ///
        /// ```swift
        /// ReplayLine.Detail(key: "brands", strings: ["unionpay", "rupay"]).json   // "[\"unionpay\",\"rupay\"]"
        /// ```
        public init(key: String, strings: [String]) {
            self.key = key
            self.json = "[" + strings.map(JSONText.quoted).joined(separator: ",") + "]"
        }

        /// A Boolean value, or `null`.
        ///
        /// ```swift
        /// ReplayLine.Detail(key: "valid", bool: true)
        /// ```
        public init(key: String, bool: Bool?) {
            self.key = key
            self.json = bool.map { $0 ? "true" : "false" } ?? "null"
        }

        /// A whole number, or `null`.
        ///
        /// ```swift
        /// ReplayLine.Detail(key: "seconds", int: 27000).json   // "27000"
        /// ```
        public init(key: String, int: Int?) {
            self.key = key
            self.json = int.map(String.init) ?? "null"
        }
    }
}
