#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/deps.sh - what the tests and builds need from Debian, in one place.
#
#   bash tools/deps.sh [--for WHAT] GROUP|PACKAGE...   say what is missing
#   bash tools/deps.sh --install GROUP|PACKAGE...       install what is missing
#   bash tools/deps.sh --missing GROUP|PACKAGE...       the missing names, one a line
#   bash tools/deps.sh --list GROUP...                  the packages of the groups
#   bash tools/deps.sh --update                         apt-get update (as root)
#   bash tools/deps.sh --groups                         the groups and what they hold
#
# The groups are below (group_*); every other word is a Debian package name
# (PACKAGE:ARCH for another architecture's).  A package counts as there when
# dpkg has it installed or when its probe finds what it provides (a command,
# a header the compiler finds, a file), so a toolchain installed outside
# dpkg, or a machine without dpkg, is judged by what it has.
#
# By default nothing is installed: what is missing is printed on one line,
# with the command that installs it, and the exit status is 1.  With
# --install, or DEPS_INSTALL=1 in the environment (.ci/run sets it), what is
# missing is installed with apt-get when we are root: `apt-get update` first,
# and when that fails (no network, a firewall, apt's signature check) the
# install goes on from the package lists the machine already has
# (DEPS_APT_UPDATE=0 skips the update).  Exit status: 0 when everything is
# there (afterwards), 1 when something is missing, 2 on a usage error.
#
# gcc-multilib (and g++-multilib) are never installed: Debian's conflict
# with every cross gcc, so installing them removes the 14 cross compilers.
# -m32 builds use i686-linux-gnu-gcc.

# shellcheck disable=SC2034 # the group_* lists are read through ${!name}
set -uo pipefail

# ---- the groups --------------------------------------------------------------
# (group_NAME: read through ${!v})

# The cross targets: triplet and Debian architecture (libc6-dev-ARCH-cross,
# PACKAGE:ARCH).  The triplets are tools/targets.sh's cross_triplets.
cross_arches="aarch64-linux-gnu:arm64 arm-linux-gnueabi:armel arm-linux-gnueabihf:armhf
mips-linux-gnu:mips mipsel-linux-gnu:mipsel powerpc-linux-gnu:powerpc
powerpc64le-linux-gnu:ppc64el riscv64-linux-gnu:riscv64 s390x-linux-gnu:s390x
sparc64-linux-gnu:sparc64 alpha-linux-gnu:alpha m68k-linux-gnu:m68k
sh4-linux-gnu:sh4 i686-linux-gnu:i386"

# make and make test at all: the compilers, cmocka, Python; the tools the
# shell tests call (nm, objdump and readelf from binutils, setpriv from
# util-linux, git, patch, pkg-config) and gcc's sanitizer runtimes
group_base="make gcc g++ libcmocka-dev python3 patch binutils util-linux git pkg-config libasan8 libtsan2"
# make cross-test and tests/cross/: every cross gcc with its C library, and
# qemu-user (cross-TRIPLET: one target's gcc and C library)
group_cross="qemu-user-static"
for ta in $cross_arches; do
	group_cross+=" gcc-${ta%%:*} libc6-dev-${ta##*:}-cross"
done
# tests/compile/ and tests/codegen/ with a newer clang (warning matrix,
# MSVC targets, llvm-objdump-19)
group_clang19="clang-19 llvm-19 libclang-rt-19-dev"
# make firmware: the bare-metal toolchains and their C libraries (the
# examples' headers); firmware-qemu: the boards they run on (optional:
# without them the runs are skipped)
group_firmware="gcc-arm-none-eabi binutils-arm-none-eabi libnewlib-arm-none-eabi
gcc-avr binutils-avr avr-libc
gcc-riscv64-unknown-elf binutils-riscv64-unknown-elf picolibc-riscv64-unknown-elf"
group_firmware_qemu="qemu-system-arm qemu-system-misc"
# make kmod: Debian's kernel headers (Kbuild), modinfo, nm
group_kmod="linux-headers-amd64 kmod make binutils"
# tools/kernel-profile/boot.sh --install: Debian's kernel source, what
# building it takes, the emulator it boots in and the initramfs's busybox
group_kernel_profile="linux-source-6.1 qemu-system-x86 busybox-static flex bison bc
libelf-dev libssl-dev xz-utils cpio time python3 make gcc"
# the packaging checks: CMake, Meson, pkg-config, man pages
group_packaging="cmake meson ninja-build pkg-config groff-base mandoc"
# make evidence: the plots of docs/evidence/ (gnuplot without X)
group_plot="gnuplot-nox"
# the HTML report rendered and measured (tests/tools/)
group_browser="chromium"
# make bench, make bench-overhead: instructions under callgrind
group_bench="valgrind python3"
# make test with nothing skipped for want of a package: every package whose
# absence turns a check of tests/ into a SKIP (tests/deps/skips.sh holds
# the SKIP messages of tests/ to this list): the base, the clang and tcc
# suites, the cross gccs and qemu-user (tests/cross/, tests/codegen/,
# tests/compile/), clang 19, the packaging checks, the plots, the browser
group_test="base clang llvm tcc cross clang19 packaging plot browser"
# what .ci/run installs before it starts (firmware and kmod install theirs
# when `make firmware` and `make kmod` run with DEPS_INSTALL=1)
group_ci="test"

