/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/inline/c99inline.c - the one translation unit with the
 * extern declarations: the external definitions of c99inline.h's functions.
 * c99_work() calls them through this TU too: n evaluations each.
 */
#include "c99inline.h"

extern inline int c99_small(unsigned x);
extern inline uint32_t c99_read32(const unsigned char *p);

unsigned long c99_work(const unsigned char *buf, unsigned n);
unsigned long c99_work(const unsigned char *buf, unsigned n)
{
	unsigned long sum = 0;
	unsigned i;
	for (i = 0; i < n; i++)
		sum += (unsigned long)c99_small(i % 64) + c99_read32(buf + i % 4);
	return sum;
}
