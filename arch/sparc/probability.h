/* SPDX-License-Identifier: MIT */
/*
 * sparc: SPARC V8 (32-bit) and V9 (64-bit, sparc64), under Linux or
 * another system, or bare metal (LEON).
 *
 * Branches: V9's BPcc and BPr instructions carry a predict bit (written
 * ,pt or ,pn) that UltraSPARC cores use before, or instead of, their
 * dynamic history, so a wrong hint costs a misprediction every time the
 * branch runs.  Only hint when the odds are overwhelming: the seed's
 * "at least 95%".
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * sparc.  A misaligned user load is not emulated: Linux delivers SIGBUS,
 * and qemu-sparc64 does the same, so there is no fix-up to gamble on,
 * even in user space.  GCC 12 builds the safe path from smaller loads
 * (4-6 times the instructions on sparc64), which is the price of
 * correctness.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* V9 predict bits are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

#ifndef ARCH_ALIGNMENT_TEST_BELOW
/*
 * Below 50% misaligned the aligned case is the common one: test the
 * address and make one aligned access.  GCC 12 -O2, instructions on the
 * aligned path vs the safe access (tools/unaligned-codegen.sh): get32 7 vs
 * 12, get64 6 vs 24, put32 7 vs 10, put64 7 vs 18 (sparc64).
 */
#define ARCH_ALIGNMENT_TEST_BELOW 50
#endif
