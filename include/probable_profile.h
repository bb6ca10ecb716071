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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/auxv.h>

/* setenv() is POSIX: strict -std=c11 hides it in <stdlib.h> (glibc) */
#if !defined(__cplusplus) && defined(__GLIBC__) && !defined(__USE_XOPEN2K)
extern int setenv(const char *name, const char *value, int overwrite);
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- what a site is (internal) ------------------------------------------------ */

/*
 * internal: a null pointer of type T (a typedef name) with no literal 0 for
 * C++'s -Wzero-as-null-pointer-constant and no nullptr for C++98: T()
 */
#ifdef __cplusplus
#define PROBABLE_NULL_(T) T()
#else
#define PROBABLE_NULL_(T) ((T)0)
#endif
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
	const char *file, *func, *expr, *arch;
	struct probable_node_ *node;    /* its registry entry, once enrolled */
	const char *dso;                /* which executable or library it is in */
	int line, kind, declared, hint; /* hint: a PROBABLE_HINT_ or PROBABLE_ACCESS_ value */
	int high, low, exact;           /* this translation unit's numbers, to say what */
	int threshold, test_below;      /* another pc would become here */
	int size;                       /* unaligned: the object's size in bytes */
};

/* thread-local, one per call site and thread: written by that thread only */
struct probable_tls_ {
	probable_u64_ count, hits;
	struct probable_slot_ *slot; /* its enrolment, 0 until the first evaluation */
};

/* registry entry of a site (malloc'd, lives to the end) */
struct probable_node_ {
	struct probable_node_ *next;
	struct probable_site_ site;       /* a copy, strings included */
	probable_u64_ count, hits;   /* of threads that have exited */
	struct probable_slot_ *slots;     /* live threads' counters */
};

/* one thread's counters of one site */
struct probable_slot_ {
	struct probable_slot_ *next_in_node, *next_in_thread;
	struct probable_tls_ *tls;      /* NULL once its library is unloaded */
	struct probable_node_ *node;
	const char *dso;
};

struct probable_registry_ {
	pthread_mutex_t lock;
	pthread_once_t once;
	pthread_key_t thread_key;
	struct probable_node_ *nodes;
	unsigned long nsites;
	struct probable_registry_ *shared; /* the process's registry, if not this one */
};

struct probable_row_;
extern struct probable_registry_ probable_registry_;
struct probable_registry_ *probable_profile_reg_(void);
void probable_profile_enrol_(struct probable_site_ *site, struct probable_tls_ *tls);
double probable_profile_sqrt_(double x);
double probable_profile_round4_(double x);
void probable_profile_wilson_(probable_u64_ hits, probable_u64_ n, double *lo, double *hi);
void probable_profile_wilson_p_(double p, double nn, double *lo, double *hi);
probable_u64_ probable_profile_needed_(probable_u64_ hits, probable_u64_ n);
int probable_profile_hint_(const struct probable_site_ *s, int pc);
const char *probable_profile_hint_name_(const struct probable_site_ *s, int hint);
void probable_profile_thread_exit_(void *list);
void probable_profile_prefork_(void);
void probable_profile_postfork_parent_(void);
void probable_profile_postfork_child_(void);
void probable_profile_at_exit_(void);
void probable_profile_init_(void);
char *probable_profile_strdup_(const char *s);
int probable_profile_same_site_(const struct probable_site_ *a, const struct probable_site_ *b);
const char *probable_profile_verdict_name_(int verdict);
void probable_profile_judge_(struct probable_row_ *r);
int probable_profile_order_(const void *a, const void *b);
void probable_profile_json_string_(FILE *out, const char *s);
const char *probable_profile_dec_(char *buf, probable_u64_ v);
/*
 * probable_profile_write(out, format) - write the report now to out, as
 * "text" or "json" (NULL: PROBABLE_PROFILE_FORMAT, else text).  Returns
 * the number of sites written, or -1 on an unknown format.
 */
