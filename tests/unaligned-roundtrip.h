/* SPDX-License-Identifier: MIT */
/*
 * unaligned-roundtrip.h - the round-trip promise of get_unaligned_p() and
 * put_unaligned_p(), as plain C (or C++) that any driver can run:
 * tests/run-unaligned.c (cmocka) and tests/qemu-roundtrip.c (a plain main,
 * run under qemu on CPUs that trap misaligned accesses) call the same
 * roundtrip_all(), so both run exactly the same checks.
 *
 * The promise: for every type below, at every offset 0..15 of a buffer
 * aligned for all of them,
 *   - get_unaligned_p() of bytes stored with memcpy (the byte-wise
 *     reference: the value's object representation) gives the value back;
 *   - put_unaligned_p() stores exactly the reference bytes in
 *     [off, off + sizeof(T)) and leaves every other byte of the buffer as it
 *     was (a guard pattern written before each store);
 *   - what one path puts, every path gets (get does not write);
 * for the paths pc 100, 50, 1 and 0.  A path is used at a misaligned offset
 * only when PROBABLE_ACCESS(pc) is not PROBABLE_ACCESS_DIRECT on this
 * build: the direct path is a plain dereference, undefined behaviour at a
 * misaligned address by contract (the suite runs under UBSan, and under
 * qemu on CPUs that raise SIGBUS), so it runs only at offsets that are a
 * multiple of the type's alignment.  Which pcs are direct, safe or checked
 * (a run-time alignment test) depends on the arch header (x86: all safe;
 * mips Linux user space: pc 0 direct; sparc: pc 1 checked), so these
 * checks adapt to it.
 *
 * Types: the 1-, 2-, 4- and 8-byte integers, signed and unsigned, the
 * 16-byte ones where __int128 exists, float, double, long double, data and
 * function pointers, bool (C99 _Bool, C++ bool) true and false, an enum,
 * a 3- and a 7-byte struct of chars (odd sizes) and struct { char; short; }
 * (internal alignment and a padding byte).  Every value's bytes are
 * distinct, and distinct from the guard bytes.
 *
 * And the 12 endian accessors, get_unaligned_le16_p() to
 * put_unaligned_be64_p(), the same way against a byte-wise reference (so
 * that the qemu runs cover them on big-endian CPUs): put converts a wider
 * value to the width, writes exactly 2, 4 or 8 bytes, and get reads them.
 *
 * Padding bytes (the one in struct { char; short; }, the 2 to 6 unused
 * bytes of an x87 or m68k long double) hold no value, so C does not say
 * what a store writes there: they are neither compared with the reference
 * nor counted as neighbours.
 *
 * Usage:
 *     long checks;
 *     int failed = roundtrip_all(report, &checks);
 * report (may be NULL) is called once per failed check with the type, the
 * offset, the put path ("memcpy" for the byte-wise store), the get path
 * ("-" when only the stored bytes were checked), what failed and the byte
 * index it concerns (-1 for none).
 *
 * Needs only <stddef.h>, <string.h> and <float.h>; compiles warning-free
 * with -Wall -Wextra as C99, C11, C++98 and later (gcc, g++, clang,
 * clang++) and with tcc.
 */
#ifndef UNALIGNED_ROUNDTRIP_H
#define UNALIGNED_ROUNDTRIP_H

#include <stddef.h>
#include <string.h>
#include <float.h>
#include <probable.h>

/* ---- portability ----------------------------------------------------------- */

#ifdef __cplusplus
#define RT_CAST(type, expr) (static_cast<type>(expr))
/* C++98 has no alignof; this works for any complete object type */
template <class T> struct rt_alignof_ {
	struct s { char c; T t; };
	enum { value = sizeof(s) - sizeof(T) };
};
#define RT_ALIGNOF(T) (static_cast<size_t>(rt_alignof_<T>::value))
typedef bool rt_bool;
#define RT_HAVE_BOOL 1
#else
#define RT_CAST(type, expr) ((type)(expr))
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define RT_ALIGNOF(T) ((size_t)_Alignof(T))
#else
/* C99: a struct defined in offsetof's argument (fine in C, not in C++) */
#define RT_ALIGNOF(T) offsetof(struct { char c; T t; }, t)
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
typedef _Bool rt_bool;
#define RT_HAVE_BOOL 1
#endif
#endif

