/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/fixme.c - declarations for the tools/probable-fix round
 * trip: profiled, the report says which are wrong or miscalibrated; the
 * diff the tool prints, applied, makes every one of them ok.  The rates are
 * whole percents, so the suggestion lies inside the interval.
 * N = 100000 evaluations.
 */
#include <probable.h>
#include <stdint.h>
#include <stdio.h>

#define N 100000

static unsigned char buf[32] __attribute__((aligned(16)));

int main(void)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < N; i++) {
		const uint32_t *p = (const uint32_t *)(const void *)(buf + i % 4);
		if (probable(i % 10 < 3, 95)) /* wrong: 30%, likely vs none */
			sum += 1;
		if (probable(i % 4 == 0, 50)) /* miscalibrated: 25% */
			sum += 2;
		if (probable(i % 20 == 0,
			     1)) /* miscalibrated over two lines: 5% */
			sum += 4;
		sum += get_unaligned_p(p, 10); /* miscalibrated: 75% misaligned */
		put_unaligned_be16_p((uint16_t)i, buf + 8 + i % 2, 0); /* miscalibrated: 50% */
		if (probable(i % 2 == 0, 50)) /* ok, left alone */
			sum += 8;
	}
	for (i = 0; i < 10; i++)
		sum += (unsigned long)probable(i < 2, 20); /* few, left alone */
	printf("sum %lu\n", sum + buf[9]);
	return 0;
}
