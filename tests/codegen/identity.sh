#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/identity.sh - probable(c, pc) must compile to exactly the
# code of the builtin it stands for.
#
# For each compiler, the functions of tests/codegen/identity.c are built
# once per pc into one unit with probable() and into one unit with the
# reference (tests/codegen/identity.c: each pc's copy has a name of its
# own), and the two objects' code must be the same: objdump -dr of every
# code section, i.e. the instruction bytes, the relocations (so a copy that
# became a jump to another identical copy names which) and the symbols.
# The reference for a pc:
#   pc above ARCH_PROBABILITY_HIGH   the builtin expecting 1
#   pc below ARCH_PROBABILITY_LOW    the builtin expecting 0
#   otherwise                        !!(c), no builtin
# The reference is the form users replace, the kernel's likely()/unlikely():
# __builtin_expect(!!(c), 1) and __builtin_expect(!!(c), 0), of type long,
# for every compiler (gcc, g++, clang and clang-19, C and C++).  An
# (int)-cast form is not it: Clang drops its hint (LLVM matches the builtin
# only when it feeds the comparison directly: docs/codegen.md counts its
# branch weights, tools/codegen-report.sh), and
# GCC builds different code for it in real functions
# (tests/codegen/identity-real.sh checks whole real-code files).
# The reference builds for "likely" and "unlikely" must differ from each
# other, or the comparison could not fail.
# The same for a project's own hint macro pointed at PROBABLE_MACRO_SITE
# (reference: the builtin as above, (long)!!(c) for "no hint") and at
# PROBABLE_MACRO_VALUE_SITE (reference: __builtin_expect((c), 1) or
# (..., 0), (long)(c) for "no hint"): a plain build's object code is that
# of the hint macro it replaces.
#
# The pcs: 0, 50, 100 and, for the arch the compiler targets, LOW - 1,
# LOW, HIGH and HIGH + 1.  That is every case:
# outside PROBABLE_EXACT, include/probable.h reads pc only in comparisons
# with ARCH_PROBABILITY_HIGH and ARCH_PROBABILITY_LOW (PROBABLE_HINT, the
# Clang and GCC forms) and in the 0..100 range check, so the expansion, and
# the code, is one of three, and which one changes only between LOW - 1 and
# LOW and between HIGH and HIGH + 1: both sides of each threshold and both
# ends are here.  (PROBABLE_TEST_EXHAUSTIVE=1, `make test-exhaustive`: all
# 101.)
# The compilers: gcc, g++, clang, clang++, clang-19 and clang++-19, each at
# one of -O2, -O3 and -Os in make test (the levels rotated: see "host"
# below), and every Debian cross gcc at -O2, so that every compiler, every
# arch, C and C++ and every level is here; PROBABLE_TEST_EXHAUSTIVE=1: the
# host compilers at all three levels.
# With -DPROBABLE_EXACT every pc must match
# __builtin_expect_with_probability(!!(c), 1, pc / 100.0); there the pc is
# the probability itself, no class, so the 11 pcs are a sample (all 101
# exhaustively).  That form names no arch value (include/probable.h: one
# definition for every arch, one per compiler and language), so make test
# checks it with the six host compilers; PROBABLE_TEST_EXHAUSTIVE=1 with
# every cross gcc too.
source "$(dirname "$0")/../lib/lib.sh"

exact_pcs="0 1 5 10 20 50 80 90 95 99 100"
src=$top/tests/codegen/identity.c

# pcs_for HIGH LOW: 0, 50, 100 and both sides of each threshold, sorted
pcs_for() {
	if [ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ]; then seq 0 100 | tr '\n' ' '; return; fi
	printf '%s\n' 0 50 100 $(($2 - 1)) "$2" "$1" $(($1 + 1)) |
		awk '$1 >= 0 && $1 <= 100' | sort -nu | tr '\n' ' '
}

