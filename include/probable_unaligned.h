/* SPDX-License-Identifier: MIT */
/*
 * probable_unaligned.h - loads and stores at any address, chosen by how
 * often the address is misaligned.  Included by probable.h; compiles on its
 * own too.
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
 *   traps and the kernel emulates the access, far slower, or the program
 *   dies of SIGBUS.  You chose that by writing pc 0.  Any other pc gives an
 *   access that is correct at every address and free of undefined
 *   behaviour: one load or store where the CPU allows it, the shortest
 *   safe sequence where it does not.
 *
 *   (ISO C also calls the mere conversion to a misaligned T * undefined,
 *   6.3.2.3p7.  GCC and Clang neither exploit nor check that: UBSan's
 *   alignment check is on the access; the kernel's get_unaligned() relies
 *   on the same.  Where you hold a byte pointer, the endian accessors take
 *   it as it is.)
 *
 * THE SAFE ACCESS
 *   GNU C and C++ (GCC, Clang, TCC): a member of a packed struct, declared
 *   may_alias so that it also reads bytes stored through another type.
 *   That costs what memcpy costs: the compiler may not keep a value read
 *   across a store of another type (Clang reloads it where a packed
 *   struct without may_alias would not), because that store may have
 *   changed those bytes; restrict on your pointers says it did not.  It
 *   is never longer than __builtin_memcpy with GCC (and GCC turns a small
 *   memcpy of unknown alignment into a library call on some targets);
 *   docs/codegen.md has the instruction counts (tools/unaligned-codegen.sh).
 *   Other compilers (MSVC): a byte copy, which is standard C and C++ (C11
 *   _Generic picks the type in C: scalar types only, see REQUIREMENTS).
 *
 * VOLATILE
 *   A get through a pointer to volatile only loads, a put only stores
 *   (a device register must not be read when it is written).  On CPUs that
 *   access a misaligned object in one instruction the safe access stays
 *   that one access; elsewhere a volatile safe access is made byte by
 *   byte, each byte once, in address order, because GCC's own byte-wise
 *   store of a volatile packed member reads every byte before writing it.
 *
 * THE RUN-TIME TEST
 *   On CPUs whose safe access is byte by byte (ARMv5, ARMv6-M, sparc,
 *   alpha, sh, riscv without fast misaligned access), a pc from the
 *   threshold up to ARCH_ALIGNMENT_TEST_BELOW (50 there) tests the address,
 *   hinted with probable(aligned, 100 - pc), and makes one aligned access
 *   when it can, which is shorter on the aligned path (docs/codegen.md).
 *
 * REQUIREMENTS
 *   GNU C (GCC, Clang, TCC: __typeof__, statement expressions, packed
 *   structs) or C++ (T trivially copyable; C++ cannot copy a class object
 *   out of a volatile lvalue, so no volatile struct there; without GNU
 *   extensions T must also be default-constructible), or C11 without GNU
 *   extensions (MSVC): T a standard arithmetic type, _Bool, void * or
 *   const void * (anything else is a compile error that says so).  T must
 *   not be an array, a function, or _Atomic.  No libc header, and no libc
 *   call for scalar T.  A struct T is copied as any struct assignment is,
 *   and GCC may call memcpy for that even freestanding (it requires memcpy
 *   of every environment).
 */
#ifndef PROBABLE_UNALIGNED_H
#define PROBABLE_UNALIGNED_H

/* (probable.h includes this header; included first, this header takes
 * probable.h in, which then finds this one done) */
#include "probable.h"

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
 * internal: the GNU forms (packed structs, statement expressions) where the
 * compiler has them.  PROBABLE_PORTABLE_ACCESS_ (tests only) makes GCC and
 * Clang take the forms written for compilers without GNU extensions, so
 * that those can be run here.
 */
#if defined(PROBABLE_GNU_C_) && !defined(PROBABLE_PORTABLE_ACCESS_)
#define PROBABLE_GNU_ACCESS_ 1
#endif

/*
 * PROBABLE_ACCESS(pc) - the access get/put_unaligned_p(..., pc) makes on
 * this build: PROBABLE_ACCESS_DIRECT (a plain dereference) when pc is below
 * ARCH_ALIGNMENT_COST_THRESHOLD, else PROBABLE_ACCESS_CHECKED (a run-time
 * alignment test, for objects of 4 bytes or more; smaller ones get the safe
 * access) when pc is below ARCH_ALIGNMENT_TEST_BELOW and the compiler is
 * GCC, else PROBABLE_ACCESS_SAFE.  An integer constant expression; does not
 * check pc.
 */
#define PROBABLE_ACCESS(pc) \
	((pc) + 0L < (ARCH_ALIGNMENT_COST_THRESHOLD) ? PROBABLE_ACCESS_DIRECT : \
	 (pc) + 0L < PROBABLE_TEST_BELOW_ ? PROBABLE_ACCESS_CHECKED : \
	 PROBABLE_ACCESS_SAFE)

/*
 * internal: where the run-time test is used.  Not with Clang: LLVM sinks
 * the aligned and the byte-wise load of the two branches into one load of
 * the weaker alignment, so the test would only add a branch (checked with
 * Clang for armv5te, riscv64 and thumbv6m).  Not without GNU C (it needs
 * an empty asm).  Not for objects under 4 bytes: GCC's safe 2-byte access
 * is already as short as the test.
 */
