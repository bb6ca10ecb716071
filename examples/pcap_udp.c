/* SPDX-License-Identifier: MIT */
/*
 * pcap_udp.c - get/put_unaligned_*_p in a capture tool: pcap record headers
 * sit wherever the previous frame ended and a 14-byte Ethernet header leaves
 * the IPv4 header 2 bytes off a 4-byte boundary, so each access states as
 * its pc how often that pointer is misaligned, and why; pc 0 only where the
 * address is known aligned.  Writes a capture of a market-data feed
 * (MoldUDP64 over UDP multicast, one session on an 802.1Q VLAN) with
 * malformed frames among the good ones; parses it, checking IPv4 header
 * checksums and counting packets, bytes and lost messages per flow; forwards
 * the good frames one hop (TTL - 1, checksum patched) and parses it again.
 * Exits 0 only if every verdict and count is the one stored beside the input.
 *     cc -std=c99 -O2 -Iinclude examples/pcap_udp.c     (GCC or Clang)
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <probable.h>

#define CAP_SIZE 4096			/* the capture buffer, from malloc */
#define SNAPLEN 65535
#define PCAP_MAGIC 0xa1b2c3d4u		/* microsecond timestamps */
#define LINKTYPE_ETHERNET 1
#define ETH_P_IP 0x0800
#define ETH_P_ARP 0x0806
#define ETH_P_8021Q 0x8100
#define FEED_TTL 32
#define MOLD_HDR 20		/* MoldUDP64: session[10], sequence be64, count be16 */
#define MAX_FLOWS 8

/* What the parser makes of a frame: ok, then skipped, then malformed. */
enum verdict { V_OK, V_NOT_IPV4, V_NOT_UDP, V_FRAGMENT,
	       V_TRUNCATED, V_BAD_HEADER, V_BAD_CSUM, V_BAD_UDP };
#define V_FIRST_MALFORMED V_TRUNCATED
static const char *const verdict_text[] = {
	"ok", "not IPv4", "not UDP", "IP fragment",
	"truncated", "bad IPv4 version, IHL or length", "bad IPv4 checksum", "bad UDP length"
};

/* What the writer does to a frame. */
enum flaw { F_NONE, F_OPTIONS, F_ARP, F_IGMP, F_FRAGMENT, F_BAD_IHL, F_BAD_CSUM, F_BAD_UDP_LEN };

struct frame_spec {
	uint64_t seq;			/* MoldUDP64 sequence number of its first message */
	uint32_t saddr, daddr;		/* host byte order */
	uint32_t caplen;		/* bytes captured; 0: the whole frame */
	uint16_t sport, dport, vlan;	/* vlan: 802.1Q VLAN ID, 0: untagged */
	uint16_t msgs, msg_len;		/* messages in the packet, bytes in each */
	uint8_t flaw, expect;		/* enum flaw; the enum verdict expected */
};

#define IP4(a, b, c, d) ((uint32_t)(a) << 24 | (uint32_t)(b) << 16 | (uint32_t)(c) << 8 | (d))
#define FEED_A(seq, msgs, len, flaw, caplen, expect) { seq, IP4(10, 1, 2, 3), \
	IP4(233, 54, 12, 1), caplen, 40000, 26400, 0, msgs, len, flaw, expect }
#define FEED_B(seq, msgs, len, flaw, caplen, expect) { seq, IP4(10, 1, 2, 4), \
	IP4(233, 54, 12, 2), caplen, 40001, 26401, 100, msgs, len, flaw, expect }

