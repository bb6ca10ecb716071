/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/dlclose.c - a profiled library dlclose()d before the
 * report: the header says it "loses its live counters", so the report must
 * still be written, without touching the unloaded library's memory (built
 * with -rdynamic, so every library shares the executable's registry, and
 * with AddressSanitizer).  1000 evaluations of its own site (200 true);
 * dlopen(argv[1]), dso_work(3000), dlclose; dlopen(argv[2]), dso_work(3000);
 * then the report, on stdout.
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
	fprintf(stderr, "sum %lu\n", sum);
	return probable_profile_write(stdout, "json") < 0;
}
