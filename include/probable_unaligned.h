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
 *     int  PROBABLE_ACCESS(pc);  constant: PROBABLE_ACCESS_DIRECT, _CHECKED
 *                                or _SAFE: the access this pc gets
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
 *   (ISO C also calls the mere conversion to a misaligned T * undefined,
 *   6.3.2.3p7.  GCC and Clang neither exploit nor check that: UBSan's
 *   alignment check is on the access; the kernel's get_unaligned() relies
 *   on the same.  Where you hold a byte pointer, the endian accessors take
 *   it as it is.)
 *
 * THE SAFE ACCESS
 *   A member of a packed struct (GNU C), declared may_alias so that it also
 *   reads bytes stored through another type.  Measured against
 *   __builtin_memcpy with GCC 12 -O2 (tools/unaligned-codegen.sh): the same
 *   single load or store where the CPU has unaligned access; never longer
 *   elsewhere (library calls aside) except riscv64's 8-byte load, where memcpy is 3 instructions
 *   shorter but goes through the stack (eight byte stores, then a load that
 *   cannot be forwarded from them); shorter on armel, mips and alpha; and
 *   GCC turns a small memcpy of unknown alignment into a library call on
 *   armel and sh4 (every width) and sparc64 (8 bytes).  Clang 14 compiles
 *   both to the same align-1 load.  In C++ the same packed struct is a
 *   template.
 *
 * THE RUN-TIME TEST
 *   On CPUs whose safe access is byte by byte (ARMv5, ARMv6-M, sparc,
 *   alpha, sh, riscv without fast misaligned access), a pc from the threshold up to
 *   ARCH_ALIGNMENT_TEST_BELOW (50 there) tests the address, hinted with
 *   probable(aligned, 100 - pc), and makes one aligned access when it can:
 *   4 to 8 instructions on the aligned path instead of 8 to 31 (GCC 12).
 *
 * REQUIREMENTS
 *   GNU C (GCC, Clang, TCC: __typeof__, statement expressions, packed
 *   structs) or C++ (g++, clang++; T trivially copyable; C++ cannot copy a
 *   class object out of a volatile lvalue, so no volatile struct there).  No libc header,
 *   and no libc call for scalar T.  A struct T is copied as any struct
 *   assignment is, and GCC may call memcpy for that even freestanding (it
 *   requires memcpy of every environment): on Cortex-M0 from 12 bytes for
 *   the packed copy, from 64 for a plain one.
 */
#ifndef PROBABLE_UNALIGNED_H
#define PROBABLE_UNALIGNED_H

#ifndef PROBABLE_H
#error "include <probable.h>, not probable_unaligned.h"
#endif

/* ---- which access a pc gets ------------------------------------------------ */

#define PROBABLE_ACCESS_DIRECT 0
#define PROBABLE_ACCESS_SAFE 1
#define PROBABLE_ACCESS_CHECKED 2

/*
 * ARCH_ALIGNMENT_TEST_BELOW (optional in an arch header; 0 when absent):
 * below this pc, and at or above ARCH_ALIGNMENT_COST_THRESHOLD, the access
 * tests the address at run time, hinted with probable(aligned, 100 - pc),
 * and makes one aligned access when it is aligned, the safe access when
 * not.  Set only where measured to shorten the common path
 * (tools/unaligned-codegen.sh): CPUs whose safe access is a byte-by-byte
 * sequence.
 */
#ifndef ARCH_ALIGNMENT_TEST_BELOW
#define ARCH_ALIGNMENT_TEST_BELOW 0
#endif
#if ARCH_ALIGNMENT_TEST_BELOW < 0 || ARCH_ALIGNMENT_TEST_BELOW > 101
#error "probable: ARCH_ALIGNMENT_TEST_BELOW must be between 0 and 101"
#endif

