/* SPDX-License-Identifier: MIT */
/* tests/profile/tu_a.c - one of two profiled translation units linked
 * together: 1000 evaluations, i % 4 == 1 (250 true); calls tu_b.c. */
#include <probable.h>
#include <stdio.h>

unsigned long tu_b_work(int n);

int main(void)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < 1000; i++)
		if (probable(i % 4 == 1, 25)) /* @tu-a */
			sum += 3;
	sum += tu_b_work(4000);
	printf("sum %lu\n", sum);
	return 0;
}
