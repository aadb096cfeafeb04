extension ValueVerdict {
    /// The error message of this verdict in `table`'s words: the message its code names; a code
    /// that neither the table nor the built-in tables have a message for reads as a value in
    /// the wrong format.
    ///
    /// ```swift
    /// verdict.inlineMessage(in: .english).text   // "Check the card number: it is not valid"
    /// ```
    ///
    /// - Complexity: O(*n* + *m*), the lengths of the template and of the arguments put in.
    public func inlineMessage(in table: MessageTable) -> InlineMessage {
        InlineMessage(.error, table.text(table.hasMessage(code) ? code : .patternMismatch, arguments))
    }
}
