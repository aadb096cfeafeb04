extension NumberFieldFormatter {
    /// What a number field holds: a plain quantity, a percentage or a measurement in a unit of
    /// measure. Each is one stem of ICU's number skeleton, so ICU decides how the locale writes it.
    ///
    /// ```swift
    /// NumberFieldFormatter.Style.unit("mass-kilogram", width: .fullName).skeletonStem
    /// // "measure-unit/mass-kilogram unit-width-full-name"
    /// ```
    public enum Style: Sendable, Hashable {
        /// A plain number (`1.250,5` in de_DE).
        case decimal
        /// A percentage, typed as the percent it is (12.5 for `12,5 %`), with the locale's sign
        /// before or after it (`%12,5` in tr_TR).
        case percent
        /// A measurement in the ICU unit `identifier` (`mass-kilogram`, `length-kilometer`,
        /// `speed-kilometer-per-hour`), written with the unit in `width`.
        case unit(String, width: UnitWidth = .short)

        /// The skeleton stem of the style (empty for a plain number).
        var skeletonStem: String {
            switch self {
            case .decimal: ""
            case .percent: "percent"
            case let .unit(identifier, width): "measure-unit/\(identifier) unit-width-\(width.rawValue)"
            }
        }

        /// The stem a screen reader hears the number in: the unit's full name, `percent` as a
        /// word (ICU's unit `concentr-percent`).
        var spokenStem: String {
            switch self {
            case .decimal: ""
            case .percent: "measure-unit/concentr-percent unit-width-full-name"
            case let .unit(identifier, _): "measure-unit/\(identifier) unit-width-full-name"
            }
        }
    }

    /// How wide a unit is written: ICU's `unit-width-…` stems.
    ///
    /// ```swift
    /// NumberFieldFormatter.UnitWidth(rawValue: "full-name")   // .fullName
    /// ```
    public enum UnitWidth: String, Sendable, Hashable, CaseIterable {
        /// The abbreviation: `1.250,5 kg`, `12 km/h`.
        case short
        /// The shortest form: `1250.5kg` in en, `12°` for a temperature.
        case narrow
        /// The unit's name in the plural form the number takes: `1 kilogram`, `12 kilograms`,
        /// `5 килограммов`.
        case fullName = "full-name"
    }
}
