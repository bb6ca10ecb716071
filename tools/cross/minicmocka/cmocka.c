/* SPDX-License-Identifier: MIT */
/*
 * tools/cross/minicmocka/cmocka.c - the runner and the checks behind
 * cmocka.h in this directory (what it has and has not: see there).
 *
 * A failed check prints what did not hold and where, then jumps back to the
 * runner, which reports the test as failed and goes on with the next one.
 * A signal that stops a test jumps back the same way (sigsetjmp: the signal
 * mask is restored, so the next crash is caught too).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka.h"

/* how a test ended, the value given to siglongjmp: 0 ran to the end */
enum { ENDED = 0, FAILED = 1, SKIPPED = 2, SIGNALLED = 3 };

static sigjmp_buf in_test;
static int running;         /* a test is running: in_test is set */
static volatile sig_atomic_t caught; /* the signal that stopped it */

static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE };
#define NSIGNALS (sizeof(fatal_signals) / sizeof(fatal_signals[0]))
static struct sigaction saved[NSIGNALS];

static void out(FILE *f, const char *format, va_list ap)
{
	vfprintf(f, format, ap);
	fflush(f);
}

void print_message(const char *format, ...)
{
	va_list ap;
	va_start(ap, format);
	out(stdout, format, ap);
	va_end(ap);
}

/* on stdout too: one stream keeps the order of the lines in a log */
void print_error(const char *format, ...)
{
	va_list ap;
	va_start(ap, format);
	out(stdout, format, ap);
	va_end(ap);
}

/* ---- failing ------------------------------------------------------------- */

static void MINICMOCKA_NORETURN_ stop(int how)
{
	if (!running) {
		print_error("(outside a test: exiting)\n");
		exit(1);
	}
	siglongjmp(in_test, how);
}

static void where(const char *file, int line)
{
	print_error("[   LINE   ] --- %s:%d: error: Failure!\n", file, line);
}

void minicmocka_fail(const char *file, int line, const char *format, ...)
{
	va_list ap;
	va_start(ap, format);
	out(stdout, format, ap);
	va_end(ap);
	print_error("\n");
	where(file, line);
	stop(FAILED);
}

void minicmocka_skip(const char *file, int line)
{
	(void)file;
	(void)line;
	stop(SKIPPED);
}

static void on_signal(int sig)
{
	caught = sig;
	if (running)
		siglongjmp(in_test, SIGNALLED);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void catch_signals(void)
{
	struct sigaction sa;
	size_t i;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NSIGNALS; i++)
		sigaction(fatal_signals[i], &sa, &saved[i]);
}

static void release_signals(void)
{
	size_t i;
	for (i = 0; i < NSIGNALS; i++)
		sigaction(fatal_signals[i], &saved[i], NULL);
}

/* ---- checks --------------------------------------------------------------- */

void minicmocka_check_true(int holds, const char *text, const char *file, int line)
{
	if (holds)
		return;
	print_error("%s\n", text);
	where(file, line);
	stop(FAILED);
}

static void int_pair(LargestIntegralType a, const char *op, LargestIntegralType b)
{
	/* as unsigned and, where it reads as negative, signed too */
	print_error("%#jx (%ju%s) %s %#jx (%ju%s)\n", a, a, (intmax_t)a < 0 ? ", negative as signed" : "", op,
		    b, b, (intmax_t)b < 0 ? ", negative as signed" : "");
}