/* The capture, one record per line, and the verdict each must get. */
static const struct frame_spec frames[] = {
	/*    seq msgs x len  flaw           caplen  expected */
	FEED_A( 1, 1, 13,     F_NONE,         0,     V_OK),
	FEED_B( 1, 3,  5,     F_NONE,         0,     V_OK),
	FEED_A( 2, 3,  9,     F_NONE,         0,     V_OK),
	FEED_A( 0, 1,  1,     F_ARP,          0,     V_NOT_IPV4),
	FEED_A( 5, 1, 21,     F_OPTIONS,      0,     V_OK),	/* IHL 6 */
	FEED_B( 4, 1, 11,     F_NONE,         0,     V_OK),
	FEED_A( 0, 1,  1,     F_IGMP,         0,     V_NOT_UDP),
	FEED_A( 6, 1,  5,     F_BAD_CSUM,     0,     V_BAD_CSUM),
	FEED_A( 7, 1,  3,     F_NONE,         0,     V_OK),	/* 6 lost */
	FEED_B( 5, 1,  7,     F_NONE,        40,     V_TRUNCATED),
	FEED_B( 6, 1,  9,     F_BAD_IHL,      0,     V_BAD_HEADER),
	FEED_B( 7, 3,  1,     F_NONE,         0,     V_OK),	/* 5, 6 lost */
	FEED_A( 8, 1, 15,     F_FRAGMENT,     0,     V_FRAGMENT),
	FEED_A( 9, 1,  1,     F_BAD_UDP_LEN,  0,     V_BAD_UDP),
	FEED_A(10, 1, 17,     F_NONE,         0,     V_OK),	/* 8, 9 lost */
	FEED_B(10, 1,  3,     F_NONE,         0,     V_OK),
};
#define NFRAMES (sizeof frames / sizeof frames[0])

/* ...and the flows it must yield, before and after forwarding: packets, bytes on the wire
 * (A: 77+95+89+67+81, B: 87+79+75+71), messages, messages never seen in a good frame. */
#define NFLOWS 2
static const char *const expect_flows[2][NFLOWS] = {
	{ "10.1.2.3:40000 > 233.54.12.1:26400 vlan 0 ttl 32: 5 pkts 409 bytes 7 msgs 3 lost",
	  "10.1.2.4:40001 > 233.54.12.2:26401 vlan 100 ttl 32: 4 pkts 312 bytes 8 msgs 2 lost" },
	{ "10.1.2.3:40000 > 233.54.12.1:26400 vlan 0 ttl 31: 5 pkts 409 bytes 7 msgs 3 lost",
	  "10.1.2.4:40001 > 233.54.12.2:26401 vlan 100 ttl 31: 4 pkts 312 bytes 8 msgs 2 lost" },
};
static const char expect_totals[] =
	"16 records + 1 partial: 9 ok, 3 skipped, 4 malformed; 2 flows";

/*
 * The pcs for frame contents.  A record starts wherever the previous frame
 * ended, and frame lengths are as good as random modulo 8, so a 2-byte
 * field is misaligned half the time, a 4-byte one 3 times in 4, an 8-byte
 * one 7 in 8.  (A driver that reserves NET_IP_ALIGN bytes before each frame
 * gets the IPv4 header aligned: there the IP fields would take pc 0.)
 */
#define PC_FIELD16 50
#define PC_FIELD32 75
#define PC_FIELD64 88

/* The IPv4 checksum of n bytes (n even): 0 over a header that is intact. */
static uint16_t ip_csum(const unsigned char *p, size_t n)
{
	uint32_t sum = 0;
	size_t i;

	for (i = 0; i < n; i += 2)
		sum += get_unaligned_be16_p(p + i, PC_FIELD16);
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return (uint16_t)~sum;
}

/* RFC 1624 eqn. 3: checksum check after a 16-bit word changes from m to m1. */
static uint16_t csum_replace(uint16_t check, uint16_t m, uint16_t m1)
{
	uint32_t sum = (uint32_t)(uint16_t)~check + (uint32_t)(uint16_t)~m + m1;

	sum = (sum & 0xffff) + (sum >> 16);
	sum = (sum & 0xffff) + (sum >> 16);
	return (uint16_t)~sum;
}