groups="test base cross clang19 firmware firmware-qemu kmod kernel-profile packaging plot browser bench ci"
# the groups made of groups (and packages)
meta_groups="test ci"

# the packages of one group (cross-TRIPLET too); 1 when NAME is no group
group() {
	local v ta
	case $1 in
	cross-*)
		for ta in $cross_arches; do
			if [ "${ta%%:*}" = "${1#cross-}" ]; then
				echo "gcc-${ta%%:*} libc6-dev-${ta##*:}-cross"
				return 0
			fi
		done
		return 1
		;;
	esac
	case " $groups " in *" $1 "*) ;; *) return 1 ;; esac
	v=group_${1//-/_}
	case " $meta_groups " in
	*" $1 "*) # a group of groups and packages
		for ta in ${!v}; do group "$ta" || echo "$ta"; done
		return 0
		;;
	esac
	echo "${!v}"
}

# groups and packages to packages, each once, in order
expand() {
	local w p seen=" "
	for w in "$@"; do
		if p=$(group "$w"); then
			:
		else
			case $w in
			*-multilib | *-multilib:*)
				echo "tools/deps.sh: $w is not to be installed: Debian's conflicts with every cross gcc (installing it removes them; i686-linux-gnu-gcc serves -m32)" >&2
				return 1
				;;
			*[!a-z0-9.+:-]* | "" | -*)
				echo "tools/deps.sh: '$w' is neither a group ($groups, cross-TRIPLET) nor a package name" >&2
				return 1
				;;
			esac
			p=$w
		fi
		for p in $p; do
			case $seen in *" $p "*) continue ;; esac
			seen+="$p "
			echo "$p"
		done
	done
}

# ---- is a package there -------------------------------------------------------

have() { command -v "$1" >/dev/null 2>&1; }
# does this compiler (and flags) find the header?
has_header() { # header cc flags...
	local h=$1
	shift
	have "$1" && printf '#include <%s>\n' "$h" | "$@" -E -x c - >/dev/null 2>&1
}
triplet_of() { # Debian arch -> triplet
	local ta
	for ta in $cross_arches; do
		[ "${ta##*:}" = "$1" ] && { echo "${ta%%:*}"; return 0; }
	done
	return 1
}

# What a package provides, looked for without dpkg: 0 found, 1 not.
probe() {
	local p=$1 t cc
	case $p in
	*:*) return 1 ;; # another architecture's: dpkg only
	libcmocka-dev)
		cc=${DEPS_CC:-cc}
		have "$cc" || cc=gcc
		printf '#include <stdarg.h>\n#include <stddef.h>\n#include <setjmp.h>\n#include <cmocka.h>\nint main(void) { return 0; }\n' |
			"$cc" -x c - -o /dev/null -lcmocka >/dev/null 2>&1
		;;
	gcc-*-linux-gnu*) have "${p#gcc-}-gcc" ;;
	libc6-dev-*-cross)
		t=${p#libc6-dev-}
		t=$(triplet_of "${t%-cross}") && [ -f "/usr/$t/include/stdio.h" ]
		;;
	qemu-user-static) have qemu-aarch64-static && have qemu-mips-static ;;
	qemu-system-misc) have qemu-system-avr && have qemu-system-riscv64 && have qemu-system-riscv32 ;;
	clang-19) have clang-19 ;;
	llvm-19) have llvm-objdump-19 ;;
	llvm) have llvm-objdump ;;
	util-linux) have setpriv ;;
	chromium) have chromium ;;
	libasan8 | libtsan2)
		t=${p#lib}
		t=${t%%[0-9]*}
		have gcc && [ -e "$(gcc -print-file-name="lib$t.so")" ] && [ "$(gcc -print-file-name="lib$t.so")" != "lib$t.so" ]
		;;
	ninja-build) have ninja ;;
	gnuplot-nox) have gnuplot ;;
	groff-base) have groff ;;
	dpkg-dev) have dpkg-source ;;
	binutils) have nm && have objdump ;;
	kmod) have modinfo ;;
	linux-headers-amd64)
		if [ -n "${KDIR:-}" ]; then
			[ -f "$KDIR/Makefile" ]
		else
			compgen -G '/usr/src/linux-headers-*-amd64/Makefile' >/dev/null
		fi
		;;
	gcc-arm-none-eabi) have arm-none-eabi-gcc ;;
	gcc-avr) have avr-gcc ;;
	gcc-riscv64-unknown-elf) have riscv64-unknown-elf-gcc ;;
	binutils-*) have "${p#binutils-}-as" ;;
	libnewlib-arm-none-eabi) has_header stdio.h arm-none-eabi-gcc ;;
	avr-libc) has_header stdio.h avr-gcc -mmcu=atmega328p ;;
	picolibc-riscv64-unknown-elf) has_header stdio.h riscv64-unknown-elf-gcc --specs=picolibc.specs ;;
	*) have "$p" ;; # make, gcc, g++, clang, tcc, cmake, meson, groff, ...
	esac
}

