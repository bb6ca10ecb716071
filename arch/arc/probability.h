/* SPDX-License-Identifier: MIT */
/*
 * arc: Synopsys DesignWare ARC (ARCompact ARC700, ARCv2 HS and EM,
 * ARCv3), Linux and bare-metal firmware.
 *
 * Branches: conditional branches carry no direction hint and the Linux-
 * class cores predict dynamically, so __builtin_expect only changes
 * layout.
 *
 * Alignment: Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS only for ARC
 * HS cores that do misaligned access in hardware; there the safe memcpy
 * path is already one load.  On ARC700 and small EM cores a misaligned
 * access faults; Linux can emulate it (arch/arc/kernel/unaligned.c) only
 * when built with the optional ARC_EMUL_UNALIGNED, and bare metal has no
 * handler, so there is no dependable fix-up to gamble on.
 */

/* No direction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* HS: memcpy is one load; others: fix-up is optional. Never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
