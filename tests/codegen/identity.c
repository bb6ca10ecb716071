/* SPDX-License-Identifier: MIT */
/*
 * identity.c - functions whose object code must not change when the
 * hand-written builtin is replaced by probable().  Built by
 * tests/codegen/identity.sh into one unit per side, this file included
 * once per pc with a name suffix of its own (ID_NAME):
 *     -DUSE_PROBABLE    probable(c, PC)
 *     USE_MACRO_SITE, USE_MACRO_VALUE_SITE  PROBABLE_MACRO_SITE and
 *                       PROBABLE_MACRO_VALUE_SITE as a project's P(c)
 *     REF_EXPECT(c)     the form that pc stands for (a macro the unit
 *                       defines before each inclusion)
 *     neither           !!(c)
 * The two units' code must be the same (objdump -dr: instruction bytes,
 * relocations and the function symbols).  Built on its own (no ID_NAME),
 * with -DPC=<pc>, it is the same functions once.
 *
 * The bodies are large enough on both sides of each branch that a hint
 * moves code: the script also checks that "likely" and "unlikely" builds
 * differ from each other, so the comparison can fail.
 */
#include <probable.h>

#ifndef ID_NAME
#define ID_NAME(f) f
#endif
#undef P
#if defined(USE_PROBABLE)
#define P(c) probable(c, PC)
#elif defined(USE_MACRO_SITE)
/* a project's own hint macro pointed at probable (identity.sh's "macro") */
#define P(c) PROBABLE_MACRO_SITE(P, c, #c, PC)
#elif defined(USE_MACRO_VALUE_SITE)
#define P(c) PROBABLE_MACRO_VALUE_SITE(P, c, #c, PC)
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
int ID_NAME(plain_branch)(int x, int y);
int ID_NAME(loop_branch)(const int *p, int n);
int ID_NAME(while_loop)(int x);
int ID_NAME(tern)(int x, int y);
int ID_NAME(and_or)(int x, int y, int z);
int ID_NAME(ret)(int x);
#ifdef __cplusplus
}
#endif

int ID_NAME(plain_branch)(int x, int y)
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

int ID_NAME(loop_branch)(const int *p, int n)
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

int ID_NAME(while_loop)(int x)
{
	int n = 0;
	while (P(x > 3)) {
		x = work(x, n);
		n++;
	}
	return n;
}

int ID_NAME(tern)(int x, int y)
{
	return P(x == y) ? work(x, 1) + 1 : work(y, 2) - 2;
}

int ID_NAME(and_or)(int x, int y, int z)
{
	if (P(x != 0) && (y > z || P(z == 4)))
		return work(x, y);
	cold_b(z);
	return work(z, z) + 1;
}

int ID_NAME(ret)(int x)
{
	return P(x < 17);
}
