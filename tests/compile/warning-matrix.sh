#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/warning-matrix.sh - the header adds no warning to a user's code at
# strict settings, in every language mode: tests/fixtures/user-code.c and the
# examples, with gcc and clang, gnu89 to c2x and C++98 to C++2b.
source "$(dirname "$0")/../lib/lib.sh"

strict=(-Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Wundef -Wvla -Werror)
gcc_only=(-Wcast-align=strict)
clang_only=(-Wcast-align -Weverything)

files=("$top/tests/fixtures/user-code.c")
for f in "$top"/examples/*.c; do [ -f "$f" ] && files+=("$f"); done

compile() { # label cc args...
	local label=$1; shift
	if "$@" -I"$top/include" -c -o "$tmp/w.o" 2>"$tmp/err"; then pass "warnings $label"
	else fail "warnings $label: $(grep -m1 -E 'error|warning' "$tmp/err")"; fi
}

for f in "${files[@]}"; do
	b=$(basename "$f")
	for std in gnu89 c99 c11 c17 c2x; do
		# user-code.c is C89; the examples are C99
		case $std-$b in gnu89-user-code.c | gnu89-*.c) [ "$b" = user-code.c ] || continue ;; esac
		compile "gcc -std=$std $b" gcc -x c -std=$std "${strict[@]}" "${gcc_only[@]}" "$f"
		have clang && compile "clang -std=$std $b" clang -x c -std=$std "${strict[@]}" "${clang_only[@]}" \
			-Wno-declaration-after-statement "$f"
	done
done
# C++: the user file (valid C++ too)
for std in c++98 c++11 c++17 c++20; do
	compile "g++ -std=$std user-code.c" g++ -x c++ -std=$std "${strict[@]}" "${gcc_only[@]}" "$top/tests/fixtures/user-code.c"
	have clang++ && compile "clang++ -std=$std user-code.c" clang++ -x c++ -std=$std "${strict[@]}" "${clang_only[@]}" "$top/tests/fixtures/user-code.c"
done
compile "g++ -std=c++23 user-code.c" g++ -x c++ -std=c++23 "${strict[@]}" "${gcc_only[@]}" "$top/tests/fixtures/user-code.c"
have clang++ && compile "clang++ -std=c++2b user-code.c" clang++ -x c++ -std=c++2b "${strict[@]}" "${clang_only[@]}" "$top/tests/fixtures/user-code.c"
# the same, with every optional mode on
compile "gcc -DPROBABLE_EXACT" gcc -std=c11 -DPROBABLE_EXACT "${strict[@]}" "${gcc_only[@]}" "$top/tests/fixtures/user-code.c"
have clang && compile "clang -DPROBABLE_EXACT" clang -std=c11 -DPROBABLE_EXACT "${strict[@]}" "${clang_only[@]}" "$top/tests/fixtures/user-code.c"
long_names=(-Dprobable=PROBABLE_PROBABLE -Dget_unaligned_p=PROBABLE_GET_UNALIGNED_P -Dput_unaligned_p=PROBABLE_PUT_UNALIGNED_P)
for e in le16 le32 le64 be16 be32 be64; do
	E=$(tr a-z A-Z <<<"$e")
	long_names+=("-Dget_unaligned_${e}_p=PROBABLE_GET_UNALIGNED_${E}_P" "-Dput_unaligned_${e}_p=PROBABLE_PUT_UNALIGNED_${E}_P")
done
compile "gcc -DPROBABLE_NO_SHORT_NAMES (unused)" gcc -std=c11 -DPROBABLE_NO_SHORT_NAMES "${long_names[@]}" "${strict[@]}" "$top/tests/fixtures/user-code.c"
# profile mode (hosted: it includes stdio.h and pthread.h)
for std in gnu89 c11; do
	compile "gcc -std=$std -DPROBABLE_PROFILE" gcc -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${gcc_only[@]}" -Wmissing-prototypes "$top/tests/fixtures/user-code.c"
	have clang && compile "clang -std=$std -DPROBABLE_PROFILE" clang -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${clang_only[@]}" "$top/tests/fixtures/user-code.c"
done
for std in c++98 c++17; do
	compile "g++ -std=$std -DPROBABLE_PROFILE" g++ -x c++ -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${gcc_only[@]}" "$top/tests/fixtures/user-code.c"
	have clang++ && compile "clang++ -std=$std -DPROBABLE_PROFILE" clang++ -x c++ -std=$std -DPROBABLE_PROFILE "${strict[@]}" "${clang_only[@]}" "$top/tests/fixtures/user-code.c"
done
# freestanding: no system header at all (-nostdinc), on the host and on
# firmware targets
compile "gcc -ffreestanding -nostdinc user-code.c" gcc -std=c99 -ffreestanding -nostdinc "${strict[@]}" "$top/tests/fixtures/user-code.c"
if have clang; then
	for target in avr msp430 riscv32-unknown-elf armv6m-none-eabi thumbv7em-none-eabi wasm32; do
		compile "clang --target=$target -ffreestanding -nostdinc user-code.c" clang --target=$target -std=c99 \
			-ffreestanding -nostdinc "${strict[@]}" "$top/tests/fixtures/user-code.c"
	done
fi
finish
