/* SPDX-License-Identifier: MIT */
/*
 * bench/kernel-style.c - variant (c)'s out-of-line counter update, alone in
 * its translation unit so that the loop's compiler cannot inline it (and
 * noinline besides; the script builds without -flto).
 */
#include "kernel-style.h"
#include "bench.h"

/*
 * Plain increments, no atomics.  Of three ways to write this (this if/else;
 * two branch-free adds; an increment through a pointer chosen by the
 * comparison) this one was the cheapest per evaluation with gcc 12 and
 * clang 14 here, so it is the one (b) is compared against.  GCC makes it a
 * branch, Clang an indexed increment.
 */
__attribute__((__noinline__)) void
kernel_style_update(struct kernel_style_site *site, int val, int expect)
{
	if (val == expect)
		site->correct++;
	else
		site->incorrect++;
}

/* the linker's bounds of the section that holds every site's record */
extern struct kernel_style_site __start_kernel_style_sites[], __stop_kernel_style_sites[];

void kernel_style_totals(unsigned long *correct, unsigned long *incorrect)
{
	const struct kernel_style_site *s;

	*correct = *incorrect = 0;
	for (s = __start_kernel_style_sites; s < __stop_kernel_style_sites; s++) {
		*correct += s->correct;
		*incorrect += s->incorrect;
	}
}
