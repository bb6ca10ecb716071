/* SPDX-License-Identifier: MIT */
/* PROBABLE_NO_SHORT_NAMES hides probable(); the prefixed name stays. */
/* EXPECT: implicit declaration of function .probable.|undeclared|not declared */
#define PROBABLE_NO_SHORT_NAMES
#include <probable.h>
int f(int x);
int f(int x)
{
#ifdef FAIL
	return probable(x, 5);
#else
	return PROBABLE_PROBABLE(x, 5);
#endif
}
