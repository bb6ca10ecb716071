/* SPDX-License-Identifier: MIT */
/*
 * bench/evidence/driver.c - the throughput of one example: its main() (the
 * whole built-in workload, output to /dev/null) called again and again.
 *   cc -O2 -DEXAMPLE='"examples/lz77.c"' bench/evidence/driver.c
 *   ./driver SECONDS   prints "runs_per_second"
 * The example is included with main renamed, so every variant of it (hints
 * declared, removed, inverted, profiled) runs the same driver.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define main example_main
#include EXAMPLE
#undef main

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); /* others' share not counted */
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 0.2, t0, t;
	unsigned long runs = 0;
	FILE *out;

	if (argc > 1 && seconds <= 0)
		seconds = 0.2;
	fflush(stdout);
	out = freopen("/dev/null", "w", stdout);
	if (out == NULL)
		return 2;
	if (example_main() != 0) { /* the workload must still be right */
		fprintf(stderr, "driver: the example failed\n");
		return 1;
	}
	t0 = now();
	do {
		if (example_main() != 0)
			return 1;
		runs++;
		t = now() - t0;
	} while (t < seconds);
	fprintf(stderr, "%.6g\n", (double)runs / t);
	return 0;
}
