// Compiled (never run) by Scripts/check-apple-icu.sh: CICU's declarations of the ICU API
// (Sources/CICU/ICUDeclarations.h) must be ICU's own, as ICU's real headers give them with
// renaming disabled (U_DISABLE_RENAMING=1, the unversioned names Apple's libicucore exports).
// Any difference is a compile error; see the top of ICUDeclarations.h for what is compared how.
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
#include <unicode/utypes.h>
#include <unicode/uversion.h>

#if !defined(U_DISABLE_RENAMING) || !U_DISABLE_RENAMING
#error "compile with -DU_DISABLE_RENAMING=1: the declarations use the unversioned names"
#endif

// Written by the script from ICUDeclarations.h: every function and macro it declares must
// already be declared by ICU's headers (a name ICU lacks is an error here, before the
// declarations are read).
#include "icu-declared-names.h"

#define CICU_ICU_DECLARATIONS_CHECK 1
#include "ICUDeclarations.h"

// Each enumeration: every constant has ICU's value, and an enumeration of just the listed
// constants has the size and signedness of ICU's (what a call passes).
#define CICU_CHECK_VALUE(name, value) _Static_assert(name == (value), #name " differs from ICU's");
#define CICU_CHECK_SHADOW(name, value) cicu_shadow_##name = (value),
#define CICU_CHECK_ENUMERATION(type, list)                                                       \
    list(CICU_CHECK_VALUE)                                                                     \
    enum cicu_shadow_##type { list(CICU_CHECK_SHADOW) };                                        \
    _Static_assert(sizeof(enum cicu_shadow_##type) == sizeof(type), #type ": size differs");   \
    _Static_assert(((enum cicu_shadow_##type)-1 < 0) == ((type)-1 < 0),                         \
                   #type ": signedness differs");
CICU_ICU_ENUMERATIONS(CICU_CHECK_ENUMERATION)
