/* SPDX-License-Identifier: MIT */
/* An ARCH that names no known architecture is an #error saying so. */
/* EXPECT: unknown ARCH */
#ifdef FAIL
#define ARCH vax11
#else
#define ARCH x86_64
#endif
#include <probable.h>
int f(int x);
int f(int x) { return probable(x, 95); }
