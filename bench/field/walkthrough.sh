#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/field/walkthrough.sh - one real code base from counts on two workloads
# to a patch series: writes docs/walkthrough.md.
#
#   bash bench/field/walkthrough.sh [options] CONFIG CHECKOUT
#
# CONFIG is a walkthrough config (bench/field/lz4-walk.conf: a project file
# of bench/field/evidence.sh plus the workloads), CHECKOUT the code base's
# tree (cloned at its HEAD or copied; never written).  In WORK:
#   1. before/: evidence.sh --profile-only builds the tree as the project
#      does (stock/, under bear: compile_commands.json) and in profile mode
#      (prof/);
#   2. inputs/: the corpus (bench/field/corpus.py) split by kind
#      (walk.py split), one input per label;
#   3. counts/LABEL.json: the label's operations (WALK_OPS) run once in
#      profile mode, one report per label; every round trip checked;
#   4. out/: the tools on those counts, each command's text, output and
#      status (NAME.cmd, NAME.out, NAME.rc): each label alone; both
#      labelled (--label): the per-label table, merge, check ranked by
#      cost (--top), inert hints (-p), the series (probable-fix --series),
#      walk.py flips (no "varies" site flipped);
#   5. am/: a clone of stock/ with the series applied by git am;
#      after/: evidence.sh --profile-only on it, with every --cc (the
#      project's warning flags, as compile_commands.json records them;
#      warnings compared with stock's), the
#      workloads run again on its profile build, and check --baseline
#      with the report from before the series as OLD.
# A tool option this probable does not have yet is skipped, and the page
# says what is not shown.  Then walk.py page writes the page.
#
# Options:
#   --cc CC       a compiler that builds the patched tree (repeatable;
#                 default gcc and clang); the first one makes the counts
#   --opt FLAGS   optimisation flags (default -O2)
#   --work DIR    where to build (default build/walkthrough)
#   --out FILE    the page (default docs/walkthrough.md; - for none)
#   --page-only   write the page from WORK without running anything
#   --tools-only  steps 4 and 5 again on WORK's builds and counts (a newer
#                 probable's tools on the same counts)
# WALK_FROM="NAME <EMAIL>": the series' author (default: probable
# walkthrough <walkthrough@example.invalid>).  Runs under nice -n 10; about 12 minutes for LZ4 on a shared 2-core
# machine.  Not part of make test.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/bench/field
ccs=()
opt=-O2
work=$top/build/walkthrough
out=$top/docs/walkthrough.md
page_only=0
tools_only=0
while [ $# -gt 0 ]; do
	case $1 in
	--cc) ccs+=("$2"); shift 2 ;;
	--opt) opt=$2; shift 2 ;;
	--work) work=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--page-only) page_only=1; shift ;;
	--tools-only) tools_only=1; shift ;;
	-h | --help) sed -n '3,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	-*) echo "walkthrough.sh: $1: unknown option" >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -eq 2 ] || { echo "usage: walkthrough.sh [options] CONFIG CHECKOUT" >&2; exit 2; }
