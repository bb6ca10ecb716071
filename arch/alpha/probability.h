/* SPDX-License-Identifier: MIT */
/*
 * alpha: DEC/Compaq Alpha (21064 to 21364), Linux user space and kernel.
 *
 * Branches: the ISA has no hint bits (only a backward-taken convention for
 * a first encounter) and the cores predict dynamically, so
 * __builtin_expect only changes layout.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * alpha.  A misaligned LDL/LDQ traps and arch/alpha/kernel/traps.c
 * emulates it for user space, slowly, while GCC builds the safe path from
 * an LDQ_U/extract sequence, several times one load (docs/codegen.md).
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

/* Misaligned user accesses are emulated by arch/alpha/kernel/traps.c. */
#include "../policy/misaligned-emulated-in-linux-user.h"

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * The safe access is several instructions: below 50% misaligned the
 * aligned case is the common one, so test the address and make one aligned
 * access (docs/codegen.md has the aligned path beside the safe access).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: GCC's swap is a few extract/insert instructions.
 * ARCH_HAVE_UNALIGNED_WORD_PAIR: a misaligned quadword is two LDQ_U (or
 * STQ_U) and a merge, which GCC uses for a packed 4- or 8-byte access.
 */
#if defined(__alpha__)
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# ifndef ARCH_HAVE_UNALIGNED_WORD_PAIR
#  define ARCH_HAVE_UNALIGNED_WORD_PAIR 1
# endif
#endif
