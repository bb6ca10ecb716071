#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/tools/tools.sh - the Python tools (tools/probable/, probable-report,
# probable-fix): every unittest module tests/tools/test_*.py (fixtures in
# tests/tools/fixtures/, tests/fixtures/verdicts.json), one PASS/FAIL/SKIP
# line per test (tests/tools/runner.py).  Arguments: module names, to run
# only those (bash tests/tools/tools.sh test_judge).
#
# make test samples by rule (tests/tools/common.py): a test that repeats its
# assertions per compiler runs with one (gcc and clang take turns across the
# tests, g++ and clang++ too, so each runs); a test whose assertions differ
# per compiler runs with each; clang 14 and 19 by -O0 and -O2 as a diagonal
# (each version and each level once); the HTML width screenshots at every
# width once.  PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive) runs every
# compiler, every pair and every screenshot.
#
# For speed (a process start is dear here), make test runs the tools'
# command lines in children forked from the test process, the package
# imported once (common.python_run(): same exit status, output, cwd and
# environment as python3 TOOL), and every HTML page in one headless
# Chromium driven over its DevTools pipe (browser.py);
# PROBABLE_TEST_EXHAUSTIVE=1 runs a new python3 for each command line and a
# Chromium start with --dump-dom or --screenshot for each page, as a user
# would (PROBABLE_TEST_REAL_PROCESS=1: the interpreters alone).
source "$(dirname "$0")/../lib/lib.sh"

if ! have python3; then
	skip "tools: python3 missing (apt-get install python3)"
	finish
fi
cd "$top/tests/tools" || exit 1
PYTHONDONTWRITEBYTECODE=1 TMPDIR=$tmp python3 runner.py "$@" 2>"$tmp/stderr"
status=$?
if [ "$status" != 0 ]; then
	sed 's/^/note: /' "$tmp/stderr" | head -n 80
	failures=$((failures + 1))
fi
finish