/* Writes frame s at f if it fits in room bytes; returns its length on the wire, or 0. */
static size_t write_frame(unsigned char *f, size_t room, const struct frame_spec *s)
{
	size_t l2 = s->vlan ? 18 : 14, ihl = s->flaw == F_OPTIONS || s->flaw == F_IGMP ? 24 : 20;
	size_t ip_len = ihl + 8 + MOLD_HDR + (size_t)s->msgs * (2u + s->msg_len);
	unsigned char *ip = f + l2, *udp = ip + ihl, *m = udp + 8 + MOLD_HDR;
	unsigned k;

	if (l2 + ip_len > room)
		return 0;
	memset(f, 0, l2 + ip_len);
	/* dst: a group's MAC is 01:00:5e and its low 23 bits (RFC 1112) */
	put_unaligned_be16_p(0x0100, f, PC_FIELD16);
	put_unaligned_be32_p(0x5e000000u | (s->daddr & 0x7fffff), f + 2, PC_FIELD32);
	memcpy(f + 6, "\x00\x1b\x21\x3a\x4b\x5c", 6);
	if (s->vlan) {
		put_unaligned_be16_p(ETH_P_8021Q, f + 12, PC_FIELD16);
		put_unaligned_be16_p(s->vlan, f + 14, PC_FIELD16);	/* priority 0 */
	}
	/* (ARP and IGMP frames here are that only by their EtherType or protocol) */
	put_unaligned_be16_p(s->flaw == F_ARP ? ETH_P_ARP : ETH_P_IP, ip - 2, PC_FIELD16);

	ip[0] = (unsigned char)(0x40 | ihl / 4);
	put_unaligned_be16_p((uint16_t)ip_len, ip + 2, PC_FIELD16);
	/* flags: MF (a first fragment), else DF */
	put_unaligned_be16_p(s->flaw == F_FRAGMENT ? 0x2000 : 0x4000, ip + 6, PC_FIELD16);
	ip[8] = s->flaw == F_IGMP ? 1 : FEED_TTL;
	ip[9] = s->flaw == F_IGMP ? 2 : 17;
	put_unaligned_be32_p(s->saddr, ip + 12, PC_FIELD32);
	put_unaligned_be32_p(s->daddr, ip + 16, PC_FIELD32);
	if (ihl == 24)	/* a Router Alert option (RFC 2113) */
		put_unaligned_be32_p(0x94040000u, ip + 20, PC_FIELD32);
	put_unaligned_be16_p(ip_csum(ip, ihl), ip + 10, PC_FIELD16);
	if (s->flaw == F_BAD_CSUM)
		ip[11] = (unsigned char)(ip[11] ^ 0x40);
	if (s->flaw == F_BAD_IHL)
		ip[0] = 0x44;

	put_unaligned_be16_p(s->sport, udp, PC_FIELD16);
	put_unaligned_be16_p(s->dport, udp + 2, PC_FIELD16);
	put_unaligned_be16_p((uint16_t)(ip_len - ihl + (s->flaw == F_BAD_UDP_LEN ? 100 : 0)),
			     udp + 4, PC_FIELD16);
	/* udp + 6: checksum 0, "not computed", which IPv4 allows (RFC 768) */
	memcpy(udp + 8, "FEED000042", 10);
	put_unaligned_be64_p(s->seq, udp + 18, PC_FIELD64);
	put_unaligned_be16_p(s->msgs, udp + 26, PC_FIELD16);
	for (k = 0; k < s->msgs; k++, m += 2 + s->msg_len) {
		put_unaligned_be16_p(s->msg_len, m, PC_FIELD16);
		memset(m + 2, (int)('A' + k), s->msg_len);
	}
	return l2 + ip_len;
}

