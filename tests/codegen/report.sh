#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/report.sh - docs/codegen.md is what `make codegen` writes:
# regenerated into a temporary file, it must equal the committed one
# whenever the toolchains are the ones it names (else: skipped, with the
# difference in compilers said), and no probable() in it may differ from
# the form it stands for.
source "$(dirname "$0")/../lib/lib.sh"

doc=$top/docs/codegen.md
if ! bash "$top/tools/codegen-report.sh" "$tmp/codegen.md" >/dev/null 2>"$tmp/err"; then
	fail "codegen report: tools/codegen-report.sh failed: $(head -c 300 "$tmp/err")"
	finish
fi
if grep -q 'DIFFERENT' "$tmp/codegen.md"; then
	fail "codegen report: probable() differs from its builtin: $(grep -m1 DIFFERENT "$tmp/codegen.md")"
else
	pass "codegen report: probable() is the same bytes as its builtin on all $(grep -c 'same bytes |.*same bytes |.*same bytes |' "$tmp/codegen.md") targets"
fi
if grep -q '| no |$' "$tmp/codegen.md"; then
	fail "codegen report: the hint changes nothing on $(grep '| no |$' "$tmp/codegen.md" | cut -d'|' -f2 | tr '\n' ' '): the comparison cannot fail there"
else
	pass "codegen report: the hint changes the code on every target"
fi
if [ ! -f "$doc" ]; then
	fail "codegen report: docs/codegen.md is missing"
elif [ "$(grep -m1 '^Compilers:' "$doc")" != "$(grep -m1 '^Compilers:' "$tmp/codegen.md")" ]; then
	skip "codegen report: other toolchains here ($(grep -m1 '^Compilers:' "$tmp/codegen.md")) than docs/codegen.md's; not compared"
elif cmp -s "$doc" "$tmp/codegen.md"; then
	pass "codegen report: docs/codegen.md is what make codegen writes"
else
	fail "codegen report: docs/codegen.md differs from a fresh make codegen: $(diff "$doc" "$tmp/codegen.md" | grep -m1 '^[<>]')"
fi
finish
