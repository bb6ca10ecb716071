/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/sites3.c - report version 3's site fields.  argv[1] = N
 * (the tests give 1000); the loop bound comes from argv, so nothing below
 * is known to the compiler except where said.  Each name below marks its
 * line with a comment "@name".
 *
 *   pair      probable(i % 4 == 0, 25) twice on one line: two sites, nth 0
 *              (N, N/4 true) and nth 1 (evaluated only when the first is
 *              false: 3N/4, 0 true: && short-circuits)
 *   triple    three calls of one text on one line, the middle one with
 *              another pc: nth 0, 1 (pc 30), 2 (pc 25)... nth counts the
 *              calls of the same macro and text, whatever the pc
 *   rz        RARELY_ZERO(i % 4) = PROBABLE_MACRO_SITE(RARELY_ZERO,
 *              (v) == 0, #v, 5): expr "i % 4", cond "(i % 4) == 0", N/4 true
 *   nl        NOT_LIKELY(i % 2) = PROBABLE_MACRO_SITE(NOT_LIKELY, !(x),
 *              #x, 90): expr "i % 2", cond "!(i % 2)", N/2 true
 *   const     probable(sizeof(void *) < 2, 1): a constant of every build:
 *              constant 1, verdict constant, never wrong (at -O0 the
 *              compiler does not fold it: constant 0 there)
 *   inl-pair  sites3.h, in both units: nth 0 and 1, 2N each (N per unit)
 *   b-pair    sites3_b.c: nth 0 and 1, N each
 *   tpl       C++ only: a function template instantiated for int and
 *              long with two identical calls on one line: nth 0 and 1 in
 *              each instance, N each (the instances are sites of their
 *              own, "instance" tells them apart: int N - 1 true, long
 *              N - 2)
 */
#include <probable.h>
#include <stdio.h>
#include <stdlib.h>
#include "sites3.h"

#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)
#define NOT_LIKELY(x) PROBABLE_MACRO_SITE(NOT_LIKELY, !(x), #x, 90)

int sites3_b(int n);

#ifdef __cplusplus
template <class T> static int sites3_tpl(T v)
{
	return probable(v > 0, 50) + probable(v > 0, 50); /* @tpl */
}
#endif

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000, i;
	long s = 0;

	for (i = 0; i < n; i++) {
		s += probable(i % 4 == 0, 25) || probable(i % 4 == 0, 25); /* @pair */
		s += probable(i % 3 == 0, 25) + probable(i % 3 == 0, 30) + probable(i % 3 == 0, 25); /* @triple */
		s += RARELY_ZERO(i % 4); /* @rz */
		s += NOT_LIKELY(i % 2); /* @nl */
		s += probable(sizeof(void *) < 2, 1); /* @const */
		s += sites3_both(i);
#ifdef __cplusplus
		s += sites3_tpl(i) + sites3_tpl(static_cast<long>(i) - 1);
#endif
	}
	s += sites3_b(n);
	printf("sum %ld\n", s);
	return 0;
}
