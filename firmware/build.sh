#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# firmware/build.sh - `make firmware`: probable.h in firmware, with no libc.
#
# For each target (Cortex-M0 and Cortex-M4 with arm-none-eabi-gcc,
# ATmega328P with avr-gcc, RISC-V RV64 and, where the multilib is there,
# RV32IMAC with riscv64-unknown-elf-gcc):
#   - what the header selects (PROBABLE_ARCH and its numbers, by
#     preprocessing) and what PROBABLE_ACCESS() gives at pc 0, 20, 100;
#   - firmware/all-macros.c, which uses every public macro and checks the
#     selected arch with _Static_assert, compiled with -ffreestanding and
#     strict warnings as errors, linked with -nostdlib (and libgcc, which
#     is the compiler's support library, not a libc) into a complete image;
#   - the evidence: `nm -u` of the object, each symbol classified (libgcc
#     helper, linker-script symbol, or libc: a FAIL), `nm -u` of the image
#     (empty), the libgcc functions linked in, no libc function defined in
#     the image, the arch string stored in the image, `size`;
#   - the image run on QEMU's model of a board with that CPU (micro:bit,
#     MPS2 AN386, Arduino Uno, RISC-V virt), and the status word it leaves
#     in RAM read back through the QEMU monitor: 0x600dc0de when every
#     run-time check passed;
#   - each examples/*.c compiled (-c) with the same compiler;
#   - a note (not a check) of the struct size from which GCC makes
#     get/put_unaligned_p of a struct, and a plain struct assignment, call
#     memcpy (firmware/struct-probe.c).
# Then, on Cortex-M0 and M4, the disassembly facts arch/arm/probability.h
# relies on, and the Cortex-M0 instruction counts of the safe access
# against a run-time alignment test.
#
# Needs the toolchains of tools/deps.sh's "firmware" group; QEMU
# ("firmware-qemu": qemu-system-arm, qemu-system-misc) is optional, the runs
# are skipped without it.  What is missing is said with the command that
# installs it, and installed when DEPS_INSTALL=1 (tools/deps.sh).
# Prints one PASS or FAIL line per check and ends with "firmware: N
# passed, N failed"; exits 1 if anything failed.
#
#   bash firmware/build.sh          build and check everything
#   bash firmware/build.sh clean    remove build/firmware
set -u -o pipefail
cd "$(dirname "$0")/.." || exit 1
top=$PWD
out=$top/build/firmware
t_start=$SECONDS

if [ "${1:-}" = clean ]; then
	rm -rf "$out"
	exit 0
