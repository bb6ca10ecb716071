/* SPDX-License-Identifier: MIT */
/*
 * probable_demo.c - probable.h in a Linux kernel module, next to the
 * kernel's own likely()/unlikely() and get/put_unaligned().
 *
 * The kernel's headers come first here and probable.h after them (the
 * module's other object, probable_order.c, has the opposite order): if
 * probable.h redefined likely, unlikely, get_unaligned or put_unaligned,
 * GCC would warn, and Kbuild (ccflags-y += -Werror) would stop.
 *
 * At load the module writes a small wire header at odd offsets with both
 * APIs, reads it back with both, counts bytes with probable() and with
 * likely()/unlikely(), and prints one line, PASS or FAIL (a FAIL also fails
 * the load).  What probable.h selected in this kernel build (arch, its
 * numbers, and what every pc becomes) is in the module's modinfo.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/printk.h>
#include <linux/string.h>
#include <linux/types.h>
/* the unaligned accessors moved from <asm/unaligned.h> in Linux 6.12 */
#if __has_include(<linux/unaligned.h>)
#include <linux/unaligned.h>
#define DEMO_UNALIGNED_HEADER "linux/unaligned.h"
#else
#include <asm/unaligned.h>
#define DEMO_UNALIGNED_HEADER "asm/unaligned.h"
#endif

#include <probable.h>

#include "probable_demo.h"

/* Where the header starts in the buffer: odd by default, so every field is
 * misaligned; not a constant, so the accessors stay in the object code. */
static unsigned int offset = 1;
module_param(offset, uint, 0444);
MODULE_PARM_DESC(offset, "offset of the test header in its buffer, 0..7 (default 1)");

/* One mismatch: which check, and the two values; rare, so PROBABLE_COLD. */
static PROBABLE_COLD int demo_mismatch(const char *what, u64 kernel, u64 ours)
{
	pr_err("%s: kernel 0x%llx, probable 0x%llx\n", what, kernel, ours);
	return 1;
}

#define DEMO_SAME(what, kernel_value, probable_value, expected)                \
	((u64)(kernel_value) != (u64)(expected) ||                             \
			 (u64)(probable_value) != (u64)(expected) ?            \
		 demo_mismatch(what, (u64)(kernel_value), (u64)(probable_value)) : \
		 0)

