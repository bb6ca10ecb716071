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
