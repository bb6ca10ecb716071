/* SPDX-License-Identifier: MIT */
/*
 * tools/calibrate/calibrate.c - measure this machine and print an arch
 * header for probable.h on stdout (`make calibrate` runs it; build it with
 * a cross compiler and run it on a board for that board's header).
 *
 *   cc -O2 -falign-functions=64 -falign-loops=64 -Iinclude \
 *       tools/calibrate/calibrate.c -o calibrate -lm
 * (the alignment keeps where a loop lies from moving its speed, which on
 * some CPUs is larger than what a hint changes)
 *   ./calibrate [--time SECONDS] [--quick] [--raw FILE] [--summary FILE]
 *               [--flags "what it was built with"] [--min-effect PCT]
 *               [--derive RAW.csv] [--seed N] >probability.h
 *   cc -DPROBABLE_ARCH_HEADER='"/path/probability.h"' ...
 *
 * What it measures (progress on stderr, one line per measured point):
 *
 *   Branches.  Four kernels, each compiled three times: with
 *   __builtin_expect(c, 1) ("likely"), __builtin_expect(c, 0)
 *   ("unlikely") and no hint ("none"), run over outcomes true p% of the
 *   time for p in 0 1 2 5 10 15 20 30 40 50 60 70 80 85 90 95 98 99 100,
 *   random (shuffled) and sorted (predictable).  The kernels exercise what
 *   a hint changes: block layout and taken branches ("layout": a store on
 *   each side, so no if-conversion), if-conversion ("select": a ?: the
 *   compiler may turn into a conditional move or a branch), cold code in a
 *   hot loop ("cold": a long block on the true side), a loop with an early
 *   exit ("exit").  Cost: time per evaluation of the condition.
 *
 *   Alignment.  Loads and stores of 2, 4 and 8 bytes at addresses
 *   misaligned m% of the time (m in 0 1 2 5 10 20 30 50 70 100): a direct
 *   dereference, the safe access (memcpy, what the library's packed
 *   struct compiles to) and a run-time test (one aligned access when the
 *   address is aligned, the safe one when not).  A direct misaligned access
 *   that traps without a fix-up (SIGBUS) is caught and reported, not
 *   timed.  On Linux, /proc/cpu/alignment and prctl(PR_GET_UNALIGN) are
 *   read where they exist and reported: where the kernel fixes traps up,
 *   the direct access at 100% misalignment is the fixed-up trap's cost.
 *
 * Statistics: every variant of a point is measured in turn, repetition by
 * repetition (interleaved, the order rotating), so a slow drift of the
 * machine affects them alike.  Per variant: the median and its percentile
 * bootstrap interval; against the baseline (no hint; the safe access): the
 * relative difference of medians and its bootstrap interval.  A difference
 * counts only when its interval excludes 0 AND it is at least the minimum
 * effect (3% by default) AND it is larger than the placement noise floor:
 * the largest difference measured between builds whose machine code is
 * identical (--same-code, which tools/calibrate/run.sh finds with objdump;
 * on some CPUs where code lies in memory alone moves a loop's speed by
 * tens of percent).
 *
 * Derivation (the header's comments say which points decided):
 *   from the net effect at each grid point: the geometric mean over the
 *   kernels (and patterns) of the ratio of medians to the baseline.
 *   HIGH: "likely" is used for pc > HIGH; cost = the largest p >= 50 at
 *   which "likely" cost, pay = the smallest p above it at which it paid;
 *   HIGH = pay - 1.  Nothing either way: the arch's own value is kept (the
 *   header says so); only costs: no hint up to the last cost.  LOW: the
 *   mirror with "unlikely" (pc < LOW).  ARCH_ALIGNMENT_COST_THRESHOLD: one
 *   more than the largest m up to which the direct access paid over the
 *   safe one at every grid point from 0 (0 when it did not pay at 0; the
 *   arch's value when nothing differed; 0 when it traps).
 *   ARCH_ALIGNMENT_TEST_BELOW: the same for the run-time test, 4 and 8
 *   bytes, from the threshold on.
 *
 * Portable C99 needing only a clock: clock_gettime() where POSIX has it
 * (the process's CPU time, else CLOCK_MONOTONIC), else clock(); on bare metal define CALIBRATE_CLOCK() (an
 * expression giving a tick count, uint64_t) and CALIBRATE_CLOCK_UNIT
 * (a string, "cycles") to use a cycle counter, and CALIBRATE_NO_FILES to
 * leave out file output.  Under qemu-user it runs (--quick) but its
 * timings mean nothing.
 */
#if !defined(_POSIX_C_SOURCE) && (defined(__unix__) || defined(__APPLE__))
#define _POSIX_C_SOURCE 200809L
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <signal.h>
#include <setjmp.h>
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#include <sys/utsname.h>
#define CAL_POSIX 1
#endif
#if defined(__linux__)
#include <sys/prctl.h>
#include <errno.h>
#endif

/* the arch probable.h selects for this build: the values kept when nothing
 * is measurable */
#include "probable.h"

/* ---- hints, the kernels' three builds ------------------------------------ */

#if defined(__GNUC__) || defined(__clang__)
#define CAL_LIKELY(x) __builtin_expect(!!(x), 1)
#define CAL_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define CAL_NOINLINE __attribute__((__noinline__))
#define CAL_ASSUME_ALIGNED(p, n) __builtin_assume_aligned(p, n)
#define CAL_HAVE_HINTS 1
#else
#define CAL_LIKELY(x) (!!(x))
#define CAL_UNLIKELY(x) (!!(x))
#define CAL_NOINLINE
#define CAL_ASSUME_ALIGNED(p, n) ((const void *)(p))
#define CAL_HAVE_HINTS 0
#endif
#define CAL_NONE(x) (!!(x))

/* the condition of every branch kernel: bit 0 of the outcome byte; the
 * other bits are the data the kernels work on */
#define COND(v) ((v) & 1u)

#define MIX(s, v, k) ((s) = ((s) ^ ((v) + (k))) * 0x9E3779B1u + ((s) >> 13))

#define BRANCH_KERNELS(SUF, H) \
/* layout: different stores on the two sides (no if-conversion possible) */ \
static CAL_NOINLINE uint32_t k_layout_##SUF(const unsigned char *c, size_t n, uint32_t *t) \
{ \
	uint32_t s = 1; \
	size_t i; \
	for (i = 0; i < n; i++) { \
		uint32_t v = c[i]; \
		if (H(COND(v))) { \
			t[v & 15u] += v * 3u + 1u; \
			s += v; \
		} else { \
			t[16u + (v & 15u)] ^= v + s; \
			s = s * 5u + 1u; \
		} \
	} \
	return s; \
} \
/* select: a ?: that may become a conditional move or a branch */ \
static CAL_NOINLINE uint32_t k_select_##SUF(const unsigned char *c, size_t n, uint32_t *t) \
{ \
	uint32_t s = 0; \
	size_t i; \
	(void)t; \
	for (i = 0; i < n; i++) { \
		uint32_t v = c[i]; \
		uint32_t x = H(COND(v)) ? (v >> 1) + 13u : v ^ 0x55u; \
		s = s * 31u + x; \
	} \
	return s; \
} \
/* cold: a long block on the true side, a short one on the false side */ \
static CAL_NOINLINE uint32_t k_cold_##SUF(const unsigned char *c, size_t n, uint32_t *t) \
{ \
	uint32_t s = 0; \
	size_t i; \
	for (i = 0; i < n; i++) { \
		uint32_t v = c[i]; \
		if (H(COND(v))) { \
			MIX(s, v, 1u); MIX(s, v, 2u); MIX(s, v, 3u); MIX(s, v, 4u); \
			MIX(s, v, 5u); MIX(s, v, 6u); MIX(s, v, 7u); MIX(s, v, 8u); \
			MIX(s, v, 9u); MIX(s, v, 10u); MIX(s, v, 11u); MIX(s, v, 12u); \
			t[s & 31u] += s; \
		} else { \
			s += v; \
		} \
	} \
	return s; \
} \
/* exit: a search loop left early when the condition holds */ \
static CAL_NOINLINE uint32_t k_exit_##SUF(const unsigned char *c, size_t n, uint32_t *t) \
{ \
	uint32_t s = 0, hits = 0; \
	size_t i = 0; \
	(void)t; \
	while (i < n) { \
		for (; i < n; i++) { \
			uint32_t v = c[i]; \
			if (H(COND(v))) \
				break; \
			s += v; \
		} \
		if (i < n) { \
			hits++; \
			s ^= c[i] * 0x01000193u; \
			i++; \
		} \
	} \
	return s + hits; \
}

