#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/profile-count-forms.sh - what each way of counting an evaluation
# would cost, side by side: the compiler's instructions per site (-O2) and
# the program's extra instructions per hint evaluation, for the form
# profile mode ships and for forms that keep less of what it records.
# Issue 31 asks for both bounds at once (at most 1.5x the compile cost of
# the compiler's own coverage, at most 2.5 extra instructions per
# evaluation); this shows which form meets which.
#
# Each form is include/probable_profile.h with its counting macro replaced
# (in a copy, in a temporary directory; arch/ beside it):
#   shipped      the header as it is
#   no-constant  no bucket for evaluations the compiler knew (the count
#                of "constant" sites is lost)
#   lean         one add at base + record + outcome * 8: no constant
#                bucket, no if/else arms (clang), no hint-dependent form
#                (gcc), no empty asm (Clang 14 can then count wrong:
#                tests/profile/test_exact_o2.py)
#   no-outcome   one add at base + record: counts evaluations, not their
#                outcomes (no verdict is possible)
#   no-count     the record and no count at all
#   call         -DPROBABLE_PROFILE_COUNT_BY_CALL: -O0's call per
#                evaluation at -O2 too (it counts exactly)
# Only "shipped" and "call" count what profile mode promises; the others
# are for their cost.
#
# Compile cost: a generated unit of 10 and of 200 probable() sites, 10 to a
# function (bench/compile-time.sh --profile's), with gcc and clang at -O2,
# under valgrind --tool=cachegrind (exact); per site: (200-site - 10-site)
# / 190; and the ratio to the same unit with the compiler's coverage (gcc
# --coverage, clang -fprofile-instr-generate -fcoverage-mapping), for 10
# sites as measured and for 2000 sites from the per-site costs (compile-time.sh
# --profile measures 2000 sites of the shipped form).
# Per evaluation: bench/lz77-driver.c and bench/http-driver.c built with
# each form at -O2, callgrind inside their work functions, extra
# instructions over the plain build divided by the hint evaluations the
# shipped form's report counts (bench/profile-overhead.sh's method).
#
#   bash bench/profile-count-forms.sh            all forms (about 5 minutes)
#   FORMS="shipped call" bash bench/profile-count-forms.sh
#   CCS="gcc" bash bench/profile-count-forms.sh
# A benchmark: it prints markdown and asserts nothing; it exits 1 when a
# form does not build (its row says so), 2 when a form's edit no longer
# matches the header (fix the edit).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/bench/benchlib.sh"
CCS=${CCS:-gcc clang}
FORMS=${FORMS:-shipped no-constant lean no-outcome no-count call}
HTTP_ROUNDS=${HTTP_ROUNDS:-2000}
command -v valgrind >/dev/null 2>&1 || { echo "profile-count-forms: needs valgrind" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

# make_form FORM DIR: DIR/include (the form's headers) and DIR/arch
make_form() {
	mkdir -p "$2"
	cp -r "$top/include" "$2/include"
	ln -s "$top/arch" "$2/arch"
	python3 - "$1" "$2/include/probable_profile.h" <<'EOF'
import re, sys
form, path = sys.argv[1], sys.argv[2]
s = open(path).read()

def define(name, body):
    """every #define of name(...) (with its continuation lines) -> body"""
    global s
    pat = re.compile(r"#define %s\(([^)]*)\)(?:[^\n]*\\\n)*[^\n]*\n" % re.escape(name))
    n = len(pat.findall(s))
    if not n:
        sys.exit("profile-count-forms: %s: no #define %s( in %s" % (form, name, path))
    s = pat.sub(lambda m: "#define %s(%s) %s\n" % (name, m.group(1), body), s)

def replace(old, new, count):
    global s
    if s.count(old) != count:
        sys.exit("profile-count-forms: %s: %r is in %s %d times, not %d" % (form, old, path, s.count(old), count))
    s = s.replace(old, new)

lean = "PROBABLE_PROFILE_ADD1_(probable_profile_base_() + PROBABLE_ADDR_(rec)%s)"
if form == "no-constant":
    replace("(PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4)", "0u", 3)
elif form == "lean":
    define("PROBABLE_PROFILE_COUNT_BRANCH_", lean % " + (PROBABLE_CAST_(PROBABLE_UINTPTR_, hit) << 3)")
elif form == "no-outcome":
    define("PROBABLE_PROFILE_COUNT_BRANCH_", lean % "")
elif form == "no-count":
    define("PROBABLE_PROFILE_COUNT_BRANCH_", "(void)(rec)")
elif form not in ("shipped", "call"):
    sys.exit("profile-count-forms: unknown form %s" % form)
open(path, "w").write(s)
EOF
}

gen_unit() { # N: bench/compile-time.sh --profile's unit
	eval "$(sed -n '/^gen_profile() {/,/^}/p' "$top/bench/compile-time.sh")"
	gen_profile "$1"
}
cost() { nice valgrind --tool=cachegrind --cache-sim=no --trace-children=yes --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null | bl_irefs; }
cov_flags() { case $1 in clang*) echo "-fprofile-instr-generate -fcoverage-mapping" ;; *) echo "--coverage" ;; esac; }
prog_flags() { [ "$1" = lz77 ] && echo "-include probable_likely.h"; }
prog_args() { [ "$1" = lz77 ] && echo "$corpus 1" || echo "$HTTP_ROUNDS"; }
work_fn() { [ "$1" = lz77 ] && echo lz_bench_run || echo http_bench_run; }
insns() { # BIN ARGS...: instructions inside the work function
	local fn=$1
	shift
	nice valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect="$fn" "$@" 2>&1 >/dev/null | bl_collected
}
per_site() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", (b - a) * 1000 / 190 }'; }

