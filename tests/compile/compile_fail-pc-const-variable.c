/* SPDX-License-Identifier: MIT */
/*
 * A pc in a const variable is not an integer constant expression in C
 * (Clang would fold it as a GNU extension, GCC at -O2 likewise in places):
 * refused by name, at every optimisation level.  In C++ such a variable is
 * a constant expression, so there a variable that is not const is used.
 */
/* EXPECT: pc_must_be_an_integer_constant_expression */
#include <probable.h>
#ifdef __cplusplus
static int probable_test_pc = 50;
#else
static const int probable_test_pc = 50;
#endif
int f(int x);
int f(int x)
{
#ifdef FAIL
	return probable(x > 3, probable_test_pc) != 0;
#else
	return probable(x > 3, 50) + probable_test_pc != 0;
#endif
}