/* Writes the capture into cap (CAP_SIZE bytes from malloc); returns its length, 0 if too long. */
static size_t write_capture(unsigned char *cap)
{
	size_t off = 24, i;

	/* malloc returns memory aligned for every type (C99 7.20.3), so each field
	 * of the global header is aligned: pc 0 is a fact here, not a guess. */
	put_unaligned_le32_p(PCAP_MAGIC, cap, 0);
	put_unaligned_le16_p(2, cap + 4, 0);		/* version 2.4 */
	put_unaligned_le16_p(4, cap + 6, 0);
	put_unaligned_le32_p(0, cap + 8, 0);		/* timezone offset */
	put_unaligned_le32_p(0, cap + 12, 0);		/* timestamp accuracy */
	put_unaligned_le32_p(SNAPLEN, cap + 16, 0);
	put_unaligned_le32_p(LINKTYPE_ETHERNET, cap + 20, 0);
	for (i = 0; i < NFRAMES; i++) {
		unsigned char *rec = cap + off;
		size_t wire, incl;

		if (CAP_SIZE - off < 16)
			return 0;
		wire = write_frame(rec + 16, CAP_SIZE - off - 16, &frames[i]);
		if (wire == 0)
			return 0;
		incl = frames[i].caplen && frames[i].caplen < wire ? frames[i].caplen : wire;
		/* Record headers follow frames of any length: PC_FIELD32. */
		put_unaligned_le32_p((uint32_t)(1700000000 + i), rec, PC_FIELD32);
		put_unaligned_le32_p((uint32_t)(i * 1250), rec + 4, PC_FIELD32);
		put_unaligned_le32_p((uint32_t)incl, rec + 8, PC_FIELD32);
		put_unaligned_le32_p((uint32_t)wire, rec + 12, PC_FIELD32);
		off += 16 + incl;
	}
	/* The file ends inside a record (copied while still being written):
	 * the first record again, but only 10 bytes of its frame. */
	if (CAP_SIZE - off < 16 + 10)
		return 0;
	memcpy(cap + off, cap + 24, 16 + 10);
	return off + 16 + 10;
}

struct packet {			/* what parse_frame takes from a good frame */
	uint64_t seq;		/* MoldUDP64 sequence number, message count */
	uint32_t msgs;
	uint32_t addr[2];	/* source, group: network byte order, only compared */
	uint32_t ip_off;	/* offset of the IPv4 header in the frame */
	uint16_t port[2], vlan, ttl;
};

static enum verdict parse_frame(const unsigned char *f, size_t caplen, struct packet *pk)
{
	const unsigned char *ip, *udp;
	const uint32_t *addr;
	size_t l2 = 14, ihl, ip_len, udp_len;
	unsigned type;

	/* Frames cut before the IPv4 header: snaplen is set above that, so rare. */
	if (probable(caplen < 14 + 20, 1))
		return V_TRUNCATED;
	type = get_unaligned_be16_p(f + 12, PC_FIELD16);
	pk->vlan = 0;
	if (type == ETH_P_8021Q) {	/* half the feed arrives tagged: no hint */
		pk->vlan = (uint16_t)(get_unaligned_be16_p(f + 14, PC_FIELD16) & 0x0fff);
		type = get_unaligned_be16_p(f + 16, PC_FIELD16);
		l2 = 18;
	}
	/* The capture filter passes the feed and little else: ARP etc. ~1%. */
	if (probable(type != ETH_P_IP, 1))
		return V_NOT_IPV4;
	if (probable(caplen < l2 + 20, 1))
		return V_TRUNCATED;
	ip = f + l2;
	ihl = (size_t)(ip[0] & 0x0f) * 4;
	ip_len = get_unaligned_be16_p(ip + 2, PC_FIELD16);
	/* Malformed headers come from broken stacks or attacks: well under 1%. */
	if (probable(ip[0] >> 4 != 4 || ihl < 20 || ip_len < ihl, 1))
		return V_BAD_HEADER;
	if (probable(caplen < l2 + ip_len, 1))
		return V_TRUNCATED;
	/* Corruption that got past the Ethernet CRC: far below 1%. */
	if (probable(ip_csum(ip, ihl) != 0, 1))
		return V_BAD_CSUM;
	/* IGMP reports and other non-UDP IPv4: as rare here as non-IPv4. */
	if (probable(ip[9] != 17, 1))
		return V_NOT_UDP;
	/* Feed senders keep datagrams under the MTU: MF or an offset is rare. */
	if (probable((get_unaligned_be16_p(ip + 6, PC_FIELD16) & 0x3fff) != 0, 1))
		return V_FRAGMENT;
	/* Too short for the UDP and MoldUDP64 headers, or a UDP length that
	 * disagrees with the IP one: a broken sender, well under 1%. */
	if (probable(ip_len < ihl + 8 + MOLD_HDR, 1))
		return V_BAD_UDP;
	udp = ip + ihl;
	udp_len = get_unaligned_be16_p(udp + 4, PC_FIELD16);
	if (probable(udp_len < 8 + MOLD_HDR || udp_len > ip_len - ihl, 1))
		return V_BAD_UDP;

