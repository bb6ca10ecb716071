/* SPDX-License-Identifier: MIT */
/*
 * bench/probable-loop.c - variants (a), (b) and (e): the loop through
 * probable(cond, 10).  Built three times from this one source: as
 * bench_plain without -DPROBABLE_PROFILE, as bench_profile with it, and as
 * bench_profile_so with it and -fPIC into a shared library.  The profiled
 * builds also define BENCH_FN##_write(), this object's report on demand
 * (probable_profile_write() reports the object it is called in).
 */
#include <probable.h>
#include <stdio.h>

#define BENCH_EVAL(cond) probable(cond, BENCH_PC)
#include "bench.h"

#ifdef PROBABLE_PROFILE
#define BENCH_WRITER_(fn) fn##_write
#define BENCH_WRITER(fn) BENCH_WRITER_(fn)
int BENCH_WRITER(BENCH_FN)(FILE *out, const char *format);
int BENCH_WRITER(BENCH_FN)(FILE *out, const char *format)
{
	return probable_profile_write(out, format);
}
#endif
