#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/calibrate/hint-codegen.sh - what a hint changes in the object code of
# the calibration kernels (tools/calibrate/calibrate.c: layout, select,
# cold, exit; each built with likely, unlikely and no hint), per arch: the
# host gcc, every Debian cross gcc and the host clang.  Prints a Markdown
# section (tools/codegen-report.sh puts it into docs/codegen.md), for the
# arches whose timings cannot be taken here (qemu's mean nothing).
#
# Each cell, for "likely" then "unlikely" against no hint: "=" when the
# function is the same bytes; else the instruction difference (+n, -n, or
# "~0" for the same count, other code); "a pt/b pn" the SPARC V9
# conditional branches predicted taken / not taken; "+a/-b" the PowerPC
# conditional branches carrying a static prediction bit (y bit, shown by
# objdump as beq+ / bne-); "cold n" the instructions GCC moved into
# .text.unlikely (the function's .cold part).
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
src=$top/tools/calibrate/calibrate.c
flags=(-O2 -fno-asynchronous-unwind-tables -fno-stack-protector -I"$top/include")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
have() { command -v "$1" >/dev/null 2>&1; }
source "$top/tools/targets.sh"

targets=("gcc $(gcc -dumpmachine)|gcc|objdump")
for t in $cross_triplets; do targets+=("$t-gcc|$t-gcc|$t-objdump"); done
have clang && have llvm-objdump && targets+=("clang $(clang -dumpmachine)|clang|llvm-objdump")

kernels="layout select cold exit"
# one function's facts: "count bytes-hash bits cold"
facts() { # OBJDUMP OBJ NAME ARCH
	local od=$1 obj=$2 name=$3 arch=$4 n cold bits dis
	n=$(awk -v f="$name" '$1 == f { print $2 }' "$tmp/counts")
	cold=$(awk -v f="$name.cold" '$1 == f { print $2 }' "$tmp/counts")
	local sel=--disassemble="$name"
	[ "${od##*/}" = llvm-objdump ] && sel=--disassemble-symbols="$name"
	dis=$("$od" -d --no-show-raw-insn "$sel" "$obj" 2>/dev/null | grep -E '^ +[0-9a-f]+:')
	case $arch in
	sparc*) bits="$(grep -cE ',(a,)?pt' <<<"$dis")pt/$(grep -cE ',(a,)?pn' <<<"$dis")pn" ;;
	powerpc*) bits="+$(grep -cE $'\tb[a-z]*\\+' <<<"$dis")/-$(grep -cE $'\tb[a-z]*-[ \t]' <<<"$dis")" ;;
	*) bits= ;;
	esac
	# the bytes, without addresses (so that the same code elsewhere compares equal)
	"$od" -d "$sel" "$obj" 2>/dev/null | grep -E '^ +[0-9a-f]+:' | sed 's/^ *[0-9a-f]*:[[:space:]]*//' | cut -f1 | md5sum | cut -c1-12 >"$tmp/h"
	[ -n "$dis" ] || echo none >"$tmp/h"
	echo "${n:-?} $(cat "$tmp/h") ${bits:--} ${cold:-0}"
}

rows=() versions=() skipped=()
for entry in "${targets[@]}"; do
	IFS='|' read -r label cc od <<<"$entry"
	if ! have "$cc" || ! have "$od"; then skipped+=("$label"); continue; fi
	if ! "$cc" "${flags[@]}" -c "$src" -o "$tmp/k.o" 2>"$tmp/err"; then
		skipped+=("$label (does not compile)")
		continue
	fi
	if [ "$cc" = clang ]; then versions+=("clang $(clang --version | sed -n '1s/.*version \([0-9.]*\).*/\1/p')")
	else versions+=("gcc $("$cc" -dumpfullversion)"); fi
	"$top/tools/objcount.sh" "$od" "$tmp/k.o" '^k_' >"$tmp/counts" 2>/dev/null
	arch=$("$cc" -dumpmachine)
	row="| $label |"
	for k in $kernels; do
		read -r n0 h0 b0 c0 < <(facts "$od" "$tmp/k.o" "k_${k}_none" "$arch")
		cell=
		[ "$b0" != - ] && cell="n $b0"
		for v in likely unlikely; do
			read -r n h b c < <(facts "$od" "$tmp/k.o" "k_${k}_$v" "$arch")
			if [ "$h" = "$h0" ] && [ "$c" = "$c0" ]; then
				d="="
			elif [ "$n" = "$n0" ]; then
				d="~0"
			else
				d=$(awk -v a="$n" -v b="$n0" 'BEGIN { printf "%+d", a - b }')
			fi
			[ "$b" != - ] && d+=" $b"
			[ "$c" != 0 ] && d+=" cold $c"
			cell+="${cell:+; }${v:0:1} $d"
		done
		row+=" $cell |"
	done
	rows+=("$row")
done

echo "## What a hint changes in the calibration kernels"
echo
echo "\`tools/calibrate/calibrate.c\`'s four branch kernels (\`make calibrate\` times them where"
echo "that is possible: docs/evidence.md), each built with \`__builtin_expect(c, 1)\` (l),"
echo "\`__builtin_expect(c, 0)\` (u) and no hint, compared with the no-hint build"
echo "(tools/calibrate/hint-codegen.sh); on sparc and powerpc the no-hint build's prediction bits"
echo "come first (n). \"=\": the same code; +n/-n/~0: instructions more,"
echo "fewer, or as many but other code; \"a pt/b pn\": SPARC V9 branches predicted taken / not"
echo "taken; \"+a/-b\": PowerPC branches with a static prediction bit; \"cold n\": instructions"
echo "moved to .text.unlikely. Compilers: $(printf '%s\n' "${versions[@]}" | sort | uniq -c | awk '{ printf "%s%s %s (%d)", sep, $2, $3, $1; sep = ", " }')."
[ ${#skipped[@]} -gt 0 ] && echo "Not compiled: ${skipped[*]}."
echo
echo "| target | layout | select | cold | exit |"
echo "|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
