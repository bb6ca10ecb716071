/* SPDX-License-Identifier: MIT */
/*
 * sh: Renesas/Hitachi SuperH (SH-2, SH-3, SH-4, J-core), Linux with or
 * without an MMU, and bare metal.
 *
 * Branches: conditional branches carry no direction hint, so
 * __builtin_expect only changes block order and which path is cold.  Hint
 * at 90%, GCC's own reading of the builtin (param
 * builtin-expect-probability); Clang lowers it to branch weights 2000:1.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for sh.
 * A misaligned MOV.L raises an address error, which
 * arch/sh/kernel/traps_32.c emulates for user space (and can be told, via
 * /proc/cpu/alignment, to warn or signal instead).  The emulation costs on
 * the order of 1000 loads, while GCC 12 builds the safe path from byte
 * loads on sh4 (4-6 times longer), so a direct access pays in Linux user
 * space only at 0% misalignment.  The kernel (atomic or early-boot code)
 * and bare metal get no fix-up we would rely on.
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
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * Below 50% misaligned the aligned case is the common one: test the
 * address and make one aligned access.  GCC 12 -O2, instructions on the
 * aligned path vs the safe access (tools/unaligned-codegen.sh): get32 5 vs
 * 15, get64 8 vs 31, put32 5 vs 12, put64 6 vs 24 (sh4).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif
