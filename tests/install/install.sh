#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/install/install.sh - make install / uninstall with PREFIX, DESTDIR and
# a separate includedir: the layout (<includedir>/probable/*.h with arch/
# beside them), what probable.pc and the CMake package say, builds through
# `pkg-config --cflags probable` and through -I<includedir> alone, and an
# uninstall that removes exactly what install put there (a fresh prefix is
# left empty; a directory that was there before stays).
source "$(dirname "$0")/../lib/lib.sh"
cc=${CC:-cc}
version=$(sed -n 's/^#define PROBABLE_VERSION "\(.*\)"/\1/p' "$top/include/probable.h")

prefix=$tmp/prefix
if make -s -C "$top" install PREFIX="$prefix" >"$tmp/log" 2>&1; then
	pass "install PREFIX=...: $(find "$prefix" -type f | wc -l) files, $(find "$prefix" -type l | wc -l) links"
else
	fail "install PREFIX=...: $(tail -1 "$tmp/log")"
fi

# the layout
bad=
for h in "$top"/include/*.h; do
	cmp -s "$h" "$prefix/include/probable/${h##*/}" || bad+=" include/probable/${h##*/}"
done
for h in "$top"/arch/*/*.h "$top/arch/arches.list"; do
	cmp -s "$h" "$prefix/include/probable/${h#"$top"/}" || bad+=" include/probable/${h#"$top"/}"
done
for f in share/pkgconfig/probable.pc share/cmake/probable/probableConfig.cmake \
	share/cmake/probable/probableConfigVersion.cmake share/cmake/probable/probableArch.cmake; do
	[ -f "$prefix/$f" ] || bad+=" $f"
done
[ -x "$prefix/bin/probable-fix" ] || bad+=" bin/probable-fix"
[ -x "$prefix/bin/probable-report" ] || bad+=" bin/probable-report"
[ -f "$prefix/share/man/man1/probable-report.1" ] || bad+=" share/man/man1/probable-report.1"
[ -e "$prefix/include/probable/include" ] && bad+=" (the old include/probable/include/)"
[ -e "$prefix/include/probable/single" ] && bad+=" (a single header installed)"
[ -z "$bad" ] && pass "install: every header in include/probable/, arch/ beside them, probable.pc, the CMake package, bin/probable-fix" ||
	fail "install: missing or different:$bad"

# the README's list of installed files ("PREFIX/..." lines of its code
# blocks, * not crossing a /) is what install wrote: every file or link
# matches a line, every line matches a file
readme_list=$(awk '/^```/ { code = !code; next } code && /^PREFIX\// { print substr($1, 8) }' "$top/README.md")
# shellcheck disable=SC2053 # the README's line is a glob
matches() { [ "${1//[^\/]/}" = "${2//[^\/]/}" ] && [[ $1 == $2 ]]; }
files=$(cd "$prefix" && find . ! -type d | sed 's|^\./||' | sort)
undocumented= unmatched=
while read -r f; do
	hit=
	while read -r g; do matches "$f" "$g" && { hit=1; break; }; done <<<"$readme_list"
	[ -n "$hit" ] || undocumented+=" $f"
done <<<"$files"
while read -r g; do
	hit=
	while read -r f; do matches "$f" "$g" && { hit=1; break; }; done <<<"$files"
	[ -n "$hit" ] || unmatched+=" PREFIX/$g"
done <<<"$readme_list"
if [ -z "$readme_list" ]; then
	fail "README: no list of installed files (PREFIX/... lines in a code block)"
elif [ -z "$undocumented$unmatched" ]; then
	pass "README: its $(wc -l <<<"$readme_list") PREFIX/... lines cover the $(wc -l <<<"$files") files install wrote, each line at least one"
else
	fail "README's list of installed files:${undocumented:+ installed but not listed:$undocumented}${unmatched:+ listed but not installed:$unmatched}"
fi
# and where it tells a private prefix's pkg-config to look is where probable.pc went
pcdir=$(cd "$prefix" && find . -name probable.pc | sed 's|^\./||; s|/probable.pc$||')
if grep -qE "PKG_CONFIG_PATH=[^ ]*/$pcdir( |\$)" "$top/README.md"; then
	pass "README: PKG_CONFIG_PATH=PREFIX/$pcdir, where install put probable.pc"
else
	fail "README: no PKG_CONFIG_PATH=.../$pcdir (install put probable.pc in PREFIX/$pcdir)"
fi

# the installed probable-report finds the installed arch headers (beside
# bin/: include/probable/) and reads their thresholds: x86's 89/11 and
# powerpc's 94/6 tell a change 95 -> 92 apart
if have python3 && [ -x "$prefix/bin/probable-report" ]; then
	t=$(cd / && "$prefix/bin/probable-report" arches 2>&1 |
		awk '$1 == "x86" { x = $2 } $1 == "powerpc" { p = $2 } NR > 1 { n++ } END { print x, p, n }')
	n=$(grep -c '^[a-z]' "$top/arch/arches.list")
	[ "$t" = "89 94 $n" ] && pass "installed probable-report reads the installed arch headers ($n arches)" ||
		fail "installed probable-report: arch table from the installed headers: $t (want 89 94 $n)"
fi

# probable.pc: relocatable variables
pc=$prefix/share/pkgconfig/probable.pc
if grep -qx "prefix=$prefix" "$pc" && grep -qx 'includedir=${prefix}/include' "$pc" &&
	grep -qx 'Cflags: -I${includedir}/probable -I${includedir}/probable/arch' "$pc" && grep -qx "Version: $version" "$pc"; then
	pass "probable.pc: prefix=, includedir=\${prefix}/include, Cflags -I\${includedir}/probable (and /arch for TCC), Version $version"
else
	fail "probable.pc: unexpected contents: $(grep -v '^#' "$pc" | tr '\n' ' ')"
fi
grep -q '^set(_probable_incdir "../../../include")$' "$prefix/share/cmake/probable/probableConfig.cmake" &&
	pass "probableConfig.cmake: the include directory relative to itself (relocatable)" ||
	fail "probableConfig.cmake: the include directory is not ../../../include"

if have pkg-config; then
	cflags=$(PKG_CONFIG_PATH=$prefix/share/pkgconfig pkg-config --cflags probable)
	# shellcheck disable=SC2086 # flags
	if $cc -std=c99 -Wall -Werror $cflags -c "$top/tests/fixtures/user-code.c" -o "$tmp/u.o" &&
		[ "$(printf '#include <probable.h>\nPROBABLE_ARCH\n' | $cc $cflags -DARCH=mips -E -P -x c - | tail -n 1)" = '"mips"' ]; then
		pass "install: a user file builds with pkg-config --cflags probable ($cflags); -DARCH=mips finds arch/mips"
	else
		fail "install: user build with '$cflags' failed"
	fi
else
	skip "install: pkg-config not installed"
fi
out=$(printf '#include <probable/probable.h>\nPROBABLE_ARCH PROBABLE_ARCH_SOURCE\n' | $cc -I"$prefix/include" -DARCH=sparc64 -E -P -x c - 2>&1 | tail -n 1)
[ "$out" = '"sparc" "arch/sparc/probability.h"' ] &&
	pass "install: #include <probable/probable.h> with -I<prefix>/include alone; -DARCH=sparc64 gives sparc" ||
	fail "install: <probable/probable.h> with -I<prefix>/include: '$out'"

make -s -C "$top" uninstall PREFIX="$prefix" >"$tmp/log" 2>&1
left=$(find "$prefix" -mindepth 1 2>/dev/null)
[ -z "$left" ] && pass "uninstall PREFIX=...: the prefix is empty again" ||
	fail "uninstall PREFIX=...: left $(wc -l <<<"$left"): $(head -n 3 <<<"$left" | tr '\n' ' ')"

# a prefix that had bin/ and share/man/ (the system's) keeps them
pre=$tmp/pre
mkdir -p "$pre/bin" "$pre/share/man"
: >"$pre/bin/other-tool"
make -s -C "$top" install PREFIX="$pre" >/dev/null 2>&1
make -s -C "$top" uninstall PREFIX="$pre" >/dev/null 2>&1
left=$(cd "$pre" && find . -mindepth 1 | sort | tr '\n' ' ')
[ "$left" = "./bin ./bin/other-tool ./share ./share/man " ] &&
	pass "uninstall: directories that were there before install stay, with their files" ||
	fail "uninstall with existing bin/ and share/man/: left '$left'"

dest=$tmp/dest
make -s -C "$top" install DESTDIR="$dest" PREFIX=/usr >/dev/null 2>&1
if [ -f "$dest/usr/include/probable/probable.h" ] && [ -f "$dest/usr/include/probable/arch/mips/probability.h" ] &&
	grep -qx 'prefix=/usr' "$dest/usr/share/pkgconfig/probable.pc" && [ ! -e "$dest/usr/share/probable" ]; then
	pass "install DESTDIR=... PREFIX=/usr: staged under DESTDIR, probable.pc says prefix=/usr, no list of directories"
else
	fail "install DESTDIR=... PREFIX=/usr: files or probable.pc not as expected"
fi
make -s -C "$top" uninstall DESTDIR="$dest" PREFIX=/usr >/dev/null 2>&1
left=$(find "$dest" ! -type d 2>/dev/null | wc -l)
[ "$left" = 0 ] && [ ! -e "$dest/usr/include/probable" ] && pass "uninstall DESTDIR=...: no file or link left" ||
	fail "uninstall DESTDIR=...: $left files left"

# an includedir outside the prefix: absolute paths where relative ones cannot be
odd=$tmp/odd
make -s -C "$top" install PREFIX="$odd/usr" includedir="$odd/inc" >/dev/null 2>&1
if grep -qx "includedir=$odd/inc" "$odd/usr/share/pkgconfig/probable.pc" &&
	grep -q "^set(_probable_incdir \"$odd/inc\")\$" "$odd/usr/share/cmake/probable/probableConfig.cmake" &&
	[ -f "$odd/inc/probable/probable.h" ]; then
	pass "install includedir=<outside the prefix>: probable.pc and the CMake package name it absolutely"
else
	fail "install includedir=<outside the prefix>: probable.pc or probableConfig.cmake wrong"
fi
make -s -C "$top" uninstall PREFIX="$odd/usr" includedir="$odd/inc" >/dev/null 2>&1
[ -z "$(find "$odd" ! -type d)" ] && pass "uninstall includedir=<outside the prefix>: nothing left" ||
	fail "uninstall includedir=<outside the prefix>: files left"
finish
