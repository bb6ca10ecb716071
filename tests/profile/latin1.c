/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/latin1.c - a condition whose string literal holds a byte that
 * is not UTF-8: the 0xE9 of Latin-1 (e acute) in "café" below is ONE raw byte
 * (keep it so when editing).  The report must still be valid UTF-8 JSON, the
 * byte read as Latin-1: expr is  strcmp(s, "caf\u00e9") == 0.  1000
 * evaluations, every 4th string is that one (250 true).
 */
#include <probable.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
	static const char *const words[4] = { "tea", "milk", "water", "café" };
	unsigned long sum = 0;
	int i;
	for (i = 0; i < 1000; i++) {
		const char *s = words[i % 4];
		if (probable(strcmp(s, "café") == 0, 25)) /* @latin1 */
			sum += 1;
	}
	printf("sum %lu\n", sum);
	return 0;
}
