/* SPDX-License-Identifier: MIT */
/*
 * probable_profile.h - profile mode: with -DPROBABLE_PROFILE every
 * probable() site counts its evaluations and how many were true, every
 * get/put_unaligned_p() site its accesses and how many were misaligned, and
 * a report says where the declared pc is wrong and what to write instead.
 * Included by probable.h when PROBABLE_PROFILE is defined; not on its own.
 *
 *     cc -DPROBABLE_PROFILE ... (every translation unit you want counted)
 *     PROBABLE_PROFILE=report.txt ./prog     at exit; "-" is stderr, %p the pid
 *     PROBABLE_PROFILE_FORMAT=json           "text" (default) or "json"
 *     probable_profile_write(FILE *f, const char *format)   on demand
 *
 * Needs a hosted GNU C or C++ compiler (GCC, Clang: statement expressions,
 * __thread, __atomic builtins) and POSIX threads (in glibc's libc since
 * 2.34; add -pthread elsewhere).  What the program computes does not
 * change: each condition and pointer is still evaluated once.
 *
 * HOW IT COUNTS
 *   Each site has a static description and, per thread, two counters in
 *   thread-local storage that only that thread writes (relaxed atomic
 *   load and store: plain moves, no lock, no read-modify-write).  The first
 *   evaluation in a thread enrols the counters under a mutex; a thread's
 *   counts are added to the site's totals when it exits.  A report adds
 *   the totals and the live threads' counters under the same mutex; a
 *   thread writes count before hits (release) and a report reads hits
 *   (acquire) before count, so it never sees more hits than evaluations.
 *   The registry and the functions are weak symbols, so the translation
 *   units of one executable or library share one copy; the first copy to
 *   start leaves its registry's address in the environment
 *   (PROBABLE_PROFILE_REGISTRY_, with the pid and this exec's AT_RANDOM
 *   bytes) and the copies in libraries loaded later, dlopen()ed or not,
 *   join it: one report covers the program.  A library that is
 *   dlclose()d folds its counters into the totals first (a destructor per
 *   translation unit); the one whose code started first must stay loaded.
 *   A child made by fork() starts from zero.  Linux (glibc) only.
 *
 * THE REPORT
 *   Per site: file, line, function, the condition's or pointer's text,
 *   kind (branch, unaligned), declared pc, count, hits (true, or
 *   misaligned), observed percent and its 99% Wilson score interval, the
 *   hint or access this build emits for the declared pc, a verdict and a
 *   suggested pc (the observed rate, rounded):
 *     ok             the declared pc is inside the interval and the
 *                    interval is at most PROBABLE_PROFILE_WIDTH_ (10)
 *                    points wide
 *     few            inside, but the interval is wider: "needed" says how
 *                    many evaluations would narrow it enough at this rate
 *     miscalibrated  outside, but the suggested pc gives the same hint or
 *                    access on this build
 *     wrong          outside, and the suggested pc gives another one: the
 *                    code is laid out (or accessed) for the wrong case
 */
#ifndef PROBABLE_PROFILE_H
#define PROBABLE_PROFILE_H

#ifndef PROBABLE_H
#error "include <probable.h> with -DPROBABLE_PROFILE, not probable_profile.h"
#endif
#if !defined(__GNUC__)
#error "probable: PROBABLE_PROFILE needs GCC or Clang (statement expressions, __thread, __atomic)"
#endif
/* nothing for an assembler source (probable.h does not include this there) */
#ifndef __ASSEMBLER__

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/auxv.h>

/* setenv() is POSIX: strict -std=c11 hides it in <stdlib.h> (glibc) */
#if !defined(__cplusplus) && defined(__GLIBC__) && !defined(__USE_XOPEN2K)
extern int setenv(const char *, const char *, int);
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- what a site is (internal) ------------------------------------------------ */

struct probable_node_;
struct probable_slot_;
typedef struct probable_node_ *probable_node_ptr_;
typedef struct probable_slot_ *probable_slot_ptr_;
struct probable_tls_;
typedef struct probable_tls_ *probable_tls_ptr_;
typedef const char *probable_cstr_;
typedef const pthread_mutexattr_t *probable_mutexattr_ptr_;
struct probable_registry_;
typedef struct probable_registry_ *probable_registry_ptr_;

#define PROBABLE_SITE_BRANCH_ 0
#define PROBABLE_SITE_UNALIGNED_ 1

/* static, one per call site: what it is and what this build made of it */
struct probable_site_ {
	const char *probable_file_, *probable_func_, *probable_expr_, *probable_arch_;
	struct probable_node_ *probable_node_; /* its registry entry, once enrolled */
	const char *probable_dso_;             /* which executable or library it is in */
	/* hint: a PROBABLE_HINT_ or PROBABLE_ACCESS_ value */
	int probable_line_, probable_kind_, probable_declared_, probable_hint_;
	/* this translation unit's numbers, to say what another pc would become here */
	int probable_high_, probable_low_, probable_exact_;
	int probable_threshold_, probable_test_below_;
	int probable_size_;                    /* unaligned: the object's size in bytes */
};

/* thread-local, one per call site and thread: written by that thread only */
struct probable_tls_ {
	probable_u64_ probable_count_, probable_hits_;
	struct probable_slot_ *probable_slot_; /* its enrolment, 0 until the first evaluation */
};

/* registry entry of a site (malloc'd, lives to the end) */
struct probable_node_ {
	struct probable_node_ *probable_next_;
	struct probable_site_ probable_site_;          /* a copy, strings included */
	probable_u64_ probable_count_, probable_hits_; /* of threads that have exited */
	struct probable_slot_ *probable_slots_;        /* live threads' counters */
};

/* one thread's counters of one site */
struct probable_slot_ {
	struct probable_slot_ *probable_next_in_node_, *probable_next_in_thread_;
	struct probable_tls_ *probable_tls_; /* NULL once its library is unloaded */
	struct probable_node_ *probable_node_;
	const char *probable_dso_;
};

