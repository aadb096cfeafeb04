// Writes Fixtures/numbers/icu-finished.tsv to standard output (bash Scripts/make-icu-fixture.sh
// number compiles and runs it): ICU's own text of numbers for the skeleton a
// NumberFieldFormatter shows once editing ends, made here with ICU's C API alone, never with the
// library, so that NumberICUOracleTests compares the library with an independent oracle.
//
// The skeleton, written here from NumberFieldFormatter's rule (maximumFractionDigits 3,
// minimumFractionDigits 0, its defaults): "<stem> .###", where the stem is "" for a plain
// number, "percent" for a percentage (the number is the percent as typed: 12.5 → 12.5 %) and
// "measure-unit/<id> unit-width-<short|narrow|full-name>" for a unit.
//
// One line of comment (how the file was made), then one line a case:
//   locale <TAB> style <TAB> width <TAB> value <TAB> expected
// style: decimal, percent or a unit identifier; width: short, narrow, full-name, or - for
// decimal and percent; value: the number as typed, ASCII (12.5); expected: ICU's text, UTF-8.
// Every ICU call's status is checked: a failure ends the program with a message and status 1.
#include <stdio.h>
#include <string.h>

#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

static const char program[] = "make-number-fixture";
#include "icu-fixture.h"

// Locales across scripts, digits and patterns: Latin, Cyrillic, Greek, Arabic, Hebrew,
// Devanagari, Bengali, Thai, Myanmar, CJK, Hangul, Ethiopic; native digits (ar_EG, fa_IR,
// bn_BD, mr_IN, ne_NP, my_MM); Indian grouping (en_IN, hi_IN); apostrophe grouping (de_CH);
// space grouping (fr_FR, sv_SE, pl_PL); the percent sign first (tr_TR) or after a space.
static const char *const locales[] = {
    "en_US", "en_GB", "en_IN", "de_DE", "de_CH", "fr_FR", "fr_CH", "es_ES", "es_MX", "pl_PL",
    "ru_RU", "uk_UA", "kk_KZ", "tr_TR", "ar_EG", "ar_SA", "fa_IR", "ur_PK", "he_IL", "hi_IN",
    "bn_BD", "mr_IN", "ne_NP", "th_TH", "my_MM", "ja_JP", "zh_CN", "zh_TW", "ko_KR", "vi_VN",
    "id_ID", "sv_SE", "nb_NO", "da_DK", "fi_FI", "nl_NL", "it_IT", "pt_BR", "pt_PT", "cs_CZ",
    "sk_SK", "hu_HU", "ro_RO", "el_GR", "hr_HR", "ca_ES", "ms_MY", "sw_KE", "lt_LT", "cy_GB",
    "am_ET",
};

static const char *const units[] = {
    "mass-kilogram", "length-kilometer", "volume-liter", "temperature-celsius", "speed-kilometer-per-hour",
};

static const char *const widths[] = {"short", "narrow", "full-name"};

// Each value as typed: ASCII digits and at most one '.', at most 3 fraction digits.
static const char *const values[] = {"0", "0.5", "1", "2", "5", "12.5", "21", "1000000", "1234567.891"};

// The precision stem of maximumFractionDigits 3, minimumFractionDigits 0.
static const char precision[] = ".###";

// Formats every value with one formatter opened for (locale, skeleton) and writes its lines.
static void write_cases(const char *locale, const char *style, const char *width, const char *skeleton) {
    UErrorCode status = U_ZERO_ERROR;
    // What a failed call's message names after "skeleton": the skeleton, quoted, then the value.
    char subject[512];
    snprintf(subject, sizeof(subject), "\"%s\"", skeleton);
    UChar skeleton16[256];
    int32_t skeletonLength = 0;
    u_strFromUTF8(skeleton16, (int32_t)COUNT(skeleton16), &skeletonLength, skeleton, -1, &status);
    check(status, "u_strFromUTF8", locale, "skeleton", subject);
    if (status == U_STRING_NOT_TERMINATED_WARNING) fail("skeleton \"%s\" is too long", skeleton);

    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton16, skeletonLength, locale, &status);
    check(status, "unumf_openForSkeletonAndLocale", locale, "skeleton", subject);
    UFormattedNumber *result = unumf_openResult(&status);
    check(status, "unumf_openResult", locale, "skeleton", subject);

    for (size_t v = 0; v < COUNT(values); v++) {
        const char *value = values[v];
        snprintf(subject, sizeof(subject), "\"%s\", value %s", skeleton, value);
        unumf_formatDecimal(formatter, value, (int32_t)strlen(value), result, &status);
        check(status, "unumf_formatDecimal", locale, "skeleton", subject);
        UChar text16[512];
        int32_t length16 = unumf_resultToString(result, text16, (int32_t)COUNT(text16), &status);
        check(status, "unumf_resultToString", locale, "skeleton", subject);
        if (length16 <= 0 || length16 >= (int32_t)COUNT(text16)) fail("%s %s %s: %d UTF-16 units", locale, skeleton, value, length16);
        char text[2048];
        int32_t length = 0;
        u_strToUTF8(text, (int32_t)sizeof(text), &length, text16, length16, &status);
        check(status, "u_strToUTF8", locale, "skeleton", subject);
        if (length <= 0 || length >= (int32_t)sizeof(text)) fail("%s %s %s: %d UTF-8 bytes", locale, skeleton, value, length);
        text[length] = '\0';
        if (strpbrk(text, "\t\n\r") != NULL) fail("%s %s %s: the text holds a tab or a line break", locale, skeleton, value);
        if (printf("%s\t%s\t%s\t%s\t%s\n", locale, style, width, value, text) < 0) fail("writing failed");
    }
    unumf_closeResult(result);
    unumf_close(formatter);
}

int main(void) {
    char icuVersion[U_MAX_VERSION_STRING_LENGTH], cldrVersion[U_MAX_VERSION_STRING_LENGTH];
    get_versions(icuVersion, cldrVersion);

    printf("# Made by Scripts/make-icu-fixture.sh number with ICU %s (CLDR %s) through its C API "
           "(unumf_openForSkeletonAndLocale, unumf_formatDecimal, unumf_resultToString), not by InputFormatKit: "
           "skeleton \"<stem> %s\" (stem \"\" for decimal, \"percent\", \"measure-unit/<unit> unit-width-<width>\"); "
           "columns: locale, style, width, value, expected\n",
           icuVersion, cldrVersion, precision);

    size_t rows = 0;
    for (size_t l = 0; l < COUNT(locales); l++) {
        const char *locale = locales[l];
        require_available(locale);
        char skeleton[256];
        write_cases(locale, "decimal", "-", precision);
        snprintf(skeleton, sizeof(skeleton), "percent %s", precision);
        write_cases(locale, "percent", "-", skeleton);
        rows += 2 * COUNT(values);
        for (size_t u = 0; u < COUNT(units); u++) {
            for (size_t w = 0; w < COUNT(widths); w++) {
                int written = snprintf(skeleton, sizeof(skeleton), "measure-unit/%s unit-width-%s %s", units[u], widths[w], precision);
                if (written < 0 || (size_t)written >= sizeof(skeleton)) fail("skeleton of %s %s too long", units[u], widths[w]);
                write_cases(locale, units[u], widths[w], skeleton);
                rows += COUNT(values);
            }
        }
    }
    if (fflush(stdout) != 0 || ferror(stdout)) fail("writing failed");
    fprintf(stderr, "%s: %zu rows, %zu locales, ICU %s\n", program, rows, COUNT(locales), icuVersion);
    return 0;
}
