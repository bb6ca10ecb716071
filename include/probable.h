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
 *     long PROBABLE_MACRO_SITE(name, scalar cond, "text", pc);
 *                                              a project's own LIKELY():
 *                                              exactly !!(cond), as
 *                                              __builtin_expect(!!(x), c)
 *     long PROBABLE_MACRO_VALUE_SITE(name, integer cond, "text", pc);
 *                                              cond as a long, as
 *                                              __builtin_expect((x), c)
 *     PROBABLE_COLD                            function attribute: calls to
 *                                              it are on unlikely paths
 *          PROBABLE_LIKELIHOOD(pc)             C++20: [[likely]], [[unlikely]]
 *                                              or nothing, as pc is here
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
 *   - At -O2, -O3 and -Os the object code is that of the kernel's form it
 *     stands for, __builtin_expect(!!(cond), 1) or (..., 0), with Clang;
 *     with GCC that of the same cast to int
 *     (tests/codegen/identity.sh, identity-real.sh).
 *   - A constant expression where cond is one (case labels, enums, static
 *     initializers, C++ constexpr, static_assert, template arguments), as
 *     the builtin is; not in profile mode, and in GNU C with GCC only for a
 *     pc that gives a hint (outside LOW..HIGH; PROBABLE_HINT(pc) says),
 *     because "no hint" there must be no builtin at all.
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
 * Does not check pc; probable() does.  ("+ 0L", not a cast: pc may be a
 * long already, and g++ -Wuseless-cast reports a cast to its own type.)
 */
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_HINT(pc) PROBABLE_HINT_EXACT
#else
#define PROBABLE_HINT(pc) \
	((pc) + 0L > (ARCH_PROBABILITY_HIGH) ? PROBABLE_HINT_LIKELY : \
	 (pc) + 0L < (ARCH_PROBABILITY_LOW) ? PROBABLE_HINT_UNLIKELY : \
	 PROBABLE_HINT_NONE)
#endif

/* ---- the pc check (internal) ------------------------------------------- */

#if defined(__GNUC__) || PROBABLE_HAS_ATTRIBUTE_(__always_inline__)
#define PROBABLE_ALWAYS_INLINE_ __attribute__((__always_inline__))
#else
#define PROBABLE_ALWAYS_INLINE_
#endif

/*
 * PROBABLE_PC_OK_(pc) - a nonzero integer constant expression (of type
 * size_t) that generates no code and fails to compile, naming the mistake,
 * unless pc is an integer constant expression from 0 to 100.  Being a
 * constant itself, it can stand in a constant expression (a case label, an
 * enum, a static initializer, a template argument, a constexpr function),
 * where a comma expression could not in C.  PROBABLE_CHECK_PC_(pc) is the
 * same as a void expression.
 *
 * The range is checked on pc itself, never on a conversion of it: a pc
 * wider than long (4294967346LL on ILP32, an unsigned __int128) is out of
 * range, not truncated into it.  "(pc) + 1 > 0" rather than "(pc) >= 0"
 * keeps -Wtype-limits quiet for an unsigned pc.
 */
#define PROBABLE_PC_IN_RANGE_(pc) ((pc) <= 100 && (pc) + 1 > 0)
#ifdef __cplusplus
extern "C++" {
/* internal: complete only for true, so sizeof() of the false one fails */
template <bool probable_in_range_> struct probable_pc_must_be_between_0_and_100;
template <> struct probable_pc_must_be_between_0_and_100<true> { enum { probable_ok_ = 1 }; };
#if defined(PROBABLE_HAVE_EXPECT_) && !defined(__clang__) && \
	!(defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_))
/* internal (g++): probable_pick_(x) is x with the hint for probable_hint_ */
template <int probable_hint_> struct probable_select_ {
	static PROBABLE_CONSTEXPR_ PROBABLE_ALWAYS_INLINE_ long probable_pick_(long probable_x_)
	{ return probable_x_; }
};
template <> struct probable_select_<PROBABLE_HINT_LIKELY> {
	static PROBABLE_CONSTEXPR_ PROBABLE_ALWAYS_INLINE_ long probable_pick_(long probable_x_)
	{ return __builtin_expect(probable_x_, 1L); }
};
template <> struct probable_select_<PROBABLE_HINT_UNLIKELY> {
	static PROBABLE_CONSTEXPR_ PROBABLE_ALWAYS_INLINE_ long probable_pick_(long probable_x_)
	{ return __builtin_expect(probable_x_, 0L); }
};
#define PROBABLE_PC_BASE_(pc) : probable_select_<PROBABLE_HINT(pc)>
#elif defined(PROBABLE_HAVE_EXPECT_) && defined(__clang__) && \
	!(defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_))
/*
 * internal (clang++): probable_e_ is the expected value for the hint, a
 * constant 1 or 0, and for "no hint" a variable, which LLVM cannot use as
 * an expected value: it drops the builtin, then the load and the variable
 * (the object code of !!(x) at -O2; a template's static member, so a
 * header may define it; at -O0 it stays, hidden).  The constant evaluator
 * reads only the builtin's first argument.
 */
template <int probable_hint_> struct probable_select_ {
	__attribute__((__visibility__("hidden"))) static long probable_e_;
};
template <int probable_hint_> long probable_select_<probable_hint_>::probable_e_ = 0;
template <> struct probable_select_<PROBABLE_HINT_LIKELY> { enum { probable_e_ = 1 }; };
template <> struct probable_select_<PROBABLE_HINT_UNLIKELY> { enum { probable_e_ = 0 }; };
#define PROBABLE_PC_BASE_(pc) : probable_select_<PROBABLE_HINT(pc)>
#else
#define PROBABLE_PC_BASE_(pc)
#endif
/*
 * internal: a template argument must be an integer constant expression.
 * pc is passed as it is (each token at a site costs compile time), as the
 * widest integer, so that no pc in range is narrowed on the way and a
 * wider one is out of range, not truncated into it.  One template-id per
 * site: it checks the range when it is instantiated (once per pc value)
 * and, for g++, is the probable_select_ for pc's hint.
 */
#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
__extension__ typedef __int128 probable_pc_int_;
#elif defined(__GNUC__)
__extension__ typedef long long probable_pc_int_;
#else
typedef long long probable_pc_int_;
#endif
template <probable_pc_int_ probable_pc_> struct probable_pc_must_be_an_integer_constant_expression PROBABLE_PC_BASE_(probable_pc_) {
	enum { probable_in_range_ = sizeof(probable_pc_must_be_between_0_and_100<(probable_pc_ >= 0 && probable_pc_ <= 100)>) };
};
}
/* internal: the checked pc's template-id; on one line: compilers quote it
 * under "not a constant expression" */
#define PROBABLE_PC_TYPE_(pc) probable_pc_must_be_an_integer_constant_expression<(pc)>
#define PROBABLE_PC_OK_(pc) sizeof(PROBABLE_PC_TYPE_(pc))
#else
/*
 * internal: 1 when x is an integer constant expression, else 0, itself a
 * constant either way: only then is the middle operand a null pointer
 * constant, which makes the conditional's type int * rather than void *.
 * (A cheaper test, a comparison of pc as a bit-field width, lets a const
 * variable through as Clang's GNU folding extension, and GCC -O2 then
 * reports __builtin_choose_expr instead of the pc.)
 */
#define PROBABLE_IS_ICE_(x) \
	(sizeof(int) == sizeof(*(1 ? (void *)((long)(x) * 0L) : (int *)1)))
/* Three named bit-fields: the compiler's message names the one that fails. */
#define PROBABLE_PC_OK_(pc) \
	sizeof(struct { \
		unsigned probable_pc_must_be_an_integer_constant_expression \
			: PROBABLE_IS_ICE_(pc) ? 1 : -1; \
		unsigned probable_pc_must_have_integer_type : PROBABLE_INTEGER_WIDTH_(pc); \
		unsigned probable_pc_must_be_between_0_and_100 \
			: PROBABLE_PC_IN_RANGE_(pc) ? PROBABLE_UINT_BITS_ - 2 : -1; \
	})
/* internal: 1, or not an integer when pc is floating (tcc folds a floating
 * width into "constant exceeds 32 bit", so it is asked the type by name) */
#ifdef __TINYC__
#define PROBABLE_INTEGER_WIDTH_(pc) _Generic((pc), float: -1, double: -1, long double: -1, default: 1)
#else
#define PROBABLE_INTEGER_WIDTH_(pc) (pc) * 0 + 1
#endif
#endif
#define PROBABLE_CHECK_PC_(pc) PROBABLE_CAST_(void, PROBABLE_PC_OK_(pc))

/* ---- probable() ---------------------------------------------------------- */

