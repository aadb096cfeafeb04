extension TimeOfDayFormatter {
    /// What ICU's number formatter reads a duration with: a skeleton of the mixed unit of its
    /// hours, minutes and seconds that are not zero (the field's smallest unit for none), in full
    /// names, and the duration as an exact decimal of the largest of them. ICU writes it in the
    /// field's language with its own list pattern (`7 hours, 30 minutes`, `7 Stunden, 30 Minuten`,
    /// `7 時間 30 分`, `٧ ساعات و٣٠ دقيقة`).
    ///
    /// ```swift
    /// TimeOfDayFormatter.durationReading(seconds: 27000, hasSeconds: false)
    /// // ("unit/hour-and-minute unit-width-full-name", "7.5")
    /// TimeOfDayFormatter.durationReading(seconds: 25205, hasSeconds: true)
    /// // ("unit/hour-and-second unit-width-full-name", "7.001388888888888888888888")
    /// ```
    ///
    /// - Complexity: O(1): 24 fraction digits at most.
    static func durationReading(seconds total: Int, hasSeconds: Bool) -> (skeleton: String, decimal: String) {
        let units = [("hour", 3600), ("minute", 60), ("second", 1)].prefix(hasSeconds ? 3 : 2)
        var chosen = units.filter { unit in
            let within = unit.1 == 3600 ? total : total % (unit.1 * 60)
            return within / unit.1 != 0
        }
        if chosen.isEmpty, let smallest = units.last { chosen = [smallest] }
        let largest = chosen[0].1
        // The duration in the largest unit, as an exact decimal (ICU splits it into the others).
        var decimal = String(total / largest)
        var remainder = total % largest
        if remainder != 0 {
            decimal += "."
            for _ in 0..<24 where remainder != 0 {
                remainder *= 10
                decimal += String(remainder / largest)
                remainder %= largest
            }
        }
        return ("unit/" + chosen.map(\.0).joined(separator: "-and-") + " unit-width-full-name", decimal)
    }

    /// A screen reader's words for a whole duration in the field's language (ICU's measure format
    /// of ``durationReading(seconds:hasSeconds:)``), `nil` for a time of day or a duration not
    /// yet whole.
    ///
    /// ```swift
    /// try TimeOfDayFormatter(locale: "de_DE", duration: .hoursAndMinutes).spokenDuration(raw: "730")
    /// // "7 Stunden, 30 Minuten"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`; one ICU format call (the formatter opened
    ///   once a locale and skeleton).
    func spokenDuration(raw: String) -> String? {
        guard let duration, let total = value(raw: raw)?.durationInSeconds else { return nil }
        let reading = Self.durationReading(seconds: total, hasSeconds: duration.seconds)
        return try? ICUNumberFormatter.shared(skeleton: reading.skeleton, locale: locale).formatText(decimal: reading.decimal)
    }
}
