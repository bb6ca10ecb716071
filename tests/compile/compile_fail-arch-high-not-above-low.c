/* SPDX-License-Identifier: MIT */
/* HIGH must be above LOW, or a pc could be both likely and unlikely. */
/* EXPECT: ARCH_PROBABILITY_HIGH must be greater than ARCH_PROBABILITY_LOW */
#define ARCH_PROBABILITY_LOW 50
#ifdef FAIL
#define ARCH_PROBABILITY_HIGH 50
#else
#define ARCH_PROBABILITY_HIGH 51
#endif
#include <probable.h>
int f(int x);
int f(int x) { return probable(x, 5); }
