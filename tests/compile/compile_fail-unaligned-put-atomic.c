/* SPDX-License-Identifier: MIT */
/* put_unaligned_p() through a pointer to an _Atomic object: refused. */
/* EXPECT: ptr_must_not_point_to_an_atomic_object */
/* EXPECT_CXX: type_must_be_trivially_copyable */
#include <probable.h>
#if defined(FAIL) && defined(__cplusplus)
#include <atomic>
#endif
void f(int *ip, int n);
void f(int *ip, int n)
{
#ifdef FAIL
#ifdef __cplusplus
	std::atomic<int> *ap = 0;
#else
	_Atomic int *ap = 0;
#endif
	(void)ip;
	put_unaligned_p(n, ap, 100);
#else
	put_unaligned_p(n, ip, 100);
#endif
}
