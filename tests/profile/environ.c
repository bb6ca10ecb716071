/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/environ.c - after evaluating a site (10 times, i % 2 == 0:
 * 5 true), prints every environment variable whose name starts with
 * PROBABLE, one per line: profile mode may not add any (no address of the
 * runtime's may travel in the environment, where another program, or the
 * user, could hand it back).
 */
#include <probable.h>
#include <stdio.h>
#include <string.h>

extern char **environ;

int main(void)
{
	unsigned long sum = 0;
	char **e;
	int i;

	for (i = 0; i < 10; i++)
		sum += probable(i % 2 == 0, 50); /* @env */
	for (e = environ; *e; e++)
		if (!strncmp(*e, "PROBABLE", 8))
			printf("%s\n", *e);
	printf("sum %lu\n", sum);
	return 0;
}
