#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/calibrate/run.sh [OUTDIR] - `make calibrate`: build
# tools/calibrate/calibrate.c with $CC $CALIBRATE_CFLAGS, run it, and write
#   OUTDIR/probability.h   the arch header (-DPROBABLE_ARCH_HEADER=...)
#   OUTDIR/samples.csv     every raw sample
#   OUTDIR/summary.csv     medians, intervals, differences, verdicts
# (OUTDIR: build/calibrate).  Progress is printed while it runs.  The header
# is checked before it is put in place: it must compile as
# PROBABLE_ARCH_HEADER with probable.h and give values in range.
#
#   CALIBRATE_TIME=600 make calibrate     a longer, tighter run (seconds;
#                                         the default, 120, takes ~3 min)
#   CC=clang make calibrate               another compiler
#   CALIBRATE_CFLAGS="-O3"                other flags (default: -O2, with
#                                         functions and loops 64-aligned)
#   CALIBRATE_ARGS="--min-effect 5"       more options for the program
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$top/build/calibrate}
cc=${CC:-cc}
mkdir -p "$out"
read -r -a ccv <<<"$cc"
# Functions and loops aligned to 64 bytes: where a loop lies in memory
# otherwise moves its speed by tens of percent on some CPUs (measured here:
# identical code 48% apart with clang -O2, 4% with these), which would
# drown what a hint changes.
cflags=${CALIBRATE_CFLAGS:-}
if [ -z "$cflags" ]; then
	cflags=-O2
	printf 'int main(void) { return 0; }\n' >"$out/probe.c"
	"${ccv[@]}" -O2 -falign-functions=64 -falign-loops=64 -Werror -c "$out/probe.c" -o "$out/probe.o" 2>/dev/null &&
		cflags="-O2 -falign-functions=64 -falign-loops=64"
	rm -f "$out/probe.c" "$out/probe.o"
fi
read -r -a cfv <<<"$cflags"
echo "calibrate: building with $cc $cflags"
"${ccv[@]}" -std=c99 "${cfv[@]}" -I"$top/include" "$top/tools/calibrate/calibrate.c" -o "$out/calibrate" -lm

# variants whose machine code is the baseline's: a difference measured
# between them is code placement or noise, which calibrate then ignores
same=
triplet=$("${ccv[@]}" "${cfv[@]}" -dumpmachine 2>/dev/null || true)
od=objdump sel=--disassemble
if [ "$triplet" != "$(gcc -dumpmachine 2>/dev/null)" ]; then
	if command -v "$triplet-objdump" >/dev/null 2>&1; then od=$triplet-objdump
	elif command -v llvm-objdump >/dev/null 2>&1; then od=llvm-objdump sel=--disassemble-symbols
	fi
fi
bytes() { "$od" -d "$sel=$1" "$out/calibrate" 2>/dev/null | grep -E '^ +[0-9a-f]+:' | sed 's/^ *[0-9a-f]*:[[:space:]]*//' | cut -f1; }
if command -v "$od" >/dev/null 2>&1; then
	for k in layout select cold exit; do
		for v in likely unlikely; do
			b0=$(bytes "k_${k}_none") b1=$(bytes "k_${k}_$v")
			[ -n "$b0" ] && [ "$b0" = "$b1" ] && same+="${same:+,}$k:$v"
		done
	done
	for op in ld:load st:store; do
		for n in 2 4 8; do
			for v in direct checked; do
				b0=$(bytes "${op%%:*}_safe_$n") b1=$(bytes "${op%%:*}_${v}_$n")
				[ -n "$b0" ] && [ "$b0" = "$b1" ] && same+="${same:+,}${op#*:}$n:$v"
			done
		done
	done
	echo "calibrate: the same machine code as the baseline: ${same:-none}"
fi
# shellcheck disable=SC2086 # CALIBRATE_ARGS is a list of options
"$out/calibrate" --time "${CALIBRATE_TIME:-120}" --flags "$cc -std=c99 $cflags" ${same:+--same-code "$same"} \
	--raw "$out/samples.csv" --summary "$out/summary.csv" ${CALIBRATE_ARGS:-} >"$out/probability.h.new"

# the header must work as PROBABLE_ARCH_HEADER and give values in range
printf '#include <probable.h>\nvalues ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD ARCH_ALIGNMENT_TEST_BELOW PROBABLE_ARCH\n' |
	"${ccv[@]}" -E -P -x c -I"$top/include" -DPROBABLE_ARCH_HEADER="\"$out/probability.h.new\"" - >"$out/check.i" ||
	{ echo "calibrate: the header does not compile as PROBABLE_ARCH_HEADER; left in $out/probability.h.new" >&2; exit 1; }
read -r _ high low thr below arch < <(grep '^values ' "$out/check.i")
rm -f "$out/check.i"
mv -f "$out/probability.h.new" "$out/probability.h"
echo "calibrate: wrote ${out#"$top"/}/probability.h: PROBABLE_ARCH $arch, HIGH $high, LOW $low, threshold $thr, test below $below"
echo "calibrate: raw samples in ${out#"$top"/}/samples.csv, summary in ${out#"$top"/}/summary.csv"
echo "calibrate: use it with -DPROBABLE_ARCH_HEADER='\"$out/probability.h\"'"
