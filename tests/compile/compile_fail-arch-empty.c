/* SPDX-License-Identifier: MIT */
/* -DARCH= with no name is an #error saying so. */
/* EXPECT: ARCH is defined but empty */
#ifdef FAIL
#define ARCH
#else
#define ARCH generic
#endif
#include <probable.h>
int f(int x);
int f(int x) { return probable(x, 95); }
