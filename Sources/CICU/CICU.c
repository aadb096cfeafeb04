// CICU: plain C over ICU. See include/CICU.h for the contract of every function.
#include "CICU.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// Apple platforms ship ICU as libicucore, without headers and with unversioned names: there CICU
// compiles against its own declarations of the ICU API it uses (checked against ICU's headers by
// Scripts/check-apple-icu.sh, which also builds this configuration on Linux with -DCICU_APPLE_ICU=1
// and runs the test suite on it). Elsewhere, the system's ICU headers.
#if defined(__APPLE__) && !defined(CICU_APPLE_ICU)
#define CICU_APPLE_ICU 1
#endif
#if CICU_APPLE_ICU
#include "ICUDeclarations.h"
#else
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/uregex.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#endif

// include/CICU.h promises ICU's own field kinds.
#define IFK_SAME_FIELD(ifk, icu) _Static_assert((int)(ifk) == (int)(icu), #ifk " is not " #icu)
IFK_SAME_FIELD(IFK_FIELD_INTEGER, UNUM_INTEGER_FIELD);
IFK_SAME_FIELD(IFK_FIELD_FRACTION, UNUM_FRACTION_FIELD);
IFK_SAME_FIELD(IFK_FIELD_DECIMAL_SEPARATOR, UNUM_DECIMAL_SEPARATOR_FIELD);
IFK_SAME_FIELD(IFK_FIELD_EXPONENT_SYMBOL, UNUM_EXPONENT_SYMBOL_FIELD);
IFK_SAME_FIELD(IFK_FIELD_EXPONENT_SIGN, UNUM_EXPONENT_SIGN_FIELD);
IFK_SAME_FIELD(IFK_FIELD_EXPONENT, UNUM_EXPONENT_FIELD);
IFK_SAME_FIELD(IFK_FIELD_GROUPING_SEPARATOR, UNUM_GROUPING_SEPARATOR_FIELD);
IFK_SAME_FIELD(IFK_FIELD_CURRENCY, UNUM_CURRENCY_FIELD);
IFK_SAME_FIELD(IFK_FIELD_PERCENT, UNUM_PERCENT_FIELD);
IFK_SAME_FIELD(IFK_FIELD_PERMILL, UNUM_PERMILL_FIELD);
IFK_SAME_FIELD(IFK_FIELD_SIGN, UNUM_SIGN_FIELD);
IFK_SAME_FIELD(IFK_FIELD_MEASURE_UNIT, UNUM_MEASURE_UNIT_FIELD);
IFK_SAME_FIELD(IFK_FIELD_COMPACT, UNUM_COMPACT_FIELD);
// And ICU's own attributes of a decimal pattern, and its affixes.
IFK_SAME_FIELD(IFK_PATTERN_GROUPING_USED, UNUM_GROUPING_USED);
IFK_SAME_FIELD(IFK_PATTERN_DECIMAL_ALWAYS_SHOWN, UNUM_DECIMAL_ALWAYS_SHOWN);
IFK_SAME_FIELD(IFK_PATTERN_MIN_INTEGER_DIGITS, UNUM_MIN_INTEGER_DIGITS);
IFK_SAME_FIELD(IFK_PATTERN_MAX_FRACTION_DIGITS, UNUM_MAX_FRACTION_DIGITS);
IFK_SAME_FIELD(IFK_PATTERN_MIN_FRACTION_DIGITS, UNUM_MIN_FRACTION_DIGITS);
IFK_SAME_FIELD(IFK_PATTERN_MULTIPLIER, UNUM_MULTIPLIER);
IFK_SAME_FIELD(IFK_PATTERN_GROUPING_SIZE, UNUM_GROUPING_SIZE);
IFK_SAME_FIELD(IFK_PATTERN_FORMAT_WIDTH, UNUM_FORMAT_WIDTH);
IFK_SAME_FIELD(IFK_PATTERN_SECONDARY_GROUPING_SIZE, UNUM_SECONDARY_GROUPING_SIZE);
IFK_SAME_FIELD(IFK_PATTERN_SIGNIFICANT_DIGITS_USED, UNUM_SIGNIFICANT_DIGITS_USED);
IFK_SAME_FIELD(IFK_PATTERN_SCALE, UNUM_SCALE);
IFK_SAME_FIELD(IFK_PATTERN_MINIMUM_GROUPING_DIGITS, UNUM_MINIMUM_GROUPING_DIGITS);
IFK_SAME_FIELD(IFK_PATTERN_POSITIVE_PREFIX, UNUM_POSITIVE_PREFIX);
IFK_SAME_FIELD(IFK_PATTERN_POSITIVE_SUFFIX, UNUM_POSITIVE_SUFFIX);
IFK_SAME_FIELD(IFK_PATTERN_NEGATIVE_PREFIX, UNUM_NEGATIVE_PREFIX);
IFK_SAME_FIELD(IFK_PATTERN_NEGATIVE_SUFFIX, UNUM_NEGATIVE_SUFFIX);