/*
 * PROBABLE_ACCESS(pc) - the access get/put_unaligned_p(..., pc) makes on
 * this build: PROBABLE_ACCESS_DIRECT (a plain dereference) when pc is below
 * ARCH_ALIGNMENT_COST_THRESHOLD, else PROBABLE_ACCESS_CHECKED (a run-time
 * alignment test, for objects of 4 bytes or more; smaller ones get the safe
 * access) when pc is below ARCH_ALIGNMENT_TEST_BELOW and the compiler is
 * not Clang, else PROBABLE_ACCESS_SAFE.  An integer constant expression; does not
 * check pc.
 */
#define PROBABLE_ACCESS(pc) \
	(PROBABLE_CAST_(long, pc) < (ARCH_ALIGNMENT_COST_THRESHOLD) ? PROBABLE_ACCESS_DIRECT : \
	 PROBABLE_CAST_(long, pc) < PROBABLE_TEST_BELOW_ ? PROBABLE_ACCESS_CHECKED : \
	 PROBABLE_ACCESS_SAFE)

/*
 * internal: where the run-time test is used.  Not with Clang: LLVM sinks
 * the aligned and the byte-wise load of the two branches into one load of
 * the weaker alignment, so the test would only add a branch (measured with
 * Clang 14 for armv5te, riscv64 and thumbv6m).  Not for objects under 4
 * bytes: GCC's safe 2-byte access is already as short as the test (4 to 7
 * instructions; on sparc64 shorter).
 */
#if defined(__clang__)
#define PROBABLE_TEST_BELOW_ 0
#else
#define PROBABLE_TEST_BELOW_ (ARCH_ALIGNMENT_TEST_BELOW)
#endif
#define PROBABLE_TEST_MIN_SIZE_ 4

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
 * T is byte-aligned already (a char, a struct of chars).  GCC before 12
 * misplaces a _Pragma from a macro argument ("expected expression before
 * '#pragma'" once get_unaligned_p() sits inside probable()), so there
 * -Wpacked, which neither -Wall nor -Wextra turns on, is left alone.
 */
#if defined(__clang__) || PROBABLE_GNUC_PREREQ_(12, 0)
#define PROBABLE_QUIET_PACKED_BEGIN_ \
	_Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wpacked\"")
#define PROBABLE_QUIET_PACKED_END_ _Pragma("GCC diagnostic pop")
#else
#define PROBABLE_QUIET_PACKED_BEGIN_
#define PROBABLE_QUIET_PACKED_END_
#endif

/*
 * internal: the run-time test.  p is aligned for *p; the aligned access
 * goes through p after an empty asm that claims to change it, or GCC
 * would see that the safe access also serves aligned addresses and merge
 * the two branches into the long one.
 */
#define PROBABLE_IS_ALIGNED_(p) \
	(((PROBABLE_UINTPTR_)(p) & (PROBABLE_UINTPTR_)(__alignof__(*(p)) - 1)) == 0)
#define PROBABLE_HIDDEN_(p) (__extension__ ({ __asm__("" : "+r"(p)); (p); }))
#define PROBABLE_ALIGNED_TEST_(p, pc) \
	PROBABLE_PROBABLE_PLAIN_(PROBABLE_IS_ALIGNED_(p), 100 - (pc))

#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	PROBABLE_GNU_GET_(ptr, pc, PROBABLE_UNIQUE_ID_(probable_ptr_), \
			  PROBABLE_UNIQUE_ID_(probable_val_))
#define PROBABLE_GNU_GET_(ptr, pc, p, r) \
	(__extension__ ({ \
		PROBABLE_LET_PTR_(p, ptr); \
		PROBABLE_QUIET_PACKED_BEGIN_ \
		__typeof__((void)0, *(p)) r = \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT, *(p), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_SAFE || \
				      sizeof(*(p)) < PROBABLE_TEST_MIN_SIZE_, \
			PROBABLE_SAFE_LVALUE_(p, const), \
			PROBABLE_ALIGNED_TEST_(p, pc) ? *PROBABLE_HIDDEN_(p) : \
				PROBABLE_SAFE_LVALUE_(p, const))); \
		PROBABLE_QUIET_PACKED_END_ \
		PROBABLE_CHECK_PC_(pc); \
		PROBABLE_CHECK_OBJECT_(p); \
		r; \
	}))

