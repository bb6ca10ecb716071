/* SPDX-License-Identifier: MIT */
/*
 * A project whose own ARCH is an expression: the #error says how to keep
 * probable out of it; PROBABLE_IGNORE_ARCH does.
 */
/* EXPECT: unknown ARCH: .*define PROBABLE_IGNORE_ARCH */
#define ARCH (2 * 8 + 1)
#ifndef FAIL
#define PROBABLE_IGNORE_ARCH 1
#endif
#include <probable.h>
typedef char project_arch_kept[ARCH == 17 ? 1 : -1];
int f(int x);
int f(int x) { return probable(x, 95) + (int)sizeof(project_arch_kept); }