const char *ifk_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void ifk_icu_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    if (capacity <= 0) return;
    strncpy(out, text, (size_t)capacity - 1);
    out[capacity - 1] = '\0';
}

// MARK: Locales

int32_t ifk_locale_count(void) { return uloc_countAvailable(); }

const char *ifk_locale_at(int32_t index) {
    if (index < 0 || index >= uloc_countAvailable()) return NULL;
    return uloc_getAvailable(index);
}

static int is_known_region(const char *region) {
    if (region[0] == '\0') return 1;
    // UN M.49 numeric areas (`419`, `001`) are valid region subtags.
    if (strlen(region) == 3 && region[0] >= '0' && region[0] <= '9') return 1;
    for (const char *const *country = uloc_getISOCountries(); *country != NULL; ++country) {
        if (strcmp(*country, region) == 0) return 1;
    }
    return 0;
}

int32_t ifk_locale_resolve(const char *locale_id, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    if (locale_id == NULL || locale_id[0] == '\0') {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    int32_t length = uloc_canonicalize(locale_id, out, capacity, &code);
    if (U_FAILURE(code) || length >= capacity) {
        *status = U_FAILURE(code) ? code : U_BUFFER_OVERFLOW_ERROR;
        return 0;
    }
    *status = U_ZERO_ERROR;

    char language[ULOC_LANG_CAPACITY];
    char region[ULOC_COUNTRY_CAPACITY];
    code = U_ZERO_ERROR;
    uloc_getLanguage(out, language, sizeof language, &code);
    uloc_getCountry(out, region, sizeof region, &code);
    if (U_FAILURE(code) || language[0] == '\0' || !is_known_region(region)) return 0;

    // ICU answers U_USING_DEFAULT_WARNING when it had to use the root or the default locale:
    // that is the silent fallback an unknown locale would otherwise get.
    code = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, out, &code);
    int32_t known = U_SUCCESS(code) && code != U_USING_DEFAULT_WARNING;
    if (bundle != NULL) ures_close(bundle);
    return known;
}

int32_t ifk_locale_currency(const char *locale_id, char *out, int32_t *status) {
    UChar buffer[4];
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = ucurr_forLocale(locale_id, buffer, 4, &code);
    *status = code;
    if (U_FAILURE(code) || length != 3) {
        out[0] = '\0';
        return 0;
    }
    u_UCharsToChars(buffer, out, 3);
    out[3] = '\0';
    return 1;
}

int32_t ifk_locale_is_right_to_left(const char *locale_id) {
    return uloc_isRightToLeft(locale_id) ? 1 : 0;
}

int32_t ifk_locale_display_name(const char *locale_id, const char *display_locale_id, uint16_t *out,
                                int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayName(locale_id, display_locale_id, out, capacity, &code);
    *status = code;
    return length;
}

// MARK: Currencies

static int to_iso_uchars(const char *iso_code, UChar out[4]) {
    if (iso_code == NULL || strlen(iso_code) != 3) return 0;
    for (int i = 0; i < 3; ++i) {
        char c = iso_code[i];
        if (c < 'A' || c > 'Z') return 0;
        out[i] = (UChar)c;
    }
    out[3] = 0;
    return 1;
}

int32_t ifk_currency_is_known(const char *iso_code) {
    UChar code[4];
    if (!to_iso_uchars(iso_code, code)) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBool available = ucurr_isAvailable(code, U_DATE_MIN, U_DATE_MAX, &status);
    return U_SUCCESS(status) && available;
}

