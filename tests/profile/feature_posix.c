/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/feature_posix.c - a unit that asks for POSIX.1-2008
 * itself (_POSIX_C_SOURCE=200809L, built -std=c99: strnlen, fileno), with
 * -include probable_likely.h (test_sysheaders.py).  Its site is true at
 * evaluations 0..5 of n.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

int probable_feature_posix(int n);

int probable_feature_posix(int n)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		if (unlikely(strnlen("abcdef", (size_t)i) < 6)) /* @posix */
			s++;
	return s + (fileno(stdin) == 0);
}
