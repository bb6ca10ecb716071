/* SPDX-License-Identifier: MIT */
/*
 * firmware/all-macros.c - every public macro of probable.h in a freestanding
 * program, linked with -nostdlib into a complete image for Cortex-M0,
 * Cortex-M4, ATmega328P and RISC-V (firmware/build.sh, `make firmware`).
 *
 * No header but <probable.h>: the fixed-width types come from the
 * compiler's predefined macros, the entry point and the start-up code are
 * here (a vector table on Cortex-M, a few lines of assembly on AVR and
 * RISC-V), the memory maps in firmware/cortex-m.ld and firmware/riscv.ld.
 * build.sh shows with nm that the object asks for nothing but libgcc
 * helpers, and runs the image on QEMU.
 *
 * Build with exactly one of
 *     -DEXPECT_ARCH_ARM_M   -DEXPECT_ARCH_AVR   -DEXPECT_ARCH_RISCV
 * and the arch the header selected is checked at compile time
 * (_Static_assert): its numbers, the length of PROBABLE_ARCH, what
 * PROBABLE_HINT() and PROBABLE_ACCESS() give at and around each boundary.
 *
 * At run time the program stores, reads back and checks values through
 * every accessor, aligned and misaligned, at pc 0, 20 and 100 (a
 * misaligned pointer only with a pc whose access is not the direct one,
 * checked at compile time), and ends in a loop with fw_status set to
 * FW_PASS, or to FW_FAIL | line from the PROBABLE_COLD handler; fw_checks
 * counts the checks made.
 */
#include <probable.h>

typedef __UINT8_TYPE__ u8;
typedef __UINT16_TYPE__ u16;
typedef __UINT32_TYPE__ u32;
typedef __UINT64_TYPE__ u64;

/* ---- what this build must have selected ---------------------------------- */

#if defined(EXPECT_ARCH_ARM_M)
#if !defined(__ARM_ARCH_PROFILE) || __ARM_ARCH_PROFILE != 'M'
#error "EXPECT_ARCH_ARM_M: this is not an Arm M-profile build"
#endif
#define EXP_NAME "arm"
#define EXP_HIGH 74
#define EXP_LOW 26
#if defined(__ARM_FEATURE_UNALIGNED)
#define EXP_TEST_BELOW 0 /* Cortex-M3/M4/M7: one ldr at any address */
#else
#define EXP_TEST_BELOW 50 /* Cortex-M0/M0+: byte loads, so the run-time test */
#endif
#elif defined(EXPECT_ARCH_AVR)
#define EXP_NAME "avr"
#define EXP_HIGH 74
#define EXP_LOW 26
#define EXP_TEST_BELOW 0
#elif defined(EXPECT_ARCH_RISCV)
#define EXP_NAME "riscv"
#define EXP_HIGH 89
#define EXP_LOW 11
#if defined(__riscv_misaligned_fast)
#define EXP_TEST_BELOW 0
#else
#define EXP_TEST_BELOW 50
#endif
#else
#error "pass -DEXPECT_ARCH_ARM_M, -DEXPECT_ARCH_AVR or -DEXPECT_ARCH_RISCV"
#endif
/* bare metal: no trap fix-up, so never a direct access, on every arch here */
#define EXP_THRESHOLD 0

#define EXP_ACCESS(pc) \
	((pc) < EXP_THRESHOLD ? PROBABLE_ACCESS_DIRECT : \
	 (pc) < EXP_TEST_BELOW ? PROBABLE_ACCESS_CHECKED : PROBABLE_ACCESS_SAFE)

_Static_assert(ARCH_PROBABILITY_HIGH == EXP_HIGH, "ARCH_PROBABILITY_HIGH is not the expected arch's");
_Static_assert(ARCH_PROBABILITY_LOW == EXP_LOW, "ARCH_PROBABILITY_LOW is not the expected arch's");
_Static_assert(ARCH_ALIGNMENT_COST_THRESHOLD == EXP_THRESHOLD,
	       "ARCH_ALIGNMENT_COST_THRESHOLD is not the bare-metal 0");
