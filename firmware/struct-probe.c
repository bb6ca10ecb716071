/* SPDX-License-Identifier: MIT */
/*
 * firmware/struct-probe.c - does copying a struct through
 * get_unaligned_p()/put_unaligned_p() call memcpy, and from what size, next
 * to a plain assignment of the same struct?  firmware/build.sh compiles it
 * with -DN=8, 12, 16, ... and -ffunction-sections, and looks for a memcpy
 * relocation in each function's section.  N is the struct's size in bytes
 * (a multiple of 4: the struct is u32 words, so a plain assignment may use
 * word accesses; the packed access may not).
 */
#include <probable.h>

#ifndef N
#define N 16
#endif

struct words {
	__UINT32_TYPE__ w[N / 4];
};

void copy_get(struct words *d, const struct words *p);
void copy_put(struct words *p, const struct words *v);
void copy_plain(struct words *d, const struct words *p);

void copy_get(struct words *d, const struct words *p) { *d = get_unaligned_p(p, 100); }
void copy_put(struct words *p, const struct words *v) { put_unaligned_p(*v, p, 100); }
void copy_plain(struct words *d, const struct words *p) { *d = *p; }
