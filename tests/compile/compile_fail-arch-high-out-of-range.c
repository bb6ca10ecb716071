/* SPDX-License-Identifier: MIT */
/* An override outside 0..100 is an #error naming the value. */
/* EXPECT: ARCH_PROBABILITY_HIGH must be a percent from 0 to 100 */
#ifdef FAIL
#define ARCH_PROBABILITY_HIGH 101
#else
#define ARCH_PROBABILITY_HIGH 100
#endif
#include <probable.h>
int f(int x);
int f(int x) { return probable(x, 95); }
