#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/pc-width.sh - a pc wider than long is an error on a target
# where long is 32 bits (-m32): compile_fail-pc-wider-than-long.c and
# compile_fail-pc-int128.c (which falls back to 4294967346LL there) with
# gcc, g++, clang and clang++ -m32, at -O0 and -O2.  tests/compile/checks.sh
# runs the same files on the host, where long is 64 bits.
source "$(dirname "$0")/../lib/lib.sh"
# PROBABLE_INCLUDE=dir builds against other headers (to see an old tree fail)

flags=(-m32 -Wall -Wextra -Werror -I"${PROBABLE_INCLUDE:-$top/include}")
for cc in gcc g++ clang clang++ clang-19 clang++-19; do
	have "$cc" || { skip "pc-width $cc: not installed"; continue; }
	lang=c; case $cc in *++*) lang=c++ ;; esac
	if ! echo 'int x;' | $cc -x c -m32 -c -o "$tmp/probe.o" - 2>/dev/null; then
		skip "pc-width $cc -m32: the compiler cannot target -m32 here"
		continue
	fi
	for f in "$top"/tests/compile/compile_fail-pc-wider-than-long.c "$top"/tests/compile/compile_fail-pc-int128.c; do
		name=$(basename "$f" .c)
		expect=$(sed -n 's/.*EXPECT: \(.*\) \*\/$/\1/p' "$f")
		for opt in -O0 -O2; do
			label="pc-width $name $cc -m32 $opt"
			if ! $cc -x "$lang" "$opt" "${flags[@]}" -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
				fail "$label: does not compile cleanly without FAIL: $(grep -m1 -E 'error|warning' "$tmp/err")"
			elif $cc -x "$lang" "$opt" "${flags[@]}" -DFAIL -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
				fail "$label: a pc wider than long compiles"
			elif grep -qE -- "$expect" "$tmp/err"; then
				pass "$label: refused, naming the range"
			else
				fail "$label: refused, but not with /$expect/: $(grep -m1 error "$tmp/err")"
			fi
		done
	done
done
finish
