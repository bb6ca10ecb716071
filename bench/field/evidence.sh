#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/field/evidence.sh - a real code base's hints, judged, fixed and measured:
# writes docs/field.md.
#
#   bash bench/field/evidence.sh [options] CONFIG CHECKOUT
#
# CONFIG is a project file (bench/field/lz4.conf says what one sets: the
# build command, the program, the workload); CHECKOUT the code base's tree
# (a git checkout is cloned at its HEAD, anything else copied; the checkout
# itself is never written).  Per compiler, in WORK/<cc>/:
#   1. stock: the tree built as the project builds it (its own warning
#      flags), CFLAGS=OPT, under bear for compile_commands.json;
#   2. prof: the same with -DPROBABLE_PROFILE -include probable_likely.h
#      (README, "Profile mode"), the workload run once, the report judged
#      by tools/probable-report (text and check --all);
#   3. the patch: tools/probable-fix on that report (fix_patch below, the
#      one place it is called), applied to a fresh copy (fixed/), built as
#      stock was, its warnings compared with stock's, its object code too;
#   4. instructions: every operation of the workload under cachegrind
#      (--cache-sim=no: instruction counts only), stock and fixed, and their
#      outputs compared byte for byte;
#   5. time: bench/field/pairs.py, N interleaved pairs (CPU time; medians,
#      sign-test intervals).
# Then bench/field/page.py writes the page from WORK.
#
# Options:
#   --cc CC         a compiler (repeatable; default gcc)
#   --opt FLAGS     the optimisation flags (default -O2)
#   --pairs N       timed pairs (default 21)
#   --workload CMD  replace the config's operations by one shell command
#                   ({BIN}, {CORPUS} and {DATA} replaced as in FIELD_OPS)
#   --work DIR      where to build (default build/field)
#   --out FILE      the page (default docs/field.md; - for none)
#   --probable DIR  the probable tree whose include/ and tools/ judge and fix
#                   (default: this one; another checkout of it, to measure
#                   its probable-fix)
#   --page-only     write the page from WORK without measuring
#   --profile-only  steps 1 and 2 only (the stock and profile-mode trees,
#                   the report judged), no patch, measurements or page:
#                   for a script that runs its own workloads on them
#                   (bench/field/walkthrough.sh)
# Runs under nice -n 10.  About 6 minutes per compiler for LZ4 on a shared
# 2-core machine.  Not part of make test.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/bench/field
ccs=()
opt=-O2
pairs=21
workload=
work=$top/build/field
out=$top/docs/field.md
page_only=0
profile_only=0
ptop=$top
while [ $# -gt 0 ]; do
	case $1 in
	--cc) ccs+=("$2"); shift 2 ;;
	--opt) opt=$2; shift 2 ;;
	--pairs) pairs=$2; shift 2 ;;
	--workload) workload=$2; shift 2 ;;
	--work) work=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--page-only) page_only=1; shift ;;
	--profile-only) profile_only=1; out=-; shift ;;
	--probable) ptop=$(cd "$2" && pwd); shift 2 ;;
	-h | --help) sed -n '3,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	-*) echo "evidence.sh: $1: unknown option" >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -eq 2 ] || { echo "usage: evidence.sh [options] CONFIG CHECKOUT" >&2; exit 2; }
