/* SPDX-License-Identifier: MIT */
/* tests/profile/cond_a.c - built with -DCOND_LIMIT=7: cond.h's @hdr is
 * x > 7 here; cond_a(100) counts it over 0..99 (92 true), and @unit
 * over 0..99 (20 true of 100).  C++: the
 * template at N = 5 (95 true of 100). */
#include "cond.h"

int cond_a(unsigned n)
{
	unsigned i;
	int k = 0;
	for (i = 0; i < n; i++) {
		k += cond_over(i);
		k += cond_small(i);
#ifdef __cplusplus
		k += cond_at_least<5>(i);
#endif
	}
	return k;
}
