/* SPDX-License-Identifier: MIT */
/*
 * lz77.c - a small LZ77 block compressor and decompressor in the style of
 * LZ4, written as codec authors write them: with their own likely() and
 * unlikely() and a guess at every hot branch.  It does not include
 * probable.h; examples/profile-likely.sh builds it with
 * -include probable_likely.h to measure those guesses without editing it.
 *
 * Format: a block is a run of sequences.  A sequence is a token byte (high
 * nibble: literal count, low nibble: match length - 4; 15 in either means
 * "add the bytes that follow, 255 meaning go on"), the literals, then a
 * 2-byte little-endian offset back into the output and the match length's
 * extra bytes.  The last sequence has literals only: the block ends there.
 *
 * Compresses built-in inputs (prose, a server log, a sparse block, random
 * bytes, empty and tiny ones), checks that each decompresses to itself and
 * that a truncated block is rejected, and exits 0 only if all do.
 *   cc -std=c99 -O2 examples/lz77.c
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef likely
# if defined(__GNUC__)
#  define likely(x) __builtin_expect(!!(x), 1)
# else
#  define likely(x) (x)
# endif
#endif
#ifndef unlikely
# if defined(__GNUC__)
#  define unlikely(x) __builtin_expect(!!(x), 0)
# else
#  define unlikely(x) (x)
# endif
#endif

#define MIN_MATCH 4
#define HASH_BITS 12
#define MAX_INPUT 8192	/* positions fit the 16-bit table and offsets */
#define BOUND(n) ((n) + (n) / 255 + 16)	/* worst case: all literals */

static uint32_t read32(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, sizeof v);
	return v;
}

static unsigned hash4(const uint8_t *p)
{
	return (unsigned)((read32(p) * 2654435761u) >> (32 - HASH_BITS));
}

/* The extra bytes of a length of 15 or more (len is what is left over). */
static uint8_t *put_length(uint8_t *op, size_t len)
{
	/* 270+ bytes in one run: only in pathological data. */
	while (unlikely(len >= 255)) {
		*op++ = 255;
		len -= 255;
	}
	*op++ = (uint8_t)len;
	return op;
}

/* One sequence: lit_len literals, then (if mlen) a match; NULL if no room. */
static uint8_t *put_sequence(uint8_t *op, const uint8_t *oend, const uint8_t *lit,
			     size_t lit_len, size_t offset, size_t mlen)
{
	size_t need = 1 + lit_len / 255 + 1 + lit_len + 2 + mlen / 255 + 1;
	uint8_t *token = op;

	/* The caller sized dst with BOUND(): never runs out. */
	if (unlikely((size_t)(oend - op) < need))
		return NULL;
	op++;
	/* Matches come every few bytes, so literal runs are short. */
	if (unlikely(lit_len >= 15)) {
		*token = 15 << 4;
		op = put_length(op, lit_len - 15);
	} else {
		*token = (uint8_t)(lit_len << 4);
	}
	memcpy(op, lit, lit_len);
	op += lit_len;
	if (mlen == 0)
		return op;
	*op++ = (uint8_t)(offset & 0xff);
	*op++ = (uint8_t)(offset >> 8);
	mlen -= MIN_MATCH;
	/* Most matches are a word or two long. */
	if (unlikely(mlen >= 15)) {
		*token |= 15;
		op = put_length(op, mlen - 15);
	} else {
		*token |= (uint8_t)mlen;
	}
	return op;
}

