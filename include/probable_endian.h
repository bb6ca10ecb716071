/* SPDX-License-Identifier: MIT */
/*
 * probable_endian.h - get/put_unaligned_{le,be}{16,32,64}_p(): 16-, 32- and
 * 64-bit unsigned values stored least or most significant byte first, at
 * any address, with the access a misalignment pc asks for.  Included by
 * probable.h; compiles on its own too.  The public names are
 * defined in probable.h; this header says what they become.
 *
 * Each accessor is an inline function of a pointer to bytes (so no type is
 * deduced and every argument is evaluated once), given the access kind
 * PROBABLE_ACCESS(pc) as a constant that the compiler folds.  Two ways:
 *
 * GNU C and GNU C++ (GCC, Clang), byte order known: the shortest code
 * measured for the target (tools/unaligned-codegen.sh --check keeps each
 * accessor no longer than byte-shift code, and no longer than the kernel's
 * accessor where the CPU has fast unaligned access; the counts are in
 * docs/codegen.md).
 * In the CPU's own byte order: the access get/put_unaligned_p() makes
 * (direct, checked or safe).  In the other order, where the CPU has no
 * fast unaligned access, a load followed by a byte swap is often longer
 * than building the value from its bytes in the wanted order, so:
 *   - fast unaligned access (the arch header's
 *     ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: x86, arm64, ARMv6+, powerpc,
 *     s390, m68k 020+ and ColdFire, wasm): the safe access, then a swap (the kernel's le32_to_cpu of a packed
 *     member), at every pc;
 *   - otherwise the value is built from bytes (shift and or), except where
 *     the CPU has a swap of a few instructions: there a direct access (pc
 *     below the cost threshold) and the aligned path of the run-time test
 *     load the word and swap it; and where the unaligned word access is a
 *     pair of word accesses (mips lwl/lwr, alpha ldq_u), 32- and 64-bit
 *     ones use it and swap.
 *
 * Every other compiler (no GNU C: MSVC, TCC, any C99 or C++ compiler), or
 * an unknown byte order: the value is built from its bytes whatever pc
 * says; Clang and GCC turn that into one load where the CPU allows it.
 */
#ifndef PROBABLE_ENDIAN_H
#define PROBABLE_ENDIAN_H

/* (probable.h includes this header; included first, this header takes
 * probable.h in, which then finds this one done) */
#include "probable.h"

/* internal: the CPU's byte order, as the compiler says; every Windows
 * target is little-endian (and MSVC says nothing) */
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define PROBABLE_LITTLE_ENDIAN_ 1
#elif defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define PROBABLE_BIG_ENDIAN_ 1
#elif !defined(__BYTE_ORDER__) && defined(_WIN32)
#define PROBABLE_LITTLE_ENDIAN_ 1
#endif

/*
 * internal: which way.  PROBABLE_ENDIAN_PORTABLE_ (tests only) takes the
 * portable way on a GNU compiler too.
 */
#if defined(__GNUC__) && !defined(PROBABLE_ENDIAN_PORTABLE_) && \
	(defined(PROBABLE_LITTLE_ENDIAN_) || defined(PROBABLE_BIG_ENDIAN_))
#define PROBABLE_ENDIAN_GNU_ 1
#endif

/* internal: an always-inlined function where the compiler can say so */
#if defined(PROBABLE_ENDIAN_GNU_)
#define PROBABLE_ENDIAN_INLINE_ PROBABLE_INLINE_ __attribute__((__always_inline__))
#else
#define PROBABLE_ENDIAN_INLINE_ PROBABLE_INLINE_
#endif

/* internal: p, refused at compile time if it points to const */
#if defined(__cplusplus)
extern "C++" { /* (the refusal is probable_unaligned.h's, as the pointer check) */
template <class probable_type_> inline void *probable_writable_(probable_type_ *probable_p_)
{
	return probable_p_;
}
template <class probable_type_> inline void *probable_writable_(const probable_type_ *probable_p_)
{
	return (void)sizeof(probable_put_needs_a_pointer_to_non_const<
		probable_false_<probable_type_>::probable_v_ != 0>),
		const_cast<probable_type_ *>(probable_p_);
}
}
#define PROBABLE_WRITABLE_(p) probable_writable_(probable_pointer_(p))
#elif defined(__GNUC__) || defined(__TINYC__)
/* (the bit-field fills its unsigned, so -Wpadded stays quiet; p that is no
 * pointer gets PROBABLE_CHECK_POINTER_'s error alone) */
#define PROBABLE_WRITABLE_(p) \
	(PROBABLE_CHECK_POINTER_(p), (void)sizeof(struct { \
		unsigned probable_endian_put_needs_a_pointer_to_non_const \
			: __builtin_types_compatible_p(__typeof__(1 ? PROBABLE_POINTER_OR_NULL_(p) : \
								  (volatile void *)0), \
						       const volatile void *) ? -1 : PROBABLE_UINT_BITS_; }), \
	 PROBABLE_POINTER_OR_NULL_(p))
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define PROBABLE_WRITABLE_(p) \
	((void)sizeof(struct { \
		unsigned probable_endian_put_needs_a_pointer_to_non_const \
			: _Generic(1 ? (p) : (void *)0, const void *: 1, \
				   const volatile void *: 1, default: 0) ? -1 : PROBABLE_UINT_BITS_; }), \
	 (p))
