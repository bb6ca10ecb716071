/* SPDX-License-Identifier: MIT */
/* tests/profile/tu_b.c - the other translation unit: n evaluations,
 * i % 10 == 9 (n / 10 true). */
#include <probable.h>

unsigned long tu_b_work(int n)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < n; i++)
		if (probable(i % 10 == 9, 10)) /* @tu-b */
			sum += 5;
	return sum;
}
