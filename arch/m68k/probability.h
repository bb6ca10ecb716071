/* SPDX-License-Identifier: MIT */
/*
 * m68k: Motorola 68000 to 68060, CPU32 and ColdFire; Linux (with or
 * without an MMU) and bare-metal firmware.
 *
 * Branches: the ISA has no prediction hints, so __builtin_expect only
 * changes block order and cold-path placement.
 *
 * Alignment: the 68020 and later do misaligned word and long accesses in
 * hardware, as does ColdFire (in several bus cycles); Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS unless CPU_HAS_NO_UNALIGNED, and GCC
 * emits one move.l for a 4-byte memcpy, so a direct dereference buys
 * nothing.  The 68000, 68010 and CPU32 raise an address error instead;
 * they run without an MMU and nothing fixes the access up.  Never direct,
 * on either side.
 */

/* No prediction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__mcpu32__) || (defined(__mc68000__) && !defined(__mcoldfire__) && \
	!defined(__mc68020__) && !defined(__mc68030__) && \
	!defined(__mc68040__) && !defined(__mc68060__))
/*
 * 68000, 68010, CPU32: address error on a misaligned word or long; Linux's
 * Kconfig selects CPU_HAS_NO_UNALIGNED for M68000 and MCPU32, and nothing
 * emulates the access (no MMU).  Never direct.
 */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# else
/* 68020 to 68060 and ColdFire: handled in hardware; direct adds only UB. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: 68020 to 68060 and ColdFire do
 * misaligned word and long accesses in hardware (Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS unless CPU_HAS_NO_UNALIGNED,
 * arch/m68k/Kconfig.cpu); the 68000, 68010 and CPU32 do not.
 * ARCH_HAVE_BYTE_SWAP: ROR.W and SWAP make a swap of a few instructions.
 * ARCH_SWAP_MIN_BITS 32: a 16-bit value is shorter from two byte moves
 * than from a word move and a rotate.
 */
#if defined(__m68k__)
# if (defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) || \
      defined(__mc68060__) || defined(__mcoldfire__)) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# ifndef ARCH_SWAP_MIN_BITS
#  define ARCH_SWAP_MIN_BITS 32
# endif
#endif
