/* SPDX-License-Identifier: MIT */
/*
 * probable_internal.h - the one internal layer every other probable header
 * uses: compiler detection, token pasting, and the small typing helpers.
 * Included by probable.h (and by the other headers, which need it first);
 * nothing here is API.  Every name it defines ends in an underscore and
 * starts with PROBABLE_ or probable_; nothing expands to a name a host
 * project may own.
 *
 * Harmless from assembler: under __ASSEMBLER__ only macros are defined (no
 * typedef, no declaration), so an -include that also reaches .S files
 * leaves them as they were.
 */
#ifndef PROBABLE_INTERNAL_H
#define PROBABLE_INTERNAL_H

/* ---- pasting and stringizing ------------------------------------------------ */

#define PROBABLE_CAT_(a, b) a##b
#define PROBABLE_XCAT_(a, b) PROBABLE_CAT_(a, b)
#define PROBABLE_STR_(x) #x
#define PROBABLE_XSTR_(x) PROBABLE_STR_(x)

/* a name of its own for each use (nested expansions must not shadow) */
#ifdef __COUNTER__
#define PROBABLE_UNIQUE_ID_(name) PROBABLE_XCAT_(name, __COUNTER__)
#else
#define PROBABLE_UNIQUE_ID_(name) PROBABLE_XCAT_(name, __LINE__)
#endif

/* ---- compiler detection ------------------------------------------------------- */

#if defined(__has_builtin)
#define PROBABLE_HAS_BUILTIN_(x) __has_builtin(x)
#else
#define PROBABLE_HAS_BUILTIN_(x) 0
#endif
#if defined(__has_attribute)
#define PROBABLE_HAS_ATTRIBUTE_(x) __has_attribute(x)
#else
#define PROBABLE_HAS_ATTRIBUTE_(x) 0
#endif
#if defined(__GNUC__) && defined(__GNUC_MINOR__)
#define PROBABLE_GNUC_PREREQ_(maj, min) \
	((__GNUC__ << 16) + __GNUC_MINOR__ >= ((maj) << 16) + (min))
#else
#define PROBABLE_GNUC_PREREQ_(maj, min) 0
#endif

/* GNU C: statement expressions, __typeof__, __attribute__ (GCC, Clang, TCC) */
#if defined(__GNUC__) || defined(__TINYC__)
#define PROBABLE_GNU_C_ 1
#endif

/* __builtin_expect: GCC 3+, Clang, TCC (which has no __has_builtin). */
#if PROBABLE_HAS_BUILTIN_(__builtin_expect) || PROBABLE_GNUC_PREREQ_(3, 0) || defined(__TINYC__)
#define PROBABLE_HAVE_EXPECT_ 1
#endif
/* __builtin_expect_with_probability: GCC 9+, Clang 11+. */
#if PROBABLE_HAS_BUILTIN_(__builtin_expect_with_probability) || \
	(PROBABLE_GNUC_PREREQ_(9, 0) && !defined(__clang__))
#define PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_ 1
#endif

/* C++11 constexpr, where the language has it */
#if defined(__cplusplus) && (__cplusplus >= 201103L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201103L))
#define PROBABLE_CONSTEXPR_ constexpr
#else
#define PROBABLE_CONSTEXPR_
#endif

/* ---- typing helpers ------------------------------------------------------------ */

/* a cast that C++'s -Wold-style-cast accepts */
#ifdef __cplusplus
#define PROBABLE_CAST_(type, expr) (static_cast<type>(expr))
#else
#define PROBABLE_CAST_(type, expr) ((type)(expr))
#endif

/* bits in an unsigned int (a bit-field that fills one keeps -Wpadded quiet) */
#if defined(__CHAR_BIT__) && defined(__SIZEOF_INT__)
#define PROBABLE_UINT_BITS_ (__SIZEOF_INT__ * __CHAR_BIT__)
#elif defined(__CHAR_BIT__)
#define PROBABLE_UINT_BITS_ (PROBABLE_CAST_(int, sizeof(unsigned)) * __CHAR_BIT__)
#else
#define PROBABLE_UINT_BITS_ 16
#endif

/* an unsigned integer type that holds a pointer */
#if defined(__UINTPTR_TYPE__)
#define PROBABLE_UINTPTR_ __UINTPTR_TYPE__
#elif defined(__SIZE_TYPE__)
#define PROBABLE_UINTPTR_ __SIZE_TYPE__
#elif defined(_WIN64)
#define PROBABLE_UINTPTR_ unsigned long long
#else
#define PROBABLE_UINTPTR_ unsigned long
#endif

/* a pointer's address as a PROBABLE_UINTPTR_, and back to a pointer type;
 * PROBABLE_MISALIGNED_(p, align): 1 when p is not a multiple of align (a
 * power of two) */
