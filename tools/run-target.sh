#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/run-target.sh - run a program that $CC built: directly when CC builds
# for this machine, under qemu-user when it cross-compiles and qemu is
# installed (with -L /usr/<triplet>, Debian's cross C library), otherwise say
# on stderr that it was built and not run, and succeed.
#
#   CC=powerpc64le-linux-gnu-gcc tools/run-target.sh build/probable-info [ARGS]
#
# The Makefile runs `make`'s examples and tools/probable-info through it, so
# `make CC=<cross gcc>` shows the other arch's numbers instead of failing
# with "Exec format error".  CFLAGS is passed to `$CC -dumpmachine` too
# (clang --target=...).
set -u
prog=$1
shift

# qemu-user's name for a triplet's CPU field ("" when there is none here)
qemu_cpu() {
	case $1 in
	i?86) echo i386 ;;
	arm | armv*l | armv*hf) echo arm ;;
	armeb | armv*b) echo armeb ;;
	powerpc | ppc) echo ppc ;;
	powerpc64 | ppc64) echo ppc64 ;;
	powerpc64le | ppc64le) echo ppc64le ;;
	# sh4 binaries hang under Debian 12's qemu-sh4 (7.2), even hello world
	sh4 | sh4eb) echo "" ;;
	*) echo "$1" ;;
	esac
}

cc=${CC:-cc}
# shellcheck disable=SC2086 # CC and CFLAGS are command lines
triplet=$($cc ${CFLAGS:-} -dumpmachine 2>/dev/null | head -n 1)
cpu=${triplet%%-*}
host=$(uname -m)
case $cpu in
"" | "$host") exec "$prog" "$@" ;;                    # native (or a compiler without -dumpmachine)
i?86) [ "$host" = x86_64 ] && [ "$cc" = "${cc%-linux-gnu-gcc}" ] && exec "$prog" "$@" ;; # -m32
esac

q=$(qemu_cpu "$cpu")
qemu=
[ -n "$q" ] && qemu=$(command -v "qemu-$q-static" || command -v "qemu-$q" || true)
if [ -z "$qemu" ]; then
	why="qemu-${q:-$cpu}-static is not installed (apt-get install qemu-user-static)"
	[ -z "$q" ] && why="qemu-user cannot run $cpu programs here"
	echo "$prog: built for $triplet, not run: $why" >&2
	exit 0
fi
# Debian's cross C library: /usr/<triplet> (a clang triplet has a vendor field)
sysroot=
for d in "/usr/$triplet" "/usr/${triplet/-unknown-/-}" "/usr/${triplet/-pc-/-}"; do
	[ -d "$d" ] && { sysroot=$d; break; }
done
exec "$qemu" ${sysroot:+-L "$sysroot"} "$prog" "$@"
