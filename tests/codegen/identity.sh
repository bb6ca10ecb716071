#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/identity.sh - probable(c, pc) must compile to exactly the
# code of the builtin it stands for.
#
# For each compiler and pc in {0 1 5 10 20 50 80 90 95 99 100}, the .text of
# tests/codegen/identity.c built with probable() is compared byte for byte
# (objcopy -O binary -j .text) with the same file built with the reference:
#   pc above ARCH_PROBABILITY_HIGH   the builtin expecting 1
#   pc below ARCH_PROBABILITY_LOW    the builtin expecting 0
#   otherwise                        !!(c), no builtin
# The reference is the form users replace, the kernel's likely()/unlikely():
# __builtin_expect(!!(c), 1) and __builtin_expect(!!(c), 0), of type long,
# for every compiler (gcc, g++, clang and clang-19, C and C++).  An
# (int)-cast form is not it: Clang drops its hint (LLVM matches the builtin
# only when it feeds the comparison directly; the script reports that), and
# GCC builds different code for it in real functions
# (tests/codegen/identity-real.sh checks whole real-code files).
# The reference builds for "likely" and "unlikely" must differ from each
# other, or the comparison could not fail.
# With -DPROBABLE_EXACT every pc must match
# __builtin_expect_with_probability(!!(c), 1, pc / 100.0).
source "$(dirname "$0")/../lib/lib.sh"

pcs="0 1 5 10 20 50 80 90 95 99 100"
src=$top/tests/codegen/identity.c

text_of() { # out.o -> out.bin
	"${objcopy:-objcopy}" -O binary -j .text "$1" "$1.bin"
}

# The two builds' .text are the same bytes.
same_text() { cmp -s "$tmp/p.o.bin" "$tmp/r.o.bin"; }

# g++: probable() is a template call there, and inlining it renumbers GCC's
# SSA names, which can swap the operands of one comparison.  So for g++ the
# promise checked is the one that matters: every branch gets the same
# probability (GCC's final edge probabilities, in order, are equal).
probabilities_of() {
	"$@" -S -o /dev/null -fdump-tree-optimized="$tmp/dump" && grep -o '\[[0-9.]*%\]' "$tmp/dump"
}
same_probabilities() {
	cmp -s "$tmp/p.o.bin" "$tmp/r.o.bin" && return 0
	local a b arg refargs=()
	for arg in "$@"; do [ "$arg" = -DPROBABLE_EXACT ] || refargs+=("$arg"); done
	a=$(probabilities_of "$@" -DUSE_PROBABLE)
	b=$(probabilities_of "${refargs[@]}" "-DREF_EXPECT(c)=$ref")
	[ -n "$a" ] && [ "$a" = "$b" ]
}

# check CC LANG OPT LABEL [KIND]: KIND g++ compares branch probabilities
check() {
	local cc=$1 lang=$2 opt=$3 label=$4 kind=$5
	local vals high low bad=0 counts="" n_l=0 n_n=0 n_u=0
	vals=$(arch_values "$cc")
	read -r _ high low _ <<<"$vals"
	if [ -z "$high" ]; then fail "codegen $label: cannot read arch values"; return; fi

	local cast="" same=same_text
	[ "$kind" = g++ ] && same=same_probabilities
	local base=(-x "$lang" "$opt" -I"$top/include" -c "$src")

	# the hint must matter for this file, or the test proves nothing
	$cc "${base[@]}" -DPC=50 -DREF_EXPECT"(c)=${cast}__builtin_expect(!!(c),1)" -o "$tmp/l.o" &&
	$cc "${base[@]}" -DPC=50 -DREF_EXPECT"(c)=${cast}__builtin_expect(!!(c),0)" -o "$tmp/u.o" &&
	text_of "$tmp/l.o" && text_of "$tmp/u.o" || { fail "codegen $label: reference build failed"; return; }
	if cmp -s "$tmp/l.o.bin" "$tmp/u.o.bin"; then
		fail "codegen $label: likely and unlikely hints give the same code; test file too small"
		return
	fi

	local pc ref what="identical"
	[ "$same" = same_probabilities ] && what="give the builtin's branch probabilities"
	for pc in $pcs; do
		if [ "$pc" -gt "$high" ]; then ref="${cast}__builtin_expect(!!(c),1)"; n_l=$((n_l + 1))
		elif [ "$pc" -lt "$low" ]; then ref="${cast}__builtin_expect(!!(c),0)"; n_u=$((n_u + 1))
		else ref='(!!(c))'; n_n=$((n_n + 1)); fi
		$cc "${base[@]}" -DPC="$pc" -DUSE_PROBABLE -o "$tmp/p.o" &&
		$cc "${base[@]}" -DPC="$pc" -DREF_EXPECT"(c)=$ref" -o "$tmp/r.o" &&
		text_of "$tmp/p.o" && text_of "$tmp/r.o" || { bad=1; counts+=" pc=$pc:build-failed"; continue; }
		$same "$cc" "${base[@]}" -DPC="$pc" || { bad=1; counts+=" pc=$pc:differs"; }
	done
	if [ $bad = 0 ]; then
		pass "codegen $label: 11 pcs $what to the builtin (likely $n_l, none $n_n, unlikely $n_u; HIGH=$high LOW=$low)"
	else
		fail "codegen $label:$counts"
	fi

	# exact mode, where the compiler has the builtin
	if $cc "${base[@]}" -DPC=50 -DPROBABLE_EXACT -DUSE_PROBABLE -o "$tmp/p.o" 2>/dev/null &&
	   echo 'int x = __builtin_expect_with_probability(1, 1, 0.5);' | $cc -x c -c -o /dev/null - 2>/dev/null; then
		bad=0; counts=""
		for pc in $pcs; do
			ref="${cast}__builtin_expect_with_probability(!!(c),1,$pc/100.0)"
			$cc "${base[@]}" -DPC="$pc" -DPROBABLE_EXACT -DUSE_PROBABLE -o "$tmp/p.o" &&
			$cc "${base[@]}" -DPC="$pc" -DREF_EXPECT"(c)=$ref" -o "$tmp/r.o" &&
			text_of "$tmp/p.o" && text_of "$tmp/r.o" || { bad=1; counts+=" pc=$pc:build-failed"; continue; }
			$same "$cc" "${base[@]}" -DPC="$pc" -DPROBABLE_EXACT || { bad=1; counts+=" pc=$pc:differs"; }
		done
		if [ $bad = 0 ]; then pass "codegen $label PROBABLE_EXACT: 11 pcs $what to __builtin_expect_with_probability"
		else fail "codegen $label PROBABLE_EXACT:$counts"; fi
	fi
}

