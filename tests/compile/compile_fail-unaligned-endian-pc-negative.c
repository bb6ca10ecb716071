/* SPDX-License-Identifier: MIT */
/* The endian accessors check pc as probable() does. */
/* EXPECT: pc_must_be_between_0_and_100 */
#include <probable.h>
void f(void *buf, const void *cbuf, int n);
void f(void *buf, const void *cbuf, int n)
{
	int *ip = (int *)buf;
	const int *cip = (const int *)cbuf;
	(void)ip; (void)cip; (void)n;
#ifdef FAIL
	(void)get_unaligned_le16_p(cbuf, -1);
#else
	(void)get_unaligned_le16_p(cbuf, 1);
#endif
}
