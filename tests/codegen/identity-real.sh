#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/identity-real.sh - object-code identity on real code, against
# the form users replace: the kernel's likely(x) = __builtin_expect(!!(x), 1)
# and unlikely(x) = __builtin_expect(!!(x), 0) (type long).
#
# tests/codegen/identity.sh checks small functions one pc at a time; GCC's
# decisions in whole functions (inlining, register allocation, block order)
# are where a cast or a temporary shows, so here whole programs are built
# twice and their code compared (objdump -d of every code section, so also
# .text.startup and .text.unlikely):
#
#   examples/lz77.c (a compressor written with its own likely()/unlikely()):
#     as written (the kernel's macros)  against  -include probable_likely.h,
#     which in a normal build is those macros (tests/codegen/likely-header.sh
#     checks that on every compiler and cross compiler)
#   examples/http_parse.c, examples/pcap_udp.c (probable() at many pcs):
#     as written  against  probable(c, pc) replaced, site by site, with what
#     that pc stands for on this arch: __builtin_expect(!!(c), 1),
#     __builtin_expect(!!(c), 0) or !!(c)
#
# with gcc, clang and clang-19, each file at one of -O2, -O3 and -Os per
# compiler in make test (a Latin square: every compiler meets every level
# and every file, every file every level), at all three under
# PROBABLE_TEST_EXHAUSTIVE=1.  A control checks that the hints change each
# file's code (so the comparison could fail).
source "$(dirname "$0")/../lib/lib.sh"

code_of() { # obj -> its disassembly, without the file name line
	objdump -d --no-show-raw-insn "$1" | tail -n +3 >"$1.d" && objdump -s -j .text "$1" | tail -n +3 >>"$1.d"
}

# ref.h for CC: probable(c, pc) as the form its pc stands for, by pasting
# the literal pc onto a name (every pc in the examples is a literal).  FORM
# "kernel": __builtin_expect(!!(c), 1) / (..., 0) / !!(c), as the kernel
# writes them (type long); "int": the same cast to int, the int-valued
# form probable() is under GCC in C (see below).
kernel_form() { echo "__builtin_expect(!!($1), $2)"; }
int_form() { echo "((int)__builtin_expect(!!($1), $2))"; }
ref_header() { # cc out form
	local vals high low pc
	vals=$(arch_values "$1")
	read -r _ high low _ <<<"$vals"
	[ -n "$high" ] || return 1
	{
		echo '#include <probable.h>'
		echo '#undef probable'
		echo '#define probable(c, pc) PROBABLE_REF_##pc(c)'
		for ((pc = 0; pc <= 100; pc++)); do
			if [ "$pc" -gt "$high" ]; then echo "#define PROBABLE_REF_$pc(c) $("$3_form" c 1)"
			elif [ "$pc" -lt "$low" ]; then echo "#define PROBABLE_REF_$pc(c) $("$3_form" c 0)"
			else echo "#define PROBABLE_REF_$pc(c) (!!(c))"; fi
		done
	} >"$2"
}

# same LABEL SRC "PROBABLE-FLAGS" "REFERENCE-FLAGS" "CONTROL-FLAGS"
# CONTROL-FLAGS build the file with the hints changed: its code must differ.
same() {
	local label=$1 src=$2 pflags ref ctl
	read -r -a pflags <<<"$3"; read -r -a ref <<<"$4"; read -r -a ctl <<<"$5"
	if ! $cc $opt -std=gnu99 -I"$top/include" "${pflags[@]}" -c "$src" -o "$tmp/p.o" 2>"$tmp/err" ||
	   ! $cc $opt -std=gnu99 -I"$top/include" "${ref[@]}" -c "$src" -o "$tmp/r.o" 2>>"$tmp/err" ||
	   ! $cc $opt -std=gnu99 -I"$top/include" "${ctl[@]}" -c "$src" -o "$tmp/c.o" 2>>"$tmp/err"; then
		fail "identity-real $label: build failed: $(grep -m1 error "$tmp/err")"
		return
	fi
	code_of "$tmp/p.o"; code_of "$tmp/r.o"; code_of "$tmp/c.o"
	local funcs
	funcs=$(grep -c '>:$' "$tmp/r.o.d")
	if cmp -s "$tmp/r.o.d" "$tmp/c.o.d"; then
		fail "identity-real $label: the control build (hints changed) gives the same code; the check could not fail"
	elif cmp -s "$tmp/p.o.d" "$tmp/r.o.d"; then
		pass "identity-real $label: $funcs functions identical"
	else
		local d
		d=$(diff "$tmp/r.o.d" "$tmp/p.o.d" | grep -c '^[<>]')
		fail "identity-real $label: code differs ($d lines of disassembly)"
	fi
}

# No hint at all (the control for the files written with probable())
printf '#include <probable.h>\n#undef probable\n#define probable(c, pc) (!!(c))\n' >"$tmp/none.h"

# Under Clang probable() is the kernel's expression itself.  Under GCC it
# is that expression cast to int (an int, so that "int r = probable()"
# is warning-free under -Wconversion, which the kernel's long-valued form is
# not): asserted identical to the int-valued kernel form.  How far that is
# from the kernel's own form, and why, is in docs/codegen.md
# (tools/codegen-report.sh, "Measured beside the identity tests").
# Which level builds which file: in make test a Latin square, each compiler
# builds each file once, at a level of its own (compiler i, file j: level
# (i + j) mod 3), so every compiler meets every level and every file, and
# every file every level; PROBABLE_TEST_EXHAUSTIVE=1: every file at every
# level with every compiler.
levels=(-O2 -O3 -Os)
i=0
for cc in gcc clang clang-19; do
	i=$((i + 1))
	have "$cc" || { skip "identity-real $cc: not installed"; continue; }
	form=kernel
	[ "$cc" = gcc ] && form=int
	ref_header "$cc" "$tmp/ref-$cc.h" "$form" || { fail "identity-real $cc: cannot read arch values"; continue; }
	# (no spaces inside each -D: same() splits its flags on spaces)
	lzl=$(kernel_form x 1) lzu=$(kernel_form x 0)
	lzref="-Dlikely(x)=${lzl// /} -Dunlikely(x)=${lzu// /}"
	j=0
	for f in lz77.c http_parse.c pcap_udp.c; do
		j=$((j + 1))
		opts=${levels[(i + j) % 3]}
		[ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ] && opts=${levels[*]}
		for opt in $opts; do
			if [ "$f" = lz77.c ]; then
				same "$cc $opt lz77.c -include probable_likely.h vs the kernel's likely()/unlikely()" "$top/examples/$f" \
					"-include probable_likely.h" "$lzref" "-Dlikely(x)=(!!(x)) -Dunlikely(x)=(!!(x))"
			else
				same "$cc $opt $f probable() vs the $form forms" "$top/examples/$f" \
					"" "-include $tmp/ref-$cc.h" "-include $tmp/none.h"
			fi
		done
	done
done
finish
