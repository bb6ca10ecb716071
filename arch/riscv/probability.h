/* SPDX-License-Identifier: MIT */
/*
 * riscv: RV32 and RV64, Linux user space, the kernel (S-mode), and
 * M-mode or bare-metal firmware.
 *
 * Branches: the ISA has no hint bits (the spec only suggests a static
 * backward-taken, forward-not-taken guess for a first encounter), and
 * application cores predict dynamically, so __builtin_expect only changes
 * layout.
 *
 * Alignment: the ISA lets a misaligned access be done in hardware, trap,
 * or be emulated invisibly by M-mode firmware (SBI implementations such as
 * OpenSBI), which is very slow.  Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS only when configured to, and
 * arch/riscv/kernel/traps_misaligned.c emulates misaligned user accesses.
 * GCC builds a 4-byte memcpy from byte loads on riscv64.
 * __riscv_misaligned_fast (set by the compiler for targets where
 * misaligned access is fast in hardware) means memcpy is one load.
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#if !defined(ARCH_ALIGNMENT_COST_THRESHOLD) && defined(__riscv_misaligned_fast)
/* Fast in hardware: memcpy is one load; direct would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
/* Otherwise: misaligned user accesses are emulated (traps_misaligned.c). */
#include "../policy/misaligned-emulated-in-linux-user.h"

#ifndef ARCH_ALIGNMENT_TEST_BELOW
# if defined(__riscv_misaligned_fast)
/* The safe access is one load already: nothing to test. */
#  define ARCH_ALIGNMENT_TEST_BELOW 0
# else
/*
 * The safe access is byte by byte: below 50% misaligned the aligned case
 * is the common one, so test the address and make one aligned access
 * (docs/codegen.md has the aligned path beside the safe access).
 */
#  define ARCH_ALIGNMENT_TEST_BELOW 50
# endif
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: only where the compiler says
 * misaligned accesses are fast in hardware (__riscv_misaligned_fast; Linux
 * selects HAVE_EFFICIENT_UNALIGNED_ACCESS only for
 * RISCV_EFFICIENT_UNALIGNED_ACCESS, arch/riscv/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: REV8 with Zbb or Zbkb; without them GCC 12 calls
 * __bswapsi2.
 */
#if defined(__riscv)
# if defined(__riscv_misaligned_fast) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# if (defined(__riscv_zbb) || defined(__riscv_zbkb)) && !defined(ARCH_HAVE_BYTE_SWAP)
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
