/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/paths/paths_a.c - includes the header as
 * "dir//sub/../inc/paths.h" (dir/sub must exist: the test makes it) and
 * calls its site 1000 times (500 true); its own site: 1000, i % 4 == 0 (250).
 * See dir/inc/paths.h.
 */
#include "dir//sub/../inc/paths.h"
#include <stdio.h>

unsigned long paths_b_work(int n);

int main(void)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < 1000; i++) {
		sum += (unsigned long)paths_odd(i);
		if (probable(i % 4 == 0, 25)) /* @paths-main */
			sum += 2;
	}
	sum += paths_b_work(3000);
	printf("sum %lu\n", sum);
	return 0;
}
