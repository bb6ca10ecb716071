/* SPDX-License-Identifier: MIT */
/*
 * probable-info.c - print what probable.h resolves to for the compiler and
 * flags it was built with: the arch, its three numbers and where each came
 * from, and what every pc from 0 to 100 becomes for probable() and for
 * get/put_unaligned_p().  `make` builds and runs it;
 * build it yourself with your project's flags (-DARCH=..., -D overrides,
 * -DPROBABLE_EXACT, a cross compiler) to see what they select.
 */
#include <stdio.h>
#include <probable.h>

static const char *hint_name(int hint)
{
	switch (hint) {
	case PROBABLE_HINT_LIKELY: return "likely   __builtin_expect(!!(c), 1)";
	case PROBABLE_HINT_UNLIKELY: return "unlikely __builtin_expect(!!(c), 0)";
	case PROBABLE_HINT_EXACT: return "exact    __builtin_expect_with_probability(!!(c), 1, pc/100.0)";
	default: return "none     !!(c)";
	}
}

static const char *access_name(int access)
{
	switch (access) {
	case PROBABLE_ACCESS_DIRECT: return "direct   *p (undefined behaviour if misaligned)";
	case PROBABLE_ACCESS_CHECKED: return "checked  aligned ? one aligned access : safe access (4+ bytes)";
	default: return "safe     packed-struct access, correct at any address";
	}
}

/* PROBABLE_HINT and PROBABLE_ACCESS need a constant only where the language
 * demands one; here they are evaluated at run time for each pc. */
static int hint_of(int pc) { return PROBABLE_HINT(pc); }
static int access_of(int pc) { return PROBABLE_ACCESS(pc); }

/* one line per run of pcs that map to the same value */
static void ranges(int (*of)(int), const char *(*name)(int))
{
	int pc, from = 0;

	for (pc = 1; pc <= 101; pc++) {
		if (pc == 101 || of(pc) != of(from)) {
			if (from == pc - 1)
				printf("  pc %3d       %s\n", from, name(of(from)));
			else
				printf("  pc %3d..%-3d  %s\n", from, pc - 1, name(of(from)));
			from = pc;
		}
	}
}

int main(void)
{
	printf("probable %s\n", PROBABLE_VERSION);
	printf("arch:                          %s\n", PROBABLE_ARCH);
	printf("ARCH_PROBABILITY_HIGH:         %3d  (%s)\n", ARCH_PROBABILITY_HIGH, PROBABLE_HIGH_SOURCE);
	printf("ARCH_PROBABILITY_LOW:          %3d  (%s)\n", ARCH_PROBABILITY_LOW, PROBABLE_LOW_SOURCE);
	printf("ARCH_ALIGNMENT_COST_THRESHOLD: %3d  (%s)\n", ARCH_ALIGNMENT_COST_THRESHOLD, PROBABLE_THRESHOLD_SOURCE);
	printf("ARCH_ALIGNMENT_TEST_BELOW:     %3d\n", ARCH_ALIGNMENT_TEST_BELOW);
#if defined(PROBABLE_EXACT)
	printf("PROBABLE_EXACT:                on\n");
#endif
	printf("probable(c, pc) becomes:\n");
	ranges(hint_of, hint_name);
	printf("get/put_unaligned_p(..., pc) become (pc: %% of accesses misaligned):\n");
	ranges(access_of, access_name);
	return 0;
}
