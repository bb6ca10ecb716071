/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/probable.c - the promises of probable(cond, pc), as a cmocka suite.
 *
 * Built several times by the Makefile: C99 and C11, C++, gcc, clang and tcc,
 * -O0 and -O2, and with -DPROBABLE_EXACT, so every expansion form is run.
 * -DEXPECT_ARCH="name" makes test_arch_name check the selected arch.
 * Constant-expression contexts are compile-time checks:
 * tests/compile/compile_ok-constant-contexts.c; here their values are
 * checked again at run time, from objects initialised with probable().
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#ifdef __cplusplus
extern "C" {
#endif
#include <cmocka.h>
#ifdef __cplusplus
}
#endif

#include <probable.h>

#ifndef __cplusplus
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#include <stdbool.h>
#endif
#endif

/* The pcs EACH_PC uses, for messages: they cover every class (likely, none,
 * unlikely) on every shipped arch header. */
static const int pcs_for_report[] = { 0, 1, 5, 10, 20, 50, 80, 90, 95, 99, 100 };

/* probable() with every constant pc we care about, on one value. */
#define EACH_PC(cond, out) do { \
	(out)[0] = probable(cond, 0); \
	(out)[1] = probable(cond, 1); \
	(out)[2] = probable(cond, 5); \
	(out)[3] = probable(cond, 10); \
	(out)[4] = probable(cond, 20); \
	(out)[5] = probable(cond, 50); \
	(out)[6] = probable(cond, 80); \
	(out)[7] = probable(cond, 90); \
	(out)[8] = probable(cond, 95); \
	(out)[9] = probable(cond, 99); \
	(out)[10] = probable(cond, 100); \
} while (0)
#define NPCS 11

static void assert_all_equal(const int *got, int want)
{
	int i;
	for (i = 0; i < NPCS; i++) {
		if (got[i] != want)
			print_error("pc=%d gave %d, want %d\n", pcs_for_report[i], got[i], want);
		assert_int_equal(got[i], want);
	}
}

/* ---- value: exactly !!(cond) for every scalar kind ---------------------- */

static void test_value_of_integers_is_not_not_cond(void **state)
{
	int got[NPCS];
	long long big = 1LL << 40;
	unsigned long long top = 1ULL << 63; /* truncating to int would give 0 */
	signed char sc = -1;
	unsigned char uc = 255;
	short s = -32000;
	unsigned short us = 0;
	long l = -1L;
	size_t z = 0;
	(void)state;

	EACH_PC(big, got);  assert_all_equal(got, 1);
	EACH_PC(top, got);  assert_all_equal(got, 1);
	EACH_PC(sc, got);   assert_all_equal(got, 1);
	EACH_PC(uc, got);   assert_all_equal(got, 1);
	EACH_PC(s, got);    assert_all_equal(got, 1);
	EACH_PC(us, got);   assert_all_equal(got, 0);
	EACH_PC(l, got);    assert_all_equal(got, 1);
	EACH_PC(z, got);    assert_all_equal(got, 0);
	EACH_PC(42, got);   assert_all_equal(got, 1);
	EACH_PC(-7, got);   assert_all_equal(got, 1);
	EACH_PC(0, got);    assert_all_equal(got, 0);
	EACH_PC('\0', got); assert_all_equal(got, 0);
}

static void test_value_of_floating_is_not_not_cond(void **state)
{
	int got[NPCS];
	volatile float fz = 0.0f, fnz = -0.0f, fh = 0.5f;
	volatile double dtiny = 1e-300, dz = 0.0;
	volatile long double ld = 0.25L;
	double nan_value = (double)NAN;
	(void)state;

	EACH_PC(fz, got);        assert_all_equal(got, 0);
	EACH_PC(fnz, got);       assert_all_equal(got, 0); /* -0.0 is false */
	EACH_PC(fh, got);        assert_all_equal(got, 1); /* not truncated */
	EACH_PC(dtiny, got);     assert_all_equal(got, 1);
	EACH_PC(dz, got);        assert_all_equal(got, 0);
	EACH_PC(ld, got);        assert_all_equal(got, 1);
	EACH_PC(nan_value, got); assert_all_equal(got, 1); /* NaN != 0 */
}