/*
 * How cond reaches the compiler (internal).  Each form names cond once and
 * evaluates it once, is an int that is exactly !!(cond), and is a
 * constant expression where cond is one (except GCC C, pc without a hint:
 * see below).  Which form is used depends on how the compiler reads the
 * hint; each gives the object code of the form users replace, the
 * kernel's __builtin_expect(!!(x), 1) and __builtin_expect(!!(x), 0), and
 * of plain !!(x) where there is no hint (tests/codegen/identity.sh,
 * tests/codegen/identity-real.sh):
 *
 * GNU C (GCC and Clang): __builtin_choose_expr checks pc and picks the
 * form, in one short expression (PROBABLE_SITE_CODE_).  GCC follows casts
 * and temporaries, but a statement-expression variable changes its code
 * in real functions, and any __builtin_expect whose expected value is not
 * a constant hides the condition from its other heuristics: there "no
 * hint" is no builtin at all but an always-inline identity function,
 * which is not a constant expression, so in GCC C a pc between
 * ARCH_PROBABILITY_LOW and ARCH_PROBABILITY_HIGH cannot stand in a
 * constant expression.  Clang folds the builtin in constant expressions.
 *
 * C++ has no __builtin_choose_expr: pc's template (which checks it) picks.
 * clang++: the kernel's expression, the expected value from the template;
 * for "no hint" a variable, which LLVM cannot read as an integer, so it
 * sets no branch weights and drops the builtin.  g++: the template's
 * constexpr, always-inline function.
 */

#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_EXPECT_FORM_(cond, pc) \
	__builtin_expect_with_probability(!!(cond), 1L, PROBABLE_PC_OK_(pc) ? PROBABLE_CAST_(long, pc) / 100.0 : 0.0)
#define PROBABLE_SITE_LONG_(x, pc) \
	__builtin_expect_with_probability(x, 1L, PROBABLE_PC_OK_(pc) ? PROBABLE_CAST_(long, pc) / 100.0 : 0.0)

#elif defined(PROBABLE_HAVE_EXPECT_) && defined(__GNUC__) && !defined(__cplusplus)
#ifndef __ASSEMBLER__
/* internal: what an out-of-range pc becomes.  Any use of it is an error
 * that names its type (or it, when called). */
struct probable_pc_must_be_between_0_and_100 { char probable_unused_; };
extern const struct probable_pc_must_be_between_0_and_100 probable_pc_must_be_between_0_and_100_;
#endif
/*
 * internal: what a site's pc stands for, as the compiler reads the hint
 * (below), and for a pc outside 0..100 the object above.  The pc check
 * costs no more than the choice: __builtin_choose_expr takes nothing but an
 * integer constant expression (not a variable, not a const variable, not a
 * floating value; GCC and Clang both refuse them), and the compilers' "in
 * expansion of macro" notes then name this macro.  A negative pc,
 * converted to unsigned long long, is more than 100.
 */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#define PROBABLE_PC_MAX_ 100ULL
#else
#define PROBABLE_PC_MAX_ (__extension__ 100ULL) /* long long is C99 */
#endif
/*
 * internal: a site's code, the same for probable() in a plain build and for
 * the accessors' tests (and for profile mode's hint).  Written out with
 * nothing between it and the builtin but the pc check: every
 * function-like macro a site passes through is compile time paid at each
 * site (bench/compile-time.sh), and so is every operator, where the
 * kernel's form has none.
 *
 * Clang: the kernel's expression; for "no hint" an expected value LLVM
 * cannot read as an integer (an address), so it sets no branch weights and
 * drops the builtin.  The builtin's long becomes an int through _Bool: a
 * comparison costs Clang's front end more, and a cast to int alone hides
 * the builtin from the branch (LLVM keeps the hint only where the builtin
 * feeds the branch's comparison, which the conversion to _Bool is); the
 * cast to int keeps -Wswitch-bool quiet, the unary + -Wbad-function-cast
 * (a call cast to another type).  (The address is spelled (long)"" where a
 * long holds one.)
 *
 * GCC: the builtin, or for "no hint" an always-inline identity function
 * (GCC reads any __builtin_expect as a hint; "no hint" must be no builtin),
 * cast to int as GCC's own code for the kernel's form is.  GNU extern
 * inline (never a definition of its own, always inlined): not static, so
 * that a C99 inline function with external linkage may use probable() (it
 * may not refer to a static function).
 */
#ifdef __clang__
#if defined(__SIZEOF_LONG__) && defined(__SIZEOF_POINTER__) && __SIZEOF_LONG__ == __SIZEOF_POINTER__
#define PROBABLE_NO_HINT_ (long)""
#else
#define PROBABLE_NO_HINT_ ((long)(__INTPTR_TYPE__)"")
#endif
/* the expected value: 1, 0, or for "no hint" an address */
#define probable_pc_must_be_an_integer_constant_expression_(pc) \
	__builtin_choose_expr((pc) <= PROBABLE_PC_MAX_, \
		__builtin_choose_expr((pc) > (ARCH_PROBABILITY_HIGH), 1L, \
			__builtin_choose_expr((pc) < (ARCH_PROBABILITY_LOW), 0L, PROBABLE_NO_HINT_)), \
		probable_pc_must_be_between_0_and_100_)
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#define PROBABLE_SITE_CODE_(cond, pc) \
	((int)(_Bool)+__builtin_expect(!!(cond), probable_pc_must_be_an_integer_constant_expression_(pc)))
#else /* C90: _Bool is C99 */
#define PROBABLE_SITE_CODE_(cond, pc) \
	((int)__extension__ (_Bool)+__builtin_expect(!!(cond), probable_pc_must_be_an_integer_constant_expression_(pc)))
#endif
#define PROBABLE_SITE_LONG_(x, pc) __builtin_expect(x, probable_pc_must_be_an_integer_constant_expression_(pc))
#else
#ifndef __ASSEMBLER__
extern long probable_no_hint_(long probable_x_, long probable_unused_);
extern __inline__ __attribute__((__gnu_inline__)) PROBABLE_ALWAYS_INLINE_ long
probable_no_hint_(long probable_x_, long probable_unused_)
{
	(void)probable_unused_;
	return probable_x_;
}
#endif
/* the function: the builtin, or for "no hint" the identity */
#define probable_pc_must_be_an_integer_constant_expression_(pc) \
	__builtin_choose_expr((pc) <= PROBABLE_PC_MAX_, \
		__builtin_choose_expr((pc) > (ARCH_PROBABILITY_HIGH) || (pc) < (ARCH_PROBABILITY_LOW), \
			__builtin_expect, probable_no_hint_), \
		probable_pc_must_be_between_0_and_100_)
#define PROBABLE_SITE_CODE_(cond, pc) \
	((int)probable_pc_must_be_an_integer_constant_expression_(pc)(!!(cond), (pc) > (ARCH_PROBABILITY_HIGH)))
#define PROBABLE_SITE_LONG_(x, pc) \
	probable_pc_must_be_an_integer_constant_expression_(pc)(x, (pc) > (ARCH_PROBABILITY_HIGH))
#endif

#elif defined(PROBABLE_HAVE_EXPECT_) && defined(__clang__) && defined(__cplusplus)
/* The kernel's expression, made an int as in Clang C above.  A plain
 * build's probable() and PROBABLE_PROBABLE() have it written out (below):
 * this macro's layer is compile time at each site (bench/compile-time.sh). */
#define PROBABLE_CLANGXX_SITE_ 1
#define PROBABLE_SITE_CODE_(cond, pc) \
	static_cast<int>(static_cast<bool>(__builtin_expect(!!(cond), \
		probable_pc_must_be_an_integer_constant_expression<(pc)>::probable_e_)))
#define PROBABLE_SITE_LONG_(x, pc) \
	__builtin_expect(x, probable_pc_must_be_an_integer_constant_expression<(pc)>::probable_e_)

#elif defined(PROBABLE_HAVE_EXPECT_) && defined(__clang__)
/* internal: a link-time constant, which LLVM cannot use as an expected
 * value; it vanishes with the builtin.  (C here: clang-cl, no __GNUC__.) */
#ifdef __cplusplus
#define PROBABLE_NOT_A_CONSTANT_ static_cast<long>(reinterpret_cast<__INTPTR_TYPE__>(""))
#else
#define PROBABLE_NOT_A_CONSTANT_ ((long)(__INTPTR_TYPE__)"")
#endif
#define PROBABLE_EXPECT_FORM_(cond, pc) PROBABLE_SITE_LONG_(!!(cond), pc)
#define PROBABLE_SITE_LONG_(x, pc) \
	__builtin_expect(x, PROBABLE_PC_OK_(pc) && PROBABLE_CAST_(long, pc) > (ARCH_PROBABILITY_HIGH) ? 1L : \
		PROBABLE_CAST_(long, pc) < (ARCH_PROBABILITY_LOW) ? 0L : PROBABLE_NOT_A_CONSTANT_)

