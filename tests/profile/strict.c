/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/strict.c - every kind of profiled site (probable(), a
 * PROBABLE_MACRO_SITE macro and a PROBABLE_MACRO_VALUE_SITE one, both
 * long as the builtin is, get/put_unaligned_p, the endian forms), for
 * test_strict.py's warning flags in C and C++ (the file is compiled as
 * both; its own casts are the language's).
 */
#include <probable.h>
#include <stdint.h>

#ifdef __cplusplus
#define S_CAST(t, x) static_cast<t>(x)
#else
#define S_CAST(t, x) ((t)(x))
#endif
#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)
#define OFTEN(v) PROBABLE_MACRO_VALUE_SITE(OFTEN, v, #v, 95)

int strict_sites(int x, const unsigned char *p, unsigned char *q);
int strict_sites(int x, const unsigned char *p, unsigned char *q)
{
	uint32_t v = get_unaligned_le32_p(p, 50);
	const uint16_t *h = S_CAST(const uint16_t *, S_CAST(const void *, p));
	uint16_t w = get_unaligned_p(h, 50);
	put_unaligned_be16_p(S_CAST(uint16_t, x), q, 10);
	put_unaligned_p(w, S_CAST(uint16_t *, S_CAST(void *, q)), 90);
	return probable(x > 3, 10) + S_CAST(int, RARELY_ZERO(x % 4) + OFTEN(S_CAST(long, x) & 6)) +
	       S_CAST(int, v & 1u);
}
