/* SPDX-License-Identifier: MIT */
/*
 * probable_unaligned.h - loads and stores at any address, chosen by how
 * often the address is misaligned.  Included by probable.h; not meant to be
 * included on its own.
 *
 * API (pc: integer constant expression 0..100, the percent of accesses at
 * which the pointer is NOT aligned for its type)
 *     T    get_unaligned_p(const T *ptr, pc);          *ptr, unqualified T
 *     void put_unaligned_p(T val, T *ptr, pc);         *ptr = val
 *     u16  get_unaligned_le16_p(const void *p, pc);    also le32, le64,
 *     void put_unaligned_le16_p(u16 val, void *p, pc); be16, be32, be64
 *     int  PROBABLE_ACCESS(pc);  constant: PROBABLE_ACCESS_DIRECT or _SAFE
 * and the PROBABLE_-prefixed names (PROBABLE_GET_UNALIGNED_P, ...).
 *
 * THE BARGAIN
 *   pc below ARCH_ALIGNMENT_COST_THRESHOLD (0 or 1 in the shipped arch
 *   headers: only Linux user space on CPUs whose kernel fixes alignment
 *   traps up has 1) gives a plain dereference.  If that pointer is then
 *   misaligned, ISO C says the behaviour is undefined; in practice the CPU
 *   traps and the kernel emulates the access, about 1000 times slower, or
 *   the program dies of SIGBUS.  You chose that by writing pc 0.  Any other
 *   pc gives an access that is correct at every address and free of
 *   undefined behaviour: one load or store where the CPU allows it, the
 *   shortest safe sequence where it does not.
 *
 * THE SAFE ACCESS
 *   A member of a packed struct (GNU C), declared may_alias so that it also
 *   reads bytes stored through another type.  Measured against
 *   __builtin_memcpy with GCC 12 -O2 (tools/unaligned-codegen.sh): the same
 *   code where the CPU has unaligned loads; shorter on armel, mips, alpha,
 *   sparc64 and sh4, where GCC turns a small memcpy of unknown alignment
 *   into a library call (armel, sparc64, sh4) or a longer sequence; on
 *   riscv64 GCC's 8-byte memcpy is three instructions shorter but goes
 *   through the stack (eight byte stores, then a load that cannot be
 *   forwarded from them).  Clang 14 compiles both to the same
 *   align-1 load.  In C++ the same packed struct is a template.
 *
 * REQUIREMENTS
 *   get_unaligned_p/put_unaligned_p need GNU C (GCC, Clang, TCC: they use
 *   __typeof__ and statement expressions) or C++ (any trivially copyable
 *   T).  The endian accessors are functions and need only the packed
 *   attribute.  No libc header or call.
 */
#ifndef PROBABLE_UNALIGNED_H
#define PROBABLE_UNALIGNED_H

#ifndef PROBABLE_H
#error "include <probable.h>, not probable_unaligned.h"
#endif

/* ---- which access a pc gets ------------------------------------------------ */

#define PROBABLE_ACCESS_DIRECT 0
#define PROBABLE_ACCESS_SAFE 1

/*
 * PROBABLE_ACCESS(pc) - the access get/put_unaligned_p(..., pc) makes on
 * this build: PROBABLE_ACCESS_DIRECT (a plain dereference) when pc is below
 * ARCH_ALIGNMENT_COST_THRESHOLD, else PROBABLE_ACCESS_SAFE.  An integer
 * constant expression; does not check pc.
 */
#define PROBABLE_ACCESS(pc) \
	(PROBABLE_CAST_(long, pc) < (ARCH_ALIGNMENT_COST_THRESHOLD) ? \
	 PROBABLE_ACCESS_DIRECT : PROBABLE_ACCESS_SAFE)

/* ---- fixed-width types without <stdint.h> (internal) ---------------------------- */

#if defined(__UINT16_TYPE__) && defined(__UINT32_TYPE__) && defined(__UINT64_TYPE__)
typedef __UINT16_TYPE__ probable_u16_;
typedef __UINT32_TYPE__ probable_u32_;
__extension__ typedef __UINT64_TYPE__ probable_u64_;
#else
typedef unsigned short probable_u16_;
typedef unsigned int probable_u32_;
__extension__ typedef unsigned long long probable_u64_;
#endif

