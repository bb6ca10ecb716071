/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/compat.c - a program written with likely()/unlikely(), as
 * many projects are, defining them only where not already defined.  Built
 * with "-include probable_likely.h" they are probable() sites of pc 90 and
 * 10.  N = 100000:
 *   likely    i % 10 != 0     90000 true
 *   unlikely  i % 50 == 0      2000 true
 *   likely2   (i & 0xff) < 200  78160 true (200 of every 256, and the last 160):
 *             needless (a direction: 78 is between x86's 11 and 89)
 */
#include <stdio.h>

#ifndef likely
#define likely(x) __builtin_expect(!!(x), 1)
#endif
#ifndef unlikely
#define unlikely(x) __builtin_expect(!!(x), 0)
#endif

int main(void)
{
	unsigned long sum = 0;
	int i;
	for (i = 0; i < 100000; i++) {
		if (likely(i % 10 != 0)) /* @likely */
			sum += (unsigned long)i;
		if (unlikely(i % 50 == 0)) /* @unlikely */
			sum ^= (unsigned long)i << 3;
		if (likely((i & 0xff) < 200)) /* @likely2 */
			sum += 7;
	}
	printf("sum %lu\n", sum);
	return 0;
}
