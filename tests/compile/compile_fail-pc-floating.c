/* SPDX-License-Identifier: MIT */
/* A floating pc (a probability written as 0.9, or 90.0) is refused. */
/* EXPECT: pc_must_have_integer_type|must have integer type|pc_must_be_an_integer_constant_expression */
/* EXPECT_CXX: probable_pc_must_be_an_integer_constant_expression<.*double|converted constant expression|not a valid template argument */
#include <probable.h>
int f(int x);
int f(int x)
{
#ifdef FAIL
	return probable(x > 3, 90.0);
#else
	return probable(x > 3, 90);
#endif
}