fi
[ $# -eq 0 ] || { echo "usage: $0 [clean]" >&2; exit 2; }

passed=0 failed=0
pass() { printf 'PASS: firmware %s\n' "$*"; passed=$((passed + 1)); }
fail() { printf 'FAIL: firmware %s\n' "$*"; failed=$((failed + 1)); }
say() { printf '  %-16s %s\n' "$1" "${*:2}"; }
have() { command -v "$1" >/dev/null 2>&1; }
flat() { local v=${1:-$2}; printf '%s' "${v//$'\n'/ }"; } # lines to one line; $2 when empty

# ---- toolchains ------------------------------------------------------------------

# The toolchains and their C libraries are needed; the QEMU boards are not
# (without them the images are not run: SKIP lines).  tools/deps.sh says
# what is missing and how to install it, and installs it when asked
# (DEPS_INSTALL=1): both groups in one apt-get.
if [ "${DEPS_INSTALL:-0}" = 1 ]; then
	bash tools/deps.sh --for "make firmware" firmware firmware-qemu
fi
DEPS_INSTALL=0 bash tools/deps.sh --for "make firmware" firmware || exit 1
DEPS_INSTALL=0 bash tools/deps.sh --for "make firmware (QEMU runs, skipped without)" firmware-qemu || true

rm -rf "$out"
mkdir -p "$out"

# ---- per-target helpers ------------------------------------------------------------

# C flags for every build of all-macros.c (the warnings of tests/compile/warning-matrix.sh)
std_flags=(-std=c11 -Os -ffreestanding -nostdlib -Wall -Wextra -Wpedantic -Wconversion
	-Wsign-conversion -Wshadow -Wundef -Wvla -Wstrict-prototypes -Wmissing-prototypes -Werror)
# and for the examples, as the issue gives them
example_flags=(-std=c99 -Os -ffreestanding -Wall -Wextra -Werror)

# values CC FLAGS...: "arch source high low threshold test_below" by preprocessing
values() {
	printf '#include <probable.h>\nprobable_values PROBABLE_ARCH PROBABLE_ARCH_SOURCE ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD ARCH_ALIGNMENT_TEST_BELOW\n' |
		"$@" -E -P -x c -I"$top/include" - 2>/dev/null |
		awk '$1 == "probable_values" { gsub(/"/, ""); print $2, $3, $4, $5, $6, $7 }'
}

# access PC CC FLAGS...: DIRECT, SAFE or CHECKED (a constant expression with
# casts, so asked of the compiler, not of #if)
access() {
	local pc=$1 name; shift
	for name in DIRECT SAFE CHECKED; do
		if printf '#include <probable.h>\ntypedef char probable_is[(PROBABLE_ACCESS(%s) == PROBABLE_ACCESS_%s) ? 1 : -1];\n' \
			"$pc" "$name" | "$@" -fsyntax-only -x c -I"$top/include" - 2>/dev/null; then
			echo "$name"; return
		fi
	done
	echo "?"
}

# defined global symbols of an archive or object, one a line, sorted
defined_syms() { # nm file
	"$1" -g --defined-only "$2" 2>/dev/null | awk 'NF >= 3 { print $NF }' | sort -u
}

# The C library the target's toolchain would link, to name what a libc
# symbol is (newlib, avr-libc, picolibc): "-print-file-name", else the
# picolibc tree.
libc_archive() { # cc flags...
	local f
	f=$("$@" -print-file-name=libc.a 2>/dev/null)
	if [ "$f" = libc.a ] || [ ! -f "$f" ]; then
		f=/usr/lib/picolibc/${cc_triplet}/lib/$("$@" -print-multi-directory 2>/dev/null)/libc.a
	fi
	[ -f "$f" ] && echo "$f"
}

# names that are libc's whatever archive they were looked up in
libc_names='^(memcpy|memmove|memset|memcmp|bcopy|bzero|str[a-z]*|abort|exit|_exit|atexit|raise|signal|printf|sprintf|snprintf|vprintf|vsnprintf|puts|putchar|fputs|fwrite|malloc|calloc|realloc|free|__assert|__assert_func|__errno|errno|__stack_chk_fail|__stack_chk_guard|_impure_ptr|__aeabi_mem[a-z0-9]*)$'

# symbols a linker script or the linker itself defines
linker_syms=' fw_stack_top __global_pointer$ '

# instructions of each function of an object: "name count hot mnemonics..."
# (hot: from the entry to the first return, inclusive).  Addresses and
# sizes from nm -S, so padding after a function and literal pools (.word)
# do not count.
count_insns() { # objdump nm obj
	local objdump=$1 nm=$2 obj=$3
	"$nm" -S --defined-only "$obj" | awk '$3 ~ /^[Tt]$/ { print $4, $1, $2 }' >"$out/syms.txt"
	"$objdump" -d --no-show-raw-insn "$obj" | awk '
	function hex(s,   i, n) { n = 0; s = tolower(s)
		for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
		return n }
	FNR == NR { start[$1] = hex($2); size[$1] = hex($3); next }
	/^ *[0-9a-f]+:\t/ {
		a = $1; sub(/:$/, "", a); a = hex(a)
		text = $0; sub(/^ *[0-9a-f]+:\t/, "", text); split(text, tok, /[ \t]+/)
		m = tok[1]; op = tok[2]
		for (f in start) if (a >= start[f] && a < start[f] + size[f]) {
			if (m ~ /^\./) break
			n[f]++; mn[f] = mn[f] " " m
			if (!(f in hot) && ((m == "bx" && op == "lr") || (m ~ /^pop/ && text ~ /pc/))) hot[f] = n[f]
			break
		}
	}
	END { for (f in n) print f, n[f], (f in hot ? hot[f] : n[f]) mn[f] }' "$out/syms.txt" - | sort
}

# ---- the targets --------------------------------------------------------------------

# name|compiler|target flags|expectation|extra warnings|link flags|example flags|QEMU
targets=(
	"cortex-m0|arm-none-eabi-gcc|-mcpu=cortex-m0 -mthumb|EXPECT_ARCH_ARM_M|-Wcast-align=strict|-T firmware/cortex-m.ld||qemu-system-arm -M microbit -kernel"
	"cortex-m4|arm-none-eabi-gcc|-mcpu=cortex-m4 -mthumb|EXPECT_ARCH_ARM_M|-Wcast-align=strict|-T firmware/cortex-m.ld||qemu-system-arm -M mps2-an386 -kernel"
	"atmega328p|avr-gcc|-mmcu=atmega328p|EXPECT_ARCH_AVR|-Wcast-align|||qemu-system-avr -M uno -bios"
	"rv64|riscv64-unknown-elf-gcc|-mcmodel=medany|EXPECT_ARCH_RISCV|-Wcast-align=strict|-T firmware/riscv.ld|--specs=picolibc.specs|qemu-system-riscv64 -M virt -bios none -kernel"
)
if riscv64-unknown-elf-gcc -print-multi-lib | grep -q '^rv32imac/ilp32;'; then
	targets+=("rv32imac|riscv64-unknown-elf-gcc|-march=rv32imac -mabi=ilp32 -mcmodel=medany|EXPECT_ARCH_RISCV|-Wcast-align=strict|-T firmware/riscv.ld|--specs=picolibc.specs|qemu-system-riscv32 -M virt -bios none -kernel")
else
	echo "SKIP: firmware rv32imac: riscv64-unknown-elf-gcc has no rv32imac/ilp32 multilib"
fi

for t in "${targets[@]}"; do
	IFS='|' read -r name cc tflags expect xwarn ldflags exflags qemu <<<"$t"
	# (word splitting of the flag strings is wanted below)
	# shellcheck disable=SC2206
	tf=($tflags) xw=($xwarn) lf=($ldflags) ef=($exflags) qm=($qemu)
	cc_triplet=${cc%-gcc}
	nm=$cc_triplet-nm objdump=$cc_triplet-objdump size=$cc_triplet-size
	d=$out/$name
	mkdir -p "$d"

	echo
	echo "== $name: $cc $tflags"
	say compiler "$("$cc" --version | head -n 1)"
	say target "$("$cc" "${tf[@]}" -Q --help=target 2>/dev/null | awk '
		$1 ~ /^-m(arch|abi|cpu|mcu)=$/ && NF > 1 { printf "%s%s ", $1, $2 }
		$1 == "-mmcu=MCU" { printf "core %s ", $2 }')"
	read -r arch source high low threshold below <<<"$(values "$cc" "${tf[@]}")"
	say arch "$arch  HIGH $high  LOW $low  ALIGNMENT_COST_THRESHOLD $threshold  ALIGNMENT_TEST_BELOW $below  ($source)"
	say probable "pc 0..$((low - 1)) unlikely, $low..$high no hint, $((high + 1))..100 likely"
	say access "pc 0 $(access 0 "$cc" "${tf[@]}"), pc 20 $(access 20 "$cc" "${tf[@]}"), pc 100 $(access 100 "$cc" "${tf[@]}")"

	# all-macros.c: compile, then link
	obj=$d/all-macros.o elf=$d/all-macros.elf
	if ! "$cc" "${tf[@]}" "${std_flags[@]}" "${xw[@]}" -D"$expect" -I"$top/include" \
		-c firmware/all-macros.c -o "$obj" 2>"$d/cc.err"; then
		fail "$name: all-macros.c does not compile: $(grep -m1 -E 'error' "$d/cc.err")"
		continue
	fi
	say compile "all-macros.c -D$expect ${std_flags[*]} ${xw[*]}: ok (the _Static_asserts hold)"
	libgcc=$("$cc" "${tf[@]}" -print-libgcc-file-name)
	libc=$(libc_archive "$cc" "${tf[@]}")
	defined_syms "$nm" "$libgcc" >"$d/libgcc.syms"
	: >"$d/libc.syms"
	[ -n "$libc" ] && defined_syms "$nm" "$libc" >"$d/libc.syms"
	say 'looked up in' "libgcc: $libgcc ($(wc -l <"$d/libgcc.syms") symbols); libc: ${libc:-none found} ($(wc -l <"$d/libc.syms") symbols)"

	bad=()
	undef=$("$nm" -u "$obj" | awk '{ print $NF }' | sort -u)
	say 'nm -u .o' "$(flat "$undef" "(none)")"
	for s in $undef; do
		if [[ $linker_syms == *" $s "* ]]; then kind="linker script"
		elif [[ $s =~ $libc_names ]]; then kind=LIBC
		elif grep -qxF -- "$s" "$d/libgcc.syms"; then kind=libgcc
		elif grep -qxF -- "$s" "$d/libc.syms"; then kind=LIBC
		else kind=UNKNOWN; fi
		say '' "$s: $kind"
		case $kind in LIBC | UNKNOWN) bad+=("$s ($kind)") ;; esac
	done

	# -nostdlib: no start files, no libc; libgcc by name, last
	if ! "$cc" "${tf[@]}" -nostdlib "${lf[@]}" "$obj" -lgcc -o "$elf" 2>"$d/ld.err"; then
		fail "$name: all-macros.elf does not link with -nostdlib -lgcc${bad:+ (${bad[*]})}: $(grep -m1 -E 'undefined reference|error' "$d/ld.err" || head -n 1 "$d/ld.err")"
		continue
	fi
	if [ -s "$d/ld.err" ]; then
		fail "$name: the linker warns: $(head -n 1 "$d/ld.err")"
	fi
	say link "$cc $tflags -nostdlib $ldflags all-macros.o -lgcc: ok"
	img_undef=$("$nm" -u "$elf" | awk '{ print $NF }')
	say 'nm -u image' "${img_undef:-(none)}"
	[ -z "$img_undef" ] || bad+=("image needs: $(flat "$img_undef")")
	defined_syms "$nm" "$elf" >"$d/image.syms"
	from_libgcc=$(comm -12 "$d/image.syms" "$d/libgcc.syms")
	say 'from libgcc' "$(flat "$from_libgcc" "(none)")"
	from_libc=$(comm -12 "$d/image.syms" "$d/libc.syms" | comm -23 - "$d/libgcc.syms")
	say 'from libc' "$(flat "$from_libc" "(none)")"
	[ -z "$from_libc" ] || bad+=("image defines libc's $(flat "$from_libc")")
	tag=$(grep -aoE 'probable [0-9][0-9.]* arch=[a-z0-9]+ source=[a-z0-9/_.]+' "$elf" | head -n 1)
	say 'in the image' "\"$tag\""
	read -r text data bss _ <<<"$("$size" "$elf" | awk 'NR == 2')"
	say size "text $text  data $data  bss $bss  ($("$size" "$elf" | awk 'NR == 2 { print $4 }') bytes)"
	if [ "$cc" != avr-gcc ] && [ "$data" != 0 ]; then
		bad+=("a .data of $data bytes that the start-up code does not copy")
	fi
	if [[ $tag != *"arch=$arch "* ]]; then
		bad+=("arch string in the image: \"$tag\"")
	fi
	if [ ${#bad[@]} -eq 0 ]; then
		pass "$name: all-macros.elf links with -nostdlib; no libc symbol (undefined in the object: $(flat "$undef" none); libgcc in the image: $(flat "$from_libgcc" none))"
	else
		fail "$name: ${bad[*]}"
	fi

	# run it: fw_status and fw_checks read through the monitor, twice, a
	# second apart (the second reading is the one that counts)
	if [ -z "$qemu" ] || ! have "${qm[0]}"; then
		echo "SKIP: firmware $name: ${qm[0]:-QEMU} is not installed: the image is not run"
	else
		a_status=$("$nm" "$elf" | awk '$3 == "fw_status" { print $1 }')
		a_checks=$("$nm" "$elf" | awk '$3 == "fw_checks" { print $1 }')
		read_words="xp /1wx 0x$a_status"$'\n'"xp /1wx 0x$a_checks"
		{ sleep 1; echo "$read_words"; sleep 1; echo "$read_words"; echo quit; } |
			timeout 60 "${qm[@]}" "$elf" -monitor stdio -display none -serial null 2>&1 |
			tr -d '\r' | grep -aoE '^[0-9a-f]+: 0x[0-9a-f]+' >"$d/qemu.txt"
		word() { # the last value read at address $1 (hex; leading zeros do not count)
			awk -v a="$1" 'BEGIN { sub(/^0+/, "", a) }
				{ x = $1; sub(/:$/, "", x); sub(/^0+/, "", x); if (x == a) w = $2 }
				END { print w }' "$d/qemu.txt"
		}
		status=$(word "$a_status") checks=$(word "$a_checks")
		say run "$qemu $(basename "$elf"): fw_status ${status:-?} fw_checks ${checks:-?}"
		case $status in
		0x600dc0de) pass "$name: all-macros.elf runs on $qemu: every run-time check passed ($((checks)) checks)" ;;
		0xbad0*) fail "$name: all-macros.elf on $qemu: the check at firmware/all-macros.c:$((0x${status#0xbad0})) failed (after $((checks)) checks)" ;;
		*) fail "$name: all-macros.elf on $qemu: no result (fw_status ${status:-unread})" ;;
		esac
	fi

	# a struct through get/put_unaligned_p and by plain assignment: from
	# what size does GCC call memcpy (not a PASS/FAIL: reported)
	first_get="" first_put="" first_plain=""
	for n in 8 12 16 24 32 48 64 128; do
		so=$d/struct-probe-$n.o
		"$cc" "${tf[@]}" -std=c11 -Os -ffreestanding -ffunction-sections -I"$top/include" -DN=$n \
			-c firmware/struct-probe.c -o "$so" 2>/dev/null || continue
		calls() { "$objdump" -r -j ".text.$1" "$so" 2>/dev/null | grep -qw memcpy; }
		[ -z "$first_get" ] && calls copy_get && first_get=$n
		[ -z "$first_put" ] && calls copy_put && first_put=$n
		[ -z "$first_plain" ] && calls copy_plain && first_plain=$n
	done
	from() { if [ -n "$1" ]; then echo "from $1 bytes"; else echo "never"; fi; }
	say 'struct memcpy' "a struct of u32 words (8 to 128 bytes), -Os: get_unaligned_p calls memcpy $(from "$first_get"), put_unaligned_p $(from "$first_put"), a plain assignment $(from "$first_plain")"
	if [ "${first_get:-999}" -lt "${first_plain:-999}" ] || [ "${first_put:-999}" -lt "${first_plain:-999}" ]; then
		echo "NOTE: firmware $name: get/put_unaligned_p of a struct call memcpy at smaller sizes than a plain assignment (the header says it makes no libc call)"
	fi

	# the examples, compile only
	for f in examples/*.c; do
		b=$(basename "$f")
		if "$cc" "${tf[@]}" "${ef[@]}" "${example_flags[@]}" -I"$top/include" -c "$f" \
			-o "$d/${b%.c}.o" 2>"$d/$b.err"; then
			pass "$name: examples/$b compiles (${example_flags[*]}${exflags:+ $exflags})"
		else
			fail "$name: examples/$b: $(grep -m1 -E 'error|warning' "$d/$b.err")"
		fi
	done
done

# ---- Cortex-M: what arch/arm/probability.h relies on ---------------------------

echo
echo "== Cortex-M: get_unaligned_p() on a u32 at pc 100"
m_flags=(-std=c11 -ffreestanding -Wall -Wextra -Werror -I"$top/include")
probe() { # obj cpu olevel defines...
	local o=$1 cpu=$2 ol=$3; shift 3
	arm-none-eabi-gcc -mcpu="$cpu" -mthumb "$ol" "${m_flags[@]}" "$@" -c firmware/unaligned-probe.c -o "$o"
}
mkdir -p "$out/probe"
for cpu in cortex-m0 cortex-m4; do
	o=$out/probe/$cpu-pc100-Os.o
	if ! probe "$o" $cpu -Os -DPC=100 -DEXPECT_ACCESS=PROBABLE_ACCESS_SAFE 2>"$o.err"; then
		fail "$cpu: unaligned-probe.c: $(grep -m1 error "$o.err")"
		continue
	fi
	read -r _ n _ mnems <<<"$(count_insns arm-none-eabi-objdump arm-none-eabi-nm "$o" | awk '$1 == "probe_get32"')"
	say "$cpu" "probe_get32 (-Os): $n instructions: $mnems"
	ldrb=$(grep -o '\bldrb\b' <<<"$mnems" | wc -l)
	wide=$(grep -oE '\b(ldr|ldrh|ldm[a-z]*)\b' <<<"$mnems" | wc -l)
	if [ $cpu = cortex-m0 ]; then
		# ARMv6-M faults on a misaligned LDR: the safe access must be bytes
		if [ "$ldrb" = 4 ] && [ "$wide" = 0 ]; then
			pass "$cpu: get_unaligned_p(u32, 100) is byte loads: 4 ldrb, no ldr/ldrh/ldm (ARMv6-M has no unaligned access)"
		else
			fail "$cpu: get_unaligned_p(u32, 100) is not 4 byte loads: $mnems"
		fi
	else
		# ARMv7E-M loads a u32 at any address with one LDR
		if [ "$mnems" = "ldr bx" ]; then
			pass "$cpu: get_unaligned_p(u32, 100) is a single ldr (then bx lr): ARMv7E-M loads at any address"
		else
			fail "$cpu: get_unaligned_p(u32, 100) is not a single ldr: $mnems"
		fi
	fi
done

# ---- Cortex-M0: the safe access against the run-time alignment test ----------

# arch/arm/probability.h gives ARMv6-M the run-time test below 50%
# misaligned because its aligned path is shorter than the byte-wise safe
# access: measured here, as shipped (no -D).
echo
echo "== Cortex-M0 ($(arm-none-eabi-gcc --version | head -n 1)): instructions per function, including the return"
echo "   safe: pc 100; checked: pc 10 (the run-time test), all / on the aligned path"
echo "   (entry to first return); direct: a plain dereference (wrong when misaligned)"
for ol in -Os -O2; do
	s=$out/probe/m0-safe$ol.o c=$out/probe/m0-checked$ol.o
	if ! probe "$s" cortex-m0 $ol -DPC=100 -DEXPECT_ACCESS=PROBABLE_ACCESS_SAFE 2>"$s.err" ||
		! probe "$c" cortex-m0 $ol -DPC=10 -DEXPECT_ACCESS=PROBABLE_ACCESS_CHECKED 2>"$c.err"; then
		fail "cortex-m0 $ol: unaligned-probe.c: $(cat "$s.err" "$c.err" | grep -m1 error)"
		continue
	fi
	count_insns arm-none-eabi-objdump arm-none-eabi-nm "$s" >"$s.count"
	count_insns arm-none-eabi-objdump arm-none-eabi-nm "$c" >"$c.count"
	printf '   %-4s %-6s %5s %16s %7s\n' "$ol" op safe checked direct
	shorter=1
	for op in get32 get64 put32 put64; do
		sn=$(awk -v f=probe_$op '$1 == f { print $2 }' "$s.count")
		cn=$(awk -v f=probe_$op '$1 == f { print $2 " / " $3 }' "$c.count")
		hn=$(awk -v f=probe_$op '$1 == f { print $3 }' "$c.count")
		dn=$(awk -v f=direct_$op '$1 == f { print $2 }' "$s.count")
		printf '   %-4s %-6s %5s %16s %7s\n' "" "$op" "$sn" "$cn" "$dn"
		[ -n "$hn" ] && [ -n "$sn" ] && [ "$hn" -lt "$sn" ] || shorter=0
	done
	if [ $ol = -Os ]; then
		echo "   checked get32 -Os: $(cut -d' ' -f4- <<<"$(awk '$1 == "probe_get32"' "$c.count")")"
	fi
	if [ $shorter = 1 ]; then
		pass "cortex-m0 $ol: the run-time test's aligned path is shorter than the safe access for 32- and 64-bit gets and puts"
	else
		fail "cortex-m0 $ol: the run-time test's aligned path is not shorter than the safe access everywhere (see the table)"
	fi
done

echo
echo "firmware: $((SECONDS - t_start)) s"
echo "firmware: $passed passed, $failed failed"
[ "$failed" = 0 ]