#else
/* (the conversion to void * is diagnosed by the compiler) */
#define PROBABLE_WRITABLE_(p) (p)
#endif
/* internal: p for a get; in C++ refused with the error that names the
 * mistake if it is no pointer (probable_pointer_, probable_unaligned.h),
 * in C converted as a function argument is */
#if defined(__cplusplus)
#define PROBABLE_READABLE_(p) probable_pointer_(p)
#else
#define PROBABLE_READABLE_(p) (p)
#endif

/* ---- byte by byte: every compiler ------------------------------------------ */

/*
 * internal: probable_le_16_gbytes_ ... probable_be_64_gbytes_: the value
 * built from the bytes at probable_b_, shifted and or-ed in the stored
 * order (of type probable_u<n>_: no cast around them, which g++
 * -Wuseless-cast would report); probable_le_16_pbytes_ ...: probable_v_ stored there byte by
 * byte.  (Expressions over those two names, which the users below
 * declare.)
 */
#define PROBABLE_BYTE_(n, i, shift) \
	(PROBABLE_CAST_(probable_u##n##_, probable_b_[i]) << (shift))
#define PROBABLE_STORE_(i, shift) \
	(probable_b_[i] = PROBABLE_CAST_(unsigned char, probable_v_ >> (shift)))
#define probable_le_16_gbytes_ PROBABLE_CAST_(probable_u16_, PROBABLE_BYTE_(16, 0, 0) | PROBABLE_BYTE_(16, 1, 8))
#define probable_be_16_gbytes_ PROBABLE_CAST_(probable_u16_, PROBABLE_BYTE_(16, 0, 8) | PROBABLE_BYTE_(16, 1, 0))
#define probable_le_32_gbytes_ (PROBABLE_BYTE_(32, 0, 0) | PROBABLE_BYTE_(32, 1, 8) | \
	PROBABLE_BYTE_(32, 2, 16) | PROBABLE_BYTE_(32, 3, 24))
#define probable_be_32_gbytes_ (PROBABLE_BYTE_(32, 0, 24) | PROBABLE_BYTE_(32, 1, 16) | \
	PROBABLE_BYTE_(32, 2, 8) | PROBABLE_BYTE_(32, 3, 0))
#define probable_le_64_gbytes_ (PROBABLE_BYTE_(64, 0, 0) | PROBABLE_BYTE_(64, 1, 8) | \
	PROBABLE_BYTE_(64, 2, 16) | PROBABLE_BYTE_(64, 3, 24) | PROBABLE_BYTE_(64, 4, 32) | \
	PROBABLE_BYTE_(64, 5, 40) | PROBABLE_BYTE_(64, 6, 48) | PROBABLE_BYTE_(64, 7, 56))
#define probable_be_64_gbytes_ (PROBABLE_BYTE_(64, 0, 56) | PROBABLE_BYTE_(64, 1, 48) | \
	PROBABLE_BYTE_(64, 2, 40) | PROBABLE_BYTE_(64, 3, 32) | PROBABLE_BYTE_(64, 4, 24) | \
	PROBABLE_BYTE_(64, 5, 16) | PROBABLE_BYTE_(64, 6, 8) | PROBABLE_BYTE_(64, 7, 0))
#define probable_le_16_pbytes_ (PROBABLE_STORE_(0, 0), PROBABLE_STORE_(1, 8))
#define probable_be_16_pbytes_ (PROBABLE_STORE_(0, 8), PROBABLE_STORE_(1, 0))
#define probable_le_32_pbytes_ \
	(PROBABLE_STORE_(0, 0), PROBABLE_STORE_(1, 8), PROBABLE_STORE_(2, 16), PROBABLE_STORE_(3, 24))
#define probable_be_32_pbytes_ \
	(PROBABLE_STORE_(0, 24), PROBABLE_STORE_(1, 16), PROBABLE_STORE_(2, 8), PROBABLE_STORE_(3, 0))
#define probable_le_64_pbytes_ \
	(PROBABLE_STORE_(0, 0), PROBABLE_STORE_(1, 8), PROBABLE_STORE_(2, 16), PROBABLE_STORE_(3, 24), \
	 PROBABLE_STORE_(4, 32), PROBABLE_STORE_(5, 40), PROBABLE_STORE_(6, 48), PROBABLE_STORE_(7, 56))
#define probable_be_64_pbytes_ \
	(PROBABLE_STORE_(0, 56), PROBABLE_STORE_(1, 48), PROBABLE_STORE_(2, 40), PROBABLE_STORE_(3, 32), \
	 PROBABLE_STORE_(4, 24), PROBABLE_STORE_(5, 16), PROBABLE_STORE_(6, 8), PROBABLE_STORE_(7, 0))

