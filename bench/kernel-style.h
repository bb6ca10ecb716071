/* SPDX-License-Identifier: MIT */
/*
 * bench/kernel-style.h - variant (c): a branch profiler of the kind Linux
 * has under CONFIG_PROFILE_ANNOTATED_BRANCHES, written for this benchmark.
 *
 * Every annotated site has a static record (function, file, line, and a
 * correct and an incorrect counter), placed in its own section so that the
 * records can be walked without registering them.  Every evaluation calls
 * kernel_style_update(), which lives in another translation unit and is
 * noinline, with the record, the value and the expected value; it adds 1
 * to one of the two counters with plain (non-atomic) increments.
 */
#ifndef KERNEL_STYLE_H
#define KERNEL_STYLE_H

struct kernel_style_site {
	const char *func, *file;
	unsigned line;
	unsigned long correct, incorrect;
};

__attribute__((__noinline__)) void
kernel_style_update(struct kernel_style_site *site, int val, int expect);

#define kernel_style_branch_(cond, expect) \
	(__extension__ ({ \
		static struct kernel_style_site kernel_style_site_ \
			__attribute__((__used__, __section__("kernel_style_sites"), __aligned__(8))) = \
			{ __func__, __FILE__, __LINE__, 0, 0 }; \
		int kernel_style_val_ = __builtin_expect(!!(cond), expect); \
		kernel_style_update(&kernel_style_site_, kernel_style_val_, expect); \
		kernel_style_val_; \
	}))
#define kernel_style_likely(cond) kernel_style_branch_(cond, 1)
#define kernel_style_unlikely(cond) kernel_style_branch_(cond, 0)

#endif
