#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/compile-time.sh - what probable.h costs the compiler, two ways, in
# one run, each against what it replaces:
#
#  1. A generated file with N (default 2000) probable() sites against the
#     same file with the builtins written out (__builtin_expect(!!(c), 1),
#     __builtin_expect(!!(c), 0), !!(c), as each pc stands for on this arch)
#     and no include, compiled at -O2.
#  2. `#include <probable.h>` alone against `#include <stdint.h>` plus
#     `#include <string.h>`: preprocessed bytes, and the compile (-O2) over
#     an empty file's.
#
# Cost is counted in instructions executed by the compiler and its children
# (valgrind --tool=cachegrind --cache-sim=no --trace-children=yes), which
# repeat exactly from run to run where wall time on a shared machine swings
# by 15% (docs/DESIGN: LLVM's compile-time tracker counts the same way).
# Without valgrind, or with TIMER=wall, the median wall time of R
# interleaved repetitions is printed instead.  A benchmark: it prints
# numbers and asserts nothing.
#   bash bench/compile-time.sh [sites] [repetitions]
#   CCS="gcc:c clang:c" bash bench/compile-time.sh    other compilers
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
inc=${PROBABLE_INCLUDE:-$top/include}   # another tree's headers, to compare
sites=${1:-2000}
reps=${2:-5}
ccs=${CCS:-gcc:c g++:c++ clang:c clang++:c++}
timer=${TIMER:-instructions}
command -v valgrind >/dev/null 2>&1 || timer=wall
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gen() { # mode (probable|builtin) high low
	local mode=$1 high=$2 low=$3 i pc c
	local pcs=(0 5 10 50 90 95 100 1 99 30)
	[ "$mode" = probable ] && echo '#include <probable.h>'
	echo 'int sink(int);'
	for ((i = 0; i < sites; i++)); do
		pc=${pcs[i % 10]}
		c="x > $i && y != $((i * 7))"
		if [ "$mode" = probable ]; then c="probable($c, $pc)"
		elif [ "$pc" -gt "$high" ]; then c="__builtin_expect(!!($c), 1)"
		elif [ "$pc" -lt "$low" ]; then c="__builtin_expect(!!($c), 0)"
		else c="!!($c)"; fi
		if ((i % 8 == 0)); then
			((i > 0)) && printf '\treturn x;\n}\n'
			printf 'int f%d(int x, int y);\nint f%d(int x, int y)\n{\n' "$i" "$i"
		fi
		printf '\tif (%s)\n\t\tx = sink(x + %d);\n' "$c" "$i"
	done
	printf '\treturn x;\n}\n'
}

now() { date +%s%N; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# cost CC ARGS...: instructions (millions) or milliseconds of one compile
cost() {
	if [ "$timer" = instructions ]; then
		valgrind --tool=cachegrind --cache-sim=no --trace-children=yes \
			--cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
			awk '/I *refs:/ { gsub(",", "", $NF); s += $NF } END { printf "%.1f\n", s / 1e6 }'
	else
		local r t0
		for ((r = 0; r < reps; r++)); do
			t0=$(now); "$@" >/dev/null; echo $(( ($(now) - t0) / 1000000 ))
		done | median
	fi
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
unit=$([ "$timer" = instructions ] && echo "Minsn" || echo "ms")

printf '#include <probable.h>\nint probable_bench_x;\n' >"$tmp/inc.c"
printf '#include <stdint.h>\n#include <string.h>\nint probable_bench_x;\n' >"$tmp/std.c"
printf 'int probable_bench_x;\n' >"$tmp/empty.c"

echo "compile cost in $unit ($timer), -O2, $sites sites"
printf '%-10s | %10s %10s %6s | %10s %10s %10s %7s %7s\n' compiler \
	"probable" "builtin" ratio "probable.h" "std+str" "(over" "bytes" "bytes"
printf '%-10s | %10s %10s %6s | %10s %10s %10s %7s %7s\n' "" \
	"$sites sites" "written" "" "alone" "alone" "empty)" "prob.h" "std+str"
for spec in $ccs; do
	IFS=: read -r cc lang <<<"$spec"
	command -v "$cc" >/dev/null 2>&1 || { echo "$cc: not installed"; continue; }
	read -r high low < <(printf '#include <probable.h>\nv ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW\n' |
		$cc -E -P -x c -I"$inc" - | awk '$1 == "v" { print $2, $3 }')
	gen probable "$high" "$low" >"$tmp/p.c"
	gen builtin "$high" "$low" >"$tmp/b.c"
	set -- "$cc" -x "$lang" -O2 -I"$inc" -o "$tmp/out.o" -c
	p=$(cost "$@" "$tmp/p.c"); b=$(cost "$@" "$tmp/b.c")
	ci=$(cost "$@" "$tmp/inc.c"); cs=$(cost "$@" "$tmp/std.c"); ce=$(cost "$@" "$tmp/empty.c")
	bi=$($cc -x "$lang" -E -P -I"$inc" "$tmp/inc.c" | wc -c)
	bs=$($cc -x "$lang" -E -P "$tmp/std.c" | wc -c)
	printf '%-10s | %10s %10s %6s | %10s %10s %10s %7s %7s\n' "$cc" "$p" "$b" "$(ratio "$p" "$b")" \
		"+$(awk -v a="$ci" -v e="$ce" 'BEGIN { printf "%.1f", a - e }')" \
		"+$(awk -v a="$cs" -v e="$ce" 'BEGIN { printf "%.1f", a - e }')" "$ce" "$bi" "$bs"
done
