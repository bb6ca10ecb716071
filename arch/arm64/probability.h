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

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: LDR/STR at any address (Linux
 * selects HAVE_EFFICIENT_UNALIGNED_ACCESS, arch/arm64/Kconfig), unless
 * the build is for strict alignment: Clang says so by leaving
 * __ARM_FEATURE_UNALIGNED undefined (-mno-unaligned-access); GCC's
 * -mstrict-align says nothing, hence PROBABLE_STRICT_ALIGN
 * (include/probable_unaligned.h).
 * ARCH_HAVE_BYTE_SWAP: REV, REV16.
 */
#if (defined(__aarch64__) && (!defined(__clang__) || defined(__ARM_FEATURE_UNALIGNED))) || \
	defined(_M_ARM64)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
#endif
#if defined(__aarch64__) || defined(_M_ARM64)
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
