#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# kmod/build.sh - `make kmod`: build kmod/ as an out-of-tree Linux module
# with Kbuild against Debian's linux-headers-amd64, and show that it built
# cleanly and what probable.h selected there.
#
#   bash kmod/build.sh          build and print the evidence; exit 1 on any
#                               failure.  What is missing (tools/deps.sh's
#                               "kmod" group) is said, with the command that
#                               installs it, or installed with DEPS_INSTALL=1
#   bash kmod/build.sh clean    remove what Kbuild left in kmod/
#
# KDIR=/path/to/headers overrides the headers directory.  The headers are
# the current Debian kernel's (linux-headers-amd64 pulls them), not
# necessarily the running kernel's, so KDIR is the installed
# /usr/src/linux-headers-*-amd64, not /lib/modules/$(uname -r)/build.
# The module is not loaded (a container cannot): the proof is the build,
# with W=1 and -Werror on our two files, and what the .ko contains.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
mod=$top/kmod
# Kbuild's M= takes no path with a space in it ("building multiple external
# modules is not supported"): such a checkout builds a copy of kmod/,
# include/ and arch/ from a directory without one
case $top in
*[[:space:]]*)
	copy=$(mktemp -d /tmp/probable-kmod.XXXXXX) || exit 1
	trap 'rm -rf "$copy"' EXIT
	cp -R "$top/kmod" "$top/include" "$top/arch" "$copy/"
	mod=$copy/kmod
	;;
esac
out=$top/build/kmod
ko=$mod/probable_kmod.ko
t_start=$SECONDS

say() { printf 'kmod: %s\n' "$*"; }
die() { printf 'kmod: FAILED: %s\n' "$*" >&2; exit 1; }

