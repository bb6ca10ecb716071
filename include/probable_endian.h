/* SPDX-License-Identifier: MIT */
/*
 * probable_endian.h - get/put_unaligned_{le,be}{16,32,64}_p(): 16-, 32- and
 * 64-bit unsigned values stored least or most significant byte first, at
 * any address, with the access a misalignment pc asks for.  Included by
 * probable.h; not meant to be included on its own.  The public names are
 * defined in probable.h; this header says what they become.
 */
#ifndef PROBABLE_ENDIAN_H
#define PROBABLE_ENDIAN_H

#ifndef PROBABLE_H
#error "include <probable.h>, not probable_endian.h"
#endif

#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define PROBABLE_LITTLE_ENDIAN_ 1
#elif defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define PROBABLE_BIG_ENDIAN_ 1
#endif

/* internal: 2, 4 and 8 bytes seen as an integer that may alias anything */
typedef probable_u16_ PROBABLE_MAY_ALIAS_ probable_alias16_;
typedef probable_u32_ PROBABLE_MAY_ALIAS_ probable_alias32_;
typedef probable_u64_ PROBABLE_MAY_ALIAS_ probable_alias64_;

/* internal: byte swaps, the compiler's where it has them */
PROBABLE_INLINE_ probable_u16_ probable_swab16_(probable_u16_ x)
{
#if PROBABLE_HAS_BUILTIN_(__builtin_bswap16) || PROBABLE_GNUC_PREREQ_(4, 8)
	return __builtin_bswap16(x);
#else
	return PROBABLE_CAST_(probable_u16_, (x >> 8) | (x << 8));
#endif
}
PROBABLE_INLINE_ probable_u32_ probable_swab32_(probable_u32_ x)
{
#if PROBABLE_HAS_BUILTIN_(__builtin_bswap32) || PROBABLE_GNUC_PREREQ_(4, 3)
	return __builtin_bswap32(x);
#else
	return (x >> 24) | ((x >> 8) & 0xff00u) | ((x & 0xff00u) << 8) | (x << 24);
#endif
}
PROBABLE_INLINE_ probable_u64_ probable_swab64_(probable_u64_ x)
{
#if PROBABLE_HAS_BUILTIN_(__builtin_bswap64) || PROBABLE_GNUC_PREREQ_(4, 3)
	return __builtin_bswap64(x);
#else
	return PROBABLE_CAST_(probable_u64_, probable_swab32_(PROBABLE_CAST_(probable_u32_, x))) << 32 |
	       probable_swab32_(PROBABLE_CAST_(probable_u32_, x >> 32));
#endif
}

/* internal: p converted as by a call to a function taking void * */
PROBABLE_INLINE_ const void *probable_cbytes_(const void *p) { return p; }
PROBABLE_INLINE_ void *probable_bytes_(void *p) { return p; }

/* internal: p, refused at compile time if it points to const */
#if defined(__cplusplus)
extern "C++" {
template <class T> inline void *probable_writable_(T *p) { return p; }
template <class T> inline void *probable_writable_(const T *p)
{
	return static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<
		probable_false_<T>::value != 0>)), const_cast<T *>(p);
}
}
#define PROBABLE_WRITABLE_(p) probable_writable_(p)
#elif defined(__GNUC__) || defined(__TINYC__)
#define PROBABLE_WRITABLE_(p) (PROBABLE_CHECK_NOT_CONST_(p), (p))
#else
#define PROBABLE_WRITABLE_(p) (p)
#endif

#if defined(PROBABLE_LITTLE_ENDIAN_) || defined(PROBABLE_BIG_ENDIAN_)
/*
 * internal: an N-bit get_unaligned_p/put_unaligned_p of the bytes at p, seen
 * as a may_alias integer (so the access is whatever pc gives: direct,
 * checked or safe), then a byte swap where CPU and wire order differ.
 */
#if defined(PROBABLE_LITTLE_ENDIAN_)
#define PROBABLE_LE_(n, x) (x)
#define PROBABLE_BE_(n, x) probable_swab##n##_(x)
#else
#define PROBABLE_LE_(n, x) probable_swab##n##_(x)
#define PROBABLE_BE_(n, x) (x)
#endif
/* (x) as it stands converts as by assignment in the put below */
#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	PROBABLE_##order##_(n, PROBABLE_GET_UNALIGNED_P_PLAIN_( \
		PROBABLE_CAST_(const probable_alias##n##_ *, probable_cbytes_(p)), pc))
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	PROBABLE_PUT_UNALIGNED_P_PLAIN_(PROBABLE_##order##_(n, val), \
		PROBABLE_CAST_(probable_alias##n##_ *, probable_bytes_(PROBABLE_WRITABLE_(p))), pc)
#else
/* internal: unknown CPU byte order: byte by byte, whatever pc says */
#define PROBABLE_BYTEWISE_(n) \
PROBABLE_INLINE_ probable_u##n##_ probable_get_le##n##_(const void *p) \
{ \
	const unsigned char *b = PROBABLE_CAST_(const unsigned char *, p); \
	probable_u##n##_ v = 0; \
	int i; \
	for (i = n / 8 - 1; i >= 0; i--) \
		v = PROBABLE_CAST_(probable_u##n##_, v << 8 | b[i]); \
	return v; \
} \
PROBABLE_INLINE_ probable_u##n##_ probable_get_be##n##_(const void *p) \
{ \
	const unsigned char *b = PROBABLE_CAST_(const unsigned char *, p); \
	probable_u##n##_ v = 0; \
	int i; \
	for (i = 0; i < n / 8; i++) \
		v = PROBABLE_CAST_(probable_u##n##_, v << 8 | b[i]); \
	return v; \
} \
PROBABLE_INLINE_ void probable_put_le##n##_(probable_u##n##_ v, void *p) \
{ \
	unsigned char *b = PROBABLE_CAST_(unsigned char *, p); \
	int i; \
	for (i = 0; i < n / 8; i++) \
		b[i] = PROBABLE_CAST_(unsigned char, v >> (8 * i)); \
} \
PROBABLE_INLINE_ void probable_put_be##n##_(probable_u##n##_ v, void *p) \
{ \
	unsigned char *b = PROBABLE_CAST_(unsigned char *, p); \
	int i; \
	for (i = 0; i < n / 8; i++) \
		b[n / 8 - 1 - i] = PROBABLE_CAST_(unsigned char, v >> (8 * i)); \
}
PROBABLE_BYTEWISE_(16)
PROBABLE_BYTEWISE_(32)
PROBABLE_BYTEWISE_(64)
#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), PROBABLE_BYTEWISE_GET_##order##_(n, p))
#define PROBABLE_BYTEWISE_GET_LE_(n, p) probable_get_le##n##_(p)
#define PROBABLE_BYTEWISE_GET_BE_(n, p) probable_get_be##n##_(p)
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), PROBABLE_BYTEWISE_PUT_##order##_(n, val, PROBABLE_WRITABLE_(p)))
#define PROBABLE_BYTEWISE_PUT_LE_(n, val, p) probable_put_le##n##_(val, p)
#define PROBABLE_BYTEWISE_PUT_BE_(n, val, p) probable_put_be##n##_(val, p)
#endif

#endif /* PROBABLE_ENDIAN_H */