#if defined(__clang__) || !defined(PROBABLE_GNU_ACCESS_)
#define PROBABLE_TEST_BELOW_ 0
#else
#define PROBABLE_TEST_BELOW_ (ARCH_ALIGNMENT_TEST_BELOW)
#endif
#define PROBABLE_TEST_MIN_SIZE_ 4

/*
 * internal: defined where the CPU makes a misaligned access of 2, 4 or 8
 * bytes in one instruction (or a register pair), so a volatile safe access
 * can stay the packed member's single access: where the arch header says
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS (arch/<name>/probability.h, the one
 * place for the CPU's facts).  Elsewhere (and with a header of your own
 * that does not say it) a volatile safe access is made byte by byte.
 *
 * PROBABLE_STRICT_ALIGN (the user's): the code is built for strict
 * alignment on a CPU that otherwise has misaligned access (-mstrict-align
 * on arm64 and powerpc, as bare-metal firmware is, MMU off).  GCC says so
 * in no predefined macro (Clang clears __ARM_FEATURE_UNALIGNED), and its
 * packed volatile access then reads every byte before writing it, so a
 * volatile access goes byte by byte there too.
 */
#if defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS) && !defined(PROBABLE_STRICT_ALIGN)
#define PROBABLE_VOLATILE_ONE_ACCESS_ 1
#endif

/* internal: byte i of a copy of n bytes, when i < n (the index stays in
 * bounds where it does not, so no compiler warns about the dead branch) */
#define PROBABLE_COPY_BYTE_(dst, src, i, n) \
	if ((i) < (n)) (dst)[(i) < (n) ? (i) : 0] = (src)[(i) < (n) ? (i) : 0];
/* internal: bytes [0, n) from src to dst, in address order: unrolled up to
 * 16 (so that the bytes of a value stay in registers), a loop after that */
#define PROBABLE_COPY_BYTES_(dst, src, n, i) \
	PROBABLE_COPY_BYTE_(dst, src, 0u, n) PROBABLE_COPY_BYTE_(dst, src, 1u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 2u, n) PROBABLE_COPY_BYTE_(dst, src, 3u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 4u, n) PROBABLE_COPY_BYTE_(dst, src, 5u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 6u, n) PROBABLE_COPY_BYTE_(dst, src, 7u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 8u, n) PROBABLE_COPY_BYTE_(dst, src, 9u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 10u, n) PROBABLE_COPY_BYTE_(dst, src, 11u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 12u, n) PROBABLE_COPY_BYTE_(dst, src, 13u, n) \
	PROBABLE_COPY_BYTE_(dst, src, 14u, n) PROBABLE_COPY_BYTE_(dst, src, 15u, n) \
	for (i = 16u; i < (n); i++) \
		(dst)[i] = (src)[i];

/* ---- get_unaligned_p / put_unaligned_p: GNU C --------------------------------- */

#if !defined(__cplusplus) && defined(PROBABLE_GNU_ACCESS_)

/*
 * internal: p, a copy of ptr.  GCC's __auto_type names ptr once, so nesting
 * stays linear; Clang warns about __auto_type under -Wc++98-compat even in
 * C, so it gets __typeof__, which names ptr a second time, unevaluated.
 * A ptr that is no pointer gets the named error of PROBABLE_CHECK_POINTER_
 * and nothing more (p is then a null char *).
 */
#if PROBABLE_GNUC_PREREQ_(4, 9) && !defined(__clang__)
#define PROBABLE_LET_PTR_(p, ptr) \
	__auto_type PROBABLE_CAT_(p, in_) = (ptr); \
	__auto_type p = (PROBABLE_CHECK_POINTER_(PROBABLE_CAT_(p, in_)), \
			 PROBABLE_POINTER_OR_NULL_(PROBABLE_CAT_(p, in_)))
#else
#define PROBABLE_LET_PTR_(p, ptr) \
	__typeof__(&*PROBABLE_POINTER_OR_NULL_(ptr)) p = \
		(PROBABLE_CHECK_POINTER_(ptr), PROBABLE_POINTER_OR_NULL_(ptr))
#endif

/* internal: *p's type after lvalue conversion: the unqualified T (arrays
 * and functions decay to pointers) */
#define PROBABLE_VALUE_TYPE_(p) __typeof__((void)0, *(p))

/* internal: 1 when p points to a volatile or to a const type (constants) */
#define PROBABLE_TO_VOLATILE_(p) \
	__builtin_types_compatible_p(__typeof__(1 ? (p) : (const void *)0), const volatile void *)
#define PROBABLE_TO_CONST_(p) \
	__builtin_types_compatible_p(__typeof__(1 ? (p) : (volatile void *)0), const volatile void *)
/* internal: 1 when p points to a function, to an array, to an _Atomic
 * object.  Lvalue conversion turns the three into something else (a
 * pointer, a plain object), which a pointer comparison sees; a function
 * decays to p's own type, an array to a pointer (GCC and Clang classify
 * it as one; TCC, which has no _Atomic, needs no such test). */
#define PROBABLE_TO_FUNCTION_(p) \
	__builtin_types_compatible_p(PROBABLE_VALUE_TYPE_(p), __typeof__(&*(p)))
#define PROBABLE_CONVERSION_CHANGES_(p) \
	(!__builtin_types_compatible_p(const volatile __typeof__(*(p)) *, \
				       const volatile PROBABLE_VALUE_TYPE_(p) *) && \
	 !PROBABLE_TO_FUNCTION_(p))
