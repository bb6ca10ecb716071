#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/unaligned-codegen.sh - how many instructions an unaligned load or
# store costs, per compiler, for get_unaligned_p()/put_unaligned_p() and
# the usual ways of writing one by hand.
#
# tests/codegen/unaligned.c defines <variant>_get<b>(p) and
# <variant>_put<b>(p, v) for b = 16, 32, 64 and the variants
#   probable100  get_unaligned_p(p, 100) / put_unaligned_p(v, p, 100)
#   probable10   the same with pc 10 (the run-time test where the arch has one)
#   probable0    the same with pc 0
#   packed       the kernel's member of a packed struct
#   memcpy       __builtin_memcpy through the void pointer
#   direct       a plain dereference (wrong for a misaligned p)
# and, for the endian accessors, <variant>_<get|put>_<le|be><b> for
#   probable100, probable50, probable10, probable0
#                get_unaligned_<le|be><b>_p(p, pc) / put_unaligned_..._p(v, p, pc)
#   bytes        hand-written byte-shift code (b[0] | b[1] << 8 | ...)
#   kernel       the kernel's get_unaligned_le32() etc.: le32_to_cpu() of a
#                member of a packed struct
# This script builds it with the host gcc and each Debian cross gcc present
# (and, with --clang, clang for several targets) and prints a markdown table
# of instruction counts.
#
# Instructions are counted by tools/objcount.sh: from the symbol's address
# to address + size, so padding and data (literal pools, the ppc64 traceback
# table) are not counted; the return and its delay slot (mips, sparc, sh)
# are.  Counts are static: a PROBABLE_ACCESS_CHECKED access (a run-time
# alignment test) counts both of its paths; "n (h)" adds h, its aligned
# path, from the entry to the first return.
#
# A cell "n (call)" is a function with a relocation against an undefined
# symbol (memcpy, __aeabi_*...), i.e. a library call; the targets table
# names them.  Linker-defined symbols (_gp_disp, .TOC., ...) do not count.
#
# --check also prints, for each target and op, one PASS/FAIL line for what
# get_unaligned_p()/put_unaligned_p() promise:
#   - probable100 is no longer than packed, and calls no library function;
#   - where memcpy gives the same count as direct and no call (the CPU has
#     unaligned accesses), probable100 is exactly as long as direct;
#   - where PROBABLE_ACCESS(0) is PROBABLE_ACCESS_DIRECT on the target,
#     probable0 is exactly as long as direct;
#   - where PROBABLE_ACCESS(10) is PROBABLE_ACCESS_CHECKED, probable10's
#     aligned path (entry to first return) is shorter than probable100 for
#     the 32- and 64-bit ops (16-bit objects do not get the test).
# and for each target and endian op (get_le16 ... put_be64), one line for
# what the endian accessors promise, at pc 100, 50, 10 and 0:
#   - no longer than the byte-shift code (bytes), and where the CPU has
#     fast unaligned access of that width (the kernel's packed access of
#     the native width is as short as a plain dereference) no longer than
#     the kernel's accessor; no library call.  A pc whose access is
#     PROBABLE_ACCESS_CHECKED counts what runs at that pc: the function's
#     whole length for the pc% misaligned calls (an upper bound), its
#     aligned path for the others;
# and first a line that says whether the counts can fail the check at all:
# packed must be longer than direct somewhere, or every count could be
# equal by accident (FAIL if it never is).  A probable0 that is CHECKED
# (or SAFE) is not compared with anything.  The promises are about
# optimised code: at -O0 the macros' temporaries cost loads and stores.
#
# Usage: tools/unaligned-codegen.sh [--check] [--clang] [-O level]
# Exit status: 0, or 1 if a FAIL line was printed, 2 on a usage error.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
src=$top/tests/codegen/unaligned.c