#elif defined(PROBABLE_HAVE_EXPECT_) && defined(__cplusplus)
#define PROBABLE_EXPECT_FORM_(cond, pc) PROBABLE_PC_TYPE_(pc)::probable_pick_(!!(cond))
#define PROBABLE_SITE_LONG_(x, pc) PROBABLE_PC_TYPE_(pc)::probable_pick_(x)

#else
/* No builtin (or tcc, which reads no hint): the same value, the same checks. */
#define PROBABLE_EXPECT_FORM_(cond, pc) \
	(PROBABLE_PC_OK_(pc) ? PROBABLE_CAST_(long, !!(cond)) : 0L)
#define PROBABLE_SITE_LONG_(x, pc) (PROBABLE_PC_OK_(pc) ? PROBABLE_CAST_(long, x) : 0L)
#endif

/*
 * internal: the forms above that are not a site's code already (g++, exact
 * mode, no builtin), as an int that is exactly !!(cond), so that
 * "int r = probable(...)" is warning-free under -Wconversion (the kernel's
 * long-valued likely() is not): "!= 0", cast (LLVM keeps the hint only
 * where the builtin feeds the comparison, and the cast of the comparison
 * keeps Clang's -Wswitch-bool quiet).
 */
#ifndef PROBABLE_SITE_CODE_
#define PROBABLE_SITE_CODE_(cond, pc) PROBABLE_CAST_(int, PROBABLE_EXPECT_FORM_(cond, pc) != 0)
#endif
/*
 * internal: PROBABLE_SITE_LONG_(x, pc) - the hint of pc on x, an integer
 * expression (!!(cond), or a value form's cond itself), as the builtin
 * gives it: a long whose value is x converted to long, as
 * __builtin_expect(x, c) is.  In a plain build it is the kernel's
 * expression itself (or, for "no hint", the same without the builtin's
 * effect), so that a project's own hint macro pointed at
 * PROBABLE_MACRO_SITE keeps its type, its value and its object code
 * (tests/codegen/identity.sh, "macro" side).
 */
/* internal: a plain build's branch site, for the macros that pass a text
 * and a name (probable_likely.h: PROBABLE_LONG_SITE_, the long of the
 * kernel's likely()) */
#ifndef PROBABLE_PROFILE
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) PROBABLE_SITE_CODE_(cond, pc)
#define PROBABLE_LONG_SITE_(cond, pc, text, name) PROBABLE_SITE_LONG_(!!(cond), pc)
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

/* ---- PROBABLE_LIKELIHOOD: the C++20 attribute form ------------------------- */

/*
 * PROBABLE_LIKELIHOOD(pc) - where [[likely]] goes, the attribute pc stands
 * for on this arch: [[likely]] above ARCH_PROBABILITY_HIGH, [[unlikely]]
 * below ARCH_PROBABILITY_LOW, nothing between; nothing before C++20 and in
 * C (the statement compiles as if it were not there).
 * @pc: a decimal literal 0..100 (or a macro naming one), the percent of
 *       the time this path runs.
 *
 *     if (n > 4096) PROBABLE_LIKELIHOOD(5) { ... }
 *     case 3: PROBABLE_LIKELIHOOD(2) return slow(x);
 *
 * Profile mode does not count it (write probable() to be measured).
 */
#if defined(__cplusplus) && __cplusplus >= 202002L && defined(__has_cpp_attribute)
#if __has_cpp_attribute(likely) && __has_cpp_attribute(unlikely)
#define PROBABLE_LIKELIHOOD(pc) PROBABLE_LIKELIHOOD_OF_(pc)
/* internal: pc expanded first, so that a macro naming a literal works */
#define PROBABLE_LIKELIHOOD_OF_(pc) PROBABLE_LIKELIHOOD_##pc##_
#include "probable_likelihood.h"
#endif
#endif
#ifndef PROBABLE_LIKELIHOOD
#define PROBABLE_LIKELIHOOD(pc)
#endif

/*
 * Declarations from here on; an assembler source that gets this header
 * through -include (CFLAGS often reach .S files) sees only the macros.
 */
