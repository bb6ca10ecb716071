/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/feature_gnu.c - a unit that asks for GNU declarations
 * itself (_GNU_SOURCE before its first include: qsort_r, strchrnul), built
 * with -include probable_likely.h: profile mode must not have included a
 * system header ahead of it (test_sysheaders.py).  Its site is true at
 * every evaluation.
 */
#ifndef _GNU_SOURCE /* g++ and clang++ define it */
#define _GNU_SOURCE
#endif
#include <stdlib.h>
#include <string.h>

int probable_feature_gnu(int n);

static int probable_feature_cmp(const void *a, const void *b, void *dir)
{
	int x = *(const int *)a, y = *(const int *)b;
	return *(const int *)dir * ((x > y) - (x < y));
}

int probable_feature_gnu(int n)
{
	int v[4] = { 3, 1, 2, 0 }, i, s = 0, dir = 1;
	for (i = 0; i < n; i++) {
		qsort_r(v, 4, sizeof v[0], probable_feature_cmp, &dir);
		if (likely(v[0] <= v[3])) /* @gnu */
			s++;
	}
	return s + (strchrnul("ab", 'z')[0] == 0);
}
