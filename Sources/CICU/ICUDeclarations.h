// The ICU C API that CICU.c uses, declared under ICU's unversioned names: exactly the functions,
// types and constants CICU calls, and nothing else.
//
// Private to CICU (it is not in include/, so Swift never sees it). CICU.c includes it instead of
// ICU's headers when CICU_APPLE_ICU is set, which it always is on Apple platforms: they ship ICU
// as libicucore, whose C API has unversioned names (`unumf_close`, not `unumf_close_72`) and no
// public headers. On Linux CICU.c uses the system's ICU headers as before.
//
// Every line is copied from ICU's own headers (ICU 72) and checked against them by
// Scripts/check-apple-icu.sh: Scripts/icu-declarations-check.c includes ICU's real headers with
// U_DISABLE_RENAMING=1 and then this file with CICU_ICU_DECLARATIONS_CHECK set, so that
//   - a function declared here with another signature is a conflicting redeclaration,
//   - a function or macro declared here that ICU's headers lack fails the check,
//   - a macro defined here with other tokens is a redefinition (an error under -Werror),
//   - an enumeration constant with another value, or an enumeration of another size or
//     signedness, fails a static assertion.
// The same script builds CICU in this configuration on Linux and runs the whole test suite.
//
// Keep declarations one per statement, name at the start of a line or after the return type on
// the same line, as below: the script reads the function names from this file.
//
// Which ICU release introduced each function as stable C API is noted beside it. All of them
// have been stable since ICU 62 or earlier; CICU uses `unumf_openForSkeletonAndLocale` (stable
// since 62) rather than `unumf_openForSkeletonAndLocaleWithError` (stable since 64) for that
// reason. Not checked here, for want of an Apple SDK: that libicucore exports every one of them
// (its .tbd decides at link time). The newest, and so the likeliest to be missing from an
// Apple release, are the number-skeleton functions (`unumf_*`, ICU 62) and the field position
// iterator (`ufieldpositer_*`, ICU 55); the supported releases (macOS 13, iOS 16) ship an ICU
// well past 62 as far as is known here. The Mac runner's link is the check.
#ifndef CICU_ICU_DECLARATIONS_H
#define CICU_ICU_DECLARATIONS_H

#include <float.h>
#include <stdint.h>

// MARK: Types (umachine.h, utypes.h, uversion.h)

typedef uint16_t UChar;   // C's UChar: char16_t only in C++
typedef int8_t UBool;
typedef double UDate;

#define U_MAX_VERSION_LENGTH 4
#define U_MAX_VERSION_STRING_LENGTH 20
typedef uint8_t UVersionInfo[U_MAX_VERSION_LENGTH];

#define U_DATE_MAX DBL_MAX
#define U_DATE_MIN -U_DATE_MAX

// Opaque handles. UParseError is left incomplete: CICU only ever passes NULL for one.
typedef struct UParseError UParseError;
typedef void* UNumberFormat;
typedef struct UNumberFormatter UNumberFormatter;
typedef struct UFormattedNumber UFormattedNumber;
typedef struct UFieldPositionIterator UFieldPositionIterator;
typedef struct UNumberingSystem UNumberingSystem;
typedef struct UResourceBundle UResourceBundle;
typedef struct UPluralRules UPluralRules;
typedef struct UEnumeration UEnumeration;
typedef void* UCalendar;
typedef void* UDateFormat;
typedef void *UDateTimePatternGenerator;
typedef struct UFieldPosition UFieldPosition;
typedef struct URegularExpression URegularExpression;

// MARK: Enumerations
//
// Each as a list of (name, value) so that the check can compare every constant with ICU's.
// Only the constants CICU uses are listed; ICU's enumerations have more.

#define CICU_ICU_ERROR_CODES(X)                   \
    X(U_USING_DEFAULT_WARNING, -127)              \
    X(U_STRING_NOT_TERMINATED_WARNING, -124)      \
    X(U_ZERO_ERROR, 0)                            \
    X(U_ILLEGAL_ARGUMENT_ERROR, 1)                \
    X(U_MISSING_RESOURCE_ERROR, 2)                \
    X(U_MEMORY_ALLOCATION_ERROR, 7)               \
    X(U_BUFFER_OVERFLOW_ERROR, 15)                \
    X(U_UNSUPPORTED_ERROR, 16)                    \
    X(U_REGEX_STACK_OVERFLOW, 66321)              \
    X(U_REGEX_TIME_OUT, 66322)