#if defined(__GNUC__)
#define PROBABLE_TO_ARRAY_(p) \
	(PROBABLE_CONVERSION_CHANGES_(p) && __builtin_classify_type(*(p)) == 5)
#else
#define PROBABLE_TO_ARRAY_(p) PROBABLE_CONVERSION_CHANGES_(p)
#endif
#define PROBABLE_TO_ATOMIC_(p) (PROBABLE_CONVERSION_CHANGES_(p) && !PROBABLE_TO_ARRAY_(p))

/* internal: compile errors that name the mistake (each struct's bit-fields
 * fill its unsigned, so -Wpadded stays quiet) */
#define PROBABLE_CHECK_OBJECT_(p) \
	((void)(sizeof(struct { \
		unsigned probable_ptr_must_point_to_an_object_not_a_function \
			: PROBABLE_TO_FUNCTION_(p) ? -1 : 1; \
		unsigned probable_ptr_must_not_point_to_an_array \
			: PROBABLE_TO_ARRAY_(p) ? -1 : 1; \
		unsigned probable_ptr_must_not_point_to_an_atomic_object \
			: PROBABLE_TO_ATOMIC_(p) ? -1 : PROBABLE_UINT_BITS_ - 2; }) + \
	       sizeof(struct { \
		__typeof__(*(p)) probable_ptr_must_point_to_a_complete_object_type; })))
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
		((cv volatile struct { __typeof__(*(p)) probable_v_; } PROBABLE_PACKED_ *)(p))->probable_v_, \
		((cv struct { __typeof__(*(p)) probable_v_; } PROBABLE_PACKED_ *) \
			__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), (cv void *)0, (p)))->probable_v_)

/*
 * internal: the safe access through a pointer to volatile where the CPU has
 * no single misaligned access: bytes in address order, each once, through
 * a union that keeps the value's bytes in registers.
 */
#ifdef PROBABLE_VOLATILE_ONE_ACCESS_
#define PROBABLE_SAFE_GET_(p) PROBABLE_SAFE_LVALUE_(p, const)
#define PROBABLE_SAFE_PUT_(p, v) (PROBABLE_VOLATILE_IN_REGISTER_(p, v), (void)(PROBABLE_SAFE_LVALUE_(p, ) = (v)))
/*
 * internal: where GCC makes a misaligned store in one instruction only from
 * a register (ARCH_MISALIGNED_STORE_FROM_REGISTER), a volatile put of a
 * constant would go through GCC's bit-field store, which reads each byte
 * before it writes it: an empty asm puts the value in a register first.
 * Scalars of 8 bytes at most, only when the value is a constant (known
 * after inlining) or a pointer (__builtin_constant_p says 0 for those);
 * a value already in a register costs nothing more, and a put through a
 * pointer to non-volatile is left alone.
 */
#if defined(ARCH_MISALIGNED_STORE_FROM_REGISTER) && defined(__GNUC__) && !defined(__clang__)
#define PROBABLE_VOLATILE_IN_REGISTER_(p, v) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p) && sizeof(v) <= 8 && \
			      (__builtin_classify_type(v) == 1 || __builtin_classify_type(v) == 3 || \
			       __builtin_classify_type(v) == 4 || __builtin_classify_type(v) == 5 || \
			       __builtin_classify_type(v) == 8), \
		__extension__ ({ if (__builtin_constant_p(v) || __builtin_classify_type(v) == 5) \
					 __asm__("" : "+r"(v)); }), \
		(void)0)
#else
#define PROBABLE_VOLATILE_IN_REGISTER_(p, v) ((void)0)
#endif
#else
#define PROBABLE_SAFE_GET_(p) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), PROBABLE_BYTEWISE_GET_(p), \
			      PROBABLE_SAFE_LVALUE_(p, const))
#define PROBABLE_SAFE_PUT_(p, v) \
	__builtin_choose_expr(PROBABLE_TO_VOLATILE_(p), PROBABLE_BYTEWISE_PUT_(p, v), \
			      (void)(PROBABLE_SAFE_LVALUE_(p, ) = (v)))
#define PROBABLE_BYTEWISE_GET_(p) \
	(__extension__ ({ \
		union { PROBABLE_VALUE_TYPE_(p) probable_t_; \
			unsigned char probable_b_[sizeof(*(p))]; } probable_u_; \
		const volatile unsigned char *probable_s_ = \
			(const volatile unsigned char *)(p); \
		unsigned probable_i_; \
		PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(*(p)), probable_i_) \
		probable_u_.probable_t_; \
	}))
#define PROBABLE_BYTEWISE_PUT_(p, v) \
	((void)__extension__ ({ \
		union { PROBABLE_VALUE_TYPE_(p) probable_t_; \
			unsigned char probable_b_[sizeof(*(p))]; } probable_u_; \
		volatile unsigned char *probable_d_ = (volatile unsigned char *)(p); \
		unsigned probable_i_; \
		probable_u_.probable_t_ = (v); \
		PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(*(p)), probable_i_) \
	}))
#endif

/*
 * internal: -Wpacked calls the packing unnecessary: GCC because it leaves
 * the size alone (it is the alignment we want), Clang (-Weverything) when
 * T is byte-aligned already (a char, a struct of chars).  GCC before 12
 * misplaces a _Pragma from a macro argument ("expected expression before
 * '#pragma'" once get_unaligned_p() sits inside probable()), so there
 * -Wpacked, which neither -Wall nor -Wextra turns on, is left alone.
 */
