#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/profile-real.sh - profile mode on a real code base's own likely() and
# unlikely(), through -include probable_likely.h, without editing it: LZ4.
# Tried by hand (it needs an LZ4 checkout); never part of the tests.
#
#   bash bench/profile-real.sh LZ4_CHECKOUT [WORKDIR]
#   CCS="gcc clang" INPUT_MB=4 bash bench/profile-real.sh /path/to/lz4
#
# The checkout is copied into WORKDIR (default a new temporary directory,
# kept; nothing is written into the checkout).  The lz4 program (lib/*.c and
# programs/*.c) is built -O2, with every unit given `-include
# probable_likely.h` (so the plain build has the same hints, exactly the
# __builtin_expect LZ4 writes: probable_likely.h's plain forms), plain and
# with -DPROBABLE_PROFILE, and also with gcc's -fprofile-arcs
# -fprofile-update=atomic and clang's -fprofile-instr-generate beside it.
# The workload: INPUT_MB (default 4) MiB of text (the checkout's own files,
# then /usr/share/doc's copyright texts, repeated) compressed at level 1
# (lib/lz4.c) and 9 (lib/lz4hc.c) with -T1, and each decompressed; every
# build must give the same compressed bytes.
# Instructions: valgrind --tool=callgrind, collected inside the lz4 program's
# LZ4IO_compressFilename and LZ4IO_decompressFilename only (a file's
# compression or decompression, its reads and writes included; the start-up,
# the option parsing and the profile runtime's exit left out), summed over
# the four runs.  Evaluations: the sum of the sites' counts
# of the profiled build's reports of the same runs.  Compile cost:
# instructions the compiler executes (cachegrind, children traced) for
# lib/lz4.c, plain, profiled and with the compiler's coverage.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/bench/benchlib.sh"
src=${1:?usage: profile-real.sh LZ4_CHECKOUT [WORKDIR]}
[ -f "$src/lib/lz4.c" ] && [ -f "$src/programs/lz4cli.c" ] || { echo "profile-real: $src: not an LZ4 checkout (no lib/lz4.c, programs/lz4cli.c)" >&2; exit 2; }
work=${2:-$(mktemp -d /tmp/profile-real.XXXXXX)}
CCS=${CCS:-gcc clang}
INPUT_MB=${INPUT_MB:-4}
mkdir -p "$work"
work=$(cd "$work" && pwd)
rm -rf "$work/lz4"
cp -r "$src" "$work/lz4"
cd "$work/lz4" || exit 2
export PROBABLE_PROFILE=off GCOV_PREFIX=$work/gcov LLVM_PROFILE_FILE=/dev/null
status=0

# the input: text, INPUT_MB MiB
{ for _ in 1 2 3 4 5 6 7 8; do
	git ls-files -z 2>/dev/null | xargs -0 cat 2>/dev/null
	cat /usr/share/common-licenses/* /usr/share/doc/*/copyright 2>/dev/null
done; } | head -c $((INPUT_MB << 20)) >"$work/in.txt"