#define CICU_ICU_NUMBER_FORMAT_STYLES(X) \
    X(UNUM_PATTERN_DECIMAL, 0)           \
    X(UNUM_DECIMAL, 1)

// What a decimal pattern sets (include/CICU.h's ifk_pattern_attribute mirrors them).
#define CICU_ICU_NUMBER_FORMAT_ATTRIBUTES(X)  \
    X(UNUM_GROUPING_USED, 1)                  \
    X(UNUM_DECIMAL_ALWAYS_SHOWN, 2)           \
    X(UNUM_MIN_INTEGER_DIGITS, 4)             \
    X(UNUM_MAX_FRACTION_DIGITS, 6)            \
    X(UNUM_MIN_FRACTION_DIGITS, 7)            \
    X(UNUM_MULTIPLIER, 9)                     \
    X(UNUM_GROUPING_SIZE, 10)                 \
    X(UNUM_ROUNDING_INCREMENT, 12)            \
    X(UNUM_FORMAT_WIDTH, 13)                  \
    X(UNUM_SECONDARY_GROUPING_SIZE, 15)       \
    X(UNUM_SIGNIFICANT_DIGITS_USED, 16)       \
    X(UNUM_SCALE, 21)                         \
    X(UNUM_MINIMUM_GROUPING_DIGITS, 22)

// A decimal pattern's affixes (include/CICU.h's ifk_pattern_affix mirrors them).
#define CICU_ICU_NUMBER_FORMAT_TEXT_ATTRIBUTES(X) \
    X(UNUM_POSITIVE_PREFIX, 0)                    \
    X(UNUM_POSITIVE_SUFFIX, 1)                    \
    X(UNUM_NEGATIVE_PREFIX, 2)                    \
    X(UNUM_NEGATIVE_SUFFIX, 3)

#define CICU_ICU_NUMBER_FORMAT_SYMBOLS(X)          \
    X(UNUM_DECIMAL_SEPARATOR_SYMBOL, 0)            \
    X(UNUM_GROUPING_SEPARATOR_SYMBOL, 1)           \
    X(UNUM_MINUS_SIGN_SYMBOL, 6)                   \
    X(UNUM_PLUS_SIGN_SYMBOL, 7)                    \
    X(UNUM_MONETARY_SEPARATOR_SYMBOL, 10)          \
    X(UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL, 17)

// The field kinds ICU's field positions report; include/CICU.h's ifk_field_kind mirrors them.
#define CICU_ICU_NUMBER_FORMAT_FIELDS(X)   \
    X(UNUM_INTEGER_FIELD, 0)               \
    X(UNUM_FRACTION_FIELD, 1)              \
    X(UNUM_DECIMAL_SEPARATOR_FIELD, 2)     \
    X(UNUM_EXPONENT_SYMBOL_FIELD, 3)       \
    X(UNUM_EXPONENT_SIGN_FIELD, 4)         \
    X(UNUM_EXPONENT_FIELD, 5)              \
    X(UNUM_GROUPING_SEPARATOR_FIELD, 6)    \
    X(UNUM_CURRENCY_FIELD, 7)              \
    X(UNUM_PERCENT_FIELD, 8)               \
    X(UNUM_PERMILL_FIELD, 9)               \
    X(UNUM_SIGN_FIELD, 10)                 \
    X(UNUM_MEASURE_UNIT_FIELD, 11)         \
    X(UNUM_COMPACT_FIELD, 12)

#define CICU_ICU_CURRENCY_NAME_STYLES(X) \
    X(UCURR_SYMBOL_NAME, 0)              \
    X(UCURR_LONG_NAME, 1)                \
    X(UCURR_NARROW_SYMBOL_NAME, 2)

#define CICU_ICU_CURRENCY_TYPES(X)  \
    X(UCURR_COMMON, 1)              \
    X(UCURR_NON_DEPRECATED, 8)

#define CICU_ICU_PLURAL_TYPES(X) \
    X(UPLURAL_TYPE_CARDINAL, 0)

#define CICU_ICU_CALENDAR_TYPES(X) \
    X(UCAL_TRADITIONAL, 0)         \
    X(UCAL_GREGORIAN, 1)

