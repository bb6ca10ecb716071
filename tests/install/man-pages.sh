#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/install/man-pages.sh - the manual pages in man/:
#
# 1. Each renders without a warning: `groff -man -ww -z` and `mandoc -T lint`
#    (style messages included) print nothing.  groff-base and mandoc are
#    installed when missing and root; otherwise that part is a SKIP.
# 2. Each has NAME, SYNOPSIS, DESCRIPTION, DIAGNOSTICS, EXAMPLES and SEE
#    ALSO (probable.3 also ENVIRONMENT for profile mode), and its .TH says
#    the version include/probable.h defines.
# 3. They say what the headers say: every named compile error of
#    include/*.h (probable_..._must_/needs_/takes_...) and the start of
#    every #error text of include/ and arch/ is in probable.3 or
#    get_unaligned_p.3; every option `tools/probable-fix --help` lists is in
#    probable-fix.1, and every option of `tools/probable-report merge|text|html
#    --help` in probable-report.1; PROBABLE_PROFILE and PROBABLE_PROFILE_FORMAT (what
#    probable_profile.h reads with getenv) are in probable.3.
# 4. man/links (the other names, installed as symlinks) and the NAME
#    sections agree both ways, and each link's page exists.
# 5. The C examples (with #include <probable.h> added where they leave it
#    out) compile warning-free with gcc and clang.
source "$(dirname "$0")/../lib/lib.sh"

man=$top/man
pages=$(cd "$man" && ls -- *.[1-8] 2>/dev/null)
if [ -z "$pages" ]; then
	fail "man pages: none in man/"
	finish
fi

ensure() { # command package: tools/deps.sh installs it when asked (DEPS_INSTALL=1)
	have "$1" && return 0
	bash "$top/tools/deps.sh" "$2" >/dev/null 2>&1
	have "$1"
}

