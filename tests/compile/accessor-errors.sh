#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/accessor-errors.sh - a non-pointer argument to an accessor
# (get/put_unaligned_p, the endian get/put forms) gives a first error that
# names the mistake (probable_ptr_must_be_a_pointer) and at most three
# errors in all, with gcc and clang in C and g++ and clang++ in C++ (plain
# mode; C++98 and C++17).  (g++ and clang++ said "no matching function for
# call to probable_object_" first.)  (GCC gave thirty
# errors about unary '*' for get_unaligned_p(), and for the endian
# accessors only a warning.)  The compile_fail-unaligned-*-not-pointer.c
# files check the same under every compiler and mode with checks.sh.
source "$(dirname "$0")/../lib/lib.sh"

forms=("(int)get_unaligned_p(x, 50)" "(put_unaligned_p(1, x, 50), 0)"
	"(int)get_unaligned_p(x, 0)" "(put_unaligned_p(1, x, 100), 0)")
for w in le16 le32 le64 be16 be32 be64; do
	forms+=("(int)get_unaligned_${w}_p(x, 50)" "(put_unaligned_${w}_p(1u, x, 50), 0)")
done
# One driver run per compiler: each form in a unit of its own (a.K.LANG),
# the units compiled one after another by the driver, which goes on after
# one fails; the first line of each, "#warning probable-case K", marks where
# its diagnostics start, and a.K.o exists when it compiled.
for spec in gcc:c: clang:c: g++:c++:-std=c++98 g++:c++:-std=c++17 clang++:c++:-std=c++98 clang++:c++:-std=c++17; do
	IFS=: read -r cc lang std <<<"$spec"
	have "$cc" || { skip "accessor-errors $cc: not installed"; continue; }
	cc="$cc${std:+ $std}"
	rm -rf "$tmp/u" && mkdir "$tmp/u"
	units=() k=0
	for form in "${forms[@]}"; do
		k=$((k + 1))
		printf '#warning probable-case %d\n#include <probable.h>\nint f(int x);\nint f(int x) { return %s; }\n' "$k" "$form" >"$tmp/u/a.$k.$lang"
		units+=("a.$k.$lang")
	done
	# shellcheck disable=SC2086 # the compiler and its -std are words
	(cd "$tmp/u" && $cc -Wall -Wextra -I"$top/include" -c "${units[@]}") 2>"$tmp/u/err"
	awk -v dir="$tmp/u" '
	match($0, /probable-case [0-9]+/) {
		k = substr($0, RSTART + 14, RLENGTH - 14)
		if (k != cur) { if (out) close(out); cur = k; out = dir "/err." k }
	}
	out { print >> out }' "$tmp/u/err"
	k=0
	for form in "${forms[@]}"; do
		k=$((k + 1))
		if [ -e "$tmp/u/a.$k.o" ]; then
			fail "accessor-errors $cc: $form compiles"
			continue
		fi
		n=0 first=
		if [ -e "$tmp/u/err.$k" ]; then
			while IFS= read -r line; do
				case $line in *error:*) n=$((n + 1)); [ -n "$first" ] || first=$line ;; esac
			done <"$tmp/u/err.$k"
		fi
		case $first in
		*probable_ptr_must_be_a_pointer*)
			if [ "$n" -gt 3 ]; then
				fail "accessor-errors $cc: $form: $n errors (at most 3)"
			else
				pass "accessor-errors $cc: $form with an int: $n error, probable_ptr_must_be_a_pointer"
			fi ;;
		*) fail "accessor-errors $cc: $form: first error does not say a pointer is needed: $first" ;;
		esac
	done
done
finish