# PROBABLE_TEST_CACHE=DIR (tests/lib/run.sh sets it, a directory of its
# own per run): the output and status of a run with the same arguments and
# the same inputs (this script, its source, the headers and arch facts,
# tools/objcount.sh and targets.sh) are kept there, and a second run (the
# --check of tests/codegen/unaligned.sh, the table of
# tools/codegen-report.sh) prints them instead of building everything
# again.  A run that finds another computing them waits for it (flock).
if [ -n "${PROBABLE_TEST_CACHE:-}" ] && [ -z "${PROBABLE_CACHE_FILLING_:-}" ] &&
	mkdir -p "$PROBABLE_TEST_CACHE" 2>/dev/null && command -v flock >/dev/null && command -v sha256sum >/dev/null; then
	key=$({ printf '%s\n' "$@"; cat "$0" "$src" "$top/tools/objcount.sh" "$top/tools/targets.sh"
		find "$top/include" "$top/arch" -type f | LC_ALL=C sort | xargs cat; } | sha256sum | cut -c1-32)
	entry=$PROBABLE_TEST_CACHE/unaligned-codegen-$key
	status=0
	{
		flock 9
		if [ ! -f "$entry.status" ]; then
			PROBABLE_CACHE_FILLING_=1 bash "$0" "$@" >"$entry.out" 2>"$entry.err"
			echo $? >"$entry.status"
		fi
	} 9>"$entry.lock"
	cat "$entry.out"; cat "$entry.err" >&2
	exit "$(cat "$entry.status")"
fi

