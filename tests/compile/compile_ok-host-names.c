/* SPDX-License-Identifier: MIT */
/*
 * The host project's likely()/unlikely()/get_unaligned()/put_unaligned()
 * (the kernel's, say) coexist with probable.h, included before or after.
 */
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define get_unaligned(p) (*(p))
#define put_unaligned(v, p) ((void)(*(p) = (v)))
#include <probable.h>
int f(int x, int *p);
int f(int x, int *p)
{
	put_unaligned(x, p);
	return (int)likely(x) + (int)unlikely(x) + get_unaligned(p) + probable(x, 50);
}
