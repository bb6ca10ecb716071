/* SPDX-License-Identifier: MIT */
/*
 * mips: MIPS I to MIPS64 Release 6, 32- and 64-bit, either endianness;
 * Linux user space, the kernel, and bare-metal or RTOS firmware.
 *
 * Branches: MIPS cores predict dynamically; the ISA's "branch likely"
 * forms are not a hint (they annul the delay slot), are deprecated and
 * are gone in R6.  So __builtin_expect only changes layout: hint at 90%,
 * GCC's own reading of the builtin (param builtin-expect-probability);
 * Clang lowers it to branch weights 2000:1.
 *
 * Alignment: Linux arch/mips/Kconfig does not select
 * HAVE_EFFICIENT_UNALIGNED_ACCESS.  Before R6 a misaligned LW traps, and
 * arch/mips/kernel/unaligned.c emulates misaligned user loads and stores
 * at a cost the MIPS maintainer put (2012) at about 1000 aligned loads,
 * while GCC 12 spends an LWL/LWR pair on the safe path.  A direct access
 * can therefore pay in Linux user space only when the pointer is
 * essentially never misaligned.  The kernel itself may trap where the
 * emulation is unsafe to rely on (atomic or early-boot code) and bare
 * metal has no handler at all.  R6 (__mips_isa_rev >= 6) requires
 * misaligned ordinary loads to work and GCC emits a plain LW for memcpy.
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
# if defined(__mips_isa_rev) && __mips_isa_rev >= 6
/* R6: memcpy is already one LW; a direct dereference would add only UB. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# elif defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
