/* SPDX-License-Identifier: MIT */
/* get_unaligned_p() of an int, not a pointer: one error that says a pointer is needed (not thirty about unary '*'). */
/* (C++ profile mode still says probable_object_ or const void *: include/probable_profile.h names ptr itself.) */
/* EXPECT: ptr_must_be_a_pointer */
/* EXPECT_CXX: ptr_must_be_a_pointer */
#include <probable.h>
int f(int x, unsigned char *buf);
int f(int x, unsigned char *buf)
{
#ifdef FAIL
	x += get_unaligned_p(x, 50);
#else
	x += get_unaligned_p((int *)(void *)buf, 50);
#endif
	return x;
}
