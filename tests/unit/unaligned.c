/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/unaligned.c - the promises of get_unaligned_p(), put_unaligned_p(),
 * the endian accessors and PROBABLE_ACCESS(), as a cmocka suite.
 *
 * Built like tests/unit/probable.c: C99 and C11, C++98/11/17, gcc, clang and
 * tcc, -O0 to -O3, and under UBSan and ASan.  The direct path (a plain
 * dereference) is undefined behaviour at a misaligned address by contract,
 * so it is only ever given an address aligned for the type; which pcs are
 * direct depends on the arch header (none on x86; pc 0 with -DARCH=mips in
 * Linux user space; pc < N with -DARCH_ALIGNMENT_COST_THRESHOLD=N), and
 * every test here adapts to it.  The round trips of every type are the
 * checks of tests/fixtures/unaligned-roundtrip.h, which tests/cross/qemu-roundtrip.c runs
 * under qemu.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#ifdef __cplusplus
extern "C" {
#endif
#include <cmocka.h>
#ifdef __cplusplus
}
#endif

#include <probable.h>
#include "unaligned-roundtrip.h"

#if !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#include <stdbool.h>
#endif

/* a buffer aligned for every type used here */
#define BUFSIZE 64
union buffer {
	unsigned char b[BUFSIZE];
	long double ld;
	double d;
	uint64_t u64;
	void *p;
};

/* p + off seen as a T * (the cast is the caller's promise, as with the kernel's
 * get_unaligned()) */
#define AT(T, p, off) ((T *)(void *)((unsigned char *)(p) + (off)))
#define CAT(T, p, off) ((const T *)(const void *)((const unsigned char *)(p) + (off)))
/* for AT and CAT, which qualify T textually */
typedef int *int_ptr;
typedef int **int_ptr_ptr;
typedef const int *const_int_ptr;

/* may pc be given a misaligned address: on every access but the direct one
 * (the safe one, and the run-time test where an arch header asks for it) */
#define PC_MAY_MISALIGN(pc) (PROBABLE_ACCESS(pc) != PROBABLE_ACCESS_DIRECT)

/* ---- the round trips of every type --------------------------------------------- */

static void report_roundtrip(const char *type, int off, const char *put_path, const char *get_path,
			     const char *what, int byte)
{
	print_error("%s at offset %d, put %s, get %s: %s (byte %d)\n", type, off, put_path, get_path,
		    what, byte);
}

static void test_roundtrip_every_type_offset_and_path(void **state)
{
	long checks = 0;
	int failed;
	(void)state;

	failed = roundtrip_types(report_roundtrip, &checks);
	assert_int_equal(failed, 0);
	assert_true(checks > 10000);
}

/* ---- endian accessors -------------------------------------------------------------- */

/* the byte-wise reference: the n-byte value at p, in either order */
static uint64_t ref_get(const unsigned char *p, int n, int big_endian)
{
	uint64_t v = 0;
	int i;
	for (i = 0; i < n; i++)
		v |= (uint64_t)p[i] << (8 * (big_endian ? n - 1 - i : i));
	return v;
}

static unsigned char guard(size_t i) { return (unsigned char)(0xc0 | (i & 0x3f)); }
static void fill_guard(union buffer *buf)
{
	size_t i;
	for (i = 0; i < BUFSIZE; i++)
		buf->b[i] = guard(i);
}

/* the 12 endian forms at every offset and path against the byte-wise
 * reference, neighbours untouched: the checks tests/cross/qemu-roundtrip.c runs
 * on big-endian CPUs too */
static void test_endian_accessors_match_bytewise_reference(void **state)
{
	long checks = 0;
	int failed;
	(void)state;

	failed = roundtrip_endian(report_roundtrip, &checks);
	assert_int_equal(failed, 0);
	/* 6 forms x 16 offsets x at least pc 100, 50 and 1, bytes and values */
	assert_true(checks >= 6 * 16 * 3 * 8);
}