cd "$tmp" || exit 2
gen_unit 10 >p10.c
gen_unit 200 >p200.c
corpus=$tmp/corpus.txt
cat /usr/share/common-licenses/* /usr/share/doc/*/copyright 2>/dev/null | head -c 2097152 >"$corpus"
[ "$(wc -c <"$corpus")" -ge 1000000 ] || corpus=-

# the baselines: coverage's compile cost, the plain programs, the evaluations
declare -A c10 cper plain evals
for cc in $CCS; do
	command -v "$cc" >/dev/null 2>&1 || continue
	# shellcheck disable=SC2046 # the flags are words
	c10[$cc]=$(cost "$cc" -O2 $(cov_flags "$cc") -I"$top/include" -c p10.c -o out.o)
	# shellcheck disable=SC2046
	cper[$cc]=$(per_site "${c10[$cc]}" "$(cost "$cc" -O2 $(cov_flags "$cc") -I"$top/include" -c p200.c -o out.o)")
	for prog in lz77 http; do
		# shellcheck disable=SC2046
		nice "$cc" -O2 $(prog_flags $prog) -I"$top/include" "$top/bench/$prog-driver.c" -o "plain-$prog-$cc" || exit 1
		# shellcheck disable=SC2046
		plain[$prog/$cc]=$(insns "$(work_fn $prog)" "./plain-$prog-$cc" $(prog_args $prog))
		# shellcheck disable=SC2046
		nice "$cc" -O2 -DPROBABLE_PROFILE $(prog_flags $prog) -I"$top/include" "$top/bench/$prog-driver.c" -o "prof-$prog-$cc" || exit 1
		# shellcheck disable=SC2046
		PROBABLE_PROFILE=$tmp/$prog-$cc.json PROBABLE_PROFILE_FORMAT=json "./prof-$prog-$cc" $(prog_args $prog) >/dev/null
		read -r _ "evals[$prog/$cc]" <<<"$(bl_evals "$tmp/$prog-$cc.json")"
	done
done

echo "### Count forms side by side (bench/profile-count-forms.sh)"
echo
echo "What counting one evaluation costs the compiler and the program, for the form profile mode ships and for forms that record less (each but *call* is include/probable_profile.h with its counting macro replaced; only *shipped* and *call* count everything the reports use): *no-constant* drops the bucket of evaluations the compiler knew; *lean* is one add at base + record + outcome x 8 (no constant bucket, no if/else arms, no hint-dependent form, no empty asm: Clang 14 then counts some loops wrong); *no-outcome* counts evaluations and not their outcomes; *no-count* is the record alone; *call* is \`-DPROBABLE_PROFILE_COUNT_BY_CALL\`, which counts at -O2 through the call -O0 uses."
echo
echo "Compile: millions of instructions per site at -O2 (the 200-site unit less the 10-site one, over 190), the 10-site unit over the same unit with coverage, and 2000 sites over coverage projected from the per-site costs (bound: 1.5). Per evaluation: extra instructions per hint evaluation inside the work function (bound: 2.5)."
echo
hdr="| form |" sep="|---|"
for cc in $CCS; do
	command -v "$cc" >/dev/null 2>&1 || continue
	hdr+=" $cc per site | $cc 10 sites / cov | $cc 2000 sites / cov |" sep+="---:|---:|---:|"
