/* SPDX-License-Identifier: MIT */
/* put_unaligned_p() through a pointer to const is refused, on both paths. */
/* EXPECT: put_needs_a_pointer_to_non_const */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	put_unaligned_p(n, cip, 100); put_unaligned_p(n, cip, 0);
#else
	put_unaligned_p(n, ip, 100); put_unaligned_p(n, ip, 0);
#endif
}
