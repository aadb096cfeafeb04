#include "ICUFloor.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/ufieldpositer.h>

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
