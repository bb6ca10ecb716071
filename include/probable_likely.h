/* SPDX-License-Identifier: MIT */
/*
 * probable_likely.h - likely() and unlikely() through probable(), so that a
 * project written with them can be profiled without editing it:
 *
 *     cc -DPROBABLE_PROFILE -include probable_likely.h -I.../include ...
 *     PROBABLE_PROFILE=- ./prog
 *
 * Each likely(x) is then a probable() site that declares
 * PROBABLE_LIKELY_PC (default 90) and each unlikely(x) one that declares
 * PROBABLE_UNLIKELY_PC (default 10): 90% is what GCC itself assumes of
 * __builtin_expect (its builtin-expect-probability parameter).  The report
 * says, per site, what the percentage really is; tools/probable-fix
 * --rewrite-likely turns each into probable(x, measured pc).
 *
 * Defined only where not already defined.  Included first (-include), it
 * comes before the project's own definition, so a project that defines
 * likely() without #ifndef around it gets a redefinition warning: add the
 * #ifndef (most projects have it already).  A project with hint macros of
 * other names (LIKELY, __predict_true, XXH_likely...) points its own
 * definition at probable.h's PROBABLE_MACRO_SITE, which keeps the condition
 * as written, records the macro's name, and is what GCC's
 * __builtin_expect(!!(x), c) is, a long 0 or 1:
 *
 *     #define LIKELY(x) PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)
 *
 * A project whose macro returns x itself, __builtin_expect((x), 1) (zstd),
 * points it at PROBABLE_MACRO_VALUE_SITE instead, which is x as a long:
 * with PROBABLE_MACRO_SITE, LIKELY(n) would be 1 where it was n (the same
 * in every if, while, && and ?:, not where the value is a number).
 *
 *     #define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 90)
 *
 * Without PROBABLE_PROFILE (a normal build) they are exactly the forms
 * such a codebase defines for itself, the kernel's
 * __builtin_expect(!!(x), 1) and __builtin_expect(!!(x), 0) (!!(x) where
 * the compiler has no __builtin_expect), whatever the arch's thresholds:
 * adding this header to profile changes no normal build's object code
 * (tests/codegen/likely-header.sh compares it on every compiler here).
 * Only profile mode reads the pcs.
 *
 * Harmless in assembler sources that get it through -include (CFLAGS often
 * reach .S files): it and probable.h then define macros only, and put no
 * text into the source (tests/compile/assembler.sh).
 */
#ifndef PROBABLE_LIKELY_H
#define PROBABLE_LIKELY_H

#include "probable.h"

#ifndef PROBABLE_LIKELY_PC
#define PROBABLE_LIKELY_PC 90
#endif
#ifndef PROBABLE_UNLIKELY_PC
#define PROBABLE_UNLIKELY_PC 10
#endif

/*
 * Profile mode: sites as the public names in probable.h make them,
 * stringified here so that the report shows the condition as written, of
 * the type and value of the plain build's definition below: a long,
 * exactly !!(x), as __builtin_expect(!!(x), c) is (an int !!(x) where the
 * compiler has no __builtin_expect).  A program that uses likely(x) as a
 * number (likely(x) - 1u, sizeof, a C++ overload or template, auto)
 * computes the same in both builds (tests/profile/test_numeric.py).
 */
#if defined(PROBABLE_PROFILE) && defined(PROBABLE_HAVE_EXPECT_)
#ifndef likely
#define likely(x) PROBABLE_LONG_SITE_(x, PROBABLE_LIKELY_PC, #x, likely)
#endif
#ifndef unlikely
#define unlikely(x) PROBABLE_LONG_SITE_(x, PROBABLE_UNLIKELY_PC, #x, unlikely)
#endif
#elif defined(PROBABLE_PROFILE)
#ifndef likely
#define likely(x) PROBABLE_BRANCH_SITE_(x, PROBABLE_LIKELY_PC, #x, likely)
#endif
#ifndef unlikely
#define unlikely(x) PROBABLE_BRANCH_SITE_(x, PROBABLE_UNLIKELY_PC, #x, unlikely)
#endif
#elif defined(PROBABLE_HAVE_EXPECT_)
#ifndef likely
#define likely(x) __builtin_expect(!!(x), 1)
#endif
#ifndef unlikely
#define unlikely(x) __builtin_expect(!!(x), 0)
#endif
#else
#ifndef likely
#define likely(x) (!!(x))
#endif
#ifndef unlikely
#define unlikely(x) (!!(x))
#endif
#endif

#endif /* PROBABLE_LIKELY_H */
