/* SPDX-License-Identifier: MIT */
/*
 * tests/codegen/unaligned.c - input for tools/unaligned-codegen.sh, which
 * counts the instructions of each function below on every compiler it has.
 *
 * For T = unsigned short / unsigned int / unsigned long long (b = 16/32/64):
 *     T    <v>_get<b>(const void *p);       load a T from p (any address)
 *     void <v>_put<b>(void *p, T v);        store v at p
 * for the variants v:
 *     probable100  get_unaligned_p(..., 100) / put_unaligned_p(..., 100)
 *     probable10   the same with pc 10
 *     probable0    the same with pc 0
 *     packed       the kernel's member of a packed struct
 *     memcpy       __builtin_memcpy through the void pointer
 *     direct       a plain dereference (wrong for a misaligned p)
 * The probable variants only with -DWITH_PROBABLE, so the reference can be
 * built without the header.  No libc header: builds with -ffreestanding
 * -nostdinc.  The casts from void * are the point; this is not user code.
 */
#ifdef WITH_PROBABLE
#include <probable.h>
#endif

typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

/*
 * VARIANT(name, b, get, put): name_getb(p) returns the expression get;
 * name_putb(p, v) runs the statement put.
 */
#define VARIANT(name, b, get, put) \
	u##b name##_get##b(const void *p); \
	void name##_put##b(void *p, u##b v); \
	u##b name##_get##b(const void *p) { return get; } \
	void name##_put##b(void *p, u##b v) { put; }

#define MEMCPY_GET(b) __extension__ ({ u##b r_; __builtin_memcpy(&r_, p, sizeof r_); r_; })
#define PACKED(b) struct { u##b x; } __attribute__((__packed__))

#define ALL_WIDTHS(b) \
	VARIANT(packed, b, ((const PACKED(b) *)p)->x, ((PACKED(b) *)p)->x = v) \
	VARIANT(memcpy, b, MEMCPY_GET(b), __builtin_memcpy(p, &v, sizeof v)) \
	VARIANT(direct, b, *(const u##b *)p, *(u##b *)p = v) \
	PROBABLE_WIDTH(b)

#ifdef WITH_PROBABLE
#define PROBABLE_WIDTH(b) \
	VARIANT(probable100, b, get_unaligned_p((const u##b *)p, 100), put_unaligned_p(v, (u##b *)p, 100)) \
	VARIANT(probable10, b, get_unaligned_p((const u##b *)p, 10), put_unaligned_p(v, (u##b *)p, 10)) \
	VARIANT(probable0, b, get_unaligned_p((const u##b *)p, 0), put_unaligned_p(v, (u##b *)p, 0))
#else
#define PROBABLE_WIDTH(b)
#endif

ALL_WIDTHS(16)
ALL_WIDTHS(32)
ALL_WIDTHS(64)
