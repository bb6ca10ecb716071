/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/counts.c - sites whose rates are known exactly, for
 * tests/profile/test_counts.py.  Prints a checksum of everything it computes, which
 * must be the same with and without -DPROBABLE_PROFILE.  The "@name"
 * comments mark the lines the test expects each site on.
 *
 * N = 100000 evaluations (or accesses) per site:
 *   mod4    i % 4 == 0                          25000 true
 *   mod10   i % 10 == 3                         10000
 *   never   i < 0                                    0
 *   always  i >= 0                              100000
 *   inner   a = i % 2 == 0 (inside outer)        50000
 *   outer   probable(a, 50) || b, b = i % 3 == 0  66667
 *   get32   get_unaligned_p at buf + i % 8 (u32)  75000 misaligned (6 of 8 offsets)
 *   put16   put_unaligned_p at buf + i % 4 (u16)  50000 (odd offsets)
 *   be32    get_unaligned_be32_p at buf + i % 16  75000 (12 of 16)
 *   le64    put_unaligned_le64_p at buf + i % 8   87500 (7 of 8)
 *   unused  a site in a function called only with argc > 100: never
 *           evaluated, listed with count 0, verdict "unreached" (11 sites)
 */
#include <probable.h>
#include <stdint.h>
#include <stdio.h>

#define N 100000

static unsigned char buf[64] __attribute__((aligned(16)));

static unsigned long branches(void)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < N; i++) {
		int a = i % 2 == 0, b = i % 3 == 0;
		if (probable(i % 4 == 0, 25)) /* @mod4 */
			sum += 3;
		if (probable(i % 10 == 3, 10)) /* @mod10 */
			sum += 5 * (unsigned long)i;
		if (probable(i < 0, 0)) /* @never */
			sum += 1000000;
		if (probable(i >= 0, 100)) /* @always */
			sum ^= (unsigned long)i;
		if (probable(probable(a, 50) || b, 60)) /* @nested */
			sum += 7;
	}
	return sum;
}

static unsigned long unaligned(void)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < (int)sizeof buf; i++)
		buf[i] = (unsigned char)(i * 37 + 11);
	for (i = 0; i < N; i++) {
		const uint32_t *p32 = (const uint32_t *)(const void *)(buf + i % 8);
		uint16_t *p16 = (uint16_t *)(void *)(buf + 16 + i % 4);
		sum += get_unaligned_p(p32, 75); /* @get32 */
		put_unaligned_p((uint16_t)(i * 3), p16, 50); /* @put16 */
		sum += get_unaligned_be32_p(buf + 24 + i % 16, 75); /* @be32 */
		put_unaligned_le64_p((uint64_t)i * 0x0101010101ULL, buf + 40 + i % 8, 88); /* @le64 */
		sum += buf[17] + buf[45];
	}
	return sum;
}

static int unused(int x)
{
	return probable(x > 5, 50); /* @unused */
}

int main(int argc, char **argv)
{
	unsigned long a = branches(), b = unaligned();
	(void)argv;
	if (argc > 100)
		a += (unsigned long)unused(argc);
	printf("branches %lu unaligned %lu\n", a, b);
	return 0;
}
