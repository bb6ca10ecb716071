/* SPDX-License-Identifier: MIT */
/*
 * identity.c - functions whose object code must not change when the
 * hand-written builtin is replaced by probable().  Compiled twice by
 * tests/codegen/identity.sh: with -DUSE_PROBABLE and with -DREF=<form>;
 * the .text sections must be byte-identical.  -DPC=<pc> is the estimate.
 *
 * The bodies are large enough on both sides of each branch that a hint
 * moves code: the script also checks that "likely" and "unlikely" builds
 * differ from each other, so the comparison can fail.
 */
#include <probable.h>

#if defined(USE_PROBABLE)
#define P(c) probable(c, PC)
#elif defined(REF_EXPECT)
/* the builtin, as each compiler keeps it: see tests/codegen/identity.sh */
#define P(c) REF_EXPECT(c)
#else
#define P(c) (!!(c))
#endif

#ifdef __cplusplus
extern "C" {
#endif
void cold_a(int);
void cold_b(int);
int work(int, int);
int plain_branch(int x, int y);
int loop_branch(const int *p, int n);
int while_loop(int x);
int tern(int x, int y);
int and_or(int x, int y, int z);
int ret(int x);
#ifdef __cplusplus
}
#endif

int plain_branch(int x, int y)
{
	if (P(x > y)) {
		cold_a(x);
		x = work(x, y) * 3 + work(y, x);
	} else {
		cold_b(y);
		y = work(y, 7) ^ work(x, 9);
	}
	return x + y;
}

int loop_branch(const int *p, int n)
{
	int i, s = 0;
	for (i = 0; i < n; i++) {
		if (P(p[i] < 0)) {
			s -= work(p[i], i);
			cold_a(s);
		} else {
			s += p[i] * 5 + (p[i] >> 2);
		}
	}
	return s;
}

int while_loop(int x)
{
	int n = 0;
	while (P(x > 3)) {
		x = work(x, n);
		n++;
	}
	return n;
}

int tern(int x, int y)
{
	return P(x == y) ? work(x, 1) + 1 : work(y, 2) - 2;
}

int and_or(int x, int y, int z)
{
	if (P(x != 0) && (y > z || P(z == 4)))
		return work(x, y);
	cold_b(z);
	return work(z, z) + 1;
}

int ret(int x)
{
	return P(x < 17);
}
