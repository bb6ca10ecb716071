/* SPDX-License-Identifier: MIT */
/* bench/ccan-loop.c - variant (d): the loop through ccan_style_unlikely(). */
#include "ccan-style.h"

#define BENCH_FN bench_ccan
#define BENCH_EVAL(cond) ccan_style_unlikely(cond)
#include "bench.h"
