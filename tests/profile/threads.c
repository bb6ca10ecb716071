/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/threads.c - many threads on ONE probable() site.
 *
 *     threads NTHREADS ITERS MODE [DIR]
 *
 * Thread t evaluates the site ITERS times, true when i % (t + 2) == 0, so
 * the site's totals are exactly NTHREADS * ITERS evaluations and
 * sum over t of ceil(ITERS / (t + 2)) hits.  MODE says when the threads end
 * relative to the reports:
 *   join   all threads are joined before main returns (report at exit)
 *   alive  the threads finish counting, then wait; main writes DIR/alive.json
 *          with probable_profile_write() while all of them are alive, then
 *          lets them go and joins them
 *   mixed  the first half run and are joined (their counts are in the
 *          totals), the second half run and wait; main writes DIR/mixed.json
 *          with both kinds, then joins the rest
 *   snap   all threads start together; main writes DIR/snap-NNNNNN.json as
 *          fast as it can until every thread has finished, then one more;
 *          halfway (ITERS / 2 each) the threads wait until main has
 *          written DIR/half.json (exactly half the evaluations; a snapshot
 *          taken mid-run for certain), then go on
 *   live   the threads finish counting and stay blocked; main calls exit()
 *          with all of them alive, so the at-exit report has to add their
 *          live counters
 * Prints the hits the program itself counted.
 */
#include <probable.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long iters;
static int nthreads;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int finished, go, release, halfway, half_written, snap_mode;
static unsigned long total_hits;

static unsigned long work(long t, long from, long to)
{
	unsigned long hits = 0;
	long i;
	for (i = from; i < to; i++)
		if (probable(i % (t + 2) == 0, 30)) /* @thread-site */
			hits++;
	return hits;
}

static void *thread_main(void *arg)
{
	long t = (long)arg;
	unsigned long h;

	pthread_mutex_lock(&lock);
	while (!go)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);

	if (snap_mode) {
		h = work(t, 0, iters / 2);
		pthread_mutex_lock(&lock);
		halfway++;
		pthread_cond_broadcast(&cond);
		while (!half_written)
			pthread_cond_wait(&cond, &lock);
		pthread_mutex_unlock(&lock);
		h += work(t, iters / 2, iters);
	} else {
		h = work(t, 0, iters);
	}

	pthread_mutex_lock(&lock);
	total_hits += h;
	finished++;
	pthread_cond_broadcast(&cond);
	while (!release)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);
	return NULL;
}

static void set(int *flag)
{
	pthread_mutex_lock(&lock);
	*flag = 1;
	pthread_cond_broadcast(&cond);
	pthread_mutex_unlock(&lock);
}

static void wait_finished(int n)
{
	pthread_mutex_lock(&lock);
	while (finished < n)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);
}

static void write_report(const char *dir, const char *name)
{
	char path[4096];
	FILE *f;
	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f || probable_profile_write(f, "json") < 0) {
		perror(path);
		exit(2);
	}
	fclose(f);
}

int main(int argc, char **argv)
{
	pthread_t th[64];
	const char *mode, *dir;
	int t, half, snaps = 0, running;
	char name[64];

	if (argc < 4 || (nthreads = atoi(argv[1])) < 1 || nthreads > 64) {
		fputs("usage: threads NTHREADS ITERS join|alive|mixed|snap|live [DIR]\n", stderr);
		return 2;
	}
	iters = atol(argv[2]);
	mode = argv[3];
	dir = argc > 4 ? argv[4] : ".";
	half = !strcmp(mode, "mixed") ? nthreads / 2 : 0;
	snap_mode = !strcmp(mode, "snap");

	if (half) {
		/* the first half: run, end, and are joined before the report */
		for (t = 0; t < half; t++)
			pthread_create(&th[t], NULL, thread_main, (void *)(long)t);
		set(&go);
		wait_finished(half);
		set(&release);
		for (t = 0; t < half; t++)
			pthread_join(th[t], NULL);
		pthread_mutex_lock(&lock);
		release = 0;
		pthread_mutex_unlock(&lock);
	}
	for (t = half; t < nthreads; t++)
		pthread_create(&th[t], NULL, thread_main, (void *)(long)t);

	if (snap_mode) {
		set(&go);
		do {
			pthread_mutex_lock(&lock);
			running = finished < nthreads;
			if (halfway == nthreads && !half_written) {
				pthread_mutex_unlock(&lock);
				write_report(dir, "half.json"); /* and in the series: */
				snprintf(name, sizeof name, "snap-%06d.json", snaps++);
				write_report(dir, name);
				set(&half_written);
				pthread_mutex_lock(&lock);
			}
			pthread_mutex_unlock(&lock);
			snprintf(name, sizeof name, "snap-%06d.json", snaps++);
			write_report(dir, name); /* the last one is after all finished */
		} while (running);
	} else {
		set(&go);
		wait_finished(nthreads);
		if (!strcmp(mode, "alive") || !strcmp(mode, "mixed"))
			write_report(dir, !strcmp(mode, "alive") ? "alive.json" : "mixed.json");
	}
	printf("hits %lu\n", total_hits);
	fflush(stdout);
	if (!strcmp(mode, "live"))
		exit(0); /* the threads are blocked, alive, at the at-exit report */
	set(&release);
	for (t = half; t < nthreads; t++)
		pthread_join(th[t], NULL);
	return 0;
}
