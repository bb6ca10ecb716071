/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/plib.c - a profiled shared library, linked into dso_main:
 * 2000 evaluations, i % 8 == 0 (250 true), and 2000 reads at buf + i % 4
 * (1500 misaligned u32).
 */
#include <probable.h>
#include <stdint.h>

static unsigned char buf[16] __attribute__((aligned(8))) = { 1, 2, 3, 4, 5, 6, 7, 8 };

unsigned long plib_work(int n)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < n; i++) {
		if (probable(i % 8 == 0, 12)) /* @plib */
			sum += (unsigned long)i;
		sum += get_unaligned_p((const uint32_t *)(const void *)(buf + i % 4), 75); /* @plib-u */
	}
	return sum;
}
