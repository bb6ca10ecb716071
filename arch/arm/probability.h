/* SPDX-License-Identifier: MIT */
/*
 * arm: 32-bit Arm (AArch32, A32/T32), all three profiles: A and R
 * (application and real-time cores, Linux or bare metal) and M
 * (Cortex-M microcontrollers), told apart by __ARM_ARCH_PROFILE.
 *
 * Branches, A/R profile: the cores predict dynamically and the ISA has no
 * hint bits, so __builtin_expect only changes layout.
 * Branches, M profile: Cortex-M0/M0+/M3/M4 have no dynamic predictor, so
 * every taken branch costs extra cycles to refill the pipeline, nothing
 * is ever "mispredicted", and a fall-through common path pays from lower
 * confidence (the seed's 75/25).  M7 and later do predict; a hint at 75%
 * costs them little.
 *
 * Alignment: 0 on every variant, for different reasons.  ARMv6+ with
 * __ARM_FEATURE_UNALIGNED does LDR/STR/LDRH at any address in hardware
 * (Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS on v6+ with an MMU) and
 * GCC turns memcpy into one LDR on armv7, so direct buys nothing.
 * ARMv5 and older: a misaligned LDR returns the aligned word rotated
 * instead of trapping, unless the kernel turned alignment traps on, so a
 * direct access can silently read wrong data.  ARMv6-M (Cortex-M0/M0+)
 * faults on any misaligned access and nothing fixes it up.
 */

#if defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
/* M profile, no predictor: lay out for the common path from 75%. */
# ifndef ARCH_PROBABILITY_HIGH
#  define ARCH_PROBABILITY_HIGH 74
# endif
/* M profile: mirror of HIGH, "unlikely" at 25% or less. */
# ifndef ARCH_PROBABILITY_LOW
#  define ARCH_PROBABILITY_LOW 26
# endif
#endif
/* A/R profile: no hint bits, dynamic prediction: layout only. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__ARM_FEATURE_UNALIGNED)
/* ARMv6+ (A, R, and M from v7-M): one LDR at any address; direct adds UB. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# elif defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
/* ARMv6-M (Cortex-M0/M0+/M1): HardFault on any misaligned access. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# elif defined(__KERNEL__) && defined(CONFIG_ALIGNMENT_TRAP)
/*
 * ARMv5 Linux kernel with CONFIG_ALIGNMENT_TRAP: arch/arm/mm/alignment.c
 * emulates a misaligned kernel access (~1000 loads), so direct at 0% only.
 */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/*
 * ARMv5 and older (or -mno-unaligned-access) elsewhere: user space gets
 * what /proc/cpu/alignment says (Documentation/arch/arm/mem_alignment.rst:
 * the default ignores the fault, so LDR returns the word rotated: wrong
 * data), bare metal the same or a fault.  Never direct.
 */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif

#ifndef ARCH_ALIGNMENT_TEST_BELOW
# if !defined(__ARM_FEATURE_UNALIGNED)
/*
 * ARMv5 and ARMv6-M: the safe access is byte by byte.  Below 50%
 * misaligned the aligned case is the common one: test the address and make
 * one aligned access (docs/codegen.md and firmware/build.sh have the
 * aligned path beside the safe access).
 */
#  define ARCH_ALIGNMENT_TEST_BELOW 50
# else
/* ARMv6+ and ARMv7-M: the safe access is one LDR already. */
#  define ARCH_ALIGNMENT_TEST_BELOW 0
# endif
#endif

/*
 * GCC 12 stores a misaligned 2-, 4- or 8-byte object with STRH or STR
 * (ARMv6+) only from a register; a constant goes through its bit-field
 * store, which for a volatile object reads every byte before writing it
 * (a byte load and a byte store per byte).  The accessors therefore put a
 * constant stored through a pointer to volatile in a register first.
 */
#if defined(__arm__) && !defined(ARCH_MISALIGNED_STORE_FROM_REGISTER)
# define ARCH_MISALIGNED_STORE_FROM_REGISTER 1
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: ARMv6+ and ARMv7-M with
 * __ARM_FEATURE_UNALIGNED: LDR, LDRH, STR, STRH at any address (Linux
 * selects HAVE_EFFICIENT_UNALIGNED_ACCESS for CPU_V6/V6K/V7 with an MMU,
 * arch/arm/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: GCC's __builtin_bswap32 is REV on v6+ and four
 * instructions before (EOR, BIC, MOV, EOR), short either way.
 * ARCH_SWAPPED_TEST_PUT_MIN_BITS 64: before v6 (no REV) the swap makes the
 * aligned path of a run-time-tested 32-bit swapped put no shorter than its
 * byte stores, so only 64-bit ones get the test.
 */
#if defined(__arm__) || defined(_M_ARM)
# if defined(__ARM_FEATURE_UNALIGNED) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
# if defined(__ARM_ARCH) && __ARM_ARCH < 6 && !defined(ARCH_SWAPPED_TEST_PUT_MIN_BITS)
#  define ARCH_SWAPPED_TEST_PUT_MIN_BITS 64
# endif
#endif
