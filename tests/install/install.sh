#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/install/install.sh - make install / uninstall with PREFIX and DESTDIR, and a
# user's build through `pkg-config --cflags probable`.
source "$(dirname "$0")/../lib/lib.sh"

prefix=$tmp/prefix
if make -s -C "$top" install PREFIX="$prefix" >"$tmp/log" 2>&1; then
	pass "install PREFIX=...: $(find "$prefix" -type f | wc -l) files"
else
	fail "install PREFIX=...: $(tail -1 "$tmp/log")"
fi
if have pkg-config; then
	cflags=$(PKG_CONFIG_PATH=$prefix/share/pkgconfig pkg-config --cflags probable)
	if cc -std=c99 -Wall -Werror $cflags -c "$top/tests/fixtures/user-code.c" -o "$tmp/u.o" &&
	   cc $cflags -DARCH=mips -E -x c - <<<'#include <probable.h>' >/dev/null; then
		pass "install: a user file builds with pkg-config --cflags probable ($cflags)"
	else
		fail "install: user build with '$cflags' failed"
	fi
else
	skip "install: pkg-config not installed"
fi
make -s -C "$top" uninstall PREFIX="$prefix" >/dev/null 2>&1
left=$(find "$prefix" -type f 2>/dev/null | wc -l)
[ "$left" = 0 ] && pass "uninstall PREFIX=...: nothing left" || fail "uninstall PREFIX=...: $left files left"

dest=$tmp/dest
make -s -C "$top" install DESTDIR="$dest" PREFIX=/usr >/dev/null 2>&1
if [ -f "$dest/usr/include/probable/include/probable.h" ] && [ -f "$dest/usr/include/probable/arch/mips/probability.h" ] &&
   grep -q '^includedir=/usr/include$' "$dest/usr/share/pkgconfig/probable.pc"; then
	pass "install DESTDIR=... PREFIX=/usr: staged under DESTDIR, pkg-config file says /usr"
else
	fail "install DESTDIR=... PREFIX=/usr: files or pkg-config file not where expected"
fi
make -s -C "$top" uninstall DESTDIR="$dest" PREFIX=/usr >/dev/null 2>&1
left=$(find "$dest" -type f 2>/dev/null | wc -l)
[ "$left" = 0 ] && pass "uninstall DESTDIR=...: nothing left" || fail "uninstall DESTDIR=...: $left files left"
finish