#if defined(__clang__) && __clang_major__ >= 16
/* (and Clang 16's -Wunsafe-buffer-usage, a model for the user's own code,
 * has nothing to say about the byte copy of a volatile access) */
#define PROBABLE_QUIET_PACKED_BEGIN_ \
	_Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wpacked\"") \
	_Pragma("GCC diagnostic ignored \"-Wunsafe-buffer-usage\"")
#define PROBABLE_QUIET_PACKED_END_ _Pragma("GCC diagnostic pop")
#elif defined(__clang__) || PROBABLE_GNUC_PREREQ_(12, 0)
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
#define PROBABLE_IS_ALIGNED_(p) (!PROBABLE_MISALIGNED_(p, __alignof__(*(p))))
#define PROBABLE_HIDDEN_(p) (__extension__ ({ __asm__("" : "+r"(p)); (p); }))
#define PROBABLE_ALIGNED_TEST_(p, pc) \
	PROBABLE_SITE_CODE_(PROBABLE_IS_ALIGNED_(p), 100 - (pc))

/* The checks come before the access (in get, first in the initializer), so
 * that their named error is the first one a mistake gets. */
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	PROBABLE_GNU_GET_(ptr, pc, PROBABLE_UNIQUE_ID_(probable_ptr_), \
			  PROBABLE_UNIQUE_ID_(probable_val_))
#define PROBABLE_GNU_GET_(ptr, pc, p, r) \
	(__extension__ ({ \
		PROBABLE_QUIET_PACKED_BEGIN_ \
		PROBABLE_LET_PTR_(p, ptr); \
		PROBABLE_VALUE_TYPE_(p) r = (PROBABLE_CHECK_PC_(pc), PROBABLE_CHECK_OBJECT_(p), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT, *(p), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_SAFE || \
				      sizeof(*(p)) < PROBABLE_TEST_MIN_SIZE_, \
			PROBABLE_SAFE_GET_(p), \
			PROBABLE_ALIGNED_TEST_(p, pc) ? *PROBABLE_HIDDEN_(p) : \
				PROBABLE_SAFE_GET_(p)))); \
		PROBABLE_QUIET_PACKED_END_ \
		r; \
	}))

#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	PROBABLE_GNU_PUT_(val, ptr, pc, PROBABLE_UNIQUE_ID_(probable_ptr_), \
			  PROBABLE_UNIQUE_ID_(probable_val_))
#define PROBABLE_GNU_PUT_(val, ptr, pc, p, v) \
	((void)__extension__ ({ \
		PROBABLE_QUIET_PACKED_BEGIN_ \
		PROBABLE_LET_PTR_(p, ptr); \
		PROBABLE_VALUE_TYPE_(p) v = (val); \
		PROBABLE_CHECK_PC_(pc); \
		PROBABLE_CHECK_OBJECT_(p); \
		PROBABLE_CHECK_NOT_CONST_(p); \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT, \
			(void)(*(p) = v), \
		__builtin_choose_expr(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_SAFE || \
				      sizeof(*(p)) < PROBABLE_TEST_MIN_SIZE_, \
			PROBABLE_SAFE_PUT_(p, v), \
			PROBABLE_ALIGNED_TEST_(p, pc) ? (void)(*PROBABLE_HIDDEN_(p) = v) : \
				PROBABLE_SAFE_PUT_(p, v))); \
		PROBABLE_QUIET_PACKED_END_ \
	}))

/* ---- get_unaligned_p / put_unaligned_p: C++ ------------------------------------ */

