/* SPDX-License-Identifier: MIT */
/* A pc known only at run time is refused, at every optimisation level. */
/* EXPECT: pc_must_be_an_integer_constant_expression */
#include <probable.h>
int f(int x, int pc);
int f(int x, int pc)
{
#ifdef FAIL
	return probable(x > 3, pc);
#else
	(void)pc;
	return probable(x > 3, 50);
#endif
}
