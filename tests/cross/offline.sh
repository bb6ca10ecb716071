#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/cross/offline.sh - `make cross-test` with no network and no apt:
# apt-get, apt, apt-cache, aptitude, curl and wget are shadowed on PATH by
# commands that fail and write down that they were called.
#
#   1. `make cross-test` for mips-linux-gnu and arm-linux-gnueabi at -O2,
#      with DEPS_INSTALL=1 as .ci/run sets it (so a missing package would
#      send it to apt-get): it passes, every suite runs on each target the
#      number of tests its native build with the real cmocka runs, the
#      target lines say tools/cross/minicmocka, and none of the shadowed
#      commands was called.
#   2. CROSS_CMOCKA=debian (Debian's cmocka, which needs apt) for mips: it
#      falls back to tools/cross/minicmocka, says so, and passes with the
#      same counts.
#   3. tests/cross/cmocka-verdicts.c, a group whose tests' names say their
#      verdict (pass_, fail_, skip_), against the real cmocka (native) and
#      tools/cross/minicmocka (native, and mips under qemu): every verdict,
#      the totals and the exit status are as the names say, and
#      minicmocka's failure messages name the values and the line.
#   4. every tests/unit/*.c built natively against tools/cross/minicmocka
#      runs and passes the same number of tests as against the real cmocka.
# The build happens in a scratch CROSS_OUT, not in build/cross.
# make test runs 1 for arm-linux-gnueabi alone: mips goes through the same
# checks of its suites in 2 (and 3 uses that build's minicmocka); both
# targets in 1 under PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive).
source "$(dirname "$0")/../lib/lib.sh"

targets="mips-linux-gnu arm-linux-gnueabi"
[ "${PROBABLE_TEST_EXHAUSTIVE:-0}" = 1 ] || targets="arm-linux-gnueabi"
mini=$top/tools/cross/minicmocka

missing=$(bash "$top/tools/deps.sh" --missing libcmocka-dev qemu-user-static cross-mips-linux-gnu cross-arm-linux-gnueabi | tr '\n' ' ')
if [ -n "$missing" ]; then
	skip "offline cross-test: missing $missing(bash tools/deps.sh --install cross libcmocka-dev)"
	finish
fi

# ---- the shadows ---------------------------------------------------------------
mkdir -p "$tmp/bin"
: >"$tmp/called"
for c in apt-get apt apt-cache aptitude curl wget; do
	printf '#!/bin/sh\necho "%s $*" >>"%s"\necho "%s: no network here (tests/cross/offline.sh)" >&2\nexit 100\n' \
		"$c" "$tmp/called" "$c" >"$tmp/bin/$c"
	chmod +x "$tmp/bin/$c"
done
offline_path=$tmp/bin:$PATH

# what a cmocka run says: "run passed failed" (the totals lines)
counts() {
	awk '/^\[==========\] .*[0-9]+ test\(s\) run\./ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) { r = $i; break } }
	/^\[  PASSED  \] [0-9]+ test/ { p = $4 }
	/^\[  FAILED  \] [0-9]+ test/ { f = $4 }
	END { print r + 0, p + 0, f + 0 }' "$1"
}