struct probable_registry_ {
	pthread_mutex_t probable_lock_;
	pthread_once_t probable_once_;
	pthread_key_t probable_thread_key_;
	struct probable_node_ *probable_nodes_;
	unsigned long probable_nsites_;
	struct probable_registry_ *probable_shared_; /* the process's registry, if not this one */
};

struct probable_row_;
extern struct probable_registry_ probable_registry_;
struct probable_registry_ *probable_profile_reg_(void);
void probable_profile_enrol_(struct probable_site_ *probable_site_, struct probable_tls_ *probable_tls_);
double probable_profile_sqrt_(double probable_x_);
double probable_profile_round4_(double probable_x_);
void probable_profile_wilson_(probable_u64_ probable_hits_, probable_u64_ probable_n_, double *probable_lo_, double *probable_hi_);
void probable_profile_wilson_p_(double probable_p_, double probable_nn_, double *probable_lo_, double *probable_hi_);
probable_u64_ probable_profile_needed_(probable_u64_ probable_hits_, probable_u64_ probable_n_);
int probable_profile_hint_(const struct probable_site_ *probable_s_, int probable_pc_);
const char *probable_profile_hint_name_(const struct probable_site_ *probable_s_, int probable_hint_);
void probable_profile_thread_exit_(void *probable_list_);
void probable_profile_prefork_(void);
void probable_profile_postfork_parent_(void);
void probable_profile_postfork_child_(void);
void probable_profile_at_exit_(void);
void probable_profile_init_(void);
char *probable_profile_strdup_(const char *probable_s_);
int probable_profile_same_site_(const struct probable_site_ *probable_a_, const struct probable_site_ *probable_b_);
const char *probable_profile_verdict_name_(int probable_verdict_);
void probable_profile_judge_(struct probable_row_ *probable_r_);
int probable_profile_order_(const void *probable_a_, const void *probable_b_);
void probable_profile_json_string_(FILE *probable_out_, const char *probable_s_);
const char *probable_profile_dec_(char *probable_buf_, probable_u64_ probable_v_);
/*
 * probable_profile_write(out, format) - write the report now to out, as
 * "text" or "json" (NULL: PROBABLE_PROFILE_FORMAT, else text).  Returns
 * the number of sites written, or -1 on an unknown format.
 */
int probable_profile_write(FILE *probable_out_, const char *probable_format_);

#ifdef __cplusplus
}
#endif

/*
 * internal: one byte per executable or shared library (weak and hidden:
 * the linker keeps one per link unit), whose address says which one a site
 * is in; and, per translation unit, a destructor that folds the live
 * counters of its library into the totals before dlclose() takes the
 * library's thread-local storage away.
 */
#ifdef __cplusplus
extern "C" {
#endif
extern char probable_profile_dso_;
__attribute__((__weak__, __visibility__("hidden"))) char probable_profile_dso_;
void probable_profile_forget_dso_(const char *probable_dso_);
static void __attribute__((__destructor__, __used__)) probable_profile_unload_(void)
{
	probable_profile_forget_dso_(&probable_profile_dso_);
}
#ifdef __cplusplus
}
#endif

/* ---- the counting (internal) ----------------------------------------------------- */

/* count one evaluation of a site in this thread: hit is 0 or 1 */
PROBABLE_INLINE_ __attribute__((__always_inline__)) void
probable_profile_count_(struct probable_site_ *probable_site_, struct probable_tls_ *probable_tls_, int probable_hit_)
{
	probable_u64_ probable_n_, probable_h_;

	if (__builtin_expect(!probable_tls_->probable_slot_, 0))
		probable_profile_enrol_(probable_site_, probable_tls_);
	probable_n_ = __atomic_load_n(&probable_tls_->probable_count_, __ATOMIC_RELAXED);
	probable_h_ = __atomic_load_n(&probable_tls_->probable_hits_, __ATOMIC_RELAXED);
	__atomic_store_n(&probable_tls_->probable_count_, probable_n_ + 1, __ATOMIC_RELAXED);
	__atomic_store_n(&probable_tls_->probable_hits_, probable_h_ + PROBABLE_CAST_(unsigned, probable_hit_), __ATOMIC_RELEASE);
}

/* p, a copy of ptr (in C++ through probable_object_, whose error names a
 * void * before anything else can complain about it) */
#ifdef __cplusplus
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) __typeof__(probable_object_(ptr)) p = probable_object_(ptr)
#else
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) PROBABLE_LET_PTR_(p, ptr)
#endif

/* the static description of a site */
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_EXACT_FLAG_ 1
#else
#define PROBABLE_EXACT_FLAG_ 0
#endif
#define PROBABLE_SITE_INIT_(kind, text, pc, hint, test_below, size) \
	{ __FILE__, __func__, text, PROBABLE_ARCH, PROBABLE_NULL_(probable_node_ptr_), \
	  &probable_profile_dso_, __LINE__, kind, \
	  PROBABLE_CAST_(int, pc), hint, ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW, \
	  PROBABLE_EXACT_FLAG_, ARCH_ALIGNMENT_COST_THRESHOLD, test_below, \
	  PROBABLE_CAST_(int, size) }

/* internal: the access an object of size bytes gets at pc on this build */
#define PROBABLE_ACCESS_FOR_SIZE_(pc, size) \
	(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_CHECKED && (size) < PROBABLE_TEST_MIN_SIZE_ ? \
	 PROBABLE_ACCESS_SAFE : PROBABLE_ACCESS(pc))
#define PROBABLE_TEST_BELOW_FOR_SIZE_(size) \
	((size) >= PROBABLE_TEST_MIN_SIZE_ ? PROBABLE_TEST_BELOW_ : 0)

/* ---- the profiled macros ------------------------------------------------------------ */

