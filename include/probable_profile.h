/* SPDX-License-Identifier: MIT */
/*
 * probable_profile.h - profile mode: with -DPROBABLE_PROFILE every
 * probable() site counts its evaluations and how many were true, every
 * get/put_unaligned_p() site its accesses and how many were misaligned, and
 * a report says where the declared pc is wrong and what to write instead.
 * Included by probable.h when PROBABLE_PROFILE is defined; not on its own.
 *
 *     cc -DPROBABLE_PROFILE ... (every translation unit you want counted)
 *     PROBABLE_PROFILE=report.json ./prog    "-" is stderr, %p the pid
 *     PROBABLE_PROFILE_FORMAT=text           "json" (default for a file)
 *                                            or "text" (default for "-")
 *     PROBABLE_PROFILE_RUN=name              collect several programs
 *     probable_profile_write(FILE *f, const char *format)   on demand
 *
 * Needs GCC or Clang on an ELF target with POSIX threads (glibc: in libc
 * since 2.34; add -pthread elsewhere); g++ from C++11.  What the program
 * computes does not change: each condition and pointer is evaluated once.
 *
 * HOW IT COUNTS
 *   Each site is a constant record in the section probable_sites_v3 of
 *   the executable or shared library ("object") it is compiled into, so
 *   the object knows every site it holds, reached or not.  Counts live
 *   per object and per thread: a thread's first evaluation in an object
 *   gives it an array of two counters per site (false, true), which only
 *   it writes (a relaxed atomic load and store: plain moves, no lock);
 *   when it exits, its counts are added to the object's totals and the
 *   array is reused.  Nothing is shared between objects, and no address
 *   travels in the environment.
 *
 * WHEN IT REPORTS
 *   When an object goes away - at exit, or at dlclose() for a plugin -
 *   and PROBABLE_PROFILE is set, it writes every site it holds (count 0
 *   when never reached).  Into a file it merges: under flock(), a JSON
 *   report of the same run in that file gets these counts added, site by
 *   site, and is replaced atomically (rename); a report of another run is
 *   replaced; anything else is left alone with an error.  A run is one
 *   exec of a program and the children it forks (this exec's AT_RANDOM
 *   bytes), or every process given the same PROBABLE_PROFILE_RUN.  A
 *   forked child starts from zero, so the sums are exact.  Text reports
 *   of one run are appended, one table per object and process.
 *   A set-user-ID, set-group-ID or capability-raising program (AT_SECURE)
 *   ignores every PROBABLE_PROFILE* variable and says so once.
 *
 * THE REPORT (docs/profile-format.md has the JSON schema)
 *   Per site: file (normalised lexically), line, function, the text as
 *   written, the macro it was written with, kind (branch, unaligned),
 *   declared pc, count, hits (true, or misaligned), observed percent and
 *   its 99% Wilson score interval, the hint or access this build emits for
 *   the declared pc, a verdict and a suggested pc (the observed rate):
 *     wrong          outside the interval, and the suggested pc gives
 *                    another hint or access on this build
 *     miscalibrated  outside, same hint or access
 *     few            inside, but the interval is wider than
 *                    PROBABLE_PROFILE_WIDTH_ (10) points: "needed" says
 *                    how many evaluations would narrow it enough
 *     ok             inside, and narrow enough
 *     unreached      never evaluated
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

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/file.h>
/* <sys/stat.h> (through <linux/stat.h>) has a struct member named "val",
 * a name hosts define as macros: theirs is set aside for it and restored */
#pragma push_macro("val")
#undef val
#include <sys/stat.h>
#pragma pop_macro("val")