config=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tree=$(cd "$2" && pwd)
[ ${#ccs[@]} -gt 0 ] || ccs=(gcc clang)
cc=${ccs[0]}
# shellcheck source=bench/field/lz4-walk.conf
. "$config"
renice -n 10 -p $$ >/dev/null 2>&1 || true
mkdir -p "$work"
work=$(cd "$work" && pwd)
say() { echo "== $*" >&2; }
report=("python3" "$top/tools/probable-report")
fix=("python3" "$top/tools/probable-fix")

# what the page shows of a path: WORK/..., the tree's own names
short() { sed -e "s|$work/before/$cc/stock/||g; s|$work/|WORK/|g; s|$top/tools/||g; s|$top/||g"; }
# the words of a command as a shell reads them back: quoted where needed
quote() {
	local a out=
	for a in "$@"; do
		case $a in
		'' | *[!A-Za-z0-9_./=:,@+-]*) a="'${a//\'/\'\\\'\'}'" ;;
		esac
		out="$out${out:+ }$a"
	done
	printf '%s\n' "$out"
}
# run NAME DIR CMD...: in DIR, CMD's command line, output and status in out/
run() {
	local name=$1 dir=$2 rc=0
	shift 2
	quote "$@" | short >"$work/out/$name.cmd"
	(cd "$dir" && "$@") >"$work/out/$name.raw" 2>&1 || rc=$?
	short <"$work/out/$name.raw" >"$work/out/$name.out"
	rm -f "$work/out/$name.raw"
	echo "$rc" >"$work/out/$name.rc"
	return 0
}
has() { # has TOOL [SUBCOMMAND] OPTION: the tool's --help names OPTION
	local opt=${*: -1}
	"${@:1:$#-1}" --help 2>/dev/null | grep -q -- "$opt"
}

# run the config's operations of every label with program $1 into $2/LABEL.json
workloads() {
	local bin=$1 dest=$2 label name args a
	mkdir -p "$dest"
	for label in $WALK_LABELS; do
		local tmpd=$work/tmp/$label
		rm -rf "$tmpd" "$dest/$label.json"
		mkdir -p "$tmpd"
		while IFS=$'\t' read -r name args; do
			[ -n "$name" ] || continue
			args=${args//\{IN\}/$work/inputs/$label.bin}
			args=${args//\{TMP\}/$tmpd}
			args=${args//\{BIN\}/$bin}
			eval "set -- $args"
			PROBABLE_PROFILE=$dest/$label.json PROBABLE_PROFILE_RUN=walk-$label "$@" ||
				{ echo "walkthrough.sh: $label: $name failed" >&2; exit 1; }
		done <<<"$WALK_OPS"
		for o in "$tmpd"/*.out; do
			[ -e "$o" ] || continue
			cmp -s "$o" "$work/inputs/$label.bin" ||
				{ echo "walkthrough.sh: $label: $(basename "$o") is not the input" >&2; exit 1; }
		done
		rm -rf "$tmpd"
	done
}

if [ $page_only = 0 ]; then
	rm -rf "$work/out" "$work/after-counts" "$work/series" "$work/am"
	mkdir -p "$work/out"
	stock=$work/before/$cc/stock
	bd=${FIELD_BUILD_DIRS%% *}
	up=$(python3 -c 'import os,sys; print(os.path.relpath(".", sys.argv[1]))' "${bd:-.}")
	if [ $tools_only = 0 ]; then
		rm -rf "$work/counts" "$work/inputs"
		say "1. the tree as the project builds it, and in profile mode ($cc)"
		bash "$here/evidence.sh" --profile-only --cc "$cc" --opt "$opt" --work "$work/before" "$config" "$tree"
		say "2. the inputs"
		python3 "$here/walk.py" split "$work/before/corpus.bin" "$work/inputs" >"$work/inputs.txt"
		say "3. the workloads, counted"
		workloads "$work/before/$cc/prof/$FIELD_BIN" "$work/counts"
	else
		[ -d "$work/counts" ] && [ -d "$stock" ] ||
			{ echo "walkthrough.sh: --tools-only: $work holds no earlier run" >&2; exit 2; }
	fi
	{
		echo "labels=$WALK_LABELS"
		for l in $WALK_LABELS; do
			v=WALK_ABOUT_$l
			echo "about_$l=${!v:-}"
		done
		echo "note=${WALK_NOTE:-}"
		echo "build_dir=$bd"
		echo "cc=$cc"
		echo "ccs=${ccs[*]}"
		echo "opt=$opt"
		echo "config=${config#"$top"/}"
		echo "probable_commit=$(git -C "$top" rev-parse --short HEAD 2>/dev/null || echo '')"
		echo "ops<<EOF"
		printf '%s\n' "$WALK_OPS"
		echo "EOF"
	} >"$work/walk.txt"

	say "4. the tools"
	cd_bd=$stock/${bd:-.}
	labels=()
	for l in $WALK_LABELS; do
		labels+=(--label "$l=$work/counts/$l.json")
		run "alone-$l" "$cd_bd" "${report[@]}" check --all --root "$up" "$work/counts/$l.json"
	done
	feat() { echo "$1=$2" >>"$work/features.txt"; }
	rm -f "$work/features.txt"
	# one pile of counts, as without labels
	pile=()
	for l in $WALK_LABELS; do pile+=("$work/counts/$l.json"); done
	run pooled "$cd_bd" "${report[@]}" check --all --root "$up" "${pile[@]}"
	if has "${report[@]}" check --label; then
		feat labels yes
		run labels "$cd_bd" "${report[@]}" text "${labels[@]}"
		run merge "$cd_bd" "${report[@]}" merge "${labels[@]}" -o "$work/out/merged.json"
		run check "$cd_bd" "${report[@]}" check --all --root "$up" "${labels[@]}"
		both=("${labels[@]}")
	else
		feat labels no
		# without labels the counts are one pile (the page says so)
		both=("${pile[@]}")
		run merge "$cd_bd" "${report[@]}" merge "${both[@]}" -o "$work/out/merged.json"
	fi
	if has "${report[@]}" check --cold; then
		feat cost yes
		run top "$cd_bd" "${report[@]}" text --top 5 "${both[@]}"
	else
		feat cost no
	fi
	if has "${fix[@]}" --remove-inert; then
		feat inert yes
		run inert "$cd_bd" "${report[@]}" check --all --root "$up" -p "$stock" "${both[@]}"
	else
		feat inert no
	fi
	mkdir -p "$work/series"
	dirs=()
	for d in $FIELD_BUILD_DIRS; do dirs+=(--build-dir "$d"); done
	if has "${fix[@]}" --series; then
		feat series yes
		# the author the page shows: WALK_FROM, not whoever's git config ran it
		from=()
		has "${fix[@]}" --from && from=(--from "${WALK_FROM:-probable walkthrough <walkthrough@example.invalid>}")
		run series "$stock" "${fix[@]}" "${both[@]}" --root . "${dirs[@]}" -p . "${from[@]}" --series "$work/series"
	else
		feat series no
		# the single patch of today's probable-fix, so the rest can be shown
		run series "$stock" "${fix[@]}" "${both[@]}" --root . "${dirs[@]}" -p . -o "$work/series/0001-all.patch"
	fi
	# shellcheck disable=SC2086
	run flips "$top" python3 "$here/walk.py" flips "$work/series" "$work/out/merged.json" $FIELD_BUILD_DIRS

	say "5. the series applied (git am) and built"
	git clone -q --no-hardlinks "$stock" "$work/am"
	if head -n 1 "$work/series"/0001-*.patch 2>/dev/null | grep -q '^From '; then
		run am "$work/am" git -c user.name=walkthrough -c user.email=walkthrough@localhost am "$work/series"/*.patch
	else
		# a plain diff is no mail: git apply, committed, so the rest runs
		run am "$work/am" sh -c "git apply $work/series/*.patch && git -c user.name=walkthrough -c user.email=walkthrough@localhost commit -qam 'the patch (not a mail: git apply)'"
	fi
	git -C "$work/am" log --format='%h %s' "$(git -C "$stock" rev-parse HEAD)..HEAD" >"$work/out/am-log.txt" || true
	ccargs=()
	for c in "${ccs[@]}"; do ccargs+=(--cc "$c"); done
	has "${report[@]}" check --baseline && feat baseline yes || feat baseline no
	if [ "$(cat "$work/out/am.rc")" = 0 ]; then
		bash "$here/evidence.sh" --profile-only "${ccargs[@]}" --opt "$opt" --work "$work/after" "$config" "$work/am" ||
			echo "built=no" >>"$work/features.txt"
		for c in "${ccs[@]}"; do
			# the patched tree's warnings against the stock tree's, per compiler
			if [ "$c" = "$cc" ]; then sl=$work/before/$c/stock.log; else
				# the stock tree with this compiler: evidence.sh's stock build of the original
				sl=$work/before-$c/$c/stock.log
				[ $tools_only = 1 ] && [ -f "$sl" ] ||
					bash "$here/evidence.sh" --profile-only --cc "$c" --opt "$opt" --work "$work/before-$c" "$config" "$tree" >/dev/null 2>&1 || true
			fi
			nb=$(grep -c 'warning:' "$sl" || true)
			na=$(grep -c 'warning:' "$work/after/$c/stock.log" || true)
			[ -x "$work/after/$c/stock/$FIELD_BIN" ] && ok=built || ok="does not build"
			echo "$c	$($c --version | head -n 1)	$ok	$nb	$na" >>"$work/out/builds.tsv"
			# how the files the series changes were compiled (bear's record)
			git -C "$work/am" diff --name-only "$(git -C "$stock" rev-parse HEAD)" HEAD -- '*.c' | while read -r f; do
				python3 "$here/walk.py" command "$work/after/$c/stock/compile_commands.json" "$f" | short
			done >"$work/out/compile-$c.txt" || true
		done
		workloads "$work/after/$cc/prof/$FIELD_BIN" "$work/after-counts"
		after=()
		if grep -q '^labels=yes' "$work/features.txt"; then
			for l in $WALK_LABELS; do after+=(--label "$l=$work/after-counts/$l.json"); done
		else
			for l in $WALK_LABELS; do after+=("$work/after-counts/$l.json"); done
		fi
		if grep -q '^baseline=yes' "$work/features.txt"; then
			run baseline "$work/after/$cc/stock/${bd:-.}" "${report[@]}" check --all --root "$up" --baseline "$work/out/merged.json" --sarif "$work/out/baseline.sarif" "${after[@]}"
		else
			run after "$work/after/$cc/stock/${bd:-.}" "${report[@]}" check --all --root "$up" "${after[@]}"
		fi
	fi
	{
		grep -v '^ops' "$work/before/machine.txt" | grep -v '^build=\|^corpus_size\|^pairs\|^ccs'
		for c in "${ccs[@]}"; do echo "version_$c=$($c --version | head -n 1)"; done
	} >"$work/machine.txt"
	cp "$work/before/corpus.txt" "$work/corpus.txt"
fi
[ "$out" = - ] || python3 "$here/walk.py" page "$work" "$top" >"$out"
[ "$out" = - ] || say "wrote ${out#"$top"/}"