static int __init probable_demo_init(void)
{
	unsigned char kbuf[DEMO_PACKET_SIZE + 8], pbuf[DEMO_PACKET_SIZE + 8];
	unsigned char *k = kbuf + (offset & 7);
	unsigned char *p = pbuf + (offset & 7);
	unsigned int i, k_ff = 0, p_ff = 0, k_nz = 0, p_nz = 0, k_odd = 0, p_odd = 0;
	int bad = 0;

	/* probable() is an int, exactly !!(cond) (so assigning it to an int is
	 * warning-free, unlike the kernel's long-valued likely());
	 * get_unaligned_p() has *ptr's type; both checked by the compiler
	 * against the kernel's typeof */
	BUILD_BUG_ON(!__same_type(probable(k, 50), int));
	BUILD_BUG_ON(!__same_type(get_unaligned_p((const u32 *)k, 100), u32));
	BUILD_BUG_ON(!__same_type(get_unaligned_p((const u64 *)k, 100),
				  get_unaligned((const u64 *)k)));
	BUILD_BUG_ON(!__same_type(get_unaligned_be16_p(k, 100), u16));
	BUILD_BUG_ON(!__same_type(get_unaligned_le32_p(k, 100), u32));
	/* in __KERNEL__ the 64-bit endian getters return the kernel's u64
	 * (unsigned long long), as get_unaligned_le64() does, so %llx fits */
	BUILD_BUG_ON(!__same_type(get_unaligned_be64_p(k, 100), u64));
	BUILD_BUG_ON(!__same_type(get_unaligned_le64_p(k, 100), get_unaligned_le64(k)));

	memset(kbuf, 0, sizeof(kbuf));
	memset(pbuf, 0, sizeof(pbuf));

	/* write the header with the kernel's accessors ... */
	k[0] = 0xa5;
	put_unaligned_be16(DEMO_TYPE, k + DEMO_OFF_TYPE);
	put_unaligned_be32(DEMO_SEQ, k + DEMO_OFF_SEQ);
	put_unaligned_le32(DEMO_LEN, k + DEMO_OFF_LEN);
	put_unaligned_le64(DEMO_TS, k + DEMO_OFF_TS);
	put_unaligned((u32)DEMO_COOKIE, (u32 *)(k + DEMO_OFF_COOKIE));
	put_unaligned_be64(DEMO_ID, k + DEMO_OFF_ID);
	k[DEMO_OFF_FLAGS] = DEMO_FLAGS;

	/* ... and with probable's: pc 100, every one of these is misaligned
	 * (at the default offset); the cookie's pc 50 is the same access */
	p[0] = 0xa5;
	put_unaligned_be16_p(DEMO_TYPE, p + DEMO_OFF_TYPE, 100);
	put_unaligned_be32_p(DEMO_SEQ, p + DEMO_OFF_SEQ, 100);
	put_unaligned_le32_p(DEMO_LEN, p + DEMO_OFF_LEN, 100);
	put_unaligned_le64_p(DEMO_TS, p + DEMO_OFF_TS, 100);
	put_unaligned_p((u32)DEMO_COOKIE, (u32 *)(p + DEMO_OFF_COOKIE), 50);
	put_unaligned_be64_p(DEMO_ID, p + DEMO_OFF_ID, 100);
	p[DEMO_OFF_FLAGS] = DEMO_FLAGS;

	if (memcmp(kbuf, pbuf, sizeof(kbuf)) != 0)
		bad += demo_mismatch("written bytes", 0, 1);

	/* read each one's bytes with the other's accessors */
	bad += DEMO_SAME("type", get_unaligned_be16(p + DEMO_OFF_TYPE),
			 get_unaligned_be16_p(k + DEMO_OFF_TYPE, 100), DEMO_TYPE);
	bad += DEMO_SAME("seq", get_unaligned_be32(p + DEMO_OFF_SEQ),
			 get_unaligned_be32_p(k + DEMO_OFF_SEQ, 100), DEMO_SEQ);
	bad += DEMO_SAME("len", get_unaligned_le32(p + DEMO_OFF_LEN),
			 get_unaligned_le32_p(k + DEMO_OFF_LEN, 100), DEMO_LEN);
	bad += DEMO_SAME("ts", get_unaligned_le64(p + DEMO_OFF_TS),
			 get_unaligned_le64_p(k + DEMO_OFF_TS, 100), DEMO_TS);
	bad += DEMO_SAME("cookie", get_unaligned((const u32 *)(p + DEMO_OFF_COOKIE)),
			 get_unaligned_p((const u32 *)(k + DEMO_OFF_COOKIE), 50),
			 DEMO_COOKIE);
	bad += DEMO_SAME("id", get_unaligned_be64(p + DEMO_OFF_ID),
			 get_unaligned_be64_p(k + DEMO_OFF_ID, 100), DEMO_ID);
	/* the same 8 bytes in CPU order, through a u64 pointer */
	bad += DEMO_SAME("id as u64", get_unaligned((const u64 *)(p + DEMO_OFF_ID)),
			 get_unaligned_p((const u64 *)(k + DEMO_OFF_ID), 100),
			 get_unaligned((const u64 *)(k + DEMO_OFF_ID)));

	/* probable() next to likely()/unlikely(): the same branches, counted */
	for (i = 0; i < DEMO_PACKET_SIZE; i++) {
		if (unlikely(k[i] == 0xff))
			k_ff++;
		if (probable(p[i] == 0xff, 5))		/* a hint "unlikely" on every arch */
			p_ff++;
		if (likely(k[i] != 0))
			k_nz++;
		if (probable(p[i] != 0, 95))		/* a hint "likely" on every arch */
			p_nz++;
		k_odd += k[i] & 1;
		if (probable(p[i] & 1, 50))		/* no hint on any arch */
			p_odd++;
	}
	bad += DEMO_SAME("0xff bytes", k_ff, p_ff, k_ff);
	bad += DEMO_SAME("non-zero bytes", k_nz, p_nz, k_nz);
	bad += DEMO_SAME("odd bytes", k_odd, p_odd, k_odd);

	/* the value of probable() is exactly !!(cond), for any scalar */
	bad += DEMO_SAME("probable(ptr)", !!k, probable(k, 99), 1);
	bad += DEMO_SAME("probable(int)", !!(int)get_unaligned_be16(k + DEMO_OFF_TYPE),
			 probable((int)get_unaligned_be16(k + DEMO_OFF_TYPE), 1), 1);
	bad += DEMO_SAME("probable(int 0)", !!(k[DEMO_OFF_FLAGS] & 1),
			 probable(k[DEMO_OFF_FLAGS] & 1, 0), 0);

	/* the same packet parsed in the object where probable.h came first */
	bad += probable_order_check(p);

	if (probable(bad, 1)) {
		pr_err("FAIL: %d mismatches between probable.h and the kernel's accessors\n", bad);
		return -EINVAL;
	}
	pr_info("PASS: probable %s, arch %s: probable() agrees with likely()/unlikely(), get/put_unaligned*_p() with <%s>\n",
		PROBABLE_VERSION, PROBABLE_ARCH, DEMO_UNALIGNED_HEADER);
	return 0;
}

