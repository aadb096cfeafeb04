// Writes Fixtures/dates/icu-dates.tsv to standard output (bash Scripts/make-icu-fixture.sh date
// compiles and runs it): ICU's own text of whole dates in the numeric pattern ICU's date-time
// pattern generator gives for the skeleton "yMMdd" in each locale, in the locale's default
// calendar (buddhist in th_TH, persian in fa_IR, islamic-umalqura in ar_SA, ...), made here with
// ICU's C API alone, never with the library, so that a date field's tests compare the library
// with an independent oracle.
//
// For each locale, one pattern generator (udatpg_open) and one date format (udat_open with the
// pattern udatpg_getBestPattern gives for "yMMdd", zone UTC) are opened once and format every
// date, as a library would. Each date is a Gregorian date; its instant is UTC midnight of that
// date, computed by a Gregorian UCalendar (UCAL_GREGORIAN) in UTC and checked against the
// count of days since 1970-01-01. The year, month and day are that instant's fields in a
// UCalendar opened for the locale with UCAL_DEFAULT in UTC (the year is the year of the era,
// as UCAL_YEAR gives it: 2569 in the buddhist calendar, 1405 in the persian one).
//
// One line of comment (how the file was made), then one line a case:
//   locale <TAB> calendar <TAB> iso <TAB> year <TAB> month <TAB> day <TAB> pattern <TAB> expected
// calendar: ucal_getType of the locale's calendar; iso: the Gregorian date, yyyy-MM-dd; year,
// month (1-based), day: ASCII numbers in the locale's calendar; pattern: the generator's
// pattern, UTF-8; expected: ICU's text, UTF-8, bidi marks (U+200F, U+200E, U+061C) kept.
// Every ICU call's status is checked: a failure ends the program with a message and status 1.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

static const char program[] = "make-date-fixture";
#include "icu-fixture.h"

// Locales across calendars, scripts, digits and orders: buddhist (th_TH), persian (fa_IR, ps_AF
// with an era in its pattern, ckb_IR), islamic-umalqura (ar_SA), gregorian elsewhere; day first,
// month first (en_US), year first (sv_SE, lt_LT, hu_HU, ja_JP, zh_CN, ko_KR); separators '/',
// '.', '-', ". " and 年月日; native digits (ar_EG, fa_IR, ps_AF, ckb_IR, bn_BD, mr_IN, ne_NP,
// my_MM); right-to-left marks (ar_EG, ar_SA, ar_MA, he_IL).
static const char *const locales[] = {
    "en_US", "en_GB", "en_IN", "en_CA", "en_ZA", "de_DE", "de_CH", "fr_FR", "fr_CA", "es_ES",
    "es_MX", "it_IT", "pt_BR", "pt_PT", "nl_NL", "sv_SE", "nb_NO", "da_DK", "fi_FI", "pl_PL",
    "cs_CZ", "sk_SK", "hu_HU", "ro_RO", "bg_BG", "sr_RS", "hr_HR", "el_GR", "ru_RU", "uk_UA",
    "kk_KZ", "tr_TR", "he_IL", "ar_EG", "ar_SA", "ar_MA", "fa_IR", "ps_AF", "ckb_IR", "th_TH",
    "hi_IN", "bn_BD", "mr_IN", "ne_NP", "my_MM", "ja_JP", "zh_CN", "zh_TW", "zh_Hans_SG", "ko_KR",
    "vi_VN", "id_ID", "lt_LT", "lv_LV", "et_EE", "am_ET", "fr_CH", "ca_ES", "ur_PK", "ms_MY",
    "sw_KE", "cy_GB",
};

// Gregorian dates: a leap day (2024-02-29, 2000-02-29), year boundaries (2025-12-31,
// 2026-01-01, 1999-12-31, 2000-01-01), a single-digit day and month (2026-03-05), and others.
static const struct {
    int year, month, day;
} dates[] = {
    {2026, 11, 25}, {2024, 2, 29}, {2000, 2, 29}, {2025, 12, 31}, {2026, 1, 1},  {1999, 12, 31},
    {2000, 1, 1},   {2026, 3, 5},  {1990, 7, 4},  {2010, 10, 10}, {2031, 9, 9}, {1985, 6, 15},
};