int32_t ifk_currency_minor_units(const char *iso_code, int32_t *status) {
    UChar code[4];
    if (!to_iso_uchars(iso_code, code)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UErrorCode error = U_ZERO_ERROR;
    int32_t digits = ucurr_getDefaultFractionDigits(code, &error);
    *status = error;
    return digits;
}

int32_t ifk_currency_name(const char *iso_code, const char *locale_id, int32_t kind,
                          const char *plural_category, uint16_t *out, int32_t capacity, int32_t *status) {
    UChar code[4];
    if (!to_iso_uchars(iso_code, code) || kind < IFK_CURRENCY_SYMBOL || kind > IFK_CURRENCY_PLURAL_NAME) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UErrorCode error = U_ZERO_ERROR;
    UBool is_choice = 0;
    int32_t length = 0;
    const UChar *name;
    switch (kind) {
    case IFK_CURRENCY_PLURAL_NAME:
        name = ucurr_getPluralName(code, locale_id, &is_choice, plural_category != NULL ? plural_category : "other",
                                   &length, &error);
        break;
    case IFK_CURRENCY_LONG_NAME:
        name = ucurr_getName(code, locale_id, UCURR_LONG_NAME, &is_choice, &length, &error);
        break;
    case IFK_CURRENCY_NARROW_SYMBOL:
        name = ucurr_getName(code, locale_id, UCURR_NARROW_SYMBOL_NAME, &is_choice, &length, &error);
        break;
    default:
        name = ucurr_getName(code, locale_id, UCURR_SYMBOL_NAME, &is_choice, &length, &error);
        break;
    }
    if (U_FAILURE(error) || name == NULL) {
        *status = U_FAILURE(error) ? error : U_MISSING_RESOURCE_ERROR;
        return 0;
    }
    *status = length > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
    memcpy(out, name, sizeof(UChar) * (size_t)(length < capacity ? length : capacity));
    return length;
}

int32_t ifk_currency_codes(char *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_COMMON | UCURR_NON_DEPRECATED, &error);
    int32_t count = 0;
    const char *code;
    int32_t length = 0;
    while (U_SUCCESS(error) && (code = uenum_next(codes, &length, &error)) != NULL) {
        if (length != 3) continue;
        if ((count + 1) * 3 <= capacity) memcpy(out + count * 3, code, 3);
        count += 1;
    }
    if (codes != NULL) uenum_close(codes);
    *status = error;
    return count;
}

// MARK: Number symbols

int32_t ifk_number_symbol(const char *locale_id, int32_t kind, uint16_t *out, int32_t capacity,
                          int32_t *status) {
    static const UNumberFormatSymbol symbols[] = {
        UNUM_DECIMAL_SEPARATOR_SYMBOL, UNUM_GROUPING_SEPARATOR_SYMBOL, UNUM_MINUS_SIGN_SYMBOL,
        UNUM_PLUS_SIGN_SYMBOL, UNUM_MONETARY_SEPARATOR_SYMBOL, UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL,
    };
    if (kind < 0 || kind >= (int32_t)(sizeof symbols / sizeof symbols[0])) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale_id, NULL, &error);
    int32_t length = 0;
    if (U_SUCCESS(error)) length = unum_getSymbol(format, symbols[kind], (UChar *)out, capacity, &error);
    if (format != NULL) unum_close(format);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return length;
}

int32_t ifk_numbering_system_digits(const char *locale_id, uint16_t *out, int32_t capacity,
                                    char *name, int32_t name_capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale_id, &error);
    if (U_FAILURE(error)) {
        *status = error;
        return 0;
    }
    const char *system_name = unumsys_getName(system);
    if (name_capacity > 0) {
        strncpy(name, system_name != NULL ? system_name : "", (size_t)name_capacity - 1);
        name[name_capacity - 1] = '\0';
    }
    int32_t length = 0;
    if (unumsys_isAlgorithmic(system) || unumsys_getRadix(system) != 10) {
        error = U_UNSUPPORTED_ERROR;
    } else {
        length = unumsys_getDescription(system, (UChar *)out, capacity, &error);
        if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    }
    unumsys_close(system);
    *status = error;
    return length;
}

// MARK: Number formatting

struct ifk_number_formatter {
    // A skeleton's formatter, or (NULL then) a decimal pattern's classic format.
    UNumberFormatter *formatter;
    UNumberFormat *pattern_format;
    // A formatted result is mutable state; it is reused under the lock rather than allocated
    // for every call.
    UFormattedNumber *result;
    UFieldPositionIterator *positions;
    pthread_mutex_t lock;
};

