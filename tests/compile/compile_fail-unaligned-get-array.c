/* SPDX-License-Identifier: MIT */
/* get_unaligned_p() of a pointer to an array would give a pointer into the
 * buffer (the array decays), not a value: refused. */
/* EXPECT: ptr_must_not_point_to_an_array */
#include <probable.h>
int f(int (*rows)[4], const int *cell);
int f(int (*rows)[4], const int *cell)
{
	(void)rows; (void)cell;
#ifdef FAIL
	return *get_unaligned_p(rows, 100);
#else
	return get_unaligned_p(cell, 100);
#endif
}
