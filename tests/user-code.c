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
