/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/fibre.c - sites counted in contexts that swapcontext()
 * switches between (fibres), in one thread and across threads.
 *
 *     fibre N same   a fibre and main take turns in one thread: the fibre
 *                    evaluates the fibre site N times (true when i % 3 == 0),
 *                    swapping back to main after each; main evaluates
 *                    the main site once per turn (true when i % 5 == 0)
 *     fibre N move   main evaluates the main site N times (it has its own
 *                    array from then on); thread A starts the fibre, which evaluates the fibre site
 *                    N / 2 times and swaps back; A exits; main resumes the
 *                    fibre (the same call of fibre_work, now on main's
 *                    thread), which evaluates it the other N - N / 2 times;
 *                    then thread B evaluates the main site N times
 * Either way the totals are exactly N evaluations of each site.
 * Prints the hits the program itself counted.
 */
#define _XOPEN_SOURCE 700
#include <probable.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

static ucontext_t fibre_ctx, back_ctx;
static unsigned long n_iters, fibre_hits, main_hits;
static int moving;
static char fibre_stack[1 << 16];

static void fibre_work(void)
{
	unsigned long i;
	for (i = 0; i < n_iters; i++) {
		if (probable(i % 3 == 0, 40)) /* @fibre-site */
			fibre_hits++;
		if (!moving || i + 1 == n_iters / 2)
			swapcontext(&fibre_ctx, &back_ctx);
	}
}

static void main_site(unsigned long i)
{
	if (probable(i % 5 == 0, 20)) /* @main-site */
		main_hits++;
}

static void *thread_a(void *arg)
{
	(void)arg;
	swapcontext(&back_ctx, &fibre_ctx); /* the fibre's first half */
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned long i;
	pthread_t t;
	if (argc != 3)
		return 2;
	n_iters = strtoul(argv[1], NULL, 10);
	moving = !strcmp(argv[2], "move");
	getcontext(&fibre_ctx);
	fibre_ctx.uc_stack.ss_sp = fibre_stack;
	fibre_ctx.uc_stack.ss_size = sizeof fibre_stack;
	fibre_ctx.uc_link = &back_ctx;
	makecontext(&fibre_ctx, fibre_work, 0);
	if (!moving) {
		for (i = 0; i <= n_iters; i++) { /* the last turn lets the fibre return */
			swapcontext(&back_ctx, &fibre_ctx);
			if (i < n_iters)
				main_site(i);
		}
	} else {
		for (i = 0; i < n_iters; i++)
			main_site(i);
		if (pthread_create(&t, NULL, thread_a, NULL) || pthread_join(t, NULL))
			return 1;
		swapcontext(&back_ctx, &fibre_ctx); /* the rest, on main's thread */
	}
	printf("fibre %lu main %lu\n", fibre_hits, main_hits);
	return 0;
}
