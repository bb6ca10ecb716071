#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/evidence/stats.sh - tools/calibrate/calibrate.c's statistics and
# derivation on synthetic samples (tests/evidence/synthetic.awk), read back
# with --derive: no timing.  With no difference the arch's values are kept
# and the header says nothing was measurable; with known differences the
# values follow from them; a significant difference below the minimum
# effect does not count.
source "$(dirname "$0")/../lib/lib.sh"

if ! gcc -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror -I"$top/include" "$top/tools/calibrate/calibrate.c" \
	-o "$tmp/cal" -lm 2>"$tmp/err"; then
	fail "calibrate.c does not build warning-free with gcc: $(head -n 3 "$tmp/err")"
	finish
fi
pass "calibrate.c builds warning-free with gcc -std=c99 -Wall -Wextra -Wpedantic"

read -r _ def_high def_low def_thr < <(arch_values gcc)

# value NAME HEADER: the number a header defines NAME to ("" if none)
value() { sed -n "s/^#define $1 \([0-9]*\)$/\1/p" "$2"; }
# verdict SUMMARY KIND X VARIANT: the net verdict at x
verdict() { awk -F, -v k="$2" -v x="$3" -v v="$4" '$1 == k && $2 == "net" && $4 == x && $5 == v { print $13 }' "$1"; }

for c in none known small; do
	awk -v case=$c -f "$top/tests/evidence/synthetic.awk" >"$tmp/$c.csv"
	if ! "$tmp/cal" --derive "$tmp/$c.csv" --summary "$tmp/$c.sum" >"$tmp/$c.h" 2>"$tmp/$c.err"; then
		fail "--derive on the '$c' samples: $(tail -n 2 "$tmp/$c.err")"
		continue
	fi
	printf '#include <probable.h>\nint x = ARCH_PROBABILITY_HIGH;\n' >"$tmp/use.c"
	if gcc -std=c99 -Wall -Wextra -Werror -I"$top/include" -DPROBABLE_ARCH_HEADER="\"$tmp/$c.h\"" -c "$tmp/use.c" -o /dev/null 2>"$tmp/err"; then
		pass "'$c': the derived header compiles as PROBABLE_ARCH_HEADER"
	else
		fail "'$c': the derived header does not compile: $(head -n 2 "$tmp/err")"
	fi
done

# no difference: the arch's values, said to be kept
got="$(value ARCH_PROBABILITY_HIGH "$tmp/none.h") $(value ARCH_PROBABILITY_LOW "$tmp/none.h") $(value ARCH_ALIGNMENT_COST_THRESHOLD "$tmp/none.h")"
if [ "$got" = "$def_high $def_low $def_thr" ]; then
	pass "no difference: the arch's values are kept ($got)"
else
	fail "no difference: HIGH LOW threshold are $got, expected the arch's $def_high $def_low $def_thr"
fi
n=$(grep -c 'nothing measurable' "$tmp/none.h")
[ "$n" -ge 3 ] && pass "no difference: the header says nothing was measurable ($n times)" ||
	fail "no difference: 'nothing measurable' said $n times, expected 3 or more"
bad=$(awk -F, 'NR > 1 && $13 != "same" && $13 != "baseline" && $13 != "small"' "$tmp/none.sum" | wc -l)
[ "$bad" = 0 ] && pass "no difference: no point or net effect is counted as paying or costing" ||
	fail "no difference: $bad summary lines say pays or costs"

# known differences: the values that follow from them
for want in "ARCH_PROBABILITY_HIGH 84" "ARCH_PROBABILITY_LOW 3" "ARCH_ALIGNMENT_COST_THRESHOLD 2" "ARCH_ALIGNMENT_TEST_BELOW 31"; do
	set -- $want
	got=$(value "$1" "$tmp/known.h")
	[ "$got" = "$2" ] && pass "known differences: $1 is $2" || fail "known differences: $1 is '$got', expected $2"
done
for check in "branch 70 likely costs" "branch 85 likely pays" "branch 100 likely pays" "branch 50 likely same" \
	"branch 2 unlikely pays" "branch 5 unlikely same" "align 1 direct pays" "align 2 direct same" \
	"align 30 checked pays" "align 50 checked same"; do
	set -- $check
	got=$(verdict "$tmp/known.sum" "$1" "$2" "$3")
	[ "$got" = "$4" ] && pass "known differences: $3 at $2% is '$4'" || fail "known differences: $3 at $2% is '$got', expected '$4'"
done
d=$(awk -F, '$1 == "branch" && $2 == "net" && $4 == 95 && $5 == "likely" { print $10 }' "$tmp/known.sum")
if awk -v d="$d" 'BEGIN { exit !(d > -0.17 && d < -0.13) }'; then
	pass "known differences: the net effect of likely at 95% is $d (true: -0.15)"
else
	fail "known differences: the net effect of likely at 95% is '$d', expected about -0.15"
fi

# significant but below the minimum effect: not counted
got="$(value ARCH_PROBABILITY_HIGH "$tmp/small.h") $(value ARCH_PROBABILITY_LOW "$tmp/small.h") $(value ARCH_ALIGNMENT_COST_THRESHOLD "$tmp/small.h")"
[ "$got" = "$def_high $def_low $def_thr" ] && pass "1% differences (min effect 3%): the arch's values are kept ($got)" ||
	fail "1% differences: values $got, expected $def_high $def_low $def_thr"
v=$(verdict "$tmp/small.sum" branch 90 likely)
[ "$v" = small ] && pass "1% differences: significant but 'small', not counted" || fail "1% differences: verdict '$v', expected 'small'"
finish
