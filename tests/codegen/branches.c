/* SPDX-License-Identifier: MIT */
/*
 * tests/codegen/branches.c - input for tools/codegen-report.sh: one function
 * whose condition is written the way -DV_<variant> says, one variant per
 * object (in one file GCC's interprocedural passes can make identical
 * functions differ):
 *     probable5   probable(c, 5)       builtin0  __builtin_expect(!!(c), 0)
 *     probable50  probable(c, 50)      plain     !!(c)
 *     probable95  probable(c, 95)      builtin1  __builtin_expect(!!(c), 1)
 * LOW is at least 6 and HIGH at most 94 in every shipped arch header, so
 * each probable() stands for the form beside it everywhere.  The reference
 * is the kernel's long-valued builtin, which GCC and Clang both read.
 */
#include <probable.h>

#if defined(V_probable5)
#define COND(c) probable(c, 5)
#elif defined(V_builtin0)
#define COND(c) __builtin_expect(!!(c), 0)
#elif defined(V_probable50)
#define COND(c) probable(c, 50)
#elif defined(V_plain)
#define COND(c) !!(c)
#elif defined(V_probable95)
#define COND(c) probable(c, 95)
#elif defined(V_builtin1)
#define COND(c) __builtin_expect(!!(c), 1)
#else
#error "define one V_<variant>"
#endif

/* the call keeps either side from being if-converted away (ARM) */
int other(int x, const int *p);
int branch(int x, const int *p);
int branch(int x, const int *p)
{
	if (COND(x > 7))
		return other(x, p) * 3 + p[1];
	return (p[2] - x) ^ x;
}
