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
#
# The compile without -DFAIL is the control that makes the failure the
# FAIL line's.  For the compile_fail files that start with
# #include <probable.h> (nothing of their own before it), it is one unit
# per compiler and flags that includes them all, each file's f renamed
# (a profile-mode unit compiles the profile runtime, most of its time, once
# instead of once per file); when that unit does not compile cleanly, each
# of those files is compiled alone, as the others always are, so the
# failure is the file's.  Every -DFAIL compile is the file alone.  The
# compilers run side by side (tests/lib/lib.sh par).
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

files=("$top"/tests/compile/compile_ok-*.c "$top"/tests/compile/compile_fail-*.c)

# merged FILE: a compile_fail file whose first directive is #include <probable.h>
merged() {
	case $1 in */compile_fail-*) ;; *) return 1 ;; esac
	awk '/^[ \t]*#/ { exit !($0 ~ /^#include <probable\.h>/) }' "$1"
}
mergeable=()
for f in "${files[@]}"; do merged "$f" && mergeable+=("$f"); done
n=0
{
	echo '#include <probable.h>'
	for f in "${mergeable[@]}"; do
		n=$((n + 1))
		echo "#define f probable_check_${n}_f"
		echo "#include \"$f\""
		echo "#undef f"
	done
} >"$tmp/together.c"
unit=$tmp/together.c # (par jobs have a $tmp of their own)

# check_with SPEC: every file with one compiler, at the three settings
check_with() {
	local cc lang std want opts opt label name f expect expect_cxx
	IFS=: read -r cc lang std <<<"$1"
	for opts in -O0 -O2 "-O2 -DPROBABLE_PROFILE"; do
		read -r -a opt <<<"$opts"
		label="$cc $opts"
		# g++ profile mode: C++17 (before it a site defines a type, so
		# it may not be in sizeof: README, profile mode)
		[ "$cc" = g++ ] && [ "${opts#*PROFILE}" != "$opts" ] && opt+=(-std=c++17) && label+=" -std=c++17"
		# the control of the merged files, all at once
		local alone=1
		$cc -x "$lang" -std="$std" "${opt[@]}" "${flags[@]}" -c "$unit" -o "$tmp/o.o" 2>/dev/null && alone=0
		for f in "${files[@]}"; do
			name=$(basename "$f" .c)
			expect=$(sed -n 's/.*EXPECT: \(.*\) \*\/$/\1/p' "$f")
			expect_cxx=$(sed -n 's/.*EXPECT_CXX: \(.*\) \*\/$/\1/p' "$f")
			want=$expect
			[ "$lang" = c++ ] && [ -n "$expect_cxx" ] && want=$expect_cxx
			if [ $alone = 1 ] || ! merged "$f"; then
				if ! $cc -x "$lang" -std="$std" "${opt[@]}" "${flags[@]}" -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
					fail "$name $label: does not compile cleanly without FAIL: $(grep -m1 -E 'error|warning' "$tmp/err")"
					continue
				fi
			fi
			case $name in compile_ok-*) pass "$name $label: compiles cleanly"; continue ;; esac
			if $cc -x "$lang" -std="$std" "${opt[@]}" "${flags[@]}" -DFAIL -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
				fail "$name $label: compiles with -DFAIL"
			elif grep -qE -- "$want" "$tmp/err"; then
				pass "$name $label: fails for its reason"
			else
				fail "$name $label: fails, but not with /$want/: $(grep -m1 error "$tmp/err")"
			fi
		done
	done
}

check_tcc() {
	local f name label
	for f in "${files[@]}"; do
		name=$(basename "$f" .c)
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
	done
}

for spec in $compilers; do par check_with "$spec"; done
have tcc && par check_tcc
par_wait
finish
