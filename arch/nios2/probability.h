/* SPDX-License-Identifier: MIT */
/*
 * nios2: Intel/Altera Nios II soft core (/e, /s, /f), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints, so __builtin_expect only
 * changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * nios2.  The misaligned-address exception is an option of the core, and
 * Linux emulates the access (arch/nios2/kernel/misaligned.c) only when
 * both that option and the kernel's NIOS2_ALIGNMENT_TRAP are present;
 * bare metal has no handler.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Fix-up needs an optional core feature and kernel option: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
