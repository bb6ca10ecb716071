/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/dso_main.c - an executable with shared libraries:
 * 1000 evaluations of its own site (i % 5 == 0: 200 true); with -DLINKED
 * it calls plib_work(2000) of the linked libplib.so; then it dlopen()s
 * (RTLD_NOW, local) each library named on the command line and calls its
 * dso_work(3000).  Prints a checksum.
 */
#include <probable.h>
#include <dlfcn.h>
#include <stdio.h>

unsigned long plib_work(int n);

int main(int argc, char **argv)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < 1000; i++)
		if (probable(i % 5 == 0, 20)) /* @main */
			sum += 1;
#ifdef LINKED
	sum += plib_work(2000);
#endif
	for (i = 1; i < argc; i++) {
		void *h = dlopen(argv[i], RTLD_NOW);
		unsigned long (*f)(int);
		if (!h) {
			fprintf(stderr, "%s\n", dlerror());
			return 2;
		}
		*(void **)&f = dlsym(h, "dso_work");
		if (!f) {
			fprintf(stderr, "%s\n", dlerror());
			return 2;
		}
		sum += f(3000);
	}
	printf("sum %lu\n", sum);
	return 0;
}
