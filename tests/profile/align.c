/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/align.c - verdicts of unaligned sites where the access
 * depends on pc.  Built with GCC and -DARCH_ALIGNMENT_COST_THRESHOLD=1
 * -DARCH_ALIGNMENT_TEST_BELOW=50, so pc 0 is a direct access, pc 1..49 the
 * run-time test for objects of 4 bytes or more (the safe access below 4),
 * pc 50..100 the safe access.  N = 100000 accesses.  No access below is
 * both direct and misaligned.
 *
 *   a-wrong   u32, never misaligned, declared 60   safe; 0 is direct: wrong
 *   a-checked u32, 25% misaligned, declared 10     checked; 25 is checked too: miscalibrated
 *   a-small   u16, 50% misaligned, declared 10     safe (2 bytes); 50 safe: miscalibrated
 *   a-direct  le32 put, never misaligned, declared 0   direct: ok
 */
#include <probable.h>
#include <stdint.h>
#include <stdio.h>

#define N 100000

static unsigned char buf[64] __attribute__((aligned(16)));

int main(void)
{
	unsigned long sum = 0;
	static unsigned char *volatile vbuf = buf; /* its alignment not known to the compiler */
	unsigned char *b = vbuf;
	int i;

	for (i = 0; i < (int)sizeof buf; i++)
		buf[i] = (unsigned char)(i * 29 + 3);
	for (i = 0; i < N; i++) {
		const uint32_t *al = (const uint32_t *)(const void *)(b + 4 * (i % 4));
		const uint32_t *q = (const uint32_t *)(const void *)(buf + 16 + (i % 4 == 0));
		const uint16_t *h = (const uint16_t *)(const void *)(buf + 24 + i % 2);
		sum += get_unaligned_p(al, 60); /* @a-wrong */
		sum += get_unaligned_p(q, 10); /* @a-checked */
		sum += get_unaligned_p(h, 10); /* @a-small */
		put_unaligned_le32_p((uint32_t)i, b + 32 + 4 * (i % 4), 0); /* @a-direct */
		sum += buf[33];
	}
	printf("sum %lu\n", sum);
	return 0;
}
