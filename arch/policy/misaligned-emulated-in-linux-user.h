/* SPDX-License-Identifier: MIT */
/*
 * arch/policy/misaligned-emulated-in-linux-user.h - the alignment
 * threshold for a CPU on which a misaligned access traps and Linux
 * emulates it for user space (shared by the arch headers that include it;
 * each cites its kernel's handler).
 *
 * A fixed-up trap costs on the order of 1000 aligned loads (the MIPS
 * maintainer's estimate, 2012), while the safe access costs a few
 * instructions more than one load; so a direct access can pay in Linux
 * user space only when the pointer is essentially never misaligned, which
 * an integer percent says as 1 ("direct only at 0%").  The kernel itself
 * (atomic or early-boot code, where a trap is unsafe to rely on), bare
 * metal (no handler) and other systems get 0: never direct.
 */

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
# if defined(__linux__) && !defined(__KERNEL__)
/* Linux user space: traps are emulated (~1000 loads), so direct only at 0%. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 1
# else
/* Kernel, bare metal, other systems: no fix-up to rely on; never direct. */
#  define ARCH_ALIGNMENT_COST_THRESHOLD 0
# endif
#endif
