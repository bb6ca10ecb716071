/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/levels.c - sites whose counts are known exactly, the same
 * at every optimisation level (at -O0 a site counts through a call, when
 * optimised inline), for tests/profile/test_levels.py; C and C++.  Prints
 * a checksum that must be the same with and without -DPROBABLE_PROFILE.
 * The "@name" comments mark the lines the test expects each site on.
 *
 * N = 12000 evaluations per site unless said (i from 0 to N - 1; x2, x3,
 * x5 are i % 2 == 0, i % 3 == 0, i % 5 == 0):
 *   mod4   probable(i % 4 == 0)                          3000 true
 *   lik    likely(i % 10 != 3) (a long)                 10800
 *   mac    LIKELY(i % 8 != 0), PROBABLE_MACRO_SITE      10500
 *   val    VALUE(i % 7), PROBABLE_MACRO_VALUE_SITE      10285 (i % 7 != 0)
 *   nest2  outer probable(x2, 50) || probable(x3, 30)     8000
 *          inner x2                                       6000 of 12000
 *          inner x3 (only where x2 is false)              2000 of 6000
 *   nest3  outer probable(...) || x3                      4800
 *          middle probable(x5, 20) && x2                  1200 of 12000
 *          innermost x5                                   2400 of 12000
 *   get    get_unaligned_p(p32), p32 at buf + i % 8       9000 misaligned
 *   put    put_unaligned_p(get_unaligned_p(...) + 1u, q16), q16 at
 *          buf + 32 + i % 4                               6000 (odd offsets)
 *   tpl    C++: in a template, instances M = 2 and M = 5: 6000 and 2400
 */
#include <probable.h>
#include <probable_likely.h>
#include <stdint.h>
#include <stdio.h>

#define N 12000
#define LIKELY(x) PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)
#define VALUE(x) PROBABLE_MACRO_VALUE_SITE(VALUE, x, #x, 50)

static unsigned char buf[64] __attribute__((aligned(16)));

static unsigned long branches(void)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < N; i++) {
		int x2 = i % 2 == 0, x3 = i % 3 == 0, x5 = i % 5 == 0;
		if (probable(i % 4 == 0, 25)) /* @mod4 */
			sum += 3;
		if (likely(i % 10 != 3)) /* @lik */
			sum += 1;
		if (LIKELY(i % 8 != 0)) /* @mac */
			sum += 2;
		sum += (unsigned long)VALUE(i % 7); /* @val */
		if (probable(probable(x2, 50) || probable(x3, 30), 60)) /* @nest2 */
			sum += 7;
		if (probable(probable(probable(x5, 20) && x2, 10) || x3, 40)) /* @nest3 */
			sum += 11;
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
		uint16_t *q16 = (uint16_t *)(void *)(buf + 32 + i % 4);
		sum += get_unaligned_p(p32, 75); /* @get */
		put_unaligned_p((uint16_t)(get_unaligned_p(p32, 75) + 1u), q16, 50); /* @put */
		sum += buf[33];
	}
	return sum;
}

#ifdef __cplusplus
template <int M> static unsigned long tpl(void)
{
	unsigned long sum = 0;
	for (int i = 0; i < N; i++)
		if (probable(i % M == 0, 30)) /* @tpl */
			sum += static_cast<unsigned long>(M);
	return sum;
}
#endif

int main(void)
{
	unsigned long a = branches(), b = unaligned(), c = 0;
#ifdef __cplusplus
	c = tpl<2>() + tpl<5>();
#endif
	printf("levels %lu %lu %lu\n", a, b, c);
	return 0;
}
