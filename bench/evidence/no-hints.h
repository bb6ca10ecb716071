/* SPDX-License-Identifier: MIT */
/*
 * bench/evidence/no-hints.h - an arch header under which no pc gives a hint
 * (pc > 100 and pc < 0 never hold): the examples "with every hint removed"
 * (-DPROBABLE_ARCH_HEADER).  The alignment threshold is 0, as on x86.
 */
#define PROBABLE_ARCH "no-hints"
#define ARCH_PROBABILITY_HIGH 100
#define ARCH_PROBABILITY_LOW 0
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