#if defined(PROBABLE_ENDIAN_GNU_)
/* ---- GNU C and C++: the shortest code for the target ------------------------- */

/*
 * internal: what the target has, as its arch header says
 * (arch/<name>/probability.h, the one place for the CPU's facts; a header
 * of your own that says nothing gets the byte forms):
 * PROBABLE_ENDIAN_FAST_: ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS, an
 *   unaligned 2-, 4- or 8-byte access is one instruction (or a register
 *   pair), so the safe access is a load;
 * PROBABLE_ENDIAN_SWAP_INSN_: ARCH_HAVE_BYTE_SWAP, a byte swap is an
 *   instruction or a few, not a library call (GCC 12 calls __bswapsi2 on
 *   sparc64, and on riscv64 without Zbb);
 * PROBABLE_ENDIAN_WORDWISE_: ARCH_HAVE_UNALIGNED_WORD_PAIR, the safe 4-
 *   and 8-byte access is a pair of word accesses, not bytes (mips
 *   lwl/lwr, alpha ldq_u);
 * PROBABLE_ENDIAN_SWAP_MIN_: ARCH_SWAP_MIN_BITS (16 if unsaid), the
 *   smallest value swapped rather than built from bytes where the CPU
 *   has fast unaligned access;
 * PROBABLE_ENDIAN_DIRECT_PUT_MIN_: ARCH_SWAPPED_DIRECT_PUT_MIN_BITS (16),
 *   the smallest swapped put made directly;
 * PROBABLE_ENDIAN_TEST_PUT_MIN_: ARCH_SWAPPED_TEST_PUT_MIN_BITS (32), the
 *   smallest swapped put that the run-time test serves: its aligned path
 *   (test, swap, store) must be shorter than the byte stores.
 */
#if defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
#define PROBABLE_ENDIAN_FAST_ 1
#endif
#if defined(ARCH_HAVE_BYTE_SWAP)
#define PROBABLE_ENDIAN_SWAP_INSN_ 1
#endif
#if defined(ARCH_HAVE_UNALIGNED_WORD_PAIR)
#define PROBABLE_ENDIAN_WORDWISE_ 1
#endif
#if defined(ARCH_SWAP_MIN_BITS)
#define PROBABLE_ENDIAN_SWAP_MIN_ (ARCH_SWAP_MIN_BITS)
#else
#define PROBABLE_ENDIAN_SWAP_MIN_ 16
#endif
#if defined(ARCH_SWAPPED_DIRECT_PUT_MIN_BITS)
#define PROBABLE_ENDIAN_DIRECT_PUT_MIN_ (ARCH_SWAPPED_DIRECT_PUT_MIN_BITS)
#else
#define PROBABLE_ENDIAN_DIRECT_PUT_MIN_ 16
#endif
#if defined(ARCH_SWAPPED_TEST_PUT_MIN_BITS)
#define PROBABLE_ENDIAN_TEST_PUT_MIN_ (ARCH_SWAPPED_TEST_PUT_MIN_BITS)
#else
#define PROBABLE_ENDIAN_TEST_PUT_MIN_ 32
#endif

/*
 * internal: the byte forms, of q (a pointer to the bytes, named once; the
 * value of a put is probable_v_).  Statement expressions (GCC, Clang):
 * nothing is defined until it is used, so a unit that never calls an
 * endian accessor pays only for these definitions.
 */
#define PROBABLE_GET_BYTES_EACH_(ORD, n, q) \
	(PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, q); \
		probable_u##n##_ probable_r_ = ORD##n##_gbytes_; \
		PROBABLE_BYTES_END_ \
		probable_r_; }))
#define PROBABLE_PUT_BYTES_EACH_(ORD, n, q) \
	((void)PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, q); \
		ORD##n##_pbytes_; \
		PROBABLE_BYTES_END_ }))
/*
 * internal: where a shift is cheap only by 8 or 16 bits
 * (ARCH_SHIFT_BY_8_AT_A_TIME), the byte forms of 32 and 64 bits go 8 bits
 * at a time through each 32-bit half: each step shifts the one value left
 * or right by 8 and loads or stores one byte.  The empty asm keeps GCC
 * from turning the steps back into one shift per byte.
 */
#if defined(ARCH_SHIFT_BY_8_AT_A_TIME)
#define PROBABLE_STEP_(w) __asm__("" : "+r"(w))
/* the 32-bit value w from bytes i3 (most significant) ... i0 */
#define PROBABLE_GET_STEPS_(w, i3, i2, i1, i0) \
	w = probable_b_[i3]; w <<= 8; PROBABLE_STEP_(w); w |= probable_b_[i2]; \
	w <<= 8; PROBABLE_STEP_(w); w |= probable_b_[i1]; w <<= 8; w |= probable_b_[i0];
