/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/inline/c99main.c - calls c99inline.h's inline functions
 * 1000 times (i % 64 < 16: 256 true; buf + i % 4: 750 misaligned), then
 * c99_work(3000) in c99inline.c (752 true, 2250 misaligned): one record
 * per site, 4000 evaluations: c99-branch 1008 true, c99-read 3000
 * misaligned.  Which copy (inline or external) a call uses is the
 * compiler's choice; the sums are the same.
 */
#include "c99inline.h"
#include <stdio.h>

unsigned long c99_work(const unsigned char *buf, unsigned n);

static unsigned char buf[16] __attribute__((aligned(8))) = { 1, 2, 3, 4, 5, 6, 7, 8 };

int main(void)
{
	unsigned long sum = 0;
	unsigned i;
	for (i = 0; i < 1000; i++)
		sum += (unsigned long)c99_small(i % 64) + c99_read32(buf + i % 4);
	sum += c99_work(buf, 3000);
	printf("sum %lu\n", sum);
	return 0;
}
