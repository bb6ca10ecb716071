/* SPDX-License-Identifier: MIT */
/* put_unaligned_p() to an int, not a pointer: one error that says a pointer is needed. */
/* EXPECT: ptr_must_be_a_pointer */
/* EXPECT_CXX: ptr_must_be_a_pointer */
#include <probable.h>
int f(int x, unsigned char *buf);
int f(int x, unsigned char *buf)
{
#ifdef FAIL
	put_unaligned_p(1, x, 50);
#else
	put_unaligned_p(1, (int *)(void *)buf, 50);
#endif
	return x;
}
