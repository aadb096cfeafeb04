extension TimeOfDayFormatter {
    /// What a duration field takes: hours from 0 to ``maximumHours`` (past 24), minutes and,
    /// with ``seconds``, seconds; its value is a number of seconds
    /// (``TimeOfDay/durationInSeconds``).
    ///
    /// ```swift
    /// TimeOfDayFormatter.DurationMode.hoursAndMinutes.maximumHours          // 9999
    /// TimeOfDayFormatter.DurationMode(maximumHours: 99, seconds: true).seconds   // true
    /// ```
    public struct DurationMode: Sendable, Hashable {
        /// The most hours a duration may have (9,999 unless an app gives fewer or more).
        public let maximumHours: Int
        /// Whether the duration has seconds after its minutes (`7:30:05`).
        public let seconds: Bool

        /// The most hours an app may give: 1 to 99,999.
        public static let hoursRange = 1...99_999

        /// Hours (up to 9,999) and minutes: `7:30`.
        public static let hoursAndMinutes = DurationMode()

        /// Hours (up to 9,999), minutes and seconds: `7:30:05`.
        public static let hoursMinutesAndSeconds = DurationMode(seconds: true)

        /// A duration of at most `maximumHours` hours (checked by
        /// ``TimeOfDayFormatter/init(locale:duration:)``), with `seconds` or without.
        public init(maximumHours: Int = 9999, seconds: Bool = false) {
            self.maximumHours = maximumHours
            self.seconds = seconds
        }

        /// How many fields a whole duration has: the hours and minutes, and the seconds.
        var fieldCount: Int { seconds ? 3 : 2 }

        /// The most digits the hours are typed with: those of ``maximumHours`` (4 for 9,999).
        var hourDigits: Int { String(maximumHours).count }
    }
}
