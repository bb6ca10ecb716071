/* SPDX-License-Identifier: MIT */
/*
 * msp430: TI MSP430 and MSP430X 16-bit microcontrollers, bare metal; not
 * a Linux architecture.
 *
 * Branches: an in-order core with no branch predictor and no cache; a
 * conditional jump costs the same cycles whichever way it goes, so there
 * is no misprediction to risk.  A hint only changes layout (the common
 * path falls through, the rare one moves out of line), a wrong hint costs
 * a cycle or two at most, and a hint is worth giving from lower
 * confidence than on a predicted core: the seed's example of 75/25.
 *
 * Alignment: a word access at an odd address does not trap; the CPU
 * ignores the low address bit and reads or writes the aligned word, i.e.
 * silently the wrong data.  A direct dereference can never pay.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* No predictor, cheap wrong guesses: "likely" from 75%. */
#define ARCH_PROBABILITY_HIGH 74
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 25% or less. */
#define ARCH_PROBABILITY_LOW 26
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned word access returns wrong data, no trap: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
