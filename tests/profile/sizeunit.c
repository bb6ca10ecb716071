/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/sizeunit.c - a profiled unit with no global symbol of its
 * own, so that test_size.py can link the one object 1, 4 and 40 times: a
 * constructor evaluates its one site (@size-site) once, true.
 */
#include <probable.h>

static volatile int sizeunit_seen;

static void __attribute__((__constructor__, __used__)) sizeunit_run(void)
{
	if (probable(sizeunit_seen == 0, 70)) /* @size-site */
		sizeunit_seen = 0;
}
