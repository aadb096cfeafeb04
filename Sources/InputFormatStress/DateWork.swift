@_spi(Internals) import InputFormatKit

/// Date and time field work, one item per chosen ICU locale: a date typed as digits, in the
/// locale's words (the medium form ICU writes) and in ISO 8601, edited inside a part and pasted,
/// in a formatter made before the run that every thread uses at once (its words of the locale,
/// formatted on the first letter typed, are kept behind a lock and shared by all its copies) and
/// in one each run makes anew in the Gregorian calendar; and a time typed on the locale's clock
/// and as the other clock writes it.
enum DateWork {
    /// The date every script types.
    static let date = try! GregorianDate(year: 2026, month: 11, day: 25)

    /// The item of each of `locales`.
    static func items(locales: [String]) -> [WorkItem] {
        locales.map { locale in
            let shared = Result { () throws(ConfigurationError) in try DateFieldFormatter(locale: locale) }
            let sharedTime = Result { () throws(ConfigurationError) in try TimeOfDayFormatter(locale: locale) }
            // The texts typed are written before the run, on one thread.
            let words = (try? ICUCalendar(locale: locale)).flatMap { try? $0.format(date, style: .medium) } ?? "Nov 25, 2026"
            return WorkItem(family: .dates, name: "date \(locale)") {
                var digest = Digest()
                switch shared {
                case let .success(formatter): record(formatter, words: words, locale: locale, label: "shared", into: &digest)
                case let .failure(error): digest.record("refused", "\(error)")
                }
                do {
                    record(try DateFieldFormatter(locale: locale, calendar: "gregorian"), words: words, locale: locale,
                           label: "gregorian", into: &digest)
                } catch {
                    digest.record("refused", "\(error)")
                }
                switch sharedTime {
                case let .success(formatter): recordTime(formatter, locale: locale, into: &digest)
                case let .failure(error): digest.record("refused", "\(error)")
                }
                return digest.text
            }
        }
    }

    /// A date typed key by key as digits, edited inside its first part, pasted in ISO 8601 and
    /// typed in the locale's words, through a form field in the locale's language and through
    /// the stateless path.
    static func record(_ formatter: DateFieldFormatter, words: String, locale: String, label: String,
                       into digest: inout Digest) {
        let script: [Keystroke] = [
            .type("25112026"), .select(1..<1), .backspace, .type("7"), .select(0..<4), .deleteForward, .select(0..<99),
            .paste("2026-11-25"), .blur, .focus, .select(0..<99), .backspace, .type(words), .select(0..<4), .deleteForward,
            .blur,
        ]
        let configuration = FormField<DateFieldFormatter>.Configuration(
            label: "Date", isRequired: true, rules: [.formatterVerdict()], timing: .onEveryEdit, locale: locale)
        FieldSession.record(script, formatter: formatter, configuration: configuration, label: label, into: &digest)
        FieldSession.recordStateless(script, formatter: formatter, label: "\(label) delegate", into: &digest)
    }

    /// A time typed on the locale's clock, edited inside its hour, and typed as the other clock
    /// writes it.
    static func recordTime(_ formatter: TimeOfDayFormatter, locale: String, into digest: inout Digest) {
        let script: [Keystroke] = [
            .type("0924"), .select(1..<1), .backspace, .type("1"), .select(0..<99), .backspace, .type("21:05"),
            .select(0..<99), .paste("9:05 PM"), .blur, .focus, .select(0..<99), .type("9:05 pm"), .blur,
        ]
        let configuration = FormField<TimeOfDayFormatter>.Configuration(
            label: "Time", rules: [.formatterVerdict()], timing: .onEveryEdit, locale: locale)
        FieldSession.record(script, formatter: formatter, configuration: configuration, label: "time", into: &digest)
        FieldSession.recordStateless(script, formatter: formatter, label: "time delegate", into: &digest)
    }
}
