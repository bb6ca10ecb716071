/* SPDX-License-Identifier: MIT */
/*
 * sh: Renesas/Hitachi SuperH (SH-2, SH-3, SH-4, J-core), Linux with or
 * without an MMU, and bare metal.
 *
 * Branches: conditional branches carry no direction hint, so
 * __builtin_expect only changes block order and which path is cold.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for sh.
 * A misaligned MOV.L raises an address error, which
 * arch/sh/kernel/traps_32.c emulates for user space (and can be told, via
 * /proc/cpu/alignment, to warn or signal instead), while GCC builds the
 * safe path from byte loads, several times one load (docs/codegen.md).
 */

/* No direction hints: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

/* Misaligned user accesses are emulated by arch/sh/kernel/traps_32.c. */
#include "../policy/misaligned-emulated-in-linux-user.h"

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * The safe access is byte by byte: below 50% misaligned the aligned case
 * is the common one, so test the address and make one aligned access
 * (docs/codegen.md has the aligned path beside the safe access).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif

/*
 * Shifts: SH shifts a register by a constant of 1, 2, 8 or 16 bits only
 * (SHLL8, SHLR16 ...; a shift by 24 is two instructions, and SH-3 and
 * later need a register holding the count for any other amount), so the
 * endian accessors build a value, and take it apart, 8 bits at a time:
 * put_le32 9 instructions against 12 for independent shifts, with GCC 12.
 */
#if defined(__sh__) && !defined(ARCH_SHIFT_BY_8_AT_A_TIME)
# define ARCH_SHIFT_BY_8_AT_A_TIME 1
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: SWAP.B and SWAP.W.
 */
#if defined(__sh__) && !defined(ARCH_HAVE_BYTE_SWAP)
# define ARCH_HAVE_BYTE_SWAP 1
#endif