#ifdef __cplusplus
extern "C" {
#endif

typedef probable_u64_ *probable_u64_ptr_;

/* getauxval() without <sys/auxv.h>, which brings <elf.h>'s thousands of
 * names into the user's translation unit (glibc 2.16+, musl) */
#ifdef __THROW /* glibc's: noexcept in C++, as <sys/auxv.h> has it */
#if defined(__clang__) && defined(__cplusplus)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc++98-compat" /* glibc's noexcept, not ours */
#endif
extern unsigned long getauxval(unsigned long) __THROW;
#if defined(__clang__) && defined(__cplusplus)
#pragma clang diagnostic pop
#endif
#else
extern unsigned long getauxval(unsigned long);
#endif
#define PROBABLE_AT_SECURE_ 23 /* AT_SECURE, <elf.h> */
#define PROBABLE_AT_RANDOM_ 25 /* AT_RANDOM */

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
					      * macro formed it (empty: the same) */
	const char *probable_macro_;
	const char *probable_arch_;          /* PROBABLE_ARCH, NUL, the translation unit's
					      * main file (__BASE_FILE__) */
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

/* every runtime function and datum is one per object: weak (the linker
 * keeps one copy per executable or library) and hidden (no other object
 * sees it) */
#define PROBABLE_PROFILE_FN_ __attribute__((__weak__, __visibility__("hidden")))
#define PROBABLE_PROFILE_DECL_ __attribute__((__visibility__("hidden")))

/*
 * This thread's counters for this object, 0 until the first evaluation
 * (initial-exec in a shared library: no call to find it): an array laid
 * out as the section is, PROBABLE_SITE_SIZE_ bytes per site, whose first
 * two 64-bit words count the site's false and true evaluations, held as
 * its address minus the section's, so that a site's counters are at that
 * plus the record's own address (one add, no index to compute).
 */
#if defined(__PIC__) && !defined(__PIE__) && defined(__GLIBC__)
#define PROBABLE_PROFILE_TLS_MODEL_ __attribute__((__tls_model__("initial-exec")))
#else
#define PROBABLE_PROFILE_TLS_MODEL_
#endif
extern __thread PROBABLE_UINTPTR_ probable_profile_tls_ PROBABLE_PROFILE_DECL_ PROBABLE_PROFILE_TLS_MODEL_;
PROBABLE_PROFILE_DECL_ PROBABLE_UINTPTR_ probable_profile_enrol_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_init_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_unload_(void);
struct probable_gsite_;
PROBABLE_PROFILE_DECL_ void probable_profile_genrol_(struct probable_gsite_ *probable_g_);
/*
 * probable_profile_write(out, format) - write this object's report now to
 * out, as "text" or "json" (NULL: PROBABLE_PROFILE_FORMAT, else text).
 * Returns the number of sites written, or -1 (errno EINVAL) when out is
 * NULL or the format unknown, or -1 when the write fails.
 */
PROBABLE_PROFILE_DECL_ int probable_profile_write(FILE *probable_out_, const char *probable_format_);

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
/* text: string literals, the argument as written "\0" the condition as the
 * macro formed it (nothing when the same) */
#define PROBABLE_SITE_INIT_(func, kind, text, name, pc, hint, test_below, size) \
	{ __FILE__, func, text, #name, PROBABLE_ARCH "\0" __BASE_FILE__, __LINE__, size, \
	  __COUNTER__, PROBABLE_SITE_ECOL_, \
	  kind, PROBABLE_CAST_(signed char, pc), PROBABLE_CAST_(signed char, hint), \
	  ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW, PROBABLE_EXACT_FLAG_, \
	  ARCH_ALIGNMENT_COST_THRESHOLD, PROBABLE_CAST_(signed char, test_below) PROBABLE_SITE_PAD_ }

/*
 * PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below,
 * size) - declarations: a record for this site, and rec, a pointer to it.
 * PROBABLE_PROFILE_COUNT_(rec, hit, k, i) - statements: count one
 * evaluation (hit: 0 or 1) in this thread.
 *
 * In C and with Clang the record is a static constant in the function (a
 * constant: a C99 inline function may hold one) in the object's section,
 * and the count goes to this thread's array (no function call on the way,
 * no lock).  g++ cannot do that: it will not put static locals of inline
 * and of other functions into one named section ("section type
 * conflict"), and it ignores the section of a template's members (GCC
 * PR c++/70435).  There the record is a template's static member,
 * instantiated for a type local to the site, that enrols itself in the
 * object's list when the object is loaded, and holds its own two
 * counters (a relaxed atomic add).
 */
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
#define PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below, size) \
	static constexpr struct probable_site_ tag = \
		PROBABLE_SITE_INIT_(__func__, kind, text, name, pc, hint, test_below, size); \
	struct probable_gsite_ *rec = &probable_site_holder_<&tag>::probable_g_
#else
/* C++11, C++14: a type local to the site (so not in sizeof) */
template <class probable_tag_> struct __attribute__((__visibility__("hidden"))) probable_site_holder_ {
	static struct probable_gsite_ probable_g_;
};
template <class probable_tag_>
struct probable_gsite_ probable_site_holder_<probable_tag_>::probable_g_(probable_tag_::probable_make_());
}
#define PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below, size) \
	static constexpr const char *const PROBABLE_XCAT_(tag, _func) = __func__; \
	struct tag { \
		static constexpr struct probable_site_ probable_make_() { \
			return PROBABLE_SITE_INIT_(PROBABLE_XCAT_(tag, _func), kind, text, name, pc, hint, \
						   test_below, size); \
		} \
	}; \
	struct probable_gsite_ *rec = &probable_site_holder_<tag>::probable_g_