/* the 32-bit value w to bytes i0 (least significant) ... i3 */
#define PROBABLE_PUT_STEPS_(w, i0, i1, i2, i3) \
	probable_b_[i0] = PROBABLE_CAST_(unsigned char, w); w >>= 8; PROBABLE_STEP_(w); \
	probable_b_[i1] = PROBABLE_CAST_(unsigned char, w); w >>= 8; PROBABLE_STEP_(w); \
	probable_b_[i2] = PROBABLE_CAST_(unsigned char, w); \
	probable_b_[i3] = PROBABLE_CAST_(unsigned char, w >> 8);
#define PROBABLE_STEPS_GET_probable_le_32 PROBABLE_GET_STEPS_(probable_lo_, 3, 2, 1, 0)
#define PROBABLE_STEPS_GET_probable_be_32 PROBABLE_GET_STEPS_(probable_lo_, 0, 1, 2, 3)
#define PROBABLE_STEPS_GET_probable_le_64 \
	PROBABLE_GET_STEPS_(probable_lo_, 3, 2, 1, 0) PROBABLE_GET_STEPS_(probable_hi_, 7, 6, 5, 4)
#define PROBABLE_STEPS_GET_probable_be_64 \
	PROBABLE_GET_STEPS_(probable_lo_, 4, 5, 6, 7) PROBABLE_GET_STEPS_(probable_hi_, 0, 1, 2, 3)
#define PROBABLE_STEPS_PUT_probable_le_32 PROBABLE_PUT_STEPS_(probable_lo_, 0, 1, 2, 3)
#define PROBABLE_STEPS_PUT_probable_be_32 PROBABLE_PUT_STEPS_(probable_lo_, 3, 2, 1, 0)
#define PROBABLE_STEPS_PUT_probable_le_64 \
	PROBABLE_PUT_STEPS_(probable_lo_, 0, 1, 2, 3) PROBABLE_PUT_STEPS_(probable_hi_, 4, 5, 6, 7)
#define PROBABLE_STEPS_PUT_probable_be_64 \
	PROBABLE_PUT_STEPS_(probable_lo_, 7, 6, 5, 4) PROBABLE_PUT_STEPS_(probable_hi_, 3, 2, 1, 0)
/* (16 bits: the forms above, one shift either way) */
#define PROBABLE_GET_BYTES_(ORD, n, q) PROBABLE_GET_BYTES_##n##_(ORD, q)
#define PROBABLE_PUT_BYTES_(ORD, n, q) PROBABLE_PUT_BYTES_##n##_(ORD, q)
#define PROBABLE_GET_BYTES_16_(ORD, q) PROBABLE_GET_BYTES_EACH_(ORD, 16, q)
#define PROBABLE_PUT_BYTES_16_(ORD, q) PROBABLE_PUT_BYTES_EACH_(ORD, 16, q)
#define PROBABLE_GET_BYTES_32_(ORD, q) \
	(PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, q); \
		probable_u32_ probable_lo_; \
		PROBABLE_STEPS_GET_##ORD##32 \
		PROBABLE_BYTES_END_ \
		probable_lo_; }))
#define PROBABLE_GET_BYTES_64_(ORD, q) \
	(PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, q); \
		probable_u32_ probable_lo_, probable_hi_; \
		PROBABLE_STEPS_GET_##ORD##64 \
		PROBABLE_BYTES_END_ \
		PROBABLE_CAST_(probable_u64_, probable_hi_) << 32 | probable_lo_; }))
#define PROBABLE_PUT_BYTES_32_(ORD, q) \
	((void)PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, q); \
		probable_u32_ probable_lo_ = probable_v_; \
		PROBABLE_STEPS_PUT_##ORD##32 \
		PROBABLE_BYTES_END_ }))
#define PROBABLE_PUT_BYTES_64_(ORD, q) \
	((void)PROBABLE_EXTENSION_({ \
		PROBABLE_BYTES_BEGIN_ \
		unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, q); \
		probable_u32_ probable_lo_ = PROBABLE_CAST_(probable_u32_, probable_v_); \
		probable_u32_ probable_hi_ = PROBABLE_CAST_(probable_u32_, probable_v_ >> 32); \
		PROBABLE_STEPS_PUT_##ORD##64 \
		PROBABLE_BYTES_END_ }))
#else
#define PROBABLE_GET_BYTES_(ORD, n, q) PROBABLE_GET_BYTES_EACH_(ORD, n, q)
#define PROBABLE_PUT_BYTES_(ORD, n, q) PROBABLE_PUT_BYTES_EACH_(ORD, n, q)
#endif

/* internal: indexing bytes is the point of the byte forms; Clang's
 * -Wunsafe-buffer-usage (Clang 16 on) is a model for the user's own code,
 * and these expand in it, so the region is marked as the header's */
