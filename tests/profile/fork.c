/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/fork.c - a profiled program that forks, for
 * PROBABLE_PROFILE=DIR/r.%p.json: parent and child must each write their
 * own report, the child's counting only what it did after fork().
 *
 *   before  the parent, before fork: 1000 evaluations, i % 5 == 0 (200)
 *   other   another thread of the parent, alive across the fork: 5000, i % 2 (2500)
 *   both    before fork, by a thread that has exited (its counts are in the
 *           site's totals): 700, i % 7 == 0 (100); in the child 300,
 *           i % 3 == 0 (100); in the parent after fork 500, i % 2 == 0 (250)
 *   child   only in the child: 70, i % 10 == 0 (7)
 *
 * So the parent's report: before 1000/200, other 5000/2500, both 1200/350,
 * child 0; the child's: both 300/100, child 70/7, before and other 0.
 * Prints "parent PID child PID".
 */
#include <probable.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int counted, release;
static volatile unsigned long sink;

static void *other(void *arg)
{
	int i;
	(void)arg;
	for (i = 0; i < 5000; i++)
		sink += probable(i % 2 == 0, 50); /* @other */
	pthread_mutex_lock(&lock);
	counted = 1;
	pthread_cond_broadcast(&cond);
	while (!release)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);
	return NULL;
}

static void both(int n, int mod)
{
	int i;
	for (i = 0; i < n; i++)
		sink += probable(i % mod == 0, 30); /* @both */
}

static void *early(void *arg)
{
	(void)arg;
	both(700, 7);
	return NULL;
}

int main(void)
{
	pthread_t th;
	pid_t child;
	int i, status;

	for (i = 0; i < 1000; i++)
		sink += probable(i % 5 == 0, 20); /* @before */
	pthread_create(&th, NULL, early, NULL);
	pthread_join(th, NULL);
	pthread_create(&th, NULL, other, NULL);
	pthread_mutex_lock(&lock);
	while (!counted)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);

	fflush(stdout);
	child = fork();
	if (child < 0) {
		perror("fork");
		return 2;
	}
	if (child == 0) {
		both(300, 3);
		for (i = 0; i < 70; i++)
			sink += probable(i % 10 == 0, 10); /* @child */
		exit(0); /* the child's at-exit report */
	}
	both(500, 2);
	if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status)) {
		fputs("child failed\n", stderr);
		return 2;
	}
	pthread_mutex_lock(&lock);
	release = 1;
	pthread_cond_broadcast(&cond);
	pthread_mutex_unlock(&lock);
	pthread_join(th, NULL);
	printf("parent %ld child %ld\n", (long)getpid(), (long)child);
	return 0;
}