BRANCH_KERNELS(none, CAL_NONE)
BRANCH_KERNELS(likely, CAL_LIKELY)
BRANCH_KERNELS(unlikely, CAL_UNLIKELY)

typedef uint32_t (*branch_fn)(const unsigned char *, size_t, uint32_t *);

#define NKERNELS 4
static const char *const kernel_name[NKERNELS] = { "layout", "select", "cold", "exit" };
/* [kernel][variant]: variant 0 none, 1 likely, 2 unlikely */
static const branch_fn branch_kernel[NKERNELS][3] = {
	{ k_layout_none, k_layout_likely, k_layout_unlikely },
	{ k_select_none, k_select_likely, k_select_unlikely },
	{ k_cold_none, k_cold_likely, k_cold_unlikely },
	{ k_exit_none, k_exit_likely, k_exit_unlikely },
};
static const char *const branch_variant[3] = { "none", "likely", "unlikely" };

/* ---- the three accesses, per size --------------------------------------------- */

#define ACCESS_KERNELS(N, T) \
static CAL_NOINLINE uint64_t ld_direct_##N(const unsigned char *b, const uint32_t *o, size_t n) \
{ \
	uint64_t s = 0; \
	size_t i; \
	for (i = 0; i < n; i++) \
		s += *(const T *)(const void *)(b + o[i]); \
	return s; \
} \
static CAL_NOINLINE uint64_t ld_safe_##N(const unsigned char *b, const uint32_t *o, size_t n) \
{ \
	uint64_t s = 0; \
	size_t i; \
	for (i = 0; i < n; i++) { \
		T v; \
		memcpy(&v, b + o[i], sizeof v); \
		s += v; \
	} \
	return s; \
} \
static CAL_NOINLINE uint64_t ld_checked_##N(const unsigned char *b, const uint32_t *o, size_t n) \
{ \
	uint64_t s = 0; \
	size_t i; \
	for (i = 0; i < n; i++) { \
		const unsigned char *p = b + o[i]; \
		T v; \
		if (CAL_LIKELY(((uintptr_t)p & (sizeof(T) - 1u)) == 0)) \
			v = *(const T *)CAL_ASSUME_ALIGNED(p, sizeof(T)); \
		else \
			memcpy(&v, p, sizeof v); \
		s += v; \
	} \
	return s; \
} \
static CAL_NOINLINE uint64_t st_direct_##N(unsigned char *b, const uint32_t *o, size_t n) \
{ \
	size_t i; \
	for (i = 0; i < n; i++) \
		*(T *)(void *)(b + o[i]) = (T)i; \
	return 0; \
} \
static CAL_NOINLINE uint64_t st_safe_##N(unsigned char *b, const uint32_t *o, size_t n) \
{ \
	size_t i; \
	for (i = 0; i < n; i++) { \
		T v = (T)i; \
		memcpy(b + o[i], &v, sizeof v); \
	} \
	return 0; \
} \
static CAL_NOINLINE uint64_t st_checked_##N(unsigned char *b, const uint32_t *o, size_t n) \
{ \
	size_t i; \
	for (i = 0; i < n; i++) { \
		unsigned char *p = b + o[i]; \
		T v = (T)i; \
		if (CAL_LIKELY(((uintptr_t)p & (sizeof(T) - 1u)) == 0)) \
			*(T *)(void *)p = v; \
		else \
			memcpy(p, &v, sizeof v); \
	} \
	return 0; \
}

ACCESS_KERNELS(2, uint16_t)
ACCESS_KERNELS(4, uint32_t)
ACCESS_KERNELS(8, uint64_t)

typedef uint64_t (*load_fn)(const unsigned char *, const uint32_t *, size_t);
typedef uint64_t (*store_fn)(unsigned char *, const uint32_t *, size_t);

#define NACCESS 6
/* kernels "load2" "load4" "load8" "store2" "store4" "store8"; variant 0
 * safe (the baseline), 1 direct, 2 checked */
static const char *const access_name[NACCESS] = { "load2", "load4", "load8", "store2", "store4", "store8" };
static const unsigned access_size[NACCESS] = { 2, 4, 8, 2, 4, 8 };
static const load_fn load_kernel[3][3] = {
	{ ld_safe_2, ld_direct_2, ld_checked_2 },
	{ ld_safe_4, ld_direct_4, ld_checked_4 },
	{ ld_safe_8, ld_direct_8, ld_checked_8 },
};
static const store_fn store_kernel[3][3] = {
	{ st_safe_2, st_direct_2, st_checked_2 },
	{ st_safe_4, st_direct_4, st_checked_4 },
	{ st_safe_8, st_direct_8, st_checked_8 },
};
static const char *const access_variant[3] = { "safe", "direct", "checked" };

/* ---- grids ---------------------------------------------------------------------- */

static const int branch_grid[] = { 0, 1, 2, 5, 10, 15, 20, 30, 40, 50, 60, 70, 80, 85, 90, 95, 98, 99, 100 };
#define NBRANCH_GRID ((int)(sizeof branch_grid / sizeof branch_grid[0]))
static const int align_grid[] = { 0, 1, 2, 5, 10, 20, 30, 50, 70, 100 };
#define NALIGN_GRID ((int)(sizeof align_grid / sizeof align_grid[0]))
static const char *const pattern_name[2] = { "random", "sorted" };

/* ---- clock ------------------------------------------------------------------------ */

#if defined(CALIBRATE_CLOCK)
#ifndef CALIBRATE_CLOCK_UNIT
#define CALIBRATE_CLOCK_UNIT "ticks"
#endif
static const char clock_name[] = "CALIBRATE_CLOCK()";
static uint64_t now(void) { return (uint64_t)(CALIBRATE_CLOCK()); }
#elif defined(CLOCK_PROCESS_CPUTIME_ID) || defined(CLOCK_MONOTONIC)
/* the process's CPU time where there is one: what other processes take of
 * a shared machine is then not counted */
#define CALIBRATE_CLOCK_UNIT "ns"
#ifdef CLOCK_PROCESS_CPUTIME_ID
#define CAL_CLOCK_ID CLOCK_PROCESS_CPUTIME_ID
static const char clock_name[] = "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)";
#else
#define CAL_CLOCK_ID CLOCK_MONOTONIC
static const char clock_name[] = "clock_gettime(CLOCK_MONOTONIC)";
#endif
static uint64_t now(void)
{
	struct timespec t;

	clock_gettime(CAL_CLOCK_ID, &t);
	return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}
#else
#define CALIBRATE_CLOCK_UNIT "ns"
static const char clock_name[] = "clock()";
static uint64_t now(void)
{
	return (uint64_t)((double)clock() * (1e9 / (double)CLOCKS_PER_SEC));
}
#endif

/* ---- small helpers ------------------------------------------------------------------ */

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint64_t rng(void)
{
	uint64_t x = rng_state;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	rng_state = x;
	return x * 0x2545F4914F6CDD1Du;
}
static size_t rng_below(size_t n)
{
	return (size_t)(rng() % (uint64_t)n);
}

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL) {
		fprintf(stderr, "calibrate: out of memory\n");
		exit(2);
	}
	return p;
}

static volatile uint64_t sink;

