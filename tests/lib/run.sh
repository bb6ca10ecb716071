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
# Work two scripts share (the unaligned codegen tables of
# tests/codegen/unaligned.sh and tests/codegen/report.sh) is done once per
# run: the tools that honour it keep results here, by their inputs' hash,
# and the next run starts empty.
export PROBABLE_TEST_CACHE=$work/cache
# python3 as found once, here: a version manager's shim (pyenv's is a bash
# script that looks the version up) costs more CPU at every start than the
# interpreter itself, and the scripts start it often.  The interpreter the
# shim picks here is the one every test gets (in $work/bin, first in PATH).
if py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) && [ -x "$py" ] &&
	[ "$(command -v python3)" != "$py" ] && mkdir -p "$work/bin" && ln -s "$py" "$work/bin/python3"; then
	PATH=$work/bin:$PATH
fi

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

# the log file of each: tests/codegen/identity.sh -> codegen-identity.log
logfiles=()
for ((i = 0; i < n; i++)); do
	s=${names[$i]%.sh}
	logfiles+=("$logs/${s//\//-}.log")
done

# ---- running one (in the background) ---------------------------------------------
# microseconds (EPOCHREALTIME: bash 5; date elsewhere)
usec() { local t=${EPOCHREALTIME:-$(date +%s.%N | cut -c1-17)}; echo "${t/[.,]/}"; }
run_one() { # index
	local i=$1 t0 status
	t0=$(usec)
	if [ "${kinds[$i]}" = suite ]; then
		# (a subshell that waits for it, so that "Segmentation fault"
		# goes to the log too)
		("${cmds[$i]}"; exit) >"${logfiles[$i]}" 2>&1 </dev/null
	else
		bash "${cmds[$i]}" >"${logfiles[$i]}" 2>&1 </dev/null
	fi
	status=$?
	t0=$((($(usec) - t0) / 1000))
	# the CPU time of the test (this background shell's children)
	times >"$work/$i.times"
	# one write: the file is whole once it is not empty
	echo "$status $t0" >"$work/$i.done"
}

# ---- printing one (in order, once it has finished) -------------------------------------
: >"$logs/notes.log"
notes=0 cpu_ms=0
# the counts and the lines to show of one output: prints the report, writes
# "passed failed skipped notes" to COUNTS, a passing script's notes to NOTES
summarise='
function secs(ms) { return sprintf("%d.%d s", ms / 1000, (ms % 1000) / 100) }
function tms(t) { split(t, a, /[ms]/); return int((a[1] * 60 + a[2]) * 1000) }
BEGIN { # the children line of `times`: user and system time
	while ((getline line < timesf) > 0) cpu_line = line
	split(cpu_line, c, " ")
	cpu = tms(c[1]) + tms(c[2])
	took = secs(ms) ", CPU " secs(cpu)
}
kind == "suite" {
	if ($0 ~ /^\[  PASSED  \] [0-9]+ test/) p = $4
	if ($0 ~ /^\[  FAILED  \] [0-9]+ test/) f = $4
	if ($0 ~ /^\[  (FAILED|  ERROR)|error|Failure/) bad[++nb] = $0
	next
}
/^PASS: / { p++ } /^FAIL: / { f++ } /^SKIP: / { s++ }
/^(FAIL|SKIP): |^note: / { shown[++ns] = $0 }
/^note: / { nn++ }
{ last = $0 }
END {
	p += 0; f += 0; s += 0; nn += 0
	if (kind == "suite") {
		if (status != 0 && f == 0) f = 1 # crashed
		printf "%-40s %3d passed, %d failed (%s)\n", name, p, f, took
		if (f) for (k = 1; k <= nb; k++) print "    " bad[k]
		print p, f, 0, 0, cpu > counts
		exit
	}
	# a script that stopped on its own (exit status without a FAIL line)
	# or said nothing at all has failed, whatever it printed before
	if ((status != 0 && f == 0) || p + f + s == 0) {
		shown[++ns] = "FAIL: " name " exited with status " status " after " p " passed checks: " last
		f++
	}
	printf "%-40s %3d passed, %d failed, %d skipped (%s)\n", name, p, f, s, took
	for (k = 1; k <= ns; k++) {
		if (f || shown[k] !~ /^note: /) print "    " shown[k]
		else { if (!head++) print name ":" >> notes; print "    " shown[k] >> notes }
	}
	print p, f, s, (f ? 0 : nn), cpu > counts
}'
report() { # index
	local i=$1 status ms p f s nn cpu
	read -r status ms <"$work/$i.done"
	awk -v kind="${kinds[$i]}" -v name="${names[$i]}" -v status="$status" -v ms="$ms" -v timesf="$work/$i.times" \
		-v counts="$work/$i.counts" -v notes="$logs/notes.log" "$summarise" "${logfiles[$i]}"
	read -r p f s nn cpu <"$work/$i.counts"
	echo "$ms ${names[$i]} $cpu" >>"$work/durations"
	passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s)) notes=$((notes + nn))
	cpu_ms=$((cpu_ms + cpu))
}

