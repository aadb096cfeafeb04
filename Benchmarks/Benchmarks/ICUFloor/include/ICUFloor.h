// The floor of the benchmark suite: ICU's own C calls, with nothing of ours around them.
#ifndef ICU_FLOOR_H
#define ICU_FLOOR_H
#include <stdint.h>

/// Opens an ICU number formatter for `skeleton` (UTF-8, ASCII) in `locale`, and its result
/// object; NULL when ICU refuses it.
void *icu_floor_open(const char *skeleton, const char *locale);

/// `unumf_formatDecimal` then `unumf_resultToString` into `out`: the length of the text, or
/// -1 on an ICU error.
int32_t icu_floor_format(void *floor, const char *decimal, int32_t length, uint16_t *out, int32_t capacity);

/// The same two calls, then `unumf_resultGetAllFieldPositions` walked to its end: what a
/// formatter that needs to know which characters are which pays.
int32_t icu_floor_format_with_positions(void *floor, const char *decimal, int32_t length, uint16_t *out,
                                        int32_t capacity);

/// Opens, uses once and closes, in `locale`, the ICU objects a form of twelve fields needs:
/// number formatters for a currency, a number, a percent and a unit (each formatting once), the
/// number symbols, the calendar, a short date format and the date-time pattern generator with
/// a date and a time pattern. 0, or -1 when ICU refused one.
int32_t icu_floor_open_form(const char *locale);
#endif