_Static_assert(ARCH_ALIGNMENT_TEST_BELOW == EXP_TEST_BELOW,
	       "ARCH_ALIGNMENT_TEST_BELOW is not the expected arch's");
_Static_assert(sizeof(PROBABLE_ARCH) == sizeof(EXP_NAME), "PROBABLE_ARCH is not the expected name");
_Static_assert(sizeof(PROBABLE_ARCH_SOURCE) == sizeof("arch/" EXP_NAME "/probability.h"),
	       "PROBABLE_ARCH_SOURCE is not the expected header");

/* the four hint constants are distinct */
_Static_assert(PROBABLE_HINT_LIKELY != PROBABLE_HINT_NONE && PROBABLE_HINT_LIKELY != PROBABLE_HINT_UNLIKELY &&
	       PROBABLE_HINT_NONE != PROBABLE_HINT_UNLIKELY && PROBABLE_HINT_EXACT != PROBABLE_HINT_LIKELY &&
	       PROBABLE_HINT_EXACT != PROBABLE_HINT_NONE && PROBABLE_HINT_EXACT != PROBABLE_HINT_UNLIKELY,
	       "PROBABLE_HINT_* constants collide");
/* PROBABLE_HINT(pc) at and on each side of both boundaries */
_Static_assert(PROBABLE_HINT(100) == PROBABLE_HINT_LIKELY, "PROBABLE_HINT(100)");
_Static_assert(PROBABLE_HINT(EXP_HIGH + 1) == PROBABLE_HINT_LIKELY, "PROBABLE_HINT(HIGH + 1)");
_Static_assert(PROBABLE_HINT(EXP_HIGH) == PROBABLE_HINT_NONE, "PROBABLE_HINT(HIGH)");
_Static_assert(PROBABLE_HINT(50) == PROBABLE_HINT_NONE, "PROBABLE_HINT(50)");
_Static_assert(PROBABLE_HINT(EXP_LOW) == PROBABLE_HINT_NONE, "PROBABLE_HINT(LOW)");
_Static_assert(PROBABLE_HINT(EXP_LOW - 1) == PROBABLE_HINT_UNLIKELY, "PROBABLE_HINT(LOW - 1)");
_Static_assert(PROBABLE_HINT(0) == PROBABLE_HINT_UNLIKELY, "PROBABLE_HINT(0)");

/* PROBABLE_ACCESS(pc): the three constants are distinct; what each pc used below gets */
_Static_assert(PROBABLE_ACCESS_DIRECT != PROBABLE_ACCESS_SAFE && PROBABLE_ACCESS_DIRECT != PROBABLE_ACCESS_CHECKED &&
	       PROBABLE_ACCESS_SAFE != PROBABLE_ACCESS_CHECKED, "PROBABLE_ACCESS_* constants collide");
_Static_assert(PROBABLE_ACCESS(0) == EXP_ACCESS(0), "PROBABLE_ACCESS(0)");
_Static_assert(PROBABLE_ACCESS(20) == EXP_ACCESS(20), "PROBABLE_ACCESS(20)");
_Static_assert(PROBABLE_ACCESS(100) == PROBABLE_ACCESS_SAFE, "PROBABLE_ACCESS(100)");

/* a misaligned pointer is only ever given these pcs: never the direct access */
#define PC_MIS_RARE 20
#define PC_MIS_ALWAYS 100
_Static_assert(PROBABLE_ACCESS(PC_MIS_RARE) != PROBABLE_ACCESS_DIRECT,
	       "pc 20 would dereference a misaligned pointer");
_Static_assert(PROBABLE_ACCESS(PC_MIS_ALWAYS) != PROBABLE_ACCESS_DIRECT,
	       "pc 100 would dereference a misaligned pointer");