#if defined(__clang__) && defined(__has_warning)
#if __has_warning("-Wunsafe-buffer-usage")
#define PROBABLE_BYTES_BEGIN_ _Pragma("clang unsafe_buffer_usage begin")
#define PROBABLE_BYTES_END_ _Pragma("clang unsafe_buffer_usage end")
#endif
#endif
#ifndef PROBABLE_BYTES_BEGIN_
#define PROBABLE_BYTES_BEGIN_
#define PROBABLE_BYTES_END_
#endif

/* internal: byte swaps: the compiler's where the CPU has one, else shifts;
 * of type probable_u<n>_ (in C, a cast: __builtin_bswap64 is a uint64_t,
 * unsigned long on LP64, and the kernel's u64 is unsigned long long; in C++
 * the accessor functions convert on return) */
#if defined(PROBABLE_ENDIAN_SWAP_INSN_) && defined(__cplusplus)
#define PROBABLE_SWAB_(n, x) __builtin_bswap##n(x)
#elif defined(PROBABLE_ENDIAN_SWAP_INSN_)
#define PROBABLE_SWAB_(n, x) ((probable_u##n##_)__builtin_bswap##n(x))
#else
#define PROBABLE_SWAB_(n, x) PROBABLE_SWAB##n##_(x)
#endif
#define PROBABLE_SWAB16_(x) \
	(PROBABLE_EXTENSION_({ probable_u16_ probable_x_ = (x); \
		PROBABLE_CAST_(probable_u16_, probable_x_ >> 8 | probable_x_ << 8); }))
#define PROBABLE_SWAB32_(x) \
	(PROBABLE_EXTENSION_({ probable_u32_ probable_x_ = (x); \
		probable_x_ >> 24 | (probable_x_ >> 8 & 0xff00u) | \
		(probable_x_ & 0xff00u) << 8 | probable_x_ << 24; }))
#define PROBABLE_SWAB64_(x) \
	(PROBABLE_EXTENSION_({ probable_u64_ probable_y_ = (x); \
		PROBABLE_CAST_(probable_u64_, PROBABLE_SWAB32_(PROBABLE_CAST_(probable_u32_, probable_y_))) << 32 | \
		PROBABLE_SWAB32_(PROBABLE_CAST_(probable_u32_, probable_y_ >> 32)); }))

/* internal: 2, 4 and 8 bytes seen as an integer that may alias anything,
 * aligned (direct) or packed (safe) */
