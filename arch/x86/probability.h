/* SPDX-License-Identifier: MIT */
/*
 * x86: 32-bit i386 and x86-64, in user space, in a kernel or in firmware.
 *
 * Branches: x86 has no static prediction that outranks the dynamic
 * predictor every core since the Pentium Pro carries, so __builtin_expect
 * only decides block order and which path the compiler treats as cold.
 * We hint where the compiler's own reading of the builtin would be right:
 * GCC reads __builtin_expect as 90% (param builtin-expect-probability);
 * Clang lowers it to branch weights 2000:1, surer still.  Hedley's 0.9 and
 * ccan's 90% cut-off agree.
 *
 * Alignment: ordinary loads and stores work at any address in hardware,
 * and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.  GCC
 * 12 -O2 turns a 4-byte memcpy into the same single mov as a dereference
 * on x86-64 and i686, so the safe path is already free.
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
/* memcpy is already one mov; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
