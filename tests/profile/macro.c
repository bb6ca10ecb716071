/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/macro.c - a project with its own hint macros, pointed at
 * probable with PROBABLE_MACRO_SITE: the report's "expr" is the argument as
 * written (not macro-expanded), "line" the line of the LIKELY/UNLIKELY use,
 * "macro" the user's macro name.  1000 evaluations each:
 *
 *   err     UNLIKELY(ERR_isError(code)), ERR_isError a macro itself;
 *           code > ERR_MAX for i % 50 == 0: 20 true, declared 10
 *   lit     LIKELY(left >= 57-(9+9+8)), left = i % 100: 690 true, declared 90
 *   paren   LIKELY((i & 3) != 0): 750 true, declared 90
 *   plain   probable(i % 5 == 0, 20) beside them: 200 true, macro "probable"
 *
 * Builds and prints the same without -DPROBABLE_PROFILE.
 */
#include <probable.h>
#include <stdio.h>

#define LIKELY(x) PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)
#define UNLIKELY(x) PROBABLE_MACRO_SITE(UNLIKELY, x, #x, 10)

#define ERR_MAX 1000u
#define ERR_isError(c) ((c) > ERR_MAX)

static unsigned check(unsigned i)
{
	return i % 50 == 0 ? ERR_MAX + i + 1 : i;
}

int main(void)
{
	unsigned long sum = 0;
	unsigned i;

	for (i = 0; i < 1000; i++) {
		unsigned code = check(i), left = i % 100;
		if (UNLIKELY(ERR_isError(code))) /* @err */
			sum += 7;
		if (LIKELY(left >= 57-(9+9+8))) /* @lit */
			sum += left;
		if (LIKELY((i & 3) != 0)) /* @paren */
			sum ^= i;
		if (probable(i % 5 == 0, 20)) /* @plain */
			sum += 1;
	}
	printf("sum %lu\n", sum);
	return 0;
}
