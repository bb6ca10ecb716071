#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/arch-selection.sh - the header picks the right arch everywhere.
#
# 0. include/probable_arch_table.h is what tools/gen-arch-table.sh makes of
#    arch/arches.list (the one list), and the list matches arch/*/.
# 1. Auto-detection with every Debian cross gcc and with clang --target=.
# 2. -DARCH=<name> with the cross gcc in GNU mode (-std=gnu99), where GCC
#    predefines mips, sparc, powerpc, i386 as 1.
# 3. Every spelling in the list maps to its arch, and every arch header
#    gives values in 0..100 with HIGH > LOW, in a Linux user space, a kernel
#    (-D__KERNEL__) and a freestanding (-U__linux__) build.
# 4. The spellings build systems hand over (uname -m, Debian, CMake's
#    CMAKE_SYSTEM_PROCESSOR, triplets, GOARCH) select the right arch without
#    any diagnostic (-Wall -Wextra -Wpedantic -Wundef -Werror) with gcc in
#    GNU and ISO modes, clang and g++; and with the cross gccs that
#    predefine the name.
# 5. A project whose ARCH means something else: PROBABLE_TARGET_ARCH wins,
#    PROBABLE_IGNORE_ARCH ignores ARCH, and a string, a number or an
#    expression in ARCH is an #error that says so.
# 6. From assembler (-include probable.h on a .S file): the values, as data.
# 7. A user's header (-DPROBABLE_ARCH_HEADER) and -D overrides win.
#
# Sampled in make test, by rule (PROBABLE_TEST_EXHAUSTIVE=1, make
# test-exhaustive, runs the whole matrix): in 4., build-system spelling
# number k is tried with compiler mode number k mod n of the n modes (each
# spelling once, each mode with a fifth of them or more); in 5., bad ARCH
# value number v with compiler number v mod m of the m compilers (each
# value once, both its checks, each compiler with three values or more).
# In 3. and 4. the cases go to one compiler run as one unit each
# ("#define ARCH <name>", and "#define __KERNEL__ 1" or "#undef __linux__",
# what -D and -U are, before the include), each unit's values tagged with
# its number; in 4. a run that prints any diagnostic is redone one
# spelling at a time, so that the failure names the spelling.
# The parts run side by side (tests/lib/lib.sh par).
source "$(dirname "$0")/../lib/lib.sh"
exhaustive=${PROBABLE_TEST_EXHAUSTIVE:-0}

expect_arch() { # label want cc flags...
	local label=$1 want=$2 cc=$3; shift 3
	local got
	got=$(arch_values "$cc" "$@")
	if [ "${got%% *}" = "$want" ]; then pass "arch $label: $got"
	else fail "arch $label: got '${got:-nothing}', want $want"; fi
}

# 0. the generated table is current, and the list is consistent
if out=$(bash "$top/tools/gen-arch-table.sh" --check 2>&1); then pass "arch table: $out"
else fail "arch table: $out"; fi
names=$(bash "$top/tools/gen-arch-table.sh" --names)
for d in "$top"/arch/*/probability.h; do
	a=${d%/probability.h}; a=${a##*/}
	grep -qx "$a" <<<"$names" && pass "arch dir $a is in arch/arches.list" || fail "arch dir $a is not in arch/arches.list"
done

