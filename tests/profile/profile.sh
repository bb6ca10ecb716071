#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/profile/profile.sh - profile mode (-DPROBABLE_PROFILE): runs the Python
# unittest modules tests/profile/test_*.py through tests/profile/profiletest.py,
# which prints one PASS:/FAIL:/SKIP: line per test (and "note:" lines saying
# why a test failed), as tests/lib/run.sh expects.
#
#   bash tests/profile/profile.sh                     every module
#   bash tests/profile/profile.sh test_fork test_json some modules
#   bash tests/profile/profile.sh test_fork.ForkMerge_gcc.test_child_first
#
# Where things are: the C fixtures are tests/profile/*.c (one program per
# behaviour; each says in its comment what its sites must count, and marks
# each site's line with a comment "@tag"); the checks are test_<area>.py
# (counts, threads, verdicts, fork, plugins, report_file, json, security,
# macros, inline); profiletest.py builds a fixture with a compiler and flags,
# runs it with an environment and parses its JSON report, and holds the
# arithmetic (Wilson interval, verdicts, "needed") computed independently of
# the runtime.  PROBABLE_TEST_INCLUDE=DIR tests another copy of include/
# (e.g. one with a deliberate bug, to see a test fail); PROBABLE_TEST_KEEP=1
# keeps the scratch directory.
#
# make test samples by rule (profiletest.py's sample(), test_strict.py's
# standards()): every test method runs, in C and in C++ where its class has
# both, each compiler of every list runs at least one class, and every
# compiler's strict-warning check runs with its oldest and newest standard;
# PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive) runs every class with
# every compiler of its list and every standard.
#
# Needs python3 (standard library), gcc; clang, g++, objdump (binutils),
# setpriv (util-linux) and libtsan/libasan (with gcc) for some tests, which
# skip saying what is missing.
source "$(dirname "$0")/../lib/lib.sh"

if ! have python3; then
	skip "profile tests: python3 not installed (apt-get install python3)"
	finish
fi
PYTHONDONTWRITEBYTECODE=1 python3 "$top/tests/profile/profiletest.py" "$@"
status=$?
[ $status = 0 ] || failures=1
finish
