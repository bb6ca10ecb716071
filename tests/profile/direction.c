/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/direction.c - hints that claim a direction (likely(),
 * unlikely() from probable_likely.h, a code base's LIKELY through
 * PROBABLE_MACRO_SITE) are judged against the arch's thresholds (x86: 89
 * and 11), not against the pc they declare (90, 10); probable() states a
 * pc.  N = 100000 evaluations.  Built with -include probable_likely.h.
 *
 *   d-ok       likely, 99.9% true                     ok (a stated 90: miscalibrated)
 *   d-ok-lo    unlikely, 0.1% true                    ok
 *   d-needless unlikely, 30% true                     needless (a stated 10: wrong)
 *   d-wrong    unlikely, 60% true                     wrong: drop the hint (60 is no hint)
 *   d-flip     likely, 1% true                        wrong: make it unlikely
 *   d-macro    LIKELY, 70% true                       needless
 *   d-pc       probable(x, 10), 0.1% true             miscalibrated (a stated pc)
 */
#include <probable.h>
#include <stdio.h>

#define LIKELY(x) PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)
#define N 100000

int main(void)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < N; i++) {
		sum += likely(i % 1000 != 0); /* @d-ok */
		sum += unlikely(i % 1000 == 0) * 2; /* @d-ok-lo */
		sum += unlikely(i % 10 < 3) * 3; /* @d-needless */
		sum += unlikely(i % 10 < 6) * 5; /* @d-wrong */
		sum += likely(i % 100 == 0) * 7; /* @d-flip */
		sum += LIKELY(i % 10 < 7) * 11; /* @d-macro */
		sum += probable(i % 1000 == 0, 10) * 13; /* @d-pc */
	}
	printf("sum %lu\n", sum);
	return 0;
}