static int some_function(void) { return 1; }

static void test_value_of_pointers_is_not_not_cond(void **state)
{
	int got[NPCS];
	int x = 0;
	int *p = &x, *null = NULL;
	const void *cv = "s";
	int (*fp)(void) = some_function;
	int (*nfp)(void) = NULL;
	(void)state;

	EACH_PC(p, got);    assert_all_equal(got, 1);
	EACH_PC(null, got); assert_all_equal(got, 0);
	EACH_PC(cv, got);   assert_all_equal(got, 1);
	EACH_PC(fp, got);   assert_all_equal(got, 1);
	EACH_PC(nfp, got);  assert_all_equal(got, 0);
	assert_int_equal(fp(), 1);
}

enum colour { RED, GREEN };

static void test_value_of_bool_and_enum_is_not_not_cond(void **state)
{
	int got[NPCS];
	enum colour c = GREEN, r = RED;
#if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
	bool t = true, f = false;
	EACH_PC(t, got); assert_all_equal(got, 1);
	EACH_PC(f, got); assert_all_equal(got, 0);
#endif
	(void)state;
	EACH_PC(c, got); assert_all_equal(got, 1);
	EACH_PC(r, got); assert_all_equal(got, 0);
}

/*
 * The type is int (C) or int (C++): "int r = probable(...)" must be
 * warning-free under -Wconversion, which the kernel's long-valued
 * __builtin_expect is not.
 */
static void test_value_has_type_int(void **state)
{
	(void)state;
	assert_int_equal(sizeof(probable(1ULL << 63, 50)), sizeof(int));
	assert_int_equal(sizeof(probable(2.5, 100)), sizeof(int));
	assert_int_equal(sizeof(probable((char)1, 0)), sizeof(int));
	assert_int_equal(sizeof(PROBABLE_PROBABLE(1, 95)), sizeof(int));
#if !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
	assert_int_equal(_Generic(probable(1.0, 0), int: 1, default: 0), 1);
	assert_int_equal(_Generic(probable((char *)0, 50), int: 1, default: 0), 1);
	assert_int_equal(_Generic(probable(1ULL, 100), int: 1, default: 0), 1);
#endif
}

/* ---- pc: any integer type, any integer constant expression ---------------- */

enum pc_enum { PC_ENUM_RARE = 3, PC_ENUM_OFTEN = 97 };

static void test_pc_of_every_integer_type(void **state)
{
	int x = 4, zero = 0;
	(void)state;
	/* unsigned, wider than int, narrower than int, enum, sizeof, char */
	assert_int_equal(probable(x, 50u), 1);
	assert_int_equal(probable(x, 90UL), 1);
	assert_int_equal(probable(x, 100ULL), 1);
	assert_int_equal(probable(zero, 0LL), 0);
	assert_int_equal(probable(zero, (unsigned char)5), 0);
	assert_int_equal(probable(x, (short)95), 1);
	assert_int_equal(probable(x, PC_ENUM_OFTEN), 1);
	assert_int_equal(probable(zero, PC_ENUM_RARE), 0);
	assert_int_equal(probable(x, sizeof(int) * 20), 1);
	assert_int_equal(probable(x, 'A' - 60), 1);
#if defined(__cplusplus)
	assert_int_equal(probable(x, true), 1);
#endif
}

/* ---- cond is evaluated exactly once, whatever the pc ------------------- */

static int calls;
static int counted(int v) { calls++; return v; }

static void test_cond_evaluated_once(void **state)
{
	int n, got[NPCS];
	(void)state;

	calls = 0;
	EACH_PC(counted(3), got);
	assert_all_equal(got, 1);
	assert_int_equal(calls, NPCS);

	n = 0;
	(void)probable(n++, 0);
	(void)probable(n++, 50);
	(void)probable(n++, 100);
	assert_int_equal(n, 3);

	calls = 0;
	(void)probable(probable(counted(1), 95) + probable(counted(0), 5), 50);
	assert_int_equal(calls, 2);
}