/* Compresses src[0..n) into dst; the compressed size, or 0 if it fails. */
static size_t lz_compress(const uint8_t *src, size_t n, uint8_t *dst, size_t cap)
{
	static uint16_t table[1u << HASH_BITS];	/* last position of each hash */
	const uint8_t *ip = src, *anchor = src, *end = src + n;
	const uint8_t *limit = n < MIN_MATCH ? src : end - MIN_MATCH + 1;
	uint8_t *op = dst;
	const uint8_t *oend = dst + cap;

	if (n > MAX_INPUT)
		return 0;
	memset(table, 0, sizeof table);
	while (likely(ip < limit)) {
		unsigned h = hash4(ip);
		const uint8_t *ref = src + table[h];
		size_t len = MIN_MATCH;

		table[h] = (uint16_t)(ip - src);
		/* A match is the exception: most positions start nothing seen before. */
		if (likely(ref >= ip || read32(ref) != read32(ip))) {
			ip++;
			continue;
		}
		/* Once 4 bytes match, more usually do. */
		while (likely(ip + len < end && ip[len] == ref[len]))
			len++;
		op = put_sequence(op, oend, anchor, (size_t)(ip - anchor), (size_t)(ip - ref), len);
		if (unlikely(op == NULL))
			return 0;
		ip += len;
		anchor = ip;
	}
	op = put_sequence(op, oend, anchor, (size_t)(end - anchor), 0, 0);
	return op == NULL ? 0 : (size_t)(op - dst);
}

/* Adds the extra bytes of a length to *len; -1 if the input ends or *len > max. */
static int get_length(const uint8_t **ipp, const uint8_t *iend, size_t *len, size_t max)
{
	const uint8_t *ip = *ipp;
	unsigned b;

	do {
		if (unlikely(ip == iend || *len > max))
			return -1;
		b = *ip++;
		*len += b;
	} while (unlikely(b == 255));	/* a continuation byte: rare, see put_length */
	*ipp = ip;
	return 0;
}

/*
 * Decompresses src[0..n), which may be corrupt or hostile, into dst[0..cap);
 * 0 and the size in *out_len, or -1 if it is not a valid block that fits.
 */
static int lz_decompress(const uint8_t *src, size_t n, uint8_t *dst, size_t cap, size_t *out_len)
{
	const uint8_t *ip = src, *iend = src + n;
	uint8_t *op = dst;
	const uint8_t *oend = dst + cap;

	for (;;) {
		unsigned token;
		size_t lit, mlen, offset;

		/* Blocks end after literals, never here: a truncated block. */
		if (unlikely(ip == iend))
			return -1;
		token = *ip++;
		lit = token >> 4;
		if (unlikely(lit == 15) && get_length(&ip, iend, &lit, cap) != 0)
			return -1;
		/* Every bounds check below fails only on a corrupt block. */
		if (unlikely(lit > (size_t)(iend - ip) || lit > (size_t)(oend - op)))
			return -1;
		memcpy(op, ip, lit);
		op += lit;
		ip += lit;
		/* The end of the block: once per block, after many sequences. */
		if (unlikely(ip == iend))
			break;
		if (unlikely(iend - ip < 2))
			return -1;
		offset = (size_t)ip[0] | (size_t)ip[1] << 8;
		ip += 2;
		if (unlikely(offset == 0 || offset > (size_t)(op - dst)))
			return -1;
		mlen = token & 15;
		if (unlikely(mlen == 15) && get_length(&ip, iend, &mlen, cap) != 0)
			return -1;
		mlen += MIN_MATCH;
		if (unlikely(mlen > (size_t)(oend - op)))
			return -1;
		/* Overlapping copies (offset < length) come only from runs. */
		if (likely(offset >= mlen)) {
			memcpy(op, op - offset, mlen);
			op += mlen;
		} else {
			const uint8_t *ref = op - offset;

			while (mlen-- > 0)
				*op++ = *ref++;
		}
	}
	*out_len = (size_t)(op - dst);
	return 0;
}

/* ---- the inputs ---------------------------------------------------------- */

static const char prose[] =
	"LZ77 replaces a repeated string by a reference to an earlier copy of it: "
	"how far back the copy starts and how long it is. The decoder keeps what "
	"it has written so far and copies from it, so it needs no dictionary of "
	"its own. An encoder finds earlier copies with a hash of the next few "
	"bytes, remembers where each hash was last seen, and checks that the "
	"bytes really are the same before it trusts the table. Most positions in "
	"ordinary text start nothing that has been seen before, and the encoder "
	"moves on by one byte; when a match is found it extends it as far as the "
	"bytes agree, writes the literals before it and the match, and jumps past "
	"the match. Words, spaces and the endings of words repeat, so even a "
	"short page of prose shrinks by a fifth or so; a log file, in which "
	"every line starts like the one before, shrinks far more, and random "
	"bytes do not shrink at "
	"all: they come out slightly larger, because every literal run still "
	"needs its token and its length. A decoder that reads data from the "
	"network must check every length and every offset against the ends of "
	"both buffers, because a corrupt or hostile block must not make it read "
	"or write outside them. Those checks almost never fail, which is why "
	"codec authors mark them unlikely, and why it is worth knowing which of "
	"their other guesses are right.";

