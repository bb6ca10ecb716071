/* SPDX-License-Identifier: MIT */
/*
 * alpha: DEC/Compaq Alpha (21064 to 21364), Linux user space and kernel.
 *
 * Branches: the ISA has no hint bits (only a backward-taken convention for
 * a first encounter) and the cores predict dynamically.  So
 * __builtin_expect only changes layout: hint at 90%, GCC's own reading of
 * the builtin (param builtin-expect-probability); Clang lowers it to
 * branch weights 2000:1.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * alpha.  A misaligned LDL/LDQ traps; arch/alpha/kernel/traps.c emulates
 * it for user space, slowly (on the order of 1000 loads per trap), while
 * GCC 12 spends an LDQ_U/extract sequence 4-6 times longer than one load
 * on the safe path.  A direct access pays in Linux user space only at 0%
 * misalignment; in the kernel (atomic or early-boot context) and on bare
 * metal we do not rely on a fix-up.
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
 * aligned path vs the safe access (tools/unaligned-codegen.sh): get32 4 vs
 * 7, get64 4 vs 6, put32 4 vs 11, put64 4 vs 11.
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif
