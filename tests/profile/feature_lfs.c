/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/feature_lfs.c - a unit that asks for a 64-bit off_t
 * itself (_FILE_OFFSET_BITS=64 before its first include: on a 32-bit
 * target off_t is 32 bits wide unless the headers see it first), with
 * -include probable_likely.h (test_sysheaders.py).  Its site is true at
 * every other evaluation.
 */
#define _FILE_OFFSET_BITS 64
#include <sys/types.h>
#include <unistd.h>

int probable_feature_lfs(int n);

typedef char probable_feature_off_t_is_64_bits[sizeof(off_t) == 8 ? 1 : -1];

int probable_feature_lfs(int n)
{
	int i, s = 0;
	off_t o = lseek(-1, 0, SEEK_CUR); /* -1: EBADF */
	for (i = 0; i < n; i++)
		if (likely(i % 2 == 0)) /* @lfs */
			s++;
	return s + (o == -1);
}
