#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/warning-matrix.sh - the header adds no warning to a user's code at
# strict settings, in every language mode: tests/fixtures/user-code.c and the
# examples, with gcc, clang and clang-19, gnu89 to c2x and C++98 to C++2b.
#
# Sampled in make test, by rule (PROBABLE_TEST_EXHAUSTIVE=1, make
# test-exhaustive, runs every example at every standard with every
# compiler): user-code.c (the fixture that uses every public macro) meets
# every compiler at every standard and setting; example number e (1.., in
# name order) meets compiler number k (gcc 0, clang 1, clang-19 2) at the
# standard number (e + k) mod 4 of c99, c11, c17, c2x: every example meets
# every compiler, every standard meets every compiler with an example.
source "$(dirname "$0")/../lib/lib.sh"
exhaustive=${PROBABLE_TEST_EXHAUSTIVE:-0}

strict=(-Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Wundef -Wvla -Werror)
gcc_only=(-Wcast-align=strict)
# g++'s C++-only warnings a strict C++ project turns on (plain mode)
gxx_only=(-Wuseless-cast -Wold-style-cast -Wzero-as-null-pointer-constant)
clang_only=(-Wcast-align -Weverything)

# the Clangs: the system's and a current one beside it (Debian's clang-19).
# -Wunsafe-buffer-usage (Clang 16 on) is a model for the user's own code,
# which user-code.c (indexing a buffer) does not follow: it is off in the
# matrix, and checked below to find nothing in the headers.
clangs=() clangxxs=()
have clang && clangs+=(clang) && clangxxs+=(clang++)
if have clang-19; then
	clangs+=(clang-19) clangxxs+=(clang++-19)
else
	skip "warnings clang-19: not installed (Debian: apt-get install clang-19)"
fi
clang_flags() { # cc -> the flags of that Clang
	printf '%s\n' "${clang_only[@]}"
	case $1 in *-1[6-9] | *-[2-9][0-9]) echo -Wno-unsafe-buffer-usage ;; esac
}

