// The floor of the batch rows of Scripts/batch-benchmark.sh: what `inputfmt format KIND -` does,
// written as a plain C programmer would write it over ICU's C API, with nothing of ours around
// it. Reads one value a line from standard input and writes one line out for each (an empty
// line where ICU fails), through buffered stdio; ICU's formatter is opened once.
//
//   BatchFloor currency EUR de_DE   # 1234567,89 -> 1.234.567,89 €  (unumf, skeleton currency/EUR)
//   BatchFloor number de_DE         # 1234567,891 -> 1.234.567,891  (unumf, skeleton .###)
//   BatchFloor date de_DE           # 2026-11-25 -> 25.11.2026      (udat, the locale's yMMdd pattern)
//   BatchFloor copy                 # each line as it is: the I/O floor (ICU formats no phone or card)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

enum { LINE = 4096 };

static void fail(const char *what, UErrorCode status) {
    fprintf(stderr, "BatchFloor: %s: %s\n", what, u_errorName(status));
    exit(1);
}

/// Writes `length` UTF-16 units as UTF-8 and a newline.
static void put_utf16(const UChar *text, int32_t length) {
    char utf8[LINE * 3];
    int32_t written = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(utf8, (int32_t)sizeof utf8, &written, text, length, &status);
    if (U_SUCCESS(status)) fwrite(utf8, 1, (size_t)written, stdout);
    putchar('\n');
}

/// Each line as a decimal (its `,` turned into `.`) through `unumf_formatDecimal`.
static void decimals(const char *skeleton, const char *locale) {
    UChar units[64];
    u_uastrcpy(units, skeleton);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(units, -1, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) fail("unumf_openForSkeletonAndLocale", status);
    char line[LINE];
    UChar out[LINE];
    while (fgets(line, sizeof line, stdin)) {
        size_t length = strcspn(line, "\r\n");
        for (size_t i = 0; i < length; ++i) if (line[i] == ',') line[i] = '.';
        status = U_ZERO_ERROR;
        unumf_formatDecimal(formatter, line, (int32_t)length, result, &status);
        int32_t written = unumf_resultToString(result, out, LINE, &status);
        put_utf16(out, U_SUCCESS(status) ? written : 0);
    }
    unumf_closeResult(result);
    unumf_close(formatter);
}

/// Each line an ISO date (`2026-11-25`), written in the locale's pattern for the skeleton yMMdd.
static void dates(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
    UChar skeleton[8], pattern[64], zone[4];
    u_uastrcpy(skeleton, "yMMdd");
    u_uastrcpy(zone, "UTC");
    int32_t length = udatpg_getBestPattern(generator, skeleton, -1, pattern, 64, &status);
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, -1, pattern, length, &status);
    UCalendar *calendar = ucal_open(zone, -1, locale, UCAL_GREGORIAN, &status);
    if (U_FAILURE(status)) fail("udat_open", status);
    ucal_clear(calendar);
    char line[LINE];
    UChar out[LINE];
    int year, month, day;
    while (fgets(line, sizeof line, stdin)) {
        status = U_ZERO_ERROR;
        int32_t written = 0;
        if (sscanf(line, "%d-%d-%d", &year, &month, &day) == 3) {
            ucal_setDate(calendar, year, month - 1, day, &status);
            UDate date = ucal_getMillis(calendar, &status);
            written = udat_format(format, date, out, LINE, NULL, &status);
        }
        put_utf16(out, U_SUCCESS(status) ? written : 0);
    }
    ucal_close(calendar);
    udat_close(format);
    udatpg_close(generator);
}

/// Each line written out as it was read.
static void copy(void) {
    char line[LINE];
    while (fgets(line, sizeof line, stdin)) {
        size_t length = strcspn(line, "\r\n");
        fwrite(line, 1, length, stdout);
        putchar('\n');
    }
}

int main(int argc, char **argv) {
    static char buffer[1 << 16];
    setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
    const char *kind = argc > 1 ? argv[1] : "";
    if (strcmp(kind, "currency") == 0 && argc == 4) {
        char skeleton[32];
        snprintf(skeleton, sizeof skeleton, "currency/%s", argv[2]);
        decimals(skeleton, argv[3]);
    } else if (strcmp(kind, "number") == 0 && argc == 3) {
        decimals(".###", argv[2]);
    } else if (strcmp(kind, "date") == 0 && argc == 3) {
        dates(argv[2]);
    } else if (strcmp(kind, "copy") == 0) {
        copy();
    } else {
        fprintf(stderr, "usage: BatchFloor currency CODE LOCALE | number LOCALE | date LOCALE | copy\n");
        return 64;
    }
    return fflush(stdout) == 0 ? 0 : 1;
}
