#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/deps/skips.sh - `tools/deps.sh test` names every package whose
# absence makes a check of tests/ a SKIP:
#
# 1. every package a SKIP message of tests/ tells to install ("apt-get
#    install NAME...", "tools/deps.sh --install GROUP...") is in
#    `tools/deps.sh --list test`, and so in what .ci/run installs (ci);
# 2. taken away, the commands those SKIPs look for (mandoc, chromium,
#    setpriv, gnuplot, tcc, clang-19, qemu-aarch64-static, a cross gcc) are
#    reported missing by `tools/deps.sh --missing test` under their package
#    names, on a machine whose dpkg knows nothing (a PATH holding every
#    command of this one but those, and a dpkg-query that fails), and
#    `tools/deps.sh test` then exits 1 naming them.
source "$(dirname "$0")/../lib/lib.sh"

deps=$top/tools/deps.sh
test_list=" $(bash "$deps" --list test | tr '\n' ' ') "
ci_list=" $(bash "$deps" --list ci | tr '\n' ' ') "

# ---- 1. what the SKIP messages say to install ---------------------------------------
# the lines that skip (shell skip "...", Python skipTest/SkipTest) and the
# install commands in them
lines=$(grep -rhE 'skip |skipTest|SkipTest' --include='*.sh' --include='*.py' "$top/tests" |
	grep -v '^[[:space:]]*#')
named=$(grep -oE 'apt-get install( [a-z0-9][a-z0-9.+-]*)+' <<<"$lines" | sed 's/^apt-get install //' | tr ' ' '\n')
grouped=$(grep -oE 'deps\.sh --install( [a-z0-9][a-z0-9.+-]*)+' <<<"$lines" | sed 's/^deps\.sh --install //' | tr ' ' '\n')
pkgs=$(printf '%s\n' "$named" $(for g in $grouped; do bash "$deps" --list "$g" 2>/dev/null || echo "$g"; done) |
	grep . | sort -u)
n=$(grep -c . <<<"$pkgs")
bad= notci=
for p in $pkgs; do
	case $test_list in *" $p "*) ;; *) bad+=" $p" ;; esac
	case $ci_list in *" $p "*) ;; *) notci+=" $p" ;; esac
done
if [ "$n" -lt 10 ]; then
	fail "deps: only $n packages found in the SKIP messages of tests/ (the search is broken)"
elif [ -z "$bad" ]; then
	pass "deps: the $n packages the SKIP messages of tests/ tell to install are all in tools/deps.sh's test group"
else
	fail "deps: SKIP messages of tests/ name packages not in tools/deps.sh's test group:$bad"
fi
[ -z "$notci" ] && pass "deps: .ci/run's group (ci) installs all $n of them" ||
	fail "deps: the ci group lacks:$notci"

# ---- 2. taken away, reported missing ---------------------------------------------------
# command -> the package `--missing test` must then name
declare -A gone=([mandoc]=mandoc [chromium]=chromium [setpriv]=util-linux [gnuplot]=gnuplot-nox
	[tcc]=tcc [clang-19]=clang-19 [qemu-aarch64-static]=qemu-user-static
	[aarch64-linux-gnu-gcc]=gcc-aarch64-linux-gnu)
# a PATH of links to every command here; the second one without those
mkdir -p "$tmp/all"
IFS=: read -r -a dirs <<<"$PATH"
for d in "${dirs[@]}"; do
	# the first of a name wins, as on PATH (ln refuses the later ones)
	[ -d "$d" ] && ln -s -t "$tmp/all" "$d"/* 2>/dev/null
done
cp -a "$tmp/all" "$tmp/less"
for c in "${!gone[@]}"; do rm -f "$tmp/less/$c"; done
for d in all less; do
	rm -f "$tmp/$d/dpkg-query"
	printf '#!/bin/sh\nexit 1\n' >"$tmp/$d/dpkg-query"
	chmod +x "$tmp/$d/dpkg-query"
done
PATH=$tmp/all DEPS_INSTALL=0 bash "$deps" --missing test >"$tmp/m-all" 2>&1
PATH=$tmp/less DEPS_INSTALL=0 bash "$deps" --missing test >"$tmp/m-less" 2>&1
new=" $(comm -13 <(sort "$tmp/m-all") <(sort "$tmp/m-less") | tr '\n' ' ') "
bad=
for c in "${!gone[@]}"; do
	have "$c" || continue # not here to take away
	case $new in *" ${gone[$c]} "*) ;; *) bad+=" $c(${gone[$c]})" ;; esac
done
if [ -z "$bad" ]; then
	pass "deps: with mandoc, chromium, setpriv, gnuplot, tcc, clang-19, qemu-user, a cross gcc taken away, tools/deps.sh --missing test names their packages:$new"
else
	fail "deps: taken away but not reported missing by tools/deps.sh --missing test:$bad (it named:$new)"
fi
out=$(PATH=$tmp/less DEPS_INSTALL=0 bash "$deps" test 2>&1)
status=$?
if [ "$status" = 1 ] && grep -q 'missing .*mandoc' <<<"$out" && grep -q 'missing .*chromium' <<<"$out"; then
	pass "deps: tools/deps.sh test exits 1 and names mandoc and chromium when they are not there"
else
	fail "deps: tools/deps.sh test without mandoc and chromium: exit $status: $out"
fi
finish
