#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/arch-errors.sh - a bad ARCH gives a first error that names
# the mistake, and at most three errors in all, with gcc and clang, C and
# C++, under -Wundef -Werror (where each undefined name in an #if is an
# error of its own): a number (-DARCH=1), an expression (1+2), an unknown
# name (foo), a string ("ARM64"), a character ('a'), an empty ARCH.  A
# control checks that a good name (mips, which GCC predefines as 1 in GNU
# modes) gives none.
source "$(dirname "$0")/../lib/lib.sh"

printf '#include <probable.h>\nint probable_arch_errors_x;\n' >"$tmp/a.c"
check() { # cc lang arch first-error-regex [max errors, default 3]
	local cc=$1 lang=$2 arch=$3 want=$4 max=${5:-3} n first
	"$cc" -x "$lang" -Wundef -Werror "-DARCH=$arch" -I"$top/include" \
		-c "$tmp/a.c" -o "$tmp/a.o" >"$tmp/err" 2>&1 && { fail "arch-errors $cc $lang ARCH=$arch: compiled"; return; }
	n=$(grep -c 'error:' "$tmp/err")
	first=$(grep -m1 'error:' "$tmp/err")
	if ! grep -qE "$want" <<<"$first"; then
		fail "arch-errors $cc $lang ARCH=$arch: first error does not name the mistake: $first"
	elif [ "$n" -gt "$max" ]; then
		fail "arch-errors $cc $lang ARCH=$arch: $n errors (at most $max)"
	else
		pass "arch-errors $cc $lang ARCH=$arch: $n error(s), the first names it: $(sed 's/.*error: //' <<<"$first" | cut -c1-70)"
	fi
}
for cc in gcc clang; do
	have "$cc" || { skip "arch-errors $cc: not installed"; continue; }
	for lang in c c++; do
		check "$cc" "$lang" 1 'unknown ARCH'
		check "$cc" "$lang" 1+2 'unknown ARCH'
		check "$cc" "$lang" foo 'unknown ARCH'
		# a string: two pastes fail (name and U), the #if, the #error: 4
		check "$cc" "$lang" '"ARM64"' 'ARCH_must_be_a_bare_name' 4
		check "$cc" "$lang" "'a'" 'ARCH_must_be_a_bare_name' 4
		check "$cc" "$lang" armv7-a 'unknown ARCH'
		check "$cc" "$lang" '' 'ARCH is defined but empty'
		if "$cc" -x "$lang" -Wundef -Werror -DARCH=mips -I"$top/include" -c "$tmp/a.c" -o "$tmp/a.o" 2>/dev/null; then
			pass "arch-errors $cc $lang ARCH=mips: no error"
		else
			fail "arch-errors $cc $lang ARCH=mips: errors"
		fi
	done
done
finish
