/* SPDX-License-Identifier: MIT */
/*
 * tools/cross/minicmocka/cmocka.h - the part of cmocka's API that the suites
 * in tests/unit/ use, written for this project, so that `make cross-test`
 * needs no cmocka for the target (no source package, no network).
 *
 * tools/cross/cmocka.sh compiles cmocka.c beside this file into
 * build/cross/TRIPLET/lib/libcmocka.a with the cross gcc; a suite includes
 * <cmocka.h> and links -lcmocka as it does with the real one.
 *
 * What it has: unit tests with optional setup/teardown and initial state,
 * groups with optional group setup/teardown, the assert_* macros of cmocka
 * 1.1 (integers, booleans, pointers, NULL, memory, strings, ranges, sets,
 * return codes, floats), fail(), fail_msg(), skip(), print_message(),
 * print_error(), and test_malloc() and friends as the C library's.
 * What it has not: mocks (will_return, mock, expect_*, check_expected),
 * leak checks, XML/TAP/subunit output, test filters.  A suite that uses
 * them does not compile against this header: add what it needs here and to
 * tests/cross/offline.sh's self-check.
 *
 * The output is the lines of cmocka's standard format that
 * tools/cross/run.sh and tests/lib/run.sh read ("[ RUN      ] name",
 * "[       OK ] name", "[  FAILED  ] name", "[==========] group: N
 * test(s) run.", "[  PASSED  ] N test(s).", "[  FAILED  ] N test(s),
 * listed below:", "[  SKIPPED ] N test(s), listed below:"), all on stdout
 * and flushed line by line so that a log of stdout and stderr keeps the
 * order.  A signal that kills a test (SIGSEGV, SIGBUS, SIGILL, SIGFPE)
 * fails that test and the group goes on, as with cmocka.  The group's
 * return value is the number of tests that failed.
 */
#ifndef MINICMOCKA_CMOCKA_H
#define MINICMOCKA_CMOCKA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* says which cmocka a binary was built with (see tools/cross/cmocka.sh) */
#define MINICMOCKA 1

#if defined(__GNUC__)
#define MINICMOCKA_NORETURN_ __attribute__((__noreturn__))
#define MINICMOCKA_PRINTF_(f, a) __attribute__((__format__(__printf__, f, a)))
#else
#define MINICMOCKA_NORETURN_
#define MINICMOCKA_PRINTF_(f, a)
#endif

typedef uintmax_t LargestIntegralType;
typedef void (*CMUnitTestFunction)(void **state);
typedef int (*CMFixtureFunction)(void **state);

struct CMUnitTest {
	const char *name;
	CMUnitTestFunction test_func;
	CMFixtureFunction setup_func;
	CMFixtureFunction teardown_func;
	void *initial_state;
};

/* ---- tests and groups ---------------------------------------------------- */