static const char skeleton[] = "yMMdd";
static const char zone[] = "UTC";

// UTF-8 (ASCII here) to UTF-16, terminated.
static int32_t to_utf16(UChar *buffer, int32_t capacity, const char *text, const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    u_strFromUTF8(buffer, capacity, &length, text, -1, &status);
    check(status, "u_strFromUTF8", locale, NULL, NULL);
    if (status == U_STRING_NOT_TERMINATED_WARNING || length >= capacity) fail("\"%s\" is too long", text);
    return length;
}

// UTF-16 to UTF-8 in text (capacity bytes), terminated; fails on an empty text, one too long,
// or one that holds a tab or a line break (it would break the columns).
static void to_utf8(char *text, int32_t capacity, const UChar *text16, int32_t length16, const char *what, const char *locale,
                    const char *iso) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    u_strToUTF8(text, capacity, &length, text16, length16, &status);
    check(status, "u_strToUTF8", locale, "date", iso);
    if (length <= 0 || length >= capacity) fail("%s %s %s: %d UTF-8 bytes", locale, what, iso ? iso : "", length);
    text[length] = '\0';
    if (strpbrk(text, "\t\n\r") != NULL) fail("%s %s %s: the text holds a tab or a line break", locale, what, iso ? iso : "");
}

// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
static int64_t days_from_civil(int64_t y, int m, int d) {
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const int64_t yoe = y - era * 400;
    const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

// The instant of UTC midnight of a Gregorian date, by the Gregorian calendar.
static UDate instant_of(UCalendar *gregorian, int year, int month, int day, const char *iso) {
    UErrorCode status = U_ZERO_ERROR;
    ucal_clear(gregorian);
    ucal_set(gregorian, UCAL_YEAR, year);
    ucal_set(gregorian, UCAL_MONTH, month - 1);
    ucal_set(gregorian, UCAL_DATE, day);
    UDate millis = ucal_getMillis(gregorian, &status);
    check(status, "ucal_getMillis", "gregorian", "date", iso);
    if (millis != (UDate)(days_from_civil(year, month, day) * 86400000LL)) fail("%s: the Gregorian calendar gives %.0f ms", iso, millis);
    return millis;
}

static int32_t field(const UCalendar *calendar, UCalendarDateFields which, const char *call, const char *locale, const char *iso) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t value = ucal_get(calendar, which, &status);
    check(status, call, locale, "date", iso);
    return value;
}