# ---- the order they start in: the slowest of the last run first ---------------------------
# (a test the last run did not have starts first).  With no last run (a
# fresh clone, as CI has), tests/lib/start-order gives the order: the names
# of the scripts, slowest first, as a run measured them (`make test-order`
# writes it from the last run's durations); the tests it does not name
# start first, then those it names, in its order.  It only orders: a stale
# one costs some time, never a result.
order=()
if [ -s "$logs/durations" ]; then
	known=$logs/durations
elif [ -s "$tests/lib/start-order" ]; then
	# the same form as durations: a rank for the time, slowest highest
	known=$work/start-order
	awk '/^[^#]/ { names[++k] = $1 } END { for (i = 1; i <= k; i++) print k - i + 1, names[i] }' \
		"$tests/lib/start-order" >"$known"
else
	known=/dev/null
fi
while read -r i; do order+=("$i"); done < <(
	printf '%s\n' "${names[@]}" |
		awk 'FILENAME == ARGV[1] { ms[$2] = $1; next } { print ($0 in ms ? ms[$0] : 999999999), FNR - 1 }' "$known" - |
		sort -k1,1nr -k2,2n | cut -d' ' -f2)

next=0 # the next to print
print_ready() {
	while [ "$next" -lt "$n" ] && [ -s "$work/$next.done" ]; do
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

# (a run of some tests, TESTS=..., keeps the last times of the others that
# still exist: a suite of this run, a script under tests/)
: >>"$work/durations"
if [ -s "$logs/durations" ]; then
	awk 'FILENAME == ARGV[1] { ran[$2] = 1; next } FILENAME == ARGV[2] { exists[$0] = 1; next }
		!($2 in ran) && ($2 !~ /\// || $2 in exists)' \
		"$work/durations" <(cd "$tests" && printf '%s\n' */*.sh) "$logs/durations" >"$work/durations.kept"
	cat "$work/durations.kept" >>"$work/durations"
fi
mv -f "$work/durations" "$logs/durations"

now=$(date +%s)
if [ -n "${PROBABLE_TEST_START:-}" ] && [ "$PROBABLE_TEST_START" -le "$started" ] 2>/dev/null; then
	from=$PROBABLE_TEST_START what="make test"
else
	from=$started what="tests"
fi
rel=${logs#"$PWD"/}
echo
if [ "$notes" != 0 ]; then
	echo "notes (what passing tests measured without asserting it): $rel/notes.log, $notes lines; every test's output: $rel/"
else
	echo "every test's output: $rel/"
fi
echo "time: $what took $(((now - from) / 60)) min $(((now - from) % 60)) s, $jobs at a time; the tests used $((cpu_ms / 1000)) s of CPU"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
