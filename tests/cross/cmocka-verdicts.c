/* SPDX-License-Identifier: MIT */
/*
 * tests/cross/cmocka-verdicts.c - a cmocka group whose verdicts are known:
 * each test's name says what the runner must report for it (pass_, fail_,
 * skip_).  tests/cross/offline.sh builds it against the real cmocka and
 * against tools/cross/minicmocka (natively and for a cross target under
 * qemu) and checks that both report every test as its name says, with the
 * same totals and exit status: the fallback can fail a test, not only pass
 * it.  The message lines a failing check prints are checked there too
 * (minicmocka's only: the real cmocka words them its own way).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <cmocka.h>

static int after_failure; /* set by a line that a failed check must skip */
static int fixture_value = 42;
static int teardowns;

static void pass_int(void **state)
{
	(void)state;
	assert_int_equal(3, 3);
	assert_int_equal(-1, -1);
	assert_int_not_equal(3, 4);
	assert_int_equal((unsigned char)200, 200u);
	assert_int_equal(UINT64_MAX, UINT64_MAX);
}

static void fail_int_equal(void **state)
{
	(void)state;
	assert_int_equal(3, 4);
	after_failure = 1;
}

static void fail_int_not_equal(void **state)
{
	(void)state;
	assert_int_not_equal(-7, -7);
}

static void fail_int_wide(void **state)
{
	/* differs above bit 31: compared at full width on 32-bit targets too */
	(void)state;
	assert_int_equal(UINT64_C(0x100000000), UINT64_C(0));
}

static void pass_not_reached(void **state)
{
	(void)state;
	assert_int_equal(after_failure, 0);
}

static void pass_true_false(void **state)
{
	int x = 1;
	(void)state;
	assert_true(x == 1);
	assert_false(x == 2);
	assert_false(0);
}

static void fail_true(void **state)
{
	int zero = 0;
	(void)state;
	assert_true(zero);
}

static void fail_false(void **state)
{
	(void)state;
	assert_false(1 + 1 == 2);
}

static void pass_pointers(void **state)
{
	int a[2];
	void *none = NULL;
	(void)state;
	assert_ptr_equal(&a[0], a);
	assert_ptr_not_equal(&a[0], &a[1]);
	assert_null(none);
	assert_non_null(a);
}

static void fail_ptr_equal(void **state)
{
	int a[2];
	(void)state;
	assert_ptr_equal(&a[0], &a[1]);
}

static void fail_null(void **state)
{
	int a;
	(void)state;
	assert_null(&a);
}

static void fail_non_null(void **state)
{
	const char *none = NULL;
	(void)state;
	assert_non_null(none);
}

static void pass_memory(void **state)
{
	const unsigned char x[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	unsigned char y[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	(void)state;
	assert_memory_equal(x, y, sizeof(x));
	y[7] = 0;
	assert_memory_not_equal(x, y, sizeof(x));
	assert_memory_equal(x, y, 7);
}

static void fail_memory_equal(void **state)
{
	const unsigned char x[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	unsigned char y[8] = { 1, 2, 3, 4, 5, 0, 7, 8 };
	(void)state;
	assert_memory_equal(x, y, sizeof(x));
}

static void fail_memory_not_equal(void **state)
{
	const unsigned char x[4] = { 9, 9, 9, 9 };
	(void)state;
	assert_memory_not_equal(x, x, sizeof(x));
}

static void pass_strings(void **state)
{
	char s[4] = "abc";
	(void)state;
	assert_string_equal(s, "abc");
	assert_string_not_equal(s, "abd");
}

static void fail_string_equal(void **state)
{
	(void)state;
	assert_string_equal("mips", "sparc");
}

static void pass_ranges_and_sets(void **state)
{
	const LargestIntegralType set[] = { 2, 3, 5, 7 };
	(void)state;
	assert_in_range(5, 1, 10);
	assert_not_in_range(11, 1, 10);
	assert_in_set(5, set, 4);
	assert_not_in_set(4, set, 4);
}

static void fail_in_range(void **state)
{
	(void)state;
	assert_in_range(0, 1, 10);
}

static void fail_in_set(void **state)
{
	const LargestIntegralType set[] = { 2, 3, 5, 7 };
	(void)state;
	assert_in_set(9, set, 4);
}

static void fail_return_code(void **state)
{
	(void)state;
	assert_return_code(-1, 2);
}

static void fail_plain(void **state)
{
	(void)state;
	fail();
}

static void fail_with_message(void **state)
{
	(void)state;
	fail_msg("the reason is %d", 42);
}

static void skip_this(void **state)
{
	(void)state;
	skip();
	after_failure = 2;
}

static void fail_signal(void **state)
{
	(void)state;
	raise(SIGSEGV);
	after_failure = 3;
}

static void fail_signal_again(void **state)
{
	/* the first signal must not have left it blocked */
	(void)state;
	raise(SIGFPE);
}

static void pass_after_signals(void **state)
{
	(void)state;
	assert_int_equal(after_failure, 0);
	print_message("verdicts: message %d\n", 7);
}

static int set_state(void **state)
{
	*state = &fixture_value;
	return 0;
}

static int count_teardown(void **state)
{
	(void)state;
	teardowns++;
	return 0;
}

static int failing_setup(void **state)
{
	(void)state;
	return -1;
}

static void pass_setup_gives_state(void **state)
{
	assert_ptr_equal(*state, &fixture_value);
	assert_int_equal(*(int *)*state, 42);
}

static void pass_teardown_ran(void **state)
{
	(void)state;
	assert_int_equal(teardowns, 1);
}

static void pass_prestate(void **state)
{
	assert_ptr_equal(*state, &fixture_value);
}

static void fail_after_setup_failed(void **state)
{
	/* never runs: its setup fails, which fails the test */
	(void)state;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pass_int),
		cmocka_unit_test(fail_int_equal),
		cmocka_unit_test(fail_int_not_equal),
		cmocka_unit_test(fail_int_wide),
		cmocka_unit_test(pass_not_reached),
		cmocka_unit_test(pass_true_false),
		cmocka_unit_test(fail_true),
		cmocka_unit_test(fail_false),
		cmocka_unit_test(pass_pointers),
		cmocka_unit_test(fail_ptr_equal),
		cmocka_unit_test(fail_null),
		cmocka_unit_test(fail_non_null),
		cmocka_unit_test(pass_memory),
		cmocka_unit_test(fail_memory_equal),
		cmocka_unit_test(fail_memory_not_equal),
		cmocka_unit_test(pass_strings),
		cmocka_unit_test(fail_string_equal),
		cmocka_unit_test(pass_ranges_and_sets),
		cmocka_unit_test(fail_in_range),
		cmocka_unit_test(fail_in_set),
		cmocka_unit_test(fail_return_code),
		cmocka_unit_test(fail_plain),
		cmocka_unit_test(fail_with_message),
		cmocka_unit_test(skip_this),
		cmocka_unit_test(fail_signal),
		cmocka_unit_test(fail_signal_again),
		cmocka_unit_test(pass_after_signals),
		cmocka_unit_test_setup_teardown(pass_setup_gives_state, set_state, count_teardown),
		cmocka_unit_test(pass_teardown_ran),
		cmocka_unit_test_prestate(pass_prestate, &fixture_value),
		cmocka_unit_test_setup(fail_after_setup_failed, failing_setup),
	};
	return cmocka_run_group_tests_name("verdicts", tests, NULL, NULL);
}