void minicmocka_check_int(LargestIntegralType a, LargestIntegralType b, int want_equal, const char *file,
			  int line)
{
	if ((a == b) == (want_equal != 0))
		return;
	if ((intmax_t)a < 0 || (intmax_t)b < 0)
		print_error("%jd %s %jd (as signed)\n", (intmax_t)a, want_equal ? "!=" : "==", (intmax_t)b);
	int_pair(a, want_equal ? "!=" : "==", b);
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_ptr(LargestIntegralType a, LargestIntegralType b, int want_equal, const char *file,
			  int line)
{
	if ((a == b) == (want_equal != 0))
		return;
	print_error("pointers: %#jx %s %#jx\n", a, want_equal ? "!=" : "==", b);
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_null(LargestIntegralType p, int want_null, const char *text, const char *file, int line)
{
	if ((p == 0) == (want_null != 0))
		return;
	if (want_null)
		print_error("%s is %#jx, not NULL\n", text, p);
	else
		print_error("%s is NULL\n", text);
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_memory(const void *a, const void *b, size_t size, int want_equal, const char *file,
			     int line)
{
	const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
	size_t i, first = size, differ = 0;
	if (x == NULL || y == NULL) {
		print_error("memory comparison with a NULL pointer\n");
		where(file, line);
		stop(FAILED);
	}
	for (i = 0; i < size; i++) {
		if (x[i] != y[i]) {
			if (differ == 0)
				first = i;
			differ++;
		}
	}
	if ((differ == 0) == (want_equal != 0))
		return;
	if (want_equal)
		print_error("%zu of %zu bytes differ; the first at offset %zu: %#x != %#x\n", differ, size, first,
			    x[first], y[first]);
	else
		print_error("the %zu bytes are equal\n", size);
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_string(const char *a, const char *b, int want_equal, const char *file, int line)
{
	int equal;
	if (a == NULL || b == NULL)
		equal = a == b;
	else
		equal = strcmp(a, b) == 0;
	if (equal == (want_equal != 0))
		return;
	print_error("\"%s\" %s \"%s\"\n", a ? a : "(null)", want_equal ? "!=" : "==", b ? b : "(null)");
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_range(LargestIntegralType v, LargestIntegralType min, LargestIntegralType max,
			    int want_inside, const char *file, int line)
{
	int inside = v >= min && v <= max;
	if (inside == (want_inside != 0))
		return;
	print_error("%ju (%#jx) is %s the range %ju..%ju\n", v, v, inside ? "in" : "not in", min, max);
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_set(LargestIntegralType v, const LargestIntegralType *set, size_t count,
			  int want_inside, const char *file, int line)
{
	size_t i;
	int inside = 0;
	for (i = 0; i < count; i++)
		if (set[i] == v)
			inside = 1;
	if (inside == (want_inside != 0))
		return;
	print_error("%ju (%#jx) is %s the set of %zu values\n", v, v, inside ? "in" : "not in", count);
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_return_code(LargestIntegralType rc, int error, const char *text, const char *file,
				  int line)
{
	if ((intmax_t)rc >= 0)
		return;
	print_error("%s is %jd, errno %d (%s)\n", text, (intmax_t)rc, error, strerror(error));
	where(file, line);
	stop(FAILED);
}

void minicmocka_check_float(double a, double b, double epsilon, int want_equal, const char *file, int line)
{
	int equal = a == b || fabs(a - b) <= epsilon;
	if (equal == (want_equal != 0))
		return;
	print_error("%.17g %s %.17g (epsilon %g)\n", a, want_equal ? "!=" : "==", b, epsilon);
	where(file, line);
	stop(FAILED);
}

/* ---- allocation -------------------------------------------------------- */

void *minicmocka_malloc(size_t size) { return malloc(size); }
void *minicmocka_calloc(size_t count, size_t size) { return calloc(count, size); }
void *minicmocka_realloc(void *p, size_t size) { return realloc(p, size); }
void minicmocka_free(void *p) { free(p); }

/* ---- the runner --------------------------------------------------------------- */

/* Runs FN(STATE) (a test or a fixture); for a fixture, *RESULT gets its
 * return value.  Returns how it ended: ENDED, FAILED, SKIPPED, SIGNALLED. */
static int run_one(CMUnitTestFunction test, CMFixtureFunction fixture, void **state, int *result)
{
	/* volatile: read after siglongjmp */
	volatile int how;
	running = 1;
	caught = 0;
	how = sigsetjmp(in_test, 1);
	if (how == ENDED) {
		if (test)
			test(state);
		else
			*result = fixture(state);
	}
	running = 0;
	if (how == SIGNALLED)
		print_error("Test failed with exception: %s (signal %d)\n", strsignal((int)caught), (int)caught);
	return how;
}

int minicmocka_run_group(const char *group_name, const struct CMUnitTest *tests, size_t count,
			 CMFixtureFunction group_setup, CMFixtureFunction group_teardown)
{
	void *group_state = NULL;
	size_t i, passed = 0, failed = 0, skipped = 0, run = 0;
	char *verdict;
	int rc = 0;

	verdict = (char *)calloc(count ? count : 1, 1); /* 'P', 'F', 'S' per test */
	if (verdict == NULL) {
		print_error("[  ERROR   ] %s: out of memory\n", group_name);
		return 1;
	}
	catch_signals();
	print_message("[==========] %s: Running %zu test(s).\n", group_name, count);
	if (group_setup && (run_one(NULL, group_setup, &group_state, &rc) != ENDED || rc != 0)) {
		print_error("[  ERROR   ] %s: group setup failed\n", group_name);
		print_message("[==========] %s: 0 test(s) run.\n", group_name);
		print_error("[  FAILED  ] GROUP SETUP\n");
		release_signals();
		free(verdict);
		return 1;
	}

	for (i = 0; i < count; i++) {
		const struct CMUnitTest *t = &tests[i];
		void *state = t->initial_state ? t->initial_state : group_state;
		int how = ENDED;

		print_message("[ RUN      ] %s\n", t->name);
		rc = 0;
		if (t->setup_func && (run_one(NULL, t->setup_func, &state, &rc) != ENDED || rc != 0)) {
			print_error("Test setup failed\n");
			how = FAILED;
		} else {
			how = run_one(t->test_func, NULL, &state, NULL);
			if (t->teardown_func) {
				rc = 0;
				if ((run_one(NULL, t->teardown_func, &state, &rc) != ENDED || rc != 0) && how == ENDED) {
					print_error("Test teardown failed\n");
					how = FAILED;
				}
			}
		}
		run++;
		switch (how) {
		case ENDED:
			print_message("[       OK ] %s\n", t->name);
			verdict[i] = 'P';
			passed++;
			break;
		case SKIPPED:
			print_message("[  SKIPPED ] %s\n", t->name);
			verdict[i] = 'S';
			skipped++;
			break;
		default:
			print_message("[  FAILED  ] %s\n", t->name);
			verdict[i] = 'F';
			failed++;
			break;
		}
	}

	if (group_teardown && (run_one(NULL, group_teardown, &group_state, &rc) != ENDED || rc != 0)) {
		print_error("[  ERROR   ] %s: group teardown failed\n", group_name);
		failed++; /* counted as a failure, as no test can show it */
	}

	print_message("[==========] %s: %zu test(s) run.\n", group_name, run);
	print_message("[  PASSED  ] %zu test(s).\n", passed);
	if (skipped) {
		print_message("[  SKIPPED ] %zu test(s), listed below:\n", skipped);
		for (i = 0; i < count; i++)
			if (verdict[i] == 'S')
				print_message("[  SKIPPED ] %s\n", tests[i].name);
	}
	if (failed) {
		print_message("[  FAILED  ] %zu test(s), listed below:\n", failed);
		for (i = 0; i < count; i++)
			if (verdict[i] == 'F')
				print_message("[  FAILED  ] %s\n", tests[i].name);
		print_message("\n %zu FAILED TEST(S)\n", failed);
	}
	release_signals();
	free(verdict);
	return (int)(failed > 255 ? 255 : failed);
}