// A formatter with nothing opened yet, its lock ready; NULL (with U_MEMORY_ALLOCATION_ERROR in
// `status`) when there is no memory.
static ifk_number_formatter *number_formatter_allocate(int32_t *status) {
    ifk_number_formatter *formatter = calloc(1, sizeof *formatter);
    if (formatter == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    pthread_mutex_init(&formatter->lock, NULL);
    return formatter;
}

ifk_number_formatter *ifk_number_formatter_open(const uint16_t *skeleton, int32_t skeleton_length,
                                                const char *locale_id, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    ifk_number_formatter *formatter = number_formatter_allocate(status);
    if (formatter == NULL) return NULL;
    // Not ...WithError: that is stable only since ICU 64, this since 62; CICU has no use for
    // the position of a syntax error in a skeleton.
    formatter->formatter = unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeleton_length,
                                                          locale_id, &error);
    formatter->result = unumf_openResult(&error);
    formatter->positions = ufieldpositer_open(&error);
    if (U_FAILURE(error)) {
        *status = error;
        ifk_number_formatter_close(formatter);
        return NULL;
    }
    // ICU formats the first uses of a formatter on a path of their own and compiles it once it
    // has been used a few times (its call-count threshold, 3 in ICU 72). For some full-name
    // currency formats that first path writes a wrong text: BHD in en_DE gives "BHD 12.00
    // Bahraini dinars0" twice, then "BHD 12.000 Bahraini dinars" for good. Using the formatter
    // that often here puts every use the library makes on the compiled path, so the same input
    // gives the same output from the first use (ICUFirstUseTests shows ICU's behaviour and this).
    for (int use = 0; use < IFK_ICU_COMPILE_THRESHOLD; ++use) {
        UErrorCode warm = U_ZERO_ERROR;
        unumf_formatDecimal(formatter->formatter, "0", 1, formatter->result, &warm);
    }
    *status = U_ZERO_ERROR;
    return formatter;
}

int32_t ifk_icu_format_after_uses(const uint16_t *skeleton, int32_t skeleton_length, const char *locale_id,
                                  const char *decimal, int32_t uses, uint16_t *out, int32_t capacity,
                                  int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeleton_length,
                                                                 locale_id, &error);
    UFormattedNumber *result = unumf_openResult(&error);
    int32_t length = 0;
    for (int32_t use = 0; use < uses && U_SUCCESS(error); ++use) {
        unumf_formatDecimal(formatter, decimal, (int32_t)strlen(decimal), result, &error);
    }
    if (U_SUCCESS(error)) length = unumf_resultToString(result, (UChar *)out, capacity, &error);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    if (result != NULL) unumf_closeResult(result);
    if (formatter != NULL) unumf_close(formatter);
    *status = error;
    return length;
}

ifk_number_formatter *ifk_number_pattern_open(const uint16_t *pattern, int32_t pattern_length,
                                              const char *locale_id, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    ifk_number_formatter *formatter = number_formatter_allocate(status);
    if (formatter == NULL) return NULL;
    // ICU 72 leaves a UParseError's offset at 0 for a decimal pattern: none is asked for.
    formatter->pattern_format = unum_open(UNUM_PATTERN_DECIMAL, (const UChar *)pattern, pattern_length,
                                          locale_id, NULL, &error);
    if (U_FAILURE(error) || formatter->pattern_format == NULL) {
        *status = U_FAILURE(error) ? error : U_ILLEGAL_ARGUMENT_ERROR;
        ifk_number_formatter_close(formatter);
        return NULL;
    }
    *status = U_ZERO_ERROR;
    return formatter;
}

int32_t ifk_number_pattern_attribute(const ifk_number_formatter *formatter, int32_t attribute) {
    if (formatter == NULL || formatter->pattern_format == NULL) return -1;
    return unum_getAttribute(formatter->pattern_format, (UNumberFormatAttribute)attribute);
}

double ifk_number_pattern_rounding_increment(const ifk_number_formatter *formatter) {
    if (formatter == NULL || formatter->pattern_format == NULL) return -1;
    return unum_getDoubleAttribute(formatter->pattern_format, UNUM_ROUNDING_INCREMENT);
}

int32_t ifk_number_pattern_affix(const ifk_number_formatter *formatter, int32_t affix, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    if (formatter == NULL || formatter->pattern_format == NULL || affix < 0 || affix > 3) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UErrorCode error = U_ZERO_ERROR;
    int32_t length = unum_getTextAttribute(formatter->pattern_format, (UNumberFormatTextAttribute)affix, (UChar *)out,
                                           capacity, &error);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return length;
}

int32_t ifk_icu_format_pattern(const uint16_t *pattern, int32_t pattern_length, const char *locale_id,
                               const char *decimal, uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_PATTERN_DECIMAL, (const UChar *)pattern, pattern_length, locale_id,
                                      NULL, &error);
    int32_t length = 0;
    if (U_SUCCESS(error)) {
        length = unum_formatDecimal(format, decimal, (int32_t)strlen(decimal), (UChar *)out, capacity, NULL, &error);
    }
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    if (format != NULL) unum_close(format);
    *status = error;
    return length;
}

