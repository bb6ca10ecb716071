#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/checks.sh - the ccan-style compile tests.
#
# compile_ok-*.c must compile warning-free (-Werror).  compile_fail-*.c must
# compile warning-free without -DFAIL and fail with it, and the compiler's
# output must match the file's "EXPECT:" regex (C) or "EXPECT_CXX:" regex
# (C++, when given): the error must be the one the file is about.  Each is
# tried with gcc, clang, g++ and clang++ (as C++), and with a current Clang
# beside the system's (clang-19, clang++-19), at -O0, at -O2 and in profile
# mode (-DPROBABLE_PROFILE), and the C ones with tcc (which must fail,
# whatever its words).
source "$(dirname "$0")/../lib/lib.sh"

compilers="gcc:c:c11 g++:c++:c++11"
have clang && compilers+=" clang:c:c11 clang++:c++:c++17"
if have clang-19; then
	compilers+=" clang-19:c:c17 clang++-19:c++:c++20"
else
	skip "compile checks with clang-19: not installed (Debian: apt-get install clang-19)"
fi

flags=(-Wall -Wextra -Werror -I"$top/include" -I"$top/tests/fixtures")
tcc_flags=(-Wall -Werror -I"$top/include" -I"$top/tests/fixtures")

for f in "$top"/tests/compile/compile_ok-*.c "$top"/tests/compile/compile_fail-*.c; do
	name=$(basename "$f" .c)
	expect=$(sed -n 's/.*EXPECT: \(.*\) \*\/$/\1/p' "$f")
	expect_cxx=$(sed -n 's/.*EXPECT_CXX: \(.*\) \*\/$/\1/p' "$f")
	for spec in $compilers; do
		IFS=: read -r cc lang std <<<"$spec"
		want=$expect
		[ "$lang" = c++ ] && [ -n "$expect_cxx" ] && want=$expect_cxx
		for opts in -O0 -O2 "-O2 -DPROBABLE_PROFILE"; do
			read -r -a opt <<<"$opts"
			label="$name $cc $opts"
			# g++ profile mode: C++17 (before it a site defines a type, so
			# it may not be in sizeof: README, profile mode)
			[ "$cc" = g++ ] && [ "${opts#*PROFILE}" != "$opts" ] && opt+=(-std=c++17) && label+=" -std=c++17"
			if ! $cc -x "$lang" -std="$std" "${opt[@]}" "${flags[@]}" -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
				fail "$label: does not compile cleanly without FAIL: $(grep -m1 -E 'error|warning' "$tmp/err")"
				continue
			fi
			case $name in compile_ok-*) pass "$label: compiles cleanly"; continue ;; esac
			if $cc -x "$lang" -std="$std" "${opt[@]}" "${flags[@]}" -DFAIL -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
				fail "$label: compiles with -DFAIL"
			elif grep -qE -- "$want" "$tmp/err"; then
				pass "$label: fails for its reason"
			else
				fail "$label: fails, but not with /$want/: $(grep -m1 error "$tmp/err")"
			fi
		done
	done
	if have tcc; then
		label="$name tcc"
		if ! tcc "${tcc_flags[@]}" -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
			fail "$label: does not compile without FAIL: $(head -1 "$tmp/err")"
		elif [ "${name#compile_ok}" != "$name" ]; then
			pass "$label: compiles"
		elif tcc "${tcc_flags[@]}" -DFAIL -c "$f" -o "$tmp/o.o" 2>/dev/null; then
			fail "$label: compiles with -DFAIL"
		else
			pass "$label: fails"
		fi
	fi
done
finish
