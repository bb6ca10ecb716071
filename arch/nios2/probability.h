/* SPDX-License-Identifier: MIT */
/*
 * nios2: Intel/Altera Nios II soft core (/e, /s, /f), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints, so __builtin_expect only
 * changes block order and which path is cold.  Hint at 90%, GCC's own
 * reading of the builtin (param builtin-expect-probability); Clang lowers
 * it to branch weights 2000:1.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * nios2.  The misaligned-address exception is an option of the core, and
 * Linux emulates the access (arch/nios2/kernel/misaligned.c) only when
 * both that option and the kernel's NIOS2_ALIGNMENT_TRAP are present;
 * bare metal has no handler.  No dependable fix-up: never direct.
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
/* Fix-up needs an optional core feature and kernel option: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
