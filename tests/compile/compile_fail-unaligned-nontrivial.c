/* SPDX-License-Identifier: MIT */
/* C++: a T that is not trivially copyable (here a class with its own copy
 * constructor) cannot be copied byte-wise from a misaligned address:
 * refused.  C has no such types, so C fails by #error. */
/* EXPECT: type_must_be_trivially_copyable */
#include <probable.h>
#ifdef __cplusplus
struct counted {
	int n;
	counted() : n(0) {}
	counted(const counted &o) : n(o.n + 1) {}
};
struct plain { int n; };
int f(const counted *c, const plain *p);
int f(const counted *c, const plain *p)
{
	(void)c; (void)p;
#ifdef FAIL
	return get_unaligned_p(c, 100).n;
#else
	return get_unaligned_p(p, 100).n;
#endif
}
#else
#ifdef FAIL
#error "type_must_be_trivially_copyable: C has no type that is not, nothing to test"
#endif
int f(const int *p);
int f(const int *p) { return get_unaligned_p(p, 100); }
#endif
