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
