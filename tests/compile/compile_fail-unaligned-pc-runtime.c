/* SPDX-License-Identifier: MIT */
/* get_unaligned_p() refuses a pc known only at run time, as probable() does. */
/* EXPECT: pc_must_be_an_integer_constant_expression */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	(void)get_unaligned_p(cip, n);
#else
	(void)get_unaligned_p(cip, 50);
#endif
}