# Clang: show that the int-cast form loses the hint, which is why probable()
# does not use it there.  Informational; identity is checked above.
clang_int_cast_note() {
	local lang=$1
	local a b
	a=$(clang -x "$lang" -O2 -S -emit-llvm -o - -I"$top/include" -DPC=50 -DREF_EXPECT'(c)=(int)__builtin_expect(!!(c),1)' "$src" | grep -c 'branch_weights' || true)
	b=$(clang -x "$lang" -O2 -S -emit-llvm -o - -I"$top/include" -DPC=100 -DUSE_PROBABLE "$src" | grep -c 'branch_weights' || true)
	echo "note: clang $lang -O2: (int)__builtin_expect keeps $a branch weights, probable(c, 100) keeps $b"
}

# (par: side by side, printed in order; tests/lib/lib.sh)
for opt in -O2 -O3 -Os; do
	par check gcc c "$opt" "gcc c $opt" gcc
	par check g++ c++ "$opt" "g++ c++ $opt" g++
	for cc in clang clang-19; do
		have "$cc" || { skip "codegen $cc: not installed"; continue; }
		par check "$cc" c "$opt" "$cc c $opt" clang
		par check "${cc/clang/clang++}" c++ "$opt" "${cc/clang/clang++} c++ $opt" clang
	done
done
have clang && { clang_int_cast_note c; clang_int_cast_note c++; }

# PROBABLE_COLD reaches the compiler: GCC puts the function in
# .text.unlikely, Clang marks it cold in the IR.
cold_src='#include <probable.h>
PROBABLE_COLD void report(int);
void report(int x) { extern volatile int sink; sink = x; }'
if gcc -O2 -x c -I"$top/include" -c -o "$tmp/cold.o" - <<<"$cold_src" &&
   objdump -t "$tmp/cold.o" | grep -E '\.text\.unlikely.*report$' >/dev/null; then
	pass "codegen gcc: a PROBABLE_COLD function is placed in .text.unlikely"
else
	fail "codegen gcc: a PROBABLE_COLD function is not in .text.unlikely"
fi
if have clang; then
	if clang -O2 -x c -I"$top/include" -S -emit-llvm -o - - <<<"$cold_src" | grep -E '^attributes .*\bcold\b' >/dev/null; then
		pass "codegen clang: a PROBABLE_COLD function carries the cold attribute"
	else
		fail "codegen clang: a PROBABLE_COLD function has no cold attribute"
	fi
fi

for t in $cross_triplets; do
	if have "$t-gcc"; then
		objcopy=$t-objcopy par check "$t-gcc" c -O2 "$t-gcc c -O2" gcc
	else
		skip "codegen $t-gcc: not installed"
	fi
done
par_wait
finish
