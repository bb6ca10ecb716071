/* SPDX-License-Identifier: MIT */
/*
 * single_include/probable.h - probable 0.1.0 in one file: every header of
 * include/ and every arch/<name>/probability.h.  GENERATED from the tree by
 * tools/single-header.py (`make single-header`); do not edit.
 *
 * Copy this file alone into your tree and #include it: -DARCH=<name>, the
 * detection from the compiler's macros, -DPROBABLE_ARCH_HEADER="file",
 * profile mode (-DPROBABLE_PROFILE) and PROBABLE_NO_SHORT_NAMES work as with
 * include/probable.h, and nothing is looked up beside it.  likely() and
 * unlikely() are not defined here (they belong to your project); to map
 * them onto probable(), copy include/probable_likely.h beside this file and
 * -include it.
 */
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

/* ======== include/probable_internal.h ======== */
/*
 * probable_internal.h - the one internal layer every other probable header
 * uses: compiler detection, token pasting, and the small typing helpers.
 * Included by probable.h (and by the other headers, which need it first);
 * nothing here is API.  Every name it defines ends in an underscore and
 * starts with PROBABLE_ or probable_; nothing expands to a name a host
 * project may own.
 *
 * Harmless from assembler: under __ASSEMBLER__ only macros are defined (no
 * typedef, no declaration), so an -include that also reaches .S files
 * leaves them as they were.
 */
#ifndef PROBABLE_INTERNAL_H
#define PROBABLE_INTERNAL_H

/* ---- pasting and stringizing ------------------------------------------------ */

#define PROBABLE_CAT_(a, b) a##b
#define PROBABLE_XCAT_(a, b) PROBABLE_CAT_(a, b)
#define PROBABLE_STR_(x) #x
#define PROBABLE_XSTR_(x) PROBABLE_STR_(x)

/* a name of its own for each use (nested expansions must not shadow) */
#ifdef __COUNTER__
#define PROBABLE_UNIQUE_ID_(name) PROBABLE_XCAT_(name, __COUNTER__)
#else
#define PROBABLE_UNIQUE_ID_(name) PROBABLE_XCAT_(name, __LINE__)
#endif

/* ---- compiler detection ------------------------------------------------------- */

#if defined(__has_builtin)
#define PROBABLE_HAS_BUILTIN_(x) __has_builtin(x)
#else
#define PROBABLE_HAS_BUILTIN_(x) 0
#endif
#if defined(__has_attribute)
#define PROBABLE_HAS_ATTRIBUTE_(x) __has_attribute(x)
#else
#define PROBABLE_HAS_ATTRIBUTE_(x) 0
#endif
#if defined(__GNUC__) && defined(__GNUC_MINOR__)
#define PROBABLE_GNUC_PREREQ_(maj, min) \
	((__GNUC__ << 16) + __GNUC_MINOR__ >= ((maj) << 16) + (min))
#else
#define PROBABLE_GNUC_PREREQ_(maj, min) 0
#endif

/* GNU C: statement expressions, __typeof__, __attribute__ (GCC, Clang, TCC) */
#if defined(__GNUC__) || defined(__TINYC__)
#define PROBABLE_GNU_C_ 1
#endif

/* __builtin_expect: GCC 3+, Clang, TCC (which has no __has_builtin). */
#if PROBABLE_HAS_BUILTIN_(__builtin_expect) || PROBABLE_GNUC_PREREQ_(3, 0) || defined(__TINYC__)
#define PROBABLE_HAVE_EXPECT_ 1
#endif
/* __builtin_expect_with_probability: GCC 9+, Clang 11+. */
#if PROBABLE_HAS_BUILTIN_(__builtin_expect_with_probability) || \
	(PROBABLE_GNUC_PREREQ_(9, 0) && !defined(__clang__))
#define PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_ 1
#endif

/* C++11 constexpr, where the language has it */
#if defined(__cplusplus) && (__cplusplus >= 201103L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201103L))
#define PROBABLE_CONSTEXPR_ constexpr
#else
#define PROBABLE_CONSTEXPR_
#endif

/* ---- typing helpers ------------------------------------------------------------ */

/* a cast that C++'s -Wold-style-cast accepts */
#ifdef __cplusplus
#define PROBABLE_CAST_(type, expr) (static_cast<type>(expr))
#else
#define PROBABLE_CAST_(type, expr) ((type)(expr))
#endif

/* bits in an unsigned int (a bit-field that fills one keeps -Wpadded quiet) */
#if defined(__CHAR_BIT__) && defined(__SIZEOF_INT__)
#define PROBABLE_UINT_BITS_ (__SIZEOF_INT__ * __CHAR_BIT__)
#elif defined(__CHAR_BIT__)
#define PROBABLE_UINT_BITS_ (PROBABLE_CAST_(int, sizeof(unsigned)) * __CHAR_BIT__)
#else
#define PROBABLE_UINT_BITS_ 16
#endif

/* an unsigned integer type that holds a pointer */
#if defined(__UINTPTR_TYPE__)
#define PROBABLE_UINTPTR_ __UINTPTR_TYPE__
#elif defined(__SIZE_TYPE__)
#define PROBABLE_UINTPTR_ __SIZE_TYPE__
#elif defined(_WIN64)
#define PROBABLE_UINTPTR_ unsigned long long
#else
#define PROBABLE_UINTPTR_ unsigned long
#endif

/* a pointer's address as a PROBABLE_UINTPTR_, and back to a pointer type;
 * PROBABLE_MISALIGNED_(p, align): 1 when p is not a multiple of align (a
 * power of two) */
#ifdef __cplusplus
#define PROBABLE_ADDR_(p) reinterpret_cast<PROBABLE_UINTPTR_>(p)
#define PROBABLE_PTR_(type, addr) reinterpret_cast<type>(addr)
#else
#define PROBABLE_ADDR_(p) ((PROBABLE_UINTPTR_)(p))
#define PROBABLE_PTR_(type, addr) ((type)(addr))
#endif
#define PROBABLE_MISALIGNED_(p, align) \
	((PROBABLE_ADDR_(p) & ((align) - 1u)) != 0)

/* a null pointer of a pointer type named by one token (a typedef), with no
 * literal 0 for C++'s -Wzero-as-null-pointer-constant and no nullptr for
 * C++98 */
#ifdef __cplusplus
#define PROBABLE_NULL_(ptr_type) ptr_type()
#else
#define PROBABLE_NULL_(ptr_type) ((ptr_type)0)
#endif


/*
 * ptr must be a pointer (GNU C): PROBABLE_CHECK_POINTER_(x) fails to
 * compile, naming the mistake, when x is not one (an int passed where the
 * accessors take a pointer would otherwise give some thirty errors about
 * unary '*', or with GCC only a warning for the endian accessors, whose
 * pointer is a void *); PROBABLE_POINTER_OR_NULL_(x) is x, or a null char *
 * when x is not a pointer, so that nothing after the named error fails
 * again.  __builtin_classify_type() does not evaluate x; 5 is GCC's and
 * Clang's class of pointers (arrays and functions decay to them).
 */
#if defined(__GNUC__) && !defined(__cplusplus)
#define PROBABLE_IS_POINTER_(x) (__builtin_classify_type(x) == 5)
#define PROBABLE_POINTER_OR_NULL_(x) __builtin_choose_expr(PROBABLE_IS_POINTER_(x), (x), (char *)0)
#define PROBABLE_CHECK_POINTER_(x) \
	((void)sizeof(struct { \
		unsigned probable_ptr_must_be_a_pointer : PROBABLE_IS_POINTER_(x) ? PROBABLE_UINT_BITS_ : -1; }))
#else
#define PROBABLE_POINTER_OR_NULL_(x) (x)
#define PROBABLE_CHECK_POINTER_(x) ((void)0)
#endif

/* static inline in every C dialect and C++, spelled so that a host's
 * -Dinline= (C89 projects have it) does not turn it into plain static */
#if defined(__GNUC__) || defined(__TINYC__) || defined(_MSC_VER)
#define PROBABLE_INLINE_ static __inline
#elif defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#define PROBABLE_INLINE_ static inline
#else
#define PROBABLE_INLINE_ static
#endif

/* packed and may_alias, where the compiler has them */
#if defined(PROBABLE_GNU_C_)
#define PROBABLE_PACKED_ __attribute__((__packed__, __may_alias__))
#define PROBABLE_MAY_ALIAS_ __attribute__((__may_alias__))
#else
#define PROBABLE_PACKED_
#define PROBABLE_MAY_ALIAS_
#endif

/* GNU C's __extension__, which keeps -pedantic quiet about a GNU form */
#if defined(__GNUC__)
#define PROBABLE_EXTENSION_ __extension__
#else
#define PROBABLE_EXTENSION_
#endif

/*
 * Fixed-width unsigned types without <stdint.h>.  The 64-bit type is the
 * one a printf conversion expects there: uint64_t's (__UINT64_TYPE__,
 * unsigned long on LP64) in user space, u64's (always unsigned long long,
 * asm-generic/int-ll64.h) in the Linux kernel, as the kernel's own
 * get_unaligned_le64() returns.
 */
#ifndef __ASSEMBLER__
#if defined(__KERNEL__) && defined(__UINT16_TYPE__) && defined(__UINT32_TYPE__)
typedef __UINT16_TYPE__ probable_u16_;
typedef __UINT32_TYPE__ probable_u32_;
PROBABLE_EXTENSION_ typedef unsigned long long probable_u64_;
#elif defined(__UINT16_TYPE__) && defined(__UINT32_TYPE__) && defined(__UINT64_TYPE__)
typedef __UINT16_TYPE__ probable_u16_;
typedef __UINT32_TYPE__ probable_u32_;
PROBABLE_EXTENSION_ typedef __UINT64_TYPE__ probable_u64_;
#elif defined(_MSC_VER)
typedef unsigned __int16 probable_u16_;
typedef unsigned __int32 probable_u32_;
typedef unsigned __int64 probable_u64_;
#else
typedef unsigned short probable_u16_;
typedef unsigned int probable_u32_;
PROBABLE_EXTENSION_ typedef unsigned long long probable_u64_;
#endif
#endif /* !__ASSEMBLER__ */

#endif /* PROBABLE_INTERNAL_H */
/* ======== end of include/probable_internal.h ======== */
/* ======== include/probable_arch.h ======== */
/*
 * probable_arch.h - choose the architecture's numbers for probable.h.
 *
 * Included by probable.h (compiles on its own too).  It defines
 *
 *   ARCH_PROBABILITY_HIGH          pc above this: hint "likely"
 *   ARCH_PROBABILITY_LOW           pc below this: hint "unlikely"
 *   ARCH_ALIGNMENT_COST_THRESHOLD  misaligned pc below this: direct access
 *   PROBABLE_ARCH                  the selected arch's name, a string literal
 *   PROBABLE_ARCH_SOURCE           the header the values came from
 *   PROBABLE_HIGH_SOURCE, PROBABLE_LOW_SOURCE, PROBABLE_THRESHOLD_SOURCE
 *                                  "-D" or PROBABLE_ARCH_SOURCE, per value
 *
 * from, in this order of preference:
 *
 *   1. -DPROBABLE_ARCH_HEADER="file"   the user's own header (a firmware's
 *                                      chip); it may define PROBABLE_ARCH.
 *   2. -DPROBABLE_TARGET_ARCH=name     an arch name (as for ARCH) that wins
 *                                      over ARCH: for a project whose own
 *                                      ARCH macro means something else.
 *   3. -DARCH=name                     unless PROBABLE_IGNORE_ARCH is defined.
 *                                      A bare name, not a string: a Linux
 *                                      SRCARCH or Kbuild name (x86, i386,
 *                                      x86_64, arm64, sparc64 ...), `uname
 *                                      -m` (i686, armv7l, ppc64le ...), a
 *                                      Debian architecture (amd64, armhf,
 *                                      ppc64el, mipsel ...), CMake's
 *                                      CMAKE_SYSTEM_PROCESSOR (AMD64, ARM64
 *                                      ...), a triplet's CPU field, or avr,
 *                                      msp430, wasm, generic.  arch/arches.list
 *                                      has every spelling.
 *   4. the compiler's predefined macros.
 *   5. arch/generic (conservative).
 *
 * Any of the three values may be set with -D; the arch header only fills in
 * what is not already defined.
 *
 * Where the arch headers are found: "../arch/<name>/probability.h" (the
 * source tree: arch/ beside include/), else, where the compiler has
 * __has_include, "arch/<name>/probability.h" (the installed layout:
 * <includedir>/probable/arch/ beside the headers; or a directory holding
 * arch/ on the include path) or "probable/arch/<name>/probability.h"
 * (-I<includedir>); so a build that links or copies the headers alone into
 * another directory works when the directory holding arch/ (or
 * <includedir>) is on the include path.  A compiler without __has_include
 * (TCC) tries only the first path, which the include path also serves:
 * -I<probable>/arch (probable.pc and the CMake target give it).
 *
 * Only macros (and #pragma push_macro/pop_macro): harmless from assembler.
 */
#ifndef PROBABLE_ARCH_H
#define PROBABLE_ARCH_H

/* #include "probable_internal.h": inlined above */

/* internal: remember which values the user set before the arch header runs */
#ifdef ARCH_PROBABILITY_HIGH
#define PROBABLE_HIGH_FROM_USER_ 1
#endif
#ifdef ARCH_PROBABILITY_LOW
#define PROBABLE_LOW_FROM_USER_ 1
#endif
#ifdef ARCH_ALIGNMENT_COST_THRESHOLD
#define PROBABLE_THRESHOLD_FROM_USER_ 1
#endif

#if defined(PROBABLE_ARCH_HEADER)
/* 1. the user's own header */
#include PROBABLE_ARCH_HEADER
#ifndef PROBABLE_ARCH
#define PROBABLE_ARCH "custom"
#endif
#define PROBABLE_ARCH_SOURCE PROBABLE_XSTR_(PROBABLE_ARCH_HEADER)

#else
/* 2.-5.: internal: PROBABLE_ARCH_REQUEST_ is the name asked for, if any */
#if defined(PROBABLE_TARGET_ARCH)
#define PROBABLE_ARCH_REQUEST_ PROBABLE_TARGET_ARCH
#elif defined(ARCH) && !defined(PROBABLE_IGNORE_ARCH)
#define PROBABLE_ARCH_REQUEST_ ARCH
#endif

/* the one list of arches, as a table (generated from arch/arches.list) */
/* ======== include/probable_arch_table.h ======== */
/*
 * probable_arch_table.h - GENERATED from arch/arches.list by
 * tools/gen-arch-table.sh; do not edit.  Edit the list and run the script
 * (tests/compile/arch-selection.sh fails while this file is stale).
 *
 * Included once, by probable_arch.h.  In: PROBABLE_ARCH_REQUEST_, when
 * defined, expands to the name asked for (-DARCH= or PROBABLE_TARGET_ARCH);
 * otherwise the compiler's predefined macros decide.  Out (all internal
 * but the first two):
 *   PROBABLE_ARCH, PROBABLE_ARCH_SOURCE  the arch's name and header
 *   PROBABLE_ARCH_SEL_      its number in the list; 0 for anything the
 *                           list does not have (a number, a string, an
 *                           expression), -1 for an empty name; the names
 *                           are then generic's
 *   PROBABLE_ARCH_FILE_SRC_ its header relative to include/ (source tree)
 *   PROBABLE_ARCH_FILE_PKG_ its header under an installed probable/
 */
#ifndef PROBABLE_ARCH_TABLE_H
#define PROBABLE_ARCH_TABLE_H

#ifdef PROBABLE_ARCH_REQUEST_
/*
 * Every spelling's arch number, plus 1000, as PROBABLE_ARCH_ID_OF_(name)
 * gives it: the name is pasted between probable_ARCH_must_be_a_bare_name_not_
 * and U (so that "x86 x" is no spelling), and a spelling's macro hands its
 * number to PROBABLE_ARCH_PICK_
 * (closing the probe's parenthesis and eating the rest of it).  Anything
 * else, a name not in the list, a number, 1+2, x86-64, is 0 with no
 * identifier left for -Wundef to report; a string, a character or a
 * leading minus cannot be pasted, and the compiler's error then quotes the
 * prefix, which says what is wrong.  An empty name makes
 * probable_ARCH_must_be_a_bare_name_not_U (1000).
 */
#define probable_ARCH_must_be_a_bare_name_not_x86U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i386U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i486U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i586U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i686U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_x86_64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_amd64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_AMD64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_x64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_X64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_X86U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_x32U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ia32U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i86pcU ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_EM64TU ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_Win32U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_386U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arm64U ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_aarch64U ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_aarch64_beU ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arm64eU ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ARM64U ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ARM64ECU ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armelU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armhfU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armebU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ARMU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arm32U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4tU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4tlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5tU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5teU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5telU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5tejlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6hlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6kU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7aU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7bU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7hlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7emU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7rU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7sU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7kU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv8lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv6mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv7mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv7emU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv7aU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv8mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpcU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppcU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc32U ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc64U ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpc64U ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc64leU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc64elU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpc64leU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpcleU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppcleU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpcspeU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_macppcU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipselU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsleU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64leU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips32U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsn32U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsn32elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa32r6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa32r6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa64r6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa64r6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsr6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsr6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64r6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64r6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscvU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32U ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv64U ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv64gcU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32iU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32imcU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32imacU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32imafcU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_s390U ~, 1007, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_s390xU ~, 1007, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_systemzU ~, 1007, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparcU ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparc32U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparc64U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparcv8U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparcv9U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sun4uU ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sun4vU ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaU ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev4U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev5U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev56U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev6U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev67U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_m68kU ~, 1010, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_shU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh64U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh2U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh2aU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh3U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh3ebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4aU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4ebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4aebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_shebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_pariscU ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_parisc64U ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_hppaU ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_hppa64U ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loongarchU ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loongarch32U ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loongarch64U ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loong64U ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ia64U ~, 1014, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_IA64U ~, 1014, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arcU ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arcebU ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arc32U ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arc64U ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arcv2U ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_cskyU ~, 1016, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_hexagonU ~, 1017, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_microblazeU ~, 1018, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_microblazeelU ~, 1018, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_nios2U ~, 1019, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_openriscU ~, 1020, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_or1kU ~, 1020, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_xtensaU ~, 1021, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_xtensaebU ~, 1021, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_avrU ~, 1022, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_AVRU ~, 1022, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_msp430U ~, 1023, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_msp430xU ~, 1023, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_MSP430U ~, 1023, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_wasmU ~, 1024, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_wasm32U ~, 1024, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_wasm64U ~, 1024, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_genericU ~, 1025, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_U ~, 1000, ~) PROBABLE_ARCH_EAT_(~
#define PROBABLE_ARCH_EAT_(a, b, c)
#define PROBABLE_ARCH_PICK_(probe, id, rest) id
#define PROBABLE_ARCH_PROBE_(args) PROBABLE_ARCH_PICK_ args
#define PROBABLE_ARCH_ID_OF_(name) PROBABLE_ARCH_PROBE_(( \
	PROBABLE_XCAT_(PROBABLE_XCAT_(probable_ARCH_must_be_a_bare_name_not_, name), U), 0, ~))

/*
 * GCC predefines some spellings as 1 in GNU modes (mips, sparc, powerpc,
 * i386), which would turn -DARCH=mips into a lookup of 1: every
 * spelling is saved and undefined for the lookup, and restored after it.
 */
#pragma push_macro("x86")
#pragma push_macro("i386")
#pragma push_macro("i486")
#pragma push_macro("i586")
#pragma push_macro("i686")
#pragma push_macro("x86_64")
#pragma push_macro("amd64")
#pragma push_macro("AMD64")
#pragma push_macro("x64")
#pragma push_macro("X64")
#pragma push_macro("X86")
#pragma push_macro("x32")
#pragma push_macro("ia32")
#pragma push_macro("i86pc")
#pragma push_macro("EM64T")
#pragma push_macro("Win32")
#pragma push_macro("arm64")
#pragma push_macro("aarch64")
#pragma push_macro("aarch64_be")
#pragma push_macro("arm64e")
#pragma push_macro("ARM64")
#pragma push_macro("ARM64EC")
#pragma push_macro("arm")
#pragma push_macro("armel")
#pragma push_macro("armhf")
#pragma push_macro("armeb")
#pragma push_macro("ARM")
#pragma push_macro("arm32")
#pragma push_macro("armv4")
#pragma push_macro("armv4l")
#pragma push_macro("armv4t")
#pragma push_macro("armv4tl")
#pragma push_macro("armv5")
#pragma push_macro("armv5l")
#pragma push_macro("armv5t")
#pragma push_macro("armv5te")
#pragma push_macro("armv5tel")
#pragma push_macro("armv5tejl")
#pragma push_macro("armv6")
#pragma push_macro("armv6l")
#pragma push_macro("armv6hl")
#pragma push_macro("armv6m")
#pragma push_macro("armv6k")
#pragma push_macro("armv7")
#pragma push_macro("armv7l")
#pragma push_macro("armv7a")
#pragma push_macro("armv7b")
#pragma push_macro("armv7hl")
#pragma push_macro("armv7m")
#pragma push_macro("armv7em")
#pragma push_macro("armv7r")
#pragma push_macro("armv7s")
#pragma push_macro("armv7k")
#pragma push_macro("armv8l")
#pragma push_macro("thumb")
#pragma push_macro("thumbv6m")
#pragma push_macro("thumbv7m")
#pragma push_macro("thumbv7em")
#pragma push_macro("thumbv7a")
#pragma push_macro("thumbv8m")
#pragma push_macro("powerpc")
#pragma push_macro("ppc")
#pragma push_macro("ppc32")
#pragma push_macro("ppc64")
#pragma push_macro("powerpc64")
#pragma push_macro("ppc64le")
#pragma push_macro("ppc64el")
#pragma push_macro("powerpc64le")
#pragma push_macro("powerpcle")
#pragma push_macro("ppcle")
#pragma push_macro("powerpcspe")
#pragma push_macro("macppc")
#pragma push_macro("mips")
#pragma push_macro("mipsel")
#pragma push_macro("mips64")
#pragma push_macro("mips64el")
#pragma push_macro("mipsle")
#pragma push_macro("mips64le")
#pragma push_macro("mips32")
#pragma push_macro("mipsn32")
#pragma push_macro("mipsn32el")
#pragma push_macro("mipsisa32r6")
#pragma push_macro("mipsisa32r6el")
#pragma push_macro("mipsisa64r6")
#pragma push_macro("mipsisa64r6el")
#pragma push_macro("mipsr6")
#pragma push_macro("mipsr6el")
#pragma push_macro("mips64r6")
#pragma push_macro("mips64r6el")
#pragma push_macro("riscv")
#pragma push_macro("riscv32")
#pragma push_macro("riscv64")
#pragma push_macro("riscv64gc")
#pragma push_macro("riscv32i")
#pragma push_macro("riscv32imc")
#pragma push_macro("riscv32imac")
#pragma push_macro("riscv32imafc")
#pragma push_macro("s390")
#pragma push_macro("s390x")
#pragma push_macro("systemz")
#pragma push_macro("sparc")
#pragma push_macro("sparc32")
#pragma push_macro("sparc64")
#pragma push_macro("sparcv8")
#pragma push_macro("sparcv9")
#pragma push_macro("sun4u")
#pragma push_macro("sun4v")
#pragma push_macro("alpha")
#pragma push_macro("alphaev4")
#pragma push_macro("alphaev5")
#pragma push_macro("alphaev56")
#pragma push_macro("alphaev6")
#pragma push_macro("alphaev67")
#pragma push_macro("m68k")
#pragma push_macro("sh")
#pragma push_macro("sh64")
#pragma push_macro("sh2")
#pragma push_macro("sh2a")
#pragma push_macro("sh3")
#pragma push_macro("sh3eb")
#pragma push_macro("sh4")
#pragma push_macro("sh4a")
#pragma push_macro("sh4eb")
#pragma push_macro("sh4aeb")
#pragma push_macro("sheb")
#pragma push_macro("parisc")
#pragma push_macro("parisc64")
#pragma push_macro("hppa")
#pragma push_macro("hppa64")
#pragma push_macro("loongarch")
#pragma push_macro("loongarch32")
#pragma push_macro("loongarch64")
#pragma push_macro("loong64")
#pragma push_macro("ia64")
#pragma push_macro("IA64")
#pragma push_macro("arc")
#pragma push_macro("arceb")
#pragma push_macro("arc32")
#pragma push_macro("arc64")
#pragma push_macro("arcv2")
#pragma push_macro("csky")
#pragma push_macro("hexagon")
#pragma push_macro("microblaze")
#pragma push_macro("microblazeel")
#pragma push_macro("nios2")
#pragma push_macro("openrisc")
#pragma push_macro("or1k")
#pragma push_macro("xtensa")
#pragma push_macro("xtensaeb")
#pragma push_macro("avr")
#pragma push_macro("AVR")
#pragma push_macro("msp430")
#pragma push_macro("msp430x")
#pragma push_macro("MSP430")
#pragma push_macro("wasm")
#pragma push_macro("wasm32")
#pragma push_macro("wasm64")
#pragma push_macro("generic")
#undef x86
#undef i386
#undef i486
#undef i586
#undef i686
#undef x86_64
#undef amd64
#undef AMD64
#undef x64
#undef X64
#undef X86
#undef x32
#undef ia32
#undef i86pc
#undef EM64T
#undef Win32
#undef arm64
#undef aarch64
#undef aarch64_be
#undef arm64e
#undef ARM64
#undef ARM64EC
#undef arm
#undef armel
#undef armhf
#undef armeb
#undef ARM
#undef arm32
#undef armv4
#undef armv4l
#undef armv4t
#undef armv4tl
#undef armv5
#undef armv5l
#undef armv5t
#undef armv5te
#undef armv5tel
#undef armv5tejl
#undef armv6
#undef armv6l
#undef armv6hl
#undef armv6m
#undef armv6k
#undef armv7
#undef armv7l
#undef armv7a
#undef armv7b
#undef armv7hl
#undef armv7m
#undef armv7em
#undef armv7r
#undef armv7s
#undef armv7k
#undef armv8l
#undef thumb
#undef thumbv6m
#undef thumbv7m
#undef thumbv7em
#undef thumbv7a
#undef thumbv8m
#undef powerpc
#undef ppc
#undef ppc32
#undef ppc64
#undef powerpc64
#undef ppc64le
#undef ppc64el
#undef powerpc64le
#undef powerpcle
#undef ppcle
#undef powerpcspe
#undef macppc
#undef mips
#undef mipsel
#undef mips64
#undef mips64el
#undef mipsle
#undef mips64le
#undef mips32
#undef mipsn32
#undef mipsn32el
#undef mipsisa32r6
#undef mipsisa32r6el
#undef mipsisa64r6
#undef mipsisa64r6el
#undef mipsr6
#undef mipsr6el
#undef mips64r6
#undef mips64r6el
#undef riscv
#undef riscv32
#undef riscv64
#undef riscv64gc
#undef riscv32i
#undef riscv32imc
#undef riscv32imac
#undef riscv32imafc
#undef s390
#undef s390x
#undef systemz
#undef sparc
#undef sparc32
#undef sparc64
#undef sparcv8
#undef sparcv9
#undef sun4u
#undef sun4v
#undef alpha
#undef alphaev4
#undef alphaev5
#undef alphaev56
#undef alphaev6
#undef alphaev67
#undef m68k
#undef sh
#undef sh64
#undef sh2
#undef sh2a
#undef sh3
#undef sh3eb
#undef sh4
#undef sh4a
#undef sh4eb
#undef sh4aeb
#undef sheb
#undef parisc
#undef parisc64
#undef hppa
#undef hppa64
#undef loongarch
#undef loongarch32
#undef loongarch64
#undef loong64
#undef ia64
#undef IA64
#undef arc
#undef arceb
#undef arc32
#undef arc64
#undef arcv2
#undef csky
#undef hexagon
#undef microblaze
#undef microblazeel
#undef nios2
#undef openrisc
#undef or1k
#undef xtensa
#undef xtensaeb
#undef avr
#undef AVR
#undef msp430
#undef msp430x
#undef MSP430
#undef wasm
#undef wasm32
#undef wasm64
#undef generic

/*
 * Looked up once for a name not in the list, or that cannot be pasted
 * (whose error is then the compiler's, quoting the prefix): 0 stops the
 * chain, and probable_arch.h's #error says what to do instead.
 */
#if PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 0
#define PROBABLE_ARCH_SEL_ 0
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1001
#define PROBABLE_ARCH_SEL_ 1
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1002
#define PROBABLE_ARCH_SEL_ 2
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1003
#define PROBABLE_ARCH_SEL_ 3
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1004
#define PROBABLE_ARCH_SEL_ 4
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1005
#define PROBABLE_ARCH_SEL_ 5
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1006
#define PROBABLE_ARCH_SEL_ 6
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1007
#define PROBABLE_ARCH_SEL_ 7
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1008
#define PROBABLE_ARCH_SEL_ 8
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1009
#define PROBABLE_ARCH_SEL_ 9
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1010
#define PROBABLE_ARCH_SEL_ 10
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1011
#define PROBABLE_ARCH_SEL_ 11
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1012
#define PROBABLE_ARCH_SEL_ 12
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1013
#define PROBABLE_ARCH_SEL_ 13
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1014
#define PROBABLE_ARCH_SEL_ 14
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1015
#define PROBABLE_ARCH_SEL_ 15
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1016
#define PROBABLE_ARCH_SEL_ 16
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1017
#define PROBABLE_ARCH_SEL_ 17
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1018
#define PROBABLE_ARCH_SEL_ 18
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1019
#define PROBABLE_ARCH_SEL_ 19
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1020
#define PROBABLE_ARCH_SEL_ 20
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1021
#define PROBABLE_ARCH_SEL_ 21
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1022
#define PROBABLE_ARCH_SEL_ 22
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1023
#define PROBABLE_ARCH_SEL_ 23
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1024
#define PROBABLE_ARCH_SEL_ 24
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1025
#define PROBABLE_ARCH_SEL_ 25
#else
#define PROBABLE_ARCH_SEL_ (-1)
#endif

#pragma pop_macro("x86")
#pragma pop_macro("i386")
#pragma pop_macro("i486")
#pragma pop_macro("i586")
#pragma pop_macro("i686")
#pragma pop_macro("x86_64")
#pragma pop_macro("amd64")
#pragma pop_macro("AMD64")
#pragma pop_macro("x64")
#pragma pop_macro("X64")
#pragma pop_macro("X86")
#pragma pop_macro("x32")
#pragma pop_macro("ia32")
#pragma pop_macro("i86pc")
#pragma pop_macro("EM64T")
#pragma pop_macro("Win32")
#pragma pop_macro("arm64")
#pragma pop_macro("aarch64")
#pragma pop_macro("aarch64_be")
#pragma pop_macro("arm64e")
#pragma pop_macro("ARM64")
#pragma pop_macro("ARM64EC")
#pragma pop_macro("arm")
#pragma pop_macro("armel")
#pragma pop_macro("armhf")
#pragma pop_macro("armeb")
#pragma pop_macro("ARM")
#pragma pop_macro("arm32")
#pragma pop_macro("armv4")
#pragma pop_macro("armv4l")
#pragma pop_macro("armv4t")
#pragma pop_macro("armv4tl")
#pragma pop_macro("armv5")
#pragma pop_macro("armv5l")
#pragma pop_macro("armv5t")
#pragma pop_macro("armv5te")
#pragma pop_macro("armv5tel")
#pragma pop_macro("armv5tejl")
#pragma pop_macro("armv6")
#pragma pop_macro("armv6l")
#pragma pop_macro("armv6hl")
#pragma pop_macro("armv6m")
#pragma pop_macro("armv6k")
#pragma pop_macro("armv7")
#pragma pop_macro("armv7l")
#pragma pop_macro("armv7a")
#pragma pop_macro("armv7b")
#pragma pop_macro("armv7hl")
#pragma pop_macro("armv7m")
#pragma pop_macro("armv7em")
#pragma pop_macro("armv7r")
#pragma pop_macro("armv7s")
#pragma pop_macro("armv7k")
#pragma pop_macro("armv8l")
#pragma pop_macro("thumb")
#pragma pop_macro("thumbv6m")
#pragma pop_macro("thumbv7m")
#pragma pop_macro("thumbv7em")
#pragma pop_macro("thumbv7a")
#pragma pop_macro("thumbv8m")
#pragma pop_macro("powerpc")
#pragma pop_macro("ppc")
#pragma pop_macro("ppc32")
#pragma pop_macro("ppc64")
#pragma pop_macro("powerpc64")
#pragma pop_macro("ppc64le")
#pragma pop_macro("ppc64el")
#pragma pop_macro("powerpc64le")
#pragma pop_macro("powerpcle")
#pragma pop_macro("ppcle")
#pragma pop_macro("powerpcspe")
#pragma pop_macro("macppc")
#pragma pop_macro("mips")
#pragma pop_macro("mipsel")
#pragma pop_macro("mips64")
#pragma pop_macro("mips64el")
#pragma pop_macro("mipsle")
#pragma pop_macro("mips64le")
#pragma pop_macro("mips32")
#pragma pop_macro("mipsn32")
#pragma pop_macro("mipsn32el")
#pragma pop_macro("mipsisa32r6")
#pragma pop_macro("mipsisa32r6el")
#pragma pop_macro("mipsisa64r6")
#pragma pop_macro("mipsisa64r6el")
#pragma pop_macro("mipsr6")
#pragma pop_macro("mipsr6el")
#pragma pop_macro("mips64r6")
#pragma pop_macro("mips64r6el")
#pragma pop_macro("riscv")
#pragma pop_macro("riscv32")
#pragma pop_macro("riscv64")
#pragma pop_macro("riscv64gc")
#pragma pop_macro("riscv32i")
#pragma pop_macro("riscv32imc")
#pragma pop_macro("riscv32imac")
#pragma pop_macro("riscv32imafc")
#pragma pop_macro("s390")
#pragma pop_macro("s390x")
#pragma pop_macro("systemz")
#pragma pop_macro("sparc")
#pragma pop_macro("sparc32")
#pragma pop_macro("sparc64")
#pragma pop_macro("sparcv8")
#pragma pop_macro("sparcv9")
#pragma pop_macro("sun4u")
#pragma pop_macro("sun4v")
#pragma pop_macro("alpha")
#pragma pop_macro("alphaev4")
#pragma pop_macro("alphaev5")
#pragma pop_macro("alphaev56")
#pragma pop_macro("alphaev6")
#pragma pop_macro("alphaev67")
#pragma pop_macro("m68k")
#pragma pop_macro("sh")
#pragma pop_macro("sh64")
#pragma pop_macro("sh2")
#pragma pop_macro("sh2a")
#pragma pop_macro("sh3")
#pragma pop_macro("sh3eb")
#pragma pop_macro("sh4")
#pragma pop_macro("sh4a")
#pragma pop_macro("sh4eb")
#pragma pop_macro("sh4aeb")
#pragma pop_macro("sheb")
#pragma pop_macro("parisc")
#pragma pop_macro("parisc64")
#pragma pop_macro("hppa")
#pragma pop_macro("hppa64")
#pragma pop_macro("loongarch")
#pragma pop_macro("loongarch32")
#pragma pop_macro("loongarch64")
#pragma pop_macro("loong64")
#pragma pop_macro("ia64")
#pragma pop_macro("IA64")
#pragma pop_macro("arc")
#pragma pop_macro("arceb")
#pragma pop_macro("arc32")
#pragma pop_macro("arc64")
#pragma pop_macro("arcv2")
#pragma pop_macro("csky")
#pragma pop_macro("hexagon")
#pragma pop_macro("microblaze")
#pragma pop_macro("microblazeel")
#pragma pop_macro("nios2")
#pragma pop_macro("openrisc")
#pragma pop_macro("or1k")
#pragma pop_macro("xtensa")
#pragma pop_macro("xtensaeb")
#pragma pop_macro("avr")
#pragma pop_macro("AVR")
#pragma pop_macro("msp430")
#pragma pop_macro("msp430x")
#pragma pop_macro("MSP430")
#pragma pop_macro("wasm")
#pragma pop_macro("wasm32")
#pragma pop_macro("wasm64")
#pragma pop_macro("generic")

#else /* no name asked for: the compiler's predefined macros */
#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
#define PROBABLE_ARCH_SEL_ 1
#elif defined(__aarch64__) || defined(_M_ARM64)
#define PROBABLE_ARCH_SEL_ 2
#elif defined(__arm__) || defined(__thumb__) || defined(_M_ARM)
#define PROBABLE_ARCH_SEL_ 3
#elif defined(__powerpc__) || defined(__powerpc64__) || defined(__POWERPC__) || defined(__ppc__) || defined(_ARCH_PPC)
#define PROBABLE_ARCH_SEL_ 4
#elif defined(__mips__) || defined(__mips)
#define PROBABLE_ARCH_SEL_ 5
#elif defined(__riscv)
#define PROBABLE_ARCH_SEL_ 6
#elif defined(__s390__) || defined(__s390x__)
#define PROBABLE_ARCH_SEL_ 7
#elif defined(__sparc__) || defined(__sparc)
#define PROBABLE_ARCH_SEL_ 8
#elif defined(__alpha__) || defined(__alpha)
#define PROBABLE_ARCH_SEL_ 9
#elif defined(__m68k__) || defined(__mc68000__)
#define PROBABLE_ARCH_SEL_ 10
#elif defined(__sh__) || defined(__SH4__)
#define PROBABLE_ARCH_SEL_ 11
#elif defined(__hppa__) || defined(__hppa)
#define PROBABLE_ARCH_SEL_ 12
#elif defined(__loongarch__)
#define PROBABLE_ARCH_SEL_ 13
#elif defined(__ia64__) || defined(_M_IA64)
#define PROBABLE_ARCH_SEL_ 14
#elif defined(__arc__)
#define PROBABLE_ARCH_SEL_ 15
#elif defined(__csky__)
#define PROBABLE_ARCH_SEL_ 16
#elif defined(__hexagon__)
#define PROBABLE_ARCH_SEL_ 17
#elif defined(__microblaze__)
#define PROBABLE_ARCH_SEL_ 18
#elif defined(__nios2__) || defined(__nios2)
#define PROBABLE_ARCH_SEL_ 19
#elif defined(__or1k__) || defined(__OR1K__)
#define PROBABLE_ARCH_SEL_ 20
#elif defined(__xtensa__)
#define PROBABLE_ARCH_SEL_ 21
#elif defined(__AVR__) || defined(__AVR_ARCH__)
#define PROBABLE_ARCH_SEL_ 22
#elif defined(__MSP430__) || defined(__msp430__)
#define PROBABLE_ARCH_SEL_ 23
#elif defined(__wasm__) || defined(__wasm32__) || defined(__wasm64__)
#define PROBABLE_ARCH_SEL_ 24
#else
#define PROBABLE_ARCH_SEL_ 25
#endif
#endif /* PROBABLE_ARCH_REQUEST_ */

/* the selected arch's name and header (25: generic, also after an error) */
#if PROBABLE_ARCH_SEL_ == 1
#define PROBABLE_ARCH "x86"
#define PROBABLE_ARCH_SOURCE "arch/x86/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/x86/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/x86/probability.h"
#elif PROBABLE_ARCH_SEL_ == 2
#define PROBABLE_ARCH "arm64"
#define PROBABLE_ARCH_SOURCE "arch/arm64/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/arm64/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/arm64/probability.h"
#elif PROBABLE_ARCH_SEL_ == 3
#define PROBABLE_ARCH "arm"
#define PROBABLE_ARCH_SOURCE "arch/arm/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/arm/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/arm/probability.h"
#elif PROBABLE_ARCH_SEL_ == 4
#define PROBABLE_ARCH "powerpc"
#define PROBABLE_ARCH_SOURCE "arch/powerpc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/powerpc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/powerpc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 5
#define PROBABLE_ARCH "mips"
#define PROBABLE_ARCH_SOURCE "arch/mips/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/mips/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/mips/probability.h"
#elif PROBABLE_ARCH_SEL_ == 6
#define PROBABLE_ARCH "riscv"
#define PROBABLE_ARCH_SOURCE "arch/riscv/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/riscv/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/riscv/probability.h"
#elif PROBABLE_ARCH_SEL_ == 7
#define PROBABLE_ARCH "s390"
#define PROBABLE_ARCH_SOURCE "arch/s390/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/s390/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/s390/probability.h"
#elif PROBABLE_ARCH_SEL_ == 8
#define PROBABLE_ARCH "sparc"
#define PROBABLE_ARCH_SOURCE "arch/sparc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/sparc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/sparc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 9
#define PROBABLE_ARCH "alpha"
#define PROBABLE_ARCH_SOURCE "arch/alpha/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/alpha/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/alpha/probability.h"
#elif PROBABLE_ARCH_SEL_ == 10
#define PROBABLE_ARCH "m68k"
#define PROBABLE_ARCH_SOURCE "arch/m68k/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/m68k/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/m68k/probability.h"
#elif PROBABLE_ARCH_SEL_ == 11
#define PROBABLE_ARCH "sh"
#define PROBABLE_ARCH_SOURCE "arch/sh/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/sh/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/sh/probability.h"
#elif PROBABLE_ARCH_SEL_ == 12
#define PROBABLE_ARCH "parisc"
#define PROBABLE_ARCH_SOURCE "arch/parisc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/parisc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/parisc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 13
#define PROBABLE_ARCH "loongarch"
#define PROBABLE_ARCH_SOURCE "arch/loongarch/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/loongarch/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/loongarch/probability.h"
#elif PROBABLE_ARCH_SEL_ == 14
#define PROBABLE_ARCH "ia64"
#define PROBABLE_ARCH_SOURCE "arch/ia64/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/ia64/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/ia64/probability.h"
#elif PROBABLE_ARCH_SEL_ == 15
#define PROBABLE_ARCH "arc"
#define PROBABLE_ARCH_SOURCE "arch/arc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/arc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/arc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 16
#define PROBABLE_ARCH "csky"
#define PROBABLE_ARCH_SOURCE "arch/csky/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/csky/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/csky/probability.h"
#elif PROBABLE_ARCH_SEL_ == 17
#define PROBABLE_ARCH "hexagon"
#define PROBABLE_ARCH_SOURCE "arch/hexagon/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/hexagon/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/hexagon/probability.h"
#elif PROBABLE_ARCH_SEL_ == 18
#define PROBABLE_ARCH "microblaze"
#define PROBABLE_ARCH_SOURCE "arch/microblaze/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/microblaze/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/microblaze/probability.h"
#elif PROBABLE_ARCH_SEL_ == 19
#define PROBABLE_ARCH "nios2"
#define PROBABLE_ARCH_SOURCE "arch/nios2/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/nios2/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/nios2/probability.h"
#elif PROBABLE_ARCH_SEL_ == 20
#define PROBABLE_ARCH "openrisc"
#define PROBABLE_ARCH_SOURCE "arch/openrisc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/openrisc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/openrisc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 21
#define PROBABLE_ARCH "xtensa"
#define PROBABLE_ARCH_SOURCE "arch/xtensa/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/xtensa/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/xtensa/probability.h"
#elif PROBABLE_ARCH_SEL_ == 22
#define PROBABLE_ARCH "avr"
#define PROBABLE_ARCH_SOURCE "arch/avr/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/avr/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/avr/probability.h"
#elif PROBABLE_ARCH_SEL_ == 23
#define PROBABLE_ARCH "msp430"
#define PROBABLE_ARCH_SOURCE "arch/msp430/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/msp430/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/msp430/probability.h"
#elif PROBABLE_ARCH_SEL_ == 24
#define PROBABLE_ARCH "wasm"
#define PROBABLE_ARCH_SOURCE "arch/wasm/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/wasm/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/wasm/probability.h"
#else
#define PROBABLE_ARCH "generic"
#define PROBABLE_ARCH_SOURCE "arch/generic/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/generic/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/generic/probability.h"
#endif

#endif /* PROBABLE_ARCH_TABLE_H */
/* ======== end of include/probable_arch_table.h ======== */

#if PROBABLE_ARCH_SEL_ > 0
/* tools/single-header.py replaces what is between these markers by every
 * arch header, each under #if PROBABLE_ARCH_SEL_ == its number */
/* SINGLE-HEADER: arch include begin */
/* every arch header; PROBABLE_ARCH_SEL_ (probable_arch_table.h) picks one */
#if PROBABLE_ARCH_SEL_ == 1
/* ======== arch/x86/probability.h ======== */
/*
 * x86: 32-bit i386 and x86-64, in user space, in a kernel or in firmware.
 *
 * Branches: x86 has no static prediction that outranks the dynamic
 * predictor every core since the Pentium Pro carries, so __builtin_expect
 * only decides block order and which path the compiler treats as cold.
 *
 * Measured (make evidence, docs/evidence.md, one shared AMD EPYC): a
 * hint changes more than block order - it changes GCC's if-conversion,
 * and a "likely" at a middling rate cost more than any hint gained; the
 * calibration there keeps HIGH at 89 with gcc and finds "unlikely" paying
 * only at the extreme.  One loaded machine is not evidence enough to move
 * a default every x86 user gets, so 89/11 stay; make calibrate gives a
 * machine its own.
 *
 * Alignment: ordinary loads and stores work at any address in hardware,
 * and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.  GCC
 * turns a 4-byte memcpy into the same single mov as a dereference on
 * x86-64 and i686, so the safe path is already free.
 */

/* No hint outranks the predictor: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h ---- */
/*
 * arch/policy/hint-layout-only.h - HIGH and LOW for a CPU on which a branch
 * hint only changes layout (shared by the arch headers that include it).
 *
 * Where conditional branches carry no hint the core obeys and the core
 * predicts dynamically, __builtin_expect only decides block order and which
 * path the compiler treats as cold; a wrong hint costs a little layout,
 * never a misprediction on every run.  So hint where the compiler's own
 * reading of the builtin would be right: GCC reads __builtin_expect as 90%
 * (param builtin-expect-probability); Clang lowers it to branch weights
 * 2000:1, surer still.  Hedley's 0.9 and ccan's 90% cut-off agree.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one mov; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: a misaligned 2-, 4- or 8-byte
 * load or store is one instruction (Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally, arch/x86/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: BSWAP (and ROL for 16 bits).
 */
#if defined(__i386__) || defined(__x86_64__) || defined(_M_IX86) || defined(_M_X64)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 2
/* ======== arch/arm64/probability.h ======== */
/*
 * arm64: AArch64 (Armv8-A and later), Linux, other kernels and bare metal.
 *
 * Branches: AArch64 conditional branches carry no direction hint and every
 * core predicts dynamically, so __builtin_expect only changes block order
 * and cold-path placement.
 *
 * Alignment: ordinary loads and stores to normal memory work at any
 * address, and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS
 * unconditionally.  GCC emits the same single LDR for a 4-byte memcpy as
 * for a dereference.  (Before the MMU is on, or on Device memory,
 * misaligned accesses fault: one more reason not to go direct.)
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one LDR; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: LDR/STR at any address (Linux
 * selects HAVE_EFFICIENT_UNALIGNED_ACCESS, arch/arm64/Kconfig), unless
 * the build is for strict alignment: Clang says so by leaving
 * __ARM_FEATURE_UNALIGNED undefined (-mno-unaligned-access); GCC's
 * -mstrict-align says nothing, hence PROBABLE_STRICT_ALIGN
 * (include/probable_unaligned.h).
 * ARCH_HAVE_BYTE_SWAP: REV, REV16.
 */
#if (defined(__aarch64__) && (!defined(__clang__) || defined(__ARM_FEATURE_UNALIGNED))) || \
	defined(_M_ARM64)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
#endif
#if defined(__aarch64__) || defined(_M_ARM64)
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 3
/* ======== arch/arm/probability.h ======== */
/*
 * arm: 32-bit Arm (AArch32, A32/T32), all three profiles: A and R
 * (application and real-time cores, Linux or bare metal) and M
 * (Cortex-M microcontrollers), told apart by __ARM_ARCH_PROFILE.
 *
 * Branches, A/R profile: the cores predict dynamically and the ISA has no
 * hint bits, so __builtin_expect only changes layout.
 * Branches, M profile: Cortex-M0/M0+/M3/M4 have no dynamic predictor, so
 * every taken branch costs extra cycles to refill the pipeline, nothing
 * is ever "mispredicted", and a fall-through common path pays from lower
 * confidence (the seed's 75/25).  M7 and later do predict; a hint at 75%
 * costs them little.
 *
 * Alignment: 0 on every variant, for different reasons.  ARMv6+ with
 * __ARM_FEATURE_UNALIGNED does LDR/STR/LDRH at any address in hardware
 * (Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS on v6+ with an MMU) and
 * GCC turns memcpy into one LDR on armv7, so direct buys nothing.
 * ARMv5 and older: a misaligned LDR returns the aligned word rotated
 * instead of trapping, unless the kernel turned alignment traps on, so a
 * direct access can silently read wrong data.  ARMv6-M (Cortex-M0/M0+)
 * faults on any misaligned access and nothing fixes it up.
 */

#if defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
/* M profile, no predictor: lay out for the common path from 75%. */
# ifndef ARCH_PROBABILITY_HIGH
#  define ARCH_PROBABILITY_HIGH 74
# endif
/* M profile: mirror of HIGH, "unlikely" at 25% or less. */
# ifndef ARCH_PROBABILITY_LOW
#  define ARCH_PROBABILITY_LOW 26
# endif
#endif
/* A/R profile: no hint bits, dynamic prediction: layout only. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__ARM_FEATURE_UNALIGNED)
/* ARMv6+ (A, R, and M from v7-M): one LDR at any address; direct adds UB. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# elif defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
/* ARMv6-M (Cortex-M0/M0+/M1): HardFault on any misaligned access. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# elif defined(__KERNEL__) && defined(CONFIG_ALIGNMENT_TRAP)
/*
 * ARMv5 Linux kernel with CONFIG_ALIGNMENT_TRAP: arch/arm/mm/alignment.c
 * emulates a misaligned kernel access (~1000 loads), so direct at 0% only.
 */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/*
 * ARMv5 and older (or -mno-unaligned-access) elsewhere: user space gets
 * what /proc/cpu/alignment says (Documentation/arch/arm/mem_alignment.rst:
 * the default ignores the fault, so LDR returns the word rotated: wrong
 * data), bare metal the same or a fault.  Never direct.
 */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif

#ifndef ARCH_ALIGNMENT_TEST_BELOW
# if !defined(__ARM_FEATURE_UNALIGNED)
/*
 * ARMv5 and ARMv6-M: the safe access is byte by byte.  Below 50%
 * misaligned the aligned case is the common one: test the address and make
 * one aligned access (docs/codegen.md and firmware/build.sh have the
 * aligned path beside the safe access).
 */
#  define ARCH_ALIGNMENT_TEST_BELOW 50
# else
/* ARMv6+ and ARMv7-M: the safe access is one LDR already. */
#  define ARCH_ALIGNMENT_TEST_BELOW 0
# endif
#endif

/*
 * GCC 12 stores a misaligned 2-, 4- or 8-byte object with STRH or STR
 * (ARMv6+) only from a register; a constant goes through its bit-field
 * store, which for a volatile object reads every byte before writing it
 * (a byte load and a byte store per byte).  The accessors therefore put a
 * constant stored through a pointer to volatile in a register first.
 */
#if defined(__arm__) && !defined(ARCH_MISALIGNED_STORE_FROM_REGISTER)
# define ARCH_MISALIGNED_STORE_FROM_REGISTER 1
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: ARMv6+ and ARMv7-M with
 * __ARM_FEATURE_UNALIGNED: LDR, LDRH, STR, STRH at any address (Linux
 * selects HAVE_EFFICIENT_UNALIGNED_ACCESS for CPU_V6/V6K/V7 with an MMU,
 * arch/arm/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: GCC's __builtin_bswap32 is REV on v6+ and four
 * instructions before (EOR, BIC, MOV, EOR), short either way.
 * ARCH_SWAPPED_TEST_PUT_MIN_BITS 64: before v6 (no REV) the swap makes the
 * aligned path of a run-time-tested 32-bit swapped put no shorter than its
 * byte stores, so only 64-bit ones get the test.
 */
#if defined(__arm__) || defined(_M_ARM)
# if defined(__ARM_FEATURE_UNALIGNED) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# if defined(__ARM_ARCH) && __ARM_ARCH < 6 && !defined(ARCH_SWAPPED_TEST_PUT_MIN_BITS)
#  define ARCH_SWAPPED_TEST_PUT_MIN_BITS 64
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 4
/* ======== arch/powerpc/probability.h ======== */
/*
 * powerpc: 32- and 64-bit Power/PowerPC, big and little endian, from
 * Linux user space to embedded bare metal.
 *
 * Branches: the BO field of a conditional branch has "at" hint bits, and
 * POWER4 and later honour them ahead of their dynamic predictor, so a
 * wrong hint costs a misprediction on every execution, not just once.
 * GCC's rs6000 back end (output_cbranch) is wary for that reason and sets
 * the bits only with reliable profile data: from __builtin_expect alone
 * GCC 12 -O2 set none in the calibration kernels, where the hint changed
 * block order only (docs/codegen.md, "What a hint changes").  The strict
 * values below guard code built with profile data or another compiler.
 *
 * Alignment: ordinary integer loads and stores at any address are handled
 * in hardware (rare cases trap and arch/powerpc/kernel/align.c fixes them
 * up), and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.
 * GCC makes a 4-byte memcpy one load (lwz, lwa) on ppc and ppc64le, so
 * the safe path is already as fast as a dereference.
 */

/* Static "at" hint bits override the predictor. */
/* ---- arch/policy/hint-static-prediction.h ---- */
/*
 * arch/policy/hint-static-prediction.h - HIGH and LOW for a CPU that obeys
 * a static hint ahead of (or instead of) its dynamic predictor (shared by
 * the arch headers that include it; each says which bits those are).
 *
 * There the compiler's hint is encoded in the branch and the core follows
 * it, so a wrong hint costs a misprediction every time the branch runs,
 * not once.  Only hint when the odds are overwhelming: the seed's "at
 * least 95%".  ccan's likely() asks 90-99%; GCC's rs6000 back end sets the
 * PowerPC bits only past 98% with reliable profile data.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Static hints are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif
/* ---- end of arch/policy/hint-static-prediction.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: integer loads and stores at any
 * address (Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally,
 * arch/powerpc/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: lwbrx/stwbrx, and rotate-and-mask sequences.
 */
#if defined(__powerpc__) || defined(__powerpc64__)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 5
/* ======== arch/mips/probability.h ======== */
/*
 * mips: MIPS I to MIPS64 Release 6, 32- and 64-bit, either endianness;
 * Linux user space, the kernel, and bare-metal or RTOS firmware.
 *
 * Branches: MIPS cores predict dynamically; the ISA's "branch likely"
 * forms are not a hint (they annul the delay slot), are deprecated and
 * are gone in R6.  So __builtin_expect only changes layout.
 *
 * Alignment: Linux arch/mips/Kconfig does not select
 * HAVE_EFFICIENT_UNALIGNED_ACCESS.  Before R6 a misaligned LW traps, and
 * arch/mips/kernel/unaligned.c emulates misaligned user loads and stores
 * (the MIPS maintainer's cost estimate, about 1000 aligned loads, is where
 * the shared policy's number comes from), while GCC spends an LWL/LWR pair
 * on the safe path.  R6 (__mips_isa_rev >= 6) requires misaligned ordinary
 * loads to work and GCC emits a plain LW for memcpy.
 */

/* "Branch likely" is not a hint; dynamic prediction: layout only. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#if !defined(ARCH_ALIGNMENT_COST_THRESHOLD) && defined(__mips_isa_rev) && __mips_isa_rev >= 6
/* R6: memcpy is already one LW; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
/* Before R6: misaligned user accesses are emulated by arch/mips/kernel/unaligned.c. */
/* ---- arch/policy/misaligned-emulated-in-linux-user.h ---- */
/*
 * arch/policy/misaligned-emulated-in-linux-user.h - the alignment
 * threshold for a CPU on which a misaligned access traps and Linux
 * emulates it for user space (shared by the arch headers that include it;
 * each cites its kernel's handler).
 *
 * A fixed-up trap costs on the order of 1000 aligned loads (the MIPS
 * maintainer's estimate, 2012), while the safe access costs a few
 * instructions more than one load; so a direct access can pay in Linux
 * user space only when the pointer is essentially never misaligned, which
 * an integer percent says as 1 ("direct only at 0%").  The kernel itself
 * (atomic or early-boot code, where a trap is unsafe to rely on), bare
 * metal (no handler) and other systems get 0: never direct.
 */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
/* ---- end of arch/policy/misaligned-emulated-in-linux-user.h ---- */

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: WSBH/ROTR on R2 and later, a few shifts before.
 * ARCH_HAVE_UNALIGNED_WORD_PAIR: a misaligned word is one LWL/LWR (SWL/
 * SWR) pair, which GCC uses for a packed 4- or 8-byte access.
 * ARCH_SWAPPED_DIRECT_PUT_MIN_BITS 32: Clang's 16-bit swap and store are
 * longer than two byte stores.
 */
#if defined(__mips__)
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# ifndef ARCH_HAVE_UNALIGNED_WORD_PAIR
#  define ARCH_HAVE_UNALIGNED_WORD_PAIR 1
# endif
# ifndef ARCH_SWAPPED_DIRECT_PUT_MIN_BITS
#  define ARCH_SWAPPED_DIRECT_PUT_MIN_BITS 32
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 6
/* ======== arch/riscv/probability.h ======== */
/*
 * riscv: RV32 and RV64, Linux user space, the kernel (S-mode), and
 * M-mode or bare-metal firmware.
 *
 * Branches: the ISA has no hint bits (the spec only suggests a static
 * backward-taken, forward-not-taken guess for a first encounter), and
 * application cores predict dynamically, so __builtin_expect only changes
 * layout.
 *
 * Alignment: the ISA lets a misaligned access be done in hardware, trap,
 * or be emulated invisibly by M-mode firmware (SBI implementations such as
 * OpenSBI), which is very slow.  Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS only when configured to, and
 * arch/riscv/kernel/traps_misaligned.c emulates misaligned user accesses.
 * GCC builds a 4-byte memcpy from byte loads on riscv64.
 * __riscv_misaligned_fast (set by the compiler for targets where
 * misaligned access is fast in hardware) means memcpy is one load.
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#if !defined(ARCH_ALIGNMENT_COST_THRESHOLD) && defined(__riscv_misaligned_fast)
/* Fast in hardware: memcpy is one load; direct would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
/* Otherwise: misaligned user accesses are emulated (traps_misaligned.c). */
/* ---- arch/policy/misaligned-emulated-in-linux-user.h (its comment is in its first copy above) ---- */
#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
/* ---- end of arch/policy/misaligned-emulated-in-linux-user.h ---- */

#ifndef ARCH_ALIGNMENT_TEST_BELOW
# if defined(__riscv_misaligned_fast)
/* The safe access is one load already: nothing to test. */
#  define ARCH_ALIGNMENT_TEST_BELOW 0
# else
/*
 * The safe access is byte by byte: below 50% misaligned the aligned case
 * is the common one, so test the address and make one aligned access
 * (docs/codegen.md has the aligned path beside the safe access).
 */
#  define ARCH_ALIGNMENT_TEST_BELOW 50
# endif
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: only where the compiler says
 * misaligned accesses are fast in hardware (__riscv_misaligned_fast; Linux
 * selects HAVE_EFFICIENT_UNALIGNED_ACCESS only for
 * RISCV_EFFICIENT_UNALIGNED_ACCESS, arch/riscv/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: REV8 with Zbb or Zbkb; without them GCC 12 calls
 * __bswapsi2.
 */
#if defined(__riscv)
# if defined(__riscv_misaligned_fast) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# if (defined(__riscv_zbb) || defined(__riscv_zbkb)) && !defined(ARCH_HAVE_BYTE_SWAP)
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 7
/* ======== arch/s390/probability.h ======== */
/*
 * s390: IBM Z (z/Architecture, 64-bit s390x; 31-bit ESA/390), Linux user
 * space and the kernel.
 *
 * Branches: IBM Z cores predict dynamically, and the branch preload
 * instructions of newer models are not something __builtin_expect
 * emits, so the hint only changes layout.
 *
 * Alignment: ordinary storage operands may sit at any address (only some
 * instructions, such as the interlocked-update ones, demand alignment),
 * and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.  GCC
 * emits one load (LGF) for a 4-byte memcpy on s390x, as for a dereference.
 */

/* Dynamic prediction, no hint the compiler emits: layout only. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: storage operands at any address
 * (Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally,
 * arch/s390/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: LRV, LRVG, STRV (load and store reversed).
 */
#if defined(__s390__) || defined(__s390x__)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 8
/* ======== arch/sparc/probability.h ======== */
/*
 * sparc: SPARC V8 (32-bit) and V9 (64-bit, sparc64), under Linux or
 * another system, or bare metal (LEON).
 *
 * Branches: V9's BPcc and BPr instructions carry a predict bit (written
 * ,pt or ,pn) that UltraSPARC cores use before, or instead of, their
 * dynamic history, so a wrong hint costs a misprediction every time the
 * branch runs.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * sparc.  A misaligned user load is not emulated: Linux delivers SIGBUS,
 * and qemu-sparc64 does the same, so there is no fix-up to gamble on,
 * even in user space.  GCC builds the safe path from smaller loads,
 * several times one load (docs/codegen.md): the price of correctness.
 */

/* V9 predict bits are obeyed. */
/* ---- arch/policy/hint-static-prediction.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* Static hints are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif
/* ---- end of arch/policy/hint-static-prediction.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * The safe access is several smaller loads: below 50% misaligned the
 * aligned case is the common one, so test the address and make one aligned
 * access (docs/codegen.md has the aligned path beside the safe access).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif
#elif PROBABLE_ARCH_SEL_ == 9
/* ======== arch/alpha/probability.h ======== */
/*
 * alpha: DEC/Compaq Alpha (21064 to 21364), Linux user space and kernel.
 *
 * Branches: the ISA has no hint bits (only a backward-taken convention for
 * a first encounter) and the cores predict dynamically, so
 * __builtin_expect only changes layout.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * alpha.  A misaligned LDL/LDQ traps and arch/alpha/kernel/traps.c
 * emulates it for user space, slowly, while GCC builds the safe path from
 * an LDQ_U/extract sequence, several times one load (docs/codegen.md).
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

/* Misaligned user accesses are emulated by arch/alpha/kernel/traps.c. */
/* ---- arch/policy/misaligned-emulated-in-linux-user.h (its comment is in its first copy above) ---- */
#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
/* ---- end of arch/policy/misaligned-emulated-in-linux-user.h ---- */

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * The safe access is several instructions: below 50% misaligned the
 * aligned case is the common one, so test the address and make one aligned
 * access (docs/codegen.md has the aligned path beside the safe access).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: GCC's swap is a few extract/insert instructions.
 * ARCH_HAVE_UNALIGNED_WORD_PAIR: a misaligned quadword is two LDQ_U (or
 * STQ_U) and a merge, which GCC uses for a packed 4- or 8-byte access.
 */
#if defined(__alpha__)
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# ifndef ARCH_HAVE_UNALIGNED_WORD_PAIR
#  define ARCH_HAVE_UNALIGNED_WORD_PAIR 1
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 10
/* ======== arch/m68k/probability.h ======== */
/*
 * m68k: Motorola 68000 to 68060, CPU32 and ColdFire; Linux (with or
 * without an MMU) and bare-metal firmware.
 *
 * Branches: the ISA has no prediction hints, so __builtin_expect only
 * changes block order and cold-path placement.
 *
 * Alignment: the 68020 and later do misaligned word and long accesses in
 * hardware, as does ColdFire (in several bus cycles); Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS unless CPU_HAS_NO_UNALIGNED, and GCC
 * emits one move.l for a 4-byte memcpy, so a direct dereference buys
 * nothing.  The 68000, 68010 and CPU32 raise an address error instead;
 * they run without an MMU and nothing fixes the access up.  Never direct,
 * on either side.
 */

/* No prediction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__mcpu32__) || (defined(__mc68000__) && !defined(__mcoldfire__) && \
	!defined(__mc68020__) && !defined(__mc68030__) && \
	!defined(__mc68040__) && !defined(__mc68060__))
/*
 * 68000, 68010, CPU32: address error on a misaligned word or long; Linux's
 * Kconfig selects CPU_HAS_NO_UNALIGNED for M68000 and MCPU32, and nothing
 * emulates the access (no MMU).  Never direct.
 */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# else
/* 68020 to 68060 and ColdFire: handled in hardware; direct adds only UB. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: 68020 to 68060 and ColdFire do
 * misaligned word and long accesses in hardware (Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS unless CPU_HAS_NO_UNALIGNED,
 * arch/m68k/Kconfig.cpu); the 68000, 68010 and CPU32 do not.
 * ARCH_HAVE_BYTE_SWAP: ROR.W and SWAP make a swap of a few instructions.
 * ARCH_SWAP_MIN_BITS 32: a 16-bit value is shorter from two byte moves
 * than from a word move and a rotate.
 */
#if defined(__m68k__)
# if (defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) || \
      defined(__mc68060__) || defined(__mcoldfire__)) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# ifndef ARCH_SWAP_MIN_BITS
#  define ARCH_SWAP_MIN_BITS 32
# endif
#endif
#elif PROBABLE_ARCH_SEL_ == 11
/* ======== arch/sh/probability.h ======== */
/*
 * sh: Renesas/Hitachi SuperH (SH-2, SH-3, SH-4, J-core), Linux with or
 * without an MMU, and bare metal.
 *
 * Branches: conditional branches carry no direction hint, so
 * __builtin_expect only changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for sh.
 * A misaligned MOV.L raises an address error, which
 * arch/sh/kernel/traps_32.c emulates for user space (and can be told, via
 * /proc/cpu/alignment, to warn or signal instead), while GCC builds the
 * safe path from byte loads, several times one load (docs/codegen.md).
 */

/* No direction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

/* Misaligned user accesses are emulated by arch/sh/kernel/traps_32.c. */
/* ---- arch/policy/misaligned-emulated-in-linux-user.h (its comment is in its first copy above) ---- */
#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
/* ---- end of arch/policy/misaligned-emulated-in-linux-user.h ---- */

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * The safe access is byte by byte: below 50% misaligned the aligned case
 * is the common one, so test the address and make one aligned access
 * (docs/codegen.md has the aligned path beside the safe access).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif

/*
 * Shifts: SH shifts a register by a constant of 1, 2, 8 or 16 bits only
 * (SHLL8, SHLR16 ...; a shift by 24 is two instructions, and SH-3 and
 * later need a register holding the count for any other amount), so the
 * endian accessors build a value, and take it apart, 8 bits at a time:
 * put_le32 9 instructions against 12 for independent shifts, with GCC 12.
 */
#if defined(__sh__) && !defined(ARCH_SHIFT_BY_8_AT_A_TIME)
# define ARCH_SHIFT_BY_8_AT_A_TIME 1
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: SWAP.B and SWAP.W.
 */
#if defined(__sh__) && !defined(ARCH_HAVE_BYTE_SWAP)
# define ARCH_HAVE_BYTE_SWAP 1
#endif
#elif PROBABLE_ARCH_SEL_ == 12
/* ======== arch/parisc/probability.h ======== */
/*
 * parisc: HP PA-RISC 1.1 and 2.0 (PA-7xxx, PA-8xxx), 32- and 64-bit,
 * Linux user space and kernel.
 *
 * Branches: the PA-8000 family can predict statically, reading the guess
 * from the branch's direction and from the order in which the compiler
 * placed the compared registers; in that mode the encoded guess is what
 * the hardware follows, so a wrong hint mispredicts on every execution.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * parisc.  A misaligned load traps and arch/parisc/kernel/unaligned.c
 * emulates it for user space.
 */

/* Static prediction is obeyed. */
/* ---- arch/policy/hint-static-prediction.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* Static hints are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif
/* ---- end of arch/policy/hint-static-prediction.h ---- */

/* Misaligned user accesses are emulated by arch/parisc/kernel/unaligned.c. */
/* ---- arch/policy/misaligned-emulated-in-linux-user.h (its comment is in its first copy above) ---- */
#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
/* ---- end of arch/policy/misaligned-emulated-in-linux-user.h ---- */
#elif PROBABLE_ARCH_SEL_ == 13
/* ======== arch/loongarch/probability.h ======== */
/*
 * loongarch: LoongArch32 and LoongArch64 (LA264, LA464, LA664 ...), Linux
 * user space, the kernel and firmware.
 *
 * Branches: the ISA has no hint bits and the cores predict dynamically,
 * so __builtin_expect only changes layout.
 *
 * Alignment: the LA464/LA664 cores do misaligned loads and stores in
 * hardware, Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unless
 * ARCH_STRICT_ALIGN, and the safe memcpy path is then a single load.  A
 * build with -mstrict-align only says the target may lack that hardware;
 * whether a trap would then be emulated (arch/loongarch/kernel/unaligned.c)
 * depends on the kernel's configuration, which a header cannot see, and
 * firmware has no handler.  The value is therefore 0 either way.
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Hardware: memcpy is one load; strict-align: no fix-up to count on. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: REVB.2H, REVB.2W, REVB.D.
 * (No ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: GCC says nothing of
 * -mstrict-align, so a header cannot tell the LA464 from a core without
 * misaligned access.)
 */
#if defined(__loongarch__) && !defined(ARCH_HAVE_BYTE_SWAP)
# define ARCH_HAVE_BYTE_SWAP 1
#endif
#elif PROBABLE_ARCH_SEL_ == 14
/* ======== arch/ia64/probability.h ======== */
/*
 * ia64: Intel Itanium (IA-64), Linux user space and kernel (Linux dropped
 * ia64 in 6.7; older kernels and other systems remain).
 *
 * Branches: every branch carries a completer (.sptk, .spnt, .dptk,
 * .dpnt).  The static forms tell the core to follow the encoded guess and
 * not to spend dynamic prediction resources on the branch, so a wrong
 * static hint mispredicts every time.
 *
 * Alignment: Linux did not select HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * ia64.  A misaligned access faults and arch/ia64/kernel/unaligned.c
 * emulates it for user space (logging it unless told not to).
 */

/* Static completers are obeyed. */
/* ---- arch/policy/hint-static-prediction.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* Static hints are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif
/* ---- end of arch/policy/hint-static-prediction.h ---- */

/* Misaligned user accesses are emulated by arch/ia64/kernel/unaligned.c. */
/* ---- arch/policy/misaligned-emulated-in-linux-user.h (its comment is in its first copy above) ---- */
#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
/* ---- end of arch/policy/misaligned-emulated-in-linux-user.h ---- */
#elif PROBABLE_ARCH_SEL_ == 15
/* ======== arch/arc/probability.h ======== */
/*
 * arc: Synopsys DesignWare ARC (ARCompact ARC700, ARCv2 HS and EM,
 * ARCv3), Linux and bare-metal firmware.
 *
 * Branches: conditional branches carry no direction hint and the Linux-
 * class cores predict dynamically, so __builtin_expect only changes
 * layout.
 *
 * Alignment: Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS only for ARC
 * HS cores that do misaligned access in hardware; there the safe memcpy
 * path is already one load.  On ARC700 and small EM cores a misaligned
 * access faults; Linux can emulate it (arch/arc/kernel/unaligned.c) only
 * when built with the optional ARC_EMUL_UNALIGNED, and bare metal has no
 * handler, so there is no dependable fix-up to gamble on.
 */

/* No direction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* HS: memcpy is one load; others: fix-up is optional. Never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 16
/* ======== arch/csky/probability.h ======== */
/*
 * csky: C-SKY (ABIv1 CK610; ABIv2 CK807, CK810, CK860), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints, so __builtin_expect only
 * changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * csky.  The only fix-up handler in Linux, arch/csky/abiv1/alignment.c,
 * covers the old ABIv1 cores; nothing a header can detect promises that a
 * misaligned access on a given core and kernel will be emulated, and
 * bare metal has no handler.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* No dependable fix-up for a misaligned access: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 17
/* ======== arch/hexagon/probability.h ======== */
/*
 * hexagon: Qualcomm Hexagon DSP (V5 onward), Linux, QuRT and bare metal.
 *
 * Branches: every conditional jump is written with a direction hint,
 * :t or :nt, and the core acts on the hint, so a wrong one costs a
 * misprediction each time the branch runs.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * hexagon.  A misaligned load or store raises an exception that
 * arch/hexagon/kernel/traps.c answers with SIGBUS rather than emulating,
 * and bare metal has no handler either: no fix-up to gamble on.
 */

/* :t/:nt hints are obeyed. */
/* ---- arch/policy/hint-static-prediction.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* Static hints are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif
/* ---- end of arch/policy/hint-static-prediction.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 18
/* ======== arch/microblaze/probability.h ======== */
/*
 * microblaze: AMD/Xilinx MicroBlaze soft core (32- and 64-bit), Linux
 * and bare-metal firmware.
 *
 * Branches: the ISA has no direction hints (a branch target cache is a
 * synthesis option), so __builtin_expect only changes block order and
 * which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * microblaze.  Whether a misaligned access raises an exception at all is
 * chosen when the core is synthesised; Linux can emulate it
 * (arch/microblaze/kernel/hw_exception_handler.S) only when the
 * exception exists, and a core built without it may just access the
 * aligned word.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Fix-up depends on how the core was synthesised: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 19
/* ======== arch/nios2/probability.h ======== */
/*
 * nios2: Intel/Altera Nios II soft core (/e, /s, /f), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints, so __builtin_expect only
 * changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * nios2.  The misaligned-address exception is an option of the core, and
 * Linux emulates the access (arch/nios2/kernel/misaligned.c) only when
 * both that option and the kernel's NIOS2_ALIGNMENT_TRAP are present;
 * bare metal has no handler.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Fix-up needs an optional core feature and kernel option: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 20
/* ======== arch/openrisc/probability.h ======== */
/*
 * openrisc: OpenRISC 1000 (or1k: mor1kx, or1200, marocchino), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints (the predictor is a choice of
 * the implementation), so __builtin_expect only changes block order and
 * which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * openrisc.  A misaligned access raises an alignment exception that
 * arch/openrisc/kernel/traps.c answers with SIGBUS in user space (and a
 * kernel oops otherwise); nothing emulates it.  No fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 21
/* ======== arch/xtensa/probability.h ======== */
/*
 * xtensa: Cadence/Tensilica Xtensa configurable cores (including the
 * ESP32 family), Linux and bare-metal or RTOS firmware.
 *
 * Branches: the ISA has no direction hints, so __builtin_expect only
 * changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * xtensa.  What a misaligned access does depends on how the core was
 * configured: handled in hardware, an exception, or the low address bits
 * ignored.  Linux emulates it (arch/xtensa/kernel/align.S) only for the
 * exception case and, for user space, only with the optional
 * XTENSA_UNALIGNED_USER.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Behaviour depends on the core's configuration: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 22
/* ======== arch/avr/probability.h ======== */
/*
 * avr: Microchip/Atmel 8-bit AVR (ATtiny, ATmega, ATxmega, AVR Dx),
 * bare metal; not a Linux architecture.
 *
 * Branches: an in-order core with no branch predictor.  A conditional
 * branch takes one cycle when it falls through and two when it is taken,
 * every time, so keeping the common path straight pays, and a wrong hint
 * costs only a cycle, never a pipeline flush.  That makes a hint worth
 * giving from lower confidence than on a predicted core: the seed's
 * example of 75/25.
 *
 * Alignment: the data path is 8 bits wide and every multi-byte value is
 * loaded byte by byte; the avr-gcc ABI aligns every type to 1, so there is
 * nothing to misalign and the safe path compiles to the same byte loads
 * as a dereference.  Never going direct costs nothing and stays free of
 * undefined behaviour.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* No predictor, cheap wrong guesses: "likely" from 75%. */
#define ARCH_PROBABILITY_HIGH 74
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 25% or less. */
#define ARCH_PROBABILITY_LOW 26
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Byte-wise loads: memcpy equals a dereference; never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 23
/* ======== arch/msp430/probability.h ======== */
/*
 * msp430: TI MSP430 and MSP430X 16-bit microcontrollers, bare metal; not
 * a Linux architecture.
 *
 * Branches: an in-order core with no branch predictor and no cache; a
 * conditional jump costs the same cycles whichever way it goes, so there
 * is no misprediction to risk.  A hint only changes layout (the common
 * path falls through, the rare one moves out of line), a wrong hint costs
 * a cycle or two at most, and a hint is worth giving from lower
 * confidence than on a predicted core: the seed's example of 75/25.
 *
 * Alignment: a word access at an odd address does not trap; the CPU
 * ignores the low address bit and reads or writes the aligned word, i.e.
 * silently the wrong data.  A direct dereference can never pay.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* No predictor, cheap wrong guesses: "likely" from 75%. */
#define ARCH_PROBABILITY_HIGH 74
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 25% or less. */
#define ARCH_PROBABILITY_LOW 26
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned word access returns wrong data, no trap: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#elif PROBABLE_ARCH_SEL_ == 24
/* ======== arch/wasm/probability.h ======== */
/*
 * wasm: WebAssembly (wasm32 and wasm64) in browsers, WASI runtimes and
 * other engines; not a Linux architecture.
 *
 * Branches: the module is compiled again by the engine for the host CPU,
 * whose predictor is dynamic, and core WebAssembly has no branch hints, so
 * __builtin_expect only changes block order in the module.
 *
 * Alignment: loads and stores are legal at any address; the alignment in
 * a memory instruction is only a hint to the engine.  Clang emits a
 * 4-byte memcpy as one i32.load with align=1, so the safe path is already
 * one load, and a direct dereference would add only undefined behaviour.
 */

/* No branch hints in the module format: a hint only changes layout. */
/* ---- arch/policy/hint-layout-only.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
/* ---- end of arch/policy/hint-layout-only.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: loads and stores are legal at
 * any address, one instruction with an alignment hint.
 */
#if defined(__wasm__) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
# define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
#endif
#else
/* ======== arch/generic/probability.h ======== */
/*
 * generic: used when no architecture was named and none was recognised
 * from the compiler's predefined macros, so nothing is known about the
 * CPU, the compiler's lowering or the operating system.
 *
 * Branches: on some CPUs (PowerPC, SPARC V9, IA-64, PA-RISC, Hexagon)
 * a hint is a static prediction the hardware obeys, so a wrong one
 * mispredicts every time.  Without knowing, assume that case.
 *
 * Alignment: a misaligned access might be free, fixed up at ~1000 times
 * the cost of a load, a fatal signal, or silently the wrong data,
 * depending on a CPU and OS we cannot see.  The safe path is correct
 * everywhere and compiles to one load where the hardware allows, so never
 * go direct.
 */

/* Unknown CPU, hints may be obeyed: as for static prediction. */
/* ---- arch/policy/hint-static-prediction.h (its comment is in its first copy above) ---- */
#ifndef ARCH_PROBABILITY_HIGH
/* Static hints are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif
/* ---- end of arch/policy/hint-static-prediction.h ---- */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Unknown misalignment behaviour: always the safe access. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#endif /* arch headers */
/* SINGLE-HEADER: arch include end */

#elif defined(PROBABLE_TARGET_ARCH)
#if PROBABLE_ARCH_SEL_ == -1
#error "probable: PROBABLE_TARGET_ARCH is defined but empty; give an arch name (x86, arm64, mips, ...; arch/arches.list has every spelling)"
#else
#error "probable: unknown PROBABLE_TARGET_ARCH: not an arch name probable knows; give a bare name such as x86, i686, amd64, aarch64, armv7l, ppc64le, mipsel (arch/arches.list has every spelling), or -DPROBABLE_ARCH_HEADER=\"file\" for your own chip"
#endif

#else
#if PROBABLE_ARCH_SEL_ == -1
#error "probable: ARCH is defined but empty; pass a name such as -DARCH=x86, or leave ARCH undefined to detect it (or define PROBABLE_IGNORE_ARCH)"
#else
#error "probable: unknown ARCH: not an arch name probable knows. A bare name such as x86, i686, amd64, aarch64, armv7l, ppc64le, mipsel selects one (arch/arches.list has every spelling). If your project's ARCH means something else, define PROBABLE_IGNORE_ARCH (detect from the compiler) or PROBABLE_TARGET_ARCH=<name>; for your own chip, -DPROBABLE_ARCH_HEADER=\"file\""
#endif
#endif

#if PROBABLE_ARCH_SEL_ <= 0 || defined(PROBABLE_ARCH_MISSING_)
/* after an #error above: values, so that nothing else fails */
#ifndef ARCH_PROBABILITY_HIGH
#define ARCH_PROBABILITY_HIGH 94
#endif
#ifndef ARCH_PROBABILITY_LOW
#define ARCH_PROBABILITY_LOW 6
#endif
#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#endif
#endif /* selection */

/* Where each value came from, for tools and error messages. */
#ifdef PROBABLE_HIGH_FROM_USER_
#define PROBABLE_HIGH_SOURCE "-D"
#else
#define PROBABLE_HIGH_SOURCE PROBABLE_ARCH_SOURCE
#endif
#ifdef PROBABLE_LOW_FROM_USER_
#define PROBABLE_LOW_SOURCE "-D"
#else
#define PROBABLE_LOW_SOURCE PROBABLE_ARCH_SOURCE
#endif
#ifdef PROBABLE_THRESHOLD_FROM_USER_
#define PROBABLE_THRESHOLD_SOURCE "-D"
#else
#define PROBABLE_THRESHOLD_SOURCE PROBABLE_ARCH_SOURCE
#endif

/* The values must make sense, whoever set them. */
#if !defined(ARCH_PROBABILITY_HIGH) || !defined(ARCH_PROBABILITY_LOW) || !defined(ARCH_ALIGNMENT_COST_THRESHOLD)
#error "probable: the arch header must define ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW and ARCH_ALIGNMENT_COST_THRESHOLD"
#endif
#if (ARCH_PROBABILITY_HIGH) < 0 || (ARCH_PROBABILITY_HIGH) > 100
#error "probable: ARCH_PROBABILITY_HIGH must be a percent from 0 to 100"
#endif
#if (ARCH_PROBABILITY_LOW) < 0 || (ARCH_PROBABILITY_LOW) > 100
#error "probable: ARCH_PROBABILITY_LOW must be a percent from 0 to 100"
#endif
#if (ARCH_ALIGNMENT_COST_THRESHOLD) < 0 || (ARCH_ALIGNMENT_COST_THRESHOLD) > 100
#error "probable: ARCH_ALIGNMENT_COST_THRESHOLD must be a percent from 0 to 100"
#endif
#if (ARCH_PROBABILITY_HIGH) <= (ARCH_PROBABILITY_LOW)
#error "probable: ARCH_PROBABILITY_HIGH must be greater than ARCH_PROBABILITY_LOW"
#endif

#endif /* PROBABLE_ARCH_H */
/* ======== end of include/probable_arch.h ======== */

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
/* ======== include/probable_likelihood.h ======== */
/*
 * probable_likelihood.h - PROBABLE_LIKELIHOOD(pc) for C++20: the standard
 * attribute, [[likely]] or [[unlikely]], that pc stands for on this arch,
 * or nothing.  Included by probable.h under C++20 (and later); elsewhere
 * probable.h defines PROBABLE_LIKELIHOOD(pc) as nothing.
 *
 * The preprocessor cannot compare a macro argument with a number, so each
 * pc has its own macro, PROBABLE_LIKELIHOOD_<pc>_, set here by comparing it
 * with ARCH_PROBABILITY_HIGH and ARCH_PROBABILITY_LOW; pc must therefore
 * be a decimal literal from 0 to 100 (anything else names an undefined
 * PROBABLE_LIKELIHOOD_..._ in the compiler's error).  GENERATED by
 * tools/gen-likelihood.sh; do not edit.
 */
#ifndef PROBABLE_LIKELIHOOD_H
#define PROBABLE_LIKELIHOOD_H

/* #include "probable.h": inlined above */

#if 0 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_0_ [[likely]]
#elif 0 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_0_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_0_
#endif
#if 1 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_1_ [[likely]]
#elif 1 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_1_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_1_
#endif
#if 2 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_2_ [[likely]]
#elif 2 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_2_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_2_
#endif
#if 3 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_3_ [[likely]]
#elif 3 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_3_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_3_
#endif
#if 4 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_4_ [[likely]]
#elif 4 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_4_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_4_
#endif
#if 5 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_5_ [[likely]]
#elif 5 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_5_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_5_
#endif
#if 6 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_6_ [[likely]]
#elif 6 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_6_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_6_
#endif
#if 7 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_7_ [[likely]]
#elif 7 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_7_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_7_
#endif
#if 8 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_8_ [[likely]]
#elif 8 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_8_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_8_
#endif
#if 9 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_9_ [[likely]]
#elif 9 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_9_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_9_
#endif
#if 10 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_10_ [[likely]]
#elif 10 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_10_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_10_
#endif
#if 11 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_11_ [[likely]]
#elif 11 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_11_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_11_
#endif
#if 12 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_12_ [[likely]]
#elif 12 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_12_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_12_
#endif
#if 13 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_13_ [[likely]]
#elif 13 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_13_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_13_
#endif
#if 14 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_14_ [[likely]]
#elif 14 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_14_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_14_
#endif
#if 15 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_15_ [[likely]]
#elif 15 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_15_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_15_
#endif
#if 16 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_16_ [[likely]]
#elif 16 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_16_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_16_
#endif
#if 17 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_17_ [[likely]]
#elif 17 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_17_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_17_
#endif
#if 18 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_18_ [[likely]]
#elif 18 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_18_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_18_
#endif
#if 19 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_19_ [[likely]]
#elif 19 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_19_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_19_
#endif
#if 20 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_20_ [[likely]]
#elif 20 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_20_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_20_
#endif
#if 21 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_21_ [[likely]]
#elif 21 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_21_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_21_
#endif
#if 22 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_22_ [[likely]]
#elif 22 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_22_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_22_
#endif
#if 23 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_23_ [[likely]]
#elif 23 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_23_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_23_
#endif
#if 24 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_24_ [[likely]]
#elif 24 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_24_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_24_
#endif
#if 25 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_25_ [[likely]]
#elif 25 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_25_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_25_
#endif
#if 26 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_26_ [[likely]]
#elif 26 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_26_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_26_
#endif
#if 27 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_27_ [[likely]]
#elif 27 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_27_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_27_
#endif
#if 28 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_28_ [[likely]]
#elif 28 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_28_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_28_
#endif
#if 29 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_29_ [[likely]]
#elif 29 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_29_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_29_
#endif
#if 30 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_30_ [[likely]]
#elif 30 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_30_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_30_
#endif
#if 31 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_31_ [[likely]]
#elif 31 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_31_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_31_
#endif
#if 32 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_32_ [[likely]]
#elif 32 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_32_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_32_
#endif
#if 33 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_33_ [[likely]]
#elif 33 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_33_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_33_
#endif
#if 34 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_34_ [[likely]]
#elif 34 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_34_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_34_
#endif
#if 35 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_35_ [[likely]]
#elif 35 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_35_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_35_
#endif
#if 36 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_36_ [[likely]]
#elif 36 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_36_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_36_
#endif
#if 37 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_37_ [[likely]]
#elif 37 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_37_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_37_
#endif
#if 38 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_38_ [[likely]]
#elif 38 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_38_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_38_
#endif
#if 39 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_39_ [[likely]]
#elif 39 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_39_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_39_
#endif
#if 40 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_40_ [[likely]]
#elif 40 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_40_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_40_
#endif
#if 41 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_41_ [[likely]]
#elif 41 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_41_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_41_
#endif
#if 42 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_42_ [[likely]]
#elif 42 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_42_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_42_
#endif
#if 43 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_43_ [[likely]]
#elif 43 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_43_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_43_
#endif
#if 44 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_44_ [[likely]]
#elif 44 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_44_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_44_
#endif
#if 45 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_45_ [[likely]]
#elif 45 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_45_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_45_
#endif
#if 46 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_46_ [[likely]]
#elif 46 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_46_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_46_
#endif
#if 47 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_47_ [[likely]]
#elif 47 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_47_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_47_
#endif
#if 48 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_48_ [[likely]]
#elif 48 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_48_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_48_
#endif
#if 49 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_49_ [[likely]]
#elif 49 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_49_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_49_
#endif
#if 50 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_50_ [[likely]]
#elif 50 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_50_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_50_
#endif
#if 51 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_51_ [[likely]]
#elif 51 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_51_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_51_
#endif
#if 52 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_52_ [[likely]]
#elif 52 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_52_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_52_
#endif
#if 53 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_53_ [[likely]]
#elif 53 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_53_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_53_
#endif
#if 54 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_54_ [[likely]]
#elif 54 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_54_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_54_
#endif
#if 55 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_55_ [[likely]]
#elif 55 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_55_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_55_
#endif
#if 56 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_56_ [[likely]]
#elif 56 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_56_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_56_
#endif
#if 57 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_57_ [[likely]]
#elif 57 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_57_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_57_
#endif
#if 58 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_58_ [[likely]]
#elif 58 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_58_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_58_
#endif
#if 59 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_59_ [[likely]]
#elif 59 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_59_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_59_
#endif
#if 60 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_60_ [[likely]]
#elif 60 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_60_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_60_
#endif
#if 61 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_61_ [[likely]]
#elif 61 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_61_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_61_
#endif
#if 62 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_62_ [[likely]]
#elif 62 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_62_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_62_
#endif
#if 63 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_63_ [[likely]]
#elif 63 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_63_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_63_
#endif
#if 64 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_64_ [[likely]]
#elif 64 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_64_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_64_
#endif
#if 65 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_65_ [[likely]]
#elif 65 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_65_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_65_
#endif
#if 66 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_66_ [[likely]]
#elif 66 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_66_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_66_
#endif
#if 67 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_67_ [[likely]]
#elif 67 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_67_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_67_
#endif
#if 68 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_68_ [[likely]]
#elif 68 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_68_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_68_
#endif
#if 69 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_69_ [[likely]]
#elif 69 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_69_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_69_
#endif
#if 70 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_70_ [[likely]]
#elif 70 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_70_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_70_
#endif
#if 71 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_71_ [[likely]]
#elif 71 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_71_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_71_
#endif
#if 72 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_72_ [[likely]]
#elif 72 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_72_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_72_
#endif
#if 73 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_73_ [[likely]]
#elif 73 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_73_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_73_
#endif
#if 74 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_74_ [[likely]]
#elif 74 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_74_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_74_
#endif
#if 75 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_75_ [[likely]]
#elif 75 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_75_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_75_
#endif
#if 76 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_76_ [[likely]]
#elif 76 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_76_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_76_
#endif
#if 77 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_77_ [[likely]]
#elif 77 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_77_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_77_
#endif
#if 78 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_78_ [[likely]]
#elif 78 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_78_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_78_
#endif
#if 79 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_79_ [[likely]]
#elif 79 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_79_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_79_
#endif
#if 80 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_80_ [[likely]]
#elif 80 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_80_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_80_
#endif
#if 81 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_81_ [[likely]]
#elif 81 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_81_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_81_
#endif
#if 82 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_82_ [[likely]]
#elif 82 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_82_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_82_
#endif
#if 83 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_83_ [[likely]]
#elif 83 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_83_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_83_
#endif
#if 84 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_84_ [[likely]]
#elif 84 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_84_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_84_
#endif
#if 85 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_85_ [[likely]]
#elif 85 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_85_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_85_
#endif
#if 86 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_86_ [[likely]]
#elif 86 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_86_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_86_
#endif
#if 87 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_87_ [[likely]]
#elif 87 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_87_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_87_
#endif
#if 88 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_88_ [[likely]]
#elif 88 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_88_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_88_
#endif
#if 89 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_89_ [[likely]]
#elif 89 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_89_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_89_
#endif
#if 90 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_90_ [[likely]]
#elif 90 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_90_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_90_
#endif
#if 91 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_91_ [[likely]]
#elif 91 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_91_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_91_
#endif
#if 92 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_92_ [[likely]]
#elif 92 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_92_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_92_
#endif
#if 93 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_93_ [[likely]]
#elif 93 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_93_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_93_
#endif
#if 94 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_94_ [[likely]]
#elif 94 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_94_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_94_
#endif
#if 95 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_95_ [[likely]]
#elif 95 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_95_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_95_
#endif
#if 96 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_96_ [[likely]]
#elif 96 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_96_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_96_
#endif
#if 97 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_97_ [[likely]]
#elif 97 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_97_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_97_
#endif
#if 98 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_98_ [[likely]]
#elif 98 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_98_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_98_
#endif
#if 99 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_99_ [[likely]]
#elif 99 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_99_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_99_
#endif
#if 100 > (ARCH_PROBABILITY_HIGH)
#define PROBABLE_LIKELIHOOD_100_ [[likely]]
#elif 100 < (ARCH_PROBABILITY_LOW)
#define PROBABLE_LIKELIHOOD_100_ [[unlikely]]
#else
#define PROBABLE_LIKELIHOOD_100_
#endif

#endif /* PROBABLE_LIKELIHOOD_H */
/* ======== end of include/probable_likelihood.h ======== */
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
/* ======== include/probable_unaligned.h ======== */
/*
 * probable_unaligned.h - loads and stores at any address, chosen by how
 * often the address is misaligned.  Included by probable.h; compiles on its
 * own too.
 *
 * API (pc: integer constant expression 0..100, the percent of accesses at
 * which the pointer is NOT aligned for its type)
 *     T    get_unaligned_p(const T *ptr, pc);          *ptr, unqualified T
 *     void put_unaligned_p(T val, T *ptr, pc);         *ptr = val
 *     u16  get_unaligned_le16_p(const void *p, pc);    also le32, le64,
 *     void put_unaligned_le16_p(u16 val, void *p, pc); be16, be32, be64
 *     int  PROBABLE_ACCESS(pc);  constant: PROBABLE_ACCESS_DIRECT, _CHECKED
 *                                or _SAFE: the access this pc gets
 * and the PROBABLE_-prefixed names (PROBABLE_GET_UNALIGNED_P, ...).
 *
 * THE BARGAIN
 *   pc below ARCH_ALIGNMENT_COST_THRESHOLD (0 or 1 in the shipped arch
 *   headers: only Linux user space on CPUs whose kernel fixes alignment
 *   traps up has 1) gives a plain dereference.  If that pointer is then
 *   misaligned, ISO C says the behaviour is undefined; in practice the CPU
 *   traps and the kernel emulates the access, far slower, or the program
 *   dies of SIGBUS.  You chose that by writing pc 0.  Any other pc gives an
 *   access that is correct at every address and free of undefined
 *   behaviour: one load or store where the CPU allows it, the shortest
 *   safe sequence where it does not.
 *
 *   (ISO C also calls the mere conversion to a misaligned T * undefined,
 *   6.3.2.3p7.  GCC and Clang neither exploit nor check that: UBSan's
 *   alignment check is on the access; the kernel's get_unaligned() relies
 *   on the same.  Where you hold a byte pointer, the endian accessors take
 *   it as it is.)
 *
 * THE SAFE ACCESS
 *   GNU C and C++ (GCC, Clang, TCC): a member of a packed struct, declared
 *   may_alias so that it also reads bytes stored through another type.
 *   That costs what memcpy costs: the compiler may not keep a value read
 *   across a store of another type (Clang reloads it where a packed
 *   struct without may_alias would not), because that store may have
 *   changed those bytes; restrict on your pointers says it did not.  It
 *   is never longer than __builtin_memcpy with GCC (and GCC turns a small
 *   memcpy of unknown alignment into a library call on some targets);
 *   docs/codegen.md has the instruction counts (tools/unaligned-codegen.sh).
 *   Other compilers (MSVC): a byte copy, which is standard C and C++ (C11
 *   _Generic picks the type in C: scalar types only, see REQUIREMENTS).
 *
 * VOLATILE
 *   A get through a pointer to volatile only loads, a put only stores
 *   (a device register must not be read when it is written).  On CPUs that
 *   access a misaligned object in one instruction the safe access stays
 *   that one access; elsewhere a volatile safe access is made byte by
 *   byte, each byte once, in address order, because GCC's own byte-wise
 *   store of a volatile packed member reads every byte before writing it.
 *
 * THE RUN-TIME TEST
 *   On CPUs whose safe access is byte by byte (ARMv5, ARMv6-M, sparc,
 *   alpha, sh, riscv without fast misaligned access), a pc from the
 *   threshold up to ARCH_ALIGNMENT_TEST_BELOW (50 there) tests the address,
 *   hinted with probable(aligned, 100 - pc), and makes one aligned access
 *   when it can, which is shorter on the aligned path (docs/codegen.md).
 *
 * REQUIREMENTS
 *   GNU C (GCC, Clang, TCC: __typeof__, statement expressions, packed
 *   structs) or C++ (T trivially copyable; C++ cannot copy a class object
 *   out of a volatile lvalue, so no volatile struct there; without GNU
 *   extensions T must also be default-constructible), or C11 without GNU
 *   extensions (MSVC): T a standard arithmetic type, _Bool, void * or
 *   const void * (anything else is a compile error that says so).  T must
 *   not be an array, a function, or _Atomic.  No libc header, and no libc
 *   call for scalar T.  A struct T is copied as any struct assignment is,
 *   and GCC may call memcpy for that even freestanding (it requires memcpy
 *   of every environment).
 */
#ifndef PROBABLE_UNALIGNED_H
#define PROBABLE_UNALIGNED_H

/* (probable.h includes this header; included first, this header takes
 * probable.h in, which then finds this one done) */
/* #include "probable.h": inlined above */

/* ---- which access a pc gets ------------------------------------------------ */

#define PROBABLE_ACCESS_DIRECT 0
#define PROBABLE_ACCESS_SAFE 1
#define PROBABLE_ACCESS_CHECKED 2

/*
 * ARCH_ALIGNMENT_TEST_BELOW (optional in an arch header; 0 when absent):
 * below this pc, and at or above ARCH_ALIGNMENT_COST_THRESHOLD, the access
 * tests the address at run time, hinted with probable(aligned, 100 - pc),
 * and makes one aligned access when it is aligned, the safe access when
 * not.  Set only where measured to shorten the common path
 * (tools/unaligned-codegen.sh): CPUs whose safe access is a byte-by-byte
 * sequence.
 */
#ifndef ARCH_ALIGNMENT_TEST_BELOW
#define ARCH_ALIGNMENT_TEST_BELOW 0
#endif
#if ARCH_ALIGNMENT_TEST_BELOW < 0 || ARCH_ALIGNMENT_TEST_BELOW > 101
#error "probable: ARCH_ALIGNMENT_TEST_BELOW must be between 0 and 101"
#endif

/*
 * internal: the GNU forms (packed structs, statement expressions) where the
 * compiler has them.  PROBABLE_PORTABLE_ACCESS_ (tests only) makes GCC and
 * Clang take the forms written for compilers without GNU extensions, so
 * that those can be run here.
 */
#if defined(PROBABLE_GNU_C_) && !defined(PROBABLE_PORTABLE_ACCESS_)
#define PROBABLE_GNU_ACCESS_ 1
#endif

/*
 * PROBABLE_ACCESS(pc) - the access get/put_unaligned_p(..., pc) makes on
 * this build: PROBABLE_ACCESS_DIRECT (a plain dereference) when pc is below
 * ARCH_ALIGNMENT_COST_THRESHOLD, else PROBABLE_ACCESS_CHECKED (a run-time
 * alignment test, for objects of 4 bytes or more; smaller ones get the safe
 * access) when pc is below ARCH_ALIGNMENT_TEST_BELOW and the compiler is
 * GCC, else PROBABLE_ACCESS_SAFE.  An integer constant expression; does not
 * check pc.
 */
#define PROBABLE_ACCESS(pc) \
	((pc) + 0L < (ARCH_ALIGNMENT_COST_THRESHOLD) ? PROBABLE_ACCESS_DIRECT : \
	 (pc) + 0L < PROBABLE_TEST_BELOW_ ? PROBABLE_ACCESS_CHECKED : \
	 PROBABLE_ACCESS_SAFE)

/*
 * internal: where the run-time test is used.  Not with Clang: LLVM sinks
 * the aligned and the byte-wise load of the two branches into one load of
 * the weaker alignment, so the test would only add a branch (checked with
 * Clang for armv5te, riscv64 and thumbv6m).  Not without GNU C (it needs
 * an empty asm).  Not for objects under 4 bytes: GCC's safe 2-byte access
 * is already as short as the test.
 */
#if defined(__clang__) || !defined(PROBABLE_GNU_ACCESS_)
#define PROBABLE_TEST_BELOW_ 0
#else
#define PROBABLE_TEST_BELOW_ (ARCH_ALIGNMENT_TEST_BELOW)
#endif
#define PROBABLE_TEST_MIN_SIZE_ 4

/*
 * internal: defined where the CPU makes a misaligned access of 2, 4 or 8
 * bytes in one instruction (or a register pair), so a volatile safe access
 * can stay the packed member's single access: where the arch header says
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS (arch/<name>/probability.h, the one
 * place for the CPU's facts).  Elsewhere (and with a header of your own
 * that does not say it) a volatile safe access is made byte by byte.
 *
 * PROBABLE_STRICT_ALIGN (the user's): the code is built for strict
 * alignment on a CPU that otherwise has misaligned access (-mstrict-align
 * on arm64 and powerpc, as bare-metal firmware is, MMU off).  GCC says so
 * in no predefined macro (Clang clears __ARM_FEATURE_UNALIGNED), and its
 * packed volatile access then reads every byte before writing it, so a
 * volatile access goes byte by byte there too.
 */
#if defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS) && !defined(PROBABLE_STRICT_ALIGN)
#define PROBABLE_VOLATILE_ONE_ACCESS_ 1
#endif

/* internal: byte i of a copy of n bytes, when i < n (the index stays in
 * bounds where it does not, so no compiler warns about the dead branch) */
#define PROBABLE_COPY_BYTE_(dst, src, i, n) \
	if ((i) < (n)) (dst)[(i) < (n) ? (i) : 0] = (src)[(i) < (n) ? (i) : 0];
/* internal: bytes [0, n) from src to dst, in address order: unrolled up to
 * 16 (so that the bytes of a value stay in registers), a loop after that */
#define PROBABLE_COPY_BYTES_(dst, src, n, i) \
	PROBABLE_COPY_BYTE_(dst, src, 0u, n) PROBABLE_COPY_BYTE_(dst, src, 1u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 2u, n) PROBABLE_COPY_BYTE_(dst, src, 3u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 4u, n) PROBABLE_COPY_BYTE_(dst, src, 5u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 6u, n) PROBABLE_COPY_BYTE_(dst, src, 7u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 8u, n) PROBABLE_COPY_BYTE_(dst, src, 9u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 10u, n) PROBABLE_COPY_BYTE_(dst, src, 11u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 12u, n) PROBABLE_COPY_BYTE_(dst, src, 13u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 14u, n) PROBABLE_COPY_BYTE_(dst, src, 15u, n) \
	for (i = 16u; i < (n); i++) \
		(dst)[i] = (src)[i];

/* ---- get_unaligned_p / put_unaligned_p: GNU C --------------------------------- */

#if !defined(__cplusplus) && defined(PROBABLE_GNU_ACCESS_)

/*
 * internal: p, a copy of ptr.  GCC's __auto_type names ptr once, so nesting
 * stays linear; Clang warns about __auto_type under -Wc++98-compat even in
 * C, so it gets __typeof__, which names ptr a second time, unevaluated.
 * A ptr that is no pointer gets the named error of PROBABLE_CHECK_POINTER_
 * and nothing more (p is then a null char *).
 */
#if PROBABLE_GNUC_PREREQ_(4, 9) && !defined(__clang__)
#define PROBABLE_LET_PTR_(p, ptr) \
	__auto_type PROBABLE_CAT_(p, in_) = (ptr); \
	__auto_type p = (PROBABLE_CHECK_POINTER_(PROBABLE_CAT_(p, in_)), \
			 PROBABLE_POINTER_OR_NULL_(PROBABLE_CAT_(p, in_)))
#else
#define PROBABLE_LET_PTR_(p, ptr) \
	__typeof__(&*PROBABLE_POINTER_OR_NULL_(ptr)) p = \
		(PROBABLE_CHECK_POINTER_(ptr), PROBABLE_POINTER_OR_NULL_(ptr))
#endif

/* internal: *p's type after lvalue conversion: the unqualified T (arrays
 * and functions decay to pointers) */
#define PROBABLE_VALUE_TYPE_(p) __typeof__((void)0, *(p))

/* internal: 1 when p points to a volatile or to a const type (constants) */
#define PROBABLE_TO_VOLATILE_(p) \
	__builtin_types_compatible_p(__typeof__(1 ? (p) : (const void *)0), const volatile void *)
#define PROBABLE_TO_CONST_(p) \
	__builtin_types_compatible_p(__typeof__(1 ? (p) : (volatile void *)0), const volatile void *)
/* internal: 1 when p points to a function, to an array, to an _Atomic
 * object.  Lvalue conversion turns the three into something else (a
 * pointer, a plain object), which a pointer comparison sees; a function
 * decays to p's own type, an array to a pointer (GCC and Clang classify
 * it as one; TCC, which has no _Atomic, needs no such test). */
#define PROBABLE_TO_FUNCTION_(p) \
	__builtin_types_compatible_p(PROBABLE_VALUE_TYPE_(p), __typeof__(&*(p)))
#define PROBABLE_CONVERSION_CHANGES_(p) \
	(!__builtin_types_compatible_p(const volatile __typeof__(*(p)) *, \
				       const volatile PROBABLE_VALUE_TYPE_(p) *) && \
	 !PROBABLE_TO_FUNCTION_(p))
#if defined(__GNUC__)
#define PROBABLE_TO_ARRAY_(p) \
	(PROBABLE_CONVERSION_CHANGES_(p) && __builtin_classify_type(*(p)) == 5)
#else
#define PROBABLE_TO_ARRAY_(p) PROBABLE_CONVERSION_CHANGES_(p)
#endif
#define PROBABLE_TO_ATOMIC_(p) (PROBABLE_CONVERSION_CHANGES_(p) && !PROBABLE_TO_ARRAY_(p))

/* internal: compile errors that name the mistake (each struct's bit-fields
 * fill its unsigned, so -Wpadded stays quiet) */
#define PROBABLE_CHECK_OBJECT_(p) \
	((void)(sizeof(struct { \
		unsigned probable_ptr_must_point_to_an_object_not_a_function \
			: PROBABLE_TO_FUNCTION_(p) ? -1 : 1; \
		unsigned probable_ptr_must_not_point_to_an_array \
			: PROBABLE_TO_ARRAY_(p) ? -1 : 1; \
		unsigned probable_ptr_must_not_point_to_an_atomic_object \
			: PROBABLE_TO_ATOMIC_(p) ? -1 : PROBABLE_UINT_BITS_ - 2; }) + \
	       sizeof(struct { \
		__typeof__(*(p)) probable_ptr_must_point_to_a_complete_object_type; })))
#define PROBABLE_CHECK_NOT_CONST_(p) \
	((void)sizeof(struct { \
		unsigned probable_put_needs_a_pointer_to_non_const \
			: PROBABLE_TO_CONST_(p) ? -1 : PROBABLE_UINT_BITS_; }))

/*
 * internal: the safe access is a member of a packed struct whose type is
 * *p's, qualifiers included (a volatile stays a volatile access).  The
 * pointer cast keeps p's qualifiers: a volatile pointee goes through a
 * pointer to a volatile struct; for anything else the second choice makes
 * the unused volatile branch cast a null pointer, so -Wcast-qual has
 * nothing to say about either.
 */
#define PROBABLE_SAFE_LVALUE_(p, cv) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), \
		((cv volatile struct { __typeof__(*(p)) probable_v_; } PROBABLE_PACKED_ *)(p))->probable_v_, \
		((cv struct { __typeof__(*(p)) probable_v_; } PROBABLE_PACKED_ *) \
			__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), (cv void *)0, (p)))->probable_v_)

/*
 * internal: the safe access through a pointer to volatile where the CPU has
 * no single misaligned access: bytes in address order, each once, through
 * a union that keeps the value's bytes in registers.
 */
#ifdef PROBABLE_VOLATILE_ONE_ACCESS_
#define PROBABLE_SAFE_GET_(p) PROBABLE_SAFE_LVALUE_(p, const)
#define PROBABLE_SAFE_PUT_(p, v) (PROBABLE_VOLATILE_IN_REGISTER_(p, v), (void)(PROBABLE_SAFE_LVALUE_(p, ) = (v)))
/*
 * internal: where GCC makes a misaligned store in one instruction only from
 * a register (ARCH_MISALIGNED_STORE_FROM_REGISTER), a volatile put of a
 * constant would go through GCC's bit-field store, which reads each byte
 * before it writes it: an empty asm puts the value in a register first.
 * Scalars of 8 bytes at most, only when the value is a constant (known
 * after inlining) or a pointer (__builtin_constant_p says 0 for those);
 * a value already in a register costs nothing more, and a put through a
 * pointer to non-volatile is left alone.
 */
#if defined(ARCH_MISALIGNED_STORE_FROM_REGISTER) && defined(__GNUC__) && !defined(__clang__)
#define PROBABLE_VOLATILE_IN_REGISTER_(p, v) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p) && sizeof(v) <= 8 && \
			      (__builtin_classify_type(v) == 1 || __builtin_classify_type(v) == 3 || \
			       __builtin_classify_type(v) == 4 || __builtin_classify_type(v) == 5 || \
			       __builtin_classify_type(v) == 8), \
		__extension__ ({ if (__builtin_constant_p(v) || __builtin_classify_type(v) == 5) \
					 __asm__("" : "+r"(v)); }), \
		(void)0)
#else
#define PROBABLE_VOLATILE_IN_REGISTER_(p, v) ((void)0)
#endif
#else
#define PROBABLE_SAFE_GET_(p) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), PROBABLE_BYTEWISE_GET_(p), \
			      PROBABLE_SAFE_LVALUE_(p, const))
#define PROBABLE_SAFE_PUT_(p, v) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), PROBABLE_BYTEWISE_PUT_(p, v), \
			      (void)(PROBABLE_SAFE_LVALUE_(p, ) = (v)))
#define PROBABLE_BYTEWISE_GET_(p) \
	(__extension__ ({ \
		union { PROBABLE_VALUE_TYPE_(p) probable_t_; \
			unsigned char probable_b_[sizeof(*(p))]; } probable_u_; \
		const volatile unsigned char *probable_s_ = \
			(const volatile unsigned char *)(p); \
		unsigned probable_i_; \
		PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(*(p)), probable_i_) \
		probable_u_.probable_t_; \
	}))
#define PROBABLE_BYTEWISE_PUT_(p, v) \
	((void)__extension__ ({ \
		union { PROBABLE_VALUE_TYPE_(p) probable_t_; \
			unsigned char probable_b_[sizeof(*(p))]; } probable_u_; \
		volatile unsigned char *probable_d_ = (volatile unsigned char *)(p); \
		unsigned probable_i_; \
		probable_u_.probable_t_ = (v); \
		PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(*(p)), probable_i_) \
	}))
#endif

/*
 * internal: -Wpacked calls the packing unnecessary: GCC because it leaves
 * the size alone (it is the alignment we want), Clang (-Weverything) when
 * T is byte-aligned already (a char, a struct of chars).  GCC before 12
 * misplaces a _Pragma from a macro argument ("expected expression before
 * '#pragma'" once get_unaligned_p() sits inside probable()), so there
 * -Wpacked, which neither -Wall nor -Wextra turns on, is left alone.
 */
#if defined(__clang__) && __clang_major__ >= 16
/* (and Clang 16's -Wunsafe-buffer-usage, a model for the user's own code,
 * has nothing to say about the byte copy of a volatile access) */
#define PROBABLE_QUIET_PACKED_BEGIN_ \
	_Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wpacked\"") \
	_Pragma("GCC diagnostic ignored \"-Wunsafe-buffer-usage\"")
#define PROBABLE_QUIET_PACKED_END_ _Pragma("GCC diagnostic pop")
#elif defined(__clang__) || PROBABLE_GNUC_PREREQ_(12, 0)
#define PROBABLE_QUIET_PACKED_BEGIN_ \
	_Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wpacked\"")
#define PROBABLE_QUIET_PACKED_END_ _Pragma("GCC diagnostic pop")
#else
#define PROBABLE_QUIET_PACKED_BEGIN_
#define PROBABLE_QUIET_PACKED_END_
#endif

/*
 * internal: the run-time test.  p is aligned for *p; the aligned access
 * goes through p after an empty asm that claims to change it, or GCC
 * would see that the safe access also serves aligned addresses and merge
 * the two branches into the long one.
 */
#define PROBABLE_IS_ALIGNED_(p) (!PROBABLE_MISALIGNED_(p, __alignof__(*(p))))
#define PROBABLE_HIDDEN_(p) (__extension__ ({ __asm__("" : "+r"(p)); (p); }))
#define PROBABLE_ALIGNED_TEST_(p, pc) \
	PROBABLE_SITE_CODE_(PROBABLE_IS_ALIGNED_(p), 100 - (pc))

/* The checks come before the access (in get, first in the initializer), so
 * that their named error is the first one a mistake gets. */
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	PROBABLE_GNU_GET_(ptr, pc, PROBABLE_UNIQUE_ID_(probable_ptr_), \
			  PROBABLE_UNIQUE_ID_(probable_val_))
#define PROBABLE_GNU_GET_(ptr, pc, p, r) \
	(__extension__ ({ \
		PROBABLE_QUIET_PACKED_BEGIN_ \
		PROBABLE_LET_PTR_(p, ptr); \
		PROBABLE_VALUE_TYPE_(p) r = (PROBABLE_CHECK_PC_(pc), PROBABLE_CHECK_OBJECT_(p), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT, *(p), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_SAFE || \
				      sizeof(*(p)) < PROBABLE_TEST_MIN_SIZE_, \
			PROBABLE_SAFE_GET_(p), \
			PROBABLE_ALIGNED_TEST_(p, pc) ? *PROBABLE_HIDDEN_(p) : \
				PROBABLE_SAFE_GET_(p)))); \
		PROBABLE_QUIET_PACKED_END_ \
		r; \
	}))

#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	PROBABLE_GNU_PUT_(val, ptr, pc, PROBABLE_UNIQUE_ID_(probable_ptr_), \
			  PROBABLE_UNIQUE_ID_(probable_val_))
#define PROBABLE_GNU_PUT_(val, ptr, pc, p, v) \
	((void)__extension__ ({ \
		PROBABLE_QUIET_PACKED_BEGIN_ \
		PROBABLE_LET_PTR_(p, ptr); \
		PROBABLE_VALUE_TYPE_(p) v = (val); \
		PROBABLE_CHECK_PC_(pc); \
		PROBABLE_CHECK_OBJECT_(p); \
		PROBABLE_CHECK_NOT_CONST_(p); \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT, \
			(void)(*(p) = v), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_SAFE || \
				      sizeof(*(p)) < PROBABLE_TEST_MIN_SIZE_, \
			PROBABLE_SAFE_PUT_(p, v), \
			PROBABLE_ALIGNED_TEST_(p, pc) ? (void)(*PROBABLE_HIDDEN_(p) = v) : \
				PROBABLE_SAFE_PUT_(p, v))); \
		PROBABLE_QUIET_PACKED_END_ \
	}))

/* ---- get_unaligned_p / put_unaligned_p: C++ ------------------------------------ */

#elif defined(__cplusplus)
extern "C++" {
/* internal: T itself, in a context that does not deduce T */
template <class probable_T_> struct probable_id_ { typedef probable_T_ probable_type_; };
/* internal: 1 when A and B are the same type */
template <class probable_A_, class probable_B_> struct probable_same_ { enum { probable_v_ = 0 }; };
template <class probable_A_> struct probable_same_<probable_A_, probable_A_> { enum { probable_v_ = 1 }; };
/* internal: 1 for an array type */
template <class probable_T_> struct probable_is_array_ { enum { probable_v_ = 0 }; };
template <class probable_T_, unsigned long probable_N_>
struct probable_is_array_<probable_T_[probable_N_]> { enum { probable_v_ = 1 }; };
/* internal: 1 for a pointer type */
template <class probable_T_> struct probable_is_pointer_ { enum { probable_v_ = 0 }; };
template <class probable_T_> struct probable_is_pointer_<probable_T_ *> { enum { probable_v_ = 1 }; };
/* internal: 1 for T trivially copyable, where the compiler can tell */
#if PROBABLE_HAS_BUILTIN_(__is_trivially_copyable) || PROBABLE_GNUC_PREREQ_(5, 0) || \
	(defined(_MSC_VER) && _MSC_VER >= 1900)
/* (and copy-constructible: std::atomic, whose copy is deleted, passes the
 * first test with some compilers) */
#define PROBABLE_TRIVIALLY_COPYABLE_(T) \
	(__is_trivially_copyable(T) && __is_trivially_constructible(T, const T &))
#else
#define PROBABLE_TRIVIALLY_COPYABLE_(T) 1
#endif

/* internal: compile errors that name the mistake (complete only when valid) */
template <class probable_T_> struct probable_ptr_must_point_to_a_complete_object_type {
	enum { probable_size_ = sizeof(probable_T_) };
};
template <> struct probable_ptr_must_point_to_a_complete_object_type<void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<const void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<volatile void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<const volatile void>;
template <bool probable_Ok_> struct probable_ptr_must_point_to_an_object_not_a_function;
template <> struct probable_ptr_must_point_to_an_object_not_a_function<true> { enum { probable_ok_ = 1 }; };
template <bool probable_Ok_> struct probable_ptr_must_not_point_to_an_array;
template <> struct probable_ptr_must_not_point_to_an_array<true> { enum { probable_ok_ = 1 }; };
template <bool probable_Ok_> struct probable_type_must_be_trivially_copyable;
template <> struct probable_type_must_be_trivially_copyable<true> { enum { probable_ok_ = 1 }; };
template <bool probable_NotConst_> struct probable_put_needs_a_pointer_to_non_const;
template <> struct probable_put_needs_a_pointer_to_non_const<true> { enum { probable_ok_ = 1 }; };
/* internal: false, but only once T is known (so only an used overload fails) */
template <class probable_T_> struct probable_false_ { enum { probable_v_ = 0 }; };

/*
 * internal: p itself when it is a pointer (probable_pointer_(p), the first
 * thing every accessor does with it).  Anything else gets one error that
 * names the mistake, as in C, from the class that the return type needs
 * (an error there is not a deduction failure), and then a pointer to a
 * char, so that nothing after it fails too.
 */
template <bool probable_Ok_> struct probable_ptr_must_be_a_pointer;
template <> struct probable_ptr_must_be_a_pointer<true> { enum { probable_ok_ = 1 }; };
template <class probable_P_> struct probable_pointer_check_ {
	enum { probable_ok_ = sizeof(probable_ptr_must_be_a_pointer<probable_false_<probable_P_>::probable_v_ != 0>) };
	typedef char *probable_type_;
	static inline char *probable_get_(const probable_P_ &)
	{
		static char probable_c_;
		return &probable_c_;
	}
};
template <class probable_T_> struct probable_pointer_check_<probable_T_ *> {
	typedef probable_T_ *probable_type_;
	static inline probable_T_ *probable_get_(probable_T_ *probable_p_) { return probable_p_; }
};
template <class probable_P_>
inline typename probable_pointer_check_<probable_P_>::probable_type_ probable_pointer_(probable_P_ probable_p_)
{
	return probable_pointer_check_<probable_P_>::probable_get_(probable_p_);
}

/*
 * internal: T once it is known to be a complete, trivially copyable object
 * type that is not an array.  A function type is the one type here that
 * const leaves alone.  Instantiated from probable_object_'s return type, so
 * even an unevaluated get_unaligned_p() (in sizeof) is checked.
 */
template <class probable_T_> struct probable_checked_ {
	enum {
		probable_not_function_ = sizeof(probable_ptr_must_point_to_an_object_not_a_function<
			!probable_same_<const probable_T_, probable_T_>::probable_v_>),
		probable_complete_ = sizeof(probable_ptr_must_point_to_a_complete_object_type<
			typename probable_id_<probable_T_>::probable_type_>),
		probable_not_array_ = sizeof(probable_ptr_must_not_point_to_an_array<
			!probable_is_array_<probable_T_>::probable_v_>),
		probable_trivial_ = sizeof(probable_type_must_be_trivially_copyable<
			PROBABLE_TRIVIALLY_COPYABLE_(probable_T_)>)
	};
	typedef probable_T_ probable_type_;
};
template <class probable_T_> struct probable_checked_<const probable_T_> {
	typedef typename probable_checked_<probable_T_>::probable_type_ const probable_type_;
};
template <class probable_T_> struct probable_checked_<volatile probable_T_> {
	typedef typename probable_checked_<probable_T_>::probable_type_ volatile probable_type_;
};
template <class probable_T_> struct probable_checked_<const volatile probable_T_> {
	typedef typename probable_checked_<probable_T_>::probable_type_ const volatile probable_type_;
};

/* internal: p itself, once T is known to be valid */
template <class probable_T_>
inline typename probable_checked_<probable_T_>::probable_type_ *probable_object_(probable_T_ *probable_p_)
{
	return probable_p_;
}

#if defined(PROBABLE_GNU_ACCESS_)
/* internal: the safe access, as in C: a member of a packed struct (which
 * -Wpacked calls unnecessary, as in C) */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpacked"
template <class probable_T_> struct PROBABLE_PACKED_ probable_packed_ { probable_T_ probable_v_; };
#pragma GCC diagnostic pop
#endif

#if defined(PROBABLE_GNU_ACCESS_) && defined(PROBABLE_VOLATILE_ONE_ACCESS_)
/* internal: a constant (or a pointer) put in a register before a volatile
 * store, as in C (PROBABLE_VOLATILE_IN_REGISTER_): scalars of 8 bytes at
 * most (neither class nor union; arrays and functions are refused before),
 * not pointers to members */
template <class probable_T_,
	  bool probable_Scalar_ = !__is_class(probable_T_) && !__is_union(probable_T_) && sizeof(probable_T_) <= 8>
struct probable_in_register_ {
	static inline void probable_hide_(probable_T_ &) {}
};
#if defined(ARCH_MISALIGNED_STORE_FROM_REGISTER) && !defined(__clang__)
template <class probable_T_> struct probable_in_register_<probable_T_, true> {
	static inline void probable_hide_(probable_T_ &probable_v_)
	{
		if (__builtin_constant_p(probable_v_) || probable_is_pointer_<probable_T_>::probable_v_)
			__asm__("" : "+r"(probable_v_));
	}
};
template <class probable_T_, class probable_C_> struct probable_in_register_<probable_T_ probable_C_::*, true> {
	static inline void probable_hide_(probable_T_ probable_C_::*&) {}
};
#if __cplusplus >= 201103L
template <> struct probable_in_register_<decltype(nullptr), true> {
	static inline void probable_hide_(decltype(nullptr) &) {}
};
#endif
#endif
#endif


/*
 * internal: get and put for one kind of access (a PROBABLE_ACCESS_ value)
 * and pc.  Overloads by the pointee's qualifiers pick the unqualified T and
 * keep a volatile access volatile; put through a pointer to const is
 * refused.
 */
struct probable_refuse_const_put_ {
	template <class probable_T_> static inline void probable_put_(
		const probable_T_ *, typename probable_id_<probable_T_>::probable_type_)
	{ (void)sizeof(probable_put_needs_a_pointer_to_non_const<
		probable_false_<probable_T_>::probable_v_ != 0>); }
	template <class probable_T_> static inline void probable_put_(
		const volatile probable_T_ *, typename probable_id_<probable_T_>::probable_type_)
	{ (void)sizeof(probable_put_needs_a_pointer_to_non_const<
		probable_false_<probable_T_>::probable_v_ != 0>); }
};

template <int probable_Access_, long probable_Pc_> struct probable_access_;
template <long probable_Pc_> struct probable_access_<PROBABLE_ACCESS_DIRECT, probable_Pc_> : probable_refuse_const_put_ {
	using probable_refuse_const_put_::probable_put_;
	template <class probable_T_> static inline probable_T_ probable_get_(const probable_T_ *probable_p_)
	{ return *probable_p_; }
	template <class probable_T_> static inline probable_T_ probable_get_(const volatile probable_T_ *probable_p_)
	{ return *probable_p_; }
	template <class probable_T_> static inline void probable_put_(
		probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{ *probable_p_ = probable_v_; }
	template <class probable_T_> static inline void probable_put_(
		volatile probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{ *probable_p_ = probable_v_; }
};
/*
 * the safe access.  GNU C++: the packed member (volatile through bytes
 * where the CPU has no single misaligned access, as in C).  Without GNU
 * extensions: a byte copy through unsigned char, which the language allows
 * for a trivially copyable T, no attribute and no memcpy needed.  (The
 * byte copies index arrays, which Clang 16's -Wunsafe-buffer-usage, a
 * model for the user's own code, would flag.)
 */
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunsafe-buffer-usage"
#endif
template <long probable_Pc_> struct probable_access_<PROBABLE_ACCESS_SAFE, probable_Pc_> : probable_refuse_const_put_ {
	using probable_refuse_const_put_::probable_put_;
	template <class probable_T_> static inline probable_T_ probable_get_(const probable_T_ *probable_p_)
	{
#if defined(PROBABLE_GNU_ACCESS_)
		return static_cast<const probable_packed_<probable_T_> *>(
			static_cast<const void *>(probable_p_))->probable_v_;
#else
		probable_T_ probable_r_;
		unsigned char *probable_d_ = reinterpret_cast<unsigned char *>(&probable_r_);
		const unsigned char *probable_s_ = reinterpret_cast<const unsigned char *>(probable_p_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
		return probable_r_;
#endif
	}
	template <class probable_T_> static inline void probable_put_(
		probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
#if defined(PROBABLE_GNU_ACCESS_)
		static_cast<probable_packed_<probable_T_> *>(static_cast<void *>(probable_p_))->probable_v_ =
			probable_v_;
#else
		unsigned char *probable_d_ = reinterpret_cast<unsigned char *>(probable_p_);
		const unsigned char *probable_s_ = reinterpret_cast<const unsigned char *>(&probable_v_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
#endif
	}
	template <class probable_T_> static inline probable_T_ probable_get_(const volatile probable_T_ *probable_p_)
	{
#if defined(PROBABLE_GNU_ACCESS_) && defined(PROBABLE_VOLATILE_ONE_ACCESS_)
		return static_cast<const volatile probable_packed_<probable_T_> *>(
			static_cast<const volatile void *>(probable_p_))->probable_v_;
#elif defined(PROBABLE_GNU_ACCESS_)
		/* a union keeps the bytes in registers; GNU C++ defines the
		 * punning */
		union { probable_T_ probable_t_; unsigned char probable_b_[sizeof(probable_T_)]; } probable_u_;
		const volatile unsigned char *probable_s_ =
			reinterpret_cast<const volatile unsigned char *>(probable_p_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(probable_T_), probable_i_)
		return probable_u_.probable_t_;
#else
		probable_T_ probable_r_;
		unsigned char *probable_d_ = reinterpret_cast<unsigned char *>(&probable_r_);
		const volatile unsigned char *probable_s_ =
			reinterpret_cast<const volatile unsigned char *>(probable_p_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
		return probable_r_;
#endif
	}
	template <class probable_T_> static inline void probable_put_(
		volatile probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
#if defined(PROBABLE_GNU_ACCESS_) && defined(PROBABLE_VOLATILE_ONE_ACCESS_)
		probable_in_register_<probable_T_>::probable_hide_(probable_v_);
		static_cast<volatile probable_packed_<probable_T_> *>(
			static_cast<volatile void *>(probable_p_))->probable_v_ = probable_v_;
#elif defined(PROBABLE_GNU_ACCESS_)
		union { probable_T_ probable_t_; unsigned char probable_b_[sizeof(probable_T_)]; } probable_u_;
		volatile unsigned char *probable_d_ = reinterpret_cast<volatile unsigned char *>(probable_p_);
		unsigned probable_i_;
		probable_u_.probable_t_ = probable_v_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(probable_T_), probable_i_)
#else
		volatile unsigned char *probable_d_ = reinterpret_cast<volatile unsigned char *>(probable_p_);
		const unsigned char *probable_s_ = reinterpret_cast<const unsigned char *>(&probable_v_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
#endif
	}
};
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic pop
#endif
#if defined(PROBABLE_GNU_ACCESS_) && PROBABLE_TEST_BELOW_ > 0
/* the run-time test, as in C (the empty asm keeps the branches apart);
 * only where PROBABLE_ACCESS() can say PROBABLE_ACCESS_CHECKED */
template <long probable_Pc_> struct probable_access_<PROBABLE_ACCESS_CHECKED, probable_Pc_> : probable_refuse_const_put_ {
	using probable_refuse_const_put_::probable_put_;
	typedef probable_access_<PROBABLE_ACCESS_DIRECT, probable_Pc_> probable_direct_;
	typedef probable_access_<PROBABLE_ACCESS_SAFE, probable_Pc_> probable_safe_access_;
	template <class probable_T_> static inline bool probable_aligned_(const volatile probable_T_ *probable_p_)
	{
		return sizeof(probable_T_) >= PROBABLE_TEST_MIN_SIZE_ &&
		       !PROBABLE_MISALIGNED_(probable_p_, __alignof__(probable_T_));
	}
	template <class probable_P_> static inline probable_P_ probable_hidden_(probable_P_ probable_p_)
	{ __asm__("" : "+r"(probable_p_)); return probable_p_; }
	template <class probable_T_> static inline probable_T_ probable_get_(const probable_T_ *probable_p_)
	{
		return PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_) ?
			probable_direct_::probable_get_(probable_hidden_(probable_p_)) :
			probable_safe_access_::probable_get_(probable_p_);
	}
	template <class probable_T_> static inline probable_T_ probable_get_(const volatile probable_T_ *probable_p_)
	{
		return PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_) ?
			probable_direct_::probable_get_(probable_hidden_(probable_p_)) :
			probable_safe_access_::probable_get_(probable_p_);
	}
	template <class probable_T_> static inline void probable_put_(
		probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
		if (PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_))
			probable_direct_::probable_put_(probable_hidden_(probable_p_), probable_v_);
		else
			probable_safe_access_::probable_put_(probable_p_, probable_v_);
	}
	template <class probable_T_> static inline void probable_put_(
		volatile probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
		if (PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_))
			probable_direct_::probable_put_(probable_hidden_(probable_p_), probable_v_);
		else
			probable_safe_access_::probable_put_(probable_p_, probable_v_);
	}
};
#endif
}
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc), (pc)>::probable_get_(probable_object_(probable_pointer_(ptr))))
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc), (pc)>::probable_put_(probable_object_(probable_pointer_(ptr)), val))

/* ---- get_unaligned_p / put_unaligned_p: C11 without GNU C (MSVC) -------------- */

#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
/*
 * _Generic picks an accessor by *ptr's type: the standard arithmetic types,
 * _Bool, void * and const void *, each under every qualification.  The
 * safe access is a byte copy through a union (C allows the punning), which
 * Clang compiles to one load or store where the CPU has misaligned access.
 * ptr is named twice (the controlling expression is not evaluated), so
 * nesting is not linear here as it is with GCC.
 */
#define PROBABLE_GENERIC_ACCESSORS_(T, name) \
typedef T probable_gen_##name##_; \
PROBABLE_INLINE_ probable_gen_##name##_ probable_get_##name##_(const void *probable_p_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	const unsigned char *probable_s_ = (const unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) \
		return *(const probable_gen_##name##_ *)probable_p_; \
	PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(probable_gen_##name##_), probable_i_) \
	return probable_u_.probable_t_; \
} \
PROBABLE_INLINE_ probable_gen_##name##_ probable_get_v_##name##_(const volatile void *probable_p_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	const volatile unsigned char *probable_s_ = (const volatile unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) \
		return *(const volatile probable_gen_##name##_ *)probable_p_; \
	PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(probable_gen_##name##_), probable_i_) \
	return probable_u_.probable_t_; \
} \
PROBABLE_INLINE_ void probable_put_##name##_(void *probable_p_, probable_gen_##name##_ probable_v_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	unsigned char *probable_d_ = (unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) { \
		*(probable_gen_##name##_ *)probable_p_ = probable_v_; \
		return; \
	} \
	probable_u_.probable_t_ = probable_v_; \
	PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(probable_gen_##name##_), probable_i_) \
} \
PROBABLE_INLINE_ void probable_put_v_##name##_(volatile void *probable_p_, probable_gen_##name##_ probable_v_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	volatile unsigned char *probable_d_ = (volatile unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) { \
		*(volatile probable_gen_##name##_ *)probable_p_ = probable_v_; \
		return; \
	} \
	probable_u_.probable_t_ = probable_v_; \
	PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(probable_gen_##name##_), probable_i_) \
}
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunsafe-buffer-usage"
#endif
PROBABLE_GENERIC_ACCESSORS_(char, char)
PROBABLE_GENERIC_ACCESSORS_(signed char, schar)
PROBABLE_GENERIC_ACCESSORS_(unsigned char, uchar)
PROBABLE_GENERIC_ACCESSORS_(short, short)
PROBABLE_GENERIC_ACCESSORS_(unsigned short, ushort)
PROBABLE_GENERIC_ACCESSORS_(int, int)
PROBABLE_GENERIC_ACCESSORS_(unsigned int, uint)
PROBABLE_GENERIC_ACCESSORS_(long, long)
PROBABLE_GENERIC_ACCESSORS_(unsigned long, ulong)
PROBABLE_GENERIC_ACCESSORS_(long long, llong)
PROBABLE_GENERIC_ACCESSORS_(unsigned long long, ullong)
PROBABLE_GENERIC_ACCESSORS_(float, float)
PROBABLE_GENERIC_ACCESSORS_(double, double)
PROBABLE_GENERIC_ACCESSORS_(long double, ldouble)
PROBABLE_GENERIC_ACCESSORS_(_Bool, bool)
PROBABLE_GENERIC_ACCESSORS_(void *, ptr)
PROBABLE_GENERIC_ACCESSORS_(const void *, cptr)
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic pop
#endif

/* internal: named failures, selected by _Generic and then called */
struct probable_ptr_must_point_to_a_complete_object_type;
struct probable_put_needs_a_pointer_to_non_const;
struct probable_get_put_unaligned_p_without_gnu_c_takes_arithmetic_types_and_void_pointers;
#define PROBABLE_GEN_FAIL_(what) ((struct what *)0)

#define PROBABLE_GEN_GET_(name) \
	probable_gen_##name##_ *: probable_get_##name##_, \
	const probable_gen_##name##_ *: probable_get_##name##_, \
	volatile probable_gen_##name##_ *: probable_get_v_##name##_, \
	const volatile probable_gen_##name##_ *: probable_get_v_##name##_
#define PROBABLE_GEN_PUT_(name) \
	probable_gen_##name##_ *: probable_put_##name##_, \
	volatile probable_gen_##name##_ *: probable_put_v_##name##_, \
	const probable_gen_##name##_ *: PROBABLE_GEN_FAIL_(probable_put_needs_a_pointer_to_non_const), \
	const volatile probable_gen_##name##_ *: PROBABLE_GEN_FAIL_(probable_put_needs_a_pointer_to_non_const)
#define PROBABLE_GEN_TYPES_(each) \
	each(char), each(schar), each(uchar), each(short), each(ushort), each(int), each(uint), \
	each(long), each(ulong), each(llong), each(ullong), each(float), each(double), \
	each(ldouble), each(bool), each(ptr), each(cptr), \
	void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	const void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	volatile void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	const volatile void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	default: PROBABLE_GEN_FAIL_(probable_get_put_unaligned_p_without_gnu_c_takes_arithmetic_types_and_void_pointers)

#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 _Generic((ptr), PROBABLE_GEN_TYPES_(PROBABLE_GEN_GET_))((ptr), PROBABLE_ACCESS(pc)))
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 _Generic((ptr), PROBABLE_GEN_TYPES_(PROBABLE_GEN_PUT_))((ptr), (val), PROBABLE_ACCESS(pc)))
#else
/* internal: named failures for compilers with neither GNU C, C11 nor C++:
 * a call through a pointer to an incomplete struct, an error in every
 * dialect (a call to an undeclared function is only a warning in C89) */
struct probable_get_unaligned_p_needs_gnu_c_c11_or_cxx;
struct probable_put_unaligned_p_needs_gnu_c_c11_or_cxx;
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	((struct probable_get_unaligned_p_needs_gnu_c_c11_or_cxx *)0)(ptr, pc)
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	((struct probable_put_unaligned_p_needs_gnu_c_c11_or_cxx *)0)(val, ptr, pc)
#endif

/* the endian accessors, which use the access kinds above (here, not in
 * probable.h, so that they follow this header whichever is included first) */
/* ======== include/probable_endian.h ======== */
/*
 * probable_endian.h - get/put_unaligned_{le,be}{16,32,64}_p(): 16-, 32- and
 * 64-bit unsigned values stored least or most significant byte first, at
 * any address, with the access a misalignment pc asks for.  Included by
 * probable.h; compiles on its own too.  The public names are
 * defined in probable.h; this header says what they become.
 *
 * Each accessor is an inline function of a pointer to bytes (so no type is
 * deduced and every argument is evaluated once), given the access kind
 * PROBABLE_ACCESS(pc) as a constant that the compiler folds.  Two ways:
 *
 * GNU C and GNU C++ (GCC, Clang), byte order known: the shortest code
 * measured for the target (tools/unaligned-codegen.sh --check keeps each
 * accessor no longer than byte-shift code, and no longer than the kernel's
 * accessor where the CPU has fast unaligned access; the counts are in
 * docs/codegen.md).
 * In the CPU's own byte order: the access get/put_unaligned_p() makes
 * (direct, checked or safe).  In the other order, where the CPU has no
 * fast unaligned access, a load followed by a byte swap is often longer
 * than building the value from its bytes in the wanted order, so:
 *   - fast unaligned access (the arch header's
 *     ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: x86, arm64, ARMv6+, powerpc,
 *     s390, m68k 020+ and ColdFire, wasm): the safe access, then a swap (the kernel's le32_to_cpu of a packed
 *     member), at every pc;
 *   - otherwise the value is built from bytes (shift and or), except where
 *     the CPU has a swap of a few instructions: there a direct access (pc
 *     below the cost threshold) and the aligned path of the run-time test
 *     load the word and swap it; and where the unaligned word access is a
 *     pair of word accesses (mips lwl/lwr, alpha ldq_u), 32- and 64-bit
 *     ones use it and swap.
 *
 * Every other compiler (no GNU C: MSVC, TCC, any C99 or C++ compiler), or
 * an unknown byte order: the value is built from its bytes whatever pc
 * says; Clang and GCC turn that into one load where the CPU allows it.
 */
#ifndef PROBABLE_ENDIAN_H
#define PROBABLE_ENDIAN_H

/* (probable.h includes this header; included first, this header takes
 * probable.h in, which then finds this one done) */
/* #include "probable.h": inlined above */

/* internal: the CPU's byte order, as the compiler says; every Windows
 * target is little-endian (and MSVC says nothing) */
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define PROBABLE_LITTLE_ENDIAN_ 1
#elif defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define PROBABLE_BIG_ENDIAN_ 1
#elif !defined(__BYTE_ORDER__) && defined(_WIN32)
#define PROBABLE_LITTLE_ENDIAN_ 1
#endif

/*
 * internal: which way.  PROBABLE_ENDIAN_PORTABLE_ (tests only) takes the
 * portable way on a GNU compiler too.
 */
#if defined(__GNUC__) && !defined(PROBABLE_ENDIAN_PORTABLE_) && \
	(defined(PROBABLE_LITTLE_ENDIAN_) || defined(PROBABLE_BIG_ENDIAN_))
#define PROBABLE_ENDIAN_GNU_ 1
#endif

/* internal: an always-inlined function where the compiler can say so */
#if defined(PROBABLE_ENDIAN_GNU_)
#define PROBABLE_ENDIAN_INLINE_ PROBABLE_INLINE_ __attribute__((__always_inline__))
#else
#define PROBABLE_ENDIAN_INLINE_ PROBABLE_INLINE_
#endif

/* internal: p, refused at compile time if it points to const */
#if defined(__cplusplus)
extern "C++" { /* (the refusal is probable_unaligned.h's, as the pointer check) */
template <class probable_type_> inline void *probable_writable_(probable_type_ *probable_p_)
{
	return probable_p_;
}
template <class probable_type_> inline void *probable_writable_(const probable_type_ *probable_p_)
{
	return (void)sizeof(probable_put_needs_a_pointer_to_non_const<
		probable_false_<probable_type_>::probable_v_ != 0>),
		const_cast<probable_type_ *>(probable_p_);
}
}
#define PROBABLE_WRITABLE_(p) probable_writable_(probable_pointer_(p))
#elif defined(__GNUC__) || defined(__TINYC__)
/* (the bit-field fills its unsigned, so -Wpadded stays quiet; p that is no
 * pointer gets PROBABLE_CHECK_POINTER_'s error alone) */
#define PROBABLE_WRITABLE_(p) \
	(PROBABLE_CHECK_POINTER_(p), (void)sizeof(struct { \
		unsigned probable_endian_put_needs_a_pointer_to_non_const \
			: __builtin_types_compatible_p(__typeof__(1 ? PROBABLE_POINTER_OR_NULL_(p) : \
								  (volatile void *)0), \
						       const volatile void *) ? -1 : PROBABLE_UINT_BITS_; }), \
	 PROBABLE_POINTER_OR_NULL_(p))
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define PROBABLE_WRITABLE_(p) \
	((void)sizeof(struct { \
		unsigned probable_endian_put_needs_a_pointer_to_non_const \
			: _Generic(1 ? (p) : (void *)0, const void *: 1, \
				   const volatile void *: 1, default: 0) ? -1 : PROBABLE_UINT_BITS_; }), \
	 (p))
#else
/* (the conversion to void * is diagnosed by the compiler) */
#define PROBABLE_WRITABLE_(p) (p)
#endif
/* internal: p for a get; in C++ refused with the error that names the
 * mistake if it is no pointer (probable_pointer_, probable_unaligned.h),
 * in C converted as a function argument is */
#if defined(__cplusplus)
#define PROBABLE_READABLE_(p) probable_pointer_(p)
#else
#define PROBABLE_READABLE_(p) (p)
#endif

/* ---- byte by byte: every compiler ------------------------------------------ */

/*
 * internal: probable_le_16_gbytes_ ... probable_be_64_gbytes_: the value
 * built from the bytes at probable_b_, shifted and or-ed in the stored
 * order (of type probable_u<n>_: no cast around them, which g++
 * -Wuseless-cast would report); probable_le_16_pbytes_ ...: probable_v_ stored there byte by
 * byte.  (Expressions over those two names, which the users below
 * declare.)
 */
#define PROBABLE_BYTE_(n, i, shift) \
	(PROBABLE_CAST_(probable_u##n##_, probable_b_[i]) << (shift))
#define PROBABLE_STORE_(i, shift) \
	(probable_b_[i] = PROBABLE_CAST_(unsigned char, probable_v_ >> (shift)))
#define probable_le_16_gbytes_ PROBABLE_CAST_(probable_u16_, PROBABLE_BYTE_(16, 0, 0) | PROBABLE_BYTE_(16, 1, 8))
#define probable_be_16_gbytes_ PROBABLE_CAST_(probable_u16_, PROBABLE_BYTE_(16, 0, 8) | PROBABLE_BYTE_(16, 1, 0))
#define probable_le_32_gbytes_ (PROBABLE_BYTE_(32, 0, 0) | PROBABLE_BYTE_(32, 1, 8) | \
	PROBABLE_BYTE_(32, 2, 16) | PROBABLE_BYTE_(32, 3, 24))
#define probable_be_32_gbytes_ (PROBABLE_BYTE_(32, 0, 24) | PROBABLE_BYTE_(32, 1, 16) | \
	PROBABLE_BYTE_(32, 2, 8) | PROBABLE_BYTE_(32, 3, 0))
#define probable_le_64_gbytes_ (PROBABLE_BYTE_(64, 0, 0) | PROBABLE_BYTE_(64, 1, 8) | \
	PROBABLE_BYTE_(64, 2, 16) | PROBABLE_BYTE_(64, 3, 24) | PROBABLE_BYTE_(64, 4, 32) | \
	PROBABLE_BYTE_(64, 5, 40) | PROBABLE_BYTE_(64, 6, 48) | PROBABLE_BYTE_(64, 7, 56))
#define probable_be_64_gbytes_ (PROBABLE_BYTE_(64, 0, 56) | PROBABLE_BYTE_(64, 1, 48) | \
	PROBABLE_BYTE_(64, 2, 40) | PROBABLE_BYTE_(64, 3, 32) | PROBABLE_BYTE_(64, 4, 24) | \
	PROBABLE_BYTE_(64, 5, 16) | PROBABLE_BYTE_(64, 6, 8) | PROBABLE_BYTE_(64, 7, 0))
#define probable_le_16_pbytes_ (PROBABLE_STORE_(0, 0), PROBABLE_STORE_(1, 8))
#define probable_be_16_pbytes_ (PROBABLE_STORE_(0, 8), PROBABLE_STORE_(1, 0))
#define probable_le_32_pbytes_ \
	(PROBABLE_STORE_(0, 0), PROBABLE_STORE_(1, 8), PROBABLE_STORE_(2, 16), PROBABLE_STORE_(3, 24))
#define probable_be_32_pbytes_ \
	(PROBABLE_STORE_(0, 24), PROBABLE_STORE_(1, 16), PROBABLE_STORE_(2, 8), PROBABLE_STORE_(3, 0))
#define probable_le_64_pbytes_ \
	(PROBABLE_STORE_(0, 0), PROBABLE_STORE_(1, 8), PROBABLE_STORE_(2, 16), PROBABLE_STORE_(3, 24), \
	 PROBABLE_STORE_(4, 32), PROBABLE_STORE_(5, 40), PROBABLE_STORE_(6, 48), PROBABLE_STORE_(7, 56))
#define probable_be_64_pbytes_ \
	(PROBABLE_STORE_(0, 56), PROBABLE_STORE_(1, 48), PROBABLE_STORE_(2, 40), PROBABLE_STORE_(3, 32), \
	 PROBABLE_STORE_(4, 24), PROBABLE_STORE_(5, 16), PROBABLE_STORE_(6, 8), PROBABLE_STORE_(7, 0))

#if defined(PROBABLE_ENDIAN_GNU_)
/* ---- GNU C and C++: the shortest code for the target ------------------------- */

/*
 * internal: what the target has, as its arch header says
 * (arch/<name>/probability.h, the one place for the CPU's facts; a header
 * of your own that says nothing gets the byte forms):
 * PROBABLE_ENDIAN_FAST_: ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS, an
 *   unaligned 2-, 4- or 8-byte access is one instruction (or a register
 *   pair), so the safe access is a load;
 * PROBABLE_ENDIAN_SWAP_INSN_: ARCH_HAVE_BYTE_SWAP, a byte swap is an
 *   instruction or a few, not a library call (GCC 12 calls __bswapsi2 on
 *   sparc64, and on riscv64 without Zbb);
 * PROBABLE_ENDIAN_WORDWISE_: ARCH_HAVE_UNALIGNED_WORD_PAIR, the safe 4-
 *   and 8-byte access is a pair of word accesses, not bytes (mips
 *   lwl/lwr, alpha ldq_u);
 * PROBABLE_ENDIAN_SWAP_MIN_: ARCH_SWAP_MIN_BITS (16 if unsaid), the
 *   smallest value swapped rather than built from bytes where the CPU
 *   has fast unaligned access;
 * PROBABLE_ENDIAN_DIRECT_PUT_MIN_: ARCH_SWAPPED_DIRECT_PUT_MIN_BITS (16),
 *   the smallest swapped put made directly;
 * PROBABLE_ENDIAN_TEST_PUT_MIN_: ARCH_SWAPPED_TEST_PUT_MIN_BITS (32), the
 *   smallest swapped put that the run-time test serves: its aligned path
 *   (test, swap, store) must be shorter than the byte stores.
 */
#if defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#define PROBABLE_ENDIAN_FAST_ 1
#endif
#if defined(ARCH_HAVE_BYTE_SWAP)
#define PROBABLE_ENDIAN_SWAP_INSN_ 1
#endif
#if defined(ARCH_HAVE_UNALIGNED_WORD_PAIR)
#define PROBABLE_ENDIAN_WORDWISE_ 1
#endif
#if defined(ARCH_SWAP_MIN_BITS)
#define PROBABLE_ENDIAN_SWAP_MIN_ (ARCH_SWAP_MIN_BITS)
#else
#define PROBABLE_ENDIAN_SWAP_MIN_ 16
#endif
#if defined(ARCH_SWAPPED_DIRECT_PUT_MIN_BITS)
#define PROBABLE_ENDIAN_DIRECT_PUT_MIN_ (ARCH_SWAPPED_DIRECT_PUT_MIN_BITS)
#else
#define PROBABLE_ENDIAN_DIRECT_PUT_MIN_ 16
#endif
#if defined(ARCH_SWAPPED_TEST_PUT_MIN_BITS)
#define PROBABLE_ENDIAN_TEST_PUT_MIN_ (ARCH_SWAPPED_TEST_PUT_MIN_BITS)
#else
#define PROBABLE_ENDIAN_TEST_PUT_MIN_ 32
#endif

/*
 * internal: the byte forms, of q (a pointer to the bytes, named once; the
 * value of a put is probable_v_).  Statement expressions (GCC, Clang):
 * nothing is defined until it is used, so a unit that never calls an
 * endian accessor pays only for these definitions.
 */
#define PROBABLE_GET_BYTES_EACH_(ORD, n, q) \
	(PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, q); \
		probable_u##n##_ probable_r_ = ORD##n##_gbytes_; \
		PROBABLE_BYTES_END_ \
		probable_r_; }))
#define PROBABLE_PUT_BYTES_EACH_(ORD, n, q) \
	((void)PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, q); \
		ORD##n##_pbytes_; \
		PROBABLE_BYTES_END_ }))
/*
 * internal: where a shift is cheap only by 8 or 16 bits
 * (ARCH_SHIFT_BY_8_AT_A_TIME), the byte forms of 32 and 64 bits go 8 bits
 * at a time through each 32-bit half: each step shifts the one value left
 * or right by 8 and loads or stores one byte.  The empty asm keeps GCC
 * from turning the steps back into one shift per byte.
 */
#if defined(ARCH_SHIFT_BY_8_AT_A_TIME)
#define PROBABLE_STEP_(w) __asm__("" : "+r"(w))
/* the 32-bit value w from bytes i3 (most significant) ... i0 */
#define PROBABLE_GET_STEPS_(w, i3, i2, i1, i0) \
	w = probable_b_[i3]; w <<= 8; PROBABLE_STEP_(w); w |= probable_b_[i2]; \
	w <<= 8; PROBABLE_STEP_(w); w |= probable_b_[i1]; w <<= 8; w |= probable_b_[i0];
/* the 32-bit value w to bytes i0 (least significant) ... i3 */
#define PROBABLE_PUT_STEPS_(w, i0, i1, i2, i3) \
	probable_b_[i0] = PROBABLE_CAST_(unsigned char, w); w >>= 8; PROBABLE_STEP_(w); \
	probable_b_[i1] = PROBABLE_CAST_(unsigned char, w); w >>= 8; PROBABLE_STEP_(w); \
	probable_b_[i2] = PROBABLE_CAST_(unsigned char, w); \
	probable_b_[i3] = PROBABLE_CAST_(unsigned char, w >> 8);
#define PROBABLE_STEPS_GET_probable_le_32 PROBABLE_GET_STEPS_(probable_lo_, 3, 2, 1, 0)
#define PROBABLE_STEPS_GET_probable_be_32 PROBABLE_GET_STEPS_(probable_lo_, 0, 1, 2, 3)
#define PROBABLE_STEPS_GET_probable_le_64 \
	PROBABLE_GET_STEPS_(probable_lo_, 3, 2, 1, 0) PROBABLE_GET_STEPS_(probable_hi_, 7, 6, 5, 4)
#define PROBABLE_STEPS_GET_probable_be_64 \
	PROBABLE_GET_STEPS_(probable_lo_, 4, 5, 6, 7) PROBABLE_GET_STEPS_(probable_hi_, 0, 1, 2, 3)
#define PROBABLE_STEPS_PUT_probable_le_32 PROBABLE_PUT_STEPS_(probable_lo_, 0, 1, 2, 3)
#define PROBABLE_STEPS_PUT_probable_be_32 PROBABLE_PUT_STEPS_(probable_lo_, 3, 2, 1, 0)
#define PROBABLE_STEPS_PUT_probable_le_64 \
	PROBABLE_PUT_STEPS_(probable_lo_, 0, 1, 2, 3) PROBABLE_PUT_STEPS_(probable_hi_, 4, 5, 6, 7)
#define PROBABLE_STEPS_PUT_probable_be_64 \
	PROBABLE_PUT_STEPS_(probable_lo_, 7, 6, 5, 4) PROBABLE_PUT_STEPS_(probable_hi_, 3, 2, 1, 0)
/* (16 bits: the forms above, one shift either way) */
#define PROBABLE_GET_BYTES_(ORD, n, q) PROBABLE_GET_BYTES_##n##_(ORD, q)
#define PROBABLE_PUT_BYTES_(ORD, n, q) PROBABLE_PUT_BYTES_##n##_(ORD, q)
#define PROBABLE_GET_BYTES_16_(ORD, q) PROBABLE_GET_BYTES_EACH_(ORD, 16, q)
#define PROBABLE_PUT_BYTES_16_(ORD, q) PROBABLE_PUT_BYTES_EACH_(ORD, 16, q)
#define PROBABLE_GET_BYTES_32_(ORD, q) \
	(PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, q); \
		probable_u32_ probable_lo_; \
		PROBABLE_STEPS_GET_##ORD##32 \
		PROBABLE_BYTES_END_ \
		probable_lo_; }))
#define PROBABLE_GET_BYTES_64_(ORD, q) \
	(PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, q); \
		probable_u32_ probable_lo_, probable_hi_; \
		PROBABLE_STEPS_GET_##ORD##64 \
		PROBABLE_BYTES_END_ \
		PROBABLE_CAST_(probable_u64_, probable_hi_) << 32 | probable_lo_; }))
#define PROBABLE_PUT_BYTES_32_(ORD, q) \
	((void)PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, q); \
		probable_u32_ probable_lo_ = probable_v_; \
		PROBABLE_STEPS_PUT_##ORD##32 \
		PROBABLE_BYTES_END_ }))
#define PROBABLE_PUT_BYTES_64_(ORD, q) \
	((void)PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, q); \
		probable_u32_ probable_lo_ = PROBABLE_CAST_(probable_u32_, probable_v_); \
		probable_u32_ probable_hi_ = PROBABLE_CAST_(probable_u32_, probable_v_ >> 32); \
		PROBABLE_STEPS_PUT_##ORD##64 \
		PROBABLE_BYTES_END_ }))
#else
#define PROBABLE_GET_BYTES_(ORD, n, q) PROBABLE_GET_BYTES_EACH_(ORD, n, q)
#define PROBABLE_PUT_BYTES_(ORD, n, q) PROBABLE_PUT_BYTES_EACH_(ORD, n, q)
#endif

/* internal: indexing bytes is the point of the byte forms; Clang's
 * -Wunsafe-buffer-usage (Clang 16 on) is a model for the user's own code,
 * and these expand in it, so the region is marked as the header's */
#if defined(__clang__) && defined(__has_warning)
#if __has_warning("-Wunsafe-buffer-usage")
#define PROBABLE_BYTES_BEGIN_ _Pragma("clang unsafe_buffer_usage begin")
#define PROBABLE_BYTES_END_ _Pragma("clang unsafe_buffer_usage end")
#endif
#endif
#ifndef PROBABLE_BYTES_BEGIN_
#define PROBABLE_BYTES_BEGIN_
#define PROBABLE_BYTES_END_
#endif

/* internal: byte swaps: the compiler's where the CPU has one, else shifts;
 * of type probable_u<n>_ (in C, a cast: __builtin_bswap64 is a uint64_t,
 * unsigned long on LP64, and the kernel's u64 is unsigned long long; in C++
 * the accessor functions convert on return) */
#if defined(PROBABLE_ENDIAN_SWAP_INSN_) && defined(__cplusplus)
#define PROBABLE_SWAB_(n, x) __builtin_bswap##n(x)
#elif defined(PROBABLE_ENDIAN_SWAP_INSN_)
#define PROBABLE_SWAB_(n, x) ((probable_u##n##_)__builtin_bswap##n(x))
#else
#define PROBABLE_SWAB_(n, x) PROBABLE_SWAB##n##_(x)
#endif
#define PROBABLE_SWAB16_(x) \
	(PROBABLE_EXTENSION_({ probable_u16_ probable_x_ = (x); \
		PROBABLE_CAST_(probable_u16_, probable_x_ >> 8 | probable_x_ << 8); }))
#define PROBABLE_SWAB32_(x) \
	(PROBABLE_EXTENSION_({ probable_u32_ probable_x_ = (x); \
		probable_x_ >> 24 | (probable_x_ >> 8 & 0xff00u) | \
		(probable_x_ & 0xff00u) << 8 | probable_x_ << 24; }))
#define PROBABLE_SWAB64_(x) \
	(PROBABLE_EXTENSION_({ probable_u64_ probable_y_ = (x); \
		PROBABLE_CAST_(probable_u64_, PROBABLE_SWAB32_(PROBABLE_CAST_(probable_u32_, probable_y_))) << 32 | \
		PROBABLE_SWAB32_(PROBABLE_CAST_(probable_u32_, probable_y_ >> 32)); }))

/* internal: 2, 4 and 8 bytes seen as an integer that may alias anything,
 * aligned (direct) or packed (safe) */
typedef probable_u16_ PROBABLE_MAY_ALIAS_ probable_alias16_;
typedef probable_u32_ PROBABLE_MAY_ALIAS_ probable_alias32_;
typedef probable_u64_ PROBABLE_MAY_ALIAS_ probable_alias64_;
struct probable_packed16_ { probable_u16_ probable_v_; } PROBABLE_PACKED_;
struct probable_packed32_ { probable_u32_ probable_v_; } PROBABLE_PACKED_;
struct probable_packed64_ { probable_u64_ probable_v_; } PROBABLE_PACKED_;
#define PROBABLE_DIRECT_(n, p) (*PROBABLE_CAST_(const probable_alias##n##_ *, p))
#define PROBABLE_DIRECT_LVALUE_(n, p) (*PROBABLE_CAST_(probable_alias##n##_ *, p))
#define PROBABLE_PACKED_GET_(n, p) \
	(PROBABLE_CAST_(const struct probable_packed##n##_ *, p)->probable_v_)
#define PROBABLE_PACKED_LVALUE_(n, p) (PROBABLE_CAST_(struct probable_packed##n##_ *, p)->probable_v_)

/*
 * internal: the run-time test: 1 when q is aligned for an n-bit integer,
 * hinted with h (PROBABLE_HINT(100 - pc)); only for the checked access a
 * and 4 bytes and more, as get_unaligned_p() does.  The aligned access
 * goes through q after an empty asm that claims to change it (HIDDEN), or
 * GCC would merge the two branches into the long one.
 */
#define PROBABLE_ALIGNED_(n, q, a, h) \
	((a) != PROBABLE_ACCESS_CHECKED || __alignof__(probable_u##n##_) < 4u ? 0 : \
	 (h) == PROBABLE_HINT_UNLIKELY ? \
		PROBABLE_CAST_(int, __builtin_expect(PROBABLE_ALIGNED_OK_(n, q), 0)) : \
	 (h) == PROBABLE_HINT_NONE ? PROBABLE_ALIGNED_OK_(n, q) : \
		PROBABLE_CAST_(int, __builtin_expect(PROBABLE_ALIGNED_OK_(n, q), 1)))
#define PROBABLE_ALIGNED_OK_(n, q) \
	(!PROBABLE_MISALIGNED_(q, PROBABLE_CAST_(unsigned, __alignof__(probable_u##n##_))))
#define PROBABLE_E_HIDDEN_(type, q) \
	(PROBABLE_EXTENSION_({ type probable_h_ = (q); __asm__("" : "+r"(probable_h_)); probable_h_; }))
#if !(PROBABLE_TEST_BELOW_ > 0)
/* (no run-time test on this build: PROBABLE_ACCESS() never asks for one) */
#undef PROBABLE_ALIGNED_
#define PROBABLE_ALIGNED_(n, q, a, h) 0
#elif defined(__cplusplus)
/* (C++, where the accessors below are twelve functions whose text every
 * unit reads: the test written once, as an always-inlined function) */
PROBABLE_ENDIAN_INLINE_ int probable_e_aligned_(const void *probable_q_, unsigned probable_al_,
						int probable_a_, int probable_h_)
{
	return probable_a_ != PROBABLE_ACCESS_CHECKED || probable_al_ < 4u ? 0 :
	       probable_h_ == PROBABLE_HINT_UNLIKELY ?
		static_cast<int>(__builtin_expect(!PROBABLE_MISALIGNED_(probable_q_, probable_al_), 0)) :
	       probable_h_ == PROBABLE_HINT_NONE ? !PROBABLE_MISALIGNED_(probable_q_, probable_al_) :
		static_cast<int>(__builtin_expect(!PROBABLE_MISALIGNED_(probable_q_, probable_al_), 1));
}
#undef PROBABLE_ALIGNED_
#define PROBABLE_ALIGNED_(n, q, a, h) \
	probable_e_aligned_(q, static_cast<unsigned>(__alignof__(probable_u##n##_)), a, h)
#endif

/* internal: the safe put in the CPU's order: byte stores where the CPU's
 * unaligned access is byte by byte anyway (Clang's packed 8-byte store is
 * longer on ARMv5), else the packed member */
#if defined(PROBABLE_ENDIAN_FAST_) || defined(PROBABLE_ENDIAN_WORDWISE_)
#define PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q) (void)(PROBABLE_PACKED_LVALUE_(n, q) = probable_v_)
#else
#define PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q) PROBABLE_PUT_BYTES_(ORD, n, q)
#endif

/* internal: the safe get in the CPU's order: the packed member, or the
 * byte form where that goes 8 bits at a time (shorter than GCC's own
 * byte loads of a packed member there) */
#if defined(ARCH_SHIFT_BY_8_AT_A_TIME)
#define PROBABLE_NATIVE_SAFE_GET_(ORD, n, q) \
	(n == 16 ? PROBABLE_PACKED_GET_(n, q) : PROBABLE_GET_BYTES_(ORD, n, q))
#else
#define PROBABLE_NATIVE_SAFE_GET_(ORD, n, q) PROBABLE_PACKED_GET_(n, q)
#endif

/* internal: the CPU's own byte order: direct, checked or safe, as for
 * get/put_unaligned_p() */
#if PROBABLE_TEST_BELOW_ > 0
#define PROBABLE_NATIVE_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? PROBABLE_DIRECT_(n, q) : \
	 PROBABLE_ALIGNED_(n, q, a, h) ? PROBABLE_DIRECT_(n, PROBABLE_E_HIDDEN_(const void *, q)) : \
	 PROBABLE_NATIVE_SAFE_GET_(ORD, n, q))
#define PROBABLE_NATIVE_PUT_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? (void)(PROBABLE_DIRECT_LVALUE_(n, q) = probable_v_) : \
	 PROBABLE_ALIGNED_(n, q, a, h) ? \
		(void)(PROBABLE_DIRECT_LVALUE_(n, PROBABLE_E_HIDDEN_(void *, q)) = probable_v_) : \
	 PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q))
#else
/* (no run-time test on this build: direct or safe) */
#define PROBABLE_NATIVE_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? PROBABLE_DIRECT_(n, q) : PROBABLE_NATIVE_SAFE_GET_(ORD, n, q))
#define PROBABLE_NATIVE_PUT_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? (void)(PROBABLE_DIRECT_LVALUE_(n, q) = probable_v_) : \
	 PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q))
#endif

/*
 * internal: the other byte order, per target (see the top of this file).
 */
#if defined(PROBABLE_ENDIAN_FAST_)
/* (the width decides before the compiler reads it: no dead byte form in
 * the text of C++'s accessor functions) */
#define PROBABLE_SWAPPED_GET_(ORD, n, q, a, h) PROBABLE_FAST_GET_##n##_(ORD, n, q)
#define PROBABLE_SWAPPED_PUT_(ORD, n, q, a, h) PROBABLE_FAST_PUT_##n##_(ORD, n, q)
#define PROBABLE_FAST_SWAB_GET_(ORD, n, q) PROBABLE_SWAB_(n, PROBABLE_PACKED_GET_(n, q))
#define PROBABLE_FAST_SWAB_PUT_(ORD, n, q) \
	(void)(PROBABLE_PACKED_LVALUE_(n, q) = PROBABLE_SWAB_(n, probable_v_))
#if PROBABLE_ENDIAN_SWAP_MIN_ <= 16
#define PROBABLE_FAST_GET_16_ PROBABLE_FAST_SWAB_GET_
#define PROBABLE_FAST_PUT_16_ PROBABLE_FAST_SWAB_PUT_
#else
#define PROBABLE_FAST_GET_16_ PROBABLE_GET_BYTES_
#define PROBABLE_FAST_PUT_16_ PROBABLE_PUT_BYTES_
#endif
#if PROBABLE_ENDIAN_SWAP_MIN_ <= 32
#define PROBABLE_FAST_GET_32_ PROBABLE_FAST_SWAB_GET_
#define PROBABLE_FAST_PUT_32_ PROBABLE_FAST_SWAB_PUT_
#else
#define PROBABLE_FAST_GET_32_ PROBABLE_GET_BYTES_
#define PROBABLE_FAST_PUT_32_ PROBABLE_PUT_BYTES_
#endif
#define PROBABLE_FAST_GET_64_ PROBABLE_FAST_SWAB_GET_
#define PROBABLE_FAST_PUT_64_ PROBABLE_FAST_SWAB_PUT_
#else
#if defined(PROBABLE_ENDIAN_WORDWISE_)
#define PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q) \
	(n >= 32 ? PROBABLE_SWAB_(n, PROBABLE_PACKED_GET_(n, q)) : PROBABLE_GET_BYTES_(ORD, n, q))
#define PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q) \
	(n >= 32 ? (void)(PROBABLE_PACKED_LVALUE_(n, q) = PROBABLE_SWAB_(n, probable_v_)) : \
		   PROBABLE_PUT_BYTES_(ORD, n, q))
#else
#define PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q) PROBABLE_GET_BYTES_(ORD, n, q)
#define PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q) PROBABLE_PUT_BYTES_(ORD, n, q)
#endif
#if defined(PROBABLE_ENDIAN_SWAP_INSN_)
#define PROBABLE_SWAPPED_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? PROBABLE_SWAB_(n, PROBABLE_DIRECT_(n, q)) : \
	 PROBABLE_ALIGNED_(n, q, a, h) ? \
		PROBABLE_SWAB_(n, PROBABLE_DIRECT_(n, PROBABLE_E_HIDDEN_(const void *, q))) : \
	 PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q))
#define PROBABLE_SWAPPED_PUT_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT && n >= PROBABLE_ENDIAN_DIRECT_PUT_MIN_ ? \
		(void)(PROBABLE_DIRECT_LVALUE_(n, q) = PROBABLE_SWAB_(n, probable_v_)) : \
	 n >= PROBABLE_ENDIAN_TEST_PUT_MIN_ && PROBABLE_ALIGNED_(n, q, a, h) ? \
		(void)(PROBABLE_DIRECT_LVALUE_(n, PROBABLE_E_HIDDEN_(void *, q)) = PROBABLE_SWAB_(n, probable_v_)) : \
	 PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q))
#else
/* (no swap instruction: a 16-bit swap of shifts still beats two byte loads) */
#define PROBABLE_SWAPPED_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT && n == 16 ? PROBABLE_SWAB_(n, PROBABLE_DIRECT_(n, q)) : \
	 PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q))
#define PROBABLE_SWAPPED_PUT_(ORD, n, q, a, h) PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q)
#endif
#endif

/* internal: probable_le_ / probable_be_ to the native or swapped form */
#if defined(PROBABLE_LITTLE_ENDIAN_)
#define PROBABLE_ENDIAN_GET_probable_le_ PROBABLE_NATIVE_GET_
#define PROBABLE_ENDIAN_PUT_probable_le_ PROBABLE_NATIVE_PUT_
#define PROBABLE_ENDIAN_GET_probable_be_ PROBABLE_SWAPPED_GET_
#define PROBABLE_ENDIAN_PUT_probable_be_ PROBABLE_SWAPPED_PUT_
#else
#define PROBABLE_ENDIAN_GET_probable_be_ PROBABLE_NATIVE_GET_
#define PROBABLE_ENDIAN_PUT_probable_be_ PROBABLE_NATIVE_PUT_
#define PROBABLE_ENDIAN_GET_probable_le_ PROBABLE_SWAPPED_GET_
#define PROBABLE_ENDIAN_PUT_probable_le_ PROBABLE_SWAPPED_PUT_
#endif

/* internal: the 16-bit forms are ints after ?: (promotion); back to u16
 * (in C; C++ returns them from functions of that type) */
#define PROBABLE_AS_U16_(x) PROBABLE_CAST_(probable_u16_, x)
#define PROBABLE_AS_U32_(x) (x)
#define PROBABLE_AS_U64_(x) (x)

#ifndef __cplusplus
/*
 * C: p is converted to const void * / void * as by a function call, and
 * val to the width as by assignment; each is evaluated once, into a local
 * of a name of its own (nested uses do not shadow each other).  Nothing is
 * defined until an accessor is used.
 */
#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	PROBABLE_GET_ENDIAN_AT_(order, n, p, pc, PROBABLE_UNIQUE_ID_(probable_p_))
#define PROBABLE_GET_ENDIAN_AT_(order, n, p, pc, q) \
	(PROBABLE_CHECK_PC_(pc), PROBABLE_EXTENSION_({ \
		const void *q = (PROBABLE_CHECK_POINTER_(p), PROBABLE_POINTER_OR_NULL_(p)); \
		PROBABLE_AS_U##n##_(PROBABLE_ENDIAN_GET_##order(order, n, q, PROBABLE_ACCESS(pc), \
								PROBABLE_HINT(100 - (pc)))); }))
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	PROBABLE_PUT_ENDIAN_AT_(order, n, val, p, pc, PROBABLE_UNIQUE_ID_(probable_p_))
#define PROBABLE_PUT_ENDIAN_AT_(order, n, val, p, pc, q) \
	(PROBABLE_CHECK_PC_(pc), PROBABLE_EXTENSION_({ \
		probable_u##n##_ probable_v_ = (val); \
		void *q = PROBABLE_WRITABLE_(p); \
		PROBABLE_ENDIAN_PUT_##order(order, n, q, PROBABLE_ACCESS(pc), PROBABLE_HINT(100 - (pc))); }))
#else
/*
 * C++: always-inline functions over the same forms, because a statement
 * expression may not stand at namespace scope (a dynamic initializer) or
 * in a template argument (decltype of an accessor), where a call may.
 */
#define PROBABLE_ENDIAN_FNS_(ORD, n) \
template <int probable_ac_, int probable_hi_> PROBABLE_INLINE_ __attribute__((__always_inline__)) \
probable_u##n##_ ORD##n##_get_(const void *probable_q_) \
{ \
	return PROBABLE_ENDIAN_GET_##ORD(ORD, n, probable_q_, probable_ac_, probable_hi_); \
} \
template <int probable_ac_, int probable_hi_> PROBABLE_INLINE_ __attribute__((__always_inline__)) \
void ORD##n##_put_(probable_u##n##_ probable_v_, void *probable_q_) \
{ \
	PROBABLE_ENDIAN_PUT_##ORD(ORD, n, probable_q_, probable_ac_, probable_hi_); \
}
extern "C++" { /* templates, also where the header is included inside extern "C" */
PROBABLE_ENDIAN_FNS_(probable_le_, 16)
PROBABLE_ENDIAN_FNS_(probable_le_, 32)
PROBABLE_ENDIAN_FNS_(probable_le_, 64)
PROBABLE_ENDIAN_FNS_(probable_be_, 16)
PROBABLE_ENDIAN_FNS_(probable_be_, 32)
PROBABLE_ENDIAN_FNS_(probable_be_, 64)
}
#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 order##n##_get_<(PROBABLE_ACCESS(pc)), (PROBABLE_HINT(100 - (pc)))>(PROBABLE_READABLE_(p)))
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 order##n##_put_<(PROBABLE_ACCESS(pc)), (PROBABLE_HINT(100 - (pc)))>(val, PROBABLE_WRITABLE_(p)))
#endif

#else
/* ---- every other compiler: byte by byte, whatever pc says --------------------- */

#if defined(__clang__) && __clang_major__ >= 16
/* (indexing bytes is the point here: Clang's -Wunsafe-buffer-usage is
 * for the user's own code) */
#pragma clang unsafe_buffer_usage begin
#endif
#define PROBABLE_BYTES_FNS_(ORD, n) \
PROBABLE_INLINE_ probable_u##n##_ ORD##n##_get_bytes_(const void *probable_p_) \
{ \
	const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, probable_p_); \
	return ORD##n##_gbytes_; \
} \
PROBABLE_INLINE_ void ORD##n##_put_bytes_(probable_u##n##_ probable_v_, void *probable_p_) \
{ \
	unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, probable_p_); \
	ORD##n##_pbytes_; \
}
PROBABLE_BYTES_FNS_(probable_le_, 16)
PROBABLE_BYTES_FNS_(probable_be_, 16)
PROBABLE_BYTES_FNS_(probable_le_, 32)
PROBABLE_BYTES_FNS_(probable_be_, 32)
PROBABLE_BYTES_FNS_(probable_le_, 64)
PROBABLE_BYTES_FNS_(probable_be_, 64)
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang unsafe_buffer_usage end
#endif

#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	(PROBABLE_CHECK_PC_(pc), order##n##_get_bytes_(PROBABLE_READABLE_(p)))
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	(PROBABLE_CHECK_PC_(pc), order##n##_put_bytes_(val, PROBABLE_WRITABLE_(p)))
#endif

#endif /* PROBABLE_ENDIAN_H */
/* ======== end of include/probable_endian.h ======== */

#endif /* PROBABLE_UNALIGNED_H */
/* ======== end of include/probable_unaligned.h ======== */

/* -DPROBABLE_PROFILE: every site counts what it sees (hosted builds only) */
#ifdef PROBABLE_PROFILE
/* ======== include/probable_profile.h ======== */
/*
 * probable_profile.h - profile mode: with -DPROBABLE_PROFILE every
 * probable() site counts its evaluations and how many were true, every
 * get/put_unaligned_p() site its accesses and how many were misaligned, and
 * a report says where the declared pc is wrong and what to write instead.
 * Included by probable.h when PROBABLE_PROFILE is defined; not on its own.
 *
 *     cc -DPROBABLE_PROFILE ... (every translation unit you want counted)
 *     ./prog                                 probable-profile.json here,
 *                                            merged across runs
 *     PROBABLE_PROFILE=report.json ./prog    "-" is stderr, %p the pid,
 *                                            "off" nothing
 *     PROBABLE_PROFILE_FORMAT=text           "json" (default for a file)
 *                                            or "text" (default for "-")
 *     PROBABLE_PROFILE_RUN=name              collect several programs
 *     PROBABLE_PROFILE_MIN_COUNT=N           "few" below N evaluations (100)
 *     probable_profile_write(FILE *f, const char *format)   on demand
 *
 * Needs GCC or Clang on Linux with glibc 2.28 or later or musl 1.2.5 or
 * later (statx), with POSIX threads (glibc: in libc
 * since 2.34; add -pthread elsewhere); g++ from C++11.  What the program
 * computes does not change: each condition and pointer is evaluated once.
 *
 * HOW IT COUNTS
 *   Each site is a constant record in the section probable_sites_v3 of
 *   the executable or shared library ("object") it is compiled into, so
 *   the object knows every site it holds, reached or not.  Counts live
 *   per object and per thread: a thread's first evaluation in an object
 *   gives it an array of counters per site (false, true, and the same
 *   for evaluations whose outcome the compiler knew), which only it
 *   writes (one plain add per evaluation, through a base read by a const
 *   function the compiler keeps out of loops; a relaxed atomic add under
 *   ThreadSanitizer; at -O0 the same add in a function each evaluation
 *   calls, which costs the compiler less than the add written out at
 *   every site); when it exits, its counts are added to the object's
 *   totals and the array is reused.  A report adds every array, live or
 *   not (a fibre resumed on another thread may still count into the array
 *   of the thread it was on).  Nothing is shared between objects, and no address
 *   travels in the environment.
 *
 * WHEN IT REPORTS
 *   When an object goes away - at exit, or at dlclose() for a plugin -
 *   it writes every site it holds (count 0 when never reached) where
 *   PROBABLE_PROFILE says, or into probable-profile.json in the current
 *   directory when it is not set.  Into a file it merges: under flock(),
 *   a JSON report of the same run (for the default file, of any run) gets
 *   these counts added, site by site (a site: its place, text, macro,
 *   expanded condition, C++ instance and build facts, so that one place
 *   compiled under two settings stays two sites), and is replaced
 *   atomically (rename);
 *   a whole report of another run is replaced; a report of another
 *   version or tool, one of the other format, a file that only starts
 *   like a report, anything else is left alone with one line on stderr,
 *   and only a regular file or this process's own stdout or stderr is
 *   opened to be written (not a FIFO, not a device).  A run is one
 *   exec of a program and the children it forks (this exec's AT_RANDOM
 *   bytes), or every process given the same PROBABLE_PROFILE_RUN.  A
 *   forked child starts from zero, so the sums are exact.  Text reports
 *   of one run are appended, one table per object and process.
 *   A set-user-ID, set-group-ID or capability-raising program (AT_SECURE)
 *   ignores every PROBABLE_PROFILE* variable and says so once.
 *
 * THE REPORT (docs/profile-format.md has the JSON schema)
 *   Version 3.  Per site: file (normalised lexically), line, nth (its
 *   place among the calls of the same macro and text on that line), col
 *   (0: unknown), function, the text as written (expr), the condition
 *   as a PROBABLE_MACRO_SITE macro formed it (cond) and as the
 *   preprocessor expanded it (expanded), in C++ the function with its
 *   template arguments (instance), the macro it was written with, kind (branch, unaligned), constant, declared pc, count,
 *   hits (true, or misaligned), observed percent and its 99% Wilson score
 *   interval, the hint or access this build emits for the declared pc, a
 *   verdict and a suggested pc (the observed rate), decided in this order:
 *     unreached      never evaluated
 *     constant       the compiler knew the outcome at every evaluation
 *     few            fewer than PROBABLE_PROFILE_MIN_COUNT (100)
 *                    evaluations, or inside an interval wider than
 *                    PROBABLE_PROFILE_WIDTH_ (10) points: "needed" says
 *                    how many evaluations would tell
 *     ok             inside, and narrow enough
 *     miscalibrated  outside, same hint or access
 *     wrong          outside the interval, and the suggested pc gives
 *                    another hint or access on this build
 *   except that a hint that claims a direction by its macro's name
 *   (likely(), unlikely(), LIKELY, XXH_likely: probable_profile_direction_,
 *   tools/probable/judge.py's rule) is judged against the arch's
 *   thresholds: wrong (the interval wholly on the rarer side of 50%), few
 *   (wider than 10 points), ok (the suggestion past the threshold on the
 *   hint's side), else needless (between the thresholds: no hint at that
 *   rate), never miscalibrated.
 */
#ifndef PROBABLE_PROFILE_H
#define PROBABLE_PROFILE_H

#ifndef PROBABLE_H
#error "include <probable.h> with -DPROBABLE_PROFILE, not probable_profile.h"
#endif
#if !defined(__GNUC__)
#error "probable: PROBABLE_PROFILE needs GCC or Clang (statement expressions, __thread, __atomic, sections)"
#endif
#if defined(__cplusplus) && !defined(__clang__) && __cplusplus < 201103L
#error "probable: PROBABLE_PROFILE with g++ needs -std=c++11 or later (its site records are templates)"
#endif
/* nothing for an assembler source (probable.h does not include this there) */
#ifndef __ASSEMBLER__

#ifdef __cplusplus
extern "C" {
#endif

typedef probable_u64_ *probable_u64_ptr_;

/*
 * What the runtime needs of the C library and the kernel, declared here
 * under its own names: no system header is included, so a profiled unit
 * includes exactly the system headers its plain build does (its own
 * _GNU_SOURCE, _POSIX_C_SOURCE, _FILE_OFFSET_BITS and host macros mean
 * what they mean without profile mode; tests/profile/test_sysheaders.py).
 * Each function is the library's own symbol through a GNU asm label (one
 * ELF symbol, two C names: no clash with the library's prototype of the
 * same function, in C or C++, whatever its exception specification).
 * Only what is the same on every Linux target is declared: no struct of
 * the library's (statx(2)'s structure is the kernel's, one layout on every
 * architecture), the 64-bit file functions by their 64-bit names on a
 * 32-bit target (what _FILE_OFFSET_BITS=64 makes of them), errno through
 * __errno_location() (glibc, musl), and the flag values of the kernel's
 * generic ABI and of the architectures that differ from it only in
 * O_NOFOLLOW.  Needs glibc 2.28 or musl 1.2.5 (statx); profile mode is
 * Linux-only (ELF, GNU C).
 */
typedef __SIZE_TYPE__ probable_size_t_;
typedef __PTRDIFF_TYPE__ probable_ssize_t_; /* ssize_t: the same width on Linux */
#if __SIZEOF_LONG__ >= 8
typedef long probable_off_t_;
#define PROBABLE_SYS64_(name) name
#else
typedef long long probable_off_t_;
#define PROBABLE_SYS64_(name) name "64"
#endif
extern int probable_profile_sys_open_(const char *, int, ...) __asm__(PROBABLE_SYS64_("open"));
extern probable_off_t_ probable_profile_sys_lseek_(int, probable_off_t_, int) __asm__(PROBABLE_SYS64_("lseek"));
extern int probable_profile_sys_ftruncate_(int, probable_off_t_) __asm__(PROBABLE_SYS64_("ftruncate"));
extern probable_ssize_t_ probable_profile_sys_read_(int, void *, probable_size_t_) __asm__("read");
extern probable_ssize_t_ probable_profile_sys_write_(int, const void *, probable_size_t_) __asm__("write");
extern int probable_profile_sys_close_(int) __asm__("close");
extern int probable_profile_sys_unlink_(const char *) __asm__("unlink");
extern int probable_profile_sys_rename_(const char *, const char *) __asm__("rename");
extern int probable_profile_sys_fchmod_(int, unsigned int) __asm__("fchmod");
extern int probable_profile_sys_flock_(int, int) __asm__("flock");
extern int probable_profile_sys_getpid_(void) __asm__("getpid");
extern int probable_profile_sys_sched_yield_(void) __asm__("sched_yield");
struct probable_statx_;
extern int probable_profile_sys_statx_(int, const char *, int, unsigned int, struct probable_statx_ *) __asm__("statx");
extern int *probable_profile_sys_errno_(void) __asm__("__errno_location") __attribute__((__const__));
extern char *probable_profile_sys_getenv_(const char *) __asm__("getenv");
extern unsigned long probable_profile_sys_getauxval_(unsigned long) __asm__("getauxval");
extern void *probable_profile_sys_calloc_(probable_size_t_, probable_size_t_) __asm__("calloc");
extern void *probable_profile_sys_realloc_(void *, probable_size_t_) __asm__("realloc");
extern void probable_profile_sys_free_(void *) __asm__("free");
extern void probable_profile_sys_qsort_(void *, probable_size_t_, probable_size_t_,
					int (*)(const void *, const void *)) __asm__("qsort");
extern char *probable_profile_sys_strerror_(int) __asm__("strerror");
extern int probable_profile_sys_vsnprintf_(char *, probable_size_t_, const char *, __builtin_va_list) __asm__("vsnprintf");
extern probable_size_t_ probable_profile_sys_fwrite_(const void *, probable_size_t_, probable_size_t_, void *) __asm__("fwrite");
extern int probable_profile_sys_fflush_(void *) __asm__("fflush");
/* pthread_key_t is an unsigned int (glibc, musl) */
extern int probable_profile_sys_key_create_(unsigned int *, void (*)(void *)) __asm__("pthread_key_create");
extern int probable_profile_sys_key_delete_(unsigned int) __asm__("pthread_key_delete");
extern int probable_profile_sys_setspecific_(unsigned int, const void *) __asm__("pthread_setspecific");
extern int probable_profile_sys_atfork_(void (*)(void), void (*)(void), void (*)(void)) __asm__("pthread_atfork");
#define PROBABLE_ERRNO_ (*probable_profile_sys_errno_())

/* statx(2)'s structure: the kernel's, the same on every architecture */
struct probable_statx_ {
	unsigned int probable_mask_, probable_blksize_;
	probable_u64_ probable_attributes_;
	unsigned int probable_nlink_, probable_uid_, probable_gid_;
	unsigned short probable_mode_, probable_spare0_;
	probable_u64_ probable_ino_;
	probable_u64_ probable_between_[11];          /* size ... mtime */
	unsigned int probable_rdev_major_, probable_rdev_minor_, probable_dev_major_, probable_dev_minor_;
	probable_u64_ probable_spare_[14];            /* 256 bytes in all */
};
#define PROBABLE_AT_FDCWD_ (-100)
#define PROBABLE_AT_EMPTY_PATH_ 0x1000
#define PROBABLE_STATX_WANT_ 0x103u /* STATX_TYPE | STATX_MODE | STATX_INO */
#define PROBABLE_S_IFMT_ 0170000u
#define PROBABLE_S_ISREG_(m) (((m) & PROBABLE_S_IFMT_) == 0100000u)
#define PROBABLE_S_ISDIR_(m) (((m) & PROBABLE_S_IFMT_) == 0040000u)
#define PROBABLE_S_ISFIFO_(m) (((m) & PROBABLE_S_IFMT_) == 0010000u)
#define PROBABLE_S_ISCHR_(m) (((m) & PROBABLE_S_IFMT_) == 0020000u)
#define PROBABLE_S_ISBLK_(m) (((m) & PROBABLE_S_IFMT_) == 0060000u)
#define PROBABLE_LOCK_EX_ 2
#define PROBABLE_SEEK_SET_ 0
#define PROBABLE_AT_SECURE_ 23 /* <elf.h>'s AT_SECURE */
#define PROBABLE_AT_RANDOM_ 25 /* AT_RANDOM */

/* the open() flags and errno values: the kernel's generic ABI (x86, arm,
 * aarch64, powerpc, riscv, s390, loongarch, ...; arm, aarch64, powerpc and
 * m68k have their own O_NOFOLLOW); the few architectures with other
 * numbers get them from the library's headers, as before */
#if defined(__mips__) || defined(__alpha__) || defined(__sparc__) || defined(__hppa__) /* kernel ABI (not a CPU fact) */
#include <errno.h>
#include <fcntl.h>
#define PROBABLE_O_WRONLY_ O_WRONLY
#define PROBABLE_O_RDWR_ O_RDWR
#define PROBABLE_O_CREAT_ O_CREAT
#define PROBABLE_O_EXCL_ O_EXCL
#define PROBABLE_O_NOCTTY_ O_NOCTTY
#define PROBABLE_O_TRUNC_ O_TRUNC
#define PROBABLE_O_NONBLOCK_ O_NONBLOCK
#define PROBABLE_O_NOFOLLOW_ __O_NOFOLLOW
#define PROBABLE_O_CLOEXEC_ __O_CLOEXEC
#define PROBABLE_ELOOP_ ELOOP
#else
#define PROBABLE_O_WRONLY_ 01
#define PROBABLE_O_RDWR_ 02
#define PROBABLE_O_CREAT_ 0100
#define PROBABLE_O_EXCL_ 0200
#define PROBABLE_O_NOCTTY_ 0400
#define PROBABLE_O_TRUNC_ 01000
#define PROBABLE_O_NONBLOCK_ 04000
#if defined(__arm__) || defined(__aarch64__) || defined(__powerpc__) || defined(__m68k__) /* kernel ABI (not a CPU fact) */
#define PROBABLE_O_NOFOLLOW_ 0100000
#else
#define PROBABLE_O_NOFOLLOW_ 0400000
#endif
#define PROBABLE_O_CLOEXEC_ 02000000
#define PROBABLE_ELOOP_ 40
#endif
#define PROBABLE_EPERM_ 1
#define PROBABLE_EINTR_ 4
#define PROBABLE_EACCES_ 13
#define PROBABLE_EEXIST_ 17
#define PROBABLE_EINVAL_ 22
#define PROBABLE_EROFS_ 30

/* ---- what a site is (internal) ------------------------------------------------ */

#define PROBABLE_SITE_BRANCH_ 0
#define PROBABLE_SITE_UNALIGNED_ 1
#define PROBABLE_SITE_SIZE_ 64  /* bytes per record: a power of two */
#define PROBABLE_SITE_SHIFT_ 6  /* its log2 */

/*
 * One per call site, constant, in the section probable_sites_v3 of its
 * object: what it is and what this build made of it.  Every record is
 * PROBABLE_SITE_SIZE_ bytes (the pad), so a record's index in the section
 * is its offset shifted.
 */
struct probable_site_ {
	const char *probable_file_, *probable_func_;
	const char *probable_expr_;          /* the text as written, NUL, the condition as the
					      * macro formed it (empty: the same), NUL, the
					      * argument as the preprocessor expanded it */
	const char *probable_instance_;      /* C++: __PRETTY_FUNCTION__ (the function with its
					      * template arguments); C: 0 */
	const char *probable_arch_;          /* PROBABLE_ARCH, NUL, the translation unit's
					      * main file (__BASE_FILE__), NUL, the macro's name */
	int probable_line_;
	int probable_size_;                  /* unaligned: the object's size in bytes */
	int probable_order_;                 /* __COUNTER__: the order of the sites of a unit */
	int probable_ecol_;                  /* Clang: the column where the call ends; else 0 */
	signed char probable_kind_, probable_declared_;
	signed char probable_hint_;          /* a PROBABLE_HINT_ or PROBABLE_ACCESS_ value */
	/* this translation unit's numbers, to say what another pc would become here */
	signed char probable_high_, probable_low_, probable_exact_;
	signed char probable_threshold_, probable_test_below_;
#if __SIZEOF_POINTER__ < 8
	char probable_pad_[PROBABLE_SITE_SIZE_ - 5 * sizeof(const char *) - 4 * sizeof(int) - 8];
#endif
};

/* the object's records: the linker's bounds of the section (weak: an object
 * with no site has none) */
extern const struct probable_site_ probable_profile_sites_[]
	__asm__("__start_probable_sites_v3") __attribute__((__weak__, __visibility__("hidden")));
extern const struct probable_site_ probable_profile_sites_end_[]
	__asm__("__stop_probable_sites_v3") __attribute__((__weak__, __visibility__("hidden")));

/* GCC drops "hidden" from these two (Clang keeps it): say it to the
 * assembler, so that an object never binds to another object's section */
__asm__(".hidden __start_probable_sites_v3\n\t.hidden __stop_probable_sites_v3");

/*
 * Every runtime function and datum is one per object: weak (the linker
 * binds every call to one copy per executable or library) and hidden (no
 * other object sees it).  Weak alone leaves each unit's copy of the code
 * in the program; so GCC puts the functions all in one section named
 * .gnu.linkonce.t.<versioned name>, of which GNU ld and gold keep the
 * first and discard the others: the program carries the runtime's code
 * once, whatever the number of profiled units (tests/profile/test_size.py).
 * The name carries the runtime's version: units of two versions keep one
 * copy each.  Not with Clang: it has no way to turn jump tables off for a
 * few functions, and a jump table in .rodata that points into a discarded
 * copy breaks the link (clang 19 at -O1 makes one); its units keep a copy
 * each, as lld's do.
 */
#define PROBABLE_PROFILE_DATA_ __attribute__((__weak__, __visibility__("hidden")))
#ifndef PROBABLE_PROFILE_SECTION_
#define PROBABLE_PROFILE_SECTION_ ".gnu.linkonce.t.probable_profile_runtime_v3_1"
#endif
#if defined(__clang__)
#define PROBABLE_PROFILE_FN_ __attribute__((__weak__, __visibility__("hidden")))
#else
#define PROBABLE_PROFILE_FN_ \
	__attribute__((__weak__, __visibility__("hidden"), __section__(PROBABLE_PROFILE_SECTION_)))
#endif
#define PROBABLE_PROFILE_DECL_ __attribute__((__visibility__("hidden")))

/*
 * This thread's counters for this object, 0 until the first evaluation
 * (initial-exec in a shared library: no call to find it): an array laid
 * out as the section is, PROBABLE_SITE_SIZE_ bytes per site, whose first
 * two 64-bit words count the site's false and true evaluations, held as
 * its address minus the section's, so that a site's counters are at that
 * plus the record's own address (one add, no index to compute).
 *
 * A site reads it through probable_profile_base_(), out of line and
 * declared const (as glibc's __errno_location is): its value is the same
 * at every call in one thread, so the compiler calls it once per function
 * (hoisted out of loops) and each evaluation is one add into the thread's
 * own array.  The first call in a thread gives the thread its array.
 */
#if defined(__PIC__) && !defined(__PIE__) && defined(__GLIBC__)
#define PROBABLE_PROFILE_TLS_MODEL_ __attribute__((__tls_model__("initial-exec")))
#else
#define PROBABLE_PROFILE_TLS_MODEL_
#endif
extern __thread PROBABLE_UINTPTR_ probable_profile_tls_ PROBABLE_PROFILE_DECL_ PROBABLE_PROFILE_TLS_MODEL_;
PROBABLE_PROFILE_DECL_ PROBABLE_UINTPTR_ probable_profile_enrol_(void);
PROBABLE_PROFILE_DECL_ PROBABLE_UINTPTR_ probable_profile_base_(void)
	__attribute__((__const__, __nothrow__, __leaf__));
PROBABLE_PROFILE_DECL_ void probable_profile_init_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_unload_(void);
struct probable_gsite_;
PROBABLE_PROFILE_DECL_ void probable_profile_genrol_(struct probable_gsite_ *probable_g_);
/*
 * probable_profile_write(out, format) - write this object's report now to
 * out, a FILE * (declared void *: profile mode includes no <stdio.h>), as
 * "text" or "json" (NULL: PROBABLE_PROFILE_FORMAT, else text).
 * Returns the number of sites written, or -1 (errno EINVAL) when out is
 * NULL or the format unknown, or -1 when the write fails.
 */
PROBABLE_PROFILE_DECL_ int probable_profile_write(void *probable_out_, const char *probable_format_);

#ifdef __cplusplus
}
#endif

/*
 * Per translation unit: a constructor that readies the object (before any
 * site can count) and a destructor that reports it when it goes away, at
 * the first priority, so that they run before and after the program's own
 * (unprioritised) ones.
 * Each calls the object's one copy, which does its work once.
 */
static void __attribute__((__constructor__(101), __used__)) probable_profile_load_tu_(void)
{
	probable_profile_init_();
}
static void __attribute__((__destructor__(101), __used__)) probable_profile_unload_tu_(void)
{
	probable_profile_unload_();
}

/* ---- the counting (internal) ----------------------------------------------------- */

/* the record's attributes: its section, kept even if unreferenced */
#if PROBABLE_HAS_ATTRIBUTE_(__retain__)
#define PROBABLE_SITE_ATTRS_ \
	__attribute__((__section__("probable_sites_v3"), __used__, __retain__, __aligned__(PROBABLE_SITE_SIZE_)))
#else
#define PROBABLE_SITE_ATTRS_ \
	__attribute__((__section__("probable_sites_v3"), __used__, __aligned__(PROBABLE_SITE_SIZE_)))
#endif

#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_EXACT_FLAG_ 1
#else
#define PROBABLE_EXACT_FLAG_ 0
#endif
/* where a call ends on its line: Clang's __builtin_COLUMN() is the column
 * of the closing parenthesis of the outermost macro (Clang 14), not of its
 * name, so it orders the calls of a line but is not reported as "col" */
#if defined(__clang__) && PROBABLE_HAS_BUILTIN_(__builtin_COLUMN)
#define PROBABLE_SITE_ECOL_ __builtin_COLUMN()
#else
#define PROBABLE_SITE_ECOL_ 0
#endif
#if __SIZEOF_POINTER__ < 8
#define PROBABLE_SITE_PAD_ , { 0 }
#else
#define PROBABLE_SITE_PAD_
#endif
/* this unit's numbers in every record (to say what another pc would become
 * here): one object-like macro */
#define PROBABLE_SITE_UNIT_ \
	ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW, PROBABLE_EXACT_FLAG_, ARCH_ALIGNMENT_COST_THRESHOLD

/*
 * A site's record, written out in each site macro (below) between
 * PROBABLE_SITE_OPEN_ and PROBABLE_SITE_CLOSE_: an expression, the
 * record's address (of type PROBABLE_SITE_REC_):
 *
 *   PROBABLE_SITE_OPEN_ { __FILE__, PROBABLE_SITE_FUNC_, text,
 *	PROBABLE_SITE_INSTANCE_, PROBABLE_ARCH "\0" __BASE_FILE__ "\0" #name,
 *	__LINE__, size, order, PROBABLE_SITE_ECOL_, kind, pc, hint,
 *	PROBABLE_SITE_UNIT_, test_below PROBABLE_SITE_PAD_ } PROBABLE_SITE_CLOSE_
 *
 * text: string literals, the argument as written "\0" the condition as the
 * macro formed it (nothing when the same) "\0" the argument expanded;
 * PROBABLE_SITE_INSTANCE_: the C++ instance (__PRETTY_FUNCTION__: the
 * function with its template arguments), or in C a null pointer; order: a
 * __COUNTER__ value (the order of the unit's sites).  The record is a
 * static in a statement expression of its own, beside the site's
 * condition, never around it: its name is the same at every site (no
 * __COUNTER__ paste), and a site nested in another's condition shadows
 * nothing.  Every piece is an object-like macro and the record is no
 * macro's argument: each of its tokens is made once, where the site's
 * macro expands (what a site costs the preprocessor is most of what it
 * costs the compiler at -O0: bench/compile-time.sh --profile).
 *
 * In C and with Clang the record is a static constant in the function (a
 * constant: a C99 inline function may hold one) in the object's section.
 * g++ cannot do that: it will not put static locals of inline and of other
 * functions into one named section ("section type conflict"), and it
 * ignores the section of a template's members (GCC PR c++/70435).  There
 * the record is a template's static member, instantiated for the site,
 * that enrols itself in the object's list when the object is loaded, and
 * holds its own counters (a relaxed atomic add).
 *
 * PROBABLE_PROFILE_COUNT_(rec, hit, k, i) - statements: count one
 * evaluation (hit: 0 or 1) in this thread (optimised builds; -O0 counts
 * through a call, PROBABLE_PROFILE_TALLY_ below).
 */
#ifdef __cplusplus
#define PROBABLE_SITE_INSTANCE_ __PRETTY_FUNCTION__
#else
#define PROBABLE_SITE_INSTANCE_ PROBABLE_NULL_(const char *)
#endif
#define PROBABLE_SITE_FUNC_ __func__
#if defined(__cplusplus) && !defined(__clang__)
extern "C++" { /* templates, also inside a user's extern "C" */
struct probable_gsite_ {
	const struct probable_site_ probable_site_;
	struct probable_gsite_ *probable_next_;
	probable_u64_ probable_n_[4]; /* false, true, and the same of a constant; zero before any count */
	explicit probable_gsite_(const struct probable_site_ &probable_s_)
		: probable_site_(probable_s_) { probable_profile_genrol_(this); }
};
#if __cplusplus >= 201703L
/* C++17: the site's own constant record is the template argument (no type
 * is defined, so a site may be in sizeof) */
template <const struct probable_site_ *probable_rec_> struct __attribute__((__visibility__("hidden"))) probable_site_holder_ {
	static struct probable_gsite_ probable_g_;
};
template <const struct probable_site_ *probable_rec_>
struct probable_gsite_ probable_site_holder_<probable_rec_>::probable_g_(*probable_rec_);
}
#define PROBABLE_SITE_OPEN_ __extension__ ({ static constexpr struct probable_site_ probable_site_ =
#define PROBABLE_SITE_CLOSE_ ; &probable_site_holder_<&probable_site_>::probable_g_; })
#else
/* C++11, C++14: a type local to the site (so not in sizeof) */
template <class probable_tag_> struct __attribute__((__visibility__("hidden"))) probable_site_holder_ {
	static struct probable_gsite_ probable_g_;
};
template <class probable_tag_>
struct probable_gsite_ probable_site_holder_<probable_tag_>::probable_g_(probable_tag_::probable_make_());
}
#undef PROBABLE_SITE_FUNC_
#undef PROBABLE_SITE_INSTANCE_
#define PROBABLE_SITE_FUNC_ probable_func_
#define PROBABLE_SITE_INSTANCE_ probable_inst_
#define PROBABLE_SITE_OPEN_ \
	__extension__ ({ \
		static constexpr const char *const probable_func_ = __func__; \
		static constexpr const char *const probable_inst_ = __PRETTY_FUNCTION__; \
		struct probable_tag_ { \
			static constexpr struct probable_site_ probable_make_() { return
#define PROBABLE_SITE_CLOSE_ ; } }; &probable_site_holder_<probable_tag_>::probable_g_; })
#endif
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	__atomic_fetch_add(&(rec)->probable_n_[(hit) + (__builtin_constant_p(hit) << 1)], 1, __ATOMIC_RELAXED)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) PROBABLE_PROFILE_COUNT_(rec, hit, k, i)
#define PROBABLE_SITE_REC_ struct probable_gsite_ *
#else
#define PROBABLE_SITE_REC_ const struct probable_site_ *
#define PROBABLE_SITE_OPEN_ __extension__ ({ static const struct probable_site_ probable_site_ PROBABLE_SITE_ATTRS_ =
#define PROBABLE_SITE_CLOSE_ ; &probable_site_; })
/* i: the address of the site's counters in this thread's array, the
 * words i and i + 8 (false, true), or i + 16 and i + 24 for an evaluation
 * whose outcome the compiler knew (a constant in this build:
 * __builtin_constant_p, no code where it is not); an address held as an
 * integer, so that the user's code does no pointer arithmetic (Clang's
 * -Wunsafe-buffer-usage) */
#if defined(__clang__)
/*
 * Clang: the record's address is passed through an empty asm first, so
 * that the compiler no longer knows the counter's address as the record's
 * plus an offset.  Clang 14 (CodeGenPrepare) rewrites base + &record, when
 * it sinks it into a loop, as a pointer into the record itself, a constant
 * object, and then takes the counter's loads for reads of constant memory:
 * it merges them across the counter's own stores (an unrolled loop of 1000
 * evaluations of a condition it knows counted 500 times, a loop whose
 * arms count at a known offset 2 of 41;
 * tests/profile/test_exact_o2.py).  The asm costs no instruction (the lea
 * of the record is there anyway), but Clang's inliner counts it as a call:
 * a function with several sites is inlined less often than plain.
 */
#define PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i) \
	PROBABLE_UINTPTR_ i = PROBABLE_ADDR_(rec); \
	__asm__("" : "+r"(i)); \
	i += probable_profile_base_() + (PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4)
#else
#define PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i) \
	PROBABLE_UINTPTR_ i = probable_profile_base_() + PROBABLE_ADDR_(rec) + \
		(PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4)
#endif
/*
 * One evaluation: one plain add into this thread's own counter (no other
 * thread writes it; the thread's counts are added to the totals by the
 * thread itself when it exits, and read at exit after the threads are
 * joined).  Under ThreadSanitizer a relaxed atomic add, so that a report
 * written while unjoined threads still count is no data race.
 */
#if defined(__SANITIZE_THREAD__)
#define PROBABLE_PROFILE_TSAN_ 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define PROBABLE_PROFILE_TSAN_ 1
#endif
#endif
#ifdef PROBABLE_PROFILE_TSAN_
#define PROBABLE_PROFILE_ADD1_(a) __atomic_fetch_add(PROBABLE_PTR_(probable_u64_ *, a), 1, __ATOMIC_RELAXED)
#else
#define PROBABLE_PROFILE_ADD1_(a) (*PROBABLE_PTR_(probable_u64_ *, a) += 1)
#endif
#if defined(PROBABLE_PROFILE_COUNT_BY_CALL)
/*
 * -DPROBABLE_PROFILE_COUNT_BY_CALL: an optimised site as below (the
 * condition once, in a variable; __builtin_constant_p of it), counted by a
 * call, probable_profile_count_at_(the record's address, plus 16 where the
 * compiler knew the outcome; hit): what costs the compiler least and the
 * program most (bench/profile-count-forms.sh).  The function is the
 * object's, as -O0's probable_profile_count_ is (below).
 */
#ifdef __cplusplus
extern "C" {
#endif
PROBABLE_PROFILE_DECL_ void probable_profile_count_at_(PROBABLE_UINTPTR_ probable_at_, int probable_hit_);
#ifdef __cplusplus
}
#endif
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	probable_profile_count_at_(PROBABLE_ADDR_(rec) + (PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4), hit)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) PROBABLE_PROFILE_COUNT_(rec, hit, k, i)
#else
/* an evaluation, counted at word hit (0 or 1) of the site's counters:
 * an index, not a branch (an if/else would make cmov/adc/setcc code
 * branch; clang keeps it branch-free, gcc may still thread the index into
 * the site's own branch where the condition is branched on) */
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	PROBABLE_PROFILE_ADD1_(i + (PROBABLE_CAST_(PROBABLE_UINTPTR_, hit) << 3))
/*
 * A branch site (probable(), likely(), ...), whose value the program
 * mostly branches on.  Clang: an add in each arm of an if on the site's
 * value: where the program branches on it, Clang merges the two ifs and
 * each arm counts with one add (no setcc, no index); where the program
 * does not branch (a cmov, an adc, a setcc), Clang makes the two adds one
 * add at a selected address, as before (bench/branch-free.c stays free of
 * branches).
 */
#if defined(__clang__)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	if (hit) \
		PROBABLE_PROFILE_ADD1_(i + 8u); \
	else \
		PROBABLE_PROFILE_ADD1_(i)
#else
/*
 * GCC: the index.  Written in one expression, GCC threads its two values
 * into the program's own if on the site: each arm then counts with one
 * add, but an if whose arm is an increment or a move, which the plain
 * build makes an adc or a cmov, stays a branch.  So only a site with a
 * hint (PROBABLE_SITE_HINT_(pc), chosen while parsing: no conditional for
 * the optimiser to fold, 0.3 M fewer instructions per site than reading
 * the record's hint) gets that form, where the program declares the branch
 * predictable; a site without one (a pc between the thresholds,
 * bench/branch-free.c's) gets the index through a variable of its own,
 * which GCC does not thread: a setcc and an add, and the plain build's
 * adc, cmov or setcc.
 */
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) \
	PROBABLE_UINTPTR_ k = PROBABLE_CAST_(PROBABLE_UINTPTR_, hit); \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	PROBABLE_PROFILE_ADD1_(i + probable_pc_must_be_an_integer_constant_expression_choose_( \
		pc, PROBABLE_CAST_(PROBABLE_UINTPTR_, hit) << 3, k << 3))
/* the choice, in a macro named for the mistake a pc that is no integer
 * constant expression makes here (a note names it under -Wfatal-errors) */
#define probable_pc_must_be_an_integer_constant_expression_choose_(pc, hinted, unhinted) \
	__builtin_choose_expr(PROBABLE_SITE_HINT_(pc) != PROBABLE_HINT_NONE, hinted, unhinted)
#endif
#endif /* PROBABLE_PROFILE_COUNT_BY_CALL */
#endif

/* p, a copy of ptr (in C++ through probable_pointer_ and probable_object_,
 * whose errors name a non-pointer or a void * before anything else can
 * complain about it) */
#ifdef __cplusplus
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) \
	__typeof__(probable_object_(probable_pointer_(ptr))) p = probable_object_(probable_pointer_(ptr))
#else
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) PROBABLE_LET_PTR_(p, ptr)
#endif

/* p not aligned to align (a size_t constant): no cast, so no cast that
 * g++'s -Wuseless-cast calls useless where uintptr_t is size_t */
#define PROBABLE_PROFILE_MISALIGNED_(p, align) ((PROBABLE_ADDR_(p) & ((align) - 1u)) != 0)

/* internal: the access an object of size bytes gets at pc on this build */
#define PROBABLE_ACCESS_FOR_SIZE_(pc, size) \
	(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_CHECKED && (size) < PROBABLE_TEST_MIN_SIZE_ ? \
	 PROBABLE_ACCESS_SAFE : PROBABLE_ACCESS(pc))
#define PROBABLE_TEST_BELOW_FOR_SIZE_(size) \
	((size) >= PROBABLE_TEST_MIN_SIZE_ ? PROBABLE_TEST_BELOW_ : 0)

/* ---- the profiled macros ------------------------------------------------------------ */

/*
 * Each public macro stringifies its own argument (the condition, the
 * pointer) and passes its own name, so the report shows the text as
 * written and the macro it was written with.  The record's text is three
 * strings: the argument as written, NUL, the condition as a
 * PROBABLE_MACRO_SITE macro formed it (empty: the same), NUL, and the
 * argument as the preprocessor expanded it: #cond here, one layer below
 * the public macro, whose argument reached this macro expanded ("expanded"
 * in the report: two units that include a header under different -D see
 * two conditions at one place, and the runtime keeps them apart).
 *
 * A branch site's value is its plain build's: probable() an int, exactly
 * !!(cond); likely() of probable_likely.h and PROBABLE_MACRO_SITE a long,
 * exactly !!(cond), as __builtin_expect(!!(x), c); PROBABLE_MACRO_VALUE_SITE
 * cond converted to long, as __builtin_expect((x), c), counted true when
 * that long is not 0.  tests/profile/test_numeric.py compares the outputs
 * of programs that use them as numbers, plain and profiled.
 *
 * What a site costs the compiler is mostly how many tokens its expansion
 * makes and how many macro layers each passes through (GCC tracks every
 * token's place through every layer): the argument reaches the macro that
 * writes the site out at most one layer below the public macro's, the
 * record is written out there, and the few names a site declares are
 * fixed where nothing of the user's is in their scope (a name declared
 * after the condition is evaluated shadows no site nested in it) and made
 * from the site's one __COUNTER__ value elsewhere.
 */
#define PROBABLE_PROFILE_SAME_(x) (x)

/*
 * Counting at -O0 (no __OPTIMIZE__): one call per evaluation,
 * probable_profile_count_(record, hit), that counts and returns hit.  The
 * address arithmetic and the add written out at every site cost GCC's -O0
 * six times what a call does (bench/compile-time.sh --profile); at -O0 the
 * compiler keeps nothing in a register from one evaluation to the next
 * anyway, and the base was already read at every evaluation.  Optimised
 * builds count inline (PROBABLE_PROFILE_COUNT_), or with
 * PROBABLE_PROFILE_COUNT_BY_CALL through probable_profile_count_at_().
 * The functions are the object's (weak, hidden, external: a C99 inline
 * function may call them; in the unit's .text, not in the runtime's
 * section, which an optimised unit's copy may replace); only the units
 * that call one define it.  At -O0 the condition reaches the call as a
 * value the compiler does not follow: no evaluation counts as one whose
 * outcome it knew (no site is "constant" in an -O0 build).
 */
#if defined(__OPTIMIZE__) && defined(PROBABLE_PROFILE_COUNT_BY_CALL) && \
	!(defined(__cplusplus) && !defined(__clang__))
#ifdef __cplusplus
extern "C" {
#endif
__attribute__((__weak__, __visibility__("hidden"), __noinline__)) void
probable_profile_count_at_(PROBABLE_UINTPTR_ probable_at_, int probable_hit_)
{
	PROBABLE_PROFILE_ADD1_(probable_profile_base_() + probable_at_ +
			       (PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_hit_ != 0) << 3));
}
#ifdef __cplusplus
}
#endif
#endif
#if defined(__OPTIMIZE__)
#elif defined(__cplusplus) && !defined(__clang__)
extern "C++" {
inline __attribute__((__visibility__("hidden"))) int probable_profile_gcount_(struct probable_gsite_ *probable_g_, int probable_hit_)
{
	__atomic_fetch_add(&probable_g_->probable_n_[probable_hit_ != 0], 1, __ATOMIC_RELAXED);
	return probable_hit_;
}
inline __attribute__((__visibility__("hidden"))) long probable_profile_gcount_(struct probable_gsite_ *probable_g_, long probable_x_)
{
	__atomic_fetch_add(&probable_g_->probable_n_[probable_x_ != 0], 1, __ATOMIC_RELAXED);
	return probable_x_;
}
}
#define PROBABLE_PROFILE_CALL_ probable_profile_gcount_
#define PROBABLE_PROFILE_CALL_LONG_ probable_profile_gcount_
#else
#ifdef __cplusplus
extern "C" {
#endif
PROBABLE_PROFILE_DECL_ int probable_profile_count_(const struct probable_site_ *probable_s_, int probable_hit_);
PROBABLE_PROFILE_DECL_ long probable_profile_count_long_(const struct probable_site_ *probable_s_, long probable_x_);
__attribute__((__weak__, __visibility__("hidden"), __noinline__)) int
probable_profile_count_(const struct probable_site_ *probable_s_, int probable_hit_)
{
	PROBABLE_PROFILE_ADD1_(probable_profile_base_() + PROBABLE_ADDR_(probable_s_) +
			       (PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_hit_ != 0) << 3));
	return probable_hit_;
}
__attribute__((__weak__, __visibility__("hidden"), __noinline__)) long
probable_profile_count_long_(const struct probable_site_ *probable_s_, long probable_x_)
{
	PROBABLE_PROFILE_ADD1_(probable_profile_base_() + PROBABLE_ADDR_(probable_s_) +
			       (PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_x_ != 0) << 3));
	return probable_x_;
}
#ifdef __cplusplus
}
#endif
#define PROBABLE_PROFILE_CALL_ probable_profile_count_
#define PROBABLE_PROFILE_CALL_LONG_ probable_profile_count_long_
#endif
/* PROBABLE_PROFILE_TALLY_(rec, hit, i): count one evaluation, a statement */
#if defined(__OPTIMIZE__)
#define PROBABLE_PROFILE_TALLY_(rec, hit, i) PROBABLE_PROFILE_COUNT_(rec, hit, 0, i)
#else
#define PROBABLE_PROFILE_TALLY_(rec, hit, i) PROBABLE_PROFILE_CALL_(rec, hit)
#endif

/*
 * the record of a branch site: order the __COUNTER__ value; hint, what
 * PROBABLE_HINT(pc) is, as two comparisons (its ternaries over longs cost
 * Clang's front end 0.14 M instructions per site, more than half what all
 * the rest of the record costs it); pc and hint
 * need no cast: a constant that fits initialises a signed char without a
 * word from -Wconversion or C++'s narrowing rule (an out-of-range pc is
 * an error anyway)
 */
/* the record's pc, in a macro named for the mistake a pc that is no
 * integer constant expression makes first in profile mode (the record is
 * a constant: a note names the macro under -Wfatal-errors; C++ checks it
 * as a template argument first, as the plain build does, since g++ would
 * otherwise name only the record's end) */
#ifdef __cplusplus
#define probable_pc_must_be_an_integer_constant_expression_in_record_(pc) (PROBABLE_CHECK_PC_(pc), (pc))
#else
#define probable_pc_must_be_an_integer_constant_expression_in_record_(pc) pc
#endif
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_SITE_HINT_(pc) PROBABLE_HINT_EXACT
#else
#define PROBABLE_SITE_HINT_(pc) (((pc) > (ARCH_PROBABILITY_HIGH)) - ((pc) < (ARCH_PROBABILITY_LOW)))
#endif
#define PROBABLE_PROFILE_BRANCH_REC_(text, name, pc, order) \
	PROBABLE_SITE_OPEN_ { __FILE__, PROBABLE_SITE_FUNC_, text, PROBABLE_SITE_INSTANCE_, \
		PROBABLE_ARCH "\0" __BASE_FILE__ "\0" #name, __LINE__, 0, order, PROBABLE_SITE_ECOL_, \
		PROBABLE_SITE_BRANCH_, probable_pc_must_be_an_integer_constant_expression_in_record_(pc), \
		PROBABLE_SITE_HINT_(pc), \
		PROBABLE_SITE_UNIT_, 0 PROBABLE_SITE_PAD_ } PROBABLE_SITE_CLOSE_
#define PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, order, size) \
	PROBABLE_SITE_OPEN_ { __FILE__, PROBABLE_SITE_FUNC_, text, PROBABLE_SITE_INSTANCE_, \
		PROBABLE_ARCH "\0" __BASE_FILE__ "\0" #name, __LINE__, size, order, PROBABLE_SITE_ECOL_, \
		PROBABLE_SITE_UNALIGNED_, \
		PROBABLE_CAST_(signed char, probable_pc_must_be_an_integer_constant_expression_in_record_(pc)), \
		PROBABLE_CAST_(signed char, PROBABLE_ACCESS_FOR_SIZE_(pc, size)), PROBABLE_SITE_UNIT_, \
		PROBABLE_CAST_(signed char, PROBABLE_TEST_BELOW_FOR_SIZE_(size)) PROBABLE_SITE_PAD_ } PROBABLE_SITE_CLOSE_

#if !defined(__OPTIMIZE__)
/* -O0: the call, given the record and the site's plain code (the hint,
 * the pc check), returns that value; no variable, no name */
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_CALL_(PROBABLE_PROFILE_BRANCH_REC_(text "\0\0" #cond, name, pc, __COUNTER__), \
			       PROBABLE_SITE_CODE_(cond, pc))
/* likely() of probable_likely.h: a long */
#define PROBABLE_LONG_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_CALL_LONG_(PROBABLE_PROFILE_BRANCH_REC_(text "\0\0" #cond, name, pc, __COUNTER__), \
				    PROBABLE_SITE_LONG_(!!(cond), pc))
/* PROBABLE_MACRO_SITE: ctext is #cond as the project's macro formed it */
#define PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_CALL_LONG_(PROBABLE_PROFILE_BRANCH_REC_(text "\0" ctext "\0" #cond, name, pc, __COUNTER__), \
				    PROBABLE_SITE_LONG_(!!(cond), pc))
/* PROBABLE_MACRO_VALUE_SITE: cond itself, as a long */
#define PROBABLE_MACRO_VALUE_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_CALL_LONG_(PROBABLE_PROFILE_BRANCH_REC_(text "\0" ctext "\0" #cond, name, pc, __COUNTER__), \
				    PROBABLE_SITE_LONG_((cond), pc))
#else
/* optimised: c, the condition once, as type (conv: the tokens !!, or
 * PROBABLE_PROFILE_SAME_ for the value itself),
 * named after the site's __COUNTER__ value (a site nested in cond declares
 * its own); the value: as result makes it of c */
#define PROBABLE_PROFILE_BRANCH_(id, cond, pc, text, name, type, conv, result) \
	(__extension__ ({ \
		type PROBABLE_CAT_(probable_c_, id) = conv(cond); \
		PROBABLE_SITE_REC_ probable_r_ = PROBABLE_PROFILE_BRANCH_REC_(text, name, pc, id); \
		PROBABLE_PROFILE_COUNT_BRANCH_(probable_r_, PROBABLE_CAT_(probable_c_, id) != 0, probable_k_, probable_i_, pc); \
		result(PROBABLE_CAT_(probable_c_, id), pc); \
	}))
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0\0" #cond, name, int, !!, \
				 PROBABLE_SITE_CODE_)
#define PROBABLE_LONG_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0\0" #cond, name, int, !!, \
				 PROBABLE_SITE_LONG_)
#define PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0" ctext "\0" #cond, name, int, !!, \
				 PROBABLE_SITE_LONG_)
#define PROBABLE_MACRO_VALUE_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0" ctext "\0" #cond, name, long, PROBABLE_PROFILE_SAME_, \
				 PROBABLE_SITE_LONG_)
#endif

/*
 * The accessors: p, a copy of the pointer, named after the site's
 * __COUNTER__ value (a site nested in the pointer declares its own); the
 * record and the counters' address, r and i, named so too where a site's
 * value argument is evaluated after them (put), else fixed.
 */
#define PROBABLE_GET_SITE_(ptr, pc, text, name) \
	PROBABLE_PROFILE_GET_(__COUNTER__, ptr, pc, text "\0\0" #ptr, name)
#define PROBABLE_PROFILE_GET_(id, ptr, pc, text, name) \
	PROBABLE_PROFILE_GET_AT_(id, ptr, pc, text, name, PROBABLE_CAT_(probable_p_, id))
#define PROBABLE_PROFILE_GET_AT_(id, ptr, pc, text, name, p) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_SITE_REC_ probable_r_ = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, sizeof(*(p))); \
		PROBABLE_PROFILE_TALLY_(probable_r_, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), probable_i_); \
		PROBABLE_GET_UNALIGNED_P_PLAIN_(p, pc); \
	}))

#define PROBABLE_PUT_SITE_(val, ptr, pc, text, name) \
	PROBABLE_PROFILE_PUT_(__COUNTER__, val, ptr, pc, text "\0\0" #ptr, name)
#define PROBABLE_PROFILE_PUT_(id, val, ptr, pc, text, name) \
	PROBABLE_PROFILE_PUT_AT_(id, val, ptr, pc, text, name, PROBABLE_CAT_(probable_p_, id), \
				 PROBABLE_CAT_(probable_r_, id), PROBABLE_CAT_(probable_i_, id))
#define PROBABLE_PROFILE_PUT_AT_(id, val, ptr, pc, text, name, p, r, i) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_SITE_REC_ r = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, sizeof(*(p))); \
		PROBABLE_PROFILE_TALLY_(r, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), i); \
		do /* a statement last: the whole is void, with no cast that g++ calls useless */ \
			PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, p, pc); \
		while (0); \
	}))

/* the endian forms: misaligned means not aligned for the N-bit integer */
#define PROBABLE_GET_ENDIAN_SITE_(order, n, p, pc, text, name) \
	PROBABLE_PROFILE_GET_E_(__COUNTER__, order, n, p, pc, text "\0\0" #p, name)
#define PROBABLE_PROFILE_GET_E_(id, order, n, p, pc, text, name) \
	PROBABLE_PROFILE_GET_E_AT_(id, order, n, p, pc, text, name, PROBABLE_CAT_(probable_b_, id))
#define PROBABLE_PROFILE_GET_E_AT_(id, order, n, p, pc, text, name, b) \
	(__extension__ ({ \
		const void *b = PROBABLE_READABLE_(p); \
		PROBABLE_SITE_REC_ probable_r_ = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, n / 8); \
		PROBABLE_PROFILE_TALLY_(probable_r_, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), probable_i_); \
		PROBABLE_GET_ENDIAN_(order, n, b, pc); \
	}))
#define PROBABLE_PUT_ENDIAN_SITE_(order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_E_(__COUNTER__, order, n, val, p, pc, text "\0\0" #p, name)
#define PROBABLE_PROFILE_PUT_E_(id, order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_E_AT_(id, order, n, val, p, pc, text, name, PROBABLE_CAT_(probable_b_, id), \
				   PROBABLE_CAT_(probable_r_, id), PROBABLE_CAT_(probable_i_, id))
#define PROBABLE_PROFILE_PUT_E_AT_(id, order, n, val, p, pc, text, name, b, r, i) \
	(__extension__ ({ \
		void *b = PROBABLE_WRITABLE_(p); \
		PROBABLE_SITE_REC_ r = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, n / 8); \
		PROBABLE_PROFILE_TALLY_(r, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), i); \
		do \
			PROBABLE_PUT_ENDIAN_(order, n, val, b, pc); \
		while (0); \
	}))

/* ---- the runtime: one copy per object -------------------------------------------- */

/*
 * x86-64 (LP64, ELF): the runtime comes compiled, as the assembly of
 * probable_profile_runtime_x86_64.h (generated from the C below by
 * tools/gen-profile-runtime-asm.py: make profile-runtime), one top-level
 * asm statement in one COMDAT group: the unit's compiler only passes it to
 * the assembler, and GNU ld, gold and lld keep one copy per executable or
 * shared library, with GCC and Clang alike.  The C runtime below instead
 * (compiled in every unit, as on every other target) with
 * -DPROBABLE_PROFILE_C_RUNTIME, and where the assembly would be wrong:
 * under ThreadSanitizer, MemorySanitizer and DataFlowSanitizer (every
 * access must be instrumented: the runtime's own spin lock orders a
 * thread's counts for TSan), and the large code model (the assembly
 * reaches its data rip-relative).
 */
#if defined(__x86_64__) && defined(__LP64__) && defined(__ELF__) /* the assembly runtime's ABI (not a CPU fact) */
#if !defined(PROBABLE_PROFILE_C_RUNTIME) && !defined(__code_model_large__) && !defined(__SANITIZE_THREAD__)
#define PROBABLE_PROFILE_ASM_RUNTIME_ 1
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(dataflow_sanitizer)
#undef PROBABLE_PROFILE_ASM_RUNTIME_
#endif
#endif
#endif
#endif

#ifdef PROBABLE_PROFILE_ASM_RUNTIME_
/* ======== include/probable_profile_runtime_x86_64.h ======== */
/*
 * probable_profile_runtime_x86_64.h - GENERATED, do not edit: profile
 * mode's runtime for x86-64, compiled once from its C (the sources below)
 * and carried by every profiled x86-64 unit as assembly instead of being
 * compiled in each (included by probable_profile.h; see there and
 * tools/gen-profile-runtime-asm.py).
 *
 * Regenerate with:   make profile-runtime
 *   (python3 tools/gen-profile-runtime-asm.py)
 * compiled by:       gcc (Debian 12.2.0-14+deb12u1) 12.2.0
 *                    -Os -fPIC -fno-plt -fcf-protection=branch -fno-reorder-blocks-and-partition -fasynchronous-unwind-tables -fno-exceptions -fno-stack-protector -fno-stack-clash-protection -fno-common -U_FORTIFY_SOURCE -fno-ident -g0 -march=x86-64 -mtune=generic -std=gnu11
 * sources:           include/probable.h include/probable_internal.h include/probable_profile.h include/probable_profile_runtime.h include/probable_profile_file.h
 *                    tools/gen-profile-runtime-asm.py
 * sources sha256:    89990c23ea82af271b97f4e85e2b5881466ba7caa8325094bac66e9bf333b17c
 *
 * One COMDAT group (probable_profile_rt_89990c23ea82af27): one copy
 * per executable or shared library with GNU ld, gold and lld.
 */
#ifndef PROBABLE_PROFILE_RUNTIME_X86_64_H
#define PROBABLE_PROFILE_RUNTIME_X86_64_H
#define PROBABLE_PROFILE_RUNTIME_ASM_SHA256_ "89990c23ea82af271b97f4e85e2b5881466ba7caa8325094bac66e9bf333b17c"
__extension__ __asm__(
".ifndef probable_profile_base_\n.pushsection .text.probable_profile_rt,\"axG\",@progbits,probable_profile_rt_89990c23ea82af27,comdat\n.Lprobable_rt_s5:\nprobable_profile_rt_89990c23ea82af27:\nprobable_profile_postfork_child_:\n.ascii \"\\363\017\036\\372E1\\311H\\213\005\"\n.long probable_profile_object_+36-.\n.ascii \"D\\211\\15\"\n.long probable_profile_object_-4-.\n.ascii \"H\\205\\300t\031E1\\300L\\211@`L\\211@XL\\211@PL\\211@HH\\213@@\\353\\342H\\213\\15\"\n"
".long probable_profile_object_+12-.\n.ascii \"H\\213=\"\n.long probable_profile_object_+28-.\n.ascii \"H\\215\024\\275\\0\\0\\0\\0H9\\320s\0131\\377H\\211<\\301H\\377\\300\\353\\341H\\213\005\"\n.long probable_profile_object_+20-.\n.ascii \"H\\205\\300t?H\\213H\0101\\322H\\2135\"\n.long probable_profile_object_+28-.\n.ascii \"H\\301\\346\003H9\\362s\0131\\366H\\2114\\321H\\377\\302\\353\\345H\\213\025\"\n.long probable_profile_tls_@GOTTPOFF-4\n.ascii \"H+\\15\"\n"
".long __start_probable_sites_v3@GOTPCREL-4\n.ascii \"dH;\\12t\0051\\322\\211P\020H\\213\\0\\353\\2741\\300\\211\005\"\n.long probable_profile_object_+8-.\n.ascii \"\\303\"\nprobable_profile_nth_cmp_:\n"
".ascii \"\\363\017\036\\372UH\\211\\375SH\\211\\363QH\\2136H\\213?\\220\\350:<\\0\\0\\205\\300ud\\213Cx9ExuRH\\213s\030H\\213}\030\\220\\350 <\\0\\0\\205\\300uJH\\213s\020H\\213}\020\\220\\350\016<\\0\\0\\205\\300u8H\\213spH\\213}p\\220\\350\\374;\\0\\0\\205\\300u&\\213\\223\\260\\0\\0\"\n.ascii \"\\0009\\225\\260\\0\\0\\0u\016\\213\\213\\254\\0\\0\\0009\\215\\254\\0\\0\\0t\\12\017\\235\\300\017\\266\\300\\215D\\0\\377Z[]\\303\"\nprobable_profile_oom_:\n"
".ascii \"\\363\017\036\\372\\272!\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s8+124-.\n.ascii \"\\277\002\\0\\0\\0P\\220\\350\\272;\\0\\0\\220\\350\\274;\\0\\0\"\nprobable_profile_lock_:\n.ascii \"\\363\017\036\\372S\\273\001\\0\\0\\0\\211\\330\\207\005\"\n.long probable_profile_object_-4-.\n.ascii \"\\205\\300t\010\\220\\350\\250;\\0\\0\\353\\354[\\303\"\nprobable_profile_prefork_:\n.ascii \"\\363\017\036\\372\\351\\327\\377\\377\\377\"\nprobable_profile_unlock_:\n"
".ascii \"\\363\017\036\\372\\307\005\"\n.long probable_profile_object_-8-.\n.ascii \"\\0\\0\\0\\0\\303\"\nprobable_profile_thread_exit_:\n.ascii \"\\363\017\036\\372SH\\211\\373\\350\\273\\377\\377\\3771\\300H\\2135\"\n.long probable_profile_object_+28-.\n.ascii \"H\\215\024\\265\\0\\0\\0\\0H9\\320s3H\\211\\301H\\211\\302\\203\\342\003H\\301\\351\002H\\215\014\\312H\\213S\010H\\215\024\\312H\\2132H\\213\\15\"\n.long probable_profile_object_+12-.\n"
".ascii \"H\0014\\301H\\377\\300H\\307\002\\0\\0\\0\\0\\353\\2711\\300\\211C\020\\350\\221\\377\\377\\377H\\213\005\"\n.long probable_profile_tls_@GOTTPOFF-4\n.ascii \"1\\322dH\\211\020[\\303\"\nprobable_profile_postfork_parent_:\n.ascii \"\\363\017\036\\372\\351y\\377\\377\\377\"\nprobable_profile_alloc_:\n.ascii \"\\363\017\036\\372H\\205\\377\\270\001\\0\\0\\0QH\017E\\307\\277\001\\0\\0\\0H\\211\\306\\220\\350\\375:\\0\\0H\\205\\300u\005\\350\005\\377\\377\\377Z\\303\"\n"
"probable_profile_nsites_:\n.ascii \"\\363\017\036\\372H\\213\005\"\n.long __stop_probable_sites_v3@GOTPCREL-4\n.ascii \"H\\205\\300t\024H\\213\025\"\n.long __start_probable_sites_v3@GOTPCREL-4\n.ascii \"H\\205\\322t\010H)\\320H\\301\\350\006\\3031\\300\\303\"\nprobable_profile_genrol_:\n.ascii \"\\363\017\036\\372SH\\211\\373\\350\\361\\376\\377\\377H\\213\005\"\n.long probable_profile_object_+36-.\n.ascii \"H\\377\005\"\n.long probable_profile_object_+44-.\n"
".ascii \"H\\211\035\"\n.long probable_profile_object_+36-.\n.ascii \"H\\211C@[\\351\\373\\376\\377\\377\"\nprobable_profile_once_:\n.ascii \"\\363\017\036\\372P\\350\\243\\377\\377\\377H\\211\005\"\n.long probable_profile_object_+28-.\n.ascii \"H\\301\\340\005H\\211\\307\\350e\\377\\377\\377H\\2155\\346\\376\\377\\377H\\215=\"\n.long probable_profile_object_+4-.\n.ascii \"H\\211\005\"\n.long probable_profile_object_+12-.\n"
".ascii \"\\220\\350n:\\0\\0H\\215\025?\\375\\377\\377H\\21553\\377\\377\\377YH\\215=\\244\\376\\377\\377\\220\\351Z:\\0\\0\"\nprobable_profile_init_:\n.ascii \"\\363\017\036\\372\\213\005\"\n.long probable_profile_object_+0-.\n.ascii \"\\203\\370\002t8R1\\300\\272\001\\0\\0\\0\\360\017\\261\025\"\n.long probable_profile_object_+0-.\n.ascii \"u\021\\350\\206\\377\\377\\377\\307\005\"\n.long probable_profile_object_-4-.\n.ascii \"\002\\0\\0\\0\\353\023\\213\005\"\n"
".long probable_profile_object_+0-.\n.ascii \"\\203\\370\002t\010\\220\\350\\3779\\0\\0\\353\\355X\\303\\303\"\nprobable_profile_enrol_:\n.ascii \"\\363\017\036\\372S\\350\\256\\377\\377\\377\\350'\\376\\377\\377H\\213\035\"\n.long probable_profile_object_+20-.\n.ascii \"H\\205\\333t\013\\203{\020\\0t7H\\213\033\\353\\360\\277\030\\0\\0\\0\\350\\266\\376\\377\\377H\\213=\"\n.long probable_profile_object_+28-.\n"
".ascii \"H\\211\\303H\\301\\347\006\\350\\243\\376\\377\\377H\\211C\010H\\213\005\"\n.long probable_profile_object_+20-.\n.ascii \"H\\211\003H\\211\035\"\n.long probable_profile_object_+20-.\n.ascii \"\\307C\020\001\\0\\0\\0\\350\\373\\375\\377\\377H\\211\\336\\213=\"\n.long probable_profile_object_+4-.\n.ascii \"\\220\\350\\2479\\0\\0H\\213\025\"\n.long probable_profile_tls_@GOTTPOFF-4\n.ascii \"H\\213C\010H+\005\"\n.long __start_probable_sites_v3@GOTPCREL-4\n"
".ascii \"dH\\211\002[\\303\"\nprobable_profile_base_:\n.ascii \"\\363\017\036\\372H\\213\005\"\n.long probable_profile_tls_@GOTTPOFF-4\n.ascii \"dH\\213\\0H\\205\\300u\005\\351\\134\\377\\377\\377\\303\"\nprobable_profile_sqrt_:\n.ascii \"\\363\017\036\\372\017(\\310\017W\\300f\017/\\301s<\\362\017\020\005\"\n.long .Lprobable_rt_s13+0-4-.\n.ascii \"\017(\\320\\362\017Y\\320f\017/\\312v\006\\362\017X\\300\\353\\355\\362\017\020\025\"\n.long .Lprobable_rt_s13+8-4-.\n"
".ascii \"\\270@\\0\\0\\0\017(\\331\\362\017^\\330\\362\017X\\303\\362\017Y\\302\\377\\310u\\355\\303\017W\\300\\303\"\nprobable_profile_round4_:\n.ascii \"\\363\017\036\\372\\362\017\020\\15\"\n.long .Lprobable_rt_s13+16-4-.\n.ascii \"\\362\017\020\025\"\n.long .Lprobable_rt_s13+24-4-.\n.ascii \"\\362\017Y\\301\\362\017X\005\"\n.long .Lprobable_rt_s13+8-4-.\n"
".ascii \"f\017/\\302s\007\\362H\017,\\300\\353\016\\362\017\\134\\302\\362H\017,\\300H\017\\272\\370?H\\205\\300x\007\\362H\017*\\300\\353\025H\\211\\302\\203\\340\001H\\321\\352H\\11\\302\\362H\017*\\302\\362\017X\\300\\362\017^\\301\\303\"\nprobable_profile_wilson_p_:\n.ascii \"\\363\017\036\\372U\017(\\351\017(\\330H\\211\\375S\\362\017X\\351H\\211\\363H\\203\\354\030\\362\017\020\025\"\n.long .Lprobable_rt_s13+32-4-.\n"
".ascii \"\017(\\302\017(\\342\\362\017^\\305\\362\017^\\341\\362\017X\\303\\362\017X%\"\n.long .Lprobable_rt_s13+0-4-.\n.ascii \"\\362\017^\\304\\362\017\021d$\010\\362\017\021\004$\\362\017\020\005\"\n.long .Lprobable_rt_s13+0-4-.\n.ascii \"\\362\017\\134\\303\\362\017Y\\303\\362\017\020\035\"\n.long .Lprobable_rt_s13+40-4-.\n.ascii \"\\362\017Y\\331\\362\017^\\301\\362\017Y\\313\\362\017^\\321\\362\017X\\302\\350\\323\\376\\377\\377\\362\017\020\\15\"\n"
".long .Lprobable_rt_s13+48-4-.\n.ascii \"\\362\017\020d$\010\017W\\322\\362\017Y\\310\\362\017\020\004$\\362\017^\\314\\362\017\\134\\301f\017/\\320v\003\017(\\302\\362\017Y\005\"\n.long .Lprobable_rt_s13+56-4-.\n.ascii \"\\362\017\021L$\010\\350\\345\\376\\377\\377\\362\017\020L$\010\\362\017\0205\"\n.long .Lprobable_rt_s13+0-4-.\n.ascii \"\\362\017\021E\\0\\362\017\020\004$\\362\017X\\301\\362\017]\\360\\362\017\020\005\"\n.long .Lprobable_rt_s13+56-4-.\n"
".ascii \"\\362\017Y\\306\\350\\264\\376\\377\\377\\362\017\021\003H\\203\\304\030[]\\303\"\nprobable_profile_needed_:\n.ascii \"\\363\017\036\\372AWAVAUATUSH\\203\\354\030\\362\017\020\025\"\n.long .Lprobable_rt_s13+8-4-.\n"
".ascii \"fI\017~\\327H\\205\\366tNH\\205\\377x\007\\362H\017*\\317\\353\030H\\211\\370\\203\\347\001H\\321\\350H\\11\\370\\362H\017*\\300\017(\\310\\362\017X\\310H\\205\\366x\007\\362H\017*\\306\\353\025H\\211\\360\\203\\346\001H\\321\\350H\\11\\360\\362H\017*\\300\\362\017X\\300\\362\017^\\310fI\017~\\317\\273*\\0\\0\\0A\\275\001\"\n"
".ascii \"\\0\\0\\0A\\276\001\\0\\0\\0\\362I\017*\\315H\\215l$\010I\\211\\344fI\017n\\307H\\211\\356L\\211\\347\\350j\\376\\377\\377\\362\017\020D$\010\\362\017\\134\004$\\362\017\020\035\"\n.long .Lprobable_rt_s13+64-4-.\n.ascii \"f\017/\\330sQ\\377\\313tMM\\211\\356M\001\\355\\353\\276L\\211\\353L)\\363H\\321\\353L\001\\363xB\\362H\017*\\313fI\017n\\307H\\211\\356L\\211\\347\\350\\42\\376\\377\\377\\362\017\020D$\010\\362\017\\134\004$\\362\017\020%\"\n"
".long .Lprobable_rt_s13+64-4-.\n.ascii \"f\017/\\340r\006I\\211\\335L\\211\\363I\\211\\336I\\215F\001L9\\350r\\262\\353\032H\\211\\330H\\211\\332H\\321\\350\\203\\342\001H\\11\\320\\362H\017*\\310\\362\017X\\311\\353\\251H\\203\\304\030L\\211\\350[]A\\134A]A^A_\\303\"\nprobable_profile_hint_:\n"
".ascii \"\\363\017\036\\372\\213\\207\\200\\0\\0\\0\\203\\370\001u\0279\\267\\224\\0\\0\\0\17789\\267\\230\\0\\0\\0\\272\002\\0\\0\\0\017O\\302\\303\\203\\277\\220\\0\\0\\0\\0\\270\002\\0\\0\\0u\035\\270\001\\0\\0\\0009\\267\\210\\0\\0\\0|\0201\\3009\\267\\214\\0\\0\\0\017\\237\\300\\367\\330\\3031\\300\\303\"\nprobable_profile_hint_name_:\n.ascii \"\\363\017\036\\372SH\\211\\373\\350\\241\\377\\377\\377\\203\\273\\200\\0\\0\\0\001\\211\\302u\\42H\\215\005\"\n"
".long .Lprobable_rt_s7+0-4-.\n.ascii \"\\205\\322tC\\203\\372\002H\\215\005\"\n.long .Lprobable_rt_s7+34-4-.\n.ascii \"H\\215\025\"\n.long .Lprobable_rt_s7+39-4-.\n.ascii \"H\017D\\302\\353,H\\215\005\"\n.long .Lprobable_rt_s7+7-4-.\n.ascii \"\\203\\372\001t H\\215\005\"\n.long .Lprobable_rt_s7+28-4-.\n.ascii \"\\203\\372\002t\024\\377\\302H\\215\005\"\n.long .Lprobable_rt_s7+14-4-.\n.ascii \"H\\215\025\"\n.long .Lprobable_rt_s7+23-4-.\n.ascii \"H\017E\\302[\\303\"\n"
"probable_profile_verdict_name_:\n.ascii \"\\363\017\036\\372H\\215\005\"\n.long .Lprobable_rt_s7+76-4-.\n.ascii \"\\203\\377\003tF\177#H\\215\005\"\n.long .Lprobable_rt_s7+47-4-.\n.ascii \"\\203\\377\001t8H\\215\005\"\n.long .Lprobable_rt_s7+67-4-.\n.ascii \"\\203\\377\002t,\\205\\377H\\215\005\"\n.long .Lprobable_rt_s7+61-4-.\n.ascii \"\\353\026H\\215\005\"\n.long .Lprobable_rt_s7+80-4-.\n.ascii \"\\203\\377\004t\025\\203\\377\005H\\215\005\"\n.long .Lprobable_rt_s7+93-4-.\n"
".ascii \"H\\215\025\"\n.long .Lprobable_rt_s7+83-4-.\n.ascii \"H\017E\\302\\303\"\nprobable_profile_ends_:\n.ascii \"\\363\017\036\\372ATI\\211\\364USH\\211\\373\\220\\350p5\\0\\0L\\211\\347H\\211\\305\\220\\350d5\\0\\0001\\322H9\\305r/H)\\3051\\300H\001\\353A\\212\014\004\\204\\311t\032\\212\024\003\\215r\\277@\\200\\376\031w\003\\203\\302 H\\377\\3008\\321t\\3421\\322\\353\005\\272\001\\0\\0\\0[\\211\\320]A\\134\\303\"\nprobable_profile_direction_:\n"
".ascii \"\\363\017\036\\372USQH\\213_\030H\\205\\333u\0071\\300\\351L\001\\0\\0\\203\\277\\204\\0\\0\\0002H\\211\\375t\\355\\203\\277\\200\\0\\0\\0\001t\\344H\\2155\"\n.long .Lprobable_rt_s7+102-4-.\n.ascii \"H\\211\\337\\220\\350\\2534\\0\\0\\205\\300t\\320H\\2155\"\n.long .Lprobable_rt_s7+111-4-.\n.ascii \"H\\211\\337\\220\\350\\2274\\0\\0\\205\\300t\\274H\\2155\"\n.long .Lprobable_rt_s7+129-4-.\n.ascii \"H\\211\\337\\220\\350\\2034\\0\\0\\205\\300t\\250H\\2155\"\n"
".long .Lprobable_rt_s7+163-4-.\n.ascii \"H\\211\\337\\220\\350o4\\0\\0\\205\\300u\0251\\300\\203\\275\\204\\0\\0\\0002\017\\237\\300\\215D\\0\\377\\351\\322\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+174-4-.\n.ascii \"H\\211\\337\\220\\350F4\\0\\0\\205\\300t\\327H\\2155\"\n.long .Lprobable_rt_s7+187-4-.\n.ascii \"H\\211\\337\\220\\35024\\0\\0\\205\\300t\\303H\\2155\"\n.long .Lprobable_rt_s7+204-4-.\n.ascii \"H\\211\\337\\220\\350\0364\\0\\0\\205\\300t\\257H\\2155\"\n"
".long .Lprobable_rt_s7+219-4-.\n.ascii \"H\\211\\337\\220\\350\\0124\\0\\0\\205\\300t\\233H\\211\\337\\220\\350=4\\0\\0H\\203\\370\006t\021H\\211\\337\\220\\350.4\\0\\0H\\203\\370\010u1\\353\030H\\2155\"\n.long .Lprobable_rt_s7+7-4-.\n.ascii \"H\\211\\337\\350\\223\\376\\377\\377\\205\\300t\\334\\351c\\377\\377\\377H\\2155\"\n.long .Lprobable_rt_s7+14-4-.\n.ascii \"H\\211\\337\\350{\\376\\377\\377\\205\\300\017\\205L\\377\\377\\377H\\2155\"\n.long .Lprobable_rt_s7+235-4-.\n"
".ascii \"H\\211\\337\\350d\\376\\377\\377\\205\\300\017\\2055\\377\\377\\377H\\2155\"\n.long .Lprobable_rt_s7+243-4-.\n.ascii \"H\\211\\337\\350M\\376\\377\\377\\205\\300\017\\204\\262\\376\\377\\377\\351\031\\377\\377\\377Z[]\\303\"\nprobable_profile_judge_:\n.ascii \"\\363\017\036\\372AUATUH\\211\\365SH\\211\\373QD\\213\\247\\204\\0\\0\\0\\350|\\376\\377\\3771\\366H\\211\\253\\330\\0\\0\\0\\362\017\020\025\"\n.long .Lprobable_rt_s13+56-4-.\n"
".ascii \"A\\211\\305H\\213\\203\\270\\0\\0\\0H\\211\\263\\310\\0\\0\\0H\\205\\300u9\\213\\203\\204\\0\\0\\0H\\307\\203\\340\\0\\0\\0\\0\\0\\0\\0H\\307\\203\\350\\0\\0\\0\\0\\0\\0\\0\\211\\203\\234\\0\\0\\0\\307\\203\\240\\0\\0\\0\006\\0\\0\\0\\362\017\021\\223\\360\\0\\0\\0\\351\\362\001\\0\\0H\\213\\223\\300\\0\\0\\0H\\205\\322x\007\\362H\017*\\302\"\n"
".ascii \"\\353\025H\\211\\321\\203\\342\001H\\321\\351H\\11\\321\\362H\017*\\301\\362\017X\\300H\\205\\300x\007\\362H\017*\\310\\353\025H\\211\\302\\203\\340\001H\\321\\352H\\11\\302\\362H\017*\\312\\362\017X\\311\\362\017Y\\320H\\215\\263\\360\\0\\0\\0H\\215\\273\\350\\0\\0\\0\\362\017^\\301\\362\017^\\321\\362\017\021\\223\\340\\0\\0\\0\\350\007\\372\\377\\377\\362\"\n.ascii \"\017\020\005\"\n.long .Lprobable_rt_s13+8-4-.\n"
".ascii \"\\362\017X\\203\\340\\0\\0\\0H\\213\\203\\270\\0\\0\\0\\362\017,\\360\\211\\263\\234\\0\\0\\0H9\\203\\320\\0\\0\\0u\017\\307\\203\\240\\0\\0\\0\005\\0\\0\\0\\351I\001\\0\\0H9\\350s%\\307\\203\\240\\0\\0\\0\003\\0\\0\\0H\\213\\273\\300\\0\\0\\0H\\211\\306\\350\\246\\372\\377\\377H9\\350H\017B\\305\\351\\340\\0\\0\\0E\\205\\355ts\"\n.ascii \"~\022\\362\017\020\005\"\n.long .Lprobable_rt_s13+72-4-.\n"
".ascii \"f\017/\\203\\360\\0\\0\\0\\353\020\\362\017\020\\203\\350\\0\\0\\0f\017/\005\"\n.long .Lprobable_rt_s13+72-4-.\n.ascii \"\017\\227\\302\\204\\322t\\0151\\322\\211\\223\\240\\0\\0\\0\\351\\342\\0\\0\\0\\362\017\020\\203\\360\\0\\0\\0\\362\017\\134\\203\\350\\0\\0\\0f\017/\005\"\n.long .Lprobable_rt_s13+64-4-.\n"
".ascii \"wpE\\205\\355~\016;\\263\\210\\0\\0\\0\017\\237\\300\\351\\247\\0\\0\\0;\\263\\214\\0\\0\\0\017\\234\\300\\351\\231\\0\\0\\0\\362A\017*\\304\\362\017\020\\213\\350\\0\\0\\0f\017/\\301r\016\\362\017\020\\223\\360\\0\\0\\0f\017/\\320s\010;\\263\\204\\0\\0\\0uH\\362\017\020\\203\\360\\0\\0\\0\\362\017\\134\\301\\362\017\020\\15\"\n.long .Lprobable_rt_s13+64-4-.\n"
".ascii \"f\017/\\310r\014\\307\\203\\240\\0\\0\\0\004\\0\\0\\0\\353X\\307\\203\\240\\0\\0\\0\003\\0\\0\\0H\\213\\273\\300\\0\\0\\0H\\211\\306\\350\\272\\371\\377\\377H\\211\\203\\310\\0\\0\\0\\3536H\\211\\337\\350\\352\\372\\377\\377\\213\\263\\204\\0\\0\\0H\\211\\337\\211\\305\\350\\332\\372\\377\\3779\\305\017\\224\\300\017\\266\\300\\211\\203\\240\\0\\0\\0\\353\016\\204\\300u\\246\"\n.ascii \"\\307\\203\\240\\0\\0\\0\002\\0\\0\\0X[]A\\134A]\\303\"\n"
"probable_profile_strcmp0_:\n.ascii \"\\363\017\036\\372H\\205\\377t\013H\\205\\366t\006\\220\\351\\3650\\0\\0001\\300H\\205\\377\017\\225\\300H\\203\\376\001\\203\\320\\377\\303\"\nprobable_profile_key_cmp_:\n"
".ascii \"\\363\017\036\\372UH\\211\\375SH\\211\\363QH\\2136H\\213?\\220\\350\\3140\\0\\0\\205\\300\017\\205`\001\\0\\0\\213Cx9Ext\023\\270\001\\0\\0\\0\017\\215M\001\\0\\0\\203\\310\\377\\351E\001\\0\\0\\213\\203\\244\\0\\0\\0009\\205\\244\\0\\0\\0u\\337H\\213s\020H\\213}\020\\220\\350\\2150\\0\\0\\205\\300\017\\205!\001\\0\\0\"\n"
".ascii \"H\\213s\010H\\213}\010\\220\\350w0\\0\\0\\205\\300\017\\205\013\001\\0\\0H\\213s\030H\\213}\030\\220\\350a0\\0\\0\\205\\300\017\\205\\365\\0\\0\\0H\\213s(H\\213}(\\220\\350K0\\0\\0\\205\\300\017\\205\\337\\0\\0\\0H\\213s0H\\213}0\\350-\\377\\377\\377\\205\\300\017\\205\\312\\0\\0\\0H\\213s8H\\213}8\\350\"\n"
".ascii \"\030\\377\\377\\377\\205\\300\017\\205\\265\\0\\0\\0H\\213s@H\\213}@\\350\003\\377\\377\\377\\205\\300\017\\205\\240\\0\\0\\0H\\213s H\\213} \\220\\350\\366/\\0\\0\\205\\300\017\\205\\212\\0\\0\\0\\213\\223\\200\\0\\0\\0009\\225\\200\\0\\0\\0\017\\205 \\377\\377\\377\\213K|9M|\017\\205\024\\377\\377\\377\\213\\223\\204\\0\\0\\0009\\225\\204\\0\\0\"\n"
".ascii \"\\0\017\\205\002\\377\\377\\377\\213\\213\\210\\0\\0\\0009\\215\\210\\0\\0\\0\017\\205\\360\\376\\377\\377\\213\\223\\214\\0\\0\\0009\\225\\214\\0\\0\\0\017\\205\\336\\376\\377\\377\\213\\213\\220\\0\\0\\0009\\215\\220\\0\\0\\0\017\\205\\314\\376\\377\\377\\213\\223\\224\\0\\0\\0009\\225\\224\\0\\0\\0\017\\205\\272\\376\\377\\377\\213\\213\\230\\0\\0\\0009\\215\\230\\0\\0\\0\017\\205\\250\\376\\377\"\n.ascii \"\\377Z[]\\303\"\nprobable_profile_order_:\n"
".ascii \"\\363\017\036\\372\\213\\207\\240\\0\\0\\0\\213\\226\\240\\0\\0\\0009\\320t\003)\\320\\303UH\\211\\365SH\\211\\373APH\\203\\277\\270\\0\\0\\0\\0\\362\017\020\\207\\340\\0\\0\\0\\213\\227\\204\\0\\0\\0\\362\017\020\\216\\340\\0\\0\\0\\213\\206\\204\\0\\0\\0tFH\\203\\276\\270\\0\\0\\0\\0t<\\362\017*\\322\\362\017\\134\\302\017W\\322f\017/\\320\"\n.ascii \"v\007\017W\005\"\n.long .Lprobable_rt_s14+0-4-.\n"
".ascii \"\\362\017*\\320\\362\017\\134\\312\017W\\322f\017/\\321v\007\017W\\15\"\n.long .Lprobable_rt_s14+0-4-.\n.ascii \"f\017/\\301wGf\017/\\310wFH\\213u\\0H\\213;\\220\\350\\306.\\0\\0\\205\\300u:\\213Ex9Cxu\016\\213\\205\\244\\0\\0\\0009\\203\\244\\0\\0\\0t\014\017\\235\\300\017\\266\\300\\215D\\0\\377\\353\030YH\\211\\356H\\211\\337[]\\351\\255\\375\\377\\377\\203\\310\\377\\353\005\\270\001\\0\\0\\0Z[]\\303\"\nprobable_profile_number_:\n"
".ascii \"\\363\017\036\\372H\\205\\366\017\\204\\335\\0\\0\\0ATH\\215\\15\033\\362\\377\\377\\272\\370\\0\\0\\0UH\\211\\365SHi\\355\\370\\0\\0\\0H\\211\\373\\220\\350\\234.\\0\\0001\\300\\211\\203\\244\\0\\0\\0L\\215\\244+\010\\377\\377\\377I9\\334\017\\204\\234\\0\\0\\0H\\213\\263\\370\\0\\0\\0H\\213;\\220\\350+.\\0\\0\\211\\305\\205\\300ur\\213\"\n"
".ascii \"\\203p\001\\0\\0009CxuiH\\213\\263\020\001\\0\\0H\\213{\030\\220\\350\\11.\\0\\0\\205\\300uTH\\213\\263\010\001\\0\\0H\\213{\020\\220\\350\\364-\\0\\0\\211\\305\\205\\300u;H\\213\\263h\001\\0\\0H\\213{p\\220\\350\\335-\\0\\0\\205\\300u(\\213\\253\\244\\0\\0\\0\\213\\203\\250\001\\0\\0009\\203\\260\\0\\0\\0u\016\\213\"\n"
".ascii \"\\203\\244\001\\0\\0009\\203\\254\\0\\0\\0t\006\\377\\305\\353\0021\\355\\211\\253\\234\001\\0\\0H\\201\\303\\370\\0\\0\\0\\351[\\377\\377\\377[]A\\134\\303\\303\"\nprobable_profile_put_:\n"
".ascii \"\\363\017\036\\372\\203\177\030\\0\017\\205\\201\\0\\0\\0AUI\\211\\365ATUH\\211\\325SH\\211\\373QH\\213G\010L\\213g\020H\\215D\002\001I9\\304s6M\\205\\344u\006A\\274\\0\020\\0\\0I9\\304s\005M\001\\344\\353\\366H\\213;L\\211\\346\\220\\350\\230-\\0\\0H\\205\\300u\\11\\307C\030\001\\0\\0\\0\\353(H\"\n.ascii \"\\211\003L\\211c\020H\\213C\010H\003\003H\\211\\351L\\211\\356H\\211\\307\\363\\244H\\213\003H\003k\010H\\211k\010\\306\004(\\0X[]A\\134A]\\303\\303\"\n"
"probable_profile_puts_:\n.ascii \"\\363\017\036\\372UH\\211\\375H\\211\\367H\\203\\354\020H\\211t$\010\\220\\350/-\\0\\0H\\213t$\010H\\203\\304\020H\\211\\357H\\211\\302]\\351A\\377\\377\\377\"\nprobable_profile_vprintf_:\n"
".ascii \"\\363\017\036\\372AWH\\211\\321AVAUATI\\211\\364UH\\211\\375SH\\201\\354(\001\\0\\0\017\020\002H\\215\\134$ \017\021D$\010H\\213B\020H\\211\\337H\\211\\362\\276\\0\001\\0\\0H\\211D$\030\\220\\350\\355,\\0\\0=\\377\\0\\0\\0w\020Hc\\320H\\211\\336H\\211\\357\\350\\347\\376\\377\\377\\353D\\205\\300x@\"\n"
".ascii \"Hc\\330L\\215l$\010L\\215{\001L\\211\\377\\350j\\361\\377\\377L\\211\\351L\\211\\342L\\211\\376I\\211\\306H\\211\\307\\220\\350\\251,\\0\\0H\\211\\357H\\211\\332L\\211\\366\\350\\252\\376\\377\\377L\\211\\367\\220\\350\\232,\\0\\0H\\201\\304(\001\\0\\0[]A\\134A]A^A_\\303\"\nprobable_profile_printf_:\n"
".ascii \"\\363\017\036\\372H\\201\\354\\330\\0\\0\\0H\\211T$0H\\211L$8L\\211D$@L\\211L$H\\204\\300t7\017)D$P\017)L$`\017)T$p\017)\\234$\\200\\0\\0\\0\017)\\244$\\220\\0\\0\\0\017)\\254$\\240\\0\\0\\0\017)\\264$\\260\\0\\0\\0\017)\\274$\\300\\0\\0\\0H\\215\\204$\\340\\0\"\n.ascii \"\\0\\0H\\215T$\010\\307D$\010\020\\0\\0\\0H\\211D$\020H\\215D$ \\307D$\0140\\0\\0\\0H\\211D$\030\\350\\303\\376\\377\\377H\\201\\304\\330\\0\\0\\0\\303\"\nprobable_profile_say_:\n"
".ascii \"\\363\017\036\\372H\\201\\354\\370\\0\\0\\0I\\211\\372H\\211t$HH\\211T$PH\\211L$XL\\211D$`L\\211L$h\\204\\300t=\017)D$p\017)\\214$\\200\\0\\0\\0\017)\\224$\\220\\0\\0\\0\017)\\234$\\240\\0\\0\\0\017)\\244$\\260\\0\\0\\0\017)\\254$\\300\\0\\0\\0\017)\\264$\\320\\0\\0\\0\"\n"
".ascii \"\017)\\274$\\340\\0\\0\\0001\\300H\\215|$ \\271\010\\0\\0\\0L\\211\\326\\363\\253H\\215\\204$\\0\001\\0\\0H\\215T$\010\\307D$\010\010\\0\\0\\0H\\211D$\020H\\215|$ H\\215D$@\\307D$\0140\\0\\0\\0H\\211D$\030\\350\014\\376\\377\\377H\\213t$ H\\205\\366t\020H\\213T$(\\277\002\"\n.ascii \"\\0\\0\\0\\220\\350\\324*\\0\\0H\\213|$ \\220\\350!+\\0\\0H\\201\\304\\370\\0\\0\\0\\303\"\nprobable_profile_min_count_:\n"
".ascii \"\\363\017\036\\372S\\277\027\\0\\0\\0\\220\\350\021+\\0\\0H\\205\\300u_H\\211\\303H\\215=\"\n.long .Lprobable_rt_s7+253-4-.\n.ascii \"\\220\\350\004+\\0\\0H\\211\\306H\\205\\300tGH\\277\\377\\377\\377\\377\\377\\0\\0\\0\\2008\\0H\\211\\302t5\\212\\12\\215A\\320<\\11w\025H9\\337r\020Hk\\333\\12H\017\\276\\300H\\377\\302H\001\\303\\353\\342\\204\\311t\030\\272d\\0\\0\\0H\\215=\"\n.long .Lprobable_rt_s7+280-4-.\n"
".ascii \"1\\300\\350\\260\\376\\377\\377\\273d\\0\\0\\0H\\211\\330[\\303\"\nprobable_profile_snprintf_:\n.ascii \"\\363\017\036\\372H\\201\\354\\330\\0\\0\\0H\\211L$8L\\211D$@L\\211L$H\\204\\300t7\017)D$P\017)L$`\017)T$p\017)\\234$\\200\\0\\0\\0\017)\\244$\\220\\0\\0\\0\017)\\254$\\240\\0\\0\\0\017)\\264$\\260\\0\\0\\0\017)\\274$\\300\\0\\0\\0H\\215\\204$\\340\\0\\0\\0\\307D$\"\n"
".ascii \"\010\030\\0\\0\\0H\\215L$\010H\\211D$\020H\\215D$ \\307D$\0140\\0\\0\\0H\\211D$\030\\220\\350\014*\\0\\0H\\201\\304\\330\\0\\0\\0\\303\"\nprobable_profile_dec_:\n.ascii \"\\363\017\036\\372\\306G\027\\0H\\215O\027\\277\\12\\0\\0\\0H\\211\\3601\\322H\\377\\311H\\367\\367\\203\\3020\\210\021H\\211\\362H\\211\\306H\\203\\372\\11w\\344H\\211\\310\\303\"\nprobable_profile_json_escape_:\n.ascii \"\\363\017\036\\372AU1\\300\\271\010\\0\\0\\0001\\322ATH\\2155\"\n"
".long .Lprobable_rt_s7+356-4-.\n.ascii \"L\\215%\"\n.long .Lprobable_rt_s7+361-4-.\n.ascii \"USH\\211\\373H\\203\\354(H\\211\\347H\\211\\345\\363\\253H\\211\\357\\350\\252\\373\\377\\377\017\\266\023\\204\\322\017\\204\\372\\0\\0\\0\\215J\020\\270\004\\0\\0\\0\\200\\371\004v\024\\270\003\\0\\0\\0\\200\\372\\337w\\0121\\300\\200\\372\\301\017\\227\\300\001\\300\\205\\300@\017\\237\\3061\\311\\200\\372\\364\017\\226\\301!\\361\\276\001\\0\\0\\0\\211\\317\\203\\347\0019\"\n"
".ascii \"\\360~\031@\\204\\377t\024\\212\0143\\203\\341\\300\\200\\371\\200\017\\224\\301H\\377\\306\017\\266\\311\\353\\336\\203\\370\003u\033@\\204\\377t\026\\200\\372\\340u\006\\200{\001\\237\\353\036\\200\\372\\355u.\\200{\001\\237\\353 \\203\\370\004u\037@\\204\\377t\032\\200\\372\\360u\010\\200{\001\\217w\023\\353D\\200\\372\\364u\014\\200{\001\\217w9\\353\004\"\n"
".ascii \"\\205\\311t\031Lc\\350H\\211\\336H\\211\\357L\\211\\352L\001\\353\\350\\353\\372\\377\\377\\351<\\377\\377\\377\\200\\372\\42t\005\\200\\372\\134u\\11H\\2155\"\n.long .Lprobable_rt_s7+357-4-.\n.ascii \"\\353\\12\\215B\\340<^v\017L\\211\\346H\\211\\3571\\300\\3500\\374\\377\\377\\353\020\\272\001\\0\\0\\0H\\211\\336H\\211\\357\\350\\255\\372\\377\\377H\\377\\303\\351\\373\\376\\377\\377\\203|$\030\\0t\005\\350d\\354\\377\\377H\\213\004$H\\203\\304([]A\\134A]\\303\"\n"
"probable_profile_normalise_:\n.ascii \"\\363\017\036\\372SH\\211\\373\\220\\350U(\\0\\0H\\215x\002\\350\020\\355\\377\\377H\\211\\3021\\300\\200;/u\010\\306\002/\\270\001\\0\\0\\0I\\211\\303\\200;\\0\017\\204\\235\\0\\0\\0\\212\013\\200\\371/u\005H\\377\\303\\353\\364I\\211\\332A\\2122@\\204\\366t\013@\\200\\376/t\005I\\377\\302\\353\\355M\\211\\320I)\\330tkI\"\n"
".ascii \"\\203\\370\001u\007\\200\\371.u(\\353^\\200\\371.u!I\\203\\370\002u\033\\200{\001.u\025I9\\303s\020H\\377\\310\\200<\002/t?I9\\303r\\362\\3538H\\205\\300t\016\\200|\002\\377/t\007\\306\004\002/H\\377\\300L\\215\014\002H\\211\\336L\\211\\301L\001\\300L\\211\\317\\363\\244I\\203\\370\002u\\15\\200;.\"\n.ascii \"u\010\\200{\001.L\017D\\330L\\211\\323\\351Z\\377\\377\\377H\\205\\300u\010\\306\002.\\270\001\\0\\0\\0\\306\004\002\\0H\\211\\320[\\303\"\n"
"probable_profile_run_id_:\n.ascii \"\\363\017\036\\372AVAUI\\211\\365ATUSH\\211\\373\\277\027\\0\\0\\0\\220\\350\\206'\\0\\0H\\205\\300t\023\\277\031\\0\\0\\0\\220\\350v'\\0\\0H\\211\\305\\351\\206\\0\\0\\0H\\215=\"\n.long .Lprobable_rt_s7+368-4-.\n"
".ascii \"I\\211\\304\\220\\350f'\\0\\0\\277\031\\0\\0\\0I\\211\\306\\220\\350P'\\0\\0H\\211\\305M\\205\\366t`A\\200>\\0@\\267_H\\276\\373?\\0\\0\\0\\0\004\\0tMC\\212\004&\\204\\300u\\12B\\306\004#\\0\\351\\250\\0\\0\\0I\\215T$\001L9\\352s\\354\\211\\301\\203\\341\\337\\203\\351A\\200\\371\031v\033\\215H\\323\\200\\371\"\n"
".ascii \"2w\021I\\211\\360I\\323\\350L\\211\\301\\200\\341\001\017D\\307\\353\002\\260_\\210D\023\\377I\\211\\324\\353\\263H\\205\\355tCA\\274\001\\0\\0\\0L\\2155\"\n.long .Lprobable_rt_s7+389-4-.\n.ascii \"I\\203\\375\002vUB\017\\266L%\\3771\\300L\\211\\362\\276\003\\0\\0\\0H\\211\\337\\350\025\\374\\377\\377I\\203\\374\020t7I\\377\\304H\\203\\303\002K\\215\004$L9\\350r\\322\\353%\\220\\350\\252&\\0\\0L\\211\\356H\\211\\337[Hc\\310]H\\215\025\"\n"
".long .Lprobable_rt_s7+394-4-.\n.ascii \"A\\1341\\300A]A^\\351\\330\\373\\377\\377[]A\\134A]A^\\303\"\nprobable_profile_row_of_:\n.ascii \"\\363\017\036\\372AWAVAUATI\\211\\324UH\\211\\365SH\\211\\373H\\203\\354\030L\\213n\020L\\211\\357\\220\\350\\42&\\0\\0M\\215t\005\001L\\211\\367\\220\\350\024&\\0\\0L\\213} I\\215L\006\001H\\211L$\010L\\211\\377\\220\\350\\375%\\0\\0I\\215T\007\001H\\213E\\0H\\211\024$H\\211\\327H\\211C\"\n"
".ascii \"HH\\213E\010L\\211kXH\\211CPA\\200>\\0M\017E\\356H\\211SpL\\211k`\\220\\350\\307%\\0\\0H\\213\024$H\\213L$\010H\\215D\002\001H\\211K0H\\211C\030H\\213E\030H\\211KhH\\211C8\\213E(L\\211{ \\211Cx\\213E0\\211\\203\\254\\0\\0\\0\\213E4\\211\\203\\260\\0\\0\"\n"
".ascii \"\\0\\213E,\\211C|\017\\276E8\\211\\203\\200\\0\\0\\0\017\\276E9\\211\\203\\204\\0\\0\\0\017\\276E;\\211\\203\\210\\0\\0\\0\017\\276E<\\211\\203\\214\\0\\0\\0\017\\276E=\\211\\203\\220\\0\\0\\0\017\\276E>\\211\\203\\224\\0\\0\\0\017\\276E?\\211\\203\\230\\0\\0\\0I\\213D$\010I\003\004$I\003D$\020I\003D$\030\"\n"
".ascii \"H\\211\\203\\270\\0\\0\\0I\\213D$\030I\003D$\010H\\211\\203\\300\\0\\0\\0I\\213D$\030I\003D$\020H\\211\\203\\320\\0\\0\\0H\\203\\304\030[]A\\134A]A^A_\\303\"\nprobable_profile_free_row_:\n"
".ascii \"\\363\017\036\\372SH\\211\\373H\\213?\\220\\350\001%\\0\\0H\\213{\010\\220\\350\\367$\\0\\0H\\213{\020\\220\\350\\355$\\0\\0H\\213{\030\\220\\350\\343$\\0\\0H\\213{ \\220\\350\\331$\\0\\0H\\213{(\\220\\350\\317$\\0\\0H\\213{0\\220\\350\\305$\\0\\0H\\213{8\\220\\350\\273$\\0\\0H\\213{@\\220\\350\\261$\\0\"\n.ascii \"\\0H\\203{X\\0t\013H\\213{H[\\220\\351\\237$\\0\\0[\\303\"\nprobable_profile_dedup_:\n"
".ascii \"\\363\017\036\\372AWAVI\\211\\366AUATI\\211\\374USH\\201\\354\030\001\\0\\0H\\205\\366t\022H\\215\\0151\\363\\377\\377\\272\\370\\0\\0\\0\\220\\350S$\\0\\0L\\211\\345E1\\355E1\\377M9\\367\017\\204\\340\\0\\0\\0Ii\\325\\370\\0\\0\\0M\\205\\355\017\\204\\260\\0\\0\\0I\\215\\234\024\010\\377\\377\\377H\\211\\356H\"\n"
".ascii \"\\211T$\010H\\211\\337\\350\\354\\362\\377\\377H\\213T$\010\\205\\300\017\\205\\213\\0\\0\\0H\\215|$\030\\271>\\0\\0\\0H\\211\\356\\363\\245H\\213\\204$\\320\\0\\0\\0H\001\\203\\270\\0\\0\\0H\\213\\204$\\330\\0\\0\\0H\001\\203\\300\\0\\0\\0H\\213\\204$\\350\\0\\0\\0H\001\\203\\320\\0\\0\\0H\\203{X\\0u<H\\213D$\"\n"
".ascii \"pH\\205\\300t2H\\211CXH\\213D$xH\\213T$`H\\211C`H\\213\\204$\\200\\0\\0\\0H\\211SHH\\213T$hH\\211Ch1\\300H\\211SPH\\211D$pH\\215|$\030\\350\\211\\376\\377\\377\\353\021I\\215<\024\\271>\\0\\0\\0H\\211\\356I\\377\\305\\363\\245I\\377\\307H\\201\\305\\370\\0\\0\\0\\351\"\n.ascii \"\027\\377\\377\\377H\\201\\304\030\001\\0\\0L\\211\\350[]A\\134A]A^A_\\303\"\nprobable_profile_rows_:\n"
".ascii \"\\363\017\036\\372AWAVI\\211\\376AUATUS1\\333H\\203\\354(\\350\\276\\350\\377\\377L\\215d$ \\3502\\347\\377\\377L\\213-\"\n.long probable_profile_object_+44-.\n.ascii \"L\003-\"\n.long probable_profile_object_+28-.\n.ascii \"I\\215}\001Hi\\377\\370\\0\\0\\0\\350\\304\\347\\377\\377H\\211\\305H;\035\"\n.long probable_profile_object_+28-.\n.ascii \"spH\\211\\336H\\211\\337H\\211\\340H\\301\\346\006H\\301\\347\005I\\211\\300H\\211\\361H\\213\025\"\n"
".long probable_profile_object_+12-.\n.ascii \"H\\213\024:H\\211\020H\\213\025\"\n.long probable_profile_object_+20-.\n.ascii \"H\\205\\322t\020L\\213J\010M\\213\014\\11H\\213\022L\001\010\\353\\353H\\203\\300\010H\\203\\307\010H\\203\\301\010L9\\340u\\305Hi\\373\\370\\0\\0\\0H\0035\"\n.long __start_probable_sites_v3@GOTPCREL-4\n.ascii \"L\\211\\302H\\377\\303H\001\\357\\350<\\374\\377\\377\\353\\207L\\213%\"\n.long probable_profile_object_+36-.\n"
".ascii \"I\\211\\347M\\205\\344tKL9\\353sFI\\213D$HHi\\373\\370\\0\\0\\0L\\211\\346L\\211\\372H\\377\\303H\\211\004$I\\213D$PH\001\\357H\\211D$\010I\\213D$XH\\211D$\020I\\213D$`H\\211D$\030\\350\\347\\373\\377\\377M\\213d$@\\353\\260\\350b\\346\\377\\377H\\211\\353E1\\344M9\"\n"
".ascii \"\\354\017\\204\\267\\0\\0\\0H\\213{H\\350\\252\\371\\377\\377H\\211\\307I\\211\\307\\350G\\370\\377\\377L\\211{HH\\213{PH\\211\003\\3507\\370\\377\\377H\\213{XH\\211C\010\\350*\\370\\377\\377H\\213{`H\\211C\020\\350\035\\370\\377\\377H\\213{\030H\\211C(\\350\020\\370\\377\\377H\\213{0H\\211C\030\\350\003\\370\\377\\377H\"\n"
".ascii \"\\213{8H\\211C0H\\205\\377t\010\\350\\361\\367\\377\\377H\\211\\307H\\211{8H\\213{ I\\377\\304H\\201\\303\\370\\0\\0\\0\\350\\327\\367\\377\\377H\\213\\273x\\377\\377\\377H\\211\\203(\\377\\377\\377\\350\034\\371\\377\\377H\\211\\307I\\211\\307\\350\\271\\367\\377\\377L\\211\\377H\\211\\203H\\377\\377\\377\\220\\350\\204!\\0\\0\\351@\\377\\377\\377L\\211\"\n"
".ascii \"\\346H\\211\\357\\350\\220\\362\\377\\377L\\211\\346H\\211\\357\\350\\314\\374\\377\\377I\\211\006H\\203\\304(H\\211\\350[]A\\134A]A^A_\\303\"\nprobable_profile_free_rows_:\n.ascii \"\\363\017\036\\372ATI\\211\\364U1\\355SH\\211\\373L9\\345t\024Hi\\375\\370\\0\\0\\0H\\377\\305H\001\\337\\350\033\\374\\377\\377\\353\\347H\\211\\337[]A\\134\\220\\351\036!\\0\\0\"\nprobable_profile_fixed4_:\n"
".ascii \"\\363\017\036\\372ATUH\\211\\365SH\\211\\373H\\203\\354 \\362\017\020\\15\"\n.long .Lprobable_rt_s13+24-4-.\n.ascii \"\\362\017Y\005\"\n.long .Lprobable_rt_s13+16-4-.\n.ascii \"\\362\017X\005\"\n.long .Lprobable_rt_s13+8-4-.\n"
".ascii \"f\017/\\301s\007\\362H\017,\\300\\353\016\\362\017\\134\\301\\362H\017,\\300H\017\\272\\370?\\271\020'\\0\\0001\\322H\\215|$\010H\\367\\361H\\211\\306I\\211\\324\\350\\263\\366\\377\\377E\\211\\340H\\211\\352H\\211\\337H\\211\\301H\\2155\"\n.long .Lprobable_rt_s7+401-4-.\n.ascii \"1\\300\\350\035\\364\\377\\377H\\203\\304 []A\\134\\303\"\nprobable_profile_dec1_:\n.ascii \"\\363\017\036\\372UH\\215\025\"\n.long .Lprobable_rt_s7+417-4-.\n"
".ascii \"\\276\030\\0\\0\\0\\260\001SH\\211\\373Q\\350\\344\\365\\377\\377H\\211\\337\\220\\350V \\0\\0H\\203\\370\002v\035H\\215l\003\\376H\\2155\"\n.long .Lprobable_rt_s7+422-4-.\n.ascii \"H\\211\\357\\220\\350\\373\037\\0\\0\\205\\300u\004\\306E\\0\\0H\\211\\330Z[]\\303\"\nprobable_profile_why_:\n.ascii \"\\363\017\036\\372AWAVAUATUSH\\211\\363H\\203\\354X\\213\\206\\240\\0\\0\\0H\\211|$\010\\203\\370\002\017\\205\\253\\0\\0\\0L\\213v\030L\\213N L\\215-\"\n"
".long .Lprobable_rt_s7+425-4-.\n.ascii \"H\\215\005\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"\\213\\256\\210\\0\\0\\0D\\213\\276\\214\\0\\0\\0A\\200>[L\017D\\350A\\2009\\0u\007L\\215\\15\"\n.long .Lprobable_rt_s7+428-4-.\n"
".ascii \"D\\213\\203\\234\\0\\0\\0H\\215|$8L\\211L$\030\\362\017\020\\203\\360\\0\\0\\0D\\211D$\020\\350,\\377\\377\\377\\362\017\020\\203\\350\\0\\0\\0H\\215|$ I\\211\\304\\350\027\\377\\377\\377\\362\017\020\\203\\340\\0\\0\\0AUL\\211\\341AVH\\211\\302H\\2155\"\n.long .Lprobable_rt_s7+460-4-.\n.ascii \"\\260\001UAWL\\213L$8D\\213D$0H\\213|$(\\350\\371\\362\\377\\377H\\203\\304 \\351\\321\\0\\0\\0\\203\\370\005u>H\\215\005\"\n.long .Lprobable_rt_s7+438-4-.\n"
".ascii \"\\203\\276\\200\\0\\0\\0\001H\\215\\15\"\n.long .Lprobable_rt_s7+448-4-.\n.ascii \"H\\213V H\017D\\310H\\213|$\010H\\203\\304X1\\300[H\\2155\"\n.long .Lprobable_rt_s7+597-4-.\n.ascii \"]A\\134A]A^A_\\351\\255\\362\\377\\377\\203\\370\003\017\\205\\205\\0\\0\\0H\\213\\266\\330\\0\\0\\0H9\\263\\270\\0\\0\\0sVH\\215|$8\\350\006\\365\\377\\377H\\213\\263\\270\\0\\0\\0H\\215|$ H\\215\035\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\\211D$\020H\\215\005\"\n"
".long .Lprobable_rt_s7+458-4-.\n.ascii \"H\\203\\376\001H\017E\\330\\350\\332\\364\\377\\377L\\213D$\020H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+656-4-.\n.ascii \"H\\211\\302H\\211\\3311\\300\\350@\\362\\377\\377\\353\037H\\213|$\010H\\203\\304XH\\2155\"\n.long .Lprobable_rt_s7+702-4-.\n.ascii \"[]A\\134A]A^A_\\351>\\361\\377\\377H\\203\\304X[]A\\134A]A^A_\\303\"\nprobable_profile_json_:\n.ascii \"\\363\017\036\\372AWAVAUL\\215-\"\n.long .Lprobable_rt_s7+743-4-.\n"
".ascii \"ATM\\211\\304UH\\211\\365H\\211\\326SH\\211\\313H\\203\\354XH\\211|$\010H\\215|$ \\350X\\364\\377\\377H\\213|$\010H\\211\\352H\\2155\"\n.long .Lprobable_rt_s7+771-4-.\n.ascii \"H\\211\\3011\\3001\\355\\350\\301\\361\\377\\377L9\\345\017\\204\\254\002\\0\\0H\\213s\010\\213\\203\\250\\0\\0\\0H\\205\\355H\\215\025\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"D\\213\\213\\244\\0\\0\\0D\\213CxI\017E\\325H\\213\013W\\377s\020VH\\2155\"\n.long .Lprobable_rt_s7+874-4-.\n"
".ascii \"PH\\213|$(1\\300\\350y\\361\\377\\377H\\213S(H\\213|$(1\\300H\\203\\304 H\\2155\"\n.long .Lprobable_rt_s7+957-4-.\n.ascii \"\\350^\\361\\377\\377H\\213S0H\\205\\322t\023H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+972-4-.\n.ascii \"1\\300\\350B\\361\\377\\377H\\213S8H\\205\\322t\023H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+991-4-.\n.ascii \"1\\300\\350&\\361\\377\\377H\\213S@H\\205\\322t\023H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1010-4-.\n"
".ascii \"1\\300\\350\\12\\361\\377\\377H\\213\\223\\270\\0\\0\\0001\\300H\\205\\322t\0141\\300H9\\223\\320\\0\\0\\0\017\\224\\300\\203\\273\\200\\0\\0\\0\001D\\213{|H\\215\025\"\n.long .Lprobable_rt_s7+745-4-.\n.ascii \"H\\215\\15\"\n.long .Lprobable_rt_s7+755-4-.\n"
".ascii \"\\213\\273\\214\\0\\0\\0\\213\\263\\210\\0\\0\\0H\017D\\312H\\203\\354\010D\\213\\233\\224\\0\\0\\0D\\213\\223\\220\\0\\0\\0D\\213\\263\\230\\0\\0\\0D\\213\\213\\204\\0\\0\\0L\\213C H\\213S\030P1\\300AWAVASARWVH\\213|$HH\\2155\"\n.long .Lprobable_rt_s7+1025-4-.\n"
".ascii \"\\350\\201\\360\\377\\377H\\203\\304@H\\213\\263\\300\\0\\0\\0H\\215|$8L\\215t$ \\350\\343\\362\\377\\377H\\213\\263\\270\\0\\0\\0L\\211\\367I\\211\\307\\350\\321\\362\\377\\377H\\213|$\010L\\211\\371H\\2155\"\n.long .Lprobable_rt_s7+1205-4-.\n.ascii \"H\\211\\3021\\300\\350<\\360\\377\\377\\362\017\020\\203\\340\\0\\0\\0H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1231-4-.\n.ascii \"\\350\\215\\373\\377\\377\\362\017\020\\203\\350\\0\\0\\0H\\213|$\010H\\2155\"\n"
".long .Lprobable_rt_s7+1240-4-.\n.ascii \"\\350t\\373\\377\\377\\362\017\020\\203\\360\\0\\0\\0H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1247-4-.\n.ascii \"\\350[\\373\\377\\377\\213\\263\\234\\0\\0\\0H\\211\\337\\350\010\\346\\377\\377D\\213\\203\\234\\0\\0\\0\\213\\273\\240\\0\\0\\0H\\211D$\030D\\211D$\024\\350T\\346\\377\\377\\213\\263\\204\\0\\0\\0H\\211\\337I\\211\\307\\350\\333\\345\\377\\377L\\213L$\030D\\213D$\024L\\211\\371H\\213|$\010H\\211\\302H\\2155\"\n"
".long .Lprobable_rt_s7+1255-4-.\n.ascii \"1\\300\\350\\223\\357\\377\\377H\\213\\263\\310\\0\\0\\0L\\211\\367\\350\\0\\362\\377\\377H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1324-4-.\n.ascii \"H\\211\\3021\\300\\350n\\357\\377\\377\\213\\203\\240\\0\\0\\0\\215P\\376\\203\\372\001v\005\\203\\370\005u/H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1337-4-.\n.ascii \"\\350i\\356\\377\\377H\\213|$\010H\\211\\336\\350y\\373\\377\\377H\\213|$\010H\\2155\"\n"
".long .Lprobable_rt_s7+1348-4-.\n.ascii \"\\350K\\356\\377\\377H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1350-4-.\n.ascii \"H\\377\\305H\\201\\303\\370\\0\\0\\0\\3500\\356\\377\\377\\351K\\375\\377\\377H\\205\\355H\\215\005\"\n.long .Lprobable_rt_s7+762-4-.\n.ascii \"H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+767-4-.\n.ascii \"H\017E\\360\\350\014\\356\\377\\377H\\203\\304X[]A\\134A]A^A_\\303\"\nprobable_profile_text_:\n.ascii \"\\363\017\036\\372AWL\\215=\"\n"
".long .Lprobable_rt_s7+1567-4-.\n.ascii \"AVAUATUH\\211\\315SH\\211\\323H\\201\\354\\210\\0\\0\\0H\\211|$\010H\\211t$\020\\220\\350L\033\\0\\0H\\203\\375\001L\\213D$\020H\\215\025\"\n.long .Lprobable_rt_s7+458-4-.\n.ascii \"H\\215\\15\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\\213|$\010Lc\\310H\\2155\"\n.long .Lprobable_rt_s7+1419-4-.\n.ascii \"H\017E\\312H\\211\\3521\\300E1\\355\\350u\\356\\377\\377H\\215\005\"\n.long .Lprobable_rt_s7+1545-4-.\n.ascii \"L\\215\\15\"\n"
".long .Lprobable_rt_s7+1480-4-.\n.ascii \"PH\\215\005\"\n.long .Lprobable_rt_s7+1550-4-.\n.ascii \"L\\215\005\"\n.long .Lprobable_rt_s7+1231-4-.\n.ascii \"PH\\215\005\"\n.long .Lprobable_rt_s7+1556-4-.\n.ascii \"H\\215\\15\"\n.long .Lprobable_rt_s7+1493-4-.\n.ascii \"PH\\215\005\"\n.long .Lprobable_rt_s7+1562-4-.\n.ascii \"H\\215\025\"\n.long .Lprobable_rt_s7+1496-4-.\n.ascii \"PH\\213|$(H\\2155\"\n.long .Lprobable_rt_s7+1504-4-.\n"
".ascii \"1\\300\\350&\\356\\377\\377H\\203\\304 I9\\355\017\\204-\003\\0\\0L\\215D$PL\\211\\372\\2760\\0\\0\\0\\260\002\\362\017\020\\213\\360\\0\\0\\0\\362\017\020\\203\\350\\0\\0\\0L\\211\\307L\\211D$(L\\215t$8\\350\\325\\357\\377\\377H\\213\\263\\270\\0\\0\\0L\\211\\367\\350U\\360\\377\\377\\213\\263\\204\\0\\0\\0H\\211\\337I\\211\\304\"\n"
".ascii \"\\350\\355\\343\\377\\377\\362\017\020\\203\\340\\0\\0\\0\\213\\213\\204\\0\\0\\0\\213\\273\\240\\0\\0\\0H\\211D$ \\211L$\020\\362\017\021D$\030\\350-\\344\\377\\377H\\2155\"\n.long .Lprobable_rt_s7+1580-4-.\n.ascii \"H\\211\\302P\\260\001ATL\\213L$0L\\213D$8\\362\017\020D$(\\213L$ H\\213|$\030\\350s\\355\\377\\377H\\213|$\030\\213Kx1\\300H\\213SHH\\2155\"\n.long .Lprobable_rt_s7+1616-4-.\n"
".ascii \"\\350Y\\355\\377\\377\\213\\223\\250\\0\\0\\0Y^\\205\\322t\023H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1622-4-.\n.ascii \"1\\300\\350:\\355\\377\\377\\213\\223\\244\\0\\0\\0\\205\\322t\025H\\213|$\010\\377\\302H\\2155\"\n.long .Lprobable_rt_s7+1626-4-.\n.ascii \"1\\300\\350\033\\355\\377\\377H\\213SPH\\213|$\0101\\300H\\2155\"\n.long .Lprobable_rt_s7+1649-4-.\n.ascii \"\\350\004\\355\\377\\377\\203\\273\\200\\0\\0\\0\001H\\215\005\"\n"
".long .Lprobable_rt_s7+1352-4-.\n.ascii \"H\\215\025\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\017D\\320H\\213KXH\\213|$\0101\\300H\\2155\"\n.long .Lprobable_rt_s7+1655-4-.\n.ascii \"\\350\\324\\354\\377\\377L\\213c`M\\205\\344t+H\\213sXL\\211\\347\\220\\350\\346\030\\0\\0\\205\\300t\032H\\213S\030H\\213|$\010L\\211\\3411\\300H\\2155\"\n.long .Lprobable_rt_s7+1661-4-.\n"
".ascii \"\\350\\240\\354\\377\\377L\\213chM\\205\\344t=H\\213sXL\\211\\347\\220\\350\\262\030\\0\\0\\205\\300t,H\\213s`H\\205\\366t\\15L\\211\\347\\220\\350\\234\030\\0\\0\\205\\300t\026H\\213|$\010L\\211\\342H\\2155\"\n.long .Lprobable_rt_s7+1671-4-.\n.ascii \"1\\300\\350Z\\354\\377\\377H\\213|$\010L\\215%\"\n.long .Lprobable_rt_s7+1687-4-.\n"
".ascii \"L\\211\\346\\350e\\353\\377\\377H\\211\\337\\350\177\\343\\377\\377\\213\\263\\234\\0\\0\\0\\272\001\\0\\0\\0;\\263\\210\\0\\0\\0\177\\0151\\322;\\263\\214\\0\\0\\0\017\\234\\302\\367\\332\\213\\213\\240\\0\\0\\0\\205\\311u_\\205\\300t`9\\302t\\134L\\215\005\"\n.long .Lprobable_rt_s7+1382-4-.\n.ascii \"H\\215\\15\"\n.long .Lprobable_rt_s7+1390-4-.\n.ascii \"\\205\\322t&\\377\\312H\\215\005\"\n.long .Lprobable_rt_s7+14-4-.\n.ascii \"L\\215\005\"\n"
".long .Lprobable_rt_s7+7-4-.\n.ascii \"L\017E\\300H\\215\\15\"\n.long .Lprobable_rt_s7+1404-4-.\n.ascii \"H\\215\005\"\n.long .Lprobable_rt_s7+1365-4-.\n.ascii \"H\017E\\310H\\213|$\010H\\215\025\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\\2155\"\n.long .Lprobable_rt_s7+1689-4-.\n.ascii \"1\\300\\350\\272\\353\\377\\377\\351\\272\\0\\0\\0\\203\\371\001\1770H\\211\\337\\350\\315\\341\\377\\377\\213\\213\\234\\0\\0\\0H\\213|$\010H\\215\025\"\n.long .Lprobable_rt_s7+356-4-.\n"
".ascii \"I\\211\\300H\\2155\"\n.long .Lprobable_rt_s7+1749-4-.\n.ascii \"1\\300\\350\\205\\353\\377\\377\\351\\205\\0\\0\\0\\203\\371\003u\\42H\\213\\263\\310\\0\\0\\0L\\211\\367\\350\\350\\355\\377\\377H\\215\025\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\\2155\"\n.long .Lprobable_rt_s7+1774-4-.\n.ascii \"H\\211\\301\\353\027\\203\\371\005u H\\213K H\\215\025\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\\2155\"\n.long .Lprobable_rt_s7+1812-4-.\n"
".ascii \"H\\213|$\0101\\300\\3506\\353\\377\\377\\3539\\203\\371\002u4H\\213|$\010H\\215\025\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\\2155\"\n.long .Lprobable_rt_s7+1878-4-.\n.ascii \"1\\300\\350\025\\353\\377\\377H\\213|$\010H\\211\\336\\350D\\367\\377\\377H\\213|$\010L\\211\\346\\350\032\\352\\377\\377I\\377\\305H\\201\\303\\370\\0\\0\\0\\351\\312\\374\\377\\377H\\201\\304\\210\\0\\0\\0[]A\\134A]A^A_\\303\"\nprobable_profile_judge_all_:\n"
".ascii \"\\363\017\036\\372AUATI\\211\\364UH\\211\\375S1\\333AQ\\3500\\354\\377\\377I\\211\\305L9\\343t\027Hi\\373\\370\\0\\0\\0L\\211\\356H\\377\\303H\001\\357\\350L\\343\\377\\377\\353\\344H\\205\\333t AXH\\211\\336H\\211\\357[H\\215\\15U\\347\\377\\377]\\272\\370\\0\\0\\0A\\134A]\\220\\351\\355\026\\0\\0X[]\"\n.ascii \"A\\134A]\\303\"\nprobable_profile_format_:\n.ascii \"\\363\017\036\\372\\211\\360H\\205\\377t@\\200?\\0t;H\\203\\354\030H\\2155\"\n"
".long .Lprobable_rt_s7+1884-4-.\n.ascii \"H\\211|$\010\\220\\350w\026\\0\\0\\205\\300t\034H\\213|$\010H\\2155\"\n.long .Lprobable_rt_s7+1889-4-.\n.ascii \"\\220\\350a\026\\0\\0\\203\\370\001\031\\300\\203\\340\002\\377\\310H\\203\\304\030\\303\\303\"\nprobable_profile_report_:\n"
".ascii \"\\363\017\036\\372AUA\\211\\365ATUH\\211\\375SH\\203\\354hH\\215|$\010L\\215d$\020\\350*\\363\\377\\377H\\213t$\010H\\211\\307H\\211\\303\\350\034\\377\\377\\377\\276P\\0\\0\\0L\\211\\347\\350\\326\\356\\377\\377E\\205\\355L\\213D$\010t\025H\\211\\331\\272\001\\0\\0\\0L\\211\\346H\\211\\357\\350\\274\\367\\377\\377\\353\021L\"\n"
".ascii \"\\211\\301H\\211\\332L\\211\\346H\\211\\357\\350\\333\\372\\377\\377\\203}\030\\0t\005\\350\010\\332\\377\\377H\\213t$\010H\\211\\337\\211u\034\\350\\322\\364\\377\\377H\\203\\304h[]A\\134A]\\303\"\nprobable_profile_write:\n.ascii \"\\363\017\036\\372U\\271\010\\0\\0\\0H\\211\\3751\\300SH\\211\\363H\\203\\354(H\\211\\347\\363\\253H\\205\\366u \\277\027\\0\\0\\0\\220\\350\\367\025\\0\\0H\\205\\300u\020H\\215=\"\n.long .Lprobable_rt_s7+1894-4-.\n"
".ascii \"\\220\\350\\355\025\\0\\0H\\211\\3031\\366H\\211\\337\\350\\323\\376\\377\\377\\211\\306\\205\\300x\005H\\205\\355u\021\\220\\350\\337\025\\0\\0\\203\\313\\377\\307\\0\026\\0\\0\\0\\353DH\\211\\347\\350\\373\\376\\377\\377\\213\\134$\034H\\213<$H\\211\\351H\\213T$\010\\276\001\\0\\0\\0\\220\\350\\271\025\\0\\0H;D$\010u\\15H\\211\\357\\220\\350\\261\025\"\n.ascii \"\\0\\0\\205\\300t\003\\203\\313\\377H\\213<$\\220\\350p\025\\0\\0H\\203\\304(\\211\\330[]\\303\"\n"
"probable_profile_stat_:\n.ascii \"\\363\017\036\\372I\\211\\320H\\205\\366t\\0111\\322\\277\\234\\377\\377\\377\\353\014H\\2155\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"\\272\\0\020\\0\\0\\271\003\001\\0\\0\\220\\351s\025\\0\\0\"\nprobable_profile_same_:\n.ascii \"\\363\017\036\\372H\\213V 1\\300H9W u\024H\\213\\206\\210\\0\\0\\0H9\\207\\210\\0\\0\\0\017\\224\\300\017\\266\\300\\303\"\nprobable_profile_secure_:\n"
".ascii \"\\363\017\036\\372\\277\027\\0\\0\\0P\\220\\350\016\025\\0\\0ZH\\205\\300\017\\225\\300\017\\266\\300\\303\"\nprobable_profile_path_:\n.ascii \"\\363\017\036\\372U\\271\010\\0\\0\\0001\\3001\\322SH\\211\\373H\\2155\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"H\\203\\354(H\\211\\347H\\211\\345\\363\\253H\\211\\357\\350\\325\\346\\377\\377\\212\003\\204\\300t><%u%\\200{\001pu\037\\220\\350\\320\024\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+1918-4-.\n"
".ascii \"H\\211\\357H\\377\\303Hc\\3201\\300\\350\031\\350\\377\\377\\353\020\\272\001\\0\\0\\0H\\211\\336H\\211\\357\\350\\226\\346\\377\\377H\\377\\303\\353\\274\\203|$\030\\0t\005\\350P\\330\\377\\377H\\213\004$H\\203\\304([]\\303\"\nprobable_profile_read_all_:\n.ascii \"\\363\017\036\\372AU1\\300\\271\010\\0\\0\\0001\\322ATU\\211\\375SH\\211\\363H\\2155\"\n.long .Lprobable_rt_s7+356-4-.\n"
".ascii \"H\\201\\354(\\0\001\\0H\\211\\347I\\211\\344L\\215l$ \\363\\253L\\211\\347\\350?\\346\\377\\377\\272\\0\\0\001\\0L\\211\\356\\211\\357\\220\\350h\024\\0\\0H\\211\\302H\\205\\300y\031\\220\\350:\024\\0\\0\\2038\004t\\335H\\213<$\\220\\350\013\024\\0\\0001\\300\\353't\\15L\\211\\356L\\211\\347\\350\001\\346\\377\\377\\353\\300\\203|$\030\"\n.ascii \"\\0t\005\\350\\276\\327\\377\\377H\\213D$\010H\\211\003H\\213\004$H\\201\\304(\\0\001\\0[]A\\134A]\\303\"\n"
"probable_profile_write_all_:\n.ascii \"\\363\017\036\\372ATA\\211\\374UH\\211\\365SH\\211\\323H\\205\\333t+H\\211\\332H\\211\\356D\\211\\347\\220\\350U\023\\0\\0H\\205\\300y\\15\\220\\350\\302\023\\0\\0\\2038\004u\020\\353\\337t\014H\001\\305H)\\303\\353\\3201\\300\\353\003\\203\\310\\377[]A\\134\\303\"\nprobable_profile_field_:\n"
".ascii \"\\363\017\036\\372AVAUI\\211\\365ATI\\211\\374H\\211\\367UH\\211\\325SH\\211\\313H\\203\\354\020\\220\\350@\023\\0\\0L\\211\\347I\\211\\306L\\211\\356\\220\\350\\231\023\\0\\0H\\205\\300\017\\204\\334\\0\\0\\0J\\215<0I9\\304s\\345\\200x\\377\\42u\\337\\200?\\42u\\332B\\200|0\001:u\\322H\\211\\302L)\\342H\"\n"
".ascii \"\\377\\312t\\307\\212P\\376\\200\\372{t\005\\200\\372 u\\272J\\215t0\002\\212\026\\200\\372 u\005H\\377\\306\\353\\364H\\205\\355ti\\203\\310\\377\\200\\372\\42\017\\205\\211\\0\\0\\0H\\377\\306H\\211\\361\\212\021\\204\\322t\030\\200\\372\\42t\023\\200\\372\\134u\\11\\200y\001\\0t\003H\\377\\301H\\377\\301\\353\\342\\203\\310\\377\\200\\372\\42u]H\"\n"
".ascii \"\\211\\313H\\211t$\010H)\\363H\\215{\001\\350V\\327\\377\\377H\\213t$\010H\\211\\331H\\211E\\0H\\211\\307\\363\\244H\\213E\\0\\306\004\030\\0001\\300\\353,\\203\\3520\\203\\310\\377\\200\\372\\11w!1\\322H\\211\023\\212\006\\203\\3500<\\11w\\343Hk\\322\\12H\017\\276\\300H\\377\\306H\001\\302\\353\\344\\203\\310\\377H\\203\\304\020\"\n.ascii \"[]A\\134A]A^\\303\"\nprobable_profile_parse_site_:\n"
".ascii \"\\363\017\036\\372AW1\\300\\271>\\0\\0\\0I\\211\\367AV\\272\013\\0\\0\\0AUATUSH\\201\\354\\230\\0\\0\\0H\\211<$1\\377H\\211|$\030H\\211|$ H\\211\\367H\\2155\"\n.long .Lprobable_rt_s7+1922-4-.\n.ascii \"\\363\\253H\\213<$\\220\\350b\022\\0\\0\\205\\300\017\\205\\300\001\\0\\0\\211\\305L\\215d$(L\\215-\"\n.long .Lprobable_rt_s9-4-.\n"
".ascii \"1\\333I\\213t\\335\\0H\\213<$1\\322L\\211\\341\\350b\\376\\377\\377H\\215S\001\\205\\300I\\215D$\010x\035H\\203\\373\\12w\034I\\201<$\\377\\377\\377\177H\\211\\323I\\211\\304v\\312\\275\001\\0\\0\\0\\353\\303\\275\001\\0\\0\\0H\\211\\323I\\211\\304H\\203\\372\\15u\\262H\\213<$1\\311L\\211\\372H\\2155\"\n.long .Lprobable_rt_s7+1934-4-.\n.ascii \"\\350\022\\376\\377\\377H\\213<$1\\311I\\215W\010H\\2155\"\n.long .Lprobable_rt_s7+1939-4-.\n"
".ascii \"\\211\\303\\350\\372\\375\\377\\377H\\213<$1\\311I\\215W\020\\11\\303H\\2155\"\n.long .Lprobable_rt_s7+1944-4-.\n.ascii \"\\301\\353\037\\211\\134$\014\\350\\333\\375\\377\\377H\\213<$1\\311I\\215W(H\\2155\"\n.long .Lprobable_rt_s7+1949-4-.\n.ascii \"\\211\\303\\350\\303\\375\\377\\377H\\213<$1\\311I\\215W\030H\\2155\"\n.long .Lprobable_rt_s7+1954-4-.\n.ascii \"\\211D$\010\\350\\251\\375\\377\\377H\\213<$1\\311I\\215W0H\\2155\"\n.long .Lprobable_rt_s7+1960-4-.\n"
".ascii \"A\\211\\306\\350\\220\\375\\377\\377\\205\\300y\0061\\311I\\211O0H\\213<$1\\311I\\215W8H\\2155\"\n.long .Lprobable_rt_s7+1969-4-.\n.ascii \"\\350p\\375\\377\\377\\205\\300y\0061\\322I\\211W8H\\213<$1\\311I\\215W@H\\2155\"\n.long .Lprobable_rt_s7+1978-4-.\n.ascii \"\\350P\\375\\377\\377\\205\\300y\0061\\300I\\211G@H\\213<$1\\311I\\215W H\\2155\"\n.long .Lprobable_rt_s7+1983-4-.\n.ascii \"\\3500\\375\\377\\377H\\213<$1\\311H\\215T$\030H\\2155\"\n"
".long .Lprobable_rt_s7+1988-4-.\n.ascii \"A\\211\\305\\350\026\\375\\377\\377H\\213<$1\\311H\\215T$ A\\211\\304\\213D$\014H\\2155\"\n.long .Lprobable_rt_s7+1993-4-.\n.ascii \"\\11\\305\\350\\366\\374\\377\\377\\213L$\010\\11\\313D\\11\\363D\\11\\353D\\11\\343\\11\\303\\301\\353\037\\11\\353H\\213\\134$\030t\034H\\211\\337\\220\\350U\020\\0\\0H\\213|$ \\220\\350J\020\\0\\0\\203\\315\\377\\3512\001\\0\\0H\\213D$(L\\213l$xL\\215%\"\n.long .Lprobable_rt_s7+745-4-.\n"
".ascii \"H\\211\\337H\\213\\254$\\200\\0\\0\\0L\\213\\264$\\210\\0\\0\\0L\\211\\346A\\211GxH\\213D$0I\\211\\257\\270\\0\\0\\0A\\211\\207\\244\\0\\0\\0H\\213D$8M\\211\\267\\300\\0\\0\\0A\\211\\207\\250\\0\\0\\0H\\213D$@A\\211G|H\\213D$HA\\211\\207\\204\\0\\0\\0H\\213D$PA\\211\\207\\210\\0\\0\"\n"
".ascii \"\\0H\\213D$XA\\211\\207\\214\\0\\0\\0H\\213D$`A\\211\\207\\220\\0\\0\\0H\\213D$hA\\211\\207\\224\\0\\0\\0H\\213D$pA\\211\\207\\230\\0\\0\\0001\\300M\\205\\355H\017E\\305I\\211\\207\\320\\0\\0\\0\\220\\350*\017\\0\\0\\205\\300\017\\224\\300\017\\266\\300A\\211\\207\\200\\0\\0\\0L9\\365\017\\202\024\\377\\377\\377I\"\n.ascii \"\\203\\375\001\017\\207\\12\\377\\377\\377H\\213|$ H\\2155\"\n.long .Lprobable_rt_s7+2000-4-.\n"
".ascii \"\\220\\350\\366\016\\0\\0\\211\\305\\205\\300\017\\205\\356\\376\\377\\377L\\211\\346H\\211\\337\\220\\350\\340\016\\0\\0\\205\\300t\030H\\2155\"\n.long .Lprobable_rt_s7+755-4-.\n.ascii \"H\\211\\337\\220\\350\\314\016\\0\\0\\205\\300\017\\205\\306\\376\\377\\377H\\211\\337\\220\\350\033\017\\0\\0H\\213|$ \\220\\350\020\017\\0\\0H\\201\\304\\230\\0\\0\\0\\211\\350[]A\\134A]A^A_\\303\"\nprobable_profile_which_:\n"
".ascii \"\\363\017\036\\3721\\300\\200?\\0\017\\204P\001\\0\\0AVI\\211\\326AUATI\\211\\364\\276\\12\\0\\0\\0USH\\211\\373\\220\\350)\017\\0\\0L\\211\\347I\\211\\305\\220\\350\\245\016\\0\\0\\272J\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s8+28-.\n.ascii \"H\\211\\337H\\211\\305\\220\\350\\375\016\\0\\0\\205\\300uS1\\322L\\211\\361H\\2155\"\n.long .Lprobable_rt_s7+2008-4-.\n"
".ascii \"H\\211\\337L\\215kJ\\350\014\\373\\377\\377\\205\\300y\010\\203\\310\\377\\351\\337\\0\\0\\0H\\211\\352L\\211\\346L\\211\\357\\220\\350\\306\016\\0\\0\\211\\302\\270\001\\0\\0\\0\\205\\322\017\\205\\301\\0\\0\\0001\\300\\200|+J\\42\017\\224\\300\\377\\300\\351\\260\\0\\0\\0\\272\035\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2014-4-.\n"
".ascii \"H\\211\\337\\220\\350\\221\016\\0\\0\\211\\302\\270\\376\\377\\377\\377\\205\\322\017\\204\\214\\0\\0\\0\\272\026\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2044-4-.\n.ascii \"H\\211\\337\\220\\350m\016\\0\\0\\211\\302\\270\\376\\377\\377\\377\\205\\322tl\\272\022\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s8-4-.\n.ascii \"H\\211\\337\\220\\350M\016\\0\\0\\205\\300\017\\205h\\377\\377\\377H\\211\\337H\\2155\"\n.long .Lprobable_rt_s7+2067-4-.\n"
".ascii \"\\220\\350-\016\\0\\0H\\211\\303\\270\004\\0\\0\\0H\\205\\333t2M\\205\\355t\005L9\\353s(H\\211\\352H\\215{\005L\\211\\346\\220\\350\016\016\\0\\0\\211\\302\\270\004\\0\\0\\0\\205\\322u\\0151\\300\\200|+\005,\017\\225\\300\\203\\300\003[]A\\134A]A^\\303\\303\"\nprobable_profile_text_ok_:\n.ascii \"\\363\017\036\\372AW1\\300\\271\010\\0\\0\\0001\\322AVH\\2155\"\n.long .Lprobable_rt_s7+356-4-.\n"
".ascii \"AUATA\\274\001\\0\\0\\0USH\\211\\373H\\203\\3548H\\215|$\020\\363\\253H\\215|$\020\\350\\372\\361\\377\\377\\203|$(\\0t\\12\\350&\\321\\377\\377E\\205\\344t3\\200;\\0H\\213|$\020\017\\204\\217\001\\0\\0\\276\\12\\0\\0\\0\\220\\350\\216\\15\\0\\0\\276\\12\\0\\0\\0H\\211\\337L\\215p\001\\220\\350|\\15\\0\\0\"\n.ascii \"I\\211\\305H\\205\\300u\010E1\\344\\351b\001\\0\\0\\272\022\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2073-4-.\n"
".ascii \"H\\211\\337\\220\\350O\\15\\0\\0\\205\\300u\\337H\\215{\0221\\355\\212\017\\215Q\\320\\200\\372\\11w\033H\\201\\375\\377\\377\\377\\0w\022Hk\\355\\12H\017\\276\\322H\\377\\307\\377\\300H\001\\325\\353\\333\\205\\300t\\260\\272\005\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2092-4-.\n.ascii \"\\220\\350\\12\\15\\0\\0\\205\\300u\\232H\\2155\"\n.long .Lprobable_rt_s7+2098-4-.\n"
".ascii \"H\\211\\337\\220\\350\\356\014\\0\\0H\\205\\300t\\205I\\377\\305L\\211\\367\\220\\350u\014\\0\\0L\\211\\366L\\211\\357H\\211\\303H\\211\\302\\220\\350\\323\014\\0\\0\\205\\300\017\\205_\\377\\377\\377L\001\\353E1\\355E\\205\\344\017\\204P\\377\\377\\377I9\\355\017\\203\017\\377\\377\\377E1\\366E1\\377D\\211\\377\\350Z\\326\\377\\377H\\211\\307H\\211D\"\n"
".ascii \"$\010\\220\\350'\014\\0\\0H\\213t$\010H\\211\\337H\\211\004$H\\211\\302\\220\\350\\202\014\\0\\0\\205\\300u\021H\\213\024$\\270\001\\0\\0\\0\\200<\023 D\017D\\360A\\377\\307A\\203\\377\007u\\267\\276\\12\\0\\0\\0H\\211\\337\\220\\350^\014\\0\\0A\\200\\346\001\017\\204\\340\\376\\377\\377H\\205\\300\017\\204\\327\\376\\377\\377H\\215X\001\"\n.ascii \"\\272\016\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2118-4-.\n"
".ascii \"H\\211\\337\\220\\350*\014\\0\\0\\205\\300u\034\\276\\12\\0\\0\\0H\\211\\337\\220\\350 \014\\0\\0H\\205\\300t\006H\\215X\001\\353\003E1\\344I\\377\\305\\351=\\377\\377\\377H\\213|$\020\\220\\350\\247\013\\0\\0H\\203\\3048D\\211\\340[]A\\134A]A^A_\\303\"\nprobable_profile_merge_:\n"
".ascii \"\\363\017\036\\372AWI\\211\\327AVAUATI\\211\\314USH\\203\\354(L\\2132H\\211|$\010M\\215n\020H\\211t$\020Ii\\375\\370\\0\\0\\0\\350\004\\320\\377\\377H\\213|$\010\\276\\12\\0\\0\\0H\\211\\305\\220\\350\\245\013\\0\\0I\\213\017H\\211\\303H\\205\\311t\021Hi\\311\\370\\0\\0\\0H\\213t$\020H\"\n"
".ascii \"\\211\\357\\363\\244H\\213|$\020\\220\\350&\013\\0\\0001\\300H\\205\\333\017\\224\\300A\\211\004$\017\\204B\001\\0\\0H\\213T$\010H\\211\\330H)\\320H\\203\\370\002~\032H\\215{\\375\\272\003\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2133-4-.\n.ascii \"\\220\\350=\013\\0\\0\\205\\300t>\\200{\\377[tXA\\307\004$\001\\0\\0\\0\\353NH\\213T$\010H)\\320H\\211D$\030H\\203\\370\002urH\\213|$\010\\272\002\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2137-4-.\n"
".ascii \"\\220\\350\\377\\12\\0\\0\\205\\300uW1\\300\\200{\001\\0\017\\225\\300A\\211\004$\\351\\307\\0\\0\\0H\\213|$\020I\\377\\306\\220\\350\\213\\12\\0\\0A\\203<$\\0\017\\205\\256\\0\\0\\0H\\215C\001\\276\\12\\0\\0\\0H\\211D$\010H\\211\\307\\220\\350\\301\\12\\0\\0H\\211\\303H\\205\\300u\\210A\\307\004$\001\\0\\0\\0\\351\\202\\0\\0\"\n"
".ascii \"\\0H\\213D$\030H\\215x\001\\350\\352\\316\\377\\377H\\213t$\010H\\213L$\030H\\211\\307H\\211D$\020\\363\\244M9\\365u,H\\211\\357Ii\\365\\360\001\\0\\0K\\215D-\\0H\\211D$\010\\220\\350\003\\12\\0\\0H\\211\\305H\\205\\300u\005\\350\\330\\315\\377\\377L\\213l$\010Ii\\366\\370\\0\\0\\0H\\213|$\020\"\n"
".ascii \"H\001\\356\\350\\221\\367\\377\\377\\205\\300\017\\211L\\377\\377\\377A\\307\004$\001\\0\\0\\0H\\213|$\020\\220\\350\\322\\11\\0\\0L\\211\\366H\\211\\357\\350*\\345\\377\\377I\\211\007H\\203\\304(H\\211\\350[]A\\134A]A^A_\\303\"\nprobable_profile_cannot_:\n.ascii \"\\363\017\036\\372L\\215\005\"\n.long .Lprobable_rt_s7+356-4-.\n.ascii \"UH\\211\\365SL\\211\\301H\\211\\373AR\\205\\322t\022\\211\\327\\220\\350\\356\\11\\0\\0H\\215\\15\"\n"
".long .Lprobable_rt_s7+2140-4-.\n.ascii \"I\\211\\300AYH\\211\\352H\\211\\3361\\300[H\\215=\"\n.long .Lprobable_rt_s7+2143-4-.\n.ascii \"]\\351w\\335\\377\\377\"\nprobable_profile_in_place_:\n.ascii \"\\363\017\036\\372AT1\\366I\\211\\3241\\322UH\\211\\315S\\211\\373\\220\\350\\272\\11\\0\\0H\\205\\300x H\\211\\352L\\211\\346\\211\\337\\350n\\365\\377\\377\\205\\300x\017H\\211\\356\\211\\337[]A\\134\\220\\351\\235\\11\\0\\0[\\203\\310\\377]A\\134\\303\"\n"
"probable_profile_is_std_:\n.ascii \"\\363\017\036\\372UH\\211\\376\\203\\317\\377SH\\201\\354\010\002\\0\\0H\\211\\345H\\211\\352\\350\\240\\363\\377\\377\\205\\300xSH\\215\\234$\\0\001\\0\\0001\\366\\277\001\\0\\0\\0H\\211\\332\\350\\205\\363\\377\\377\\205\\300u\017H\\211\\356H\\211\\337\\350\\242\\363\\377\\377\\205\\300u\\0421\\366H\\211\\332\\277\002\\0\\0\\0\\350c\\363\\377\\377\\205\\300u\026H\"\n"
".ascii \"\\211\\356H\\211\\337\\350\\200\\363\\377\\377\\205\\300t\007\\270\001\\0\\0\\0\\353\0021\\300H\\201\\304\010\002\\0\\0[]\\303\"\nprobable_profile_kind_of_:\n.ascii \"\\363\017\036\\372\\201\\347\\0\\360\\0\\0H\\215\005\"\n.long .Lprobable_rt_s7+2222-4-.\n.ascii \"\\201\\377\\0\020\\0\\0t'H\\215\005\"\n.long .Lprobable_rt_s7+2271-4-.\n.ascii \"\\201\\377\\0 \\0\\0t\030\\201\\377\\0`\\0\\0H\\215\005\"\n.long .Lprobable_rt_s7+2332-4-.\n.ascii \"H\\215\025\"\n"
".long .Lprobable_rt_s7+2389-4-.\n.ascii \"H\017E\\302\\303\"\nprobable_profile_to_file_:\n.ascii \"\\363\017\036\\372AW1\\300E\\211\\307AVAUA\\211\\3651\\366ATUSH\\211\\323H\\201\\354\\310\002\\0\\0H\\211<$H\\215|$PH\\211L$(\\271\010\\0\\0\\0\\363\\253H\\215D$p1\\311\\211t$4H\\211\\307\\276P\\0\\0\\0H\\211L$8H\\211L$@H\\211D$\010\\350j\\340\\377\\377H\\213\"\n"
".ascii \"<$\\350\\327\\376\\377\\377A\\211\\304\\205\\300H\\215D$PH\\211D$\020uSH\\2134$\\203\\317\\377H\\215\\224$\\300\\0\\0\\0\\350p\\362\\377\\377\\205\\300u3\017\\267\\274$\\334\\0\\0\\0\\211\\370f%\\0\\360f-\\0@f\\251\\0\\260t\033\\350\022\\377\\377\\3771\\322H\\211\\306H\\213<$E1\\344\\350\\363\\375\\377\\377\\351u\"\n"
".ascii \"\001\\0\\0A\\276d\\0\\0\\0\\353\033H\\213<$\\276\001\001\010\\0001\\300A\\276d\\0\\0\\0\\220\\350\\371\007\\0\\0\\211\\305\\353\030H\\213<$\\272\\266\001\\0\\0\\276B\\11\\12\\0001\\300\\220\\350\\337\007\\0\\0\\211\\305\\205\\355y\037\\220\\350{\007\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2466-4-.\n.ascii \"\\213\020\\203\\372(u\\2341\\322H\\2155\"\n.long .Lprobable_rt_s7+2430-4-.\n"
".ascii \"\\353\\221H\\215\\204$\\300\\0\\0\\0001\\366\\211\\357H\\211\\302H\\211D$\030\\350\\302\\361\\377\\377\\205\\300y\021\\220\\350?\007\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2593-4-.\n"
".ascii \"\\213\020\\353.\017\\267\\274$\\334\\0\\0\\0\\211\\370f%\\0\\360E\\205\\344t\013f=\\0\\200t1\\351\\376\\0\\0\\0f=\\0\\200t&\\350G\\376\\377\\3771\\322H\\211\\306H\\213<$E1\\344\\350(\\375\\377\\377\\351\\242\\0\\0\\0\\220\\350\\357\006\\0\\0\\2038\004u\021\\276\002\\0\\0\\0\\211\\357\\220\\350=\007\\0\\0\\205\\300x\\344E\"\n"
".ascii \"\\205\\344\017\\205a\003\\0\\0H\\215\\204$\\300\001\\0\\0H\\2134$\\203\\317\\377H\\211\\302H\\211D$ \\350-\\361\\377\\377\\205\\300t\037\\211\\357\\220\\350\020\007\\0\\0A\\377\\316\017\\205\002\\377\\377\\3771\\322H\\2155\"\n.long .Lprobable_rt_s7+3075-4-.\n.ascii \"\\351\\300\\376\\377\\377H\\213t$\030H\\213|$ \\350'\\361\\377\\377\\205\\300t\\316\\351\\12\003\\0\\0L\\211\\347\\220\\3500\006\\0\\0H;D$@\017\\204\\230\\0\\0\\0001\\322H\\2155\"\n"
".long .Lprobable_rt_s7+2603-4-.\n.ascii \"H\\213<$\\350\\201\\374\\377\\377\\211\\357\\220\\350\\263\006\\0\\0L\\211\\347\\220\\350\\42\006\\0\\0H\\213|$P\\220\\350\027\006\\0\\0H\\213t$(H\\211\\337\\350\\266\\344\\377\\377H\\201\\304\\310\002\\0\\0[]A\\134A]A^A_\\303A\\276\\375\\377\\377\\377E1\\344E\\205\\355\017\\204\\272\\0\\0\\0001\\300H\\211D$8H\\213t\"\n"
".ascii \"$(H\\211\\337\\350p\\356\\377\\377H\\213D$8L\\213D$(H\\211\\331H\\213t$\010H\\213|$\020H\\215P\001\\350\032\\347\\377\\377\\351\\245\\0\\0\\0H\\213t$\010H\\215T$8L\\211\\347\\350\\237\\366\\377\\377A\\211\\306\\203\\370\\377\017\\204J\\377\\377\\3771\\322H\\2155\"\n.long .Lprobable_rt_s7+2658-4-.\n.ascii \"\\203\\370\\376\017\\204A\\377\\377\\377E\\205\\355\017\\205Q\002\\0\\0\\215@\\377H\\2155\"\n.long .Lprobable_rt_s7+2532-4-.\n"
".ascii \"\\203\\370\001\017\\206M\002\\0\\0A\\203\\376\004\017\\205\023\003\\0\\0L\\211\\347\\350\\263\\367\\377\\3771\\322H\\2155\"\n.long .Lprobable_rt_s7+2966-4-.\n.ascii \"\\205\\300\017\\204\002\\377\\377\\377H\\2134$H\\215=\"\n.long .Lprobable_rt_s7+2846-4-.\n"
".ascii \"1\\300\\3507\\331\\377\\377H\\213t$(H\\211\\337\\350\\275\\355\\377\\377H\\213L$(H\\213t$\010H\\211\\332H\\213|$\020\\350\\242\\351\\377\\377D\\213l$hE\\205\\355t\005\\350\\313\\310\\377\\377A\\203\\376\\375u-H\\213T$XH\\213t$P\\211\\357\\350\020\\361\\377\\377\\205\\300\017\\211\\247\\376\\377\\377\\220\\350\\364\004\\0\\0H\"\n.ascii \"\\2155\"\n.long .Lprobable_rt_s7+3021-4-.\n.ascii \"\\213\020\\351\\212\\376\\377\\377H\\213<$L\\215=\"\n"
".long .Lprobable_rt_s7+3027-4-.\n.ascii \"\\220\\350\\225\004\\0\\0H\\215x@\\350P\\311\\377\\377H\\211D$\010\\220\\350\\271\004\\0\\0H\\213<$A\\211\\306\\220\\350t\004\\0\\0H\\213\014$E\\211\\351Mc\\306H\\213|$\010H\\215p@L\\211\\3721\\300\\350\\334\\331\\377\\377H\\213|$\010\\272\\200\001\\0\\0001\\300\\276\\301\\0\\12\\0\\220\\350\\330\004\\0\\0\\211\\307\\205\\300y\"\n"
".ascii \"\037\\220\\350t\004\\0\\0\\213\020\\203\\372\021\017\\205\\233\\0\\0\\0A\\377\\305A\\203\\375du\\231\\351\\242\\0\\0\\0\\213\\264$\\334\\0\\0\\0\\211D$\020\\201\\346\\377\017\\0\\0\\220\\350\\264\004\\0\\0\\213|$\020\\205\\300x#H\\213T$XH\\213t$P\\350;\\360\\377\\377\\213|$\020\\205\\300x\014\\220\\350\\207\004\\0\\0\\205\\300y-\"\n.ascii \"\\353\006\\220\\350{\004\\0\\0\\220\\350\\15\004\\0\\0H\\213<$H\\2155\"\n.long .Lprobable_rt_s7+3021-4-.\n"
".ascii \"\\213\020\\350)\\372\\377\\377H\\213|$\010\\220\\350h\004\\0\\0\\353oH\\2134$H\\213|$\010\\220\\350_\004\\0\\0\\205\\300t\\134H\\213|$\010\\220\\350H\004\\0\\0\\353\036\\203\\372\036w\020H\\307\\300\\375\\337\\377\\277\\211\\321H\\323\\370\\250\001t\\11H\\2155\"\n.long .Lprobable_rt_s7+3041-4-.\n.ascii \"\\353(H\\213L$XH\\213T$P\\211\\357H\\2134$\\350\017\\372\\377\\377\\205\\300y\030\\220\\350\\221\003\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+3021-4-.\n"
".ascii \"\\213\020H\\213<$\\350\\255\\371\\377\\377H\\213|$\010\\220\\350T\003\\0\\0\\351\034\\375\\377\\377H\\215t$@\\211\\357\\350\\320\\356\\377\\377I\\211\\304H\\205\\300\017\\205\\336\\374\\377\\377\\220\\350Q\003\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+2598-4-.\n.ascii \"\\213\020\\351=\\374\\377\\377\\215@\\375\\203\\370\001w\016H\\2155\"\n.long .Lprobable_rt_s7+2471-4-.\n"
".ascii \"1\\322\\351\\321\\374\\377\\377A\\215F\\377\\203\\370\001\017\\207\032\\375\\377\\3771\\322H\\215L$41\\366L\\211\\347H\\211T$HH\\215T$HH\\211L$\030\\350K\\367\\377\\377H\\213t$HH\\211\\307\\350\177\\341\\377\\3771\\322\\203|$4\\0H\\213L$\030H\\2155\"\n.long .Lprobable_rt_s7+2763-4-.\n.ascii \"\017\\205~\\374\\377\\377A\\203\\376\002t;E\\205\\377tNH\\211\\336H\\215T$(L\\211\\347A\\276\001\\0\\0\\0\\350\004\\367\\377\\377H\\213|$\010\\276P\\0\\0\\0H\\215\025\"\n"
".long .Lprobable_rt_s7+2840-4-.\n.ascii \"H\\211\\3031\\300\\350\\343\\327\\377\\377\\351\\232\\374\\377\\377H\\211\\336H\\215T$(L\\211\\347\\350\\324\\366\\377\\377H\\211\\303\\351\\202\\374\\377\\377H\\2134$H\\215=\"\n.long .Lprobable_rt_s7+2846-4-.\n.ascii \"1\\300A\\276\001\\0\\0\\0\\350T\\326\\377\\377\\351^\\374\\377\\377A\\203\\376\003\017\\205\016\\375\\377\\377H\\213T$@H\\213|$\020L\\211\\346\\350/\\324\\377\\377\\351\\367\\374\\377\\377\"\n"
"probable_profile_report_at_unload_:\n.ascii \"\\363\017\036\\372AVAUATUSH\\203\\354 \\350\\370\\354\\377\\377H\\215=\"\n.long .Lprobable_rt_s7+3121-4-.\n.ascii \"\\205\\300tG\\220\\350\\15\002\\0\\0H\\205\\300t\023H\\2155\"\n.long .Lprobable_rt_s7+3138-4-.\n.ascii \"H\\215=\"\n.long .Lprobable_rt_s7+3285-4-.\n.ascii \"\\351\\255\\0\\0\\0H\\215=\"\n.long .Lprobable_rt_s7+1894-4-.\n.ascii \"\\220\\350\\350\001\\0\\0H\\205\\300u\\333H\\215=\"\n.long .Lprobable_rt_s7+368-4-.\n"
".ascii \"\\220\\350\\326\001\\0\\0H\\205\\300u\\311\\351\016\001\\0\\0A\\211\\304\\220\\350\\303\001\\0\\0H\\211\\303H\\205\\300t#\\2008\\0\017\\204\\364\\0\\0\\0H\\2155\"\n.long .Lprobable_rt_s7+3288-4-.\n.ascii \"H\\211\\307\\220\\3502\001\\0\\0\\205\\300\017\\204\\334\\0\\0\\0\\353\\15A\\274\001\\0\\0\\0H\\215\035\"\n.long .Lprobable_rt_s7+3099-4-.\n.ascii \"H\\215=\"\n.long .Lprobable_rt_s7+1894-4-.\n.ascii \"L\\2155\"\n.long .Lprobable_rt_s7+3292-4-.\n"
".ascii \"\\220\\350w\001\\0\\0L\\211\\366H\\211\\337I\\211\\305\\220\\350\\370\\0\\0\\0001\\366L\\211\\357\\205\\300@\017\\225\\306\\350K\\352\\377\\377\\211\\305\\205\\300y\035L\\211\\356H\\215=\"\n.long .Lprobable_rt_s7+3294-4-.\n"
".ascii \"H\\203\\304 1\\300[]A\\134A]A^\\3510\\325\\377\\377E\\205\\344L\\211\\366H\\211\\337I\\211\\345A\017E\\354\\220\\350\\257\\0\\0\\0\\205\\300u-\\271\010\\0\\0\\0L\\211\\357\\211\\356\\363\\253L\\211\\357\\350F\\352\\377\\377H\\213T$\010H\\2134$\\277\002\\0\\0\\0\\350\022\\355\\377\\377H\\213<$\\353*H\\211\\337\\350\\333\\353\"\n"
".ascii \"\\377\\377L\\211\\357H\\211\\303\\350g\\335\\377\\377H\\213\014$H\\211\\337E\\211\\340H\\211\\302\\211\\356\\350T\\370\\377\\377H\\211\\337\\220\\350\\256\\0\\0\\0H\\203\\304 []A\\134A]A^\\303\"\nprobable_profile_unload_:\n.ascii \"\\363\017\036\\372\\270\001\\0\\0\\0\\207\005\"\n.long probable_profile_object_+8-.\n.ascii \"\\205\\300u\037Q\\350e\\376\\377\\377H\\203=\"\n.long probable_profile_object_+11-.\n.ascii \"\\0t\\15\\213=\"\n"
".long probable_profile_object_+4-.\n.ascii \"Z\\220\\351\031\001\\0\\0X\\303\\303\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\377%\"\n.long strcmp@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long write@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long abort@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long sched_yield@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long calloc@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long pthread_key_create@GOTPCREL-4\n"
".ascii \"\\314\\314\\377%\"\n.long pthread_atfork@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long pthread_setspecific@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long strlen@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long qsort@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long realloc@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long vsnprintf@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long free@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long getauxval@GOTPCREL-4\n"
".ascii \"\\314\\314\\377%\"\n.long getenv@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long getpid@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long __errno_location@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long fwrite@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long fflush@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long statx@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long read@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long strstr@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n"
".long strncmp@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long strchr@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long strerror@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long lseek@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long ftruncate@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long open@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long flock@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long close@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long fchmod@GOTPCREL-4\n"
".ascii \"\\314\\314\\377%\"\n.long unlink@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long rename@GOTPCREL-4\n.ascii \"\\314\\314\\377%\"\n.long pthread_key_delete@GOTPCREL-4\n.ascii \"\\314\\314\"\n.section .rodata.str1.1.probable_profile_rt,\"aG\",@progbits,probable_profile_rt_89990c23ea82af27,comdat\n.Lprobable_rt_s7:\n.ascii \"direct\\0likely\\0unlikely\\0none\\0exact\\0safe\\0checked\\0miscalibrated\\0wrong\\0needless\\0few\\0ok\\0unreached\\0con\"\n"
".ascii \"stant\\0probable\\0PROBABLE_PROBABLE\\0__builtin_expect_with_probability\\0[[likely]]\\0[[unlikely]]\\0__bui\"\n.ascii \"ltin_expect\\0__predict_true\\0__predict_false\\0_likely\\0_unlikely\\0PROBABLE_PROFILE_MIN_COUNT\\0probable\"\n.ascii \": profile: PROBABLE_PROFILE_MIN_COUNT '%s' is not a count; %d used\\12\\0\\0\\134%c\\0\\134u%04x\\0PROBABLE_PROFILE\"\n"
".ascii \"_RUN\\0%02x\\0pid%ld\\0\\42%s\\42: %s.%04u, \\0%.1f\\0.0\\0()\\0this arch\\0alignment\\0condition\\0s\\0true %.1f%% (99%% in\"\n.ascii \"terval %s-%s): the measured %d lies between %s's thresholds %d and %d, where no hint is emitted,\"\n.ascii \" and the %s%s can go\\0constant here (%s): the compiler knew the %s in this build\\0%s evaluation%s,\"\n"
".ascii \" fewer than the minimum of %s\\0the 99% interval is wider than 10 points\\0,\\0unaligned\\0branch\\0\\12]}\\12\\0]\"\n.ascii \"}\\12\\0{\\42format\\42: \\42probable-profile\\42, \\42version\\42: 3, \\42source\\42: \\42profile\\42, \\42run\\42: \\42%s\\42, \\42dumps\\42: %s, \\42\"\n.ascii \"sites\\42: [\\0%s\\12  {\\42file\\42: \\42%s\\42, \\42line\\42: %d, \\42nth\\42: %d, \\42col\\42: %d, \\42func\\42: \\42%s\\42, \\42expr\\42: \\42%s\\42, \\0\\42co\"\n"
".ascii \"nd\\42: \\42%s\\42, \\0\\42expanded\\42: \\42%s\\42, \\0\\42instance\\42: \\42%s\\42, \\0\\42unit\\42: \\42%s\\42, \\0\\42macro\\42: \\42%s\\42, \\42kind\\42: \\42%s\\42, \\42a\"\n.ascii \"rch\\42: \\42%s\\42, \\42declared\\42: %d, \\42high\\42: %d, \\42low\\42: %d, \\42exact\\42: %d, \\42threshold\\42: %d, \\42test_below\\42: %\"\n"
".ascii \"d, \\42size\\42: %d, \\42constant\\42: %d, \\42source\\42: \\42profile\\42, \\0\\42count\\42: %s, \\42hits\\42: %s, \\0observed\\0ci_low\\0c\"\n.ascii \"i_high\\0\\42hint\\42: \\42%s\\42, \\42verdict\\42: \\42%s\\42, \\42suggest\\42: %d, \\42suggest_hint\\42: \\42%s\\42, \\0\\42needed\\42: %s\\0, \\42why\\42\"\n.ascii \": \\42\\0\\42\\0}\\0misaligned: \\0make it unlikely\\0no hint\\0drop the hint\\0make it likely\\0probable profile: %lu\"\n"
".ascii \" site%s, worst first (run %s, pid %ld)\\12\\00099% interval\\0pc\\0verdict\\0%-13s %4s %8s %-21s %-8s %12s  %\"\n.ascii \"-26s %s\\12\\0what\\0where\\0count\\0hint\\0[%.2f, %.2f]\\0%-13s %4d %7.2f%% %-21s %-8s %12s  \\0%s:%d\\0:%d\\0 (call\"\n.ascii \" %d on the line)\\0 %s()\\0 %s%s\\0 (%s: %s)\\0 [expanded: %s]\\0\\12\\0%13s %s (%s here): the code is laid out\"\n"
".ascii \" for the rarer case\\12\\0%13s write %d (%s here)\\12\\0%13s about %s evaluations would tell\\12\\0%13s known t\"\n.ascii \"o the compiler here (%s): not judged from this build\\12\\0%13s \\0text\\0json\\0PROBABLE_PROFILE_FORMAT\\0%l\"\n.ascii \"d\\0  {\\42file\\42: \\0file\\0func\\0expr\\0cond\\0macro\\0expanded\\0instance\\0unit\\0arch\\0kind\\0source\\0profile\\0dumps\\0{\\42\"\n"
".ascii \"format\\42: \\42probable-profile\\42\\0{\\42version\\42: 1, \\42pid\\42: \\0(run \\0probable profile: \\0 site\\0, worst first \"\n.ascii \"(run \\0              \\0[]}\\0]}\\0: \\0probable: profile: cannot write the report to '%s': %s%s%s; no re\"\n.ascii \"port written\\12\\0it is a FIFO, not a regular file (left as it is)\\0it is a character device, not a r\"\n"
".ascii \"egular file (left as it is)\\0it is a block device, not a regular file (left as it is)\\0it is not a\"\n.ascii \" regular file (left as it is)\\0it is a symbolic link, not followed\\0open\\0it holds a text report, a\"\n.ascii \"nd this one is JSON (left as it is)\\0it holds a JSON report, and this one is text (left as it is)\"\n.ascii \"\\0stat\\0read\\0it exists and is not a probable report (left as it is)\\0it holds a report of another v\"\n"
".ascii \"ersion or from another tool (left as it is; this runtime writes version 3)\\0it starts like a repo\"\n.ascii \"rt but is not one that can be read back (left as it is)\\0mixed\\0probable: profile: %s held a repor\"\n.ascii \"t of another run: replaced (PROBABLE_PROFILE_RUN=name keeps one run across programs)\\12\\0it starts \"\n.ascii \"like a report but is not one (left as it is)\\0write\\0%s.tmp.%ld.%d\\0create a temporary file beside \"\n"
".ascii \"it\\0it keeps being replaced\\0probable-profile.json\\0PROBABLE_PROFILE\\0probable: profile: a set-user-\"\n.ascii \"ID, set-group-ID or capability-raising program (secure-execution mode) ignores PROBABLE_PROFILE*\"\n.ascii \"; no report written\\12\\0%s\\0off\\0-\\0probable: profile: unknown PROBABLE_PROFILE_FORMAT '%s' (it is \\42te\"\n"
".ascii \"xt\\42 or \\42json\\42); no report written\\12\\0line\\0nth\\0col\\0size\\0declared\\0high\\0low\\0threshold\\0test_below\\0hits\"\n.ascii \"\\0\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\"\n.section .rodata.probable_profile_rt,\"aG\",@progbits,probable_profile_rt_89990c23ea82af27,comdat\n.balign 32\n.Lprobable_rt_s8:\n"
".ascii \"probable profile: \\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0{\\42format\\42: \\42probable-profile\\42, \\42version\\42: 3, \\42source\\42: \\42profile\\42\"\n.ascii \", \\42run\\42: \\42\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0probable: profile: out of memory\\12\\0\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\\314\"\n"
".section .data.rel.ro.local.probable_profile_rt,\"awG\",@progbits,probable_profile_rt_89990c23ea82af27,comdat\n.balign 32\n.Lprobable_rt_s9:\n.quad .Lprobable_rt_s7+3395\n.quad .Lprobable_rt_s7+3400\n.quad .Lprobable_rt_s7+3404\n.quad .Lprobable_rt_s7+3408\n.quad .Lprobable_rt_s7+3413\n.quad .Lprobable_rt_s7+3422\n.quad .Lprobable_rt_s7+3427\n.quad .Lprobable_rt_s7+28\n.quad .Lprobable_rt_s7+3431\n.quad .Lprobable_rt_s7+3441\n.quad .Lprobable_rt_s7+93\n"
".quad .Lprobable_rt_s7+1556\n.quad .Lprobable_rt_s7+3452\n.ascii \"\\314\\314\\314\\314\\314\\314\\314\\314\"\n.section .bss.probable_profile_rt,\"awG\",@nobits,probable_profile_rt_89990c23ea82af27,comdat\n.balign 32\n.Lprobable_rt_s11:\nprobable_profile_object_:\n.zero 56\n.section .tbss.probable_profile_rt,\"awTG\",@nobits,probable_profile_rt_89990c23ea82af27,comdat\n.balign 8\n.Lprobable_rt_s12:\nprobable_profile_tls_:\n.zero 8\n"
".section .rodata.cst8.probable_profile_rt,\"aG\",@progbits,probable_profile_rt_89990c23ea82af27,comdat\n.balign 8\n.Lprobable_rt_s13:\n.ascii \"\\0\\0\\0\\0\\0\\0\\360?\\0\\0\\0\\0\\0\\0\\340?\\0\\0\\0\\0\\0\\210\\303@\\0\\0\\0\\0\\0\\0\\340C#\\351\\246U\\42\\212\032@\\0\\0\\0\\0\\0\\0\020@`\\221\\326dL\\233\004@\\0\\0\\0\\0\\0\\0Y@\\0\\0\\0\\0\\0\\0$@\\0\\0\\0\\0\\0\\0I@\"\n"
".section .rodata.cst16.probable_profile_rt,\"aG\",@progbits,probable_profile_rt_89990c23ea82af27,comdat\n.balign 16\n.Lprobable_rt_s14:\n.ascii \"\\0\\0\\0\\0\\0\\0\\0\\200\\0\\0\\0\\0\\0\\0\\0\\0\"\n.section .eh_frame,\"a\"\n.balign 8\n.Lprobable_rt_s15:\n.ascii \"\024\\0\\0\\0\\0\\0\\0\\0\001zR\\0\001x\020\001\033\014\007\010\\220\001\\0\\0\020\\0\\0\\0\034\\0\\0\\0\"\n.long .Lprobable_rt_s5+0-.\n.ascii \"\\255\\0\\0\\0\\0\\0\\0\\0$\\0\\0\\0000\\0\\0\\0\"\n"
".long .Lprobable_rt_s5+173-.\n.ascii \"\\205\\0\\0\\0\\0E\016\020\\206\002D\016\030\\203\003D\016 \002u\016\030A\016\020A\016\010\020\\0\\0\\0X\\0\\0\\0\"\n.long .Lprobable_rt_s5+306-.\n.ascii \"\\42\\0\\0\\0\\0V\016\020\030\\0\\0\\0l\\0\\0\\0\"\n.long .Lprobable_rt_s5+340-.\n.ascii \" \\0\\0\\0\\0E\016\020\\203\002Z\016\010\\0\\0\\0\020\\0\\0\\0\\210\\0\\0\\0\"\n.long .Lprobable_rt_s5+372-.\n.ascii \"\\11\\0\\0\\0\\0\\0\\0\\0\020\\0\\0\\0\\234\\0\\0\\0\"\n"
".long .Lprobable_rt_s5+381-.\n.ascii \"\017\\0\\0\\0\\0\\0\\0\\0\030\\0\\0\\0\\260\\0\\0\\0\"\n.long .Lprobable_rt_s5+396-.\n.ascii \"o\\0\\0\\0\\0E\016\020\\203\002\002i\016\010\\0\\0\020\\0\\0\\0\\314\\0\\0\\0\"\n.long .Lprobable_rt_s5+507-.\n.ascii \"\\11\\0\\0\\0\\0\\0\\0\\0\024\\0\\0\\0\\340\\0\\0\\0\"\n.long .Lprobable_rt_s5+516-.\n.ascii \"+\\0\\0\\0\\0M\016\020]\016\010\\0\020\\0\\0\\0\\370\\0\\0\\0\"\n.long .Lprobable_rt_s5+559-.\n"
".ascii \"'\\0\\0\\0\\0\\0\\0\\0\030\\0\\0\\0\014\001\\0\\0\"\n.long .Lprobable_rt_s5+598-.\n.ascii \",\\0\\0\\0\\0E\016\020\\203\002b\016\010\\0\\0\\0\024\\0\\0\\0(\001\\0\\0\"\n.long .Lprobable_rt_s5+642-.\n.ascii \"T\\0\\0\\0\\0E\016\020\002B\016\010\024\\0\\0\\0@\001\\0\\0\"\n.long .Lprobable_rt_s5+726-.\n.ascii \"H\\0\\0\\0\\0P\016\020v\016\010\\0\030\\0\\0\\0X\001\\0\\0\"\n.long .Lprobable_rt_s5+798-.\n"
".ascii \"\\213\\0\\0\\0\\0E\016\020\\203\002\002\\205\016\010\\0\\0\020\\0\\0\\0t\001\\0\\0\"\n.long .Lprobable_rt_s5+937-.\n.ascii \"\032\\0\\0\\0\\0\\0\\0\\0\020\\0\\0\\0\\210\001\\0\\0\"\n.long .Lprobable_rt_s5+963-.\n.ascii \"P\\0\\0\\0\\0\\0\\0\\0\020\\0\\0\\0\\234\001\\0\\0\"\n.long .Lprobable_rt_s5+1043-.\n.ascii \"a\\0\\0\\0\\0\\0\\0\\0$\\0\\0\\0\\260\001\\0\\0\"\n.long .Lprobable_rt_s5+1140-.\n"
".ascii \"\\366\\0\\0\\0\\0E\016\020\\206\002J\016\030\\203\003K\0160\002\\331\016\030A\016\020A\016\010H\\0\\0\\0\\330\001\\0\\0\"\n.long .Lprobable_rt_s5+1386-.\n.ascii \"A\001\\0\\0\\0F\016\020\\217\002B\016\030\\216\003B\016 \\215\004B\016(\\214\005A\0160\\206\006A\0168\\203\007D\016P\003!\001\0168D\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0\\0\020\\0\\0\\0$\002\\0\\0\"\n.long .Lprobable_rt_s5+1707-.\n.ascii \"R\\0\\0\\0\\0\\0\\0\\0\030\\0\\0\\0008\002\\0\\0\"\n"
".long .Lprobable_rt_s5+1789-.\n.ascii \"h\\0\\0\\0\\0E\016\020\\203\002\002b\016\010\\0\\0\020\\0\\0\\0T\002\\0\\0\"\n.long .Lprobable_rt_s5+1893-.\n.ascii \"W\\0\\0\\0\\0\\0\\0\\0(\\0\\0\\0h\002\\0\\0\"\n.long .Lprobable_rt_s5+1980-.\n.ascii \"]\\0\\0\\0\\0F\016\020\\214\002D\016\030\\206\003A\016 \\203\004\002L\016\030C\016\020B\016\010\\0\\0(\\0\\0\\0\\224\002\\0\\0\"\n.long .Lprobable_rt_s5+2073-.\n"
".ascii \"g\001\\0\\0\\0E\016\020\\206\002A\016\030\\203\003A\016 \003]\001\016\030A\016\020A\016\010\\0\\0\\0008\\0\\0\\0\\300\002\\0\\0\"\n.long .Lprobable_rt_s5+2432-.\n.ascii \"w\002\\0\\0\\0F\016\020\\215\002B\016\030\\214\003A\016 \\206\004D\016(\\203\005D\0160\003_\002\016(A\016 A\016\030B\016\020B\016\010\\0\\0\\0\020\\0\\0\\0\\374\002\\0\\0\"\n.long .Lprobable_rt_s5+3063-.\n.ascii \"$\\0\\0\\0\\0\\0\\0\\0(\\0\\0\\0\020\003\\0\\0\"\n.long .Lprobable_rt_s5+3099-.\n"
".ascii \"\\205\001\\0\\0\\0E\016\020\\206\002D\016\030\\203\003D\016 \003u\001\016\030A\016\020A\016\010\\0\\0\\0004\\0\\0\\0<\003\\0\\0\"\n.long .Lprobable_rt_s5+3488-.\n.ascii \"\\334\\0\\0\\0\\0X\016\020\\206\002D\016\030\\203\003E\016 \002\\240\\12\016\030G\\303\016\020A\\306\016\010E\013K\016\030A\016\020A\016\010\\0\\0,\\0\\0\\0t\003\\0\\0\"\n.long .Lprobable_rt_s5+3708-.\n"
".ascii \"\\353\\0\\0\\0\\0O\016\020\\214\002M\016\030\\206\003D\016 \\203\004\002\\306\016\030A\016\020B\016\010A\\303\\306\\314\\0\\0<\\0\\0\\0\\244\003\\0\\0\"\n.long .Lprobable_rt_s5+3943-.\n.ascii \"\\220\\0\\0\\0\\0P\016\020\\215\002E\016\030\\214\003A\016 \\206\004D\016(\\203\005D\0160\002j\016(A\016 A\016\030B\016\020B\016\010A\\303\\306\\314\\315\\0\\0\\0\034\\0\\0\\0\\344\003\\0\\0\"\n.long .Lprobable_rt_s5+4087-.\n"
".ascii \"/\\0\\0\\0\\0E\016\020\\206\002J\016 T\016\020G\016\010\\0H\\0\\0\\0\004\004\\0\\0\"\n.long .Lprobable_rt_s5+4134-.\n.ascii \"\\262\\0\\0\\0\\0F\016\020\\217\002E\016\030\\216\003B\016 \\215\004B\016(\\214\005D\0160\\206\006D\0168\\203\007G\016\\340\002\002\\211\0168A\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0\\0\030\\0\\0\\0P\004\\0\\0\"\n.long .Lprobable_rt_s5+4312-.\n"
".ascii \"\\223\\0\\0\\0\\0K\016\\340\001\002\\207\016\010\\0\\0\\0\030\\0\\0\\0l\004\\0\\0\"\n.long .Lprobable_rt_s5+4459-.\n.ascii \"\\334\\0\\0\\0\\0K\016\\200\002\002\\320\016\010\\0\\0\\0\030\\0\\0\\0\\210\004\\0\\0\"\n.long .Lprobable_rt_s5+4679-.\n.ascii \"~\\0\\0\\0\\0E\016\020\\203\002\002x\016\010\\0\\0\030\\0\\0\\0\\244\004\\0\\0\"\n.long .Lprobable_rt_s5+4805-.\n.ascii \"\\217\\0\\0\\0\\0K\016\\340\001\002\\203\016\010\\0\\0\\0\020\\0\\0\\0\\300\004\\0\\0\"\n"
".long .Lprobable_rt_s5+4948-.\n.ascii \"1\\0\\0\\0\\0\\0\\0\\0008\\0\\0\\0\\324\004\\0\\0\"\n.long .Lprobable_rt_s5+4997-.\n.ascii \"X\001\\0\\0\\0F\016\020\\215\002K\016\030\\214\003O\016 \\206\004A\016(\\203\005G\016P\003)\001\016(A\016 A\016\030B\016\020B\016\010\\0\\0\\0\030\\0\\0\\0\020\005\\0\\0\"\n.long .Lprobable_rt_s5+5341-.\n.ascii \"\\350\\0\\0\\0\\0E\016\020\\203\002\002\\342\016\010\\0\\0L\\0\\0\\0,\005\\0\\0\"\n.long .Lprobable_rt_s5+5573-.\n"
".ascii \"1\001\\0\\0\\0F\016\020\\216\002B\016\030\\215\003E\016 \\214\004A\016(\\206\005A\0160\\203\006\003\001\001\\12\016(D\016 I\016\030D\016\020B\016\010E\013A\016(A\016 B\016\030B\016\020B\016\010\\0\\0\\0H\\0\\0\\0|\005\\0\\0\"\n.long .Lprobable_rt_s5+5878-.\n"
".ascii \"X\001\\0\\0\\0F\016\020\\217\002B\016\030\\216\003B\016 \\215\004B\016(\\214\005D\0160\\206\006D\0168\\203\007G\016P\0032\001\0168A\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0\\0\034\\0\\0\\0\\310\005\\0\\0\"\n.long .Lprobable_rt_s5+6222-.\n.ascii \"u\\0\\0\\0\\0E\016\020\\203\002\002h\\12\016\010F\013A\016\010H\\0\\0\\0\\350\005\\0\\0\"\n.long .Lprobable_rt_s5+6339-.\n"
".ascii \"9\001\\0\\0\\0F\016\020\\217\002B\016\030\\216\003E\016 \\215\004B\016(\\214\005D\0160\\206\006A\0168\\203\007G\016\\320\002\003\020\001\0168D\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0H\\0\\0\\0004\006\\0\\0\"\n.long .Lprobable_rt_s5+6652-.\n"
".ascii \"\020\002\\0\\0\\0F\016\020\\217\002B\016\030\\216\003E\016 \\215\004B\016(\\214\005A\0160\\206\006A\0168\\203\007F\016`\003\\353\001\0168D\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0\\0(\\0\\0\\0\\200\006\\0\\0\"\n.long .Lprobable_rt_s5+7180-.\n.ascii \"6\\0\\0\\0\\0F\016\020\\214\002D\016\030\\206\003C\016 \\203\004`\016\030A\016\020B\016\010\\0\\0\\0,\\0\\0\\0\\254\006\\0\\0\"\n.long .Lprobable_rt_s5+7234-.\n"
".ascii \"\\202\\0\\0\\0\\0F\016\020\\214\002A\016\030\\206\003D\016 \\203\004G\016@\002k\016 A\016\030A\016\020B\016\010$\\0\\0\\0\\334\006\\0\\0\"\n.long .Lprobable_rt_s5+7364-.\n.ascii \"P\\0\\0\\0\\0E\016\020\\206\002O\016\030\\203\003D\016 u\016\030A\016\020A\016\010\\0\\214\\0\\0\\0\004\007\\0\\0\"\n.long .Lprobable_rt_s5+7444-.\n"
".ascii \"\\264\001\\0\\0\\0F\016\020\\217\002B\016\030\\216\003B\016 \\215\004B\016(\\214\005A\0160\\206\006A\0168\\203\007G\016\\220\001\002\\216\016\\230\001E\016\\240\001M\016\\250\001B\016\\260\001X\016\\220\001p\\12\0168C\0160H\016(B\016 B\016\030B\016\020B\016\010E\013\002x\\12\0168H\0160A\016(B\"\n.ascii \"\016 B\016\030B\016\020B\016\010E\013D\0168A\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0\\200\\0\\0\\0\\224\007\\0\\0\"\n.long .Lprobable_rt_s5+7880-.\n"
".ascii \"2\003\\0\\0\\0F\016\020\\217\002B\016\030\\216\003B\016 \\215\004I\016(\\214\005D\0160\\206\006G\0168\\203\007G\016\\220\001\002Z\016\\230\001C\016\\240\001A\016\\250\001H\016\\260\001[\016\\220\001\002\\247\016\\230\001e\016\\240\001D\016\\250\001B\016\\260\001B\016\\270\001B\016\\300\001A\016\\310\001A\016\\320\001U\016\\220\"\n.ascii \"\001\003\\224\001\0168A\0160A\016(B\016 B\016\030B\016\020B\016\010l\\0\\0\\0\030\010\\0\\0\"\n.long .Lprobable_rt_s5+8698-.\n"
".ascii \"\004\004\\0\\0\\0F\016\020\\217\002I\016\030\\216\003B\016 \\215\004B\016(\\214\005A\0160\\206\006D\0168\\203\007J\016\\300\001\002V\016\\310\001O\016\\320\001O\016\\330\001O\016\\340\001W\016\\300\001\002\\215\016\\310\001D\016\\320\001\177\016\\310\001A\016\\300\001\003l\002\0168A\0160A\016(B\016 B\016\030B\016\"\n.ascii \"\020B\016\010H\\0\\0\\0\\210\010\\0\\0\"\n.long .Lprobable_rt_s5+9726-.\n"
".ascii \"e\\0\\0\\0\\0F\016\020\\215\002B\016\030\\214\003D\016 \\206\004D\016(\\203\005D\0160k\\12\016(G\016 H\016\030G\016\020B\016\010F\013A\016(A\016 A\016\030B\016\020B\016\010\\0\\0\\0\024\\0\\0\\0\\324\010\\0\\0\"\n.long .Lprobable_rt_s5+9827-.\n.ascii \"L\\0\\0\\0\\0T\016 v\016\010\\0008\\0\\0\\0\\354\010\\0\\0\"\n.long .Lprobable_rt_s5+9903-.\n"
".ascii \"\\226\\0\\0\\0\\0F\016\020\\215\002E\016\030\\214\003A\016 \\206\004D\016(\\203\005D\016\\220\001\002{\016(A\016 A\016\030B\016\020B\016\010\\0\\0\\0$\\0\\0\\0(\\11\\0\\0\"\n.long .Lprobable_rt_s5+10053-.\n.ascii \"\\264\\0\\0\\0\\0E\016\020\\206\002K\016\030\\203\003G\016@\002\\230\016\030C\016\020A\016\010\020\\0\\0\\0P\\11\\0\\0\"\n.long .Lprobable_rt_s5+10233-.\n.ascii \",\\0\\0\\0\\0\\0\\0\\0\020\\0\\0\\0d\\11\\0\\0\"\n.long .Lprobable_rt_s5+10277-.\n"
".ascii \"%\\0\\0\\0\\0\\0\\0\\0\024\\0\\0\\0x\\11\\0\\0\"\n.long .Lprobable_rt_s5+10314-.\n.ascii \"\033\\0\\0\\0\\0J\016\020G\016\010\\0$\\0\\0\\0\\220\\11\\0\\0\"\n.long .Lprobable_rt_s5+10341-.\n.ascii \"\\210\\0\\0\\0\\0E\016\020\\206\002J\016\030\\203\003N\016@\002h\016\030A\016\020A\016\0108\\0\\0\\0\\270\\11\\0\\0\"\n.long .Lprobable_rt_s5+10477-.\n"
".ascii \"\\241\\0\\0\\0\\0F\016\020\\215\002K\016\030\\214\003A\016 \\206\004C\016(\\203\005Q\016\\320\\200\004\002t\016(A\016 A\016\030B\016\020B\016\010\\0\\0(\\0\\0\\0\\364\\11\\0\\0\"\n.long .Lprobable_rt_s5+10638-.\n.ascii \"M\\0\\0\\0\\0F\016\020\\214\002D\016\030\\206\003D\016 \\203\004{\016\030A\016\020B\016\010\\0\\0\\0@\\0\\0\\0 \\12\\0\\0\"\n.long .Lprobable_rt_s5+10715-.\n"
".ascii \")\001\\0\\0\\0F\016\020\\216\002B\016\030\\215\003E\016 \\214\004G\016(\\206\005D\0160\\203\006G\016@\003\001\001\0160A\016(A\016 B\016\030B\016\020B\016\010\\0\\0\\0H\\0\\0\\0d\\12\\0\\0\"\n.long .Lprobable_rt_s5+11012-.\n.ascii \"`\003\\0\\0\\0F\016\020\\217\002L\016\030\\216\003G\016 \\215\004B\016(\\214\005A\0160\\206\006A\0168\\203\007G\016\\320\001\003/\003\0168C\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0@\\0\\0\\0\\260\\12\\0\\0\"\n"
".long .Lprobable_rt_s5+11876-.\n.ascii \"`\001\\0\\0\\0Q\016\020\\216\002E\016\030\\215\003B\016 \\214\004I\016(\\206\005A\0160\\203\006\0035\001\016(A\016 B\016\030B\016\020B\016\010A\\303\\306\\314\\315\\316\\0\\0\\0H\\0\\0\\0\\364\\12\\0\\0\"\n.long .Lprobable_rt_s5+12228-.\n"
".ascii \"\007\002\\0\\0\\0F\016\020\\217\002K\016\030\\216\003I\016 \\215\004B\016(\\214\005G\0160\\206\006A\0168\\203\007G\016p\003\\316\001\0168D\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0\\0H\\0\\0\\0@\013\\0\\0\"\n.long .Lprobable_rt_s5+12747-.\n"
".ascii \"\\343\001\\0\\0\\0F\016\020\\217\002E\016\030\\216\003B\016 \\215\004B\016(\\214\005D\0160\\206\006A\0168\\203\007D\016`\003\\275\001\0168D\0160A\016(B\016 B\016\030B\016\020B\016\010\\0\\0\\0$\\0\\0\\0\\214\013\\0\\0\"\n.long .Lprobable_rt_s5+13230-.\n.ascii \"F\\0\\0\\0\\0L\016\020\\206\002D\016\030\\203\003H\016 X\016\030I\016\020H\016\010\\0004\\0\\0\\0\\264\013\\0\\0\"\n.long .Lprobable_rt_s5+13300-.\n"
".ascii \"G\\0\\0\\0\\0F\016\020\\214\002H\016\030\\206\003D\016 \\203\004d\\12\016\030A\016\020B\016\010F\013A\016\030D\016\020B\016\010\\0\\0\\0(\\0\\0\\0\\354\013\\0\\0\"\n.long .Lprobable_rt_s5+13371-.\n.ascii \"\\201\\0\\0\\0\\0E\016\020\\206\002G\016\030\\203\003G\016\\240\004\002k\016\030A\016\020A\016\010\\0\\0\\0\020\\0\\0\\0\030\014\\0\\0\"\n.long .Lprobable_rt_s5+13500-.\n.ascii \"A\\0\\0\\0\\0\\0\\0\\0L\\0\\0\\0,\014\\0\\0\"\n.long .Lprobable_rt_s5+13565-.\n"
".ascii \"@\006\\0\\0\\0F\016\020\\217\002G\016\030\\216\003B\016 \\215\004G\016(\\214\005A\0160\\206\006A\0168\\203\007J\016\\200\006\003>\002\\12\0168A\0160A\016(B\016 B\016\030B\016\020B\016\010A\013\\0\\0\\0T\\0\\0\\0|\014\\0\\0\"\n.long .Lprobable_rt_s5+15165-.\n"
".ascii \"\\202\001\\0\\0\\0F\016\020\\216\002B\016\030\\215\003B\016 \\214\004A\016(\\206\005A\0160\\203\006D\016P\002\\337\\12\0160C\016(A\016 B\016\030B\016\020B\016\010E\013\002{\0160A\016(A\016 B\016\030B\016\020B\016\010\\0\\0\034\\0\\0\\0\\324\014\\0\\0\"\n.long .Lprobable_rt_s5+15551-.\n.ascii \"3\\0\\0\\0\\0T\016\020V\\12\016\010F\013A\016\010\\0\\0\\0\"\n.weak probable_profile_rt_89990c23ea82af27\n.hidden probable_profile_rt_89990c23ea82af27\n"
".weak __start_probable_sites_v3\n.hidden __start_probable_sites_v3\n.weak __stop_probable_sites_v3\n.hidden __stop_probable_sites_v3\n.weak probable_profile_postfork_child_\n.hidden probable_profile_postfork_child_\n.type probable_profile_postfork_child_,@function\n.size probable_profile_postfork_child_,173\n.weak probable_profile_object_\n.hidden probable_profile_object_\n.type probable_profile_object_,@object\n.size probable_profile_object_,56\n.weak probable_profile_tls_\n"
".hidden probable_profile_tls_\n.type probable_profile_tls_,@tls_object\n.size probable_profile_tls_,8\n.weak probable_profile_nth_cmp_\n.hidden probable_profile_nth_cmp_\n.type probable_profile_nth_cmp_,@function\n.size probable_profile_nth_cmp_,133\n.weak probable_profile_oom_\n.hidden probable_profile_oom_\n.type probable_profile_oom_,@function\n.size probable_profile_oom_,34\n.weak probable_profile_lock_\n.hidden probable_profile_lock_\n"
".type probable_profile_lock_,@function\n.size probable_profile_lock_,32\n.weak probable_profile_prefork_\n.hidden probable_profile_prefork_\n.type probable_profile_prefork_,@function\n.size probable_profile_prefork_,9\n.weak probable_profile_unlock_\n.hidden probable_profile_unlock_\n.type probable_profile_unlock_,@function\n.size probable_profile_unlock_,15\n.weak probable_profile_thread_exit_\n.hidden probable_profile_thread_exit_\n"
".type probable_profile_thread_exit_,@function\n.size probable_profile_thread_exit_,111\n.weak probable_profile_postfork_parent_\n.hidden probable_profile_postfork_parent_\n.type probable_profile_postfork_parent_,@function\n.size probable_profile_postfork_parent_,9\n.weak probable_profile_alloc_\n.hidden probable_profile_alloc_\n.type probable_profile_alloc_,@function\n.size probable_profile_alloc_,43\n.weak probable_profile_nsites_\n.hidden probable_profile_nsites_\n"
".type probable_profile_nsites_,@function\n.size probable_profile_nsites_,39\n.weak probable_profile_genrol_\n.hidden probable_profile_genrol_\n.type probable_profile_genrol_,@function\n.size probable_profile_genrol_,44\n.weak probable_profile_once_\n.hidden probable_profile_once_\n.type probable_profile_once_,@function\n.size probable_profile_once_,84\n.weak probable_profile_init_\n.hidden probable_profile_init_\n.type probable_profile_init_,@function\n"
".size probable_profile_init_,72\n.weak probable_profile_enrol_\n.hidden probable_profile_enrol_\n.type probable_profile_enrol_,@function\n.size probable_profile_enrol_,139\n.weak probable_profile_base_\n.hidden probable_profile_base_\n.type probable_profile_base_,@function\n.size probable_profile_base_,26\n.weak probable_profile_sqrt_\n.hidden probable_profile_sqrt_\n.type probable_profile_sqrt_,@function\n.size probable_profile_sqrt_,80\n.weak probable_profile_round4_\n"
".hidden probable_profile_round4_\n.type probable_profile_round4_,@function\n.size probable_profile_round4_,97\n.weak probable_profile_wilson_p_\n.hidden probable_profile_wilson_p_\n.type probable_profile_wilson_p_,@function\n.size probable_profile_wilson_p_,246\n.weak probable_profile_needed_\n.hidden probable_profile_needed_\n.type probable_profile_needed_,@function\n.size probable_profile_needed_,321\n.weak probable_profile_hint_\n.hidden probable_profile_hint_\n"
".type probable_profile_hint_,@function\n.size probable_profile_hint_,82\n.weak probable_profile_hint_name_\n.hidden probable_profile_hint_name_\n.type probable_profile_hint_name_,@function\n.size probable_profile_hint_name_,104\n.weak probable_profile_verdict_name_\n.hidden probable_profile_verdict_name_\n.type probable_profile_verdict_name_,@function\n.size probable_profile_verdict_name_,87\n.weak probable_profile_ends_\n.hidden probable_profile_ends_\n"
".type probable_profile_ends_,@function\n.size probable_profile_ends_,93\n.weak probable_profile_direction_\n.hidden probable_profile_direction_\n.type probable_profile_direction_,@function\n.size probable_profile_direction_,359\n.weak probable_profile_judge_\n.hidden probable_profile_judge_\n.type probable_profile_judge_,@function\n.size probable_profile_judge_,631\n.weak probable_profile_strcmp0_\n.hidden probable_profile_strcmp0_\n.type probable_profile_strcmp0_,@function\n"
".size probable_profile_strcmp0_,36\n.weak probable_profile_key_cmp_\n.hidden probable_profile_key_cmp_\n.type probable_profile_key_cmp_,@function\n.size probable_profile_key_cmp_,389\n.weak probable_profile_order_\n.hidden probable_profile_order_\n.type probable_profile_order_,@function\n.size probable_profile_order_,220\n.weak probable_profile_number_\n.hidden probable_profile_number_\n.type probable_profile_number_,@function\n.size probable_profile_number_,235\n"
".weak probable_profile_put_\n.hidden probable_profile_put_\n.type probable_profile_put_,@function\n.size probable_profile_put_,144\n.weak probable_profile_puts_\n.hidden probable_profile_puts_\n.type probable_profile_puts_,@function\n.size probable_profile_puts_,47\n.weak probable_profile_vprintf_\n.hidden probable_profile_vprintf_\n.type probable_profile_vprintf_,@function\n.size probable_profile_vprintf_,178\n.weak probable_profile_printf_\n"
".hidden probable_profile_printf_\n.type probable_profile_printf_,@function\n.size probable_profile_printf_,147\n.weak probable_profile_say_\n.hidden probable_profile_say_\n.type probable_profile_say_,@function\n.size probable_profile_say_,220\n.weak probable_profile_min_count_\n.hidden probable_profile_min_count_\n.type probable_profile_min_count_,@function\n.size probable_profile_min_count_,126\n.weak probable_profile_snprintf_\n.hidden probable_profile_snprintf_\n"
".type probable_profile_snprintf_,@function\n.size probable_profile_snprintf_,143\n.weak probable_profile_dec_\n.hidden probable_profile_dec_\n.type probable_profile_dec_,@function\n.size probable_profile_dec_,49\n.weak probable_profile_json_escape_\n.hidden probable_profile_json_escape_\n.type probable_profile_json_escape_,@function\n.size probable_profile_json_escape_,344\n.weak probable_profile_normalise_\n.hidden probable_profile_normalise_\n"
".type probable_profile_normalise_,@function\n.size probable_profile_normalise_,232\n.weak probable_profile_run_id_\n.hidden probable_profile_run_id_\n.type probable_profile_run_id_,@function\n.size probable_profile_run_id_,305\n.weak probable_profile_row_of_\n.hidden probable_profile_row_of_\n.type probable_profile_row_of_,@function\n.size probable_profile_row_of_,344\n.weak probable_profile_free_row_\n.hidden probable_profile_free_row_\n"
".type probable_profile_free_row_,@function\n.size probable_profile_free_row_,117\n.weak probable_profile_dedup_\n.hidden probable_profile_dedup_\n.type probable_profile_dedup_,@function\n.size probable_profile_dedup_,313\n.weak probable_profile_rows_\n.hidden probable_profile_rows_\n.type probable_profile_rows_,@function\n.size probable_profile_rows_,528\n.weak probable_profile_free_rows_\n.hidden probable_profile_free_rows_\n.type probable_profile_free_rows_,@function\n"
".size probable_profile_free_rows_,54\n.weak probable_profile_fixed4_\n.hidden probable_profile_fixed4_\n.type probable_profile_fixed4_,@function\n.size probable_profile_fixed4_,130\n.weak probable_profile_dec1_\n.hidden probable_profile_dec1_\n.type probable_profile_dec1_,@function\n.size probable_profile_dec1_,80\n.weak probable_profile_why_\n.hidden probable_profile_why_\n.type probable_profile_why_,@function\n.size probable_profile_why_,436\n.weak probable_profile_json_\n"
".hidden probable_profile_json_\n.type probable_profile_json_,@function\n.size probable_profile_json_,818\n.weak probable_profile_text_\n.hidden probable_profile_text_\n.type probable_profile_text_,@function\n.size probable_profile_text_,1028\n.weak probable_profile_judge_all_\n.hidden probable_profile_judge_all_\n.type probable_profile_judge_all_,@function\n.size probable_profile_judge_all_,101\n.weak probable_profile_format_\n.hidden probable_profile_format_\n"
".type probable_profile_format_,@function\n.size probable_profile_format_,76\n.weak probable_profile_report_\n.hidden probable_profile_report_\n.type probable_profile_report_,@function\n.size probable_profile_report_,150\n.weak probable_profile_write\n.hidden probable_profile_write\n.type probable_profile_write,@function\n.size probable_profile_write,180\n.weak probable_profile_stat_\n.hidden probable_profile_stat_\n.type probable_profile_stat_,@function\n"
".size probable_profile_stat_,44\n.weak probable_profile_same_\n.hidden probable_profile_same_\n.type probable_profile_same_,@function\n.size probable_profile_same_,37\n.weak probable_profile_secure_\n.hidden probable_profile_secure_\n.type probable_profile_secure_,@function\n.size probable_profile_secure_,27\n.weak probable_profile_path_\n.hidden probable_profile_path_\n.type probable_profile_path_,@function\n.size probable_profile_path_,136\n"
".weak probable_profile_read_all_\n.hidden probable_profile_read_all_\n.type probable_profile_read_all_,@function\n.size probable_profile_read_all_,161\n.weak probable_profile_write_all_\n.hidden probable_profile_write_all_\n.type probable_profile_write_all_,@function\n.size probable_profile_write_all_,77\n.weak probable_profile_field_\n.hidden probable_profile_field_\n.type probable_profile_field_,@function\n.size probable_profile_field_,297\n"
".weak probable_profile_parse_site_\n.hidden probable_profile_parse_site_\n.type probable_profile_parse_site_,@function\n.size probable_profile_parse_site_,864\n.weak probable_profile_which_\n.hidden probable_profile_which_\n.type probable_profile_which_,@function\n.size probable_profile_which_,352\n.weak probable_profile_text_ok_\n.hidden probable_profile_text_ok_\n.type probable_profile_text_ok_,@function\n.size probable_profile_text_ok_,519\n.weak probable_profile_merge_\n"
".hidden probable_profile_merge_\n.type probable_profile_merge_,@function\n.size probable_profile_merge_,483\n.weak probable_profile_cannot_\n.hidden probable_profile_cannot_\n.type probable_profile_cannot_,@function\n.size probable_profile_cannot_,70\n.weak probable_profile_in_place_\n.hidden probable_profile_in_place_\n.type probable_profile_in_place_,@function\n.size probable_profile_in_place_,71\n.weak probable_profile_is_std_\n.hidden probable_profile_is_std_\n"
".type probable_profile_is_std_,@function\n.size probable_profile_is_std_,129\n.weak probable_profile_kind_of_\n.hidden probable_profile_kind_of_\n.type probable_profile_kind_of_,@function\n.size probable_profile_kind_of_,65\n.weak probable_profile_to_file_\n.hidden probable_profile_to_file_\n.type probable_profile_to_file_,@function\n.size probable_profile_to_file_,1600\n.weak probable_profile_report_at_unload_\n.hidden probable_profile_report_at_unload_\n"
".type probable_profile_report_at_unload_,@function\n.size probable_profile_report_at_unload_,386\n.weak probable_profile_unload_\n.hidden probable_profile_unload_\n.type probable_profile_unload_,@function\n.size probable_profile_unload_,51\n.popsection\n.endif\n"
);
#endif /* PROBABLE_PROFILE_RUNTIME_X86_64_H */
/* ======== end of include/probable_profile_runtime_x86_64.h ======== */
#else
/* GCC: no jump table in .rodata and no .cold part in .text.unlikely
 * pointing into the runtime's linkonce section, which the linker discards
 * in every unit but one (and the runtime has no switch: Clang at -O0
 * makes a jump table of one) */
#if !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-jump-tables", "no-reorder-blocks-and-partition")
#endif
/* this thread's counters (see probable_profile.h): const to its callers */
PROBABLE_PROFILE_FN_ __attribute__((__nothrow__)) PROBABLE_UINTPTR_ probable_profile_base_(void)
{
	PROBABLE_UINTPTR_ probable_k_ = probable_profile_tls_;
	if (__builtin_expect(!probable_k_, 0))
		probable_k_ = probable_profile_enrol_();
	return probable_k_;
}

/*
 * The rest of the runtime runs when a thread first counts or exits, at
 * fork and when a report is written: every profiled unit compiles it, and
 * optimising it was most of what profile mode cost the compiler at -O2
 * (bench/compile-time.sh --profile), so it is compiled with little
 * optimisation whatever the unit's -O: GCC -Og (not -O0, which would put
 * its strings in unmergeable .rodata, a copy per unit in the program),
 * Clang optnone.  PROBABLE_PROFILE_OPTIMIZE_RUNTIME compiles it as the
 * unit says.
 */
#if !defined(PROBABLE_PROFILE_OPTIMIZE_RUNTIME) && !defined(__clang__) && defined(__OPTIMIZE__)
#pragma GCC optimize("Og", "no-jump-tables", "no-reorder-blocks-and-partition")
#elif !defined(PROBABLE_PROFILE_OPTIMIZE_RUNTIME) && defined(__clang__)
/* clang expands macros in this pragma: a host's macro named off is set
 * aside around it */
#pragma push_macro("off")
#undef off
#pragma clang optimize off
#pragma pop_macro("off")
#endif
/* ======== include/probable_profile_runtime.h ======== */
/*
 * probable_profile_runtime.h - profile mode's runtime, included by
 * probable_profile.h (not on its own).  Every function is weak and hidden:
 * one copy per executable or shared library, seen by no other.  The
 * design is in probable_profile.h; the JSON schema in docs/profile-format.md.
 */
#ifndef PROBABLE_PROFILE_RUNTIME_H
#define PROBABLE_PROFILE_RUNTIME_H

#ifndef PROBABLE_PROFILE_H
#error "probable_profile_runtime.h is included by probable_profile.h"
#endif

/*
 * Clang's -Wunsafe-buffer-usage (in -Weverything from Clang 16) proposes a
 * programming model for the user's own code; the runtime's string and
 * report buffers are not the user's to change, so it is off from here to
 * the end of the runtime.
 */
#if defined(__clang__) && defined(__has_warning)
#if __has_warning("-Wunsafe-buffer-usage")
#define PROBABLE_PROFILE_QUIET_BUFFERS_ 1
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunsafe-buffer-usage"
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define PROBABLE_PROFILE_WIDTH_ 10.0 /* "ok" needs an interval this narrow (points) */
#define PROBABLE_PROFILE_MIN_COUNT_ 100 /* and this many evaluations (PROBABLE_PROFILE_MIN_COUNT) */
#define PROBABLE_PROFILE_Z99_ 2.5758293035489004 /* two-sided 99% normal quantile */

/* the verdicts, worst first (the report's order: tools/probable/judge.py's
 * VERDICTS, which also has verdicts only a reader sets) */
enum probable_verdict_ {
	PROBABLE_VERDICT_WRONG_,
	PROBABLE_VERDICT_MISCALIBRATED_,
	PROBABLE_VERDICT_NEEDLESS_,
	PROBABLE_VERDICT_FEW_,
	PROBABLE_VERDICT_OK_,
	PROBABLE_VERDICT_CONSTANT_,
	PROBABLE_VERDICT_UNREACHED_
};

/* one thread's counters for this object (or a spare one, not live):
 * PROBABLE_SITE_WORDS_ words per site, the first two counting */
#define PROBABLE_SITE_WORDS_ (PROBABLE_SITE_SIZE_ / 8)
struct probable_block_ {
	struct probable_block_ *probable_next_;
	probable_u64_ *probable_counts_;
	int probable_live_, probable_unused_;
};

/* the layout of probable_gsite_ (a C++ class in probable_profile.h) */
struct probable_gview_ {
	const struct probable_site_ probable_site_;
	struct probable_gview_ *probable_next_;
	probable_u64_ probable_n_[4];
};

/* this object's state */
struct probable_object_ {
	int probable_lock_;                       /* a spin lock: 0 free, 1 held */
	int probable_once_;                       /* 0, 1 being readied, 2 ready */
	unsigned int probable_key_;               /* a pthread_key_t (an unsigned int) */
	int probable_dumped_;
	probable_u64_ *probable_totals_;          /* of threads that have exited: 4 per site */
	struct probable_block_ *probable_blocks_; /* live and spare */
	PROBABLE_UINTPTR_ probable_n_;            /* sites in the section */
	struct probable_gview_ *probable_gsites_; /* g++'s sites (probable_gsite_), enrolled at load */
	PROBABLE_UINTPTR_ probable_ng_;
};
typedef struct probable_block_ *probable_block_ptr_;
typedef struct probable_gview_ *probable_gview_ptr_;
typedef struct probable_row_ *probable_row_ptr_;
typedef const char *probable_cstr_;
typedef char *probable_charp_;
typedef char **probable_charpp_;

extern struct probable_object_ probable_profile_object_ PROBABLE_PROFILE_DECL_;
struct probable_row_;
struct probable_buf_;
/* prototypes (one copy per object; see above) */
PROBABLE_PROFILE_DECL_ void probable_profile_oom_(void) __attribute__((__noreturn__));
PROBABLE_PROFILE_DECL_ void probable_profile_lock_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_unlock_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_say_(const char *probable_fmt_, ...) __attribute__((__format__(__printf__, 1, 2)));
PROBABLE_PROFILE_DECL_ void probable_profile_snprintf_(char *probable_s_, probable_size_t_ probable_n_, const char *probable_fmt_, ...)
	__attribute__((__format__(__printf__, 3, 4)));
PROBABLE_PROFILE_DECL_ void probable_profile_report_(struct probable_buf_ *probable_b_, int probable_json_);
PROBABLE_PROFILE_DECL_ void *probable_profile_alloc_(probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ PROBABLE_UINTPTR_ probable_profile_nsites_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_thread_exit_(void *probable_arg_);
PROBABLE_PROFILE_DECL_ void probable_profile_prefork_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_postfork_parent_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_postfork_child_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_once_(void);
PROBABLE_PROFILE_DECL_ double probable_profile_sqrt_(double probable_x_);
PROBABLE_PROFILE_DECL_ double probable_profile_round4_(double probable_x_);
PROBABLE_PROFILE_DECL_ void probable_profile_wilson_p_(double probable_p_, double probable_nn_, double *probable_lo_, double *probable_hi_);
PROBABLE_PROFILE_DECL_ probable_u64_ probable_profile_needed_(probable_u64_ probable_hits_, probable_u64_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_hint_(const struct probable_row_ *probable_s_, int probable_pc_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_hint_name_(const struct probable_row_ *probable_s_, int probable_pc_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_verdict_name_(int probable_verdict_);
PROBABLE_PROFILE_DECL_ int probable_profile_ends_(const char *probable_s_, const char *probable_lower_);
PROBABLE_PROFILE_DECL_ int probable_profile_direction_(const struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ void probable_profile_judge_(struct probable_row_ *probable_r_, probable_u64_ probable_min_);
PROBABLE_PROFILE_DECL_ probable_u64_ probable_profile_min_count_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_number_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_nth_cmp_(const void *probable_a_, const void *probable_b_);
PROBABLE_PROFILE_DECL_ probable_size_t_ probable_profile_dedup_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_strcmp0_(const char *probable_a_, const char *probable_b_);
PROBABLE_PROFILE_DECL_ int probable_profile_key_cmp_(const void *probable_a_, const void *probable_b_);
PROBABLE_PROFILE_DECL_ int probable_profile_order_(const void *probable_a_, const void *probable_b_);
PROBABLE_PROFILE_DECL_ void probable_profile_put_(struct probable_buf_ *probable_b_, const char *probable_s_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ void probable_profile_puts_(struct probable_buf_ *probable_b_, const char *probable_s_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_dec_(char *probable_buf_, probable_u64_ probable_v_);
PROBABLE_PROFILE_DECL_ char *probable_profile_json_escape_(const char *probable_s_);
PROBABLE_PROFILE_DECL_ char *probable_profile_normalise_(const char *probable_path_);
PROBABLE_PROFILE_DECL_ void probable_profile_run_id_(char *probable_out_, probable_size_t_ probable_size_);
PROBABLE_PROFILE_DECL_ void probable_profile_row_of_(struct probable_row_ *probable_r_, const struct probable_site_ *probable_s_, const probable_u64_ *probable_c_);
PROBABLE_PROFILE_DECL_ struct probable_row_ *probable_profile_rows_(probable_size_t_ *probable_n_out_);
PROBABLE_PROFILE_DECL_ void probable_profile_free_row_(struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ void probable_profile_free_rows_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ void probable_profile_fixed4_(struct probable_buf_ *probable_out_, const char *probable_key_, double probable_x_);
PROBABLE_PROFILE_DECL_ void probable_profile_json_(struct probable_buf_ *probable_out_, const char *probable_run_, probable_u64_ probable_dumps_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ void probable_profile_text_(struct probable_buf_ *probable_out_, const char *probable_run_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_format_(const char *probable_format_, int probable_dflt_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_dec1_(char *probable_buf_, double probable_x_);
PROBABLE_PROFILE_DECL_ void probable_profile_why_(struct probable_buf_ *probable_out_, const struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ void probable_profile_judge_all_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);

PROBABLE_PROFILE_DATA_ __thread PROBABLE_UINTPTR_ probable_profile_tls_ PROBABLE_PROFILE_TLS_MODEL_;
PROBABLE_PROFILE_DATA_ struct probable_object_ probable_profile_object_ = {
	0, 0, 0, 0, PROBABLE_NULL_(probable_u64_ptr_), PROBABLE_NULL_(probable_block_ptr_), 0,
	PROBABLE_NULL_(probable_gview_ptr_), 0
};

/* one site's numbers, as the report shows them; strings JSON-escaped (and,
 * for this object's own sites, as written, for the text report) */
struct probable_row_ {
	char *probable_file_, *probable_func_, *probable_expr_, *probable_macro_, *probable_arch_;
	char *probable_cond_;
	char *probable_expanded_;                 /* the argument as the preprocessor expanded it (0: unknown, read back) */
	char *probable_instance_;                 /* C++: the function with its template arguments; 0 in C */
	char *probable_unit_;                     /* the unit's main file, normalised (0: unknown, read back) */
	const char *probable_tfile_, *probable_tfunc_, *probable_texpr_; /* as written; 0 when read back */
	const char *probable_tcond_;              /* as written (the record's); 0 when read back */
	const char *probable_texpanded_;          /* the record's; 0 when read back */
	const char *probable_tu_;                 /* the unit's main file (records only) */
	int probable_line_, probable_size_, probable_kind_, probable_declared_;
	int probable_high_, probable_low_, probable_exact_, probable_threshold_, probable_test_below_;
	int probable_suggest_, probable_verdict_, probable_nth_;
	int probable_col_, probable_order_, probable_ecol_, probable_unused_;
	probable_u64_ probable_count_, probable_hits_, probable_needed_;
	probable_u64_ probable_ccount_;           /* evaluations of a constant condition */
	probable_u64_ probable_min_;              /* the minimum it was judged with */
	double probable_observed_, probable_lo_, probable_hi_;
};

/* a growing buffer of text */
struct probable_buf_ {
	char *probable_p_;
	probable_size_t_ probable_n_, probable_cap_;
	int probable_oom_, probable_sites_;    /* sites: what probable_profile_report_ wrote */
};

PROBABLE_PROFILE_FN_ void probable_profile_oom_(void)
{
	static const char probable_msg_[] = "probable: profile: out of memory\n";
	(void)probable_profile_sys_write_(2, probable_msg_, sizeof probable_msg_ - 1);
	__builtin_abort();
}

/* the object's lock: a spin lock that yields, held only while a thread
 * enrols or exits, across fork() and while a report gathers the counts */
PROBABLE_PROFILE_FN_ void probable_profile_lock_(void)
{
	while (__atomic_exchange_n(&probable_profile_object_.probable_lock_, 1, __ATOMIC_ACQUIRE))
		probable_profile_sys_sched_yield_();
}
PROBABLE_PROFILE_FN_ void probable_profile_unlock_(void)
{
	__atomic_store_n(&probable_profile_object_.probable_lock_, 0, __ATOMIC_RELEASE);
}

PROBABLE_PROFILE_FN_ void *probable_profile_alloc_(probable_size_t_ probable_n_)
{
	void *probable_p_ = probable_profile_sys_calloc_(1, probable_n_ ? probable_n_ : 1);
	if (!probable_p_)
		probable_profile_oom_();
	return probable_p_;
}

/* ---- counting: threads, fork --------------------------------------------------- */

PROBABLE_PROFILE_FN_ PROBABLE_UINTPTR_ probable_profile_nsites_(void)
{
	if (!probable_profile_sites_ || !probable_profile_sites_end_)
		return 0;
	return (PROBABLE_ADDR_(probable_profile_sites_end_) - PROBABLE_ADDR_(probable_profile_sites_)) >>
	       PROBABLE_SITE_SHIFT_;
}

/* a thread exits: its counts join the totals, its array is spare */
PROBABLE_PROFILE_FN_ void probable_profile_thread_exit_(void *probable_arg_)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_ = PROBABLE_CAST_(struct probable_block_ *, probable_arg_);
	PROBABLE_UINTPTR_ probable_i_;

	probable_profile_lock_();
	for (probable_i_ = 0; probable_i_ < 4 * probable_o_->probable_n_; probable_i_++) {
		probable_u64_ *probable_c_ = &probable_b_->probable_counts_[PROBABLE_SITE_WORDS_ * (probable_i_ / 4) + probable_i_ % 4];
		probable_o_->probable_totals_[probable_i_] += __atomic_load_n(probable_c_, __ATOMIC_RELAXED);
		__atomic_store_n(probable_c_, 0, __ATOMIC_RELAXED);
	}
	probable_b_->probable_live_ = 0;
	probable_profile_unlock_();
	probable_profile_tls_ = 0;
}

/* a g++ site, as its object is loaded */
PROBABLE_PROFILE_FN_ void probable_profile_genrol_(struct probable_gsite_ *probable_g_)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_gview_ *probable_v_ = PROBABLE_PTR_(struct probable_gview_ *, PROBABLE_ADDR_(probable_g_));
	probable_profile_lock_();
	probable_v_->probable_next_ = probable_o_->probable_gsites_;
	probable_o_->probable_gsites_ = probable_v_;
	probable_o_->probable_ng_++;
	probable_profile_unlock_();
}

/* fork: the child starts from zero, with only the forking thread */
PROBABLE_PROFILE_FN_ void probable_profile_prefork_(void)
{
	probable_profile_lock_();
}
PROBABLE_PROFILE_FN_ void probable_profile_postfork_parent_(void)
{
	probable_profile_unlock_();
}
PROBABLE_PROFILE_FN_ void probable_profile_postfork_child_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_;
	struct probable_gview_ *probable_v_;
	PROBABLE_UINTPTR_ probable_i_;

	probable_o_->probable_lock_ = 0; /* held by the forking thread, which is this one */
	for (probable_v_ = probable_o_->probable_gsites_; probable_v_; probable_v_ = probable_v_->probable_next_)
		probable_v_->probable_n_[0] = probable_v_->probable_n_[1] = probable_v_->probable_n_[2] = probable_v_->probable_n_[3] = 0;
	for (probable_i_ = 0; probable_i_ < 4 * probable_o_->probable_n_; probable_i_++)
		probable_o_->probable_totals_[probable_i_] = 0;
	for (probable_b_ = probable_o_->probable_blocks_; probable_b_; probable_b_ = probable_b_->probable_next_) {
		for (probable_i_ = 0; probable_i_ < PROBABLE_SITE_WORDS_ * probable_o_->probable_n_; probable_i_++)
			probable_b_->probable_counts_[probable_i_] = 0;
		if (PROBABLE_ADDR_(probable_b_->probable_counts_) - PROBABLE_ADDR_(probable_profile_sites_) != probable_profile_tls_)
			probable_b_->probable_live_ = 0; /* its thread is not in the child */
	}
	probable_o_->probable_dumped_ = 0;
}

PROBABLE_PROFILE_FN_ void probable_profile_once_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	probable_o_->probable_n_ = probable_profile_nsites_();
	probable_o_->probable_totals_ = PROBABLE_CAST_(probable_u64_ *,
		probable_profile_alloc_(4 * probable_o_->probable_n_ * sizeof(probable_u64_)));
	probable_profile_sys_key_create_(&probable_o_->probable_key_, probable_profile_thread_exit_);
	probable_profile_sys_atfork_(probable_profile_prefork_, probable_profile_postfork_parent_,
		       probable_profile_postfork_child_);
}

/* once per object, and every caller returns when it is done */
PROBABLE_PROFILE_FN_ void probable_profile_init_(void)
{
	int *probable_s_ = &probable_profile_object_.probable_once_, probable_zero_ = 0;
	if (__atomic_load_n(probable_s_, __ATOMIC_ACQUIRE) == 2)
		return;
	if (__atomic_compare_exchange_n(probable_s_, &probable_zero_, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
		probable_profile_once_();
		__atomic_store_n(probable_s_, 2, __ATOMIC_RELEASE);
		return;
	}
	while (__atomic_load_n(probable_s_, __ATOMIC_ACQUIRE) != 2)
		probable_profile_sys_sched_yield_();
}

/* the first evaluation in this object by this thread (a cold path) */
PROBABLE_PROFILE_FN_ PROBABLE_UINTPTR_ probable_profile_enrol_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_;

	probable_profile_init_();
	probable_profile_lock_();
	for (probable_b_ = probable_o_->probable_blocks_; probable_b_; probable_b_ = probable_b_->probable_next_)
		if (!probable_b_->probable_live_)
			break;
	if (!probable_b_) {
		probable_b_ = PROBABLE_CAST_(struct probable_block_ *, probable_profile_alloc_(sizeof(*probable_b_)));
		probable_b_->probable_counts_ = PROBABLE_CAST_(probable_u64_ *,
			probable_profile_alloc_(PROBABLE_SITE_SIZE_ * probable_o_->probable_n_));
		probable_b_->probable_next_ = probable_o_->probable_blocks_;
		probable_o_->probable_blocks_ = probable_b_;
	}
	probable_b_->probable_live_ = 1;
	probable_profile_unlock_();
	probable_profile_sys_setspecific_(probable_o_->probable_key_, probable_b_);
	probable_profile_tls_ = PROBABLE_ADDR_(probable_b_->probable_counts_) - PROBABLE_ADDR_(probable_profile_sites_);
	return probable_profile_tls_;
}

/* ---- numbers ---------------------------------------------------------------------- */

/* the square root without libm: Newton's method from a power-of-two guess */
PROBABLE_PROFILE_FN_ double probable_profile_sqrt_(double probable_x_)
{
	double probable_r_ = 1.0;
	int probable_i_;
	if (probable_x_ <= 0.0)
		return 0.0;
	while (probable_r_ * probable_r_ < probable_x_)
		probable_r_ *= 2.0;
	for (probable_i_ = 0; probable_i_ < 64; probable_i_++)
		probable_r_ = 0.5 * (probable_r_ + probable_x_ / probable_r_);
	return probable_r_;
}

/* x >= 0 rounded to 4 decimals, without libm */
PROBABLE_PROFILE_FN_ double probable_profile_round4_(double probable_x_)
{
	return PROBABLE_CAST_(double, PROBABLE_CAST_(probable_u64_, probable_x_ * 10000.0 + 0.5)) / 10000.0;
}

/* the 99% Wilson score interval of a rate p over n evaluations, in percent */
PROBABLE_PROFILE_FN_ void probable_profile_wilson_p_(double probable_p_, double probable_nn_, double *probable_lo_, double *probable_hi_)
{
	const double probable_z_ = PROBABLE_PROFILE_Z99_;
	double probable_denom_ = 1.0 + probable_z_ * probable_z_ / probable_nn_;
	double probable_centre_ = (probable_p_ + probable_z_ * probable_z_ / (2.0 * probable_nn_)) / probable_denom_;
	double probable_half_ = probable_z_ * probable_profile_sqrt_(probable_p_ * (1.0 - probable_p_) / probable_nn_ + probable_z_ * probable_z_ / (4.0 * probable_nn_ * probable_nn_)) / probable_denom_;
	/* in percent, rounded to the 4 decimals the report prints (so that
	 * p = 1 gives exactly 100, whatever the last bit of the arithmetic) */
	*probable_lo_ = probable_profile_round4_(100.0 * (probable_centre_ - probable_half_ < 0.0 ? 0.0 : probable_centre_ - probable_half_));
	*probable_hi_ = probable_profile_round4_(100.0 * (probable_centre_ + probable_half_ > 1.0 ? 1.0 : probable_centre_ + probable_half_));
}

/* evaluations needed at rate hits/n for an interval at most WIDTH points
 * wide (at a fixed rate the width shrinks as n grows, so bisect) */
PROBABLE_PROFILE_FN_ probable_u64_ probable_profile_needed_(probable_u64_ probable_hits_, probable_u64_ probable_n_)
{
	double probable_p_ = probable_n_ ? PROBABLE_CAST_(double, probable_hits_) / PROBABLE_CAST_(double, probable_n_) : 0.5, probable_lo_, probable_hi_;
	probable_u64_ probable_lo_n_ = 1, probable_hi_n_ = 1;
	for (;;) { /* double until narrow enough, then bisect */
		probable_profile_wilson_p_(probable_p_, PROBABLE_CAST_(double, probable_hi_n_), &probable_lo_, &probable_hi_);
		if (probable_hi_ - probable_lo_ <= PROBABLE_PROFILE_WIDTH_ || probable_hi_n_ > (PROBABLE_CAST_(probable_u64_, 1) << 40))
			break;
		probable_lo_n_ = probable_hi_n_;
		probable_hi_n_ *= 2;
	}
	while (probable_lo_n_ + 1 < probable_hi_n_) {
		probable_u64_ probable_mid_ = probable_lo_n_ + (probable_hi_n_ - probable_lo_n_) / 2;
		probable_profile_wilson_p_(probable_p_, PROBABLE_CAST_(double, probable_mid_), &probable_lo_, &probable_hi_);
		if (probable_hi_ - probable_lo_ <= PROBABLE_PROFILE_WIDTH_)
			probable_hi_n_ = probable_mid_;
		else
			probable_lo_n_ = probable_mid_;
	}
	return probable_hi_n_;
}

/* what pc becomes at a site: a PROBABLE_HINT_ or PROBABLE_ACCESS_ value */
PROBABLE_PROFILE_FN_ int probable_profile_hint_(const struct probable_row_ *probable_s_, int probable_pc_)
{
	if (probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_)
		return probable_pc_ < probable_s_->probable_threshold_ ? PROBABLE_ACCESS_DIRECT :
		       probable_pc_ < probable_s_->probable_test_below_ ? PROBABLE_ACCESS_CHECKED : PROBABLE_ACCESS_SAFE;
	if (probable_s_->probable_exact_)
		return PROBABLE_HINT_EXACT;
	return probable_pc_ > probable_s_->probable_high_ ? PROBABLE_HINT_LIKELY : probable_pc_ < probable_s_->probable_low_ ? PROBABLE_HINT_UNLIKELY : PROBABLE_HINT_NONE;
}

PROBABLE_PROFILE_FN_ const char *probable_profile_hint_name_(const struct probable_row_ *probable_s_, int probable_pc_)
{
	int probable_h_ = probable_profile_hint_(probable_s_, probable_pc_);
	if (probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_)
		return probable_h_ == PROBABLE_ACCESS_DIRECT ? "direct" : probable_h_ == PROBABLE_ACCESS_CHECKED ? "checked" : "safe";
	return probable_h_ == PROBABLE_HINT_LIKELY ? "likely" : probable_h_ == PROBABLE_HINT_UNLIKELY ? "unlikely" :
	       probable_h_ == PROBABLE_HINT_EXACT ? "exact" : "none";
}

PROBABLE_PROFILE_FN_ const char *probable_profile_verdict_name_(int probable_verdict_)
{
	/* no switch: with GCC a jump table in .rodata would point into the
	 * runtime's linkonce section, discarded in all units but one */
	return probable_verdict_ == PROBABLE_VERDICT_WRONG_ ? "wrong" :
	       probable_verdict_ == PROBABLE_VERDICT_MISCALIBRATED_ ? "miscalibrated" :
	       probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_ ? "needless" :
	       probable_verdict_ == PROBABLE_VERDICT_FEW_ ? "few" :
	       probable_verdict_ == PROBABLE_VERDICT_OK_ ? "ok" :
	       probable_verdict_ == PROBABLE_VERDICT_CONSTANT_ ? "constant" : "unreached";
}

/* whether s ends in lower (lower case), ASCII letters of s in either case */
PROBABLE_PROFILE_FN_ int probable_profile_ends_(const char *probable_s_, const char *probable_lower_)
{
	probable_size_t_ probable_n_ = __builtin_strlen(probable_s_), probable_m_ = __builtin_strlen(probable_lower_);
	if (probable_n_ < probable_m_)
		return 0;
	for (probable_s_ += probable_n_ - probable_m_; *probable_lower_; probable_s_++, probable_lower_++) {
		char probable_c_ = *probable_s_ >= 'A' && *probable_s_ <= 'Z' ? PROBABLE_CAST_(char, *probable_s_ - 'A' + 'a') : *probable_s_;
		if (probable_c_ != *probable_lower_)
			return 0;
	}
	return 1;
}

/*
 * What a site's hint claims: 1 likely, -1 unlikely (a direction: the case
 * the code is laid out for, judged against the arch's thresholds), 0 a
 * stated pc (judged against the pc).  By the macro's name, the rule of
 * tools/probable/judge.py's direction(), so that a report and the tools
 * judge a site alike: probable(), PROBABLE_PROBABLE() and
 * __builtin_expect_with_probability() state a pc; likely(), unlikely()
 * (probable_likely.h), __builtin_expect, __predict_true/false, and a code
 * base's own macro named likely or unlikely (the name is likely or
 * unlikely, or ends in _likely or _unlikely, any case: LIKELY,
 * XXH_likely, ZSTD_UNLIKELY through PROBABLE_MACRO_SITE) claim the
 * direction of their declared pc; any other name states its pc, and so
 * does a declared 50 or an unaligned access.
 */
PROBABLE_PROFILE_FN_ int probable_profile_direction_(const struct probable_row_ *probable_r_)
{
	const char *probable_m_ = probable_r_->probable_macro_;
	if (!probable_m_ || probable_r_->probable_declared_ == 50 || probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ||
	    !__builtin_strcmp(probable_m_, "probable") || !__builtin_strcmp(probable_m_, "PROBABLE_PROBABLE") ||
	    !__builtin_strcmp(probable_m_, "__builtin_expect_with_probability"))
		return 0;
	if (!__builtin_strcmp(probable_m_, "[[likely]]") || !__builtin_strcmp(probable_m_, "[[unlikely]]") || !__builtin_strcmp(probable_m_, "__builtin_expect") ||
	    !__builtin_strcmp(probable_m_, "__predict_true") || !__builtin_strcmp(probable_m_, "__predict_false") ||
	    (__builtin_strlen(probable_m_) == 6 && probable_profile_ends_(probable_m_, "likely")) ||
	    (__builtin_strlen(probable_m_) == 8 && probable_profile_ends_(probable_m_, "unlikely")) ||
	    probable_profile_ends_(probable_m_, "_likely") || probable_profile_ends_(probable_m_, "_unlikely"))
		return probable_r_->probable_declared_ > 50 ? 1 : -1;
	return 0;
}

/* the minimum count for a verdict other than few: PROBABLE_PROFILE_MIN_COUNT
 * (decimal digits; not in secure-execution mode), else 100 */
PROBABLE_PROFILE_FN_ probable_u64_ probable_profile_min_count_(void)
{
	const char *probable_e_ = probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) ? PROBABLE_NULL_(probable_cstr_) : probable_profile_sys_getenv_("PROBABLE_PROFILE_MIN_COUNT");
	probable_u64_ probable_v_ = 0;
	const char *probable_p_;
	if (!probable_e_ || !*probable_e_)
		return PROBABLE_PROFILE_MIN_COUNT_;
	for (probable_p_ = probable_e_; *probable_p_ >= '0' && *probable_p_ <= '9' && probable_v_ < (PROBABLE_CAST_(probable_u64_, 1) << 40); probable_p_++)
		probable_v_ = probable_v_ * 10 + PROBABLE_CAST_(probable_u64_, *probable_p_ - '0');
	if (*probable_p_) {
		probable_profile_say_("probable: profile: PROBABLE_PROFILE_MIN_COUNT '%s' is not a count; %d used\n", probable_e_,
				      PROBABLE_PROFILE_MIN_COUNT_);
		return PROBABLE_PROFILE_MIN_COUNT_;
	}
	return probable_v_;
}

/*
 * The verdict, in this order: unreached (no evaluation); constant (every
 * evaluation was of a condition the compiler knew in this build); few
 * (fewer evaluations than min); then, for a hint that claims a direction
 * (probable_profile_direction_: likely(), unlikely(), LIKELY...), against
 * the arch's thresholds, not its pc: wrong when the whole interval is on
 * the rarer side of 50% (the code is laid out for the rarer case), few
 * when the interval is wider than WIDTH points, ok when the suggestion is
 * past the threshold on the hint's side (it gives the hint's own hint
 * here), else needless (between the thresholds: no hint is emitted at
 * that rate).  For a stated pc: inside the interval (or already the
 * suggestion): ok if the interval is at most WIDTH points wide, else few;
 * outside: wrong if the suggestion gives another hint here, else
 * miscalibrated.  tools/probable/judge.py's judge() is the same rule;
 * tests/fixtures/verdicts.json holds the cases both are checked against.
 */
PROBABLE_PROFILE_FN_ void probable_profile_judge_(struct probable_row_ *probable_r_, probable_u64_ probable_min_)
{
	double probable_d_ = PROBABLE_CAST_(double, probable_r_->probable_declared_);
	int probable_claim_ = probable_profile_direction_(probable_r_);
	probable_r_->probable_needed_ = 0;
	probable_r_->probable_min_ = probable_min_;
	if (!probable_r_->probable_count_) {
		probable_r_->probable_observed_ = 0.0;
		probable_r_->probable_lo_ = 0.0;
		probable_r_->probable_hi_ = 100.0;
		probable_r_->probable_suggest_ = probable_r_->probable_declared_;
		probable_r_->probable_verdict_ = PROBABLE_VERDICT_UNREACHED_;
		return;
	}
	probable_r_->probable_observed_ = 100.0 * PROBABLE_CAST_(double, probable_r_->probable_hits_) / PROBABLE_CAST_(double, probable_r_->probable_count_);
	probable_profile_wilson_p_(PROBABLE_CAST_(double, probable_r_->probable_hits_) / PROBABLE_CAST_(double, probable_r_->probable_count_),
				   PROBABLE_CAST_(double, probable_r_->probable_count_), &probable_r_->probable_lo_, &probable_r_->probable_hi_);
	probable_r_->probable_suggest_ = PROBABLE_CAST_(int, probable_r_->probable_observed_ + 0.5);
	if (probable_r_->probable_ccount_ == probable_r_->probable_count_) {
		probable_r_->probable_verdict_ = PROBABLE_VERDICT_CONSTANT_;
	} else if (probable_r_->probable_count_ < probable_min_) {
		probable_r_->probable_verdict_ = PROBABLE_VERDICT_FEW_;
		probable_r_->probable_needed_ = probable_profile_needed_(probable_r_->probable_hits_, probable_r_->probable_count_);
		if (probable_r_->probable_needed_ < probable_min_)
			probable_r_->probable_needed_ = probable_min_;
	} else if (probable_claim_) {
		if (probable_claim_ > 0 ? probable_r_->probable_hi_ < 50.0 : probable_r_->probable_lo_ > 50.0) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_WRONG_;
		} else if (probable_r_->probable_hi_ - probable_r_->probable_lo_ > PROBABLE_PROFILE_WIDTH_) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_FEW_;
			probable_r_->probable_needed_ = probable_profile_needed_(probable_r_->probable_hits_, probable_r_->probable_count_);
		} else if (probable_claim_ > 0 ? probable_r_->probable_suggest_ > probable_r_->probable_high_ :
			   probable_r_->probable_suggest_ < probable_r_->probable_low_) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_OK_;
		} else {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_NEEDLESS_;
		}
	} else if ((probable_d_ >= probable_r_->probable_lo_ && probable_d_ <= probable_r_->probable_hi_) ||
		   probable_r_->probable_declared_ == probable_r_->probable_suggest_) {
		/* inside the interval, or already the suggestion (a rate such as
		 * 33.33% can have a narrow interval that misses every integer) */
		if (probable_r_->probable_hi_ - probable_r_->probable_lo_ <= PROBABLE_PROFILE_WIDTH_) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_OK_;
		} else {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_FEW_;
			probable_r_->probable_needed_ = probable_profile_needed_(probable_r_->probable_hits_, probable_r_->probable_count_);
		}
	} else {
		probable_r_->probable_verdict_ =
			probable_profile_hint_(probable_r_, probable_r_->probable_suggest_) ==
					probable_profile_hint_(probable_r_, probable_r_->probable_declared_) ?
				PROBABLE_VERDICT_MISCALIBRATED_ : PROBABLE_VERDICT_WRONG_;
	}
}

/* strcmp, a null pointer (unknown, or absent) before every string */
PROBABLE_PROFILE_FN_ int probable_profile_strcmp0_(const char *probable_a_, const char *probable_b_)
{
	if (!probable_a_ || !probable_b_)
		return (probable_a_ != PROBABLE_NULL_(probable_cstr_)) - (probable_b_ != PROBABLE_NULL_(probable_cstr_));
	return __builtin_strcmp(probable_a_, probable_b_);
}

/* the same site: everything but the counts.  One place whose condition
 * the preprocessor expanded differently (a header included under other
 * -D), a C++ site in two template instances, or one place compiled into
 * two units (whose -D may differ even where the expansion reads the
 * same) is two records: each keeps its own counts (never one rate of two
 * conditions; the tools pool the units' records only where they agree). */
PROBABLE_PROFILE_FN_ int probable_profile_key_cmp_(const void *probable_a_, const void *probable_b_)
{
	const struct probable_row_ *probable_x_ = PROBABLE_CAST_(const struct probable_row_ *, probable_a_);
	const struct probable_row_ *probable_y_ = PROBABLE_CAST_(const struct probable_row_ *, probable_b_);
	int probable_c_;
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_file_, probable_y_->probable_file_)) != 0)
		return probable_c_;
#define PROBABLE_PROFILE_CMP_FIELD_(f) \
	if (probable_x_->f != probable_y_->f) \
		return probable_x_->f < probable_y_->f ? -1 : 1
	PROBABLE_PROFILE_CMP_FIELD_(probable_line_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_nth_);
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_expr_, probable_y_->probable_expr_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_func_, probable_y_->probable_func_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_macro_, probable_y_->probable_macro_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_cond_, probable_y_->probable_cond_)) != 0 ||
	    (probable_c_ = probable_profile_strcmp0_(probable_x_->probable_expanded_, probable_y_->probable_expanded_)) != 0 ||
	    (probable_c_ = probable_profile_strcmp0_(probable_x_->probable_instance_, probable_y_->probable_instance_)) != 0 ||
	    (probable_c_ = probable_profile_strcmp0_(probable_x_->probable_unit_, probable_y_->probable_unit_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_arch_, probable_y_->probable_arch_)) != 0)
		return probable_c_;
	PROBABLE_PROFILE_CMP_FIELD_(probable_kind_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_size_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_declared_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_high_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_low_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_exact_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_threshold_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_test_below_);
	return 0;
}

/* records of one line, macro and text, from one unit, in the unit's order */
PROBABLE_PROFILE_FN_ int probable_profile_nth_cmp_(const void *probable_a_, const void *probable_b_)
{
	const struct probable_row_ *probable_x_ = PROBABLE_CAST_(const struct probable_row_ *, probable_a_);
	const struct probable_row_ *probable_y_ = PROBABLE_CAST_(const struct probable_row_ *, probable_b_);
	int probable_c_;
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_file_, probable_y_->probable_file_)) != 0)
		return probable_c_;
	PROBABLE_PROFILE_CMP_FIELD_(probable_line_);
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_macro_, probable_y_->probable_macro_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_expr_, probable_y_->probable_expr_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_tu_, probable_y_->probable_tu_)) != 0)
		return probable_c_;
	PROBABLE_PROFILE_CMP_FIELD_(probable_ecol_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_order_);
	return 0;
}
#undef PROBABLE_PROFILE_CMP_FIELD_

/*
 * nth: a record's place among the records of its unit with the same file,
 * line, macro and text, in the order the preprocessor met them (Clang:
 * where each call ends first); records of one call (the same order) share
 * it.  A call the compiler dropped (folded away) is not counted.
 */
PROBABLE_PROFILE_FN_ void probable_profile_number_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	if (!probable_n_)
		return;
	probable_profile_sys_qsort_(probable_rows_, probable_n_, sizeof(*probable_rows_), probable_profile_nth_cmp_);
	probable_rows_[0].probable_nth_ = 0;
	for (probable_i_ = 1; probable_i_ < probable_n_; probable_i_++) {
		struct probable_row_ *probable_p_ = &probable_rows_[probable_i_ - 1], *probable_r_ = &probable_rows_[probable_i_];
		if (__builtin_strcmp(probable_p_->probable_file_, probable_r_->probable_file_) || probable_p_->probable_line_ != probable_r_->probable_line_ ||
		    __builtin_strcmp(probable_p_->probable_macro_, probable_r_->probable_macro_) ||
		    __builtin_strcmp(probable_p_->probable_expr_, probable_r_->probable_expr_) || __builtin_strcmp(probable_p_->probable_tu_, probable_r_->probable_tu_))
			probable_r_->probable_nth_ = 0;
		else if (probable_p_->probable_ecol_ == probable_r_->probable_ecol_ && probable_p_->probable_order_ == probable_r_->probable_order_)
			probable_r_->probable_nth_ = probable_p_->probable_nth_;
		else
			probable_r_->probable_nth_ = probable_p_->probable_nth_ + 1;
	}
}

/* rows sorted and each site once, its counts summed (the text as written
 * kept from a row that has it); returns the number of rows */
PROBABLE_PROFILE_FN_ probable_size_t_ probable_profile_dedup_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_, probable_k_ = 0;
	if (probable_n_)
		probable_profile_sys_qsort_(probable_rows_, probable_n_, sizeof(*probable_rows_), probable_profile_key_cmp_);
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		if (probable_k_ && !probable_profile_key_cmp_(&probable_rows_[probable_k_ - 1], &probable_rows_[probable_i_])) {
			struct probable_row_ *probable_into_ = &probable_rows_[probable_k_ - 1], probable_gone_ = probable_rows_[probable_i_];
			probable_into_->probable_count_ += probable_gone_.probable_count_;
			probable_into_->probable_hits_ += probable_gone_.probable_hits_;
			probable_into_->probable_ccount_ += probable_gone_.probable_ccount_;
			if (!probable_into_->probable_texpr_ && probable_gone_.probable_texpr_) { /* keep the text of our own */
				probable_into_->probable_tfile_ = probable_gone_.probable_tfile_;
				probable_into_->probable_tfunc_ = probable_gone_.probable_tfunc_;
				probable_into_->probable_texpr_ = probable_gone_.probable_texpr_;
				probable_into_->probable_tcond_ = probable_gone_.probable_tcond_;
				probable_into_->probable_texpanded_ = probable_gone_.probable_texpanded_;
				probable_gone_.probable_texpr_ = PROBABLE_NULL_(probable_cstr_);
			}
			probable_profile_free_row_(&probable_gone_);
			continue;
		}
		probable_rows_[probable_k_++] = probable_rows_[probable_i_];
	}
	return probable_k_;
}

/* worst first: verdict, then the distance from the declared pc, then place */
PROBABLE_PROFILE_FN_ int probable_profile_order_(const void *probable_a_, const void *probable_b_)
{
	const struct probable_row_ *probable_x_ = PROBABLE_CAST_(const struct probable_row_ *, probable_a_);
	const struct probable_row_ *probable_y_ = PROBABLE_CAST_(const struct probable_row_ *, probable_b_);
	double probable_dx_ = probable_x_->probable_observed_ - probable_x_->probable_declared_, probable_dy_ = probable_y_->probable_observed_ - probable_y_->probable_declared_;
	int probable_c_;
	if (probable_x_->probable_verdict_ != probable_y_->probable_verdict_)
		return probable_x_->probable_verdict_ - probable_y_->probable_verdict_;
	if (probable_x_->probable_count_ && probable_y_->probable_count_) {
		if (probable_dx_ < 0)
			probable_dx_ = -probable_dx_;
		if (probable_dy_ < 0)
			probable_dy_ = -probable_dy_;
		if (probable_dx_ > probable_dy_)
			return -1;
		if (probable_dx_ < probable_dy_)
			return 1;
	}
	probable_c_ = __builtin_strcmp(probable_x_->probable_file_, probable_y_->probable_file_);
	if (probable_c_)
		return probable_c_;
	if (probable_x_->probable_line_ != probable_y_->probable_line_)
		return probable_x_->probable_line_ < probable_y_->probable_line_ ? -1 : 1;
	if (probable_x_->probable_nth_ != probable_y_->probable_nth_)
		return probable_x_->probable_nth_ < probable_y_->probable_nth_ ? -1 : 1;
	return probable_profile_key_cmp_(probable_a_, probable_b_);
}

/* ---- text -------------------------------------------------------------------------- */

PROBABLE_PROFILE_FN_ void probable_profile_put_(struct probable_buf_ *probable_b_, const char *probable_s_, probable_size_t_ probable_n_)
{
	if (probable_b_->probable_oom_)
		return;
	if (probable_b_->probable_n_ + probable_n_ + 1 > probable_b_->probable_cap_) {
		probable_size_t_ probable_cap_ = probable_b_->probable_cap_ ? probable_b_->probable_cap_ : 4096;
		char *probable_p_;
		while (probable_b_->probable_n_ + probable_n_ + 1 > probable_cap_)
			probable_cap_ *= 2;
		probable_p_ = PROBABLE_CAST_(char *, probable_profile_sys_realloc_(probable_b_->probable_p_, probable_cap_));
		if (!probable_p_) {
			probable_b_->probable_oom_ = 1;
			return;
		}
		probable_b_->probable_p_ = probable_p_;
		probable_b_->probable_cap_ = probable_cap_;
	}
	__builtin_memcpy(probable_b_->probable_p_ + probable_b_->probable_n_, probable_s_, probable_n_);
	probable_b_->probable_n_ += probable_n_;
	probable_b_->probable_p_[probable_b_->probable_n_] = 0;
}

PROBABLE_PROFILE_FN_ void probable_profile_puts_(struct probable_buf_ *probable_b_, const char *probable_s_)
{
	probable_profile_put_(probable_b_, probable_s_, __builtin_strlen(probable_s_));
}

PROBABLE_PROFILE_DECL_ void probable_profile_vprintf_(struct probable_buf_ *probable_b_, const char *probable_fmt_,
						  __builtin_va_list probable_ap_) __attribute__((__format__(__printf__, 2, 0)));
PROBABLE_PROFILE_FN_ void probable_profile_vprintf_(struct probable_buf_ *probable_b_, const char *probable_fmt_,
						__builtin_va_list probable_ap_)
{
	char probable_small_[256];
	__builtin_va_list probable_aq_;
	int probable_n_;
	__builtin_va_copy(probable_aq_, probable_ap_);
	probable_n_ = probable_profile_sys_vsnprintf_(probable_small_, sizeof probable_small_, probable_fmt_, probable_ap_);
	if (probable_n_ >= 0 && PROBABLE_CAST_(probable_size_t_, probable_n_) < sizeof probable_small_) {
		probable_profile_put_(probable_b_, probable_small_, PROBABLE_CAST_(probable_size_t_, probable_n_));
	} else if (probable_n_ >= 0) {
		char *probable_big_ = PROBABLE_CAST_(char *, probable_profile_alloc_(PROBABLE_CAST_(probable_size_t_, probable_n_) + 1));
		probable_profile_sys_vsnprintf_(probable_big_, PROBABLE_CAST_(probable_size_t_, probable_n_) + 1, probable_fmt_, probable_aq_);
		probable_profile_put_(probable_b_, probable_big_, PROBABLE_CAST_(probable_size_t_, probable_n_));
		probable_profile_sys_free_(probable_big_);
	}
	__builtin_va_end(probable_aq_);
}

PROBABLE_PROFILE_DECL_ void probable_profile_printf_(struct probable_buf_ *probable_b_, const char *probable_fmt_, ...)
	__attribute__((__format__(__printf__, 2, 3)));
PROBABLE_PROFILE_FN_ void probable_profile_printf_(struct probable_buf_ *probable_b_, const char *probable_fmt_, ...)
{
	__builtin_va_list probable_ap_;
	__builtin_va_start(probable_ap_, probable_fmt_);
	probable_profile_vprintf_(probable_b_, probable_fmt_, probable_ap_);
	__builtin_va_end(probable_ap_);
}

/* a message on stderr (fd 2), in one write */
PROBABLE_PROFILE_FN_ void probable_profile_say_(const char *probable_fmt_, ...)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	__builtin_va_list probable_ap_;
	__builtin_va_start(probable_ap_, probable_fmt_);
	probable_profile_vprintf_(&probable_b_, probable_fmt_, probable_ap_);
	__builtin_va_end(probable_ap_);
	if (probable_b_.probable_p_)
		(void)probable_profile_sys_write_(2, probable_b_.probable_p_, probable_b_.probable_n_);
	probable_profile_sys_free_(probable_b_.probable_p_);
}

/* snprintf() */
PROBABLE_PROFILE_FN_ void probable_profile_snprintf_(char *probable_s_, probable_size_t_ probable_n_, const char *probable_fmt_, ...)
{
	__builtin_va_list probable_ap_;
	__builtin_va_start(probable_ap_, probable_fmt_);
	(void)probable_profile_sys_vsnprintf_(probable_s_, probable_n_, probable_fmt_, probable_ap_);
	__builtin_va_end(probable_ap_);
}

/* v in decimal, without printf's long long (C90, C++98) */
PROBABLE_PROFILE_FN_ const char *probable_profile_dec_(char *probable_buf_, probable_u64_ probable_v_)
{
	char *probable_p_ = probable_buf_ + 23;
	*probable_p_ = 0;
	do
		*--probable_p_ = PROBABLE_CAST_(char, '0' + PROBABLE_CAST_(int, probable_v_ % 10));
	while (probable_v_ /= 10);
	return probable_p_;
}

/* s as the contents of a JSON string: valid UTF-8 kept, '"', '\\' and
 * control characters escaped, and any other byte (Latin-1, say) written as
 * the code point of its value, so the report is always valid UTF-8 JSON */
PROBABLE_PROFILE_FN_ char *probable_profile_json_escape_(const char *probable_s_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	const unsigned char *probable_u_ = PROBABLE_PTR_(const unsigned char *, PROBABLE_ADDR_(probable_s_));
	probable_profile_put_(&probable_b_, "", 0);
	while (*probable_u_) {
		unsigned char probable_c_ = *probable_u_;
		int probable_len_ = probable_c_ >= 0xf0 && probable_c_ <= 0xf4 ? 4 : probable_c_ >= 0xe0 ? 3 : probable_c_ >= 0xc2 ? 2 : 0;
		int probable_k_, probable_ok_ = probable_len_ > 0 && probable_c_ < 0xf5;
		for (probable_k_ = 1; probable_ok_ && probable_k_ < probable_len_; probable_k_++)
			probable_ok_ = (probable_u_[probable_k_] & 0xc0) == 0x80;
		/* no overlong 3/4-byte forms, no surrogates, nothing above U+10FFFF */
		if (probable_ok_ && probable_len_ == 3)
			probable_ok_ = !(probable_c_ == 0xe0 && probable_u_[1] < 0xa0) && !(probable_c_ == 0xed && probable_u_[1] >= 0xa0);
		if (probable_ok_ && probable_len_ == 4)
			probable_ok_ = !(probable_c_ == 0xf0 && probable_u_[1] < 0x90) && !(probable_c_ == 0xf4 && probable_u_[1] >= 0x90);
		if (probable_ok_) {
			probable_profile_put_(&probable_b_, PROBABLE_PTR_(const char *, PROBABLE_ADDR_(probable_u_)), PROBABLE_CAST_(probable_size_t_, probable_len_));
			probable_u_ += probable_len_;
			continue;
		}
		if (probable_c_ == '"' || probable_c_ == '\\')
			probable_profile_printf_(&probable_b_, "\\%c", probable_c_);
		else if (probable_c_ < 0x20 || probable_c_ >= 0x7f)
			probable_profile_printf_(&probable_b_, "\\u%04x", probable_c_);
		else
			probable_profile_put_(&probable_b_, PROBABLE_PTR_(const char *, PROBABLE_ADDR_(probable_u_)), 1);
		probable_u_++;
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	return probable_b_.probable_p_;
}

/* a path with "//", "/./" and "dir/../" taken out (leading "../" kept) */
PROBABLE_PROFILE_FN_ char *probable_profile_normalise_(const char *probable_path_)
{
	probable_size_t_ probable_n_ = __builtin_strlen(probable_path_);
	char *probable_out_ = PROBABLE_CAST_(char *, probable_profile_alloc_(probable_n_ + 2));
	probable_size_t_ probable_o_ = 0, probable_keep_ = 0; /* keep: bytes that ".." may not remove */
	const char *probable_p_ = probable_path_;

	if (*probable_p_ == '/') {
		probable_out_[probable_o_++] = '/';
		probable_keep_ = 1;
	}
	while (*probable_p_) {
		const char *probable_e_;
		probable_size_t_ probable_len_;
		while (*probable_p_ == '/')
			probable_p_++;
		for (probable_e_ = probable_p_; *probable_e_ && *probable_e_ != '/'; probable_e_++)
			;
		probable_len_ = PROBABLE_CAST_(probable_size_t_, probable_e_ - probable_p_);
		if (probable_len_ == 0 || (probable_len_ == 1 && probable_p_[0] == '.')) {
			/* nothing */
		} else if (probable_len_ == 2 && probable_p_[0] == '.' && probable_p_[1] == '.' && probable_o_ > probable_keep_) {
			/* drop the last component */
			while (probable_o_ > probable_keep_ && probable_out_[probable_o_ - 1] != '/')
				probable_o_--;
			if (probable_o_ > probable_keep_)
				probable_o_--; /* its slash */
		} else {
			if (probable_o_ > 0 && probable_out_[probable_o_ - 1] != '/')
				probable_out_[probable_o_++] = '/';
			__builtin_memcpy(probable_out_ + probable_o_, probable_p_, probable_len_);
			probable_o_ += probable_len_;
			if (probable_len_ == 2 && probable_p_[0] == '.' && probable_p_[1] == '.')
				probable_keep_ = probable_o_; /* a leading "..": kept */
		}
		probable_p_ = probable_e_;
	}
	if (probable_o_ == 0)
		probable_out_[probable_o_++] = '.';
	probable_out_[probable_o_] = 0;
	return probable_out_;
}

/* this run's name: PROBABLE_PROFILE_RUN (letters, digits, "._-:" kept,
 * others made "_"), else this exec's AT_RANDOM bytes in hex */
PROBABLE_PROFILE_FN_ void probable_profile_run_id_(char *probable_out_, probable_size_t_ probable_size_)
{
	const char *probable_e_ = probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) ? PROBABLE_NULL_(probable_cstr_) : probable_profile_sys_getenv_("PROBABLE_PROFILE_RUN");
	const unsigned char *probable_r_ = PROBABLE_PTR_(const unsigned char *, probable_profile_sys_getauxval_(PROBABLE_AT_RANDOM_));
	probable_size_t_ probable_i_;
	if (probable_e_ && *probable_e_) {
		for (probable_i_ = 0; probable_e_[probable_i_] && probable_i_ + 1 < probable_size_; probable_i_++) {
			char probable_c_ = probable_e_[probable_i_];
			probable_out_[probable_i_] = ((probable_c_ >= 'a' && probable_c_ <= 'z') || (probable_c_ >= 'A' && probable_c_ <= 'Z') ||
						     (probable_c_ >= '0' && probable_c_ <= '9') || probable_c_ == '.' || probable_c_ == '_' ||
						     probable_c_ == '-' || probable_c_ == ':') ? probable_c_ : '_';
		}
		probable_out_[probable_i_] = 0;
	} else if (probable_r_) {
		for (probable_i_ = 0; probable_i_ < 16 && 2 * probable_i_ + 2 < probable_size_; probable_i_++)
			probable_profile_snprintf_(probable_out_ + 2 * probable_i_, 3, "%02x", probable_r_[probable_i_]);
	} else {
		probable_profile_snprintf_(probable_out_, probable_size_, "pid%ld", PROBABLE_CAST_(long, probable_profile_sys_getpid_()));
	}
}

/* ---- rows ------------------------------------------------------------------------- */

/* this object's sites with their counts so far, one row per distinct site;
 * *n_out gets the number of rows */
/* a row from a record and its counts (the strings are made later) */
PROBABLE_PROFILE_FN_ void probable_profile_row_of_(struct probable_row_ *probable_r_, const struct probable_site_ *probable_s_,
						   const probable_u64_ *probable_c_)
{
	/* expr: as written, NUL, as the macro formed it, NUL, expanded;
	 * arch: the arch, NUL, the unit's main file, NUL, the macro's name */
	const char *probable_cond_ = probable_s_->probable_expr_ + __builtin_strlen(probable_s_->probable_expr_) + 1;
	const char *probable_expanded_ = probable_cond_ + __builtin_strlen(probable_cond_) + 1;
	const char *probable_tu_ = probable_s_->probable_arch_ + __builtin_strlen(probable_s_->probable_arch_) + 1;
	probable_r_->probable_tfile_ = probable_s_->probable_file_;
	probable_r_->probable_tfunc_ = probable_s_->probable_func_;
	probable_r_->probable_texpr_ = probable_s_->probable_expr_;
	probable_r_->probable_tcond_ = *probable_cond_ ? probable_cond_ : probable_s_->probable_expr_;
	probable_r_->probable_tu_ = probable_tu_;
	/* for now (the strings are made later) */
	probable_r_->probable_macro_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_tu_ + __builtin_strlen(probable_tu_) + 1));
	probable_r_->probable_expanded_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_expanded_));
	probable_r_->probable_texpanded_ = probable_expanded_;
	probable_r_->probable_instance_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_s_->probable_instance_));
	probable_r_->probable_arch_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_s_->probable_arch_));
	probable_r_->probable_line_ = probable_s_->probable_line_;
	probable_r_->probable_order_ = probable_s_->probable_order_;
	probable_r_->probable_ecol_ = probable_s_->probable_ecol_;
	probable_r_->probable_size_ = probable_s_->probable_size_;
	probable_r_->probable_kind_ = probable_s_->probable_kind_;
	probable_r_->probable_declared_ = probable_s_->probable_declared_;
	probable_r_->probable_high_ = probable_s_->probable_high_;
	probable_r_->probable_low_ = probable_s_->probable_low_;
	probable_r_->probable_exact_ = probable_s_->probable_exact_;
	probable_r_->probable_threshold_ = probable_s_->probable_threshold_;
	probable_r_->probable_test_below_ = probable_s_->probable_test_below_;
	/* c: false, true, and false, true when the compiler knew the outcome */
	probable_r_->probable_count_ = probable_c_[0] + probable_c_[1] + probable_c_[2] + probable_c_[3];
	probable_r_->probable_hits_ = probable_c_[1] + probable_c_[3];
	probable_r_->probable_ccount_ = probable_c_[2] + probable_c_[3];
}

/* this object's sites with their counts so far, one row per distinct site;
 * *n_out gets the number of rows */
PROBABLE_PROFILE_FN_ struct probable_row_ *probable_profile_rows_(probable_size_t_ *probable_n_out_)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_;
	struct probable_gview_ *probable_v_;
	struct probable_row_ *probable_rows_;
	PROBABLE_UINTPTR_ probable_i_, probable_n_;

	probable_profile_init_();
	probable_profile_lock_();
	probable_n_ = probable_o_->probable_n_ + probable_o_->probable_ng_;
	probable_rows_ = PROBABLE_CAST_(struct probable_row_ *, probable_profile_alloc_((probable_n_ + 1) * sizeof(*probable_rows_)));
	for (probable_i_ = 0; probable_i_ < probable_o_->probable_n_; probable_i_++) {
		probable_u64_ probable_c_[4];
		int probable_j_;
		for (probable_j_ = 0; probable_j_ < 4; probable_j_++) {
			probable_c_[probable_j_] = probable_o_->probable_totals_[4 * probable_i_ + PROBABLE_CAST_(unsigned, probable_j_)];
			for (probable_b_ = probable_o_->probable_blocks_; probable_b_; probable_b_ = probable_b_->probable_next_)
				probable_c_[probable_j_] += __atomic_load_n(&probable_b_->probable_counts_[PROBABLE_SITE_WORDS_ * probable_i_ + PROBABLE_CAST_(unsigned, probable_j_)],
									    __ATOMIC_RELAXED);
		}
		probable_profile_row_of_(&probable_rows_[probable_i_], &probable_profile_sites_[probable_i_], probable_c_);
	}
	for (probable_v_ = probable_o_->probable_gsites_; probable_v_ && probable_i_ < probable_n_; probable_v_ = probable_v_->probable_next_, probable_i_++) {
		probable_u64_ probable_c_[4];
		probable_c_[0] = __atomic_load_n(&probable_v_->probable_n_[0], __ATOMIC_RELAXED);
		probable_c_[1] = __atomic_load_n(&probable_v_->probable_n_[1], __ATOMIC_RELAXED);
		probable_c_[2] = __atomic_load_n(&probable_v_->probable_n_[2], __ATOMIC_RELAXED);
		probable_c_[3] = __atomic_load_n(&probable_v_->probable_n_[3], __ATOMIC_RELAXED);
		probable_profile_row_of_(&probable_rows_[probable_i_], &probable_v_->probable_site_, probable_c_);
	}
	probable_profile_unlock_();
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
		char *probable_norm_ = probable_profile_normalise_(probable_r_->probable_tfile_);
		probable_r_->probable_file_ = probable_profile_json_escape_(probable_norm_);
		probable_r_->probable_tfile_ = probable_norm_;
		probable_r_->probable_func_ = probable_profile_json_escape_(probable_r_->probable_tfunc_);
		probable_r_->probable_expr_ = probable_profile_json_escape_(probable_r_->probable_texpr_);
		probable_r_->probable_cond_ = probable_profile_json_escape_(probable_r_->probable_tcond_);
		probable_r_->probable_macro_ = probable_profile_json_escape_(probable_r_->probable_macro_);
		probable_r_->probable_expanded_ = probable_profile_json_escape_(probable_r_->probable_expanded_);
		probable_r_->probable_instance_ = probable_r_->probable_instance_ ?
			probable_profile_json_escape_(probable_r_->probable_instance_) : PROBABLE_NULL_(probable_charp_);
		probable_r_->probable_arch_ = probable_profile_json_escape_(probable_r_->probable_arch_);
		probable_norm_ = probable_profile_normalise_(probable_r_->probable_tu_);
		probable_r_->probable_unit_ = probable_profile_json_escape_(probable_norm_);
		probable_profile_sys_free_(probable_norm_);
	}
	/* two calls on one line are two sites; one call reached through two
	 * spellings of its path is one; one call compiled into several
	 * translation units (an inline function in a header) is one record
	 * per unit */
	probable_profile_number_(probable_rows_, probable_n_);
	*probable_n_out_ = probable_profile_dedup_(probable_rows_, probable_n_);
	return probable_rows_;
}

/* a row's strings (for this object's own rows tfile is a copy too) */
PROBABLE_PROFILE_FN_ void probable_profile_free_row_(struct probable_row_ *probable_r_)
{
	probable_profile_sys_free_(probable_r_->probable_file_);
	probable_profile_sys_free_(probable_r_->probable_func_);
	probable_profile_sys_free_(probable_r_->probable_expr_);
	probable_profile_sys_free_(probable_r_->probable_macro_);
	probable_profile_sys_free_(probable_r_->probable_arch_);
	probable_profile_sys_free_(probable_r_->probable_cond_);
	probable_profile_sys_free_(probable_r_->probable_expanded_);
	probable_profile_sys_free_(probable_r_->probable_instance_);
	probable_profile_sys_free_(probable_r_->probable_unit_);
	if (probable_r_->probable_texpr_)
		probable_profile_sys_free_(PROBABLE_CAST_(void *, PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_r_->probable_tfile_))));
}

PROBABLE_PROFILE_FN_ void probable_profile_free_rows_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++)
		probable_profile_free_row_(&probable_rows_[probable_i_]);
	probable_profile_sys_free_(probable_rows_);
}

/* ---- the two formats ----------------------------------------------------------------- */

/* "key": x with 4 decimals, whatever the program's LC_NUMERIC says */
PROBABLE_PROFILE_FN_ void probable_profile_fixed4_(struct probable_buf_ *probable_out_, const char *probable_key_, double probable_x_)
{
	probable_u64_ probable_v_ = PROBABLE_CAST_(probable_u64_, probable_x_ * 10000.0 + 0.5);
	char probable_d_[24];
	probable_profile_printf_(probable_out_, "\"%s\": %s.%04u, ", probable_key_, probable_profile_dec_(probable_d_, probable_v_ / 10000),
				 PROBABLE_CAST_(unsigned, probable_v_ % 10000));
}

/* x to 1 decimal as tools/probable/judge.py's num(round(x, 1)) writes it:
 * 5, 2.5 (both round the binary value exactly, ties to even) */
PROBABLE_PROFILE_FN_ const char *probable_profile_dec1_(char *probable_buf_, double probable_x_)
{
	probable_size_t_ probable_n_;
	probable_profile_snprintf_(probable_buf_, 24, "%.1f", probable_x_);
	probable_n_ = __builtin_strlen(probable_buf_);
	if (probable_n_ > 2 && !__builtin_strcmp(probable_buf_ + probable_n_ - 2, ".0"))
		probable_buf_[probable_n_ - 2] = 0;
	return probable_buf_;
}

/* the one sentence that says why a site is few, constant or needless
 * (nothing else): judge.py's words */
PROBABLE_PROFILE_FN_ void probable_profile_why_(struct probable_buf_ *probable_out_, const struct probable_row_ *probable_r_)
{
	char probable_d1_[24], probable_d2_[24];
	if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_)
		probable_profile_printf_(probable_out_, "true %.1f%% (99%% interval %s-%s): the measured %d lies between %s's "
					 "thresholds %d and %d, where no hint is emitted, and the %s%s can go",
					 probable_r_->probable_observed_, probable_profile_dec1_(probable_d1_, probable_r_->probable_lo_),
					 probable_profile_dec1_(probable_d2_, probable_r_->probable_hi_), probable_r_->probable_suggest_,
					 *probable_r_->probable_arch_ ? probable_r_->probable_arch_ : "this arch",
					 probable_r_->probable_low_, probable_r_->probable_high_, probable_r_->probable_macro_,
					 probable_r_->probable_macro_[0] == '[' ? "" : "()");
	else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_CONSTANT_)
		probable_profile_printf_(probable_out_, "constant here (%s): the compiler knew the %s in this build",
					 probable_r_->probable_arch_,
					 probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "alignment" : "condition");
	else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_ && probable_r_->probable_count_ < probable_r_->probable_min_)
		probable_profile_printf_(probable_out_, "%s evaluation%s, fewer than the minimum of %s",
					 probable_profile_dec_(probable_d1_, probable_r_->probable_count_),
					 probable_r_->probable_count_ == 1 ? "" : "s", probable_profile_dec_(probable_d2_, probable_r_->probable_min_));
	else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_)
		probable_profile_puts_(probable_out_, "the 99% interval is wider than 10 points");
}

PROBABLE_PROFILE_FN_ void probable_profile_json_(struct probable_buf_ *probable_out_, const char *probable_run_,
						 probable_u64_ probable_dumps_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	char probable_d1_[24], probable_d2_[24];
	probable_profile_printf_(probable_out_, "{\"format\": \"probable-profile\", \"version\": 3, \"source\": \"profile\", "
				 "\"run\": \"%s\", \"dumps\": %s, \"sites\": [",
				 probable_run_, probable_profile_dec_(probable_d1_, probable_dumps_));
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		const struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
		probable_profile_printf_(probable_out_, "%s\n  {\"file\": \"%s\", \"line\": %d, \"nth\": %d, \"col\": %d, \"func\": \"%s\", "
					 "\"expr\": \"%s\", ", probable_i_ ? "," : "", probable_r_->probable_file_, probable_r_->probable_line_,
					 probable_r_->probable_nth_, probable_r_->probable_col_, probable_r_->probable_func_, probable_r_->probable_expr_);
		probable_profile_printf_(probable_out_, "\"cond\": \"%s\", ", probable_r_->probable_cond_);
		if (probable_r_->probable_expanded_)
			probable_profile_printf_(probable_out_, "\"expanded\": \"%s\", ", probable_r_->probable_expanded_);
		if (probable_r_->probable_instance_)
			probable_profile_printf_(probable_out_, "\"instance\": \"%s\", ", probable_r_->probable_instance_);
		if (probable_r_->probable_unit_)
			probable_profile_printf_(probable_out_, "\"unit\": \"%s\", ", probable_r_->probable_unit_);
		probable_profile_printf_(probable_out_, "\"macro\": \"%s\", "
					 "\"kind\": \"%s\", \"arch\": \"%s\", \"declared\": %d, \"high\": %d, \"low\": %d, \"exact\": %d, "
					 "\"threshold\": %d, \"test_below\": %d, \"size\": %d, \"constant\": %d, \"source\": \"profile\", ",
					 probable_r_->probable_macro_,
					 probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "unaligned" : "branch", probable_r_->probable_arch_,
					 probable_r_->probable_declared_, probable_r_->probable_high_, probable_r_->probable_low_, probable_r_->probable_exact_,
					 probable_r_->probable_threshold_, probable_r_->probable_test_below_, probable_r_->probable_size_,
					 probable_r_->probable_count_ && probable_r_->probable_ccount_ == probable_r_->probable_count_);
		probable_profile_printf_(probable_out_, "\"count\": %s, \"hits\": %s, ",
					 probable_profile_dec_(probable_d1_, probable_r_->probable_count_), probable_profile_dec_(probable_d2_, probable_r_->probable_hits_));
		probable_profile_fixed4_(probable_out_, "observed", probable_r_->probable_observed_);
		probable_profile_fixed4_(probable_out_, "ci_low", probable_r_->probable_lo_);
		probable_profile_fixed4_(probable_out_, "ci_high", probable_r_->probable_hi_);
		probable_profile_printf_(probable_out_, "\"hint\": \"%s\", \"verdict\": \"%s\", \"suggest\": %d, \"suggest_hint\": \"%s\", ",
					 probable_profile_hint_name_(probable_r_, probable_r_->probable_declared_),
					 probable_profile_verdict_name_(probable_r_->probable_verdict_), probable_r_->probable_suggest_,
					 probable_profile_hint_name_(probable_r_, probable_r_->probable_suggest_));
		probable_profile_printf_(probable_out_, "\"needed\": %s", probable_profile_dec_(probable_d1_, probable_r_->probable_needed_));
		if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_CONSTANT_ || probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_ ||
		    probable_r_->probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_) {
			probable_profile_puts_(probable_out_, ", \"why\": \"");
			probable_profile_why_(probable_out_, probable_r_);
			probable_profile_puts_(probable_out_, "\"");
		}
		probable_profile_puts_(probable_out_, "}");
	}
	probable_profile_puts_(probable_out_, probable_n_ ? "\n]}\n" : "]}\n");
}

PROBABLE_PROFILE_FN_ void probable_profile_text_(struct probable_buf_ *probable_out_, const char *probable_run_,
						 struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	char probable_d1_[24];
	int probable_claim_, probable_turn_;
	unsigned long probable_sites_ = probable_n_; /* no cast: size_t is unsigned long on most targets */
	probable_profile_printf_(probable_out_, "probable profile: %lu site%s, worst first (run %s, pid %ld)\n",
				 probable_sites_, probable_n_ == 1 ? "" : "s", probable_run_,
				 PROBABLE_CAST_(long, probable_profile_sys_getpid_()));
	probable_profile_printf_(probable_out_, "%-13s %4s %8s %-21s %-8s %12s  %-26s %s\n", "verdict", "pc", "observed",
				 "99% interval", "hint", "count", "where", "what");
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		const struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
		char probable_interval_[48];
		probable_profile_snprintf_(probable_interval_, sizeof probable_interval_, "[%.2f, %.2f]", probable_r_->probable_lo_, probable_r_->probable_hi_);
		probable_profile_printf_(probable_out_, "%-13s %4d %7.2f%% %-21s %-8s %12s  ",
					 probable_profile_verdict_name_(probable_r_->probable_verdict_), probable_r_->probable_declared_,
					 probable_r_->probable_observed_, probable_interval_,
					 probable_profile_hint_name_(probable_r_, probable_r_->probable_declared_),
					 probable_profile_dec_(probable_d1_, probable_r_->probable_count_));
		probable_profile_printf_(probable_out_, "%s:%d", probable_r_->probable_tfile_, probable_r_->probable_line_);
		if (probable_r_->probable_col_)
			probable_profile_printf_(probable_out_, ":%d", probable_r_->probable_col_);
		if (probable_r_->probable_nth_)
			probable_profile_printf_(probable_out_, " (call %d on the line)", probable_r_->probable_nth_ + 1);
		probable_profile_printf_(probable_out_, " %s()", probable_r_->probable_tfunc_);
		probable_profile_printf_(probable_out_, " %s%s", probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "misaligned: " : "",
					 probable_r_->probable_texpr_);
		if (probable_r_->probable_tcond_ && __builtin_strcmp(probable_r_->probable_tcond_, probable_r_->probable_texpr_))
			probable_profile_printf_(probable_out_, " (%s: %s)", probable_r_->probable_macro_, probable_r_->probable_tcond_);
		/* the condition as the preprocessor expanded it, where that says more */
		if (probable_r_->probable_texpanded_ && __builtin_strcmp(probable_r_->probable_texpanded_, probable_r_->probable_texpr_) &&
		    (!probable_r_->probable_tcond_ || __builtin_strcmp(probable_r_->probable_texpanded_, probable_r_->probable_tcond_)))
			probable_profile_printf_(probable_out_, " [expanded: %s]", probable_r_->probable_texpanded_);
		probable_profile_puts_(probable_out_, "\n");
		/* a likely()/unlikely() laid out for the rarer case: turned round,
		 * or dropped where the measured pc gives no hint (judge.py's
		 * direction_fix, the tools' words) */
		probable_claim_ = probable_profile_direction_(probable_r_);
		probable_turn_ = probable_r_->probable_suggest_ > probable_r_->probable_high_ ? 1 :
				 probable_r_->probable_suggest_ < probable_r_->probable_low_ ? -1 : 0;
		if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_WRONG_ && probable_claim_ && probable_turn_ != probable_claim_)
			probable_profile_printf_(probable_out_, "%13s %s (%s here): the code is laid out for the rarer case\n", "",
						 !probable_turn_ ? "drop the hint" : probable_turn_ > 0 ? "make it likely" : "make it unlikely",
						 !probable_turn_ ? "no hint" : probable_turn_ > 0 ? "likely" : "unlikely");
		else if (probable_r_->probable_verdict_ <= PROBABLE_VERDICT_MISCALIBRATED_)
			probable_profile_printf_(probable_out_, "%13s write %d (%s here)\n", "", probable_r_->probable_suggest_,
						 probable_profile_hint_name_(probable_r_, probable_r_->probable_suggest_));
		else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_)
			probable_profile_printf_(probable_out_, "%13s about %s evaluations would tell\n", "",
						 probable_profile_dec_(probable_d1_, probable_r_->probable_needed_));
		else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_CONSTANT_)
			probable_profile_printf_(probable_out_, "%13s known to the compiler here (%s): not judged from this build\n", "",
						 probable_r_->probable_arch_);
		else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_) {
			probable_profile_printf_(probable_out_, "%13s ", "");
			probable_profile_why_(probable_out_, probable_r_);
			probable_profile_puts_(probable_out_, "\n");
		}
	}
}

/* every row judged, worst first */
PROBABLE_PROFILE_FN_ void probable_profile_judge_all_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_u64_ probable_min_ = probable_profile_min_count_();
	probable_size_t_ probable_i_;
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++)
		probable_profile_judge_(&probable_rows_[probable_i_], probable_min_);
	if (probable_n_)
		probable_profile_sys_qsort_(probable_rows_, probable_n_, sizeof(*probable_rows_), probable_profile_order_);
}

/* "text" 0, "json" 1, unset or empty: dflt; anything else -1 */
PROBABLE_PROFILE_FN_ int probable_profile_format_(const char *probable_format_, int probable_dflt_)
{
	if (!probable_format_ || !*probable_format_)
		return probable_dflt_;
	if (!__builtin_strcmp(probable_format_, "text"))
		return 0;
	if (!__builtin_strcmp(probable_format_, "json"))
		return 1;
	return -1;
}

/* this object's report now, judged, into b (b->sites: how many) */
PROBABLE_PROFILE_FN_ void probable_profile_report_(struct probable_buf_ *probable_b_, int probable_json_)
{
	struct probable_row_ *probable_rows_;
	probable_size_t_ probable_n_;
	char probable_run_[80];
	probable_rows_ = probable_profile_rows_(&probable_n_);
	probable_profile_judge_all_(probable_rows_, probable_n_);
	probable_profile_run_id_(probable_run_, sizeof probable_run_);
	if (probable_json_)
		probable_profile_json_(probable_b_, probable_run_, 1, probable_rows_, probable_n_);
	else
		probable_profile_text_(probable_b_, probable_run_, probable_rows_, probable_n_);
	if (probable_b_->probable_oom_)
		probable_profile_oom_();
	probable_b_->probable_sites_ = PROBABLE_CAST_(int, probable_n_);
	probable_profile_free_rows_(probable_rows_, probable_n_);
}

PROBABLE_PROFILE_FN_ int probable_profile_write(void *probable_out_, const char *probable_format_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	int probable_n_;
	int probable_json_ = probable_profile_format_(probable_format_ ? probable_format_ :
			     probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) ? PROBABLE_NULL_(probable_cstr_) :
			     probable_profile_sys_getenv_("PROBABLE_PROFILE_FORMAT"), 0);

	if (probable_json_ < 0 || !probable_out_) {
		PROBABLE_ERRNO_ = PROBABLE_EINVAL_;
		return -1;
	}
	probable_profile_report_(&probable_b_, probable_json_);
	probable_n_ = probable_b_.probable_sites_;
	if (probable_profile_sys_fwrite_(probable_b_.probable_p_, 1, probable_b_.probable_n_, probable_out_) != probable_b_.probable_n_ ||
	    probable_profile_sys_fflush_(probable_out_) != 0)
		probable_n_ = -1;
	probable_profile_sys_free_(probable_b_.probable_p_);
	return probable_n_;
}

#ifdef __cplusplus
}
#endif

/* ======== include/probable_profile_file.h ======== */
/*
 * probable_profile_file.h - profile mode: where the report goes when an
 * object goes away (included by probable_profile_runtime.h).  Nothing is
 * opened before everything that can be checked is; a report file is read,
 * merged and replaced under flock(); an existing file that is not a
 * report is never touched; the last component of the path is never a
 * symbolic link that is followed.
 */
#ifndef PROBABLE_PROFILE_FILE_H
#define PROBABLE_PROFILE_FILE_H

/* the report's file when PROBABLE_PROFILE is not set, in the current directory */
#define PROBABLE_PROFILE_DEFAULT_FILE_ "probable-profile.json"

#ifdef __cplusplus
extern "C" {
#endif

/* prototypes (one copy per object; see above) */
PROBABLE_PROFILE_DECL_ int probable_profile_in_place_(int probable_fd_, const char *probable_path_, const char *probable_p_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_is_std_(const char *probable_path_);
PROBABLE_PROFILE_DECL_ int probable_profile_secure_(void);
PROBABLE_PROFILE_DECL_ char *probable_profile_path_(const char *probable_spec_);
PROBABLE_PROFILE_DECL_ char *probable_profile_read_all_(int probable_fd_, probable_size_t_ *probable_len_);
PROBABLE_PROFILE_DECL_ int probable_profile_write_all_(int probable_fd_, const char *probable_p_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_field_(const char *probable_line_, const char *probable_key_, char **probable_str_, probable_u64_ *probable_num_);
PROBABLE_PROFILE_DECL_ int probable_profile_parse_site_(const char *probable_line_, struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ int probable_profile_which_(const char *probable_text_, const char *probable_run_, probable_u64_ *probable_dumps_);
PROBABLE_PROFILE_DECL_ struct probable_row_ *probable_profile_merge_(const char *probable_text_, struct probable_row_ *probable_rows_, probable_size_t_ *probable_n_, int *probable_bad_);
PROBABLE_PROFILE_DECL_ int probable_profile_text_ok_(const char *probable_text_);
PROBABLE_PROFILE_DECL_ void probable_profile_cannot_(const char *probable_path_, const char *probable_what_, int probable_errno_);
PROBABLE_PROFILE_DECL_ void probable_profile_to_file_(const char *probable_path_, int probable_json_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_, int probable_accumulate_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_kind_of_(unsigned int probable_mode_);
PROBABLE_PROFILE_DECL_ int probable_profile_stat_(int probable_fd_, const char *probable_path_, struct probable_statx_ *probable_st_);
PROBABLE_PROFILE_DECL_ int probable_profile_same_(const struct probable_statx_ *probable_a_, const struct probable_statx_ *probable_b_);
PROBABLE_PROFILE_DECL_ void probable_profile_report_at_unload_(void);

/* stat(path) (following a link), or fstat(fd) when path is 0: its type,
 * mode and identity (statx: one layout on every architecture) */
PROBABLE_PROFILE_FN_ int probable_profile_stat_(int probable_fd_, const char *probable_path_, struct probable_statx_ *probable_st_)
{
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
	/* MemorySanitizer does not intercept statx (clang 14): the kernel's
	 * writes are invisible to it, and the first field read at exit would
	 * end the program with a report of its own and no profile */
	__builtin_memset(probable_st_, 0, sizeof *probable_st_);
#endif
#endif
	return probable_profile_sys_statx_(probable_path_ ? PROBABLE_AT_FDCWD_ : probable_fd_, probable_path_ ? probable_path_ : "",
					   probable_path_ ? 0 : PROBABLE_AT_EMPTY_PATH_, PROBABLE_STATX_WANT_, probable_st_);
}

/* the same file */
PROBABLE_PROFILE_FN_ int probable_profile_same_(const struct probable_statx_ *probable_a_, const struct probable_statx_ *probable_b_)
{
	return probable_a_->probable_ino_ == probable_b_->probable_ino_ && probable_a_->probable_dev_major_ == probable_b_->probable_dev_major_ &&
	       probable_a_->probable_dev_minor_ == probable_b_->probable_dev_minor_;
}

/* AT_SECURE (set-user-ID, set-group-ID, file capabilities): the user's
 * PROBABLE_PROFILE* variables are not to be trusted by this process */
PROBABLE_PROFILE_FN_ int probable_profile_secure_(void)
{
	return probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) != 0;
}

/* PROBABLE_PROFILE with %p made the pid (malloc'd) */
PROBABLE_PROFILE_FN_ char *probable_profile_path_(const char *probable_spec_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	probable_profile_put_(&probable_b_, "", 0);
	for (; *probable_spec_; probable_spec_++) {
		if (probable_spec_[0] == '%' && probable_spec_[1] == 'p') {
			probable_profile_printf_(&probable_b_, "%ld", PROBABLE_CAST_(long, probable_profile_sys_getpid_()));
			probable_spec_++;
		} else {
			probable_profile_put_(&probable_b_, probable_spec_, 1);
		}
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	return probable_b_.probable_p_;
}

/* all of fd from its start (malloc'd, NUL-terminated); 0 on a read error */
PROBABLE_PROFILE_FN_ char *probable_profile_read_all_(int probable_fd_, probable_size_t_ *probable_len_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	char probable_chunk_[65536];
	probable_profile_put_(&probable_b_, "", 0);
	for (;;) {
		probable_ssize_t_ probable_r_ = probable_profile_sys_read_(probable_fd_, probable_chunk_, sizeof probable_chunk_);
		if (probable_r_ < 0 && PROBABLE_ERRNO_ == PROBABLE_EINTR_)
			continue;
		if (probable_r_ < 0) {
			probable_profile_sys_free_(probable_b_.probable_p_);
			return PROBABLE_NULL_(probable_charp_);
		}
		if (probable_r_ == 0)
			break;
		probable_profile_put_(&probable_b_, probable_chunk_, PROBABLE_CAST_(probable_size_t_, probable_r_));
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	*probable_len_ = probable_b_.probable_n_;
	return probable_b_.probable_p_;
}

PROBABLE_PROFILE_FN_ int probable_profile_write_all_(int probable_fd_, const char *probable_p_, probable_size_t_ probable_n_)
{
	while (probable_n_) {
		probable_ssize_t_ probable_w_ = probable_profile_sys_write_(probable_fd_, probable_p_, probable_n_);
		if (probable_w_ < 0 && PROBABLE_ERRNO_ == PROBABLE_EINTR_)
			continue;
		if (probable_w_ <= 0)
			return -1;
		probable_p_ += probable_w_;
		probable_n_ -= PROBABLE_CAST_(probable_size_t_, probable_w_);
	}
	return 0;
}

/* the value of "key": in a line written by probable_profile_json_: a string
 * (its JSON text, malloc'd, in *str) or an unsigned integer (in *num);
 * returns 0, or -1 when the key is missing or malformed */
PROBABLE_PROFILE_FN_ int probable_profile_field_(const char *probable_line_, const char *probable_key_, char **probable_str_, probable_u64_ *probable_num_)
{
	probable_size_t_ probable_k_ = __builtin_strlen(probable_key_);
	const char *probable_p_ = probable_line_;
	for (;;) { /* "key": at the start of a member, not inside a string */
		probable_p_ = __builtin_strstr(probable_p_, probable_key_);
		if (!probable_p_)
			return -1;
		if (probable_p_ > probable_line_ && probable_p_[-1] == '"' && probable_p_[probable_k_] == '"' &&
		    probable_p_[probable_k_ + 1] == ':' && probable_p_ - probable_line_ >= 2 &&
		    (probable_p_[-2] == '{' || probable_p_[-2] == ' '))
			break;
		probable_p_ += probable_k_;
	}
	probable_p_ += probable_k_ + 2;
	while (*probable_p_ == ' ')
		probable_p_++;
	if (probable_str_) {
		const char *probable_e_;
		probable_size_t_ probable_n_;
		if (*probable_p_ != '"')
			return -1;
		for (probable_e_ = ++probable_p_; *probable_e_ && *probable_e_ != '"'; probable_e_++)
			if (*probable_e_ == '\\' && probable_e_[1])
				probable_e_++;
		if (*probable_e_ != '"')
			return -1;
		probable_n_ = PROBABLE_CAST_(probable_size_t_, probable_e_ - probable_p_);
		*probable_str_ = PROBABLE_CAST_(char *, probable_profile_alloc_(probable_n_ + 1));
		__builtin_memcpy(*probable_str_, probable_p_, probable_n_);
		(*probable_str_)[probable_n_] = 0;
		return 0;
	}
	if (*probable_p_ < '0' || *probable_p_ > '9')
		return -1;
	*probable_num_ = 0;
	while (*probable_p_ >= '0' && *probable_p_ <= '9')
		*probable_num_ = *probable_num_ * 10 + PROBABLE_CAST_(probable_u64_, *probable_p_++ - '0');
	return 0;
}

/* a site line of a version 3 JSON report of the runtime into r; 0, or -1 */
PROBABLE_PROFILE_FN_ int probable_profile_parse_site_(const char *probable_line_, struct probable_row_ *probable_r_)
{
	probable_u64_ probable_v_[13];
	char *probable_kind_ = PROBABLE_NULL_(probable_charp_), *probable_source_ = PROBABLE_NULL_(probable_charp_);
	static const char *const probable_ints_[13] = {
		"line", "nth", "col", "size", "declared", "high", "low", "exact", "threshold", "test_below", "constant", "count", "hits"
	};
	int probable_i_, probable_bad_ = 0;

	__builtin_memset(probable_r_, 0, sizeof(*probable_r_));
	if (__builtin_strncmp(probable_line_, "  {\"file\": ", 11))
		return -1;
	for (probable_i_ = 0; probable_i_ < 13; probable_i_++)
		if (probable_profile_field_(probable_line_, probable_ints_[probable_i_], PROBABLE_NULL_(probable_charpp_), &probable_v_[probable_i_]) < 0 ||
		    (probable_i_ < 11 && probable_v_[probable_i_] > 0x7fffffff))
			probable_bad_ = 1;
	probable_bad_ |= probable_profile_field_(probable_line_, "file", &probable_r_->probable_file_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "func", &probable_r_->probable_func_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "expr", &probable_r_->probable_expr_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "cond", &probable_r_->probable_cond_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "macro", &probable_r_->probable_macro_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	/* optional (absent from reports of runtimes before them, and "instance"
	 * from C sites; "unit" the unit's main file): absent stays a null pointer, and such a row another
	 * site than one that has it */
	if (probable_profile_field_(probable_line_, "expanded", &probable_r_->probable_expanded_, PROBABLE_NULL_(probable_u64_ptr_)) < 0)
		probable_r_->probable_expanded_ = PROBABLE_NULL_(probable_charp_);
	if (probable_profile_field_(probable_line_, "instance", &probable_r_->probable_instance_, PROBABLE_NULL_(probable_u64_ptr_)) < 0)
		probable_r_->probable_instance_ = PROBABLE_NULL_(probable_charp_);
	if (probable_profile_field_(probable_line_, "unit", &probable_r_->probable_unit_, PROBABLE_NULL_(probable_u64_ptr_)) < 0)
		probable_r_->probable_unit_ = PROBABLE_NULL_(probable_charp_);
	probable_bad_ |= probable_profile_field_(probable_line_, "arch", &probable_r_->probable_arch_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "kind", &probable_kind_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "source", &probable_source_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	if (!probable_bad_) {
		probable_r_->probable_line_ = PROBABLE_CAST_(int, probable_v_[0]);
		probable_r_->probable_nth_ = PROBABLE_CAST_(int, probable_v_[1]);
		probable_r_->probable_col_ = PROBABLE_CAST_(int, probable_v_[2]);
		probable_r_->probable_size_ = PROBABLE_CAST_(int, probable_v_[3]);
		probable_r_->probable_declared_ = PROBABLE_CAST_(int, probable_v_[4]);
		probable_r_->probable_high_ = PROBABLE_CAST_(int, probable_v_[5]);
		probable_r_->probable_low_ = PROBABLE_CAST_(int, probable_v_[6]);
		probable_r_->probable_exact_ = PROBABLE_CAST_(int, probable_v_[7]);
		probable_r_->probable_threshold_ = PROBABLE_CAST_(int, probable_v_[8]);
		probable_r_->probable_test_below_ = PROBABLE_CAST_(int, probable_v_[9]);
		probable_r_->probable_count_ = probable_v_[11];
		probable_r_->probable_hits_ = probable_v_[12];
		probable_r_->probable_ccount_ = probable_v_[10] ? probable_v_[11] : 0;
		probable_r_->probable_kind_ = !__builtin_strcmp(probable_kind_, "unaligned") ? PROBABLE_SITE_UNALIGNED_ : PROBABLE_SITE_BRANCH_;
		probable_bad_ = probable_r_->probable_hits_ > probable_r_->probable_count_ || probable_v_[10] > 1 ||
				__builtin_strcmp(probable_source_, "profile") || (__builtin_strcmp(probable_kind_, "unaligned") && __builtin_strcmp(probable_kind_, "branch"));
	}
	probable_profile_sys_free_(probable_kind_);
	probable_profile_sys_free_(probable_source_);
	return probable_bad_ ? -1 : 0;
}

/* what text (a report file's contents) is: 0 empty; JSON of version 3
 * from the runtime: 2 of run `run`, 1 of another run; text tables: 3 of
 * run `run`, 4 of another; -2 a report of another version or of another
 * producer (kept); -1 not a report.  Only the start is looked at here:
 * the rest is checked before anything is replaced. */
PROBABLE_PROFILE_FN_ int probable_profile_which_(const char *probable_text_, const char *probable_run_, probable_u64_ *probable_dumps_)
{
	static const char probable_json3_[] = "{\"format\": \"probable-profile\", \"version\": 3, \"source\": \"profile\", \"run\": \"";
	static const char probable_text_head_[] = "probable profile: ";
	const char *probable_nl_ = __builtin_strchr(probable_text_, '\n');
	probable_size_t_ probable_r_ = __builtin_strlen(probable_run_);

	if (!*probable_text_)
		return 0;
	if (!__builtin_strncmp(probable_text_, probable_json3_, sizeof probable_json3_ - 1)) {
		const char *probable_p_ = probable_text_ + sizeof probable_json3_ - 1;
		if (probable_profile_field_(probable_text_, "dumps", PROBABLE_NULL_(probable_charpp_), probable_dumps_) < 0)
			return -1;
		if (__builtin_strncmp(probable_p_, probable_run_, probable_r_) || probable_p_[probable_r_] != '"')
			return 1;
		return 2;
	}
	if (!__builtin_strncmp(probable_text_, "{\"format\": \"probable-profile\"", 29) || !__builtin_strncmp(probable_text_, "{\"version\": 1, \"pid\": ", 22))
		return -2;
	if (!__builtin_strncmp(probable_text_, probable_text_head_, sizeof probable_text_head_ - 1)) {
		/* text: "... (run RUN, pid N)"; the same run appends */
		const char *probable_p_ = __builtin_strstr(probable_text_, "(run ");
		if (probable_p_ && (!probable_nl_ || probable_p_ < probable_nl_) && !__builtin_strncmp(probable_p_ + 5, probable_run_, probable_r_) &&
		    probable_p_[5 + probable_r_] == ',')
			return 3;
		return 4;
	}
	return -1;
}

/* text is nothing but tables as probable_profile_text_ writes them */
PROBABLE_PROFILE_FN_ int probable_profile_text_ok_(const char *probable_text_)
{
	struct probable_buf_ probable_h_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	const char *probable_p_ = probable_text_;
	int probable_ok_ = 1;
	probable_profile_text_(&probable_h_, "", PROBABLE_NULL_(probable_row_ptr_), 0);
	if (probable_h_.probable_oom_)
		probable_profile_oom_();
	while (probable_ok_ && *probable_p_) {
		const char *probable_cols_ = __builtin_strchr(probable_h_.probable_p_, '\n') + 1;
		const char *probable_e_ = __builtin_strchr(probable_p_, '\n');
		unsigned long probable_sites_ = 0, probable_k_;
		const char *probable_q_ = probable_p_ + 18; /* the number of sites, in decimal */
		int probable_digits_ = 0;
		if (probable_e_ && !__builtin_strncmp(probable_p_, "probable profile: ", 18))
			for (; *probable_q_ >= '0' && *probable_q_ <= '9' && probable_sites_ < (1ul << 24); probable_q_++, probable_digits_++)
				probable_sites_ = probable_sites_ * 10 + PROBABLE_CAST_(unsigned long, *probable_q_ - '0');
		if (!probable_e_ || !probable_digits_ || __builtin_strncmp(probable_q_, " site", 5) ||
		    !__builtin_strstr(probable_p_, ", worst first (run ")) {
			probable_ok_ = 0;
			break;
		}
		probable_p_ = probable_e_ + 1;
		if (__builtin_strncmp(probable_p_, probable_cols_, __builtin_strlen(probable_cols_))) {
			probable_ok_ = 0;
			break;
		}
		probable_p_ += __builtin_strlen(probable_cols_);
		for (probable_k_ = 0; probable_ok_ && probable_k_ < probable_sites_; probable_k_++) {
			int probable_v_, probable_found_ = 0;
			for (probable_v_ = PROBABLE_VERDICT_WRONG_; probable_v_ <= PROBABLE_VERDICT_UNREACHED_; probable_v_++) {
				const char *probable_name_ = probable_profile_verdict_name_(probable_v_);
				probable_size_t_ probable_l_ = __builtin_strlen(probable_name_);
				if (!__builtin_strncmp(probable_p_, probable_name_, probable_l_) && probable_p_[probable_l_] == ' ')
					probable_found_ = 1;
			}
			probable_e_ = __builtin_strchr(probable_p_, '\n');
			if (!probable_found_ || !probable_e_) {
				probable_ok_ = 0;
				break;
			}
			probable_p_ = probable_e_ + 1;
			if (!__builtin_strncmp(probable_p_, "              ", 14)) { /* its second line */
				probable_e_ = __builtin_strchr(probable_p_, '\n');
				if (!probable_e_)
					probable_ok_ = 0;
				else
					probable_p_ = probable_e_ + 1;
			}
		}
	}
	probable_profile_sys_free_(probable_h_.probable_p_);
	return probable_ok_;
}

/* rows + the site lines of a version 3 JSON report (text), summed per
 * site; *bad when text is anything but such a report, whole */
PROBABLE_PROFILE_FN_ struct probable_row_ *probable_profile_merge_(const char *probable_text_, struct probable_row_ *probable_rows_,
								 probable_size_t_ *probable_n_, int *probable_bad_)
{
	probable_size_t_ probable_cap_ = *probable_n_ + 16, probable_m_ = *probable_n_;
	struct probable_row_ *probable_all_ = PROBABLE_CAST_(struct probable_row_ *, probable_profile_alloc_(probable_cap_ * sizeof(*probable_all_)));
	const char *probable_p_ = __builtin_strchr(probable_text_, '\n');

	if (*probable_n_)
		__builtin_memcpy(probable_all_, probable_rows_, *probable_n_ * sizeof(*probable_rows_));
	probable_profile_sys_free_(probable_rows_);
	*probable_bad_ = !probable_p_;
	if (probable_p_ && probable_p_ - probable_text_ >= 3 && !__builtin_strncmp(probable_p_ - 3, "[]}", 3)) {
		*probable_bad_ = probable_p_[1] != 0; /* no site, and nothing after */
		probable_p_ = PROBABLE_NULL_(probable_cstr_);
	} else if (probable_p_ && probable_p_[-1] != '[') {
		*probable_bad_ = 1;
	}
	while (!*probable_bad_ && probable_p_) {
		const char *probable_e_;
		probable_size_t_ probable_len_;
		char *probable_line_;
		probable_p_++;
		probable_e_ = __builtin_strchr(probable_p_, '\n');
		if (!probable_e_) {
			*probable_bad_ = 1;
			break;
		}
		probable_len_ = PROBABLE_CAST_(probable_size_t_, probable_e_ - probable_p_);
		if (probable_len_ == 2 && !__builtin_strncmp(probable_p_, "]}", 2)) {
			*probable_bad_ = probable_e_[1] != 0; /* the end, and nothing after */
			break;
		}
		probable_line_ = PROBABLE_CAST_(char *, probable_profile_alloc_(probable_len_ + 1));
		__builtin_memcpy(probable_line_, probable_p_, probable_len_);
		if (probable_m_ == probable_cap_) {
			struct probable_row_ *probable_more_;
			probable_cap_ *= 2;
			probable_more_ = PROBABLE_CAST_(struct probable_row_ *, probable_profile_sys_realloc_(probable_all_, probable_cap_ * sizeof(*probable_all_)));
			if (!probable_more_)
				probable_profile_oom_();
			probable_all_ = probable_more_;
		}
		if (probable_profile_parse_site_(probable_line_, &probable_all_[probable_m_]) < 0) {
			*probable_bad_ = 1;
			probable_profile_sys_free_(probable_line_);
			break;
		}
		probable_profile_sys_free_(probable_line_);
		probable_m_++;
		probable_p_ = probable_e_;
	}
	*probable_n_ = probable_profile_dedup_(probable_all_, probable_m_);
	return probable_all_;
}

PROBABLE_PROFILE_FN_ void probable_profile_cannot_(const char *probable_path_, const char *probable_what_, int probable_errno_)
{
	probable_profile_say_("probable: profile: cannot write the report to '%s': %s%s%s; no report written\n", probable_path_,
		probable_what_, probable_errno_ ? ": " : "", probable_errno_ ? probable_profile_sys_strerror_(probable_errno_) : "");
}

/* the report in place of the file's contents, through the locked fd:
 * written, then cut to its length */
PROBABLE_PROFILE_FN_ int probable_profile_in_place_(int probable_fd_, const char *probable_path_, const char *probable_p_, probable_size_t_ probable_n_)
{
	(void)probable_path_;
	if (probable_profile_sys_lseek_(probable_fd_, 0, PROBABLE_SEEK_SET_) < 0 ||
	    probable_profile_write_all_(probable_fd_, probable_p_, probable_n_) < 0)
		return -1;
	return probable_profile_sys_ftruncate_(probable_fd_, PROBABLE_CAST_(probable_off_t_, probable_n_));
}

/* path is the file this process has as stderr or stdout */
PROBABLE_PROFILE_FN_ int probable_profile_is_std_(const char *probable_path_)
{
	struct probable_statx_ probable_p_, probable_f_;
	int probable_fd_;
	if (probable_profile_stat_(-1, probable_path_, &probable_p_) < 0)
		return 0;
	for (probable_fd_ = 1; probable_fd_ <= 2; probable_fd_++)
		if (probable_profile_stat_(probable_fd_, PROBABLE_NULL_(probable_cstr_), &probable_f_) == 0 &&
		    probable_profile_same_(&probable_f_, &probable_p_))
			return 1;
	return 0;
}

/* what a file that is not a regular file is, for a message */
PROBABLE_PROFILE_FN_ const char *probable_profile_kind_of_(unsigned int probable_mode_)
{
	if (PROBABLE_S_ISFIFO_(probable_mode_))
		return "it is a FIFO, not a regular file (left as it is)";
	if (PROBABLE_S_ISCHR_(probable_mode_))
		return "it is a character device, not a regular file (left as it is)";
	if (PROBABLE_S_ISBLK_(probable_mode_))
		return "it is a block device, not a regular file (left as it is)";
	return "it is not a regular file (left as it is)";
}

/*
 * Write rows into path: see the top of probable_profile.h.  Nothing but a
 * regular file (or this process's own stdout or stderr, /dev/stderr) is
 * opened for writing; the file is opened without following a symbolic
 * link, locked, checked to still be the file at path (another process may
 * have replaced it), read, checked whole, merged, and replaced by a
 * temporary file renamed over it (written in place when no temporary
 * file can be made beside it).  With accumulate (the default file), a
 * JSON report of another run is merged too, as .gcda files are.
 */
PROBABLE_PROFILE_FN_ void probable_profile_to_file_(const char *probable_path_, int probable_json_, struct probable_row_ *probable_rows_,
						    probable_size_t_ probable_n_, int probable_accumulate_)
{
	char probable_run_[80], *probable_old_ = PROBABLE_NULL_(probable_charp_), *probable_tmp_;
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	struct probable_statx_ probable_st_, probable_st2_;
	probable_u64_ probable_dumps_ = 0;
	probable_size_t_ probable_len_ = 0;
	int probable_fd_ = -1, probable_tries_, probable_which_ = 0, probable_tfd_, probable_bad_ = 0, probable_std_;

	probable_profile_run_id_(probable_run_, sizeof probable_run_);
	/* not even opened: a FIFO (it could hang the exit), a device (raw
	 * bytes), unless it is this process's own stdout or stderr */
	probable_std_ = probable_profile_is_std_(probable_path_);
	if (!probable_std_ && probable_profile_stat_(-1, probable_path_, &probable_st_) == 0 && !PROBABLE_S_ISREG_(probable_st_.probable_mode_) &&
	    !PROBABLE_S_ISDIR_(probable_st_.probable_mode_)) { /* a directory: open() says so */
		probable_profile_cannot_(probable_path_, probable_profile_kind_of_(probable_st_.probable_mode_), 0);
		goto probable_out_;
	}
	for (probable_tries_ = 0; probable_tries_ < 100; probable_tries_++) {
		if (probable_std_)
			/* /dev/stderr, a link to a terminal or a pipe: no merging, just the report */
			probable_fd_ = probable_profile_sys_open_(probable_path_, PROBABLE_O_WRONLY_ | PROBABLE_O_NOCTTY_ | PROBABLE_O_CLOEXEC_);
		else
			probable_fd_ = probable_profile_sys_open_(probable_path_, PROBABLE_O_RDWR_ | PROBABLE_O_CREAT_ | PROBABLE_O_NOCTTY_ | PROBABLE_O_NONBLOCK_ | PROBABLE_O_NOFOLLOW_ | PROBABLE_O_CLOEXEC_, 0666);
		if (probable_fd_ < 0) {
			int probable_e_ = PROBABLE_ERRNO_;
			probable_profile_cannot_(probable_path_, probable_e_ == PROBABLE_ELOOP_ ? "it is a symbolic link, not followed" : "open", probable_e_ == PROBABLE_ELOOP_ ? 0 : probable_e_);
			goto probable_out_;
		}
		if (probable_profile_stat_(probable_fd_, PROBABLE_NULL_(probable_cstr_), &probable_st_) < 0) {
			probable_profile_cannot_(probable_path_, "stat", PROBABLE_ERRNO_);
			goto probable_out_;
		}
		if (probable_std_ && !PROBABLE_S_ISREG_(probable_st_.probable_mode_)) {
			probable_which_ = -3;
			break;
		}
		if (!PROBABLE_S_ISREG_(probable_st_.probable_mode_)) { /* became one since stat() */
			probable_profile_cannot_(probable_path_, probable_profile_kind_of_(probable_st_.probable_mode_), 0);
			goto probable_out_;
		}
		while (probable_profile_sys_flock_(probable_fd_, PROBABLE_LOCK_EX_) < 0 && PROBABLE_ERRNO_ == PROBABLE_EINTR_)
			;
		if (probable_std_ || (probable_profile_stat_(-1, probable_path_, &probable_st2_) == 0 &&
				      probable_profile_same_(&probable_st2_, &probable_st_)))
			break;
		probable_profile_sys_close_(probable_fd_); /* replaced while we waited: again */
		probable_fd_ = -1;
	}
	if (probable_fd_ < 0) {
		probable_profile_cannot_(probable_path_, "it keeps being replaced", 0);
		goto probable_out_;
	}
	if (probable_which_ != -3) {
		probable_old_ = probable_profile_read_all_(probable_fd_, &probable_len_);
		if (!probable_old_) {
			probable_profile_cannot_(probable_path_, "read", PROBABLE_ERRNO_);
			goto probable_out_;
		}
		if (__builtin_strlen(probable_old_) != probable_len_) {
			probable_profile_cannot_(probable_path_, "it exists and is not a probable report (left as it is)", 0);
			goto probable_out_;
		}
		probable_which_ = probable_profile_which_(probable_old_, probable_run_, &probable_dumps_);
		if (probable_which_ == -1) {
			probable_profile_cannot_(probable_path_, "it exists and is not a probable report (left as it is)", 0);
			goto probable_out_;
		}
		if (probable_which_ == -2) {
			probable_profile_cannot_(probable_path_, "it holds a report of another version or from another tool "
						 "(left as it is; this runtime writes version 3)", 0);
			goto probable_out_;
		}
		if ((probable_json_ && (probable_which_ == 3 || probable_which_ == 4)) ||
		    (!probable_json_ && (probable_which_ == 1 || probable_which_ == 2))) {
			probable_profile_cannot_(probable_path_, probable_json_ ? "it holds a text report, and this one is JSON (left as it is)" :
						 "it holds a JSON report, and this one is text (left as it is)", 0);
			goto probable_out_;
		}
	}
	if (probable_json_) {
		if (probable_which_ == 1 || probable_which_ == 2) {
			/* read back whole, whatever happens next: a file that only
			 * starts like a report is not replaced */
			probable_size_t_ probable_n0_ = 0;
			struct probable_row_ *probable_old_rows_ = probable_profile_merge_(probable_old_, PROBABLE_NULL_(probable_row_ptr_),
											  &probable_n0_, &probable_bad_);
			probable_profile_free_rows_(probable_old_rows_, probable_n0_);
			if (probable_bad_) {
				probable_profile_cannot_(probable_path_, "it starts like a report but is not one that can be read back (left as it is)", 0);
				goto probable_out_;
			}
		}
		if (probable_which_ == 2 || (probable_which_ == 1 && probable_accumulate_)) {
			probable_rows_ = probable_profile_merge_(probable_old_, probable_rows_, &probable_n_, &probable_bad_);
			if (probable_which_ == 1)
				probable_profile_snprintf_(probable_run_, sizeof probable_run_, "mixed");
		} else {
			if (probable_which_ == 1)
				probable_profile_say_("probable: profile: %s held a report of another run: replaced "
					"(PROBABLE_PROFILE_RUN=name keeps one run across programs)\n", probable_path_);
			probable_dumps_ = 0;
		}
		probable_profile_judge_all_(probable_rows_, probable_n_);
		probable_profile_json_(&probable_b_, probable_run_, probable_dumps_ + 1, probable_rows_, probable_n_);
	} else {
		if (probable_which_ == 4 && !probable_profile_text_ok_(probable_old_)) {
			probable_profile_cannot_(probable_path_, "it starts like a report but is not one (left as it is)", 0);
			goto probable_out_;
		}
		if (probable_which_ == 4)
			probable_profile_say_("probable: profile: %s held a report of another run: replaced "
				"(PROBABLE_PROFILE_RUN=name keeps one run across programs)\n", probable_path_);
		if (probable_which_ == 3) /* text of this run: append */
			probable_profile_put_(&probable_b_, probable_old_, probable_len_);
		probable_profile_judge_all_(probable_rows_, probable_n_);
		probable_profile_text_(&probable_b_, probable_run_, probable_rows_, probable_n_);
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	if (probable_which_ == -3) {
		if (probable_profile_write_all_(probable_fd_, probable_b_.probable_p_, probable_b_.probable_n_) < 0)
			probable_profile_cannot_(probable_path_, "write", PROBABLE_ERRNO_);
		goto probable_out_;
	}
	/* beside it, then renamed over it: a reader never sees half a report */
	probable_tmp_ = PROBABLE_CAST_(char *, probable_profile_alloc_(__builtin_strlen(probable_path_) + 64));
	probable_tfd_ = -1;
	for (probable_tries_ = 0; probable_tfd_ < 0 && probable_tries_ < 100; probable_tries_++) {
		probable_profile_snprintf_(probable_tmp_, __builtin_strlen(probable_path_) + 64, "%s.tmp.%ld.%d", probable_path_, PROBABLE_CAST_(long, probable_profile_sys_getpid_()), probable_tries_);
		probable_tfd_ = probable_profile_sys_open_(probable_tmp_, PROBABLE_O_WRONLY_ | PROBABLE_O_CREAT_ | PROBABLE_O_EXCL_ | PROBABLE_O_NOFOLLOW_ | PROBABLE_O_CLOEXEC_, 0600);
		if (probable_tfd_ < 0 && PROBABLE_ERRNO_ != PROBABLE_EEXIST_)
			break;
	}
	if (probable_tfd_ >= 0) {
		int probable_bad_write_ = probable_profile_sys_fchmod_(probable_tfd_, probable_st_.probable_mode_ & 07777u) < 0 ||
			probable_profile_write_all_(probable_tfd_, probable_b_.probable_p_, probable_b_.probable_n_) < 0;
		if (probable_profile_sys_close_(probable_tfd_) < 0 || probable_bad_write_) {
			probable_profile_cannot_(probable_path_, "write", PROBABLE_ERRNO_);
			probable_profile_sys_unlink_(probable_tmp_);
			goto probable_done_;
		}
		if (probable_profile_sys_rename_(probable_tmp_, probable_path_) == 0)
			goto probable_done_;
		probable_profile_sys_unlink_(probable_tmp_); /* e.g. another user's file in a sticky directory */
	} else if (PROBABLE_ERRNO_ != PROBABLE_EACCES_ && PROBABLE_ERRNO_ != PROBABLE_EPERM_ && PROBABLE_ERRNO_ != PROBABLE_EROFS_) {
		probable_profile_cannot_(probable_path_, "create a temporary file beside it", PROBABLE_ERRNO_);
		goto probable_done_;
	}
	/* no file can be made or renamed beside it: in place, through the
	 * locked descriptor, the report complete in memory */
	if (probable_profile_in_place_(probable_fd_, probable_path_, probable_b_.probable_p_, probable_b_.probable_n_) < 0)
		probable_profile_cannot_(probable_path_, "write", PROBABLE_ERRNO_);
probable_done_:
	probable_profile_sys_free_(probable_tmp_);
probable_out_:
	if (probable_fd_ >= 0)
		probable_profile_sys_close_(probable_fd_); /* and the lock with it */
	probable_profile_sys_free_(probable_old_);
	probable_profile_sys_free_(probable_b_.probable_p_);
	probable_profile_free_rows_(probable_rows_, probable_n_);
}

/*
 * The object goes away (exit, dlclose): report, once, if PROBABLE_PROFILE
 * says where.  The format is checked before anything is opened.
 */
PROBABLE_PROFILE_FN_ void probable_profile_report_at_unload_(void)
{
	const char *probable_spec_, *probable_fmt_;
	struct probable_row_ *probable_rows_;
	probable_size_t_ probable_n_;
	int probable_json_, probable_default_ = 0;

	if (probable_profile_secure_()) {
		if (probable_profile_sys_getenv_("PROBABLE_PROFILE") || probable_profile_sys_getenv_("PROBABLE_PROFILE_FORMAT") || probable_profile_sys_getenv_("PROBABLE_PROFILE_RUN"))
			probable_profile_say_("%s", "probable: profile: a set-user-ID, set-group-ID or capability-raising program "
					      "(secure-execution mode) ignores PROBABLE_PROFILE*; no report written\n");
		return;
	}
	probable_spec_ = probable_profile_sys_getenv_("PROBABLE_PROFILE");
	if (!probable_spec_) { /* the compilers' convention: a default file, merged across runs */
		probable_default_ = 1;
		probable_spec_ = PROBABLE_PROFILE_DEFAULT_FILE_;
	}
	if (!*probable_spec_ || !__builtin_strcmp(probable_spec_, "off"))
		return;
	probable_fmt_ = probable_profile_sys_getenv_("PROBABLE_PROFILE_FORMAT");
	probable_json_ = probable_profile_format_(probable_fmt_, __builtin_strcmp(probable_spec_, "-") != 0);
	if (probable_json_ < 0) {
		probable_profile_say_("probable: profile: unknown PROBABLE_PROFILE_FORMAT '%s' (it is \"text\" or \"json\"); no report written\n",
			probable_fmt_);
		return;
	}
	if (probable_default_)
		probable_json_ = 1; /* the default file holds JSON, whatever the format says */
	if (!__builtin_strcmp(probable_spec_, "-")) {
		struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
		probable_profile_report_(&probable_b_, probable_json_);
		(void)probable_profile_write_all_(2, probable_b_.probable_p_, probable_b_.probable_n_);
		probable_profile_sys_free_(probable_b_.probable_p_);
	} else {
		char *probable_path_ = probable_profile_path_(probable_spec_);
		probable_rows_ = probable_profile_rows_(&probable_n_);
		probable_profile_to_file_(probable_path_, probable_json_, probable_rows_, probable_n_, probable_default_);
		probable_profile_sys_free_(probable_path_);
	}
}

PROBABLE_PROFILE_FN_ void probable_profile_unload_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	if (__atomic_exchange_n(&probable_o_->probable_dumped_, 1, __ATOMIC_ACQ_REL))
		return;
	probable_profile_report_at_unload_();
	if (probable_o_->probable_totals_) /* the key exists: no thread-exit call into unloaded code */
		probable_profile_sys_key_delete_(probable_o_->probable_key_);
}

#ifdef __cplusplus
}
#endif

#endif /* PROBABLE_PROFILE_FILE_H */
/* ======== end of include/probable_profile_file.h ======== */

#ifdef PROBABLE_PROFILE_QUIET_BUFFERS_
#pragma clang diagnostic pop
#endif

#endif /* PROBABLE_PROFILE_RUNTIME_H */
/* ======== end of include/probable_profile_runtime.h ======== */
#if !defined(__clang__)
#pragma GCC pop_options
#elif !defined(PROBABLE_PROFILE_OPTIMIZE_RUNTIME)
#pragma push_macro("on")
#undef on
#pragma clang optimize on
#pragma pop_macro("on")
#endif
#endif /* PROBABLE_PROFILE_ASM_RUNTIME_ */

#endif /* !__ASSEMBLER__ */

#endif /* PROBABLE_PROFILE_H */
/* ======== end of include/probable_profile.h ======== */
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
