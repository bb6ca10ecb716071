#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/codegen-report.sh [FILE] - write the code-generation report,
# docs/codegen.md by default (`make codegen`).
#
# Part 1, probable(): tests/codegen/branches.c built once per variant (one
# function per object) with the host gcc, each Debian cross gcc present and
# clang for the targets it has: instruction counts of probable() at pc 5,
# 50 and 95 beside the hand-written form each stands for, and whether the
# two .text sections are the same bytes.  A last column says whether the
# hint changes the code at all there (builtin0 against builtin1).
# Part 2, get/put_unaligned_p() and the endian accessors: the tables of
# tools/unaligned-codegen.sh --check --clang (pc 0, 10 and 100 beside memcpy, the
# kernel's packed struct and a plain dereference; the 12 endian accessors at
# pc 100, 50, 10 and 0 beside byte-shift code and the kernel's accessors).
# Part 3, what a hint changes where timing is impossible: the calibration
# kernels of tools/calibrate/calibrate.c (block layout, if-conversion, cold
# code, early exit) with likely, unlikely and no hint, per arch
# (tools/calibrate/hint-codegen.sh): instruction differences, SPARC ,pt/,pn
# and PowerPC +/- prediction bits, code moved to .text.unlikely.
# Part 4, what the identity tests measure without asserting (they used to
# print it as "note:" lines): how far GCC's code for probable(), an
# int-valued expression in C, is from the kernel's long-valued forms in
# the real examples, and how many branch weights Clang keeps for an
# int-cast builtin.
#
# Instruction counts come from tools/objcount.sh.  Nothing in the report
# depends on the machine or the time, only on the toolchains, so running it
# again with the same compilers gives the same file (tests/codegen/report.sh
# checks the committed one when the toolchains match).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/docs/codegen.md}
src=$top/tests/codegen/branches.c
flags=(-O2 -fno-asynchronous-unwind-tables -fno-stack-protector -I"$top/include")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
have() { command -v "$1" >/dev/null 2>&1; }

# "label|compiler command|objdump|objcopy"
targets=("gcc $(gcc -dumpmachine)|gcc|objdump|objcopy")
source "$top/tools/targets.sh"
for t in $cross_triplets; do
	targets+=("$t-gcc|$t-gcc|$t-objdump|$t-objcopy")
done
if have clang && have llvm-objdump && have llvm-objcopy; then
	for t in $clang_linux_targets $clang_bare_targets; do
		targets+=("clang $t|clang --target=$t|llvm-objdump|llvm-objcopy")
	done
fi

variants="probable5 builtin0 probable50 plain probable95 builtin1"
rows=() skipped=() versions=()
for entry in "${targets[@]}"; do
	IFS='|' read -r label cccmd objdump objcopy <<<"$entry"
	read -r -a cc <<<"$cccmd"
	if ! have "${cc[0]}" || ! have "$objdump"; then skipped+=("$label"); continue; fi
	if [ "${cc[0]}" = clang ]; then
		versions+=("clang $(clang --version | sed -n '1s/.*version \([0-9.]*\).*/\1/p')")
	else
		versions+=("gcc $("${cc[@]}" -dumpfullversion)")
	fi
	declare -A n=()
	ok=1
	for v in $variants; do
		# -c only: no libc, no linker, so bare-metal targets work as well
		if ! "${cc[@]}" "${flags[@]}" -ffreestanding -DV_$v -c "$src" -o "$tmp/$v.o" 2>"$tmp/err"; then
			ok=0; break
		fi
		n[$v]=$("$top/tools/objcount.sh" "$objdump" "$tmp/$v.o" '^branch$' | awk '{ print $2 }')
		"$objcopy" -O binary -j .text "$tmp/$v.o" "$tmp/$v.bin" 2>/dev/null || : >"$tmp/$v.bin"
	done
	if [ $ok = 0 ]; then skipped+=("$label (does not compile: $(grep -m1 error "$tmp/err" | sed 's/.*error: //'))"); continue; fi
	cell() { # probable reference
		local same="same bytes"
		cmp -s "$tmp/$1.bin" "$tmp/$2.bin" || same="DIFFERENT"
		[ -s "$tmp/$1.bin" ] || same="?"
		printf '%s / %s, %s' "${n[$1]:-?}" "${n[$2]:-?}" "$same"
	}
	effect=no
	cmp -s "$tmp/builtin0.bin" "$tmp/builtin1.bin" || effect=yes
	rows+=("| $label | $(cell probable5 builtin0) | $(cell probable50 plain) | $(cell probable95 builtin1) | $effect |")
	unset n
done

