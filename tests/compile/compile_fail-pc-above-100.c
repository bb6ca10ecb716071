/* SPDX-License-Identifier: MIT */
/* A percentage above 100 is refused. */
/* EXPECT: pc_must_be_between_0_and_100 */
#include <probable.h>
int f(int x);
int f(int x)
{
#ifdef FAIL
	return probable(x > 3, 101);
#else
	return probable(x > 3, 100);
#endif
}