#ifdef __cplusplus
#define PROBABLE_ADDR_(p) reinterpret_cast<PROBABLE_UINTPTR_>(p)
#define PROBABLE_PTR_(type, addr) reinterpret_cast<type>(addr)
#else
#define PROBABLE_ADDR_(p) ((PROBABLE_UINTPTR_)(p))
#define PROBABLE_PTR_(type, addr) ((type)(addr))
#endif
#define PROBABLE_MISALIGNED_(p, align) \
	((PROBABLE_ADDR_(p) & ((align) - 1u)) != 0)

/* a null pointer of a pointer type named by one token (a typedef), with no
 * literal 0 for C++'s -Wzero-as-null-pointer-constant and no nullptr for
 * C++98 */
#ifdef __cplusplus
#define PROBABLE_NULL_(ptr_type) ptr_type()
#else
#define PROBABLE_NULL_(ptr_type) ((ptr_type)0)
#endif


/*
 * ptr must be a pointer (GNU C): PROBABLE_CHECK_POINTER_(x) fails to
 * compile, naming the mistake, when x is not one (an int passed where the
 * accessors take a pointer would otherwise give some thirty errors about
 * unary '*', or with GCC only a warning for the endian accessors, whose
 * pointer is a void *); PROBABLE_POINTER_OR_NULL_(x) is x, or a null char *
 * when x is not a pointer, so that nothing after the named error fails
 * again.  __builtin_classify_type() does not evaluate x; 5 is GCC's and
 * Clang's class of pointers (arrays and functions decay to them).
 */
#if defined(__GNUC__) && !defined(__cplusplus)
#define PROBABLE_IS_POINTER_(x) (__builtin_classify_type(x) == 5)
#define PROBABLE_POINTER_OR_NULL_(x) __builtin_choose_expr(PROBABLE_IS_POINTER_(x), (x), (char *)0)
#define PROBABLE_CHECK_POINTER_(x) \
	((void)sizeof(struct { \
		unsigned probable_ptr_must_be_a_pointer : PROBABLE_IS_POINTER_(x) ? PROBABLE_UINT_BITS_ : -1; }))
#else
#define PROBABLE_POINTER_OR_NULL_(x) (x)
#define PROBABLE_CHECK_POINTER_(x) ((void)0)
#endif

/* static inline in every C dialect and C++, spelled so that a host's
 * -Dinline= (C89 projects have it) does not turn it into plain static */
#if defined(__GNUC__) || defined(__TINYC__) || defined(_MSC_VER)
#define PROBABLE_INLINE_ static __inline
#elif defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#define PROBABLE_INLINE_ static inline
#else
#define PROBABLE_INLINE_ static
#endif

/* packed and may_alias, where the compiler has them */
#if defined(PROBABLE_GNU_C_)
#define PROBABLE_PACKED_ __attribute__((__packed__, __may_alias__))
#define PROBABLE_MAY_ALIAS_ __attribute__((__may_alias__))
#else
#define PROBABLE_PACKED_
#define PROBABLE_MAY_ALIAS_
#endif

/* GNU C's __extension__, which keeps -pedantic quiet about a GNU form */
#if defined(__GNUC__)
#define PROBABLE_EXTENSION_ __extension__
#else
#define PROBABLE_EXTENSION_
#endif

/*
 * Fixed-width unsigned types without <stdint.h>.  The 64-bit type is the
 * one a printf conversion expects there: uint64_t's (__UINT64_TYPE__,
 * unsigned long on LP64) in user space, u64's (always unsigned long long,
 * asm-generic/int-ll64.h) in the Linux kernel, as the kernel's own
 * get_unaligned_le64() returns.
 */
#ifndef __ASSEMBLER__
#if defined(__KERNEL__) && defined(__UINT16_TYPE__) && defined(__UINT32_TYPE__)
typedef __UINT16_TYPE__ probable_u16_;
typedef __UINT32_TYPE__ probable_u32_;
PROBABLE_EXTENSION_ typedef unsigned long long probable_u64_;
#elif defined(__UINT16_TYPE__) && defined(__UINT32_TYPE__) && defined(__UINT64_TYPE__)
typedef __UINT16_TYPE__ probable_u16_;
typedef __UINT32_TYPE__ probable_u32_;
PROBABLE_EXTENSION_ typedef __UINT64_TYPE__ probable_u64_;
#elif defined(_MSC_VER)
typedef unsigned __int16 probable_u16_;
typedef unsigned __int32 probable_u32_;
typedef unsigned __int64 probable_u64_;
#else
typedef unsigned short probable_u16_;
typedef unsigned int probable_u32_;
PROBABLE_EXTENSION_ typedef unsigned long long probable_u64_;
#endif
#endif /* !__ASSEMBLER__ */

#endif /* PROBABLE_INTERNAL_H */