/*
 * Each public macro stringifies its own argument (the condition, the
 * pointer), so the report shows the text as written, before expansion;
 * the short names do the same (below).
 */
#define PROBABLE_PROFILE_PROBABLE_(cond, pc, text) \
	PROBABLE_PROFILE_BRANCH_(cond, pc, text, PROBABLE_UNIQUE_ID_(probable_site_), \
				 PROBABLE_UNIQUE_ID_(probable_tls_), PROBABLE_UNIQUE_ID_(probable_c_))
#define PROBABLE_PROFILE_BRANCH_(cond, pc, text, site, tls, c) \
	(__extension__ ({ \
		static struct probable_site_ site = PROBABLE_SITE_INIT_(PROBABLE_SITE_BRANCH_, \
			text, pc, PROBABLE_HINT(pc), 0, 0); \
		static __thread struct probable_tls_ tls; \
		int c = !!(cond); \
		probable_profile_count_(&site, &tls, c); \
		PROBABLE_PROBABLE_PLAIN_(c, pc); \
	}))

#define PROBABLE_PROFILE_GET_P_(ptr, pc, text) \
	PROBABLE_PROFILE_GET_(ptr, pc, text, PROBABLE_UNIQUE_ID_(probable_site_), \
			      PROBABLE_UNIQUE_ID_(probable_tls_), PROBABLE_UNIQUE_ID_(probable_p_))
#define PROBABLE_PROFILE_GET_(ptr, pc, text, site, tls, p) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		static struct probable_site_ site = PROBABLE_SITE_INIT_(PROBABLE_SITE_UNALIGNED_, \
			text, pc, PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(p))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(p))), sizeof(*(p))); \
		static __thread struct probable_tls_ tls; \
		probable_profile_count_(&site, &tls, PROBABLE_MISALIGNED_(p, __alignof__(*(p)))); \
		PROBABLE_GET_UNALIGNED_P_PLAIN_(p, pc); \
	}))

#define PROBABLE_PROFILE_PUT_P_(val, ptr, pc, text) \
	PROBABLE_PROFILE_PUT_(val, ptr, pc, text, PROBABLE_UNIQUE_ID_(probable_site_), \
			      PROBABLE_UNIQUE_ID_(probable_tls_), PROBABLE_UNIQUE_ID_(probable_p_))
#define PROBABLE_PROFILE_PUT_(val, ptr, pc, text, site, tls, p) \
	((void)__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		static struct probable_site_ site = PROBABLE_SITE_INIT_(PROBABLE_SITE_UNALIGNED_, \
			text, pc, PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(p))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(p))), sizeof(*(p))); \
		static __thread struct probable_tls_ tls; \
		probable_profile_count_(&site, &tls, PROBABLE_MISALIGNED_(p, __alignof__(*(p)))); \
		PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, p, pc); \
	}))

/* the endian forms: misaligned means not aligned for the N-bit integer */
#define PROBABLE_PROFILE_GET_E_(order, n, p, pc, text) \
	PROBABLE_PROFILE_GET_ENDIAN_(order, n, p, pc, text, PROBABLE_UNIQUE_ID_(probable_site_), \
				     PROBABLE_UNIQUE_ID_(probable_tls_), PROBABLE_UNIQUE_ID_(probable_b_))
