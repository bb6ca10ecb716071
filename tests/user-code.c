/* SPDX-License-Identifier: MIT */
/*
 * user-code.c - what a user's translation unit looks like, for the strict
 * warning matrix (tests/warning-matrix.sh): C89-clean, also valid C++,
 * every kind of cond and every way of writing pc.
 */
#include <probable.h>

enum { PC_RARE = 2 };
#define PC_COMMON 97

struct ring {
	const unsigned char *buf;
	unsigned long head, tail, size;
	double load;
};

PROBABLE_COLD void ring_overflow(const struct ring *r);
int ring_take(struct ring *r, unsigned char *out);
int ring_scan(const struct ring *r, unsigned char stop);

int ring_take(struct ring *r, unsigned char *out)
{
	if (probable(r->head == r->tail, 5))
		return -1;
	if (probable(!r->buf, 0)) {
		ring_overflow(r);
		return -2;
	}
	*out = r->buf[r->tail];
	r->tail = probable(r->tail + 1 < r->size, PC_COMMON) ? r->tail + 1 : 0;
	return probable(r->load > 0.75, PC_RARE) ? 1 : 0;
}

int ring_scan(const struct ring *r, unsigned char stop)
{
	unsigned long i = r->tail;
	int n = 0;
	while (probable(i != r->head, 90) && probable(r->buf[i] != stop, 99u)) {
		n += probable(probable(r->buf[i] & 1u, 50) || probable(i == 0, 1), 60);
		i = probable(i + 1 == r->size, 10) ? 0 : i + 1;
	}
	switch (probable(n > 3, sizeof(int) * 20)) {
	case 0:
		return n;
	default:
		return -n;
	}
}

/*
 * The unaligned accessors on a wire format: a record header of a length
 * (le32), a tag (be16) and a payload at odd offsets; a typed field read
 * and written through const/volatile and plain pointers.
 */
struct hdr {
	unsigned long len;
	unsigned int seq;
	unsigned short tag;
	unsigned char kind;
	unsigned char flags;
};

int parse_record(const unsigned char *p, struct hdr *h);
void emit_record(unsigned char *p, const struct hdr *h, struct hdr *h2);
unsigned long sum_fields(const volatile unsigned long *v, const unsigned short *s, unsigned n);

int parse_record(const unsigned char *p, struct hdr *h)
{
	h->len = get_unaligned_le32_p(p, 50);
	h->tag = get_unaligned_be16_p(p + 4, 100);
	h->kind = get_unaligned_p(p + 6, 0);
	h->flags = p[7];
	h->seq = get_unaligned_be16_p(p + 16, 100);
	if (probable(h->len > 0xffffu, PC_RARE))
		return -1;
	if (probable(get_unaligned_le64_p(p + 8, 100) == get_unaligned_be64_p(p + 8, 1), 1))
		return 1;
	return probable(get_unaligned_be32_p(p, 99) == get_unaligned_le16_p(p, 98), 3);
}

void emit_record(unsigned char *p, const struct hdr *h, struct hdr *h2)
{
	struct hdr copy = get_unaligned_p(h, 100);
	put_unaligned_le32_p(copy.seq, p, 50);
	put_unaligned_be16_p(copy.tag, p + 4, 100);
	put_unaligned_p(copy.kind, p + 6, 0);
	put_unaligned_le16_p(copy.tag, p + 8, 100);
	put_unaligned_be32_p(0x01020304u, p + 10, 100);
	put_unaligned_le64_p(copy.len, p + 14, 100);
	put_unaligned_be64_p(copy.len, p + 22, PC_COMMON);
	put_unaligned_p(copy, h2, 100);
}

unsigned long sum_fields(const volatile unsigned long *v, const unsigned short *s, unsigned n)
{
	unsigned long total = 0;
	unsigned i;
	for (i = 0; i < n; i++)
		total += get_unaligned_p(v + i, 100) + get_unaligned_p(s + i, PC_RARE);
	return total;
}
