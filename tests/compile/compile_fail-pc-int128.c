/* SPDX-License-Identifier: MIT */
/*
 * A pc wider than long is refused, not truncated: ((unsigned __int128)1 <<
 * 64) + 50 converted to long is 50.  Where there is no __int128 (tcc, 32-bit
 * targets), 4294967346LL (2^32 + 50) stands in, which is 50 in a 32-bit long.
 */
/* EXPECT: pc_must_be_between_0_and_100 */
#include <probable.h>
long f(int x);
long f(int x)
{
#ifdef FAIL
#ifdef __SIZEOF_INT128__
	return probable(x > 3, (__extension__ (unsigned __int128)1 << 64) + 50);
#else
	return probable(x > 3, 4294967346LL);
#endif
#else
	return probable(x > 3, 50);
#endif
}