#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
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
			(void)(*(p) = v), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_SAFE || \
				      sizeof(*(p)) < PROBABLE_TEST_MIN_SIZE_, \
			(void)(PROBABLE_SAFE_LVALUE_(p, ) = v), \
			PROBABLE_ALIGNED_TEST_(p, pc) ? (void)(*PROBABLE_HIDDEN_(p) = v) : \
				(void)(PROBABLE_SAFE_LVALUE_(p, ) = v))); \
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
 * internal: get and put for one kind of access (a PROBABLE_ACCESS_ value)
 * and pc.  Overloads by the pointee's qualifiers pick the unqualified T and
 * keep a volatile access volatile; put through a pointer to const is
 * refused.
 */
template <int Access, long Pc> struct probable_access_;
template <long Pc> struct probable_access_<PROBABLE_ACCESS_DIRECT, Pc> {
	template <class T> static inline T get(const T *p) { return *p; }
	template <class T> static inline T get(const volatile T *p) { return *p; }
	template <class T> static inline void put(T *p, typename probable_identity_<T>::type v) { *p = v; }
	template <class T> static inline void put(volatile T *p, typename probable_identity_<T>::type v) { *p = v; }
	template <class T> static inline void put(const T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
	template <class T> static inline void put(const volatile T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
};
template <long Pc> struct probable_access_<PROBABLE_ACCESS_SAFE, Pc> {
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
/* the run-time test, as in C (the empty asm keeps the branches apart) */
template <long Pc> struct probable_access_<PROBABLE_ACCESS_CHECKED, Pc> {
	typedef probable_access_<PROBABLE_ACCESS_DIRECT, Pc> direct;
	typedef probable_access_<PROBABLE_ACCESS_SAFE, Pc> safe;
	template <class T> static inline bool aligned(const volatile T *p)
	{
		return sizeof(T) >= PROBABLE_TEST_MIN_SIZE_ &&
		       (reinterpret_cast<PROBABLE_UINTPTR_>(p) &
			static_cast<PROBABLE_UINTPTR_>(__alignof__(T) - 1)) == 0;
	}
	template <class P> static inline P hidden(P p) { __asm__("" : "+r"(p)); return p; }
	template <class T> static inline T get(const T *p)
	{ return PROBABLE_PROBABLE_PLAIN_(aligned(p), 100 - Pc) ? direct::get(hidden(p)) : safe::get(p); }
	template <class T> static inline T get(const volatile T *p)
	{ return PROBABLE_PROBABLE_PLAIN_(aligned(p), 100 - Pc) ? direct::get(hidden(p)) : safe::get(p); }
	template <class T> static inline void put(T *p, typename probable_identity_<T>::type v)
	{
		if (PROBABLE_PROBABLE_PLAIN_(aligned(p), 100 - Pc))
			direct::put(hidden(p), v);
		else
			safe::put(p, v);
	}
	template <class T> static inline void put(volatile T *p, typename probable_identity_<T>::type v)
	{
		if (PROBABLE_PROBABLE_PLAIN_(aligned(p), 100 - Pc))
			direct::put(hidden(p), v);
		else
			safe::put(p, v);
	}
	template <class T> static inline void put(const T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
	template <class T> static inline void put(const volatile T *, typename probable_identity_<T>::type)
	{ static_cast<void>(sizeof(probable_put_needs_a_pointer_to_non_const<probable_false_<T>::value != 0>)); }
};
}
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc), (pc)>::get(probable_object_(ptr)))
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc), (pc)>::put(probable_object_(ptr), val))

#else
/* internal: named failures for compilers with neither GNU C nor C++ */
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) probable_get_unaligned_p_needs_gnu_c_or_cxx(ptr, pc)
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) probable_put_unaligned_p_needs_gnu_c_or_cxx(val, ptr, pc)
#endif

#endif /* PROBABLE_UNALIGNED_H */
