/* SPDX-License-Identifier: MIT */
/*
 * parisc: HP PA-RISC 1.1 and 2.0 (PA-7xxx, PA-8xxx), 32- and 64-bit,
 * Linux user space and kernel.
 *
 * Branches: the PA-8000 family can predict statically, reading the guess
 * from the branch's direction and from the order in which the compiler
 * placed the compared registers; in that mode the encoded guess is what
 * the hardware follows, so a wrong hint mispredicts on every execution.
 * Only hint when the odds are overwhelming: the seed's "at least 95%".
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * parisc.  A misaligned load traps and arch/parisc/kernel/unaligned.c
 * emulates it for user space, at a cost on the order of 1000 loads, so a
 * direct access pays in Linux user space only at 0% misalignment.  In the
 * kernel (atomic or early-boot code) and without Linux we do not rely on
 * a fix-up.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Static prediction is obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