#if defined(__GNUC__) || defined(__TINYC__)
#define PROBABLE_PACKED_ __attribute__((__packed__, __may_alias__))
#define PROBABLE_MAY_ALIAS_ __attribute__((__may_alias__))
#else
#define PROBABLE_PACKED_
#define PROBABLE_MAY_ALIAS_
#endif

#if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#define PROBABLE_INLINE_ static inline
#elif defined(__GNUC__) || defined(__TINYC__)
#define PROBABLE_INLINE_ static __inline__
#else
#define PROBABLE_INLINE_ static
#endif

/* ---- get_unaligned_p / put_unaligned_p: GNU C --------------------------------- */

#if !defined(__cplusplus) && (defined(__GNUC__) || defined(__TINYC__))

/*
 * internal: p, a copy of ptr.  GCC's __auto_type names ptr once, so nesting
 * stays linear; Clang warns about __auto_type under -Wc++98-compat even in
 * C, so it gets __typeof__, which names ptr a second time, unevaluated.
 */
#if PROBABLE_GNUC_PREREQ_(4, 9) && !defined(__clang__)
#define PROBABLE_LET_PTR_(p, ptr) __auto_type p = (ptr)
#else
#define PROBABLE_LET_PTR_(p, ptr) __typeof__(&*(ptr)) p = (ptr)
#endif

/* internal: 1 when p points to a volatile or to a const type (constants) */
#define PROBABLE_TO_VOLATILE_(p) \
	__builtin_types_compatible_p(__typeof__(1 ? (p) : (const void *)0), const volatile void *)
#define PROBABLE_TO_CONST_(p) \
	__builtin_types_compatible_p(__typeof__(1 ? (p) : (volatile void *)0), const volatile void *)

/* internal: compile errors that name the mistake (the bit-field fills its
 * unsigned, so -Wpadded stays quiet) */
#ifdef __CHAR_BIT__
#define PROBABLE_UINT_BITS_ ((int)sizeof(unsigned) * __CHAR_BIT__)
#else
#define PROBABLE_UINT_BITS_ 1
#endif
#define PROBABLE_CHECK_OBJECT_(p) \
	((void)sizeof(struct { \
		__typeof__(*(p)) probable_ptr_must_point_to_a_complete_object_type; }))
#define PROBABLE_CHECK_NOT_CONST_(p) \
	((void)sizeof(struct { \
		unsigned probable_put_needs_a_pointer_to_non_const \
			: PROBABLE_TO_CONST_(p) ? -1 : PROBABLE_UINT_BITS_; }))

/*
 * internal: the safe access is a member of a packed struct whose type is
 * *p's, qualifiers included (a volatile stays a volatile access).  The
 * pointer cast keeps p's qualifiers: a volatile pointee goes through a
 * pointer to a volatile struct; for anything else the second choice makes
 * the unused volatile branch cast a null pointer, so -Wcast-qual has
 * nothing to say about either.
 */
#define PROBABLE_SAFE_LVALUE_(p, cv) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), \
		((cv volatile struct { __typeof__(*(p)) v; } PROBABLE_PACKED_ *)(p))->v, \
		((cv struct { __typeof__(*(p)) v; } PROBABLE_PACKED_ *) \
			__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), (cv void *)0, (p)))->v)

/*
 * internal: -Wpacked calls the packing unnecessary: GCC because it leaves
 * the size alone (it is the alignment we want), Clang (-Weverything) when
 * T is byte-aligned already (a char, a struct of chars).
 */
#if defined(__GNUC__)
#define PROBABLE_QUIET_PACKED_BEGIN_ \
	_Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wpacked\"")
#define PROBABLE_QUIET_PACKED_END_ _Pragma("GCC diagnostic pop")
#else
#define PROBABLE_QUIET_PACKED_BEGIN_
#define PROBABLE_QUIET_PACKED_END_
#endif

