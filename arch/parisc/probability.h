/* SPDX-License-Identifier: MIT */
/*
 * parisc: HP PA-RISC 1.1 and 2.0 (PA-7xxx, PA-8xxx), 32- and 64-bit,
 * Linux user space and kernel.
 *
 * Branches: the PA-8000 family can predict statically, reading the guess
 * from the branch's direction and from the order in which the compiler
 * placed the compared registers; in that mode the encoded guess is what
 * the hardware follows, so a wrong hint mispredicts on every execution.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * parisc.  A misaligned load traps and arch/parisc/kernel/unaligned.c
 * emulates it for user space.
 */

/* Static prediction is obeyed. */
#include "../policy/hint-static-prediction.h"

/* Misaligned user accesses are emulated by arch/parisc/kernel/unaligned.c. */
#include "../policy/misaligned-emulated-in-linux-user.h"