static void test_endian_types_and_conversion(void **state)
{
	union buffer buf;
	unsigned char *p = buf.b + 1;
	unsigned wide32 = 0x12345678u;
	uint64_t wide64 = 0x1122334455667788ULL;
	(void)state;

	assert_int_equal(sizeof(get_unaligned_le16_p(p, 100)), 2);
	assert_int_equal(sizeof(get_unaligned_be32_p(p, 100)), 4);
	assert_int_equal(sizeof(get_unaligned_le64_p(p, 100)), 8);
	/* unsigned: a set top bit does not sign-extend */
	memset(buf.b, 0xff, sizeof(buf.b));
	assert_true(get_unaligned_be16_p(p, 100) == 0xffffu);
	assert_true(get_unaligned_le32_p(p, 100) == 0xffffffffu);
	assert_true(get_unaligned_be64_p(p, 100) == ~(uint64_t)0);

	/* val is converted to the width: only the low bytes are stored */
	fill_guard(&buf);
	put_unaligned_le16_p(wide32, p, 100);
	assert_int_equal(buf.b[1], 0x78);
	assert_int_equal(buf.b[2], 0x56);
	assert_int_equal(buf.b[3], guard(3));
	fill_guard(&buf);
	put_unaligned_be32_p(wide64, p, 100);
	assert_int_equal(buf.b[1], 0x55);
	assert_int_equal(buf.b[4], 0x88);
	assert_int_equal(buf.b[5], guard(5));
	/* a pointer of any object type is a pointer to bytes */
	{
		uint32_t *wp = AT(uint32_t, buf.b, 3);
		fill_guard(&buf);
		put_unaligned_be32_p(0xa1b2c3d4u, wp, 100);
		assert_int_equal(buf.b[3], 0xa1);
		assert_true(get_unaligned_be32_p(wp, 100) == 0xa1b2c3d4u);
		assert_true(get_unaligned_le32_p(CAT(uint32_t, buf.b, 3), 100) == 0xd4c3b2a1u);
	}
}

/* ---- every argument evaluated exactly once ----------------------------------------- */

static int ptr_calls, val_calls;
static union buffer once_buf;
static unsigned char *next_bytes(size_t off) { ptr_calls++; return once_buf.b + off; }
static unsigned *next_uint(size_t off) { ptr_calls++; return AT(unsigned, once_buf.b, off); }
static unsigned next_value(void) { val_calls++; return 0x0a0b0c0du; }

/* the get/put/endian forms of one pc, on an address off bytes in; each
 * argument is p++ or a counted call, and must be evaluated exactly once */
#define ONCE_FOR_PC(pc, off) do { \
	unsigned *up = AT(unsigned, once_buf.b, off); \
	const unsigned *cup = up; \
	unsigned char *bp = once_buf.b + (off); \
	unsigned n = 0x01020304u, got; \
	ptr_calls = val_calls = 0; \
	/* get_unaligned_p */ \
	memcpy(once_buf.b + (off), &n, sizeof(n)); \
	got = get_unaligned_p(cup++, pc); \
	assert_true(got == n); \
	assert_ptr_equal(cup, up + 1); \
	assert_true(get_unaligned_p(next_uint(off), pc) == n); \
	assert_int_equal(ptr_calls, 1); \
	/* put_unaligned_p */ \
	up = AT(unsigned, once_buf.b, off); \
	put_unaligned_p(n++, up++, pc); \
	assert_true(n == 0x01020305u); \
	assert_ptr_equal(up, AT(unsigned, once_buf.b, off) + 1); \
	assert_true(get_unaligned_p(CAT(unsigned, once_buf.b, off), pc) == 0x01020304u); \
	put_unaligned_p(next_value(), next_uint(off), pc); \
	assert_int_equal(ptr_calls, 2); \
	assert_int_equal(val_calls, 1); \
	assert_true(get_unaligned_p(CAT(unsigned, once_buf.b, off), pc) == 0x0a0b0c0du); \
	/* endian forms */ \
	bp = once_buf.b + (off); \
	put_unaligned_be32_p(n++, bp++, pc); \
	assert_ptr_equal(bp, once_buf.b + (off) + 1); \
	assert_true(n == 0x01020306u); \
	bp = once_buf.b + (off); \
	assert_true(get_unaligned_be32_p(bp++, pc) == 0x01020305u); \
	assert_ptr_equal(bp, once_buf.b + (off) + 1); \
	put_unaligned_le16_p(next_value(), next_bytes(off), pc); \
	put_unaligned_le32_p(next_value(), next_bytes(off), pc); \
	put_unaligned_le64_p(next_value(), next_bytes(off), pc); \
	put_unaligned_be16_p(next_value(), next_bytes(off), pc); \
	put_unaligned_be64_p(next_value(), next_bytes(off), pc); \
	assert_int_equal(val_calls, 6); \
	assert_true(get_unaligned_be64_p(next_bytes(off), pc) == 0x0a0b0c0du); \
	assert_true(get_unaligned_le16_p(next_bytes(off), pc) == 0); \
	assert_true(get_unaligned_le32_p(next_bytes(off), pc) == 0); \
	assert_true(get_unaligned_le64_p(next_bytes(off), pc) == 0x0d0c0b0a00000000ULL); \
	assert_true(get_unaligned_be16_p(next_bytes(off), pc) == 0); \
	assert_int_equal(ptr_calls, 2 + 5 + 5); \
} while (0)

