/* SPDX-License-Identifier: MIT */
/* A user's arch header that forgot two of the three values (for a test). */
#define ARCH_PROBABILITY_HIGH 90
