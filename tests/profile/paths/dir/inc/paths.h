/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/paths/dir/inc/paths.h - one site in a header that two
 * translation units include through two spellings of its path:
 * paths_a.c as "dir//sub/../inc/paths.h", paths_b.c as "dir/inc/paths.h".
 * The report must hold ONE record for it, file "dir/inc/paths.h" (lexically
 * normalised; "../dir/inc/paths.h" when built from a subdirectory), its
 * count the sum over both: 1000 from paths_a.c (500 odd) and 3000 from
 * paths_b.c (1500 odd).
 */
#ifndef PATHS_H
#define PATHS_H
#include <probable.h>

static inline int paths_odd(int i)
{
	return probable(i % 2 != 0, 50); /* @paths-site */
}
#endif
