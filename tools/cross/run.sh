#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/cross/run.sh [TRIPLET...] - the cmocka suites of `make test` on other
# architectures: every tests/unit/*.c, built with each Debian cross gcc
# against a static cmocka for that target (tools/cross/cmocka.sh: by default
# tools/cross/minicmocka, the cmocka API the suites use written for this
# project, so nothing is fetched; CROSS_CMOCKA=debian for Debian's cmocka,
# which needs the network), and run under qemu-user.  Each target's line
# says which cmocka it ran with.
#
# Each suite is built at every level in CROSS_OPTS (default "-O0 -O2 -O3")
# with TRIPLET-gcc -std=c11 -Iinclude -Itests/fixtures -Wall -Wextra -Werror,
# statically linked (alpha: dynamically, run with -L /usr/alpha-linux-gnu,
# because its static binaries crash in qemu-alpha), and run under
# qemu-ARCH-static (cmocka prints to stderr: both are read).  sh4 is compiled and linked only: this qemu-sh4 hangs on
# a static hello world and crashes on a dynamic one.  The same suites built
# with the native gcc give the number of tests each suite must run; a
# different number on a target is a failure.
#
# Prints one line per target (one line per build and run below it where
# something went wrong, or always with CROSS_VERBOSE=1), then "N passed, N
# failed"; exits 1 if a test failed, a count differs, or a target that can
# run did not.  Targets run CROSS_JOBS at a time (default: the CPU count);
# the output keeps the order.  Logs and binaries: build/cross/TRIPLET/
# (CROSS_OUT=DIR: DIR/TRIPLET/).  What is missing (the cross gccs and C
# libraries, qemu-user-static) is said by tools/deps.sh, which installs it
# when asked (DEPS_INSTALL=1); nothing here needs apt-get update or the
# network otherwise.

# Lists (targets, levels, cmocka's counts) are split on purpose.
# shellcheck disable=SC2086
set -uo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 1
here=$top/tools/cross
cross_out=${CROSS_OUT:-$top/build/cross}
mkdir -p "$cross_out" && cross_out=$(cd "$cross_out" && pwd) || exit 1
export CROSS_OUT=$cross_out
opts=${CROSS_OPTS:--O0 -O2 -O3}
per_run_timeout=${CROSS_TIMEOUT:-300}
source "$top/tools/targets.sh"
all_triplets=$cross_triplets

qemu_for() {
	case $1 in
	aarch64-*) echo qemu-aarch64-static ;;
	arm-*) echo qemu-arm-static ;;
	mips-*) echo qemu-mips-static ;;
	mipsel-*) echo qemu-mipsel-static ;;
	powerpc-*) echo qemu-ppc-static ;;
	powerpc64le-*) echo qemu-ppc64le-static ;;
	riscv64-*) echo qemu-riscv64-static ;;
	s390x-*) echo qemu-s390x-static ;;
	sparc64-*) echo qemu-sparc64-static ;;
	alpha-*) echo qemu-alpha-static ;;
	m68k-*) echo qemu-m68k-static ;;
	sh4-*) echo qemu-sh4-static ;;
	i686-*) echo qemu-i386-static ;;
	*) return 1 ;;
	esac
}
runnable() { case $1 in sh4-*) return 1 ;; esac; }
opt_name() { printf '%s' "${1#-}"; }

# From a cmocka run's output (stdout and stderr together): "run passed
# failed skipped", summed over every group it ran.
cmocka_counts() {
	awk '
	/^\[==========\] .*[0-9]+ test\(s\) run\./ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) { r += $i; seen = 1; break } }
	/^\[  PASSED  \] [0-9]+ test/ { p += $4 }
	/^\[  FAILED  \] [0-9]+ test/ { f += $4 }
	/^\[  SKIPPED \] [0-9]+ test/ { s += $4 }
	END { if (seen) print r + 0, p + 0, f + 0, s + 0; else print "none" }' "$1"
}

# What cmocka printed for each failed test, from its "[ RUN ]" line on.
failed_tests() {
	awk '
	/^\[ RUN      \] / { n = 0; name = $4 }
	{ if (name != "" && n < 20) buf[n++] = $0 }
	/^\[  FAILED  \] [^0-9]/ && name != "" && $4 == name {
		for (i = 0; i < n; i++) print buf[i]
		name = ""
	}
	/^\[       OK \] / { name = "" }' "$1"
}