# ---- the native counts, with the real cmocka ----------------------------------------
declare -A native
for f in "$top"/tests/unit/*.c; do
	s=$(basename "$f" .c)
	if gcc -std=c11 -O2 -I"$top/include" -I"$top/tests/fixtures" -Wall -Wextra -Werror "$f" \
		-o "$tmp/native-$s" -lcmocka -lm 2>"$tmp/err" && "$tmp/native-$s" >"$tmp/native-$s.log" 2>&1; then
		read -r r p f_ <<<"$(counts "$tmp/native-$s.log")"
		native[$s]=$r
	else
		fail "offline: tests/unit/$s.c does not build or pass natively with the real cmocka: $(head -n 1 "$tmp/err")"
	fi
done

# ---- 1. make cross-test, offline ---------------------------------------------------------
out=$tmp/run1.log
PATH=$offline_path DEPS_INSTALL=1 CROSS_OUT=$tmp/cross CROSS_OPTS=-O2 CROSS_VERBOSE=1 CROSS_CMOCKA='' \
	make -s -C "$top" --no-print-directory cross-test CROSS_TARGETS="$targets" >"$out" 2>&1
status=$?
total=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$out" | tail -n 1)
if [ "$status" = 0 ]; then
	pass "offline: make cross-test CROSS_TARGETS=\"$targets\" with apt and the network unusable: $total"
else
	fail "offline: make cross-test with apt and the network unusable: exit $status, ${total:-no total}; $(grep -m3 -E 'FAIL|missing|error' "$out" | tr '\n' ' ')"
fi
if [ -s "$tmp/called" ]; then
	fail "offline: make cross-test ran $(sort -u "$tmp/called" | tr '\n' ';')"
else
	pass "offline: make cross-test called none of apt-get, apt, apt-cache, aptitude, curl, wget (DEPS_INSTALL=1)"
fi

# suite lines of target T in a run.sh log: "suite count" for each suite at -O2
check_target() { # log triplet label cmocka-glob
	local log=$1 t=$2 label=$3 want=$4 line s n ok=1 got="" which
	line=$(grep -E "^$t +[0-9]+ passed, 0 failed " "$log")
	if [ -z "$line" ]; then
		fail "$label $t: no passing line: $(grep -m1 "^$t" "$log")"
		return
	fi
	which=${line##*cmocka: }
	which=${which%)}
	# shellcheck disable=SC2053 # $want is a glob
	if [[ $which != $want ]]; then
		fail "$label $t: the line does not say cmocka: $want: $line"
		ok=0
	fi
	for s in "${!native[@]}"; do
		n=$(awk -v t="$t" -v s="$s" '
			$0 ~ "^" t " " { in_t = 1; next }
			/^[a-z0-9_]+-linux-gnu/ { in_t = 0 }
			in_t && $1 == s && $2 == "-O2" { print $3 }' "$log")
		got+=" $s ${n:-none}"
		if [ "$n" != "${native[$s]}" ]; then
			fail "$label $t: $s ran ${n:-no} tests, natively ${native[$s]}"
			ok=0
		fi
	done
	[ "$ok" = 1 ] && pass "$label $t: every suite passed the native count (${got# }); cmocka: $which"
}
for t in $targets; do
	check_target "$out" "$t" "offline" "tools/cross/minicmocka"
done

# ---- 2. Debian's cmocka asked for, apt unusable: the fallback ----------------------------------
out=$tmp/run2.log
PATH=$offline_path CROSS_OUT=$tmp/cross-debian CROSS_OPTS=-O2 CROSS_VERBOSE=1 CROSS_CMOCKA=debian \
	DEPS_INSTALL=0 bash "$top/tools/cross/run.sh" mips-linux-gnu >"$out" 2>&1
status=$?
if [ "$status" = 0 ]; then
	pass "offline: CROSS_CMOCKA=debian with apt unusable: run.sh passes ($(grep -E '^[0-9]+ passed' "$out"))"
else
	fail "offline: CROSS_CMOCKA=debian with apt unusable: exit $status: $(grep -m2 -E 'FAIL|fail|cmocka' "$out" | tr '\n' ' ')"
fi
check_target "$out" mips-linux-gnu "offline CROSS_CMOCKA=debian" "tools/cross/minicmocka (fallback: *)"

# ---- 3. the verdicts of tests/cross/cmocka-verdicts.c ----------------------------------------
# "name verdict" (P, F, S) for each test, from its [ RUN ] to its verdict
verdicts() {
	awk '/^\[ RUN      \] / { cur = $4; next }
	cur != "" && /^\[       OK \] / && $4 == cur { print cur, "P"; cur = "" }
	cur != "" && /^\[  (FAILED|ERROR )  ?\] / && $NF == cur { print cur, "F"; cur = "" }
	cur != "" && /^\[  SKIPPED \] / && $4 == cur { print cur, "S"; cur = "" }' "$1"
}
expected=$(sed -n 's/^[[:space:]]*cmocka_unit_test[a-z_]*(\([a-z_]*\).*/\1/p' "$top/tests/cross/cmocka-verdicts.c" |
	awk '{ v = /^pass_/ ? "P" : /^fail_/ ? "F" : /^skip_/ ? "S" : "?"; print $1, v }')
n_tests=$(wc -l <<<"$expected")
n_fail=$(grep -c ' F$' <<<"$expected")
n_pass=$(grep -c ' P$' <<<"$expected")