variant_flags() {
	case $2 in
	plain) echo "-O2" ;;
	profile) echo "-O2 -DPROBABLE_PROFILE" ;;
	arcs-atom) echo "-O2 -fprofile-arcs -fprofile-update=atomic" ;;
	instr) case $1 in clang*) echo "-O2 -fprofile-instr-generate" ;; esac ;;
	esac
}
build() { # CC VARIANT -> $work/lz4-CC-VARIANT
	local cc=$1 v=$2 s o objs=() f
	f=$(variant_flags "$cc" "$v")
	[ -n "$f" ] || return 2
	mkdir -p "obj-$cc-$v"
	for s in lib/*.c programs/*.c; do
		o=obj-$cc-$v/$(basename "$s" .c).o
		# shellcheck disable=SC2086 # the flags are words
		nice "$cc" $f -include "$top/include/probable_likely.h" -I"$top/include" -Ilib -c "$s" -o "$o" 2>>"$work/build-$cc-$v.log" || return 1
		objs+=("$o")
	done
	# shellcheck disable=SC2086
	nice "$cc" $f "${objs[@]}" -pthread -o "$work/lz4-$cc-$v" 2>>"$work/build-$cc-$v.log"
}
# one run; with REPORT set, a profiled build's report goes to REPORT-N
one() { # N BIN ARGS...
	local n=$1
	shift
	if [ -n "${REPORT:-}" ]; then
		PROBABLE_PROFILE=$REPORT-$n PROBABLE_PROFILE_FORMAT=json "$@" && [ -s "$REPORT-$n" ] ||
			PROBABLE_PROFILE=$REPORT-$n "$@" # a runtime without the json format
	else
		"$@"
	fi
}
runs() { # BIN: the four runs; prints the compressed bytes' md5
	one 1 "$1" -q -f -T1 -1 "$work/in.txt" "$work/c1.lz4" &&
		one 2 "$1" -q -f -T1 -9 "$work/in.txt" "$work/c9.lz4" &&
		one 3 "$1" -q -f -d "$work/c1.lz4" "$work/d1.txt" &&
		one 4 "$1" -q -f -d "$work/c9.lz4" "$work/d9.txt" &&
		cmp -s "$work/in.txt" "$work/d1.txt" && cmp -s "$work/in.txt" "$work/d9.txt" &&
		cat "$work/c1.lz4" "$work/c9.lz4" | md5sum | cut -c1-32
}
collected() { # BIN: instructions in the codec over the four runs
	local b=$1 sum=0 n a
	for a in "-q -f -T1 -1 $work/in.txt $work/c1.lz4" "-q -f -T1 -9 $work/in.txt $work/c9.lz4" \
		"-q -f -d $work/c1.lz4 $work/d1.txt" "-q -f -d $work/c9.lz4 $work/d9.txt"; do
		# shellcheck disable=SC2086
		n=$(nice valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect=LZ4IO_compressFilename \
			--toggle-collect=LZ4IO_decompressFilename "$b" $a 2>&1 >/dev/null | bl_collected)
		[ -n "$n" ] || return 1
		sum=$((sum + n))
	done
	echo $sum
}
pct() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "-"; else printf "%+.1f%%", 100 * (a - b) / b }'; }
per() { awk -v a="$1" -v b="$2" -v e="$3" 'BEGIN { if (a == "" || b == "" || e == "" || e == 0) print "-"; else printf "%.2f", (a - b) / e }'; }

declare -A ir ev ns
for cc in $CCS; do
	ref=
	for v in plain profile arcs-atom instr; do
		[ -n "$(variant_flags "$cc" "$v")" ] || continue
		if ! build "$cc" "$v"; then
			echo "FAIL: lz4 does not build with $cc, $v: $(grep -m1 -i error "$work/build-$cc-$v.log")"
			status=1
			continue
		fi
		b=$work/lz4-$cc-$v
		res=$(runs "$b") || { echo "FAIL: lz4 built with $cc, $v: a run fails or does not round-trip"; status=1; continue; }
		if [ -z "$ref" ]; then ref=$res
		elif [ "$res" != "$ref" ]; then echo "FAIL: lz4 built with $cc, $v: other compressed bytes than plain"; status=1; fi
		ir[$cc/$v]=$(collected "$b")
		if [ "$v" = profile ]; then
			# a report per run (one file would hold the last run's counts
			# only: each run is a run of its own), summed by the reader
			rm -f "$work/report-$cc"-*
			REPORT=$work/report-$cc runs "$b" >/dev/null
			read -r ns[$cc] ev[$cc] <<<"$(bl_evals "$work/report-$cc"-*)"
		fi
	done
done

model=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -n1)
echo "### LZ4's own likely()/unlikely() (bench/profile-real.sh)"
echo
echo "- $src at $(git -C "$src" describe --always --tags 2>/dev/null || echo '?'); ${model:-$(uname -p)}, $(nproc) cores"
for cc in $CCS; do echo "- $cc: $("$cc" --version | head -n1)"; done
echo "- workload: $INPUT_MB MiB of text, lz4 -T1 -1 and -9, each decompressed; instructions inside LZ4IO_compressFilename and LZ4IO_decompressFilename (callgrind)"
echo
echo "| compiler | variant | instructions | extra | extra/eval |"
echo "|---|---|---:|---:|---:|"
for cc in $CCS; do
	for v in plain profile arcs-atom instr; do
		[ -n "${ir[$cc/$v]:-}" ] || continue
		echo "| $cc | $v | ${ir[$cc/$v]} | $(pct "${ir[$cc/$v]}" "${ir[$cc/plain]:-}") | $([ $v = plain ] && echo - || per "${ir[$cc/$v]}" "${ir[$cc/plain]:-}" "${ev[$cc]:-}") |"
	done
done
echo
for cc in $CCS; do
	[ -n "${ev[$cc]:-}" ] && echo "- $cc: ${ns[$cc]} sites counted, ${ev[$cc]} evaluations"
done
echo
echo "Compile cost of lib/lz4.c, -O2, millions of instructions (cachegrind, children traced):"
echo
echo "| compiler | plain | profiled | coverage | profiled/plain | profiled/coverage |"
echo "|---|---:|---:|---:|---:|---:|"
cost() { nice valgrind --tool=cachegrind --cache-sim=no --trace-children=yes --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null | bl_irefs; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
for cc in $CCS; do
	set -- "$cc" -O2 -include "$top/include/probable_likely.h" -I"$top/include" -Ilib -c lib/lz4.c -o "$work/x.o"
	a=$(cost "$@")
	p=$(cost "$@" -DPROBABLE_PROFILE)
	case $cc in clang*) c=$(cost "$@" -fprofile-instr-generate -fcoverage-mapping) ;; *) c=$(cost "$@" --coverage) ;; esac
	echo "| $cc | $a | $p | $c | $(ratio "$p" "$a") | $(ratio "$p" "$c") |"
done
echo
echo "(work directory: $work)"
exit $status