# unit OUT SIDE PCS...: one unit holding identity.c once per pc, its
# functions named NAME_pcN.  SIDE: probable (probable(c, pc)), ref (the
# form pc stands for: $high/$low), exact (__builtin_expect_with_probability),
# macro (PROBABLE_MACRO_SITE, a project's own hint macro) and its reference
# macroref (the builtin, of type long; for "no hint" (long)!!(c)), value
# (PROBABLE_MACRO_VALUE_SITE) and valueref (__builtin_expect((c), 1) as
# zstd writes it; for "no hint" (long)(c))
unit() {
	local out=$1 side=$2 pc ref; shift 2
	{
		[ "$side" = probable ] && echo '#define USE_PROBABLE 1'
		[ "$side" = macro ] && echo '#define USE_MACRO_SITE 1'
		[ "$side" = value ] && echo '#define USE_MACRO_VALUE_SITE 1'
		for pc in "$@"; do
			echo "#undef PC"
			echo "#define PC $pc"
			echo "#undef ID_NAME"
			echo "#define ID_NAME(f) f##_pc$pc"
			if [ "$side" != probable ] && [ "$side" != macro ] && [ "$side" != value ]; then
				if [ "$side" = exact ]; then ref="__builtin_expect_with_probability(!!(c),1,$pc/100.0)"
				elif [ "$side" = valueref ] && [ "$pc" -gt "$high" ]; then ref='__builtin_expect((c),1)'
				elif [ "$side" = valueref ] && [ "$pc" -lt "$low" ]; then ref='__builtin_expect((c),0)'
				elif [ "$side" = valueref ]; then ref='((long)(c))'
				elif [ "$pc" -gt "$high" ]; then ref='__builtin_expect(!!(c),1)'
				elif [ "$pc" -lt "$low" ]; then ref='__builtin_expect(!!(c),0)'
				elif [ "$side" = macroref ]; then ref='((long)!!(c))'
				else ref='(!!(c))'; fi
				echo "#undef REF_EXPECT"
				echo "#define REF_EXPECT(c) $ref"
			fi
			echo "#include \"$src\""
		done
	} >"$out"
}

# code_of OBJ: its code, as objdump -dr shows it (bytes, relocations,
# symbols), without the file name line
code_of() {
	"${objdump:-objdump}" -dr "$1" | tail -n +3 >"$1.d"
}

# the functions whose code differs between two code_of files (for the message)
differing() {
	awk '
		/^[0-9a-f]+ <.*>:$/ { f = $2; gsub(/[<>:]/, "", f); next }
		f != "" { sub(/^ *[0-9a-f]+:/, ""); body[FILENAME, f] = body[FILENAME, f] "\n" $0; names[f] = 1 }
		END {
			for (f in names) if (body[ARGV[1], f] != body[ARGV[2], f]) out = out " " f
			print out
		}' "$1" "$2" | tr ' ' '\n' | sort | head -8 | tr '\n' ' '
}

# g++: probable() is a template call there, and inlining it renumbers GCC's
# SSA names, which can swap the operands of one comparison.  So for g++ the
# promise checked is the one that matters: every branch gets the same
# probability (GCC's final edge probabilities, in order, are equal).
probabilities_of() { # cc args... (writes to stdout)
	"$@" -S -o /dev/null -fdump-tree-optimized="$tmp/dump" && grep -o '\[[0-9.]*%\]' "$tmp/dump"
}

# same KIND CC ARGS... : the units $tmp/p.c and $tmp/r.c built with CC ARGS
# give the same code (g++: the same branch probabilities)
same() {
	local kind=$1 a b; shift
	"$@" -c "$tmp/p.c" -o "$tmp/p.o" 2>"$tmp/err" && "$@" -c "$tmp/r.c" -o "$tmp/r.o" 2>>"$tmp/err" ||
		{ why="build failed: $(grep -m1 error "$tmp/err")"; return 1; }
	code_of "$tmp/p.o" && code_of "$tmp/r.o" || { why="objdump failed"; return 1; }
	cmp -s "$tmp/p.o.d" "$tmp/r.o.d" && return 0
	if [ "$kind" = g++ ]; then
		a=$(probabilities_of "$@" "$tmp/p.c") && b=$(probabilities_of "$@" "$tmp/r.c") &&
			[ -n "$a" ] && [ "$a" = "$b" ] && return 0
		why="branch probabilities differ; code differs in"
	else
		why="code differs in"
	fi
	why+=" $(differing "$tmp/r.o.d" "$tmp/p.o.d")"
	return 1
}

