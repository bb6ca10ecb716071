/* SPDX-License-Identifier: MIT */
/* tests/profile/cond_b.c - built without COND_LIMIT: cond.h's @hdr is
 * x > 3 here (96 true of 0..99); @unit over i / 4 (80 true of 100).  C++: the template at N = 3 (97 true of
 * 100).  Prints what both units counted. */
#include "cond.h"
#include <stdio.h>

int main(void)
{
	unsigned i;
	int k = cond_a(100);
	for (i = 0; i < 100; i++) {
		k += cond_over(i);
		k += cond_small(i / 4);
#ifdef __cplusplus
		k += cond_at_least<3>(i);
#endif
	}
	printf("%d\n", k);
	return 0;
}
