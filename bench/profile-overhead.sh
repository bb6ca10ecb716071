#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/profile-overhead.sh - what profile mode costs on real programs, beside
# the compilers' own profiling of the same programs.  A benchmark, not a test:
# it prints numbers (and exits 1 only when a build's output differs).
#
#   bash bench/profile-overhead.sh                 gcc and clang
#   CCS="gcc" TIME_RUNS=7 bash bench/profile-overhead.sh
#
# Programs (each a driver that includes the example unchanged):
#   lz77   bench/lz77-driver.c: examples/lz77.c (its own likely()/unlikely(),
#          profiled with -include probable_likely.h) compressing and
#          decompressing about 2 MB in 8 KiB blocks: the text of
#          /usr/share/common-licenses and /usr/share/doc/*/copyright when
#          there (else a generated text corpus)
#   http   bench/http-driver.c: examples/http_parse.c (probable() sites)
#          parsing its 11 requests 20000 times
# Variants, each -O2 (the baseline has the same hints as the profiled build):
#   plain      -O2
#   profile    -O2 -DPROBABLE_PROFILE (PROBABLE_PROFILE unset while measured: its default
#              report is written in the build directory, as gcov's .gcda files are)
#   arcs-atom  -O2 -fprofile-arcs -fprofile-update=atomic (exact edge counts
#              of every branch of the program, thread-safe)
#   arcs       -O2 -fprofile-arcs (single-threaded updates)
#   instr      -O2 -fprofile-instr-generate (clang's own)
# Instructions: valgrind --tool=callgrind, counted only inside the driver's
# work function and what it calls (--toggle-collect), so start-up and the
# reports written at exit are left out; "+%" is against plain with the same
# compiler.  Time: the median of TIME_RUNS runs of a longer workload (lz77
# x10, http x3), wall clock, informative (on shared cores it is noisy, and
# instruction counts do not show what an atomic add costs).  Per evaluation: the extra
# instructions of profile mode over plain divided by the evaluations its
# report counted (the sum of the sites' counts).
set -u
cd "$(dirname "$0")/.."

CCS=${CCS:-gcc clang}
TIME_RUNS=${TIME_RUNS:-5}
out=build/bench-overhead
mkdir -p "$out"
status=0

if ! command -v valgrind >/dev/null 2>&1; then
	echo "valgrind not found: apt-get install valgrind" >&2
	exit 2
fi

# the lz77 input: real text from the system when there is enough
corpus=$PWD/$out/corpus.txt
cat /usr/share/common-licenses/* /usr/share/doc/*/copyright 2>/dev/null | head -c 2097152 >"$corpus"
if [ "$(wc -c <"$corpus")" -lt 1000000 ]; then
	corpus=- # the driver's generated text
	corpus_what="generated text, 2 MiB"
else
	corpus_what="$(wc -c <"$corpus") bytes of /usr/share/common-licenses and /usr/share/doc/*/copyright"
fi

# flags of a variant with a compiler ("" when it has none)
variant_flags() {
	local cc=$1 v=$2
	case $v in
	plain) echo "-O2" ;;
	profile) echo "-O2 -DPROBABLE_PROFILE" ;;
	arcs-atom) echo "-O2 -fprofile-arcs -fprofile-update=atomic" ;;
	arcs) echo "-O2 -fprofile-arcs" ;;
	instr) case $cc in clang*) echo "-O2 -fprofile-instr-generate" ;; *) echo "" ;; esac ;;
	esac
}
prog_flags() { [ "$1" = lz77 ] && echo "-include include/probable_likely.h"; }
# ARGS of a program for a workload of N (default 1) units; the timed runs use 10 of lz77, 3 of http
prog_args() { [ "$1" = lz77 ] && echo "$corpus ${2:-1}" || echo "$((20000 * ${2:-1}))"; }
time_units() { [ "$1" = lz77 ] && echo 10 || echo 3; }
work_fn() { [ "$1" = lz77 ] && echo lz_bench_run || echo http_bench_run; }