# check CC LANG OPT LABEL KIND [EXACT]: KIND g++ compares branch
# probabilities; EXACT no: PROBABLE_EXACT not checked
check() {
	local cc=$1 lang=$2 opt=$3 label=$4 kind=$5 exact=${6:-yes}
	local vals high low pcs why
	vals=$(arch_values "$cc")
	read -r _ high low _ <<<"$vals"
	if [ -z "$high" ]; then fail "codegen $label: cannot read arch values"; return; fi
	local base=("$cc" -x "$lang" "$opt" -I"$top/include")

	# the hint must matter for this file, or the test proves nothing
	"${base[@]}" -c "$src" -DPC=50 -DREF_EXPECT"(c)=__builtin_expect(!!(c),1)" -o "$tmp/l.o" &&
	"${base[@]}" -c "$src" -DPC=50 -DREF_EXPECT"(c)=__builtin_expect(!!(c),0)" -o "$tmp/u.o" &&
	code_of "$tmp/l.o" && code_of "$tmp/u.o" || { fail "codegen $label: reference build failed"; return; }
	if cmp -s "$tmp/l.o.d" "$tmp/u.o.d"; then
		fail "codegen $label: likely and unlikely hints give the same code; test file too small"
		return
	fi

	local what="identical"
	[ "$kind" = g++ ] && what="give the builtin's branch probabilities"
	pcs=$(pcs_for "$high" "$low")
	local n_l=0 n_n=0 n_u=0 pc
	for pc in $pcs; do
		if [ "$pc" -gt "$high" ]; then n_l=$((n_l + 1)); elif [ "$pc" -lt "$low" ]; then n_u=$((n_u + 1)); else n_n=$((n_n + 1)); fi
	done
	unit "$tmp/p.c" probable $pcs
	unit "$tmp/r.c" ref $pcs
	if same "$kind" "${base[@]}"; then
		pass "codegen $label: $(wc -w <<<"$pcs") pcs $what to the builtin (pcs $pcs: likely $n_l, none $n_n, unlikely $n_u; HIGH=$high LOW=$low)"
	else
		fail "codegen $label: $why"
	fi

	# a project's own hint macro through PROBABLE_MACRO_SITE and
	# PROBABLE_MACRO_VALUE_SITE: the code of its builtin (the same pcs)
	pcs=$(pcs_for "$high" "$low")
	local side
	for side in macro value; do
		unit "$tmp/p.c" "$side" $pcs
		unit "$tmp/r.c" "${side}ref" $pcs
		if same "$kind" "${base[@]}"; then
			pass "codegen $label PROBABLE_MACRO_$( [ $side = value ] && echo VALUE_)SITE: $(wc -w <<<"$pcs") pcs $what to the builtin of the hint macro it stands for"
		else
			fail "codegen $label PROBABLE_MACRO_$( [ $side = value ] && echo VALUE_)SITE: $why"
		fi
	done

	# exact mode, where the compiler has the builtin
	# (where it has, PROBABLE_EXACT must build: a failure is a FAIL)
	[ "$exact" = yes ] || return 0
	if echo 'int x = __builtin_expect_with_probability(1, 1, 0.5);' | $cc -x c -c -o /dev/null - 2>/dev/null; then
		pcs=$exact_pcs
		[ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ] && pcs=$(seq 0 100 | tr '\n' ' ')
		unit "$tmp/p.c" probable $pcs
		unit "$tmp/r.c" exact $pcs
		# (PROBABLE_EXACT: for the probable unit; the reference ignores it)
		if same "$kind" "${base[@]}" -DPROBABLE_EXACT; then
			pass "codegen $label PROBABLE_EXACT: $(wc -w <<<"$pcs") pcs $what to __builtin_expect_with_probability"
		else
			fail "codegen $label PROBABLE_EXACT: $why"
		fi
	fi
}

# The host compilers, each at one -O level in make test: the levels
# rotated so that GCC (with the cross gccs' -O2 below) and Clang, C and C++,
# each meet -O2, -O3 and -Os; PROBABLE_TEST_EXHAUSTIVE=1: every compiler
# at every level.  "compiler lang level label kind"
host=("gcc c -Os" "g++ c++ -O3" "clang c -O2" "clang++ c++ -Os" "clang-19 c -O3" "clang++-19 c++ -O2")
# (par: side by side, printed in order; tests/lib/lib.sh)
for entry in "${host[@]}"; do
	read -r cc lang level <<<"$entry"
	kind=gcc
	case $cc in g++) kind=g++ ;; clang*) kind=clang ;; esac
	have "$cc" || { skip "codegen $cc: not installed"; continue; }
	levels=$level
	[ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ] && levels="-O2 -O3 -Os"
	for opt in $levels; do
		par check "$cc" "$lang" "$opt" "$cc $lang $opt" "$kind"
	done
done

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

# (PROBABLE_EXACT: in make test on the host compilers only, see above)
exact=no
[ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ] && exact=yes
for t in $cross_triplets; do
	if have "$t-gcc"; then
		objdump=$t-objdump par check "$t-gcc" c -O2 "$t-gcc c -O2" gcc "$exact"
	else
		skip "codegen $t-gcc: not installed"
	fi
done
par_wait
finish
