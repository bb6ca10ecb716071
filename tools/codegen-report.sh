#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/codegen-report.sh [FILE] - write the code-generation report,
# docs/codegen.md by default (`make codegen`).
# tools/codegen-report.sh --sample FILE - the same report with only a
# sample regenerated (tests/codegen/report.sh, in make test): part 1 for
# the targets of $sample_targets (the host gcc, a cross gcc with delay
# slots, clang for a Linux target and for a bare-metal one), parts 2 and 4
# whole, and everything else copied from docs/codegen.md: the rows of the
# other targets in part 1 and all of part 3.  With the toolchains the doc
# names, the file is docs/codegen.md itself when the doc is current; with
# others, nothing is copied (part 1 has the sampled rows only, part 3 is
# left out).
# tools/codegen-report.sh --inputs-hash - the hash of every file the report
# is made from (the headers, arch/, the sources and scripts below), which
# the report records on its second line: a doc whose recorded hash is not
# that of the files it stands beside is stale.  The line also has the hash
# of the report's other lines (an edit by hand).
# tools/codegen-report.sh --compilers - the report's "Compilers:" line,
# from the compilers installed, without building anything.
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
doc=$top/docs/codegen.md
mode=full
case ${1:-} in
--inputs-hash | --compilers) mode=${1#--} ;;
--sample) mode=sample; [ $# = 2 ] || { echo "usage: $0 --sample FILE" >&2; exit 2; }; shift ;;
-*) echo "usage: $0 [FILE] | --sample FILE | --inputs-hash | --compilers" >&2; exit 2 ;;
esac
out=${1:-$doc}
# (part 1 labels, as in the table)
sample_targets="gcc $(gcc -dumpmachine)|sparc64-linux-gnu-gcc|clang aarch64-linux-gnu|clang thumbv6m-none-eabi"

# What the report is made from, by path: a change to any of them (a header,
# an arch file, a source, a script) can change the report.
inputs_hash() {
	(cd "$top" && {
		find include arch -type f \( -name '*.h' -o -name '*.list' \)
		printf '%s\n' tools/codegen-report.sh tools/unaligned-codegen.sh tools/objcount.sh tools/targets.sh \
			tools/calibrate/hint-codegen.sh tools/calibrate/calibrate.c tests/codegen/branches.c \
			tests/codegen/unaligned.c tests/codegen/identity.c examples/http_parse.c examples/pcap_udp.c
	} | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-32)
}
if [ $mode = inputs-hash ]; then inputs_hash; exit; fi
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
clang_version=
have clang && clang_version=$(clang --version | sed -n '1s/.*version \([0-9.]*\).*/\1/p')
# version_of CC...: "gcc 12.2.0", "clang 14.0.6"
version_of() {
	if [ "$1" = clang ]; then echo "clang $clang_version"; else echo "gcc $("$@" -dumpfullversion)"; fi
}
compilers_line() {
	echo "Compilers: $(printf '%s\n' "${versions[@]}" | sort | uniq -c | awk '{ printf "%s%s %s (%d targets)", sep, $2, $3, $1; sep = ", " }')."
}
# the doc's part 1 rows, by label (--sample copies those it does not build)
declare -A doc_rows=()
if [ $mode = sample ] && [ -f "$doc" ]; then
	while IFS= read -r line; do
		label=${line#| }; label=${label%% |*}
		doc_rows[$label]=$line
	done < <(awk '/^## / { on = ($0 == "## probable()") } on && /^\| / && !/^\| target \|/' "$doc")
fi
for entry in "${targets[@]}"; do
	IFS='|' read -r label cccmd objdump objcopy <<<"$entry"
	read -r -a cc <<<"$cccmd"
	if ! have "${cc[0]}" || ! have "$objdump"; then skipped+=("$label"); continue; fi
	if [ $mode != full ] && ! [[ "|$sample_targets|" == *"|$label|"* && $mode = sample ]]; then
		# not built: --compilers, or a target --sample copies
		versions+=("$(version_of "${cc[@]}")")
		rows+=("copied:${doc_rows[$label]-}")
		continue
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
	versions+=("$(version_of "${cc[@]}")")
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
if [ $mode = compilers ]; then compilers_line; exit; fi
# --sample copies from the doc only when the doc is of these toolchains
splice=0
if [ $mode = sample ] && [ -f "$doc" ] && [ "$(grep -m1 '^Compilers:' "$doc")" = "$(compilers_line)" ]; then
	splice=1
fi
# (the copied rows: as the doc has them, an empty line where it has none;
# without the doc, none)
if [ $splice = 1 ]; then
	rows=("${rows[@]#copied:}")
else
	mapfile -t rows < <(printf '%s\n' "${rows[@]}" | grep -v '^copied:')
fi

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
	compilers_line
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
	if [ $mode = full ]; then
		bash "$top/tools/calibrate/hint-codegen.sh"
		echo
	elif [ $splice = 1 ]; then
		# (as the doc has it: part 3 and the blank line after it)
		awk '/^## / { on = ($0 == "## What a hint changes in the calibration kernels") } on' "$doc"
	fi
	beside_identity
} >"$tmp/body" || exit 1
# the second line: the inputs' hash, and the hash of every other line (so
# that an edit by hand shows too)
{
	head -n 1 "$tmp/body"
	echo "<!-- inputs: $(inputs_hash), text: $(sha256sum <"$tmp/body" | cut -c1-32) (tools/codegen-report.sh; tests/codegen/report.sh checks both) -->"
	tail -n +2 "$tmp/body"
} >"$out.tmp" && mv "$out.tmp" "$out"
echo "wrote ${out#$top/}"
