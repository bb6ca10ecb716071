/* SPDX-License-Identifier: MIT */
/* tests/profile/sites3.h - an inline function with two identical calls on
 * one line, compiled into both sites3.c and sites3_b.c: two sites (nth 0
 * and 1), each counted once over both units */
static inline int sites3_both(int v)
{
	return probable(v & 1, 50) + 2 * probable(v & 1, 50); /* @inl-pair */
}