/* ---- statistics --------------------------------------------------------------------- */

/* the k-th smallest of a[0..n) (a is reordered): quickselect */
static double select_kth(double *a, size_t n, size_t k)
{
	size_t lo = 0, hi = n - 1;

	while (lo < hi) {
		double pivot = a[lo + (hi - lo) / 2];
		size_t i = lo, j = hi;

		while (i <= j) {
			while (a[i] < pivot)
				i++;
			while (a[j] > pivot)
				j--;
			if (i <= j) {
				double t = a[i];
				a[i] = a[j];
				a[j] = t;
				i++;
				if (j == 0)
					break;
				j--;
			}
		}
		if (k <= j)
			hi = j;
		else if (k >= i)
			lo = i;
		else
			return a[k];
	}
	return a[k];
}

static double median_of(const double *x, size_t n, double *work)
{
	double m;

	if (n == 0)
		return 0.0;
	memcpy(work, x, n * sizeof *x);
	m = select_kth(work, n, (n - 1) / 2);
	if (n % 2 == 0)
		m = (m + select_kth(work, n, n / 2)) / 2.0;
	return m;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* the q-quantile of sorted a[0..n) */
static double quantile(const double *a, size_t n, double q)
{
	double pos = q * (double)(n - 1);
	size_t i = (size_t)pos;
	double f = pos - (double)i;

	if (i + 1 >= n)
		return a[n - 1];
	return a[i] * (1.0 - f) + a[i + 1] * f;
}

/* statistics settings */
static int boot_resamples = 1000;
static double confidence = 0.99;
static double min_effect = 0.03; /* relative */

/* fewer samples than this (--quick) never make a difference count */
#define MIN_SAMPLES 5

enum verdict { V_BASE, V_SAME, V_SMALL, V_PAYS, V_COSTS, V_NA, V_SAME_CODE };
static const char *const verdict_name[] = { "baseline", "same", "small", "pays", "costs", "n/a", "same-code" };

/*
 * --same-code KERNEL:VARIANT,...: that variant's machine code is the
 * baseline's (tools/calibrate/run.sh compares the bytes with objdump), so
 * any difference measured is placement or noise: it never counts, and the
 * net effect takes it as exactly 0.
 */
static char same_code_list[2048] = ",";
static int same_code(const char *kernel, const char *variant)
{
	char key[64];

	snprintf(key, sizeof key, ",%s:%s,", kernel, variant);
	return strstr(same_code_list, key) != NULL;
}

/* one measured point: a kernel at one x (p or m), its variants' samples */
struct point {
	int align; /* 0 branch, 1 alignment */
	int kernel, pattern, x;
	size_t n[3], cap[3];
	double *s[3];
	double med[3], lo[3], hi[3];  /* median, its interval */
	double *boot[3];              /* bootstrap replicates of the median */
	double d[3], dlo[3], dhi[3];  /* relative difference to variant 0 */
	int verdict[3];
	int same[3];                  /* the code is the baseline's */
};

/*
 * Medians and bootstrap intervals of a point's variants, and the relative
 * differences of variants 1 and 2 to variant 0 with their intervals.  A
 * variant without samples is "n/a".
 */
static void analyse(struct point *pt)
{
	size_t maxn = 0, v, b, B = (size_t)boot_resamples;
	double *work, *res, *meds[3], *dif;
	double a = (1.0 - confidence) / 2.0;

	for (v = 0; v < 3; v++)
		if (pt->n[v] > maxn)
			maxn = pt->n[v];
	work = xmalloc((maxn + 1) * sizeof *work);
	res = xmalloc((maxn + 1) * sizeof *res);
	dif = xmalloc(B * sizeof *dif);
	for (v = 0; v < 3; v++) {
		meds[v] = xmalloc(B * sizeof *meds[v]);
		pt->med[v] = median_of(pt->s[v], pt->n[v], work);
		if (pt->n[v] == 0) {
			pt->verdict[v] = V_NA;
			continue;
		}
		for (b = 0; b < B; b++) {
			size_t i, n = pt->n[v];

			for (i = 0; i < n; i++)
				res[i] = pt->s[v][rng_below(n)];
			meds[v][b] = median_of(res, n, work);
		}
	}
	for (v = 0; v < 3; v++) {
		if (pt->n[v] == 0) {
			pt->lo[v] = pt->hi[v] = pt->d[v] = pt->dlo[v] = pt->dhi[v] = 0.0;
			continue;
		}
		memcpy(dif, meds[v], B * sizeof *dif);
		qsort(dif, B, sizeof *dif, cmp_double);
		pt->lo[v] = quantile(dif, B, a);
		pt->hi[v] = quantile(dif, B, 1.0 - a);
		if (v == 0) {
			pt->verdict[v] = V_BASE;
			pt->d[v] = pt->dlo[v] = pt->dhi[v] = 0.0;
			continue;
		}
		if (pt->n[0] == 0 || pt->med[0] <= 0.0) {
			pt->verdict[v] = V_NA;
			continue;
		}
		for (b = 0; b < B; b++)
			dif[b] = meds[0][b] > 0.0 ? (meds[v][b] - meds[0][b]) / meds[0][b] : 0.0;
		qsort(dif, B, sizeof *dif, cmp_double);
		pt->d[v] = (pt->med[v] - pt->med[0]) / pt->med[0];
		pt->dlo[v] = quantile(dif, B, a);
		pt->dhi[v] = quantile(dif, B, 1.0 - a);
		if (pt->n[v] < MIN_SAMPLES || pt->n[0] < MIN_SAMPLES)
			pt->verdict[v] = V_SAME; /* too few samples to tell */
		else if (pt->dhi[v] < 0.0 || pt->dlo[v] > 0.0)
			pt->verdict[v] = pt->d[v] <= -min_effect ? V_PAYS : pt->d[v] >= min_effect ? V_COSTS : V_SMALL;
		else
			pt->verdict[v] = V_SAME;
		if (pt->same[v])
			pt->verdict[v] = V_SAME_CODE;
	}
	for (v = 0; v < 3; v++) {
		free(pt->boot[v]);
		pt->boot[v] = pt->n[v] ? meds[v] : NULL;
		if (pt->n[v] == 0)
			free(meds[v]);
	}
	free(dif);
	free(res);
	free(work);
}

static void add_sample(struct point *pt, int v, double x)
{
	if (pt->n[v] == pt->cap[v]) {
		size_t c = pt->cap[v] ? pt->cap[v] * 2 : 16;
		double *s = realloc(pt->s[v], c * sizeof *s);

		if (s == NULL) {
			fprintf(stderr, "calibrate: out of memory\n");
			exit(2);
		}
		pt->s[v] = s;
		pt->cap[v] = c;
	}
	pt->s[v][pt->n[v]++] = x;
}

/* all points: branch ones first (kernel, pattern, p), then alignment */
#define NPOINTS (NKERNELS * 2 * NBRANCH_GRID + NACCESS * NALIGN_GRID)
static struct point points[NPOINTS];

static struct point *branch_point(int k, int pat, int gi)
{
	return &points[(k * 2 + pat) * NBRANCH_GRID + gi];
}
static struct point *align_point(int a, int gi)
{
	return &points[NKERNELS * 2 * NBRANCH_GRID + a * NALIGN_GRID + gi];
}

static void init_points(void)
{
	int k, pat, gi, a, v;

	for (k = 0; k < NKERNELS; k++)
		for (pat = 0; pat < 2; pat++)
			for (gi = 0; gi < NBRANCH_GRID; gi++) {
				struct point *pt = branch_point(k, pat, gi);
				pt->align = 0;
				pt->kernel = k;
				pt->pattern = pat;
				pt->x = branch_grid[gi];
				for (v = 1; v < 3; v++)
					pt->same[v] = same_code(kernel_name[k], branch_variant[v]);
			}
	for (a = 0; a < NACCESS; a++)
		for (gi = 0; gi < NALIGN_GRID; gi++) {
			struct point *pt = align_point(a, gi);
			pt->align = 1;
			pt->kernel = a;
			pt->pattern = 0;
			pt->x = align_grid[gi];
			for (v = 1; v < 3; v++)
				pt->same[v] = same_code(access_name[a], access_variant[v]);
		}
}

static const char *point_kernel(const struct point *pt)
{
	return pt->align ? access_name[pt->kernel] : kernel_name[pt->kernel];
}
static const char *point_pattern(const struct point *pt)
{
	return pt->align ? "-" : pattern_name[pt->pattern];
}
static const char *point_variant(const struct point *pt, int v)
{
	return pt->align ? access_variant[v] : branch_variant[v];
}

/* one progress line for a point that is complete */
static void report_point(const struct point *pt, int index, int total)
{
	int v;

	fprintf(stderr, "[%3d/%d] %s %-6s %-6s %s=%3d%%:", index, total, pt->align ? "align " : "branch",
		point_kernel(pt), point_pattern(pt), pt->align ? "m" : "p", pt->x);
	for (v = 0; v < 3; v++) {
		if (pt->verdict[v] == V_NA) {
			fprintf(stderr, "  %s n/a", point_variant(pt, v));
			continue;
		}
		fprintf(stderr, "  %s %.3f", point_variant(pt, v), pt->med[v]);
		if (v > 0)
			fprintf(stderr, " (%+.1f%% [%+.1f,%+.1f] %s)", 100.0 * pt->d[v], 100.0 * pt->dlo[v],
				100.0 * pt->dhi[v], verdict_name[pt->verdict[v]]);
	}
	fprintf(stderr, " %s/eval, n=%lu\n", CALIBRATE_CLOCK_UNIT, (unsigned long)pt->n[0]);
}

/* ---- measuring -------------------------------------------------------------------- */

static int quick;
static double budget_s = 120.0;
static size_t branch_n = 16384, access_n = 4096;
#define ACCESS_BUF 65536u

/* the outcome bytes for p% true: random or sorted */
static void fill_outcomes(unsigned char *c, size_t n, int p, int pattern)
{
	size_t i, ones = (size_t)(((uint64_t)n * (uint64_t)p + 50u) / 100u);

	for (i = 0; i < n; i++)
		c[i] = (unsigned char)((rng() & 0xfeu) | (i < ones ? 1u : 0u));
	if (pattern == 0)
		for (i = n - 1; i > 0; i--) {
			size_t j = rng_below(i + 1);
			unsigned char t = c[i];
			c[i] = c[j];
			c[j] = t;
		}
}

/* offsets into the access buffer, misaligned m% of the time for size sz */
static void fill_offsets(uint32_t *o, size_t n, int m, unsigned sz)
{
	size_t i, bad = (size_t)(((uint64_t)n * (uint64_t)m + 50u) / 100u);
	size_t slots = (ACCESS_BUF - 16u) / sz;

	for (i = 0; i < n; i++) {
		uint32_t off = (uint32_t)(rng_below(slots) * sz);
		if (i < bad)
			off += (uint32_t)(1u + rng_below(sz - 1u));
		o[i] = off;
	}
	for (i = n - 1; i > 0; i--) {
		size_t j = rng_below(i + 1);
		uint32_t t = o[i];
		o[i] = o[j];
		o[j] = t;
	}
}

/* how many repetitions fit a point's share of the budget */
static size_t reps_for(double point_budget_ns, double sample_ns)
{
	double r = point_budget_ns / (3.0 * sample_ns);

	if (quick)
		return 3;
	if (r < 9.0)
		return 9;
	if (r > 301.0)
		return 301;
	return (size_t)r;
}

/* a sample should last this long (and far longer than the clock's step) */
static double sample_target_ns = 400000.0;

static unsigned passes_for(double one_ns)
{
	double p = sample_target_ns / (one_ns > 1.0 ? one_ns : 1.0);

	if (quick || p < 1.0)
		return 1;
	if (p > 100000.0)
		return 100000;
	return (unsigned)p;
}

static double time_branch(branch_fn f, const unsigned char *c, size_t n, uint32_t *t, unsigned passes)
{
	uint64_t t0, t1, s = 0;
	unsigned k;

	t0 = now();
	for (k = 0; k < passes; k++)
		s += f(c, n, t);
	t1 = now();
	sink += s;
	return (double)(t1 - t0) / ((double)passes * (double)n);
}

static void measure_branches(int *done, int total)
{
	unsigned char *c = xmalloc(branch_n);
	uint32_t table[32] = { 0 };
	double per_point = budget_s * 0.65e9 / (double)(NKERNELS * 2 * NBRANCH_GRID);
	int k, pat, gi;

	for (pat = 0; pat < 2; pat++)
		for (gi = 0; gi < NBRANCH_GRID; gi++) {
			fill_outcomes(c, branch_n, branch_grid[gi], pat);
			for (k = 0; k < NKERNELS; k++) {
				struct point *pt = branch_point(k, pat, gi);
				double one;
				unsigned passes;
				size_t r, reps;
				int v;

				/* warm up, and size the sample */
				time_branch(branch_kernel[k][0], c, branch_n, table, 1);
				one = time_branch(branch_kernel[k][0], c, branch_n, table, 1) * (double)branch_n;
				passes = passes_for(one);
				reps = reps_for(per_point, one * passes);
				for (r = 0; r < reps; r++)
					for (v = 0; v < 3; v++) {
						int w = (int)((r + (size_t)v) % 3u); /* rotating order */
						add_sample(pt, w, time_branch(branch_kernel[k][w], c, branch_n, table, passes));
					}
				analyse(pt);
				report_point(pt, ++*done, total);
			}
		}
	free(c);
}

/* trapping direct accesses: caught, then reported */
#if defined(CAL_POSIX)
static sigjmp_buf trap_env;
static volatile sig_atomic_t trapped_signal;
static void on_trap(int sig)
{
	trapped_signal = sig;
	siglongjmp(trap_env, 1);
}
#endif
static int direct_traps[NACCESS]; /* signal number, or -1 unknown (no POSIX) */
static char trap_text[500] = ""; /* what the system does with an alignment trap */

static double time_access(int a, int v, unsigned char *buf, const uint32_t *o, size_t n, unsigned passes)
{
	uint64_t t0, t1, s = 0;
	unsigned k, si = a % 3;

	t0 = now();
	for (k = 0; k < passes; k++) {
		if (a < 3)
			s += load_kernel[si][v](buf, o, n);
		else
			s += store_kernel[si][v](buf, o, n);
	}
	t1 = now();
	sink += s;
	return (double)(t1 - t0) / ((double)passes * (double)n);
}

/* does a misaligned direct access of kernel a trap without a fix-up? */
static int probe_direct(int a, unsigned char *buf)
{
	uint32_t o[4];

	o[0] = 1u;
	o[1] = 3u;
	o[2] = 5u;
	o[3] = 7u;
#if defined(CAL_POSIX)
	trapped_signal = 0;
	signal(SIGBUS, on_trap);
	signal(SIGSEGV, on_trap);
	if (sigsetjmp(trap_env, 1) == 0)
		time_access(a, 1, buf, o, 4, 1);
	signal(SIGBUS, SIG_DFL);
	signal(SIGSEGV, SIG_DFL);
	return (int)trapped_signal;
#else
	(void)buf;
	(void)o;
	(void)a;
	return -1; /* cannot catch a trap here: do not try */
#endif
}

static void measure_alignment(int *done, int total)
{
	unsigned char *buf = xmalloc(ACCESS_BUF + 64u);
	unsigned char *b = buf + (64u - ((uintptr_t)buf & 63u)) % 64u; /* 64-aligned */
	uint32_t *o = xmalloc(access_n * sizeof *o);
	double per_point = budget_s * 0.35e9 / (double)(NACCESS * NALIGN_GRID);
	int a, gi;

	memset(buf, 0x5a, ACCESS_BUF + 64u);
	for (a = 0; a < NACCESS; a++)
		direct_traps[a] = probe_direct(a, b);
	{
		int traps = 0;
		size_t l = strlen(trap_text);
		for (a = 0; a < NACCESS; a++)
			traps += direct_traps[a] > 0;
		snprintf(trap_text + l, sizeof trap_text - l, "%s", traps ?
			 "; a misaligned direct access traps without a fix-up (signal caught)" :
			 "; no misaligned direct access trapped: the CPU (or the kernel, where it\n"
			 " *   fixes traps up) did it, and its cost is the direct access at 100% misaligned");
	}
	for (gi = 0; gi < NALIGN_GRID; gi++)
		for (a = 0; a < NACCESS; a++) {
			struct point *pt = align_point(a, gi);
			int skip_direct = pt->x > 0 && direct_traps[a] != 0;
			double one;
			unsigned passes;
			size_t r, reps;
			int v;

			fill_offsets(o, access_n, pt->x, access_size[a]);
			time_access(a, 0, b, o, access_n, 1);
			one = time_access(a, 0, b, o, access_n, 1) * (double)access_n;
			if (!skip_direct && pt->x > 0) {
				/* a fixed-up trap is slow: size the sample by it */
				double d = time_access(a, 1, b, o, access_n, 1) * (double)access_n;
				if (d > one)
					one = d;
			}
			passes = passes_for(one);
			reps = reps_for(per_point, one * passes);
			for (r = 0; r < reps; r++)
				for (v = 0; v < 3; v++) {
					int w = (int)((r + (size_t)v) % 3u);
					if (w == 1 && skip_direct)
						continue;
					add_sample(pt, w, time_access(a, w, b, o, access_n, passes));
				}
			analyse(pt);
			report_point(pt, ++*done, total);
		}
	free(o);
	free(buf);
}

/* ---- the machine ---------------------------------------------------------------- */

static char cpu_text[160] = "unknown CPU";
static char os_text[160] = "unknown system";

/* keep a comment a comment: no end of comment, no control characters */
static void clean(char *s)
{
	char *p;

	for (p = s; *p; p++) {
		if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f)
			*p = ' ';
		if (p[0] == '*' && p[1] == '/')
			p[1] = '.';
	}
}

