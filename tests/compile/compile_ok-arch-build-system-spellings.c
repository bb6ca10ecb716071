/* SPDX-License-Identifier: MIT */
/*
 * A build system's spelling (here Debian's ppc64el; arch-selection.sh
 * tries the others) selects its arch, checked by name and by the values
 * that tell the arches apart: powerpc hints only from 95%.
 */
#define ARCH ppc64el
#include <probable.h>
typedef char arch_is_powerpc[sizeof(PROBABLE_ARCH) == sizeof("powerpc") && ARCH_PROBABILITY_HIGH == 94 && ARCH_PROBABILITY_LOW == 6 ? 1 : -1];
typedef char source_is_powerpc[sizeof(PROBABLE_ARCH_SOURCE) == sizeof("arch/powerpc/probability.h") ? 1 : -1];
int f(int x);
int f(int x) { return probable(x, 5) + (int)sizeof(arch_is_powerpc) + (int)sizeof(source_is_powerpc); }
