#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/arch-table.sh - print the README's arch table from the arch headers
# themselves: HIGH, LOW and THRESHOLD for Linux user space, a kernel build
# (-D__KERNEL__) and bare metal (-U__linux__), as the host compiler
# preprocesses them (CC=..., default cc).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cc=${CC:-cc}
vals() {
	printf '#include <probable.h>\nv ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD\n' |
		$cc -E -P -x c -I"$top/include" "$@" - | awk '$1 == "v" { print $2, $3, $4 }'
}
echo "| arch | HIGH | LOW | threshold: Linux user / kernel / bare metal |"
echo "|---|---|---|---|"
for d in "$top"/arch/*/; do
	a=$(basename "$d")
	read -r h l tu <<<"$(vals -DARCH="$a")"
	read -r _ _ tk <<<"$(vals -DARCH="$a" -D__KERNEL__)"
	read -r _ _ tb <<<"$(vals -DARCH="$a" -U__linux__)"
	echo "| $a | $h | $l | $tu / $tk / $tb |"
done
