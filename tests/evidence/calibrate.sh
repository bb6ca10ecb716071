#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/evidence/calibrate.sh - tools/calibrate/calibrate.c builds with gcc,
# clang and every cross gcc, runs in its quick mode (natively, or under
# qemu-user: its timings mean nothing there, only the output is checked),
# and prints a header that works as PROBABLE_ARCH_HEADER with values in
# range; with 3 samples per variant nothing counts, so HIGH and LOW are the
# arch's own (the threshold too, or 0 where a misaligned direct access
# traps, which the header must then say).  On the host the library's
# cmocka suite (tests/unit/probable.c) passes with the header.
#
# make test samples the cross gccs (1.5 s of CPU each to build calibrate.c)
# by this rule: it keeps those that between them take every path of this
# script and give every kind of header the full set gives: aarch64 (89/11,
# threshold 0), mips (misaligned direct access traps), sparc64 (94/6, big
# endian, traps), alpha (linked dynamically; threshold 1), sh4 (built, not
# run).  PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive): every cross gcc.
source "$(dirname "$0")/../lib/lib.sh"
ulimit -c 0
src=$top/tools/calibrate/calibrate.c

# check LABEL CC HEADER [cc flags]: the header as PROBABLE_ARCH_HEADER
check() {
	local label=$1 cc=$2 h=$3 vals high low thr below arch dh dl dt
	shift 3
	if ! vals=$(printf '#include <probable.h>\nvalues ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD ARCH_ALIGNMENT_TEST_BELOW PROBABLE_ARCH\n' |
		$cc "$@" -E -P -x c -I"$top/include" -DPROBABLE_ARCH_HEADER="\"$h\"" - 2>"$tmp/err" | grep '^values '); then
		fail "$label: the header does not work as PROBABLE_ARCH_HEADER: $(grep -m1 error "$tmp/err")"
		return
	fi
	read -r _ high low thr below arch <<<"$vals"
	read -r _ dh dl dt < <(arch_values "$cc" "$@")
	if ! [ "$low" -ge 0 ] 2>/dev/null || [ "$low" -ge "$high" ] || [ "$high" -gt 100 ] ||
		[ "$thr" -lt 0 ] || [ "$thr" -gt 100 ] || [ "$below" -lt 0 ] || [ "$below" -gt 101 ]; then
		fail "$label: values out of range: HIGH $high LOW $low threshold $thr test below $below"
		return
	fi
	case $arch in *-calibrated\") ;; *) fail "$label: PROBABLE_ARCH is $arch, expected \"<arch>-calibrated\""; return ;; esac
	if [ "$high $low" != "$dh $dl" ]; then
		fail "$label: quick mode counted a difference: HIGH LOW $high $low, the arch's are $dh $dl"
	elif [ "$thr" != "$dt" ] && ! { [ "$thr" = 0 ] && grep -q 'traps here without a fix-up' "$h"; }; then
		fail "$label: threshold $thr, the arch's is $dt and no trap is reported"
	else
		pass "$label: a valid header ($arch: HIGH $high LOW $low threshold $thr$(grep -q 'traps here' "$h" && echo ', misaligned direct access traps'))"
	fi
}

