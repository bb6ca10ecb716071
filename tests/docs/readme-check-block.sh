#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/docs/readme-check-block.sh - the README's "Check your hints" block is
# what its commands print: tools/readme-check-block.sh runs them again and
# compares, on the machine and compiler the block names (elsewhere the
# tables differ by arch and the check is a SKIP that says so).
source "$(dirname "$0")/../lib/lib.sh"

made=$(tr '\n' ' ' <"$top/README.md" | sed -n 's/.*Made on \([^ ]*\) with `\([^`]*\)`.*/\1|\2/p')
if [ -z "$made" ]; then
	fail "README.md has no \"Check your hints\" block naming the machine and compiler it was made on"
	finish
fi
for tool in cc gcc gcov python3; do
	have $tool || { skip "README check block: no $tool"; finish; }
done
here="$(uname -m)|$(cc --version | head -n 1)"
if [ "$here" != "$made" ]; then
	skip "README check block: made on ${made%%|*} with ${made#*|}; this is ${here%%|*} with ${here#*|}"
	finish
fi
if out=$(bash "$top/tools/readme-check-block.sh" --check 2>&1); then
	pass "README's \"Check your hints\" block: its commands, run here, print the tables it shows"
else
	fail "README's \"Check your hints\" block is stale (bash tools/readme-check-block.sh rewrites it): $(head -n 12 <<<"$out" | tr '\n' ' ')"
fi
finish
