#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/arch-selection.sh - the header picks the right arch everywhere.
#
# 1. Auto-detection with every Debian cross gcc and with clang --target=.
# 2. -DARCH=<name> with the cross gcc in GNU mode (-std=gnu99), where GCC
#    predefines mips, sparc, powerpc, i386 as 1.
# 3. Every accepted -DARCH spelling maps to its canonical arch, and every
#    arch header gives values in 0..100 with HIGH > LOW, in a Linux user
#    space, a kernel (-D__KERNEL__) and a freestanding (-U__linux__) build.
# 4. A user's header (-DPROBABLE_ARCH_HEADER) and -D overrides win.
source "$(dirname "$0")/../lib/lib.sh"

expect_arch() { # label want cc flags...
	local label=$1 want=$2 cc=$3; shift 3
	local got
	got=$(arch_values "$cc" "$@")
	if [ "${got%% *}" = "$want" ]; then pass "arch $label: $got"
	else fail "arch $label: got '${got:-nothing}', want $want"; fi
}

# 1. auto-detection (and 2. -DARCH in GNU mode) with the Debian cross gccs
declare -A want_of=(
	[aarch64-linux-gnu]=arm64 [arm-linux-gnueabi]=arm [arm-linux-gnueabihf]=arm
	[mips-linux-gnu]=mips [mipsel-linux-gnu]=mips [powerpc-linux-gnu]=powerpc
	[powerpc64le-linux-gnu]=powerpc [riscv64-linux-gnu]=riscv [s390x-linux-gnu]=s390
	[sparc64-linux-gnu]=sparc [alpha-linux-gnu]=alpha [m68k-linux-gnu]=m68k
	[sh4-linux-gnu]=sh [i686-linux-gnu]=x86)
for t in $cross_triplets; do
	if ! have "$t-gcc"; then skip "arch $t-gcc: not installed"; continue; fi
	a=${want_of[$t]}
	expect_arch "$t-gcc detected" "$a" "$t-gcc"
	expect_arch "$t-gcc -std=gnu99 -DARCH=$a" "$a" "$t-gcc" -std=gnu99 -DARCH="$a"
done
# the predefined names themselves, seen by the compiler that predefines them
for pair in mips-linux-gnu:mips sparc64-linux-gnu:sparc powerpc-linux-gnu:powerpc i686-linux-gnu:i386; do
	t=${pair%%:*} name=${pair#*:}
	have "$t-gcc" || continue
	if printf '#if defined(%s) && %s == 1\nyes\n#endif\n' "$name" "$name" | "$t-gcc" -std=gnu99 -E -P -x c - | grep -q yes; then
		canon=$name; [ "$name" = i386 ] && canon=x86
		expect_arch "$t-gcc -std=gnu99 predefines $name=1; -DARCH=$name" "$canon" "$t-gcc" -std=gnu99 -DARCH="$name"
		got=$(printf '#include <probable.h>\nafter %s\n' "$name" | "$t-gcc" -std=gnu99 -E -P -x c -I"$top/include" -DARCH="$name" - | awk '$1=="after"{print $2}')
		[ "$got" = 1 ] && pass "arch $t-gcc: $name is 1 again after the include" || fail "arch $t-gcc: $name is '$got' after the include, want 1"
	fi
done

# clang targets
if have clang; then
	for pair in avr:avr msp430:msp430 hexagon:hexagon wasm32:wasm riscv32:riscv \
		x86_64-linux-gnu:x86 aarch64-linux-gnu:arm64 armv6m-none-eabi:arm \
		powerpc64-linux-gnu:powerpc sparcv9-linux-gnu:sparc mips64-linux-gnu:mips \
		systemz-linux-gnu:s390 loongarch64-linux-gnu:loongarch m68k-linux-gnu:m68k \
		xtensa:xtensa csky:csky; do
		target=${pair%%:*} a=${pair#*:}
		if echo 'int x;' | clang --target="$target" -ffreestanding -E -x c - >/dev/null 2>&1; then
			expect_arch "clang --target=$target -ffreestanding" "$a" clang --target="$target" -ffreestanding
		else
			skip "arch clang --target=$target: not supported by this clang"
		fi
	done
fi

# 3. every spelling, every environment
spellings="x86:x86 i386:x86 x86_64:x86 arm:arm arm64:arm64 aarch64:arm64 powerpc:powerpc
ppc:powerpc ppc64:powerpc powerpc64:powerpc mips:mips mips64:mips riscv:riscv riscv32:riscv
riscv64:riscv s390:s390 s390x:s390 sparc:sparc sparc32:sparc sparc64:sparc alpha:alpha
m68k:m68k sh:sh sh64:sh parisc:parisc parisc64:parisc loongarch:loongarch
loongarch64:loongarch ia64:ia64 arc:arc csky:csky hexagon:hexagon microblaze:microblaze
nios2:nios2 openrisc:openrisc or1k:openrisc xtensa:xtensa avr:avr msp430:msp430 wasm:wasm
wasm32:wasm wasm64:wasm generic:generic"
for pair in $spellings; do
	name=${pair%%:*} a=${pair#*:}
	for env in "" -D__KERNEL__ -U__linux__; do
		got=$(arch_values gcc -std=gnu99 -DARCH="$name" $env)
		read -r ga h l t <<<"$got"
		if [ "$ga" = "$a" ] && [ "$h" -ge 0 ] && [ "$h" -le 100 ] && [ "$l" -ge 0 ] && [ "$l" -le 100 ] &&
		   [ "$t" -ge 0 ] && [ "$t" -le 100 ] && [ "$h" -gt "$l" ]; then
			pass "arch -DARCH=$name ${env:-(linux user)}: $got"
		else
			fail "arch -DARCH=$name ${env:-(linux user)}: got '$got', want $a with values in range and HIGH > LOW"
		fi
	done
done
# every arch directory is reachable by its own name
for d in "$top"/arch/*/; do
	a=$(basename "$d")
	got=$(arch_values gcc -DARCH="$a")
	[ "${got%% *}" = "$a" ] && pass "arch dir $a selected by -DARCH=$a" || fail "arch dir $a not selected by -DARCH=$a (got '$got')"
done

# 4. user header and overrides
got=$(arch_values gcc -I"$top/tests/fixtures" -DPROBABLE_ARCH_HEADER='"user-arch-complete.h"' -DARCH=mips)
[ "$got" = "mychip 79 21 0" ] && pass "arch user header wins over ARCH: $got" || fail "arch user header: got '$got', want 'mychip 79 21 0'"
got=$(arch_values gcc -DARCH=powerpc -DARCH_PROBABILITY_HIGH=97 -DARCH_ALIGNMENT_COST_THRESHOLD=1)
[ "$got" = "powerpc 97 6 1" ] && pass "arch -D overrides win: $got" || fail "arch -D overrides: got '$got', want 'powerpc 97 6 1'"
finish
