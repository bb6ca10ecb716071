/* SPDX-License-Identifier: MIT */
/*
 * PROBABLE_TARGET_ARCH wins over ARCH, spellings included, and a spelling
 * the compiler predefines (i386 is 1 on GCC's i386 targets) still works.
 */
#define i386 1
#define ARCH mips
#define PROBABLE_TARGET_ARCH i386
#include <probable.h>
typedef char arch_is_x86[sizeof(PROBABLE_ARCH) == sizeof("x86") && ARCH_PROBABILITY_HIGH == 89 ? 1 : -1];
typedef char source_is_x86[sizeof(PROBABLE_ARCH_SOURCE) == sizeof("arch/x86/probability.h") ? 1 : -1];
typedef char i386_restored[i386 == 1 ? 1 : -1];
int f(int x);
int f(int x) { return probable(x, 5) + (int)sizeof(arch_is_x86) + (int)sizeof(source_is_x86) + (int)sizeof(i386_restored); }