config=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tree=$(cd "$2" && pwd)
[ ${#ccs[@]} -gt 0 ] || ccs=(gcc)
# shellcheck source=bench/field/lz4.conf
. "$config"
[ -n "$workload" ] && FIELD_OPS=$(printf 'workload\tsh -c %q\n' "$workload")
[ "${FIELD_NICE:-1}" = 1 ] && renice -n 10 -p $$ >/dev/null 2>&1 || true
mkdir -p "$work"
work=$(cd "$work" && pwd)

# The one place probable-fix is called.  Its default is the fix in the
# code base's own words (flip or drop its likely()/unlikely()) where this
# probable-fix has that (it offers --to-probable then); an older one only
# rewrites a code base's likely() with --rewrite-likely, into probable().
fix_patch() { # in the stock tree: $1 report, $2 patch out, $3 log out, $4 notes
	local mode=()
	"$ptop/tools/probable-fix" --help 2>/dev/null | grep -q -- --to-probable || mode=(--rewrite-likely)
	local dirs=()
	for d in $FIELD_BUILD_DIRS; do dirs+=(--build-dir "$d"); done
	local proof=()
	# the proof (-p) compiles with the project's own commands; an old
	# probable-fix's rewrite includes probable.h, which they cannot find
	[ -s compile_commands.json ] && [ ${#mode[@]} = 0 ] && proof=(-p .)
	local fix_cmd=("$ptop/tools/probable-fix" "$1" --root . "${dirs[@]}" "${proof[@]}" "${mode[@]}" --explain -o "$2")
	echo "fix_cmd=${fix_cmd[*]}" | sed "s|$ptop/||g; s|$(dirname "$1")/||g" >>"$4"
	"${fix_cmd[@]}" 2>"$3"
}

copy_tree() { # $1 destination
	rm -rf "$1"
	if git -C "$tree" rev-parse --git-dir >/dev/null 2>&1; then
		git clone -q --no-hardlinks "$tree" "$1"
	else
		cp -a "$tree" "$1"
	fi
}

build() { # $1 tree, $2 CFLAGS, $3 log; with bear when there is one
	local wrap=()
	command -v bear >/dev/null 2>&1 && wrap=(bear --output compile_commands.json --)
	(cd "$1" && CC=$cc CFLAGS=$2 "${wrap[@]}" sh -c "$FIELD_BUILD") >"$3" 2>&1
}

ops_file() { # $1 program, $2 data dir: the operations with their paths
	printf '%s\n' "$FIELD_OPS" | sed -e "s|{BIN}|{BIN}|g; s|{CORPUS}|$work/corpus.bin|g; s|{DATA}|$2|g"
}

say() { echo "== $*" >&2; }

if [ $page_only = 0 ]; then
	say "corpus: $FIELD_CORPUS_SIZE bytes"
	python3 "$here/corpus.py" "$tree" "$FIELD_CORPUS_SIZE" "$work/corpus.bin" >"$work/corpus.txt"
	{
		echo "nproc=$(nproc)"
		echo "cpu=$(grep -m1 '^model name' /proc/cpuinfo | sed 's/^[^:]*: *//')"
		echo "kernel=$(uname -sr) ($(uname -m))"
		echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
		echo "load_before=$(cut -d' ' -f1-3 /proc/loadavg)"
		echo "valgrind=$(valgrind --version 2>/dev/null || echo none)"
		echo "python=$(python3 --version 2>&1)"
		echo "bear=$(bear --version 2>/dev/null || echo none)"
		echo "tree_commit=$(git -C "$tree" rev-parse HEAD 2>/dev/null || echo '')"
		echo "tree_describe=$(git -C "$tree" describe --tags --always 2>/dev/null || echo '')"
		echo "tree_dirty=$(git -C "$tree" status --porcelain --untracked-files=no 2>/dev/null | wc -l)"
		echo "probable_commit=$(git -C "$ptop" rev-parse --short HEAD 2>/dev/null || echo '')"
		[ "$ptop" = "$top" ] || echo "probable_opt=--probable $(basename "$ptop")"
		echo "probable_branch=$(git -C "$ptop" rev-parse --abbrev-ref HEAD 2>/dev/null || echo '')"
		echo "name=$FIELD_NAME"
		echo "macros=$FIELD_MACROS"
		echo "config=${config#"$top"/}"
		echo "opt=$opt"
		echo "pairs=$pairs"
		echo "ccs=${ccs[*]}"
		echo "build=$FIELD_BUILD"
		echo "warnings=${FIELD_WARNINGS:-}"
		echo "build_dirs=$FIELD_BUILD_DIRS"
		echo "corpus_size=$FIELD_CORPUS_SIZE"
	} >"$work/machine.txt"
	for cc in "${ccs[@]}"; do
		d=$work/$cc
		rm -rf "$d"
		mkdir -p "$d/data"
		echo "version=$($cc --version | head -n 1)" >"$d/cc.txt"
		# a project's build takes CFLAGS as words: reach include/ through a
		# path without spaces (a link), whatever the checkout's path is
		pinc=$ptop/include
		case $pinc in *[[:space:]]*)
			pinc=$(mktemp -d)/include
			ln -s "$ptop/include" "$pinc" ;;
		esac
		prof_flags="$opt -pthread -DPROBABLE_PROFILE -include $pinc/probable_likely.h -I$pinc"
		echo "prof_cflags=$prof_flags" >>"$d/cc.txt"

		say "$cc: stock build ($opt)"
		copy_tree "$d/stock"
		build "$d/stock" "$opt" "$d/stock.log" || { echo "evidence.sh: $cc: the stock build fails: see $d/stock.log" >&2; exit 1; }
		stock=$d/stock/$FIELD_BIN
		field_prepare "$stock" "$work/corpus.bin" "$d/data" || { echo "evidence.sh: $cc: preparing the inputs failed" >&2; exit 1; }
		ops_file "$stock" "$d/data" >"$d/ops.tsv"

		say "$cc: profile-mode build and run"
		copy_tree "$d/prof"
		build "$d/prof" "$prof_flags" "$d/prof.log" || { echo "evidence.sh: $cc: the profile-mode build fails: see $d/prof.log" >&2; exit 1; }
		while IFS=$'\t' read -r name args; do
			# shellcheck disable=SC2086
			eval "set -- $args"
			argv=()
			for a in "$@"; do argv+=("${a//\{BIN\}/$d/prof/$FIELD_BIN}"); done
			(cd "$d/prof" && PROBABLE_PROFILE=$d/report.json PROBABLE_PROFILE_RUN=field "${argv[@]}") >"$d/prof.out" 2>>"$d/prof.err"
			echo "$name	$(sha256sum <"$d/prof.out" | cut -c1-64)" >>"$d/prof.sha"
		done <"$d/ops.tsv"
		rm -f "$d/prof.out"
		# judged from the build directory, the sources one level up
		bd=${FIELD_BUILD_DIRS%% *}
		echo "build_dir=$bd" >>"$d/cc.txt"
		report_cmd="cd ${bd:-.} && probable-report check --all --root $(python3 -c 'import os,sys; print(os.path.relpath(".", sys.argv[1]))' "${bd:-.}") REPORT"
		echo "report_cmd=$report_cmd" >>"$d/cc.txt"
		(cd "$d/stock/${bd:-.}" && python3 "$ptop/tools/probable-report" text "$d/report.json" >"$d/report.txt" 2>&1) || true
		rc=0
		(cd "$d/stock/${bd:-.}" && python3 "$ptop/tools/probable-report" check --all \
			--root "$(python3 -c 'import os,sys; print(os.path.relpath(".", sys.argv[1]))' "${bd:-.}")" \
			"$d/report.json" >"$d/check.txt" 2>&1) || rc=$?
		echo "check_rc=$rc" >>"$d/cc.txt"
		[ $profile_only = 1 ] && continue

		say "$cc: the patch"
		rc=0
		(cd "$d/stock" && fix_patch "$d/report.json" "$d/fix.patch" "$d/fix.log" "$d/cc.txt") || rc=$?
		echo "fix_rc=$rc" >>"$d/cc.txt"
		if [ ! -s "$d/fix.patch" ]; then
			echo "fixed=no patch" >>"$d/cc.txt"
			continue
		fi
		copy_tree "$d/fixed"
		if ! (cd "$d/fixed" && git apply "$d/fix.patch") 2>"$d/apply.log" &&
			! (cd "$d/fixed" && patch -s -p1 <"$d/fix.patch") >>"$d/apply.log" 2>&1; then
			echo "fixed=the patch does not apply: $(head -n 1 "$d/apply.log")" >>"$d/cc.txt"
			continue
		fi
		fixed_flags=$opt
		if grep -q '^+#include.*probable' "$d/fix.patch"; then
			fixed_flags="$opt -I$ptop/include"
			echo "fixed_needs=-I$ptop/include (the patch includes probable.h)" | sed "s|$ptop/||g" >>"$d/cc.txt"
		fi
		say "$cc: fixed build"
		if ! build "$d/fixed" "$fixed_flags" "$d/fixed.log"; then
			echo "fixed=the patched tree does not build: $(grep -m1 'error' "$d/fixed.log")" >>"$d/cc.txt"
			continue
		fi
		echo "fixed=built" >>"$d/cc.txt"
		fixed=$d/fixed/$FIELD_BIN
		# warnings, with the tree's path taken out, stock against fixed
		for b in stock fixed; do grep 'warning:' "$d/$b.log" | sed "s|$d/$b/||g" | sort >"$d/$b.warnings" || true; done
		# object code: per object file, the lines of disassembly that differ
		(cd "$d/stock" && find . -name '*.o' | sort) | while read -r o; do
			[ -f "$d/fixed/$o" ] || continue
			n=$(diff <(objdump -d --no-show-raw-insn "$d/stock/$o" | tail -n +4 | sed 's/^ *[0-9a-f]*:\t//') \
				<(objdump -d --no-show-raw-insn "$d/fixed/$o" | tail -n +4 | sed 's/^ *[0-9a-f]*:\t//') | grep -c '^[<>]' || true)
			echo "${o#./}	$n"
		done >"$d/objdiff.tsv"

		say "$cc: instructions (cachegrind)"
		while IFS=$'\t' read -r name args; do
			for b in stock fixed; do
				eval "set -- $args"
				argv=()
				for a in "$@"; do argv+=("${a//\{BIN\}/$d/$b/$FIELD_BIN}"); done
				valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
					"${argv[@]}" >"$d/cg.out" 2>"$d/cg.err" || { echo "evidence.sh: $cc $b $name: fails under valgrind: see $d/cg.err" >&2; exit 1; }
				ir=$(sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' "$d/cg.err" | tr -d ,)
				echo "$name	$b	$ir	$(sha256sum <"$d/cg.out" | cut -c1-64)"
			done
		done <"$d/ops.tsv" >"$d/instructions.tsv"
		rm -f "$d/cg.out"

		say "$cc: time, $pairs interleaved pairs"
		echo "load_before_time=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$d/cc.txt"
		python3 "$here/pairs.py" run "$d/ops.tsv" "$pairs" "$stock" "$fixed" "$d/time.csv"
		echo "load_after_time=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$d/cc.txt"
		python3 "$here/pairs.py" stats "$d/time.csv" >"$d/time.json"
	done
fi
[ "$out" = - ] || python3 "$here/page.py" "$work" "$ptop" >"$out"
[ "$out" = - ] || say "wrote ${out#"$top"/}"
