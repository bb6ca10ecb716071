/* SPDX-License-Identifier: MIT */
/*
 * probable_order.c - probable.h BEFORE the kernel's headers (probable_demo.c
 * has them the other way round).
 *
 * Kbuild's command line already includes <linux/compiler_types.h> (with
 * -include), so that much of the kernel comes first whatever we do; it
 * defines none of likely, unlikely, get_unaligned or put_unaligned, which
 * is checked below before probable.h and again after it, so that a header
 * that defined them would stop the build here, and <linux/compiler.h> and
 * the unaligned header included afterwards would otherwise warn about a
 * redefinition.
 */
#if defined(likely) || defined(unlikely) || defined(get_unaligned) || defined(put_unaligned)
#error "the kernel's forced includes define likely/unlikely/get_unaligned/put_unaligned: this order test needs another spot"
#endif

#include <probable.h>

#if defined(likely) || defined(unlikely) || defined(get_unaligned) || \
	defined(put_unaligned) || defined(get_unaligned_le32) || defined(put_unaligned_le32)
#error "probable.h defined one of the kernel's names"
#endif
#if !defined(probable) || !defined(get_unaligned_p) || !defined(put_unaligned_p)
#error "probable.h did not define its short names"
#endif

#include <linux/compiler.h>
#include <linux/types.h>
#if __has_include(<linux/unaligned.h>)
#include <linux/unaligned.h>
#else
#include <asm/unaligned.h>
#endif

#if !defined(likely) || !defined(unlikely) || !defined(get_unaligned) || !defined(put_unaligned)
#error "the kernel's headers did not define likely/unlikely/get_unaligned/put_unaligned"
#endif

#include "probable_demo.h"

int probable_order_check(const unsigned char *pkt)
{
	unsigned char copy[DEMO_PACKET_SIZE + 1];
	unsigned char *c = copy + 1;	/* odd again, whatever pkt's offset */
	int bad = 0;

	/* the kernel's getters on one side, probable's on the other */
	if (unlikely(pkt[0] != 0xa5))
		bad++;
	if (get_unaligned_be16(pkt + DEMO_OFF_TYPE) != get_unaligned_be16_p(pkt + DEMO_OFF_TYPE, 100) ||
	    get_unaligned_be16_p(pkt + DEMO_OFF_TYPE, 100) != DEMO_TYPE)
		bad++;
	if (get_unaligned_be32(pkt + DEMO_OFF_SEQ) != get_unaligned_be32_p(pkt + DEMO_OFF_SEQ, 100) ||
	    get_unaligned_be32_p(pkt + DEMO_OFF_SEQ, 100) != DEMO_SEQ)
		bad++;
	if (get_unaligned_le32(pkt + DEMO_OFF_LEN) != get_unaligned_le32_p(pkt + DEMO_OFF_LEN, 100) ||
	    get_unaligned_le32_p(pkt + DEMO_OFF_LEN, 100) != DEMO_LEN)
		bad++;
	if (get_unaligned_le64(pkt + DEMO_OFF_TS) != get_unaligned_le64_p(pkt + DEMO_OFF_TS, 100) ||
	    get_unaligned_le64_p(pkt + DEMO_OFF_TS, 100) != DEMO_TS)
		bad++;
	if (get_unaligned((const u32 *)(pkt + DEMO_OFF_COOKIE)) !=
		    get_unaligned_p((const u32 *)(pkt + DEMO_OFF_COOKIE), 100) ||
	    get_unaligned_p((const u32 *)(pkt + DEMO_OFF_COOKIE), 100) != DEMO_COOKIE)
		bad++;
	if (get_unaligned_be64(pkt + DEMO_OFF_ID) != get_unaligned_be64_p(pkt + DEMO_OFF_ID, 100) ||
	    get_unaligned_be64_p(pkt + DEMO_OFF_ID, 100) != DEMO_ID)
		bad++;
	if (probable(pkt[DEMO_OFF_FLAGS] != DEMO_FLAGS, 0))
		bad++;

	/* copy the fields one by one, moved by one byte, with each API's
	 * putter alternately, and read the copy back with the other's getter */
	c[-1] = 0;
	c[0] = pkt[0];
	put_unaligned_be16_p(get_unaligned_be16(pkt + DEMO_OFF_TYPE), c + DEMO_OFF_TYPE, 100);
	put_unaligned_be32(get_unaligned_be32_p(pkt + DEMO_OFF_SEQ, 100), c + DEMO_OFF_SEQ);
	put_unaligned_le32_p(get_unaligned_le32(pkt + DEMO_OFF_LEN), c + DEMO_OFF_LEN, 100);
	put_unaligned_le64(get_unaligned_le64_p(pkt + DEMO_OFF_TS, 100), c + DEMO_OFF_TS);
	put_unaligned_p(get_unaligned((const u32 *)(pkt + DEMO_OFF_COOKIE)),
			(u32 *)(c + DEMO_OFF_COOKIE), 100);
	put_unaligned_be64(get_unaligned_be64_p(pkt + DEMO_OFF_ID, 100), c + DEMO_OFF_ID);
	c[DEMO_OFF_FLAGS] = pkt[DEMO_OFF_FLAGS];

	if (get_unaligned_be16_p(c + DEMO_OFF_TYPE, 100) != DEMO_TYPE ||
	    get_unaligned_be32(c + DEMO_OFF_SEQ) != DEMO_SEQ ||
	    get_unaligned_le32_p(c + DEMO_OFF_LEN, 100) != DEMO_LEN ||
	    get_unaligned_le64(c + DEMO_OFF_TS) != DEMO_TS ||
	    get_unaligned_p((const u32 *)(c + DEMO_OFF_COOKIE), 100) != DEMO_COOKIE ||
	    get_unaligned_be64(c + DEMO_OFF_ID) != DEMO_ID ||
	    unlikely(c[DEMO_OFF_FLAGS] != DEMO_FLAGS))
		bad++;
	return bad;
}
