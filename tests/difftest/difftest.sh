#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/difftest/difftest.sh - differential testing: no profile build and
# no probable-fix patch may change what a program computes (issue 30).
#
# tests/difftest/gen.py makes small C and C++ programs with hint sites in
# the shapes real code bases write (the kernel's __builtin_expect(!!(x), 1),
# zstd's value-preserving __builtin_expect((x), 1), LZ4's expect((e) != 0, 1)
# through another macro, a negating, a comparing, a two-site, a variadic
# macro, one whose pc is an argument, probable() itself), their values used
# as truth values and as numbers (against an unsigned, sizeof, _Generic,
# typeof, printed, stored, C++ overloads, templates, auto), in a header two
# units include with different -D settings, next to __FILE__/__LINE__ and
# assert() users, in #if blocks, in CRLF and tab- or space-indented files.
# Each batch of programs (a few units and a main, each program a function
# printing what it computed) is built plain and run; built in profile mode
# (-DPROBABLE_PROFILE -include probable_likely.h, the project's own macros
# pointed at PROBABLE_MACRO_SITE, zstd's value-preserving ones at
# PROBABLE_MACRO_VALUE_SITE) and run with PROBABLE_PROFILE=report.json;
# then tools/probable-fix report.json -p DIR --rewrite-likely
# --rewrite-macros --macro ... is applied with patch -p1 -F0 (it must apply
# cleanly), and the tree built plain and run again.  Every program must
# print the same in the three runs; a file probable-fix calls proved must
# not hold a program whose output changed; a patched file keeps its line
# endings and each rewritten line its indentation; a site of the header
# whose two units test different conditions (rates 20% and 80%) is not
# rewritten (issue 30: one site, one condition).  One FAIL line per program that differs (its shape and the first
# line that differed), and the total: "N of M programs ran without a
# difference".  It runs the tools and headers of the tree it sits in.
#
# make test: PROBABLE_DIFFTEST_COUNT (default 240) programs of seed
# PROBABLE_DIFFTEST_SEED (default 1), 40 to a batch, C and C++ batches in
# turn, each batch with one of gcc -O0, clang -O2, gcc -O2, clang -O0 in
# turn (so each is met in each language), and every fixture with the
# combination it was found with; PROBABLE_TEST_EXHAUSTIVE=1 (make
# test-exhaustive): 3000 programs and every fixture with all four.
# The fixtures (tests/difftest/fixtures/NAME/: project.json says what it
# shows) are programs a seed found differing, kept alone; they always run.
#
#   PROBABLE_DIFFTEST_SEED=7 PROBABLE_DIFFTEST_COUNT=2000 bash tests/difftest/difftest.sh
#   PROBABLE_DIFFTEST_SEED=1 PROBABLE_DIFFTEST_ONLY=36 bash tests/difftest/difftest.sh
#       (program 36 of seed 1 alone, with all four: the rerun a FAIL names)
#   PROBABLE_DIFFTEST_TREE=DIR tests the headers (DIR/include) and tools
#       (DIR/tools/probable-fix) of another checkout, e.g. a worktree with a
#       fix not merged yet; the generator and fixtures stay this tree's
#   PROBABLE_DIFFTEST_KEEP=DIR keeps the batches (sources, report.json,
#       fix.diff, the builds) in DIR
#   python3 tests/difftest/difftest.py --help    the driver's options (--only
#       N --save tests/difftest/fixtures/NAME --what TEXT keeps a fixture)
#
# Needs python3, gcc, g++, clang, clang++ and patch; skips saying which is
# missing.
source "$(dirname "$0")/../lib/lib.sh"

for t in python3 gcc g++ clang clang++ patch; do
	if ! have "$t"; then
		skip "difftest: $t missing (tools/deps.sh ci installs it)"
		finish
	fi
done
args=(--seed "${PROBABLE_DIFFTEST_SEED:-1}" --jobs "$par_jobs")
if [ -n "${PROBABLE_TEST_EXHAUSTIVE:-}" ]; then
	args+=(--count "${PROBABLE_DIFFTEST_COUNT:-3000}" --exhaustive)
else
	args+=(--count "${PROBABLE_DIFFTEST_COUNT:-240}")
fi
[ -n "${PROBABLE_DIFFTEST_ONLY:-}" ] && args+=(--only "$PROBABLE_DIFFTEST_ONLY" --no-fixtures)
[ -n "${PROBABLE_DIFFTEST_KEEP:-}" ] && args+=(--keep "$PROBABLE_DIFFTEST_KEEP")
PYTHONDONTWRITEBYTECODE=1 TMPDIR=$tmp python3 "$top/tests/difftest/difftest.py" "${args[@]}" 2>"$tmp/stderr"
status=$?
if [ -s "$tmp/stderr" ]; then
	sed 's/^/note: /' "$tmp/stderr" | head -n 40
fi
[ "$status" = 0 ] || failures=$((failures + 1))
finish