static void test_arguments_evaluated_once(void **state)
{
	(void)state;
	/* aligned (offset 8, a multiple of every alignment involved): every pc */
	ONCE_FOR_PC(100, 8);
	ONCE_FOR_PC(50, 8);
	ONCE_FOR_PC(1, 8);
	ONCE_FOR_PC(0, 8);
	/* misaligned: every pc but the direct ones */
	ONCE_FOR_PC(100, 1);
	ONCE_FOR_PC(100, 3);
	if (PC_MAY_MISALIGN(50))
		ONCE_FOR_PC(50, 5);
	if (PC_MAY_MISALIGN(1))
		ONCE_FOR_PC(1, 7);
	if (PC_MAY_MISALIGN(0))
		ONCE_FOR_PC(0, 2);
}

/* ---- qualifiers -------------------------------------------------------------------- */

struct pair { char a; short b; };

#if defined(__cplusplus) && __cplusplus >= 201103L
template <class A, class B> struct same_type { enum { value = 0 }; };
template <class A> struct same_type<A, A> { enum { value = 1 }; };
#define ASSERT_RESULT_TYPE(expr, T) \
	static_assert(same_type<decltype(expr), T>::value, #expr " has type " #T)
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
/* _Generic on the expression sees its type after lvalue conversion, so the
 * qualifiers are checked on a pointer to __typeof__(expr) as well */
#define ASSERT_RESULT_TYPE(expr, T) do { \
	assert_int_equal(_Generic((expr), T: 1, default: 0), 1); \
	assert_int_equal(_Generic((__typeof__(expr) *)0, T *: 1, default: 0), 1); \
} while (0)
#else
#define ASSERT_RESULT_TYPE(expr, T) ((void)sizeof(expr))
#endif

/* C only: C++ cannot copy a class object from a volatile lvalue at all
 * (pair r = *vsp is refused too), so no get can return one */
#ifdef __cplusplus
#define IN_C_ONLY(x)
#else
#define IN_C_ONLY(x) x
#endif

#define QUALIFIED_GETS(pc, off) do { \
	const int *cp = CAT(int, buf.b, off); \
	volatile int *vp = AT(volatile int, buf.b, off); \
	const volatile int *cvp = CAT(volatile int, buf.b, off); \
	const struct pair *csp = CAT(struct pair, buf.b, off); \
	int want = -123456789; \
	memcpy(buf.b + (off), &want, sizeof(want)); \
	assert_int_equal(get_unaligned_p(cp, pc), want); \
	assert_int_equal(get_unaligned_p(vp, pc), want); \
	assert_int_equal(get_unaligned_p(cvp, pc), want); \
	ASSERT_RESULT_TYPE(get_unaligned_p(cp, pc), int); \
	ASSERT_RESULT_TYPE(get_unaligned_p(vp, pc), int); \
	ASSERT_RESULT_TYPE(get_unaligned_p(cvp, pc), int); \
	ASSERT_RESULT_TYPE(get_unaligned_p(csp, pc), struct pair); \
	IN_C_ONLY(ASSERT_RESULT_TYPE(get_unaligned_p(AT(volatile struct pair, buf.b, off), pc), \
				     struct pair)); \
	{ \
		struct pair s = { 'x', 4321 }, r; \
		memcpy(buf.b + (off), &s, sizeof(s)); \
		r = get_unaligned_p(csp, pc); \
		assert_int_equal(r.a, 'x'); \
		assert_int_equal(r.b, 4321); \
		IN_C_ONLY(r = get_unaligned_p(AT(volatile struct pair, buf.b, off), pc)); \
		assert_int_equal(r.b, 4321); \
		/* put through a pointer to volatile is allowed */ \
		put_unaligned_p(-7, vp, pc); \
		assert_int_equal(get_unaligned_p(cp, pc), -7); \
	} \
} while (0)

static void test_qualified_pointers_give_unqualified_values(void **state)
{
	union buffer buf;
	(void)state;
	memset(buf.b, 0, sizeof(buf.b));
	QUALIFIED_GETS(100, 1);
	QUALIFIED_GETS(100, 3);
	QUALIFIED_GETS(50, 8);
	QUALIFIED_GETS(1, 8);
	QUALIFIED_GETS(0, 8);
	if (PC_MAY_MISALIGN(1))
		QUALIFIED_GETS(1, 5);
	if (PC_MAY_MISALIGN(0))
		QUALIFIED_GETS(0, 5);
	/* the endian forms give the plain fixed-width unsigned types */
	ASSERT_RESULT_TYPE(get_unaligned_le16_p(buf.b + 1, 100), uint16_t);
	ASSERT_RESULT_TYPE(get_unaligned_le32_p(buf.b + 1, 100), uint32_t);
	ASSERT_RESULT_TYPE(get_unaligned_le64_p(buf.b + 1, 100), uint64_t);
	ASSERT_RESULT_TYPE(get_unaligned_be16_p(buf.b + 1, 100), uint16_t);
	ASSERT_RESULT_TYPE(get_unaligned_be32_p(buf.b + 1, 100), uint32_t);
	ASSERT_RESULT_TYPE(get_unaligned_be64_p(buf.b + 1, 100), uint64_t);
	ASSERT_RESULT_TYPE(get_unaligned_be32_p(CAT(unsigned char, buf.b, 8), 0), uint32_t);
}

/* ---- put converts as by assignment ------------------------------------------------- */

enum shade { DARK = 1, LIGHT = 2 };

static void test_put_converts_as_by_assignment(void **state)
{
	union buffer buf;
	double d = 3.7, neg = -2.9;
	long minus_one = -1L;
	unsigned long big = 0x12345UL;
	int i7 = 7, two = 2;
	float f;
	(void)state;
	memset(buf.b, 0, sizeof(buf.b));

	put_unaligned_p(d, AT(int, buf.b, 1), 100);
	assert_int_equal(get_unaligned_p(CAT(int, buf.b, 1), 100), 3);
	put_unaligned_p(neg, AT(int, buf.b, 8), 0);
	assert_int_equal(get_unaligned_p(CAT(int, buf.b, 8), 0), -2);
	put_unaligned_p(minus_one, AT(unsigned char, buf.b, 3), 100);
	assert_int_equal(buf.b[3], 255);
	put_unaligned_p(minus_one, AT(unsigned, buf.b, 5), 100);
	assert_true(get_unaligned_p(CAT(unsigned, buf.b, 5), 100) == ~0u);
	put_unaligned_p(minus_one, AT(unsigned, buf.b, 12), 50);
	assert_true(get_unaligned_p(CAT(unsigned, buf.b, 12), 50) == ~0u);
	put_unaligned_p(big, AT(unsigned short, buf.b, 7), 100);
	assert_int_equal(get_unaligned_p(CAT(unsigned short, buf.b, 7), 100), 0x2345);
	put_unaligned_p(i7, AT(double, buf.b, 9), 100);
	assert_true(get_unaligned_p(CAT(double, buf.b, 9), 100) == 7.0);
	put_unaligned_p(d, AT(float, buf.b, 2), 100);
	f = (float)d;
	assert_true(get_unaligned_p(CAT(float, buf.b, 2), 100) == f);
	put_unaligned_p(i7, AT(long double, buf.b, 3), 100);
	assert_true(get_unaligned_p(CAT(long double, buf.b, 3), 100) == 7.0L);
	put_unaligned_p(minus_one, AT(unsigned long long, buf.b, 1), 100);
	assert_true(get_unaligned_p(CAT(unsigned long long, buf.b, 1), 100) == ~0ULL);
	/* a null pointer constant into a pointer */
	memset(buf.b, 0xff, sizeof(buf.b));
	put_unaligned_p(0, AT(int_ptr, buf.b, 3), 100);
	assert_null(get_unaligned_p(CAT(int_ptr, buf.b, 3), 100));
#if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
	/* to bool: any nonzero value is true, stored as 1 */
	put_unaligned_p(two, AT(bool, buf.b, 5), 100);
	assert_int_equal(buf.b[5], 1);
	assert_true(get_unaligned_p(CAT(bool, buf.b, 5), 100));
	put_unaligned_p(d, AT(bool, buf.b, 6), 100);
	assert_int_equal(buf.b[6], 1);
#endif
#ifndef __cplusplus
	/* C only: int to enum, void * to int * */
	{
		void *vp = buf.b;
		put_unaligned_p(two, AT(enum shade, buf.b, 1), 100);
		assert_int_equal(get_unaligned_p(CAT(enum shade, buf.b, 1), 100), LIGHT);
		put_unaligned_p(vp, AT(int_ptr, buf.b, 9), 100);
		assert_ptr_equal(get_unaligned_p(CAT(int_ptr, buf.b, 9), 100), vp);
	}
#else
	put_unaligned_p(LIGHT, AT(enum shade, buf.b, 1), 100);
	assert_int_equal(get_unaligned_p(CAT(enum shade, buf.b, 1), 100), LIGHT);
#endif
	(void)two;
}

/* ---- PROBABLE_ACCESS(pc) ----------------------------------------------------------- */

/* an integer constant expression: array sizes, enumerators, case labels */
typedef char access_sizes_an_array[PROBABLE_ACCESS(100) + 1];
enum { ACCESS_AT_0 = PROBABLE_ACCESS(0), ACCESS_AT_100 = PROBABLE_ACCESS(100) };
#if defined(__cplusplus) && __cplusplus >= 201103L
static_assert(PROBABLE_ACCESS(100) != PROBABLE_ACCESS_DIRECT, "pc 100 is never the direct access");
static_assert(PROBABLE_ACCESS_DIRECT != PROBABLE_ACCESS_SAFE, "distinct values");
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(PROBABLE_ACCESS(100) != PROBABLE_ACCESS_DIRECT, "pc 100 is never the direct access");
_Static_assert(PROBABLE_ACCESS_DIRECT != PROBABLE_ACCESS_SAFE, "distinct values");
#endif