for cc in gcc clang; do
	if ! have $cc; then skip "$cc is not installed"; continue; fi
	if ! $cc -std=c99 -O2 -Wall -Wextra -Werror -I"$top/include" "$src" -o "$tmp/cal-$cc" -lm 2>"$tmp/err"; then
		fail "$cc: calibrate.c does not build warning-free: $(head -n 2 "$tmp/err")"
		continue
	fi
	if ! "$tmp/cal-$cc" --quick --raw "$tmp/raw-$cc.csv" --summary "$tmp/sum-$cc.csv" >"$tmp/h-$cc.h" 2>"$tmp/log-$cc"; then
		fail "$cc: calibrate --quick fails: $(tail -n 1 "$tmp/log-$cc")"
		continue
	fi
	check "$cc (host)" $cc "$tmp/h-$cc.h"
	n=$(grep -c '^\[ *[0-9]*/212\]' "$tmp/log-$cc")
	[ "$n" = 212 ] && pass "$cc: one progress line per measured point (212)" || fail "$cc: $n progress lines, expected 212"
	rows=$(($(wc -l <"$tmp/raw-$cc.csv") - 1))
	# 152 branch points x 3 variants x 3 samples + 60 alignment points x 3 x 3
	[ "$rows" = 1908 ] && pass "$cc: every raw sample in the CSV ($rows)" || fail "$cc: $rows raw samples in the CSV, expected 1908"
	# the same header again from the saved samples
	"$tmp/cal-$cc" --derive "$tmp/raw-$cc.csv" 2>/dev/null | sed -n '/^#ifndef ARCH/,$p' >"$tmp/d1"
	sed -n '/^#ifndef ARCH/,$p' "$tmp/h-$cc.h" | sed 's/ \* Alignment traps.*//' >"$tmp/d2"
	if diff <(grep '^#define' "$tmp/d1") <(grep '^#define' "$tmp/d2") >/dev/null; then
		pass "$cc: --derive on the saved samples gives the same values"
	else
		fail "$cc: --derive on the saved samples gives other values"
	fi
done

# the library's contract with a calibrated header (gcc's)
if [ -s "$tmp/h-gcc.h" ]; then
	if gcc -std=c11 -O2 -I"$top/include" -I"$top/tests/fixtures" -Wall -Wextra -Werror \
		-DPROBABLE_ARCH_HEADER="\"$tmp/h-gcc.h\"" -DEXPECT_ARCH="\"$(arch_values gcc | cut -d' ' -f1)-calibrated\"" \
		"$top/tests/unit/probable.c" -o "$tmp/suite" -lcmocka 2>"$tmp/err"; then
		if "$tmp/suite" >"$tmp/suite.out" 2>&1; then
			pass "tests/unit/probable.c passes with the calibrated header ($(grep -c '^\[       OK \]' "$tmp/suite.out") tests)"
		else
			fail "tests/unit/probable.c fails with the calibrated header: $(grep -m1 FAILED "$tmp/suite.out")"
		fi
	elif grep -q 'cmocka.h' "$tmp/err"; then
		skip "libcmocka-dev is missing: the suite with the calibrated header is not built"
	else
		fail "tests/unit/probable.c does not build with the calibrated header: $(grep -m1 error "$tmp/err")"
	fi
fi

# every cross gcc: static under qemu-<cpu>-static (alpha: dynamic, sh4: compiled only)
qemu_of() {
	case ${1%%-*} in
	i686) echo i386 ;; powerpc) echo ppc ;; powerpc64le) echo ppc64le ;; arm) echo arm ;;
	sh4) echo "" ;; *) echo "${1%%-*}" ;;
	esac
}
if [ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ]; then
	triplets=$cross_triplets
else
	triplets=
	for t in $cross_triplets; do
		case $t in aarch64-* | mips-* | sparc64-* | alpha-* | sh4-*) triplets+=" $t" ;; esac
	done
fi
for t in $triplets; do
	cc=$t-gcc
	if ! have "$cc"; then skip "$cc is not installed"; continue; fi
	link=-static
	[ "$t" = alpha-linux-gnu ] && link=
	if ! $cc -std=c99 -O2 -Wall -Wextra -Werror $link -I"$top/include" "$src" -o "$tmp/cal-$t" -lm 2>"$tmp/err"; then
		fail "$cc: calibrate.c does not build warning-free: $(grep -m1 -E 'error|warning' "$tmp/err")"
		continue
	fi
	q=$(qemu_of "$t")
	qemu=
	[ -n "$q" ] && qemu=$(command -v "qemu-$q-static" || true)
	if [ -z "$qemu" ]; then
		pass "$cc: calibrate.c builds warning-free (not run: no qemu-user for it here)"
		continue
	fi
	if ! timeout 300 "$qemu" -L "/usr/$t" "$tmp/cal-$t" --quick >"$tmp/h-$t.h" 2>"$tmp/log-$t" </dev/null; then
		fail "$cc: calibrate --quick under $(basename "$qemu") fails: $(tail -n 1 "$tmp/log-$t")"
		continue
	fi
	check "$cc (qemu, timings meaningless)" "$cc" "$tmp/h-$t.h"
done
finish
