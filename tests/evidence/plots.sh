#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/evidence/plots.sh - bench/evidence/plots.sh draws well-formed SVG
# (parsed as XML) and a docs/evidence.md that shows each plot with the
# command that regenerates it, from synthetic calibration and real-code
# results (no timing); and the committed docs/evidence/*.svg are
# well-formed and each shown in docs/evidence.md.
source "$(dirname "$0")/../lib/lib.sh"

py=
for p in python3 /usr/bin/python3; do have "$p" && py=$p && break; done
# wellformed FILE...: 0 when every file parses as XML with an <svg> root
wellformed() {
	"$py" - "$@" <<'PY'
import sys, xml.etree.ElementTree as ET
bad = 0
for f in sys.argv[1:]:
    try:
        root = ET.parse(f).getroot()
        if not root.tag.endswith('svg'):
            print("not an svg root: %s" % f); bad = 1
    except ET.ParseError as e:
        print("%s: %s" % (f, e)); bad = 1
sys.exit(bad)
PY
}
# shown DOC SVG...: each SVG is an image of DOC, followed by a Command line
shown() {
	local doc=$1 s missing=
	shift
	for s in "$@"; do
		awk -v img="evidence/$(basename "$s")" 'index($0, "](" img ")") { seen = 1; next } seen && /^Command: `/ { ok = 1; exit } END { exit !ok }' "$doc" ||
			missing+=" $(basename "$s")"
	done
	[ -z "$missing" ] || { echo "$missing"; return 1; }
}

if [ -z "$py" ]; then
	skip "python3 is missing: SVGs not parsed"
	finish
fi
if ! have gnuplot; then
	skip "gnuplot is missing (bash tools/deps.sh --install plot): bench/evidence/plots.sh not run"
else
	gcc -std=c99 -O2 -I"$top/include" "$top/tools/calibrate/calibrate.c" -o "$tmp/cal" -lm
	mkdir -p "$tmp/in/gcc" "$tmp/docs"
	awk -v case=known -f "$top/tests/evidence/synthetic.awk" >"$tmp/in/gcc/samples.csv"
	"$tmp/cal" --derive "$tmp/in/gcc/samples.csv" --summary "$tmp/in/gcc/summary.csv" >"$tmp/in/gcc/probability.h" 2>/dev/null
	{
		echo "compiler,example,variant,round,runs_per_s"
		for r in 0 1 2 3 4 5 6 7 8; do
			for ex in lz77 http_parse pcap_udp; do
				echo "gcc,$ex,declared,$r,$((1000 + r))"
				echo "gcc,$ex,none,$r,$((900 + r))"
				echo "gcc,$ex,inverted,$r,$((800 + r))"
			done
		done
	} >"$tmp/in/real.csv"
	if bash "$top/bench/evidence/plots.sh" "$tmp/in" "$tmp/docs" >"$tmp/log" 2>&1; then
		n=$(ls "$tmp/docs/evidence/"*.svg 2>/dev/null | wc -l)
		[ "$n" = 9 ] && pass "plots.sh draws 9 SVGs (4 kernels, the net effect, 3 access sizes, real code)" ||
			fail "plots.sh drew $n SVGs, expected 9: $(tail -n 2 "$tmp/log")"
		if out=$(wellformed "$tmp/docs/evidence/"*.svg); then pass "the drawn SVGs are well-formed XML"; else fail "drawn SVG not well-formed: $out"; fi
		if out=$(shown "$tmp/docs/evidence.md" "$tmp/docs/evidence/"*.svg); then
			pass "evidence.md shows every plot, each with the command that regenerates it"
		else
			fail "evidence.md lacks a plot or its command:$out"
		fi
		grep -q '^| gcc | 84 | 3 | 2 | 31 |' "$tmp/docs/evidence.md" && pass "evidence.md gives the calibrated values (84 3 2 31 from the synthetic samples)" ||
			fail "evidence.md's table of values is not '| gcc | 84 | 3 | 2 | 31 |': $(grep -m1 '^| gcc |' "$tmp/docs/evidence.md")"
		grep -q '^| gcc | lz77 | 1004 \[1001, 1007\] | 904 \[901, 907\] | 804 \[801, 807\] | n/a |' "$tmp/docs/evidence.md" &&
			pass "evidence.md's real-code table: medians and rank intervals of the rounds" ||
			fail "evidence.md's real-code row for lz77: $(grep -m1 '^| gcc | lz77' "$tmp/docs/evidence.md")"
	else
		fail "bench/evidence/plots.sh fails: $(tail -n 2 "$tmp/log")"
	fi
fi

svgs=("$top"/docs/evidence/*.svg)
if [ ! -e "${svgs[0]}" ]; then
	skip "no docs/evidence/*.svg yet (make evidence writes them)"
else
	if out=$(wellformed "${svgs[@]}"); then pass "docs/evidence/*.svg (${#svgs[@]}) are well-formed XML"; else fail "docs/evidence: $out"; fi
	if out=$(shown "$top/docs/evidence.md" "${svgs[@]}"); then pass "docs/evidence.md shows every committed plot with its command"
	else fail "docs/evidence.md lacks:$out"; fi
fi
finish
