/* SPDX-License-Identifier: MIT */
/*
 * bench/evidence/invert.h - every probable(cond, pc) as probable(cond,
 * 100 - pc): the examples "with every hint inverted" (-include it; the
 * example's own #include <probable.h> then does nothing).
 */
#include <probable.h>
#undef probable
#define probable(cond, pc) PROBABLE_BRANCH_SITE_(cond, 100 - (pc), #cond, probable)