suites() {
	local f
	for f in tests/unit/*.c; do
		[ -f "$f" ] || continue
		f=${f#tests/unit/}
		printf '%s\n' "${f%.c}"
	done
}

# ---- one target (run in the background by the main part) ------------------
# Writes $cross_out/T/report: a line "T PASSED FAILED STATUS [BUILDS]"
# (STATUS: ok, fail, or compiled for sh4), a line saying how many tests each
# suite has, then one line per build and run.
one_target() {
	local t=$1 dir=$cross_out/$1 qemu link qprefix s o bin log c
	local passed=0 failed=0 bad=0 built=0 n
	qemu=$(qemu_for "$t")
	mkdir -p "$dir"
	: >"$dir/detail"
	if ! bash "$here/cmocka.sh" "$t" >"$dir/cmocka.log" 2>&1; then
		sed 's/^/    /' "$dir/cmocka.log" >>"$dir/detail"
		{ printf '%s 0 1 fail\n\n    no cmocka for this target:\n' "$t"; cat "$dir/detail"; } >"$dir/report.tmp"
		mv "$dir/report.tmp" "$dir/report"
		return
	fi
	mkdir -p "$dir/bin"
	# static unless cmocka.sh fell back to Debian's shared multiarch library
	link=(-static -L"$dir/lib" -lcmocka -lm)
	qprefix=()
	if [ -f "$dir/dynamic" ]; then
		# shellcheck disable=SC2054 # one linker option with a comma
		link=(-L"$dir/lib" -Wl,-rpath-link,"/usr/lib/$t" -lcmocka -lm)
		qprefix=(-E "LD_LIBRARY_PATH=/usr/lib/$t")
	fi
	case $t in
	alpha-*)
		[ "${link[0]}" = -static ] && link=("${link[@]:1}")
		qprefix+=(-L "/usr/$t")
		;;
	esac
	for s in $(suites); do
		for o in $opts; do
			bin=$dir/bin/$s-$(opt_name "$o")
			log=$bin.log
			if ! "$t-gcc" -std=c11 "$o" -Iinclude -Itests/fixtures -I"$dir/include" -Wall -Wextra -Werror \
				"tests/unit/$s.c" -o "$bin" "${link[@]}" >"$bin.cc.log" 2>&1; then
				printf '    %-22s build FAILED:\n' "$s $o" >>"$dir/detail"
				sed 's/^/        /' "$bin.cc.log" | head -n 30 >>"$dir/detail"
				bad=1
				failed=$((failed + 1))
				continue
			fi
			built=$((built + 1))
			runnable "$t" || continue
			timeout "$per_run_timeout" "$qemu" "${qprefix[@]}" "$bin" >"$log" 2>&1
			rc=$?
			c=$(cmocka_counts "$log")
			if [ "$c" = none ]; then
				printf '    %-22s did not run to the end (exit %d):\n' "$s $o" "$rc" >>"$dir/detail"
				tail -n 15 "$log" | sed 's/^/        /' >>"$dir/detail"
				bad=1
				failed=$((failed + 1))
				continue
			fi
			set -- $c
			n=$(cat "$cross_out/native/$s.count" 2>/dev/null || echo '?')
			passed=$((passed + $2))
			failed=$((failed + $3))
			printf '    %-22s %3d passed, %d failed' "$s $o" "$2" "$3" >>"$dir/detail"
			[ "$4" != 0 ] && printf ', %d skipped' "$4" >>"$dir/detail"
			[ "$rc" != 0 ] && [ "$3" = 0 ] && { printf ' (exit %d)' "$rc" >>"$dir/detail"; bad=1; failed=$((failed + 1)); }
			printf '\n' >>"$dir/detail"
			if [ "$3" != 0 ]; then
				bad=1
				failed_tests "$log" | sed 's/^/        /' >>"$dir/detail"
			fi
			if [ "$n" != "$1" ]; then
				printf '    FAIL: %s %s ran %s tests, the native build runs %s\n' "$s" "$o" "$1" "$n" >>"$dir/detail"
				bad=1
			fi
		done
	done
	# "probable 13, unaligned 11": what each suite ran (at every level),
	# and with which cmocka
	summary=
	for s in $(suites); do
		summary+="${summary:+, }$s $(cat "$cross_out/native/$s.count" 2>/dev/null || echo '?')"
	done
	summary+=" tests; cmocka: $(cat "$dir/which" 2>/dev/null || echo '?')"
	{
		if ! runnable "$t" && [ "$bad" = 0 ]; then
			printf '%s 0 0 compiled %d\n' "$t" "$built"
		elif [ "$bad" = 0 ] && [ "$failed" = 0 ] && [ "$passed" -gt 0 ]; then
			printf '%s %d %d ok\n' "$t" "$passed" "$failed"
		else
			[ "$failed" = 0 ] && failed=1
			printf '%s %d %d fail\n' "$t" "$passed" "$failed"
		fi
		printf '%s\n' "$summary"
		cat "$dir/detail"
	} >"$dir/report.tmp"
	mv "$dir/report.tmp" "$dir/report"
}

if [ "${1:-}" = --one ]; then
	one_target "$2"
	exit 0
fi

# ---- main ---------------------------------------------------------------
triplets=${*:-$all_triplets}
triplets=$(printf '%s\n' $triplets)
for t in $triplets; do
	qemu_for "$t" >/dev/null || { echo "tools/cross/run.sh: unknown target $t" >&2; exit 2; }
done
[ -n "$(suites)" ] || { echo "tools/cross/run.sh: no tests/unit/*.c" >&2; exit 2; }

# what is needed: each target's gcc and C library, qemu-user for the ones
# that run, the native cmocka for the counts (tools/deps.sh says what is
# missing and how to install it, and installs it when DEPS_INSTALL=1)
need="libcmocka-dev"
for t in $triplets; do
	need+=" cross-$t"
	runnable "$t" && need+=" qemu-user-static"
done
bash "$top/tools/deps.sh" --for "make cross-test" $need || exit 1

# The native build of the same suites: how many tests each one runs.
mkdir -p "$cross_out/native"
native_fail=0
for s in $(suites); do
	bin=$cross_out/native/$s
	if gcc -std=c11 -O2 -Iinclude -Itests/fixtures -Wall -Wextra -Werror "tests/unit/$s.c" -o "$bin" \
		-lcmocka -lm >"$bin.cc.log" 2>&1; then
		"$bin" >"$bin.log" 2>&1
		c=$(cmocka_counts "$bin.log")
		if [ "$c" != none ]; then
			set -- $c
			echo "$1" >"$bin.count"
			printf 'native (gcc -O2) %-12s %3d tests\n' "$s" "$1"
			continue
		fi
	fi
	rm -f "$bin.count"
	echo "FAIL: native build or run of tests/unit/$s.c (see $bin.cc.log, $bin.log)"
	native_fail=1
done

# Debian's cmocka (CROSS_CMOCKA=debian): fetch the source package once,
# before the parallel jobs want it.
case ${CROSS_CMOCKA:-mini} in
debian | source) bash "$here/cmocka.sh" "$(printf '%s\n' $triplets | head -n 1)" || true ;;
esac

jobs=${CROSS_JOBS:-$(nproc 2>/dev/null || echo 2)}
for t in $triplets; do rm -f "$cross_out/$t/report" "$cross_out/$t/report.tmp"; done
printf '%s\n' $triplets | xargs -P "$jobs" -I{} bash "$here/run.sh" --one {} &
xargs_pid=$!

total_p=0 total_f=0 fail=$native_fail
echo
for t in $triplets; do
	while [ ! -f "$cross_out/$t/report" ]; do
		kill -0 "$xargs_pid" 2>/dev/null || break
		sleep 0.5
	done
	if [ ! -f "$cross_out/$t/report" ]; then
		printf '%-24s did not report\n' "$t"
		fail=1
		continue
	fi
	{ read -r _ p f status built; read -r summary; } <"$cross_out/$t/report"
	case $status in
	compiled)
		printf '%-22s compiled and linked only, %s builds: qemu-sh4 does not run here (a static hello world hangs, a dynamic one crashes); cmocka: %s\n' "$t" "$built" "${summary##*cmocka: }"
		;;
	*)
		printf '%-22s %4d passed, %d failed' "$t" "$p" "$f"
		total_p=$((total_p + p)) total_f=$((total_f + f))
		if [ "$status" = ok ]; then
			printf '   (%s tests, each at%s; cmocka: %s)\n' "${summary%% tests; cmocka: *}" \
				"$(printf ' %s' $opts)" "${summary##*cmocka: }"
		else
			printf '   (cmocka: %s)\n' "${summary##*cmocka: }"
			fail=1
		fi
		;;
	esac
	# the per-build lines: always where something went wrong, else on request
	if [ "$status" != ok ] || [ -n "${CROSS_VERBOSE:-}" ]; then
		tail -n +3 "$cross_out/$t/report"
	fi
done
wait "$xargs_pid"

echo
echo "$total_p passed, $total_f failed"
[ "$fail" = 0 ] && [ "$total_f" = 0 ] && [ "$total_p" -gt 0 ]
