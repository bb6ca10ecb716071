#!/bin/bash
# SPDX-License-Identifier: MIT
# tools/kernel-profile/boot.sh - a Linux branch profile anyone can repeat.
#
# Configures a small x86_64 kernel (make tinyconfig + profile.config + the
# branch profiler), builds it, boots it under qemu-system-x86_64 (TCG, no
# network) with a busybox initramfs whose /init runs a few seconds of
# workload and sends trace_stat/branch_annotated (and branch_all) out
# through a second serial port, byte for byte, then runs probable-report
# and probable-fix on them.  Two runs: "annotated"
# (CONFIG_PROFILE_ANNOTATED_BRANCHES) and "all" (CONFIG_PROFILE_ALL_BRANCHES,
# which gives both files).  Every step says what it does; a step whose
# result is there is not done again (make is incremental), so the script
# can be run again after a failure or after the tools changed.
#
# Not part of make test: a build takes 15-20 minutes on 2 cores.
# See docs/kernel.md.

set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
WORK=${KERNEL_PROFILE_DIR:-$HOME/kernel-profile}
SRC=
RUNS="annotated all"
JOBS=$(nproc)
INSTALL=0
TOOLS=1
FIX=1
BOOT_TIMEOUT=3600
PKG_TARBALL=/usr/src/linux-source-6.1.tar.xz
VERIFY=
BOOT=1
DOC=

usage() {
	cat <<EOF
usage: $0 [options]

  --src DIR       a kernel source tree (default: WORK/linux-source-6.1,
                  unpacked from $PKG_TARBALL,
                  Debian's linux-source-6.1 package)
  --work DIR      where builds, boots and results go, outside the repo
                  (default: \$KERNEL_PROFILE_DIR or \$HOME/kernel-profile)
  --runs LIST     which runs: annotated, all, or both (default: "annotated all")
  --jobs N        make -jN (default: nproc = $JOBS)
  --install       install what the script needs first (tools/deps.sh --install kernel-profile, as root)
  --no-tools      build and boot only: do not run the probable tools
  --no-fix        run probable-report but not probable-fix -p (the slowest step)
  --timeout SEC   give up on a boot after SEC seconds (default $BOOT_TIMEOUT)
  --no-boot       do not build or boot: run the tools again on the files
                  captured before in WORK/run-KIND (after the tools changed)
  --doc FILE      put the figures of the runs in WORK into FILE (docs/kernel.md)
                  between its "<!-- figures: begin -->" and "<!-- figures: end -->"
  --verify DIR    only compare the files unpacked in DIR with the line count,
                  size and sha256 the guest printed in DIR/console.log
                  (status 1 on a difference); done after every boot

Results: WORK/run-KIND/ (branch files, console.log, merged.json,
check.txt, fix.diff, *.time) and WORK/run-KIND/figures.md, the figures
block of docs/kernel.md.
EOF
}

while [ $# -gt 0 ]; do
	case $1 in
	--src) SRC=$2; shift 2 ;;
	--work) WORK=$2; shift 2 ;;
	--runs) RUNS=${2//,/ }; shift 2 ;;
	--jobs) JOBS=$2; shift 2 ;;
	--install) INSTALL=1; shift ;;
	--no-tools) TOOLS=0; shift ;;
	--no-fix) FIX=0; shift ;;
	--timeout) BOOT_TIMEOUT=$2; shift 2 ;;
	--verify) VERIFY=$2; shift 2 ;;
	--no-boot) BOOT=0; shift ;;
	--doc) DOC=$2; shift 2 ;;
	-h|--help) usage; exit 0 ;;
	*) echo "boot.sh: $1: unknown option (--help lists them)" >&2; exit 2 ;;
	esac
done

say() { printf 'kernel-profile: %s\n' "$*" >&2; }
run() { printf '+ %s\n' "$*" >&2; "$@"; }
die() { printf 'boot.sh: %s\n' "$*" >&2; exit 1; }

