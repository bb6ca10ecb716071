/* SPDX-License-Identifier: MIT */
/*
 * probable.h - say how likely a branch is; get the right code for this CPU.
 * Version 0.1.0.  MIT licence (see LICENSE).  https://example.invalid/probable
 *
 * Instead of likely()/unlikely(), state your estimate in percent:
 *
 *     if (probable(len > 4096, 5))      // true about 5% of the time
 *             return slow_path(buf, len);
 *
 * Each architecture decides what that estimate becomes (arch/<name>/
 * probability.h): a "likely" hint, an "unlikely" hint, or no hint at all.
 * On CPUs whose static prediction bits override the dynamic predictor a
 * hint is only worth it near certainty; elsewhere it only steers layout.
 *
 * USAGE
 *     #include <probable.h>            (with -I.../include; arch/ beside it)
 *     cc -DARCH=mips ...               or let the compiler's macros decide
 *
 * API (typed pseudo-prototypes; pc is an integer constant expression 0..100)
 *     int  probable(scalar cond, pc);          value is exactly !!(cond)
 *     int  PROBABLE_PROBABLE(scalar cond, pc); the same, prefixed name
 *     PROBABLE_COLD                            function attribute: calls to
 *                                              it are on unlikely paths
 *     int  PROBABLE_HINT(pc);                  constant: what pc becomes here
 *          PROBABLE_HINT_LIKELY / _NONE / _UNLIKELY / _EXACT
 *     const char PROBABLE_ARCH[];              the selected arch's name
 *
 * OPTIONS (define before including, or with -D)
 *     ARCH=<name>              Linux SRCARCH name or Kbuild spelling
 *     PROBABLE_ARCH_HEADER="f" take the three numbers from your own header
 *     ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW,
 *     ARCH_ALIGNMENT_COST_THRESHOLD          override one number
 *     PROBABLE_EXACT           pass pc/100.0 to the compiler where it has
 *                              __builtin_expect_with_probability
 *     PROBABLE_NO_SHORT_NAMES  define only the PROBABLE_ names
 *     PROBABLE_PROFILE         count every site and report how true each
 *                              declared pc is (probable_profile.h; hosted)
 *
 * GUARANTEES
 *   - cond is evaluated exactly once and appears once in the expansion,
 *     so nested uses grow linearly.
 *   - A pc that is not an integer constant expression, is floating, or is
 *     outside 0..100 is a compile error at every optimisation level.
 *   - At -O2, -O3 and -Os the object code is that of the builtin it stands
 *     for (tests/codegen-identity.sh).
 *   - No libc header is included; likely, unlikely, get_unaligned and
 *     put_unaligned are never defined.
 */
#ifndef PROBABLE_H
#define PROBABLE_H

#define PROBABLE_VERSION_MAJOR 0
#define PROBABLE_VERSION_MINOR 1
#define PROBABLE_VERSION_PATCH 0
#define PROBABLE_VERSION "0.1.0"

#include "probable_internal.h"
#include "probable_arch.h"

/* ---- what a pc becomes on this build ---------------------------------- */

#define PROBABLE_HINT_UNLIKELY (-1)
#define PROBABLE_HINT_NONE 0
#define PROBABLE_HINT_LIKELY 1
#define PROBABLE_HINT_EXACT 2

/*
 * PROBABLE_HINT(pc) - what probable(cond, pc) tells the compiler here.
 *
 * An integer constant expression (usable in _Static_assert/static_assert,
 * array sizes, case labels; not in #if): PROBABLE_HINT_LIKELY when pc is above
 * ARCH_PROBABILITY_HIGH, PROBABLE_HINT_UNLIKELY when below
 * ARCH_PROBABILITY_LOW, PROBABLE_HINT_NONE between, and PROBABLE_HINT_EXACT
 * for every pc under PROBABLE_EXACT where the compiler takes a probability.
 * Does not check pc; probable() does.
 */
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_HINT(pc) PROBABLE_HINT_EXACT
#else
#define PROBABLE_HINT(pc) \
	(PROBABLE_CAST_(long, pc) > (ARCH_PROBABILITY_HIGH) ? PROBABLE_HINT_LIKELY : \
	 PROBABLE_CAST_(long, pc) < (ARCH_PROBABILITY_LOW) ? PROBABLE_HINT_UNLIKELY : \
	 PROBABLE_HINT_NONE)
#endif

/* ---- the pc check (internal) ------------------------------------------- */

/*
 * PROBABLE_CHECK_PC_(pc) - a void expression that generates no code and
 * fails to compile, naming the mistake, unless pc is an integer constant
 * expression from 0 to 100.
 */
