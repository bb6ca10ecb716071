#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/likelihood.sh - PROBABLE_LIKELIHOOD(pc), the C++20 attribute
# form: it becomes [[likely]] above ARCH_PROBABILITY_HIGH, [[unlikely]]
# below ARCH_PROBABILITY_LOW and nothing between, under C++20; nothing
# before C++20 and in C.  And its object code is that of the attribute
# written by hand.
#
# 1. Expansion (-E), g++ and clang++, -std=c++20: pc 0, 5, 50, 90, 95, 100
#    for the host arch and -DARCH=sparc (HIGH 94), each against what the
#    arch's numbers say; -std=c++17 and C (gcc -std=c17): nothing.
# 2. Code: tests/codegen/likelihood.c (an if and a case label) at pc 95, 50
#    and 2, g++ and clang++ -std=c++20 -O2: .text identical to the same file
#    with the attribute (or none) written by hand; a control checks that
#    [[likely]] and [[unlikely]] give different code there.
source "$(dirname "$0")/../lib/lib.sh"

expected() { # pc high low -> the attribute
	if [ "$1" -gt "$2" ]; then echo '[[likely]]'
	elif [ "$1" -lt "$3" ]; then echo '[[unlikely]]'
	else echo ''; fi
}
expand() { # cc lang std pc flags...
	local cc=$1 lang=$2 std=$3 pc=$4; shift 4
	printf '#include <probable.h>\n<PROBABLE_LIKELIHOOD(%s)>\n' "$pc" |
		"$cc" -x "$lang" -std="$std" -E -P -I"$top/include" "$@" - 2>/dev/null |
		awk '/^</ { sub(/^< */, ""); sub(/ *>$/, ""); print }'
}

for cxx in g++ clang++; do
	have "$cxx" || { skip "likelihood $cxx: not installed"; continue; }
	for archflag in "" -DARCH=sparc; do
		read -r _ high low _ <<<"$(arch_values "$cxx" $archflag)"
		bad=""
		for pc in 0 5 50 90 95 100; do
			want=$(expected "$pc" "$high" "$low")
			got=$(expand "$cxx" c++ c++20 "$pc" $archflag)
			[ "$got" = "$want" ] || bad+=" pc $pc: '$got' (want '$want')"
		done
		if [ -z "$bad" ]; then
			pass "likelihood $cxx -std=c++20 ${archflag:-(host arch)}: PROBABLE_LIKELIHOOD(pc) is [[likely]] above $high, [[unlikely]] below $low, nothing between"
		else
			fail "likelihood $cxx -std=c++20 ${archflag:-(host arch)}:$bad"
		fi
	done
	got=$(expand "$cxx" c++ c++17 95)$(expand "$cxx" c++ c++17 2)
	if [ -z "$got" ]; then pass "likelihood $cxx -std=c++17: PROBABLE_LIKELIHOOD(pc) is nothing"
	else fail "likelihood $cxx -std=c++17: PROBABLE_LIKELIHOOD(pc) is '$got'"; fi
done
got=$(expand gcc c c17 95)$(expand gcc c c17 2)
if [ -z "$got" ]; then pass "likelihood gcc -std=c17: PROBABLE_LIKELIHOOD(pc) is nothing in C"
else fail "likelihood gcc -std=c17: PROBABLE_LIKELIHOOD(pc) is '$got'"; fi

src=$top/tests/codegen/likelihood.c
text_of() { objcopy -O binary -j .text "$1" "$1.bin"; }
for cxx in g++ clang++; do
	have "$cxx" || continue
	base=("$cxx" -x c++ -std=c++20 -O2 -Wall -Wextra -Werror -I"$top/include" -c "$src")
	read -r _ high low _ <<<"$(arch_values "$cxx")"
	if ! "${base[@]}" "-DATTR=[[likely]]" -o "$tmp/l.o" 2>"$tmp/err" ||
	   ! "${base[@]}" "-DATTR=[[unlikely]]" -o "$tmp/u.o" 2>>"$tmp/err"; then
		fail "likelihood $cxx: reference build failed: $(head -1 "$tmp/err")"; continue
	fi
	text_of "$tmp/l.o"; text_of "$tmp/u.o"
	if cmp -s "$tmp/l.o.bin" "$tmp/u.o.bin"; then
		fail "likelihood $cxx: [[likely]] and [[unlikely]] give the same code; the check could not fail"
		continue
	fi
	for pc in 95 50 2; do
		want=$(expected "$pc" "$high" "$low")
		if "${base[@]}" -DUSE_PROBABLE -DPC="$pc" -o "$tmp/p.o" 2>"$tmp/err" &&
		   "${base[@]}" "-DATTR=$want" -o "$tmp/r.o" 2>>"$tmp/err"; then
			text_of "$tmp/p.o"; text_of "$tmp/r.o"
			if cmp -s "$tmp/p.o.bin" "$tmp/r.o.bin"; then
				pass "likelihood $cxx -std=c++20 -O2: PROBABLE_LIKELIHOOD($pc) after an if and a case label: the code of '${want:-no attribute}' by hand"
			else
				fail "likelihood $cxx -std=c++20 -O2: PROBABLE_LIKELIHOOD($pc) differs from '${want:-no attribute}' by hand"
			fi
		else
			fail "likelihood $cxx pc $pc: build failed: $(grep -m1 error "$tmp/err")"
		fi
	done
done
finish
