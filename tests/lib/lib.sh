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

finish() {
	exit $((failures > 0))
}
