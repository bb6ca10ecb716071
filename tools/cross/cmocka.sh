#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/cross/cmocka.sh TRIPLET - a cmocka for a Debian cross gcc.
#
# Leaves build/cross/TRIPLET/include/cmocka.h, build/cross/TRIPLET/lib/
# libcmocka.a (or libcmocka.so, then build/cross/TRIPLET/dynamic) and
# build/cross/TRIPLET/which, one line saying which cmocka it is, which
# tools/cross/run.sh prints.  CROSS_OUT replaces build/cross.  Nothing is
# done when the one asked for is there already.
#
# CROSS_CMOCKA says which:
#   mini (the default; also "fallback")
#       tools/cross/minicmocka: the cmocka API the suites use, written for
#       this project, compiled here with TRIPLET-gcc.  Needs nothing but the
#       cross gcc: no source package, no apt-get update, no network.
#   debian (or "source")
#       Debian's own cmocka: its source package (apt-get source: needs a
#       deb-src entry, apt-get update and the network) compiled with
#       TRIPLET-gcc and a config.h written here; else Debian's multiarch
#       libcmocka-dev:ARCH (shared only: linked dynamically).  When neither
#       can be had, tools/cross/minicmocka, said as "(fallback: ...)".
#   multiarch
#       as debian, without trying the source package.
# Adding a deb-src entry (a file of our own under /etc/apt/sources.list.d/),
# a foreign dpkg architecture or a package is done only when installing is
# asked for (DEPS_INSTALL=1, as tools/deps.sh) and we are root.
set -euo pipefail

triplet=${1:?usage: tools/cross/cmocka.sh TRIPLET}
top=$(cd "$(dirname "$0")/../.." && pwd)
cross_out=${CROSS_OUT:-$top/build/cross}
out=$cross_out/$triplet
src_root=$cross_out/src
mini=$top/tools/cross/minicmocka
deps=$top/tools/deps.sh
cc=$triplet-gcc
mode=${CROSS_CMOCKA:-mini}

say() { printf 'cmocka %s: %s\n' "$triplet" "$*" >&2; }
die() { say "$*"; exit 1; }
may_change_machine() { [ "${DEPS_INSTALL:-0}" = 1 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }

# Serialise what touches apt and the shared source tree: run.sh builds
# several triplets at once.
lock() { mkdir -p "$cross_out"; exec 9>"$cross_out/.lock"; flock 9; }
unlock() { flock -u 9; }

clear_out() {
	rm -rf "${out:?}/include" "${out:?}/lib" "${out:?}/obj" "${out:?}/dynamic" "${out:?}/which"
	mkdir -p "$out/include" "$out/lib"
}

case $mode in
mini | fallback) mode=mini ;;
debian | source) mode=debian ;;
multiarch) ;;
*) die "CROSS_CMOCKA=$mode: not mini, debian or multiarch" ;;
esac

# ---- the cross compiler --------------------------------------------------
bash "$deps" --for "cmocka for $triplet" "gcc-$triplet" || exit 1

# ---- tools/cross/minicmocka ------------------------------------------------

# build_mini [WHY]: the in-tree cmocka, "(fallback: WHY)" when it stands in
# for a Debian one that could not be had.
build_mini() {
	local w=$out/obj
	clear_out
	mkdir -p "$w"
	cp "$mini/cmocka.h" "$out/include/"
	"$cc" -std=c11 -O2 -Wall -Wextra -Werror -c "$mini/cmocka.c" -o "$w/cmocka.o" 2>"$w/cc.log" || {
		cat "$w/cc.log" >&2
		return 1
	}
	"$triplet-ar" rcs "$out/lib/libcmocka.a" "$w/cmocka.o" 2>/dev/null ||
		ar rcs "$out/lib/libcmocka.a" "$w/cmocka.o"
	if [ -n "${1:-}" ]; then
		echo "tools/cross/minicmocka (fallback: $1)" >"$out/which"
	else
		echo "tools/cross/minicmocka" >"$out/which"
	fi
}

# what is there already: the same kind, and (minicmocka) not older than its source
if [ -f "$out/which" ] && [ -f "$out/include/cmocka.h" ] && { [ -f "$out/lib/libcmocka.a" ] || [ -f "$out/dynamic" ]; }; then
	case $mode:$(cat "$out/which") in
	mini:"tools/cross/minicmocka" | debian:Debian* | multiarch:"Debian libcmocka-dev"*)
		if [ "$mode" != mini ] || { [ "$out/lib/libcmocka.a" -nt "$mini/cmocka.c" ] && [ "$out/lib/libcmocka.a" -nt "$mini/cmocka.h" ]; }; then
			exit 0
		fi
		;;
	esac
fi

if [ "$mode" = mini ]; then
	build_mini || die "tools/cross/minicmocka does not compile with $cc"
	say "built lib/libcmocka.a from tools/cross/minicmocka"
	exit 0
fi

# ---- Debian's source package ------------------------------------------------

