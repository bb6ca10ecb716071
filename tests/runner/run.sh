#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/runner/run.sh - tests/lib/run.sh and lib.sh's par/par_wait, on a
# scratch tree of small scripts: they run side by side (two scripts that
# each wait for the other both pass only when run at the same time; the
# wait gives up after 60 s, it is not a timing check), their results are
# printed in the order of their names whatever the order they finish in,
# a passing run prints no "note:" line (they go to notes.log, which the run
# names), a failing script's notes follow its FAIL line, a script that
# exits non-zero without a FAIL line or prints nothing has failed, the
# last line is the total alone, and the scripts start in the order of
# tests/lib/start-order, then of the last run's durations.
source "$(dirname "$0")/../lib/lib.sh"
# (run inside make test: its start time is not these runs')
unset PROBABLE_TEST_START
# (and not limited to the scripts a TESTS= of the outer run names)
unset TESTS PROBABLE_TEST_EXHAUSTIVE

t=$tmp/tree
mkdir -p "$t/tests/lib" "$t/tests/a" "$t/tests/b" "$t/tools"
cp "$top/tests/lib/run.sh" "$top/tests/lib/lib.sh" "$t/tests/lib/"
: >"$t/tools/targets.sh"
r=$tmp/rendezvous
mkdir -p "$r"
# wait_for NAME: until the other script has said NAME (60 s at most)
cat >"$t/tests/wait.inc" <<EOF
wait_for() { for _ in \$(seq 600); do [ -e "$r/\$1" ] && return 0; sleep 0.1; done; return 1; }
EOF
cat >"$t/tests/a/1-first.sh" <<'EOF'
source "$(dirname "$0")/../lib/lib.sh"; source "$(dirname "$0")/../wait.inc"
: >"$R/first-started"
wait_for second-started && pass "first: the second ran beside it" || fail "first: the second never started"
sleep 1 # so that the second finishes first
echo "note: first measured 42"
finish
EOF
cat >"$t/tests/a/2-second.sh" <<'EOF'
source "$(dirname "$0")/../lib/lib.sh"; source "$(dirname "$0")/../wait.inc"
: >"$R/second-started"
wait_for first-started && pass "second: the first ran beside it" || fail "second: the first never started"
echo "some chatter"
finish
EOF
cat >"$t/tests/b/3-skips.sh" <<'EOF'
source "$(dirname "$0")/../lib/lib.sh"; source "$(dirname "$0")/../wait.inc"
# par: two parts that wait for each other, printed in start order
part() { : >"$R/part-$1"; wait_for "part-$2" && pass "part $1 beside part $2" || fail "part $1 alone"; }
par part x y
par part y x
par_wait
skip "three: no such tool"
finish
EOF
out=$(cd "$t" && R=$r TEST_JOBS=2 TEST_LOGS=$t/logs bash tests/lib/run.sh 2>&1)
status=$?
names=$(grep -oE '^(a|b)/[0-9]-[a-z]+\.sh' <<<"$out" | tr '\n' ' ')
if [ "$status" = 0 ] && [ "$(tail -n 1 <<<"$out")" = "4 passed, 0 failed, 1 skipped" ]; then
	pass "runner: two scripts and two par parts that need each other running all pass with TEST_JOBS=2; the last line is '4 passed, 0 failed, 1 skipped'"
else
	fail "runner: exit $status, ends '$(tail -n 1 <<<"$out")': $(grep -E 'FAIL' <<<"$out" | head -n 3 | tr '\n' ' ')"
fi
[ "$names" = "a/1-first.sh a/2-second.sh b/3-skips.sh " ] &&
	pass "runner: results printed in name order (the second script finishes first)" ||
	fail "runner: results printed as: $names"
if ! grep -q 'note:' <<<"$out" && ! grep -q 'chatter' <<<"$out" && grep -q '^    SKIP: three: no such tool$' <<<"$out" &&
	grep -q 'note: first measured 42' "$t/logs/notes.log" && grep -q ' logs/notes.log, 1 lines' <<<"$out" &&
	grep -q 'some chatter' "$t/logs/a-2-second.log"; then
	pass "runner: a passing run shows SKIP lines but no note: or other output; the note is in the notes.log it names, all output in the logs"
else
	fail "runner: passing run output: $(tr '\n' '|' <<<"$out")"
fi
grep -q '^time: tests took [0-9]* min [0-9]* s, 2 at a time; the tests used [0-9]* s of CPU$' <<<"$out" &&
	pass "runner: prints the time taken and the CPU used before the total" ||
	fail "runner: no time line: $(tail -n 3 <<<"$out" | tr '\n' '|')"
