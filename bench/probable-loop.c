/* SPDX-License-Identifier: MIT */
/*
 * bench/probable-loop.c - variants (a), (b) and (e): the loop through
 * probable(cond, 10).  Built three times from this one source: as
 * bench_plain without -DPROBABLE_PROFILE, as bench_profile with it, and as
 * bench_profile_so with it and -fPIC into a shared library.
 */
#include <probable.h>

#define BENCH_EVAL(cond) probable(cond, BENCH_PC)
#include "bench.h"
