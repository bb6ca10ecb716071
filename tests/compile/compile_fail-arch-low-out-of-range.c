/* SPDX-License-Identifier: MIT */
/* An override outside 0..100 is an #error naming the value. */
/* EXPECT: ARCH_PROBABILITY_LOW must be a percent from 0 to 100 */
#ifdef FAIL
#define ARCH_PROBABILITY_LOW -1
#else
#define ARCH_PROBABILITY_LOW 0
#endif
#include <probable.h>
int f(int x);
int f(int x) { return probable(x, 5); }