# roff source as plain text: escapes and font changes dropped
plain() {
	sed -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/\\(dq/"/g' -e 's/\\(lq/"/g' -e 's/\\(rq/"/g' \
		-e 's/\\&//g' -e 's/\\c$//' -e 's/\\(aq/'"'"'/g' -e 's/\\e/\\/g' "$@"
}

# 1. lint
if ensure groff groff-base; then
	for p in $pages; do
		out=$(cd "$man" && groff -man -ww -z "$p" 2>&1)
		if [ $? = 0 ] && [ -z "$out" ]; then pass "man $p: groff -man -ww -z prints nothing"
		else fail "man $p: groff -man -ww -z: $(head -3 <<<"$out" | tr '\n' ' ')"; fi
	done
else
	skip "man pages: groff missing (apt-get install groff-base)"
fi
if ensure mandoc mandoc; then
	for p in $pages; do
		out=$(cd "$man" && mandoc -T lint "$p" 2>&1)
		if [ $? = 0 ] && [ -z "$out" ]; then pass "man $p: mandoc -T lint prints nothing"
		else fail "man $p: mandoc -T lint: $(head -3 <<<"$out" | tr '\n' ' ')"; fi
	done
else
	skip "man pages: mandoc missing (apt-get install mandoc)"
fi

# 2. sections and version
version=$(sed -n 's/^#define PROBABLE_VERSION "\(.*\)"/\1/p' "$top/include/probable.h")
for p in $pages; do
	want="NAME SYNOPSIS DESCRIPTION DIAGNOSTICS EXAMPLES SEE_ALSO"
	[ "$p" = probable.3 ] && want+=" ENVIRONMENT"
	missing=""
	for s in $want; do
		grep -qE "^\.SH \"?${s//_/ }\"?\$" "$man/$p" || missing+=" ${s//_/ }"
	done
	[ -z "$missing" ] && pass "man $p: has $want" || fail "man $p: missing section(s):$missing"
	if grep -qE "^\.TH .* \"probable $version\"" "$man/$p"; then pass "man $p: .TH says probable $version"
	else fail "man $p: .TH does not say \"probable $version\" (include/probable.h's version): $(grep -m1 '^\.TH' "$man/$p")"; fi
done

# 3. the pages say what the headers say
lib_pages=("$man/probable.3" "$man/get_unaligned_p.3")
text=$(plain "${lib_pages[@]}" 2>/dev/null)
names=$(grep -ohE '\bprobable_[a-z0-9_]*_(must|needs|takes)_[a-z0-9_]*[a-z0-9]' "$top"/include/*.h | sort -u)
for n in $names; do
	[[ $text == *"$n"* ]] && pass "man: compile error $n is explained" ||
		fail "man: compile error $n (include/) is in neither probable.3 nor get_unaligned_p.3"
done
while IFS= read -r msg; do
	key=${msg#probable: }
	key=${key%%;*} key=${key%%: *} key=${key%% (*}
	key=${key%"${key##*[![:space:]]}"}
	[ -n "$key" ] || continue
	if [[ $text == *"$key"* ]]; then pass "man: #error \"$key...\" is explained"
	else fail "man: #error \"$key...\" (from: $msg) is in neither probable.3 nor get_unaligned_p.3"; fi
done < <(grep -hE '^[[:space:]]*#[[:space:]]*error[[:space:]]+"' "$top"/include/*.h "$top"/arch/*/*.h |
	sed -E 's/^[[:space:]]*#[[:space:]]*error[[:space:]]+"(.*)"[[:space:]]*$/\1/' | sort -u)
for v in $(grep -ohE 'getenv\("[A-Z_]*[A-Z]"\)' "$top/include/probable_profile.h" | sed 's/getenv("\(.*\)")/\1/' | sort -u); do
	sed -n '/^\.SH ENVIRONMENT/,/^\.SH/p' "$man/probable.3" | grep -qE "^\.B $v\$" && pass "man probable.3: ENVIRONMENT has $v" ||
		fail "man probable.3: profile mode reads $v, which ENVIRONMENT does not list"
done
if [ -f "$man/probable-fix.1" ]; then
	if have python3 && help=$(python3 "$top/tools/probable-fix" --help 2>&1); then
		fixtext=$(plain "$man/probable-fix.1")
		for o in $(grep -oE '(^|[[:space:],[])--[a-z][a-z-]*' <<<"$help" | grep -oE -- '--[a-z-]+' | sort -u); do
			[[ $fixtext == *"$o"* ]] && pass "man probable-fix.1: documents $o" ||
				fail "man probable-fix.1: probable-fix --help has $o, the page does not"
		done
	else
		skip "man probable-fix.1: python3 missing, options not compared with --help"
	fi
fi
# probable-report: the options of each command's --help
if [ -f "$man/probable-report.1" ] && have python3; then
	rtext=$(plain "$man/probable-report.1")
	for c in merge text html; do
		help=$(python3 "$top/tools/probable-report" "$c" --help 2>&1) || { fail "probable-report $c --help failed"; continue; }
		grep -qE "^\.B probable\\\\-report.*\b$c\b|^\.B $c\$|^\.RB \[ $c \]" "$man/probable-report.1" ||
			fail "man probable-report.1: no entry for the command $c"
		for o in $(grep -oE '(^|[[:space:],[])--[a-z][a-z-]*' <<<"$help" | grep -oE -- '--[a-z-]+' | sort -u); do
			[[ $rtext == *"$o"* ]] && pass "man probable-report.1: documents $c $o" ||
				fail "man probable-report.1: probable-report $c --help has $o, the page does not"
		done
	done
fi

# 4. links
names_of() { # page -> the names its NAME section lists, one a line
	sed -n '/^\.SH NAME/,/^\.SH/p' "$1" | sed '1d;$d' | grep -v '^\.' | plain | tr '\n' ' ' |
		sed 's/^/ /; s/ - .*//' | tr ', ' '\n\n' | grep .
}
# each page's names, read once (a pipeline of eight processes)
declare -A linked=() page_names=()
for p in $pages; do page_names[$p]=$(names_of "$man/$p"); done
while read -r name page; do
	case $name in '' | '#'*) continue ;; esac
	linked[$name]=$page
	if [ ! -f "$man/$page" ]; then fail "man/links: $name -> $page: no such page"; continue; fi
	if [ "${name##*.}" != "${page##*.}" ]; then fail "man/links: $name -> $page: another section"; continue; fi
	grep -qx -- "${name%.*}" <<<"${page_names[$page]}" && pass "man/links: ${name%.*} is named in $page" ||
		fail "man/links: ${name%.*} -> $page, but $page's NAME section does not list it"
done <"$man/links"
for p in $pages; do
	for n in ${page_names[$p]}; do
		[ "$n.${p##*.}" = "$p" ] && continue
		[ "${linked[$n.${p##*.}]:-}" = "$p" ] && pass "man $p: NAME entry $n has a link in man/links" ||
			fail "man $p: NAME entry $n has no line \"$n.${p##*.} $p\" in man/links"
	done
done

# 5. the examples compile
n=0
for p in $pages; do
	# a C example: a block that does not start with a shell prompt
	awk '/^\.EX/{on=1; buf=""; next}
	     /^\.EE/{on=0; if (buf !~ /^\$ /) { n++; f=sprintf("%s/ex-%s-%d.c", dir, page, n)
	              if (buf !~ /#include <probable.h>/) buf = "#include <probable.h>\n" buf
	              printf "%s", buf > f; close(f) } next}
	     on{buf = buf $0 "\n"}' \
		dir="$tmp" page="$p" "$man/$p"
done
for f in "$tmp"/ex-*.c; do
	[ -e "$f" ] || continue
	n=$((n + 1))
	plain -i "$f"
	for cc in gcc clang; do
		have $cc || continue
		if $cc -std=c11 -Wall -Wextra -Wpedantic -Werror -fsyntax-only -I"$top/include" "$f" 2>"$tmp/cc.log"; then
			pass "man example ${f##*/ex-} compiles with $cc"
		else
			fail "man example ${f##*/ex-} with $cc: $(grep -m1 error "$tmp/cc.log")"
		fi
	done
done
[ "$n" -gt 0 ] || fail "man pages: no C example found"

finish
