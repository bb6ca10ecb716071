/* SPDX-License-Identifier: MIT */
/* A user's own arch header, as a firmware would write one (for tests). */
#define PROBABLE_ARCH "mychip"
#define ARCH_PROBABILITY_HIGH 79
#define ARCH_PROBABILITY_LOW 21
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
