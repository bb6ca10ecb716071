/* SPDX-License-Identifier: MIT */
/*
 * loongarch: LoongArch32 and LoongArch64 (LA264, LA464, LA664 ...), Linux
 * user space, the kernel and firmware.
 *
 * Branches: the ISA has no hint bits and the cores predict dynamically,
 * so __builtin_expect only changes layout.
 *
 * Alignment: the LA464/LA664 cores do misaligned loads and stores in
 * hardware, Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unless
 * ARCH_STRICT_ALIGN, and the safe memcpy path is then a single load.  A
 * build with -mstrict-align only says the target may lack that hardware;
 * whether a trap would then be emulated (arch/loongarch/kernel/unaligned.c)
 * depends on the kernel's configuration, which a header cannot see, and
 * firmware has no handler.  The value is therefore 0 either way.
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Hardware: memcpy is one load; strict-align: no fix-up to count on. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
