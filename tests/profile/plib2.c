/* SPDX-License-Identifier: MIT */
/* tests/profile/plib2.c - a profiled library loaded with dlopen():
 * 3000 evaluations, i % 3 != 0 (2000 true). */
#include <probable.h>

unsigned long dso_work(int n)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < n; i++)
		if (probable(i % 3 != 0, 67)) /* @plib2 */
			sum += 2;
	return sum;
}
