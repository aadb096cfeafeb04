extension ValueVerdict {
    /// The error message of this verdict in `table`'s words: the message its code names, in the
    /// plural form of its ``count`` (written in `digits`) where it has one; a code that neither
    /// the table nor the built-in tables have a message for reads as a value in the wrong format.
    ///
    /// ```swift
    /// verdict.inlineMessage(in: .english).text   // "Check the card number: it is not valid"
    /// ValueVerdict(code: .maskIncompleteDigits, count: 10).inlineMessage(in: .english).text   // "Enter all 10 digits"
    /// ```
    ///
    /// - Complexity: O(*n* + *m*), the lengths of the template and of the arguments put in.
    public func inlineMessage(in table: MessageTable, digits: LocaleDigits = .ascii) -> InlineMessage {
        guard table.hasMessage(code) else { return InlineMessage(.error, table.text(.patternMismatch, arguments)) }
        guard let count else { return InlineMessage(.error, table.text(code, arguments)) }
        var arguments = arguments
        arguments["count"] = digits.format(count)
        return InlineMessage(.error, table.text(code, count: count, arguments))
    }
}