/* ---- the types under test ----------------------------------------------------- */

__extension__ typedef long long rt_llong;
__extension__ typedef unsigned long long rt_ullong;
#ifdef __SIZEOF_INT128__
__extension__ typedef __int128 rt_i128;
__extension__ typedef unsigned __int128 rt_u128;
#endif
typedef void (*rt_fnptr)(void);
typedef int *rt_intptr;
typedef void *rt_voidptr;
enum rt_enum { RT_ENUM_ZERO = 0, RT_ENUM_VALUE = 0x04030201 };
struct rt_odd3 { char c[3]; };                  /* sizeof 3, alignment 1 */
struct rt_odd7 { char c[7]; };                  /* sizeof 7, alignment 1 */
struct rt_char_short { char a; short b; };      /* sizeof 4, alignment 2, 1 padding byte */

/* ---- buffer, guard, paths ---------------------------------------------------- */

#define RT_OFFSETS 16   /* offsets 0..15 */
#define RT_MAXSIZE 16   /* the largest type */
#define RT_BUFSIZE (RT_OFFSETS + RT_MAXSIZE + 16)

/* a buffer aligned for every type under test */
union rt_buffer {
	unsigned char b[RT_BUFSIZE];
	long double ld;
	double d;
	rt_llong ll;
	void *p;
	rt_fnptr fp;
#ifdef __SIZEOF_INT128__
	rt_i128 q;
#endif
};

/* The guard: 0xc0..0xef, never a byte of a value (0x00..0x10, 0x3e, 0x40,
 * 0x88), so a store that skips a byte is seen. */
static unsigned char rt_guard(size_t i) { return RT_CAST(unsigned char, 0xc0 | (i & 0x3f)); }

/* path i uses pc 100, 50, 1 or 0; its name says which access that is here:
 * direct, safe, or (where the arch header sets ARCH_ALIGNMENT_TEST_BELOW)
 * checked, a run-time alignment test */
#define RT_NPATHS 4
#ifdef PROBABLE_ACCESS_CHECKED
#define RT_PATH_NAME(pc) (PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT ? "pc " #pc " (direct)" : \
	PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_CHECKED ? "pc " #pc " (checked)" : "pc " #pc " (safe)")
#else
#define RT_PATH_NAME(pc) (PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT ? \
	"pc " #pc " (direct)" : "pc " #pc " (safe)")
#endif
static int rt_path_access(int path)
{
	switch (path) {
	case 0: return PROBABLE_ACCESS(100);
	case 1: return PROBABLE_ACCESS(50);
	case 2: return PROBABLE_ACCESS(1);
	default: return PROBABLE_ACCESS(0);
	}
}
static const char *rt_path_name(int path)
{
	switch (path) {
	case 0: return RT_PATH_NAME(100);
	case 1: return RT_PATH_NAME(50);
	case 2: return RT_PATH_NAME(1);
	default: return RT_PATH_NAME(0);
	}
}
/* the direct path only where the address is aligned for the type; every
 * other access is correct at any address */
static int rt_path_allowed(int path, size_t off, size_t align)
{
	return rt_path_access(path) != PROBABLE_ACCESS_DIRECT || off % align == 0;
}

/* ---- values: every byte distinct ----------------------------------------------- */

/* bytes 0x01, 0x02, ...: for integers, pointers, structs and IEEE floating
 * types this is a valid value (a normal number for float/double/quad) */
static void rt_make_pattern(void *out, size_t n)
{
	unsigned char *b = RT_CAST(unsigned char *, out);
	size_t i;
	for (i = 0; i < n; i++)
		b[i] = RT_CAST(unsigned char, 0x01 + i);
}

/* long double: an x87 or m68k extended number has an explicit integer bit,
 * so a byte pattern may not be a valid number; a 64-bit integer with the
 * top bit set converts exactly, and gives mantissa bytes 01..07 88 and
 * exponent bytes 3e 40.  Other formats (IEEE double or quad, IBM
 * double-double) take the pattern. */