files=("$top/tests/fixtures/user-code.c")
for f in "$top"/examples/*.c; do [ -f "$f" ] && files+=("$f"); done

compile() { # label cc args...
	local label=$1; shift
	if "$@" -I"$top/include" -c -o "$tmp/w.o" 2>"$tmp/err"; then pass "warnings $label"
	else fail "warnings $label: $(grep -m1 -E 'error|warning' "$tmp/err")"; fi
}

# in_test E K S: whether example number E (1..) meets compiler number K (0:
# gcc, then the Clangs) at C standard number S (0: c99 .. 3: c2x) in make
# test (see the header); user-code.c (E 0) meets every one
in_test() { [ "$exhaustive" = 1 ] || [ "$1" = 0 ] || [ $((($1 + $2) % 4)) = "$3" ]; }
e=-1
for f in "${files[@]}"; do
	b=$(basename "$f")
	e=$((e + 1)) s=-1
	for std in gnu89 c99 c11 c17 c2x; do
		# user-code.c is C89; the examples are C99
		case $std-$b in gnu89-user-code.c | gnu89-*.c) [ "$b" = user-code.c ] || continue ;; esac
		[ $std = gnu89 ] || s=$((s + 1))
		in_test $e 0 $s && compile "gcc -std=$std $b" gcc -x c -std=$std "${strict[@]}" "${gcc_only[@]}" "$f"
		k=0
		for cc in "${clangs[@]}"; do
			k=$((k + 1))
			in_test $e $k $s || continue
			mapfile -t cf < <(clang_flags "$cc")
			compile "$cc -std=$std $b" "$cc" -x c -std=$std "${strict[@]}" "${cf[@]}" \
				-Wno-declaration-after-statement "$f"
		done
	done
done
# C++: the user file (valid C++ too)
for std in c++98 c++11 c++17 c++20; do
	compile "g++ -std=$std user-code.c" g++ -x c++ -std=$std "${strict[@]}" "${gcc_only[@]}" "${gxx_only[@]}" "$top/tests/fixtures/user-code.c"
	for cc in "${clangxxs[@]}"; do
		mapfile -t cf < <(clang_flags "$cc")
		compile "$cc -std=$std user-code.c" "$cc" -x c++ -std=$std "${strict[@]}" "${cf[@]}" "$top/tests/fixtures/user-code.c"
	done
done
compile "g++ -std=c++23 user-code.c" g++ -x c++ -std=c++23 "${strict[@]}" "${gcc_only[@]}" "${gxx_only[@]}" "$top/tests/fixtures/user-code.c"
for cc in "${clangxxs[@]}"; do
	mapfile -t cf < <(clang_flags "$cc")
	compile "$cc -std=c++2b user-code.c" "$cc" -x c++ -std=c++2b "${strict[@]}" "${cf[@]}" "$top/tests/fixtures/user-code.c"
done
have clang++-19 && compile "clang++-19 -std=c++2c user-code.c" clang++-19 -x c++ -std=c++2c "${strict[@]}" \
	"${clang_only[@]}" -Wno-unsafe-buffer-usage "$top/tests/fixtures/user-code.c"
# the same, with every optional mode on
compile "gcc -DPROBABLE_EXACT" gcc -std=c11 -DPROBABLE_EXACT "${strict[@]}" "${gcc_only[@]}" "$top/tests/fixtures/user-code.c"
for cc in "${clangs[@]}"; do
	mapfile -t cf < <(clang_flags "$cc")
	compile "$cc -DPROBABLE_EXACT" "$cc" -std=c11 -DPROBABLE_EXACT "${strict[@]}" "${cf[@]}" "$top/tests/fixtures/user-code.c"
done
long_names=(-Dprobable=PROBABLE_PROBABLE -Dget_unaligned_p=PROBABLE_GET_UNALIGNED_P -Dput_unaligned_p=PROBABLE_PUT_UNALIGNED_P)
for e in le16 le32 le64 be16 be32 be64; do
	E=$(tr a-z A-Z <<<"$e")
	long_names+=("-Dget_unaligned_${e}_p=PROBABLE_GET_UNALIGNED_${E}_P" "-Dput_unaligned_${e}_p=PROBABLE_PUT_UNALIGNED_${E}_P")
done
compile "gcc -DPROBABLE_NO_SHORT_NAMES (unused)" gcc -std=c11 -DPROBABLE_NO_SHORT_NAMES "${long_names[@]}" "${strict[@]}" "$top/tests/fixtures/user-code.c"
# profile mode (hosted: it includes stdio.h and pthread.h)
for std in gnu89 c11; do
	compile "gcc -std=$std -DPROBABLE_PROFILE" gcc -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${gcc_only[@]}" -Wmissing-prototypes "$top/tests/fixtures/user-code.c"
	for cc in "${clangs[@]}"; do
		mapfile -t cf < <(clang_flags "$cc")
		compile "$cc -std=$std -DPROBABLE_PROFILE" "$cc" -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${cf[@]}" "$top/tests/fixtures/user-code.c"
	done
done
for std in c++11 c++17; do
	compile "g++ -std=$std -DPROBABLE_PROFILE" g++ -x c++ -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${gcc_only[@]}" "${gxx_only[@]}" "$top/tests/fixtures/user-code.c"
	for cc in "${clangxxs[@]}"; do
		mapfile -t cf < <(clang_flags "$cc")
		compile "$cc -std=$std -DPROBABLE_PROFILE" "$cc" -x c++ -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${cf[@]}" "$top/tests/fixtures/user-code.c"
	done
done
# -Wunsafe-buffer-usage: whatever user-code.c does, nothing in the headers
if have clang-19; then
	for spec in "clang-19 c c11" "clang-19 c c11 -DPROBABLE_PROFILE" "clang++-19 c++ c++17" \
		"clang++-19 c++ c++17 -DPROBABLE_PROFILE"; do
		read -r cc lang std mode <<<"$spec"
		label="warnings $cc -std=$std ${mode:+$mode }-Wunsafe-buffer-usage: none in the headers"
		$cc -x "$lang" -std="$std" $mode -Wunsafe-buffer-usage -ferror-limit=0 -I"$top/include" \
			-c -o "$tmp/w.o" "$top/tests/fixtures/user-code.c" 2>"$tmp/err"
		hits=$(grep -E '(include|arch)/[^ ]*\.h:[0-9]+:[0-9]+: warning: .*unsafe-buffer-usage' "$tmp/err" |
			sed -E 's/^.*((include|arch)\/[^:]*):([0-9]+):.*/\1:\3/' | sort -u)
		if [ -z "$hits" ]; then pass "$label"
		else fail "$label: $(wc -l <<<"$hits") header lines, first $(head -1 <<<"$hits")"; fi
	done
fi
# freestanding: no system header at all (-nostdinc), on the host and on
# firmware targets
compile "gcc -ffreestanding -nostdinc user-code.c" gcc -std=c99 -ffreestanding -nostdinc "${strict[@]}" "$top/tests/fixtures/user-code.c"
for cc in "${clangs[@]}"; do
	for target in avr msp430 riscv32-unknown-elf armv6m-none-eabi thumbv7em-none-eabi wasm32; do
		# Clang 19 wants a chip for avr, even with -c
		mcu=() && [ "$target" = avr ] && mcu=(-mmcu=atmega328p)
		compile "$cc --target=$target -ffreestanding -nostdinc user-code.c" "$cc" --target=$target "${mcu[@]}" \
			-std=c99 -ffreestanding -nostdinc "${strict[@]}" "$top/tests/fixtures/user-code.c"
	done
done
finish
