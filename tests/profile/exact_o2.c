/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/exact_o2.c - the optimised counting forms, counted exactly
 * (tests/profile/test_exact_o2.py builds it at -O2 with gcc and clang).
 * Prints a checksum, the same with and without -DPROBABLE_PROFILE.
 * argv[1] = N (1000): the sites and what they count:
 *   arms    if/else on the site, a call in each arm       N, N/3 true (i % 3 == 0: 334 of 1000)
 *   loop    while (site) { byte store } (unrolled): the   count 41 x N/40, hits 40 x N/40
 *           loop of a length run, N/40 runs of 40 x 255 + 7
 *   carry   if (site) c++ (an adc in the plain build)     N, i % 7 < 3: 429 of 1000
 *   select  site ? a : b (a cmov)                         N, i % 5 > 2: 400 of 1000
 *   flag    the site's value as a number (a setcc)        N, i % 4 == 1: 250 of 1000
 *   count   a loop counting v[i] < 2, v[i] = i % 5        N, 400 of 1000
 *   ctrue   a condition the compiler knows, true, in a    N, N true, constant
 *           loop with a byte store (unrolled)
 *   cfalse  the same, false                               N, 0 true, constant
 *   lk      likely() of probable_likely.h, branched on    N, i % 8 != 0: 875 of 1000
 */
#include <probable_likely.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned char buf[1 << 16];
static volatile unsigned sink;

__attribute__((noinline)) static unsigned on_true(unsigned i) { sink = i; return i * 3u; }
__attribute__((noinline)) static unsigned on_false(unsigned i) { sink = i; return i + 7u; }

__attribute__((noinline)) static unsigned arms(unsigned n)
{
	unsigned i, s = 0;

	for (i = 0; i < n; i++) {
		if (probable(i % 3 == 0, 30)) /* @arms */
			s += on_true(i);
		else
			s -= on_false(i);
	}
	return s;
}

__attribute__((noinline)) static unsigned char *run_length(unsigned char *op, unsigned long len)
{
	while (probable(len >= 255, 10)) { /* @loop */
		*op++ = 255;
		len -= 255;
	}
	*op++ = (unsigned char)len;
	return op;
}

__attribute__((noinline)) static unsigned carry(unsigned c, unsigned a, unsigned b)
{
	if (probable(a < b, 50)) /* @carry */
		c++;
	return c;
}

__attribute__((noinline)) static int select_max(int a, int b)
{
	return probable(a > b, 50) ? a : b; /* @select */
}

__attribute__((noinline)) static int flag(int a, int b)
{
	return probable(a == b, 50); /* @flag */
}

__attribute__((noinline)) static unsigned count_below(const unsigned *v, unsigned n, unsigned t)
{
	unsigned c = 0, i;

	for (i = 0; i < n; i++)
		if (probable(v[i] < t, 50)) /* @count */
			c++;
	return c;
}

__attribute__((noinline)) static void constants(unsigned char *op, unsigned n)
{
	unsigned j;

	for (j = 0; j < n; j++) {
		if (probable(sizeof(int) == sizeof(unsigned), 90)) /* @ctrue */
			op[j] = (unsigned char)(op[j] + 1);
		if (probable(sizeof(int) == 1, 10)) /* @cfalse */
			op[j] = 0;
	}
}

__attribute__((noinline)) static unsigned lk(unsigned n)
{
	unsigned i, s = 0;

	for (i = 0; i < n; i++) {
		if (likely(i % 8 != 0)) /* @lk */
			s += on_true(i);
	}
	return s;
}

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 1000, i;
	unsigned long sum = 0;
	unsigned *v = malloc(n * sizeof *v);
	unsigned char *op = buf;

	if (!v || n > 4000)
		return 2;
	sum += arms(n);
	for (i = 0; i < n / 40; i++)
		op = run_length(op, 40ul * 255 + 7);
	sum += (unsigned long)(op - buf);
	for (i = 0; i < n; i++) {
		sum += carry(i, i % 7, 3);
		sum += (unsigned long)select_max((int)(i % 5), 2);
		sum += (unsigned long)flag((int)(i % 4), 1);
		v[i] = i % 5;
	}
	sum += count_below(v, n, 2);
	constants(buf, n);
	sum += buf[0] + buf[n - 1];
	sum += lk(n);
	printf("%lu\n", sum);
	free(v);
	return 0;
}
