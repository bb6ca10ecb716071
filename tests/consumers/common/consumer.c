/* SPDX-License-Identifier: MIT */
/*
 * consumer.c - the program every consumer project in tests/consumers/ builds
 * (copied beside each project's build file by consumers.sh).  It asserts
 * what its build system promised: the arch (EXPECT_ARCH), that arch's HIGH
 * number (EXPECT_HIGH), profile mode or not (EXPECT_PROFILE), and values:
 * probable() is !!cond, an unaligned load and a little-endian store give
 * the bytes they must.  Any mismatch prints "consumer FAILED: ..." and exits 1.
 *
 * INCLUDE_FORM 2: #include <probable/probable.h> (-I<includedir> alone).
 */
#if defined(INCLUDE_FORM) && INCLUDE_FORM == 2
#include <probable/probable.h>
#else
#include <probable.h>
#endif
#include <stdio.h>
#include <string.h>

#ifndef EXPECT_ARCH
#error "consumer.c: the build must pass -DEXPECT_ARCH=\"name\""
#endif
#ifndef EXPECT_HIGH
#error "consumer.c: the build must pass -DEXPECT_HIGH=<number>"
#endif
#ifndef EXPECT_PROFILE
#define EXPECT_PROFILE 0
#endif

static int failed;

static void check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "consumer FAILED: %s\n", what);
		failed = 1;
	}
}

int main(int argc, char **argv)
{
	unsigned char buf[16] = { 0, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88 };
	unsigned char out[8] = { 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa };
	unsigned int want, got;
	static const unsigned char le[] = { 0xaa, 0x78, 0x56, 0x34, 0x12, 0xaa };

	(void)argv;
	check(strcmp(PROBABLE_ARCH, EXPECT_ARCH) == 0, "PROBABLE_ARCH is not " EXPECT_ARCH);
	check(ARCH_PROBABILITY_HIGH == EXPECT_HIGH, "ARCH_PROBABILITY_HIGH differs from the expected one");
#ifdef PROBABLE_PROFILE
	check(EXPECT_PROFILE == 1, "PROBABLE_PROFILE is defined, not asked for");
#else
	check(EXPECT_PROFILE == 0, "PROBABLE_PROFILE was asked for and is not defined");
#endif

	check(probable(argc > 0, 95) == 1, "probable(true, 95) is not 1");
	check(probable(argc < 0, 5) == 0, "probable(false, 5) is not 0");
	check(PROBABLE_PROBABLE(argc + 6, 50) == 1, "PROBABLE_PROBABLE(7, 50) is not 1");

	/* a 32-bit load at an odd address, against memcpy */
	memcpy(&want, buf + 1, sizeof want);
	got = get_unaligned_p((unsigned int *)(void *)(buf + 1), 100);
	check(got == want, "get_unaligned_p at buf + 1");
	/* a little-endian store at an odd address; its neighbours untouched */
	put_unaligned_le32_p(0x12345678u, out + 1, 100);
	check(memcmp(out, le, sizeof le) == 0, "put_unaligned_le32_p at out + 1");

	if (failed)
		return 1;
	printf("consumer OK: arch %s, high %d, profile %d\n", PROBABLE_ARCH, ARCH_PROBABILITY_HIGH, EXPECT_PROFILE);
	return 0;
}