/* the access pc should get when it is not the direct one */
static int indirect_access_for(int pc)
{
#if defined(PROBABLE_ACCESS_CHECKED) && defined(ARCH_ALIGNMENT_TEST_BELOW) && \
	defined(__GNUC__) && !defined(__clang__)
	/* the run-time test: GCC only, below ARCH_ALIGNMENT_TEST_BELOW */
	return pc < ARCH_ALIGNMENT_TEST_BELOW ? PROBABLE_ACCESS_CHECKED : PROBABLE_ACCESS_SAFE;
#elif defined(PROBABLE_ACCESS_CHECKED) && !defined(__clang__)
	/* another compiler: either is correct */
	return PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_CHECKED ? PROBABLE_ACCESS_CHECKED
							      : PROBABLE_ACCESS_SAFE;
#else
	(void)pc;
	return PROBABLE_ACCESS_SAFE;
#endif
}

static void test_access_follows_threshold(void **state)
{
	int pc, direct = 0;
	(void)state;

	assert_int_equal(sizeof(access_sizes_an_array), ACCESS_AT_100 + 1);
	assert_int_not_equal(ACCESS_AT_100, PROBABLE_ACCESS_DIRECT);
	assert_true(ARCH_ALIGNMENT_COST_THRESHOLD >= 0 && ARCH_ALIGNMENT_COST_THRESHOLD <= 100);
	for (pc = 0; pc <= 100; pc++) {
		int want = pc < ARCH_ALIGNMENT_COST_THRESHOLD ? PROBABLE_ACCESS_DIRECT
							      : indirect_access_for(pc);
		if (PROBABLE_ACCESS(pc) != want)
			print_error("PROBABLE_ACCESS(%d) is %d, want %d (threshold %d)\n", pc,
				    PROBABLE_ACCESS(pc), want, ARCH_ALIGNMENT_COST_THRESHOLD);
		assert_int_equal(PROBABLE_ACCESS(pc), want);
		/* the direct access exactly below the threshold */
		assert_int_equal(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT,
				 pc < ARCH_ALIGNMENT_COST_THRESHOLD);
		direct += PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT;
	}
	assert_int_equal(direct, ARCH_ALIGNMENT_COST_THRESHOLD);
	assert_int_equal(ACCESS_AT_0 == PROBABLE_ACCESS_DIRECT, ARCH_ALIGNMENT_COST_THRESHOLD > 0);
	switch (PROBABLE_ACCESS(50)) {
	case PROBABLE_ACCESS_DIRECT: /* case labels */
		assert_true(ARCH_ALIGNMENT_COST_THRESHOLD > 50);
		break;
	case PROBABLE_ACCESS(100):
		assert_true(ARCH_ALIGNMENT_COST_THRESHOLD <= 50);
		break;
	default:
		assert_true(ARCH_ALIGNMENT_COST_THRESHOLD <= 50);
		break;
	}
}

/* ---- aliasing: the safe access reads and writes bytes of any type ------------------ */

/* Stores through unsigned short, then a read as unsigned: without
 * may_alias, -O2's type-based alias analysis may move the read above the
 * stores.  Kept out of line so the pointers' relation is unknown. */
#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((__noinline__))
#else
#define NOINLINE
#endif

static NOINLINE unsigned short_stores_then_get(unsigned short *sp, const unsigned *up)
{
	sp[0] = 0x1122;
	sp[1] = 0x3344;
	return get_unaligned_p(up, 100);
}
static NOINLINE unsigned char_stores_then_get(unsigned char *cp, const unsigned *up)
{
	cp[0] = 0x55; cp[1] = 0x66; cp[2] = 0x77; cp[3] = 0x88;
	return get_unaligned_p(up, 100);
}
static NOINLINE unsigned short short_load_put_short_load(const unsigned short *sp, unsigned *up)
{
	unsigned short before = sp[0];
	put_unaligned_p(0xaabbccddu, up, 100);
	return (unsigned short)(sp[0] + 0 * before);
}
static NOINLINE uint32_t short_stores_then_get_le32(unsigned short *sp, const void *p)
{
	sp[0] = 0x1122;
	sp[1] = 0x3344;
	return get_unaligned_le32_p(p, 100);
}
static NOINLINE unsigned short short_load_put_le32_short_load(const unsigned short *sp, void *p)
{
	unsigned short before = sp[0];
	put_unaligned_le32_p(0xaabbccddu, p, 100);
	return (unsigned short)(sp[0] + 0 * before);
}

