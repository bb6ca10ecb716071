#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/profile-overhead.sh - what profile mode costs on real programs, side
# by side with the compilers' own profiling of the same programs, in one
# run.  A benchmark, not a test: it prints markdown tables (and exits 1 only
# when a build's output differs from the plain build's, or a build fails).
#
#   bash bench/profile-overhead.sh                  gcc and clang
#   CCS="gcc" ROUNDS=21 bash bench/profile-overhead.sh
#
# Programs (each a driver that includes the example unchanged):
#   lz77   bench/lz77-driver.c: examples/lz77.c (its own likely()/unlikely(),
#          profiled with -include probable_likely.h, as every variant is
#          built, so plain has the same hints) compressing and decompressing
#          about 2 MB in 8 KiB blocks: the text of /usr/share/common-licenses
#          and /usr/share/doc/*/copyright when there (else generated text)
#   http   bench/http-driver.c: examples/http_parse.c (probable() sites)
#          parsing its 11 requests, 2000 times (x50 when timed)
# Variants, each -O2:
#   plain      -O2
#   profile    -O2 -DPROBABLE_PROFILE (PROBABLE_PROFILE=off while measured:
#              the cost of counting, not of writing the report at exit)
#   arcs-atom  -O2 -fprofile-arcs -fprofile-update=atomic (exact edge counts
#              of every branch, thread-safe)
#   coverage   -O2 --coverage (the same edges, single-threaded updates; for
#              reference)
#   instr      -O2 -fprofile-instr-generate (clang's own; clang only)
#
# Instructions: valgrind --tool=callgrind --toggle-collect=WORK_FUNCTION:
# exact, and only inside the driver's work function and what it calls, so
# start-up and the reports written at exit are left out.  Evaluations: the
# sum of the sites' counts in the profile build's report of the same
# workload (read through tools/probable-report, so any report its reader
# knows will do).  "extra/eval" of every variant is its extra instructions
# over plain divided by those hint evaluations: gcc's arcs count edges, not
# sites, so theirs is a cost per evaluation of the same program, for
# comparison, not what they count.
# CPU time: user+sys of each run, the variants run in rotation (round r
# starts at the r-th variant) for ROUNDS rounds; each round's ratio to its
# own plain run is taken, and the median of those ratios is printed with a
# distribution-free interval (order statistics, >= 95% where ROUNDS >= 6).
# Branch-free: bench/branch-free.c plain and profiled, the conditional
# jumps (and cmov/setcc/adc) objdump shows in each function.
set -u
cd "$(dirname "$0")/.." || exit 2
top=$PWD
. bench/benchlib.sh

CCS=${CCS:-gcc clang}
ROUNDS=${ROUNDS:-11}
HTTP_ROUNDS=${HTTP_ROUNDS:-2000}
out=build/bench-overhead
mkdir -p "$out/gcov"
out=$(cd "$out" && pwd)
status=0
export PROBABLE_PROFILE=off GCOV_PREFIX=$out/gcov LLVM_PROFILE_FILE=/dev/null

for t in valgrind objdump python3; do
	command -v $t >/dev/null 2>&1 || { echo "profile-overhead: $t not found" >&2; exit 2; }
done

corpus=$out/corpus.txt
cat /usr/share/common-licenses/* /usr/share/doc/*/copyright 2>/dev/null | head -c 2097152 >"$corpus"
if [ "$(wc -c <"$corpus")" -lt 1000000 ]; then
	corpus=-
	corpus_what="generated text, 2 MiB"
else
	corpus_what="$(wc -c <"$corpus") bytes of /usr/share/common-licenses and /usr/share/doc/*/copyright"
fi

VARIANTS="plain profile arcs-atom coverage instr"
variant_flags() {
	case $2 in
	plain) echo "-O2" ;;
	profile) echo "-O2 -DPROBABLE_PROFILE" ;;
	arcs-atom) echo "-O2 -fprofile-arcs -fprofile-update=atomic" ;;
	coverage) echo "-O2 --coverage" ;;
	instr) case $1 in clang*) echo "-O2 -fprofile-instr-generate" ;; esac ;;
	esac
}
prog_flags() { [ "$1" = lz77 ] && echo "-include $top/include/probable_likely.h"; }
# the measured workload (x N for the timed runs: lz77 x20, http x50)
prog_args() { [ "$1" = lz77 ] && echo "$corpus ${2:-1}" || echo "$((HTTP_ROUNDS * ${2:-1}))"; }
time_units() { [ "$1" = lz77 ] && echo 20 || echo 50; }
work_fn() { [ "$1" = lz77 ] && echo lz_bench_run || echo http_bench_run; }
cpu_ms() { # BIN ARGS...: user+sys milliseconds of one run
	local TIMEFORMAT='%3U %3S' t
	t=$({ time "$@" >/dev/null 2>&1; } 2>&1) || return 1
	awk '{ printf "%d\n", 1000 * ($1 + $2) + 0.5 }' <<<"$t"
}
pct() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "-"; else printf "%+.1f%%", 100 * (a - b) / b }'; }
per() { awk -v a="$1" -v b="$2" -v e="$3" 'BEGIN { if (a == "" || b == "" || e == "" || e == 0) print "-"; else printf "%.2f", (a - b) / e }'; }
mil() { awk -v a="$1" 'BEGIN { printf "%.2fM", a / 1e6 }'; }

