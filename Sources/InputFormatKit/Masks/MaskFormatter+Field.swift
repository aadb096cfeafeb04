extension MaskFormatter {
    /// The number pad when every slot of every mask takes only digits, else the text keyboard.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint {
        masks.digitCapacity != nil ? .numberPad : .default
    }

    /// With digit slots only, the slots of the longest mask: each digit is stored as one ASCII
    /// byte. A letter slot takes a letter with any number of marks, so with one there is no bound.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").maximumRawUTF8Count   // 10
    /// ```
    @_spi(FormatterAuthoring) public var maximumRawUTF8Count: Int? { masks.digitCapacity }
}
