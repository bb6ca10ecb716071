/* SPDX-License-Identifier: MIT */
/*
 * bench/main.c - the driver of bench/profile-cost.sh: times the five
 * variants of one loop in one process, interleaved, and prints a table.
 *
 *   (a) bench_plain    probable(v[i] < t, 10), built without -DPROBABLE_PROFILE
 *   (b) bench_profile  the same source built with -DPROBABLE_PROFILE
 *   (c) bench_kernel   kernel-style: an out-of-line call per evaluation
 *   (d) bench_ccan     ccan-style: a hash-table lookup per evaluation
 *   (e) bench_profile_so  (b) again, built with -fPIC into a shared library
 *                      (informative: thread-local storage there is reached
 *                      through __tls_get_addr)
 *
 * Each measurement runs a variant over the same array of pseudo-random
 * values (16 KiB, in L1) until --evals evaluations are done, and is timed
 * with clock_gettime(CLOCK_MONOTONIC).  Every round measures every variant
 * once, in an order that rotates from round to round; the table shows the
 * median over the rounds and the spread.  Every measurement's count of
 * true conditions must equal a reference count made here without any
 * annotation, and the counters of (b), (c), (d) and (e) must add up to
 * the evaluations they were given.
 *
 *   build/bench-<cc>/profile-cost [--evals N] [--rounds R] [--threads T] [--instr "a b c d e"]
 *
 * --threads T (default 4; 0: none) then runs (b), (e) and (c), each in T
 * threads at once on its one site, to show what sharing a site costs:
 * per-thread CPU time per evaluation, and how many counts (c)'s plain
 * increments lose.
 * --instr passes the instructions per evaluation the script measured with
 * callgrind, for the table.  Exit status 1 if a check fails.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"

/* from the profiled objects (bench/probable-loop.c): each writes its own
 * object's report (profile mode reports per executable or library) */
int bench_profile_write(FILE *out, const char *format);
int bench_profile_so_write(FILE *out, const char *format);

#define NVAR 5
#define LEN 4096 /* values in the array: 16 KiB */

typedef unsigned long (*bench_fn)(const uint32_t *, size_t, uint32_t);

static const struct {
	const char *tag, *what;
	bench_fn fn;
} variants[NVAR] = {
	{ "a", "probable(), unprofiled", bench_plain },
	{ "b", "probable(), profile mode", bench_profile },
	{ "c", "kernel-style (call per eval)", bench_kernel },
	{ "d", "ccan-style (hash per eval)", bench_ccan },
	{ "e", "profile mode, in a -fPIC .so", bench_profile_so },
};

static uint32_t values[LEN];
static uint32_t threshold;
static unsigned long passes; /* per measurement */
static unsigned long evals_done[NVAR]; /* every evaluation of each variant */
static int failed;