static void read_machine(void)
{
#if defined(CAL_POSIX) && !defined(CALIBRATE_NO_FILES)
	struct utsname u;
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[512];

	if (f != NULL) {
		while (fgets(line, sizeof line, f) != NULL) {
			char *colon = strchr(line, ':');
			if (colon == NULL)
				continue;
			if (strncmp(line, "model name", 10) == 0 || strncmp(line, "cpu\t", 4) == 0 ||
			    strncmp(line, "cpu model", 9) == 0 || strncmp(line, "uarch", 5) == 0) {
				colon++;
				while (*colon == ' ')
					colon++;
				colon[strcspn(colon, "\n")] = 0;
				snprintf(cpu_text, sizeof cpu_text, "%s", colon);
				break;
			}
		}
		fclose(f);
	}
	if (uname(&u) == 0)
		snprintf(os_text, sizeof os_text, "%.40s %.60s %.40s", u.sysname, u.release, u.machine);
#ifdef _SC_NPROCESSORS_ONLN
	{
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		size_t l = strlen(cpu_text);
		if (n > 0)
			snprintf(cpu_text + l, sizeof cpu_text - l, " (%ld online)", n);
	}
#endif
#endif
#if defined(CALIBRATE_CPU)
	snprintf(cpu_text, sizeof cpu_text, "%s", CALIBRATE_CPU);
#endif
	clean(cpu_text);
	clean(os_text);
}

