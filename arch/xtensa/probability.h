/* SPDX-License-Identifier: MIT */
/*
 * xtensa: Cadence/Tensilica Xtensa configurable cores (including the
 * ESP32 family), Linux and bare-metal or RTOS firmware.
 *
 * Branches: the ISA has no direction hints, so __builtin_expect only
 * changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * xtensa.  What a misaligned access does depends on how the core was
 * configured: handled in hardware, an exception, or the low address bits
 * ignored.  Linux emulates it (arch/xtensa/kernel/align.S) only for the
 * exception case and, for user space, only with the optional
 * XTENSA_UNALIGNED_USER.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Behaviour depends on the core's configuration: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
