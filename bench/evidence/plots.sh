#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/evidence/plots.sh IN DOCS - docs/evidence/*.svg and docs/evidence.md
# from what bench/evidence/run.sh measured into IN (build/evidence):
# IN/<cc>/summary.csv and probability.h (tools/calibrate/run.sh), IN/real.csv
# and real.notes (bench/evidence/realcode.sh).  gnuplot draws the SVGs.
set -eu
in=$1
docs=$2
top=$(cd "$(dirname "$0")/../.." && pwd)
svgdir=$docs/evidence
mkdir -p "$svgdir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ccs=()
for cc in gcc clang; do [ -f "$in/$cc/summary.csv" ] && ccs+=($cc); done
[ ${#ccs[@]} -gt 0 ] || { echo "plots.sh: no $in/<cc>/summary.csv: run bench/evidence/run.sh" >&2; exit 1; }
have_gnuplot=1
command -v gnuplot >/dev/null 2>&1 || { have_gnuplot=0; echo "plots.sh: gnuplot is missing (tools/deps.sh plot): no SVGs drawn" >&2; }

val() { sed -n "s/^#define $1 \([0-9]*\)$/\1/p" "$in/$2/probability.h"; }
unit=$(head -n 1 "$in/${ccs[0]}/samples.csv" 2>/dev/null | sed 's/.*cost_//')
unit=${unit:-ns}
term="set terminal svg size 1100,760 dynamic noenhanced font 'Helvetica,11' background rgb 'white'"
ext=svg
# a preview in PNG (EVIDENCE_PNG=1: docs/evidence/*.png, not committed)
[ "${EVIDENCE_PNG:-0}" = 1 ] && term="set terminal png size 1100,760 noenhanced" && ext=png
colors="none:#555555 likely:#1f77b4 unlikely:#d62728 safe:#555555 direct:#d62728 checked:#1f77b4"
color() { for c in $colors; do [ "${c%%:*}" = "$1" ] && echo "${c#*:}"; done; return 0; }

# data FILE CC KIND KERNEL PATTERN VARIANT: "x median lo hi" lines
data() { awk -F, -v k="$3" -v n="$4" -v p="$5" -v v="$6" '$1 == k && $2 == n && $3 == p && $5 == v { print $4, $7, $8, $9 }' "$in/$2/summary.csv" | sort -n >"$1"; }
netdata() { awk -F, -v k="$3" -v v="$4" '$1 == k && $2 == "net" && $5 == v { print $4, 100 * $10, 100 * $11, 100 * $12 }' "$in/$2/summary.csv" | sort -n >"$1"; }

panel() { # ID TITLE XLABEL MARKS variant... (data files $tmp/<ID>-<variant>.dat)
	local cc=$1 title=$2 xl=$3 marks=$4 v plot="" sep=""
	shift 4
	echo "set title '$title'; set xlabel '$xl'; set ylabel '$unit per evaluation'; set key top center; set grid; unset arrow; unset label; set autoscale"
	echo "$marks"
	for v in "$@"; do
		[ -s "$tmp/$cc-$v.dat" ] || continue
		plot+="$sep'$tmp/$cc-$v.dat' using 1:3:4 with filledcurves fillcolor rgb '$(color "$v")' fs transparent solid 0.18 notitle, '$tmp/$cc-$v.dat' using 1:2 with linespoints lc rgb '$(color "$v")' pt 7 ps 0.5 title '$v'"
		sep=", "
	done
	[ -n "$plot" ] && echo "plot $plot" || echo "set label 'no data' at graph 0.5,0.5; plot 2 notitle"
}
bmarks() { # CC: HIGH and LOW of the calibrated header
	local h l
	h=$(val ARCH_PROBABILITY_HIGH "$1") l=$(val ARCH_PROBABILITY_LOW "$1")
	echo "set key top center"
	echo "set arrow from $h, graph 0 to $h, graph 1 nohead dt 2 lc rgb '#1f77b4'; set label 'HIGH $h' at $h, graph 0.95 right offset -0.5,0 tc rgb '#1f77b4'"
	echo "set arrow from $l, graph 0 to $l, graph 1 nohead dt 2 lc rgb '#d62728'; set label 'LOW $l' at $l, graph 0.95 left offset 0.5,0 tc rgb '#d62728'"
}
amarks() {
	local t b
	t=$(val ARCH_ALIGNMENT_COST_THRESHOLD "$1") b=$(val ARCH_ALIGNMENT_TEST_BELOW "$1")
	echo "set arrow from $t, graph 0 to $t, graph 1 nohead dt 2 lc rgb '#d62728'; set label 'threshold $t' at $t, graph 0.9 left offset 0.5,0 tc rgb '#d62728'"
	[ -n "$b" ] && echo "set arrow from $b, graph 0 to $b, graph 1 nohead dt 3 lc rgb '#1f77b4'; set label 'test below $b' at $b, graph 0.85 left offset 0.5,0 tc rgb '#1f77b4'"
	return 0
}
draw() { # NAME: $tmp/NAME.gp -> docs/evidence/NAME.svg
	[ $have_gnuplot = 1 ] || return 0
	{ echo "$term"; echo "set output '$svgdir/$1.$ext'"; cat "$tmp/$1.gp"; echo "unset multiplot; set output"; } >"$tmp/$1.full.gp"
	gnuplot "$tmp/$1.full.gp" 2>"$tmp/$1.err" || { echo "plots.sh: gnuplot failed on $1: $(head -n 3 "$tmp/$1.err")" >&2; return 1; }
	echo "wrote docs/evidence/$1.$ext"
}

ncc=${#ccs[@]}
plots=()
for kernel in layout select cold exit; do
	{
		echo "set multiplot layout 2,$ncc title 'branch kernel \"$kernel\": cost per evaluation against the true probability (median, ${conf:-99}% band)'"
		for pat in random sorted; do
			for cc in "${ccs[@]}"; do
				for v in none likely unlikely; do data "$tmp/$kernel-$pat-$cc-$v.dat" "$cc" branch $kernel $pat $v; done
				panel "$kernel-$pat-$cc" "$cc, $pat outcomes" "true probability p (%)" "$(bmarks "$cc")" none likely unlikely
			done
		done
	} >"$tmp/branch-$kernel.gp"
	draw "branch-$kernel" && plots+=("branch-$kernel")
done
{
	echo "set multiplot layout 1,$ncc title 'net effect of a hint over the 4 kernels and 2 patterns (geometric mean of the ratio to no hint, 99% band)'"
	for cc in "${ccs[@]}"; do
		for v in likely unlikely; do netdata "$tmp/net-$cc-$v.dat" "$cc" branch $v; done
		panel "net-$cc" "$cc" "true probability p (%)" "$(bmarks "$cc"); set ylabel 'difference to no hint (%)'; set arrow from graph 0, first 3 to graph 1, first 3 nohead dt 3; set arrow from graph 0, first -3 to graph 1, first -3 nohead dt 3" likely unlikely | sed 's/set ylabel .*per evaluation.; //'
	done
} >"$tmp/branch-net.gp"
draw branch-net && plots+=(branch-net)
for size in 2 4 8; do
	{
		echo "set multiplot layout 2,$ncc title '$size-byte accesses: cost per access against the misalignment rate (median, 99% band)'"
		for op in load store; do
			for cc in "${ccs[@]}"; do
				for v in safe direct checked; do data "$tmp/$op$size-$cc-$v.dat" "$cc" align $op$size - $v; done
				panel "$op$size-$cc" "$cc, $op$size" "misaligned accesses (%)" "$(amarks "$cc")" safe direct checked
			done
		done
	} >"$tmp/align-$size.gp"
	draw "align-$size" && plots+=("align-$size")
done

# real code: median runs/s and a rank interval of the median (15 rounds:
# the 4th and 12th values, 96.5%; 9 rounds: the 2nd and 8th, 96%),
# relative to "declared"
real=$in/real.csv
realrows=()
if [ -f "$real" ]; then
	awk -F, 'NR > 1 { k = $1 "," $2 "," $3; v[k] = v[k] " " $5; order[k] = NR } END { for (k in v) print k "," v[k] }' "$real" |
		while IFS=, read -r cc ex var vals; do
			# shellcheck disable=SC2086
			printf '%s\n' $vals | sort -g | awk -v k="$cc,$ex,$var" '{ a[NR] = $1 } END { lo = NR >= 15 ? 4 : NR >= 9 ? 2 : 1; hi = NR + 1 - lo; printf "%s,%d,%.6g,%.6g,%.6g\n", k, NR, a[int((NR + 1) / 2)], a[lo], a[hi] }'
		done | sort >"$tmp/real.sum"
	{
		echo "set multiplot layout 1,$ncc title 'the examples: throughput relative to the declared pcs (median of the rounds, 96% rank interval)'"
		for cc in "${ccs[@]}"; do
			awk -F, -v c="$cc" '$1 == c && $3 == "declared" { d[$2] = $5 } $1 == c { r[NR] = $0 }
				END { i = 0; split("lz77 http_parse pcap_udp", ex, " "); split("declared none inverted profiled", vs, " ");
				for (e = 1; e <= 3; e++) { for (v = 1; v <= 4; v++) { i++; for (n in r) { split(r[n], f, ","); if (f[2] == ex[e] && f[3] == vs[v] && d[ex[e]] > 0)
					printf "%d %s %.2f %.2f %.2f %d\n", i, ex[e] ":" vs[v], 100 * f[5] / d[ex[e]], 100 * f[6] / d[ex[e]], 100 * f[7] / d[ex[e]], v } } i++ } }' "$tmp/real.sum" >"$tmp/real-$cc.dat"
			echo "set title '$cc'; set ylabel 'runs per second, % of declared'; set xtics rotate by -45 font ',9'; set grid ytics; unset arrow; unset label; set key off; set xrange [0:15]; set bmargin 7"
			echo "set arrow from graph 0, first 100 to graph 1, first 100 nohead dt 2"
			if [ -s "$tmp/real-$cc.dat" ]; then
				echo "plot '$tmp/real-$cc.dat' using 1:3:4:5:6:xtic(2) with yerrorbars pt 7 ps 0.8 lc variable"
			else
				echo "set label 'no data' at graph 0.5,0.5; plot 2 notitle"
			fi
		done
	} >"$tmp/realcode.gp"
	draw realcode && plots+=(realcode)
fi

# ---- docs/evidence.md ----------------------------------------------------------
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
ncpu=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
ver() { case $1 in gcc) gcc -dumpfullversion ;; clang) clang --version | sed -n '1s/.*version \([0-9.]*\).*/\1/p' ;; esac; }
pct() { awk -v d="$1" 'BEGIN { printf "%+.1f%%", 100 * d }'; }
{
	echo "<!-- Generated by bench/evidence/run.sh (make evidence); do not edit. -->"
	echo "# Evidence: where a hint pays on this machine"
	echo
	echo "Machine: ${cpu:-unknown CPU}, $ncpu CPUs online, $(uname -sr) ($(uname -m)); shared with other"
	echo "jobs while measured, which is what the statistics are for. Compilers: $(for cc in "${ccs[@]}"; do printf '%s %s, ' "$cc" "$(ver "$cc")"; done | sed 's/, $//')."
	echo "Measured $(date -u +%Y-%m-%d) by \`make evidence\` (\`bash bench/evidence/run.sh\`; \`EVIDENCE_TIME=seconds\`"
	echo "per compiler, 150 by default; \`EVIDENCE_SKIP_MEASURE=1\` redraws the plots from build/evidence/)."
	echo
	echo "How: \`tools/calibrate/calibrate.c\` ([what it measures](../tools/calibrate/calibrate.c)) built with"
	echo "\`-std=c99 -O2 -falign-functions=64 -falign-loops=64\`; every variant of a point measured in turn,"
	echo "repetition by repetition, in CPU time of the process;"
	echo "medians with 99% percentile-bootstrap intervals; a difference counts only when its interval"
	echo "excludes 0 and it is at least 3%. The thresholds follow from the *net* effect: the"
	echo "geometric mean, over the 4 kernels and 2 outcome patterns, of the ratio to no hint."
	echo "Builds whose machine code is identical (found with objdump) are measured too: how far"
	echo "apart they come out is the placement noise floor (where code lies in memory alone changes"
	echo "a loop's speed on some CPUs), and a difference must also exceed it to count:"
	for cc in "${ccs[@]}"; do
		printf '%s %s' "$cc" "$(sed -n 's/^ \*            code (--same-code): \(.*\)\.$/\1/p' "$in/$cc/probability.h")"
		echo "; "
	done | sed '$ s/; $/./'
	echo
	echo "## The calibrated values"
	echo
	echo "| compiler | HIGH | LOW | alignment threshold | test below | header |"
	echo "|---|---|---|---|---|---|"
	for cc in "${ccs[@]}"; do
		echo "| $cc | $(val ARCH_PROBABILITY_HIGH $cc) | $(val ARCH_PROBABILITY_LOW $cc) | $(val ARCH_ALIGNMENT_COST_THRESHOLD $cc) | $(val ARCH_ALIGNMENT_TEST_BELOW $cc | grep . || echo '-') | \`build/evidence/$cc/probability.h\` |"
	done
	echo
	echo "Regenerate one: \`CC=gcc CALIBRATE_TIME=150 bash tools/calibrate/run.sh build/evidence/gcc\`"
	echo "(\`make calibrate\` writes build/calibrate/)."
	for cc in "${ccs[@]}"; do
		echo
		echo "Why, with $cc (from the header's comments):"
		echo
		echo '```'
		sed -n '/^#ifndef ARCH_PROBABILITY_HIGH/,$p' "$in/$cc/probability.h" | grep -v '^#\(ifndef\|endif\)' | grep -v '^$'
		echo '```'
	done
	echo
	echo "## Net effect of a hint"
	echo
	echo "| p | $(for cc in "${ccs[@]}"; do printf '%s likely | %s unlikely | ' "$cc" "$cc"; done | sed 's/ | $//') |"
	echo "|---|$(for cc in "${ccs[@]}"; do printf -- '---|---|'; done)"
	for p in 0 1 2 5 10 15 20 30 40 50 60 70 80 85 90 95 98 99 100; do
		printf '| %s |' "$p"
		for cc in "${ccs[@]}"; do
			for v in likely unlikely; do
				awk -F, -v p=$p -v v=$v '$1 == "branch" && $2 == "net" && $4 == p && $5 == v { printf " %+.1f%% [%+.1f, %+.1f] %s |", 100 * $10, 100 * $11, 100 * $12, $13 }' "$in/$cc/summary.csv"
			done
		done
		echo
	done
	echo
	echo "![net effect](evidence/branch-net.svg)"
	echo
	echo "Command: \`EVIDENCE_SKIP_MEASURE=1 bash bench/evidence/run.sh\` (from build/evidence/*/summary.csv)."
	echo
	echo "## Per kernel"
	echo
	echo "Cost per evaluation against the true probability, one line per hint (band: the median's"
	echo "99% interval), random outcomes above, sorted (predictable) below; the calibrated HIGH and"
	echo "LOW marked. layout: a store on each side of the branch (block order, taken branches);"
	echo "select: a ?: (if-conversion: conditional move or branch); cold: a long block on the true"
	echo "side (code moved out of the loop); exit: a search loop left when the condition holds."
	for k in layout select cold exit; do
		echo
		echo "### $k"
		echo
		echo "![$k](evidence/branch-$k.svg)"
		echo
		echo "Command: \`make evidence\` (data: \`CC=gcc bash tools/calibrate/run.sh build/evidence/gcc\`, same with clang; plot: \`EVIDENCE_SKIP_MEASURE=1 bash bench/evidence/run.sh\`)."
	done
	echo
	echo "## Unaligned access"
	echo
	echo "Direct dereference, safe access (memcpy, what the packed struct compiles to) and a run-time"
	echo "alignment test against the share of misaligned addresses; threshold and test band marked."
	echo "Alignment traps: $(sed -n 's/^ \* Alignment traps: //p' "$in/${ccs[0]}/probability.h")."
	for s in 2 4 8; do
		echo
		echo "![$s-byte](evidence/align-$s.svg)"
	done
	echo
	echo "Command: as above (\`make evidence\`; \`EVIDENCE_SKIP_MEASURE=1 bash bench/evidence/run.sh\` redraws)."
	echo
	echo "## Real code"
	echo
	echo "The examples' whole built-in workloads run again and again (\`bench/evidence/driver.c\`),"
	echo "built four ways: the pcs as declared (lz77.c: its likely()/unlikely() through"
	echo "probable_likely.h), every hint removed (\`-DPROBABLE_ARCH_HEADER\` to"
	echo "\`bench/evidence/no-hints.h\`), every pc inverted (\`bench/evidence/invert.h\`), and the pcs"
	echo "\`tools/probable-fix\` writes from a profile run. Runs per second: median of"
	echo "${REAL_ROUNDS:-15} interleaved rounds [96% rank interval], CPU time of the process."
	echo
	if [ -f "$tmp/real.sum" ]; then
		echo "| compiler | example | declared | none | inverted | profiled |"
		echo "|---|---|---|---|---|---|"
		for cc in "${ccs[@]}"; do
			for ex in lz77 http_parse pcap_udp; do
				printf '| %s | %s |' "$cc" "$ex"
				for v in declared none inverted profiled; do
					awk -F, -v c="$cc" -v e=$ex -v v=$v 'BEGIN { s = " n/a |" } $1 == c && $2 == e && $3 == v { s = sprintf(" %.0f [%.0f, %.0f] |", $5, $6, $7) } END { printf "%s", s }' "$tmp/real.sum"
				done
				echo
			done
		done
		echo
		[ -s "$in/real.notes" ] && { echo "Notes:"; echo; sed 's/^/- /' "$in/real.notes"; echo; }
		echo "![real code](evidence/realcode.svg)"
		echo
		echo "Command: \`bash bench/evidence/realcode.sh build/evidence/real.csv gcc clang\`, then \`EVIDENCE_SKIP_MEASURE=1 bash bench/evidence/run.sh\`."
	else
		echo "Not measured (no build/evidence/real.csv)."
	fi
	echo
	echo "## Where timing is impossible"
	echo
	echo "qemu-user runs the calibration program for every cross target (tests/evidence/calibrate.sh,"
	echo "--quick), but its timings mean nothing; docs/codegen.md shows per arch what a hint changes in"
	echo "the object code instead."
} >"$docs/evidence.md.new"
mv -f "$docs/evidence.md.new" "$docs/evidence.md"
echo "wrote docs/evidence.md (${#plots[@]} plots)"
