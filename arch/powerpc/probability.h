/* SPDX-License-Identifier: MIT */
/*
 * powerpc: 32- and 64-bit Power/PowerPC, big and little endian, from
 * Linux user space to embedded bare metal.
 *
 * Branches: the BO field of a conditional branch has "at" hint bits, and
 * POWER4 and later honour them ahead of their dynamic predictor, so a
 * wrong hint costs a misprediction on every execution, not just once.
 * GCC's rs6000 back end (output_cbranch) is wary for that reason and sets
 * the bits only with reliable profile data: from __builtin_expect alone
 * GCC 12 -O2 set none in the calibration kernels, where the hint changed
 * block order only (docs/codegen.md, "What a hint changes").  The strict
 * values below guard code built with profile data or another compiler.
 *
 * Alignment: ordinary integer loads and stores at any address are handled
 * in hardware (rare cases trap and arch/powerpc/kernel/align.c fixes them
 * up), and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.
 * GCC makes a 4-byte memcpy one load (lwz, lwa) on ppc and ppc64le, so
 * the safe path is already as fast as a dereference.
 */

/* Static "at" hint bits override the predictor. */
#include "../policy/hint-static-prediction.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: integer loads and stores at any
 * address (Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally,
 * arch/powerpc/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: lwbrx/stwbrx, and rotate-and-mask sequences.
 */
#if defined(__powerpc__) || defined(__powerpc64__)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