check=0 clang=0 olevel=2
while [ $# -gt 0 ]; do
	case $1 in
	--check) check=1 ;;
	--clang) clang=1 ;;
	-O) [ $# -ge 2 ] || { echo "usage: $0 [--check] [--clang] [-O level]" >&2; exit 2; }
	    olevel=$2; shift ;;
	-O?*) olevel=${1#-O} ;;
	-h | --help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "usage: $0 [--check] [--clang] [-O level]" >&2; exit 2 ;;
	esac
	shift
done
flags=(-O"$olevel" -fno-asynchronous-unwind-tables -fno-stack-protector -I"$top/include")

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

variants="probable100 probable10 probable0 packed memcpy direct"
ops="get16 get32 get64 put16 put32 put64"
evariants="probable100 probable50 probable10 probable0 bytes kernel"
eops="get_le16 get_be16 put_le16 put_be16 get_le32 get_be32 put_le32 put_be32 get_le64 get_be64 put_le64 put_be64"
epcs="100 50 10 0"
failures=0
checks=() # the PASS/FAIL/SKIP lines, printed after the tables
pass() { checks+=("PASS: unaligned-codegen $*"); }
fail() { checks+=("FAIL: unaligned-codegen $*"); failures=$((failures + 1)); }
skip() { checks+=("SKIP: unaligned-codegen $*"); }
have() { command -v "$1" >/dev/null 2>&1; }

# The compilers: "label|compiler command|objdump".  The host gcc first.
targets=("gcc $(gcc -dumpmachine 2>/dev/null || echo host)|gcc|objdump")
source "$top/tools/targets.sh"
for t in $cross_triplets; do
	targets+=("$t-gcc|$t-gcc|$t-objdump")
done
if [ $clang = 1 ]; then
	for t in $clang_linux_targets; do
		targets+=("clang $t|clang --target=$t|llvm-objdump")
	done
fi

# Does the header have get_unaligned_p yet?  (Asked of the host compiler;
# before it does, only the reference variants are built.)
with_probable=0
if printf '#include <probable.h>\n#if defined(get_unaligned_p) && defined(put_unaligned_p) && defined(PROBABLE_ACCESS)\nprobable_ready\n#endif\n' |
	gcc -E -P -x c -I"$top/include" - 2>/dev/null | grep -q '^probable_ready'; then
	with_probable=1
fi

# count OBJDUMP OBJ: one line per wanted function, "name count calls hot"
# (tools/objcount.sh).
count() {
	"$top/tools/objcount.sh" "$1" "$2" \
		"^((${variants// /|})_(get|put)(16|32|64)|(${evariants// /|})_(get|put)_(le|be)(16|32|64))\$"
}

# access CC FLAGS... : what PROBABLE_ACCESS(0), (10), (50) and (100) are on
# this build, e.g. "DIRECT SAFE SAFE SAFE ".  Read from the header by one
# compile of a constant test per pc and name, each on a line of its own
# (the macro is a C expression with a cast, so #if cannot evaluate it): a
# test that holds compiles, one that does not is an error on its line.  A
# last test always fails: without its error the compiler did not get that
# far, and an error on no test's line (the header's own) tells nothing; both
# give "?" (what a test that does not compile gives, name by name).
access() {
	local pc name line=1 out="" got probe=$tmp/access.c
	declare -A at=()
	{
		echo '#include <probable.h>'
		for pc in 0 10 50 100; do
			for name in DIRECT SAFE CHECKED; do
				printf '#ifdef PROBABLE_ACCESS_%s\ntypedef char probable_is_%s_%s[(PROBABLE_ACCESS(%s) == PROBABLE_ACCESS_%s) ? 1 : -1];\n#else\ntypedef char probable_no_%s_%s[-1];\n#endif\n' \
					"$name" "$pc" "$name" "$pc" "$name" "$pc" "$name"
				at[$pc$name]="$((line + 2))|$((line + 4))"
				line=$((line + 5))
			done
		done
		echo 'typedef char probable_access_last_[-1];'
	} >"$probe"
	LC_ALL=C "$@" -fsyntax-only -x c -I"$top/include" "$probe" 2>"$tmp/access.err"
	# the lines of the errors in the probe ("FILE:LINE:COL: error: ...")
	local lines all
	lines=" $(grep -E '^[^ ]*access\.c:[0-9]+:[0-9]+: (fatal )?error' "$tmp/access.err" | sed -E 's/^[^ ]*access\.c:([0-9]+):.*/\1/' | sort -nu | tr '\n' ' ')"
	all=$(grep -cE '(^|: )(fatal )?error' "$tmp/access.err")
	if [[ "$lines" != *" $((line + 1)) "* ]] || [ "$all" -gt "$(wc -w <<<"$lines")" ]; then
		echo "? ? ? ? "
		return
	fi
	for pc in 0 10 50 100; do
		got="?"
		for name in DIRECT SAFE CHECKED; do
			if [[ "$lines" != *" ${at[$pc$name]%|*} "* && "$lines" != *" ${at[$pc$name]#*|} "* ]]; then
				got=$name; break
			fi
		done
		out+="$got "
	done
	echo "$out"
}

# arch_threshold CC FLAGS...: the arch and ARCH_ALIGNMENT_COST_THRESHOLD, as tests/lib/lib.sh's arch_values.
arch_threshold() {
	printf '#include <probable.h>\nprobable_values PROBABLE_ARCH ARCH_ALIGNMENT_COST_THRESHOLD\n' |
		"$@" -E -P -x c -I"$top/include" - 2>/dev/null |
		awk '$1 == "probable_values" { gsub(/"/, "", $2); print $2, $3 }'
}

target_rows=() count_rows=() endian_rows=() skipped=() versions=()
endian_apart=()
measured=0 tell_apart=()
for entry in "${targets[@]}"; do
	IFS='|' read -r label cccmd objdump <<<"$entry"
	read -r -a cc <<<"$cccmd"
	if ! have "${cc[0]}" || ! have "$objdump"; then
		skipped+=("$label"); skip "$label: ${cc[0]} or $objdump not installed"
		continue
	fi
	# (clang's version asked once: every clang start costs a tenth of a second)
	if [ "${cc[0]}" = clang ]; then
		[ -n "${clang_version:-}" ] || clang_version=$(clang --version | sed -n '1s/.*version \([0-9.]*\).*/\1/p')
		version=$clang_version
	else
		version=$("${cc[@]}" -dumpfullversion -dumpversion 2>/dev/null)
	fi
	versions+=("${cc[0]##*-} $version")
	obj=$tmp/u.o

	# build: with the probable variants when the header has them
	have_p=0
	if [ $with_probable = 1 ]; then
		if "${cc[@]}" "${flags[@]}" -DWITH_PROBABLE -c "$src" -o "$obj" 2>"$tmp/err"; then
			have_p=1
		else
			fail "$label: the probable variants do not compile: $(grep -m1 'error' "$tmp/err")"
		fi
	fi
	if [ $have_p = 0 ] && ! "${cc[@]}" "${flags[@]}" -c "$src" -o "$obj" 2>"$tmp/err"; then
		fail "$label: tests/codegen/unaligned.c does not compile: $(grep -m1 'error' "$tmp/err")"
		continue
	fi
	if ! count "$objdump" "$obj" >"$tmp/counts"; then
		fail "$label: $objdump cannot read the object"
		continue
	fi
	measured=$((measured + 1))

	read -r arch threshold <<<"$(arch_threshold "${cc[@]}" "${flags[@]}")"
	read -r access0 access10 access50 access100 <<<"$(access "${cc[@]}" "${flags[@]}")"
	[ $have_p = 1 ] || { access0="-"; access10="-"; access50="-"; access100="-"; }

	# the table rows, and the checks
	declare -A num=() calls=() hot=()
	while read -r f c l h; do num[$f]=$c; calls[$f]=$l; hot[$f]=$h; done <"$tmp/counts"
	libs=""
	for op in $ops; do
		row="| $label | $op |"
		for v in $variants; do
			f=${v}_$op
			if [ -z "${num[$f]:-}" ]; then
				row+=" - |"
			elif [ $v = probable10 ] && [ "$access10" = CHECKED ]; then
				row+=" ${num[$f]} (${hot[$f]}) |"
			elif [ "${calls[$f]}" != - ]; then
				row+=" ${num[$f]} (call) |"
				case ",$libs," in *",${calls[$f]},"*) ;; *) libs+="${libs:+,}${calls[$f]}" ;; esac
			else
				row+=" ${num[$f]} |"
			fi
		done
		count_rows+=("$row")
		p=${num[packed_$op]:-} d=${num[direct_$op]:-}
		[ -n "$p" ] && [ -n "$d" ] && [ "$p" -gt "$d" ] && tell_apart+=("$label:$op")

		if [ $check = 0 ] || [ $have_p = 0 ]; then continue; fi
		p100=${num[probable100_$op]:-} p0=${num[probable0_$op]:-} m=${num[memcpy_$op]:-}
		if [ -z "$p100" ] || [ -z "$p0" ] || [ -z "$p" ] || [ -z "$d" ] || [ -z "$m" ]; then
			fail "$label $op: a function is missing from the object"; continue
		fi
		bad="" said="probable100 $p100 <= packed $p"
		[ "$p100" -le "$p" ] || bad+=" probable100 $p100 > packed $p;"
		[ "${calls[probable100_$op]}" = - ] || bad+=" probable100 calls ${calls[probable100_$op]};"
		[ "${calls[probable0_$op]}" = - ] || bad+=" probable0 calls ${calls[probable0_$op]};"
		if [ "$m" = "$d" ] && [ "${calls[memcpy_$op]}" = - ]; then
			said+=", == direct $d (as memcpy)"
			[ "$p100" = "$d" ] || bad+=" probable100 $p100 != direct $d although memcpy is $m;"
		fi
		p10=${num[probable10_$op]:-}
		[ "${calls[probable10_$op]:--}" = - ] || bad+=" probable10 calls ${calls[probable10_$op]};"
		if [ "$access10" = CHECKED ] && [ -n "$p10" ] && [ "${op#???}" != 16 ]; then
			said+=", probable10's aligned path ${hot[probable10_$op]} < safe $p100 (PROBABLE_ACCESS(10) is CHECKED)"
			[ "${hot[probable10_$op]}" -lt "$p100" ] || bad+=" probable10's aligned path ${hot[probable10_$op]} is not shorter than the safe access $p100;"
		fi
		if [ "$access0" = DIRECT ]; then
			said+=", probable0 == direct $d (PROBABLE_ACCESS(0) is DIRECT)"
			[ "$p0" = "$d" ] || bad+=" probable0 $p0 != direct $d although PROBABLE_ACCESS(0) is DIRECT;"
		fi
		if [ -z "$bad" ]; then pass "$label $op: $said"; else fail "$label $op:${bad%;}"; fi
	done

	# the endian accessors
	for op in $eops; do
		row="| $label | $op |"
		for v in $evariants; do
			f=${v}_$op
			if [ -z "${num[$f]:-}" ]; then
				row+=" - |"
			else
				cell=${num[$f]}
				[ "${hot[$f]}" != "${num[$f]}" ] && cell+=" (${hot[$f]})"
				[ "${calls[$f]}" != - ] && cell+=" (call)"
				row+=" $cell |"
			fi
		done
		endian_rows+=("$row")
		b=${num[bytes_$op]:-} k=${num[kernel_$op]:-}
		[ -n "$b" ] && [ -n "$k" ] && [ "$b" != "$k" ] && endian_apart+=("$label:$op")

		if [ $check = 0 ] || [ $have_p = 0 ]; then continue; fi
		if [ -z "$b" ] || [ -z "$k" ]; then fail "$label $op: a reference function is missing from the object"; continue; fi
		# fast: the native-width packed access is as short as a plain one
		w=${op#*_??} fast=0
		[ "${num[packed_get$w]:-x}" = "${num[direct_get$w]:-y}" ] && [ "${calls[packed_get$w]:-x}" = - ] && fast=1
		bad="" said=""
		for pc in $epcs; do
			f=probable${pc}_$op
			if [ -z "${num[$f]:-}" ]; then bad+=" pc $pc: missing;"; continue; fi
			acc_var=access$pc
			# what runs at pc, in hundredths of an instruction
			if [ "${!acc_var}" = CHECKED ]; then
				cost=$(( pc * num[$f] + (100 - pc) * hot[$f] ))
			else
				cost=$(( 100 * num[$f] ))
			fi
			# (as instructions: 12, 12.5, 12.25; in bash, not one awk per cell)
			shown=$((cost / 100))
			if [ $((cost % 100)) != 0 ]; then
				printf -v frac '%02d' $((cost % 100))
				shown+=".${frac%0}"
			fi
			said+=" $pc:$shown"
			[ "$cost" -le $((100 * b)) ] || bad+=" pc $pc: $shown > bytes $b;"
			if [ $fast = 1 ] && [ "$cost" -gt $((100 * k)) ]; then bad+=" pc $pc: $shown > kernel $k;"; fi
			[ "${calls[$f]}" = - ] || bad+=" pc $pc calls ${calls[$f]};"
		done
		ref="bytes $b"
		[ $fast = 1 ] && ref+=", kernel $k (fast unaligned access)"
		if [ -z "$bad" ]; then pass "$label $op: pc:instructions$said <= $ref"; else fail "$label $op:${bad%;}"; fi
	done
	unset num calls hot
	target_rows+=("| $label | ${arch:-?} | ${threshold:-?} | $access0 | $access10 | $access50 | $access100 | ${libs:--} |")
done

# ---- output --------------------------------------------------------------

# compiler versions, folded: "gcc 12.2.0 (15 compilers)"
vsummary=$(printf '%s\n' "${versions[@]}" | sort | uniq -c | awk '{ printf "%s%s %s (%d)", sep, $2, $3, $1; sep = ", " }')
echo "# Unaligned loads and stores: instructions per function"
echo
echo "- compilers: ${vsummary:-none} (number of targets in parentheses)"
echo "- flags: ${flags[*]/#-I$top\//-I } -c tests/codegen/unaligned.c"
echo "- counts: instructions from the symbol's address to address + size, so"
echo "  alignment padding and data (literal pools, the ppc64 traceback table) are"
echo "  not counted; the return instruction and its delay slot (mips, sparc, sh) are."
echo "- \"n (call)\": the function calls a library function (named in the targets table)."
echo "- \"n (h)\" for probable10 where PROBABLE_ACCESS(10) is CHECKED: n in all, h on the"
echo "  aligned path (from the entry to the first return, which the hint makes the"
echo "  fall-through)."
if [ $with_probable = 0 ]; then
	echo "- include/probable.h has no get_unaligned_p yet: reference variants only."
fi
[ ${#skipped[@]} -gt 0 ] && echo "- skipped, not installed: ${skipped[*]}"
echo
echo "| target | arch | cost threshold | PROBABLE_ACCESS(0) | PROBABLE_ACCESS(10) | PROBABLE_ACCESS(50) | PROBABLE_ACCESS(100) | library calls |"
echo "|---|---|---|---|---|---|---|---|"
[ ${#target_rows[@]} -gt 0 ] && printf '%s\n' "${target_rows[@]}"
echo
echo "| target | op | probable100 | probable10 | probable0 | packed | memcpy | direct |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
[ ${#count_rows[@]} -gt 0 ] && printf '%s\n' "${count_rows[@]}"
echo
echo "## Endian accessors"
echo
echo "get/put_unaligned_{le,be}{16,32,64}_p at pc 100, 50, 10 and 0 beside hand-written"
echo "byte-shift code (bytes) and the kernel's accessor (le32_to_cpu() of a packed member)."
echo "\"n (h)\": n in all, h from the entry to the first return (where the access at that"
echo "pc is PROBABLE_ACCESS_CHECKED: the aligned path). \"(call)\": a library call."
echo
echo "| target | op | pc 100 | pc 50 | pc 10 | pc 0 | bytes | kernel |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
[ ${#endian_rows[@]} -gt 0 ] && printf '%s\n' "${endian_rows[@]}"

if [ $check = 1 ]; then
	echo
	# The check must be able to fail: somewhere the safe access has to cost
	# more than a plain one, or equal counts would prove nothing.
	if [ $measured = 0 ]; then
		echo "FAIL: unaligned-codegen: no compiler could be measured"; failures=$((failures + 1))
	elif [ ${#tell_apart[@]} -gt 0 ]; then
		echo "PASS: unaligned-codegen: the counts tell variants apart (packed longer than direct in ${#tell_apart[@]} target/op pairs, e.g. ${tell_apart[0]})"
	else
		echo "FAIL: unaligned-codegen: packed is never longer than direct on any target; the counts cannot tell the variants apart"
		failures=$((failures + 1))
	fi
	if [ $measured -gt 0 ] && [ ${#endian_apart[@]} -gt 0 ]; then
		echo "PASS: unaligned-codegen: the endian counts tell variants apart (bytes and kernel differ in ${#endian_apart[@]} target/op pairs, e.g. ${endian_apart[0]})"
	elif [ $measured -gt 0 ]; then
		echo "FAIL: unaligned-codegen: bytes and kernel are equally long everywhere; the endian counts cannot tell the variants apart"
		failures=$((failures + 1))
	fi
	[ $with_probable = 1 ] || skip "include/probable.h has no get_unaligned_p yet; promises not checked"
fi
# without --check these are only the skipped compilers and build failures
[ ${#checks[@]} -gt 0 ] && printf '%s\n' "${checks[@]}"
[ $failures = 0 ]