#define PROBABLE_GET_UNALIGNED_P(ptr, pc) \
	PROBABLE_GNU_GET_(ptr, pc, PROBABLE_UNIQUE_ID_(probable_ptr_), \
			  PROBABLE_UNIQUE_ID_(probable_val_))
#define PROBABLE_GNU_GET_(ptr, pc, p, r) \
	(__extension__ ({ \
		PROBABLE_LET_PTR_(p, ptr); \
		PROBABLE_QUIET_PACKED_BEGIN_ \
		__typeof__((void)0, *(p)) r = \
			__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT, \
				*(p), PROBABLE_SAFE_LVALUE_(p, const)); \
		PROBABLE_QUIET_PACKED_END_ \
		PROBABLE_CHECK_PC_(pc); \
		PROBABLE_CHECK_OBJECT_(p); \
		r; \
	}))

#define PROBABLE_PUT_UNALIGNED_P(val, ptr, pc) \
	PROBABLE_GNU_PUT_(val, ptr, pc, PROBABLE_UNIQUE_ID_(probable_ptr_), \
			  PROBABLE_UNIQUE_ID_(probable_val_))
#define PROBABLE_GNU_PUT_(val, ptr, pc, p, v) \
	((void)__extension__ ({ \
		PROBABLE_LET_PTR_(p, ptr); \
		__typeof__((void)0, *(p)) v = (val); \
		PROBABLE_CHECK_PC_(pc); \
		PROBABLE_CHECK_OBJECT_(p); \
		PROBABLE_CHECK_NOT_CONST_(p); \
		PROBABLE_QUIET_PACKED_BEGIN_ \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT, \
			*(p), PROBABLE_SAFE_LVALUE_(p, )) = v; \
		PROBABLE_QUIET_PACKED_END_ \
	}))

/* ---- get_unaligned_p / put_unaligned_p: C++ ------------------------------------ */