# verify DIR: each "capture NAME lines N bytes N sha256 H" line of
# DIR/console.log against DIR/NAME; status 1 on any difference.
verify() {
	local d=$1 n=0 name lines bytes sum rest
	while read -r _ _ name _ lines _ bytes _ sum rest; do
		[ -f "$d/$name" ] || { say "capture: $name: not in the capture"; return 1; }
		if [ "$(wc -l < "$d/$name")" != "$lines" ] || [ "$(wc -c < "$d/$name")" != "$bytes" ] ||
		   [ "$(sha256sum < "$d/$name" | cut -d' ' -f1)" != "$sum" ]; then
			say "capture: $name: differs from what the guest read ($lines lines, $bytes bytes, sha256 $sum)"
			return 1
		fi
		say "capture: $name: $lines lines, $bytes bytes, sha256 as in the guest: exact"
		n=$((n + 1))
	done < <(grep -E '^kernel-profile: capture [a-z_]+ lines [0-9]+ bytes [0-9]+ sha256 [0-9a-f]{64}$' "$d/console.log")
	[ $n -gt 0 ] || { say "capture: the console names no captured file"; return 1; }
}

if [ -n "$VERIFY" ]; then
	verify "$VERIFY"
	exit
fi

for k in $RUNS; do
	case $k in annotated|all) ;; *) echo "boot.sh: --runs: $k: not annotated or all" >&2; exit 2 ;; esac
done

if [ $INSTALL = 1 ]; then
	say "installing the packages (tools/deps.sh's group kernel-profile; a failing apt-get update is not fatal)"
	run bash "$REPO/tools/deps.sh" --install kernel-profile || die "tools/deps.sh could not install the kernel-profile group"
fi

for t in make gcc flex bison bc qemu-system-x86_64 python3 /usr/bin/time gzip tar; do
	command -v "$t" >/dev/null || die "$t: not found (--install installs what is needed)"
done
# The initramfs has no libraries: busybox must be the static one.
BUSYBOX=${BUSYBOX:-/bin/busybox}
[ -x "$BUSYBOX" ] || die "$BUSYBOX: not found (apt-get install busybox-static)"
readelf -l "$BUSYBOX" | grep -q INTERP && die "$BUSYBOX: dynamically linked (apt-get install busybox-static)"

mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
case $WORK/ in "$REPO"/*) die "--work $WORK: inside the repo; give a directory outside it" ;; esac

# --- the source tree ------------------------------------------------------
if [ -z "$SRC" ]; then
	SRC=$WORK/linux-source-6.1
	if [ ! -f "$SRC/Makefile" ]; then
		[ -f "$PKG_TARBALL" ] || die "no --src and no $PKG_TARBALL (apt-get install linux-source-6.1, or --install)"
		say "unpacking $PKG_TARBALL into $WORK"
		run tar -C "$WORK" -xf "$PKG_TARBALL"
	fi
fi
SRC=$(cd "$SRC" && pwd)
[ -f "$SRC/Makefile" ] && [ -f "$SRC/kernel/trace/trace_branch.c" ] || die "$SRC: not a kernel source tree"
KVER=$(make -s -C "$SRC" kernelversion 2>/dev/null || echo unknown)
say "source: $SRC (Linux $KVER); work: $WORK; runs: $RUNS; make -j$JOBS"

# --- one run ----------------------------------------------------------------
configure() { # KIND O
	local kind=$1 o=$2 frag=$2/profile.fragment want
	want=$(cat "$HERE/profile.config"; if [ "$kind" = all ]; then
		echo CONFIG_PROFILE_ALL_BRANCHES=y; else echo CONFIG_PROFILE_ANNOTATED_BRANCHES=y; fi)
	if [ -f "$o/.config" ] && [ -f "$frag" ] && [ "$(cat "$frag")" = "$want" ]; then
		say "$kind: $o/.config is configured with this fragment: kept"
	else
		say "$kind: configuring: make tinyconfig, then tools/kernel-profile/profile.config and the profiler merged over it"
		mkdir -p "$o"
		run nice make -s -C "$SRC" O="$o" ARCH=x86_64 tinyconfig
		printf '%s\n' "$want" > "$frag"
		run "$SRC/scripts/kconfig/merge_config.sh" -m -O "$o" "$o/.config" "$frag" >"$o/merge_config.log"
		run nice make -s -C "$SRC" O="$o" ARCH=x86_64 olddefconfig
	fi
	# Every line of the fragment must be in the result: an option whose
	# dependencies are missing is dropped by Kconfig without a word.
	local l bad=0
	while IFS= read -r l; do
		case $l in CONFIG_*|"# CONFIG_"*" is not set") ;; *) continue ;; esac
		grep -qxF -- "$l" "$o/.config" || { say "$kind: not in .config after olddefconfig: $l"; bad=1; }
	done < "$frag"
	[ $bad = 0 ] || die "$kind: the configuration lost options (see above)"
}

build() { # KIND O
	local kind=$1 o=$2
	say "$kind: building bzImage in $o (nice make -j$JOBS; nothing to do if it is built)"
	run nice /usr/bin/time -v -o "$o/build.time" make -s -C "$SRC" O="$o" ARCH=x86_64 -j"$JOBS" bzImage
	if [ ! -f "$o/compile_commands.json" ] || [ "$o/vmlinux" -nt "$o/compile_commands.json" ]; then
		say "$kind: writing $o/compile_commands.json (the kernel's scripts/clang-tools/gen_compile_commands.py)"
		run python3 "$SRC/scripts/clang-tools/gen_compile_commands.py" -d "$o" -o "$o/compile_commands.json"
	fi
}

initramfs() { # O DIR
	local o=$1 d=$2
	[ -x "$o/usr/gen_init_cpio" ] || run nice make -s -C "$SRC" O="$o" ARCH=x86_64 usr/gen_init_cpio
	cat > "$d/initramfs.list" <<EOF
dir /dev 0755 0 0
nod /dev/console 0600 0 0 c 5 1
dir /bin 0755 0 0
file /bin/busybox $BUSYBOX 0755 0 0
slink /bin/sh busybox 0777 0 0
file /init $HERE/init 0755 0 0
dir /proc 0755 0 0
dir /sys 0755 0 0
dir /tmp 1777 0 0
dir /mnt 0755 0 0
EOF
	run "$o/usr/gen_init_cpio" "$d/initramfs.list" > "$d/initramfs.cpio"
}

boot() { # KIND O DIR
	local kind=$1 o=$2 d=$3
	local t0=$SECONDS
	rm -f "$d/console.log" "$d/capture.tar.gz" "$d/branch_annotated" "$d/branch_all"
	# Under TCG on a loaded machine the kernel's IO-APIC timer check can
	# time out ("IO-APIC + timer doesn't work"): then once more with
	# noapic (the 8259 PIC), which the console log and the figures say.
	local append="console=ttyS0 panic=-1 loglevel=5" try
	for try in 1 2; do
		say "$kind: booting under qemu-system-x86_64 (TCG, qemu64, 1 cpu, no network; kernel command line: $append); console: $d/console.log"
		# ttyS0: the console; ttyS1: the capture (a file, raw bytes).
		run timeout "$BOOT_TIMEOUT" qemu-system-x86_64 -machine pc -accel tcg -cpu qemu64 -smp 1 -m 512M \
			-nographic -monitor none -no-reboot -net none \
			-serial stdio -serial "file:$d/capture.tar.gz" \
			-kernel "$o/arch/x86/boot/bzImage" -initrd "$d/initramfs.cpio" \
			-append "$append" </dev/null | tr -d '\r' > "$d/console.log" ||
			die "$kind: qemu failed or timed out (console: $d/console.log)"
		if [ $try = 1 ] && grep -q "IO-APIC + timer doesn't work" "$d/console.log"; then
			say "$kind: the IO-APIC timer check failed (an emulated machine too slow): booting again with noapic"
			append="$append noapic"
			continue
		fi
		break
	done
	echo "kernel-profile: host: kernel command line: $append" >> "$d/console.log"
	say "$kind: qemu ran $((SECONDS - t0)) s"
	grep '^kernel-profile:' "$d/console.log" >&2 || true
	grep -q '^kernel-profile: end' "$d/console.log" || die "$kind: the guest did not finish (console: $d/console.log)"
	say "$kind: unpacking the capture and comparing it with what the guest printed"
	run tar -C "$d" -xzf "$d/capture.tar.gz"
	verify "$d"
}

tools() { # KIND O DIR
	local kind=$1 o=$2 d=$3 inputs=()
	for f in branch_annotated branch_all; do if [ -f "$d/$f" ]; then inputs+=("$d/$f"); fi; done
	local P=$REPO/tools
	# the build's configuration (include/generated/autoconf.h) tells which
	# definition of a macro such as WARN_ON this kernel used, and its
	# objects which files were built: the kernel's own name for an O= build
	export KBUILD_OUTPUT=$o
	say "$kind: probable-report merge (the JSON report; time and memory in merge.time)"
	run /usr/bin/time -v -o "$d/merge.time" "$P/probable-report" merge "${inputs[@]}" \
		--root "$SRC" --arch x86 -o "$d/merged.json" 2> "$d/merge.stderr" || {
		cat "$d/merge.stderr" >&2; die "$kind: probable-report merge failed"; }
	say "$kind: probable-report check (status 1 means wrong hints were found)"
	local rc=0
	run /usr/bin/time -v -o "$d/check.time" "$P/probable-report" check "${inputs[@]}" \
		--root "$SRC" --arch x86 > "$d/check.txt" 2> "$d/check.stderr" || rc=$?
	[ $rc -le 1 ] || { cat "$d/check.stderr" >&2; die "$kind: probable-report check failed (status $rc)"; }
	grep -v '^	Command being timed' "$d/check.stderr" | tail -n 3 >&2 || true
	if [ $FIX = 1 ]; then
		say "$kind: probable-fix -p $o (the kernel's compile_commands.json): a diff, nothing applied"
		rc=0
		run /usr/bin/time -v -o "$d/fix.time" "$P/probable-fix" "${inputs[@]}" --root "$SRC" \
			-p "$o" -o "$d/fix.diff" 2> "$d/fix.stderr" || rc=$?
		[ $rc = 0 ] || { tail -n 5 "$d/fix.stderr" >&2; say "$kind: probable-fix failed (status $rc): figures without it"; }
	fi
	say "$kind: figures -> $d/figures.md"
	run python3 "$HERE/figures.py" --kind "$kind" --dir "$d" --build "$o" --src "$SRC" > "$d/figures.md"
	cat "$d/figures.md"
}

for kind in $RUNS; do
	o=$WORK/build-$kind
	d=$WORK/run-$kind
	mkdir -p "$d"
	if [ $BOOT = 1 ]; then
		configure "$kind" "$o"
		build "$kind" "$o"
		initramfs "$o" "$d"
		boot "$kind" "$o" "$d"
	else
		verify "$d" || die "$kind: no exact capture in $d to run the tools on (run without --no-boot)"
	fi
	if [ $TOOLS = 1 ]; then tools "$kind" "$o" "$d"; fi
done

if [ -n "$DOC" ]; then
	say "writing the figures of $WORK/run-*/figures.md into $DOC"
	python3 - "$DOC" "$WORK" <<'PY'
import os, sys
doc, work = sys.argv[1], sys.argv[2]
begin, end = "<!-- figures: begin -->", "<!-- figures: end -->"
text = open(doc).read()
if text.count(begin) != 1 or text.count(end) != 1 or text.index(begin) > text.index(end):
    sys.exit("boot.sh: %s: no one %s ... %s block" % (doc, begin, end))
block = []
for kind in ("annotated", "all"):
    p = os.path.join(work, "run-" + kind, "figures.md")
    if os.path.exists(p):
        block.append(open(p).read().strip())
if not block:
    sys.exit("boot.sh: %s: no run-*/figures.md" % work)
head, rest = text.split(begin)
_, tail = rest.split(end)
open(doc, "w").write(head + begin + "\n" + "\n\n".join(block) + "\n" + end + tail)
PY
fi
say "done: results in $WORK/run-*/"
