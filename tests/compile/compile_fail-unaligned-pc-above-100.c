/* SPDX-License-Identifier: MIT */
/* put_unaligned_p() refuses a pc above 100. */
/* EXPECT: pc_must_be_between_0_and_100 */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	put_unaligned_p(n, ip, 101);
#else
	put_unaligned_p(n, ip, 100);
#endif
}
