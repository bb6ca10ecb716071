/* SPDX-License-Identifier: MIT */
/* put_unaligned_p() through a pointer to an array has no value to store
 * (an array is not assignable): refused, naming the array. */
/* EXPECT: ptr_must_not_point_to_an_array */
#include <probable.h>
void f(int (*rows)[4], int *cell, int *src);
void f(int (*rows)[4], int *cell, int *src)
{
	(void)rows; (void)cell; (void)src;
#ifdef FAIL
	put_unaligned_p(src, rows, 100);
#else
	put_unaligned_p(*src, cell, 100);
#endif
}
