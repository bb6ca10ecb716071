#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/lib/run.sh - run every test and print one total line, "N passed, N failed".
# Arguments: the cmocka suite binaries built by `make test` (from
# tests/unit/*.c).  Then, by rule, every shell test: tests/<kind>/*.sh, each
# kind's in name order, tests/lib/ (this runner and lib.sh) excepted.
# TESTS="compile codegen" (kinds, or paths such as tests/compile/checks.sh)
# limits them.
tests=$(cd "$(dirname "$0")/.." && pwd)
passed=0 failed=0 skipped=0

for bin in "$@"; do
	name=$(basename "$bin")
	out=$("$bin" 2>&1)
	status=$?
	p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' <<<"$out")
	f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' <<<"$out")
	p=${p:-0} f=${f:-0}
	if [ "$status" != 0 ] && [ "$f" = 0 ]; then f=1; fi # crashed
	printf '%-40s %3d passed, %d failed\n' "$name" "$p" "$f"
	[ "$f" != 0 ] && printf '%s\n' "$out" | grep -E '^\[  (FAILED|  ERROR)|error|Failure' | sed 's/^/    /'
	passed=$((passed + p)) failed=$((failed + f))
done

scripts=()
for t in "$tests"/*/*.sh; do
	kind=$(basename "$(dirname "$t")")
	[ "$kind" = lib ] && continue
	if [ -n "${TESTS:-}" ]; then
		case " $TESTS " in *" $kind "* | *" tests/$kind/$(basename "$t") "*) ;; *) continue ;; esac
	fi
	scripts+=("$t")
done
for t in "${scripts[@]}"; do
	out=$(bash "$t" 2>&1)
	status=$?
	p=$(grep -c '^PASS: ' <<<"$out") f=$(grep -c '^FAIL: ' <<<"$out") s=$(grep -c '^SKIP: ' <<<"$out")
	# a script that stopped on its own (exit status without a FAIL line)
	# or said nothing at all has failed, whatever it printed before
	if { [ "$status" != 0 ] && [ "$f" = 0 ]; } || [ $((p + f + s)) = 0 ]; then
		out+=$'\n'"FAIL: ${t#"$tests"/} exited with status $status after $p passed checks: $(tail -n 1 <<<"$out")"
		f=$((f + 1))
	fi
	printf '%-40s %3d passed, %d failed, %d skipped\n' "${t#"$tests"/}" "$p" "$f" "$s"
	grep -E '^(FAIL|SKIP): |^note: ' <<<"$out" | sed 's/^/    /'
	passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
done

echo
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