# A deb-src twin of every Debian archive entry that has none (deb822 stanzas
# and one-line entries), written to files of our own.
add_deb_src() {
	local d=/etc/apt/sources.list.d f
	[ -d "$d" ] || return 1
	{
		for f in "$d"/*.sources; do
			[ -f "$f" ] || continue
			case $f in */probable-deb-src.sources) continue ;; esac
			awk 'BEGIN { RS = ""; ORS = "\n\n" }
			{
				types = ""; uris = ""; n = split($0, l, "\n")
				for (i = 1; i <= n; i++) {
					if (l[i] ~ /^Types:/) types = l[i]
					if (l[i] ~ /^URIs:/) uris = l[i]
				}
				if (types !~ /[ \t]deb([ \t]|$)/ || types ~ /deb-src/) next
				if (uris !~ /debian/ && $0 !~ /debian-archive-keyring/) next
				if ($0 ~ /^Enabled:[ \t]*no/ || $0 ~ /\nEnabled:[ \t]*no/) next
				out = ""
				for (i = 1; i <= n; i++) {
					if (l[i] ~ /^Types:/) l[i] = "Types: deb-src"
					if (l[i] ~ /^#/) continue
					out = out l[i] "\n"
				}
				printf "%s\n", out
			}' "$f"
		done
	} >"$d/probable-deb-src.sources.tmp"
	if [ -s "$d/probable-deb-src.sources.tmp" ]; then
		mv "$d/probable-deb-src.sources.tmp" "$d/probable-deb-src.sources"
	else
		rm -f "$d/probable-deb-src.sources.tmp"
	fi
	if [ -f /etc/apt/sources.list ]; then
		sed -n 's/^[[:space:]]*deb[[:space:]]\(.*debian.*\)/deb-src \1/p' /etc/apt/sources.list \
			>"$d/probable-deb-src.list.tmp"
		if [ -s "$d/probable-deb-src.list.tmp" ]; then
			mv "$d/probable-deb-src.list.tmp" "$d/probable-deb-src.list"
		else
			rm -f "$d/probable-deb-src.list.tmp"
		fi
	fi
	[ -f "$d/probable-deb-src.sources" ] || [ -f "$d/probable-deb-src.list" ]
}

has_source() { apt-cache showsrc cmocka 2>/dev/null | grep -q '^Package: cmocka'; }

# build/cross/src/cmocka-VERSION, unpacked (Debian's patches applied)
fetch_source() {
	local dir
	dir=$(find "$src_root" -maxdepth 1 -type d -name 'cmocka-*' 2>/dev/null | sort | tail -n 1)
	if [ -n "$dir" ] && [ -f "$dir/src/cmocka.c" ]; then
		printf '%s\n' "$dir"
		return 0
	fi
	if ! has_source; then
		may_change_machine || { say "no deb-src entry for cmocka (adding one needs root and DEPS_INSTALL=1)"; return 1; }
		say "adding a deb-src entry and running apt-get update"
		add_deb_src || return 1
		bash "$deps" --update || return 1
		has_source || { say "apt-get update gave no cmocka source package"; return 1; }
	fi
	bash "$deps" --for "apt-get source" dpkg-dev || return 1
	mkdir -p "$src_root"
	say "apt-get source cmocka"
	(cd "$src_root" && apt-get source -qq cmocka >/dev/null 2>&1) || {
		(cd "$src_root" && apt-get source cmocka >&2) || return 1
	}
	dir=$(find "$src_root" -maxdepth 1 -type d -name 'cmocka-*' | sort | tail -n 1)
	[ -n "$dir" ] && [ -f "$dir/src/cmocka.c" ] || return 1
	printf '%s\n' "$dir"
}

# config.h for cmocka 1.1.x on glibc: the defines its ConfigureChecks.cmake
# writes on x86-64 (compared with a cmake run of 1.1.5), which are the same
# for every Debian Linux target (same glibc, same headers), but for the two
# that depend on the target, taken from the compiler's own macros.
# WORDS_BIGENDIAN with 4-byte pointers pads the pointer in cmocka's
# ValuePointer union (32-bit big-endian: mips, powerpc, m68k); without it
# the checks cmocka keeps by pointer (expect_string(), expect_memory(),
# expect_in_set()...) dereference the wrong half and crash there: seen on
# mips, a test with expect_string() dies of SIGSEGV.
write_config() {
	cat >"$1" <<'EOF'
/* config.h for cmocka on glibc, written by tools/cross/cmocka.sh */
#define HAVE_ASSERT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_MALLOC_H 1
#define HAVE_MEMORY_H 1
#define HAVE_SETJMP_H 1
#define HAVE_SIGNAL_H 1
#define HAVE_STDARG_H 1
#define HAVE_STDDEF_H 1
#define HAVE_STDINT_H 1
#define HAVE_STDIO_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRINGS_H 1
#define HAVE_STRING_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_TIME_H 1
#define HAVE_UNISTD_H 1
#define HAVE_STRUCT_TIMESPEC 1
#define HAVE_CALLOC 1
#define HAVE_EXIT 1
#define HAVE_FPRINTF 1
#define HAVE_SNPRINTF 1
#define HAVE_VSNPRINTF 1
#define HAVE_FREE 1
#define HAVE_LONGJMP 1
#define HAVE_SIGLONGJMP 1
#define HAVE_MALLOC 1
#define HAVE_MEMCPY 1
#define HAVE_MEMSET 1
#define HAVE_PRINTF 1
#define HAVE_SETJMP 1
#define HAVE_SIGNAL 1
#define HAVE_STRCMP 1
#define HAVE_STRSIGNAL 1
#define HAVE_CLOCK_GETTIME 1
#define HAVE_GCC_THREAD_LOCAL_STORAGE 1
#define HAVE_CLOCK_REALTIME 1
#define WORDS_SIZEOF_VOID_P __SIZEOF_POINTER__
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define WORDS_BIGENDIAN 1
#endif
EOF
}

