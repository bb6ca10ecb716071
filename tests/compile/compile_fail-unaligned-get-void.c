/* SPDX-License-Identifier: MIT */
/* get_unaligned_p() of a void * has no type to read: refused. */
/* EXPECT: ptr_must_point_to_a_complete_object_type */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	(void)get_unaligned_p(cbuf, 100);
#else
	(void)get_unaligned_p(cip, 100);
#endif
}
