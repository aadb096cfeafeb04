/// The message under a field: helper text, a success, warning or error message.
///
/// Each kind has its semantic icon (helper text has none) and the message wraps to at most
/// ``lineLimit-swift.type.property`` lines. A field shows one message, chosen by precedence: error > warning >
/// success > counter message > helper > "Read-only field".
///
/// ```swift
/// let message = InlineMessage(.error, "Enter a value")
/// message.iconName    // "error"
/// message.lineLimit   // 3
/// ```
public struct InlineMessage: Sendable, Hashable {
    /// The most lines a message wraps to.
    ///
    /// ```swift
    /// InlineMessage.lineLimit   // 3
    /// ```
    public static let lineLimit = 3

    /// The kind.
    public let kind: Kind
    /// The text.
    public let text: String

    /// The kind of a message.
    ///
    /// ```swift
    /// InlineMessage.Kind.warning.iconName   // "warning"
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Contextual information; persists; no icon.
        case helper
        /// Temporary feedback that the input is good.
        case success
        /// Temporary feedback that the input may need a look.
        case warning
        /// The input needs correcting.
        case error

        /// The semantic name of the icon a UI draws before the text, `nil` for helper text.
        ///
        /// ```swift
        /// InlineMessage.Kind.helper.iconName   // nil
        /// ```
        public var iconName: String? { self == .helper ? nil : rawValue }
    }

    /// A message of `kind`.
    ///
    /// ```swift
    /// InlineMessage(.success, "Username is available")
    /// ```
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// The semantic icon name, `nil` for helper text.
    ///
    /// ```swift
    /// InlineMessage(.helper, "As on your passport").iconName   // nil
    /// ```
    public var iconName: String? { kind.iconName }

    /// The most lines the message wraps to.
    ///
    /// ```swift
    /// InlineMessage(.error, "…").lineLimit   // 3
    /// ```
    public var lineLimit: Int { Self.lineLimit }
}