/* what the system does with an alignment trap, in words */
static void read_trap_handling(void)
{
	size_t l = 0;
#if defined(__linux__) && !defined(CALIBRATE_NO_FILES)
	FILE *f = fopen("/proc/cpu/alignment", "r");

	if (f != NULL) {
		char line[128];
		l += (size_t)snprintf(trap_text + l, sizeof trap_text - l, "/proc/cpu/alignment:");
		while (fgets(line, sizeof line, f) != NULL && l < sizeof trap_text - 40) {
			line[strcspn(line, "\n")] = 0;
			if (strncmp(line, "User faults", 11) == 0 || strncmp(line, "User", 4) == 0)
				l += (size_t)snprintf(trap_text + l, sizeof trap_text - l, " %s;", line);
		}
		fclose(f);
	} else {
		l += (size_t)snprintf(trap_text + l, sizeof trap_text - l, "no /proc/cpu/alignment;");
	}
#ifdef PR_GET_UNALIGN
	{
		unsigned int mode = 0;
		if (prctl(PR_GET_UNALIGN, (unsigned long)&mode, 0, 0, 0) == 0) {
			l += (size_t)snprintf(trap_text + l, sizeof trap_text - l,
					      " prctl(PR_GET_UNALIGN) = %u (%s)", mode,
					      (mode & 2u) ? "SIGBUS" : "fixed up by the kernel");
#ifdef PR_SET_UNALIGN
			/* measure the fix-up, silently */
			if (!(mode & 2u))
				(void)prctl(PR_SET_UNALIGN, PR_UNALIGN_NOPRINT, 0, 0, 0);
#endif
		} else {
			l += (size_t)snprintf(trap_text + l, sizeof trap_text - l,
					      " prctl(PR_GET_UNALIGN) not supported on this arch");
		}
	}
#endif
#else
	l += (size_t)snprintf(trap_text + l, sizeof trap_text - l, "not Linux: trap handling unknown");
#endif
	(void)l;
	clean(trap_text);
}

/* ---- output --------------------------------------------------------------------- */

static char flags_text[300] = "";
static double elapsed_s;
static size_t samples_total;

/* the grid point below / above x in a grid */
static int grid_below(const int *g, int ng, int x)
{
	int i, r = 0;

	for (i = 0; i < ng; i++)
		if (g[i] < x)
			r = g[i];
	return r;
}
static int grid_above(const int *g, int ng, int x)
{
	int i;

	for (i = 0; i < ng; i++)
		if (g[i] > x)
			return g[i];
	return 100;
}

struct derived {
	int value, measured;
	char why[900];
};

/*
 * The net effect of variant v at x: over every point of that x (branch
 * kernels and patterns; or access kernels of at least min_size bytes), the
 * geometric mean of the ratio of medians to the baseline, minus 1, with a
 * bootstrap interval (the replicates of all points combined index by
 * index); its verdict as for one point.
 */
struct net {
	int x, cells, verdict;
	double d, dlo, dhi;
};

/*
 * The placement noise floor: the largest difference measured between two
 * builds of the same machine code (--same-code), per kind (branch,
 * alignment).  Where a CPU is sensitive to where code lies, identical
 * code measures apart; a difference between different code counts only
 * when it is larger than that too.
 */
static double noise_floor[2];
static double effect_for(int align)
{
	return noise_floor[align] > min_effect ? noise_floor[align] : min_effect;
}

static void apply_noise_floor(void)
{
	int i, v;

	for (i = 0; i < NPOINTS; i++)
		for (v = 1; v < 3; v++) {
			const struct point *pt = &points[i];
			double d = pt->d[v] < 0 ? -pt->d[v] : pt->d[v];
			if (pt->same[v] && pt->n[v] >= MIN_SAMPLES && d > noise_floor[pt->align])
				noise_floor[pt->align] = d;
		}
	for (i = 0; i < NPOINTS; i++)
		for (v = 1; v < 3; v++) {
			struct point *pt = &points[i];
			double d = pt->d[v] < 0 ? -pt->d[v] : pt->d[v];
			if ((pt->verdict[v] == V_PAYS || pt->verdict[v] == V_COSTS) && d < effect_for(pt->align))
				pt->verdict[v] = V_SMALL;
		}
}

