/* SPDX-License-Identifier: MIT */
/*
 * arm64: AArch64 (Armv8-A and later), Linux, other kernels and bare metal.
 *
 * Branches: AArch64 conditional branches carry no direction hint and every
 * core predicts dynamically, so __builtin_expect only changes block order
 * and cold-path placement.  We hint at 90%, GCC's own reading of the
 * builtin (param builtin-expect-probability); Clang lowers it to branch
 * weights 2000:1.  Hedley's 0.9 and ccan's 90% agree.
 *
 * Alignment: ordinary loads and stores to normal memory work at any
 * address, and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS
 * unconditionally.  GCC 12 -O2 emits the same single LDR for a 4-byte
 * memcpy as for a dereference.  (Before the MMU is on, or on Device
 * memory, misaligned accesses fault: one more reason not to go direct.)
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
/* memcpy is already one LDR; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