static void rt_make_ldouble(void *out, size_t n)
{
#if LDBL_MANT_DIG == 64
	long double v = RT_CAST(long double, (RT_CAST(rt_ullong, 0x88070605UL) << 32) | 0x04030201UL);
	memcpy(out, &v, n);
#else
	rt_make_pattern(out, n);
#endif
}
static int rt_ldouble_value_byte(size_t i)
{
#if LDBL_MANT_DIG == 64 && (defined(__m68k__) || defined(__mc68000__))
	return i != 2 && i != 3;        /* exponent, 2 unused bytes, mantissa */
#elif LDBL_MANT_DIG == 64
	return i < 10;                  /* x87: 10 bytes, then padding */
#else
	(void)i;
	return 1;
#endif
}

#ifdef RT_HAVE_BOOL
static void rt_make_true(void *out, size_t n) { rt_bool v = 1; memcpy(out, &v, n); }
static void rt_make_false(void *out, size_t n) { rt_bool v = 0; memcpy(out, &v, n); }
#endif
static void rt_make_enum(void *out, size_t n) { enum rt_enum v = RT_ENUM_VALUE; memcpy(out, &v, n); }

static int rt_every_byte(size_t i) { (void)i; return 1; }
static int rt_char_short_value_byte(size_t i)
{
	return i < sizeof(char) ||
	       (i >= offsetof(struct rt_char_short, b) &&
		i < offsetof(struct rt_char_short, b) + sizeof(short));
}

/* typed comparison of the value read with the one stored */
#define RT_EQ_SCALAR(a, b) ((a) == (b))
#define RT_EQ_BYTES(a, b) (memcmp(&(a), &(b), sizeof(a)) == 0)
#define RT_EQ_CHAR_SHORT(x, y) ((x).a == (y).a && (x).b == (y).b)

/* ---- the generic checker --------------------------------------------------------- */

typedef void (*roundtrip_report_fn)(const char *type, int off, const char *put_path,
				    const char *get_path, const char *what, int byte);

struct rt_ctx {
	roundtrip_report_fn report;
	long checks;
	int failures;
};

/* one check: counted; reported and counted as failed unless ok */
static void rt_expect(struct rt_ctx *c, int ok, const char *type, size_t off, const char *put,
		      const char *get, const char *what, int byte)
{
	c->checks++;
	if (ok)
		return;
	c->failures++;
	if (c->report)
		c->report(type, RT_CAST(int, off), put, get, what, byte);
}

/* what each type provides to the checker (generated by RT_DEFINE) */
struct rt_type {
	const char *name;
	size_t size, align;
	void (*make)(void *out, size_t n);
	int (*value_byte)(size_t i);
	/* *(T *)p = *(const T *)val through path */
	void (*put)(int path, const void *val, unsigned char *p);
	/* *(T *)out = *(const T *)p through path; 1 if it == *(const T *)want */
	int (*get)(int path, const unsigned char *p, const void *want, void *out);
};

static void rt_fill_guard(union rt_buffer *buf)
{
	size_t i;
	for (i = 0; i < RT_BUFSIZE; i++)
		buf->b[i] = rt_guard(i);
}

/* the bytes in [off, off + size) equal ref (value bytes only), all others
 * the guard */
static void rt_expect_stored(struct rt_ctx *c, const struct rt_type *t, const union rt_buffer *buf,
			     size_t off, const unsigned char *ref, const char *put)
{
	size_t i;
	for (i = 0; i < RT_BUFSIZE; i++) {
		if (i < off || i >= off + t->size)
			rt_expect(c, buf->b[i] == rt_guard(i), t->name, off, put, "-",
				  "a neighbouring byte changed", RT_CAST(int, i) - RT_CAST(int, off));
		else if (t->value_byte(i - off))
			rt_expect(c, buf->b[i] == ref[i - off], t->name, off, put, "-",
				  "stored byte differs from the byte-wise reference",
				  RT_CAST(int, i - off));
	}
}

/* get through path at off: the typed value and its value bytes are the
 * reference, and the buffer is unchanged */
