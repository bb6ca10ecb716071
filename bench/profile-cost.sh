#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/profile-cost.sh - what profile mode (-DPROBABLE_PROFILE) costs per
# evaluation of probable(), beside the two designs it replaces.  Builds
# bench/*.c into one program and runs it once; prints a table.
#
#   bash bench/profile-cost.sh                  # with cc
#   CC=clang bash bench/profile-cost.sh
#   EVALS=20000000 ROUNDS=5 THREADS=4 BENCH_CFLAGS=-O2   (the defaults)
#
# One loop, written once (bench/bench.h), counts the values below t in an
# array of 4096 pseudo-random uint32 (16 KiB, in L1; t makes the condition
# true for about 10% of them), and every comparison goes through:
#   (a) probable(v[i] < t, 10)              bench/probable-loop.c
#   (b) the same source, -DPROBABLE_PROFILE bench/probable-loop.c
#   (c) kernel-style: a static record per site and an out-of-line call per
#       evaluation, in another translation unit, that adds 1 to a plain
#       correct or incorrect counter    bench/kernel-style.[ch], kernel-loop.c
#   (d) ccan-style: a call per evaluation with __FILE__, __LINE__ and the
#       condition's text that hashes the file name and line, finds the site
#       in a hash table (comparing the name on a hit), creates it on first
#       use and counts                  bench/ccan-style.[ch], ccan-loop.c
#   (e) (b) built with -fPIC into a shared library, informative
# Each translation unit has its own flags, so each variant's loop is in its
# own file; all are linked into one program (bench/main.c) that measures
# each variant once per round, in an order that rotates, for ROUNDS rounds
# of EVALS evaluations each (clock_gettime(CLOCK_MONOTONIC)), and shows the
# median and the spread.  It checks that every measurement counted the same
# true conditions as a reference loop without annotation, and that the
# counters of (b), (c), (d) and (e) add up to the evaluations they saw.
# Then THREADS threads run (b), (e) and (c) at once on their one site.
#
# instr/eval: instructions executed per evaluation, the called functions
# included, from a separate run of 2 x ~1M evaluations per variant under
# valgrind --tool=callgrind (skipped when valgrind is not installed).
#
# Output goes to build/bench-<compiler>/; the exit status is 1 when a
# check fails (not when a goal is missed: that is a measurement).
set -eu
cd "$(dirname "$0")/.."

CC=${CC:-cc}
EVALS=${EVALS:-20000000}
ROUNDS=${ROUNDS:-5}
THREADS=${THREADS:-4}
BENCH_CFLAGS=${BENCH_CFLAGS:--O2}
read -r -a cc <<<"$CC"
out=build/bench-$(basename "${cc[0]}")
mkdir -p "$out"

# the command that reproduces this run
rerun="CC=$CC"
[ "$EVALS" = 20000000 ] || rerun="$rerun EVALS=$EVALS"
[ "$ROUNDS" = 5 ] || rerun="$rerun ROUNDS=$ROUNDS"
[ "$THREADS" = 4 ] || rerun="$rerun THREADS=$THREADS"
[ "$BENCH_CFLAGS" = -O2 ] || rerun="$rerun BENCH_CFLAGS='$BENCH_CFLAGS'"
rerun="$rerun bash bench/profile-cost.sh"

# ---- build ------------------------------------------------------------------
read -r -a flags <<<"$BENCH_CFLAGS"
W=(-Wall -Wextra -Iinclude -Ibench)
build() { "${cc[@]}" "${flags[@]}" "${W[@]}" "$@"; }
build -c bench/probable-loop.c -DBENCH_FN=bench_plain -o "$out/plain.o"
build -c bench/probable-loop.c -DBENCH_FN=bench_profile -DPROBABLE_PROFILE -o "$out/profile.o"
build -c bench/kernel-loop.c -o "$out/kernel-loop.o"
build -c bench/kernel-style.c -o "$out/kernel-style.o"
build -c bench/ccan-loop.c -o "$out/ccan-loop.o"
build -c bench/ccan-style.c -o "$out/ccan-style.o"
build -c bench/main.c -o "$out/main.o"
build -fPIC -shared bench/probable-loop.c -DBENCH_FN=bench_profile_so -DPROBABLE_PROFILE \
	-o "$out/libbench-profile-so.so" -pthread
# shellcheck disable=SC2016 # $ORIGIN is for the dynamic linker
"${cc[@]}" "${flags[@]}" "$out"/{main,plain,profile,kernel-loop,kernel-style,ccan-loop,ccan-style}.o \
	-L"$out" -lbench-profile-so -Wl,-rpath,'$ORIGIN' -pthread -o "$out/profile-cost"

# the cost of counting is measured, not of writing a report at exit (a
# profiled program writes probable-profile.json where it runs by default)
export PROBABLE_PROFILE=off

# ---- what this is -------------------------------------------------------------
model=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -n1)
[ -n "$model" ] || model=$(uname -p)
mhz=$(sed -n 's/^cpu MHz[[:space:]]*: *\([0-9]*\).*/\1/p' /proc/cpuinfo 2>/dev/null | head -n1)
echo "probable: profile-mode cost per evaluation (bench/profile-cost.sh)"
echo "machine:  $model${mhz:+, $mhz MHz}, $(nproc) cores online, $(uname -m), Linux $(uname -r)"
echo "compiler: $("${cc[@]}" --version | head -n1)"
echo "flags:    $BENCH_CFLAGS on every translation unit; (b) adds -DPROBABLE_PROFILE;"
echo "          (e) -DPROBABLE_PROFILE -fPIC -shared; no -flto, so (c)'s call stays a call"
echo "rerun:    $rerun"
echo

# ---- instructions per evaluation, under callgrind ----------------------------
instr="-1 -1 -1 -1 -1"
if command -v valgrind >/dev/null 2>&1 && command -v callgrind_annotate >/dev/null 2>&1; then
	cg=$out/callgrind.out
	cgev=$(valgrind --tool=callgrind --callgrind-out-file="$cg" \
		"$out/profile-cost" --evals 1000000 --rounds 1 --threads 0 2>/dev/null |
		awk 'NR == 1 { print $1 }')
	# each variant ran 2 measurements (the warm-up and 1 round); inclusive
	# costs, so (c)'s and (d)'s called functions count, as do (e)'s calls
	# of __tls_get_addr
	instr=$(callgrind_annotate --inclusive=yes --threshold=100 "$cg" 2>/dev/null |
		awk -v n="$((2 * cgev))" '
			{ gsub(",", "", $1) }
			{ for (i = 2; i <= NF; i++) if ($i ~ /:bench_[a-z_]+$/) { f = $i; sub(/.*:/, "", f); ir[f] = $1 } }
			END {
				split("bench_plain bench_profile bench_kernel bench_ccan bench_profile_so", v, " ")
				for (i = 1; i <= 5; i++) printf "%s%.2f", (i > 1 ? " " : ""), ((v[i] in ir) ? ir[v[i]] / n : -1)
			}')
else
	echo "(valgrind not found: no instructions per evaluation; apt-get install valgrind)"
fi

# ---- the timed run ------------------------------------------------------------
"$out/profile-cost" --evals "$EVALS" --rounds "$ROUNDS" --threads "$THREADS" --instr "$instr"
