extension TimeOfDayFormatter {
    /// The clock a time field shows: the locale's, or the one an app picks, each in the locale's
    /// own pattern for it (its separators, digits and day period's place).
    ///
    /// ```swift
    /// TimeOfDayFormatter.Clock.twelveHour.skeleton(seconds: true)   // "hmmss"
    /// try TimeOfDayFormatter(locale: "de_DE", clock: .twelveHour).pattern   // "h:mm\u{202F}a"
    /// ```
    public enum Clock: String, Sendable, Hashable, CaseIterable {
        /// The clock the locale uses (ICU's skeleton `j`): 24 hours in de_DE, 12 in en_US.
        case locale
        /// Hours 1 to 12 and a day period (`h`): `9:41 PM`, in de_DE too.
        case twelveHour = "12"
        /// Hours 0 to 23 (`H`): `21:41`, in en_US too.
        case twentyFourHour = "24"

        /// ICU's skeleton for a time on this clock: the hour, the minutes and, with `seconds`,
        /// the seconds (`jmm`, `hmm`, `Hmmss`).
        ///
        /// ```swift
        /// TimeOfDayFormatter.Clock.locale.skeleton(seconds: false)   // "jmm"
        /// ```
        public func skeleton(seconds: Bool) -> String {
            let hour = switch self {
            case .locale: "j"
            case .twelveHour: "h"
            case .twentyFourHour: "H"
            }
            return hour + (seconds ? "mmss" : "mm")
        }
    }
}
