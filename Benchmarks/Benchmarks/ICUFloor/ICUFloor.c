#include "ICUFloor.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/ufieldpositer.h>
#include <unicode/unum.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>

typedef struct {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
    UFieldPositionIterator *positions;
} icu_floor;

void *icu_floor_open(const char *skeleton, const char *locale) {
    UChar units[256];
    int32_t length = (int32_t)strlen(skeleton);
    if (length > 255) return NULL;
    for (int32_t i = 0; i < length; ++i) units[i] = (UChar)skeleton[i];
    UErrorCode status = U_ZERO_ERROR;
    icu_floor *floor = calloc(1, sizeof(icu_floor));
    floor->formatter = unumf_openForSkeletonAndLocale(units, length, locale, &status);
    floor->result = unumf_openResult(&status);
    floor->positions = ufieldpositer_open(&status);
    if (U_FAILURE(status)) return NULL;
    return floor;
}

int32_t icu_floor_format(void *opaque, const char *decimal, int32_t length, uint16_t *out, int32_t capacity) {
    icu_floor *floor = opaque;
    UErrorCode status = U_ZERO_ERROR;
    unumf_formatDecimal(floor->formatter, decimal, length, floor->result, &status);
    int32_t written = unumf_resultToString(floor->result, (UChar *)out, capacity, &status);
    return U_FAILURE(status) ? -1 : written;
}

int32_t icu_floor_format_with_positions(void *opaque, const char *decimal, int32_t length, uint16_t *out,
                                        int32_t capacity) {
    icu_floor *floor = opaque;
    int32_t written = icu_floor_format(opaque, decimal, length, out, capacity);
    if (written < 0) return written;
    UErrorCode status = U_ZERO_ERROR;
    unumf_resultGetAllFieldPositions(floor->result, floor->positions, &status);
    int32_t start, limit, fields = 0;
    while (ufieldpositer_next(floor->positions, &start, &limit) >= 0) ++fields;
    return U_FAILURE(status) ? -1 : written + 0 * fields;
}

static int32_t open_and_close_number(const char *skeleton, const char *locale) {
    UChar units[128];
    int32_t length = (int32_t)strlen(skeleton);
    if (length > 127) return -1;
    for (int32_t i = 0; i < length; ++i) units[i] = (UChar)skeleton[i];
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(units, length, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    UChar out[64];
    // ICU compiles a formatter on its first uses: format once, as any caller does.
    unumf_formatDecimal(formatter, "1234.5", 6, result, &status);
    unumf_resultToString(result, out, 64, &status);
    unumf_closeResult(result);
    unumf_close(formatter);
    return U_FAILURE(status) ? -1 : 0;
}

int32_t icu_floor_open_form(const char *locale) {
    static const UChar utc[] = {'U', 'T', 'C', 0};
    static const UChar date_skeleton[] = {'y', 'M', 'M', 'd', 'd'};
    static const UChar time_skeleton[] = {'j', 'm', 'm'};
    int32_t failed = 0;
    failed |= open_and_close_number("currency/EUR", locale);
    failed |= open_and_close_number(".###", locale);
    failed |= open_and_close_number("percent", locale);
    failed |= open_and_close_number("measure-unit/mass-kilogram", locale);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *symbols = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &status);
    UChar mark[8];
    unum_getSymbol(symbols, UNUM_DECIMAL_SEPARATOR_SYMBOL, mark, 8, &status);
    unum_close(symbols);
    UCalendar *calendar = ucal_open(utc, -1, locale, UCAL_TRADITIONAL, &status);
    ucal_close(calendar);
    UDateFormat *date = udat_open(UDAT_NONE, UDAT_SHORT, locale, utc, -1, NULL, 0, &status);
    udat_close(date);
    UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
    UChar pattern[64];
    udatpg_getBestPattern(generator, date_skeleton, 5, pattern, 64, &status);
    udatpg_getBestPattern(generator, time_skeleton, 3, pattern, 64, &status);
    udatpg_close(generator);
    return (failed || U_FAILURE(status)) ? -1 : 0;
}