#ifdef __cplusplus
extern "C++" {
/* internal: complete only for true, so sizeof() of the false one fails */
template <bool InRange> struct probable_pc_must_be_between_0_and_100;
template <> struct probable_pc_must_be_between_0_and_100<true> { enum { ok = 1 }; };
/* internal: a template argument must be an integer constant expression */
template <long Pc> struct probable_pc_must_be_an_integer_constant_expression {
	enum { in_range = (Pc >= 0 && Pc <= 100) };
};
}
#define PROBABLE_CHECK_PC_(pc) \
	static_cast<void>(sizeof(probable_pc_must_be_between_0_and_100< \
		(probable_pc_must_be_an_integer_constant_expression<(pc)>::in_range != 0)>))
#else
/*
 * internal: 1 when x is an integer constant expression, else 0, itself a
 * constant either way: only then is the middle operand a null pointer
 * constant, which makes the conditional's type int * rather than void *.
 */
#define PROBABLE_IS_ICE_(x) \
	(sizeof(int) == sizeof(*(1 ? (void *)((long)(x) * 0L) : (int *)1)))
/* Three named bit-fields: the compiler's message names the one that fails. */
#define PROBABLE_CHECK_PC_(pc) \
	((void)sizeof(struct { \
		unsigned probable_pc_must_be_an_integer_constant_expression \
			: PROBABLE_IS_ICE_(pc) ? 1 : -1; \
		unsigned probable_pc_must_have_integer_type : (pc) * 0 + 1; \
		unsigned probable_pc_must_be_between_0_and_100 \
			: ((long)(pc) >= 0 && (long)(pc) <= 100) ? PROBABLE_UINT_BITS_ - 2 : -1; \
	}))
#endif

/* ---- probable() ---------------------------------------------------------- */

/*
 * How cond reaches the compiler (internal).  Each form names cond once and
 * evaluates it once; which form is used depends on how the compiler reads
 * the hint, and each was checked to give the same object code as the
 * hand-written builtin (tests/codegen-identity.sh):
 *
 * LLVM lowers __builtin_expect only where its result feeds a comparison
 * and a branch directly; a cast to int, a statement expression or an
 * inline function in between loses the hint.  So Clang gets one
 * expression, compared with 0 (an int in C; Clang folds the int back to the
 * comparison in a condition).  For "no hint" the expected value is one LLVM
 * cannot read as an integer (an address), so it sets no branch weights and
 * drops the builtin; a non-constant that needs a stack slot or a variable
 * would also work but perturbs register allocation.
 *
 * GCC follows the expected value through variables, casts and inlined
 * calls, but any __builtin_expect hides the condition from its other
 * heuristics, so "no hint" must mean no builtin at all.  In C the condition
 * is held in a statement-expression variable with a unique name (nesting
 * must not shadow); in C++ a template picks an always-inline function.
 */
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#if defined(__clang__)
#define PROBABLE_PROBABLE_PLAIN_(cond, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), \
	 PROBABLE_CAST_(int, __builtin_expect_with_probability(!!(cond), 1L, (pc) / 100.0) != 0))
#else
#define PROBABLE_PROBABLE_PLAIN_(cond, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), \
	 PROBABLE_CAST_(int, __builtin_expect_with_probability(!!(cond), 1, (pc) / 100.0)))
#endif

#elif defined(PROBABLE_HAVE_EXPECT_) && defined(__clang__)
/* internal: a link-time constant (the address of a string literal), which
 * LLVM cannot use as an expected value; it vanishes with the builtin. */
#ifdef __cplusplus
#define PROBABLE_NOT_A_CONSTANT_ static_cast<long>(reinterpret_cast<__INTPTR_TYPE__>(""))
#else
#define PROBABLE_NOT_A_CONSTANT_ ((long)(__INTPTR_TYPE__)"")
#endif
#define PROBABLE_EXPECTED_(pc) \
	(PROBABLE_HINT(pc) == PROBABLE_HINT_LIKELY ? 1L : \
	 PROBABLE_HINT(pc) == PROBABLE_HINT_UNLIKELY ? 0L : PROBABLE_NOT_A_CONSTANT_)
#define PROBABLE_PROBABLE_PLAIN_(cond, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), \
	 PROBABLE_CAST_(int, __builtin_expect(!!(cond), PROBABLE_EXPECTED_(pc)) != 0))

