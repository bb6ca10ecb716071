/* SPDX-License-Identifier: MIT */
/*
 * examples/your_likely.c - a program written with its own likely() and
 * unlikely(), as most C code bases are, one guess right and one wrong: the
 * README's "Check your hints" block measures them without editing the file,
 * in profile mode (-include probable_likely.h) and from a gcov coverage
 * build (tools/readme-check-block.sh).  It does not include probable.h.
 */
#include <stdio.h>

#ifndef likely
#define likely(x) __builtin_expect(!!(x), 1)
#endif
#ifndef unlikely
#define unlikely(x) __builtin_expect(!!(x), 0)
#endif

static unsigned classify(unsigned x)
{
	if (likely(x % 8 == 0)) /* a guess: true one time in eight */
		return 1;
	if (unlikely(x >= 1980)) /* right: one time in a hundred */
		return 2;
	return 0;
}

int main(int argc, char **argv)
{
	unsigned n[3] = { 0, 0, 0 };
	unsigned seed = (unsigned)argc, i;

	(void)argv;
	for (i = 0; i < 10000; i++) {
		seed = seed * 1103515245u + 12345u;
		n[classify(seed / 65536u % 2000u)]++;
	}
	printf("%u %u %u\n", n[0], n[1], n[2]);
	return 0;
}