#define CICU_ICU_CALENDAR_DATE_FIELDS(X) \
    X(UCAL_ERA, 0)                       \
    X(UCAL_YEAR, 1)                      \
    X(UCAL_MONTH, 2)                     \
    X(UCAL_DATE, 5)

#define CICU_ICU_CALENDAR_ATTRIBUTES(X) \
    X(UCAL_LENIENT, 0)

#define CICU_ICU_CALENDAR_LIMIT_TYPES(X) \
    X(UCAL_MINIMUM, 0)                   \
    X(UCAL_MAXIMUM, 1)

#define CICU_ICU_DATE_FORMAT_STYLES(X) \
    X(UDAT_FULL, 0)                    \
    X(UDAT_LONG, 1)                    \
    X(UDAT_MEDIUM, 2)                  \
    X(UDAT_SHORT, 3)                   \
    X(UDAT_NONE, -1)                   \
    X(UDAT_PATTERN, -2)

#define CICU_ICU_DATE_FORMAT_SYMBOL_TYPES(X) \
    X(UDAT_AM_PMS, 5)

// Every enumeration above: (ICU's tag and typedef name, its list).
#define CICU_ICU_ENUMERATIONS(E)                                 \
    E(UErrorCode, CICU_ICU_ERROR_CODES)                          \
    E(UNumberFormatStyle, CICU_ICU_NUMBER_FORMAT_STYLES)         \
    E(UNumberFormatSymbol, CICU_ICU_NUMBER_FORMAT_SYMBOLS)       \
    E(UNumberFormatAttribute, CICU_ICU_NUMBER_FORMAT_ATTRIBUTES) \
    E(UNumberFormatTextAttribute, CICU_ICU_NUMBER_FORMAT_TEXT_ATTRIBUTES) \
    E(UNumberFormatFields, CICU_ICU_NUMBER_FORMAT_FIELDS)        \
    E(UCurrNameStyle, CICU_ICU_CURRENCY_NAME_STYLES)             \
    E(UCurrCurrencyType, CICU_ICU_CURRENCY_TYPES)                \
    E(UPluralType, CICU_ICU_PLURAL_TYPES)                        \
    E(UCalendarType, CICU_ICU_CALENDAR_TYPES)                    \
    E(UCalendarDateFields, CICU_ICU_CALENDAR_DATE_FIELDS)        \
    E(UCalendarAttribute, CICU_ICU_CALENDAR_ATTRIBUTES)          \
    E(UCalendarLimitType, CICU_ICU_CALENDAR_LIMIT_TYPES)         \
    E(UDateFormatStyle, CICU_ICU_DATE_FORMAT_STYLES)             \
    E(UDateFormatSymbolType, CICU_ICU_DATE_FORMAT_SYMBOL_TYPES)

#ifdef CICU_ICU_DECLARATIONS_CHECK
// ICU's headers have defined these enumerations already: the names must denote ICU's own types
// (the check compares the constants).
#define CICU_ICU_ENUMERATION(name, list) typedef enum name name;
#else
#define CICU_ICU_ENUMERATOR(name, value) name = value,
#define CICU_ICU_ENUMERATION(name, list) typedef enum name { list(CICU_ICU_ENUMERATOR) } name;
#endif
CICU_ICU_ENUMERATIONS(CICU_ICU_ENUMERATION)
#undef CICU_ICU_ENUMERATION

// The C forms of ICU's U_SUCCESS and U_FAILURE (utypes.h), token for token.
#   define U_SUCCESS(x) ((x)<=U_ZERO_ERROR)
#   define U_FAILURE(x) ((x)>U_ZERO_ERROR)

// MARK: Functions

// utypes.h, uversion.h, putil.h
const char *u_errorName(UErrorCode code);                                     // stable 2.0
void u_getVersion(UVersionInfo versionArray);                                 // stable 2.0
void u_versionToString(const UVersionInfo versionArray, char *versionString); // stable 2.4
void u_UCharsToChars(const UChar *us, char *cs, int32_t length);              // stable 2.0

// uloc.h
#define ULOC_LANG_CAPACITY 12
#define ULOC_COUNTRY_CAPACITY 4
int32_t uloc_countAvailable(void);                                            // stable 2.0
const char *uloc_getAvailable(int32_t n);                                     // stable 2.0
const char *const *uloc_getISOCountries(void);                                // stable 2.0
int32_t uloc_canonicalize(const char *localeID, char *name, int32_t nameCapacity,
                          UErrorCode *err);                                   // stable 2.0