/* ---- nesting -------------------------------------------------------------- */

static void test_nesting_keeps_values(void **state)
{
	int a, b;
	(void)state;
	for (a = 0; a < 2; a++) {
		for (b = 0; b < 2; b++) {
			assert_int_equal(probable(probable(a, 90) && probable(b, 10), 50), a && b);
			assert_int_equal(probable(probable(a, 99) || probable(!b, 1), 100), a || !b);
		}
	}
	/* six deep: the inner value survives every level */
	a = 7;
	assert_int_equal(probable(probable(probable(probable(probable(probable(a, 95), 5), 50), 100), 0), 90), 1);
	a = 0;
	assert_int_equal(probable(probable(probable(probable(probable(probable(a, 95), 5), 50), 100), 0), 90), 0);
}

/* ---- every context where a call returning int may stand ------------------- */

static int passthrough(int v) { return v; }
static int returns_probable(int x) { return probable(x > 2, 95); }

static void test_usable_in_every_expression_context(void **state)
{
	int i, n, x = 5, hits = 0;
	int table[2] = { 10, 20 };
	(void)state;

	if (probable(x == 5, 90)) hits++;
	if (!probable(x == 5, 10)) hits += 100;
	assert_int_equal(hits, 1);

	n = 0; i = 0;
	while (probable(i < 7, 95)) { i++; n++; }
	assert_int_equal(n, 7);

	n = 0;
	for (i = 0; probable(i < 4, 80); i++) n++;
	assert_int_equal(n, 4);

	n = 0; i = 0;
	do { n++; } while (probable(++i < 3, 66));
	assert_int_equal(n, 3);

	assert_int_equal(probable(x, 50) ? 11 : 22, 11);
	assert_int_equal(probable(x > 1, 99) && probable(x < 9, 99), 1);
	assert_int_equal(probable(x > 9, 1) || probable(x == 5, 50), 1);
	assert_int_equal(returns_probable(3), 1);
	assert_int_equal(returns_probable(1), 0);
	assert_int_equal(passthrough(probable(x, 100)), 1);
	assert_int_equal(table[probable(x, 100)], 20);
	assert_int_equal(probable(x, 90) + probable(x, 10) + probable(0, 50), 2);

	switch (probable(x == 5, 50)) {
	case 1: hits = 42; break;
	default: hits = -1; break;
	}
	assert_int_equal(hits, 42);

	{
		int initialised = probable(x != 5, 3);
		assert_int_equal(initialised, 0);
	}
	i = (x++, probable(x == 6, 50));
	assert_int_equal(i, 1);
}

/* ---- constant expressions: initialisers, enums, case labels ------------- */

#if !defined(__cplusplus) || __cplusplus >= 201103L || defined(__clang__)
enum probable_constant_enum {
	CONST_ONE = probable(sizeof(int) > 1, 100),
	CONST_ZERO = probable(sizeof(int) == 1, 0)
};
static const long const_init[] = { probable(2, 95), probable(0, 5), probable(-1, 99) };

static void test_constant_contexts(void **state)
{
	int i, hits = 0;
	(void)state;
	assert_int_equal(CONST_ONE, 1);
	assert_int_equal(CONST_ZERO, 0);
	assert_int_equal(const_init[0], 1);
	assert_int_equal(const_init[1], 0);
	assert_int_equal(const_init[2], 1);
	for (i = 0; i < 3; i++) {
		switch (i) {
		case probable(0, 1): hits += 1; break;
		case probable(1, 99): hits += 10; break;
		default: hits += 100; break;
		}
	}
	assert_int_equal(hits, 111);
}
#else
static void test_constant_contexts(void **state)
{
	(void)state; /* g++ before C++11: no constexpr, nothing to check */
}
#endif

/* ---- introspection ------------------------------------------------------------ */