/* The selected arch, in the image itself (build.sh looks for it there). */
__attribute__((__used__)) static const char fw_tag[] =
	"probable " PROBABLE_VERSION " arch=" PROBABLE_ARCH " source=" PROBABLE_ARCH_SOURCE;

/* ---- results ------------------------------------------------------------------ */

#define FW_PASS 0x600dc0deu
#define FW_FAIL 0xbad00000u

/* in .bss, which is not cleared on Cortex-M and RISC-V: fw_main sets
 * both to 0 first */
volatile u32 fw_status;
volatile u32 fw_checks;

/* Rarely called: every path to it is predicted not taken. */
PROBABLE_COLD __attribute__((__noinline__, __noreturn__)) static void fw_fail(u32 line)
{
	fw_status = FW_FAIL | line;
	for (;;)
		__asm__ volatile("");
}

#define EXPECT(cond) \
	do { \
		fw_checks = fw_checks + 1u; \
		if (probable(!(cond), 0)) \
			fw_fail(__LINE__); \
	} while (0)

/* The compiler forgets where p points and assumes memory changed: the
 * store before and the load after are real. */
#define FORGET(p) __asm__ volatile("" : "+r"(p) : : "memory")

/* ---- the program ------------------------------------------------------------- */

struct rec {
	u16 tag;
	u8 kind;
	u32 len;
};

/*
 * Every get below is assigned to a variable before it is compared: GCC
 * 11.3 and avr-gcc 5.4 cannot compile a get_unaligned_p() that is the
 * argument of a macro that hands it on to another, such as probable() (the
 * header's _Pragma comes out in front of the whole expression; GCC 12 is
 * fine), and this program is about what the rest of the header does.
 * build.sh compiles examples/pcap_udp.c, which does nest them.
 */

/* put val through P at pc, forget P, get it back at pc */
#define ROUNDTRIP(T, P, val, pc) \
	do { \
		T *rt_p = (P), rt_v; \
		put_unaligned_p((T)(val), rt_p, pc); \
		FORGET(rt_p); \
		rt_v = get_unaligned_p(rt_p, pc); \
		EXPECT(rt_v == (T)(val)); \
	} while (0)

/* the endian get G at pc equals val */
#define GET_IS(G, p, pc, val) \
	do { \
		u64 gi_v = G(p, pc); \
		EXPECT(gi_v == (val)); \
	} while (0)