static struct net net_effect(int align, int v, int x, int min_size)
{
	struct net r;
	size_t b, B = (size_t)boot_resamples;
	double *rep = xmalloc(B * sizeof *rep), sum = 0.0, a = (1.0 - confidence) / 2.0;
	int i;

	memset(&r, 0, sizeof r);
	r.x = x;
	for (b = 0; b < B; b++)
		rep[b] = 0.0;
	for (i = 0; i < NPOINTS; i++) {
		const struct point *pt = &points[i];
		if (pt->align != align || pt->x != x || (align && (int)access_size[pt->kernel] < min_size))
			continue;
		if (pt->n[v] < MIN_SAMPLES || pt->n[0] < MIN_SAMPLES || pt->boot[v] == NULL ||
		    pt->boot[0] == NULL || pt->med[0] <= 0.0 || pt->med[v] <= 0.0)
			continue;
		r.cells++;
		if (pt->same[v])
			continue; /* the same code: exactly no effect */
		sum += log(pt->med[v] / pt->med[0]);
		for (b = 0; b < B; b++)
			rep[b] += pt->boot[0][b] > 0.0 && pt->boot[v][b] > 0.0 ? log(pt->boot[v][b] / pt->boot[0][b]) : 0.0;
	}
	if (r.cells == 0) {
		r.verdict = V_NA;
		free(rep);
		return r;
	}
	for (b = 0; b < B; b++)
		rep[b] = exp(rep[b] / r.cells) - 1.0;
	qsort(rep, B, sizeof *rep, cmp_double);
	r.d = exp(sum / r.cells) - 1.0;
	r.dlo = quantile(rep, B, a);
	r.dhi = quantile(rep, B, 1.0 - a);
	if (r.dhi < 0.0 || r.dlo > 0.0)
		r.verdict = r.d <= -effect_for(align) ? V_PAYS : r.d >= effect_for(align) ? V_COSTS : V_SMALL;
	else
		r.verdict = V_SAME;
	free(rep);
	return r;
}

static void describe_net(char *out, size_t n, const struct net *e, int align, int v)
{
	(void)v;
	snprintf(out, n, "%s %d%%: %+.1f%% [%+.1f, %+.1f] over %d kernels",
		 align ? "misaligned" : "p", e->x, 100.0 * e->d, 100.0 * e->dlo, 100.0 * e->dhi, e->cells);
}

/* the net effects along the branch grid, for the summary and the plots */
static struct net net_branch[3][NBRANCH_GRID], net_align[3][NALIGN_GRID];

static void compute_nets(int th)
{
	int gi, v;

	apply_noise_floor();
	for (v = 1; v < 3; v++) {
		for (gi = 0; gi < NBRANCH_GRID; gi++)
			net_branch[v][gi] = net_effect(0, v, branch_grid[gi], 0);
		for (gi = 0; gi < NALIGN_GRID; gi++)
			net_align[v][gi] = net_effect(1, v, align_grid[gi], v == 2 ? 4 : 1);
	}
	(void)th;
}

/*
 * HIGH (side 1: "likely", p >= 50) or LOW (side 2: "unlikely", p <= 50),
 * from the net effect over the kernels.  For HIGH: cost = the largest p at
 * which likely cost; pay = the smallest p above it at which it paid; HIGH
 * = pay - 1 (pc > HIGH: likely from pay on).  Nothing either way: the
 * arch's value.  Only cost: no hint up to the cost point.
 */
static struct derived derive_branch(int side, int fallback)
{
	struct derived r;
	const struct net *cost = NULL, *pay = NULL;
	int gi, ncost = 0, npay = 0;
	char a[200] = "", b[200] = "";

	memset(&r, 0, sizeof r);
	for (gi = 0; gi < NBRANCH_GRID; gi++) {
		const struct net *e = &net_branch[side][gi];
		if (side == 1 ? e->x < 50 : e->x > 50)
			continue;
		if (e->verdict == V_COSTS) {
			ncost++;
			if (cost == NULL || (side == 1 ? e->x > cost->x : e->x < cost->x))
				cost = e;
		}
	}
	for (gi = 0; gi < NBRANCH_GRID; gi++) {
		const struct net *e = &net_branch[side][gi];
		if (side == 1 ? e->x < 50 : e->x > 50)
			continue;
		if (cost != NULL && (side == 1 ? e->x <= cost->x : e->x >= cost->x))
			continue;
		if (e->verdict == V_PAYS) {
			npay++;
			if (pay == NULL || (side == 1 ? e->x < pay->x : e->x > pay->x))
				pay = e;
		}
	}
	if (cost != NULL)
		describe_net(a, sizeof a, cost, 0, side);
	if (pay != NULL)
		describe_net(b, sizeof b, pay, 0, side);
	if (pay == NULL && cost == NULL) {
		r.value = fallback;
		snprintf(r.why, sizeof r.why,
			 "no significant net difference of at least %.0f%% between \"%s\"\n"
			 " * and no hint at any p %s 50%%: nothing measurable, so the value of\n"
			 " * arch \"%s\" is kept.",
			 100.0 * effect_for(0), branch_variant[side], side == 1 ? ">=" : "<=", PROBABLE_ARCH);
		return r;
	}
	r.measured = 1;
	if (pay == NULL) {
		if (side == 1)
			r.value = cost->x > fallback ? cost->x : fallback;
		else
			r.value = cost->x < fallback ? cost->x : fallback;
		snprintf(r.why, sizeof r.why,
			 "\"%s\" never paid (net) beyond the point where it cost most\n"
			 " * extremely: %s.\n"
			 " * It cost at %d grid point(s).  No hint up to there, and not %s than\n"
			 " * the arch's value %d.",
			 branch_variant[side], a, ncost, side == 1 ? "less" : "more", fallback);
		return r;
	}
	r.value = side == 1 ? pay->x - 1 : pay->x + 1;
	snprintf(r.why, sizeof r.why,
		 "\"%s\" paid (net, nearest 50%%) at %s.\n"
		 " * It paid at %d grid point(s) beyond the last cost%s%s.\n"
		 " * Uncertainty: the grid; the value could be anywhere from %d to %d\n"
		 " * (between the grid point where it was not seen to pay and the one where it did).",
		 branch_variant[side], b, npay, cost != NULL ? "; last cost: " : " (it never cost)",
		 a, side == 1 ? grid_below(branch_grid, NBRANCH_GRID, pay->x) : r.value,
		 side == 1 ? r.value : grid_above(branch_grid, NBRANCH_GRID, pay->x));
	return r;
}

/*
 * The alignment values, from the net effect over the sizes: v 1 (direct,
 * every size) gives the cost threshold, v 2 (checked, 4 and 8 bytes) the
 * run-time test band.  The value is one more than the largest m such that
 * the variant paid at every grid point from `from` up to m; 0 when it did
 * not pay at `from`; the arch's value when it never differed at all.
 */
static struct derived derive_align(int v, int fallback, int from)
{
	struct derived r;
	int gi, last = -1, any_diff = 0, stopped = 0;
	const struct net *deciding = NULL;
	char a_text[200] = "";

