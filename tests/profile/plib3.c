/* SPDX-License-Identifier: MIT */
/* tests/profile/plib3.c - another profiled library loaded with dlopen():
 * 3000 evaluations, i % 6 == 0 (500 true). */
#include <probable.h>

unsigned long dso_work(int n)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < n; i++)
		if (probable(i % 6 == 0, 17)) /* @plib3 */
			sum += 3;
	return sum;
}
