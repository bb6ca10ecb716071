/* SPDX-License-Identifier: MIT */
/*
 * s390: IBM Z (z/Architecture, 64-bit s390x; 31-bit ESA/390), Linux user
 * space and the kernel.
 *
 * Branches: IBM Z cores predict dynamically, and the branch preload
 * instructions of newer models are not something __builtin_expect
 * emits, so the hint only changes layout.  Hint at 90%, GCC's own reading
 * of the builtin (param builtin-expect-probability); Clang lowers it to
 * branch weights 2000:1.
 *
 * Alignment: ordinary storage operands may sit at any address (only some
 * instructions, such as the interlocked-update ones, demand alignment),
 * and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.
 * GCC 12 -O2 emits one load (LGF) for a 4-byte memcpy on s390x, as for a
 * dereference.
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
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
