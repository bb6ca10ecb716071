#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/likely-header.sh - include/probable_likely.h changes no
# normal build: a codebase written with its own likely()/unlikely() (the
# kernel's __builtin_expect(!!(x), 1) / (..., 0)) and built with
# -include probable_likely.h (to profile it) compiles, without
# PROBABLE_PROFILE, to the object code of its own macros, on every arch,
# whatever the arch's thresholds (sparc's HIGH is 94, above the 90 that
# likely() declares) and whatever PROBABLE_LIKELY_PC says.
#
# examples/lz77.c is built three ways with each compiler (host gcc, g++,
# clang, clang++ at -O2; every Debian cross gcc of tools/targets.sh that
# is installed, at -O2) and objdump -d of the three compared:
#   own:    -Dlikely(x)=__builtin_expect(!!(x),1) -Dunlikely(x)=...(...,0)
#   header: -include probable_likely.h (also with PROBABLE_LIKELY_PC=50:
#           with the host compilers in make test, as its normal-build
#           definitions name no arch value; with every compiler under
#           PROBABLE_TEST_EXHAUSTIVE=1)
#   swap:   the two hints exchanged, a control that must differ (else
#           the comparison could not fail).
source "$(dirname "$0")/../lib/lib.sh"

src=$top/examples/lz77.c
own=('-Dlikely(x)=__builtin_expect(!!(x),1)' '-Dunlikely(x)=__builtin_expect(!!(x),0)')
swap=('-Dlikely(x)=__builtin_expect(!!(x),0)' '-Dunlikely(x)=__builtin_expect(!!(x),1)')

code_of() { # cc obj -> obj.d
	"${objdump:-objdump}" -d --no-show-raw-insn "$2" | tail -n +3 >"$2.d"
}

check() { # label cc lang [objdump [pc50]]; pc50 no: no PROBABLE_LIKELY_PC=50 build
	local label=$1 cc=$2 lang=$3
	local objdump=${4:-objdump} pc50=${5:-yes}
	local base=("$cc" -x "$lang" -O2 -I"$top/include" -c "$src")
	if ! "${base[@]}" "${own[@]}" -o "$tmp/own.o" 2>"$tmp/err" ||
	   ! "${base[@]}" -include probable_likely.h -o "$tmp/hdr.o" 2>>"$tmp/err" ||
	   { [ "$pc50" = yes ] && ! "${base[@]}" -include probable_likely.h -DPROBABLE_LIKELY_PC=50 -DPROBABLE_UNLIKELY_PC=50 \
		-o "$tmp/hdr50.o" 2>>"$tmp/err"; } ||
	   ! "${base[@]}" "${swap[@]}" -o "$tmp/swap.o" 2>>"$tmp/err"; then
		fail "likely-header $label: build failed: $(grep -m1 error "$tmp/err")"
		return
	fi
	local f
	for f in own hdr swap; do objdump=$objdump code_of "$cc" "$tmp/$f.o"; done
	if [ "$pc50" = yes ]; then objdump=$objdump code_of "$cc" "$tmp/hdr50.o"; else cp "$tmp/hdr.o.d" "$tmp/hdr50.o.d"; fi
	local arch
	arch=$(arch_values "$cc")
	if cmp -s "$tmp/own.o.d" "$tmp/swap.o.d"; then
		fail "likely-header $label: the control (hints exchanged) gives the same code; the check could not fail"
	elif ! cmp -s "$tmp/own.o.d" "$tmp/hdr.o.d"; then
		fail "likely-header $label: -include probable_likely.h changes the code ($(diff "$tmp/own.o.d" "$tmp/hdr.o.d" | grep -c '^[<>]') lines; arch $arch)"
	elif ! cmp -s "$tmp/own.o.d" "$tmp/hdr50.o.d"; then
		fail "likely-header $label: PROBABLE_LIKELY_PC=50 changes a normal build's code (arch $arch)"
	else
		pass "likely-header $label: -include probable_likely.h gives the code of the kernel's likely()/unlikely() (arch, HIGH, LOW, threshold: $arch)"
	fi
}

check "gcc" gcc c
check "g++" g++ c++
for cc in clang clang-19; do
	have "$cc" || { skip "likely-header $cc: not installed"; continue; }
	check "$cc" "$cc" c
	check "${cc/clang/clang++}" "${cc/clang/clang++}" c++
done
# (PROBABLE_LIKELY_PC=50 with the host compilers only in make test: what
# probable_likely.h makes of likely() outside profile mode names no arch
# value; with every cross gcc too under PROBABLE_TEST_EXHAUSTIVE=1)
pc50=no
[ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ] && pc50=yes
for t in $cross_triplets; do
	if have "$t-gcc"; then
		check "$t-gcc" "$t-gcc" c "$t-objdump" "$pc50"
	else
		skip "likely-header $t-gcc: not installed"
	fi
done
finish
