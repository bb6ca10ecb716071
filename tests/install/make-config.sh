#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/install/make-config.sh - `make` with another compiler or arch, as the
# README says: `make ARCH=avr` and `make CC=<cross gcc>` show that arch, a
# plain `make` afterwards shows this machine's again (build/config holds CC,
# CFLAGS and ARCH; what depends on them is rebuilt when it changes), a cross
# build runs under qemu-user or is built and said not run; and `make test`
# builds its gcc and g++ suites with $(CC) $(CFLAGS) and $(CXX) $(CXXFLAGS).
# Builds in a scratch B= directory, not build/.
source "$(dirname "$0")/../lib/lib.sh"
b=$tmp/build
read -r arch _ <<<"$(arch_values cc)"

# info ARGS...: the arch `make -s ARGS` prints
info() { make -s -C "$top" B="$b" "$@" 2>"$tmp/err" | sed -n 's/^arch: *//p'; }

got=$(info)
[ "$got" = "$arch" ] && pass "make: arch: $arch" || fail "make: arch '$got', not $arch: $(tail -n 2 "$tmp/err")"
got=$(info ARCH=avr)
[ "$got" = avr ] && pass "make ARCH=avr: arch: avr" || fail "make ARCH=avr: arch '$got'"
before=$(stat -c %Y "$b/config")
sleep 1
got=$(info)
[ "$got" = "$arch" ] && pass "make after make ARCH=avr: arch: $arch again (rebuilt)" || fail "make after make ARCH=avr: arch '$got', not $arch"
[ "$(stat -c %Y "$b/config")" != "$before" ] && pass "build/config rewritten when ARCH changed" ||
	fail "build/config not rewritten when ARCH changed"
before=$(stat -c %Y "$b/config")
sleep 1
out=$(make -C "$top" B="$b" 2>&1)
if [ "$(stat -c %Y "$b/config")" = "$before" ] && ! grep -q -- '-o .*probable-info' <<<"$out"; then
	pass "make twice: build/config untouched, nothing rebuilt"
else
	fail "make twice: build/config rewritten or probable-info rebuilt"
fi
got=$(info CFLAGS='-O2 -DARCH=mips')
[ "$got" = mips ] && pass "make CFLAGS='-O2 -DARCH=mips': arch: mips (CFLAGS is part of the configuration)" || fail "make CFLAGS=-DARCH=mips: arch '$got'"

if have powerpc64le-linux-gnu-gcc; then
	got=$(info CC=powerpc64le-linux-gnu-gcc)
	if have qemu-ppc64le-static; then
		[ "$got" = powerpc ] && pass "make CC=powerpc64le-linux-gnu-gcc: arch: powerpc (run under qemu-ppc64le-static)" ||
			fail "make CC=powerpc64le-linux-gnu-gcc: arch '$got': $(tail -n 2 "$tmp/err")"
	else
		grep -q 'not run' "$tmp/err" && pass "make CC=powerpc64le-linux-gnu-gcc: built, said not run (no qemu)" ||
			fail "make CC=powerpc64le-linux-gnu-gcc without qemu: $(tail -n 2 "$tmp/err")"
	fi
	got=$(info)
	[ "$got" = "$arch" ] && pass "make after make CC=<cross gcc>: arch: $arch again" || fail "make after CC=<cross gcc>: arch '$got'"
else
	skip "make CC=powerpc64le-linux-gnu-gcc: not installed"
fi

# a compiler for a CPU no qemu here runs: built, and said so (exit status 0)
cat >"$tmp/fakecc" <<'EOF'
#!/bin/sh
# a "cross compiler" for a CPU without qemu: cc that says another triplet
case "$*" in *-dumpmachine*) echo nosuchcpu-linux-gnu; exit 0 ;; esac
exec cc "$@"
EOF
chmod +x "$tmp/fakecc"
if make -s -C "$top" B="$tmp/build2" CC="$tmp/fakecc" >"$tmp/out" 2>&1 &&
	grep -q 'probable-info: built for nosuchcpu-linux-gnu, not run: qemu-nosuchcpu-static is not installed' "$tmp/out" &&
	! grep -q '^arch:' "$tmp/out"; then
	pass "make CC=<compiler for a CPU without qemu>: built, 'not run' said, make succeeds"
else
	fail "make CC=<compiler for a CPU without qemu>: $(tail -n 3 "$tmp/out" | tr '\n' ' ')"
fi

# make test: the gcc/g++ suites take CC, CFLAGS, CXX, CXXFLAGS (dry run)
out=$(make -n -C "$top" B="$b" test CC=clang CFLAGS=-DMARK_C CXX=clang++ CXXFLAGS=-DMARK_CXX 2>&1)
c_line=$(grep -- "-o $b/probable-gcc-c11-O2 " <<<"$out")
cxx_line=$(grep -- "-o $b/probable-gxx-cxx11-O2 " <<<"$out")
run_line=$(grep 'tests/lib/run.sh' <<<"$out")
case $c_line in "clang -DMARK_C "*) pass "make test CC=clang CFLAGS=...: the gcc suites are built with clang -DMARK_C" ;;
*) fail "make test CC=clang: gcc suite built with '${c_line%% -I*}'" ;; esac
case $cxx_line in "clang++ -DMARK_CXX "*) pass "make test CXX=clang++ CXXFLAGS=...: the g++ suites are built with clang++ -DMARK_CXX" ;;
*) fail "make test CXX=clang++: g++ suite built with '${cxx_line%% -I*}'" ;; esac
case $run_line in "CC='clang' CXX='clang++' bash tests/lib/run.sh "*) pass "make test passes CC and CXX to the shell tests" ;;
*) fail "make test: the shell tests are run as '${run_line:0:60}'" ;; esac
finish
