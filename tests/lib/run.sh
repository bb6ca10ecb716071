#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/lib/run.sh - run every test and print one total line, "N passed,
# N failed, N skipped".
# Arguments: the cmocka suite binaries built by `make test` (from
# tests/unit/*.c).  Then, by rule, every shell test: tests/<kind>/*.sh, each
# kind's in name order, tests/lib/ (this runner and lib.sh) excepted.
# TESTS="compile codegen" (kinds, or paths such as tests/compile/checks.sh)
# limits them.
#
# They run TEST_JOBS at a time (default: the number of cores, nproc), each
# with its output kept apart; the results are printed in the order above
# whatever the order they finish in: one line per suite or script with its
# counts and time, then its FAIL and SKIP lines.  A failed script's "note:"
# lines follow its FAIL lines (they say why); a passing script's notes (what
# a test measured without asserting it) go to TEST_LOGS/notes.log, named at
# the end.  TEST_LOGS (default build/test-logs) also holds every suite's and
# script's whole output, NAME.log, and the time each took (durations: the
# next run starts the slowest first, so that the run ends sooner).
# PROBABLE_TEST_START (seconds since the epoch; `make test` sets it when it
# starts) makes the time printed the whole of `make test`, the build too.
tests=$(cd "$(dirname "$0")/.." && pwd)
passed=0 failed=0 skipped=0
started=$(date +%s)

jobs=${TEST_JOBS:-$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
case $jobs in '' | *[!0-9]* | 0) jobs=1 ;; esac
logs=${TEST_LOGS:-$tests/../build/test-logs}
mkdir -p "$logs" || exit 1
logs=$(cd "$logs" && pwd)
rm -f "$logs"/*.log
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

# The makes the scripts run are their own: not the jobs of a `make -jN test`
# that started this runner (whose jobserver this runner does not hand on).
if [ -n "${MAKEFLAGS:-}" ]; then
	MAKEFLAGS=$(sed -e 's/ *--jobserver-[a-z]*=[^ ]*//g' -e 's/ *-j[0-9]*//g' <<<"$MAKEFLAGS")
	export MAKEFLAGS
fi
unset MFLAGS MAKELEVEL

# ---- what to run: the suites, then the scripts ---------------------------------
names=() cmds=() kinds=()
for bin in "$@"; do
	names+=("$(basename "$bin")") cmds+=("$bin") kinds+=(suite)
