/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/paths/paths_b.c - includes the header as "dir/inc/paths.h"
 * and calls its site n times (n / 2 true).  See dir/inc/paths.h.
 */
#include "dir/inc/paths.h"

unsigned long paths_b_work(int n)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < n; i++)
		sum += (unsigned long)paths_odd(i) * 3;
	return sum;
}
