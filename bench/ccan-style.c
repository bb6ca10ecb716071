/* SPDX-License-Identifier: MIT */
/*
 * bench/ccan-style.c - variant (d)'s table: open addressing with linear
 * probing, 64-bit FNV-1a over the file name mixed with the line.  It grows
 * at half full; not thread-safe (neither is the design it models).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ccan-style.h"
#include "bench.h"

struct ccan_style_entry {
	const char *file, *expr;
	unsigned line;
	int expect;
	unsigned long count, right;
};

static struct ccan_style_entry *table;
static size_t table_size, table_used;

static size_t ccan_style_hash(const char *file, unsigned line)
{
	unsigned long long h = 0xcbf29ce484222325ULL;
	const unsigned char *p;

	for (p = (const unsigned char *)file; *p; p++)
		h = (h ^ *p) * 0x100000001b3ULL;
	h = (h ^ line) * 0x100000001b3ULL;
	return (size_t)(h ^ (h >> 32));
}

static struct ccan_style_entry *ccan_style_slot(struct ccan_style_entry *tab, size_t size,
						 const char *file, unsigned line)
{
	size_t i = ccan_style_hash(file, line) & (size - 1);

	while (tab[i].file && (tab[i].line != line || strcmp(tab[i].file, file) != 0))
		i = (i + 1) & (size - 1);
	return &tab[i];
}

static void ccan_style_grow(void)
{
	size_t size = table_size ? 2 * table_size : 64, i;
	struct ccan_style_entry *tab = calloc(size, sizeof(*tab));

	if (!tab) {
		fputs("ccan-style: out of memory\n", stderr);
		abort();
	}
	for (i = 0; i < table_size; i++)
		if (table[i].file)
			*ccan_style_slot(tab, size, table[i].file, table[i].line) = table[i];
	free(table);
	table = tab;
	table_size = size;
}

int ccan_style_trace(int val, int expect, const char *expr, const char *file, unsigned line)
{
	struct ccan_style_entry *e;

	if (!table)
		ccan_style_grow();
	e = ccan_style_slot(table, table_size, file, line);
	if (!e->file) {
		if (2 * (table_used + 1) > table_size) {
			ccan_style_grow();
			e = ccan_style_slot(table, table_size, file, line);
		}
		e->file = file;
		e->line = line;
		e->expr = expr;
		e->expect = expect;
		table_used++;
	}
	e->count++;
	if (val == expect) /* as (c) does it */
		e->right++;
	return val;
}

void ccan_style_totals(unsigned long *count, unsigned long *right)
{
	size_t i;

	*count = *right = 0;
	for (i = 0; i < table_size; i++) {
		*count += table[i].count;
		*right += table[i].right;
	}
}