clean() {
	rm -f "$mod"/*.o "$mod"/*.ko "$mod"/*.mod "$mod"/*.mod.c "$mod"/*.i \
		"$mod"/.*.cmd "$mod"/.*.d "$mod"/Module.symvers "$mod"/modules.order
	rm -rf "$mod"/.tmp_versions "$out"
}
if [ "${1:-}" = clean ]; then
	clean
	exit 0
fi
[ $# -eq 0 ] || die "usage: $0 [clean]"

# What the make that ran us was given must not reach Kbuild: `make kmod
# ARCH=avr` means our Makefile's ARCH, and the kernel's Makefile reads ARCH,
# CROSS_COMPILE, KCFLAGS and friends from the environment and from MAKEFLAGS.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES ARCH SUBARCH CROSS_COMPILE \
	KBUILD_OUTPUT KBUILD_EXTMOD KBUILD_EXTRA_SYMBOLS KCFLAGS KCPPFLAGS KAFLAGS \
	KBUILD_CFLAGS_MODULE LLVM LLVM_IAS O W V C 2>/dev/null || true

mkdir -p "$out"

# ---- install what is missing ------------------------------------------------

find_kdir() {
	local d
	for d in /usr/src/linux-headers-*-amd64; do
		if [ -f "$d/Makefile" ]; then printf '%s\n' "$d"; fi
	done | sort -V | tail -n 1
}

kdir=${KDIR:-$(find_kdir)}
[ -z "${KDIR:-}" ] || [ -f "$KDIR/Makefile" ] || die "KDIR=$KDIR has no Makefile"
# tools/deps.sh's "kmod" group (linux-headers-amd64, whose probe takes
# KDIR into account, kmod, make, binutils): what is missing is said with
# the command that installs it, and installed when DEPS_INSTALL=1
if ! DEPS_INSTALL=0 bash tools/deps.sh --missing kmod >/dev/null; then
	t_install=$SECONDS
	before=$(dpkg-query -W -f '${Package}\n' 2>/dev/null | sort)
	bash tools/deps.sh --for "make kmod" kmod || exit 1
	after=$(dpkg-query -W -f '${Package}\n' 2>/dev/null | sort)
	new=$(comm -13 <(printf '%s\n' "$before") <(printf '%s\n' "$after") | tr '\n' ' ')
	say "installed in $((SECONDS - t_install)) s: ${new:-nothing new}"
	kdir=${KDIR:-$(find_kdir)}
	[ -n "$kdir" ] && [ -f "$kdir/Makefile" ] || die "no /usr/src/linux-headers-*-amd64 after installing linux-headers-amd64"
fi
krel=$(make -s -C "$kdir" kernelrelease 2>/dev/null || basename "$kdir")
say "KDIR $kdir (kernel $krel; running kernel $(uname -r), not used)"

# ---- build --------------------------------------------------------------------

# W=1: the kernel's extra warnings (-Wextra, -Wmissing-prototypes, ...) on
# top of its defaults; the kernel's own headers stay quiet under them, and
# kmod/Kbuild's -Werror turns anything in our files into an error.
clean
mkdir -p "$out"
log=$out/build.log
t_build=$SECONDS
if ! make -C "$kdir" M="$mod" W=1 -j"$(nproc)" modules >"$log" 2>&1; then
	cat "$log" >&2
	die "make -C $kdir M=$mod W=1 modules"
fi
build_s=$((SECONDS - t_build))
echo "---- make -C $kdir M=$mod W=1 modules ($build_s s)"
sed -e 's/^/  | /' "$log"

warnings=$(grep -ci 'warning' "$log" || true)
[ "$warnings" = 0 ] || die "$warnings warning lines in the build log (above)"
[ -f "$ko" ] || die "no $ko"
say "build log: $warnings lines with 'warning' (grep -ci), $(grep -c 'error' "$log" || true) with 'error'"

# the command Kbuild compiled our files with, from its .cmd file
cmdfile=$mod/.probable_demo.o.cmd
[ -f "$cmdfile" ] || die "no $cmdfile"
flags=$(sed -n '1s/^[^=]*:= *//p' "$cmdfile" | tr ' ' '\n')
for f in -D__KERNEL__ -DMODULE -Werror -Wmissing-prototypes -Wextra "-I$mod/../include"; do
	grep -qxF -- "$f" <<<"$flags" || die "the compile command in $cmdfile lacks $f"
done
arch_flag=$(grep -x -- '-DARCH=.*' <<<"$flags") || die "the compile command in $cmdfile has no -DARCH=\$(SRCARCH)"
say "compiled with: $(grep -xE -- '-D__KERNEL__|-DMODULE|-DARCH=.*|-I.*/kmod/\.\./include|-Werror|-Wextra|-Wmissing-prototypes|-std=.*|-O[0-9s]' <<<"$flags" |
	sed -e "s|$top/||" | tr '\n' ' ')(from ${cmdfile#"$top"/})"

# ---- evidence -------------------------------------------------------------------

echo "---- ls -l; file"
ls -l "$ko" | sed -e "s|$top/||"
file -b "$ko" 2>/dev/null | sed -e 's/^/  /' || true

echo "---- modinfo ${ko#"$top"/}"
modinfo "$ko" | sed -e "s|$top/||"

echo "---- nm: the module's own code and data (its .modinfo strings left out)"
nm --defined-only "$ko" | awk '$2 ~ /^[TtDdBbRr]$/ && $3 !~ /^__UNIQUE_ID_|^_note_/ { print "  " $0 }'
echo "---- nm -u: what it imports, each looked up in $kdir/Module.symvers"
imports=$(nm -u "$ko" | awk '{ print $2 }')
[ -f "$kdir/Module.symvers" ] || die "no $kdir/Module.symvers"
n_imports=0
for s in $imports; do
	n_imports=$((n_imports + 1))
	where=$(awk -v s="$s" '$2 == s { print $3 " " $4; exit }' "$kdir/Module.symvers")
	[ -n "$where" ] || die "$s is not exported by the kernel"
	printf '  U %-24s exported by %s\n' "$s" "$where"
done
[ "$n_imports" -gt 0 ] || die "nm -u found no imports at all"

# what probable.h selected, as the module records it
info() { modinfo -F "$1" "$ko"; }
arch=$(info probable_arch)
high=$(info probable_high)
low=$(info probable_low)
threshold=$(info probable_alignment_cost_threshold)
test_below=$(info probable_alignment_test_below)
env=$(info probable_environment)
hints=$(info probable_hint_pc0_100)
access=$(info probable_access_pc0_100)
[ "${#hints}" = 101 ] && [ "${#access}" = 101 ] || die "modinfo: the per-pc strings are not 101 characters"

# pc ranges of one of those strings: "0..10 U, 11..89 -, 90..100 L"
ranges() {
	awk -v s="$1" 'BEGIN {
		from = 0
		for (pc = 1; pc <= 101; pc++)
			if (pc == 101 || substr(s, pc + 1, 1) != substr(s, from + 1, 1)) {
				printf "%s%s %s", (from ? ", " : ""),
					(from == pc - 1 ? from : from ".." pc - 1), substr(s, from + 1, 1)
				from = pc
			}
	}'
}
hint_ranges=$(ranges "$hints")
access_ranges=$(ranges "$access")

# the same, from the preprocessor, with the kernel's flags (Kbuild's %.i)
rm -f "$mod/probable_probe.i"
make -s -C "$kdir" M="$mod" probable_probe.i >"$out/probe.log" 2>&1 ||
	{ cat "$out/probe.log" >&2; die "make M=$mod probable_probe.i"; }
probe=$(grep '^probable_probe:' "$mod/probable_probe.i")
# and for mips, whose threshold differs in user space and in a kernel: the
# same preprocessing with ARCH=mips, then without Kbuild (user space)
rm -f "$mod/probable_probe.i"
make -s -C "$kdir" M="$mod" probable_probe.i CFLAGS_probable_probe.o="-UARCH -DARCH=mips" \
	>"$out/probe-mips.log" 2>&1 ||
	{ cat "$out/probe-mips.log" >&2; die "make M=$mod probable_probe.i with ARCH=mips"; }
probe_mips=$(grep '^probable_probe:' "$mod/probable_probe.i")
user_mips=$(printf '#include <probable.h>\nprobable_probe: arch=PROBABLE_ARCH threshold=ARCH_ALIGNMENT_COST_THRESHOLD KERNEL=__KERNEL__ LINUX=__linux__\n' |
	gcc -E -P -Iinclude -DARCH=mips -x c - | grep '^probable_probe:')
# which unaligned and probable headers the module's source included
make -s -C "$kdir" M="$mod" probable_demo.i >"$out/demo-i.log" 2>&1 ||
	{ cat "$out/demo-i.log" >&2; die "make M=$mod probable_demo.i"; }
# (the files named by the preprocessor's line markers, in order of first use)
included=$(sed -n 's/^# [0-9]* "\([^"]*\)".*/\1/p' "$mod/probable_demo.i" | awk '!seen[$0]++' |
	grep -E 'unaligned|probable[a-z_]*\.h|probability' | sed -e "s|^$top/kmod/\.\./||; s|^$top/||; s|^/usr/src/linux-headers-[^/]*/||; s|^\./||" | tr '\n' ' ')
rm -f "$mod/probable_probe.i" "$mod/probable_demo.i"
for l in probe probe-mips demo-i; do
	! grep -qi 'warning' "$out/$l.log" || { cat "$out/$l.log" >&2; die "warnings preprocessing ($l)"; }
done

echo "---- what probable.h selected"
echo "  modinfo: arch $arch, HIGH $high, LOW $low, ARCH_ALIGNMENT_COST_THRESHOLD $threshold, ARCH_ALIGNMENT_TEST_BELOW $test_below, environment $env"
echo "  probable(c, pc):          $hint_ranges   (U unlikely, - no hint, L likely)"
echo "  get/put_unaligned_p(pc):  $access_ranges   (S safe packed access, C run-time test, D direct)"
echo "  kernel flags, preprocessed:         $probe"
echo "  kernel flags, -DARCH=mips instead:  $probe_mips"
echo "  user space (gcc -E), -DARCH=mips:   $user_mips"
echo "  probable_demo.c included, in order: $included"

# on an x86 kernel these are the values README gives for x86
if grep -q '^CONFIG_X86=y' "$kdir/include/config/auto.conf" 2>/dev/null; then
	expect_hints=$(printf 'U%.0s' $(seq 0 10); printf -- '-%.0s' $(seq 11 89); printf 'L%.0s' $(seq 90 100))
	expect_access=$(printf 'S%.0s' $(seq 0 100))
	[ "$arch_flag" = -DARCH=x86 ] || die "Kbuild passed $arch_flag, not -DARCH=x86"
	[ "$arch" = x86 ] || die "arch is $arch, not x86"
	[ "$high/$low/$threshold/$test_below" = 89/11/0/0 ] || die "x86 values are $high/$low/$threshold/$test_below, not 89/11/0/0"
	[ "$env" = __KERNEL__ ] || die "the module did not see __KERNEL__"
	[ "$hints" = "$expect_hints" ] || die "probable() hints: $hint_ranges"
	[ "$access" = "$expect_access" ] || die "unaligned accesses: $access_ranges"
	grep -q 'arch="x86" high=89 low=11 threshold=0 test_below=0 KERNEL=1 LINUX=1$' <<<"$probe" || die "probe: $probe"
	grep -q 'arch="mips" .*threshold=0 .*KERNEL=1 LINUX=1$' <<<"$probe_mips" || die "probe (mips, kernel): $probe_mips"
	grep -q 'arch="mips" threshold=1 KERNEL=__KERNEL__ LINUX=1$' <<<"$user_mips" ||
		die "probe (mips, user space): $user_mips"
	say "selected: x86 with __KERNEL__ as expected (89/11, threshold 0, every pc safe); mips: threshold 0 in the kernel, 1 in user space"
fi

size=$(stat -c %s "$ko")
say "module built: kmod/probable_kmod.ko ($size bytes, kernel $krel), 0 warnings (W=1, -Werror on our files), $n_imports imports, all exported by the kernel; build $build_s s, total $((SECONDS - t_start)) s"
