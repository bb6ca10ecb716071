/* SPDX-License-Identifier: MIT */
/* The checks hold in an unevaluated operand too: sizeof(get_unaligned_p())
 * of a void * is refused (g++ used to accept it: the check lived in a
 * function body that sizeof never instantiates). */
/* EXPECT: ptr_must_point_to_a_complete_object_type */
#include <probable.h>
unsigned long f(const void *cbuf, const int *cip);
unsigned long f(const void *cbuf, const int *cip)
{
	(void)cbuf; (void)cip;
#ifdef FAIL
	return sizeof(get_unaligned_p(cbuf, 50));
#else
	return sizeof(get_unaligned_p(cip, 50));
#endif
}