int probable_profile_write(FILE *out, const char *format);

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
void probable_profile_forget_dso_(const char *dso);
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
probable_profile_count_(struct probable_site_ *site, struct probable_tls_ *tls, int hit)
{
	probable_u64_ n, h;

	if (__builtin_expect(!tls->slot, 0))
		probable_profile_enrol_(site, tls);
	n = __atomic_load_n(&tls->count, __ATOMIC_RELAXED);
	h = __atomic_load_n(&tls->hits, __ATOMIC_RELAXED);
	__atomic_store_n(&tls->count, n + 1, __ATOMIC_RELAXED);
	__atomic_store_n(&tls->hits, h + PROBABLE_CAST_(unsigned, hit), __ATOMIC_RELEASE);
}

#ifdef __cplusplus
#define PROBABLE_ADDR_(p) reinterpret_cast<PROBABLE_UINTPTR_>(p)
#define PROBABLE_PTR_(T, a) reinterpret_cast<T>(a)
#else
#define PROBABLE_ADDR_(p) ((PROBABLE_UINTPTR_)(p))
#define PROBABLE_PTR_(T, a) ((T)(a))
#endif
#define PROBABLE_MISALIGNED_(p, align) \
	((PROBABLE_ADDR_(p) & PROBABLE_CAST_(PROBABLE_UINTPTR_, (align) - 1)) != 0)

/* p, a copy of ptr (in C++ through probable_object_, whose error names a
 * void * before anything else can complain about it) */
#ifdef __cplusplus
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) __typeof__(probable_object_(ptr)) p = probable_object_(ptr)
#else
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) __typeof__(&*(ptr)) p = (ptr)
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
		static struct probable_site_ site = PROBABLE_SITE_INIT_(PROBABLE_SITE_UNALIGNED_, \
			text, pc, PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(ptr))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(ptr))), sizeof(*(ptr))); \
		static __thread struct probable_tls_ tls; \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		probable_profile_count_(&site, &tls, PROBABLE_MISALIGNED_(p, __alignof__(*(p)))); \
		PROBABLE_GET_UNALIGNED_P_PLAIN_(p, pc); \
	}))

#define PROBABLE_PROFILE_PUT_P_(val, ptr, pc, text) \
	PROBABLE_PROFILE_PUT_(val, ptr, pc, text, PROBABLE_UNIQUE_ID_(probable_site_), \
			      PROBABLE_UNIQUE_ID_(probable_tls_), PROBABLE_UNIQUE_ID_(probable_p_))
#define PROBABLE_PROFILE_PUT_(val, ptr, pc, text, site, tls, p) \
	((void)__extension__ ({ \
		static struct probable_site_ site = PROBABLE_SITE_INIT_(PROBABLE_SITE_UNALIGNED_, \
			text, pc, PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(ptr))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(ptr))), sizeof(*(ptr))); \
		static __thread struct probable_tls_ tls; \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
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

#ifdef __cplusplus
extern "C" {
#endif

#define PROBABLE_WEAK_ __attribute__((__weak__))
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
	return probable_registry_.shared ? probable_registry_.shared : &probable_registry_;
}

/* the square root without libm: Newton's method from a power-of-two guess */
PROBABLE_WEAK_ double probable_profile_sqrt_(double x)
{
	double r = 1.0;
	int i;
	if (x <= 0.0)
		return 0.0;
	while (r * r < x)
		r *= 2.0;
	for (i = 0; i < 64; i++)
		r = 0.5 * (r + x / r);
	return r;
}

/* x >= 0 rounded to 4 decimals, without libm */
PROBABLE_WEAK_ double probable_profile_round4_(double x)
{
	return PROBABLE_CAST_(double, PROBABLE_CAST_(probable_u64_, x * 10000.0 + 0.5)) / 10000.0;
}

