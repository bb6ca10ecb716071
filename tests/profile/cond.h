/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/cond.h - one hint in a header whose condition depends on
 * how the unit including it is built: COND_LIMIT, which cond_a.c gets as
 * -DCOND_LIMIT=7 and cond_b.c does not (3).  The two units' records of
 * the line marked hdr are two sites, "expanded" "x > 7" and "x > 3", each with
 * its own counts (test_numeric.py).  In C++ also one template, two
 * instances (the line marked tpl): two sites whose "instance" names N = 3 and N = 5.
 * The line marked unit expands alike in both units, but is true 20% of
 * the time from cond_a.c and 80% from cond_b.c: two records, each naming
 * its unit ("unit"), each with its own counts (never one rate of 50%).
 */
#ifndef COND_H
#define COND_H
#include <probable_likely.h>

#ifndef COND_LIMIT
#define COND_LIMIT 3
#endif

static __inline__ int cond_over(unsigned x)
{
	return likely(x > COND_LIMIT) ? 1 : 0; /* @hdr */
}

static __inline__ int cond_small(unsigned x)
{
	return likely(x < 20) ? 1 : 0; /* @unit */
}

#ifdef __cplusplus
template <unsigned N> static int cond_at_least(unsigned x)
{
	return probable(x >= N, 50); /* @tpl */
}
#endif

int cond_a(unsigned n);
#endif
