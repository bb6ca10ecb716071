#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/compile-time.sh - what probable() costs the compiler: a generated
# file with N (default 2000) probable() sites against the same file with the
# builtins written out (__builtin_expect(!!(c), 1), __builtin_expect(!!(c),
# 0), !!(c), as each pc stands for on this arch), compiled with gcc, clang
# and clang-19 at -O2.  Repetitions are interleaved (probable, builtin,
# probable, ...) and the median wall time of each is printed, with the
# ratio and the preprocessed bytes per site.  A benchmark: it prints
# numbers and asserts nothing.
#   bash bench/compile-time.sh [sites] [repetitions]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
inc=${PROBABLE_INCLUDE:-$top/include}   # another tree's headers, to compare
sites=${1:-2000}
reps=${2:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gen() { # mode (probable|builtin) high low
	local mode=$1 high=$2 low=$3 i pc c
	local pcs=(0 5 10 50 90 95 100 1 99 30)
	echo '#include <probable.h>'
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

printf '%-9s %-5s %10s %10s %7s %14s %14s\n' compiler lang "probable" "builtin" ratio "bytes/site(p)" "bytes/site(b)"
for spec in gcc:c clang:c clang-19:c g++:c++ clang++:c++ clang++-19:c++; do
	IFS=: read -r cc lang <<<"$spec"
	command -v "$cc" >/dev/null 2>&1 || { echo "$cc: not installed"; continue; }
	read -r _ high low _ < <(printf '#include <probable.h>\nv PROBABLE_ARCH ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW x\n' |
		$cc -E -P -x c -I"$inc" - | awk '$1 == "v" { print $2, $3, $4, $5 }')
	gen probable "$high" "$low" >"$tmp/p.c"
	gen builtin "$high" "$low" >"$tmp/b.c"
	# preprocessed bytes per site: the file's own part (after the headers)
	pb=$($cc -x "$lang" -E -P -I"$inc" "$tmp/p.c" | sed -n '/^int sink(int);/,$p' | wc -c)
	bb=$($cc -x "$lang" -E -P -I"$inc" "$tmp/b.c" | sed -n '/^int sink(int);/,$p' | wc -c)
	: >"$tmp/tp"; : >"$tmp/tb"
	for ((r = 0; r < reps; r++)); do
		for m in p b; do
			t0=$(now)
			$cc -x "$lang" -O2 -I"$inc" -c "$tmp/$m.c" -o "$tmp/$m.o"
			echo $(( ($(now) - t0) / 1000000 )) >>"$tmp/t$m"
		done
	done
	mp=$(median <"$tmp/tp"); mb=$(median <"$tmp/tb")
	printf '%-9s %-5s %8sms %8sms %7s %14s %14s\n' "$cc" "$lang" "$mp" "$mb" \
		"$(awk -v a="$mp" -v b="$mb" 'BEGIN { printf "%.3f", a / b }')" \
		"$(( (pb - bb) / sites + bb / sites ))" "$(( bb / sites ))"
done
