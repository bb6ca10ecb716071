/* SPDX-License-Identifier: MIT */
/* An endian put through a pointer to const bytes is refused. */
/* EXPECT: put_needs_a_pointer_to_non_const */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	put_unaligned_be32_p(1u, cbuf, 100);
#else
	put_unaligned_be32_p(1u, buf, 100);
#endif
}
