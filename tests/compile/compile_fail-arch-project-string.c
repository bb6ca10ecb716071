/* SPDX-License-Identifier: MIT */
/*
 * A project whose own ARCH is a string: PROBABLE_TARGET_ARCH names the arch
 * for probable and ARCH is never read; without it, the #error says how.
 */
/* EXPECT: unknown ARCH: .*PROBABLE_TARGET_ARCH=<name> */
#define ARCH "my-board-rev2"
#ifndef FAIL
#define PROBABLE_TARGET_ARCH sparc64
#endif
#include <probable.h>
typedef char arch_is_sparc[sizeof(PROBABLE_ARCH) == sizeof("sparc") && ARCH_PROBABILITY_HIGH == 94 ? 1 : -1];
typedef char project_arch_kept[sizeof(ARCH) == sizeof("my-board-rev2") ? 1 : -1];
int f(int x);
int f(int x) { return probable(x, 95) + (int)sizeof(arch_is_sparc) + (int)sizeof(project_arch_kept); }
