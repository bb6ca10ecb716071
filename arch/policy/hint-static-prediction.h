/* SPDX-License-Identifier: MIT */
/*
 * arch/policy/hint-static-prediction.h - HIGH and LOW for a CPU that obeys
 * a static hint ahead of (or instead of) its dynamic predictor (shared by
 * the arch headers that include it; each says which bits those are).
 *
 * There the compiler's hint is encoded in the branch and the core follows
 * it, so a wrong hint costs a misprediction every time the branch runs,
 * not once.  Only hint when the odds are overwhelming: the seed's "at
 * least 95%".  ccan's likely() asks 90-99%; GCC's rs6000 back end sets the
 * PowerPC bits only past 98% with reliable profile data.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Static hints are obeyed: "likely" only from 95%. */
#define ARCH_PROBABILITY_HIGH 94
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" only at 5% or less. */
#define ARCH_PROBABILITY_LOW 6
#endif