#define cmocka_unit_test(f) { #f, f, NULL, NULL, NULL }
#define cmocka_unit_test_setup(f, setup) { #f, f, setup, NULL, NULL }
#define cmocka_unit_test_teardown(f, teardown) { #f, f, NULL, teardown, NULL }
#define cmocka_unit_test_setup_teardown(f, setup, teardown) { #f, f, setup, teardown, NULL }
#define cmocka_unit_test_prestate(f, state) { #f, f, NULL, NULL, state }
#define cmocka_unit_test_prestate_setup_teardown(f, setup, teardown, state) \
	{ #f, f, setup, teardown, state }

#define cmocka_run_group_tests(tests, group_setup, group_teardown) \
	minicmocka_run_group(#tests, tests, sizeof(tests) / sizeof((tests)[0]), group_setup, group_teardown)
#define cmocka_run_group_tests_name(name, tests, group_setup, group_teardown) \
	minicmocka_run_group(name, tests, sizeof(tests) / sizeof((tests)[0]), group_setup, group_teardown)

int minicmocka_run_group(const char *group_name, const struct CMUnitTest *tests, size_t count,
			 CMFixtureFunction group_setup, CMFixtureFunction group_teardown);

/* ---- messages -------------------------------------------------------------- */

void print_message(const char *format, ...) MINICMOCKA_PRINTF_(1, 2);
void print_error(const char *format, ...) MINICMOCKA_PRINTF_(1, 2);

/* ---- failing and skipping ------------------------------------------------ */

void minicmocka_fail(const char *file, int line, const char *format, ...)
	MINICMOCKA_NORETURN_ MINICMOCKA_PRINTF_(3, 4);
void minicmocka_skip(const char *file, int line) MINICMOCKA_NORETURN_;

#define fail() minicmocka_fail(__FILE__, __LINE__, "Failure!")
#define fail_msg(...) minicmocka_fail(__FILE__, __LINE__, __VA_ARGS__)
#define skip() minicmocka_skip(__FILE__, __LINE__)

/* ---- assertions ------------------------------------------------------------ */

/* Each macro hands the values, the source text and the place to a function
 * that fails the running test when the check does not hold.  Integers are
 * compared as cmocka does, converted to LargestIntegralType; pointers
 * through uintptr_t. */
#define MINICMOCKA_INT_(v) ((LargestIntegralType)(v))
#define MINICMOCKA_PTR_(p) ((LargestIntegralType)(uintptr_t)(p))

void minicmocka_check_true(int holds, const char *text, const char *file, int line);
void minicmocka_check_int(LargestIntegralType a, LargestIntegralType b, int want_equal, const char *file,
			  int line);
void minicmocka_check_ptr(LargestIntegralType a, LargestIntegralType b, int want_equal, const char *file,
			  int line);
void minicmocka_check_null(LargestIntegralType p, int want_null, const char *text, const char *file,
			   int line);
void minicmocka_check_memory(const void *a, const void *b, size_t size, int want_equal, const char *file,
			     int line);
void minicmocka_check_string(const char *a, const char *b, int want_equal, const char *file, int line);
void minicmocka_check_range(LargestIntegralType v, LargestIntegralType min, LargestIntegralType max,
			    int want_inside, const char *file, int line);
void minicmocka_check_set(LargestIntegralType v, const LargestIntegralType *set, size_t count,
			  int want_inside, const char *file, int line);
void minicmocka_check_return_code(LargestIntegralType rc, int error, const char *text, const char *file,
				  int line);
void minicmocka_check_float(double a, double b, double epsilon, int want_equal, const char *file, int line);

#define assert_true(c) minicmocka_check_true((c) ? 1 : 0, #c, __FILE__, __LINE__)
#define assert_false(c) minicmocka_check_true((c) ? 0 : 1, "!(" #c ")", __FILE__, __LINE__)
#define assert_int_equal(a, b) \
	minicmocka_check_int(MINICMOCKA_INT_(a), MINICMOCKA_INT_(b), 1, __FILE__, __LINE__)
#define assert_int_not_equal(a, b) \
	minicmocka_check_int(MINICMOCKA_INT_(a), MINICMOCKA_INT_(b), 0, __FILE__, __LINE__)
#define assert_ptr_equal(a, b) \
	minicmocka_check_ptr(MINICMOCKA_PTR_(a), MINICMOCKA_PTR_(b), 1, __FILE__, __LINE__)
#define assert_ptr_not_equal(a, b) \
	minicmocka_check_ptr(MINICMOCKA_PTR_(a), MINICMOCKA_PTR_(b), 0, __FILE__, __LINE__)
#define assert_null(p) minicmocka_check_null(MINICMOCKA_PTR_(p), 1, #p, __FILE__, __LINE__)
#define assert_non_null(p) minicmocka_check_null(MINICMOCKA_PTR_(p), 0, #p, __FILE__, __LINE__)
#define assert_memory_equal(a, b, size) \
	minicmocka_check_memory((const void *)(a), (const void *)(b), (size_t)(size), 1, __FILE__, __LINE__)
#define assert_memory_not_equal(a, b, size) \
	minicmocka_check_memory((const void *)(a), (const void *)(b), (size_t)(size), 0, __FILE__, __LINE__)
#define assert_string_equal(a, b) \
	minicmocka_check_string((const char *)(a), (const char *)(b), 1, __FILE__, __LINE__)
#define assert_string_not_equal(a, b) \
	minicmocka_check_string((const char *)(a), (const char *)(b), 0, __FILE__, __LINE__)
#define assert_in_range(v, min, max) \
	minicmocka_check_range(MINICMOCKA_INT_(v), MINICMOCKA_INT_(min), MINICMOCKA_INT_(max), 1, __FILE__, __LINE__)
#define assert_not_in_range(v, min, max) \
	minicmocka_check_range(MINICMOCKA_INT_(v), MINICMOCKA_INT_(min), MINICMOCKA_INT_(max), 0, __FILE__, __LINE__)
#define assert_in_set(v, set, count) \
	minicmocka_check_set(MINICMOCKA_INT_(v), set, (size_t)(count), 1, __FILE__, __LINE__)
#define assert_not_in_set(v, set, count) \
	minicmocka_check_set(MINICMOCKA_INT_(v), set, (size_t)(count), 0, __FILE__, __LINE__)
#define assert_return_code(rc, error) \
	minicmocka_check_return_code(MINICMOCKA_INT_(rc), (int)(error), #rc, __FILE__, __LINE__)
#define assert_float_equal(a, b, epsilon) \
	minicmocka_check_float((double)(a), (double)(b), (double)(epsilon), 1, __FILE__, __LINE__)
#define assert_float_not_equal(a, b, epsilon) \
	minicmocka_check_float((double)(a), (double)(b), (double)(epsilon), 0, __FILE__, __LINE__)

/* ---- allocation: the C library's (no leak check) ---------------------------- */

void *minicmocka_malloc(size_t size);
void *minicmocka_calloc(size_t count, size_t size);
void *minicmocka_realloc(void *p, size_t size);
void minicmocka_free(void *p);
#define test_malloc(size) minicmocka_malloc(size)
#define test_calloc(count, size) minicmocka_calloc(count, size)
#define test_realloc(p, size) minicmocka_realloc(p, size)
#define test_free(p) minicmocka_free(p)

#ifdef __cplusplus
}
#endif

#endif /* MINICMOCKA_CMOCKA_H */
