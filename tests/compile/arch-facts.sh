#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/arch-facts.sh - the CPU facts behind the accessors live in
# arch/ only, and the accessors read them there.
#
# 1. No header of include/ but the generated arch table tests a CPU's
#    predefined macro (__x86_64__, __ARM_FEATURE_UNALIGNED, __ARM_ARCH,
#    __mips__, _M_X64, ...): which CPU can do what is said in
#    arch/<name>/probability.h.
# 2. No header of include/ defines a capability macro (ARCH_HAVE_*,
#    ARCH_SWAP*, ARCH_SWAPPED_*, ARCH_MISALIGNED_*, ARCH_SHIFT_*); every
#    one that include/ reads is defined by at least one arch header.
# 3. What the preprocessor makes of them, per target (the values asserted):
#    x86-64 and armv7 have efficient unaligned access and a byte swap,
#    armv5 a swap but no efficient access and the 64-bit tested put, mips
#    the word pair, sh the 8-bit shifts, sparc64 nothing; and a header
#    chosen with -DARCH= for another CPU claims nothing for this one
#    (-DARCH=x86 on sh4).
source "$(dirname "$0")/../lib/lib.sh"

cpu_re='__(i[3-6]86|x86_64|amd64|aarch64|arm|thumb|ARM_[A-Z0-9_]+|powerpc(64)?|ppc(64)?|PPC|s390x?|m68k|mc68[0-9]+|mcoldfire|mcpu32|riscv[a-z0-9_]*|mips[a-z0-9_]*|alpha[a-z0-9_]*|sh[0-9]?|SH[0-9A-Z_]*|loongarch[0-9]*|wasm[0-9]*|sparc[a-z0-9_]*|hppa|ia64|xtensa|nios2|or1k|hexagon|csky|arc|avr[a-z0-9_]*|MSP430|microblaze)__|\b_M_(IX86|X64|AMD64|ARM64|ARM|ARM64EC|IA64)\b'
# (profile mode's choice of the Linux kernel's open() flags and errno
# values per architecture is the kernel's ABI, and its choice of the
# pre-assembled runtime the ABI that runtime was assembled for, not CPU
# facts: their lines say so)
bad=$(grep -nE "$cpu_re" "$top"/include/*.h | grep -v '/probable_arch_table\.h:' | grep -vE ':[0-9]+:\s*(/?\*|//)' |
	grep -vE '/probable_profile\.h:[0-9]*:#if .*/\* (kernel ABI|the assembly runtime.s ABI) \(not a CPU fact\) \*/$')
if [ -z "$bad" ]; then
	pass "arch-facts: no header of include/ but the generated arch table tests a CPU's macro"
else
	fail "arch-facts: CPU macros tested outside arch/: $(head -3 <<<"$bad" | tr '\n' ' ')"
fi

cap_re='ARCH_(HAVE_[A-Z_]+|SWAP[A-Z_]*|SWAPPED_[A-Z_]+|MISALIGNED_[A-Z_]+|SHIFT_[A-Z0-9_]+)'
bad=$(grep -nE "^\s*#\s*define\s+$cap_re\b" "$top"/include/*.h)
if [ -z "$bad" ]; then
	pass "arch-facts: no capability macro is defined in include/"
else
	fail "arch-facts: capability macro defined in include/: $(head -3 <<<"$bad" | tr '\n' ' ')"
fi
used=$(grep -ohE "\b$cap_re\b" "$top"/include/*.h | sort -u)
missing=""
for m in $used; do
	grep -qE "^\s*#\s*define\s+$m\b" "$top"/arch/*/*.h || missing+=" $m"
done
if [ -z "$used" ]; then
	fail "arch-facts: include/ reads no capability macro at all"
elif [ -z "$missing" ]; then
	pass "arch-facts: each of the $(wc -w <<<"$used") capability macros include/ reads is defined in arch/"
else
	fail "arch-facts: read in include/ but defined in no arch header:$missing"
fi

# facts CC FLAGS...: the capability macros as the header leaves them
facts() {
	local cc=$1; shift
	printf '#include <probable.h>\nprobable_facts E=ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS S=ARCH_HAVE_BYTE_SWAP W=ARCH_HAVE_UNALIGNED_WORD_PAIR T=ARCH_SWAPPED_TEST_PUT_MIN_BITS H=ARCH_SHIFT_BY_8_AT_A_TIME R=ARCH_MISALIGNED_STORE_FROM_REGISTER\n' |
		$cc -E -P -x c -I"$top/include" "$@" - 2>/dev/null | awk '$1 == "probable_facts" { $1 = ""; sub(/^ /, ""); print }'
}
# (a macro left undefined prints its own name)
for spec in \
	"gcc||E=1 S=1 W=ARCH_HAVE_UNALIGNED_WORD_PAIR T=ARCH_SWAPPED_TEST_PUT_MIN_BITS H=ARCH_SHIFT_BY_8_AT_A_TIME R=ARCH_MISALIGNED_STORE_FROM_REGISTER" \
	"arm-linux-gnueabihf-gcc|-march=armv7-a -mfpu=vfpv3-d16|E=1 S=1 W=ARCH_HAVE_UNALIGNED_WORD_PAIR T=ARCH_SWAPPED_TEST_PUT_MIN_BITS H=ARCH_SHIFT_BY_8_AT_A_TIME R=1" \
	"arm-linux-gnueabi-gcc|-march=armv5te|E=ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS S=1 W=ARCH_HAVE_UNALIGNED_WORD_PAIR T=64 H=ARCH_SHIFT_BY_8_AT_A_TIME R=1" \
	"mips-linux-gnu-gcc||E=ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS S=1 W=1 T=ARCH_SWAPPED_TEST_PUT_MIN_BITS H=ARCH_SHIFT_BY_8_AT_A_TIME R=ARCH_MISALIGNED_STORE_FROM_REGISTER" \
	"sh4-linux-gnu-gcc||E=ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS S=1 W=ARCH_HAVE_UNALIGNED_WORD_PAIR T=ARCH_SWAPPED_TEST_PUT_MIN_BITS H=1 R=ARCH_MISALIGNED_STORE_FROM_REGISTER" \
	"sh4-linux-gnu-gcc|-DARCH=x86|E=ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS S=ARCH_HAVE_BYTE_SWAP W=ARCH_HAVE_UNALIGNED_WORD_PAIR T=ARCH_SWAPPED_TEST_PUT_MIN_BITS H=ARCH_SHIFT_BY_8_AT_A_TIME R=ARCH_MISALIGNED_STORE_FROM_REGISTER" \
	"sparc64-linux-gnu-gcc||E=ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS S=ARCH_HAVE_BYTE_SWAP W=ARCH_HAVE_UNALIGNED_WORD_PAIR T=ARCH_SWAPPED_TEST_PUT_MIN_BITS H=ARCH_SHIFT_BY_8_AT_A_TIME R=ARCH_MISALIGNED_STORE_FROM_REGISTER"; do
	IFS='|' read -r cc flags want <<<"$spec"
	have "$cc" || { skip "arch-facts $cc: not installed"; continue; }
	# shellcheck disable=SC2086 # the flags are words
	got=$(facts "$cc" $flags)
	if [ "$got" = "$want" ]; then
		pass "arch-facts $cc $flags: $got"
	else
		fail "arch-facts $cc $flags: got '$got', want '$want'"
	fi
done
finish
