/* SPDX-License-Identifier: MIT */
/*
 * m68k: Motorola 68000 to 68060, CPU32 and ColdFire; Linux (with or
 * without an MMU) and bare-metal firmware.
 *
 * Branches: the ISA has no prediction hints, so __builtin_expect only
 * changes block order and cold-path placement.  Hint at 90%, GCC's own
 * reading of the builtin (param builtin-expect-probability); Clang lowers
 * it to branch weights 2000:1.  Hedley's 0.9 and ccan's 90% agree.
 *
 * Alignment: the 68020 and later do misaligned word and long accesses in
 * hardware, as does ColdFire (in several bus cycles); Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS unless CPU_HAS_NO_UNALIGNED, and GCC 12
 * -O2 emits one move.l for a 4-byte memcpy, so a direct dereference buys
 * nothing.  The 68000, 68010 and CPU32 raise an address error instead;
 * they run without an MMU and nothing fixes the access up.  Never direct,
 * on either side.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Layout-only hint: "likely" from 90%, matching GCC's 90% reading. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif

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
