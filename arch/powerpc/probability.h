/* SPDX-License-Identifier: MIT */
/*
 * powerpc: 32- and 64-bit Power/PowerPC, big and little endian, from
 * Linux user space to embedded bare metal.
 *
 * Branches: the BO field of a conditional branch has "at" hint bits, and
 * POWER4 and later honour them ahead of their dynamic predictor, so a
 * wrong hint costs a misprediction on every execution, not just once.
 * GCC's rs6000 back end (output_cbranch) is wary for that reason and sets
 * the bits only past 98% with reliable profile data.  Only hint when
 * the odds are overwhelming: the seed's "at least 95%".
 *
 * Alignment: ordinary integer loads and stores at any address are handled
 * in hardware (rare cases trap and arch/powerpc/kernel/align.c fixes them
 * up), and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.
 * GCC 12 -O2 makes a 4-byte memcpy one load (lwz, lwa) on ppc and ppc64le,
 * so the safe path is already as fast as a dereference.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Static hint bits override prediction: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