	/* The addresses, typed: a uint32_t array at ip + 12, misaligned as any
	 * 4-byte field.  The pointer is only ever given to get_unaligned_p. */
	addr = (const uint32_t *)(const void *)(ip + 12);
	pk->addr[0] = get_unaligned_p(&addr[0], PC_FIELD32);
	pk->addr[1] = get_unaligned_p(&addr[1], PC_FIELD32);
	pk->port[0] = get_unaligned_be16_p(udp, PC_FIELD16);
	pk->port[1] = get_unaligned_be16_p(udp + 2, PC_FIELD16);
	pk->seq = get_unaligned_be64_p(udp + 18, PC_FIELD64);
	pk->msgs = get_unaligned_be16_p(udp + 26, PC_FIELD16);
	pk->ttl = ip[8];
	pk->ip_off = (uint32_t)l2;
	return V_OK;
}

struct flow {
	uint64_t next_seq;	/* the sequence number expected next */
	uint32_t addr[2];	/* network byte order, as in struct packet */
	uint32_t packets, bytes, msgs, lost;
	uint16_t port[2], vlan, ttl;	/* ttl: the last one seen */
};

static void count_packet(struct flow *tab, size_t *n, const struct packet *pk, uint32_t wire)
{
	struct flow *fl = tab;

	while (fl < tab + *n && (fl->addr[0] != pk->addr[0] || fl->addr[1] != pk->addr[1] ||
				  fl->port[0] != pk->port[0] || fl->port[1] != pk->port[1] ||
				  fl->vlan != pk->vlan))
		fl++;
	if (fl == tab + *n) {
		/* A new flow: a handful per capture, against thousands of packets. */
		if (probable(*n == MAX_FLOWS, 0))
			return;
		*fl = (struct flow){ pk->seq, { pk->addr[0], pk->addr[1] }, 0, 0, 0, 0,
				     { pk->port[0], pk->port[1] }, pk->vlan, 0 };
		(*n)++;
	}
	/* A gap: loss on a healthy feed is well under 1% of packets. */
	if (probable(pk->seq > fl->next_seq, 1))
		fl->lost += (uint32_t)(pk->seq - fl->next_seq);
	if (pk->seq + pk->msgs > fl->next_seq)
		fl->next_seq = pk->seq + pk->msgs;
	fl->packets++;
	fl->bytes += wire;
	fl->msgs += pk->msgs;
	fl->ttl = pk->ttl;
}

/* Forwards one hop: TTL - 1, the checksum patched rather than recomputed. */
static void forward(unsigned char *ip)
{
	uint16_t ttl_proto = get_unaligned_be16_p(ip + 8, PC_FIELD16);
	uint16_t check = get_unaligned_be16_p(ip + 10, PC_FIELD16);
	uint16_t next = (uint16_t)(ttl_proto - 0x100);

	put_unaligned_be16_p(next, ip + 8, PC_FIELD16);
	put_unaligned_be16_p(csum_replace(check, ttl_proto, next), ip + 10, PC_FIELD16);
}

static void format_addr(char *out, size_t n, const uint32_t *a, uint16_t port)
{
	/* a is in a struct flow, aligned for uint32_t: pc 0 is exact here. */
	uint32_t h = get_unaligned_be32_p(a, 0);

	snprintf(out, n, "%u.%u.%u.%u:%u", (unsigned)(h >> 24), (unsigned)(h >> 16 & 0xff),
		 (unsigned)(h >> 8 & 0xff), (unsigned)(h & 0xff), (unsigned)port);
}

