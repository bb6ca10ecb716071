/* SPDX-License-Identifier: MIT */
/*
 * probable-info.c - print what probable.h resolves to for the compiler and
 * flags it was built with: the arch, its three numbers and where each came
 * from, and what every pc from 0 to 100 becomes.  `make` builds and runs it;
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

/* PROBABLE_HINT needs a constant only where the language demands one;
 * here it is evaluated at run time for each pc. */
static int hint_of(int pc) { return PROBABLE_HINT(pc); }

int main(void)
{
	int pc, from = 0;

	printf("probable %s\n", PROBABLE_VERSION);
	printf("arch:                          %s\n", PROBABLE_ARCH);
	printf("ARCH_PROBABILITY_HIGH:         %3d  (%s)\n", ARCH_PROBABILITY_HIGH, PROBABLE_HIGH_SOURCE);
	printf("ARCH_PROBABILITY_LOW:          %3d  (%s)\n", ARCH_PROBABILITY_LOW, PROBABLE_LOW_SOURCE);
	printf("ARCH_ALIGNMENT_COST_THRESHOLD: %3d  (%s)\n", ARCH_ALIGNMENT_COST_THRESHOLD, PROBABLE_THRESHOLD_SOURCE);
#if defined(PROBABLE_EXACT)
	printf("PROBABLE_EXACT:                on\n");
#endif
	printf("probable(c, pc) becomes:\n");
	for (pc = 1; pc <= 101; pc++) {
		if (pc == 101 || hint_of(pc) != hint_of(from)) {
			if (from == pc - 1)
				printf("  pc %3d       %s\n", from, hint_name(hint_of(from)));
			else
				printf("  pc %3d..%-3d  %s\n", from, pc - 1, hint_name(hint_of(from)));
			from = pc;
		}
	}
	return 0;
}
