#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/endian-sh.sh - on SH, whose constant shifts are by 1, 2, 8
# or 16 bits only (arch/sh/probability.h: ARCH_SHIFT_BY_8_AT_A_TIME), the
# endian accessors are no longer than plain byte-shift code.
#
# tests/codegen/unaligned.c (-DWITH_PROBABLE) is built with sh4-linux-gnu-gcc
# at -O2 and -Os (-fno-ipa-icf: no function folded into another) and its functions counted with tools/objcount.sh (the
# return and its delay slot included):
#   - every get/put_unaligned_{le,be}{16,32,64}_p at pc 100 and 50 (the safe
#     access) is no longer than bytes_<op> (b[0] | b[1] << 8 ..., one shift
#     per byte);
#   - the 32- and 64-bit puts at pc 100 are at most 10 and 20 instructions
#     and get_le64 at pc 10 (the run-time test, both paths) at most 38: the
#     counts of byte code that shifts 8 bits at a time, which this header
#     beats (GCC 12: 9, 18 and 37; independent shifts take 12, 24 and 40).
source "$(dirname "$0")/../lib/lib.sh"

cc=sh4-linux-gnu-gcc objdump=sh4-linux-gnu-objdump
if ! have "$cc" || ! have "$objdump"; then
	skip "endian-sh: $cc not installed"
	finish
fi
for opt in -O2 -Os; do
	obj=$tmp/u$opt.o
	if ! "$cc" "$opt" -fno-ipa-icf -DWITH_PROBABLE -fno-asynchronous-unwind-tables -fno-stack-protector \
		-Wall -Wextra -Werror -I"$top/include" -c "$top/tests/codegen/unaligned.c" -o "$obj" 2>"$tmp/err"; then
		fail "endian-sh $opt: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
		continue
	fi
	"$top/tools/objcount.sh" "$objdump" "$obj" '^(probable100|probable50|probable10|bytes)_(get|put)_(le|be)(16|32|64)$' >"$tmp/counts"
	declare -A n=()
	while read -r f c _; do n[$f]=$c; done <"$tmp/counts"
	bad="" checked=0
	for op in get_le16 get_be16 put_le16 put_be16 get_le32 get_be32 put_le32 put_be32 get_le64 get_be64 put_le64 put_be64; do
		ref=${n[bytes_$op]:-}
		[ -n "$ref" ] || { bad+=" bytes_$op not found;"; continue; }
		for pc in 100 50; do
			got=${n[probable${pc}_$op]:-}
			checked=$((checked + 1))
			if [ -z "$got" ]; then
				bad+=" probable${pc}_$op not found;"
			elif [ "$got" -gt "$ref" ]; then
				bad+=" $op at pc $pc: $got instructions, bytes $ref;"
			fi
		done
	done
	for want in put_le32:10 put_be32:10 put_le64:20 put_be64:20; do
		op=${want%%:*} max=${want##*:} got=${n[probable100_${want%%:*}]:-none}
		checked=$((checked + 1))
		[ "$got" != none ] && [ "$got" -le "$max" ] || bad+=" $op at pc 100: $got instructions, want at most $max;"
	done
	got=${n[probable10_get_le64]:-none}
	checked=$((checked + 1))
	[ "$got" != none ] && [ "$got" -le 38 ] || bad+=" get_le64 at pc 10: $got instructions, want at most 38;"
	if [ -z "$bad" ]; then
		pass "endian-sh sh4 $opt: $checked counts no longer than byte-shift code (put_le32 ${n[probable100_put_le32]}, put_le64 ${n[probable100_put_le64]} against ${n[bytes_put_le32]}, ${n[bytes_put_le64]}; get_le64 at pc 10: ${n[probable10_get_le64]})"
	else
		fail "endian-sh sh4 $opt:$bad"
	fi
	unset n
done
finish
