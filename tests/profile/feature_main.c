/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/feature_main.c - calls the feature_*.c units with n =
 * argv[1] and prints what each returned (test_sysheaders.py).
 */
#include <stdio.h>
#include <stdlib.h>

int probable_feature_gnu(int n);
int probable_feature_posix(int n);
int probable_feature_lfs(int n);

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 0;
	printf("%d %d %d\n", probable_feature_gnu(n), probable_feature_posix(n), probable_feature_lfs(n));
	return 0;
}