typedef probable_u16_ PROBABLE_MAY_ALIAS_ probable_alias16_;
typedef probable_u32_ PROBABLE_MAY_ALIAS_ probable_alias32_;
typedef probable_u64_ PROBABLE_MAY_ALIAS_ probable_alias64_;
struct probable_packed16_ { probable_u16_ probable_v_; } PROBABLE_PACKED_;
struct probable_packed32_ { probable_u32_ probable_v_; } PROBABLE_PACKED_;
struct probable_packed64_ { probable_u64_ probable_v_; } PROBABLE_PACKED_;
#define PROBABLE_DIRECT_(n, p) (*PROBABLE_CAST_(const probable_alias##n##_ *, p))
#define PROBABLE_DIRECT_LVALUE_(n, p) (*PROBABLE_CAST_(probable_alias##n##_ *, p))
#define PROBABLE_PACKED_GET_(n, p) \
	(PROBABLE_CAST_(const struct probable_packed##n##_ *, p)->probable_v_)
#define PROBABLE_PACKED_LVALUE_(n, p) (PROBABLE_CAST_(struct probable_packed##n##_ *, p)->probable_v_)

/*
 * internal: the run-time test: 1 when q is aligned for an n-bit integer,
 * hinted with h (PROBABLE_HINT(100 - pc)); only for the checked access a
 * and 4 bytes and more, as get_unaligned_p() does.  The aligned access
 * goes through q after an empty asm that claims to change it (HIDDEN), or
 * GCC would merge the two branches into the long one.
 */
#define PROBABLE_ALIGNED_(n, q, a, h) \
	((a) != PROBABLE_ACCESS_CHECKED || __alignof__(probable_u##n##_) < 4u ? 0 : \
	 (h) == PROBABLE_HINT_UNLIKELY ? \
		PROBABLE_CAST_(int, __builtin_expect(PROBABLE_ALIGNED_OK_(n, q), 0)) : \
	 (h) == PROBABLE_HINT_NONE ? PROBABLE_ALIGNED_OK_(n, q) : \
		PROBABLE_CAST_(int, __builtin_expect(PROBABLE_ALIGNED_OK_(n, q), 1)))
#define PROBABLE_ALIGNED_OK_(n, q) \
	(!PROBABLE_MISALIGNED_(q, PROBABLE_CAST_(unsigned, __alignof__(probable_u##n##_))))
#define PROBABLE_E_HIDDEN_(type, q) \
	(PROBABLE_EXTENSION_({ type probable_h_ = (q); __asm__("" : "+r"(probable_h_)); probable_h_; }))
#if !(PROBABLE_TEST_BELOW_ > 0)
/* (no run-time test on this build: PROBABLE_ACCESS() never asks for one) */
#undef PROBABLE_ALIGNED_
#define PROBABLE_ALIGNED_(n, q, a, h) 0
#elif defined(__cplusplus)
/* (C++, where the accessors below are twelve functions whose text every
 * unit reads: the test written once, as an always-inlined function) */
PROBABLE_ENDIAN_INLINE_ int probable_e_aligned_(const void *probable_q_, unsigned probable_al_,
						int probable_a_, int probable_h_)
{
	return probable_a_ != PROBABLE_ACCESS_CHECKED || probable_al_ < 4u ? 0 :
	       probable_h_ == PROBABLE_HINT_UNLIKELY ?
		static_cast<int>(__builtin_expect(!PROBABLE_MISALIGNED_(probable_q_, probable_al_), 0)) :
	       probable_h_ == PROBABLE_HINT_NONE ? !PROBABLE_MISALIGNED_(probable_q_, probable_al_) :
		static_cast<int>(__builtin_expect(!PROBABLE_MISALIGNED_(probable_q_, probable_al_), 1));
}
#undef PROBABLE_ALIGNED_
#define PROBABLE_ALIGNED_(n, q, a, h) \
	probable_e_aligned_(q, static_cast<unsigned>(__alignof__(probable_u##n##_)), a, h)
#endif

/* internal: the safe put in the CPU's order: byte stores where the CPU's
 * unaligned access is byte by byte anyway (Clang's packed 8-byte store is
 * longer on ARMv5), else the packed member */
#if defined(PROBABLE_ENDIAN_FAST_) || defined(PROBABLE_ENDIAN_WORDWISE_)
#define PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q) (void)(PROBABLE_PACKED_LVALUE_(n, q) = probable_v_)
#else
#define PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q) PROBABLE_PUT_BYTES_(ORD, n, q)
#endif

/* internal: the safe get in the CPU's order: the packed member, or the
 * byte form where that goes 8 bits at a time (shorter than GCC's own
 * byte loads of a packed member there) */
#if defined(ARCH_SHIFT_BY_8_AT_A_TIME)
#define PROBABLE_NATIVE_SAFE_GET_(ORD, n, q) \
	(n == 16 ? PROBABLE_PACKED_GET_(n, q) : PROBABLE_GET_BYTES_(ORD, n, q))
#else
#define PROBABLE_NATIVE_SAFE_GET_(ORD, n, q) PROBABLE_PACKED_GET_(n, q)
#endif

/* internal: the CPU's own byte order: direct, checked or safe, as for
 * get/put_unaligned_p() */
#if PROBABLE_TEST_BELOW_ > 0
#define PROBABLE_NATIVE_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? PROBABLE_DIRECT_(n, q) : \
	 PROBABLE_ALIGNED_(n, q, a, h) ? PROBABLE_DIRECT_(n, PROBABLE_E_HIDDEN_(const void *, q)) : \
	 PROBABLE_NATIVE_SAFE_GET_(ORD, n, q))
#define PROBABLE_NATIVE_PUT_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? (void)(PROBABLE_DIRECT_LVALUE_(n, q) = probable_v_) : \
	 PROBABLE_ALIGNED_(n, q, a, h) ? \
		(void)(PROBABLE_DIRECT_LVALUE_(n, PROBABLE_E_HIDDEN_(void *, q)) = probable_v_) : \
	 PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q))
#else
/* (no run-time test on this build: direct or safe) */
#define PROBABLE_NATIVE_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? PROBABLE_DIRECT_(n, q) : PROBABLE_NATIVE_SAFE_GET_(ORD, n, q))
#define PROBABLE_NATIVE_PUT_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? (void)(PROBABLE_DIRECT_LVALUE_(n, q) = probable_v_) : \
	 PROBABLE_NATIVE_SAFE_PUT_(ORD, n, q))
#endif

/*
 * internal: the other byte order, per target (see the top of this file).
 */
#if defined(PROBABLE_ENDIAN_FAST_)
/* (the width decides before the compiler reads it: no dead byte form in
 * the text of C++'s accessor functions) */
#define PROBABLE_SWAPPED_GET_(ORD, n, q, a, h) PROBABLE_FAST_GET_##n##_(ORD, n, q)
#define PROBABLE_SWAPPED_PUT_(ORD, n, q, a, h) PROBABLE_FAST_PUT_##n##_(ORD, n, q)
#define PROBABLE_FAST_SWAB_GET_(ORD, n, q) PROBABLE_SWAB_(n, PROBABLE_PACKED_GET_(n, q))
#define PROBABLE_FAST_SWAB_PUT_(ORD, n, q) \
	(void)(PROBABLE_PACKED_LVALUE_(n, q) = PROBABLE_SWAB_(n, probable_v_))
#if PROBABLE_ENDIAN_SWAP_MIN_ <= 16
#define PROBABLE_FAST_GET_16_ PROBABLE_FAST_SWAB_GET_
#define PROBABLE_FAST_PUT_16_ PROBABLE_FAST_SWAB_PUT_
#else
#define PROBABLE_FAST_GET_16_ PROBABLE_GET_BYTES_
#define PROBABLE_FAST_PUT_16_ PROBABLE_PUT_BYTES_
#endif
#if PROBABLE_ENDIAN_SWAP_MIN_ <= 32
#define PROBABLE_FAST_GET_32_ PROBABLE_FAST_SWAB_GET_
#define PROBABLE_FAST_PUT_32_ PROBABLE_FAST_SWAB_PUT_
#else
#define PROBABLE_FAST_GET_32_ PROBABLE_GET_BYTES_
#define PROBABLE_FAST_PUT_32_ PROBABLE_PUT_BYTES_
#endif
#define PROBABLE_FAST_GET_64_ PROBABLE_FAST_SWAB_GET_
#define PROBABLE_FAST_PUT_64_ PROBABLE_FAST_SWAB_PUT_
#else
#if defined(PROBABLE_ENDIAN_WORDWISE_)
#define PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q) \
	(n >= 32 ? PROBABLE_SWAB_(n, PROBABLE_PACKED_GET_(n, q)) : PROBABLE_GET_BYTES_(ORD, n, q))
#define PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q) \
	(n >= 32 ? (void)(PROBABLE_PACKED_LVALUE_(n, q) = PROBABLE_SWAB_(n, probable_v_)) : \
		   PROBABLE_PUT_BYTES_(ORD, n, q))
#else
#define PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q) PROBABLE_GET_BYTES_(ORD, n, q)
#define PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q) PROBABLE_PUT_BYTES_(ORD, n, q)
#endif
#if defined(PROBABLE_ENDIAN_SWAP_INSN_)
#define PROBABLE_SWAPPED_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT ? PROBABLE_SWAB_(n, PROBABLE_DIRECT_(n, q)) : \
	 PROBABLE_ALIGNED_(n, q, a, h) ? \
		PROBABLE_SWAB_(n, PROBABLE_DIRECT_(n, PROBABLE_E_HIDDEN_(const void *, q))) : \
	 PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q))
#define PROBABLE_SWAPPED_PUT_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT && n >= PROBABLE_ENDIAN_DIRECT_PUT_MIN_ ? \
		(void)(PROBABLE_DIRECT_LVALUE_(n, q) = PROBABLE_SWAB_(n, probable_v_)) : \
	 n >= PROBABLE_ENDIAN_TEST_PUT_MIN_ && PROBABLE_ALIGNED_(n, q, a, h) ? \
		(void)(PROBABLE_DIRECT_LVALUE_(n, PROBABLE_E_HIDDEN_(void *, q)) = PROBABLE_SWAB_(n, probable_v_)) : \
	 PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q))
#else
/* (no swap instruction: a 16-bit swap of shifts still beats two byte loads) */
#define PROBABLE_SWAPPED_GET_(ORD, n, q, a, h) \
	((a) == PROBABLE_ACCESS_DIRECT && n == 16 ? PROBABLE_SWAB_(n, PROBABLE_DIRECT_(n, q)) : \
	 PROBABLE_SWAPPED_SAFE_GET_(ORD, n, q))
#define PROBABLE_SWAPPED_PUT_(ORD, n, q, a, h) PROBABLE_SWAPPED_SAFE_PUT_(ORD, n, q)
#endif
#endif

/* internal: probable_le_ / probable_be_ to the native or swapped form */
#if defined(PROBABLE_LITTLE_ENDIAN_)
#define PROBABLE_ENDIAN_GET_probable_le_ PROBABLE_NATIVE_GET_
#define PROBABLE_ENDIAN_PUT_probable_le_ PROBABLE_NATIVE_PUT_
#define PROBABLE_ENDIAN_GET_probable_be_ PROBABLE_SWAPPED_GET_
#define PROBABLE_ENDIAN_PUT_probable_be_ PROBABLE_SWAPPED_PUT_
#else
#define PROBABLE_ENDIAN_GET_probable_be_ PROBABLE_NATIVE_GET_
#define PROBABLE_ENDIAN_PUT_probable_be_ PROBABLE_NATIVE_PUT_
#define PROBABLE_ENDIAN_GET_probable_le_ PROBABLE_SWAPPED_GET_
#define PROBABLE_ENDIAN_PUT_probable_le_ PROBABLE_SWAPPED_PUT_
#endif

/* internal: the 16-bit forms are ints after ?: (promotion); back to u16
 * (in C; C++ returns them from functions of that type) */
#define PROBABLE_AS_U16_(x) PROBABLE_CAST_(probable_u16_, x)
#define PROBABLE_AS_U32_(x) (x)
#define PROBABLE_AS_U64_(x) (x)

#ifndef __cplusplus
/*
 * C: p is converted to const void * / void * as by a function call, and
 * val to the width as by assignment; each is evaluated once, into a local
 * of a name of its own (nested uses do not shadow each other).  Nothing is
 * defined until an accessor is used.
 */
#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	PROBABLE_GET_ENDIAN_AT_(order, n, p, pc, PROBABLE_UNIQUE_ID_(probable_p_))
#define PROBABLE_GET_ENDIAN_AT_(order, n, p, pc, q) \
	(PROBABLE_CHECK_PC_(pc), PROBABLE_EXTENSION_({ \
		const void *q = (PROBABLE_CHECK_POINTER_(p), PROBABLE_POINTER_OR_NULL_(p)); \
		PROBABLE_AS_U##n##_(PROBABLE_ENDIAN_GET_##order(order, n, q, PROBABLE_ACCESS(pc), \
								PROBABLE_HINT(100 - (pc)))); }))
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	PROBABLE_PUT_ENDIAN_AT_(order, n, val, p, pc, PROBABLE_UNIQUE_ID_(probable_p_))
#define PROBABLE_PUT_ENDIAN_AT_(order, n, val, p, pc, q) \
	(PROBABLE_CHECK_PC_(pc), PROBABLE_EXTENSION_({ \
		probable_u##n##_ probable_v_ = (val); \
		void *q = PROBABLE_WRITABLE_(p); \
		PROBABLE_ENDIAN_PUT_##order(order, n, q, PROBABLE_ACCESS(pc), PROBABLE_HINT(100 - (pc))); }))
#else
/*
 * C++: always-inline functions over the same forms, because a statement
 * expression may not stand at namespace scope (a dynamic initializer) or
 * in a template argument (decltype of an accessor), where a call may.
 */
#define PROBABLE_ENDIAN_FNS_(ORD, n) \
template <int probable_ac_, int probable_hi_> PROBABLE_INLINE_ __attribute__((__always_inline__)) \
probable_u##n##_ ORD##n##_get_(const void *probable_q_) \
{ \
	return PROBABLE_ENDIAN_GET_##ORD(ORD, n, probable_q_, probable_ac_, probable_hi_); \
} \
template <int probable_ac_, int probable_hi_> PROBABLE_INLINE_ __attribute__((__always_inline__)) \
void ORD##n##_put_(probable_u##n##_ probable_v_, void *probable_q_) \
{ \
	PROBABLE_ENDIAN_PUT_##ORD(ORD, n, probable_q_, probable_ac_, probable_hi_); \
}
extern "C++" { /* templates, also where the header is included inside extern "C" */
PROBABLE_ENDIAN_FNS_(probable_le_, 16)
PROBABLE_ENDIAN_FNS_(probable_le_, 32)
PROBABLE_ENDIAN_FNS_(probable_le_, 64)
PROBABLE_ENDIAN_FNS_(probable_be_, 16)
PROBABLE_ENDIAN_FNS_(probable_be_, 32)
PROBABLE_ENDIAN_FNS_(probable_be_, 64)
}
#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 order##n##_get_<(PROBABLE_ACCESS(pc)), (PROBABLE_HINT(100 - (pc)))>(PROBABLE_READABLE_(p)))
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 order##n##_put_<(PROBABLE_ACCESS(pc)), (PROBABLE_HINT(100 - (pc)))>(val, PROBABLE_WRITABLE_(p)))
#endif

#else
/* ---- every other compiler: byte by byte, whatever pc says --------------------- */

#if defined(__clang__) && __clang_major__ >= 16
/* (indexing bytes is the point here: Clang's -Wunsafe-buffer-usage is
 * for the user's own code) */
#pragma clang unsafe_buffer_usage begin
#endif
#define PROBABLE_BYTES_FNS_(ORD, n) \
PROBABLE_INLINE_ probable_u##n##_ ORD##n##_get_bytes_(const void *probable_p_) \
{ \
	const unsigned char *probable_b_ = PROBABLE_CAST_(const unsigned char *, probable_p_); \
	return ORD##n##_gbytes_; \
} \
PROBABLE_INLINE_ void ORD##n##_put_bytes_(probable_u##n##_ probable_v_, void *probable_p_) \
{ \
	unsigned char *probable_b_ = PROBABLE_CAST_(unsigned char *, probable_p_); \
	ORD##n##_pbytes_; \
}
PROBABLE_BYTES_FNS_(probable_le_, 16)
PROBABLE_BYTES_FNS_(probable_be_, 16)
PROBABLE_BYTES_FNS_(probable_le_, 32)
PROBABLE_BYTES_FNS_(probable_be_, 32)
PROBABLE_BYTES_FNS_(probable_le_, 64)
PROBABLE_BYTES_FNS_(probable_be_, 64)
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang unsafe_buffer_usage end
#endif

#define PROBABLE_GET_ENDIAN_(order, n, p, pc) \
	(PROBABLE_CHECK_PC_(pc), order##n##_get_bytes_(PROBABLE_READABLE_(p)))
#define PROBABLE_PUT_ENDIAN_(order, n, val, p, pc) \
	(PROBABLE_CHECK_PC_(pc), order##n##_put_bytes_(val, PROBABLE_WRITABLE_(p)))
#endif

#endif /* PROBABLE_ENDIAN_H */
