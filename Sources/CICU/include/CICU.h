// CICU: the only place in InputFormatKit that calls ICU.
//
// This header deliberately exposes no ICU type. Foundation on Linux carries its own ICU module
// whose declarations collide with the system ICU headers in any Swift file that imports both,
// and ICU's versioned symbol renaming (`unumf_close` is really `unumf_close_72`) cannot be
// imported into Swift. So every ICU call lives in the C files, behind plain C types. On Apple
// platforms, which ship ICU (libicucore) without headers, CICU.c compiles against its own
// declarations of the ICU API it uses (../ICUDeclarations.h); this header is the same everywhere.
//
// Strings cross this boundary as UTF-16 (`uint16_t`) buffers with explicit lengths, locale
// identifiers and decimal numbers as NUL-terminated ASCII. Every fallible function takes an
// `int32_t *status` that receives ICU's `UErrorCode` value (0 = success, negative = a warning,
// positive = a failure); `ifk_error_name` names it.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The name of an ICU error code, such as "U_ILLEGAL_ARGUMENT_ERROR".
const char *ifk_error_name(int32_t status);

/// The version of the ICU library in use, such as "72.1", written into `out` (NUL-terminated).
void ifk_icu_version(char *out, int32_t capacity);

// MARK: Locales

/// How many locales ICU has data for.
int32_t ifk_locale_count(void);

/// The identifier of the `index`th locale ICU has data for, or NULL past the end.
const char *ifk_locale_at(int32_t index);

/// Canonicalizes `locale_id` into `out` and says whether ICU really has data for it.
///
/// Returns 1 when ICU has data for the locale or one of its parents (`en_GB` → `en`), 0 when ICU
/// would silently fall back to the root or default locale (`xx_YY`, `tlh`), or when the region
/// subtag is not a known ISO 3166 code. `status` reports canonicalization failures.
int32_t ifk_locale_resolve(const char *locale_id, char *out, int32_t capacity, int32_t *status);

/// The ISO 4217 code of the currency in use in `locale_id` today, written into `out` (4 bytes
/// with the NUL). Returns 1 when the locale has a currency, 0 when it has none (`en`, `ar_001`).
int32_t ifk_locale_currency(const char *locale_id, char *out, int32_t *status);

/// 1 when the locale's script is written right to left (ar, he, fa, ur), 0 otherwise.
int32_t ifk_locale_is_right_to_left(const char *locale_id);

/// The name of `locale_id` ("Deutsch (Deutschland)": its language, then script, region and
/// variant) for people reading `display_locale_id`'s language, as ICU's locale display names give
/// it (`uloc_getDisplayName`), written as UTF-16 into `out`. Returns the length in UTF-16 units
/// (which may exceed `capacity`: then `status` is U_BUFFER_OVERFLOW_ERROR). Where ICU has no name
/// in that language it gives the code itself and `status` is U_USING_DEFAULT_WARNING (or
/// U_USING_FALLBACK_WARNING).
int32_t ifk_locale_display_name(const char *locale_id, const char *display_locale_id, uint16_t *out,
                                int32_t capacity, int32_t *status);

// MARK: Currencies

/// 1 when `iso_code` (three ASCII letters) is an ISO 4217 currency ICU knows, current or
/// historic; 0 otherwise.
int32_t ifk_currency_is_known(const char *iso_code);

/// The number of minor-unit digits of the currency (2 for USD, 0 for JPY, 3 for BHD), as ICU's
/// currency data gives them for cash-less amounts.
int32_t ifk_currency_minor_units(const char *iso_code, int32_t *status);

/// Which of a currency's names `ifk_currency_name` reads.
typedef enum ifk_currency_name_kind {
    IFK_CURRENCY_SYMBOL = 0,          // "€", "US$" (en_CA)
    IFK_CURRENCY_LONG_NAME = 1,       // "Euro", "British Pound"
    IFK_CURRENCY_NARROW_SYMBOL = 2,   // "$" for USD in en_CA
    IFK_CURRENCY_PLURAL_NAME = 3,     // a plural form: "euros", "British pounds" ("other")
} ifk_currency_name_kind;

