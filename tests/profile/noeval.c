/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/noeval.c - a program whose sites run only when asked:
 *
 *     noeval [N]
 *
 *   even  N evaluations, i % 2 == 0 (N / 2 rounded up true); none without N
 *   never a site in a function that is never called: count 0 always
 *
 * So without arguments no site is evaluated, and the report (when
 * PROBABLE_PROFILE is set) must still be written, listing both sites with
 * count 0 and verdict "unreached".  Prints "noeval N".
 */
#include <probable.h>
#include <stdio.h>
#include <stdlib.h>

static volatile unsigned long sink;

int noeval_never(int x);
int noeval_never(int x)
{
	return probable(x == 12345, 1); /* @never */
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 0, i;

	for (i = 0; i < n; i++)
		sink += probable(i % 2 == 0, 50); /* @even */
	printf("noeval %ld\n", n);
	return 0;
}