static void rt_expect_get(struct rt_ctx *c, const struct rt_type *t, union rt_buffer *buf,
			  size_t off, const unsigned char *ref, const char *put, int path)
{
	unsigned char before[RT_BUFSIZE], out[RT_MAXSIZE];
	const char *get = rt_path_name(path);
	size_t i;
	int eq;

	memcpy(before, buf->b, RT_BUFSIZE);
	eq = t->get(path, buf->b + off, ref, out);
	rt_expect(c, eq, t->name, off, put, get, "value read != value stored (typed comparison)", -1);
	for (i = 0; i < t->size; i++)
		if (t->value_byte(i))
			rt_expect(c, out[i] == ref[i], t->name, off, put, get,
				  "byte of the value read differs from the reference", RT_CAST(int, i));
	rt_expect(c, memcmp(before, buf->b, RT_BUFSIZE) == 0, t->name, off, put, get,
		  "get wrote to the buffer", -1);
}

static void rt_check_type(struct rt_ctx *c, const struct rt_type *t)
{
	union rt_buffer buf;
	unsigned char ref[RT_MAXSIZE];
	size_t off;
	int put, get;

	rt_expect(c, t->size <= RT_MAXSIZE && t->align >= 1 && t->size % t->align == 0,
		  t->name, 0, "-", "-", "size or alignment out of range", -1);
	if (t->size > RT_MAXSIZE || t->align < 1)
		return;
	t->make(ref, t->size);
	for (off = 0; off < RT_OFFSETS; off++) {
		/* bytes stored byte-wise, read through each path */
		for (get = 0; get < RT_NPATHS; get++) {
			if (!rt_path_allowed(get, off, t->align))
				continue;
			rt_fill_guard(&buf);
			memcpy(buf.b + off, ref, t->size);
			rt_expect_get(c, t, &buf, off, ref, "memcpy", get);
		}
		/* stored through each path: the bytes, then read through each path */
		for (put = 0; put < RT_NPATHS; put++) {
			if (!rt_path_allowed(put, off, t->align))
				continue;
			rt_fill_guard(&buf);
			t->put(put, ref, buf.b + off);
			rt_expect_stored(c, t, &buf, off, ref, rt_path_name(put));
			for (get = 0; get < RT_NPATHS; get++)
				if (rt_path_allowed(get, off, t->align))
					rt_expect_get(c, t, &buf, off, ref, rt_path_name(put), get);
		}
	}
}

/*
 * RT_DEFINE(name, T, make, value_byte, eq) - the put and get of T through
 * each path (pc must be a constant, so one expansion per pc) and the
 * struct rt_type rt_type_<name>.
 */
#define RT_DEFINE(name, T, make, value_byte, eq) \
static void rt_put_##name(int path, const void *val, unsigned char *p) \
{ \
	T v; \
	T *tp = RT_CAST(T *, RT_CAST(void *, p)); \
	memcpy(&v, val, sizeof v); \
	switch (path) { \
	case 0: put_unaligned_p(v, tp, 100); break; \
	case 1: put_unaligned_p(v, tp, 50); break; \
	case 2: put_unaligned_p(v, tp, 1); break; \
	default: put_unaligned_p(v, tp, 0); break; \
	} \
} \
static int rt_get_##name(int path, const unsigned char *p, const void *want, void *out) \
{ \
	T r, w; \
	const T *tp = RT_CAST(const T *, RT_CAST(const void *, p)); \
	switch (path) { \
	case 0: r = get_unaligned_p(tp, 100); break; \
	case 1: r = get_unaligned_p(tp, 50); break; \
	case 2: r = get_unaligned_p(tp, 1); break; \
	default: r = get_unaligned_p(tp, 0); break; \
	} \
	memcpy(out, &r, sizeof r); \
	memcpy(&w, want, sizeof w); \
	return eq(r, w); \
} \
static const struct rt_type rt_type_##name = { \
	#name, sizeof(T), RT_ALIGNOF(T), make, value_byte, rt_put_##name, rt_get_##name \
};