	memset(&r, 0, sizeof r);
	for (gi = 0; gi < NALIGN_GRID; gi++) {
		const struct net *e = &net_align[v][gi];
		if (e->x < from)
			continue;
		if (e->verdict == V_PAYS || e->verdict == V_COSTS)
			any_diff = 1;
		if (stopped)
			continue;
		if (e->verdict == V_PAYS) {
			last = e->x;
		} else {
			stopped = 1;
			deciding = e;
		}
	}
	if (deciding != NULL)
		describe_net(a_text, sizeof a_text, deciding, 1, v);
	if (last < 0 && !any_diff) {
		r.value = fallback;
		snprintf(r.why, sizeof r.why,
			 "the %s access never differed (net) from the safe one by a\n"
			 " * significant %.0f%% (%s): nothing measurable, so the\n"
			 " * value of arch \"%s\" is kept.",
			 access_variant[v], 100.0 * effect_for(1), a_text[0] ? a_text : "no sample", PROBABLE_ARCH);
		return r;
	}
	r.measured = 1;
	if (last < 0) {
		r.value = 0;
		snprintf(r.why, sizeof r.why,
			 "the %s access did not pay (net) over the safe one at %d%%\n"
			 " * misalignment (%s): never.",
			 access_variant[v], from, a_text);
		return r;
	}
	r.value = last + 1;
	if (last == 100) {
		r.value = 100;
		snprintf(r.why, sizeof r.why,
			 "the %s access paid (net) over the safe one at every misalignment\n"
			 " * rate measured, 0%% to 100%%: direct below 100.",
			 access_variant[v]);
		return r;
	}
	snprintf(r.why, sizeof r.why,
		 "the %s access paid (net) over the safe one from %d%% to %d%%\n"
		 " * misalignment%s%s.\n"
		 " * Uncertainty: the grid; the crossover lies between %d%% and %d%%.",
		 access_variant[v], from, last, a_text[0] ? ", not at " : " and beyond", a_text, last,
		 grid_above(align_grid, NALIGN_GRID, last));
	return r;
}

static void write_csv(const char *raw, const char *summary)
{
#if !defined(CALIBRATE_NO_FILES)
	FILE *f;
	int i, v;
	size_t r;

	if (raw != NULL && (f = fopen(raw, "w")) != NULL) {
		fprintf(f, "kind,kernel,pattern,x,variant,rep,cost_%s\n", CALIBRATE_CLOCK_UNIT);
		for (i = 0; i < NPOINTS; i++) {
			const struct point *pt = &points[i];
			for (v = 0; v < 3; v++)
				for (r = 0; r < pt->n[v]; r++)
					fprintf(f, "%s,%s,%s,%d,%s,%lu,%.6g\n", pt->align ? "align" : "branch",
						point_kernel(pt), point_pattern(pt), pt->x, point_variant(pt, v),
						(unsigned long)r, pt->s[v][r]);
		}
		fclose(f);
	} else if (raw != NULL) {
		fprintf(stderr, "calibrate: cannot write %s\n", raw);
	}
	if (summary != NULL && (f = fopen(summary, "w")) != NULL) {
		fprintf(f, "kind,kernel,pattern,x,variant,n,median,lo,hi,diff,diff_lo,diff_hi,verdict\n");
		for (i = 0; i < NPOINTS; i++) {
			const struct point *pt = &points[i];
			for (v = 0; v < 3; v++) {
				if (pt->verdict[v] == V_NA)
					continue;
				fprintf(f, "%s,%s,%s,%d,%s,%lu,%.6g,%.6g,%.6g,%.5f,%.5f,%.5f,%s\n",
					pt->align ? "align" : "branch", point_kernel(pt), point_pattern(pt), pt->x,
					point_variant(pt, v), (unsigned long)pt->n[v], pt->med[v], pt->lo[v],
					pt->hi[v], pt->d[v], pt->dlo[v], pt->dhi[v], verdict_name[pt->verdict[v]]);
			}
		}
		/* the net effects the derivation uses: no medians of their own */
		for (v = 1; v < 3; v++) {
			for (i = 0; i < NBRANCH_GRID; i++) {
				const struct net *e = &net_branch[v][i];
				if (e->verdict != V_NA)
					fprintf(f, "branch,net,all,%d,%s,%d,,,,%.5f,%.5f,%.5f,%s\n", e->x, branch_variant[v],
						e->cells, e->d, e->dlo, e->dhi, verdict_name[e->verdict]);
			}
			for (i = 0; i < NALIGN_GRID; i++) {
				const struct net *e = &net_align[v][i];
				if (e->verdict != V_NA)
					fprintf(f, "align,net,all,%d,%s,%d,,,,%.5f,%.5f,%.5f,%s\n", e->x, access_variant[v],
						e->cells, e->d, e->dlo, e->dhi, verdict_name[e->verdict]);
			}
		}
		fclose(f);
	} else if (summary != NULL) {
		fprintf(stderr, "calibrate: cannot write %s\n", summary);
	}
#else
	(void)raw;
	(void)summary;
#endif
}

static const char *compiler_text(void)
{
#if defined(__clang__)
	return "clang " __clang_version__;
#elif defined(__GNUC__) && defined(__VERSION__)
	return "gcc " __VERSION__;
#elif defined(__VERSION__)
	return __VERSION__;
#else
	return "unknown compiler";
#endif
}

static void print_header(const char *derived_from)
{
	struct derived hi = derive_branch(1, ARCH_PROBABILITY_HIGH);
	struct derived lo = derive_branch(2, ARCH_PROBABILITY_LOW);
	struct derived th = derive_align(1, ARCH_ALIGNMENT_COST_THRESHOLD, 0);
	struct derived tb;
	int a, traps = 0;
	char comp[200], traps_text[200] = "";

	tb = derive_align(2, ARCH_ALIGNMENT_TEST_BELOW, th.value);
	if (th.value > 100)
		th.value = 100;
	if (tb.value > 101)
		tb.value = 101;
	if (tb.value <= th.value)
		tb.value = 0;
	if (hi.value < 50)
		hi.value = 50;
	if (lo.value > 50)
		lo.value = 50;
	if (hi.value <= lo.value)
		lo.value = hi.value - 1;
	for (a = 0; a < NACCESS; a++)
		if (direct_traps[a] > 0) {
			size_t l = strlen(traps_text);
			snprintf(traps_text + l, sizeof traps_text - l, "%s%s", traps ? ", " : "", access_name[a]);
			traps++;
		}
	if (traps) {
		th.value = 0;
		th.measured = 1;
		snprintf(th.why, sizeof th.why,
			 "A misaligned direct access traps here without a fix-up (signal caught: %s):\n"
			 " * never direct.", traps_text);
	}
	snprintf(comp, sizeof comp, "%s", compiler_text());
	clean(comp);
	clean(flags_text);

	printf("/* SPDX-License-Identifier: MIT */\n");
	printf("/*\n");
	printf(" * probability.h - probable's numbers measured on this machine by\n");
	printf(" * tools/calibrate/calibrate.c%s%s.  Use it with\n", derived_from ? " from " : "",
	       derived_from ? "the samples it saved" : "");
	printf(" *     cc -DPROBABLE_ARCH_HEADER='\"/path/to/probability.h\"' ...\n");
	printf(" *\n");
	printf(" * CPU:       %s\n", cpu_text);
	printf(" * System:    %s\n", os_text);
	printf(" * Compiler:  %s\n", comp);
	printf(" * Flags:     %s\n", flags_text[0] ? flags_text : "(not given: --flags)");
	printf(" * Clock:     %s, in %s\n", clock_name, CALIBRATE_CLOCK_UNIT);
	printf(" * Run:       %s%.0f s budget, %.0f s, %lu samples; every variant of a point\n",
	       quick ? "QUICK (timings meaningless) " : "", budget_s, elapsed_s, (unsigned long)samples_total);
	printf(" *            measured in turn, repetition by repetition\n");
	printf(" * Statistics: medians; %.0f%% percentile-bootstrap intervals (%d resamples) of\n",
	       100.0 * confidence, boot_resamples);
	printf(" *            the relative difference of medians against no hint / the safe\n");
	printf(" *            access; a difference counts only when its interval excludes 0\n");
	printf(" *            and it is at least %.0f%%, and larger than the placement noise\n", 100.0 * min_effect);
	printf(" *            floor: the largest difference between builds of identical machine\n");
	printf(" *            code (--same-code): %.1f%% for branches, %.1f%% for accesses.\n",
	       100.0 * noise_floor[0], 100.0 * noise_floor[1]);
	printf(" * Defaults:  the values of arch \"%s\" where nothing was measurable.\n", PROBABLE_ARCH);
	printf(" * Alignment traps: %s\n", trap_text[0] ? trap_text : "not examined");
	if (strlen(same_code_list) > 2) {
		char list[sizeof same_code_list];
		snprintf(list, sizeof list, "%s", same_code_list + 1);
		list[strlen(list) - 1] = 0;
		clean(list);
		printf(" * Same code as the baseline (never counted): %s\n", list);
	}
	if (!CAL_HAVE_HINTS)
		printf(" * This compiler has no __builtin_expect: the three builds are the same code.\n");
	printf(" */\n\n");
	printf("#ifndef PROBABLE_ARCH\n#define PROBABLE_ARCH \"%s-calibrated\"\n#endif\n\n", PROBABLE_ARCH);
	printf("#ifndef ARCH_PROBABILITY_HIGH\n/*\n * %s: %s\n */\n#define ARCH_PROBABILITY_HIGH %d\n#endif\n\n",
	       hi.measured ? "Measured" : "Default", hi.why, hi.value);
	printf("#ifndef ARCH_PROBABILITY_LOW\n/*\n * %s: %s\n */\n#define ARCH_PROBABILITY_LOW %d\n#endif\n\n",
	       lo.measured ? "Measured" : "Default", lo.why, lo.value);
	printf("#ifndef ARCH_ALIGNMENT_COST_THRESHOLD\n/*\n * %s: %s\n */\n#define ARCH_ALIGNMENT_COST_THRESHOLD %d\n#endif\n\n",
	       th.measured ? "Measured" : "Default", th.why, th.value);
	if (tb.value > 0)
		printf("#ifndef ARCH_ALIGNMENT_TEST_BELOW\n/*\n * %s: %s\n */\n#define ARCH_ALIGNMENT_TEST_BELOW %d\n#endif\n",
		       tb.measured ? "Measured" : "Default", tb.why, tb.value);
	else
		printf("/*\n * ARCH_ALIGNMENT_TEST_BELOW not set (0): %s\n */\n", tb.why);
}