static void fw_typed(unsigned char *buf)
{
	/* buf is aligned for every type: +8 is aligned, +1 and +17 are not */
	unsigned char *al = buf + 8, *mis = buf + 17, *odd = buf + 1;
	const u32 *c32;
	volatile u32 *v32;
	u32 v;
	struct rec r = { 0x1234u, 7u, 0x89abcdefu }, got;
	unsigned char **pp, *back;

	FORGET(al);
	FORGET(mis);
	FORGET(odd);

	/* pc 0: the pointer is aligned */
	ROUNDTRIP(u16, (u16 *)(void *)al, 0xa1b2u, 0);
	ROUNDTRIP(u32, (u32 *)(void *)al, 0xa1b2c3d4u, 0);
	ROUNDTRIP(u64, (u64 *)(void *)al, 0xa1b2c3d4e5f60718u, 0);
	/* pc 20: aligned and misaligned */
	ROUNDTRIP(u16, (u16 *)(void *)al, 0x0102u, PC_MIS_RARE);
	ROUNDTRIP(u32, (u32 *)(void *)al, 0x01020304u, PC_MIS_RARE);
	ROUNDTRIP(u64, (u64 *)(void *)al, 0x0102030405060708u, PC_MIS_RARE);
	ROUNDTRIP(u16, (u16 *)(void *)odd, 0x1112u, PC_MIS_RARE);
	ROUNDTRIP(u32, (u32 *)(void *)mis, 0x11121314u, PC_MIS_RARE);
	ROUNDTRIP(u64, (u64 *)(void *)mis, 0x1112131415161718u, PC_MIS_RARE);
	/* pc 100: misaligned */
	ROUNDTRIP(u16, (u16 *)(void *)odd, 0x2122u, PC_MIS_ALWAYS);
	ROUNDTRIP(u32, (u32 *)(void *)odd, 0x21222324u, PC_MIS_ALWAYS);
	ROUNDTRIP(u64, (u64 *)(void *)mis, 0x2122232425262728u, PC_MIS_ALWAYS);

	/* through const and volatile pointers */
	put_unaligned_p(0x31323334u, (u32 *)(void *)mis, PC_MIS_ALWAYS);
	c32 = (const u32 *)(const void *)mis;
	FORGET(c32);
	v = get_unaligned_p(c32, PC_MIS_ALWAYS);
	EXPECT(v == 0x31323334u);
	v32 = (volatile u32 *)(volatile void *)odd;
	put_unaligned_p(0x41424344u, v32, PC_MIS_ALWAYS);
	v = get_unaligned_p(v32, PC_MIS_RARE);
	EXPECT(v == 0x41424344u);

	/* a struct and a pointer */
	put_unaligned_p(r, (struct rec *)(void *)odd, PC_MIS_ALWAYS);
	FORGET(odd);
	got = get_unaligned_p((const struct rec *)(const void *)odd, PC_MIS_ALWAYS);
	EXPECT(got.tag == r.tag && got.kind == r.kind && got.len == r.len);
	pp = (unsigned char **)(void *)mis;
	put_unaligned_p(buf, pp, PC_MIS_RARE);
	FORGET(pp);
	back = get_unaligned_p(pp, PC_MIS_ALWAYS);
	EXPECT(back == buf);
}

static void fw_endian(unsigned char *buf)
{
	unsigned char *al = buf + 8, *mis = buf + 17;

	FORGET(al);
	FORGET(mis);

	/*
	 * each put, then both gets, then its bytes (not the bytes first:
	 * avr-gcc 5.4 -Os/-O2 miscompiles a check of bytes 0 and 7 followed by
	 * a 64-bit compare of the same 8 bytes into an unconditional failure,
	 * with or without this header)
	 */
	put_unaligned_le16_p(0x0102u, mis, PC_MIS_ALWAYS);
	FORGET(mis);
	GET_IS(get_unaligned_le16_p, mis, PC_MIS_ALWAYS, 0x0102u);
	GET_IS(get_unaligned_be16_p, mis, PC_MIS_RARE, 0x0201u);
	EXPECT(mis[0] == 0x02 && mis[1] == 0x01);

	put_unaligned_be16_p(0x0102u, al, 0);
	FORGET(al);
	GET_IS(get_unaligned_be16_p, al, 0, 0x0102u);
	GET_IS(get_unaligned_le16_p, al, PC_MIS_RARE, 0x0201u);
	EXPECT(al[0] == 0x01 && al[1] == 0x02);

	put_unaligned_le32_p(0x01020304u, mis, PC_MIS_RARE);
	FORGET(mis);
	GET_IS(get_unaligned_le32_p, mis, PC_MIS_ALWAYS, 0x01020304u);
	GET_IS(get_unaligned_be32_p, mis, PC_MIS_RARE, 0x04030201u);
	EXPECT(mis[0] == 0x04 && mis[3] == 0x01);

	put_unaligned_be32_p(0x01020304u, al, 0);
	FORGET(al);
	GET_IS(get_unaligned_be32_p, al, 0, 0x01020304u);
	GET_IS(get_unaligned_le32_p, al, 0, 0x04030201u);
	EXPECT(al[0] == 0x01 && al[3] == 0x04);

	put_unaligned_le64_p(0x0102030405060708u, mis, PC_MIS_ALWAYS);
	FORGET(mis);
	GET_IS(get_unaligned_le64_p, mis, PC_MIS_RARE, 0x0102030405060708u);
	GET_IS(get_unaligned_be64_p, mis, PC_MIS_ALWAYS, 0x0807060504030201u);
	EXPECT(mis[0] == 0x08 && mis[7] == 0x01);

	put_unaligned_be64_p(0x0102030405060708u, al, PC_MIS_RARE);
	FORGET(al);
	GET_IS(get_unaligned_be64_p, al, 0, 0x0102030405060708u);
	GET_IS(get_unaligned_le64_p, al, PC_MIS_ALWAYS, 0x0807060504030201u);
	EXPECT(al[0] == 0x01 && al[7] == 0x08);
}

