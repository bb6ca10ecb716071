# SPDX-License-Identifier: MIT
# tests/lib/lib.sh - shared by the shell tests: result lines and tool lookup.
# Every check prints one line, "PASS: what" or "FAIL: what"; tests/lib/run.sh
# counts them.  Sourced, not run.

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { printf 'PASS: %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*"; failures=$((failures + 1)); }
skip() { printf 'SKIP: %s\n' "$*"; }
have() { command -v "$1" >/dev/null 2>&1; }

# The Debian cross compilers (cross_triplets) and clang targets.
source "$top/tools/targets.sh"

# What the header resolves to for a compiler and flags: "arch high low threshold".
arch_values() {
	local cc=$1; shift
	printf '#include <probable.h>\nprobable_values PROBABLE_ARCH ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD\n' |
		$cc -E -P -x c -I"$top/include" "$@" - 2>/dev/null |
		awk '$1 == "probable_values" { gsub(/"/, "", $2); print $2, $3, $4, $5 }'
}

# Independent parts of one script, run side by side:
#   for cc in ...; do par check "$cc" ...; done; par_wait
# `par CMD ARGS...` runs CMD (a function of the script, usually) in the
# background, at most TEST_JOBS at a time (default: the number of cores),
# with a $tmp of its own; par_wait waits for all of them and prints their
# output in the order they were started, counting their FAIL lines as
# failures, so the script says what it said run one after another.
par_n=0
par_jobs=${TEST_JOBS:-$(nproc 2>/dev/null || echo 1)}
case $par_jobs in '' | *[!0-9]* | 0) par_jobs=1 ;; esac
par() {
	local d=$tmp/par.$par_n
	mkdir -p "$d" || return
	while [ "$(jobs -rp | wc -l)" -ge "$par_jobs" ]; do wait -n; done
	(tmp=$d; "$@") >"$d.out" 2>&1 </dev/null &
	par_n=$((par_n + 1))
}
par_wait() {
	local i n
	wait
	for ((i = 0; i < par_n; i++)); do
		cat "$tmp/par.$i.out"
		n=$(grep -c '^FAIL: ' "$tmp/par.$i.out")
		failures=$((failures + n))
		rm -rf "$tmp/par.$i" "$tmp/par.$i.out"
	done
	par_n=0
}

finish() {
	exit $((failures > 0))
}