# The packages (arguments) that are missing, one a line.  dpkg is asked
# once for all of them; the probe decides for the ones it lacks.
missing_of() {
	local installed p
	installed=" "
	if have dpkg-query; then
		installed+=$(dpkg-query -W -f '${Package} ${Package}:${Architecture} ${db:Status-Abbrev}\n' "$@" 2>/dev/null |
			awk 'substr($3, 2, 1) == "i" { printf "%s %s ", $1, $2 }')
		installed+=" "
	fi
	for p in "$@"; do
		case $installed in *" $p "*) continue ;; esac
		probe "$p" && continue
		echo "$p"
	done
}

# ---- apt ----------------------------------------------------------------------

is_root() { [ "$(id -u)" = 0 ]; }
log=$(mktemp "${TMPDIR:-/tmp}/deps.XXXXXX")
trap 'rm -f "$log"' EXIT

apt_update() {
	[ "${DEPS_APT_UPDATE:-1}" = 0 ] && return 0
	if ! apt-get update -qq >"$log" 2>&1 || grep -qE '^(E|W): .*(GPG|signature|NO_PUBKEY|Failed to fetch|not signed)' "$log"; then
		echo "deps: apt-get update failed; going on with the package lists this machine has:" >&2
		grep -E '^(E|W):' "$log" | head -n 3 | sed 's/^/deps:   /' >&2
		return 1
	fi
}

install_pkgs() {
	if ! is_root || ! have apt-get; then
		return 1
	fi
	# one apt at a time (parallel callers: tools/cross/run.sh's targets)
	exec 8>"${TMPDIR:-/tmp}/probable-deps.lock"
	have flock && flock 8
	echo "deps: installing $*" >&2
	apt_update
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >"$log" 2>&1 || {
		echo "deps: apt-get install failed:" >&2
		grep -E '^(E|W):' "$log" | head -n 5 | sed 's/^/deps:   /' >&2
		# one name apt cannot have stops the whole command: the others
		# one by one, so that what can be installed is
		local p
		[ $# -gt 1 ] && for p in "$@"; do
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$p" >"$log" 2>&1 ||
				echo "deps: could not install $p" >&2
		done
	}
	have flock && flock -u 8
	return 0
}

# the command that installs them, for the message
install_command() {
	if is_root; then
		printf 'apt-get install --no-install-recommends %s' "$*"
	else
		printf 'sudo apt-get install --no-install-recommends %s' "$*"
	fi
}

# ---- main ------------------------------------------------------------------------

mode=check what=
install=${DEPS_INSTALL:-0}
[ "$install" = 1 ] || install=0
while [ $# -gt 0 ]; do
	case $1 in
	--install) install=1 ;;
	--missing) mode=missing ;;
	--list) mode=list ;;
	--groups) mode=groups ;;
	--update) mode=update ;;
	--for) what=${2:?--for needs a name}; shift ;;
	--for=*) what=${1#--for=} ;;
	-h | --help) sed -n '3,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	--) shift; break ;;
	-*) echo "tools/deps.sh: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
	shift
done

case $mode in
groups)
	for g in $groups; do
		v=group_${g//-/_}
		# shellcheck disable=SC2086 # one line
		printf '%-14s %s\n' "$g" "$(printf '%s ' ${!v})"
	done
	printf '%-14s %s\n' cross-TRIPLET "that target's gcc-TRIPLET and libc6-dev-ARCH-cross"
	exit 0
	;;
update)
	if ! is_root || ! have apt-get; then
		echo "deps: apt-get update needs root and apt-get" >&2
		exit 1
	fi
	apt_update
	exit
	;;
esac

[ $# -gt 0 ] || { echo "usage: tools/deps.sh [--install|--missing|--list] GROUP|PACKAGE... (groups: $groups, cross-TRIPLET)" >&2; exit 2; }
pkgs=$(expand "$@") || exit 2
# shellcheck disable=SC2086 # one word a package
set -- $pkgs

if [ "$mode" = list ]; then
	printf '%s\n' "$@"
	exit 0
fi

missing=$(missing_of "$@")
if [ "$mode" = missing ]; then
	[ -n "$missing" ] && printf '%s\n' "$missing"
	[ -z "$missing" ]
	exit
fi

[ -z "$missing" ] && exit 0
# shellcheck disable=SC2086
set -- $missing
if [ "$install" = 1 ] && is_root && have apt-get; then
	install_pkgs "$@"
	missing=$(missing_of "$@")
	[ -z "$missing" ] && exit 0
	# shellcheck disable=SC2086
	set -- $missing
fi

# one line: what is missing, for what, and how to install it
how=
if have apt-get; then
	how="install with:  $(install_command "$@")  (or: bash tools/deps.sh --install ${*})"
else
	how="install them with your package manager (these are Debian's names)"
fi
if [ "$install" = 1 ] && ! { is_root && have apt-get; }; then
	how="not installed (installing needs root and apt-get); $how"
fi
echo "${what:+$what: }missing $*; $how" >&2
exit 1
