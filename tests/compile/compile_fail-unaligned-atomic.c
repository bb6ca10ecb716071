/* SPDX-License-Identifier: MIT */
/* An atomic object is not read or written by get/put_unaligned_p(): a
 * "plain" access to it is an atomic one (Clang then calls libatomic), and
 * a misaligned atomic is no atomic at all.  C: _Atomic; C++: std::atomic,
 * which is not trivially copyable. */
/* EXPECT: ptr_must_not_point_to_an_atomic_object */
/* EXPECT_CXX: type_must_be_trivially_copyable */
#include <probable.h>
#if defined(FAIL) && defined(__cplusplus)
#include <atomic>
#endif
int f(const int *cip);
int f(const int *cip)
{
#ifdef FAIL
#ifdef __cplusplus
	const std::atomic<int> *ap = 0;
#else
	const _Atomic int *ap = 0;
#endif
	(void)cip;
	return (int)get_unaligned_p(ap, 100);
#else
	return get_unaligned_p(cip, 100);
#endif
}
