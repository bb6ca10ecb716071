#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/constant-contexts.sh - probable() in constant expressions
# (tests/compile/compile_ok-constant-contexts.c: constexpr functions and
# variables, static_assert, template arguments, case labels, enums, static
# initializers, each value asserted at compile time) in every C++ standard
# from C++11 to C++20 with g++, clang++ and clang++-19, and in C89 to C2x;
# then without GNU C: clang-19's MSVC targets (-fms-compatibility, no
# __GNUC__), C and C++, where probable() must still compile.
source "$(dirname "$0")/../lib/lib.sh"

src=$top/tests/compile/compile_ok-constant-contexts.c
flags=(-Wall -Wextra -Wpedantic -Werror -I"$top/include")

try() { # label args...
	local label=$1; shift
	if "$@" "${flags[@]}" -c "$src" -o "$tmp/o.o" 2>"$tmp/err"; then pass "constant-contexts $label"
	else fail "constant-contexts $label: $(grep -m1 -E 'error|warning' "$tmp/err")"; fi
}

for cxx in g++ clang++ clang++-19; do
	have "$cxx" || { skip "constant-contexts $cxx: not installed"; continue; }
	for std in c++11 c++14 c++17 c++20; do
		for opt in -O0 -O2; do try "$cxx -std=$std $opt" "$cxx" -x c++ -std="$std" "$opt"; done
	done
done
for cc in gcc clang clang-19; do
	have "$cc" || continue
	for std in gnu89 c99 c11 c2x; do try "$cc -std=$std" "$cc" -x c -std="$std" -O2; done
done

# Without GNU C: clang-19 as MSVC (no __GNUC__, no statement expressions in
# the headers' view).  The constant file and a value check must compile.
if have clang-19; then
	for target in x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-pc-windows-msvc; do
		for lang in c c++; do
			std=c11; [ $lang = c++ ] && std=c++17
			if clang-19 --target=$target -fms-compatibility -x $lang -std=$std -Wall -Wextra -Werror \
				-I"$top/include" -fsyntax-only "$src" 2>"$tmp/err"; then
				pass "constant-contexts clang-19 --target=$target $lang (no GNU C)"
			else
				fail "constant-contexts clang-19 --target=$target $lang: $(grep -m1 -E 'error|warning' "$tmp/err")"
			fi
		done
	done
else
	skip "constant-contexts: clang-19 missing, no MSVC-target check"
fi
finish