static uint8_t log_buf[MAX_INPUT], sparse[4096], noise[4096];

static uint32_t rng = 2463534242u;

static uint32_t xorshift32(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

/* An access log: every line like the one before, with a few fields changed. */
static size_t make_log(void)
{
	static const char *const paths[] = { "/", "/api/items", "/api/items/42", "/static/app.js", "/login" };
	size_t len = 0;
	unsigned i;

	for (i = 0; i < 100; i++) {
		uint32_t r = xorshift32();
		int w = snprintf((char *)log_buf + len, sizeof log_buf - len,
				 "2024-05-14T09:%02u:%02u host=web-%u GET %s 200 %ums\n",
				 (unsigned)(i / 60), (unsigned)(i % 60), (unsigned)(r & 3),
				 paths[(r >> 2) % 5], (unsigned)(3 + (r >> 8) % 40));

		if (w < 0 || (size_t)w >= sizeof log_buf - len)
			break;
		len += (size_t)w;
	}
	return len;
}

struct input {
	const char *name;
	const uint8_t *data;
	size_t len;
};

static uint8_t comp[BOUND(MAX_INPUT)], back[MAX_INPUT];

/* Compresses, decompresses, decompresses a truncated copy: 1 if all is well. */
static int round_trip(const struct input *in)
{
	size_t clen = lz_compress(in->data, in->len, comp, sizeof comp), dlen = 0;
	int ok = clen > 0 && lz_decompress(comp, clen, back, sizeof back, &dlen) == 0 &&
		 dlen == in->len && memcmp(back, in->data, dlen) == 0;
	int truncated_rejected = clen > 0 && lz_decompress(comp, clen - 1, back, sizeof back, &dlen) != 0;

	printf("%-7s %5zu -> %5zu bytes", in->name, in->len, clen);
	if (in->len > 0)
		printf(" (%3zu%%)", clen * 100 / in->len);
	printf("  %s%s\n", ok ? "round trip ok" : "ROUND TRIP FAILED",
	       truncated_rejected ? "" : ", TRUNCATED BLOCK ACCEPTED");
	return ok && truncated_rejected;
}

int main(void)
{
	struct input inputs[6];
	size_t i, n = sizeof inputs / sizeof inputs[0], good = 0;

	/* a sparse block: zeros, with a few counters every 256 bytes */
	for (i = 0; i < sizeof sparse; i += 256)
		sparse[i] = (uint8_t)(i >> 8);
	for (i = 0; i < sizeof noise; i++)
		noise[i] = (uint8_t)(xorshift32() >> 24);

	inputs[0].name = "prose";
	inputs[0].data = (const uint8_t *)prose;
	inputs[0].len = sizeof prose - 1;
	inputs[1].name = "log";
	inputs[1].data = log_buf;
	inputs[1].len = make_log();
	inputs[2].name = "sparse";
	inputs[2].data = sparse;
	inputs[2].len = sizeof sparse;
	inputs[3].name = "random";
	inputs[3].data = noise;
	inputs[3].len = sizeof noise;
	inputs[4].name = "empty";
	inputs[4].data = (const uint8_t *)"";
	inputs[4].len = 0;
	inputs[5].name = "tiny";
	inputs[5].data = (const uint8_t *)"abcabcabc";
	inputs[5].len = 9;

	for (i = 0; i < n; i++)
		good += (size_t)round_trip(&inputs[i]);
	printf("lz77: %zu/%zu inputs round-trip\n", good, n);
	return good == n ? 0 : 1;
}
