/* SPDX-License-Identifier: MIT */
/* tests/profile/sites3_b.c - the second unit of sites3.c: sites3.h's
 * function again (its sites merge with sites3.c's), and one site of its
 * own written, like sites3.c's @pair line, twice on one line */
#include <probable.h>
#include "sites3.h"

int sites3_b(int n);
int sites3_b(int n)
{
	static volatile int vone = 1;
	int i, s = 0, one = vone;
	for (i = 0; i < n; i++) {
		s += sites3_both(i * one);
		s += probable(i % 5 == 0, 20) + probable(i % 5 == 0, 20); /* @b-pair */
	}
	return s;
}
