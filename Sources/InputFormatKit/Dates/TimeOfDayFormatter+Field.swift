extension TimeOfDayFormatter {
    /// The number pad on a 24-hour clock; digits and punctuation (for `a` and `p`) on a 12-hour one.
    public var keyboardHint: KeyboardHint { layoutPattern.uses12Hour ? .numbersAndPunctuation : .numberPad }

    /// An error for a time that is incomplete, without its period, or no time of day.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func verdict(raw: String) -> ValueVerdict? {
        guard let time = value(raw: raw) else { return nil }
        switch time.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .timeIncomplete)
        case .periodMissing: return ValueVerdict(code: .timePeriodMissing, arguments: ["am": periods.am, "pm": periods.pm])
        case .invalid: return ValueVerdict(code: .timeInvalid)
        }
    }
}