void ifk_number_formatter_close(ifk_number_formatter *formatter) {
    if (formatter == NULL) return;
    if (formatter->positions != NULL) ufieldpositer_close(formatter->positions);
    if (formatter->result != NULL) unumf_closeResult(formatter->result);
    if (formatter->formatter != NULL) unumf_close(formatter->formatter);
    if (formatter->pattern_format != NULL) unum_close(formatter->pattern_format);
    pthread_mutex_destroy(&formatter->lock);
    free(formatter);
}

int32_t ifk_number_formatter_format_decimal(const ifk_number_formatter *formatter,
                                            const char *decimal, int32_t decimal_length,
                                            uint16_t *out, int32_t capacity,
                                            ifk_field_span *spans, int32_t span_capacity,
                                            int32_t *span_count, int32_t *status) {
    if (formatter == NULL || decimal == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    ifk_number_formatter *mutable_formatter = (ifk_number_formatter *)formatter;
    UErrorCode error = U_ZERO_ERROR;
    pthread_mutex_lock(&mutable_formatter->lock);
    if (formatter->pattern_format != NULL) {
        // A decimal pattern's format: the text alone (the classic API gives no field positions
        // of a decimal's format).
        int32_t length = unum_formatDecimal(formatter->pattern_format, decimal, decimal_length, (UChar *)out,
                                            capacity, NULL, &error);
        if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
        if (span_count != NULL) *span_count = 0;
        pthread_mutex_unlock(&mutable_formatter->lock);
        *status = error;
        return length;
    }
    unumf_formatDecimal(formatter->formatter, decimal, decimal_length, formatter->result, &error);
    int32_t length = unumf_resultToString(formatter->result, (UChar *)out, capacity, &error);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    if (spans != NULL && span_count != NULL && U_SUCCESS(error)) {
        UErrorCode position_error = U_ZERO_ERROR;
        unumf_resultGetAllFieldPositions(formatter->result, formatter->positions, &position_error);
        int32_t count = 0, start = 0, limit = 0, kind;
        while (U_SUCCESS(position_error) &&
               (kind = ufieldpositer_next(formatter->positions, &start, &limit)) >= 0) {
            if (count < span_capacity) {
                spans[count].kind = kind;
                spans[count].start = start;
                spans[count].limit = limit;
            }
            ++count;
        }
        *span_count = count;
        if (U_FAILURE(position_error)) error = position_error;
    }
    pthread_mutex_unlock(&mutable_formatter->lock);
    *status = error;
    return length;
}

// MARK: Plural rules

ifk_plural_rules *ifk_plural_rules_open(const char *locale_id, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale_id, UPLURAL_TYPE_CARDINAL, &code);
    *status = code;
    if (U_FAILURE(code)) return NULL;
    return (ifk_plural_rules *)rules;
}

void ifk_plural_rules_close(ifk_plural_rules *rules) {
    if (rules != NULL) uplrules_close((UPluralRules *)rules);
}

int32_t ifk_plural_rules_select(const ifk_plural_rules *rules, int64_t count, char *out,
                                int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UChar keyword[16];
    int32_t length = uplrules_select((const UPluralRules *)rules, (double)count, keyword, 16, &code);
    if (U_SUCCESS(code) && length >= capacity) code = U_BUFFER_OVERFLOW_ERROR;
    *status = code;
    if (U_FAILURE(code)) return 0;
    for (int32_t i = 0; i < length; ++i) out[i] = (char)keyword[i];
    out[length] = 0;
    return length;
}

// MARK: Dates

// Every date here is taken in UTC: a date field holds a day, not an instant.
static const UChar utc_zone[] = {'U', 'T', 'C', 0};

// The pattern generator of the last locale asked for, kept open: the date and time fields of a
// form ask in the same locale one after the other, and opening a generator costs more than the
// rest of a date field. One at a time: getting a pattern changes the generator.
static pthread_mutex_t generator_lock = PTHREAD_MUTEX_INITIALIZER;
static UDateTimePatternGenerator *kept_generator = NULL;
static char kept_generator_locale[160];

int32_t ifk_date_pattern(const char *locale_id, const uint16_t *skeleton, int32_t skeleton_length,
                         uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t length = 0;
    if (strlen(locale_id) >= sizeof kept_generator_locale) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    pthread_mutex_lock(&generator_lock);
    if (kept_generator == NULL || strcmp(kept_generator_locale, locale_id) != 0) {
        UDateTimePatternGenerator *opened = udatpg_open(locale_id, &error);
        if (U_SUCCESS(error)) {
            if (kept_generator != NULL) udatpg_close(kept_generator);
            kept_generator = opened;
            strcpy(kept_generator_locale, locale_id);
        } else if (opened != NULL) {
            udatpg_close(opened);
        }
    }
    if (U_SUCCESS(error)) {
        length = udatpg_getBestPattern(kept_generator, (const UChar *)skeleton, skeleton_length, (UChar *)out,
                                       capacity, &error);
    }
    pthread_mutex_unlock(&generator_lock);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return length;
}

