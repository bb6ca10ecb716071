/* SPDX-License-Identifier: MIT */
/* A pointer to an incomplete type has nothing to read: refused. */
/* EXPECT: ptr_must_point_to_a_complete_object_type */
#include <probable.h>
struct opaque;
struct known { int x; };
int f(const struct opaque *o, const struct known *k);
int f(const struct opaque *o, const struct known *k)
{
	(void)o; (void)k;
#ifdef FAIL
	(void)get_unaligned_p(o, 100);
	return 0;
#else
	return get_unaligned_p(k, 100).x;
#endif
}