#elif defined(PROBABLE_HAVE_EXPECT_) && defined(__cplusplus)
extern "C++" {
/* internal: pick(c) is c with the hint for Hint */
template <int Hint> struct probable_select_ {
	static inline __attribute__((__always_inline__)) int pick(int c) { return c; }
};
template <> struct probable_select_<PROBABLE_HINT_LIKELY> {
	static inline __attribute__((__always_inline__)) int pick(int c)
	{ return static_cast<int>(__builtin_expect(c, 1)); }
};
template <> struct probable_select_<PROBABLE_HINT_UNLIKELY> {
	static inline __attribute__((__always_inline__)) int pick(int c)
	{ return static_cast<int>(__builtin_expect(c, 0)); }
};
}
#define PROBABLE_PROBABLE_PLAIN_(cond, pc) \
	(PROBABLE_CHECK_PC_(pc), probable_select_<(PROBABLE_HINT(pc))>::pick(!!(cond)))

#elif defined(PROBABLE_HAVE_EXPECT_)
#define PROBABLE_PROBABLE_PLAIN_(cond, pc) \
	PROBABLE_GNU_PROBABLE_(cond, pc, PROBABLE_UNIQUE_ID_(probable_cond_))
#define PROBABLE_GNU_PROBABLE_(cond, pc, var) \
	(__extension__ ({ \
		int var = !!(cond); \
		PROBABLE_CHECK_PC_(pc); \
		PROBABLE_HINT(pc) == PROBABLE_HINT_LIKELY ? (int)__builtin_expect(var, 1) : \
		PROBABLE_HINT(pc) == PROBABLE_HINT_UNLIKELY ? (int)__builtin_expect(var, 0) : \
		var; \
	}))

#else
/* No builtin: no hint, the same value and the same checks. */
#define PROBABLE_PROBABLE_PLAIN_(cond, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), PROBABLE_CAST_(int, !!(cond)))
#endif


/* ---- PROBABLE_COLD --------------------------------------------------------- */

/*
 * PROBABLE_COLD - mark a function that is rarely called (error reporting,
 * BUG(), printk()-like logging).  The compiler then predicts every path that
 * calls it as not taken and keeps its code away from the hot code, without
 * a probable() at each call site.
 *
 *     PROBABLE_COLD void die(const char *why);
 */
#if PROBABLE_HAS_ATTRIBUTE_(__cold__) || PROBABLE_GNUC_PREREQ_(4, 3)
#define PROBABLE_COLD __attribute__((__cold__))
#else
#define PROBABLE_COLD
#endif

/*
 * Declarations from here on; an assembler source that gets this header
 * through -include (CFLAGS often reach .S files) sees only the macros.
 */
#ifndef __ASSEMBLER__
/* get_unaligned_p(), put_unaligned_p() and the endian accessors */
#include "probable_unaligned.h"
#include "probable_endian.h"

/* -DPROBABLE_PROFILE: every site counts what it sees (hosted builds only) */
#ifdef PROBABLE_PROFILE
#include "probable_profile.h"
#endif
#endif /* !__ASSEMBLER__ */


/* ---- the public names, each written once ------------------------------------- */

/*
 * Every public macro is defined here and nowhere else; tools/probable-fix
 * reads this list.  Each stringifies its own argument and passes its own
 * name, so that profile mode's report shows the text as written and the
 * macro it was written with; the plain build drops both.  What a site
 * becomes is the mode's: PROBABLE_*_SITE_ below (plain) or in
 * probable_profile.h.
 */
#ifndef PROBABLE_PROFILE
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) PROBABLE_PROBABLE_PLAIN_(cond, pc)
#define PROBABLE_GET_SITE_(ptr, pc, text, name) PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc)
#define PROBABLE_PUT_SITE_(val, ptr, pc, text, name) PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc)
#define PROBABLE_GET_ENDIAN_SITE_(order, n, p, pc, text, name) PROBABLE_GET_ENDIAN_(order, n, p, pc)
#define PROBABLE_PUT_ENDIAN_SITE_(order, n, val, p, pc, text, name) PROBABLE_PUT_ENDIAN_(order, n, val, p, pc)
#endif

