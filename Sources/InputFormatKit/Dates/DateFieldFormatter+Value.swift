extension DateFieldFormatter {
    /// The Gregorian date and the fields typed, `nil` without digits.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "th_TH").value(raw: "25112569")?.gregorian?.year   // 2026
    /// ```
    ///
    /// - Complexity: reads at most the first nine bytes of `raw`; a whole date in a calendar other than the Gregorian
    ///   is converted by one ICU call.
    public func value(raw: String) -> TypedDate? {
        guard !raw.isEmpty else { return nil }
        var raw = raw
        return raw.withUTF8 { value(digits: UnsafeBufferPointer(rebasing: $0.prefix(Self.length + 1))) }
    }

    /// ``value(raw:)`` of the raw digits' first nine bytes.
    private func value(digits: UnsafeBufferPointer<UInt8>) -> TypedDate {
        func field(_ component: DatePattern.Component) -> (text: String, number: Int?) {
            let start = self.start(of: component), width = component.width
            let typed = max(0, min(width, digits.count - start))
            // The digits typed, then `?` for each not typed, written in place (a small string).
            let text = String(unsafeUninitializedCapacity: width) { text in
                for index in 0..<width { text[index] = index < typed ? digits[start + index] : UInt8(ascii: "?") }
                return width
            }
            return (text, typed == width ? Self.number(digits[start..<(start + width)]) : nil)
        }
        let (day, month, year) = (field(.day), field(.month), field(.year))
        let partial = (year.text, month.text, day.text)
        let numbers = (day.number, month.number, year.number)
        guard digits.count == Self.length, let d = day.number, let m = month.number, let y = year.number else {
            return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: nil,
                             validation: .incomplete)
        }
        let gregorian = y < 1 ? nil : isGregorian ? GregorianDate(year: y, month: m, day: d) : icu.gregorian(year: y, month: m, day: d)
        guard let gregorian else {
            return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: nil, validation: .invalid)
        }
        let validation: DateValidation = if let minimum, gregorian < minimum { .beforeMinimum }
            else if let maximum, gregorian > maximum { .afterMaximum } else { .valid }
        return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: gregorian, validation: validation)
    }
}
