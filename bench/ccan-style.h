/* SPDX-License-Identifier: MIT */
/*
 * bench/ccan-style.h - variant (d): a branch profiler of the kind of
 * ccan/likely's likely_stats(), written for this benchmark.
 *
 * Every evaluation calls ccan_style_trace() with the value, the expected
 * value, the condition's text, __FILE__ and __LINE__; it finds the site in
 * a hash table keyed by file and line (hashing the file name and the line
 * on every call, comparing the line and the file name on a hit), creates
 * the entry on first use, and counts the evaluation and whether it was as
 * expected.
 */
#ifndef CCAN_STYLE_H
#define CCAN_STYLE_H

int ccan_style_trace(int val, int expect, const char *expr, const char *file, unsigned line);

#define ccan_style_likely(cond) ccan_style_trace(!!(cond), 1, #cond, __FILE__, __LINE__)
#define ccan_style_unlikely(cond) ccan_style_trace(!!(cond), 0, #cond, __FILE__, __LINE__)

#endif
