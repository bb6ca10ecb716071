#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/evidence/realcode.sh OUT.csv [CC...] - the throughput of the examples
# (lz77.c, http_parse.c, pcap_udp.c; runs of each one's whole built-in
# workload per second, bench/evidence/driver.c) built four ways per compiler:
#   declared  the pcs as written (lz77.c: its likely()/unlikely() through
#             include/probable_likely.h, 90 and 10)
#   none      every hint removed: -DPROBABLE_ARCH_HEADER=no-hints.h
#   inverted  every pc p as 100 - p: -include invert.h (lz77.c: likely 10,
#             unlikely 90)
#   profiled  the pcs tools/probable-fix writes from a profile run
#             (-DPROBABLE_PROFILE, report format v2; lz77.c with
#             --rewrite-likely); "n/a" with the reason when that fails
# The builds of one example run in turn, round by round (REAL_ROUNDS, 15;
# REAL_SECONDS of CPU time per run, 0.15).  OUT.csv: compiler,example,variant,round,runs_per_s.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$1
shift
ccs=("$@")
[ ${#ccs[@]} -gt 0 ] || ccs=(gcc)
rounds=${REAL_ROUNDS:-15}
secs=${REAL_SECONDS:-0.15}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
here=$top/bench/evidence
echo "compiler,example,variant,round,runs_per_s" >"$out"
: >"${out%.csv}.notes"

for cc in "${ccs[@]}"; do
	for ex in lz77 http_parse pcap_udp; do
		b=$tmp/$cc-$ex
		mkdir -p "$b"
		base=(-std=c99 -O2 -I"$top/include")
		extra=()
		inv=(-include "$here/invert.h")
		if [ $ex = lz77 ]; then
			extra=(-include "$top/include/probable_likely.h")
			inv=(-include "$top/include/probable_likely.h" -DPROBABLE_LIKELY_PC=10 -DPROBABLE_UNLIKELY_PC=90)
		fi
		drv() { # name source flags...
			local name=$1 src=$2
			shift 2
			"$cc" "${base[@]}" "$@" -DEXAMPLE="\"$src\"" "$here/driver.c" -o "$b/$name" 2>"$b/$name.err"
		}
		variants=()
		drv declared "$top/examples/$ex.c" "${extra[@]}" && variants+=(declared)
		drv none "$top/examples/$ex.c" "${extra[@]}" -DPROBABLE_ARCH_HEADER="\"$here/no-hints.h\"" && variants+=(none)
		drv inverted "$top/examples/$ex.c" "${inv[@]}" && variants+=(inverted)
		# profiled: profile a copy, let probable-fix rewrite it, build that
		why=
		mkdir -p "$b/tree/examples"
		cp "$top/examples/$ex.c" "$b/tree/examples/"
		fixopt=()
		[ $ex = lz77 ] && fixopt=(--rewrite-likely)
		if ! (cd "$b/tree" && "$cc" "${base[@]}" -pthread -DPROBABLE_PROFILE "${extra[@]}" examples/$ex.c \
			-o "$b/prof" 2>"$b/prof.err"); then
			why="profile build fails: $(grep -m1 error "$b/prof.err")"
		elif ! (cd "$b/tree" && PROBABLE_PROFILE="$b/report.json" PROBABLE_PROFILE_FORMAT=json "$b/prof" >/dev/null 2>"$b/prof.err") ||
			[ ! -s "$b/report.json" ]; then
			why="profile run wrote no report: $(head -n 1 "$b/prof.err")"
		elif ! (cd "$b/tree" && "$top/tools/probable-fix" "${fixopt[@]}" "$b/report.json" >"$b/fix.diff" 2>"$b/fix.err"); then
			why="probable-fix fails: $(head -n 1 "$b/fix.err")"
		elif [ -s "$b/fix.diff" ] && ! (cd "$b/tree" && patch -s -p1 <"$b/fix.diff" >"$b/patch.err" 2>&1); then
			why="probable-fix's diff does not apply: $(head -n 1 "$b/patch.err")"
		elif ! drv profiled "$b/tree/examples/$ex.c" "${extra[@]}"; then
			why="the rewritten source does not build: $(grep -m1 error "$b/profiled.err")"
		else
			variants+=(profiled)
			echo "$cc $ex profiled: probable-fix rewrote $(grep -c '^+[^+]' "$b/fix.diff") line(s)" >>"${out%.csv}.notes"
		fi
		[ -n "$why" ] && echo "$cc $ex profiled: n/a: $why" >>"${out%.csv}.notes"
		for v in declared none inverted; do
			case " ${variants[*]} " in *" $v "*) ;; *) echo "$cc $ex $v: does not build: $(grep -m1 error "$b/$v.err")" >>"${out%.csv}.notes" ;; esac
		done
		for ((r = 0; r < rounds; r++)); do
			n=${#variants[@]}
			for ((i = 0; i < n; i++)); do
				v=${variants[$(((i + r) % n))]}
				t=$("$b/$v" "$secs" 2>&1 >/dev/null | tail -n 1)
				echo "$cc,$ex,$v,$r,$t" >>"$out"
			done
		done
		printf 'real code: %s %s:' "$cc" "$ex" >&2
		for v in "${variants[@]}"; do
			printf ' %s %s/s' "$v" "$(awk -F, -v c="$cc" -v e=$ex -v v=$v '$1 == c && $2 == e && $3 == v { print $5 }' "$out" | sort -g | awk '{ a[NR] = $1 } END { printf "%.0f", a[int((NR + 1) / 2)] }')" >&2
		done
		echo >&2
	done
done
cat "${out%.csv}.notes" >&2