/// A name of the currency in the locale (`kind`; for a plural name, the form of
/// `plural_category`, "one" to "other"), written as UTF-16 into `out`. Returns the length in
/// UTF-16 units (which may exceed `capacity`: then nothing is written past it and `status` is
/// U_BUFFER_OVERFLOW_ERROR).
int32_t ifk_currency_name(const char *iso_code, const char *locale_id, int32_t kind,
                          const char *plural_category, uint16_t *out, int32_t capacity, int32_t *status);

/// The codes of the currencies in common use today (ISO 4217, not deprecated), three ASCII
/// letters each, one after another into `out` (no terminator). Returns how many there are;
/// writes as many as `capacity` holds (3 bytes each).
int32_t ifk_currency_codes(char *out, int32_t capacity, int32_t *status);

// MARK: Number symbols

/// Which of a locale's number symbols `ifk_number_symbol` reads.
typedef enum ifk_symbol_kind {
    IFK_SYMBOL_DECIMAL, IFK_SYMBOL_GROUPING, IFK_SYMBOL_MINUS, IFK_SYMBOL_PLUS,   // 0 to 3
    IFK_SYMBOL_MONETARY_DECIMAL, IFK_SYMBOL_MONETARY_GROUPING,                   // 4, 5
} ifk_symbol_kind;

/// One of the locale's number symbols (ICU's DecimalFormatSymbols), written as UTF-16 into
/// `out`. Returns the length in UTF-16 units; `status` is U_ILLEGAL_ARGUMENT_ERROR for an
/// unknown kind.
int32_t ifk_number_symbol(const char *locale_id, int32_t kind, uint16_t *out, int32_t capacity,
                          int32_t *status);

/// The digits 0 to 9 of the locale's default numbering system, written as UTF-16 into `out`
/// (twenty units for digits outside the BMP), and the system's name (`latn`, `arab`) into
/// `name`. Returns the length of the digits; `status` is U_UNSUPPORTED_ERROR when the system is
/// algorithmic (`hanidec` is decimal, `roman` is not).
int32_t ifk_numbering_system_digits(const char *locale_id, uint16_t *out, int32_t capacity,
                                    char *name, int32_t name_capacity, int32_t *status);

// MARK: Number formatting

/// An ICU number formatter opened for one skeleton and locale. Opaque; thread-safe: formatting
/// from several threads at once is serialized internally.
typedef struct ifk_number_formatter ifk_number_formatter;

/// The kind of a span of formatted text, from ICU's field positions.
typedef enum ifk_field_kind {
    // ICU's UNumberFormatFields, 0 to 12 in this order.
    IFK_FIELD_INTEGER, IFK_FIELD_FRACTION, IFK_FIELD_DECIMAL_SEPARATOR, IFK_FIELD_EXPONENT_SYMBOL,
    IFK_FIELD_EXPONENT_SIGN, IFK_FIELD_EXPONENT, IFK_FIELD_GROUPING_SEPARATOR, IFK_FIELD_CURRENCY,
    IFK_FIELD_PERCENT, IFK_FIELD_PERMILL, IFK_FIELD_SIGN, IFK_FIELD_MEASURE_UNIT, IFK_FIELD_COMPACT,
} ifk_field_kind;

/// One field of a formatted result: its kind and UTF-16 offsets [start, limit).
typedef struct ifk_field_span {
    int32_t kind;
    int32_t start;
    int32_t limit;
} ifk_field_span;

/// Opens a formatter for an ICU number skeleton (UTF-16, such as `currency/EUR`) and a locale.
/// Returns NULL and sets `status` on failure (a malformed skeleton, no memory).
ifk_number_formatter *ifk_number_formatter_open(const uint16_t *skeleton, int32_t skeleton_length,
                                                const char *locale_id, int32_t *status);

/// How many times `ifk_number_formatter_open` uses a new formatter before handing it out:
/// ICU's call-count threshold (3 in ICU 72), after which ICU formats on its compiled path.
#define IFK_ICU_COMPILE_THRESHOLD 3

/// The oracle of ICU's own behaviour, for tests: a formatter opened for `skeleton` in the
/// locale, used `uses` times on `decimal`, the text of the last use written as UTF-16 into
/// `out` (the length is returned), then closed. ICU 72 writes some texts differently on the
/// first uses than on later ones; `ifk_number_formatter_open` hands out formatters past them.
int32_t ifk_icu_format_after_uses(const uint16_t *skeleton, int32_t skeleton_length, const char *locale_id,
                                  const char *decimal, int32_t uses, uint16_t *out, int32_t capacity,
                                  int32_t *status);