build_from_source() {
	local dir=$1 w
	w=$out/obj
	clear_out && mkdir -p "$w" "$out/include" "$out/lib"
	write_config "$w/config.h"
	# cmocka.c includes <cmocka_private.h> (src/) and <cmocka.h> (include/).
	# -fno-lto: the archive must hold real objects for every cross ld.
	"$cc" -std=gnu99 -O2 -fPIC -fno-lto -DHAVE_CONFIG_H=1 -I"$w" -I"$dir/include" -I"$dir/src" \
		-c "$dir/src/cmocka.c" -o "$w/cmocka.o" 2>"$w/cc.log" || {
		cat "$w/cc.log" >&2
		return 1
	}
	"$triplet-ar" rcs "$out/lib/libcmocka.a" "$w/cmocka.o" 2>/dev/null ||
		ar rcs "$out/lib/libcmocka.a" "$w/cmocka.o"
	cp "$dir/include/cmocka.h" "$out/include/"
	[ -f "$dir/include/cmocka_pbc.h" ] && cp "$dir/include/cmocka_pbc.h" "$out/include/"
	printf 'Debian source %s\n' "$(basename "$dir")" >"$out/which"
}

# Debian's multiarch package: headers and a shared library only.
debian_arch() {
	case $1 in
	aarch64-linux-gnu) echo arm64 ;; arm-linux-gnueabi) echo armel ;;
	arm-linux-gnueabihf) echo armhf ;; mips-linux-gnu) echo mips ;;
	mipsel-linux-gnu) echo mipsel ;; powerpc-linux-gnu) echo powerpc ;;
	powerpc64le-linux-gnu) echo ppc64el ;; riscv64-linux-gnu) echo riscv64 ;;
	s390x-linux-gnu) echo s390x ;; sparc64-linux-gnu) echo sparc64 ;;
	alpha-linux-gnu) echo alpha ;; m68k-linux-gnu) echo m68k ;;
	sh4-linux-gnu) echo sh4 ;; i686-linux-gnu) echo i386 ;;
	*) return 1 ;;
	esac
}

# Only for the architectures the Debian archive in use has (bookworm: arm64,
# armel, armhf, i386, mipsel, ppc64el, s390x; the others are ports); an
# architecture added here is removed again if the install fails.
from_multiarch() {
	local a added=
	a=$(debian_arch "$triplet") || return 1
	if [ ! -f "/usr/lib/$triplet/libcmocka.so" ]; then
		may_change_machine || { say "no libcmocka-dev:$a (installing it needs root and DEPS_INSTALL=1)"; return 1; }
		if ! dpkg --print-foreign-architectures | grep -qx "$a"; then
			grep -qs "^Architectures:.* $a\( \|\$\)" /var/lib/apt/lists/*_InRelease || {
				say "the Debian archive here has no $a packages"
				return 1
			}
			dpkg --add-architecture "$a" && added=yes
		fi
		say "installing libcmocka-dev:$a"
		if ! bash "$deps" --install "libcmocka-dev:$a"; then
			[ -n "$added" ] && dpkg --remove-architecture "$a" 2>/dev/null
			return 1
		fi
	fi
	clear_out
	cp /usr/include/cmocka.h "$out/include/"
	ln -sf "/usr/lib/$triplet/libcmocka.so" "$out/lib/libcmocka.so"
	echo "libcmocka-dev:$a" >"$out/dynamic"
	echo "Debian libcmocka-dev:$a (dynamic)" >"$out/which"
}

dir=
if [ "$mode" = debian ]; then
	lock
	dir=$(fetch_source) || dir=
	unlock
fi
if [ -n "$dir" ] && build_from_source "$dir"; then
	say "built lib/libcmocka.a from $(basename "$dir")"
	exit 0
fi
[ "$mode" = debian ] && say "could not build from the source package; trying Debian's multiarch libcmocka-dev"
lock
from_multiarch && { unlock; say "using Debian's libcmocka-dev (dynamic)"; exit 0; }
unlock
why="neither Debian's source package nor libcmocka-dev:$(debian_arch "$triplet" || echo '?') could be had"
[ "$mode" = multiarch ] && why="libcmocka-dev:$(debian_arch "$triplet" || echo '?') could not be had"
build_mini "$why" || die "no cmocka for $triplet: $why, and tools/cross/minicmocka does not compile"
say "using tools/cross/minicmocka: $why"