int32_t uloc_getLanguage(const char *localeID, char *language, int32_t languageCapacity,
                         UErrorCode *err);                                    // stable 2.0
int32_t uloc_getCountry(const char *localeID, char *country, int32_t countryCapacity,
                        UErrorCode *err);                                     // stable 2.0
UBool uloc_isRightToLeft(const char *locale);                                 // stable 54
int32_t uloc_getDisplayName(const char *localeID, const char *inLocaleID, UChar *result,
                            int32_t maxResultSize, UErrorCode *err);          // stable 2.0

// ures.h
UResourceBundle *ures_open(const char *packageName, const char *locale,
                           UErrorCode *status);                               // stable 2.0
void ures_close(UResourceBundle *resourceBundle);                             // stable 2.0

// ucurr.h
int32_t ucurr_forLocale(const char *locale, UChar *buff, int32_t buffCapacity,
                        UErrorCode *ec);                                      // stable 2.8
UBool ucurr_isAvailable(const UChar *isoCode, UDate from, UDate to,
                        UErrorCode *errorCode);                               // stable 4.8
int32_t ucurr_getDefaultFractionDigits(const UChar *currency, UErrorCode *ec); // stable 3.0
const UChar *ucurr_getName(const UChar *currency, const char *locale, UCurrNameStyle nameStyle,
                           UBool *isChoiceFormat, int32_t *len, UErrorCode *ec); // stable 2.6
const UChar *ucurr_getPluralName(const UChar *currency, const char *locale, UBool *isChoiceFormat,
                                 const char *pluralCount, int32_t *len,
                                 UErrorCode *ec);                             // stable 4.2
UEnumeration *ucurr_openISOCurrencies(uint32_t currType, UErrorCode *pErrorCode); // stable 3.2

// uenum.h
const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status); // stable 2.2
void uenum_close(UEnumeration *en);                                           // stable 2.2

// unum.h (the classic number format, for a locale's symbols and an app's decimal pattern)
UNumberFormat *unum_open(UNumberFormatStyle style, const UChar *pattern, int32_t patternLength,
                         const char *locale, UParseError *parseErr,
                         UErrorCode *status);                                 // stable 2.0
int32_t unum_getSymbol(const UNumberFormat *fmt, UNumberFormatSymbol symbol, UChar *buffer,
                       int32_t size, UErrorCode *status);                     // stable 2.0
void unum_close(UNumberFormat *fmt);                                          // stable 2.0
int32_t unum_formatDecimal(const UNumberFormat *fmt, const char *number, int32_t length,
                           UChar *result, int32_t resultLength, UFieldPosition *pos,
                           UErrorCode *status);                               // stable 4.4
int32_t unum_getAttribute(const UNumberFormat *fmt, UNumberFormatAttribute attr); // stable 2.0
double unum_getDoubleAttribute(const UNumberFormat *fmt, UNumberFormatAttribute attr); // stable 2.0
int32_t unum_getTextAttribute(const UNumberFormat *fmt, UNumberFormatTextAttribute tag, UChar *result,
                              int32_t resultLength, UErrorCode *status);      // stable 2.0

// unumsys.h
UNumberingSystem *unumsys_open(const char *locale, UErrorCode *status);       // stable 52
const char *unumsys_getName(const UNumberingSystem *unumsys);                 // stable 52
UBool unumsys_isAlgorithmic(const UNumberingSystem *unumsys);                 // stable 52
int32_t unumsys_getRadix(const UNumberingSystem *unumsys);                    // stable 52
int32_t unumsys_getDescription(const UNumberingSystem *unumsys, UChar *result,
                               int32_t resultLength, UErrorCode *status);     // stable 52
void unumsys_close(UNumberingSystem *unumsys);                                // stable 52

// unumberformatter.h (ICU ≥ 73 moves the result functions to uformattednumber.h, unchanged).
// The newest API CICU relies on: number skeletons and field positions of a formatted result.
UNumberFormatter *unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLen,
                                                 const char *locale, UErrorCode *ec); // stable 62
UFormattedNumber *unumf_openResult(UErrorCode *ec);                           // stable 62
void unumf_formatDecimal(const UNumberFormatter *uformatter, const char *value, int32_t valueLen,
                         UFormattedNumber *uresult, UErrorCode *ec);          // stable 62