static void test_safe_access_may_alias(void **state)
{
	union buffer buf;
	unsigned short halves[2] = { 0x1122, 0x3344 };
	unsigned want, v = 0xaabbccddu;
	unsigned char bytes[4] = { 0x55, 0x66, 0x77, 0x88 };
	unsigned short half;
	(void)state;

	/* offset 2: aligned for short, misaligned for unsigned (if 4-aligned) */
	memset(buf.b, 0, sizeof(buf.b));
	memcpy(&want, halves, sizeof(want));
	assert_true(short_stores_then_get(AT(unsigned short, buf.b, 2), CAT(unsigned, buf.b, 2)) == want);
	/* inlined too */
	memset(buf.b, 0, sizeof(buf.b));
	AT(unsigned short, buf.b, 6)[0] = 0x1122;
	AT(unsigned short, buf.b, 6)[1] = 0x3344;
	assert_true(get_unaligned_p(CAT(unsigned, buf.b, 6), 100) == want);

	memset(buf.b, 0, sizeof(buf.b));
	memcpy(&want, bytes, sizeof(want));
	assert_true(char_stores_then_get(buf.b + 3, CAT(unsigned, buf.b, 3)) == want);

	/* the converse: put, then read as shorts and as bytes */
	memset(buf.b, 0, sizeof(buf.b));
	memcpy(&half, &v, sizeof(half));
	assert_int_equal(short_load_put_short_load(AT(unsigned short, buf.b, 2), AT(unsigned, buf.b, 2)), half);
	assert_memory_equal(buf.b + 2, &v, sizeof(v));
	memset(buf.b, 0, sizeof(buf.b));
	put_unaligned_p(v, AT(unsigned, buf.b, 5), 100);
	assert_int_equal(buf.b[5], ((unsigned char *)&v)[0]);
	assert_int_equal(buf.b[8], ((unsigned char *)&v)[3]);

	/* the endian accessors */
	memset(buf.b, 0, sizeof(buf.b));
	memcpy(&want, halves, sizeof(want));
	assert_true(short_stores_then_get_le32(AT(unsigned short, buf.b, 2), buf.b + 2) ==
		    (uint32_t)ref_get((const unsigned char *)&want, 4, 0));
	memset(buf.b, 0, sizeof(buf.b));
	{
		static const unsigned char le_low[2] = { 0xdd, 0xcc }; /* of 0xaabbccdd */
		memcpy(&half, le_low, sizeof(half));
	}
	assert_int_equal(short_load_put_le32_short_load(AT(unsigned short, buf.b, 2), buf.b + 2), half);
	assert_int_equal(buf.b[2], 0xdd);
	assert_int_equal(buf.b[5], 0xaa);
}

/* ---- loops the vectoriser will want ------------------------------------------------ */

#define NLOOP 1027
static union {
	unsigned char b[NLOOP * 8 + 64];
	uint64_t align;
} loop_in, loop_out, loop_ref;

static NOINLINE uint32_t sum_u32(const unsigned char *p, int n)
{
	uint32_t s = 0;
	int i;
	for (i = 0; i < n; i++)
		s += get_unaligned_p((const uint32_t *)(const void *)(p + i * 4), 100);
	return s;
}
static NOINLINE uint64_t sum_u64(const unsigned char *p, int n)
{
	uint64_t s = 0;
	int i;
	for (i = 0; i < n; i++)
		s += get_unaligned_p((const uint64_t *)(const void *)(p + i * 8), 100);
	return s;
}
/* pc 1: the run-time alignment test where an arch header asks for one
 * (sparc, alpha, sh), the direct access on mips: called only where
 * PC_MAY_MISALIGN(1) */
static NOINLINE uint32_t sum_u32_pc1(const unsigned char *p, int n)
{
	uint32_t s = 0;
	int i;
	for (i = 0; i < n; i++)
		s += get_unaligned_p((const uint32_t *)(const void *)(p + i * 4), 1);
	return s;
}
static NOINLINE uint64_t sum_be64(const unsigned char *p, int n)
{
	uint64_t s = 0;
	int i;
	for (i = 0; i < n; i++)
		s ^= get_unaligned_be64_p(p + i * 8, 100);
	return s;
}
static NOINLINE void store_u32(unsigned char *p, int n)
{
	int i;
	for (i = 0; i < n; i++)
		put_unaligned_p((uint32_t)i * 0x01010101u + 0x10203u, (uint32_t *)(void *)(p + i * 4), 100);
}
static NOINLINE void store_u64(unsigned char *p, int n)
{
	int i;
	for (i = 0; i < n; i++)
		put_unaligned_p((uint64_t)i * 0x0101010101010101ULL + 0x0102030405060708ULL,
				(uint64_t *)(void *)(p + i * 8), 100);
}
static NOINLINE void copy_u32(unsigned char *dst, const unsigned char *src, int n)
{
	int i;
	for (i = 0; i < n; i++)
		put_unaligned_p(get_unaligned_p((const uint32_t *)(const void *)(src + i * 4), 100) + 1u,
				(uint32_t *)(void *)(dst + i * 4), 100);
}

