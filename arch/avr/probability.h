/* SPDX-License-Identifier: MIT */
/*
 * avr: Microchip/Atmel 8-bit AVR (ATtiny, ATmega, ATxmega, AVR Dx),
 * bare metal; not a Linux architecture.
 *
 * Branches: an in-order core with no branch predictor.  A conditional
 * branch takes one cycle when it falls through and two when it is taken,
 * every time, so keeping the common path straight pays, and a wrong hint
 * costs only a cycle, never a pipeline flush.  That makes a hint worth
 * giving from lower confidence than on a predicted core: the seed's
 * example of 75/25.
 *
 * Alignment: the data path is 8 bits wide and every multi-byte value is
 * loaded byte by byte; the avr-gcc ABI aligns every type to 1, so there is
 * nothing to misalign and the safe path compiles to the same byte loads
 * as a dereference.  Never going direct costs nothing and stays free of
 * undefined behaviour.
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
/* Byte-wise loads: memcpy equals a dereference; never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