declare -A ir ev ns bin
cd "$out" || exit 2
for prog in lz77 http; do
	for cc in $CCS; do
		ref=
		for v in $VARIANTS; do
			f=$(variant_flags "$cc" "$v")
			[ -n "$f" ] || continue
			k=$prog/$cc/$v b=$out/$prog-$cc-$v
			# shellcheck disable=SC2046,SC2086 # the flags are words
			# in the build directory: clang --coverage writes its .gcno where it runs
			if ! log=$(nice "$cc" $f $(prog_flags $prog) -Wall -Wextra -I"$top/include" \
				"$top/bench/$prog-driver.c" -o "$b" 2>&1); then
				echo "FAIL: $k does not build: $(head -n1 <<<"$log")"
				status=1
				continue
			fi
			# shellcheck disable=SC2046
			res=$("$b" $(prog_args $prog))
			if [ -z "$ref" ]; then
				ref=$res
			elif [ "$res" != "$ref" ]; then
				echo "FAIL: $k prints '$res', plain '$ref'"
				status=1
			fi
			bin[$k]=$b
			# shellcheck disable=SC2046
			ir[$k]=$(nice valgrind --tool=callgrind --callgrind-out-file=/dev/null \
				--toggle-collect="$(work_fn $prog)" "$b" $(prog_args $prog) 2>&1 >/dev/null | bl_collected)
			if [ "$v" = profile ]; then
				rm -f "$out/$prog-$cc.report"
				# shellcheck disable=SC2046
				PROBABLE_PROFILE=$out/$prog-$cc.report PROBABLE_PROFILE_FORMAT=json "$b" $(prog_args $prog) >/dev/null 2>&1
				if [ ! -s "$out/$prog-$cc.report" ]; then # a runtime without the json format
					# shellcheck disable=SC2046
					PROBABLE_PROFILE=$out/$prog-$cc.report "$b" $(prog_args $prog) >/dev/null 2>&1
				fi
				read -r ns[$prog/$cc] ev[$prog/$cc] <<<"$(bl_evals "$out/$prog-$cc.report")"
				[ -n "${ev[$prog/$cc]:-}" ] || echo "note: $k: no evaluations read from its report"
			fi
		done
	done
done

# CPU time, interleaved
declare -A ms ratio
for prog in lz77 http; do
	for cc in $CCS; do
		vs=()
		for v in $VARIANTS; do [ -n "${bin[$prog/$cc/$v]:-}" ] && vs+=("$v"); done
		n=${#vs[@]}
		[ "$n" -gt 0 ] || continue
		for ((r = 0; r < ROUNDS; r++)); do
			declare -A t=()
			for ((i = 0; i < n; i++)); do
				v=${vs[(r + i) % n]}
				# shellcheck disable=SC2046
				t[$v]=$(cpu_ms nice "${bin[$prog/$cc/$v]}" $(prog_args $prog "$(time_units $prog)"))
			done
			for v in "${vs[@]}"; do
				ms[$prog/$cc/$v]+="${t[$v]} "
				ratio[$prog/$cc/$v]+="$(awk -v a="${t[$v]}" -v b="${t[plain]:-0}" 'BEGIN { if (b > 0) printf "%.4f", a / b }') "
				if [ "$v" = profile ] && [ -n "${t[arcs-atom]:-}" ]; then
					ratio[$prog/$cc/profile-vs-atom]+="$(awk -v a="${t[profile]}" -v b="${t[arcs-atom]}" 'BEGIN { if (b > 0) printf "%.4f", a / b }') "
				fi
			done
			unset t
		done
	done
done

stat() { tr ' ' '\n' <<<"$1" | sed '/^$/d' | bl_median_ci; }
fmt_ci() { # "MED LO HI CONF" [FORMAT] -> "MED [LO, HI]"
	[ -n "$1" ] || { echo -; return; }
	awk -v s="$1" -v f="${2:-%.3f}" 'BEGIN { split(s, a, " "); printf f " [" f ", " f "]", a[1], a[2], a[3] }'
}

model=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -n1)
echo "### Per evaluation: real programs (bench/profile-overhead.sh)"
echo
echo "- machine: ${model:-$(uname -p)}, $(nproc) cores online, $(uname -m), Linux $(uname -r)"
for cc in $CCS; do echo "- $cc: $("$cc" --version | head -n1)"; done
echo "- $(valgrind --version); lz77 input: $corpus_what; http: $HTTP_ROUNDS rounds of its 11 requests"
echo "- rerun: \`CCS=\"$CCS\" ROUNDS=$ROUNDS bash bench/profile-overhead.sh\`"
echo
for prog in lz77 http; do
	echo "**$prog**: instructions inside $(work_fn $prog)() (callgrind, exact); extra over plain; extra per hint evaluation"
	echo
	echo "| compiler | variant | instructions | extra | extra/eval |"
	echo "|---|---|---:|---:|---:|"
	for cc in $CCS; do
		for v in $VARIANTS; do
			k=$prog/$cc/$v
			[ -n "${ir[$k]:-}" ] || continue
			echo "| $cc | $v | $(mil "${ir[$k]}") | $(pct "${ir[$k]}" "${ir[$prog/$cc/plain]:-}") | $([ $v = plain ] && echo - || per "${ir[$k]}" "${ir[$prog/$cc/plain]:-}" "${ev[$prog/$cc]:-}") |"
		done
	done
	echo
	for cc in $CCS; do
		[ -n "${ev[$prog/$cc]:-}" ] && echo "- $cc: ${ns[$prog/$cc]} sites, ${ev[$prog/$cc]} hint evaluations (the profile report's counts)"
	done
	echo
