/* SPDX-License-Identifier: MIT */
/*
 * ia64: Intel Itanium (IA-64), Linux user space and kernel (Linux dropped
 * ia64 in 6.7; older kernels and other systems remain).
 *
 * Branches: every branch carries a completer (.sptk, .spnt, .dptk,
 * .dpnt).  The static forms tell the core to follow the encoded guess and
 * not to spend dynamic prediction resources on the branch, so a wrong
 * static hint mispredicts every time.
 *
 * Alignment: Linux did not select HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * ia64.  A misaligned access faults and arch/ia64/kernel/unaligned.c
 * emulates it for user space (logging it unless told not to).
 */

/* Static completers are obeyed. */
#include "../policy/hint-static-prediction.h"

/* Misaligned user accesses are emulated by arch/ia64/kernel/unaligned.c. */
#include "../policy/misaligned-emulated-in-linux-user.h"
