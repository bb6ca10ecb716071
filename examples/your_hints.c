/* SPDX-License-Identifier: MIT */
/*
 * examples/your_hints.c - a program of one's own with probable() hints, one
 * right and one wrong: the README's "Check your hints" block builds it in
 * profile mode and shows the report (tools/readme-check-block.sh).
 */
#include <probable.h>
#include <stdio.h>

static unsigned classify(unsigned x)
{
	if (probable(x % 8 == 0, 90)) /* a guess: true one time in eight */
		return 1;
	if (probable(x >= 1980, 1)) /* right: one time in a hundred */
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
