/* SPDX-License-Identifier: MIT */
/*
 * bench/http-driver.c - examples/http_parse.c as a real program for
 * bench/profile-overhead.sh: parses its 11 sample requests (valid and
 * malformed) ROUNDS times and formats each result.  The work is in
 * http_bench_run(), which callgrind counts alone.
 *
 *     http-driver [ROUNDS]
 *
 * Prints a checksum, the same for every build.
 */
#define main http_example_main
#include "../examples/http_parse.c"
#undef main

#include <stdlib.h>

unsigned long http_bench_run(long rounds);
unsigned long http_bench_run(long rounds)
{
	size_t i, n = sizeof samples / sizeof samples[0];
	unsigned long sum = 0;
	long r;

	for (r = 0; r < rounds; r++)
		for (i = 0; i < n; i++) {
			struct request rq;
			char got[160];
			enum status st = parse_request(&rq, samples[i].text, strlen(samples[i].text));
			if (st == HTTP_OK)
				format_ok(got, sizeof got, &rq);
			else
				format_error(got, sizeof got, &rq, st);
			sum = sum * 33 + (unsigned long)st + (unsigned char)got[0] + rq.headers;
		}
	return sum;
}

int main(int argc, char **argv)
{
	long rounds = argc > 1 ? atol(argv[1]) : 20000;
	printf("http_parse: %ld rounds, checksum %lu\n", rounds, http_bench_run(rounds));
	return 0;
}
