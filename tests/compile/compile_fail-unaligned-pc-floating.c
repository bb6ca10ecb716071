/* SPDX-License-Identifier: MIT */
/* A floating pc is refused by the unaligned accessors too. */
/* EXPECT: pc_must_have_integer_type|must have integer type */
/* EXPECT_CXX: probable_pc_must_be_an_integer_constant_expression<.*double|converted constant expression|not a valid template argument */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	(void)get_unaligned_p(cip, 0.5);
#else
	(void)get_unaligned_p(cip, 50);
#endif
}
