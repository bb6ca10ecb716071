#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/symlinked-includes.sh - the headers work when a build links
# them one by one into a directory of its own (Bazel's _virtual_includes,
# firmware SDKs), so that "../arch/" next to the header leads nowhere.
#
# Layouts, each built and run with gcc, clang, g++ and tcc, asserting the
# selected arch, its header and its values (detected, -DARCH=mipsel,
# -DARCH=ppc64el):
#   beside    vendor/*.h links, vendor/arch -> the arch directory
#   -I root   vendor/*.h links; arch/ only through -I<probable>
#   -I pkg    vendor/*.h links; an installed <dir>/probable/arch through -I<dir>
#   -I arch   vendor/*.h links; -I<probable>/arch (what a compiler without
#             __has_include, TCC, needs: "../arch/..." from that directory)
# and with arch/ nowhere: an #error that says what to put on the include path.
source "$(dirname "$0")/../lib/lib.sh"

cat >"$tmp/main.c" <<'EOF'
#include <stdio.h>
#include "probable.h"
int main(int argc, char **argv)
{
	unsigned char buf[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	unsigned v = get_unaligned_p((unsigned *)(void *)(buf + (argc > 5)), 0);
	(void)argv;
	printf("%s %s %d %d %d %d\n", PROBABLE_ARCH, PROBABLE_ARCH_SOURCE, ARCH_PROBABILITY_HIGH,
	       ARCH_PROBABILITY_LOW, ARCH_ALIGNMENT_COST_THRESHOLD, probable(v != 0, 95));
	return 0;
}
EOF

# vendor/: a link to each header, nothing else; nothing named arch/ above it
mkdir -p "$tmp/sandbox/vendor" "$tmp/pkg/probable"
for h in "$top"/include/*.h; do ln -s "$h" "$tmp/sandbox/vendor/${h##*/}"; done
cp -R "$top/arch" "$tmp/pkg/probable/arch"
mkdir -p "$tmp/beside"
for h in "$top"/include/*.h; do ln -s "$h" "$tmp/beside/${h##*/}"; done
ln -s "$top/arch" "$tmp/beside/arch"

compilers=(gcc "g++ -x c++")
have clang && compilers+=(clang)
have tcc && compilers+=(tcc)

host=$(printf '#include <probable.h>\nv PROBABLE_ARCH\n' | gcc -E -P -x c -I"$top/include" - | awk '$1 == "v" { gsub(/"/, "", $2); print $2 }')
cases=("|$host" "-DARCH=mipsel|mips" "-DARCH=ppc64el|powerpc")
# the values each case wants, from the tree's own include/ (once per case,
# not once per layout and compiler)
declare -A vals_of
for c in "${cases[@]}"; do
	IFS='|' read -r flags want <<<"$c"
	vals_of[$c]=$(printf '#include <probable.h>\nv ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD\n' |
		gcc -E -P -x c -I"$top/include" $flags - | awk '$1 == "v" { print $2, $3, $4 }')
done

run_layout() { # label include-flags...
	local label=$1; shift
	local spec cc c flags want got want_vals
	for spec in "${compilers[@]}"; do
		read -r -a cc <<<"$spec"
		for c in "${cases[@]}"; do
			IFS='|' read -r flags want <<<"$c"
			want_vals=${vals_of[$c]}
			if ! "${cc[@]}" "$@" $flags "$tmp/main.c" -o "$tmp/main" 2>"$tmp/err"; then
				fail "symlinked $label ${cc[*]} $flags: does not build: $(grep -m1 -E 'error' "$tmp/err")"
				continue
			fi
			got=$("$tmp/main")
			if [ "$got" = "$want arch/$want/probability.h $want_vals 1" ]; then
				pass "symlinked $label ${cc[*]} ${flags:-(detected)}: $got"
			else
				fail "symlinked $label ${cc[*]} ${flags:-(detected)}: got '$got', want '$want arch/$want/probability.h $want_vals 1'"
			fi
		done
	done
}

# tcc has no __has_include: it tries "../arch/..." only (relative to the
# header, then through the include path), so it builds with -I<probable>/arch
compilers_all=("${compilers[@]}")
compilers=(); for c in "${compilers_all[@]}"; do [ "$c" = tcc ] || compilers+=("$c"); done
run_layout beside -I"$tmp/beside"
run_layout "-I root" -I"$tmp/sandbox/vendor" -I"$top"
run_layout "-I pkg" -I"$tmp/sandbox/vendor" -I"$tmp/pkg"
compilers=("${compilers_all[@]}")
run_layout "-I arch" -I"$tmp/sandbox/vendor" -I"$top/arch"
if have tcc; then
	compilers=(tcc)
	run_layout "beside, -I beside/arch" -I"$tmp/beside" -I"$tmp/beside/arch"
fi

# arch/ nowhere: the #error says what to add (compilers with __has_include)
for cc in gcc clang; do
	have "$cc" || continue
	if $cc -I"$tmp/sandbox/vendor" -c "$tmp/main.c" -o "$tmp/main.o" 2>"$tmp/err"; then
		fail "symlinked $cc without arch/: builds"
	elif grep -q 'probable: cannot find arch/<arch>/probability.h.*add -I<dir>' "$tmp/err" && [ "$(grep -c 'error:' "$tmp/err")" = 1 ]; then
		pass "symlinked $cc without arch/: one #error, saying what to put on the include path"
	else
		fail "symlinked $cc without arch/: $(grep -m2 error "$tmp/err")"
	fi
done
finish