struct ifk_calendar {
    UCalendar *calendar;     // the locale's, strict
    UCalendar *gregorian;    // strict
    UDateFormat *styles[4];  // the locale's full, long, medium and short date formats, strict
    char locale_id[160];
    pthread_mutex_t lock;
};

ifk_calendar *ifk_calendar_open(const char *locale_id, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    ifk_calendar *calendar = calloc(1, sizeof *calendar);
    if (calendar == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    pthread_mutex_init(&calendar->lock, NULL);
    if (strlen(locale_id) >= sizeof calendar->locale_id) error = U_ILLEGAL_ARGUMENT_ERROR;
    else strcpy(calendar->locale_id, locale_id);
    if (U_SUCCESS(error)) calendar->calendar = ucal_open(utc_zone, -1, locale_id, UCAL_TRADITIONAL, &error);
    if (U_SUCCESS(error)) calendar->gregorian = ucal_open(utc_zone, -1, locale_id, UCAL_GREGORIAN, &error);
    for (int style = 0; style < 4 && U_SUCCESS(error); ++style) {
        calendar->styles[style] = udat_open(UDAT_NONE, (UDateFormatStyle)style, locale_id, utc_zone, -1, NULL, 0, &error);
        if (U_SUCCESS(error)) udat_setLenient(calendar->styles[style], 0);
    }
    if (U_FAILURE(error)) {
        *status = error;
        ifk_calendar_close(calendar);
        return NULL;
    }
    ucal_setAttribute(calendar->calendar, UCAL_LENIENT, 0);
    ucal_setAttribute(calendar->gregorian, UCAL_LENIENT, 0);
    *status = U_ZERO_ERROR;
    return calendar;
}

void ifk_calendar_close(ifk_calendar *calendar) {
    if (calendar == NULL) return;
    for (int style = 0; style < 4; ++style) {
        if (calendar->styles[style] != NULL) udat_close(calendar->styles[style]);
    }
    if (calendar->gregorian != NULL) ucal_close(calendar->gregorian);
    if (calendar->calendar != NULL) ucal_close(calendar->calendar);
    pthread_mutex_destroy(&calendar->lock);
    free(calendar);
}

int32_t ifk_calendar_type(const ifk_calendar *calendar, char *out, int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    const char *type = ucal_getType(calendar->calendar, &error);
    if (U_FAILURE(error) || type == NULL || capacity <= 0) return 0;
    int32_t length = (int32_t)strlen(type);
    if (length >= capacity) length = capacity - 1;
    memcpy(out, type, (size_t)length);
    out[length] = 0;
    return length;
}

int32_t ifk_calendar_era_count(const ifk_calendar *calendar) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t low = ucal_getLimit(calendar->calendar, UCAL_ERA, UCAL_MINIMUM, &error);
    int32_t high = ucal_getLimit(calendar->calendar, UCAL_ERA, UCAL_MAXIMUM, &error);
    return U_SUCCESS(error) ? high - low + 1 : 0;
}

// The instant (UTC midnight) of year, month (1-based) and day in `calendar`, strictly: a
// failure for fields that are no date.
static UDate instant_of(UCalendar *calendar, const int32_t fields[3], UErrorCode *error) {
    ucal_clear(calendar);
    ucal_set(calendar, UCAL_YEAR, fields[0]);
    ucal_set(calendar, UCAL_MONTH, fields[1] - 1);
    ucal_set(calendar, UCAL_DATE, fields[2]);
    return ucal_getMillis(calendar, error);
}

// The year, month (1-based) and day of `instant` in `calendar`.
static void fields_of(UCalendar *calendar, UDate instant, int32_t fields[3], UErrorCode *error) {
    ucal_setMillis(calendar, instant, error);
    fields[0] = ucal_get(calendar, UCAL_YEAR, error);
    fields[1] = ucal_get(calendar, UCAL_MONTH, error) + 1;
    fields[2] = ucal_get(calendar, UCAL_DATE, error);
}

