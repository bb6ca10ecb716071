/* SPDX-License-Identifier: MIT */
/*
 * likelihood.c - PROBABLE_LIKELIHOOD(pc) where [[likely]] goes, after an if
 * condition and after a case label.  Built by tests/codegen/likelihood.sh
 * with -DUSE_PROBABLE -DPC=<pc>, and with -DATTR=<the attribute by hand>;
 * the two objects' code must be the same.
 */
#include <probable.h>

#ifdef USE_PROBABLE
#define HINT PROBABLE_LIKELIHOOD(PC)
#else
#define HINT ATTR
#endif

extern "C" {
void cold_a(int);
void cold_b(int);
int work(int, int);
int branch(int x, int y);
int sw(int x, int y);
}

int branch(int x, int y)
{
	if (x > y) HINT {
		cold_a(x);
		x = work(x, y) * 3 + work(y, x);
	} else {
		cold_b(y);
		y = work(y, 7) ^ work(x, 9);
	}
	return x + y;
}

int sw(int x, int y)
{
	switch (x & 7) {
	case 3:
		HINT
		cold_a(y);
		y = work(y, x) * 5 + work(x, 2);
		break;
	case 5:
		y = work(y, 11);
		break;
	default:
		cold_b(x);
		y ^= work(x, y);
		break;
	}
	return y;
}