/* Parses the capture, forwarding the good frames if fwd; returns the number of mismatches. */
static unsigned check_capture(unsigned char *cap, size_t len, int fwd,
			      const char *const expect[NFLOWS])
{
	struct flow tab[MAX_FLOWS];
	size_t nflows = 0, off = 24, i = 0, ok = 0, skipped = 0, bad = 0, partial, k;
	unsigned fails = 0;
	uint32_t snaplen;
	char line[128], src[24], dst[24];
	int match;

	/* The global header: pc 0, as in write_capture. */
	if (len < 24 || get_unaligned_le32_p(cap, 0) != PCAP_MAGIC ||
	    get_unaligned_le16_p(cap + 4, 0) != 2 ||
	    get_unaligned_le32_p(cap + 20, 0) != LINKTYPE_ETHERNET) {
		printf("not a little-endian Ethernet pcap file\n");
		return 1;
	}
	snaplen = get_unaligned_le32_p(cap + 16, 0);
	/* Thousands of records to a file: the loop goes on nearly always. */
	while (probable(len - off >= 16, 99)) {
		unsigned char *rec = cap + off;
		uint32_t incl, wire;
		struct packet pk;
		enum verdict v;

		incl = get_unaligned_le32_p(rec + 8, PC_FIELD32);
		wire = get_unaligned_le32_p(rec + 12, PC_FIELD32);
		/* A file cut inside a record (copied while being written): once at most. */
		if (probable(incl > len - off - 16, 1))
			break;
		if (probable(incl > snaplen || incl > wire, 0)) {
			printf("record %zu: corrupt header\n", i + 1);
			return fails + 1;
		}
		v = parse_frame(rec + 16, incl, &pk);
		if (i >= NFRAMES || v != frames[i].expect) {
			printf("record %zu: %s, expected %s\n", i + 1, verdict_text[v],
			       i < NFRAMES ? verdict_text[frames[i].expect] : "no record");
			fails++;
		}
		if (v == V_OK) {
			ok++;
			count_packet(tab, &nflows, &pk, wire);
			if (fwd && pk.ttl > 1)
				forward(rec + 16 + pk.ip_off);
		} else if (v < V_FIRST_MALFORMED) {
			skipped++;
		} else {
			bad++;
		}
		off += 16 + incl;
		i++;
	}
	partial = off < len;	/* bytes left that are no whole record */
	for (k = 0; k < nflows; k++) {
		const struct flow *fl = &tab[k];

		format_addr(src, sizeof src, &fl->addr[0], fl->port[0]);
		format_addr(dst, sizeof dst, &fl->addr[1], fl->port[1]);
		snprintf(line, sizeof line, "%s > %s vlan %u ttl %u: %u pkts %u bytes %u msgs %u lost",
			 src, dst, (unsigned)fl->vlan, (unsigned)fl->ttl, (unsigned)fl->packets,
			 (unsigned)fl->bytes, (unsigned)fl->msgs, (unsigned)fl->lost);
		match = k < NFLOWS && strcmp(line, expect[k]) == 0;
		printf("  %-8s %s\n", match ? "ok" : "MISMATCH", line);
		if (!match)
			fails++;
	}
	snprintf(line, sizeof line, "%zu records + %zu partial: %zu ok, %zu skipped, %zu malformed;"
		 " %zu flows", i, partial, ok, skipped, bad, nflows);
	match = strcmp(line, expect_totals) == 0;
	printf("  %-8s %s\n", match ? "ok" : "MISMATCH", line);
	return match ? fails : fails + 1;
}

int main(void)
{
	unsigned char *cap = malloc(CAP_SIZE);
	size_t len;
	unsigned fails;

	if (cap == NULL || (len = write_capture(cap)) == 0) {
		printf("pcap_udp: cannot build the capture\n");
		free(cap);
		return 1;
	}
	printf("pcap_udp: %zu-byte capture, unaligned access for arch %s (threshold %d)\n",
	       len, PROBABLE_ARCH, ARCH_ALIGNMENT_COST_THRESHOLD);
	printf("as captured:\n");
	fails = check_capture(cap, len, 1, expect_flows[0]);
	printf("after forwarding the good frames one hop:\n");
	fails += check_capture(cap, len, 0, expect_flows[1]);
	printf("pcap_udp: %s\n", fails ? "MISMATCH" : "all verdicts and counts as expected");
	free(cap);
	return fails ? 1 : 0;
}