/* the byte-wise references */
static uint64_t ref_load(const unsigned char *p, int size)
{
	uint64_t v64 = 0;
	uint32_t v32 = 0;
	int k;
	for (k = 0; k < size; k++)
		(size == 4 ? (unsigned char *)&v32 : (unsigned char *)&v64)[k] = p[k];
	return size == 4 ? v32 : v64;
}
static void ref_store(unsigned char *p, uint64_t v, int size)
{
	uint32_t v32 = (uint32_t)v;
	int k;
	for (k = 0; k < size; k++)
		p[k] = (size == 4 ? (unsigned char *)&v32 : (unsigned char *)&v)[k];
}

static void test_vectorisable_loops(void **state)
{
	static const int offsets[] = { 1, 3 };
	size_t o, i;
	(void)state;

	for (i = 0; i < sizeof(loop_in.b); i++)
		loop_in.b[i] = (unsigned char)(i * 37 + 11 + (i >> 8));
	for (o = 0; o < 2; o++) {
		int off = offsets[o], n;
		uint32_t s32 = 0;
		uint64_t s64 = 0, x64 = 0;

		for (n = 0; n < NLOOP; n++) {
			s32 += (uint32_t)ref_load(loop_in.b + off + n * 4, 4);
			s64 += ref_load(loop_in.b + off + n * 8, 8);
			x64 ^= ref_get(loop_in.b + off + n * 8, 8, 1);
		}
		assert_true(sum_u32(loop_in.b + off, NLOOP) == s32);
		if (PC_MAY_MISALIGN(1))
			assert_true(sum_u32_pc1(loop_in.b + off, NLOOP) == s32);
		assert_true(sum_u32_pc1(loop_in.b + 8, NLOOP - 2) ==
			    sum_u32(loop_in.b + 8, NLOOP - 2)); /* aligned: any pc */
		assert_true(sum_u64(loop_in.b + off, NLOOP) == s64);
		assert_true(sum_be64(loop_in.b + off, NLOOP) == x64);
		/* a length the vector width does not divide, and a short one */
		assert_true(sum_u32(loop_in.b + off, 7) == (uint32_t)(ref_load(loop_in.b + off, 4) +
			ref_load(loop_in.b + off + 4, 4) + ref_load(loop_in.b + off + 8, 4) +
			ref_load(loop_in.b + off + 12, 4) + ref_load(loop_in.b + off + 16, 4) +
			ref_load(loop_in.b + off + 20, 4) + ref_load(loop_in.b + off + 24, 4)));

		/* stores: the same bytes as the reference, nothing past the end */
		memset(loop_out.b, 0xee, sizeof(loop_out.b));
		memset(loop_ref.b, 0xee, sizeof(loop_ref.b));
		store_u32(loop_out.b + off, NLOOP);
		for (n = 0; n < NLOOP; n++)
			ref_store(loop_ref.b + off + n * 4, (uint32_t)n * 0x01010101u + 0x10203u, 4);
		assert_memory_equal(loop_out.b, loop_ref.b, sizeof(loop_out.b));

		memset(loop_out.b, 0xee, sizeof(loop_out.b));
		memset(loop_ref.b, 0xee, sizeof(loop_ref.b));
		store_u64(loop_out.b + off, NLOOP);
		for (n = 0; n < NLOOP; n++)
			ref_store(loop_ref.b + off + n * 8,
				  (uint64_t)n * 0x0101010101010101ULL + 0x0102030405060708ULL, 8);
		assert_memory_equal(loop_out.b, loop_ref.b, sizeof(loop_out.b));

		/* misaligned in, differently misaligned out */
		memset(loop_out.b, 0xee, sizeof(loop_out.b));
		memset(loop_ref.b, 0xee, sizeof(loop_ref.b));
		copy_u32(loop_out.b + 4 - off, loop_in.b + off, NLOOP);
		for (n = 0; n < NLOOP; n++)
			ref_store(loop_ref.b + 4 - off + n * 4,
				  (uint32_t)ref_load(loop_in.b + off + n * 4, 4) + 1u, 4);
		assert_memory_equal(loop_out.b, loop_ref.b, sizeof(loop_out.b));
	}
}

/* ---- nesting ------------------------------------------------------------------------ */

