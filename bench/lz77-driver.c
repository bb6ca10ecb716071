/* SPDX-License-Identifier: MIT */
/*
 * bench/lz77-driver.c - examples/lz77.c as a real program for
 * bench/profile-overhead.sh: compresses a file (or, without one, a
 * generated text corpus of about 2 MB) in blocks of 8 KiB, decompresses
 * every block and checks it, ROUNDS times.  The work is in
 * lz_bench_run(), which callgrind counts alone (--toggle-collect), so
 * neither start-up nor the report written at exit is in its numbers.
 *
 *     lz77-driver [FILE [ROUNDS]]
 *
 * Prints the input size, the compressed size and a checksum, which must be
 * the same for every build.
 */
#define main lz77_example_main
#include "../examples/lz77.c"
#undef main

#include <stdlib.h>

static uint8_t *input;
static size_t input_len;

/* about 2 MB of text: words drawn with a skewed distribution, in sentences and lines */
static void generate(size_t want)
{
	static const char *const words[] = {
		"the", "of", "and", "to", "a", "in", "is", "that", "for", "it", "as", "was", "with", "be",
		"by", "on", "not", "he", "this", "are", "or", "his", "from", "at", "which", "but", "have",
		"an", "had", "they", "you", "were", "their", "one", "all", "we", "can", "her", "has",
		"there", "been", "if", "more", "when", "will", "would", "who", "so", "no", "compressor",
		"block", "match", "literal", "offset", "length", "decoder", "encoder", "window", "hash",
		"table", "sequence", "token", "buffer", "stream", "header", "checksum", "dictionary"
	};
	size_t nwords = sizeof words / sizeof words[0], col = 0;

	input = malloc(want + 64);
	if (!input)
		exit(2);
	while (input_len < want) {
		uint32_t r = xorshift32();
		/* skewed: the low indices far more often */
		size_t k = (size_t)(((uint64_t)(r & 0xffff) * (r & 0xffff) >> 16) * nwords >> 16);
		size_t n = strlen(words[k]);
		memcpy(input + input_len, words[k], n);
		input_len += n;
		col += n + 1;
		input[input_len++] = (r >> 20) % 11 == 0 ? (col = 0, '\n') : ' ';
		if ((r >> 16) % 13 == 0 && input_len < want) {
			input[input_len++] = '.';
			input[input_len++] = ' ';
		}
	}
}

static void load(const char *path)
{
	FILE *f = fopen(path, "rb");
	long n;

	if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
		perror(path);
		exit(2);
	}
	input = malloc((size_t)n + 1);
	if (!input || fread(input, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		exit(2);
	}
	input_len = (size_t)n;
	fclose(f);
}

unsigned long lz_bench_run(int rounds, size_t *compressed);
unsigned long lz_bench_run(int rounds, size_t *compressed)
{
	unsigned long sum = 0;
	size_t off;
	int r;

	*compressed = 0;
	for (r = 0; r < rounds; r++) {
		for (off = 0; off < input_len; off += MAX_INPUT) {
			size_t n = input_len - off < MAX_INPUT ? input_len - off : MAX_INPUT, dlen = 0;
			size_t clen = lz_compress(input + off, n, comp, sizeof comp);
			if (clen == 0 || lz_decompress(comp, clen, back, sizeof back, &dlen) != 0 || dlen != n ||
			    memcmp(back, input + off, n) != 0) {
				fprintf(stderr, "block at %zu: round trip failed\n", off);
				exit(1);
			}
			*compressed += clen;
			sum = sum * 31 + clen + back[n / 2];
		}
	}
	return sum;
}

int main(int argc, char **argv)
{
	int rounds = argc > 2 ? atoi(argv[2]) : 1;
	size_t compressed;
	unsigned long sum;

	if (argc > 1 && strcmp(argv[1], "-"))
		load(argv[1]);
	else
		generate(2u << 20);
	sum = lz_bench_run(rounds, &compressed);
	printf("lz77: %zu bytes x %d -> %zu compressed, checksum %lu\n", input_len, rounds, compressed, sum);
	return 0;
}