done

echo "**Side by side**: extra instructions per hint evaluation, each variant's extra over plain divided by the same program's hint evaluations (the goal: profile at most 2.5, and at most clang instr's); gcc's arcs and clang's instr count edges or regions, not hints: theirs is what they cost per hint evaluation of the same workload"
echo
echo "| program | compiler | profile | arcs-atom | coverage | clang instr | profile / instr |"
echo "|---|---|---:|---:|---:|---:|---:|"
for prog in lz77 http; do
	for cc in $CCS; do
		[ -n "${ir[$prog/$cc/plain]:-}" ] || continue
		row="| $prog | $cc"
		for v in profile arcs-atom coverage; do
			row+=" | $(per "${ir[$prog/$cc/$v]:-}" "${ir[$prog/$cc/plain]}" "${ev[$prog/$cc]:-}")"
		done
		# clang's instr beside every compiler's row: the same program, built by clang
		iv=$(per "${ir[$prog/clang/instr]:-}" "${ir[$prog/clang/plain]:-}" "${ev[$prog/clang]:-}")
		pv=$(per "${ir[$prog/$cc/profile]:-}" "${ir[$prog/$cc/plain]}" "${ev[$prog/$cc]:-}")
		row+=" | $iv | $(awk -v a="$pv" -v b="$iv" 'BEGIN { if (a == "-" || b == "-" || b + 0 == 0) print "-"; else printf "%.2f", a / b }') |"
		echo "$row"
	done
done
echo

echo "**CPU time**, user+sys, ms per run of the workload x N (lz77 x$(time_units lz77), http x$(time_units http)), the variants in rotation, $ROUNDS rounds: median [interval of the median]; ratio: the median of each round's ratio to that round's plain run [interval]"
echo
echo "| program | compiler | variant | ms | ratio to plain |"
echo "|---|---|---|---:|---:|"
conf=
for prog in lz77 http; do
	for cc in $CCS; do
		for v in $VARIANTS; do
			k=$prog/$cc/$v
			[ -n "${ms[$k]:-}" ] || continue
			s=$(stat "${ms[$k]}") q=$(stat "${ratio[$k]}")
			conf=$(awk '{ print $4 }' <<<"$s")
			echo "| $prog | $cc | $v | $(fmt_ci "$s" %.0f) | $([ $v = plain ] && echo 1 || fmt_ci "$q") |"
		done
		if [ -n "${ratio[$prog/$cc/profile-vs-atom]:-}" ]; then
			echo "| $prog | $cc | profile / arcs-atom | | $(fmt_ci "$(stat "${ratio[$prog/$cc/profile-vs-atom]}")") |"
		fi
	done
done
echo
echo "(intervals: order statistics of the $ROUNDS rounds, coverage ${conf:-?}% for the median)"
echo

echo "**Branch-free code** (bench/branch-free.c, -O2, conditions at pc 50): conditional jumps in each function, plain -> profiled (and cmov/setcc/adc|sbb plain -> profiled)"
echo
echo "| compiler | function | jcc | cmov | setcc | adc/sbb | instructions |"
echo "|---|---|---:|---:|---:|---:|---:|"
for cc in $CCS; do
	(cd "$OLDPWD" && nice "$cc" -O2 -Wall -Wextra -Iinclude -c bench/branch-free.c -o "$out/bf-$cc-plain.o" &&
		nice "$cc" -O2 -DPROBABLE_PROFILE -Wall -Wextra -Iinclude -c bench/branch-free.c -o "$out/bf-$cc-profile.o") ||
		{ echo "FAIL: bench/branch-free.c does not build with $cc"; status=1; continue; }
	for fn in bf_carry bf_select bf_flag bf_count bf_max; do
		read -r -a a <<<"$(objdump -d --no-show-raw-insn "$out/bf-$cc-plain.o" | bl_insns $fn)"
		read -r -a p <<<"$(objdump -d --no-show-raw-insn "$out/bf-$cc-profile.o" | bl_insns $fn)"
		echo "| $cc | $fn | ${a[0]} -> ${p[0]} | ${a[1]} -> ${p[1]} | ${a[2]} -> ${p[2]} | ${a[3]} -> ${p[3]} | ${a[4]} -> ${p[4]} |"
	done
done
echo
exit $status