#elif defined(__cplusplus)
extern "C++" {
/* internal: T itself, in a context that does not deduce T */
template <class T> struct probable_identity_ { typedef T type; };

/* internal: compile errors that name the mistake (complete only when valid) */
template <class T> struct probable_ptr_must_point_to_a_complete_object_type {
	enum { size = sizeof(T) };
};
template <> struct probable_ptr_must_point_to_a_complete_object_type<void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<const void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<volatile void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<const volatile void>;
template <bool NotConst> struct probable_put_needs_a_pointer_to_non_const;
template <> struct probable_put_needs_a_pointer_to_non_const<true> { enum { ok = 1 }; };
/* internal: false, but only once T is known (so only an used overload fails) */
template <class T> struct probable_false_ { enum { value = 0 }; };

/* internal: p itself, once T is known to be a complete object type */
template <class T> inline T *probable_object_(T *p)
{
	return static_cast<void>(sizeof(probable_ptr_must_point_to_a_complete_object_type<T>)), p;
}

/* internal: the safe access, as in C: a member of a packed struct (which
 * -Wpacked calls unnecessary, as in C) */
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpacked"
#endif
template <class T> struct PROBABLE_PACKED_ probable_packed_ { T v; };
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

/*
 * internal: get and put for one kind of access (a PROBABLE_ACCESS_ value).
 * Overloads by the pointee's qualifiers pick the unqualified T and keep
 * a volatile access volatile; put through a pointer to const is refused.
 */
template <int Access> struct probable_access_;
template <> struct probable_access_<PROBABLE_ACCESS_DIRECT> {
	template <class T> static inline T get(const T *p) { return *p; }
	template <class T> static inline T get(const volatile T *p) { return *p; }
	template <class T> static inline void put(T *p, typename probable_identity_<T>::type v) { *p = v; }
	template <class T> static inline void put(volatile T *p, typename probable_identity_<T>::type v) { *p = v; }
	template <class T> static inline void put(const T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
	template <class T> static inline void put(const volatile T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
};
template <> struct probable_access_<PROBABLE_ACCESS_SAFE> {
	template <class T> static inline T get(const T *p)
	{
		return static_cast<const probable_packed_<T> *>(static_cast<const void *>(p))->v;
	}
	template <class T> static inline T get(const volatile T *p)
	{
		return static_cast<const volatile probable_packed_<T> *>(
			static_cast<const volatile void *>(p))->v;
	}
	template <class T> static inline void put(T *p, typename probable_identity_<T>::type v)
	{
		static_cast<probable_packed_<T> *>(static_cast<void *>(p))->v = v;
	}
	template <class T> static inline void put(volatile T *p, typename probable_identity_<T>::type v)
	{
		static_cast<volatile probable_packed_<T> *>(static_cast<volatile void *>(p))->v = v;
	}
	template <class T> static inline void put(const T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
	template <class T> static inline void put(const volatile T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
};
}
#define PROBABLE_GET_UNALIGNED_P(ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc)>::get(probable_object_(ptr)))
#define PROBABLE_PUT_UNALIGNED_P(val, ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc)>::put(probable_object_(ptr), val))

#else
/* internal: named failures for compilers with neither GNU C nor C++ */
#define PROBABLE_GET_UNALIGNED_P(ptr, pc) probable_get_unaligned_p_needs_gnu_c_or_cxx(ptr, pc)
#define PROBABLE_PUT_UNALIGNED_P(val, ptr, pc) probable_put_unaligned_p_needs_gnu_c_or_cxx(val, ptr, pc)
#endif

/* ---- endian accessors -------------------------------------------------------- */

#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define PROBABLE_LITTLE_ENDIAN_ 1
#elif defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define PROBABLE_BIG_ENDIAN_ 1
#endif

/* internal: the aligned and the packed view of 2, 4 and 8 bytes */
typedef probable_u16_ PROBABLE_MAY_ALIAS_ probable_aligned16_;
typedef probable_u32_ PROBABLE_MAY_ALIAS_ probable_aligned32_;
typedef probable_u64_ PROBABLE_MAY_ALIAS_ probable_aligned64_;
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpacked" /* GCC: "unnecessary" as the size is the same */
#endif
struct probable_packed16_ { probable_u16_ v; } PROBABLE_PACKED_;
struct probable_packed32_ { probable_u32_ v; } PROBABLE_PACKED_;
struct probable_packed64_ { probable_u64_ v; } PROBABLE_PACKED_;
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

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

/*
 * internal: for each width N, load/store N bits in CPU order by access,
 * then the four byte orders.  With an unknown CPU order the value is put
 * together from its bytes.
 */
#if defined(PROBABLE_LITTLE_ENDIAN_)
#define PROBABLE_FROM_LE_(n, x) (x)
#define PROBABLE_FROM_BE_(n, x) probable_swab##n##_(x)
#elif defined(PROBABLE_BIG_ENDIAN_)
#define PROBABLE_FROM_LE_(n, x) probable_swab##n##_(x)
#define PROBABLE_FROM_BE_(n, x) (x)
#endif
#define PROBABLE_ENDIAN_ACCESSORS_(n) \
PROBABLE_INLINE_ probable_u##n##_ probable_load##n##_(const void *p, int access) \
{ \
	return access == PROBABLE_ACCESS_DIRECT ? \
		*PROBABLE_CAST_(const probable_aligned##n##_ *, p) : \
		PROBABLE_CAST_(const struct probable_packed##n##_ *, p)->v; \
} \
PROBABLE_INLINE_ void probable_store##n##_(void *p, probable_u##n##_ v, int access) \
{ \
	if (access == PROBABLE_ACCESS_DIRECT) \
		*PROBABLE_CAST_(probable_aligned##n##_ *, p) = v; \
	else \
		PROBABLE_CAST_(struct probable_packed##n##_ *, p)->v = v; \
} \
PROBABLE_ENDIAN_ORDERED_(n)

#if defined(PROBABLE_LITTLE_ENDIAN_) || defined(PROBABLE_BIG_ENDIAN_)
#define PROBABLE_ENDIAN_ORDERED_(n) \
PROBABLE_INLINE_ probable_u##n##_ probable_get_le##n##_(const void *p, int access) \
{ return PROBABLE_FROM_LE_(n, probable_load##n##_(p, access)); } \
PROBABLE_INLINE_ probable_u##n##_ probable_get_be##n##_(const void *p, int access) \
{ return PROBABLE_FROM_BE_(n, probable_load##n##_(p, access)); } \
PROBABLE_INLINE_ void probable_put_le##n##_(probable_u##n##_ v, void *p, int access) \
{ probable_store##n##_(p, PROBABLE_FROM_LE_(n, v), access); } \
PROBABLE_INLINE_ void probable_put_be##n##_(probable_u##n##_ v, void *p, int access) \
{ probable_store##n##_(p, PROBABLE_FROM_BE_(n, v), access); }
#else
/* unknown CPU byte order: byte by byte; access does not matter */
#define PROBABLE_ENDIAN_ORDERED_(n) \
PROBABLE_INLINE_ probable_u##n##_ probable_get_le##n##_(const void *p, int access) \
{ \
	const unsigned char *b = PROBABLE_CAST_(const unsigned char *, p); \
	probable_u##n##_ v = 0; \
	int i; \
	(void)access; \
	for (i = n / 8 - 1; i >= 0; i--) \
		v = PROBABLE_CAST_(probable_u##n##_, v << 8 | b[i]); \
	return v; \
} \
PROBABLE_INLINE_ probable_u##n##_ probable_get_be##n##_(const void *p, int access) \
{ \
	const unsigned char *b = PROBABLE_CAST_(const unsigned char *, p); \
	probable_u##n##_ v = 0; \
	int i; \
	(void)access; \
	for (i = 0; i < n / 8; i++) \
		v = PROBABLE_CAST_(probable_u##n##_, v << 8 | b[i]); \
	return v; \
} \
PROBABLE_INLINE_ void probable_put_le##n##_(probable_u##n##_ v, void *p, int access) \
{ \
	unsigned char *b = PROBABLE_CAST_(unsigned char *, p); \
	int i; \
	(void)access; \
	for (i = 0; i < n / 8; i++) \
		b[i] = PROBABLE_CAST_(unsigned char, v >> (8 * i)); \
} \
PROBABLE_INLINE_ void probable_put_be##n##_(probable_u##n##_ v, void *p, int access) \
{ \
	unsigned char *b = PROBABLE_CAST_(unsigned char *, p); \
	int i; \
	(void)access; \
	for (i = 0; i < n / 8; i++) \
		b[n / 8 - 1 - i] = PROBABLE_CAST_(unsigned char, v >> (8 * i)); \
}
#endif

PROBABLE_ENDIAN_ACCESSORS_(16)
PROBABLE_ENDIAN_ACCESSORS_(32)
PROBABLE_ENDIAN_ACCESSORS_(64)

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

#define PROBABLE_GET_ENDIAN_(fn, p, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), fn((p), PROBABLE_ACCESS(pc)))
#define PROBABLE_PUT_ENDIAN_(fn, val, p, pc) \
	(PROBABLE_CAST_(void, PROBABLE_CHECK_PC_(pc)), fn((val), PROBABLE_WRITABLE_(p), PROBABLE_ACCESS(pc)))

/*
 * get_unaligned_le16_p(p, pc) ... get_unaligned_be64_p(p, pc) - the 16-,
 * 32- or 64-bit unsigned value stored at p (any address) least or most
 * significant byte first.  put_unaligned_le16_p(val, p, pc) ... store val,
 * converted to that width.  p is a pointer to bytes, converted to
 * const void * / void * as by a function call; pc as for get_unaligned_p().
 */
#define PROBABLE_GET_UNALIGNED_LE16_P(p, pc) PROBABLE_GET_ENDIAN_(probable_get_le16_, p, pc)
#define PROBABLE_GET_UNALIGNED_LE32_P(p, pc) PROBABLE_GET_ENDIAN_(probable_get_le32_, p, pc)
#define PROBABLE_GET_UNALIGNED_LE64_P(p, pc) PROBABLE_GET_ENDIAN_(probable_get_le64_, p, pc)
#define PROBABLE_GET_UNALIGNED_BE16_P(p, pc) PROBABLE_GET_ENDIAN_(probable_get_be16_, p, pc)
#define PROBABLE_GET_UNALIGNED_BE32_P(p, pc) PROBABLE_GET_ENDIAN_(probable_get_be32_, p, pc)
#define PROBABLE_GET_UNALIGNED_BE64_P(p, pc) PROBABLE_GET_ENDIAN_(probable_get_be64_, p, pc)
#define PROBABLE_PUT_UNALIGNED_LE16_P(val, p, pc) PROBABLE_PUT_ENDIAN_(probable_put_le16_, val, p, pc)
#define PROBABLE_PUT_UNALIGNED_LE32_P(val, p, pc) PROBABLE_PUT_ENDIAN_(probable_put_le32_, val, p, pc)
#define PROBABLE_PUT_UNALIGNED_LE64_P(val, p, pc) PROBABLE_PUT_ENDIAN_(probable_put_le64_, val, p, pc)
#define PROBABLE_PUT_UNALIGNED_BE16_P(val, p, pc) PROBABLE_PUT_ENDIAN_(probable_put_be16_, val, p, pc)
#define PROBABLE_PUT_UNALIGNED_BE32_P(val, p, pc) PROBABLE_PUT_ENDIAN_(probable_put_be32_, val, p, pc)
#define PROBABLE_PUT_UNALIGNED_BE64_P(val, p, pc) PROBABLE_PUT_ENDIAN_(probable_put_be64_, val, p, pc)

/* ---- short names ------------------------------------------------------------- */

#ifndef PROBABLE_NO_SHORT_NAMES
/*
 * get_unaligned_p(ptr, pc) - *ptr, read correctly at any address.
 * @ptr: pointer to a complete object type T (const/volatile allowed);
 *       evaluated once.
 * @pc:  integer constant expression 0..100: percent of calls in which ptr
 *       is not aligned for T.
 * Return: the value, of the unqualified T.
 */
#define get_unaligned_p(ptr, pc) PROBABLE_GET_UNALIGNED_P(ptr, pc)
/*
 * put_unaligned_p(val, ptr, pc) - *ptr = val, correct at any address.
 * @val: converted to T as by assignment; evaluated once.
 * @ptr: pointer to a non-const complete object type T; evaluated once.
 * @pc:  as for get_unaligned_p().
 */
#define put_unaligned_p(val, ptr, pc) PROBABLE_PUT_UNALIGNED_P(val, ptr, pc)
#define get_unaligned_le16_p(p, pc) PROBABLE_GET_UNALIGNED_LE16_P(p, pc)
#define get_unaligned_le32_p(p, pc) PROBABLE_GET_UNALIGNED_LE32_P(p, pc)
#define get_unaligned_le64_p(p, pc) PROBABLE_GET_UNALIGNED_LE64_P(p, pc)
#define get_unaligned_be16_p(p, pc) PROBABLE_GET_UNALIGNED_BE16_P(p, pc)
#define get_unaligned_be32_p(p, pc) PROBABLE_GET_UNALIGNED_BE32_P(p, pc)
#define get_unaligned_be64_p(p, pc) PROBABLE_GET_UNALIGNED_BE64_P(p, pc)
#define put_unaligned_le16_p(val, p, pc) PROBABLE_PUT_UNALIGNED_LE16_P(val, p, pc)
#define put_unaligned_le32_p(val, p, pc) PROBABLE_PUT_UNALIGNED_LE32_P(val, p, pc)
#define put_unaligned_le64_p(val, p, pc) PROBABLE_PUT_UNALIGNED_LE64_P(val, p, pc)
#define put_unaligned_be16_p(val, p, pc) PROBABLE_PUT_UNALIGNED_BE16_P(val, p, pc)
#define put_unaligned_be32_p(val, p, pc) PROBABLE_PUT_UNALIGNED_BE32_P(val, p, pc)
#define put_unaligned_be64_p(val, p, pc) PROBABLE_PUT_UNALIGNED_BE64_P(val, p, pc)
#endif

#endif /* PROBABLE_UNALIGNED_H */
