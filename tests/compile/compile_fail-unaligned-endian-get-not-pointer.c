/* SPDX-License-Identifier: MIT */
/* get_unaligned_le32_p() of an int, not a pointer: an error (GCC only warned,
 * converting the int to a pointer).  Profile mode converts p itself: there
 * the error is the conversion to const void * (with -Werror). */
/* EXPECT: ptr_must_be_a_pointer|const void \*[^ ]* (from|with) */
/* EXPECT_CXX: ptr_must_be_a_pointer */
#include <probable.h>
int f(int x, unsigned char *buf);
int f(int x, unsigned char *buf)
{
#ifdef FAIL
	x += (int)get_unaligned_le32_p(x, 50);
#else
	x += (int)get_unaligned_le32_p(buf, 50);
#endif
	return x;
}
