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
for spec in gcc:c: clang:c: g++:c++:-std=c++98 g++:c++:-std=c++17 clang++:c++:-std=c++98 clang++:c++:-std=c++17; do
	IFS=: read -r cc lang std <<<"$spec"
	have "$cc" || { skip "accessor-errors $cc: not installed"; continue; }
	cc="$cc${std:+ $std}"
	for form in "${forms[@]}"; do
		printf '#include <probable.h>\nint f(int x);\nint f(int x) { return %s; }\n' "$form" >"$tmp/a.$lang"
		# shellcheck disable=SC2086 # the compiler and its -std are words
		if $cc -Wall -Wextra -I"$top/include" -c "$tmp/a.$lang" -o "$tmp/a.o" 2>"$tmp/err"; then
			fail "accessor-errors $cc: $form compiles"
			continue
		fi
		n=$(grep -c 'error:' "$tmp/err")
		first=$(grep -m1 'error:' "$tmp/err")
		if ! grep -q probable_ptr_must_be_a_pointer <<<"$first"; then
			fail "accessor-errors $cc: $form: first error does not say a pointer is needed: $first"
		elif [ "$n" -gt 3 ]; then
			fail "accessor-errors $cc: $form: $n errors (at most 3)"
		else
			pass "accessor-errors $cc: $form with an int: $n error, probable_ptr_must_be_a_pointer"
		fi
	done
done
finish
