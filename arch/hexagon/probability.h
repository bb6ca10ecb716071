/* SPDX-License-Identifier: MIT */
/*
 * hexagon: Qualcomm Hexagon DSP (V5 onward), Linux, QuRT and bare metal.
 *
 * Branches: every conditional jump is written with a direction hint,
 * :t or :nt, and the core acts on the hint, so a wrong one costs a
 * misprediction each time the branch runs.
 *
 * Alignment: Linux never selects HAVE_EFFICIENT_UNALIGNED_ACCESS for
 * hexagon.  A misaligned load or store raises an exception that
 * arch/hexagon/kernel/traps.c answers with SIGBUS rather than emulating,
 * and bare metal has no handler either: no fix-up to gamble on.
 */

/* :t/:nt hints are obeyed. */
#include "../policy/hint-static-prediction.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* A misaligned access is SIGBUS, not a slow fix-up: never direct. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
