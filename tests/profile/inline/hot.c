/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/inline/hot.c - one-line static inline helpers as a codec
 * writes them (MEM_read32 over get_unaligned_p, a tiny branch helper over
 * probable()), called from several places in loops, and 80 times in one
 * unrolled function (as a codec's block loops are after their own inlining:
 * with the old runtime GCC made the helpers out-of-line calls there).
 * GCC 12's --param large-function-growth (100%) is reached at 90 such
 * calls in one function with report version 3's counting (the index of a
 * constant's counters, three statements in GCC's size estimate, no
 * instruction where the condition is not a constant; 98 before it; then
 * --param large-function-growth=400 keeps them inline), which no unrolled
 * loop we know comes near.  At
 * -O2 they must stay inlined in profile mode as they are without it: no
 * function MEM_read32 or is_short in the object, no call to one, with gcc
 * and clang.  Not run: the test reads nm and objdump -dr.
 */
#include <probable.h>
#include <stddef.h>
#include <stdint.h>

static inline uint32_t MEM_read32(const void *p)
{
	return get_unaligned_p((const uint32_t *)p, 50);
}

static inline int is_short(size_t n)
{
	return probable(n < 16, 80);
}

size_t hot_match(const uint8_t *ip, const uint8_t *match, const uint8_t *end);
size_t hot_match(const uint8_t *ip, const uint8_t *match, const uint8_t *end)
{
	const uint8_t *start = ip;

	while (ip + 4 <= end) {
		uint32_t diff = MEM_read32(ip) ^ MEM_read32(match);
		if (diff)
			return (size_t)(ip - start) + (size_t)(__builtin_ctz(diff) >> 3);
		ip += 4;
		match += 4;
	}
	while (ip < end && *ip == *match) {
		ip++;
		match++;
	}
	return (size_t)(ip - start);
}

uint32_t hot_hash(const uint8_t *p, size_t n);
uint32_t hot_hash(const uint8_t *p, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i + 4 <= n; i += 4) {
		h = (h ^ MEM_read32(p + i)) * 16777619u;
		if (is_short(n - i))
			h ^= h >> 13;
	}
	if (is_short(n))
		h += MEM_read32(p) >> 7;
	return h;
}

size_t hot_count(const uint8_t *p, const size_t *lens, size_t n);
size_t hot_count(const uint8_t *p, const size_t *lens, size_t n)
{
	size_t i, c = 0;

	for (i = 0; i < n; i++) {
		if (is_short(lens[i]))
			c += MEM_read32(p + lens[i]) & 1;
		else if (is_short(lens[i] >> 4))
			c += MEM_read32(p + (lens[i] >> 4)) & 3;
	}
	return c;
}

#define HOT_R1(i) \
	h = (h ^ MEM_read32(p + (i))) * 16777619u; \
	if (is_short(n - (i))) \
		h ^= h >> 13;
#define HOT_R4(i) HOT_R1(i) HOT_R1(i + 1) HOT_R1(i + 2) HOT_R1(i + 3)
#define HOT_R16(i) HOT_R4(i) HOT_R4(i + 4) HOT_R4(i + 8) HOT_R4(i + 12)

uint32_t hot_unrolled(const uint8_t *p, size_t n);
uint32_t hot_unrolled(const uint8_t *p, size_t n)
{
	uint32_t h = 2166136261u;

	HOT_R16(0)
	HOT_R16(16)
	HOT_R4(32)
	HOT_R4(36)
	return h;
}
