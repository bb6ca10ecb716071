#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/arch-table.sh - print the README's arch table from the arch headers
# themselves: HIGH, LOW and THRESHOLD for Linux user space, a kernel build
# (-D__KERNEL__) and bare metal (-U__linux__), and ARCH_ALIGNMENT_TEST_BELOW,
# as the host compiler preprocesses them (CC=..., default cc): with no CPU
# feature macro of the target defined, so each arch's most basic variant.
# The arches and the other -DARCH= spellings come from arch/arches.list;
# --spellings prints the spellings table instead.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cc=${CC:-cc}
vals() {
	printf '#include <probable.h>\nv ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD ARCH_ALIGNMENT_TEST_BELOW\n' |
		$cc -E -P -x c -I"$top/include" "$@" - | awk '$1 == "v" { print $2, $3, $4, $5 }'
}
if [ "${1:-}" = --spellings ]; then
	echo "| arch | also accepted as -DARCH= or -DPROBABLE_TARGET_ARCH= |"
	echo "|---|---|"
	bash "$top/tools/gen-arch-table.sh" --spellings | awk '
		$1 != $2 { s[$2] = s[$2] (s[$2] == "" ? "" : " ") $1 }
		!($2 in order) { order[$2] = n++; name[n - 1] = $2 }
		END { for (i = 0; i < n; i++) print "| " name[i] " | " (s[name[i]] == "" ? "" : s[name[i]]) " |" }'
	exit 0
fi
echo "| arch | HIGH | LOW | threshold: Linux user / kernel / bare metal | run-time test below |"
echo "|---|---|---|---|---|"
for a in $(bash "$top/tools/gen-arch-table.sh" --names); do
	read -r h l tu tb50 <<<"$(vals -DARCH="$a")"
	read -r _ _ tk _ <<<"$(vals -DARCH="$a" -D__KERNEL__)"
	read -r _ _ tb _ <<<"$(vals -DARCH="$a" -U__linux__)"
	echo "| $a | $h | $l | $tu / $tk / $tb | $tb50 |"
done