/// Opens a formatter for an ICU decimal pattern (UTF-16, such as `#,##0.0###;(#)`) and a locale,
/// ICU's classic format (`unum_open` with UNUM_PATTERN_DECIMAL): formatting writes its text alone,
/// with no field spans. Returns NULL and sets `status` on failure (U_PATTERN_SYNTAX_ERROR,
/// U_UNQUOTED_SPECIAL… for a pattern ICU does not read).
ifk_number_formatter *ifk_number_pattern_open(const uint16_t *pattern, int32_t pattern_length,
                                              const char *locale_id, int32_t *status);

/// What a decimal pattern sets, `ifk_number_pattern_attribute` reads: ICU's
/// UNumberFormatAttribute values.
typedef enum ifk_pattern_attribute {
    IFK_PATTERN_GROUPING_USED = 1, IFK_PATTERN_DECIMAL_ALWAYS_SHOWN = 2, IFK_PATTERN_MIN_INTEGER_DIGITS = 4,
    IFK_PATTERN_MAX_FRACTION_DIGITS = 6, IFK_PATTERN_MIN_FRACTION_DIGITS = 7, IFK_PATTERN_MULTIPLIER = 9,
    IFK_PATTERN_GROUPING_SIZE = 10, IFK_PATTERN_FORMAT_WIDTH = 13, IFK_PATTERN_SECONDARY_GROUPING_SIZE = 15,
    IFK_PATTERN_SIGNIFICANT_DIGITS_USED = 16, IFK_PATTERN_SCALE = 21, IFK_PATTERN_MINIMUM_GROUPING_DIGITS = 22,
} ifk_pattern_attribute;

/// The value of `attribute` (an ifk_pattern_attribute) of a formatter opened by
/// `ifk_number_pattern_open` (`unum_getAttribute`); -1 for a skeleton's formatter.
int32_t ifk_number_pattern_attribute(const ifk_number_formatter *formatter, int32_t attribute);

/// The rounding increment of a pattern's formatter (`0.05` for `#,##0.05`), 0 when it has none;
/// -1 for a skeleton's formatter.
double ifk_number_pattern_rounding_increment(const ifk_number_formatter *formatter);

/// Which affix of a pattern's formatter `ifk_number_pattern_affix` reads: ICU's
/// UNumberFormatTextAttribute values.
typedef enum ifk_pattern_affix {
    IFK_PATTERN_POSITIVE_PREFIX = 0, IFK_PATTERN_POSITIVE_SUFFIX = 1,
    IFK_PATTERN_NEGATIVE_PREFIX = 2, IFK_PATTERN_NEGATIVE_SUFFIX = 3,
} ifk_pattern_affix;

/// One affix of a pattern's formatter, as ICU writes it in the locale (`(` for the negative prefix
/// of `#,##0;(#)`, the locale's minus sign with its bidi marks for a pattern without a negative
/// part), as UTF-16 into `out`. Returns the length (which may exceed `capacity`: then `status` is
/// U_BUFFER_OVERFLOW_ERROR).
int32_t ifk_number_pattern_affix(const ifk_number_formatter *formatter, int32_t affix, uint16_t *out,
                                 int32_t capacity, int32_t *status);

/// The oracle of ICU's own output for a decimal pattern, for tests: a classic format opened for
/// `pattern` in the locale, `decimal` formatted once (`unum_formatDecimal`), the text written as
/// UTF-16 into `out` (the length is returned), the format closed.
int32_t ifk_icu_format_pattern(const uint16_t *pattern, int32_t pattern_length, const char *locale_id,
                               const char *decimal, uint16_t *out, int32_t capacity, int32_t *status);

/// Closes a formatter opened by `ifk_number_formatter_open` or `ifk_number_pattern_open`. NULL is ignored.
void ifk_number_formatter_close(ifk_number_formatter *formatter);

/// Formats a decimal number given as an ASCII string (`-1234.50`), exactly, never through a
/// binary floating-point value.
///
/// Writes the UTF-16 result into `out` and returns its length (if that exceeds `capacity`,
/// `status` is U_BUFFER_OVERFLOW_ERROR). When `spans` is not NULL, also writes up to
/// `span_capacity` field spans, in the order ICU gives them, and their total into `span_count`.
int32_t ifk_number_formatter_format_decimal(const ifk_number_formatter *formatter,
                                            const char *decimal, int32_t decimal_length,
                                            uint16_t *out, int32_t capacity,
                                            ifk_field_span *spans, int32_t span_capacity,
                                            int32_t *span_count, int32_t *status);

