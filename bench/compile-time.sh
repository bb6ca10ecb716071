#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/compile-time.sh - what probable.h costs the compiler, two ways, in
# one run, each against what it replaces:
#
#  1. A generated file with N (default 2000) probable() sites against the
#     same file with the builtins written out (__builtin_expect(!!(c), 1),
#     __builtin_expect(!!(c), 0), !!(c), as each pc stands for on this arch)
#     and no include, compiled at -O2.
#  2. `#include <probable.h>` alone against `#include <stdint.h>` plus
#     `#include <string.h>`: preprocessed bytes, and the compile (-O2) over
#     an empty file's.
#
# Cost is counted in instructions executed by the compiler and its children
# (valgrind --tool=cachegrind --cache-sim=no --trace-children=yes), which
# repeat exactly from run to run where wall time on a shared machine swings
# by 15% (docs/DESIGN: LLVM's compile-time tracker counts the same way).
# Without valgrind, or with TIMER=wall, the median wall time of R
# interleaved repetitions is printed instead.
#
#  3. (--profile) What profile mode costs the compiler beside the
#     compilers' own coverage instrumentation: a generated unit of 10
#     probable() sites and one of 2000, at -O0 and -O2, with gcc and clang
#     (PROFILE_CCS), each built plain, with -DPROBABLE_PROFILE, and with the
#     compiler's coverage (gcc --coverage; clang -fprofile-instr-generate
#     -fcoverage-mapping): instructions as above (exact: valgrind counts
#     every instruction the compiler driver, cc1/clang -cc1 and the
#     assembler execute; perf's counters are not available in every VM), and
#     the ratios profiled/plain and profiled/coverage; then what one site
#     costs (the 2000-site unit less the 10-site one, per site: the
#     runtime and the headers cancel out).  Then the 10-site
#     unit's preprocessed size plain and profiled and the system headers the
#     profiled unit includes that the plain one does not (-H).
#
# A benchmark: it prints numbers and asserts nothing.
#   bash bench/compile-time.sh [sites] [repetitions]     1, 2 and 3
#   bash bench/compile-time.sh --hints [sites] [reps]    1 and 2
#   bash bench/compile-time.sh --profile                 3 (markdown)
#   PROFILE_COSTS=0 bash bench/compile-time.sh --profile  3 without the
#                         compiles under valgrind (sizes and headers only)
#   CCS="gcc:c clang:c" bash bench/compile-time.sh    other compilers
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/bench/benchlib.sh"
part=all
case ${1:-} in
--hints) part=hints; shift ;;
--profile) part=profile; shift ;;
esac
inc=${PROBABLE_INCLUDE:-$top/include}   # another tree's headers, to compare
sites=${1:-2000}
reps=${2:-5}
ccs=${CCS:-gcc:c g++:c++ clang:c clang++:c++}
timer=${TIMER:-instructions}
command -v valgrind >/dev/null 2>&1 || timer=wall
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gen() { # mode (probable|builtin) high low
	local mode=$1 high=$2 low=$3 i pc c
	local pcs=(0 5 10 50 90 95 100 1 99 30)
	[ "$mode" = probable ] && echo '#include <probable.h>'
	echo 'int sink(int);'
	for ((i = 0; i < sites; i++)); do
		pc=${pcs[i % 10]}
		c="x > $i && y != $((i * 7))"
		if [ "$mode" = probable ]; then c="probable($c, $pc)"
		elif [ "$pc" -gt "$high" ]; then c="__builtin_expect(!!($c), 1)"
		elif [ "$pc" -lt "$low" ]; then c="__builtin_expect(!!($c), 0)"
		else c="!!($c)"; fi
		if ((i % 8 == 0)); then
			((i > 0)) && printf '\treturn x;\n}\n'
			printf 'int f%d(int x, int y);\nint f%d(int x, int y)\n{\n' "$i" "$i"
		fi
		printf '\tif (%s)\n\t\tx = sink(x + %d);\n' "$c" "$i"
	done
	printf '\treturn x;\n}\n'
}

