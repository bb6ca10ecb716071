/* SPDX-License-Identifier: MIT */
/*
 * arm64: AArch64 (Armv8-A and later), Linux, other kernels and bare metal.
 *
 * Branches: AArch64 conditional branches carry no direction hint and every
 * core predicts dynamically, so __builtin_expect only changes block order
 * and cold-path placement.
 *
 * Alignment: ordinary loads and stores to normal memory work at any
 * address, and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS
 * unconditionally.  GCC emits the same single LDR for a 4-byte memcpy as
 * for a dereference.  (Before the MMU is on, or on Device memory,
 * misaligned accesses fault: one more reason not to go direct.)
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one LDR; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
