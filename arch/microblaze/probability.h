/* SPDX-License-Identifier: MIT */
/*
 * microblaze: AMD/Xilinx MicroBlaze soft core (32- and 64-bit), Linux
 * and bare-metal firmware.
 *
 * Branches: the ISA has no direction hints (a branch target cache is a
 * synthesis option), so __builtin_expect only changes block order and
 * which path is cold.  Hint at 90%, GCC's own reading of the builtin
 * (param builtin-expect-probability); Clang lowers it to branch weights
 * 2000:1.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * microblaze.  Whether a misaligned access raises an exception at all is
 * chosen when the core is synthesised; Linux can emulate it
 * (arch/microblaze/kernel/hw_exception_handler.S) only when the
 * exception exists, and a core built without it may just access the
 * aligned word.  No dependable fix-up: never direct.
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
/* Fix-up depends on how the core was synthesised: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