now() { date +%s%N; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# cost CC ARGS...: instructions (millions) or milliseconds of one compile
cost() {
	if [ "$timer" = instructions ]; then
		nice valgrind --tool=cachegrind --cache-sim=no --trace-children=yes \
			--cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null | bl_irefs
	else
		local r t0
		for ((r = 0; r < reps; r++)); do
			t0=$(now); "$@" >/dev/null; echo $(( ($(now) - t0) / 1000000 ))
		done | median
	fi
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
unit=$([ "$timer" = instructions ] && echo "Minsn" || echo "ms")

printf '#include <probable.h>\nint probable_bench_x;\n' >"$tmp/inc.c"
printf '#include <stdint.h>\n#include <string.h>\nint probable_bench_x;\n' >"$tmp/std.c"
printf 'int probable_bench_x;\n' >"$tmp/empty.c"

hints_tables() {
echo "compile cost in $unit ($timer), -O2, $sites sites"
printf '%-10s | %10s %10s %6s | %10s %10s %10s %7s %7s\n' compiler \
	"probable" "builtin" ratio "probable.h" "std+str" "(over" "bytes" "bytes"
printf '%-10s | %10s %10s %6s | %10s %10s %10s %7s %7s\n' "" \
	"$sites sites" "written" "" "alone" "alone" "empty)" "prob.h" "std+str"
for spec in $ccs; do
	IFS=: read -r cc lang <<<"$spec"
	command -v "$cc" >/dev/null 2>&1 || { echo "$cc: not installed"; continue; }
	read -r high low < <(printf '#include <probable.h>\nv ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW\n' |
		$cc -E -P -x c -I"$inc" - | awk '$1 == "v" { print $2, $3 }')
	gen probable "$high" "$low" >"$tmp/p.c"
	gen builtin "$high" "$low" >"$tmp/b.c"
	set -- "$cc" -x "$lang" -O2 -I"$inc" -o "$tmp/out.o" -c
	p=$(cost "$@" "$tmp/p.c"); b=$(cost "$@" "$tmp/b.c")
	ci=$(cost "$@" "$tmp/inc.c"); cs=$(cost "$@" "$tmp/std.c"); ce=$(cost "$@" "$tmp/empty.c")
	bi=$($cc -x "$lang" -E -P -I"$inc" "$tmp/inc.c" | wc -c)
	bs=$($cc -x "$lang" -E -P "$tmp/std.c" | wc -c)
	printf '%-10s | %10s %10s %6s | %10s %10s %10s %7s %7s\n' "$cc" "$p" "$b" "$(ratio "$p" "$b")" \
		"+$(awk -v a="$ci" -v e="$ce" 'BEGIN { printf "%.1f", a - e }')" \
		"+$(awk -v a="$cs" -v e="$ce" 'BEGIN { printf "%.1f", a - e }')" "$ce" "$bi" "$bs"
done
}

# ---- 3. profile mode against the compilers' coverage -------------------------
gen_profile() { # N: a unit of N probable() sites, 10 to a function
	local n=$1 i
	local pcs=(0 5 10 50 90 95 100 1 99 30)
	echo '#include <probable.h>'
	echo 'int sink(int);'
	for ((i = 0; i < n; i++)); do
		if ((i % 10 == 0)); then
			((i > 0)) && printf '\treturn s;\n}\n'
			printf 'int f%d(const int *v, int s);\nint f%d(const int *v, int s)\n{\n' "$i" "$i"
		fi
		printf '\tif (probable(v[%d] > %d, %d))\n\t\ts = sink(s + %d);\n' $((i % 64)) "$i" "${pcs[i % 10]}" "$i"
	done
	printf '\treturn s;\n}\n'
}
cov_flags() { case $1 in clang*) echo "-fprofile-instr-generate -fcoverage-mapping" ;; *) echo "--coverage" ;; esac; }
# the system headers (not under $inc) a unit includes, one per line, sorted;
# with "direct", only those a project header or the unit itself includes
sys_headers() {
	local which=$1
	shift
	"$@" -E -H -o /dev/null 2>&1 | bl_sys_headers "$inc" "$which" |
		while read -r h; do realpath -m "$h"; done | sort -u
}

