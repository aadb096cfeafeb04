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
    var maximumRawUTF8Count: Int? { masks.digitCapacity }
}

extension MaskFormatter {
    /// Whether `raw` fills every slot of the mask it chooses.
    ///
    /// ```swift
    /// let phone = try MaskFormatter(pattern: "(###) ###-####")
    /// phone.isComplete(raw: "5551234567")   // true
    /// phone.isComplete(raw: "555")          // false
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`: its characters are counted and choose the mask.
    public func isComplete(raw: String) -> Bool {
        let (mask, filled) = chosenMask(raw)
        return filled >= mask.slotCount
    }

    /// Incomplete, while slots of the mask are left: `mask.incomplete-digits` ("Enter all 10
    /// digits") when every slot takes a digit, `mask.incomplete` ("Enter all 6 characters")
    /// otherwise, the count that of the mask's slots; `nil` for an empty field (the required rule
    /// speaks of that) and a complete one.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").verdict(raw: "555")?.code   // .maskIncompleteDigits
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func verdict(raw: String) -> ValueVerdict? {
        guard !raw.isEmpty else { return nil }
        let (mask, filled) = chosenMask(raw)
        guard filled < mask.slotCount else { return nil }
        return ValueVerdict(code: mask.takesDigitsOnly ? .maskIncompleteDigits : .maskIncomplete, count: mask.slotCount)
    }
}
