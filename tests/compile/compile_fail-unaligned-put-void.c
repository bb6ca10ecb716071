/* SPDX-License-Identifier: MIT */
/* put_unaligned_p() through a void * has no type to store: refused. */
/* EXPECT: ptr_must_point_to_a_complete_object_type */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	put_unaligned_p(n, buf, 100);
#else
	put_unaligned_p(n, ip, 100);
#endif
}
