/* SPDX-License-Identifier: MIT */
/*
 * arch/policy/hint-layout-only.h - HIGH and LOW for a CPU on which a branch
 * hint only changes layout (shared by the arch headers that include it).
 *
 * Where conditional branches carry no hint the core obeys and the core
 * predicts dynamically, __builtin_expect only decides block order and which
 * path the compiler treats as cold; a wrong hint costs a little layout,
 * never a misprediction on every run.  So hint where the compiler's own
 * reading of the builtin would be right: GCC reads __builtin_expect as 90%
 * (param builtin-expect-probability); Clang lowers it to branch weights
 * 2000:1, surer still.  Hedley's 0.9 and ccan's 90% cut-off agree.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* "likely" from 90%, matching GCC's 90% reading of the builtin. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif
