/* SPDX-License-Identifier: MIT */
/* tests/profile/unwind.c - a stack walk from inside the runtime: calloc()
 * is hooked, as a heap profiler hooks it, and its first call (the runtime
 * giving the thread its counters, from f()'s first evaluation) counts the
 * frames backtrace() finds; the walk must reach main() through the
 * runtime's own frames (glibc: __libc_calloc, <execinfo.h>).  Prints
 * "frames N main M": M is 1 when a frame returns into main(). */
#include <execinfo.h>
#include <stdio.h>
#include <stddef.h>
#include <probable.h>

extern void *__libc_calloc(size_t n, size_t size);
static int armed, depth = -1, in_main;
static void *frames[64];

int main(void);
void *calloc(size_t n, size_t size)
{
	if (armed) {
		int i;
		armed = 0;
		depth = backtrace(frames, 64);
		for (i = 0; i < depth; i++)
			if ((char *)frames[i] > (char *)main && (char *)frames[i] < (char *)main + 256)
				in_main = 1;
	}
	return __libc_calloc(n, size);
}

__attribute__((__noinline__)) static int f(int x)
{
	return probable(x % 3 == 0, 30); /* @unwind */
}

int main(void)
{
	int i, n = 0;
	armed = 1;
	for (i = 0; i < 10; i++)
		n += f(i);
	printf("n %d frames %d main %d\n", n, depth, in_main);
	return 0;
}
