#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/nesting.sh - cond appears once in each probable()'s expansion, so
# nesting grows linearly: 12 deep preprocesses to at most 2.5x the size at
# 6 deep, and under 64 KiB (a macro that copies cond into three arms, as
# the seed's did, grows 3^depth).  Checked for every expansion form.
source "$(dirname "$0")/../lib/lib.sh"

nest() { # depth -> probable(probable(...(x_marker, 5)..., 95)
	local d=$1 e="x_marker" i pcs=(5 95 50 0 100 10)
	for ((i = 0; i < d; i++)); do e="probable($e, ${pcs[i % 6]})"; done
	printf '#include <probable.h>\nint f(int x_marker);\nint f(int x_marker) { return %s; }\n' "$e"
}

for spec in "gcc:c" "g++:c++" "clang:c" "clang++:c++" "clang-19:c" "clang++-19:c++" "tcc:c" \
	"gcc:c:-DPROBABLE_EXACT" "clang:c:-DPROBABLE_EXACT"; do
	IFS=: read -r cc lang extra <<<"$spec"
	have "$cc" || continue
	label="$cc $lang $extra"
	# once per probable()
	n=$(nest 1 | $cc -x "$lang" -E -P -I"$top/include" $extra - | sed -n 's/.*{ return//p' | grep -o x_marker | wc -l)
	[ "$n" = 1 ] && pass "nesting $label: cond appears once in one probable()" ||
		fail "nesting $label: cond appears $n times in one probable()"
	nest 6 | $cc -x "$lang" -E -P -I"$top/include" $extra - | grep -v '^$' | tail -n 2 >"$tmp/6"
	nest 12 | $cc -x "$lang" -E -P -I"$top/include" $extra - | grep -v '^$' | tail -n 2 >"$tmp/12"
	s6=$(wc -c <"$tmp/6") s12=$(wc -c <"$tmp/12")
	if [ $((s12 * 10)) -le $((s6 * 25)) ] && [ "$s12" -lt 65536 ]; then
		pass "nesting $label: depth 6 = $s6 bytes, depth 12 = $s12 bytes"
	else
		fail "nesting $label: depth 6 = $s6 bytes, depth 12 = $s12 bytes (limit 2.5x and 64 KiB)"
	fi
	if $cc -x "$lang" -Wall -Wextra -Wshadow -Werror -I"$top/include" $extra -c -o "$tmp/n.o" - < <(nest 12); then
		pass "nesting $label: 12 deep compiles warning-free with -Wshadow"
	else
		fail "nesting $label: 12 deep does not compile warning-free"
	fi
done
finish