// MARK: Plural rules

/// CLDR plural rules of one locale (an opaque ICU `UPluralRules`).
typedef struct ifk_plural_rules ifk_plural_rules;

/// Opens the cardinal plural rules of a locale. Returns NULL and sets `status` on failure.
ifk_plural_rules *ifk_plural_rules_open(const char *locale_id, int32_t *status);

/// Closes rules opened by `ifk_plural_rules_open`. NULL is ignored.
void ifk_plural_rules_close(ifk_plural_rules *rules);

/// Writes the plural keyword of the integer `count` (`zero`, `one`, `two`, `few`, `many` or
/// `other`) into `out` as NUL-terminated ASCII and returns its length.
int32_t ifk_plural_rules_select(const ifk_plural_rules *rules, int64_t count, char *out,
                                int32_t capacity, int32_t *status);

// MARK: Dates

/// The best date or time pattern for `skeleton` (UTF-16, such as `yMMdd` or `jmm`) in the locale,
/// from ICU's date-time pattern generator (`udatpg_getBestPattern`), as UTF-16 into `out`: the
/// locale's order, separators and calendar (`fa_IR` gives the Persian calendar's). Returns the
/// length in UTF-16 units (which may exceed `capacity`: then `status` is U_BUFFER_OVERFLOW_ERROR).
int32_t ifk_date_pattern(const char *locale_id, const uint16_t *skeleton, int32_t skeleton_length,
                         uint16_t *out, int32_t capacity, int32_t *status);

/// A locale's calendar (its default, or the one its `@calendar=` keyword names) with the date
/// formats of the locale, all in UTC, opened once. Opaque; thread-safe: calls on one calendar are
/// serialized internally.
typedef struct ifk_calendar ifk_calendar;

/// Opens the calendar of `locale_id`. Returns NULL and sets `status` on failure.
ifk_calendar *ifk_calendar_open(const char *locale_id, int32_t *status);

/// Closes a calendar opened by `ifk_calendar_open`. NULL is ignored.
void ifk_calendar_close(ifk_calendar *calendar);

/// The calendar's type as ICU names it (`gregorian`, `persian`, `buddhist`, `islamic-umalqura`),
/// NUL-terminated ASCII into `out`. Returns its length.
int32_t ifk_calendar_type(const ifk_calendar *calendar, char *out, int32_t capacity);

/// How many eras the calendar counts years in (1 for the Persian, Buddhist and Islamic calendars,
/// 2 for the Gregorian, many for the Japanese).
int32_t ifk_calendar_era_count(const ifk_calendar *calendar);

/// Converts a date given as year, month (1-based) and day in `in` (Gregorian when
/// `from_gregorian` is 1, else in the calendar) into the other calendar's year, month and day in
/// `out`. Returns 1 when the fields given are a date (checked strictly: 30 February is none), 0
/// when they are not (`out` is then left alone).
int32_t ifk_calendar_convert(const ifk_calendar *calendar, int32_t from_gregorian, const int32_t in[3],
                             int32_t out[3], int32_t *status);

/// Which of the locale's date formats `ifk_calendar_format` and `ifk_calendar_parse` use: ICU's
/// UDateFormatStyle values.
typedef enum ifk_date_style {
    IFK_DATE_FULL = 0, IFK_DATE_LONG = 1, IFK_DATE_MEDIUM = 2, IFK_DATE_SHORT = 3,
} ifk_date_style;

/// Formats the Gregorian date `gregorian` (year, month, day) in the calendar with the locale's
/// format of `style`, or with `pattern` (UTF-16) when it is not NULL, as UTF-16 into `out`.
/// Returns the length (which may exceed `capacity`: then `status` is U_BUFFER_OVERFLOW_ERROR).
int32_t ifk_calendar_format(const ifk_calendar *calendar, int32_t style, const uint16_t *pattern,
                            int32_t pattern_length, const int32_t gregorian[3], uint16_t *out,
                            int32_t capacity, int32_t *status);

