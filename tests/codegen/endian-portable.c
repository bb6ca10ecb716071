/* SPDX-License-Identifier: MIT */
/*
 * tests/codegen/endian-portable.c - the endian accessors without GNU C,
 * for tests/codegen/endian-portable.sh.
 *
 * Always: one function per accessor and pc, <get|put>_<le|be><b>_<pc>, for
 * the object-code check (built for clang's MSVC targets, C and C++).
 * With -DRUN: a main() that stores and loads every accessor at every
 * offset with every pc and checks the bytes, the values and that the
 * neighbouring bytes are untouched; exit status 0 when all hold.  Offsets
 * 0 to 8 from an 8-byte aligned buffer, aligned ones only where the pc's
 * access is PROBABLE_ACCESS_DIRECT (pc 0 in Linux user space on mips,
 * riscv, alpha, sh: a misaligned one would trap, as promised).
 * With -DPROBABLE_ENDIAN_PORTABLE_ (a switch for tests only) a GNU compiler
 * takes the portable way too.
 */
#include <probable.h>

#if defined(PROBABLE_ENDIAN_GNU_) && (defined(PROBABLE_ENDIAN_PORTABLE_) || !defined(__GNUC__))
#error "the GNU way was taken where the portable one was asked for"
#endif

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
#define ONE(o, b, pc) \
	u##b get_##o##b##_##pc(const u8 *p); \
	u##b get_##o##b##_##pc(const u8 *p) { return get_unaligned_##o##b##_p(p, pc); } \
	void put_##o##b##_##pc(u8 *p, u##b v); \
	void put_##o##b##_##pc(u8 *p, u##b v) { put_unaligned_##o##b##_p(v, p, pc); }
#define PCS(o, b) ONE(o, b, 0) ONE(o, b, 10) ONE(o, b, 50) ONE(o, b, 100)
PCS(le, 16) PCS(be, 16) PCS(le, 32) PCS(be, 32) PCS(le, 64) PCS(be, 64)

#ifdef RUN
#include <stdio.h>

static int failures;

/* one accessor at one offset: the bytes it stores, the value it loads,
 * and nothing around them touched */
#define WRAP(o, b, pc) \
	static unsigned long long g_##o##b##_##pc(const u8 *p) { return get_##o##b##_##pc(p); } \
	static void p_##o##b##_##pc(u8 *p, unsigned long long v) { put_##o##b##_##pc(p, (u##b)v); }
#define WRAPS(o, b) WRAP(o, b, 0) WRAP(o, b, 10) WRAP(o, b, 50) WRAP(o, b, 100)
WRAPS(le, 16) WRAPS(be, 16) WRAPS(le, 32) WRAPS(be, 32) WRAPS(le, 64) WRAPS(be, 64)

static void check(const char *name, int big, int bytes, unsigned long long mask,
		  unsigned long long (*get)(const u8 *), void (*put)(u8 *, unsigned long long),
		  unsigned offset)
{
	union { unsigned long long align; u8 b[24]; } store;
	u8 *buf = store.b;
	unsigned long long value = 0x8877665544332211ull & mask, got;
	unsigned i;
	for (i = 0; i < sizeof store.b; i++)
		buf[i] = (u8)(0xa0 + i);
	put(buf + offset, value);
	for (i = 0; i < sizeof store.b; i++) {
		unsigned k = i - offset;
		u8 want = (u8)(0xa0 + i);
		if (i >= offset && k < (unsigned)bytes)
			want = (u8)(0x11 + 0x11 * (big ? (unsigned)bytes - 1 - k : k));
		if (buf[i] != want) {
			printf("FAIL: %s put at offset %u: byte %u is %#x, not %#x\n", name, offset, i, buf[i], want);
			failures++;
			return;
		}
	}
	got = get(buf + offset);
	if (got != value) {
		printf("FAIL: %s get at offset %u: %#llx, not %#llx\n", name, offset, got, value);
		failures++;
	}
}

#define RUN_ONE(o, b, big, pc) \
	for (offset = 0; offset < 9; offset++) \
		if (PROBABLE_ACCESS(pc) != PROBABLE_ACCESS_DIRECT || offset % (b / 8) == 0) \
		check(#o #b " pc " #pc, big, b / 8, b == 64 ? ~0ull : (1ull << b) - 1, \
		      g_##o##b##_##pc, p_##o##b##_##pc, offset);
#define RUN_PCS(o, b, big) RUN_ONE(o, b, big, 0) RUN_ONE(o, b, big, 10) \
	RUN_ONE(o, b, big, 50) RUN_ONE(o, b, big, 100)

int main(void)
{
	unsigned offset;
	RUN_PCS(le, 16, 0) RUN_PCS(be, 16, 1)
	RUN_PCS(le, 32, 0) RUN_PCS(be, 32, 1)
	RUN_PCS(le, 64, 0) RUN_PCS(be, 64, 1)
	if (failures == 0)
		printf("ok: 12 accessors x 4 pcs x offsets 0 to 8\n");
	return failures != 0;
}
#endif
