/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/inline/c99inline.h - C99 plain `inline` functions (external
 * linkage; this is their inline definition; c99inline.c has the extern
 * declarations that make the external definition) using probable() and
 * get_unaligned_p().  In profile mode they must build warning-free with
 * gcc -std=c99 -Wall -Wextra -Wpedantic -Werror and with clang
 * (-Wstatic-local-in-inline, -Wstatic-in-inline): an inline definition may
 * neither define a modifiable static object nor refer to an identifier
 * with internal linkage (C99 6.7.4p3).
 */
#ifndef C99INLINE_H
#define C99INLINE_H
#include <probable.h>
#include <stdint.h>

inline int c99_small(unsigned x)
{
	return probable(x < 16, 25) ? 1 : 0; /* @c99-branch */
}

inline uint32_t c99_read32(const unsigned char *p)
{
	return get_unaligned_p((const uint32_t *)(const void *)p, 75); /* @c99-read */
}
#endif
