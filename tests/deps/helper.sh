#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/deps/helper.sh - tools/deps.sh, the one place that knows the test
# dependencies: what it says when something is missing, that it installs
# only when asked (and goes on when `apt-get update` fails), that `make
# test` without cmocka stops in one line naming libcmocka-dev, and that the
# package lists live in it alone.  apt-get and friends are shadowed on PATH
# by commands that fail and write down how they were called, so nothing is
# installed or fetched here.
source "$(dirname "$0")/../lib/lib.sh"

deps=$top/tools/deps.sh

# ---- shadows: apt that cannot fetch, dpkg that knows nothing ------------------------
mkdir -p "$tmp/bin" "$tmp/poison"
: >"$tmp/called"
for c in apt-get apt apt-cache curl wget; do
	printf '#!/bin/sh\necho "%s $*" >>"%s"\nexit 100\n' "$c" "$tmp/called" >"$tmp/bin/$c"
	chmod +x "$tmp/bin/$c"
done
printf '#!/bin/sh\nexit 1\n' >"$tmp/bin/dpkg-query"
chmod +x "$tmp/bin/dpkg-query"
# a compiler that finds no cmocka: its <cmocka.h> is an #error
printf '#error "no cmocka here (tests/deps/helper.sh)"\n' >"$tmp/poison/cmocka.h"
printf '#!/bin/sh\nexec gcc -I"%s" "$@"\n' "$tmp/poison" >"$tmp/bin/nocmocka-cc"
chmod +x "$tmp/bin/nocmocka-cc"
P=$tmp/bin:$PATH

# ---- by default: one line, nothing installed ------------------------------------------
out=$(PATH=$P DEPS_INSTALL="" bash "$deps" --for "make test" libcmocka-dev probable-no-such-package 2>&1)
status=$?
if [ "$status" = 1 ] && [ "$(wc -l <<<"$out")" = 1 ] &&
	[[ $out == "make test: missing probable-no-such-package; install with: "*"apt-get install --no-install-recommends probable-no-such-package"* ]] &&
	[ ! -s "$tmp/called" ]; then
	pass "deps: by default one line names what is missing and the command that installs it, exit 1, no apt-get run"
else
	fail "deps: by default: exit $status, $(wc -l <<<"$out") lines: $out; apt calls: $(tr '\n' ';' <"$tmp/called")"
fi
out=$(PATH=$P bash "$deps" --missing libcmocka-dev probable-no-such-package make 2>&1)
status=$?
if [ "$status" = 1 ] && [ "$out" = probable-no-such-package ]; then
	pass "deps --missing: prints the missing names only (libcmocka-dev and make are found by their probes with dpkg knowing nothing)"
else
	fail "deps --missing: exit $status, printed: $out"
fi

# ---- make test on a machine without cmocka: one line, before any suite is built ----------
b=$tmp/build
out=$(PATH=$P DEPS_INSTALL="" env -u MAKELEVEL -u MAKEFLAGS -u MFLAGS make -s -C "$top" --no-print-directory test B="$b" CC=nocmocka-cc 2>&1)
status=$?
deps_lines=$(grep -vE '^make(\[[0-9]+\])?: \*\*\*' <<<"$out" | grep -c .)
if [ "$status" != 0 ] && [ "$deps_lines" = 1 ] &&
	grep -qE '^make test: missing libcmocka-dev; install with: .*apt-get install --no-install-recommends libcmocka-dev' <<<"$out" &&
	! grep -q 'no cmocka here' <<<"$out" && [ -z "$(find "$b" -name 'probable-*-O*' 2>/dev/null)" ] && [ ! -s "$tmp/called" ]; then
	pass "make test without cmocka: stops with one line naming libcmocka-dev and the install command, before building a suite"
else
	fail "make test without cmocka: exit $status, $deps_lines lines besides make's: $(head -n 5 <<<"$out" | tr '\n' '|')"
fi

# ---- asked to install: apt-get update fails, the install goes on ---------------------------
if [ "$(id -u)" = 0 ]; then
	: >"$tmp/called"
	out=$(PATH=$P DEPS_INSTALL=1 bash "$deps" --for "make test" probable-no-such-package 2>&1)
	status=$?
	calls=$(cut -d' ' -f1-2 "$tmp/called" | tr '\n' ';')
	if [ "$status" = 1 ] && [ "$calls" = "apt-get update;apt-get install;" ] &&
		grep -q 'apt-get update failed; going on with the package lists this machine has' <<<"$out" &&
		grep -q '^make test: missing probable-no-such-package' <<<"$out" &&
		grep -q -- '--no-install-recommends probable-no-such-package' "$tmp/called"; then
		pass "deps with DEPS_INSTALL=1: apt-get update fails, apt-get install runs anyway, what is still missing is said, exit 1"
	else
		fail "deps with DEPS_INSTALL=1: exit $status, apt calls: $calls; said: $(tr '\n' '|' <<<"$out")"
	fi
else
	skip "deps: install mode (DEPS_INSTALL=1) not checked: not root"
fi

# ---- never gcc-multilib ------------------------------------------------------------------
: >"$tmp/called"
out=$(PATH=$P DEPS_INSTALL=1 bash "$deps" --install gcc-multilib 2>&1)
status=$?
lists=$(bash "$deps" --list ci firmware firmware-qemu kmod packaging)
if [ "$status" = 2 ] && [ ! -s "$tmp/called" ] && ! grep -q multilib <<<"$lists"; then
	pass "deps: gcc-multilib is refused (it removes the cross gccs) and is in no group"
else
	fail "deps: gcc-multilib: exit $status, apt calls: $(tr '\n' ';' <"$tmp/called"), in groups: $(grep multilib <<<"$lists")"
fi

# ---- one place for the lists -------------------------------------------------------------
bad=
for t in $cross_triplets; do
	l=$(bash "$deps" --list "cross-$t" | tr '\n' ' ')
	[[ $l == "gcc-$t libc6-dev-"*"-cross " ]] || bad+=" $t($l)"
	grep -qx "gcc-$t" <<<"$lists" || bad+=" $t(not in ci)"
done
if [ -z "$bad" ]; then
	pass "deps: every cross triplet of tools/targets.sh has its gcc and C library in the cross group"
else
	fail "deps: cross groups:$bad"
fi
if ! grep -qE 'apt-get|libcmocka|gcc-[a-z0-9_]+-linux|clang-19' "$top/.ci/run" && grep -q 'tools/deps.sh' "$top/.ci/run"; then
	pass "deps: .ci/run names no package and runs no apt-get: it asks tools/deps.sh"
else
	fail "deps: .ci/run still has its own packages or apt-get: $(grep -nE 'apt-get|libcmocka|gcc-[a-z0-9_]+-linux|clang-19' "$top/.ci/run" | head -n 2 | tr '\n' ' ')"
fi
# the only one that runs apt-get install or update
others=$(grep -rlE 'DEBIAN_FRONTEND=[a-z]+ +apt-get|apt-get +(-[a-z]+ +)*(update|install)( +-[a-zA-Z-]+)* +(-y|\$|"\$)|apt-get update -' \
	"$top/Makefile" "$top/.ci" "$top/tools" "$top/tests" "$top/kmod" "$top/firmware" "$top/bench" 2>/dev/null |
	grep -v -e '/tools/deps\.sh$' -e '/tests/deps/helper\.sh$' | sed "s|^$top/||" | tr '\n' ' ')
if [ -z "$others" ]; then
	pass "deps: only tools/deps.sh runs apt-get install or update"
else
	fail "deps: apt-get install or update outside tools/deps.sh: $others"
fi

finish