#ifndef __ASSEMBLER__
/* get_unaligned_p(), put_unaligned_p() and the endian accessors */
#include "probable_unaligned.h"	/* which includes probable_endian.h at its end */

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
 * macro it was written with; the plain build drops both, and probable()
 * and PROBABLE_PROBABLE() there go straight to the site's code: a macro
 * layer, an argument and a string less at each site (bench/compile-time.sh
 * counts them).  What a site becomes is the mode's: PROBABLE_*_SITE_ below
 * (plain) or in probable_profile.h.
 */
#ifndef PROBABLE_PROFILE
#define PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, ctext, name) PROBABLE_SITE_LONG_(!!(cond), pc)
#define PROBABLE_MACRO_VALUE_BRANCH_SITE_(cond, pc, text, ctext, name) PROBABLE_SITE_LONG_((cond), pc)
#define PROBABLE_GET_SITE_(ptr, pc, text, name) PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc)
#define PROBABLE_PUT_SITE_(val, ptr, pc, text, name) PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc)
#define PROBABLE_GET_ENDIAN_SITE_(order, n, p, pc, text, name) PROBABLE_GET_ENDIAN_(order, n, p, pc)
#define PROBABLE_PUT_ENDIAN_SITE_(order, n, val, p, pc, text, name) PROBABLE_PUT_ENDIAN_(order, n, val, p, pc)
#endif

/* BEGIN public names (tools/probable-fix reads the names between these lines) */
#ifdef PROBABLE_PROFILE
#define PROBABLE_PROBABLE(cond, pc) PROBABLE_BRANCH_SITE_(cond, pc, #cond, PROBABLE_PROBABLE)
#elif defined(PROBABLE_CLANGXX_SITE_)
#define PROBABLE_PROBABLE(cond, pc) static_cast<int>(static_cast<bool>(__builtin_expect(!!(cond), \
	probable_pc_must_be_an_integer_constant_expression<(pc)>::probable_e_)))
#else
#define PROBABLE_PROBABLE(cond, pc) PROBABLE_SITE_CODE_(cond, pc)
#endif
#define PROBABLE_GET_UNALIGNED_P(ptr, pc) PROBABLE_GET_SITE_(ptr, pc, #ptr, PROBABLE_GET_UNALIGNED_P)
#define PROBABLE_PUT_UNALIGNED_P(val, ptr, pc) PROBABLE_PUT_SITE_(val, ptr, pc, #ptr, PROBABLE_PUT_UNALIGNED_P)
#define PROBABLE_GET_UNALIGNED_LE16_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_le_, 16, p, pc, #p, PROBABLE_GET_UNALIGNED_LE16_P)
#define PROBABLE_GET_UNALIGNED_LE32_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_le_, 32, p, pc, #p, PROBABLE_GET_UNALIGNED_LE32_P)
#define PROBABLE_GET_UNALIGNED_LE64_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_le_, 64, p, pc, #p, PROBABLE_GET_UNALIGNED_LE64_P)
#define PROBABLE_GET_UNALIGNED_BE16_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_be_, 16, p, pc, #p, PROBABLE_GET_UNALIGNED_BE16_P)
#define PROBABLE_GET_UNALIGNED_BE32_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_be_, 32, p, pc, #p, PROBABLE_GET_UNALIGNED_BE32_P)
#define PROBABLE_GET_UNALIGNED_BE64_P(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_be_, 64, p, pc, #p, PROBABLE_GET_UNALIGNED_BE64_P)
#define PROBABLE_PUT_UNALIGNED_LE16_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_le_, 16, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_LE16_P)
#define PROBABLE_PUT_UNALIGNED_LE32_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_le_, 32, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_LE32_P)
#define PROBABLE_PUT_UNALIGNED_LE64_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_le_, 64, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_LE64_P)
#define PROBABLE_PUT_UNALIGNED_BE16_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_be_, 16, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_BE16_P)
#define PROBABLE_PUT_UNALIGNED_BE32_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_be_, 32, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_BE32_P)
#define PROBABLE_PUT_UNALIGNED_BE64_P(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_be_, 64, val, p, pc, #p, PROBABLE_PUT_UNALIGNED_BE64_P)
#ifndef PROBABLE_NO_SHORT_NAMES
/*
 * probable(cond, pc) - cond, hinted for how often it is true.
 * @cond: any scalar: integer, pointer, floating, bool; evaluated once.
 * @pc:   integer constant expression 0..100: percent of evaluations in
 *        which you expect cond to be true.
 * Return: an int, exactly !!(cond).
 */
