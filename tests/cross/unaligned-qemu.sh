#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/cross/unaligned-qemu.sh - the round trips of tests/fixtures/unaligned-roundtrip.h
# (every type, offset 0..15, every path) on the Debian cross gccs, run
# under qemu user mode: tests/cross/qemu-roundtrip.c, linked static, must print
# "roundtrip: N checks, 0 failed" and exit 0.
#
# sparc64 and mips, whose CPUs trap a misaligned load (qemu delivers
# SIGBUS, with no kernel fix-up), run it at -O2 and -O3, after a control
# that proves the test can fail there: a misaligned load through the
# direct path (get_unaligned_p(p, 0) where PROBABLE_ACCESS(0) is direct,
# else a plain dereference) must die of SIGBUS, and the same load at an
# aligned address must not.  Every other cross gcc that qemu runs here
# runs it at -O2; alpha linked dynamically (qemu-alpha-static -L
# /usr/alpha-linux-gnu), sh4 compiled only.  A missing compiler or qemu
# is a skip.
source "$(dirname "$0")/../lib/lib.sh"

ulimit -c 0 # qemu "dumps core" with the control's SIGBUS
cflags=(-Wall -Wextra -Werror -I"$top/include" -I"$top/tests/fixtures")

# triplet  qemu  mode (static, dynamic: with -L /usr/<triplet>, compile)  levels
targets="sparc64-linux-gnu     qemu-sparc64-static  static   -O2,-O3
mips-linux-gnu        qemu-mips-static     static   -O2,-O3
aarch64-linux-gnu     qemu-aarch64-static  static   -O2
arm-linux-gnueabi     qemu-arm-static      static   -O2
arm-linux-gnueabihf   qemu-arm-static      static   -O2
mipsel-linux-gnu      qemu-mipsel-static   static   -O2
powerpc-linux-gnu     qemu-ppc-static      static   -O2
powerpc64le-linux-gnu qemu-ppc64le-static  static   -O2
riscv64-linux-gnu     qemu-riscv64-static  static   -O2
s390x-linux-gnu       qemu-s390x-static    static   -O2
m68k-linux-gnu        qemu-m68k-static     static   -O2
i686-linux-gnu        qemu-i386-static     static   -O2
alpha-linux-gnu       qemu-alpha-static    dynamic  -O2
sh4-linux-gnu         -                    compile  -O2"

# run QEMU MODE TRIPLET BINARY: the program's output; its status as the return
run_under() {
	local qemu=$1 mode=$2 triplet=$3 bin=$4
	if [ "$mode" = dynamic ]; then
		timeout 600 "$qemu" -L "/usr/$triplet" "$bin" 2>&1 </dev/null
	else
		timeout 600 "$qemu" "$bin" 2>&1 </dev/null
	fi
}

# the control: a misaligned 4-byte load that the CPU must refuse
control() {
	local triplet=$1 qemu=$2 cc=$1-gcc use_get status out
	if printf '#include <probable.h>\ntypedef char probable_access_0_is_direct[PROBABLE_ACCESS(0) == PROBABLE_ACCESS_DIRECT ? 1 : -1];\n' |
		"$cc" -O2 -I"$top/include" -x c -fsyntax-only - 2>/dev/null; then
		use_get=1 # pc 0 is the direct path here: test it
	else
		use_get=0 # not direct here: a plain dereference is the same load
	fi
	cat >"$tmp/control.c" <<'EOF'
#include <probable.h>
static union { unsigned char b[16]; unsigned u; } buf;
int main(int argc, char **argv)
{
	/* argc is 1: buf + OFF + 1 is misaligned for OFF 0, aligned for OFF 3 */
	const unsigned *p = (const unsigned *)(void *)(buf.b + OFF + argc);
	unsigned v;
	(void)argv;
	buf.b[OFF + argc] = 1;
#if USE_GET
	v = get_unaligned_p(p, 0);
#else
	v = *(const volatile unsigned *)p;
#endif
	return v == 0;
}
EOF
	local what="get_unaligned_p(p, 0), the direct path"
	[ "$use_get" = 1 ] || what="*(volatile unsigned *)p (pc 0 is not direct here)"
	for off in 0 3; do
		if ! "$cc" -static -O2 -DUSE_GET=$use_get -DOFF=$off "${cflags[@]}" "$tmp/control.c" \
			-o "$tmp/control-$triplet-$off" 2>"$tmp/err"; then
			fail "qemu control $triplet: does not compile: $(grep -m1 error "$tmp/err")"
			return
		fi
	done
	out=$(run_under "$qemu" static "$triplet" "$tmp/control-$triplet-3")
	status=$?
	if [ "$status" = 0 ]; then
		pass "qemu ${triplet%%-*} runs the control's load at an aligned address"
	else
		fail "qemu ${triplet%%-*}: the control fails even when aligned (status $status): $out"
		return
	fi
	out=$(run_under "$qemu" static "$triplet" "$tmp/control-$triplet-0")
	status=$?
	if [ "$status" = 135 ]; then # 128 + SIGBUS
		pass "qemu ${triplet%%-*} traps a misaligned direct load: $what dies of SIGBUS"
	else
		fail "qemu ${triplet%%-*}: a misaligned $what gave status $status, not SIGBUS (135)"
	fi
}

while read -r triplet qemu mode levels; do
	cc=$triplet-gcc arch=${triplet%%-*}
	[ "$triplet" = arm-linux-gnueabihf ] && arch=armhf
	if ! have "$cc"; then
		skip "qemu $arch: $cc not installed"
		continue
	fi
	if [ "$mode" != compile ] && ! have "$qemu"; then
		skip "qemu $arch: $qemu not installed"
		continue
	fi
	case $triplet in sparc64-* | mips-*) control "$triplet" "$qemu" ;; esac
	for opt in ${levels//,/ }; do
		label="qemu $arch $opt"
		bin=$tmp/roundtrip-$triplet$opt
		link=-static
		[ "$mode" = dynamic ] && link=
		if ! "$cc" $link "$opt" "${cflags[@]}" "$top/tests/cross/qemu-roundtrip.c" -o "$bin" 2>"$tmp/err"; then
			fail "$label: tests/cross/qemu-roundtrip.c does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
			continue
		fi
		if [ "$mode" = compile ]; then
			pass "$label: tests/cross/qemu-roundtrip.c compiles warning-free (not run)"
			continue
		fi
		out=$(run_under "$qemu" "$mode" "$triplet" "$bin")
		status=$?
		line=$(grep -m1 '^roundtrip: ' <<<"$out")
		if [ "$status" = 0 ] && grep -q '^roundtrip: [1-9][0-9]* checks, 0 failed' <<<"$line"; then
			pass "$label: $line"
		else
			fail "$label: status $status: ${line:-no summary line} $(grep -m1 '^FAILED' <<<"$out")"
		fi
	done
done <<<"$targets"
finish
