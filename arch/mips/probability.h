/* SPDX-License-Identifier: MIT */
/*
 * mips: MIPS I to MIPS64 Release 6, 32- and 64-bit, either endianness;
 * Linux user space, the kernel, and bare-metal or RTOS firmware.
 *
 * Branches: MIPS cores predict dynamically; the ISA's "branch likely"
 * forms are not a hint (they annul the delay slot), are deprecated and
 * are gone in R6.  So __builtin_expect only changes layout.
 *
 * Alignment: Linux arch/mips/Kconfig does not select
 * HAVE_EFFICIENT_UNALIGNED_ACCESS.  Before R6 a misaligned LW traps, and
 * arch/mips/kernel/unaligned.c emulates misaligned user loads and stores
 * (the MIPS maintainer's cost estimate, about 1000 aligned loads, is where
 * the shared policy's number comes from), while GCC spends an LWL/LWR pair
 * on the safe path.  R6 (__mips_isa_rev >= 6) requires misaligned ordinary
 * loads to work and GCC emits a plain LW for memcpy.
 */

/* "Branch likely" is not a hint; dynamic prediction: layout only. */
#include "../policy/hint-layout-only.h"

#if !defined(ARCH_ALIGNMENT_COST_THRESHOLD) && defined(__mips_isa_rev) && __mips_isa_rev >= 6
/* R6: memcpy is already one LW; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
/* Before R6: misaligned user accesses are emulated by arch/mips/kernel/unaligned.c. */
#include "../policy/misaligned-emulated-in-linux-user.h"

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: WSBH/ROTR on R2 and later, a few shifts before.
 * ARCH_HAVE_UNALIGNED_WORD_PAIR: a misaligned word is one LWL/LWR (SWL/
 * SWR) pair, which GCC uses for a packed 4- or 8-byte access.
 * ARCH_SWAPPED_DIRECT_PUT_MIN_BITS 32: Clang's 16-bit swap and store are
 * longer than two byte stores.
 */
#if defined(__mips__)
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# ifndef ARCH_HAVE_UNALIGNED_WORD_PAIR
#  define ARCH_HAVE_UNALIGNED_WORD_PAIR 1
# endif
# ifndef ARCH_SWAPPED_DIRECT_PUT_MIN_BITS
#  define ARCH_SWAPPED_DIRECT_PUT_MIN_BITS 32
# endif
#endif
