/* SPDX-License-Identifier: MIT */
/*
 * csky: C-SKY (ABIv1 CK610; ABIv2 CK807, CK810, CK860), Linux and
 * bare-metal firmware.
 *
 * Branches: the ISA has no direction hints, so __builtin_expect only
 * changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * csky.  The only fix-up handler in Linux, arch/csky/abiv1/alignment.c,
 * covers the old ABIv1 cores; nothing a header can detect promises that a
 * misaligned access on a given core and kernel will be emulated, and
 * bare metal has no handler.  No dependable fix-up: never direct.
 */

/* No direction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* No dependable fix-up for a misaligned access: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