static void __exit probable_demo_exit(void)
{
}

module_init(probable_demo_init);
module_exit(probable_demo_exit);

MODULE_DESCRIPTION("probable.h next to the kernel's likely() and get_unaligned()");
MODULE_LICENSE("Dual MIT/GPL");

/*
 * What probable.h selected in this build, read by `modinfo` (build.sh
 * prints it): the arch, its numbers, the environment the arch header saw,
 * and, one character per pc from 0 to 100, what probable(c, pc) and
 * get/put_unaligned_p(p, pc) become.  The characters are computed by the
 * compiler from PROBABLE_HINT() and PROBABLE_ACCESS() with this kernel's
 * flags, into .modinfo beside MODULE_INFO's entries.
 */
MODULE_INFO(probable_version, PROBABLE_VERSION);
MODULE_INFO(probable_arch, PROBABLE_ARCH);
MODULE_INFO(probable_arch_source, PROBABLE_ARCH_SOURCE);
MODULE_INFO(probable_high, __stringify(ARCH_PROBABILITY_HIGH));
MODULE_INFO(probable_low, __stringify(ARCH_PROBABILITY_LOW));
MODULE_INFO(probable_alignment_cost_threshold, __stringify(ARCH_ALIGNMENT_COST_THRESHOLD));
MODULE_INFO(probable_alignment_test_below, __stringify(ARCH_ALIGNMENT_TEST_BELOW));
#ifdef __KERNEL__
MODULE_INFO(probable_environment, "__KERNEL__");
#else
MODULE_INFO(probable_environment, "user space");
#endif
MODULE_INFO(probable_unaligned_header, DEMO_UNALIGNED_HEADER);

/* DEMO_PCS(f): f(0), f(1), ..., f(100) */
#define DEMO_PC10_(f, tens)                                                    \
	f(tens##0), f(tens##1), f(tens##2), f(tens##3), f(tens##4),            \
	f(tens##5), f(tens##6), f(tens##7), f(tens##8), f(tens##9)
#define DEMO_PCS(f)                                                            \
	DEMO_PC10_(f, ), DEMO_PC10_(f, 1), DEMO_PC10_(f, 2), DEMO_PC10_(f, 3), \
	DEMO_PC10_(f, 4), DEMO_PC10_(f, 5), DEMO_PC10_(f, 6), DEMO_PC10_(f, 7), \
	DEMO_PC10_(f, 8), DEMO_PC10_(f, 9), f(100)

/* L likely, U unlikely, - no hint, E exact (PROBABLE_EXACT) */
#define DEMO_HINT_CHAR(pc)                                                     \
	(PROBABLE_HINT(pc) == PROBABLE_HINT_LIKELY ? 'L' :                     \
	 PROBABLE_HINT(pc) == PROBABLE_HINT_UNLIKELY ? 'U' :                   \
	 PROBABLE_HINT(pc) == PROBABLE_HINT_EXACT ? 'E' : '-')
/* D direct dereference, C run-time alignment test, S safe (packed) access */
#define DEMO_ACCESS_CHAR(pc)                                                   \
	(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT ? 'D' :                 \
	 PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_CHECKED ? 'C' : 'S')

#define DEMO_MODINFO_ __attribute__((__used__, __section__(".modinfo"), __aligned__(1)))
static const char demo_modinfo_hints[] DEMO_MODINFO_ = {
	'p', 'r', 'o', 'b', 'a', 'b', 'l', 'e', '_', 'h', 'i', 'n', 't', '_',
	'p', 'c', '0', '_', '1', '0', '0', '=', DEMO_PCS(DEMO_HINT_CHAR), '\0'
};
static const char demo_modinfo_access[] DEMO_MODINFO_ = {
	'p', 'r', 'o', 'b', 'a', 'b', 'l', 'e', '_', 'a', 'c', 'c', 'e', 's',
	's', '_', 'p', 'c', '0', '_', '1', '0', '0', '=',
	DEMO_PCS(DEMO_ACCESS_CHAR), '\0'
};