# 1. auto-detection (and 2. -DARCH in GNU mode) with the Debian cross gccs
detection() {
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
for pair in mips-linux-gnu:mips mipsel-linux-gnu:mips sparc64-linux-gnu:sparc powerpc-linux-gnu:powerpc i686-linux-gnu:i386; do
	t=${pair%%:*} name=${pair#*:}
	have "$t-gcc" || continue
	if printf '#if defined(%s) && %s == 1\nyes\n#endif\n' "$name" "$name" | "$t-gcc" -std=gnu99 -E -P -x c - | grep -q yes; then
		canon=$name; [ "$name" = i386 ] && canon=x86
		expect_arch "$t-gcc -std=gnu99 predefines $name=1; -DARCH=$name" "$canon" "$t-gcc" -std=gnu99 -DARCH="$name"
		got=$(printf '#include <probable.h>\nafter %s\n' "$name" | "$t-gcc" -std=gnu99 -E -P -x c -I"$top/include" -DARCH="$name" - | awk '$1=="after"{print $2}')
		[ "$got" = 1 ] && pass "arch $t-gcc: $name is 1 again after the include" || fail "arch $t-gcc: $name is '$got' after the include, want 1"
	else
		fail "arch $t-gcc -std=gnu99 does not predefine $name as 1: the case this test is for is gone"
	fi
done

# clang targets
if have clang; then
	for pair in avr:avr msp430:msp430 hexagon:hexagon wasm32:wasm riscv32:riscv \
		x86_64-linux-gnu:x86 aarch64-linux-gnu:arm64 armv6m-none-eabi:arm \
		powerpc64-linux-gnu:powerpc sparcv9-linux-gnu:sparc mips64-linux-gnu:mips \
		systemz-linux-gnu:s390 loongarch64-linux-gnu:loongarch m68k-linux-gnu:m68k \
		xtensa:xtensa csky:csky x86_64-pc-windows-msvc:x86 aarch64-pc-windows-msvc:arm64; do
		target=${pair%%:*} a=${pair#*:}
		# (whether this clang has the target is asked only when the
		# header gives nothing: one clang run less per target)
		got=$(arch_values clang --target="$target" -ffreestanding)
		if [ -z "$got" ] && ! echo 'int x;' | clang --target="$target" -ffreestanding -E -x c - >/dev/null 2>&1; then
			skip "arch clang --target=$target: not supported by this clang"
		elif [ "${got%% *}" = "$a" ]; then
			pass "arch clang --target=$target -ffreestanding: $got"
		else
			fail "arch clang --target=$target -ffreestanding: got '${got:-nothing}', want $a"
		fi
	done
fi

}
par detection

# 3. every spelling of the list; every arch in every environment
spellings() {
# one gcc for them all: a unit per spelling, "#define ARCH <name>" (what
# -DARCH=<name> is) before the include, preprocessed in one driver run
local name a k=0 got
mkdir -p "$tmp/sp"
while read -r name a; do
	k=$((k + 1))
	printf '#define ARCH %s\n#include <probable.h>\nprobable_values %d PROBABLE_ARCH\n' "$name" "$k" >"$tmp/sp/$k.c"
	printf '%s %s %s\n' "$k" "$name" "$a" >>"$tmp/sp/want"
done < <(bash "$top/tools/gen-arch-table.sh" --spellings)
nspell=$k
(cd "$tmp/sp" && gcc -std=gnu99 -E -P -I"$top/include" $(seq -f '%g.c' 1 "$nspell")) 2>/dev/null |
	awk '$1 == "probable_values" { gsub(/"/, "", $3); print $2, $3 }' >"$tmp/sp/got"
local -A got_of
while read -r k got; do got_of[$k]=$got; done <"$tmp/sp/got"
while read -r k name a; do
	got=${got_of[$k]:-}
	[ "$got" = "$a" ] || fail "arch -DARCH=$name: got '$got', want $a"
done <"$tmp/sp/want"
[ "$nspell" -gt 150 ] && pass "arch: all $nspell spellings of arch/arches.list checked" || fail "arch: only $nspell spellings listed"
}
par spellings
environments() {
# one gcc run: a unit per arch and environment, "#define ARCH <name>" (what
# -DARCH=<name> is) and the environment's #define or #undef (what -D and
# -U are) before the include
local a env k=0 got ga h l t
local -A label_of want_of got_of
mkdir -p "$tmp/env"
for a in $names; do
	for env in "" -D__KERNEL__ -U__linux__; do
		k=$((k + 1))
		label_of[$k]="-DARCH=$a ${env:-(linux user)}" want_of[$k]=$a
		{
			printf '#define ARCH %s\n' "$a"
			case $env in -D*) printf '#define %s 1\n' "${env#-D}" ;; -U*) printf '#undef %s\n' "${env#-U}" ;; esac
			printf '#include <probable.h>\nprobable_values %d PROBABLE_ARCH ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD\n' "$k"
		} >"$tmp/env/$k.c"
	done
done
(cd "$tmp/env" && gcc -std=gnu99 -E -P -I"$top/include" $(seq -f '%g.c' 1 "$k")) 2>/dev/null |
	awk '$1 == "probable_values" { gsub(/"/, "", $3); print $2, $3, $4, $5, $6 }' >"$tmp/env/got"
while read -r k got; do got_of[$k]=$got; done <"$tmp/env/got"
for ((k = 1; k <= ${#label_of[@]}; k++)); do
	a=${want_of[$k]} got=${got_of[$k]:-}
	read -r ga h l t <<<"$got"
	if [ "$ga" = "$a" ] && [ "${h:-x}" -ge 0 ] 2>/dev/null && [ "$h" -le 100 ] && [ "$l" -ge 0 ] && [ "$l" -le 100 ] &&
	   [ "$t" -ge 0 ] && [ "$t" -le 100 ] && [ "$h" -gt "$l" ]; then
		pass "arch ${label_of[$k]}: $got"
	else
		fail "arch ${label_of[$k]}: got '$got', want $a with values in range and HIGH > LOW"
	fi
done
}
par environments

# 4. what build systems hand over (independent of the list: a spelling
# dropped from it fails here), without a diagnostic
build_spellings="i686:x86 i586:x86 i486:x86 i386:x86 x86_64:x86 amd64:x86 AMD64:x86
x86:x86 x64:x86 X86:x86 EM64T:x86 Win32:x86 ia32:x86 x32:x86 386:x86 i86pc:x86
aarch64:arm64 arm64:arm64 ARM64:arm64 arm64e:arm64 aarch64_be:arm64
armv7l:arm armv6l:arm armv5tel:arm armv7a:arm armv7hl:arm armv8l:arm armhf:arm
armel:arm armeb:arm ARM:arm arm:arm thumbv7em:arm thumbv6m:arm
ppc64le:powerpc ppc64el:powerpc powerpc64le:powerpc ppc64:powerpc ppc:powerpc
powerpc:powerpc powerpc64:powerpc powerpcle:powerpc
mips:mips mipsel:mips mips64:mips mips64el:mips mipsle:mips mips64le:mips mipsisa32r6el:mips
riscv64:riscv riscv32:riscv riscv64gc:riscv s390x:s390 s390:s390 systemz:s390
sparc64:sparc sparc:sparc sparcv9:sparc sun4v:sparc alpha:alpha alphaev67:alpha
m68k:m68k sh4:sh sh4a:sh sh3:sh sh:sh hppa:parisc hppa64:parisc parisc64:parisc
loongarch64:loongarch loong64:loongarch ia64:ia64 IA64:ia64 arc:arc arceb:arc
csky:csky hexagon:hexagon microblaze:microblaze microblazeel:microblaze nios2:nios2
or1k:openrisc openrisc:openrisc xtensa:xtensa avr:avr AVR:avr msp430:msp430
wasm32:wasm wasm64:wasm"
strict=(-Wall -Wextra -Wpedantic -Wundef -Werror)
compilers=("gcc -std=gnu11" "gcc -std=c11" "g++ -x c++ -std=gnu++17")
have clang && compilers+=("clang -std=gnu11")
have clang-19 && compilers+=("clang-19 -std=c11")
nbuild=$(wc -w <<<"$build_spellings")
build_with() { # compiler number
	local spec=${compilers[$1]} cc ok=0 bad=0 k=0 pair name a got n=0
	local -A got_of
	local mine=()
	read -r -a cc <<<"$spec"
	for pair in $build_spellings; do
		k=$((k + 1))
		[ "$exhaustive" = 1 ] || [ $((k % ${#compilers[@]})) = "$1" ] || continue
		mine+=("$pair")
	done
	# all of them in one driver run, a unit each ("#define ARCH <name>",
	# what -DARCH=<name> is); when that run says anything on stderr, each
	# is run alone to name the spelling
	mkdir -p "$tmp/bw"
	for pair in "${mine[@]}"; do
		n=$((n + 1))
		printf '#define ARCH %s\n#include <probable.h>\nprobable_values %d PROBABLE_ARCH ARCH_PROBABILITY_HIGH\n' "${pair%%:*}" "$n" >"$tmp/bw/$n.c"
	done
	if [ "$n" -gt 0 ]; then
		(cd "$tmp/bw" && "${cc[@]}" -E -P "${strict[@]}" -I"$top/include" $(seq -f '%g.c' 1 "$n")) 2>"$tmp/err" |
			awk '$1 == "probable_values" { gsub(/"/, "", $3); print $2, $3 }' >"$tmp/bw/got"
		while read -r k got; do got_of[$k]=$got; done <"$tmp/bw/got"
	fi
	k=0
	for pair in "${mine[@]}"; do
		name=${pair%%:*} a=${pair#*:}
		k=$((k + 1))
		if [ ! -s "$tmp/err" ] && [ "${got_of[$k]:-}" = "$a" ]; then ok=$((ok + 1)); continue; fi
		got=$(printf '#include <probable.h>\nprobable_values PROBABLE_ARCH ARCH_PROBABILITY_HIGH\n' |
			"${cc[@]}" -E -P "${strict[@]}" -I"$top/include" -DARCH="$name" - 2>"$tmp/err1" |
			awk '$1 == "probable_values" { gsub(/"/, "", $2); print $2 }')
		if [ "$got" = "$a" ] && [ ! -s "$tmp/err1" ]; then ok=$((ok + 1))
		else bad=$((bad + 1)); fail "arch ${cc[*]} -DARCH=$name: got '$got', want $a, diagnostics: $(head -c 300 "$tmp/err1")"; fi
	done
	[ "$bad" = 0 ] && [ "$ok" -gt 0 ] && pass "arch ${cc[*]}: $ok build-system spellings select their arch without a diagnostic"
	[ "$ok$bad" = 00 ] && fail "arch ${cc[*]}: no build-system spelling tried"
}
for ((c = 0; c < ${#compilers[@]}; c++)); do par build_with $c; done
[ "$nbuild" -ge 25 ] && pass "arch: $nbuild build-system spellings tried" || fail "arch: only $nbuild build-system spellings"
# with the cross gccs that predefine the name (and friends) as 1
build_cross() {
for spec in mips-linux-gnu:mips:mips mips-linux-gnu:mipsel:mips mipsel-linux-gnu:mipsel:mips \
	mipsel-linux-gnu:mips:mips i686-linux-gnu:i686:x86 i686-linux-gnu:i386:x86 \
	sparc64-linux-gnu:sparc64:sparc sparc64-linux-gnu:sparc:sparc powerpc-linux-gnu:ppc:powerpc \
	powerpc-linux-gnu:powerpc:powerpc powerpc64le-linux-gnu:ppc64el:powerpc \
	arm-linux-gnueabihf:armhf:arm arm-linux-gnueabi:armel:arm sh4-linux-gnu:sh4:sh; do
	IFS=: read -r t name a <<<"$spec"
	have "$t-gcc" || { skip "arch $t-gcc: not installed"; continue; }
	for std in gnu11 c11; do
		got=$(printf '#include <probable.h>\nprobable_values PROBABLE_ARCH\n' |
			"$t-gcc" -std=$std -E -P "${strict[@]}" -x c -I"$top/include" -DARCH="$name" - 2>"$tmp/err" |
			awk '$1 == "probable_values" { gsub(/"/, "", $2); print $2 }')
		if [ "$got" = "$a" ] && [ ! -s "$tmp/err" ]; then pass "arch $t-gcc -std=$std -DARCH=$name: $got, no diagnostic"
		else fail "arch $t-gcc -std=$std -DARCH=$name: got '$got', want $a: $(head -c 300 "$tmp/err")"; fi
	done
done
}
par build_cross

# 5. a project's own ARCH
host=$(arch_values gcc); host=${host%% *}
expect_arch "-DARCH=3 -DPROBABLE_TARGET_ARCH=mips" mips gcc -DARCH=3 -DPROBABLE_TARGET_ARCH=mips
expect_arch "-DARCH=sparc -DPROBABLE_TARGET_ARCH=ppc64el" powerpc gcc -std=gnu11 -DARCH=sparc -DPROBABLE_TARGET_ARCH=ppc64el
expect_arch "-DARCH='\"foo\"' -DPROBABLE_TARGET_ARCH=armv7l" arm gcc -DARCH='"foo"' -DPROBABLE_TARGET_ARCH=armv7l
expect_arch "-DARCH=mips -DPROBABLE_IGNORE_ARCH (detected)" "$host" gcc -DARCH=mips -DPROBABLE_IGNORE_ARCH
expect_arch "-DARCH='\"foo\"' -DPROBABLE_IGNORE_ARCH (detected)" "$host" gcc -DARCH='"foo"' -DPROBABLE_IGNORE_ARCH
expect_arch "-DARCH=3 -DPROBABLE_IGNORE_ARCH -DPROBABLE_TARGET_ARCH=hppa" parisc gcc -DARCH=3 -DPROBABLE_IGNORE_ARCH -DPROBABLE_TARGET_ARCH=hppa
if have mips-linux-gnu-gcc; then
	expect_arch "mips-linux-gnu-gcc -std=gnu11 -DPROBABLE_TARGET_ARCH=mips -DARCH=7" mips mips-linux-gnu-gcc -std=gnu11 -DPROBABLE_TARGET_ARCH=mips -DARCH=7
fi
got=$(arch_values gcc -I"$top/tests/fixtures" -DPROBABLE_ARCH_HEADER='"user-arch-complete.h"' -DPROBABLE_TARGET_ARCH=mips)
[ "$got" = "mychip 79 21 0" ] && pass "arch user header wins over PROBABLE_TARGET_ARCH: $got" || fail "arch user header over PROBABLE_TARGET_ARCH: got '$got'"
bad_compilers=(gcc g++)
have clang && bad_compilers+=(clang)
have clang-19 && bad_compilers+=(clang-19)
bad_values=('"foo"' '"ARM64"' 3 1 '(1+2)' 1+2 x86-64 'x86 x' armv7-a hppa1.1 "'x'" -1 vax)
bad_with() { # compiler number
	local cc=${bad_compilers[$1]} v val first n
	for ((v = 0; v < ${#bad_values[@]}; v++)); do
		[ "$exhaustive" = 1 ] || [ $((v % ${#bad_compilers[@]})) = "$1" ] || continue
		val=${bad_values[v]}
		printf '#include <probable.h>\n' | $cc -x c -E -I"$top/include" -DARCH="$val" - >/dev/null 2>"$tmp/err"
		if grep -q 'probable: unknown ARCH: .*PROBABLE_IGNORE_ARCH.*PROBABLE_TARGET_ARCH' "$tmp/err"; then
			pass "arch $cc -DARCH=$val: the #error says how to keep probable out ($(grep -c 'error' "$tmp/err") error lines)"
		else
			fail "arch $cc -DARCH=$val: no #error naming PROBABLE_IGNORE_ARCH: $(grep -m1 error "$tmp/err")"
		fi
		# a whole compile under -Wundef -Werror: the first error names the
		# mistake (ours, or the compiler's quoting "must be a bare name"),
		# and there are at most three
		printf '#include <probable.h>\nint probable_test_x;\n' |
			$cc -x c -c -o /dev/null -Wall -Wextra -Wundef -Werror -I"$top/include" -DARCH="$val" - 2>"$tmp/err"
		first=$(grep -m1 -E '(^|: )(fatal )?error:' "$tmp/err")
		n=$(grep -cE '(^|: )(fatal )?error:' "$tmp/err")
		if ! grep -qE 'probable: unknown ARCH|probable_ARCH_must_be_a_bare_name_not_' <<<"$first"; then
			fail "arch $cc -c -Wundef -Werror -DARCH=$val: the first error does not name the mistake: $first"
		elif [ "$n" -gt 3 ]; then
			fail "arch $cc -c -Wundef -Werror -DARCH=$val: $n errors (at most 3)"
		else
			pass "arch $cc -c -Wundef -Werror -DARCH=$val: $n error(s), the first names the mistake"
		fi
	done
	printf '#include <probable.h>\n' | $cc -x c -E -I"$top/include" -DPROBABLE_TARGET_ARCH='"mips"' - >/dev/null 2>"$tmp/err"
	grep -q 'probable: unknown PROBABLE_TARGET_ARCH' "$tmp/err" && pass "arch $cc -DPROBABLE_TARGET_ARCH='\"mips\"': #error" ||
		fail "arch $cc -DPROBABLE_TARGET_ARCH='\"mips\"': $(grep -m1 error "$tmp/err")"
}
for ((c = 0; c < ${#bad_compilers[@]}; c++)); do par bad_with $c; done

# 6. assembler: -include probable.h on a .S file; the values land as bytes
assembler() {
printf '\t.data\n\t.byte ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW, ARCH_ALIGNMENT_COST_THRESHOLD\n' >"$tmp/values.S"
asm_bytes() { # cc flags... -> "h l t" from the assembled object's .data
	"$@" -c -x assembler-with-cpp -include probable.h -I"$top/include" "$tmp/values.S" -o "$tmp/values.o" 2>"$tmp/err" || return 1
	local objcopy=objcopy
	case $1 in *-gcc) objcopy=${1%gcc}objcopy ;; esac
	$objcopy -O binary -j .data "$tmp/values.o" "$tmp/values.bin" 2>"$tmp/err" &&
		od -An -tu1 -N3 "$tmp/values.bin" | xargs
}
for spec in "gcc|-DARCH=i686|89 11 0" "gcc|-DARCH=mipsel|89 11 1" "gcc|-DARCH=ppc64el|94 6 0" \
	"gcc|-DARCH=mips -D__KERNEL__|89 11 0" "gcc|-DPROBABLE_TARGET_ARCH=sh4 -DARCH=3|89 11 1" "gcc||89 11 0" \
	"clang|-DARCH=hppa|94 6 1" "mips-linux-gnu-gcc|-DARCH=mips|89 11 1" "mips-linux-gnu-gcc||89 11 1" \
	"sparc64-linux-gnu-gcc|-DARCH=sparc|94 6 0" "arm-linux-gnueabi-gcc||89 11 0"; do
	IFS='|' read -r cc flags want <<<"$spec"
	have "$cc" || { skip "arch asm $cc: not installed"; continue; }
	read -r -a f <<<"$flags"
	if got=$(asm_bytes "$cc" "${f[@]}") && [ "$got" = "$want" ]; then pass "arch asm $cc $flags: .byte $got"
	else fail "arch asm $cc $flags: got '$got', want '$want': $(head -c 300 "$tmp/err")"; fi
done
}
par assembler

# 7. user header and overrides
got=$(arch_values gcc -I"$top/tests/fixtures" -DPROBABLE_ARCH_HEADER='"user-arch-complete.h"' -DARCH=mips)
[ "$got" = "mychip 79 21 0" ] && pass "arch user header wins over ARCH: $got" || fail "arch user header: got '$got', want 'mychip 79 21 0'"
got=$(arch_values gcc -DARCH=powerpc -DARCH_PROBABILITY_HIGH=97 -DARCH_ALIGNMENT_COST_THRESHOLD=1)
[ "$got" = "powerpc 97 6 1" ] && pass "arch -D overrides win: $got" || fail "arch -D overrides: got '$got', want 'powerpc 97 6 1'"
par_wait
finish
