/* SPDX-License-Identifier: MIT */
/* A function pointer points to no object to read (the message used to be
 * "field 'v' declared as a function"): refused, naming the mistake. */
/* EXPECT: ptr_must_point_to_an_object_not_a_function */
#include <probable.h>
typedef int handler(int);
typedef handler *handler_ptr;
int f(handler_ptr h, const handler_ptr *table);
int f(handler_ptr h, const handler_ptr *table)
{
	(void)h; (void)table;
#ifdef FAIL
	return (void)get_unaligned_p(h, 100), 0;
#else
	return get_unaligned_p(table, 100)(1);
#endif
}
