/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/plugin_host.c - an UNPROFILED host (it never includes
 * probable.h) that loads, unloads and reloads profiled plugins:
 *
 *     plugin_host keep|closeall A.so B.so
 *
 *   dlopen(A), dso_work(1000), dlclose(A);
 *   dlopen(B), dso_work(3000);
 *   dlopen(A), dso_work(1000), dlclose(A);
 *   dlopen(A), dso_work(1000);
 *   closeall: dlclose(A) and dlclose(B) before exit; keep: both stay loaded.
 *
 * With A = plib2.so (i % 3 != 0: 666 of each 1000) and B = plib3.so
 * (i % 6 == 0: 500 of 3000), the report must hold plib2's site once with
 * 3000 / 1998 (the sum over A's three loads) and plib3's with 3000 / 500.
 * Prints the sum of what dso_work returned.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *load(const char *lib)
{
	void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		fprintf(stderr, "%s\n", dlerror());
		exit(2);
	}
	return h;
}

static unsigned long call(void *h, int n)
{
	unsigned long (*f)(int);
	*(void **)&f = dlsym(h, "dso_work");
	if (!f) {
		fprintf(stderr, "%s\n", dlerror());
		exit(2);
	}
	return f(n);
}

static void unload(void *h)
{
	if (dlclose(h)) {
		fprintf(stderr, "%s\n", dlerror());
		exit(2);
	}
}

int main(int argc, char **argv)
{
	unsigned long sum = 0;
	void *a, *b;

	if (argc < 4)
		return 2;
	a = load(argv[2]);
	sum += call(a, 1000);
	unload(a);
	b = load(argv[3]);
	sum += call(b, 3000);
	a = load(argv[2]);
	sum += call(a, 1000);
	unload(a);
	a = load(argv[2]);
	sum += call(a, 1000);
	if (!strcmp(argv[1], "closeall")) {
		unload(a);
		unload(b);
	}
	printf("sum %lu\n", sum);
	return 0;
}
