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
 *
 * And for the endian accessors, for o = le / be:
 *     T    <v>_get_<o><b>(const void *p);   the o-ordered T at p
 *     void <v>_put_<o><b>(void *p, T v);    store v at p in order o
 * for the variants v:
 *     probable100, probable50, probable10, probable0
 *                  get_unaligned_<o><b>_p(p, pc) / put_unaligned_<o><b>_p(v, p, pc)
 *     bytes        hand-written byte-shift code: b[0] | b[1] << 8 | ... and
 *                  b[0] = v, b[1] = v >> 8, ... (in the order o)
 *     kernel       the kernel's get_unaligned_le32() and friends:
 *                  le32_to_cpu() of a member of a packed struct
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

/* ---- the endian accessors ---------------------------------------------------- */

typedef unsigned char u8;
#define B(b, i, s) ((u##b)q[i] << (s))
#define S(i, s) (q[i] = (u8)(v >> (s)))
#define BYTES(o, b, get, put) \
	u##b bytes_get_##o##b(const void *p); \
	void bytes_put_##o##b(void *p, u##b v); \
	u##b bytes_get_##o##b(const void *p) { const u8 *q = (const u8 *)p; return (u##b)(get); } \
	void bytes_put_##o##b(void *p, u##b v) { u8 *q = (u8 *)p; put; }
BYTES(le, 16, B(16, 0, 0) | B(16, 1, 8), (S(0, 0), S(1, 8)))
BYTES(be, 16, B(16, 0, 8) | B(16, 1, 0), (S(0, 8), S(1, 0)))
BYTES(le, 32, B(32, 0, 0) | B(32, 1, 8) | B(32, 2, 16) | B(32, 3, 24),
      (S(0, 0), S(1, 8), S(2, 16), S(3, 24)))
BYTES(be, 32, B(32, 0, 24) | B(32, 1, 16) | B(32, 2, 8) | B(32, 3, 0),
      (S(0, 24), S(1, 16), S(2, 8), S(3, 0)))
BYTES(le, 64, B(64, 0, 0) | B(64, 1, 8) | B(64, 2, 16) | B(64, 3, 24) |
	      B(64, 4, 32) | B(64, 5, 40) | B(64, 6, 48) | B(64, 7, 56),
      (S(0, 0), S(1, 8), S(2, 16), S(3, 24), S(4, 32), S(5, 40), S(6, 48), S(7, 56)))
BYTES(be, 64, B(64, 0, 56) | B(64, 1, 48) | B(64, 2, 40) | B(64, 3, 32) |
	      B(64, 4, 24) | B(64, 5, 16) | B(64, 6, 8) | B(64, 7, 0),
      (S(0, 56), S(1, 48), S(2, 40), S(3, 32), S(4, 24), S(5, 16), S(6, 8), S(7, 0)))

/* the kernel's: le32_to_cpu(((const struct { __le32 x; } __packed *)p)->x) */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define TO_le(b, x) (x)
#define TO_be(b, x) __builtin_bswap##b(x)
#else
#define TO_le(b, x) __builtin_bswap##b(x)
#define TO_be(b, x) (x)
#endif
/* EVARIANT(name, o, b, get, put): name_get_ob(p) returns get; name_put_ob(p, v) runs put */
#define EVARIANT(name, o, b, get, put) \
	u##b name##_get_##o##b(const void *p); \
	void name##_put_##o##b(void *p, u##b v); \
	u##b name##_get_##o##b(const void *p) { return get; } \
	void name##_put_##o##b(void *p, u##b v) { put; }
#define KERNEL(o, b) \
	EVARIANT(kernel, o, b, TO_##o(b, ((const PACKED(b) *)p)->x), ((PACKED(b) *)p)->x = TO_##o(b, v))

#ifdef WITH_PROBABLE
#define PROBABLE_ENDIAN(o, b) \
	EVARIANT(probable100, o, b, get_unaligned_##o##b##_p(p, 100), put_unaligned_##o##b##_p(v, p, 100)) \
	EVARIANT(probable50, o, b, get_unaligned_##o##b##_p(p, 50), put_unaligned_##o##b##_p(v, p, 50)) \
	EVARIANT(probable10, o, b, get_unaligned_##o##b##_p(p, 10), put_unaligned_##o##b##_p(v, p, 10)) \
	EVARIANT(probable0, o, b, get_unaligned_##o##b##_p(p, 0), put_unaligned_##o##b##_p(v, p, 0))
#else
#define PROBABLE_ENDIAN(o, b)
#endif
#define ENDIAN(o, b) KERNEL(o, b) PROBABLE_ENDIAN(o, b)
ENDIAN(le, 16) ENDIAN(be, 16)
ENDIAN(le, 32) ENDIAN(be, 32)
ENDIAN(le, 64) ENDIAN(be, 64)
