#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/fix/fix.sh - tools/probable-fix, tested in Python (unittest modules
# tests/fix/test_*.py, fixtures under tests/fix/fixtures/): one PASS/FAIL/SKIP
# line per test.  TESTS="fix" bash tests/lib/run.sh runs it;
# python3 tests/fix/runner.py test_paths runs one module.
source "$(dirname "$0")/../lib/lib.sh"

for tool in python3 patch; do
	if ! have $tool; then
		skip "probable-fix: no $tool"
		finish
	fi
done
python3 "$top/tests/fix/runner.py" "$@" || failures=$((failures + 1))
finish
