/* SPDX-License-Identifier: MIT */
/*
 * bench/bench.h - what the variants of bench/profile-cost.sh share.
 *
 * Each variant is one function, in its own translation unit (or shared
 * library), that runs the same loop over the same array: it counts the
 * values below t, and every comparison goes through the variant's
 * BENCH_EVAL (probable(), a kernel-style or a ccan-style annotation).  The loop is written once,
 * here, so it cannot differ between variants.
 */
#ifndef BENCH_H
#define BENCH_H

#include <stddef.h>
#include <stdint.h>

/* the declared percentage of the one site: the data make it true 10% of the time */
#define BENCH_PC 10

unsigned long bench_plain(const uint32_t *v, size_t n, uint32_t t);   /* (a) */
unsigned long bench_profile(const uint32_t *v, size_t n, uint32_t t); /* (b) */
unsigned long bench_kernel(const uint32_t *v, size_t n, uint32_t t);  /* (c) */
unsigned long bench_ccan(const uint32_t *v, size_t n, uint32_t t);    /* (d) */
unsigned long bench_profile_so(const uint32_t *v, size_t n, uint32_t t); /* (e): (b) in a .so */

/* (c)'s sites and (d)'s table, to check their counts after the run */
void kernel_style_totals(unsigned long *correct, unsigned long *incorrect);
void ccan_style_totals(unsigned long *count, unsigned long *right);

#endif

/*
 * The loop itself: included by each variant's file after it defines
 * BENCH_FN (the function's name) and BENCH_EVAL(cond) (an int, !!cond).
 */
#if defined(BENCH_FN) && defined(BENCH_EVAL) && !defined(BENCH_LOOP_DONE)
#define BENCH_LOOP_DONE
unsigned long BENCH_FN(const uint32_t *v, size_t n, uint32_t t)
{
	unsigned long hits = 0;
	size_t i;

	for (i = 0; i < n; i++)
		hits += (unsigned long)BENCH_EVAL(v[i] < t);
	return hits;
}
#endif