int32_t ifk_calendar_convert(const ifk_calendar *calendar, int32_t from_gregorian, const int32_t in[3],
                             int32_t out[3], int32_t *status) {
    ifk_calendar *locked = (ifk_calendar *)calendar;
    UErrorCode error = U_ZERO_ERROR;
    pthread_mutex_lock(&locked->lock);
    UCalendar *source = from_gregorian ? locked->gregorian : locked->calendar;
    UCalendar *target = from_gregorian ? locked->calendar : locked->gregorian;
    UDate instant = instant_of(source, in, &error);
    int32_t converted[3] = {0, 0, 0};
    int32_t isDate = 0;
    if (U_SUCCESS(error)) {
        fields_of(target, instant, converted, &error);
        isDate = U_SUCCESS(error);
    } else if (error == U_ILLEGAL_ARGUMENT_ERROR) {
        error = U_ZERO_ERROR;   // fields that are no date: an answer, not a failure
    }
    pthread_mutex_unlock(&locked->lock);
    if (isDate) memcpy(out, converted, sizeof converted);
    *status = error;
    return isDate;
}

int32_t ifk_calendar_format(const ifk_calendar *calendar, int32_t style, const uint16_t *pattern,
                            int32_t pattern_length, const int32_t gregorian[3], uint16_t *out,
                            int32_t capacity, int32_t *status) {
    ifk_calendar *locked = (ifk_calendar *)calendar;
    UErrorCode error = U_ZERO_ERROR;
    if (pattern == NULL && (style < 0 || style > 3)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    int32_t length = 0;
    pthread_mutex_lock(&locked->lock);
    UDate instant = instant_of(locked->gregorian, gregorian, &error);
    if (U_SUCCESS(error)) {
        if (pattern != NULL) {
            // Opened for this one use: a pattern of the caller's is formatted once per formatter.
            UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locked->locale_id, utc_zone, -1,
                                            (const UChar *)pattern, pattern_length, &error);
            if (U_SUCCESS(error)) length = udat_format(format, instant, (UChar *)out, capacity, NULL, &error);
            if (format != NULL) udat_close(format);
        } else {
            length = udat_format(locked->styles[style], instant, (UChar *)out, capacity, NULL, &error);
        }
    }
    pthread_mutex_unlock(&locked->lock);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return length;
}

// How many times this thread has asked ICU to parse a date (udat_parse): what a paste costs.
static _Thread_local int64_t parse_count = 0;

int64_t ifk_calendar_parse_count(void) { return parse_count; }

int32_t ifk_calendar_parse(const ifk_calendar *calendar, const uint16_t *text, int32_t length, int32_t styles,
                           int32_t in_calendar[3], int32_t gregorian[3], int32_t *status) {
    ifk_calendar *locked = (ifk_calendar *)calendar;
    UErrorCode error = U_ZERO_ERROR;
    int32_t found = -1;
    pthread_mutex_lock(&locked->lock);
    for (int32_t style = 0; style < 4 && found < 0; ++style) {
        if ((styles & (1 << style)) == 0) continue;
        UErrorCode attempt = U_ZERO_ERROR;
        int32_t position = 0;
        parse_count += 1;
        UDate instant = udat_parse(locked->styles[style], (const UChar *)text, length, &position, &attempt);
        if (U_FAILURE(attempt) || position != length) continue;
        fields_of(locked->calendar, instant, in_calendar, &error);
        fields_of(locked->gregorian, instant, gregorian, &error);
        if (U_SUCCESS(error)) found = style;
    }
    pthread_mutex_unlock(&locked->lock);
    *status = error;
    return found;
}

int32_t ifk_calendar_parse_pattern(const ifk_calendar *calendar, const uint16_t *pattern, int32_t pattern_length,
                                   const uint16_t *text, int32_t length, int32_t in_calendar[3], int32_t gregorian[3],
                                   int32_t *status) {
    ifk_calendar *locked = (ifk_calendar *)calendar;
    UErrorCode error = U_ZERO_ERROR;
    int32_t found = 0;
    pthread_mutex_lock(&locked->lock);
    // Opened for this one reading: a pattern of the caller's is read only for a text in words.
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locked->locale_id, utc_zone, -1,
                                    (const UChar *)pattern, pattern_length, &error);
    if (U_SUCCESS(error)) {
        udat_setLenient(format, 0);
        UErrorCode attempt = U_ZERO_ERROR;
        int32_t position = 0;
        parse_count += 1;
        UDate instant = udat_parse(format, (const UChar *)text, length, &position, &attempt);
        if (U_SUCCESS(attempt) && position == length) {
            fields_of(locked->calendar, instant, in_calendar, &error);
            fields_of(locked->gregorian, instant, gregorian, &error);
            found = U_SUCCESS(error);
        }
    }
    if (format != NULL) udat_close(format);
    pthread_mutex_unlock(&locked->lock);
    *status = error;
    return found;
}

