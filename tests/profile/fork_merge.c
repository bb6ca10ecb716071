/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/fork_merge.c - parent and child count the same site, for
 * PROBABLE_PROFILE=FILE without %p: every process's counts must end up in
 * FILE, each once.
 *
 *     fork_merge child-first|parent-first
 *
 *   merge   before fork, the parent: 7 evaluations, i % 7 == 0 (1 true);
 *           the child: 1000, i % 4 == 0 (250); the parent after fork:
 *           10, i % 2 == 0 (5).  In all 1017 / 256.
 *   child   only in the child: 100, i % 10 == 0 (10)
 *   parent  only in the parent after fork: 20, i % 5 == 0 (4)
 *
 * child-first: the parent waits for the child to exit before its own 10;
 * parent-first: the child waits until the parent has exited (its parent
 * pid changes), then counts and exits.  With %p: the parent's report has
 * merge 17/6, parent 20/4, child 0 (unreached); the child's merge
 * 1000/250, child 100/10, parent 0.  Prints "parent PID child PID".
 */
#include <probable.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile unsigned long sink;

static void merge(int n, int mod)
{
	/* the bound read through a volatile: the compiler cannot unroll the
	 * loop and know each outcome (it would count them as constant) */
	volatile int bound = n;
	int i;
	for (i = 0; i < bound; i++)
		sink += probable(i % mod == 0, 30); /* @merge */
}

int main(int argc, char **argv)
{
	int parent_first = argc > 1 && !strcmp(argv[1], "parent-first"), i, status;
	pid_t parent = getpid(), child;

	merge(7, 7);
	fflush(stdout);
	child = fork();
	if (child < 0) {
		perror("fork");
		return 2;
	}
	if (child == 0) {
		if (parent_first)
			while (getppid() == parent)
				usleep(1000);
		merge(1000, 4);
		for (i = 0; i < 100; i++)
			sink += probable(i % 10 == 0, 10); /* @child */
		exit(0);
	}
	if (!parent_first && (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status))) {
		fputs("child failed\n", stderr);
		return 2;
	}
	merge(10, 2);
	for (i = 0; i < 20; i++)
		sink += probable(i % 5 == 0, 20); /* @parent */
	printf("parent %ld child %ld\n", (long)parent, (long)child);
	return 0;
}
