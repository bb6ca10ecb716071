/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/hostmacros.c - profile mode's sites and runtime in a unit
 * whose host defined, before including probable.h, a macro for every name
 * of the class tests/profile/host_names.py finds (given by the test as
 * -include of a generated header): it must compile warning-free and count,
 * and the host's macros must still be there after the include.  No system
 * header of its own (a host that renames size_t cannot include one).
 * argv[1] = N.
 */
#include <probable.h>

#if !defined(type) || !defined(tv_sec) || !defined(st_size) || !defined(val)
#error "a host macro was lost"
#endif

int main(int argc, char **argv)
{
	int n = 0, i, s = 0;
	const char *p;
	for (p = argc > 1 ? argv[1] : ""; *p >= '0' && *p <= '9'; p++)
		n = 10 * n + (*p - '0');
	for (i = 0; i < n; i++)
		s += probable(i % 4 == 0, 25); /* @hm */
	return s == n / 4 ? 0 : 1;
}
