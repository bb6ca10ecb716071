#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/tools/kernel-profile.sh - the pure parts of tools/kernel-profile/
# (the kernel boot itself is not in make test: see docs/kernel.md):
# - the initramfs /init's capture, run dry on fake trace_stat files: the
#   tar it sends to the second serial port unpacks to the same bytes, and
#   the console lines give each file's line count, size and sha256;
# - boot.sh --verify: passes on that capture and fails when one file's
#   newlines became CR LF (what a serial port not in raw mode does);
# - figures.py: rows, rows with counts and evaluations of both inputs.
source "$(dirname "$0")/../lib/lib.sh"

kp=$top/tools/kernel-profile
fx=$top/tests/tools/fixtures/coverage/kernel
r=$tmp/root
mkdir -p "$r/sys/kernel/tracing/trace_stat" "$r/dev" "$tmp/run"
cp "$fx/branch_annotated.txt" "$r/sys/kernel/tracing/trace_stat/branch_annotated"
cp "$fx/branch_all.txt" "$r/sys/kernel/tracing/trace_stat/branch_all"
: >"$r/dev/ttyS1"

if KP_ROOT=$r KP_DRY=1 sh "$kp/init" >"$tmp/run/console.log" 2>"$tmp/init.err" &&
	tar -C "$tmp/run" -xzf "$r/dev/ttyS1" &&
	cmp -s "$tmp/run/branch_annotated" "$fx/branch_annotated.txt" &&
	cmp -s "$tmp/run/branch_all" "$fx/branch_all.txt"; then
	pass "init: the capture on the second port unpacks to the trace_stat files, byte for byte"
else
	fail "init: the capture differs from the trace_stat files ($(head -c 300 "$tmp/init.err"))"
fi

want="kernel-profile: capture branch_annotated lines 9 bytes $(wc -c <"$fx/branch_annotated.txt") sha256 $(sha256sum <"$fx/branch_annotated.txt" | cut -d' ' -f1)"
if grep -qxF "$want" "$tmp/run/console.log"; then
	pass "init: the console names branch_annotated's line count, size and sha256"
else
	fail "init: no console line '$want' in: $(cat "$tmp/run/console.log")"
fi

if bash "$kp/boot.sh" --verify "$tmp/run" 2>"$tmp/verify.err" &&
	[ "$(grep -c ': exact$' "$tmp/verify.err")" = 2 ]; then
	pass "boot.sh --verify: both captured files match what the guest printed"
else
	fail "boot.sh --verify on an exact capture: $(cat "$tmp/verify.err")"
fi

sed -i 's/$/\r/' "$tmp/run/branch_all"
if bash "$kp/boot.sh" --verify "$tmp/run" 2>"$tmp/verify.err"; then
	fail "boot.sh --verify passed a branch_all whose newlines became CR LF"
elif grep -q 'branch_all: differs' "$tmp/verify.err"; then
	pass "boot.sh --verify: a branch_all with CR LF newlines differs (status 1)"
else
	fail "boot.sh --verify: no 'branch_all: differs' in: $(cat "$tmp/verify.err")"
fi
cp "$fx/branch_all.txt" "$tmp/run/branch_all"

python3 "$kp/figures.py" --kind annotated --dir "$tmp/run" >"$tmp/fig.md" 2>"$tmp/fig.err"
for row in "| branch_annotated | 7 | 6 | 12347683062 |" "| branch_all | 3 | 3 | 2001005 |"; do
	if grep -qxF "$row" "$tmp/fig.md"; then
		pass "figures.py: $row"
	else
		fail "figures.py: no row '$row' in: $(cat "$tmp/fig.md" "$tmp/fig.err")"
	fi
done
finish
