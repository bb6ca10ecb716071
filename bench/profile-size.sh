#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/profile-size.sh - how much text a program carries for profile mode
# as its number of profiled units grows: "one runtime per program" shows as
# a profiled-minus-plain text size that does not grow with the units beyond
# their sites' own counting code.
#
#   bash bench/profile-size.sh            gcc and clang
#   CCS=gcc bash bench/profile-size.sh
#
# 40 generated units (5 probable() sites each, in one function) are compiled
# once plain and once with -DPROBABLE_PROFILE, -O2; programs of the first 1,
# 4 and 40 of them and a main that calls each unit's function are linked,
# and `size` (Berkeley format) gives each program's text.  Printed: the text
# plain and profiled, the difference, and the difference per profiled unit.
# A benchmark: it prints a markdown table and exits 1 only when a build
# fails or a program's output differs from the plain one's.
set -u
cd "$(dirname "$0")/.." || exit 2
CCS=${CCS:-gcc clang}
UNITS="1 4 40"
out=build/bench-size
rm -rf "$out"
mkdir -p "$out"
status=0
export PROBABLE_PROFILE=off

unit_src() { # I
	local i=$1 j
	echo '#include <probable.h>'
	printf 'int unit%d(const int *v, int s);\nint unit%d(const int *v, int s)\n{\n' "$i" "$i"
	for ((j = 0; j < 5; j++)); do
		printf '\tif (probable(v[%d] > %d, %d))\n\t\ts += %d;\n' "$j" $((i + j)) $((20 * j + 5)) $((j + 1))
	done
	printf '\treturn s;\n}\n'
}
main_src() { # N
	local n=$1 i
	echo '#include <stdio.h>'
	for ((i = 0; i < n; i++)); do printf 'int unit%d(const int *v, int s);\n' "$i"; done
	printf 'int main(void)\n{\n\tstatic const int v[5] = { 3, 9, 27, 81, 243 };\n\tint s = 0;\n'
	for ((i = 0; i < n; i++)); do printf '\ts = unit%d(v, s);\n' "$i"; done
	printf '\tprintf("%%d\\n", s);\n\treturn 0;\n}\n'
}

for ((i = 0; i < 40; i++)); do unit_src $i >"$out/u$i.c"; done
for n in $UNITS; do main_src "$n" >"$out/main$n.c"; done

text() { size "$1" | awk 'NR == 2 { print $1 }'; }
echo "### One runtime per program (bench/profile-size.sh)"
echo
echo "Text (\`size\`, bytes) of a program of N generated units (5 \`probable()\` sites each) and a main, -O2, plain and with \`-DPROBABLE_PROFILE\`:"
echo
echo "| compiler | units | plain | profiled | profiled - plain | per unit |"
echo "|---|---:|---:|---:|---:|---:|"
for cc in $CCS; do
	command -v "$cc" >/dev/null 2>&1 || continue
	for ((i = 0; i < 40; i++)); do
		nice "$cc" -O2 -Iinclude -c "$out/u$i.c" -o "$out/u$i-$cc-plain.o" &&
			nice "$cc" -O2 -DPROBABLE_PROFILE -Iinclude -c "$out/u$i.c" -o "$out/u$i-$cc-profile.o" ||
			{ echo "FAIL: $out/u$i.c does not build with $cc"; status=1; continue 2; }
	done
	for n in $UNITS; do
		for v in plain profile; do
			objs=()
			for ((i = 0; i < n; i++)); do objs+=("$out/u$i-$cc-$v.o"); done
			# the profiled program links as its units were compiled, -pthread
			# where the runtime needs it (as a user would link it)
			# shellcheck disable=SC2046 # nothing or one word
			if ! nice "$cc" -O2 $([ $v = profile ] && echo -pthread) "$out/main$n.c" "${objs[@]}" \
				-o "$out/prog$n-$cc-$v" 2>"$out/link.log"; then
				echo "FAIL: $n $v units do not link with $cc: $(head -n1 "$out/link.log")"
				status=1
				continue 2
			fi
		done
		if [ "$("$out/prog$n-$cc-plain")" != "$("$out/prog$n-$cc-profile")" ]; then
			echo "FAIL: $n units with $cc: the profiled program prints another result"
			status=1
		fi
		a=$(text "$out/prog$n-$cc-plain") p=$(text "$out/prog$n-$cc-profile")
		echo "| $cc | $n | $a | $p | $((p - a)) | $((( p - a) / n)) |"
	done
done
echo
exit $status
