#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/pc-width.sh - a pc wider than long is an error on a target
# where long is 32 bits (-m32): compile_fail-pc-wider-than-long.c and
# compile_fail-pc-int128.c (which falls back to 4294967346LL there) with
# gcc, g++, clang and clang++ -m32, at -O0 and -O2.  tests/compile/checks.sh
# runs the same files on the host, where long is 64 bits.
#
# Sampled in make test, by rule (PROBABLE_TEST_EXHAUSTIVE=1, make
# test-exhaustive, runs both files at both levels with every compiler):
# file number n (wider-than-long 0, int128 1) with compiler number k (in the
# order gcc g++ clang clang++ clang-19 clang++-19) at -O0 when k / 2 + n is
# even, -O2 when odd: every compiler meets both files and both levels.  (The
# error is a front-end one, as checks.sh's header says.)
source "$(dirname "$0")/../lib/lib.sh"
exhaustive=${PROBABLE_TEST_EXHAUSTIVE:-0}
# PROBABLE_INCLUDE=dir builds against other headers (to see an old tree fail)

flags=(-m32 -Wall -Wextra -Werror -I"${PROBABLE_INCLUDE:-$top/include}")
declare -A expect_of
for f in "$top"/tests/compile/compile_fail-pc-wider-than-long.c "$top"/tests/compile/compile_fail-pc-int128.c; do
	expect_of[$f]=$(sed -n 's/.*EXPECT: \(.*\) \*\/$/\1/p' "$f")
done
k=-1
for cc in gcc g++ clang clang++ clang-19 clang++-19; do
	k=$((k + 1))
	have "$cc" || { skip "pc-width $cc: not installed"; continue; }
	lang=c; case $cc in *++*) lang=c++ ;; esac
	if ! echo 'int x;' | $cc -x c -m32 -c -o "$tmp/probe.o" - 2>/dev/null; then
		skip "pc-width $cc -m32: the compiler cannot target -m32 here"
		continue
	fi
	n=-1
	for f in "$top"/tests/compile/compile_fail-pc-wider-than-long.c "$top"/tests/compile/compile_fail-pc-int128.c; do
		n=$((n + 1))
		name=${f##*/} name=${name%.c}
		expect=${expect_of[$f]}
		for opt in -O0 -O2; do
			# (sampled: see the header)
			[ "$exhaustive" = 1 ] || [ "$opt" = -O$((((k / 2 + n) % 2) * 2)) ] || continue
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
