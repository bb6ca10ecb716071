/* SPDX-License-Identifier: MIT */
/*
 * riscv: RV32 and RV64, Linux user space, the kernel (S-mode), and
 * M-mode or bare-metal firmware.
 *
 * Branches: the ISA has no hint bits (the spec only suggests a static
 * backward-taken, forward-not-taken guess for a first encounter), and
 * application cores predict dynamically.  __builtin_expect therefore only changes layout: hint at
 * 90%, GCC's own reading of the builtin (param builtin-expect-probability);
 * Clang lowers it to branch weights 2000:1.
 *
 * Alignment: the ISA lets a misaligned access be done in hardware, trap,
 * or be emulated invisibly by M-mode firmware (SBI implementations such as
 * OpenSBI), which is very slow.  Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS only when configured to, and
 * arch/riscv/kernel/traps_misaligned.c emulates misaligned user accesses.
 * GCC 12 builds a 4-byte memcpy from byte loads on riscv64.  With a trap
 * costing ~1000 loads, a direct access pays in Linux user space only at
 * 0% misalignment; the kernel and bare metal get no dependable fix-up.
 * __riscv_misaligned_fast (set by the compiler for targets where
 * misaligned access is fast in hardware) means memcpy is one load.
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
# if defined(__riscv_misaligned_fast)
/* Fast in hardware: memcpy is one load; direct would add only UB. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# elif defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif

#ifndef ARCH_ALIGNMENT_TEST_BELOW
# if defined(__riscv_misaligned_fast)
/* The safe access is one load already: nothing to test. */
#  define ARCH_ALIGNMENT_TEST_BELOW 0
# else
/*
 * Below 50% misaligned the aligned case is the common one: test the
 * address and make one aligned access.  GCC 12 -O2, instructions on the
 * aligned path vs the safe access (tools/unaligned-codegen.sh): get32 4 vs
 * 12, get64 4 vs 23, put32 4 vs 8, put64 4 vs 16 (riscv64).
 */
#  define ARCH_ALIGNMENT_TEST_BELOW 50
# endif
#endif
