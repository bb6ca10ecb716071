/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/wilson.c - one site per (hits, n) pair, the condition true
 * for the first `hits` of `n` evaluations, for checking the report's 99%
 * Wilson interval against an independent computation.  The pairs include
 * 0/n and n/n, where the interval touches 0 or 100.
 */
#include <probable.h>
#include <stdio.h>

#define S(tag, h, n, pc) \
	for (i = 0; i < (n); i++) \
		sum += (unsigned long)probable(i < (h), pc) /* one site per line */

int main(void)
{
	unsigned long sum = 0;
	long i;

	S(a, 0, 10, 0);
	S(b, 10, 10, 100);
	S(c, 0, 100000, 0);
	S(d, 100000, 100000, 100);
	S(e, 1, 3, 33);
	S(f, 2, 3, 67);
	S(g, 25000, 100000, 25);
	S(h, 1, 1000, 0);
	S(i, 999, 1000, 100);
	S(j, 7, 13, 54);
	S(k, 1, 1, 100);
	S(l, 0, 1, 0);
	S(m, 50, 100, 50);
	S(n, 123457, 1000000, 12);
	printf("sum %lu\n", sum);
	return 0;
}
