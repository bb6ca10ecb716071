/* SPDX-License-Identifier: MIT */
/*
 * s390: IBM Z (z/Architecture, 64-bit s390x; 31-bit ESA/390), Linux user
 * space and the kernel.
 *
 * Branches: IBM Z cores predict dynamically, and the branch preload
 * instructions of newer models are not something __builtin_expect
 * emits, so the hint only changes layout.
 *
 * Alignment: ordinary storage operands may sit at any address (only some
 * instructions, such as the interlocked-update ones, demand alignment),
 * and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.  GCC
 * emits one load (LGF) for a 4-byte memcpy on s390x, as for a dereference.
 */

/* Dynamic prediction, no hint the compiler emits: layout only. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: storage operands at any address
 * (Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally,
 * arch/s390/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: LRV, LRVG, STRV (load and store reversed).
 */
#if defined(__s390__) || defined(__s390x__)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
