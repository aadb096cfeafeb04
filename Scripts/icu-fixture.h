// What the programs that write ICU's fixtures share (Scripts/make-number-fixture.c,
// Scripts/make-date-fixture.c; bash Scripts/make-icu-fixture.sh compiles and runs them): ending
// the program with a message, checking an ICU call's status, requiring a locale ICU has data
// for, and the versions of ICU and CLDR. Each program defines its name for the messages before
// it includes this file:
//   static const char program[] = "make-number-fixture";
//   #include "icu-fixture.h"
#ifndef ICU_FIXTURE_H
#define ICU_FIXTURE_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

// Writes "<program>: <message>" to standard error and ends the program with status 1.
static void fail(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    fprintf(stderr, "%s: ", program);
    vfprintf(stderr, format, arguments);
    fputc('\n', stderr);
    va_end(arguments);
    exit(1);
}

// Fails when an ICU call failed: "<call> failed: <error> (locale <locale>, <label> <value>)",
// without ", <label> <value>" when value is NULL.
static void check(UErrorCode status, const char *call, const char *locale, const char *label, const char *value) {
    if (U_FAILURE(status)) {
        fail("%s failed: %s (locale %s%s%s%s%s)", call, u_errorName(status), locale, value ? ", " : "", value ? label : "",
             value ? " " : "", value ? value : "");
    }
}

// A locale ICU has data for: one it lists, or whose likely script it lists (zh_CN as
// zh_Hans_CN). A misspelled one would otherwise fall back to root without a failure.
static int is_listed(const char *locale) {
    int32_t count = uloc_countAvailable();
    for (int32_t i = 0; i < count; i++) {
        if (strcmp(uloc_getAvailable(i), locale) == 0) return 1;
    }
    return 0;
}

static void require_available(const char *locale) {
    if (is_listed(locale)) return;
    UErrorCode status = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    uloc_addLikelySubtags(locale, maximized, (int32_t)sizeof(maximized), &status);
    check(status, "uloc_addLikelySubtags", locale, NULL, NULL);
    if (status == U_STRING_NOT_TERMINATED_WARNING || !is_listed(maximized)) fail("ICU lists no locale %s (nor %s)", locale, maximized);
}

// The version of ICU the program runs with and of the CLDR data it holds ("72.1", "42.0"), as
// the fixture's first line names them.
static void get_versions(char icuVersion[U_MAX_VERSION_STRING_LENGTH], char cldrVersion[U_MAX_VERSION_STRING_LENGTH]) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, icuVersion);

    UErrorCode status = U_ZERO_ERROR;
    UVersionInfo cldr;
    ulocdata_getCLDRVersion(cldr, &status);
    check(status, "ulocdata_getCLDRVersion", "-", NULL, NULL);
    u_versionToString(cldr, cldrVersion);
}

#endif