/* BEGIN public names (tools/probable-fix reads the names between these lines) */
#define PROBABLE_PROBABLE(cond, pc) PROBABLE_BRANCH_SITE_(cond, pc, #cond, PROBABLE_PROBABLE)
#define PROBABLE_GET_UNALIGNED_P(ptr, pc) PROBABLE_GET_SITE_(ptr, pc, #ptr, PROBABLE_GET_UNALIGNED_P)
#define PROBABLE_PUT_UNALIGNED_P(val, ptr, pc) PROBABLE_PUT_SITE_(val, ptr, pc, #ptr, PROBABLE_PUT_UNALIGNED_P)
#define PROBABLE_GET_UNALIGNED_LE16_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(LE, 16, p, pc, #p, PROBABLE_GET_UNALIGNED_LE16_P)
#define PROBABLE_GET_UNALIGNED_LE32_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(LE, 32, p, pc, #p, PROBABLE_GET_UNALIGNED_LE32_P)
#define PROBABLE_GET_UNALIGNED_LE64_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(LE, 64, p, pc, #p, PROBABLE_GET_UNALIGNED_LE64_P)
#define PROBABLE_GET_UNALIGNED_BE16_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(BE, 16, p, pc, #p, PROBABLE_GET_UNALIGNED_BE16_P)
#define PROBABLE_GET_UNALIGNED_BE32_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(BE, 32, p, pc, #p, PROBABLE_GET_UNALIGNED_BE32_P)
#define PROBABLE_GET_UNALIGNED_BE64_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(BE, 64, p, pc, #p, PROBABLE_GET_UNALIGNED_BE64_P)
#define PROBABLE_PUT_UNALIGNED_LE16_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(LE, 16, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_LE16_P)
#define PROBABLE_PUT_UNALIGNED_LE32_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(LE, 32, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_LE32_P)
#define PROBABLE_PUT_UNALIGNED_LE64_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(LE, 64, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_LE64_P)
#define PROBABLE_PUT_UNALIGNED_BE16_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(BE, 16, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_BE16_P)
#define PROBABLE_PUT_UNALIGNED_BE32_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(BE, 32, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_BE32_P)
#define PROBABLE_PUT_UNALIGNED_BE64_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(BE, 64, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_BE64_P)
#ifndef PROBABLE_NO_SHORT_NAMES
/*
 * probable(cond, pc) - cond, hinted for how often it is true.
 * @cond: any scalar: integer, pointer, floating, bool; evaluated once.
 * @pc:   integer constant expression 0..100: percent of evaluations in
 *        which you expect cond to be true.
 * Return: an int, exactly !!(cond).
 */
#define probable(cond, pc) PROBABLE_BRANCH_SITE_(cond, pc, #cond, probable)
/*
 * get_unaligned_p(ptr, pc) - *ptr, read correctly at any address.
 * @ptr: pointer to a complete object type T (const/volatile allowed);
 *       evaluated once.
 * @pc:  integer constant expression 0..100: percent of calls in which ptr
 *       is not aligned for T.
 * Return: the value, of the unqualified T.
 */
#define get_unaligned_p(ptr, pc) PROBABLE_GET_SITE_(ptr, pc, #ptr, get_unaligned_p)
/*
 * put_unaligned_p(val, ptr, pc) - *ptr = val, correct at any address.
 * @val: converted to T as by assignment; evaluated once.
 * @ptr: pointer to a non-const complete object type T; evaluated once.
 * @pc:  as for get_unaligned_p().
 */
#define put_unaligned_p(val, ptr, pc) PROBABLE_PUT_SITE_(val, ptr, pc, #ptr, put_unaligned_p)
/*
 * get_unaligned_le16_p(p, pc) ... get_unaligned_be64_p(p, pc) - the 16-,
 * 32- or 64-bit unsigned value stored at p (any address) least or most
 * significant byte first.  put_unaligned_le16_p(val, p, pc) ... store val,
 * converted to that width.  p is a pointer to bytes, converted to
 * const void * / void * as by a function call; pc as for get_unaligned_p().
 */
#define get_unaligned_le16_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(LE, 16, p, pc, #p, get_unaligned_le16_p)
#define get_unaligned_le32_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(LE, 32, p, pc, #p, get_unaligned_le32_p)
#define get_unaligned_le64_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(LE, 64, p, pc, #p, get_unaligned_le64_p)
#define get_unaligned_be16_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(BE, 16, p, pc, #p, get_unaligned_be16_p)
#define get_unaligned_be32_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(BE, 32, p, pc, #p, get_unaligned_be32_p)
#define get_unaligned_be64_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(BE, 64, p, pc, #p, get_unaligned_be64_p)
#define put_unaligned_le16_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(LE, 16, val, p, pc, #p, put_unaligned_le16_p)
#define put_unaligned_le32_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(LE, 32, val, p, pc, #p, put_unaligned_le32_p)
#define put_unaligned_le64_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(LE, 64, val, p, pc, #p, put_unaligned_le64_p)
#define put_unaligned_be16_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(BE, 16, val, p, pc, #p, put_unaligned_be16_p)
#define put_unaligned_be32_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(BE, 32, val, p, pc, #p, put_unaligned_be32_p)
#define put_unaligned_be64_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(BE, 64, val, p, pc, #p, put_unaligned_be64_p)
#endif
/* END public names */

#endif /* PROBABLE_H */
