/* SPDX-License-Identifier: MIT */
/*
 * microblaze: AMD/Xilinx MicroBlaze soft core (32- and 64-bit), Linux
 * and bare-metal firmware.
 *
 * Branches: the ISA has no direction hints (a branch target cache is a
 * synthesis option), so __builtin_expect only changes block order and
 * which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * microblaze.  Whether a misaligned access raises an exception at all is
 * chosen when the core is synthesised; Linux can emulate it
 * (arch/microblaze/kernel/hw_exception_handler.S) only when the
 * exception exists, and a core built without it may just access the
 * aligned word.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Fix-up depends on how the core was synthesised: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
