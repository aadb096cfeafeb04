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
#endif
