/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/hostmacros.c - profile mode's sites and runtime in a unit
 * whose host defined, before including probable.h, a macro for every name
 * of the class tests/profile/host_names.py finds (given by the test as
 * -include of a generated header): it must compile warning-free and count,
 * and the host's macros and the system headers' own macros must still be
 * there after the include.  argv[1] = N.
 */
#include <probable.h>
#include <stdlib.h>

#if !defined(type) || !defined(tv_sec) || !defined(st_size) || !defined(val)
#error "a host macro was lost"
#endif
#if !defined(O_RDWR) || !defined(st_mtime) || !defined(S_ISREG) || !defined(PTHREAD_MUTEX_INITIALIZER)
#error "a system header's own macro was lost"
#endif

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 0, i, s = 0;
	for (i = 0; i < n; i++)
		s += probable(i % 4 == 0, 25); /* @hm */
	return s == n / 4 ? 0 : 1;
}