#endif
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	__atomic_fetch_add(&(rec)->probable_n_[(hit) + (__builtin_constant_p(hit) << 1)], 1, __ATOMIC_RELAXED)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i) PROBABLE_PROFILE_COUNT_(rec, hit, k, i)
#else
#define PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below, size) \
	static const struct probable_site_ tag PROBABLE_SITE_ATTRS_ = \
		PROBABLE_SITE_INIT_(__func__, kind, text, name, pc, hint, test_below, size); \
	const struct probable_site_ *rec = &tag
/* i: the address of the site's counters in this thread's array, the
 * words i and i + 8 (false, true), or i + 16 and i + 24 for an evaluation
 * whose outcome the compiler knew (a constant in this build:
 * __builtin_constant_p, no code where it is not); an address held as an
 * integer, so that the user's code does no pointer arithmetic (Clang's
 * -Wunsafe-buffer-usage) */
#define PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i) \
	PROBABLE_UINTPTR_ k = probable_profile_tls_, i; \
	if (__builtin_expect(!k, 0)) \
		k = probable_profile_enrol_(); \
	i = k + PROBABLE_ADDR_(rec) + (PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4)
#define PROBABLE_PROFILE_ADD1_(a) \
	__atomic_store_n(PROBABLE_PTR_(probable_u64_ *, a), \
			 __atomic_load_n(PROBABLE_PTR_(probable_u64_ *, a), __ATOMIC_RELAXED) + 1, __ATOMIC_RELAXED)
/* an access: counted at word misaligned, no branch added */
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	PROBABLE_PROFILE_ADD1_(i + (PROBABLE_CAST_(PROBABLE_UINTPTR_, hit) << 3))
/* a branch: counted on each way, which the compiler merges with the
 * site's own branch (no index to compute) */
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i) \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	if (hit) \
		PROBABLE_PROFILE_ADD1_(i + 8u); \
	else \
		PROBABLE_PROFILE_ADD1_(i)
#endif

/* p, a copy of ptr (in C++ through probable_object_, whose error names a
 * void * before anything else can complain about it) */
#ifdef __cplusplus
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) __typeof__(probable_object_(ptr)) p = probable_object_(ptr)
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
 * written and the macro it was written with.
 */
#define PROBABLE_PROFILE_PROBABLE_(cond, pc, text, name) \
	PROBABLE_PROFILE_BRANCH_(cond, pc, text "\0", name, PROBABLE_UNIQUE_ID_(probable_site_), \
				 PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_c_), \
				 PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
