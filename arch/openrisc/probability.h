/* SPDX-License-Identifier: MIT */
/*
 * openrisc: OpenRISC 1000 (or1k: mor1kx, or1200, marocchino), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints (the predictor is a choice of
 * the implementation), so __builtin_expect only changes block order and
 * which path is cold.  Hint at 90%, GCC's own reading of the builtin
 * (param builtin-expect-probability); Clang lowers it to branch weights
 * 2000:1.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * openrisc.  A misaligned access raises an alignment exception that
 * arch/openrisc/kernel/traps.c answers with SIGBUS in user space (and a
 * kernel oops otherwise); nothing emulates it.  No fix-up: never direct.
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
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
