/* SPDX-License-Identifier: MIT */
/*
 * qemu-roundtrip.c - the checks of tests/fixtures/unaligned-roundtrip.h as a plain
 * program (no cmocka), for cross compilers and qemu: tests/cross/unaligned-qemu.sh
 * builds it static with each Debian cross gcc and runs it on CPUs that trap
 * misaligned accesses.  Prints each failure, then one line,
 * "roundtrip: N checks, M failed", and exits 1 if M is not 0.
 */
#include <stdio.h>
#include "unaligned-roundtrip.h"

static void report(const char *type, int off, const char *put_path, const char *get_path,
		   const char *what, int byte)
{
	printf("FAILED: %s at offset %d, put %s, get %s: %s", type, off, put_path, get_path, what);
	if (byte >= 0)
		printf(" (byte %d)", byte);
	printf("\n");
}

int main(void)
{
	long checks = 0;
	int failed = roundtrip_all(report, &checks);

	printf("roundtrip: %ld checks, %d failed (arch %s; %s, %s, %s, %s)\n", checks, failed,
	       PROBABLE_ARCH, rt_path_name(0), rt_path_name(1), rt_path_name(2), rt_path_name(3));
	return failed != 0 || checks == 0;
}