/* A constant expression: usable where the language demands one. */
#if defined(__cplusplus) && __cplusplus >= 201103L
static_assert(PROBABLE_HINT(50) == PROBABLE_HINT_NONE || PROBABLE_HINT(50) == PROBABLE_HINT_EXACT,
	      "pc 50 is never hinted by a shipped arch header");
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(PROBABLE_HINT(50) == PROBABLE_HINT_NONE || PROBABLE_HINT(50) == PROBABLE_HINT_EXACT,
	       "pc 50 is never hinted by a shipped arch header");
#endif
typedef char hint_sizes_an_array[PROBABLE_HINT(100) + 2];

static void test_hint_follows_arch_thresholds(void **state)
{
	int pc;
	(void)state;
	assert_true(sizeof(hint_sizes_an_array) >= 1);
	assert_true(ARCH_PROBABILITY_HIGH > ARCH_PROBABILITY_LOW);
	for (pc = 0; pc <= 100; pc++) {
		int want;
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
		want = PROBABLE_HINT_EXACT;
#else
		want = pc > ARCH_PROBABILITY_HIGH ? PROBABLE_HINT_LIKELY
		     : pc < ARCH_PROBABILITY_LOW ? PROBABLE_HINT_UNLIKELY
		     : PROBABLE_HINT_NONE;
#endif
		assert_int_equal(PROBABLE_HINT(pc), want);
	}
}

static void test_arch_name(void **state)
{
	/* string literal: concatenates with others */
	const char *name = "" PROBABLE_ARCH "";
	(void)state;
	assert_true(strlen(name) > 0);
	assert_true(strlen(PROBABLE_ARCH_SOURCE) > 0);
#ifdef EXPECT_ARCH
	assert_string_equal(name, EXPECT_ARCH);
#endif
}

static void test_exact_mode_takes_every_pc(void **state)
{
	(void)state;
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
	assert_int_equal(PROBABLE_HINT(0), PROBABLE_HINT_EXACT);
	assert_int_equal(PROBABLE_HINT(50), PROBABLE_HINT_EXACT);
	assert_int_equal(PROBABLE_HINT(100), PROBABLE_HINT_EXACT);
#else
	assert_int_not_equal(PROBABLE_HINT(50), PROBABLE_HINT_EXACT);
#endif
}

/* ---- PROBABLE_COLD ---------------------------------------------------------- */

static int cold_calls;
PROBABLE_COLD static void report_error(void) { cold_calls++; }

static void test_cold_function_still_runs(void **state)
{
	int i;
	(void)state;
	for (i = 0; i < 10; i++)
		if (i == 9)
			report_error();
	assert_int_equal(cold_calls, 1);
}

/* ---- names ---------------------------------------------------------------------- */

static void test_prefixed_name_equals_short_name(void **state)
{
	int x = 3;
	(void)state;
	assert_int_equal(PROBABLE_PROBABLE(x, 95), probable(x, 95));
	assert_int_equal(PROBABLE_PROBABLE(x - 3, 5), 0);
#if defined(likely) || defined(unlikely) || defined(get_unaligned) || defined(put_unaligned)
	fail_msg("probable.h defined a name that belongs to the host project");
#endif
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_value_of_integers_is_not_not_cond),
		cmocka_unit_test(test_value_of_floating_is_not_not_cond),
		cmocka_unit_test(test_value_of_pointers_is_not_not_cond),
		cmocka_unit_test(test_value_of_bool_and_enum_is_not_not_cond),
		cmocka_unit_test(test_value_has_type_int),
		cmocka_unit_test(test_pc_of_every_integer_type),
		cmocka_unit_test(test_cond_evaluated_once),
		cmocka_unit_test(test_nesting_keeps_values),
		cmocka_unit_test(test_usable_in_every_expression_context),
		cmocka_unit_test(test_constant_contexts),
		cmocka_unit_test(test_hint_follows_arch_thresholds),
		cmocka_unit_test(test_arch_name),
		cmocka_unit_test(test_exact_mode_takes_every_pc),
		cmocka_unit_test(test_cold_function_still_runs),
		cmocka_unit_test(test_prefixed_name_equals_short_name),
	};
	return cmocka_run_group_tests_name("probable", tests, NULL, NULL);
}