done
for prog in lz77 http; do for cc in $CCS; do
	command -v "$cc" >/dev/null 2>&1 || continue
	hdr+=" $prog $cc extra/eval |" sep+="---:|"
done; done
echo "$hdr"
echo "$sep"
for form in $FORMS; do
	d=$tmp/form-$form
	make_form "$form" "$d" || exit 2
	row="| $form |"
	ff=() # the form's flags
	[ "$form" = call ] && ff=(-DPROBABLE_PROFILE_COUNT_BY_CALL)
	for cc in $CCS; do
		command -v "$cc" >/dev/null 2>&1 || continue
		if ! "$cc" -O2 -DPROBABLE_PROFILE "${ff[@]}" -I"$d/include" -c p10.c -o out.o 2>"$tmp/err"; then
			row+=" does not build | | |"
			status=1
			continue
		fi
		a=$(cost "$cc" -O2 -DPROBABLE_PROFILE "${ff[@]}" -I"$d/include" -c p10.c -o out.o)
		b=$(cost "$cc" -O2 -DPROBABLE_PROFILE "${ff[@]}" -I"$d/include" -c p200.c -o out.o)
		p=$(per_site "$a" "$b")
		row+=$(awk -v a="$a" -v p="$p" -v c="${c10[$cc]}" -v cp="${cper[$cc]}" 'BEGIN {
			printf " %.2f | %.2f | %.2f |", p / 1000, a / c, (a + 1990 * p / 1000) / (c + 1990 * cp / 1000) }')
	done
	for prog in lz77 http; do
		for cc in $CCS; do
			command -v "$cc" >/dev/null 2>&1 || continue
			# shellcheck disable=SC2046
			if ! nice "$cc" -O2 -DPROBABLE_PROFILE "${ff[@]}" $(prog_flags $prog) -I"$d/include" "$top/bench/$prog-driver.c" \
				-o "$form-$prog-$cc" 2>"$tmp/err"; then
				row+=" does not build |"
				status=1
				continue
			fi
			# shellcheck disable=SC2046
			n=$(insns "$(work_fn $prog)" "./$form-$prog-$cc" $(prog_args $prog))
			row+=$(awk -v n="$n" -v p="${plain[$prog/$cc]}" -v e="${evals[$prog/$cc]:-}" 'BEGIN {
				if (n == "" || e == "" || e == 0) print " - |"; else printf " %.2f |", (n - p) / e }')
		done
	done
	echo "$row"
done
echo
# what a unit pays for the runtime it carries (x86-64: its assembly)
printf 'int probable_bench_x;\n' >empty.c
printf '#include <probable_profile_runtime_x86_64.h>\nint probable_bench_x;\n' >rt.c
for cc in $CCS; do
	command -v "$cc" >/dev/null 2>&1 || continue
	if "$cc" -O2 -I"$top/include" -c rt.c -o out.o 2>/dev/null; then
		echo "- $cc: the x86-64 runtime's assembly costs a unit $(awk -v a="$(cost "$cc" -O2 -I"$top/include" -c rt.c -o out.o)" \
			-v b="$(cost "$cc" -O2 -c empty.c -o out.o)" 'BEGIN { printf "%.1f", a - b }') M instructions (a unit of nothing but probable_profile_runtime_x86_64.h, less an empty one)"
	fi
done
for cc in $CCS; do
	command -v "$cc" >/dev/null 2>&1 || continue
	echo "- $cc: $("$cc" --version | head -n1); coverage: $(awk -v p="${cper[$cc]}" 'BEGIN { printf "%.2f", p / 1000 }') M per site, ${c10[$cc]} M for the 10-site unit; evaluations: lz77 ${evals[lz77/$cc]:-?}, http ${evals[http/$cc]:-?}"
done
exit $status
