/* SPDX-License-Identifier: MIT */
/*
 * openrisc: OpenRISC 1000 (or1k: mor1kx, or1200, marocchino), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints (the predictor is a choice of
 * the implementation), so __builtin_expect only changes block order and
 * which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * openrisc.  A misaligned access raises an alignment exception that
 * arch/openrisc/kernel/traps.c answers with SIGBUS in user space (and a
 * kernel oops otherwise); nothing emulates it.  No fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
