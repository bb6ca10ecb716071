#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/headers-alone.sh - every header of include/ compiles on its
# own: a file that includes only that header compiles warning-free
# (-Wall -Wextra -Werror) with gcc and g++, clang and clang++ (plain mode).
# The profile runtime's headers are parts of profile mode, taken in by
# probable.h under -DPROBABLE_PROFILE (each says so with an #error when
# included alone): reported as SKIP lines until they compile alone too.
source "$(dirname "$0")/../lib/lib.sh"

for h in "$top"/include/*.h; do
	name=$(basename "$h")
	modes=("")
	case $name in probable_profile*)
		skip "headers-alone: $name is part of profile mode (#include <probable.h> with -DPROBABLE_PROFILE)"
		continue ;;
	esac
	for spec in gcc:c:gnu11 g++:c++:gnu++17 clang:c:gnu11 clang++:c++:gnu++17; do
		IFS=: read -r cc lang std <<<"$spec"
		have "$cc" || continue
		for mode in "${modes[@]}"; do
			printf '#include <%s>\nint probable_alone_x;\n' "$name" >"$tmp/a.$lang"
			if "$cc" -x "$lang" -std="$std" $mode -Wall -Wextra -Werror -I"$top/include" \
				-c "$tmp/a.$lang" -o "$tmp/a.o" 2>"$tmp/err"; then
				pass "headers-alone $cc: #include <$name> alone compiles${mode:+ ($mode)}"
			else
				fail "headers-alone $cc: #include <$name> alone: $(grep -m1 -E 'error|warning' "$tmp/err")"
			fi
		done
	done
done
finish
