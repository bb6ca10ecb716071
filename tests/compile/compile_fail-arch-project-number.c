/* SPDX-License-Identifier: MIT */
/*
 * A project whose own ARCH is a number: without PROBABLE_IGNORE_ARCH the
 * #error says how to keep probable out of it; with it, the compiler's
 * macros decide and the project's ARCH is left alone.
 */
/* EXPECT: unknown ARCH: .*define PROBABLE_IGNORE_ARCH */
#define ARCH 3
#ifndef FAIL
#define PROBABLE_IGNORE_ARCH
#endif
#include <probable.h>
typedef char project_arch_kept[ARCH == 3 ? 1 : -1];
int f(int x);
int f(int x) { return probable(x, 95) + (int)sizeof(project_arch_kept); }