#define PROBABLE_PROFILE_GET_ENDIAN_(order, n, p, pc, text, site, tls, b) \
	(__extension__ ({ \
		static struct probable_site_ site = PROBABLE_SITE_INIT_(PROBABLE_SITE_UNALIGNED_, \
			text, pc, PROBABLE_ACCESS_FOR_SIZE_(pc, n / 8), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(n / 8), n / 8); \
		static __thread struct probable_tls_ tls; \
		const void *b = probable_cbytes_(p); \
		probable_profile_count_(&site, &tls, \
			PROBABLE_MISALIGNED_(b, __alignof__(probable_u##n##_))); \
		PROBABLE_GET_ENDIAN_(order, n, b, pc); \
	}))
#define PROBABLE_PROFILE_PUT_E_(order, n, val, p, pc, text) \
	PROBABLE_PROFILE_PUT_ENDIAN_(order, n, val, p, pc, text, PROBABLE_UNIQUE_ID_(probable_site_), \
				     PROBABLE_UNIQUE_ID_(probable_tls_), PROBABLE_UNIQUE_ID_(probable_b_))
#define PROBABLE_PROFILE_PUT_ENDIAN_(order, n, val, p, pc, text, site, tls, b) \
	((void)__extension__ ({ \
		static struct probable_site_ site = PROBABLE_SITE_INIT_(PROBABLE_SITE_UNALIGNED_, \
			text, pc, PROBABLE_ACCESS_FOR_SIZE_(pc, n / 8), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(n / 8), n / 8); \
		static __thread struct probable_tls_ tls; \
		void *b = probable_bytes_(PROBABLE_WRITABLE_(p)); \
		probable_profile_count_(&site, &tls, \
			PROBABLE_MISALIGNED_(b, __alignof__(probable_u##n##_))); \
		PROBABLE_PUT_ENDIAN_(order, n, val, b, pc); \
	}))

/* what a site is in profile mode (the public names are in probable.h) */
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) PROBABLE_PROFILE_PROBABLE_(cond, pc, text)
#define PROBABLE_GET_SITE_(ptr, pc, text, name) PROBABLE_PROFILE_GET_P_(ptr, pc, text)
#define PROBABLE_PUT_SITE_(val, ptr, pc, text, name) PROBABLE_PROFILE_PUT_P_(val, ptr, pc, text)
#define PROBABLE_GET_ENDIAN_SITE_(order, n, p, pc, text, name) PROBABLE_PROFILE_GET_E_(order, n, p, pc, text)
#define PROBABLE_PUT_ENDIAN_SITE_(order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_E_(order, n, val, p, pc, text)

/* ---- the runtime: weak, so one copy serves the whole program ----------------------- */

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
#define PROBABLE_PROFILE_Z99_ 2.5758293035489004 /* two-sided 99% normal quantile */

PROBABLE_WEAK_ struct probable_registry_ probable_registry_ = {
	PTHREAD_MUTEX_INITIALIZER, PTHREAD_ONCE_INIT, 0, PROBABLE_NULL_(probable_node_ptr_), 0,
	PROBABLE_NULL_(probable_registry_ptr_)
};

/* the registry this copy of the runtime uses: its own, or the first one
 * made in the process (see probable_profile_init_) */
PROBABLE_WEAK_ struct probable_registry_ *probable_profile_reg_(void)
{
	return probable_registry_.probable_shared_ ? probable_registry_.probable_shared_ : &probable_registry_;
}

/* the square root without libm: Newton's method from a power-of-two guess */
PROBABLE_WEAK_ double probable_profile_sqrt_(double probable_x_)
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
PROBABLE_WEAK_ double probable_profile_round4_(double probable_x_)
{
	return PROBABLE_CAST_(double, PROBABLE_CAST_(probable_u64_, probable_x_ * 10000.0 + 0.5)) / 10000.0;
}

/* the 99% Wilson score interval of a rate p over n evaluations, in percent */
PROBABLE_WEAK_ void probable_profile_wilson_p_(double probable_p_, double probable_nn_, double *probable_lo_, double *probable_hi_)
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

/* the 99% Wilson score interval of hits/n, in percent */
PROBABLE_WEAK_ void probable_profile_wilson_(probable_u64_ probable_hits_, probable_u64_ probable_n_, double *probable_lo_, double *probable_hi_)
{
	if (probable_n_ == 0) {
		*probable_lo_ = 0.0;
		*probable_hi_ = 100.0;
		return;
	}
	probable_profile_wilson_p_(PROBABLE_CAST_(double, probable_hits_) / PROBABLE_CAST_(double, probable_n_),
				   PROBABLE_CAST_(double, probable_n_), probable_lo_, probable_hi_);
}

/* evaluations needed at rate hits/n for an interval at most WIDTH points
 * wide (at a fixed rate the width shrinks as n grows, so bisect) */
PROBABLE_WEAK_ probable_u64_ probable_profile_needed_(probable_u64_ probable_hits_, probable_u64_ probable_n_)
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
PROBABLE_WEAK_ int probable_profile_hint_(const struct probable_site_ *probable_s_, int probable_pc_)
{
	if (probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_)
		return probable_pc_ < probable_s_->probable_threshold_ ? PROBABLE_ACCESS_DIRECT :
		       probable_pc_ < probable_s_->probable_test_below_ ? PROBABLE_ACCESS_CHECKED : PROBABLE_ACCESS_SAFE;
	if (probable_s_->probable_exact_)
		return PROBABLE_HINT_EXACT;
	return probable_pc_ > probable_s_->probable_high_ ? PROBABLE_HINT_LIKELY : probable_pc_ < probable_s_->probable_low_ ? PROBABLE_HINT_UNLIKELY : PROBABLE_HINT_NONE;
}

PROBABLE_WEAK_ const char *probable_profile_hint_name_(const struct probable_site_ *probable_s_, int probable_hint_)
{
	if (probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_)
		return probable_hint_ == PROBABLE_ACCESS_DIRECT ? "direct" :
		       probable_hint_ == PROBABLE_ACCESS_CHECKED ? "checked" : "safe";
	return probable_hint_ == PROBABLE_HINT_LIKELY ? "likely" : probable_hint_ == PROBABLE_HINT_UNLIKELY ? "unlikely" :
	       probable_hint_ == PROBABLE_HINT_EXACT ? "exact" : "none";
}

/* a thread exits: its counts join the totals */
PROBABLE_WEAK_ void probable_profile_thread_exit_(void *probable_list_)
{
	struct probable_slot_ *probable_slot_ = PROBABLE_CAST_(struct probable_slot_ *, probable_list_), *probable_next_, **probable_pp_;
	pthread_mutex_lock(&probable_profile_reg_()->probable_lock_);
	for (; probable_slot_; probable_slot_ = probable_next_) {
		probable_next_ = probable_slot_->probable_next_in_thread_;
		if (probable_slot_->probable_tls_) {
			probable_slot_->probable_node_->probable_count_ += __atomic_load_n(&probable_slot_->probable_tls_->probable_count_, __ATOMIC_RELAXED);
			probable_slot_->probable_node_->probable_hits_ += __atomic_load_n(&probable_slot_->probable_tls_->probable_hits_, __ATOMIC_RELAXED);
			probable_slot_->probable_tls_->probable_slot_ = PROBABLE_NULL_(probable_slot_ptr_);
		}
		for (probable_pp_ = &probable_slot_->probable_node_->probable_slots_; *probable_pp_; probable_pp_ = &(*probable_pp_)->probable_next_in_node_)
			if (*probable_pp_ == probable_slot_) {
				*probable_pp_ = probable_slot_->probable_next_in_node_;
				break;
			}
		free(probable_slot_);
	}
	pthread_mutex_unlock(&probable_profile_reg_()->probable_lock_);
}

/* fork: the child starts from zero with only its own (the forking) thread */
PROBABLE_WEAK_ void probable_profile_prefork_(void) { pthread_mutex_lock(&probable_profile_reg_()->probable_lock_); }
PROBABLE_WEAK_ void probable_profile_postfork_parent_(void) { pthread_mutex_unlock(&probable_profile_reg_()->probable_lock_); }
PROBABLE_WEAK_ void probable_profile_postfork_child_(void)
{
	struct probable_node_ *probable_node_;
	struct probable_slot_ *probable_slot_, *probable_mine_ = PROBABLE_CAST_(struct probable_slot_ *, pthread_getspecific(probable_profile_reg_()->probable_thread_key_));
	pthread_mutex_init(&probable_profile_reg_()->probable_lock_, PROBABLE_NULL_(probable_mutexattr_ptr_));
	for (probable_node_ = probable_profile_reg_()->probable_nodes_; probable_node_; probable_node_ = probable_node_->probable_next_) {
		probable_node_->probable_count_ = probable_node_->probable_hits_ = 0;
		probable_node_->probable_slots_ = PROBABLE_NULL_(probable_slot_ptr_);
	}
	/* the other threads are gone: keep this one's slots, zeroed */
	for (probable_slot_ = probable_mine_; probable_slot_; probable_slot_ = probable_slot_->probable_next_in_thread_) {
		if (probable_slot_->probable_tls_) {
			__atomic_store_n(&probable_slot_->probable_tls_->probable_count_, 0, __ATOMIC_RELAXED);
			__atomic_store_n(&probable_slot_->probable_tls_->probable_hits_, 0, __ATOMIC_RELAXED);
		}
		probable_slot_->probable_next_in_node_ = probable_slot_->probable_node_->probable_slots_;
		probable_slot_->probable_node_->probable_slots_ = probable_slot_;
	}
}

/*
 * Once per copy of the runtime.  An executable that is not linked with
 * -rdynamic does not export its copy, and libraries dlopen()ed with
 * RTLD_LOCAL do not see each other's, so copies can differ; the first one
 * to start leaves its registry's address in the environment, with the pid
 * and this exec's AT_RANDOM bytes (so that neither a forked child nor an
 * exec()ed program takes a stale address), and later ones join it.
 */
PROBABLE_WEAK_ void probable_profile_init_(void)
{
	char probable_mine_[128], *probable_e_ = getenv("PROBABLE_PROFILE_REGISTRY_");
	const unsigned char *probable_r_ = PROBABLE_PTR_(const unsigned char *, getauxval(AT_RANDOM));
	unsigned long probable_addr_ = 0; /* PROBABLE_UINTPTR_ is unsigned long on Linux */
	long probable_pid_ = PROBABLE_CAST_(long, getpid());
	int probable_i_, probable_o_;

	probable_o_ = snprintf(probable_mine_, sizeof probable_mine_, "%ld:", probable_pid_);
	for (probable_i_ = 0; probable_r_ && probable_i_ < 16; probable_i_++)
		probable_o_ += snprintf(probable_mine_ + probable_o_, sizeof probable_mine_ - PROBABLE_CAST_(size_t, probable_o_), "%02x", probable_r_[probable_i_]);
	if (probable_e_ && !strncmp(probable_e_, probable_mine_, PROBABLE_CAST_(size_t, probable_o_)) && probable_e_[probable_o_] == ':' &&
	    sscanf(probable_e_ + probable_o_ + 1, "%lx", &probable_addr_) == 1 && probable_addr_ &&
	    PROBABLE_PTR_(struct probable_registry_ *, PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_addr_)) != &probable_registry_) {
		probable_registry_.probable_shared_ = PROBABLE_PTR_(struct probable_registry_ *,
							  PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_addr_));
		return;
	}
	snprintf(probable_mine_ + probable_o_, sizeof probable_mine_ - PROBABLE_CAST_(size_t, probable_o_), ":%lx",
		 PROBABLE_CAST_(unsigned long, PROBABLE_ADDR_(&probable_registry_)));
	setenv("PROBABLE_PROFILE_REGISTRY_", probable_mine_, 1);
	pthread_key_create(&probable_registry_.probable_thread_key_, probable_profile_thread_exit_);
	pthread_atfork(probable_profile_prefork_, probable_profile_postfork_parent_,
		       probable_profile_postfork_child_);
	atexit(probable_profile_at_exit_);
}

PROBABLE_WEAK_ char *probable_profile_strdup_(const char *probable_s_)
{
	size_t probable_n_ = strlen(probable_s_) + 1;
	char *probable_d_ = PROBABLE_CAST_(char *, malloc(probable_n_));
	if (probable_d_)
		memcpy(probable_d_, probable_s_, probable_n_);
	return probable_d_;
}

/* a library is being unloaded: its threads' counts join the totals and its
 * slots are marked dead (their threads free them when they exit) */
PROBABLE_WEAK_ void probable_profile_forget_dso_(const char *probable_dso_)
{
	struct probable_node_ *probable_node_;
	struct probable_slot_ *probable_slot_;
	if (!probable_profile_reg_()->probable_nodes_)
		return;
	pthread_mutex_lock(&probable_profile_reg_()->probable_lock_);
	for (probable_node_ = probable_profile_reg_()->probable_nodes_; probable_node_; probable_node_ = probable_node_->probable_next_)
		for (probable_slot_ = probable_node_->probable_slots_; probable_slot_; probable_slot_ = probable_slot_->probable_next_in_node_)
			if (probable_slot_->probable_dso_ == probable_dso_ && probable_slot_->probable_tls_) {
				probable_node_->probable_count_ += __atomic_load_n(&probable_slot_->probable_tls_->probable_count_, __ATOMIC_RELAXED);
				probable_node_->probable_hits_ += __atomic_load_n(&probable_slot_->probable_tls_->probable_hits_, __ATOMIC_RELAXED);
				probable_slot_->probable_tls_ = PROBABLE_NULL_(probable_tls_ptr_);
			}
	pthread_mutex_unlock(&probable_profile_reg_()->probable_lock_);
}

/* the same source site, built the same way */
PROBABLE_WEAK_ int probable_profile_same_site_(const struct probable_site_ *probable_a_, const struct probable_site_ *probable_b_)
{
	return probable_a_->probable_line_ == probable_b_->probable_line_ && probable_a_->probable_kind_ == probable_b_->probable_kind_ && probable_a_->probable_declared_ == probable_b_->probable_declared_ &&
	       probable_a_->probable_hint_ == probable_b_->probable_hint_ && probable_a_->probable_high_ == probable_b_->probable_high_ && probable_a_->probable_low_ == probable_b_->probable_low_ && probable_a_->probable_exact_ == probable_b_->probable_exact_ &&
	       probable_a_->probable_threshold_ == probable_b_->probable_threshold_ && probable_a_->probable_test_below_ == probable_b_->probable_test_below_ && probable_a_->probable_size_ == probable_b_->probable_size_ &&
	       !strcmp(probable_a_->probable_file_, probable_b_->probable_file_) && !strcmp(probable_a_->probable_func_, probable_b_->probable_func_) && !strcmp(probable_a_->probable_expr_, probable_b_->probable_expr_) &&
	       !strcmp(probable_a_->probable_arch_, probable_b_->probable_arch_);
}

/* the first evaluation of a site in a thread (a cold path) */
PROBABLE_WEAK_ void probable_profile_enrol_(struct probable_site_ *probable_site_, struct probable_tls_ *probable_tls_)
{
	struct probable_slot_ *probable_slot_;
	struct probable_node_ *probable_node_;

	pthread_once(&probable_registry_.probable_once_, probable_profile_init_);
	probable_slot_ = PROBABLE_CAST_(struct probable_slot_ *, calloc(1, sizeof(*probable_slot_)));
	if (!probable_slot_) {
		fputs("probable: profile: out of memory\n", stderr);
		abort();
	}
	pthread_mutex_lock(&probable_profile_reg_()->probable_lock_);
	probable_node_ = __atomic_load_n(&probable_site_->probable_node_, __ATOMIC_ACQUIRE);
	if (!probable_node_) /* one source site compiled into several translation units or
		    * libraries (an inline function in a header) is one site */
		for (probable_node_ = probable_profile_reg_()->probable_nodes_; probable_node_; probable_node_ = probable_node_->probable_next_)
			if (probable_profile_same_site_(&probable_node_->probable_site_, probable_site_))
				break;
	if (!probable_node_) {
		probable_node_ = PROBABLE_CAST_(struct probable_node_ *, calloc(1, sizeof(*probable_node_)));
		if (!probable_node_) {
			fputs("probable: profile: out of memory\n", stderr);
			abort();
		}
		probable_node_->probable_site_ = *probable_site_;
		probable_node_->probable_site_.probable_file_ = probable_profile_strdup_(probable_site_->probable_file_);
		probable_node_->probable_site_.probable_func_ = probable_profile_strdup_(probable_site_->probable_func_);
		probable_node_->probable_site_.probable_expr_ = probable_profile_strdup_(probable_site_->probable_expr_);
		probable_node_->probable_site_.probable_arch_ = probable_profile_strdup_(probable_site_->probable_arch_);
		probable_node_->probable_next_ = probable_profile_reg_()->probable_nodes_;
		probable_profile_reg_()->probable_nodes_ = probable_node_;
		probable_profile_reg_()->probable_nsites_++;
	}
	__atomic_store_n(&probable_site_->probable_node_, probable_node_, __ATOMIC_RELEASE);
	probable_slot_->probable_tls_ = probable_tls_;
	probable_slot_->probable_node_ = probable_node_;
	probable_slot_->probable_dso_ = probable_site_->probable_dso_;
	probable_slot_->probable_next_in_node_ = probable_node_->probable_slots_;
	probable_node_->probable_slots_ = probable_slot_;
	probable_slot_->probable_next_in_thread_ = PROBABLE_CAST_(struct probable_slot_ *, pthread_getspecific(probable_profile_reg_()->probable_thread_key_));
	pthread_setspecific(probable_profile_reg_()->probable_thread_key_, probable_slot_);
	probable_tls_->probable_slot_ = probable_slot_;
	pthread_mutex_unlock(&probable_profile_reg_()->probable_lock_);
}

/* one site's numbers, as the report shows them */
struct probable_row_ {
	const struct probable_site_ *probable_site_;
	probable_u64_ probable_count_, probable_hits_, probable_needed_;
	double probable_observed_, probable_lo_, probable_hi_;
	int probable_suggest_, probable_verdict_; /* verdict: 0 wrong, 1 miscalibrated, 2 few, 3 ok (worst first) */
};

PROBABLE_WEAK_ const char *probable_profile_verdict_name_(int probable_verdict_)
{
	static const char *const probable_names_[] = { "wrong", "miscalibrated", "few", "ok" };
	return probable_names_[probable_verdict_];
}

PROBABLE_WEAK_ void probable_profile_judge_(struct probable_row_ *probable_r_)
{
	const struct probable_site_ *probable_s_ = probable_r_->probable_site_;
	probable_r_->probable_observed_ = probable_r_->probable_count_ ? 100.0 * PROBABLE_CAST_(double, probable_r_->probable_hits_) / PROBABLE_CAST_(double, probable_r_->probable_count_) : 0.0;
	probable_profile_wilson_(probable_r_->probable_hits_, probable_r_->probable_count_, &probable_r_->probable_lo_, &probable_r_->probable_hi_);
	probable_r_->probable_suggest_ = PROBABLE_CAST_(int, probable_r_->probable_observed_ + 0.5);
	probable_r_->probable_needed_ = 0;
	/* inside the interval, or already the suggestion (a rate such as 33.33%
	 * can have a narrow interval that misses every integer) */
	if ((PROBABLE_CAST_(double, probable_s_->probable_declared_) >= probable_r_->probable_lo_ && PROBABLE_CAST_(double, probable_s_->probable_declared_) <= probable_r_->probable_hi_) ||
	    probable_s_->probable_declared_ == probable_r_->probable_suggest_) {
		if (probable_r_->probable_hi_ - probable_r_->probable_lo_ <= PROBABLE_PROFILE_WIDTH_) {
			probable_r_->probable_verdict_ = 3;
		} else {
			probable_r_->probable_verdict_ = 2;
			probable_r_->probable_needed_ = probable_profile_needed_(probable_r_->probable_hits_, probable_r_->probable_count_);
		}
	} else {
		probable_r_->probable_verdict_ = probable_profile_hint_(probable_s_, probable_r_->probable_suggest_) == probable_profile_hint_(probable_s_, probable_s_->probable_declared_) ? 1 : 0;
	}
}

/* worst first: verdict, then the distance from the declared pc, then place */
PROBABLE_WEAK_ int probable_profile_order_(const void *probable_a_, const void *probable_b_)
{
	const struct probable_row_ *probable_x_ = PROBABLE_CAST_(const struct probable_row_ *, probable_a_);
	const struct probable_row_ *probable_y_ = PROBABLE_CAST_(const struct probable_row_ *, probable_b_);
	double probable_dx_ = probable_x_->probable_observed_ - probable_x_->probable_site_->probable_declared_, probable_dy_ = probable_y_->probable_observed_ - probable_y_->probable_site_->probable_declared_;
	int probable_c_;
	if (probable_x_->probable_verdict_ != probable_y_->probable_verdict_)
		return probable_x_->probable_verdict_ - probable_y_->probable_verdict_;
	if (probable_dx_ < 0)
		probable_dx_ = -probable_dx_;
	if (probable_dy_ < 0)
		probable_dy_ = -probable_dy_;
	if (probable_dx_ > probable_dy_)
		return -1;
	if (probable_dx_ < probable_dy_)
		return 1;
	probable_c_ = strcmp(probable_x_->probable_site_->probable_file_, probable_y_->probable_site_->probable_file_);
	return probable_c_ ? probable_c_ : probable_x_->probable_site_->probable_line_ - probable_y_->probable_site_->probable_line_;
}

/* v in decimal, without printf's long long (C90, C++98) */
PROBABLE_WEAK_ const char *probable_profile_dec_(char *probable_buf_, probable_u64_ probable_v_)
{
	char *probable_p_ = probable_buf_ + 23;
	*probable_p_ = 0;
	do
		*--probable_p_ = PROBABLE_CAST_(char, '0' + PROBABLE_CAST_(int, probable_v_ % 10));
	while (probable_v_ /= 10);
	return probable_p_;
}

PROBABLE_WEAK_ void probable_profile_json_string_(FILE *probable_out_, const char *probable_s_)
{
	putc('"', probable_out_);
	for (; *probable_s_; probable_s_++) {
		unsigned char probable_ch_ = PROBABLE_CAST_(unsigned char, *probable_s_);
		if (probable_ch_ == '"' || probable_ch_ == '\\')
			fprintf(probable_out_, "\\%c", probable_ch_);
		else if (probable_ch_ < 0x20)
			fprintf(probable_out_, "\\u%04x", probable_ch_);
		else
			putc(probable_ch_, probable_out_);
	}
	putc('"', probable_out_);
}

PROBABLE_WEAK_ int probable_profile_write(FILE *probable_out_, const char *probable_format_)
{
	struct probable_node_ *probable_node_;
	struct probable_slot_ *probable_slot_;
	struct probable_row_ *probable_rows_;
	unsigned long probable_n_ = 0, probable_i_;
	char probable_d1_[24], probable_d2_[24];
	int probable_json_;

	if (!probable_format_)
		probable_format_ = getenv("PROBABLE_PROFILE_FORMAT");
	if (!probable_format_ || !*probable_format_ || !strcmp(probable_format_, "text"))
		probable_json_ = 0;
	else if (!strcmp(probable_format_, "json"))
		probable_json_ = 1;
	else
		return -1;

	pthread_mutex_lock(&probable_profile_reg_()->probable_lock_);
	probable_rows_ = PROBABLE_CAST_(struct probable_row_ *, calloc(probable_profile_reg_()->probable_nsites_ + 1, sizeof(*probable_rows_)));
	for (probable_node_ = probable_profile_reg_()->probable_nodes_; probable_rows_ && probable_node_; probable_node_ = probable_node_->probable_next_, probable_n_++) {
		probable_u64_ probable_count_ = probable_node_->probable_count_, probable_hits_ = probable_node_->probable_hits_;
		for (probable_slot_ = probable_node_->probable_slots_; probable_slot_; probable_slot_ = probable_slot_->probable_next_in_node_) {
			if (!probable_slot_->probable_tls_)
				continue;
			/* hits first: a thread stores count before hits */
			probable_hits_ += __atomic_load_n(&probable_slot_->probable_tls_->probable_hits_, __ATOMIC_ACQUIRE);
			probable_count_ += __atomic_load_n(&probable_slot_->probable_tls_->probable_count_, __ATOMIC_RELAXED);
		}
		if (!probable_count_) { /* not evaluated in this process (a fork child) */
			probable_n_--;
			continue;
		}
		probable_rows_[probable_n_].probable_site_ = &probable_node_->probable_site_;
		probable_rows_[probable_n_].probable_count_ = probable_count_;
		probable_rows_[probable_n_].probable_hits_ = probable_hits_;
		probable_profile_judge_(&probable_rows_[probable_n_]);
	}
	pthread_mutex_unlock(&probable_profile_reg_()->probable_lock_);
	if (!probable_rows_) {
		fputs("probable: profile: out of memory\n", stderr);
		return -1;
	}
	qsort(probable_rows_, probable_n_, sizeof(*probable_rows_), probable_profile_order_);

	if (probable_json_) {
		fprintf(probable_out_, "{\"version\": 1, \"pid\": %ld, \"sites\": [", PROBABLE_CAST_(long, getpid()));
		for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
			const struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
			const struct probable_site_ *probable_s_ = probable_r_->probable_site_;
			fprintf(probable_out_, "%s\n  {\"file\": ", probable_i_ ? "," : "");
			probable_profile_json_string_(probable_out_, probable_s_->probable_file_);
			fprintf(probable_out_, ", \"line\": %d, \"func\": ", probable_s_->probable_line_);
			probable_profile_json_string_(probable_out_, probable_s_->probable_func_);
			fputs(", \"expr\": ", probable_out_);
			probable_profile_json_string_(probable_out_, probable_s_->probable_expr_);
			fprintf(probable_out_, ", \"kind\": \"%s\", \"arch\": ", probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "unaligned" : "branch");
			probable_profile_json_string_(probable_out_, probable_s_->probable_arch_);
			fprintf(probable_out_, ", \"declared\": %d, \"count\": %s, \"hits\": %s, \"observed\": %.4f, "
				"\"ci_low\": %.4f, \"ci_high\": %.4f, \"hint\": \"%s\", \"verdict\": \"%s\", "
				"\"suggest\": %d, \"suggest_hint\": \"%s\"",
				probable_s_->probable_declared_, probable_profile_dec_(probable_d1_, probable_r_->probable_count_), probable_profile_dec_(probable_d2_, probable_r_->probable_hits_),
				probable_r_->probable_observed_, probable_r_->probable_lo_, probable_r_->probable_hi_,
				probable_profile_hint_name_(probable_s_, probable_s_->probable_hint_), probable_profile_verdict_name_(probable_r_->probable_verdict_),
				probable_r_->probable_suggest_, probable_profile_hint_name_(probable_s_, probable_profile_hint_(probable_s_, probable_r_->probable_suggest_)));
			if (probable_r_->probable_verdict_ == 2)
				fprintf(probable_out_, ", \"needed\": %s", probable_profile_dec_(probable_d1_, probable_r_->probable_needed_));
			if (probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_)
				fprintf(probable_out_, ", \"size\": %d", probable_s_->probable_size_);
			fputc('}', probable_out_);
		}
		fputs(probable_n_ ? "\n]}\n" : "]}\n", probable_out_);
	} else {
		fprintf(probable_out_, "probable profile: %lu site%s, worst first (pid %ld)\n", probable_n_, probable_n_ == 1 ? "" : "s",
			PROBABLE_CAST_(long, getpid()));
		fprintf(probable_out_, "%-13s %4s %8s %-21s %-8s %12s  %-26s %s\n", "verdict", "pc", "observed",
			"99% interval", "hint", "count", "where", "what");
		for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
			const struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
			const struct probable_site_ *probable_s_ = probable_r_->probable_site_;
			char probable_where_[512], probable_interval_[32];
			snprintf(probable_where_, sizeof probable_where_, "%s:%d %s()", probable_s_->probable_file_, probable_s_->probable_line_, probable_s_->probable_func_);
			snprintf(probable_interval_, sizeof probable_interval_, "[%.2f, %.2f]", probable_r_->probable_lo_, probable_r_->probable_hi_);
			fprintf(probable_out_, "%-13s %4d %7.2f%% %-21s %-8s %12s  %-26s %s%s\n",
				probable_profile_verdict_name_(probable_r_->probable_verdict_), probable_s_->probable_declared_, probable_r_->probable_observed_, probable_interval_,
				probable_profile_hint_name_(probable_s_, probable_s_->probable_hint_), probable_profile_dec_(probable_d1_, probable_r_->probable_count_), probable_where_,
				probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "misaligned: " : "", probable_s_->probable_expr_);
			if (probable_r_->probable_verdict_ < 2)
				fprintf(probable_out_, "%13s write %d (%s here)\n", "", probable_r_->probable_suggest_,
					probable_profile_hint_name_(probable_s_, probable_profile_hint_(probable_s_, probable_r_->probable_suggest_)));
			else if (probable_r_->probable_verdict_ == 2)
				fprintf(probable_out_, "%13s about %s evaluations would tell\n", "",
					probable_profile_dec_(probable_d1_, probable_r_->probable_needed_));
		}
	}
	fflush(probable_out_);
	free(probable_rows_);
	return PROBABLE_CAST_(int, probable_n_);
}

/* at exit: PROBABLE_PROFILE=<file> ("-": stderr; %p: the pid) */
PROBABLE_WEAK_ void probable_profile_at_exit_(void)
{
	const char *probable_spec_ = getenv("PROBABLE_PROFILE");
	char probable_name_[4096];
	size_t probable_o_ = 0;
	FILE *probable_out_;

	if (!probable_spec_ || !*probable_spec_)
		return;
	if (!strcmp(probable_spec_, "-")) {
		probable_profile_write(stderr, PROBABLE_NULL_(probable_cstr_));
		return;
	}
	for (; *probable_spec_ && probable_o_ + 24 < sizeof probable_name_; probable_spec_++) {
		if (probable_spec_[0] == '%' && probable_spec_[1] == 'p') {
			probable_o_ += PROBABLE_CAST_(size_t, snprintf(probable_name_ + probable_o_, sizeof probable_name_ - probable_o_, "%ld", PROBABLE_CAST_(long, getpid())));
			probable_spec_++;
		} else {
			probable_name_[probable_o_++] = *probable_spec_;
		}
	}
	probable_name_[probable_o_] = 0;
	probable_out_ = fopen(probable_name_, "w");
	if (!probable_out_) {
		fprintf(stderr, "probable: profile: cannot write %s\n", probable_name_);
		return;
	}
	if (probable_profile_write(probable_out_, PROBABLE_NULL_(probable_cstr_)) < 0)
		fprintf(stderr, "probable: profile: unknown PROBABLE_PROFILE_FORMAT\n");
	fclose(probable_out_);
}

#ifdef __cplusplus
}
#endif

#ifdef PROBABLE_PROFILE_QUIET_BUFFERS_
#pragma clang diagnostic pop
#endif

#endif /* !__ASSEMBLER__ */

#endif /* PROBABLE_PROFILE_H */