static void test_nesting(void **state)
{
	union buffer ints, ptrs;
	int *ip = AT(int, ints.b, 1);            /* a misaligned int */
	int **pp = AT(int_ptr, ptrs.b, 3);       /* a misaligned pointer to it */
	int ***ppp = AT(int_ptr_ptr, ptrs.b, 13); /* and one to that */
	const int *const *cpp = CAT(const_int_ptr, ptrs.b, 3);
	int *a = AT(int, ints.b, 9), *b = AT(int, ints.b, 14);
	int v = 0x01020304;
	(void)state;

	memset(ints.b, 0, sizeof(ints.b));
	memset(ptrs.b, 0, sizeof(ptrs.b));
	/* the byte addresses, not ip, pp, ppp: memcpy through a misaligned
	 * int * is itself undefined (clang 19's UBSan checks memcpy's typed
	 * arguments), and a test must not commit what it checks the library
	 * against */
	memcpy(ints.b + 1, &v, sizeof(v));
	memcpy(ptrs.b + 3, &ip, sizeof(ip));
	memcpy(ptrs.b + 13, &pp, sizeof(pp));

	assert_int_equal(get_unaligned_p(get_unaligned_p(pp, 100), 100), v);
	assert_int_equal(get_unaligned_p(get_unaligned_p(cpp, 100), 100), v);
	assert_int_equal(get_unaligned_p(get_unaligned_p(get_unaligned_p(ppp, 100), 1 + 99), 100), v);

	put_unaligned_p(41, a, 100);
	put_unaligned_p(get_unaligned_p(a, 100) + 1, b, 100);
	assert_int_equal(get_unaligned_p(b, 100), 42);
	put_unaligned_p(get_unaligned_p(b, 100) * get_unaligned_p(a, 100), a, 100);
	assert_int_equal(get_unaligned_p(a, 100), 42 * 41);
	/* the pointer to store through, itself read misaligned */
	put_unaligned_p(7, get_unaligned_p(pp, 100), 100);
	assert_int_equal(get_unaligned_p(ip, 100), 7);
	/* endian forms inside get/put */
	put_unaligned_be32_p((uint32_t)get_unaligned_p(b, 100), ints.b + 20, 100);
	assert_true(get_unaligned_be32_p(ints.b + 20, 100) == 42u);
	put_unaligned_p((int)get_unaligned_be32_p(ints.b + 20, 100) + 1, b, 100);
	assert_int_equal(get_unaligned_p(b, 100), 43);

	/* the pcs that may be direct, on aligned addresses */
	{
		int *al = AT(int, ints.b, 32), *al2 = AT(int, ints.b, 36);
		int **alp = AT(int_ptr, ptrs.b, 32);
		put_unaligned_p(5, al, 0);
		memcpy(alp, &al, sizeof(al));
		assert_int_equal(get_unaligned_p(get_unaligned_p(alp, 0), 0), 5);
		put_unaligned_p(get_unaligned_p(al, 0) + 1, al2, 1);
		assert_int_equal(get_unaligned_p(al2, 50), 6);
	}
}

/* ---- names ------------------------------------------------------------------------- */

static void test_prefixed_names_equal_short_names(void **state)
{
	union buffer buf;
	unsigned v = 0xdeadbeefu;
	(void)state;
	PROBABLE_PUT_UNALIGNED_P(v, AT(unsigned, buf.b, 1), 100);
	assert_true(PROBABLE_GET_UNALIGNED_P(CAT(unsigned, buf.b, 1), 100) == get_unaligned_p(CAT(unsigned, buf.b, 1), 100));
	PROBABLE_PUT_UNALIGNED_BE32_P(v, buf.b + 1, 100);
	assert_true(PROBABLE_GET_UNALIGNED_BE32_P(buf.b + 1, 100) == v);
	assert_true(PROBABLE_GET_UNALIGNED_LE32_P(buf.b + 1, 100) == get_unaligned_le32_p(buf.b + 1, 100));
#if defined(get_unaligned) || defined(put_unaligned)
	fail_msg("probable.h defined a name that belongs to the host project");
#endif
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roundtrip_every_type_offset_and_path),
		cmocka_unit_test(test_endian_accessors_match_bytewise_reference),
		cmocka_unit_test(test_endian_types_and_conversion),
		cmocka_unit_test(test_arguments_evaluated_once),
		cmocka_unit_test(test_qualified_pointers_give_unqualified_values),
		cmocka_unit_test(test_put_converts_as_by_assignment),
		cmocka_unit_test(test_access_follows_threshold),
		cmocka_unit_test(test_safe_access_may_alias),
		cmocka_unit_test(test_vectorisable_loops),
		cmocka_unit_test(test_nesting),
		cmocka_unit_test(test_prefixed_names_equal_short_names),
	};
	return cmocka_run_group_tests_name("unaligned", tests, NULL, NULL);
}
