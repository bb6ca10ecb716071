/* SPDX-License-Identifier: MIT */
/*
 * -DARCH=mips must select arch/mips even where the compiler predefines
 * mips as 1 (GCC in GNU modes on MIPS), and the user's mips must be the
 * same after the include.  Simulated here on any host.
 */
#define mips 1
#define ARCH mips
#include <probable.h>
typedef char arch_is_mips[sizeof(PROBABLE_ARCH) == sizeof("mips") ? 1 : -1];
typedef char mips_restored[mips == 1 ? 1 : -1];
int f(int x);
int f(int x) { return probable(x, 5) + (int)sizeof(arch_is_mips) + (int)sizeof(mips_restored); }