RT_DEFINE(unsigned_char, unsigned char, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(signed_char, signed char, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(char, char, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(unsigned_short, unsigned short, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(short, short, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(unsigned_int, unsigned int, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(int, int, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(unsigned_long, unsigned long, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(long, long, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(unsigned_long_long, rt_ullong, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(long_long, rt_llong, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
#ifdef __SIZEOF_INT128__
RT_DEFINE(unsigned_int128, rt_u128, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(int128, rt_i128, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
#endif
RT_DEFINE(float, float, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(double, double, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(long_double, long double, rt_make_ldouble, rt_ldouble_value_byte, RT_EQ_SCALAR)
RT_DEFINE(void_pointer, rt_voidptr, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(int_pointer, rt_intptr, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(function_pointer, rt_fnptr, rt_make_pattern, rt_every_byte, RT_EQ_SCALAR)
#ifdef RT_HAVE_BOOL
RT_DEFINE(bool_true, rt_bool, rt_make_true, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(bool_false, rt_bool, rt_make_false, rt_every_byte, RT_EQ_SCALAR)
#endif
RT_DEFINE(enum, enum rt_enum, rt_make_enum, rt_every_byte, RT_EQ_SCALAR)
RT_DEFINE(struct_odd3, struct rt_odd3, rt_make_pattern, rt_every_byte, RT_EQ_BYTES)
RT_DEFINE(struct_odd7, struct rt_odd7, rt_make_pattern, rt_every_byte, RT_EQ_BYTES)
RT_DEFINE(struct_char_short, struct rt_char_short, rt_make_pattern, rt_char_short_value_byte,
	  RT_EQ_CHAR_SHORT)

static const struct rt_type *const rt_types[] = {
	&rt_type_unsigned_char, &rt_type_signed_char, &rt_type_char,
	&rt_type_unsigned_short, &rt_type_short,
	&rt_type_unsigned_int, &rt_type_int,
	&rt_type_unsigned_long, &rt_type_long,
	&rt_type_unsigned_long_long, &rt_type_long_long,
#ifdef __SIZEOF_INT128__
	&rt_type_unsigned_int128, &rt_type_int128,
#endif
	&rt_type_float, &rt_type_double, &rt_type_long_double,
	&rt_type_void_pointer, &rt_type_int_pointer, &rt_type_function_pointer,
#ifdef RT_HAVE_BOOL
	&rt_type_bool_true, &rt_type_bool_false,
#endif
	&rt_type_enum,
	&rt_type_struct_odd3, &rt_type_struct_odd7, &rt_type_struct_char_short,
};
#define RT_NTYPES (sizeof(rt_types) / sizeof(rt_types[0]))

/* ---- the endian accessors ------------------------------------------------------ */

/*
 * get_unaligned_le16_p() ... put_unaligned_be64_p() through every path at
 * every offset, against the byte-wise reference (byte i of a little-endian
 * value is bits 8i..8i+7), so the qemu runs check them on big-endian CPUs
 * too.  The direct path needs the address aligned for the 2-, 4- or 8-byte
 * unsigned integer.
 */
#define RT_ENDIAN(name, bits) \
static rt_ullong rt_get_##name(int path, const unsigned char *p) \
{ \
	switch (path) { \
	case 0: return get_unaligned_##name##_p(p, 100); \
	case 1: return get_unaligned_##name##_p(p, 50); \
	case 2: return get_unaligned_##name##_p(p, 1); \
	default: return get_unaligned_##name##_p(p, 0); \
	} \
} \
static void rt_put_##name(int path, rt_ullong v, unsigned char *p) \
{ \
	switch (path) { \
	case 0: put_unaligned_##name##_p(v, p, 100); break; \
	case 1: put_unaligned_##name##_p(v, p, 50); break; \
	case 2: put_unaligned_##name##_p(v, p, 1); break; \
	default: put_unaligned_##name##_p(v, p, 0); break; \
	} \
}
RT_ENDIAN(le16, 16)
RT_ENDIAN(le32, 32)
RT_ENDIAN(le64, 64)
RT_ENDIAN(be16, 16)
RT_ENDIAN(be32, 32)
RT_ENDIAN(be64, 64)

struct rt_endian {
	const char *name;
	size_t size, align;
	int big_endian;
	rt_ullong (*get)(int path, const unsigned char *p);
	void (*put)(int path, rt_ullong v, unsigned char *p);
};

static void rt_check_endian(struct rt_ctx *c, const struct rt_endian *e)
{
	/* every byte distinct, none a guard byte; wider than the form, so
	 * put must also convert it to the width */
	const rt_ullong v = (RT_CAST(rt_ullong, 0x08070605UL) << 32) | 0x04030201UL;
	const rt_ullong want = e->size == 8 ? v : v & ((RT_CAST(rt_ullong, 1) << (8 * e->size)) - 1);
	unsigned char ref[8], before[RT_BUFSIZE];
	union rt_buffer buf;
	size_t off, i;
	int put, get;

	for (i = 0; i < e->size; i++)
		ref[e->big_endian ? e->size - 1 - i : i] = RT_CAST(unsigned char, want >> (8 * i));
	for (off = 0; off < RT_OFFSETS; off++) {
		for (get = 0; get < RT_NPATHS; get++) {
			if (!rt_path_allowed(get, off, e->align))
				continue;
			rt_fill_guard(&buf);
			memcpy(buf.b + off, ref, e->size);
			rt_expect(c, e->get(get, buf.b + off) == want, e->name, off, "memcpy",
				  rt_path_name(get), "value read differs from the byte-wise reference", -1);
		}
		for (put = 0; put < RT_NPATHS; put++) {
			if (!rt_path_allowed(put, off, e->align))
				continue;
			rt_fill_guard(&buf);
			e->put(put, v, buf.b + off);
			for (i = 0; i < RT_BUFSIZE; i++) {
				if (i < off || i >= off + e->size)
					rt_expect(c, buf.b[i] == rt_guard(i), e->name, off, rt_path_name(put), "-",
						  "a neighbouring byte changed", RT_CAST(int, i) - RT_CAST(int, off));
				else
					rt_expect(c, buf.b[i] == ref[i - off], e->name, off, rt_path_name(put), "-",
						  "stored byte differs from the byte-wise reference",
						  RT_CAST(int, i - off));
			}
			memcpy(before, buf.b, RT_BUFSIZE);
			for (get = 0; get < RT_NPATHS; get++) {
				if (!rt_path_allowed(get, off, e->align))
					continue;
				rt_expect(c, e->get(get, buf.b + off) == want, e->name, off, rt_path_name(put),
					  rt_path_name(get), "value read != value stored", -1);
				rt_expect(c, memcmp(before, buf.b, RT_BUFSIZE) == 0, e->name, off,
					  rt_path_name(put), rt_path_name(get), "get wrote to the buffer", -1);
			}
		}
	}
}

static const struct rt_endian rt_endians[] = {
	{ "get/put_unaligned_le16_p", 2, RT_ALIGNOF(unsigned short), 0, rt_get_le16, rt_put_le16 },
	{ "get/put_unaligned_le32_p", 4, RT_ALIGNOF(unsigned int), 0, rt_get_le32, rt_put_le32 },
	{ "get/put_unaligned_le64_p", 8, RT_ALIGNOF(rt_ullong), 0, rt_get_le64, rt_put_le64 },
	{ "get/put_unaligned_be16_p", 2, RT_ALIGNOF(unsigned short), 1, rt_get_be16, rt_put_be16 },
	{ "get/put_unaligned_be32_p", 4, RT_ALIGNOF(unsigned int), 1, rt_get_be32, rt_put_be32 },
	{ "get/put_unaligned_be64_p", 8, RT_ALIGNOF(rt_ullong), 1, rt_get_be64, rt_put_be64 },
};

/*
 * roundtrip_types(report, checks), roundtrip_endian(report, checks) - run the
 * checks of every type, or of the 12 endian forms; *checks (if not NULL)
 * gets how many ran.  Return the number that failed.  roundtrip_all() runs
 * both.
 */
static int rt_run(roundtrip_report_fn report, long *checks, int types, int endian)
{
	struct rt_ctx c;
	size_t i;

	c.report = report;
	c.checks = 0;
	c.failures = 0;
	for (i = 0; types && i < RT_NTYPES; i++)
		rt_check_type(&c, rt_types[i]);
	for (i = 0; endian && i < sizeof(rt_endians) / sizeof(rt_endians[0]); i++)
		rt_check_endian(&c, &rt_endians[i]);
	if (checks)
		*checks = c.checks;
	return c.failures;
}
static inline int roundtrip_types(roundtrip_report_fn report, long *checks) { return rt_run(report, checks, 1, 0); }
static inline int roundtrip_endian(roundtrip_report_fn report, long *checks) { return rt_run(report, checks, 0, 1); }
static inline int roundtrip_all(roundtrip_report_fn report, long *checks) { return rt_run(report, checks, 1, 1); }

#endif /* UNALIGNED_ROUNDTRIP_H */
