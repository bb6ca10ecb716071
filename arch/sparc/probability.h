/* SPDX-License-Identifier: MIT */
/*
 * sparc: SPARC V8 (32-bit) and V9 (64-bit, sparc64), under Linux or
 * another system, or bare metal (LEON).
 *
 * Branches: V9's BPcc and BPr instructions carry a predict bit (written
 * ,pt or ,pn) that UltraSPARC cores use before, or instead of, their
 * dynamic history, so a wrong hint costs a misprediction every time the
 * branch runs.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * sparc.  A misaligned user load is not emulated: Linux delivers SIGBUS,
 * and qemu-sparc64 does the same, so there is no fix-up to gamble on,
 * even in user space.  GCC builds the safe path from smaller loads,
 * several times one load (docs/codegen.md): the price of correctness.
 */

/* V9 predict bits are obeyed. */
#include "../policy/hint-static-prediction.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * The safe access is several smaller loads: below 50% misaligned the
 * aligned case is the common one, so test the address and make one aligned
 * access (docs/codegen.md has the aligned path beside the safe access).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif
