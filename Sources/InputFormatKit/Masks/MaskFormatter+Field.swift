extension MaskFormatter {
    /// The number pad when every slot of every mask takes only digits, else the text keyboard.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint {
        masks.allMasks.allSatisfy { $0.slots.allSatisfy { $0 == .digit } } ? .numberPad : .default
    }
}