# ---- part 4: beside the identity tests -----------------------------------
# ref_header CC OUT: probable(c, pc) as the kernel's form that pc stands for
# (as tests/codegen/identity-real.sh writes it)
ref_header() {
	local high low pc
	read -r high low <<<"$(printf '#include <probable.h>\nprobable_values ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW\n' |
		$1 -E -P -x c -I"$top/include" - 2>/dev/null | awk '$1 == "probable_values" { print $2, $3 }')"
	{
		echo '#include <probable.h>'
		echo '#undef probable'
		echo '#define probable(c, pc) PROBABLE_REF_##pc(c)'
		for ((pc = 0; pc <= 100; pc++)); do
			if [ "$pc" -gt "$high" ]; then echo "#define PROBABLE_REF_$pc(c) __builtin_expect(!!(c), 1)"
			elif [ "$pc" -lt "$low" ]; then echo "#define PROBABLE_REF_$pc(c) __builtin_expect(!!(c), 0)"
			else echo "#define PROBABLE_REF_$pc(c) (!!(c))"; fi
		done
	} >"$2"
}
beside_identity() {
	local f opt row p k
	echo "## Measured beside the identity tests (not asserted)"
	echo
	echo "tests/codegen/identity-real.sh asserts that GCC's code for"
	echo "\`examples/http_parse.c\` and \`examples/pcap_udp.c\` is the same with"
	echo "probable() as with each probable() replaced by"
	echo "\`(int)__builtin_expect(!!(c), 1)\` / \`(int)__builtin_expect(!!(c), 0)\` /"
	echo "\`!!(c)\` (what its pc stands for on the host arch): that int-valued form is"
	echo "what probable() is under GCC in C, so that \`int r = probable(...)\` is"
	echo "warning-free under -Wconversion.  The kernel's own likely()/unlikely() are"
	echo "long-valued.  The table says how many lines of \`objdump -d\` differ between"
	echo "probable() and the kernel's long-valued forms (host gcc, \`-std=gnu99\`):"
	echo "the hints are the same (the builtin with the same expected value at the"
	echo "same sites), but the conversion of the builtin's long result to int sits"
	echo "elsewhere in GCC's intermediate code, and in whole functions that can move"
	echo "a register or a block.  It is expected, not a defect: no hint is lost, and"
	echo "under Clang probable() is the kernel's long-valued form itself (asserted"
	echo "identical by the same test)."
	echo
	echo "| file | -O2 | -O3 | -Os |"
	echo "|---|---:|---:|---:|"
	ref_header gcc "$tmp/kref.h"
	for f in http_parse.c pcap_udp.c; do
		row="| $f |"
		for opt in -O2 -O3 -Os; do
			p=$tmp/p.o k=$tmp/k.o
			if gcc $opt -std=gnu99 -I"$top/include" -c "$top/examples/$f" -o "$p" 2>/dev/null &&
			   gcc $opt -std=gnu99 -I"$top/include" -include "$tmp/kref.h" -c "$top/examples/$f" -o "$k" 2>/dev/null; then
				row+=" $(diff <(objdump -d --no-show-raw-insn "$k" | tail -n +3) <(objdump -d --no-show-raw-insn "$p" | tail -n +3) | grep -c '^[<>]') lines |"
			else
				row+=" ? |"
			fi
		done
		echo "$row"
	done
	if have clang; then
		local lang a b
		echo
		echo "Why probable() is not that int-valued form under Clang: LLVM reads the"
		echo "builtin's expected value only when the builtin feeds the comparison"
		echo "directly, so a cast to int in between drops the hint.  Branch weights in"
		echo "Clang's IR (\`clang -O2 -S -emit-llvm\`) of \`tests/codegen/identity.c\`"
		echo "with each form (tests/codegen/identity.sh asserts the code of the kernel's"
		echo "form, uncast):"
		echo
		echo "| language | \`(int)__builtin_expect(!!(c), 1)\` | probable(c, 100) |"
		echo "|---|---:|---:|"
		for lang in c c++; do
			a=$(clang -x "$lang" -O2 -S -emit-llvm -o - -I"$top/include" -DPC=50 \
				'-DREF_EXPECT(c)=(int)__builtin_expect(!!(c),1)' "$top/tests/codegen/identity.c" 2>/dev/null | grep -c 'branch_weights')
			b=$(clang -x "$lang" -O2 -S -emit-llvm -o - -I"$top/include" -DPC=100 -DUSE_PROBABLE \
				"$top/tests/codegen/identity.c" 2>/dev/null | grep -c 'branch_weights')
			echo "| $lang | $a | $b |"
		done
	fi
}

{
	echo "<!-- Generated by tools/codegen-report.sh (make codegen); do not edit. -->"
	echo "# Code generation, per architecture and compiler"
	echo
	echo "Compilers: $(printf '%s\n' "${versions[@]}" | sort | uniq -c | awk '{ printf "%s%s %s (%d targets)", sep, $2, $3, $1; sep = ", " }')."
	echo "Flags: \`${flags[*]/#-I$top\//-I }\`. Counts: instructions of the function,"
	echo "its return and delay slot included (tools/objcount.sh)."
	[ ${#skipped[@]} -gt 0 ] && echo "Not measured: ${skipped[*]}."
	echo
	echo "## probable()"
	echo
	echo "\`tests/codegen/branches.c\`, one function per object. Each cell: instructions"
	echo "with \`probable()\` / with the form it stands for, and whether the two"
	echo "\`.text\` sections are the same bytes. pc 5 stands for"
	echo "\`__builtin_expect(!!(c), 0)\`, pc 50 for \`!!(c)\`, pc 95 for"
	echo "\`__builtin_expect(!!(c), 1)\` on every shipped arch. \"hint matters\": the"
	echo "two hinted forms give different code there (layout), so the comparison"
	echo "could fail."
	echo
	echo "| target | pc 5 / expect 0 | pc 50 / no hint | pc 95 / expect 1 | hint matters |"
	echo "|---|---|---|---|---|"
	printf '%s\n' "${rows[@]}"
	echo
	echo "## get_unaligned_p() and put_unaligned_p()"
	echo
	# (--check, as tests/codegen/unaligned.sh runs it: in make test the
	# tool then builds once for both, PROBABLE_TEST_CACHE; its check lines
	# are left out)
	"$top/tools/unaligned-codegen.sh" --check --clang | sed '1,/^$/d' | grep -vE '^(PASS|FAIL|SKIP): ' |
		awk '/^$/ { blank++; next } { while (blank) { print ""; blank-- } print }'
	echo
	bash "$top/tools/calibrate/hint-codegen.sh"
	echo
	beside_identity
} >"$out.tmp" && mv "$out.tmp" "$out"
echo "wrote ${out#$top/}"