#elif defined(__cplusplus)
extern "C++" {
/* internal: T itself, in a context that does not deduce T */
template <class probable_T_> struct probable_id_ { typedef probable_T_ probable_type_; };
/* internal: 1 when A and B are the same type */
template <class probable_A_, class probable_B_> struct probable_same_ { enum { probable_v_ = 0 }; };
template <class probable_A_> struct probable_same_<probable_A_, probable_A_> { enum { probable_v_ = 1 }; };
/* internal: 1 for an array type */
template <class probable_T_> struct probable_is_array_ { enum { probable_v_ = 0 }; };
template <class probable_T_, unsigned long probable_N_>
struct probable_is_array_<probable_T_[probable_N_]> { enum { probable_v_ = 1 }; };
/* internal: 1 for a pointer type */
template <class probable_T_> struct probable_is_pointer_ { enum { probable_v_ = 0 }; };
template <class probable_T_> struct probable_is_pointer_<probable_T_ *> { enum { probable_v_ = 1 }; };
/* internal: 1 for T trivially copyable, where the compiler can tell */
#if PROBABLE_HAS_BUILTIN_(__is_trivially_copyable) || PROBABLE_GNUC_PREREQ_(5, 0) || \
	(defined(_MSC_VER) && _MSC_VER >= 1900)
/* (and copy-constructible: std::atomic, whose copy is deleted, passes the
 * first test with some compilers) */
#define PROBABLE_TRIVIALLY_COPYABLE_(T) \
	(__is_trivially_copyable(T) && __is_trivially_constructible(T, const T &))
#else
#define PROBABLE_TRIVIALLY_COPYABLE_(T) 1
#endif

/* internal: compile errors that name the mistake (complete only when valid) */
template <class probable_T_> struct probable_ptr_must_point_to_a_complete_object_type {
	enum { probable_size_ = sizeof(probable_T_) };
};
template <> struct probable_ptr_must_point_to_a_complete_object_type<void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<const void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<volatile void>;
template <> struct probable_ptr_must_point_to_a_complete_object_type<const volatile void>;
template <bool probable_Ok_> struct probable_ptr_must_point_to_an_object_not_a_function;
template <> struct probable_ptr_must_point_to_an_object_not_a_function<true> { enum { probable_ok_ = 1 }; };
template <bool probable_Ok_> struct probable_ptr_must_not_point_to_an_array;
template <> struct probable_ptr_must_not_point_to_an_array<true> { enum { probable_ok_ = 1 }; };
template <bool probable_Ok_> struct probable_type_must_be_trivially_copyable;
template <> struct probable_type_must_be_trivially_copyable<true> { enum { probable_ok_ = 1 }; };
template <bool probable_NotConst_> struct probable_put_needs_a_pointer_to_non_const;
template <> struct probable_put_needs_a_pointer_to_non_const<true> { enum { probable_ok_ = 1 }; };
/* internal: false, but only once T is known (so only an used overload fails) */
template <class probable_T_> struct probable_false_ { enum { probable_v_ = 0 }; };

/*
 * internal: p itself when it is a pointer (probable_pointer_(p), the first
 * thing every accessor does with it).  Anything else gets one error that
 * names the mistake, as in C, from the class that the return type needs
 * (an error there is not a deduction failure), and then a pointer to a
 * char, so that nothing after it fails too.
 */
template <bool probable_Ok_> struct probable_ptr_must_be_a_pointer;
template <> struct probable_ptr_must_be_a_pointer<true> { enum { probable_ok_ = 1 }; };
template <class probable_P_> struct probable_pointer_check_ {
	enum { probable_ok_ = sizeof(probable_ptr_must_be_a_pointer<probable_false_<probable_P_>::probable_v_ != 0>) };
	typedef char *probable_type_;
	static inline char *probable_get_(const probable_P_ &)
	{
		static char probable_c_;
		return &probable_c_;
	}
};
template <class probable_T_> struct probable_pointer_check_<probable_T_ *> {
	typedef probable_T_ *probable_type_;
	static inline probable_T_ *probable_get_(probable_T_ *probable_p_) { return probable_p_; }
};
template <class probable_P_>
inline typename probable_pointer_check_<probable_P_>::probable_type_ probable_pointer_(probable_P_ probable_p_)
{
	return probable_pointer_check_<probable_P_>::probable_get_(probable_p_);
}

/*
 * internal: T once it is known to be a complete, trivially copyable object
 * type that is not an array.  A function type is the one type here that
 * const leaves alone.  Instantiated from probable_object_'s return type, so
 * even an unevaluated get_unaligned_p() (in sizeof) is checked.
 */
template <class probable_T_> struct probable_checked_ {
	enum {
		probable_not_function_ = sizeof(probable_ptr_must_point_to_an_object_not_a_function<
			!probable_same_<const probable_T_, probable_T_>::probable_v_>),
		probable_complete_ = sizeof(probable_ptr_must_point_to_a_complete_object_type<
			typename probable_id_<probable_T_>::probable_type_>),
		probable_not_array_ = sizeof(probable_ptr_must_not_point_to_an_array<
			!probable_is_array_<probable_T_>::probable_v_>),
		probable_trivial_ = sizeof(probable_type_must_be_trivially_copyable<
			PROBABLE_TRIVIALLY_COPYABLE_(probable_T_)>)
	};
	typedef probable_T_ probable_type_;
};
template <class probable_T_> struct probable_checked_<const probable_T_> {
	typedef typename probable_checked_<probable_T_>::probable_type_ const probable_type_;
};
template <class probable_T_> struct probable_checked_<volatile probable_T_> {
	typedef typename probable_checked_<probable_T_>::probable_type_ volatile probable_type_;
};
template <class probable_T_> struct probable_checked_<const volatile probable_T_> {
	typedef typename probable_checked_<probable_T_>::probable_type_ const volatile probable_type_;
};

/* internal: p itself, once T is known to be valid */
template <class probable_T_>
inline typename probable_checked_<probable_T_>::probable_type_ *probable_object_(probable_T_ *probable_p_)
{
	return probable_p_;
}

#if defined(PROBABLE_GNU_ACCESS_)
/* internal: the safe access, as in C: a member of a packed struct (which
 * -Wpacked calls unnecessary, as in C) */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpacked"
template <class probable_T_> struct PROBABLE_PACKED_ probable_packed_ { probable_T_ probable_v_; };
#pragma GCC diagnostic pop
#endif

#if defined(PROBABLE_GNU_ACCESS_) && defined(PROBABLE_VOLATILE_ONE_ACCESS_)
/* internal: a constant (or a pointer) put in a register before a volatile
 * store, as in C (PROBABLE_VOLATILE_IN_REGISTER_): scalars of 8 bytes at
 * most (neither class nor union; arrays and functions are refused before),
 * not pointers to members */
template <class probable_T_,
	  bool probable_Scalar_ = !__is_class(probable_T_) && !__is_union(probable_T_) && sizeof(probable_T_) <= 8>
struct probable_in_register_ {
	static inline void probable_hide_(probable_T_ &) {}
};
#if defined(ARCH_MISALIGNED_STORE_FROM_REGISTER) && !defined(__clang__)
template <class probable_T_> struct probable_in_register_<probable_T_, true> {
	static inline void probable_hide_(probable_T_ &probable_v_)
	{
		if (__builtin_constant_p(probable_v_) || probable_is_pointer_<probable_T_>::probable_v_)
			__asm__("" : "+r"(probable_v_));
	}
};
template <class probable_T_, class probable_C_> struct probable_in_register_<probable_T_ probable_C_::*, true> {
	static inline void probable_hide_(probable_T_ probable_C_::*&) {}
};
#if __cplusplus >= 201103L
template <> struct probable_in_register_<decltype(nullptr), true> {
	static inline void probable_hide_(decltype(nullptr) &) {}
};
#endif
#endif
#endif


/*
 * internal: get and put for one kind of access (a PROBABLE_ACCESS_ value)
 * and pc.  Overloads by the pointee's qualifiers pick the unqualified T and
 * keep a volatile access volatile; put through a pointer to const is
 * refused.
 */
struct probable_refuse_const_put_ {
	template <class probable_T_> static inline void probable_put_(
		const probable_T_ *, typename probable_id_<probable_T_>::probable_type_)
	{ (void)sizeof(probable_put_needs_a_pointer_to_non_const<
		probable_false_<probable_T_>::probable_v_ != 0>); }
	template <class probable_T_> static inline void probable_put_(
		const volatile probable_T_ *, typename probable_id_<probable_T_>::probable_type_)
	{ (void)sizeof(probable_put_needs_a_pointer_to_non_const<
		probable_false_<probable_T_>::probable_v_ != 0>); }
};

template <int probable_Access_, long probable_Pc_> struct probable_access_;
template <long probable_Pc_> struct probable_access_<PROBABLE_ACCESS_DIRECT, probable_Pc_> : probable_refuse_const_put_ {
	using probable_refuse_const_put_::probable_put_;
	template <class probable_T_> static inline probable_T_ probable_get_(const probable_T_ *probable_p_)
	{ return *probable_p_; }
	template <class probable_T_> static inline probable_T_ probable_get_(const volatile probable_T_ *probable_p_)
	{ return *probable_p_; }
	template <class probable_T_> static inline void probable_put_(
		probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{ *probable_p_ = probable_v_; }
	template <class probable_T_> static inline void probable_put_(
		volatile probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{ *probable_p_ = probable_v_; }
};
/*
 * the safe access.  GNU C++: the packed member (volatile through bytes
 * where the CPU has no single misaligned access, as in C).  Without GNU
 * extensions: a byte copy through unsigned char, which the language allows
 * for a trivially copyable T, no attribute and no memcpy needed.  (The
 * byte copies index arrays, which Clang 16's -Wunsafe-buffer-usage, a
 * model for the user's own code, would flag.)
 */
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunsafe-buffer-usage"
#endif
template <long probable_Pc_> struct probable_access_<PROBABLE_ACCESS_SAFE, probable_Pc_> : probable_refuse_const_put_ {
	using probable_refuse_const_put_::probable_put_;
	template <class probable_T_> static inline probable_T_ probable_get_(const probable_T_ *probable_p_)
	{
#if defined(PROBABLE_GNU_ACCESS_)
		return static_cast<const probable_packed_<probable_T_> *>(
			static_cast<const void *>(probable_p_))->probable_v_;
#else
		probable_T_ probable_r_;
		unsigned char *probable_d_ = reinterpret_cast<unsigned char *>(&probable_r_);
		const unsigned char *probable_s_ = reinterpret_cast<const unsigned char *>(probable_p_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
		return probable_r_;
#endif
	}
	template <class probable_T_> static inline void probable_put_(
		probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
#if defined(PROBABLE_GNU_ACCESS_)
		static_cast<probable_packed_<probable_T_> *>(static_cast<void *>(probable_p_))->probable_v_ =
			probable_v_;
#else
		unsigned char *probable_d_ = reinterpret_cast<unsigned char *>(probable_p_);
		const unsigned char *probable_s_ = reinterpret_cast<const unsigned char *>(&probable_v_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
#endif
	}
	template <class probable_T_> static inline probable_T_ probable_get_(const volatile probable_T_ *probable_p_)
	{
#if defined(PROBABLE_GNU_ACCESS_) && defined(PROBABLE_VOLATILE_ONE_ACCESS_)
		return static_cast<const volatile probable_packed_<probable_T_> *>(
			static_cast<const volatile void *>(probable_p_))->probable_v_;
#elif defined(PROBABLE_GNU_ACCESS_)
		/* a union keeps the bytes in registers; GNU C++ defines the
		 * punning */
		union { probable_T_ probable_t_; unsigned char probable_b_[sizeof(probable_T_)]; } probable_u_;
		const volatile unsigned char *probable_s_ =
			reinterpret_cast<const volatile unsigned char *>(probable_p_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(probable_T_), probable_i_)
		return probable_u_.probable_t_;
#else
		probable_T_ probable_r_;
		unsigned char *probable_d_ = reinterpret_cast<unsigned char *>(&probable_r_);
		const volatile unsigned char *probable_s_ =
			reinterpret_cast<const volatile unsigned char *>(probable_p_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
		return probable_r_;
#endif
	}
	template <class probable_T_> static inline void probable_put_(
		volatile probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
#if defined(PROBABLE_GNU_ACCESS_) && defined(PROBABLE_VOLATILE_ONE_ACCESS_)
		probable_in_register_<probable_T_>::probable_hide_(probable_v_);
		static_cast<volatile probable_packed_<probable_T_> *>(
			static_cast<volatile void *>(probable_p_))->probable_v_ = probable_v_;
#elif defined(PROBABLE_GNU_ACCESS_)
		union { probable_T_ probable_t_; unsigned char probable_b_[sizeof(probable_T_)]; } probable_u_;
		volatile unsigned char *probable_d_ = reinterpret_cast<volatile unsigned char *>(probable_p_);
		unsigned probable_i_;
		probable_u_.probable_t_ = probable_v_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(probable_T_), probable_i_)
#else
		volatile unsigned char *probable_d_ = reinterpret_cast<volatile unsigned char *>(probable_p_);
		const unsigned char *probable_s_ = reinterpret_cast<const unsigned char *>(&probable_v_);
		unsigned probable_i_;
		PROBABLE_COPY_BYTES_(probable_d_, probable_s_, sizeof(probable_T_), probable_i_)
#endif
	}
};
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic pop
#endif
#if defined(PROBABLE_GNU_ACCESS_) && PROBABLE_TEST_BELOW_ > 0
/* the run-time test, as in C (the empty asm keeps the branches apart);
 * only where PROBABLE_ACCESS() can say PROBABLE_ACCESS_CHECKED */
template <long probable_Pc_> struct probable_access_<PROBABLE_ACCESS_CHECKED, probable_Pc_> : probable_refuse_const_put_ {
	using probable_refuse_const_put_::probable_put_;
	typedef probable_access_<PROBABLE_ACCESS_DIRECT, probable_Pc_> probable_direct_;
	typedef probable_access_<PROBABLE_ACCESS_SAFE, probable_Pc_> probable_safe_access_;
	template <class probable_T_> static inline bool probable_aligned_(const volatile probable_T_ *probable_p_)
	{
		return sizeof(probable_T_) >= PROBABLE_TEST_MIN_SIZE_ &&
		       !PROBABLE_MISALIGNED_(probable_p_, __alignof__(probable_T_));
	}
	template <class probable_P_> static inline probable_P_ probable_hidden_(probable_P_ probable_p_)
	{ __asm__("" : "+r"(probable_p_)); return probable_p_; }
	template <class probable_T_> static inline probable_T_ probable_get_(const probable_T_ *probable_p_)
	{
		return PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_) ?
			probable_direct_::probable_get_(probable_hidden_(probable_p_)) :
			probable_safe_access_::probable_get_(probable_p_);
	}
	template <class probable_T_> static inline probable_T_ probable_get_(const volatile probable_T_ *probable_p_)
	{
		return PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_) ?
			probable_direct_::probable_get_(probable_hidden_(probable_p_)) :
			probable_safe_access_::probable_get_(probable_p_);
	}
	template <class probable_T_> static inline void probable_put_(
		probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
		if (PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_))
			probable_direct_::probable_put_(probable_hidden_(probable_p_), probable_v_);
		else
			probable_safe_access_::probable_put_(probable_p_, probable_v_);
	}
	template <class probable_T_> static inline void probable_put_(
		volatile probable_T_ *probable_p_, typename probable_id_<probable_T_>::probable_type_ probable_v_)
	{
		if (PROBABLE_SITE_CODE_(probable_aligned_(probable_p_), 100 - probable_Pc_))
			probable_direct_::probable_put_(probable_hidden_(probable_p_), probable_v_);
		else
			probable_safe_access_::probable_put_(probable_p_, probable_v_);
	}
};
#endif
}
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc), (pc)>::probable_get_(probable_object_(probable_pointer_(ptr))))
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 probable_access_<PROBABLE_ACCESS(pc), (pc)>::probable_put_(probable_object_(probable_pointer_(ptr)), val))

