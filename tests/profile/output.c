/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/output.c - where the report cannot go.  argv[1]:
 *   run      1000 evaluations of @out (250 true), exit status 3
 *   null     probable_profile_write(NULL, "json") and (stdout, "xml"):
 *            prints "null -1 einval 1" and "format -1" (an error, not a
 *            crash), exit status 0
 *   exec     1000 evaluations of @out, then execv() of itself with
 *            "after": 10 more evaluations (5 true), exit status 3 (the
 *            counts before the exec are lost: the report says 10)
 */
#include <probable.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int count(int n)
{
	static volatile int vzero = 0;
	int i, s = 0, z = vzero;
	for (i = z; i < n; i++)
		s += probable(i % 4 == 0, 25); /* @out */
	return s;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "run";
	if (!strcmp(mode, "null")) {
		int r;
		errno = 0;
		r = probable_profile_write(NULL, "json");
		printf("null %d einval %d\n", r, errno == EINVAL);
		printf("format %d\n", probable_profile_write(stdout, "xml"));
		return 0;
	}
	if (!strcmp(mode, "after")) {
		printf("after %d\n", count(10));
		return 3;
	}
	printf("before %d\n", count(1000));
	fflush(stdout);
	if (!strcmp(mode, "exec")) {
		char *args[3];
		args[0] = argv[0];
		args[1] = (char *)"after";
		args[2] = NULL;
		execv(argv[0], args);
		perror("execv");
		return 1;
	}
	return 3;
}