# TEST_JOBS=1: one at a time, so the two scripts cannot meet (the wait is
# cut to 2 s for this run)
sed -i 's/seq 600/seq 20/' "$t/tests/wait.inc"
rm -f "$r"/*
out=$(cd "$t" && R=$r TEST_JOBS=1 TESTS=a TEST_LOGS=$t/logs bash tests/lib/run.sh 2>&1)
# (the slower of the last run starts first: either may be the one that waits)
grep -q '^1 passed, 1 failed, 0 skipped$' <<<"$out" && grep -q 'never started' <<<"$out" &&
	pass "runner: with TEST_JOBS=1 the scripts run one at a time (one waits in vain: the check above could fail)" ||
	fail "runner: TEST_JOBS=1: $(tr '\n' '|' <<<"$out")"

# the start order: with no durations, tests/lib/start-order's (scripts it
# does not name first); then the slowest of the last run first; a run of
# some (TESTS=) keeps the others' durations
rm -rf "$t/tests/a" "$t/tests/b" "$t/logs" && mkdir -p "$t/tests/o"
for s in 1 2 3; do printf 'echo %s >>"$R/started"\necho "PASS: o%s"\n' "$s" "$s" >"$t/tests/o/$s.sh"; done
printf '# slowest first\no/3.sh\no/1.sh\nno/such.sh\n' >"$t/tests/lib/start-order"
started() { tr '\n' ' ' <"$r/started"; }
rm -f "$r/started"
(cd "$t" && R=$r TEST_JOBS=1 TEST_LOGS=$t/logs bash tests/lib/run.sh >/dev/null 2>&1)
[ "$(started)" = "2 3 1 " ] &&
	pass "runner: with no durations, the scripts start in tests/lib/start-order's order, the one it does not name first" ||
	fail "runner: start order with start-order o/3 o/1 and no durations: $(started)"
printf '900 o/1.sh 1\n500 o/2.sh 1\n100 o/3.sh 1\n800 o/gone.sh 1\n' >"$t/logs/durations"
rm -f "$r/started"
(cd "$t" && R=$r TEST_JOBS=1 TESTS="tests/o/2.sh" TEST_LOGS=$t/logs bash tests/lib/run.sh >/dev/null 2>&1)
if [ "$(started)" = "2 " ] && grep -q ' o/1.sh ' "$t/logs/durations" && grep -q ' o/3.sh ' "$t/logs/durations" &&
	! grep -q ' o/gone.sh ' "$t/logs/durations"; then
	pass "runner: a run of some scripts (TESTS=) keeps the durations of the others, not of a script that is gone"
else
	fail "runner: after TESTS=tests/o/2.sh: started $(started), durations $(tr '\n' '|' <"$t/logs/durations")"
fi
sed -i 's/^[0-9]* o\/2.sh /50 o\/2.sh /' "$t/logs/durations"
rm -f "$r/started"
(cd "$t" && R=$r TEST_JOBS=1 TEST_LOGS=$t/logs bash tests/lib/run.sh >/dev/null 2>&1)
[ "$(started)" = "1 3 2 " ] &&
	pass "runner: with durations, the slowest of the last run starts first (not start-order's order)" ||
	fail "runner: start order with durations o/1 900, o/3 100, o/2 50: $(started)"
rm -rf "$t/tests/lib/start-order" "$t/tests/o"

# failures: notes shown under the FAIL line, an exit without FAIL, silence
rm -rf "$t/tests/a" "$t/tests/b" && mkdir -p "$t/tests/c"
printf 'echo "PASS: c1"\necho "FAIL: c2"\necho "note: why c2 failed"\nexit 1\n' >"$t/tests/c/1.sh"
printf 'echo "PASS: d1"\necho "oops"\nexit 3\n' >"$t/tests/c/2.sh"
printf 'echo "hello"\n' >"$t/tests/c/3.sh"
out=$(cd "$t" && TEST_LOGS=$t/logs bash tests/lib/run.sh 2>&1)
status=$?
if [ "$status" = 1 ] && [ "$(tail -n 1 <<<"$out")" = "2 passed, 3 failed, 0 skipped" ] &&
	grep -q '^    note: why c2 failed$' <<<"$out" &&
	grep -q '^    FAIL: c/2.sh exited with status 3 after 1 passed checks: oops$' <<<"$out" &&
	grep -q '^    FAIL: c/3.sh exited with status 0 after 0 passed checks: hello$' <<<"$out"; then
	pass "runner: a failing script's notes follow its FAIL line; a non-zero exit without FAIL and a silent script are failures; exit 1"
else
	fail "runner: failing run: exit $status: $(tr '\n' '|' <<<"$out")"
fi
finish
