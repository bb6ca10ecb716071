#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/readme-check-block.sh - the README's "Check your hints" block, made
# from a real run: each way in (profile mode on your own file; a code base's
# own likely() unchanged; a gcov coverage build) is a list of commands that
# this script runs, as written, in a scratch directory with the example
# program as your.c, and prints beside what they printed.
#
#   bash tools/readme-check-block.sh          rewrite the block in README.md
#   bash tools/readme-check-block.sh --check  exit 1 (and say so) when the
#                                             README's block is not what a
#                                             run here prints
#   bash tools/readme-check-block.sh --print  the block on standard output
#
# What differs from run to run is written as a placeholder: the run id (the
# exec's random bytes) and the scratch directory.  The block names the
# compiler and machine it ran on; tests/docs/readme-check-block.sh compares
# it only on the same ones.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
readme=$top/README.md
begin='<!-- check-your-hints: begin (made by tools/readme-check-block.sh; do not edit) -->'
end='<!-- check-your-hints: end -->'
mode=${1:-write}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# run EXAMPLE COMMAND...: the commands in a fresh directory holding the
# example as your.c; prints the commands as a sh block, then what the last
# one printed
run() {
	local example=$1 d
	shift
	d=$(mktemp -d "$tmp/way.XXXXXX")
	cp "$top/examples/$example" "$d/your.c"
	printf '```sh\n'
	printf '%s\n' "$@"
	printf '```\n\n'
	# run here with P set to this tree: the line that sets P is the reader's
	local out cmds
	cmds=$(printf '%s\n' "$@" | grep -v '^P=')
	if ! out=$(cd "$d" && env -u PROBABLE_PROFILE -u PROBABLE_PROFILE_FORMAT -u PROBABLE_PROFILE_RUN \
		P="$top" bash -euo pipefail -c "$(sed '$d' <<<"$cmds")" 2>&1 >/dev/null &&
		cd "$d" && P="$top" bash -euo pipefail -c "$(tail -n 1 <<<"$cmds")" 2>&1); then
		printf 'tools/readme-check-block.sh: the commands for %s failed:\n%s\n' "$example" "$out" >&2
		exit 2
	fi
	printf 'prints (for `examples/%s` as your.c):\n\n```\n' "$example"
	printf '%s\n' "$out" | sed -E -e 's/run [0-9a-f]{32}/run <random id>/' -e "s|$d/||g"
	printf '```\n'
}

block() {
	local cc_version
	cc_version=$(cc --version | head -n 1)
	cat <<EOF
$begin
## Check your hints

Three ways from your own code to a verdict on each hint, each two or three
commands (\`P\` is where you cloned this repository; installed with \`make
install\`, the tools are on \`PATH\` and \`-I/usr/local/include/probable\`
finds the headers).
A \`wrong\` hint costs more than a right one gains (see
[Evidence](#evidence-does-a-hint-pay-here)); the table says what to write
instead, and \`probable-fix\` writes it for you ([Profile
mode](#profile-mode-are-the-guesses-true)). Made on $(uname -m) with \`$cc_version\`
by \`tools/readme-check-block.sh\`.

**Your own file, with \`probable()\`**: build it in profile mode, run it as
usual; at exit it leaves \`probable-profile.json\` where it ran (runs add up,
as \`.gcda\` files do; \`PROBABLE_PROFILE=off\` writes nothing).

EOF
	run your_hints.c \
		'P=~/src/probable    # where you cloned this repository' \
		'cc -O2 -pthread -DPROBABLE_PROFILE -I"$P/include" your.c -o your' \
		'./your' \
		'"$P/tools/probable-report" probable-profile.json'
	cat <<'EOF'

**A code base with its own `likely()`/`unlikely()`, unchanged**:
`probable_likely.h` makes each one a site declaring 90 or 10 (what GCC
assumes of `__builtin_expect`). Without `-DPROBABLE_PROFILE` the header
changes nothing in the object code.

EOF
	run your_likely.c \
		'cc -O2 -pthread -DPROBABLE_PROFILE -include probable_likely.h -I"$P/include" your.c -o your' \
		'./your' \
		'"$P/tools/probable-report" probable-profile.json'
	cat <<'EOF'

**The counts your coverage build already has** (gcov here; llvm-cov and the
kernel's branch profiler in [docs/coverage.md](docs/coverage.md), with a CI
job that fails on a wrong hint): no rebuild in profile mode, no edit.

EOF
	run your_likely.c \
		'gcc -O0 --coverage -c your.c && gcc --coverage your.o -o your' \
		'./your && gcov -b --json-format your.c' \
		'"$P/tools/probable-report" your.gcov.json.gz'
	printf '%s\n' "$end"
}

new=$(block)
case $mode in
--print) printf '%s\n' "$new" ;;
write | --check)
	old=$(awk -v b="$begin" -v e="$end" '$0 == b { on = 1 } on { print } $0 == e { on = 0 }' "$readme")
	if [ "$mode" = --check ]; then
		if [ "$old" = "$new" ]; then exit 0; fi
		echo "README.md's \"Check your hints\" block is not what tools/readme-check-block.sh prints here:" >&2
		diff <(printf '%s\n' "$old") <(printf '%s\n' "$new") >&2 || true
		exit 1
	fi
	[ -n "$old" ] || { echo "README.md has no line '$begin'" >&2; exit 2; }
	printf '%s\n' "$new" >"$tmp/block"
	awk -v b="$begin" -v e="$end" -v f="$tmp/block" '
		$0 == b { while ((getline l < f) > 0) print l; skip = 1; next }
		$0 == e { skip = 0; next }
		!skip { print }' "$readme" >"$tmp/readme"
	cat "$tmp/readme" >"$readme"
	echo "tools/readme-check-block.sh: wrote the \"Check your hints\" block of README.md"
	;;
*) echo "usage: tools/readme-check-block.sh [--check | --print]" >&2; exit 2 ;;
esac