int32_t unumf_resultToString(const UFormattedNumber *uresult, UChar *buffer,
                             int32_t bufferCapacity, UErrorCode *ec);         // stable 62
void unumf_resultGetAllFieldPositions(const UFormattedNumber *uresult,
                                      UFieldPositionIterator *ufpositer,
                                      UErrorCode *ec);                        // stable 62
void unumf_close(UNumberFormatter *uformatter);                               // stable 62
void unumf_closeResult(UFormattedNumber *uresult);                            // stable 62

// ufieldpositer.h
UFieldPositionIterator *ufieldpositer_open(UErrorCode *status);               // stable 55
int32_t ufieldpositer_next(UFieldPositionIterator *fpositer, int32_t *beginIndex,
                           int32_t *endIndex);                                // stable 55
void ufieldpositer_close(UFieldPositionIterator *fpositer);                   // stable 55

// upluralrules.h
UPluralRules *uplrules_openForType(const char *locale, UPluralType type,
                                   UErrorCode *status);                       // stable 50
int32_t uplrules_select(const UPluralRules *uplrules, double number, UChar *keyword,
                        int32_t capacity, UErrorCode *status);                // stable 4.8
void uplrules_close(UPluralRules *uplrules);                                  // stable 4.8

// ucal.h
UCalendar *ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type,
                     UErrorCode *status);                                     // stable 2.0
void ucal_close(UCalendar *cal);                                              // stable 2.0
const char *ucal_getType(const UCalendar *cal, UErrorCode *status);           // stable 4.2
void ucal_setAttribute(UCalendar *cal, UCalendarAttribute attr, int32_t newValue); // stable 2.0
UDate ucal_getMillis(const UCalendar *cal, UErrorCode *status);               // stable 2.0
void ucal_setMillis(UCalendar *cal, UDate dateTime, UErrorCode *status);      // stable 2.0
int32_t ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status); // stable 2.0
void ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value);      // stable 2.0
void ucal_clear(UCalendar *calendar);                                         // stable 2.0
int32_t ucal_getLimit(const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type,
                      UErrorCode *status);                                    // stable 2.0

// udat.h
UDateFormat *udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale,
                       const UChar *tzID, int32_t tzIDLength, const UChar *pattern,
                       int32_t patternLength, UErrorCode *status);            // stable 2.0
void udat_close(UDateFormat *format);                                         // stable 2.0
int32_t udat_format(const UDateFormat *format, UDate dateToFormat, UChar *result,
                    int32_t resultLength, UFieldPosition *position,
                    UErrorCode *status);                                      // stable 2.0
UDate udat_parse(const UDateFormat *format, const UChar *text, int32_t textLength,
                 int32_t *parsePos, UErrorCode *status);                      // stable 2.0
void udat_setLenient(UDateFormat *fmt, UBool isLenient);                      // stable 2.0
UDate udat_get2DigitYearStart(const UDateFormat *fmt, UErrorCode *status);    // stable 2.0
int32_t udat_getSymbols(const UDateFormat *fmt, UDateFormatSymbolType type, int32_t symbolIndex,
                        UChar *result, int32_t resultLength, UErrorCode *status); // stable 2.0

// udatpg.h
UDateTimePatternGenerator *udatpg_open(const char *locale, UErrorCode *pErrorCode); // stable 3.8
void udatpg_close(UDateTimePatternGenerator *dtpg);                           // stable 3.8
int32_t udatpg_getBestPattern(UDateTimePatternGenerator *dtpg, const UChar *skeleton, int32_t length,
                              UChar *bestPattern, int32_t capacity, UErrorCode *pErrorCode); // stable 3.8

// uregex.h
URegularExpression *uregex_open(const UChar *pattern, int32_t patternLength, uint32_t flags,
                                UParseError *pe, UErrorCode *status);         // stable 3.0
void uregex_close(URegularExpression *regexp);                                // stable 3.0
void uregex_setText(URegularExpression *regexp, const UChar *text, int32_t textLength,
                    UErrorCode *status);                                      // stable 3.0
UBool uregex_matches(URegularExpression *regexp, int32_t startIndex,
                     UErrorCode *status);                                     // stable 3.0
void uregex_setTimeLimit(URegularExpression *regexp, int32_t limit,
                         UErrorCode *status);                                 // stable 4.0

#endif
