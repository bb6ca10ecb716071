/* SPDX-License-Identifier: MIT */
/* bench/kernel-loop.c - variant (c): the loop through kernel_style_unlikely(). */
#include "kernel-style.h"

#define BENCH_FN bench_kernel
#define BENCH_EVAL(cond) kernel_style_unlikely(cond)
#include "bench.h"