#ifdef PROBABLE_PROFILE
#define probable(cond, pc) PROBABLE_BRANCH_SITE_(cond, pc, #cond, probable)
#elif defined(PROBABLE_CLANGXX_SITE_)
#define probable(cond, pc) static_cast<int>(static_cast<bool>(__builtin_expect(!!(cond), \
	probable_pc_must_be_an_integer_constant_expression<(pc)>::probable_e_)))
#else
#define probable(cond, pc) PROBABLE_SITE_CODE_(cond, pc)
#endif
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
#define get_unaligned_le16_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_le_, 16, p, pc, #p, get_unaligned_le16_p)
#define get_unaligned_le32_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_le_, 32, p, pc, #p, get_unaligned_le32_p)
#define get_unaligned_le64_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_le_, 64, p, pc, #p, get_unaligned_le64_p)
#define get_unaligned_be16_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_be_, 16, p, pc, #p, get_unaligned_be16_p)
#define get_unaligned_be32_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_be_, 32, p, pc, #p, get_unaligned_be32_p)
#define get_unaligned_be64_p(p, pc) PROBABLE_GET_ENDIAN_SITE_(probable_be_, 64, p, pc, #p, get_unaligned_be64_p)
#define put_unaligned_le16_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_le_, 16, val, p, pc, #p, put_unaligned_le16_p)
#define put_unaligned_le32_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_le_, 32, val, p, pc, #p, put_unaligned_le32_p)
#define put_unaligned_le64_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_le_, 64, val, p, pc, #p, put_unaligned_le64_p)
#define put_unaligned_be16_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_be_, 16, val, p, pc, #p, put_unaligned_be16_p)
#define put_unaligned_be32_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_be_, 32, val, p, pc, #p, put_unaligned_be32_p)
#define put_unaligned_be64_p(val, p, pc) PROBABLE_PUT_ENDIAN_SITE_(probable_be_, 64, val, p, pc, #p, put_unaligned_be64_p)
#endif
/* END public names */

/*
 * PROBABLE_MACRO_SITE(name, cond, text, pc) - a project's own hint macro,
 * for its own definition of it, in the form of the definition it stands
 * for, GCC's and the kernel's __builtin_expect(!!(x), c):
 *
 *     #define LIKELY(x)   PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)
 *     #define UNLIKELY(x) PROBABLE_MACRO_SITE(UNLIKELY, x, #x, 10)
 *
 * Value: a long, exactly !!(cond) (0 or 1), in plain and profile builds,
 * as __builtin_expect(!!(cond), c) is (probable() is an int); cond is
 * evaluated once.  In a plain build it is that builtin, with the hint pc
 * gives on this arch (none between ARCH_PROBABILITY_LOW and _HIGH): the
 * object code of __builtin_expect(!!(cond), 1) or (..., 0)
 * (tests/codegen/identity.sh).
 *
 * PROBABLE_MACRO_VALUE_SITE(name, cond, text, pc) - the same for a hint
 * macro whose value is x itself, __builtin_expect((x), c) (zstd's
 * "#define LIKELY(x) (__builtin_expect((x), 1))"):
 *
 *     #define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 90)
 *
 * Value: a long, cond converted to long as the builtin's argument is
 * (an implicit conversion: the diagnostics the builtin gives a pointer or
 * a double, it gives too); the site counts it true when that long is not
 * 0 (the truth the branch sees); cond is evaluated once.  Pointing such a
 * macro at PROBABLE_MACRO_SITE instead makes LIKELY(n) 1 where it was n:
 * the same in every if, while and &&, but not where the value is used as
 * a number (sum += LIKELY(n)).
 *
 * @name: the macro's own name (recorded, not expanded).
 * @text: #x, the condition as written at the use (a macro can only
 *        stringify its own parameter before it is expanded); a string
 *        literal.  Profile mode also records cond as the macro formed it
 *        ("cond") and as the preprocessor expanded it ("expanded").
 * In profile mode the site is at the line of the LIKELY() use, with the
 * condition as written and "LIKELY" as its macro.
 */
#define PROBABLE_MACRO_SITE(name, cond, text, pc) PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, #cond, name)
#define PROBABLE_MACRO_VALUE_SITE(name, cond, text, pc) PROBABLE_MACRO_VALUE_BRANCH_SITE_(cond, pc, text, #cond, name)

#endif /* PROBABLE_H */
