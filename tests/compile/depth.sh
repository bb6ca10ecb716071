#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/depth.sh - a reader follows probable(x, 95) to the builtin
# through at most three macro definitions.
#
# The macro definitions a compiler sees after #include <probable.h> (-dM)
# are searched breadth first from `probable`, following every macro name in
# a definition's body, until a body names __builtin_expect; the number of
# definitions on that shortest path is the depth, checked for gcc, g++,
# clang and clang++ (plain mode, the default arch).  g++ has no
# __builtin_choose_expr: there the last definition names probable_pick_, the
# always-inline function (a template picks it per hint) that calls the builtin.
# And where the site is written out twice, both texts are the same.
source "$(dirname "$0")/../lib/lib.sh"

depth_of() { # cc lang -> depth, or nothing
	printf '#include <probable.h>\n' | "$1" -x "$2" -E -dM -I"$top/include" - 2>/dev/null | python3 -c '
import re, sys
defs = {}
for line in sys.stdin:
    m = re.match(r"#define (\w+)(\([^)]*\))? ?(.*)", line)
    if m:
        defs[m.group(1)] = m.group(3)
seen, frontier, depth = {"probable"}, ["probable"], 1
while frontier and depth <= 10:
    nxt = []
    for name in frontier:
        body = defs.get(name, "")
        if re.search(r"\b(__builtin_expect|probable_pick_)\b", body):
            print(depth); sys.exit(0)
        for tok in re.findall(r"[A-Za-z_]\w*", body):
            if tok in defs and tok not in seen:
                seen.add(tok); nxt.append(tok)
    frontier, depth = nxt, depth + 1
'
}

for spec in gcc:c g++:c++ clang:c clang++:c++; do
	IFS=: read -r cc lang <<<"$spec"
	have "$cc" || { skip "depth $cc: not installed"; continue; }
	d=$(depth_of "$cc" "$lang")
	if [ -z "$d" ]; then
		fail "depth $cc: probable() does not reach __builtin_expect through the macro definitions"
	elif [ "$d" -le 3 ]; then
		pass "depth $cc: probable(x, pc) reaches __builtin_expect through $d macro definitions (at most 3)"
	else
		fail "depth $cc: probable(x, pc) reaches __builtin_expect through $d macro definitions (more than 3)"
	fi
done

# Where the site is written out in more than one macro (clang++'s probable()
# and PROBABLE_PROBABLE(), for a layer less), every name a plain build
# offers for a branch site must expand to the same tokens.
for spec in gcc:c g++:c++ clang:c clang++:c++; do
	IFS=: read -r cc lang <<<"$spec"
	have "$cc" || continue
	for pc in 5 50 95; do
		out=$(printf '#include <probable.h>\n@ probable(x < 3, %s)\n@ PROBABLE_PROBABLE(x < 3, %s)\n@ PROBABLE_SITE_CODE_(x < 3, %s)\n' "$pc" "$pc" "$pc" |
			"$cc" -x "$lang" -E -P -I"$top/include" - 2>/dev/null | sed -n 's/^@ //p' | sort -u | wc -l)
		if [ "$out" = 1 ]; then
			pass "site text $cc pc $pc: probable(), PROBABLE_PROBABLE() and PROBABLE_SITE_CODE_ expand alike"
		else
			fail "site text $cc pc $pc: probable(), PROBABLE_PROBABLE() and PROBABLE_SITE_CODE_ expand to $out different texts"
		fi
	done
done
finish
