/* SPDX-License-Identifier: MIT */
/*
 * ia64: Intel Itanium (IA-64), Linux user space and kernel (Linux dropped
 * ia64 in 6.7; older kernels and other systems remain).
 *
 * Branches: every branch carries a completer (.sptk, .spnt, .dptk,
 * .dpnt).  The static forms tell the core to follow the encoded guess and
 * not to spend dynamic prediction resources on the branch, so a wrong
 * static hint mispredicts every time.  Only hint when the odds are
 * overwhelming: the seed's "at least 95%".
 *
 * Alignment: Linux did not select HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * ia64.  A misaligned access faults and arch/ia64/kernel/unaligned.c
 * emulates it for user space (logging it unless told not to), at a cost
 * on the order of 1000 loads, so a direct access pays in Linux user space
 * only at 0% misalignment.  In the kernel (atomic or early-boot code) and
 * elsewhere we do not rely on a fix-up.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Static completers are obeyed: "likely" only from 95%. */
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
