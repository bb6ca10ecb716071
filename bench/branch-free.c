/* SPDX-License-Identifier: MIT */
/*
 * bench/branch-free.c - kernels whose plain -O2 build has no branch for
 * their condition (an add with carry, a conditional move, a set-on-
 * condition), for bench/profile-overhead.sh, which disassembles each
 * function plain and with -DPROBABLE_PROFILE and counts the conditional
 * jumps in both: counting a site must not turn such code into a branch.
 * Every condition is at pc 50 (no hint either way), so the compiler is as
 * free to if-convert as without probable().
 */
#include <probable.h>

/* c + (a < b): cmp, adc */
unsigned bf_carry(unsigned c, unsigned a, unsigned b);
unsigned bf_carry(unsigned c, unsigned a, unsigned b)
{
	if (probable(a < b, 50))
		c++;
	return c;
}

/* the larger: cmp, cmov */
int bf_select(int a, int b);
int bf_select(int a, int b)
{
	return probable(a > b, 50) ? a : b;
}

/* a flag as a value: cmp, setcc */
int bf_flag(int a, int b);
int bf_flag(int a, int b)
{
	return probable(a == b, 50);
}

/* a loop whose body is branch-free plain: only the loop's own jumps */
unsigned bf_count(const unsigned *v, unsigned n, unsigned t);
unsigned bf_count(const unsigned *v, unsigned n, unsigned t)
{
	unsigned c = 0, i;

	for (i = 0; i < n; i++)
		if (probable(v[i] < t, 50))
			c++;
	return c;
}

/* the same with a conditional move */
int bf_max(const int *v, unsigned n);
int bf_max(const int *v, unsigned n)
{
	int m = v[0];
	unsigned i;

	for (i = 1; i < n; i++)
		m = probable(v[i] > m, 50) ? v[i] : m;
	return m;
}