# instructions inside the work function (inclusive), under callgrind
instructions() {
	local bin=$1 fn=$2
	shift 2
	(cd "$(dirname "$bin")" && GCOV_PREFIX=$PWD/gcov LLVM_PROFILE_FILE=/dev/null \
		valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect="$fn" \
		"$bin" "$@" 2>&1 >/dev/null) | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

# median wall time in ms of TIME_RUNS runs
wall_ms() {
	local bin=$1 i t0 t1 ts=()
	shift
	for ((i = 0; i < TIME_RUNS; i++)); do
		t0=$(date +%s%N)
		(cd "$(dirname "$bin")" && GCOV_PREFIX=$PWD/gcov LLVM_PROFILE_FILE=/dev/null "$bin" "$@" >/dev/null)
		t1=$(date +%s%N)
		ts+=($(((t1 - t0) / 1000)))
	done
	printf '%s\n' "${ts[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int((NR + 1) / 2)] / 1000 }'
}

model=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -n1)
echo "probable: profile mode's overhead on real programs (bench/profile-overhead.sh)"
echo "machine:  ${model:-$(uname -p)}, $(nproc) cores online, $(uname -m), Linux $(uname -r)"
for cc in $CCS; do echo "compiler: $("$cc" --version | head -n1)"; done
echo "valgrind: $(valgrind --version)"
echo "lz77 in:  $corpus_what"
echo "rerun:    CCS=\"$CCS\" TIME_RUNS=$TIME_RUNS bash bench/profile-overhead.sh"
echo

declare -A ir ms
for prog in lz77 http; do
	for cc in $CCS; do
		ref=
		for v in plain profile arcs-atom arcs instr; do
			f=$(variant_flags "$cc" "$v")
			key=$prog/$cc/$v
			[ -n "$f" ] || continue
			bin=$PWD/$out/$prog-$cc-$v
			mkdir -p "$out/gcov"
			# shellcheck disable=SC2046,SC2086 # the flags are words
			if ! log=$("$cc" $f $(prog_flags $prog) -Wall -Wextra -Iinclude "bench/$prog-driver.c" -o "$bin" 2>&1); then
				echo "note: $key does not build: $(head -n1 <<<"$log")"
				continue
			fi
			# shellcheck disable=SC2046
			res=$(cd "$out" && GCOV_PREFIX=$PWD/gcov LLVM_PROFILE_FILE=/dev/null "$bin" $(prog_args $prog))
			if [ -z "$ref" ]; then
				ref=$res
			elif [ "$res" != "$ref" ]; then
				echo "FAIL: $key prints '$res', plain '$ref'"
				status=1
			fi
			# shellcheck disable=SC2046
			ir[$key]=$(instructions "$bin" "$(work_fn $prog)" $(prog_args $prog))
			# shellcheck disable=SC2046
			ms[$key]=$(wall_ms "$bin" $(prog_args $prog "$(time_units $prog)"))
			if [ $v = profile ]; then
				# the evaluations the sites counted, in the same workload
				# shellcheck disable=SC2046
				(cd "$out" && PROBABLE_PROFILE=$PWD/$prog-$cc.json PROBABLE_PROFILE_FORMAT=json "$bin" $(prog_args $prog) >/dev/null)
				read -r nsites evals <<<"$(python3 -c 'import json, sys; s = json.load(open(sys.argv[1]))["sites"]; print(len(s), sum(x["count"] for x in s))' "$out/$prog-$cc.json" 2>/dev/null)"
				ir[$key/sites]=${nsites:-?}
				ir[$key/evals]=${evals:-0}
			fi
		done
	done
done

pct() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "n/a"; else printf "%+.1f%%", 100 * (a - b) / b }'; }
for prog in lz77 http; do
	echo "== $prog: instructions in $(work_fn $prog) (callgrind), +% over plain; ms: median of $TIME_RUNS runs of $(time_units $prog)x that"
	printf '%-12s' variant
	for cc in $CCS; do printf ' | %14s %8s %9s' "$cc instr" "+%" "ms"; done
	echo
	for v in plain profile arcs-atom arcs instr; do
		printf '%-12s' "$v"
		for cc in $CCS; do
			k=$prog/$cc/$v b=$prog/$cc/plain
			if [ -n "${ir[$k]:-}" ]; then
				printf ' | %14s %8s %9s' "${ir[$k]}" "$(pct "${ir[$k]}" "${ir[$b]:-}")" "${ms[$k]}"
			else
				printf ' | %14s %8s %9s' - - -
			fi
		done
		echo
	done
	for cc in $CCS; do
		k=$prog/$cc/profile
		[ -n "${ir[$k]:-}" ] || continue
		e=${ir[$k/evals]}
		awk -v p="${ir[$k]}" -v b="${ir[$prog/$cc/plain]}" -v e="$e" -v s="${ir[$k/sites]}" -v cc="$cc" \
			'BEGIN { if (e > 0) printf "%s profile mode: %s sites, %d evaluations, %.2f extra instructions per evaluation\n", cc, s, e, (p - b) / e }'
	done
	echo
done
exit $status
