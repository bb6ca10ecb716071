/* SPDX-License-Identifier: MIT */
/* PROBABLE_TARGET_ARCH that names no known architecture is an #error saying so. */
/* EXPECT: unknown PROBABLE_TARGET_ARCH */
#ifdef FAIL
#define PROBABLE_TARGET_ARCH vax11
#else
#define PROBABLE_TARGET_ARCH hppa
#endif
#include <probable.h>
typedef char arch_is_parisc[sizeof(PROBABLE_ARCH) == sizeof("parisc") && ARCH_PROBABILITY_HIGH == 94 ? 1 : -1];
int f(int x);
int f(int x) { return probable(x, 95) + (int)sizeof(arch_is_parisc); }