/* the PROBABLE_-prefixed names (all that -DPROBABLE_NO_SHORT_NAMES leaves) */
#define LONG_ROUNDTRIP(PUT, GET, val, pc) \
	do { \
		PUT(val, mis, pc); \
		FORGET(mis); \
		v = GET(mis, pc); \
		EXPECT(v == (val)); \
	} while (0)

static void fw_long_names(unsigned char *buf)
{
	unsigned char *mis = buf + 17;
	u32 *odd = (u32 *)(void *)(buf + 1);
	u64 v;

	FORGET(mis);
	FORGET(odd);
	PROBABLE_PUT_UNALIGNED_P(0x51525354u, odd, PC_MIS_ALWAYS);
	FORGET(odd);
	v = PROBABLE_GET_UNALIGNED_P(odd, PC_MIS_RARE);
	EXPECT(v == 0x51525354u);
	LONG_ROUNDTRIP(PROBABLE_PUT_UNALIGNED_LE16_P, PROBABLE_GET_UNALIGNED_LE16_P, 0x6162u, PC_MIS_ALWAYS);
	LONG_ROUNDTRIP(PROBABLE_PUT_UNALIGNED_BE16_P, PROBABLE_GET_UNALIGNED_BE16_P, 0x6364u, PC_MIS_RARE);
	LONG_ROUNDTRIP(PROBABLE_PUT_UNALIGNED_LE32_P, PROBABLE_GET_UNALIGNED_LE32_P, 0x65666768u, PC_MIS_ALWAYS);
	LONG_ROUNDTRIP(PROBABLE_PUT_UNALIGNED_BE32_P, PROBABLE_GET_UNALIGNED_BE32_P, 0x696a6b6cu, PC_MIS_RARE);
	LONG_ROUNDTRIP(PROBABLE_PUT_UNALIGNED_LE64_P, PROBABLE_GET_UNALIGNED_LE64_P, 0x6d6e6f7071727374u, PC_MIS_ALWAYS);
	LONG_ROUNDTRIP(PROBABLE_PUT_UNALIGNED_BE64_P, PROBABLE_GET_UNALIGNED_BE64_P, 0x75767778797a7b7cu, PC_MIS_RARE);
}

/* probable() and PROBABLE_PROBABLE() with every kind of cond: the values
 * are exactly !!(cond) */
static u32 fw_branches(const unsigned char *buf, u32 n)
{
	u32 i, odd = 0, big = 0;
	const unsigned char *none = 0;

	FORGET(none);
	for (i = 0; probable(i < n, 95); i++) {
		if (probable(buf[i] & 1u, 50))
			odd++;
		if (PROBABLE_PROBABLE(buf[i] > 0xf0u, 5))
			big++;
	}
	EXPECT(probable(buf, 100) == 1);
	EXPECT(PROBABLE_PROBABLE(none, 0) == 0);
	EXPECT(probable(n == 0, EXP_LOW - 1) == 0);
	EXPECT(probable(n, EXP_HIGH + 1) == 1);
	EXPECT(probable(probable(odd > 0, 60) || probable(big > 100u, 1), 80) == (odd > 0));
	return odd + big;
}