/* ---- reading a raw CSV back (--derive) ---------------------------------------------- */

static int index_of(const char *const *names, int n, const char *s)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], s) == 0)
			return i;
	return -1;
}

static int read_raw(const char *path)
{
#if !defined(CALIBRATE_NO_FILES)
	FILE *f = fopen(path, "r");
	char line[256];
	int lineno = 0;

	if (f == NULL) {
		fprintf(stderr, "calibrate: cannot read %s\n", path);
		return -1;
	}
	while (fgets(line, sizeof line, f) != NULL) {
		char kind[16], kern[16], pat[16], var[16];
		int x, k, pt_i, v, gi;
		unsigned long rep;
		double cost;
		struct point *pt = NULL;

		if (++lineno == 1)
			continue;
		for (k = 0; line[k]; k++)
			if (line[k] == ',')
				line[k] = ' ';
		if (sscanf(line, "%15s %15s %15s %d %15s %lu %lf", kind, kern, pat, &x, var, &rep, &cost) != 7) {
			fprintf(stderr, "calibrate: %s:%d: not a sample line\n", path, lineno);
			fclose(f);
			return -1;
		}
		if (strcmp(kind, "branch") == 0) {
			k = index_of(kernel_name, NKERNELS, kern);
			pt_i = index_of(pattern_name, 2, pat);
			v = index_of(branch_variant, 3, var);
			for (gi = 0; gi < NBRANCH_GRID; gi++)
				if (branch_grid[gi] == x && k >= 0 && pt_i >= 0)
					pt = branch_point(k, pt_i, gi);
		} else {
			k = index_of(access_name, NACCESS, kern);
			v = index_of(access_variant, 3, var);
			for (gi = 0; gi < NALIGN_GRID; gi++)
				if (align_grid[gi] == x && k >= 0)
					pt = align_point(k, gi);
		}
		if (pt == NULL || v < 0) {
			fprintf(stderr, "calibrate: %s:%d: unknown point %s %s %s %d %s\n", path, lineno, kind, kern,
				pat, x, var);
			fclose(f);
			return -1;
		}
		add_sample(pt, v, cost);
		samples_total++;
	}
	fclose(f);
	return 0;
#else
	(void)path;
	return -1;
#endif
}

/* ---- main ---------------------------------------------------------------------- */

static void usage(void)
{
	fprintf(stderr,
		"usage: calibrate [--time SECONDS] [--quick] [--raw FILE] [--summary FILE]\n"
		"                 [--flags TEXT] [--min-effect PCT] [--confidence PCT] [--seed N]\n"
		"                 [--same-code KERNEL:VARIANT,...] [--derive RAW.csv]\n"
		"prints an arch header for probable.h on stdout, progress on stderr\n");
}

int main(int argc, char **argv)
{
	const char *raw = NULL, *summary = NULL, *derive = NULL, *env;
	int i, done = 0, total = NPOINTS;
	uint64_t t0;

	if ((env = getenv("CALIBRATE_TIME")) != NULL && *env)
		budget_s = atof(env);
	for (i = 1; i < argc; i++) {
		const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(arg, "--quick") == 0) {
			quick = 1;
		} else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
			usage();
			return 0;
		} else if (val == NULL) {
			usage();
			return 2;
		} else if (strcmp(arg, "--time") == 0) {
			budget_s = atof(val), i++;
		} else if (strcmp(arg, "--raw") == 0) {
			raw = val, i++;
		} else if (strcmp(arg, "--summary") == 0) {
			summary = val, i++;
		} else if (strcmp(arg, "--derive") == 0) {
			derive = val, i++;
		} else if (strcmp(arg, "--flags") == 0) {
			snprintf(flags_text, sizeof flags_text, "%s", val), i++;
		} else if (strcmp(arg, "--min-effect") == 0) {
			min_effect = atof(val) / 100.0, i++;
		} else if (strcmp(arg, "--confidence") == 0) {
			confidence = atof(val) / 100.0, i++;
		} else if (strcmp(arg, "--same-code") == 0) {
			snprintf(same_code_list, sizeof same_code_list, ",%s,", val), i++;
		} else if (strcmp(arg, "--seed") == 0) {
			rng_state = (uint64_t)strtoul(val, NULL, 0) * 0x9E3779B97F4A7C15u + 1u, i++;
		} else {
			usage();
			return 2;
		}
	}
	if (budget_s <= 0.0)
		quick = 1;
	if (confidence <= 0.5 || confidence >= 1.0)
		confidence = 0.99;
	if (quick) {
		branch_n = 256;
		access_n = 256;
		boot_resamples = 200;
	}
	init_points();
	read_machine();

	if (derive != NULL) {
		if (read_raw(derive) != 0)
			return 1;
		for (i = 0; i < NPOINTS; i++) {
			analyse(&points[i]);
			if (points[i].n[0] > 0)
				report_point(&points[i], i + 1, total);
		}
		for (i = 0; i < NACCESS; i++)
			direct_traps[i] = 0;
		snprintf(trap_text, sizeof trap_text, "see the run that saved the samples");
		compute_nets(0);
		write_csv(NULL, summary);
		print_header(derive);
		return 0;
	}

	read_trap_handling();
	fprintf(stderr, "calibrate: %s; %s; clock %s; %s%.0f s budget; arch defaults from \"%s\"\n",
		cpu_text, compiler_text(), clock_name, quick ? "quick, " : "", budget_s, PROBABLE_ARCH);
	fprintf(stderr, "calibrate: alignment traps: %s\n", trap_text);
	t0 = now();
	measure_branches(&done, total);
	measure_alignment(&done, total);
	elapsed_s = (double)(now() - t0) / 1e9;
	for (i = 0; i < NPOINTS; i++)
		samples_total += points[i].n[0] + points[i].n[1] + points[i].n[2];
	compute_nets(0);
	write_csv(raw, summary);
	print_header(NULL);
	fprintf(stderr, "calibrate: done in %.0f s\n", elapsed_s);
	return 0;
}