int32_t ifk_calendar_two_digit_year_start(const ifk_calendar *calendar, int32_t *status) {
    ifk_calendar *locked = (ifk_calendar *)calendar;
    UErrorCode error = U_ZERO_ERROR;
    int32_t year = 0;
    pthread_mutex_lock(&locked->lock);
    UDate start = udat_get2DigitYearStart(locked->styles[IFK_DATE_SHORT], &error);
    if (U_SUCCESS(error)) {
        ucal_setMillis(locked->calendar, start, &error);
        year = ucal_get(locked->calendar, UCAL_YEAR, &error);
    }
    pthread_mutex_unlock(&locked->lock);
    *status = error;
    return year;
}

int32_t ifk_calendar_day_period(const ifk_calendar *calendar, int32_t index, uint16_t *out, int32_t capacity,
                                int32_t *status) {
    ifk_calendar *locked = (ifk_calendar *)calendar;
    UErrorCode error = U_ZERO_ERROR;
    pthread_mutex_lock(&locked->lock);
    int32_t length = udat_getSymbols(locked->styles[IFK_DATE_SHORT], UDAT_AM_PMS, index, (UChar *)out, capacity, &error);
    pthread_mutex_unlock(&locked->lock);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return length;
}

// MARK: Times

struct ifk_time_format {
    UDateFormat *format;
    pthread_mutex_t lock;
};

ifk_time_format *ifk_time_format_open(const char *locale_id, const uint16_t *pattern, int32_t pattern_length,
                                      int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UDateFormat *opened = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale_id, utc_zone, -1, (const UChar *)pattern,
                                    pattern_length, &error);
    ifk_time_format *format = U_SUCCESS(error) ? calloc(1, sizeof *format) : NULL;
    if (format == NULL) {
        if (opened != NULL) udat_close(opened);
        *status = U_SUCCESS(error) ? U_MEMORY_ALLOCATION_ERROR : error;
        return NULL;
    }
    format->format = opened;
    pthread_mutex_init(&format->lock, NULL);
    *status = U_ZERO_ERROR;
    return format;
}

void ifk_time_format_close(ifk_time_format *format) {
    if (format == NULL) return;
    udat_close(format->format);
    pthread_mutex_destroy(&format->lock);
    free(format);
}

int32_t ifk_time_format_format(const ifk_time_format *format, int32_t hour, int32_t minute, int32_t second,
                               uint16_t *out, int32_t capacity, int32_t *status) {
    ifk_time_format *locked = (ifk_time_format *)format;
    UErrorCode error = U_ZERO_ERROR;
    UDate instant = (((UDate)hour * 60 + minute) * 60 + second) * 1000.0;
    pthread_mutex_lock(&locked->lock);
    int32_t length = udat_format(locked->format, instant, (UChar *)out, capacity, NULL, &error);
    pthread_mutex_unlock(&locked->lock);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return length;
}

// MARK: Regular expressions

ifk_regex *ifk_regex_open(const uint16_t *pattern, int32_t length, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    URegularExpression *regex = uregex_open(pattern, length, 0, NULL, &code);
    *status = code;
    if (U_FAILURE(code)) {
        if (regex != NULL) uregex_close(regex);
        return NULL;
    }
    return (ifk_regex *)regex;
}

void ifk_regex_close(ifk_regex *regex) {
    if (regex != NULL) uregex_close((URegularExpression *)regex);
}

int32_t ifk_regex_matches_whole(ifk_regex *regex, const uint16_t *text, int32_t length, int32_t step_limit,
                                int32_t *status) {
    URegularExpression *matcher = (URegularExpression *)regex;
    UErrorCode code = U_ZERO_ERROR;
    uregex_setTimeLimit(matcher, step_limit, &code);
    if (U_SUCCESS(code)) uregex_setText(matcher, text, length, &code);
    UBool matches = U_SUCCESS(code) ? uregex_matches(matcher, 0, &code) : 0;
    // ICU keeps a pointer to the text: let go of it before the caller frees it.
    UErrorCode released = U_ZERO_ERROR;
    static const UChar nothing[1] = {0};
    uregex_setText(matcher, nothing, 0, &released);
    *status = code;
    if (code == U_REGEX_TIME_OUT || code == U_REGEX_STACK_OVERFLOW) return -1;
    if (U_FAILURE(code)) return 0;
    return matches ? 1 : 0;
}