profile_tables() {
	local pccs=${PROFILE_CCS:-gcc clang} cc o n p a c cf pccs_cost
	local -A pa pp pc
	gen_profile 10 >"$tmp/p10.c"
	gen_profile 2000 >"$tmp/p2000.c"
	echo "### Compile cost (bench/compile-time.sh --profile)"
	echo
	echo "Millions of instructions the compiler executes (driver, compiler proper and assembler, under valgrind --tool=cachegrind: exact) for a generated unit of N \`probable()\` sites, 10 to a function, built plain, with \`-DPROBABLE_PROFILE\`, and with the compiler's coverage (gcc \`--coverage\`, clang \`-fprofile-instr-generate -fcoverage-mapping\`)."
	echo
	echo "| compiler | opt | sites | plain | profiled | coverage | profiled/plain | profiled/coverage |"
	echo "|---|---|---:|---:|---:|---:|---:|---:|"
	[ "${PROFILE_COSTS:-1}" = 1 ] || pccs_cost=
	for cc in ${pccs_cost-$pccs}; do
		command -v "$cc" >/dev/null 2>&1 || continue
		cf=$(cov_flags "$cc")
		for o in -O0 -O2; do
			for n in 10 2000; do
				set -- "$cc" "$o" -I"$inc" -o "$tmp/out.o" -c "$tmp/p$n.c"
				a=$(cost "$@")
				p=$(cost "$@" -DPROBABLE_PROFILE)
				# shellcheck disable=SC2086 # the flags are words
				c=$(cost "$@" $cf)
				echo "| $cc | $o | $n | $a | $p | $c | $(ratio "$p" "$a") | $(ratio "$p" "$c") |"
				pa[$cc$o$n]=$a pp[$cc$o$n]=$p pc[$cc$o$n]=$c
			done
		done
	done
	echo
	if [ -n "${pccs_cost-$pccs}" ]; then
		echo "Per site: the 2000-site unit less the 10-site one, over the 1990 sites between (thousands of instructions; the runtime and the headers, the same in both units, cancel out), and what a profiled site adds to a plain one against what a covered site adds:"
		echo
		echo "| compiler | opt | plain | profiled | coverage | (profiled - plain) / (coverage - plain) |"
		echo "|---|---|---:|---:|---:|---:|"
		for cc in ${pccs_cost-$pccs}; do
			command -v "$cc" >/dev/null 2>&1 || continue
			for o in -O0 -O2; do
				[ -n "${pp[$cc${o}2000]:-}" ] || continue
				awk -v cc="$cc" -v o="$o" -v a1="${pa[$cc${o}10]}" -v a2="${pa[$cc${o}2000]}" \
					-v p1="${pp[$cc${o}10]}" -v p2="${pp[$cc${o}2000]}" -v c1="${pc[$cc${o}10]}" -v c2="${pc[$cc${o}2000]}" '
					function per(x1, x2) { return (x2 - x1) * 1000 / 1990 }
					BEGIN { a = per(a1, a2); p = per(p1, p2); c = per(c1, c2)
						printf "| %s | %s | %.0f | %.0f | %.0f | %s |\n", cc, o, a, p, c,
							(c > a ? sprintf("%.2f", (p - a) / (c - a)) : "-") }'
			done
		done
		echo
	fi
	echo "The 10-site unit preprocessed (\`-E -P\`, bytes) and the system headers the profiled unit includes that the plain one does not (\`-H\`: how many, and those the runtime's headers include by name):"
	echo
	echo "| compiler | plain | profiled | system headers only the profiled unit includes |"
	echo "|---|---:|---:|---|"
	for cc in $pccs; do
		command -v "$cc" >/dev/null 2>&1 || continue
		a=$("$cc" -E -P -I"$inc" "$tmp/p10.c" | wc -c)
		p=$("$cc" -E -P -DPROBABLE_PROFILE -I"$inc" "$tmp/p10.c" | wc -c)
		sys_headers all "$cc" -I"$inc" "$tmp/p10.c" >"$tmp/h.plain"
		sys_headers all "$cc" -DPROBABLE_PROFILE -I"$inc" "$tmp/p10.c" >"$tmp/h.profile"
		sys_headers direct "$cc" -DPROBABLE_PROFILE -I"$inc" "$tmp/p10.c" >"$tmp/d.profile"
		n=$(comm -13 "$tmp/h.plain" "$tmp/d.profile" | sed 's,^/usr/include/,,; s,^/usr/lib/[^ ]*/include/,,' | tr '\n' ' ')
		echo "| $cc | $a | $p | $(comm -13 "$tmp/h.plain" "$tmp/h.profile" | wc -l), of which the runtime includes ${n:-none} |"
	done
	echo
}

case $part in
hints) hints_tables ;;
profile) profile_tables ;;
*) hints_tables; echo; profile_tables ;;
esac