// Writes every date of one locale, with one calendar, one pattern generator and one date format.
static size_t write_cases(const char *locale, UCalendar *gregorian) {
    UErrorCode status = U_ZERO_ERROR;
    UChar zone16[16];
    int32_t zoneLength = to_utf16(zone16, (int32_t)COUNT(zone16), zone, locale);

    UCalendar *calendar = ucal_open(zone16, zoneLength, locale, UCAL_DEFAULT, &status);
    check(status, "ucal_open", locale, NULL, NULL);
    const char *type = ucal_getType(calendar, &status);
    check(status, "ucal_getType", locale, NULL, NULL);
    if (type == NULL || *type == '\0' || strpbrk(type, "\t\n\r") != NULL) fail("%s: no calendar type", locale);

    UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
    check(status, "udatpg_open", locale, NULL, NULL);
    UChar skeleton16[32];
    int32_t skeletonLength = to_utf16(skeleton16, (int32_t)COUNT(skeleton16), skeleton, locale);
    UChar pattern16[128];
    int32_t patternLength = udatpg_getBestPattern(generator, skeleton16, skeletonLength, pattern16, (int32_t)COUNT(pattern16), &status);
    check(status, "udatpg_getBestPattern", locale, NULL, NULL);
    if (patternLength <= 0 || patternLength >= (int32_t)COUNT(pattern16)) fail("%s: a pattern of %d UTF-16 units", locale, patternLength);
    char pattern[512];
    to_utf8(pattern, (int32_t)sizeof(pattern), pattern16, patternLength, "pattern", locale, NULL);

    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone16, zoneLength, pattern16, patternLength, &status);
    check(status, "udat_open", locale, NULL, NULL);

    for (size_t d = 0; d < COUNT(dates); d++) {
        char iso[16];
        snprintf(iso, sizeof(iso), "%04d-%02d-%02d", dates[d].year, dates[d].month, dates[d].day);
        UDate millis = instant_of(gregorian, dates[d].year, dates[d].month, dates[d].day, iso);

        ucal_setMillis(calendar, millis, &status);
        check(status, "ucal_setMillis", locale, "date", iso);
        int32_t year = field(calendar, UCAL_YEAR, "ucal_get(UCAL_YEAR)", locale, iso);
        int32_t month = field(calendar, UCAL_MONTH, "ucal_get(UCAL_MONTH)", locale, iso) + 1;
        int32_t day = field(calendar, UCAL_DATE, "ucal_get(UCAL_DATE)", locale, iso);
        // A leap month (chinese, dangi) would make the month number ambiguous.
        if (field(calendar, UCAL_IS_LEAP_MONTH, "ucal_get(UCAL_IS_LEAP_MONTH)", locale, iso) != 0) fail("%s %s: a leap month", locale, iso);

        UChar text16[256];
        int32_t length16 = udat_format(format, millis, text16, (int32_t)COUNT(text16), NULL, &status);
        check(status, "udat_format", locale, "date", iso);
        if (length16 <= 0 || length16 >= (int32_t)COUNT(text16)) fail("%s %s: %d UTF-16 units", locale, iso, length16);
        char text[1024];
        to_utf8(text, (int32_t)sizeof(text), text16, length16, "text", locale, iso);

        if (printf("%s\t%s\t%s\t%d\t%d\t%d\t%s\t%s\n", locale, type, iso, year, month, day, pattern, text) < 0) fail("writing failed");
    }
    udat_close(format);
    udatpg_close(generator);
    ucal_close(calendar);
    return COUNT(dates);
}

int main(void) {
    char icuVersion[U_MAX_VERSION_STRING_LENGTH], cldrVersion[U_MAX_VERSION_STRING_LENGTH];
    get_versions(icuVersion, cldrVersion);

    printf("# Made by Scripts/make-icu-fixture.sh date with ICU %s (CLDR %s) through its C API "
           "(ucal_open, ucal_getType, ucal_clear, ucal_set, ucal_getMillis, ucal_setMillis, ucal_get, "
           "udatpg_open, udatpg_getBestPattern, udat_open, udat_format), not by InputFormatKit: "
           "skeleton \"%s\", zone %s, the locale's default calendar, the instant of UTC midnight of a Gregorian date; "
           "columns: locale, calendar, iso, year, month, day, pattern, expected\n",
           icuVersion, cldrVersion, skeleton, zone);

    UErrorCode status = U_ZERO_ERROR;
    UChar zone16[16];
    int32_t zoneLength = to_utf16(zone16, (int32_t)COUNT(zone16), zone, "-");
    UCalendar *gregorian = ucal_open(zone16, zoneLength, "en_US_POSIX", UCAL_GREGORIAN, &status);
    check(status, "ucal_open(UCAL_GREGORIAN)", "en_US_POSIX", NULL, NULL);
    const char *gregorianType = ucal_getType(gregorian, &status);
    check(status, "ucal_getType", "en_US_POSIX", NULL, NULL);
    if (gregorianType == NULL || strcmp(gregorianType, "gregorian") != 0) fail("UCAL_GREGORIAN opened a %s calendar", gregorianType ? gregorianType : "(null)");

    size_t rows = 0;
    for (size_t l = 0; l < COUNT(locales); l++) {
        require_available(locales[l]);
        rows += write_cases(locales[l], gregorian);
    }
    ucal_close(gregorian);
    if (fflush(stdout) != 0 || ferror(stdout)) fail("writing failed");
    fprintf(stderr, "%s: %zu rows, %zu locales, ICU %s\n", program, rows, COUNT(locales), icuVersion);
    return 0;
}
