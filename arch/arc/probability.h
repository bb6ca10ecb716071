/* SPDX-License-Identifier: MIT */
/*
 * arc: Synopsys DesignWare ARC (ARCompact ARC700, ARCv2 HS and EM,
 * ARCv3), Linux and bare-metal firmware.
 *
 * Branches: conditional branches carry no direction hint and the Linux-
 * class cores predict dynamically, so __builtin_expect only changes
 * layout.  Hint at 90%, GCC's own reading of the builtin (param
 * builtin-expect-probability); Clang lowers it to branch weights 2000:1.
 *
 * Alignment: Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS only for ARC
 * HS cores that do misaligned access in hardware; there the safe memcpy
 * path is already one load.  On ARC700 and small EM cores a misaligned
 * access faults; Linux can emulate it (arch/arc/kernel/unaligned.c) only
 * when built with the optional ARC_EMUL_UNALIGNED, and bare metal has no
 * handler, so there is no dependable fix-up to gamble on.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Layout-only hint: "likely" from 90%, matching GCC's 90% reading. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* HS: memcpy is one load; others: fix-up is optional. Never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
