#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/evidence/run.sh - `make evidence`: measure, then write docs/evidence.md
# and the plots docs/evidence/*.svg.
#   1. tools/calibrate/run.sh with gcc and with clang (EVIDENCE_TIME seconds
#      each, 150 by default), into build/evidence/<cc>/;
#   2. bench/evidence/realcode.sh: the examples' throughput with their
#      hints declared, removed, inverted and profiled;
#   3. bench/evidence/plots.sh: the SVGs and the page, from those files.
# About 8-10 minutes on a 2-core machine.  EVIDENCE_SKIP_MEASURE=1 redraws
# from the files of the last run.  Needs gnuplot (tools/deps.sh's plot group,
# installed here when DEPS_INSTALL=1 or we are root).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$top/build/evidence
mkdir -p "$out"
if ! command -v gnuplot >/dev/null 2>&1; then
	if [ "$(id -u)" = 0 ]; then DEPS_INSTALL=1 bash "$top/tools/deps.sh" --for "make evidence" plot || true
	else bash "$top/tools/deps.sh" --for "make evidence" plot || true; fi
fi
ccs=()
for cc in gcc clang; do command -v $cc >/dev/null 2>&1 && ccs+=($cc); done
if [ "${EVIDENCE_SKIP_MEASURE:-0}" != 1 ]; then
	for cc in "${ccs[@]}"; do
		echo "== calibrate with $cc (${EVIDENCE_TIME:-150} s)"
		CC=$cc CALIBRATE_TIME=${EVIDENCE_TIME:-150} bash "$top/tools/calibrate/run.sh" "$out/$cc"
	done
	echo "== the examples' throughput"
	bash "$top/bench/evidence/realcode.sh" "$out/real.csv" "${ccs[@]}"
fi
echo "== plots and docs/evidence.md"
bash "$top/bench/evidence/plots.sh" "$out" "$top/docs"
