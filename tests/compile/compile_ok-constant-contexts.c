/* SPDX-License-Identifier: MIT */
/*
 * probable() in constant expressions, wherever __builtin_expect(!!(c), k)
 * may stand: file-scope and static initializers, enum constants, case
 * labels, array sizes, _Static_assert / static_assert, and in C++ constexpr
 * functions and variables and template arguments.  The values are
 * asserted at compile time.
 *
 * pcs 0, 5, 95 and 100 are hinted on every shipped arch (LOW is at least 6
 * and HIGH at most 94), and are constants with every compiler.  A pc with
 * no hint (50) is one too, except in GNU C with GCC: there it calls an
 * identity function, because any __builtin_expect whose expected value is
 * not a constant hides the condition from GCC's heuristics (see
 * include/probable.h); PROBABLE_CONSTANT_NO_HINT_ says where it is.
 */
#include <probable.h>

#if defined(__cplusplus) || defined(__clang__) || !defined(__GNUC__)
#define NO_HINT_IS_CONSTANT 1
#else
#define NO_HINT_IS_CONSTANT 0
#endif

/* g++ before C++11 has no constexpr: there probable() is a function call,
 * as it is in any C++98 function-call context; only initializers remain */
#if defined(__cplusplus) && __cplusplus < 201103L && !defined(__clang__)
#define ICE_CONTEXTS 0
#elif defined(PROBABLE_PROFILE)
/* profile mode counts each evaluation: a site is code, never a constant */
#define ICE_CONTEXTS 0
#else
#define ICE_CONTEXTS 1
#endif

#define ASSERT_CAT_(a, b) a##b
#define ASSERT_XCAT_(a, b) ASSERT_CAT_(a, b)
/* a compile-time assertion in every C and C++ dialect */
#define CT_ASSERT(e) typedef char ASSERT_XCAT_(ct_assert_, __LINE__)[(e) ? 1 : -1]

/* file scope and static initializers */
#if defined(PROBABLE_PROFILE) /* a counted site is code, not an initializer */
static const long init_likely = 1, init_unlikely = 0;
long global_init[] = { 0 };
#else
static const long init_likely = probable(3 > 2, 95);
static const long init_unlikely = probable(3 < 2, 5);
long global_init[] = { probable(1, 0), probable(0, 100), probable(7, 99) };
#endif
#if NO_HINT_IS_CONSTANT && ICE_CONTEXTS
static const long init_none = probable(2 + 2 == 4, 50);
#endif

#if ICE_CONTEXTS
/* enum constants */
enum ctx_enum {
	CTX_ONE = probable(sizeof(int) >= 2, 100),
	CTX_ZERO = probable(sizeof(int) == 0, 0),
	CTX_TWO = probable(1, 95) + probable(-1, 5)
#if NO_HINT_IS_CONSTANT
	, CTX_NONE = probable(1, 50)
#endif
};
CT_ASSERT(CTX_ONE == 1 && CTX_ZERO == 0 && CTX_TWO == 2);

/* array sizes */
CT_ASSERT(sizeof(char[probable(5, 95) + 1]) == 2);
CT_ASSERT(probable(probable(1, 99) && probable(0, 1), 5) == 0); /* nested */

#if !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(probable(3, 100) == 1, "_Static_assert");
#endif
#if defined(__cplusplus) && __cplusplus >= 201103L
static_assert(probable(3, 100) == 1 && probable(0.0, 0) == 0, "static_assert");
static_assert(probable(3, 50) == 1 && probable(static_cast<int *>(0), 50) == 0, "static_assert, no hint");

/* constexpr functions (C++11: one return statement) and variables */
constexpr int ctx_f(int v) { return probable(v > 0, 50) ? 1 : 2; }
constexpr int ctx_g(int v) { return probable(v > 0, 95) ? 1 : 2; }
constexpr int ctx_h(int v) { return probable(probable(v > 0, 5) || probable(v < -5, 99), 50) ? 3 : 4; }
static_assert(ctx_f(3) == 1 && ctx_f(-3) == 2, "constexpr function, no hint");
static_assert(ctx_g(3) == 1 && ctx_g(-3) == 2, "constexpr function, hinted");
static_assert(ctx_h(1) == 3 && ctx_h(-9) == 3 && ctx_h(0) == 4, "constexpr function, nested");
constexpr long ctx_v = probable(sizeof(long) > 1, 50) + probable(1, 0) + probable(1, 100);
static_assert(ctx_v == 3, "constexpr variable");
constexpr long ctx_pc = 95;
static_assert(probable(1, ctx_pc) == 1, "a constexpr variable as pc");

/* template arguments */
template <long N> struct ctx_t { enum { value = N }; };
static_assert(ctx_t<probable(2, 50)>::value == 1, "template argument, no hint");
static_assert(ctx_t<probable(0, 99)>::value == 0, "template argument, likely");
static_assert(ctx_t<probable(9, 1)>::value == 1, "template argument, unlikely");
/* a pc that is itself a template parameter */
template <int Pc> struct ctx_pc_t { enum { value = probable(Pc > 10, Pc) }; };
static_assert(ctx_pc_t<0>::value == 0 && ctx_pc_t<50>::value == 1 && ctx_pc_t<100>::value == 1,
	      "pc from a template parameter");
#endif

#endif /* ICE_CONTEXTS */

/* case labels */
int ctx_switch(int x);
int ctx_switch(int x)
{
#if ICE_CONTEXTS
	static const long local_init = probable(1, 100); /* block-scope static */
	switch (x) {
	case probable(1, 95) + 10: return 11 + (int)local_init;
	case probable(0, 5) + 20: return 20;
	case probable(2, 0) + 30: return 31;
#if NO_HINT_IS_CONSTANT
	case probable(0, 50) + 40: return 40;
#endif
	default: return (int)(init_likely + init_unlikely + global_init[0] + CTX_ONE
#if NO_HINT_IS_CONSTANT
			      + init_none + CTX_NONE
#endif
			      );
	}
#else
	return x + (int)(init_likely + init_unlikely + global_init[0]);
#endif
}