done
for t in "$tests"/*/*.sh; do
	kind=$(basename "$(dirname "$t")")
	[ "$kind" = lib ] && continue
	if [ -n "${TESTS:-}" ]; then
		case " $TESTS " in *" $kind "* | *" tests/$kind/$(basename "$t") "*) ;; *) continue ;; esac
	fi
	names+=("${t#"$tests"/}") cmds+=("$t") kinds+=(script)
done
n=${#names[@]}

# the log file of test I: tests/codegen/identity.sh -> codegen-identity.log
log_of() {
	local s=${names[$1]%.sh}
	echo "$logs/${s//\//-}.log"
}

# ---- running one (in the background) ---------------------------------------------
run_one() { # index
	local i=$1 t0 t1 status
	t0=$(date +%s%N)
	if [ "${kinds[$i]}" = suite ]; then
		"${cmds[$i]}" >"$(log_of "$i")" 2>&1 </dev/null
	else
		bash "${cmds[$i]}" >"$(log_of "$i")" 2>&1 </dev/null
	fi
	status=$?
	t1=$(date +%s%N)
	echo $(((t1 - t0) / 1000000)) >"$work/$i.ms"
	echo "$status" >"$work/$i.status.new" && mv "$work/$i.status.new" "$work/$i.status"
}

# ---- printing one (in order, once it has finished) -------------------------------------
: >"$logs/notes.log"
notes=0
seconds() { # ms -> "12.3 s"
	printf '%d.%d s' $(($1 / 1000)) $((($1 % 1000) / 100))
}
report() { # index
	local i=$1 out status p f s ms name=${names[$1]}
	out=$(cat "$(log_of "$i")")
	status=$(cat "$work/$i.status")
	ms=$(cat "$work/$i.ms")
	if [ "${kinds[$i]}" = suite ]; then
		p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' <<<"$out")
		f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' <<<"$out")
		p=${p:-0} f=${f:-0}
		if [ "$status" != 0 ] && [ "$f" = 0 ]; then f=1; fi # crashed
		printf '%-40s %3d passed, %d failed (%s)\n' "$name" "$p" "$f" "$(seconds "$ms")"
		[ "$f" != 0 ] && printf '%s\n' "$out" | grep -E '^\[  (FAILED|  ERROR)|error|Failure' | sed 's/^/    /'
		passed=$((passed + p)) failed=$((failed + f))
		return
	fi
	p=$(grep -c '^PASS: ' <<<"$out") f=$(grep -c '^FAIL: ' <<<"$out") s=$(grep -c '^SKIP: ' <<<"$out")
	# a script that stopped on its own (exit status without a FAIL line)
	# or said nothing at all has failed, whatever it printed before
	if { [ "$status" != 0 ] && [ "$f" = 0 ]; } || [ $((p + f + s)) = 0 ]; then
		out+=$'\n'"FAIL: $name exited with status $status after $p passed checks: $(tail -n 1 <<<"$out")"
		f=$((f + 1))
	fi
	printf '%-40s %3d passed, %d failed, %d skipped (%s)\n' "$name" "$p" "$f" "$s" "$(seconds "$ms")"
	if [ "$f" != 0 ]; then
		grep -E '^(FAIL|SKIP): |^note: ' <<<"$out" | sed 's/^/    /'
	else
		grep -E '^SKIP: ' <<<"$out" | sed 's/^/    /'
		if grep -q '^note: ' <<<"$out"; then
			{ echo "$name:"; grep '^note: ' <<<"$out" | sed 's/^/    /'; } >>"$logs/notes.log"
			notes=$((notes + $(grep -c '^note: ' <<<"$out")))
		fi
	fi
	passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
}

# ---- the order they start in: the slowest of the last run first ---------------------------
order=()
if [ -s "$logs/durations" ]; then
	# "ms name" lines; a test not in them (new) starts first
	while read -r i; do order+=("$i"); done < <(
		for ((i = 0; i < n; i++)); do
			ms=$(awk -v t="${names[$i]}" '$2 == t { print $1; exit }' "$logs/durations")
			echo "${ms:-999999999} $i"
		done | sort -k1,1nr -k2,2n | cut -d' ' -f2)
else
	for ((i = 0; i < n; i++)); do order+=("$i"); done
fi

next=0 # the next to print
print_ready() {
	while [ "$next" -lt "$n" ] && [ -f "$work/$next.status" ]; do
		report "$next"
		next=$((next + 1))
	done
}
running=0
for i in "${order[@]}"; do
	while [ "$running" -ge "$jobs" ]; do
		wait -n
		running=$((running - 1))
		print_ready
	done
	run_one "$i" &
	running=$((running + 1))
done
wait
print_ready

for ((i = 0; i < n; i++)); do
	echo "$(cat "$work/$i.ms") ${names[$i]}"
done >"$logs/durations"

now=$(date +%s)
if [ -n "${PROBABLE_TEST_START:-}" ] && [ "$PROBABLE_TEST_START" -le "$started" ] 2>/dev/null; then
	from=$PROBABLE_TEST_START what="make test"
else
	from=$started what="tests"
fi
rel=${logs#"$PWD"/}
echo
if [ "$notes" != 0 ]; then
	echo "notes: $notes lines of measurements from passing tests in $rel/notes.log; every test's output in $rel/"
else
	echo "every test's output: $rel/"
fi
echo "time: $what took $(((now - from) / 60)) min $(((now - from) % 60)) s ($jobs at a time)"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
