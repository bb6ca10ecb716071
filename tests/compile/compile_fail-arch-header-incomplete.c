/* SPDX-License-Identifier: MIT */
/* A user's arch header that leaves a value out is an #error saying which. */
/* EXPECT: must define ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW and ARCH_ALIGNMENT_COST_THRESHOLD */
#ifdef FAIL
#define PROBABLE_ARCH_HEADER "user-arch-incomplete.h"
#else
#define PROBABLE_ARCH_HEADER "user-arch-complete.h"
#endif
#include <probable.h>
int f(int x);
int f(int x) { return probable(x, 5); }
