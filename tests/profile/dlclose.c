/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/dlclose.c - a PROFILED executable (built with -rdynamic and
 * AddressSanitizer) whose profiled library is dlclose()d before exit: the
 * at-exit report must not touch the unloaded library's memory, and must
 * still hold its counts.  1000 evaluations of its own site (200 true);
 * dlopen(argv[1]), dso_work(3000), dlclose; dlopen(argv[2]), dso_work(3000).
 * With plib2.so and plib3.so: dlclose-main 1000/200, plib2 3000/2000 (the
 * unloaded one), plib3 3000/500, each once.  Prints the sum.
 */
#include <probable.h>
#include <dlfcn.h>
#include <stdio.h>

static unsigned long call(const char *lib, int close_it)
{
	void *h = dlopen(lib, RTLD_NOW);
	unsigned long (*f)(int), r;
	if (!h) {
		fprintf(stderr, "%s\n", dlerror());
		return 0;
	}
	*(void **)&f = dlsym(h, "dso_work");
	r = f ? f(3000) : 0;
	if (close_it)
		dlclose(h);
	return r;
}

int main(int argc, char **argv)
{
	unsigned long sum = 0;
	int i;

	if (argc < 3)
		return 2;
	for (i = 0; i < 1000; i++)
		if (probable(i % 5 == 0, 20)) /* @dlclose-main */
			sum += 1;
	sum += call(argv[1], 1);
	sum += call(argv[2], 0);
	printf("sum %lu\n", sum);
	return 0;
}
