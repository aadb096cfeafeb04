/// The outcome of applying an edit to a field: what it shows now, its value, and whether the
/// edit was refused and why.
///
/// ```swift
/// let formatter = try CurrencyFormatter(locale: "de_DE", currency: "EUR")
/// let result = formatter.apply(.paste("1234,5", in: .empty), to: .empty)
/// result.field.description   // "1.234,5|"
/// result.value?.description  // "1234.5"
/// result.isRejected          // false
/// ```
public struct EditResult<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The text and selection after the edit (unchanged when it was refused).
    public var field: FieldText
    /// The value after the edit, or `nil` when the field holds none.
    public var value: Value?
    /// Why the edit was refused, or `nil` when it was accepted.
    public var rejection: EditRejection?
    /// What an accepted edit changed in the raw characters (`.unchanged` for a refused
    /// one): what a character counter and a plain-text field's undo history read, so that a
    /// change in a long note is counted and kept from the change alone. Not part of the result's
    /// equality.
    var rawChange: RawChange

    /// Whether the edit was refused.
    ///
    /// ```swift
    /// result.isRejected ? haptics.notify(.error) : ()
    /// ```
    public var isRejected: Bool { rejection != nil }

    /// Results are equal when they show, hold and refuse the same.
    ///
    /// - Complexity: O(*n*) in the length of the texts and values compared.
    public static func == (lhs: EditResult, rhs: EditResult) -> Bool {
        lhs.field == rhs.field && lhs.value == rhs.value && lhs.rejection == rhs.rejection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(field)
        hasher.combine(value)
        hasher.combine(rejection)
    }
}

// In an extension so that the type keeps its memberwise initializer, which it calls (see
// FieldText).
extension EditResult {
    /// A result with the given parts; only the engine and the fields make one. A refused edit,
    /// and one that moved only the caret, changed no raw character.
    init(field: FieldText, value: Value?, rejection: EditRejection? = nil) {
        self.init(field: field, value: value, rejection: rejection, rawChange: .unchanged)
    }
}
