/* SPDX-License-Identifier: MIT */
/*
 * probable_demo.h - what the two objects of probable_kmod.ko share: the test
 * packet, its field offsets and values, and the check in probable_order.c.
 * Includes nothing, so each .c file decides its own include order.
 */
#ifndef PROBABLE_DEMO_H
#define PROBABLE_DEMO_H

/*
 * A made-up wire header, packed behind a one-byte tag so that every
 * multi-byte field is at an odd offset, as a header behind an Ethernet or
 * a tunnel header often is:
 *
 *   off  size  field                 byte order
 *     0     1  tag (0xa5)
 *     1     2  type                  big endian
 *     3     4  sequence              big endian
 *     7     4  length                little endian
 *    11     8  timestamp             little endian
 *    19     4  cookie                CPU order (get_unaligned / _p)
 *    23     8  id                    big endian
 *    31     1  flags
 */
#define DEMO_OFF_TYPE 1
#define DEMO_OFF_SEQ 3
#define DEMO_OFF_LEN 7
#define DEMO_OFF_TS 11
#define DEMO_OFF_COOKIE 19
#define DEMO_OFF_ID 23
#define DEMO_OFF_FLAGS 31
#define DEMO_PACKET_SIZE 32

#define DEMO_TYPE 0x86ddU
#define DEMO_SEQ 0xdeadbeefUL
#define DEMO_LEN 0x000005dcUL
#define DEMO_TS 0x0123456789abcdefULL
#define DEMO_COOKIE 0xc0ffee11UL
#define DEMO_ID 0xfedcba9876543210ULL
#define DEMO_FLAGS 0x3cU

/*
 * probable_order_check() - in probable_order.c, where probable.h comes
 * before the kernel's headers: parse the packet at pkt with both APIs.
 * Return: the number of mismatches (0 on success).
 */
int probable_order_check(const unsigned char *pkt);

#endif /* PROBABLE_DEMO_H */
