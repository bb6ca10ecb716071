/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/verdicts.c - declarations that are right, miscalibrated,
 * wrong, or evaluated too few times, on x86 (HIGH 89, LOW 11: pc 11..89 is
 * no hint).  N = 100000 evaluations unless said.
 *
 *   right     i % 4 == 0 declared 25          25%      ok, suggest 25
 *   miscal    i % 10 < 3 declared 50          30%      miscalibrated (none, none), 30
 *   wrong     i % 10 < 3 declared 95          30%      wrong (likely, none), 30
 *   wrong-lo  i % 2 == 0 declared 5           50%      wrong (unlikely, none), 50
 *   miscal-hi i % 100 != 0 declared 95        99%      miscalibrated (likely, likely), 99
 *   third     i % 3 == 0 declared 20          33.334%  miscalibrated, 33
 *   twothird  i % 3 != 0 declared 50          66.666%  miscalibrated, 67
 *   few50     10 evaluations, 5 true, declared 50      few
 *   few30     10 evaluations, 3 true, declared 30      few
 *   few10     10 evaluations, 1 true, declared 10      few
 *   few0      10 evaluations, 0 true, declared 0       few
 *   few-out   10 evaluations, 10 true, declared 0      outside [60, 100], but
 *             fewer than 100 evaluations: few (wrong with PROBABLE_PROFILE_MIN_COUNT=10)
 * The bounds of the short loop are read from a volatile, so that no
 * condition is known to the compiler (a constant of the build).
 *   u-miscal  u32 at 6 of 8 offsets misaligned, declared 50   miscalibrated (safe), 75
 *   u-right   the same pointers, declared 75                   ok
 */
#include <probable.h>
#include <stdint.h>
#include <stdio.h>

#define N 100000

static unsigned char buf[32] __attribute__((aligned(16)));

int main(void)
{
	unsigned long sum = 0;
	static volatile int ten = 10, zero = 0;
	int i, n10 = ten, z = zero;

	for (i = 0; i < N; i++) {
		sum += probable(i % 4 == 0, 25); /* @right */
		sum += probable(i % 10 < 3, 50) * 2; /* @miscal */
		sum += probable(i % 10 < 3, 95) * 3; /* @wrong */
		sum += probable(i % 2 == 0, 5) * 5; /* @wrong-lo */
		sum += probable(i % 100 != 0, 95) * 7; /* @miscal-hi */
		sum += probable(i % 3 == 0, 20) * 11; /* @third */
		sum += probable(i % 3 != 0, 50) * 13; /* @twothird */
	}
	for (i = z; i < n10; i++) {
		sum += probable(i % 2 == 0, 50) * 17; /* @few50 */
		sum += probable(i < 3, 30) * 19; /* @few30 */
		sum += probable(i < 1, 10) * 23; /* @few10 */
		sum += probable(i < z, 0) * 29; /* @few0 */
		sum += probable(i >= z, 0) * 31; /* @few-out */
	}
	for (i = 0; i < N; i++) {
		const uint32_t *p = (const uint32_t *)(const void *)(buf + i % 8);
		sum += get_unaligned_p(p, 50); /* @u-miscal */
		sum += get_unaligned_p(p, 75); /* @u-right */
	}
	printf("sum %lu\n", sum);
	return 0;
}
