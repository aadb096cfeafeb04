extension ExpiryDateFormatter {
    /// The number pad.
    ///
    /// ```swift
    /// ExpiryDateFormatter().keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { .numberPad }
}