/// Reads `text` as a date in those of the locale's full, long, medium and short formats that
/// `styles` names (bit 1 << style, IFK_DATE_FULL to IFK_DATE_SHORT), in that order, strictly
/// (ICU's parsing with leniency off) and only when the whole text is read: one ICU parse a style,
/// until one reads it. Returns the style that read it (0 to 3) and writes the date in the calendar
/// into `in_calendar` and in the Gregorian calendar into `gregorian`; returns -1 when none reads it.
int32_t ifk_calendar_parse(const ifk_calendar *calendar, const uint16_t *text, int32_t length, int32_t styles,
                           int32_t in_calendar[3], int32_t gregorian[3], int32_t *status);

/// Reads `text` as a date in `pattern` (UTF-16, such as a month and a year in words, `MMMM y`),
/// in the locale and calendar, strictly and only when the whole text is read: one ICU parse, with
/// a format opened for it. Returns 1 and writes the date in the calendar into `in_calendar` and
/// in the Gregorian calendar into `gregorian` (the fields the pattern lacks, such as the day, are
/// ICU's defaults: the 1st); returns 0 when the pattern does not read it.
int32_t ifk_calendar_parse_pattern(const ifk_calendar *calendar, const uint16_t *pattern, int32_t pattern_length,
                                   const uint16_t *text, int32_t length, int32_t in_calendar[3], int32_t gregorian[3],
                                   int32_t *status);

/// How many ICU parses `ifk_calendar_parse` and `ifk_calendar_parse_pattern` have made on the
/// calling thread (each style tried is one): the tests' measure of what reading a text costs.
int64_t ifk_calendar_parse_count(void);

/// The year, in the calendar, that starts the hundred years into which the locale's formats place a
/// two-digit year (ICU's default: 80 years before now).
int32_t ifk_calendar_two_digit_year_start(const ifk_calendar *calendar, int32_t *status);

/// The locale's name of a day period, `index` 0 for before noon and 1 for after (`AM`, `PM`), as
/// UTF-16 into `out`. Returns the length.
int32_t ifk_calendar_day_period(const ifk_calendar *calendar, int32_t index, uint16_t *out, int32_t capacity,
                                int32_t *status);

/// A time format of a locale with an ICU pattern (`h:mm a`, `HH:mm`), in UTC, opened once. Opaque;
/// thread-safe: calls on one format are serialized internally.
typedef struct ifk_time_format ifk_time_format;

/// Opens the format of `pattern` (UTF-16) in `locale_id`. Returns NULL and sets `status` on failure.
ifk_time_format *ifk_time_format_open(const char *locale_id, const uint16_t *pattern, int32_t pattern_length,
                                      int32_t *status);

/// Closes a format opened by `ifk_time_format_open`. NULL is ignored.
void ifk_time_format_close(ifk_time_format *format);

/// Formats `hour` (0 to 23), `minute` and `second` of 1 January 1970 as UTF-16 into `out`. Returns the
/// length (which may exceed `capacity`: then `status` is U_BUFFER_OVERFLOW_ERROR).
int32_t ifk_time_format_format(const ifk_time_format *format, int32_t hour, int32_t minute, int32_t second,
                               uint16_t *out, int32_t capacity, int32_t *status);

// MARK: Regular expressions

/// A compiled ICU regular expression (an opaque `URegularExpression`). Not safe to use from two
/// threads at once.
typedef struct ifk_regex ifk_regex;

/// Compiles `pattern` (ICU's syntax, as NSRegularExpression). Returns NULL and sets `status` (a
/// `U_REGEX_…` code for a syntax error) on failure.
ifk_regex *ifk_regex_open(const uint16_t *pattern, int32_t length, int32_t *status);

/// Closes a regular expression opened by `ifk_regex_open`. NULL is ignored.
void ifk_regex_close(ifk_regex *regex);

/// Whether the whole of `text` matches within a budget of `step_limit` steps of ICU's matcher
/// (`uregex_setTimeLimit`; a step is some thousands of the matcher's operations, well under a
/// millisecond): 1 or 0; -1 when the match ran out of its budget or of ICU's backtracking stack,
/// with `status` saying which. The text is not kept.
int32_t ifk_regex_matches_whole(ifk_regex *regex, const uint16_t *text, int32_t length, int32_t step_limit,
                                int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
