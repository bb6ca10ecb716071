/* SPDX-License-Identifier: MIT */
/*
 * A pc of a type wider than long is refused, not truncated: with -m32,
 * 4294967346LL (2^32 + 50) converted to long is 50.  tests/compile/pc-width.sh
 * also builds this with -m32, where long is 32 bits.
 */
/* EXPECT: pc_must_be_between_0_and_100 */
#include <probable.h>
long f(int x);
long f(int x)
{
#ifdef FAIL
	return probable(x > 3, 4294967346LL) + probable(x > 4, 0x100000000ULL + 90u);
#else
	return probable(x > 3, 50LL) + probable(x > 4, 90ULL);
#endif
}
