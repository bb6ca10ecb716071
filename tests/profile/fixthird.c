/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/fixthird.c - a rate that is not a whole percent: i % 3 == 0
 * is true 333334 of 1000000 times (33.3334%), so the 99% interval is about
 * [33.21, 33.45] and the suggestion, 33, the observed percent rounded, lies
 * outside it.  The round trip must still end with the verdict ok.
 */
#include <probable.h>
#include <stdio.h>

int main(void)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < 1000000; i++)
		if (probable(i % 3 == 0, 50))
			sum += (unsigned long)i;
	printf("sum %lu\n", sum);
	return 0;
}