void fw_main(void) __attribute__((__noreturn__, __used__));
void fw_main(void)
{
	u64 store[4]; /* 32 bytes, aligned for every type here */
	unsigned char *buf = (unsigned char *)store;
	u32 i;

	fw_status = 0;
	fw_checks = 0;
	for (i = 0; i < sizeof store; i++)
		buf[i] = (unsigned char)(i * 37u + 11u);
	FORGET(buf);
	EXPECT(fw_branches(buf, sizeof store) != 0);
	fw_typed(buf);
	fw_endian(buf);
	fw_long_names(buf);
	fw_status = FW_PASS;
	for (;;)
		__asm__ volatile("");
}

/* ---- entry point and start-up, per target ----------------------------------- */

#if defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
/*
 * Cortex-M: the core loads SP and PC from the vector table at address 0
 * (firmware/cortex-m.ld puts .vectors there and defines fw_stack_top).
 * The program has no initialised .data to copy and reads no .bss before
 * writing it, so the reset handler goes straight to fw_main.
 */
extern char fw_stack_top[];
void Reset_Handler(void) __attribute__((__noreturn__));
void Reset_Handler(void)
{
	fw_main();
}
PROBABLE_COLD static void fw_fault(void)
{
	fw_fail(0);
}
struct fw_vectors {
	void *sp;
	void (*handler[3])(void); /* reset, NMI, HardFault */
};
__attribute__((__used__, __section__(".vectors"))) static const struct fw_vectors fw_vectors = {
	fw_stack_top, { Reset_Handler, fw_fault, fw_fault }
};

#elif defined(__AVR__)
/*
 * AVR: the reset vector (.vectors, address 0) jumps to .init0.  .init2
 * clears the zero register and SREG and sets SP to RAMEND, as avr-libc's
 * crt does (the ATmega328P resets SP to RAMEND itself; QEMU's does not); libgcc's __do_copy_data and
 * __do_clear_bss (.init4) copy .data, where avr-gcc puts constants, when
 * the object asks for them; .init9 jumps to fw_main.
 */
#if defined(__AVR_ATmega328P__)
#define FW_AVR_RAMEND "0x08ff" /* the last SRAM address, where SP starts */
#else
#error "firmware/all-macros.c: give this AVR's RAMEND"
#endif
__asm__(".pushsection .vectors,\"ax\",@progbits\n"
	".global _start\n"
	"_start:\n"
	"\trjmp fw_init\n"
	".popsection\n"
	".pushsection .init0,\"ax\",@progbits\n"
	"fw_init:\n"
	".popsection\n"
	".pushsection .init2,\"ax\",@progbits\n"
	"\tclr __zero_reg__\n"
	"\tout __SREG__, __zero_reg__\n"
	"\tldi r28, lo8(" FW_AVR_RAMEND ")\n"
	"\tldi r29, hi8(" FW_AVR_RAMEND ")\n"
	"\tout __SP_H__, r29\n"
	"\tout __SP_L__, r28\n"
	".popsection\n"
	".pushsection .init9,\"ax\",@progbits\n"
	"\trjmp fw_main\n"
	".popsection\n");

#elif defined(__riscv)
/*
 * RISC-V: _start (first, at 0x80000000: firmware/riscv.ld) sets gp, for
 * the linker's gp-relative relaxation, and sp, then calls fw_main.  As on
 * Cortex-M there is no .data to copy and no .bss to clear first.
 */
__asm__(".pushsection .text.fw_start,\"ax\",@progbits\n"
	".global _start\n"
	"_start:\n"
	".option push\n"
	".option norelax\n"
	"\tla gp, __global_pointer$\n"
	".option pop\n"
	"\tla sp, fw_stack_top\n"
	"\tcall fw_main\n"
	".popsection\n");

#else
#error "firmware/all-macros.c: no start-up code for this target"
#endif
