import ArgumentParser
import InputFormatKit

extension Inputfmt.Format {
    /// `inputfmt format date DATE [--locale ID] [--calendar C] [--skeleton S | --date-pattern P]
    /// [--earliest D] [--latest D] [--language L]`.
    struct Date: LocaleFieldFormatCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a date as a finished date field of a locale shows it.",
            discussion: """
                DATE is read as the field reads a paste: ISO 8601 (2026-11-25, a Gregorian date), \
                the locale's numeric form (25.11.2026 or 25.11.26 in de_DE), or its long or \
                medium form (25. November 2026); a two-digit year is the one in the hundred years \
                from 80 before --today (inputfmt format date 25.11.26 --locale de_DE --today 2126-01-01 \
                prints 25.11.2126). It prints the date in the locale's numeric \
                pattern, digits and calendar (25.11.2026 in de_DE, ۱۴۰۵/۰۹/۰۴ in fa_IR), and \
                fails where the field refuses it or shows an error (31 April, a date before \
                --earliest or after --latest), in the words of --language. A pattern or skeleton \
                of a month and a year (--date-pattern MM/yy, --skeleton yMM) takes a month: \
                inputfmt format date 2026-11 --date-pattern MM/yy prints 11/26; a whole date \
                there is refused. - reads one a line from standard input.
                """)

        @Argument(help: "The date (a negative year needs no -- before it), or - for standard input.")
        var value: String

        @OptionGroup var field: LocaleFieldOptions

        @OptionGroup var options: DateOptions

        @OptionGroup var today: TodayOption

        var noun: String { "date" }
        func makeFormatter() throws -> DateFieldFormatter { try options.formatter(locale: field.locale, today: today.date) }
        func kind(locale _: String) -> String { "a date in \(EditRejection.shown(field.locale))" }
    }

    /// `inputfmt format time TIME [--locale ID] [--time-pattern P | --clock 12|24 --seconds | --duration
    /// [--seconds] [--max-hours N]] [--language L]`.
    struct Time: LocaleFieldFormatCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a time of day as a finished time field of a locale shows it.",
            discussion: """
                TIME is read as the field reads a paste: 9:41, 09:41 PM, 21:41 (on a 12-hour \
                clock, 9:41 PM), or digits alone. It prints the time on the locale's clock \
                (21:41 in de_DE, 9:41 PM in en_US), on the one --clock picks in the locale's \
                pattern for it (--clock 12 --locale de_DE prints 9:41 PM), with --seconds its \
                seconds too (21:41:05), or in --time-pattern (HH:mm:ss); it fails where the \
                field refuses it or shows an error (no AM or PM on a 12-hour clock, an hour 25, \
                seconds 75), in the words of --language. With --duration it takes a duration: hours \
                past 24 up to --max-hours (9999), digits alone read from the right (730 is 7:30, \
                3130 is 31:30), 7.30 refused (it may be 7.3 hours). - reads one a line from standard input.
                """)

        @Argument(help: "The time (a value that begins with - needs no -- before it), or - for standard input.")
        var value: String

        @OptionGroup var field: LocaleFieldOptions

        @OptionGroup var options: TimeOptions

        var noun: String { "time" }
        func makeFormatter() throws -> TimeOfDayFormatter { try options.formatter(locale: field.locale) }
        func kind(locale _: String) -> String { "a \(options.duration ? "duration" : "time") in \(EditRejection.shown(field.locale))" }
    }
}

extension Inputfmt.Format.Date {
    /// The options of `format date` that take a value (a negative date after one is its value).
    static let optionsWithValues: Set<String> = Inputfmt.Format.Time.optionsWithValues.union(
        ["--calendar", "--skeleton", "--date-pattern", "--earliest", "--latest", "--today"])
}

extension Inputfmt.Format.Time {
    /// The options of `format time` that take a value: the locale's, the language's, the affixes'
    /// and the time's pattern and clock.
    static let optionsWithValues: Set<String> = ["--locale", "--language", "--prefix", "--suffix", "--affixes", "--time-pattern", "--clock",
                                                 "--max-hours"]
}