static double now_ns(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* one measurement: passes runs over the array; returns the true conditions */
static unsigned long run(int var, unsigned long npasses, double *ns, clockid_t clock)
{
	unsigned long hits = 0, p;
	double t0 = now_ns(clock);

	for (p = 0; p < npasses; p++)
		hits += variants[var].fn(values, LEN, threshold);
	*ns = now_ns(clock) - t0;
	__atomic_fetch_add(&evals_done[var], npasses * LEN, __ATOMIC_RELAXED);
	return hits;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void check(int ok, const char *what)
{
	if (!ok) {
		printf("CHECK FAILED: %s\n", what);
		failed = 1;
	}
}

/* ---- T threads on one site ----------------------------------------------- */

struct worker {
	pthread_t thread;
	pthread_barrier_t *start;
	int var;
	unsigned long npasses, hits;
	double cpu_ns;
};

static void *worker_main(void *arg)
{
	struct worker *w = arg;

	pthread_barrier_wait(w->start);
	w->hits = run(w->var, w->npasses, &w->cpu_ns, CLOCK_THREAD_CPUTIME_ID);
	return NULL;
}

/* runs var in nthreads threads; returns wall ns, sets the mean CPU ns/eval */
static double run_threads(int var, int nthreads, unsigned long npasses, double *cpu_per_eval,
			  unsigned long reference)
{
	struct worker *w = calloc((size_t)nthreads, sizeof(*w));
	pthread_barrier_t start;
	double t0, wall, cpu = 0;
	int i;

	if (!w)
		abort();
	pthread_barrier_init(&start, NULL, (unsigned)nthreads + 1);
	for (i = 0; i < nthreads; i++) {
		w[i].start = &start;
		w[i].var = var;
		w[i].npasses = npasses;
		if (pthread_create(&w[i].thread, NULL, worker_main, &w[i]) != 0) {
			perror("pthread_create");
			exit(2);
		}
	}
	pthread_barrier_wait(&start);
	t0 = now_ns(CLOCK_MONOTONIC);
	for (i = 0; i < nthreads; i++) {
		pthread_join(w[i].thread, NULL);
		cpu += w[i].cpu_ns;
		check(w[i].hits == reference / passes * npasses, "a thread's count of true conditions");
	}
	wall = now_ns(CLOCK_MONOTONIC) - t0;
	*cpu_per_eval = cpu / ((double)nthreads * (double)npasses * LEN);
	pthread_barrier_destroy(&start);
	free(w);
	return wall;
}

/* the profile-mode site in function func, from the JSON report: "count" and "hits" */
static int profile_counts(const char *func, int (*write)(FILE *, const char *), unsigned long *count,
			  unsigned long *hits)
{
	FILE *f = tmpfile();
	char buf[8192], key[128];
	size_t n;
	const char *site, *c, *h, *end;

	if (!f || write(f, "json") < 1)
		return -1;
	rewind(f);
	n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = 0;
	fclose(f);
	snprintf(key, sizeof key, "\"func\": \"%s\",", func); /* one site per line */
	site = strstr(buf, key);
	if (!site)
		return -1;
	end = strchr(site, '\n');
	c = strstr(site, "\"count\": ");
	h = strstr(site, "\"hits\": ");
	if (!c || !h || (end && (c > end || h > end)))
		return -1;
	*count = strtoul(c + 9, NULL, 10);
	*hits = strtoul(h + 8, NULL, 10);
	return 0;
}

int main(int argc, char **argv)
{
	unsigned long evals = 20000000, rounds = 5, nthreads = 4, reference = 0, hits_seen;
	double instr[NVAR] = { -1, -1, -1, -1, -1 }, *ns[NVAR], med[NVAR];
	uint32_t x = 2463534242u;
	unsigned long i, r, count, hits, correct, incorrect;
	int v;

	for (i = 1; i < (unsigned long)argc; i++) {
		if (!strcmp(argv[i], "--evals") && i + 1 < (unsigned long)argc)
			evals = strtoul(argv[++i], NULL, 0);
		else if (!strcmp(argv[i], "--rounds") && i + 1 < (unsigned long)argc)
			rounds = strtoul(argv[++i], NULL, 0);
		else if (!strcmp(argv[i], "--threads") && i + 1 < (unsigned long)argc)
			nthreads = strtoul(argv[++i], NULL, 0);
		else if (!strcmp(argv[i], "--instr") && i + 1 < (unsigned long)argc)
			sscanf(argv[++i], "%lf %lf %lf %lf %lf", &instr[0], &instr[1], &instr[2], &instr[3],
			       &instr[4]);
		else {
			fprintf(stderr, "usage: %s [--evals N] [--rounds R] [--threads T] [--instr \"a b c d e\"]\n",
				argv[0]);
			return 2;
		}
	}
	if (rounds < 1)
		rounds = 1;
	passes = (evals + LEN - 1) / LEN;
	if (passes < 1)
		passes = 1;

	/* xorshift32; the condition v[i] < t is true for about 10% of them */
	threshold = (uint32_t)(0x100000000ULL * BENCH_PC / 100);
	for (i = 0; i < LEN; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		values[i] = x;
		reference += values[i] < threshold;
	}
	reference *= passes; /* true conditions per measurement */

	for (v = 0; v < NVAR; v++) {
		ns[v] = calloc(rounds, sizeof(double));
		if (!ns[v])
			abort();
		/* a warm-up measurement: page faults, (b)'s enrolment, (d)'s first insert */
		check(run(v, passes, &med[v], CLOCK_MONOTONIC) == reference, "warm-up count");
	}
	for (r = 0; r < rounds; r++)
		for (i = 0; i < NVAR; i++) {
			v = (int)((i + r) % NVAR);
			hits_seen = run(v, passes, &ns[v][r], CLOCK_MONOTONIC);
			if (hits_seen != reference) {
				printf("CHECK FAILED: (%s) counted %lu true, the reference %lu\n",
				       variants[v].tag, hits_seen, reference);
				failed = 1;
			}
		}

	/* (c) counted every single-threaded evaluation, and (c)'s incorrect ones are the true ones */
	kernel_style_totals(&correct, &incorrect);
	check(correct + incorrect == evals_done[2], "(c)'s count");
	check(incorrect == evals_done[2] / (passes * LEN) * reference, "(c)'s incorrect");

	printf("%lu evaluations per measurement (%lu passes over %d values, %.1f%% true), "
	       "%lu rounds, median per variant\n",
	       passes * LEN, passes, LEN, 100.0 * (double)reference / (double)(passes * LEN), rounds);
	printf("checksum (true per measurement): %lu in all five variants, every round: %s\n\n",
	       reference, failed ? "NO" : "yes");
	printf("%-34s %9s %19s %12s\n", "variant", "ns/eval", "min..max", "instr/eval");
	for (v = 0; v < NVAR; v++) {
		double lo, hi, e = (double)(passes * LEN);
		char in[32] = "";

		qsort(ns[v], rounds, sizeof(double), cmp_double);
		lo = ns[v][0] / e;
		hi = ns[v][rounds - 1] / e;
		med[v] = (rounds % 2 ? ns[v][rounds / 2] : (ns[v][rounds / 2 - 1] + ns[v][rounds / 2]) / 2) / e;
		if (instr[v] >= 0)
			snprintf(in, sizeof in, "%.1f", instr[v]);
		else
			snprintf(in, sizeof in, "-");
		printf("(%s) %-30s %9.3f %8.3f..%-8.3f %12s\n", variants[v].tag, variants[v].what,
		       med[v], lo, hi, in);
	}
	printf("\nratios of the medians:  b/a = %.2f   b/c = %.2f   d/b = %.1f   (e/c = %.2f)\n",
	       med[1] / med[0], med[1] / med[2], med[3] / med[1], med[4] / med[2]);
	printf("goal b/c <= 1.5: %s    goal d/b >= 5: %s\n",
	       med[1] / med[2] <= 1.5 ? "met" : "NOT met", med[3] / med[1] >= 5 ? "met" : "NOT met");

	if (nthreads > 0) {
		static const int tv[] = { 1, 4, 2 }; /* (b), (e), (c) */
		double wall, cpu;
		unsigned k;

		printf("\n%lu threads at once on the one site, %lu evaluations each "
		       "(%ld cores online):\n",
		       nthreads, passes * LEN, sysconf(_SC_NPROCESSORS_ONLN));
		printf("%-34s %9s %13s %11s %12s\n", "variant", "ns/eval", "wall ns/eval", "cores busy",
		       "counts lost");
		for (k = 0; k < sizeof tv / sizeof tv[0]; k++) {
			unsigned long before = 0, after = 0;
			char lost[32] = "0 (below)";

			v = tv[k];
			if (v == 2)
				kernel_style_totals(&before, &incorrect), before += incorrect;
			wall = run_threads(v, (int)nthreads, passes, &cpu, reference);
			if (v == 2) {
				kernel_style_totals(&after, &incorrect);
				after += incorrect;
				snprintf(lost, sizeof lost, "%lu", before + nthreads * passes * LEN - after);
			}
			wall /= (double)nthreads * (double)passes * LEN;
			printf("(%s) %-30s %9.3f %13.3f %11.2f %12s\n", variants[v].tag, variants[v].what, cpu,
			       wall, cpu / wall, lost);
		}
		printf("ns/eval: each thread's CPU time / its evaluations, averaged over the threads;\n"
		       "wall: elapsed time / all the threads' evaluations; cores busy: the ratio of the two,\n"
		       "how far the threads ran at once (what (c) loses depends on it)\n");
	}

	/* the profile counted every evaluation exactly, also those of the threads */
	printf("\n");
	for (v = 1; v < NVAR; v += 3) { /* (b) and (e) */
		const char *func = v == 1 ? "bench_profile" : "bench_profile_so";
		unsigned long want_hits = evals_done[v] / (passes * LEN) * reference;

		if (profile_counts(func, v == 1 ? bench_profile_write : bench_profile_so_write, &count, &hits) != 0) {
			printf("CHECK FAILED: no site of %s() in the JSON report\n", func);
			failed = 1;
			continue;
		}
		printf("(%s) profile report: count %lu of %lu evaluations, hits %lu of %lu: %s\n",
		       variants[v].tag, count, evals_done[v], hits, want_hits,
		       count == evals_done[v] && hits == want_hits ? "exact" : "WRONG");
		check(count == evals_done[v] && hits == want_hits, "the profile's counts");
	}
	ccan_style_totals(&count, &hits);
	check(count == evals_done[3], "(d)'s count");
	check(hits == count - evals_done[3] / (passes * LEN) * reference, "(d)'s right");
	if (failed)
		printf("SOME CHECK FAILED\n");
	return failed;
}
