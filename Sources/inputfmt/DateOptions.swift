import ArgumentParser
import InputFormatKit

/// The options that configure a date field, shared by `format date` and `replay --field date`
/// (each of which takes `--locale` apart: `format date` from ``LocaleFieldOptions``).
struct DateOptions: ParsableArguments {
    @Option(help: "The calendar to show instead of the locale's, such as gregorian (date fields).")
    var calendar: String?

    @Option(help: "The ICU skeleton the field is made from: a date pattern's, such as yMd, or yMM for a month and a year (date fields; default: yMMdd), or a number skeleton, such as 'percent .00' (number fields).")
    var skeleton: String?

    @Option(name: .customLong("date-pattern"), help: "A date pattern of your own, such as dd/MM/y, dd/MM/yy or MM/yy (date fields; default: the locale's).")
    var datePattern: String?

    @Option(help: "The earliest date without an error, as YYYY-MM-DD (date fields).")
    var earliest: String?

    @Option(help: "The latest date without an error, as YYYY-MM-DD (date fields).")
    var latest: String?

    /// The options of these given on the command line, for a command that drives another kind
    /// of field and must not ignore them silently (`--skeleton` is a number field's too).
    var given: [String] {
        [("--calendar", calendar != nil), ("--date-pattern", datePattern != nil),
         ("--earliest", earliest != nil), ("--latest", latest != nil)]
            .filter(\.1).map(\.0)
    }

    /// `--earliest` and `--latest` are ISO 8601 dates; a skeleton or a pattern, not both.
    func validate() throws {
        for (option, bound) in [("--earliest", earliest), ("--latest", latest)] {
            if let bound, (try? GregorianDate(iso8601: bound)) == nil {
                throw ValidationError("\(option) takes a date as YYYY-MM-DD, such as 2026-12-31, not \(EditRejection.quoted(bound))")
            }
        }
        if skeleton != nil, datePattern != nil {
            throw ValidationError("--skeleton and --date-pattern each say how the date is written: give one of them")
        }
    }

    /// The formatter these options describe in `locale` (``validate()`` has passed), or a
    /// one-line failure that names the option at fault.
    func formatter(locale: String, today: GregorianDate? = nil) throws -> DateFieldFormatter {
        do {
            return try DateFieldFormatter(locale: locale, calendar: calendar, skeleton: skeleton ?? "yMMdd", pattern: datePattern,
                                          minimum: earliest.flatMap { try? GregorianDate(iso8601: $0) },
                                          maximum: latest.flatMap { try? GregorianDate(iso8601: $0) }, today: today)
        } catch .emptyRange {
            throw CommandFailure("--earliest \(earliest ?? "") is after --latest \(latest ?? "")")
        } catch .unsupportedDatePattern(let pattern) where datePattern == nil && skeleton != nil {
            throw CommandFailure("--skeleton \(EditRejection.quoted(skeleton ?? "")) gives the pattern \(EditRejection.quoted(pattern)), which is not a month and a year as numbers, with or without a day")
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