/* the 99% Wilson score interval of a rate p over n evaluations, in percent */
PROBABLE_WEAK_ void probable_profile_wilson_p_(double p, double nn, double *lo, double *hi)
{
	const double z = PROBABLE_PROFILE_Z99_;
	double denom = 1.0 + z * z / nn;
	double centre = (p + z * z / (2.0 * nn)) / denom;
	double half = z * probable_profile_sqrt_(p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom;
	/* in percent, rounded to the 4 decimals the report prints (so that
	 * p = 1 gives exactly 100, whatever the last bit of the arithmetic) */
	*lo = probable_profile_round4_(100.0 * (centre - half < 0.0 ? 0.0 : centre - half));
	*hi = probable_profile_round4_(100.0 * (centre + half > 1.0 ? 1.0 : centre + half));
}

/* the 99% Wilson score interval of hits/n, in percent */
PROBABLE_WEAK_ void probable_profile_wilson_(probable_u64_ hits, probable_u64_ n, double *lo, double *hi)
{
	if (n == 0) {
		*lo = 0.0;
		*hi = 100.0;
		return;
	}
	probable_profile_wilson_p_(PROBABLE_CAST_(double, hits) / PROBABLE_CAST_(double, n),
				   PROBABLE_CAST_(double, n), lo, hi);
}

/* evaluations needed at rate hits/n for an interval at most WIDTH points
 * wide (at a fixed rate the width shrinks as n grows, so bisect) */
PROBABLE_WEAK_ probable_u64_ probable_profile_needed_(probable_u64_ hits, probable_u64_ n)
{
	double p = n ? PROBABLE_CAST_(double, hits) / PROBABLE_CAST_(double, n) : 0.5, lo, hi;
	probable_u64_ lo_n = 1, hi_n = 1;
	for (;;) { /* double until narrow enough, then bisect */
		probable_profile_wilson_p_(p, PROBABLE_CAST_(double, hi_n), &lo, &hi);
		if (hi - lo <= PROBABLE_PROFILE_WIDTH_ || hi_n > (PROBABLE_CAST_(probable_u64_, 1) << 40))
			break;
		lo_n = hi_n;
		hi_n *= 2;
	}
	while (lo_n + 1 < hi_n) {
		probable_u64_ mid = lo_n + (hi_n - lo_n) / 2;
		probable_profile_wilson_p_(p, PROBABLE_CAST_(double, mid), &lo, &hi);
		if (hi - lo <= PROBABLE_PROFILE_WIDTH_)
			hi_n = mid;
		else
			lo_n = mid;
	}
	return hi_n;
}

/* what pc becomes at a site: a PROBABLE_HINT_ or PROBABLE_ACCESS_ value */
PROBABLE_WEAK_ int probable_profile_hint_(const struct probable_site_ *s, int pc)
{
	if (s->kind == PROBABLE_SITE_UNALIGNED_)
		return pc < s->threshold ? PROBABLE_ACCESS_DIRECT :
		       pc < s->test_below ? PROBABLE_ACCESS_CHECKED : PROBABLE_ACCESS_SAFE;
	if (s->exact)
		return PROBABLE_HINT_EXACT;
	return pc > s->high ? PROBABLE_HINT_LIKELY : pc < s->low ? PROBABLE_HINT_UNLIKELY : PROBABLE_HINT_NONE;
}

PROBABLE_WEAK_ const char *probable_profile_hint_name_(const struct probable_site_ *s, int hint)
{
	if (s->kind == PROBABLE_SITE_UNALIGNED_)
		return hint == PROBABLE_ACCESS_DIRECT ? "direct" :
		       hint == PROBABLE_ACCESS_CHECKED ? "checked" : "safe";
	return hint == PROBABLE_HINT_LIKELY ? "likely" : hint == PROBABLE_HINT_UNLIKELY ? "unlikely" :
	       hint == PROBABLE_HINT_EXACT ? "exact" : "none";
}

/* a thread exits: its counts join the totals */
PROBABLE_WEAK_ void probable_profile_thread_exit_(void *list)
{
	struct probable_slot_ *slot = PROBABLE_CAST_(struct probable_slot_ *, list), *next, **pp;
	pthread_mutex_lock(&probable_profile_reg_()->lock);
	for (; slot; slot = next) {
		next = slot->next_in_thread;
		if (slot->tls) {
			slot->node->count += __atomic_load_n(&slot->tls->count, __ATOMIC_RELAXED);
			slot->node->hits += __atomic_load_n(&slot->tls->hits, __ATOMIC_RELAXED);
			slot->tls->slot = PROBABLE_NULL_(probable_slot_ptr_);
		}
		for (pp = &slot->node->slots; *pp; pp = &(*pp)->next_in_node)
			if (*pp == slot) {
				*pp = slot->next_in_node;
				break;
			}
		free(slot);
	}
	pthread_mutex_unlock(&probable_profile_reg_()->lock);
}

/* fork: the child starts from zero with only its own (the forking) thread */
PROBABLE_WEAK_ void probable_profile_prefork_(void) { pthread_mutex_lock(&probable_profile_reg_()->lock); }
PROBABLE_WEAK_ void probable_profile_postfork_parent_(void) { pthread_mutex_unlock(&probable_profile_reg_()->lock); }
PROBABLE_WEAK_ void probable_profile_postfork_child_(void)
{
	struct probable_node_ *node;
	struct probable_slot_ *slot, *mine = PROBABLE_CAST_(struct probable_slot_ *, pthread_getspecific(probable_profile_reg_()->thread_key));
	pthread_mutex_init(&probable_profile_reg_()->lock, PROBABLE_NULL_(probable_mutexattr_ptr_));
	for (node = probable_profile_reg_()->nodes; node; node = node->next) {
		node->count = node->hits = 0;
		node->slots = PROBABLE_NULL_(probable_slot_ptr_);
	}
	/* the other threads are gone: keep this one's slots, zeroed */
	for (slot = mine; slot; slot = slot->next_in_thread) {
		if (slot->tls) {
			__atomic_store_n(&slot->tls->count, 0, __ATOMIC_RELAXED);
			__atomic_store_n(&slot->tls->hits, 0, __ATOMIC_RELAXED);
		}
		slot->next_in_node = slot->node->slots;
		slot->node->slots = slot;
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
	char mine[128], *e = getenv("PROBABLE_PROFILE_REGISTRY_");
	const unsigned char *r = PROBABLE_PTR_(const unsigned char *, getauxval(AT_RANDOM));
	unsigned long addr = 0; /* PROBABLE_UINTPTR_ is unsigned long on Linux */
	long pid = PROBABLE_CAST_(long, getpid());
	int i, o;

	o = snprintf(mine, sizeof mine, "%ld:", pid);
	for (i = 0; r && i < 16; i++)
		o += snprintf(mine + o, sizeof mine - PROBABLE_CAST_(size_t, o), "%02x", r[i]);
	if (e && !strncmp(e, mine, PROBABLE_CAST_(size_t, o)) && e[o] == ':' &&
	    sscanf(e + o + 1, "%lx", &addr) == 1 && addr &&
	    PROBABLE_PTR_(struct probable_registry_ *, PROBABLE_CAST_(PROBABLE_UINTPTR_, addr)) != &probable_registry_) {
		probable_registry_.shared = PROBABLE_PTR_(struct probable_registry_ *,
							  PROBABLE_CAST_(PROBABLE_UINTPTR_, addr));
		return;
	}
	snprintf(mine + o, sizeof mine - PROBABLE_CAST_(size_t, o), ":%lx",
		 PROBABLE_CAST_(unsigned long, PROBABLE_ADDR_(&probable_registry_)));
	setenv("PROBABLE_PROFILE_REGISTRY_", mine, 1);
	pthread_key_create(&probable_registry_.thread_key, probable_profile_thread_exit_);
	pthread_atfork(probable_profile_prefork_, probable_profile_postfork_parent_,
		       probable_profile_postfork_child_);
	atexit(probable_profile_at_exit_);
}

PROBABLE_WEAK_ char *probable_profile_strdup_(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = PROBABLE_CAST_(char *, malloc(n));
	if (d)
		memcpy(d, s, n);
	return d;
}

/* a library is being unloaded: its threads' counts join the totals and its
 * slots are marked dead (their threads free them when they exit) */
PROBABLE_WEAK_ void probable_profile_forget_dso_(const char *dso)
{
	struct probable_node_ *node;
	struct probable_slot_ *slot;
	if (!probable_profile_reg_()->nodes)
		return;
	pthread_mutex_lock(&probable_profile_reg_()->lock);
	for (node = probable_profile_reg_()->nodes; node; node = node->next)
		for (slot = node->slots; slot; slot = slot->next_in_node)
			if (slot->dso == dso && slot->tls) {
				node->count += __atomic_load_n(&slot->tls->count, __ATOMIC_RELAXED);
				node->hits += __atomic_load_n(&slot->tls->hits, __ATOMIC_RELAXED);
				slot->tls = PROBABLE_NULL_(probable_tls_ptr_);
			}
	pthread_mutex_unlock(&probable_profile_reg_()->lock);
}

/* the same source site, built the same way */
PROBABLE_WEAK_ int probable_profile_same_site_(const struct probable_site_ *a, const struct probable_site_ *b)
{
	return a->line == b->line && a->kind == b->kind && a->declared == b->declared &&
	       a->hint == b->hint && a->high == b->high && a->low == b->low && a->exact == b->exact &&
	       a->threshold == b->threshold && a->test_below == b->test_below && a->size == b->size &&
	       !strcmp(a->file, b->file) && !strcmp(a->func, b->func) && !strcmp(a->expr, b->expr) &&
	       !strcmp(a->arch, b->arch);
}

/* the first evaluation of a site in a thread (a cold path) */
PROBABLE_WEAK_ void probable_profile_enrol_(struct probable_site_ *site, struct probable_tls_ *tls)
{
	struct probable_slot_ *slot;
	struct probable_node_ *node;

	pthread_once(&probable_registry_.once, probable_profile_init_);
	slot = PROBABLE_CAST_(struct probable_slot_ *, calloc(1, sizeof(*slot)));
	if (!slot) {
		fputs("probable: profile: out of memory\n", stderr);
		abort();
	}
	pthread_mutex_lock(&probable_profile_reg_()->lock);
	node = __atomic_load_n(&site->node, __ATOMIC_ACQUIRE);
	if (!node) /* one source site compiled into several translation units or
		    * libraries (an inline function in a header) is one site */
		for (node = probable_profile_reg_()->nodes; node; node = node->next)
			if (probable_profile_same_site_(&node->site, site))
				break;
	if (!node) {
		node = PROBABLE_CAST_(struct probable_node_ *, calloc(1, sizeof(*node)));
		if (!node) {
			fputs("probable: profile: out of memory\n", stderr);
			abort();
		}
		node->site = *site;
		node->site.file = probable_profile_strdup_(site->file);
		node->site.func = probable_profile_strdup_(site->func);
		node->site.expr = probable_profile_strdup_(site->expr);
		node->site.arch = probable_profile_strdup_(site->arch);
		node->next = probable_profile_reg_()->nodes;
		probable_profile_reg_()->nodes = node;
		probable_profile_reg_()->nsites++;
	}
	__atomic_store_n(&site->node, node, __ATOMIC_RELEASE);
	slot->tls = tls;
	slot->node = node;
	slot->dso = site->dso;
	slot->next_in_node = node->slots;
	node->slots = slot;
	slot->next_in_thread = PROBABLE_CAST_(struct probable_slot_ *, pthread_getspecific(probable_profile_reg_()->thread_key));
	pthread_setspecific(probable_profile_reg_()->thread_key, slot);
	tls->slot = slot;
	pthread_mutex_unlock(&probable_profile_reg_()->lock);
}

/* one site's numbers, as the report shows them */
struct probable_row_ {
	const struct probable_site_ *site;
	probable_u64_ count, hits, needed;
	double observed, lo, hi;
	int suggest, verdict; /* verdict: 0 wrong, 1 miscalibrated, 2 few, 3 ok (worst first) */
};

PROBABLE_WEAK_ const char *probable_profile_verdict_name_(int verdict)
{
	static const char *const names[] = { "wrong", "miscalibrated", "few", "ok" };
	return names[verdict];
}

PROBABLE_WEAK_ void probable_profile_judge_(struct probable_row_ *r)
{
	const struct probable_site_ *s = r->site;
	r->observed = r->count ? 100.0 * PROBABLE_CAST_(double, r->hits) / PROBABLE_CAST_(double, r->count) : 0.0;
	probable_profile_wilson_(r->hits, r->count, &r->lo, &r->hi);
	r->suggest = PROBABLE_CAST_(int, r->observed + 0.5);
	r->needed = 0;
	/* inside the interval, or already the suggestion (a rate such as 33.33%
	 * can have a narrow interval that misses every integer) */
	if ((PROBABLE_CAST_(double, s->declared) >= r->lo && PROBABLE_CAST_(double, s->declared) <= r->hi) ||
	    s->declared == r->suggest) {
		if (r->hi - r->lo <= PROBABLE_PROFILE_WIDTH_) {
			r->verdict = 3;
		} else {
			r->verdict = 2;
			r->needed = probable_profile_needed_(r->hits, r->count);
		}
	} else {
		r->verdict = probable_profile_hint_(s, r->suggest) == probable_profile_hint_(s, s->declared) ? 1 : 0;
	}
}

/* worst first: verdict, then the distance from the declared pc, then place */
PROBABLE_WEAK_ int probable_profile_order_(const void *a, const void *b)
{
	const struct probable_row_ *x = PROBABLE_CAST_(const struct probable_row_ *, a);
	const struct probable_row_ *y = PROBABLE_CAST_(const struct probable_row_ *, b);
	double dx = x->observed - x->site->declared, dy = y->observed - y->site->declared;
	int c;
	if (x->verdict != y->verdict)
		return x->verdict - y->verdict;
	if (dx < 0)
		dx = -dx;
	if (dy < 0)
		dy = -dy;
	if (dx > dy)
		return -1;
	if (dx < dy)
		return 1;
	c = strcmp(x->site->file, y->site->file);
	return c ? c : x->site->line - y->site->line;
}

/* v in decimal, without printf's long long (C90, C++98) */
PROBABLE_WEAK_ const char *probable_profile_dec_(char *buf, probable_u64_ v)
{
	char *p = buf + 23;
	*p = 0;
	do
		*--p = PROBABLE_CAST_(char, '0' + PROBABLE_CAST_(int, v % 10));
	while (v /= 10);
	return p;
}

PROBABLE_WEAK_ void probable_profile_json_string_(FILE *out, const char *s)
{
	putc('"', out);
	for (; *s; s++) {
		unsigned char ch = PROBABLE_CAST_(unsigned char, *s);
		if (ch == '"' || ch == '\\')
			fprintf(out, "\\%c", ch);
		else if (ch < 0x20)
			fprintf(out, "\\u%04x", ch);
		else
			putc(ch, out);
	}
	putc('"', out);
}

PROBABLE_WEAK_ int probable_profile_write(FILE *out, const char *format)
{
	struct probable_node_ *node;
	struct probable_slot_ *slot;
	struct probable_row_ *rows;
	unsigned long n = 0, i;
	char d1[24], d2[24];
	int json;

	if (!format)
		format = getenv("PROBABLE_PROFILE_FORMAT");
	if (!format || !*format || !strcmp(format, "text"))
		json = 0;
	else if (!strcmp(format, "json"))
		json = 1;
	else
		return -1;

	pthread_mutex_lock(&probable_profile_reg_()->lock);
	rows = PROBABLE_CAST_(struct probable_row_ *, calloc(probable_profile_reg_()->nsites + 1, sizeof(*rows)));
	for (node = probable_profile_reg_()->nodes; rows && node; node = node->next, n++) {
		probable_u64_ count = node->count, hits = node->hits;
		for (slot = node->slots; slot; slot = slot->next_in_node) {
			if (!slot->tls)
				continue;
			/* hits first: a thread stores count before hits */
			hits += __atomic_load_n(&slot->tls->hits, __ATOMIC_ACQUIRE);
			count += __atomic_load_n(&slot->tls->count, __ATOMIC_RELAXED);
		}
		if (!count) { /* not evaluated in this process (a fork child) */
			n--;
			continue;
		}
		rows[n].site = &node->site;
		rows[n].count = count;
		rows[n].hits = hits;
		probable_profile_judge_(&rows[n]);
	}
	pthread_mutex_unlock(&probable_profile_reg_()->lock);
	if (!rows) {
		fputs("probable: profile: out of memory\n", stderr);
		return -1;
	}
	qsort(rows, n, sizeof(*rows), probable_profile_order_);

	if (json) {
		fprintf(out, "{\"version\": 1, \"pid\": %ld, \"sites\": [", PROBABLE_CAST_(long, getpid()));
		for (i = 0; i < n; i++) {
			const struct probable_row_ *r = &rows[i];
			const struct probable_site_ *s = r->site;
			fprintf(out, "%s\n  {\"file\": ", i ? "," : "");
			probable_profile_json_string_(out, s->file);
			fprintf(out, ", \"line\": %d, \"func\": ", s->line);
			probable_profile_json_string_(out, s->func);
			fputs(", \"expr\": ", out);
			probable_profile_json_string_(out, s->expr);
			fprintf(out, ", \"kind\": \"%s\", \"arch\": ", s->kind == PROBABLE_SITE_UNALIGNED_ ? "unaligned" : "branch");
			probable_profile_json_string_(out, s->arch);
			fprintf(out, ", \"declared\": %d, \"count\": %s, \"hits\": %s, \"observed\": %.4f, "
				"\"ci_low\": %.4f, \"ci_high\": %.4f, \"hint\": \"%s\", \"verdict\": \"%s\", "
				"\"suggest\": %d, \"suggest_hint\": \"%s\"",
				s->declared, probable_profile_dec_(d1, r->count), probable_profile_dec_(d2, r->hits),
				r->observed, r->lo, r->hi,
				probable_profile_hint_name_(s, s->hint), probable_profile_verdict_name_(r->verdict),
				r->suggest, probable_profile_hint_name_(s, probable_profile_hint_(s, r->suggest)));
			if (r->verdict == 2)
				fprintf(out, ", \"needed\": %s", probable_profile_dec_(d1, r->needed));
			if (s->kind == PROBABLE_SITE_UNALIGNED_)
				fprintf(out, ", \"size\": %d", s->size);
			fputc('}', out);
		}
		fputs(n ? "\n]}\n" : "]}\n", out);
	} else {
		fprintf(out, "probable profile: %lu site%s, worst first (pid %ld)\n", n, n == 1 ? "" : "s",
			PROBABLE_CAST_(long, getpid()));
		fprintf(out, "%-13s %4s %8s %-21s %-8s %12s  %-26s %s\n", "verdict", "pc", "observed",
			"99% interval", "hint", "count", "where", "what");
		for (i = 0; i < n; i++) {
			const struct probable_row_ *r = &rows[i];
			const struct probable_site_ *s = r->site;
			char where[512], interval[32];
			snprintf(where, sizeof where, "%s:%d %s()", s->file, s->line, s->func);
			snprintf(interval, sizeof interval, "[%.2f, %.2f]", r->lo, r->hi);
			fprintf(out, "%-13s %4d %7.2f%% %-21s %-8s %12s  %-26s %s%s\n",
				probable_profile_verdict_name_(r->verdict), s->declared, r->observed, interval,
				probable_profile_hint_name_(s, s->hint), probable_profile_dec_(d1, r->count), where,
				s->kind == PROBABLE_SITE_UNALIGNED_ ? "misaligned: " : "", s->expr);
			if (r->verdict < 2)
				fprintf(out, "%13s write %d (%s here)\n", "", r->suggest,
					probable_profile_hint_name_(s, probable_profile_hint_(s, r->suggest)));
			else if (r->verdict == 2)
				fprintf(out, "%13s about %s evaluations would tell\n", "",
					probable_profile_dec_(d1, r->needed));
		}
	}
	fflush(out);
	free(rows);
	return PROBABLE_CAST_(int, n);
}

/* at exit: PROBABLE_PROFILE=<file> ("-": stderr; %p: the pid) */
PROBABLE_WEAK_ void probable_profile_at_exit_(void)
{
	const char *spec = getenv("PROBABLE_PROFILE");
	char name[4096];
	size_t o = 0;
	FILE *out;

	if (!spec || !*spec)
		return;
	if (!strcmp(spec, "-")) {
		probable_profile_write(stderr, PROBABLE_NULL_(probable_cstr_));
		return;
	}
	for (; *spec && o + 24 < sizeof name; spec++) {
		if (spec[0] == '%' && spec[1] == 'p') {
			o += PROBABLE_CAST_(size_t, snprintf(name + o, sizeof name - o, "%ld", PROBABLE_CAST_(long, getpid())));
			spec++;
		} else {
			name[o++] = *spec;
		}
	}
	name[o] = 0;
	out = fopen(name, "w");
	if (!out) {
		fprintf(stderr, "probable: profile: cannot write %s\n", name);
		return;
	}
	if (probable_profile_write(out, PROBABLE_NULL_(probable_cstr_)) < 0)
		fprintf(stderr, "probable: profile: unknown PROBABLE_PROFILE_FORMAT\n");
	fclose(out);
}

#ifdef __cplusplus
}
#endif

#endif /* PROBABLE_PROFILE_H */