check_verdicts() { # label log status
	local label=$1 log=$2 status=$3 got diff r p f
	got=$(verdicts "$log")
	diff=$(diff <(printf '%s\n' "$expected") <(printf '%s\n' "$got") | grep '^[<>]' | head -n 4 | tr '\n' ' ')
	read -r r p f <<<"$(counts "$log")"
	if [ -z "$diff" ] && [ "$status" = "$n_fail" ] && [ "$r" = "$n_tests" ] && [ "$p" = "$n_pass" ]; then
		pass "cmocka verdicts, $label: $n_tests tests reported as their names say ($n_pass passed, $n_fail failed, 1 skipped; exit status $status)"
	else
		fail "cmocka verdicts, $label: exit $status (want $n_fail), $r run, $p passed (want $n_tests, $n_pass); differences: ${diff:-none}"
	fi
}
# minicmocka's own messages: the values, the source line, the signal
check_messages() { # label log
	local label=$1 log=$2 want missing_lines=
	for want in '^0x3 \(3\) != 0x4 \(4\)$' '^-7 == -7 \(as signed\)$' '^0x100000000 \(4294967296\) != 0 \(0\)$' \
		'^1 of 8 bytes differ; the first at offset 5: 0x6 != 0$' '^"mips" != "sparc"$' '^the reason is 42$' \
		'^\[   LINE   \] --- .*tests/cross/cmocka-verdicts\.c:[0-9]+: error: Failure!$' \
		'^Test failed with exception: .*\(signal [0-9]+\)$' '^verdicts: message 7$'; do
		grep -qE -- "$want" "$log" || missing_lines+=" /$want/"
	done
	if [ -z "$missing_lines" ]; then
		pass "minicmocka messages, $label: values, offsets, strings, file:line, signals, print_message"
	else
		fail "minicmocka messages, $label: no line matches$missing_lines"
	fi
}

src=$top/tests/cross/cmocka-verdicts.c
if gcc -std=c11 -O2 -Wall -Wextra -Werror "$src" -o "$tmp/verdicts-real" -lcmocka 2>"$tmp/err"; then
	"$tmp/verdicts-real" >"$tmp/verdicts-real.log" 2>&1
	check_verdicts "the real cmocka, native" "$tmp/verdicts-real.log" $?
else
	fail "cmocka verdicts: does not build with the real cmocka: $(grep -m1 error "$tmp/err")"
fi
if gcc -std=c11 -O2 -Wall -Wextra -Werror -I"$mini" "$src" "$mini/cmocka.c" -o "$tmp/verdicts-mini" -lm 2>"$tmp/err"; then
	"$tmp/verdicts-mini" >"$tmp/verdicts-mini.log" 2>&1
	status=$?
	check_verdicts "tools/cross/minicmocka, native" "$tmp/verdicts-mini.log" "$status"
	check_messages native "$tmp/verdicts-mini.log"
else
	fail "cmocka verdicts: does not build with tools/cross/minicmocka: $(grep -m1 error "$tmp/err")"
fi
lib=$tmp/cross/mips-linux-gnu
[ -f "$lib/lib/libcmocka.a" ] || lib=$tmp/cross-debian/mips-linux-gnu
if [ -f "$lib/lib/libcmocka.a" ] &&
	mips-linux-gnu-gcc -static -std=c11 -O2 -Wall -Wextra -Werror -I"$lib/include" "$src" -o "$tmp/verdicts-mips" \
		-L"$lib/lib" -lcmocka -lm 2>"$tmp/err"; then
	timeout 300 qemu-mips-static "$tmp/verdicts-mips" >"$tmp/verdicts-mips.log" 2>&1
	status=$?
	check_verdicts "tools/cross/minicmocka, mips under qemu" "$tmp/verdicts-mips.log" "$status"
	check_messages "mips under qemu" "$tmp/verdicts-mips.log"
else
	fail "cmocka verdicts: does not build for mips against $lib: $(grep -m1 error "$tmp/err" 2>/dev/null)"
fi

# ---- 4. the unit suites, natively, against minicmocka ---------------------------------------
for f in "$top"/tests/unit/*.c; do
	s=$(basename "$f" .c)
	[ -n "${native[$s]:-}" ] || continue
	if ! gcc -std=c11 -O2 -I"$top/include" -I"$top/tests/fixtures" -I"$mini" -Wall -Wextra -Werror "$f" \
		"$mini/cmocka.c" -o "$tmp/mini-$s" -lm 2>"$tmp/err"; then
		fail "minicmocka: tests/unit/$s.c does not build against it: $(grep -m1 error "$tmp/err")"
		continue
	fi
	"$tmp/mini-$s" >"$tmp/mini-$s.log" 2>&1
	status=$?
	read -r r p f_ <<<"$(counts "$tmp/mini-$s.log")"
	if [ "$status" = 0 ] && [ "$r" = "${native[$s]}" ] && [ "$p" = "$r" ] && [ "$f_" = 0 ]; then
		pass "minicmocka: tests/unit/$s.c natively: $p of $r tests passed, as with the real cmocka"
	else
		fail "minicmocka: tests/unit/$s.c natively: exit $status, $r run, $p passed, $f_ failed (real cmocka: ${native[$s]} run)"
	fi
done

finish