/* PROBABLE_MACRO_SITE: ctext is #cond as the project's macro formed it */
#define PROBABLE_PROFILE_MACRO_PROBABLE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_BRANCH_(cond, pc, text "\0" ctext, name, PROBABLE_UNIQUE_ID_(probable_site_), \
				 PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_c_), \
				 PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_BRANCH_(cond, pc, text, name, tag, r, c, k, i) \
	(__extension__ ({ \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_BRANCH_, text, name, pc, PROBABLE_HINT(pc), 0, 0); \
		int c = !!(cond); \
		PROBABLE_PROFILE_COUNT_BRANCH_(r, c, k, i); \
		PROBABLE_PROBABLE_PLAIN_(c, pc); \
	}))

#define PROBABLE_PROFILE_GET_P_(ptr, pc, text, name) \
	PROBABLE_PROFILE_GET_(ptr, pc, text "\0", name, PROBABLE_UNIQUE_ID_(probable_site_), \
			      PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_p_), \
			      PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_GET_(ptr, pc, text, name, tag, r, p, k, i) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(p))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(p))), sizeof(*(p))); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), k, i); \
		PROBABLE_GET_UNALIGNED_P_PLAIN_(p, pc); \
	}))

#define PROBABLE_PROFILE_PUT_P_(val, ptr, pc, text, name) \
	PROBABLE_PROFILE_PUT_(val, ptr, pc, text "\0", name, PROBABLE_UNIQUE_ID_(probable_site_), \
			      PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_p_), \
			      PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_PUT_(val, ptr, pc, text, name, tag, r, p, k, i) \
	((void)__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(p))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(p))), sizeof(*(p))); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), k, i); \
		PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, p, pc); \
	}))

/* the endian forms: misaligned means not aligned for the N-bit integer */
#define PROBABLE_PROFILE_GET_E_(order, n, p, pc, text, name) \
	PROBABLE_PROFILE_GET_ENDIAN_(order, n, p, pc, text "\0", name, PROBABLE_UNIQUE_ID_(probable_site_), \
				     PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_b_), \
				     PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_GET_ENDIAN_(order, n, p, pc, text, name, tag, r, b, k, i) \
	(__extension__ ({ \
		const void *b = (p); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, n / 8), PROBABLE_TEST_BELOW_FOR_SIZE_(n / 8), n / 8); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), k, i); \
		PROBABLE_GET_ENDIAN_(order, n, b, pc); \
	}))
#define PROBABLE_PROFILE_PUT_E_(order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_ENDIAN_(order, n, val, p, pc, text "\0", name, PROBABLE_UNIQUE_ID_(probable_site_), \
				     PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_b_), \
				     PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_PUT_ENDIAN_(order, n, val, p, pc, text, name, tag, r, b, k, i) \
	((void)__extension__ ({ \
		void *b = PROBABLE_WRITABLE_(p); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, n / 8), PROBABLE_TEST_BELOW_FOR_SIZE_(n / 8), n / 8); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), k, i); \
		PROBABLE_PUT_ENDIAN_(order, n, val, b, pc); \
	}))

/* what a site is in profile mode (the public names are in probable.h) */
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) PROBABLE_PROFILE_PROBABLE_(cond, pc, text, name)
#define PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_MACRO_PROBABLE_(cond, pc, text, ctext, name)
#define PROBABLE_GET_SITE_(ptr, pc, text, name) PROBABLE_PROFILE_GET_P_(ptr, pc, text, name)
#define PROBABLE_PUT_SITE_(val, ptr, pc, text, name) PROBABLE_PROFILE_PUT_P_(val, ptr, pc, text, name)
#define PROBABLE_GET_ENDIAN_SITE_(order, n, p, pc, text, name) PROBABLE_PROFILE_GET_E_(order, n, p, pc, text, name)
#define PROBABLE_PUT_ENDIAN_SITE_(order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_E_(order, n, val, p, pc, text, name)

/* ---- the runtime: one copy per object -------------------------------------------- */

#include "probable_profile_runtime.h"

#endif /* !__ASSEMBLER__ */

#endif /* PROBABLE_PROFILE_H */