/* ---- get_unaligned_p / put_unaligned_p: C11 without GNU C (MSVC) -------------- */

#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
/*
 * _Generic picks an accessor by *ptr's type: the standard arithmetic types,
 * _Bool, void * and const void *, each under every qualification.  The
 * safe access is a byte copy through a union (C allows the punning), which
 * Clang compiles to one load or store where the CPU has misaligned access.
 * ptr is named twice (the controlling expression is not evaluated), so
 * nesting is not linear here as it is with GCC.
 */
#define PROBABLE_GENERIC_ACCESSORS_(T, name) \
typedef T probable_gen_##name##_; \
PROBABLE_INLINE_ probable_gen_##name##_ probable_get_##name##_(const void *probable_p_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	const unsigned char *probable_s_ = (const unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) \
		return *(const probable_gen_##name##_ *)probable_p_; \
	PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(probable_gen_##name##_), probable_i_) \
	return probable_u_.probable_t_; \
} \
PROBABLE_INLINE_ probable_gen_##name##_ probable_get_v_##name##_(const volatile void *probable_p_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	const volatile unsigned char *probable_s_ = (const volatile unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) \
		return *(const volatile probable_gen_##name##_ *)probable_p_; \
	PROBABLE_COPY_BYTES_(probable_u_.probable_b_, probable_s_, sizeof(probable_gen_##name##_), probable_i_) \
	return probable_u_.probable_t_; \
} \
PROBABLE_INLINE_ void probable_put_##name##_(void *probable_p_, probable_gen_##name##_ probable_v_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	unsigned char *probable_d_ = (unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) { \
		*(probable_gen_##name##_ *)probable_p_ = probable_v_; \
		return; \
	} \
	probable_u_.probable_t_ = probable_v_; \
	PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(probable_gen_##name##_), probable_i_) \
} \
PROBABLE_INLINE_ void probable_put_v_##name##_(volatile void *probable_p_, probable_gen_##name##_ probable_v_, int probable_access_) \
{ \
	union { probable_gen_##name##_ probable_t_; unsigned char probable_b_[sizeof(probable_gen_##name##_)]; } probable_u_; \
	volatile unsigned char *probable_d_ = (volatile unsigned char *)probable_p_; \
	unsigned probable_i_; \
	if (probable_access_ == PROBABLE_ACCESS_DIRECT) { \
		*(volatile probable_gen_##name##_ *)probable_p_ = probable_v_; \
		return; \
	} \
	probable_u_.probable_t_ = probable_v_; \
	PROBABLE_COPY_BYTES_(probable_d_, probable_u_.probable_b_, sizeof(probable_gen_##name##_), probable_i_) \
}
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunsafe-buffer-usage"
#endif
PROBABLE_GENERIC_ACCESSORS_(char, char)
PROBABLE_GENERIC_ACCESSORS_(signed char, schar)
PROBABLE_GENERIC_ACCESSORS_(unsigned char, uchar)
PROBABLE_GENERIC_ACCESSORS_(short, short)
PROBABLE_GENERIC_ACCESSORS_(unsigned short, ushort)
PROBABLE_GENERIC_ACCESSORS_(int, int)
PROBABLE_GENERIC_ACCESSORS_(unsigned int, uint)
PROBABLE_GENERIC_ACCESSORS_(long, long)
PROBABLE_GENERIC_ACCESSORS_(unsigned long, ulong)
PROBABLE_GENERIC_ACCESSORS_(long long, llong)
PROBABLE_GENERIC_ACCESSORS_(unsigned long long, ullong)
PROBABLE_GENERIC_ACCESSORS_(float, float)
PROBABLE_GENERIC_ACCESSORS_(double, double)
PROBABLE_GENERIC_ACCESSORS_(long double, ldouble)
PROBABLE_GENERIC_ACCESSORS_(_Bool, bool)
PROBABLE_GENERIC_ACCESSORS_(void *, ptr)
PROBABLE_GENERIC_ACCESSORS_(const void *, cptr)
#if defined(__clang__) && __clang_major__ >= 16
#pragma clang diagnostic pop
#endif

/* internal: named failures, selected by _Generic and then called */
struct probable_ptr_must_point_to_a_complete_object_type;
struct probable_put_needs_a_pointer_to_non_const;
struct probable_get_put_unaligned_p_without_gnu_c_takes_arithmetic_types_and_void_pointers;
#define PROBABLE_GEN_FAIL_(what) ((struct what *)0)

#define PROBABLE_GEN_GET_(name) \
	probable_gen_##name##_ *: probable_get_##name##_, \
	const probable_gen_##name##_ *: probable_get_##name##_, \
	volatile probable_gen_##name##_ *: probable_get_v_##name##_, \
	const volatile probable_gen_##name##_ *: probable_get_v_##name##_
#define PROBABLE_GEN_PUT_(name) \
	probable_gen_##name##_ *: probable_put_##name##_, \
	volatile probable_gen_##name##_ *: probable_put_v_##name##_, \
	const probable_gen_##name##_ *: PROBABLE_GEN_FAIL_(probable_put_needs_a_pointer_to_non_const), \
	const volatile probable_gen_##name##_ *: PROBABLE_GEN_FAIL_(probable_put_needs_a_pointer_to_non_const)
#define PROBABLE_GEN_TYPES_(each) \
	each(char), each(schar), each(uchar), each(short), each(ushort), each(int), each(uint), \
	each(long), each(ulong), each(llong), each(ullong), each(float), each(double), \
	each(ldouble), each(bool), each(ptr), each(cptr), \
	void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	const void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	volatile void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	const volatile void *: PROBABLE_GEN_FAIL_(probable_ptr_must_point_to_a_complete_object_type), \
	default: PROBABLE_GEN_FAIL_(probable_get_put_unaligned_p_without_gnu_c_takes_arithmetic_types_and_void_pointers)

#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 _Generic((ptr), PROBABLE_GEN_TYPES_(PROBABLE_GEN_GET_))((ptr), PROBABLE_ACCESS(pc)))
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	(PROBABLE_CHECK_PC_(pc), \
	 _Generic((ptr), PROBABLE_GEN_TYPES_(PROBABLE_GEN_PUT_))((ptr), (val), PROBABLE_ACCESS(pc)))
#else
/* internal: named failures for compilers with neither GNU C, C11 nor C++:
 * a call through a pointer to an incomplete struct, an error in every
 * dialect (a call to an undeclared function is only a warning in C89) */
struct probable_get_unaligned_p_needs_gnu_c_c11_or_cxx;
struct probable_put_unaligned_p_needs_gnu_c_c11_or_cxx;
#define PROBABLE_GET_UNALIGNED_P_PLAIN_(ptr, pc) \
	((struct probable_get_unaligned_p_needs_gnu_c_c11_or_cxx *)0)(ptr, pc)
#define PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, ptr, pc) \
	((struct probable_put_unaligned_p_needs_gnu_c_c11_or_cxx *)0)(val, ptr, pc)
#endif

/* the endian accessors, which use the access kinds above (here, not in
 * probable.h, so that they follow this header whichever is included first) */
#include "probable_endian.h"

#endif /* PROBABLE_UNALIGNED_H */
