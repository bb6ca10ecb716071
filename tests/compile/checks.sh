#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/checks.sh - the ccan-style compile tests.
#
# compile_ok-*.c must compile warning-free (-Werror).  compile_fail-*.c must
# compile warning-free without -DFAIL and fail with it, and the compiler's
# output must match the file's "EXPECT:" regex (C) or "EXPECT_CXX:" regex
# (C++, when given): the error must be the one the file is about.  Each is
# tried with gcc, clang, g++ and clang++ (as C++), and with a current Clang
# beside the system's (clang-19, clang++-19), at -O0, at -O2 and in profile
# mode (-DPROBABLE_PROFILE), and the C ones with tcc (which must fail,
# whatever its words).  The compilers run side by side (tests/lib/lib.sh par).
#
# The compile_fail files that start with #include <probable.h> (nothing of
# their own before it) are "merged": one unit per compiler and setting
# includes them all, each file's f renamed.  That unit is
#   - the control (compiled without FAIL, it must be clean; when it is not,
#     each merged file is compiled alone, so that the failure is the file's);
#   - with -DFAIL, every merged file's error at once (a -verify style check):
#     the diagnostics are cut into one piece per error (the context lines
#     before it, "In function ...", "In file included from ...", "required
#     from ...", and the notes after it), a piece belongs to the files whose
#     path:line it names, and a file passes when the pieces that are its own
#     match its EXPECT.  The files not passed so (a C++ template
#     instantiated for two files reports its error once, for the first) are
#     tried again in a unit of their own, and so on while a round passes
#     one; those left are compiled alone with -DFAIL and judged on that
#     output, as every file used to be.
# The other files (compile_ok-*, and compile_fail files that define ARCH or
# another name before the include) are compiled alone, control and -DFAIL,
# by a sampling rule in make test.  The compilers come in pairs, a C one
# and its C++ one (gcc g++, clang clang++, clang-19 clang++-19: m pairs);
# such file number u (0.., in name order) meets pair number u mod m only,
# its C compiler at setting number (u / m) mod 3 (-O0, -O2, profile) and
# its C++ one at the next setting, (u / m + 1) mod 3 (with fewer than 3
# compilers: at every setting).  So every such file meets C and C++ and
# two of the three settings, and every compiler meets every setting with
# two files or more (20 files, 3 pairs); an alone compile costs a compiler
# start and a parse of the headers each (a driver run of many units costs
# as much), and in profile mode a build of the profile runtime.  None of
# these errors depends on the optimiser: they are #error, static
# assertions, template and constraint errors of the front end.
# PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive) compiles every file
# alone with every compiler at every setting as well (the merged unit's
# checks too): the whole matrix, control and -DFAIL.
source "$(dirname "$0")/../lib/lib.sh"
export LC_ALL=C # the diagnostics in English, as pieces() reads them

exhaustive=${PROBABLE_TEST_EXHAUSTIVE:-0}

compilers="gcc:c:c11 g++:c++:c++11"
have clang && compilers+=" clang:c:c11 clang++:c++:c++17"
if have clang-19; then
	compilers+=" clang-19:c:c17 clang++-19:c++:c++20"
else
	skip "compile checks with clang-19: not installed (Debian: apt-get install clang-19)"
fi
ncompilers=$(wc -w <<<"$compilers")
settings=("-O0" "-O2" "-O2 -DPROBABLE_PROFILE")

flags=(-Wall -Wextra -Werror -I"$top/include" -I"$top/tests/fixtures")
tcc_flags=(-Wall -Werror -I"$top/include" -I"$top/tests/fixtures")

files=("$top"/tests/compile/compile_ok-*.c "$top"/tests/compile/compile_fail-*.c)

# merged FILE: a compile_fail file whose first directive is #include <probable.h>
merged() {
	case $1 in */compile_fail-*) ;; *) return 1 ;; esac
	awk '/^[ \t]*#/ { exit !($0 ~ /^#include <probable\.h>/) }' "$1"
}
# per file, read once: ismerged[NAME]=1, want_c[NAME], want_cxx[NAME] (the
# EXPECT regexes)
declare -A ismerged want_c want_cxx
mergeable=()
for f in "${files[@]}"; do
	name=${f##*/} name=${name%.c}
	merged "$f" && mergeable+=("$f") && ismerged[$name]=1
	want_c[$name]=$(sed -n 's/.*EXPECT: \(.*\) \*\/$/\1/p' "$f")
	want_cxx[$name]=$(sed -n 's/.*EXPECT_CXX: \(.*\) \*\/$/\1/p' "$f")
	[ -n "${want_cxx[$name]}" ] || want_cxx[$name]=${want_c[$name]}
done
# merged_unit OUT FILE...: one unit that includes each FILE, its f renamed
merged_unit() {
	local out=$1 k=0 f
	shift
	{
		echo '#include <probable.h>'
		for f in "$@"; do
			k=$((k + 1))
			echo "#define f probable_check_${k}_f"
			echo "#include \"$f\""
			echo "#undef f"
		done
	} >"$out"
}
merged_unit "$tmp/together.c" "${mergeable[@]}"
unit=$tmp/together.c # (par jobs have a $tmp of their own)

# want_of NAME LANG: sets want, the regex compile_fail NAME's error must
# match in LANG (no subshell: this runs for every file and setting)
want_of() {
	if [ "$2" = c++ ]; then want=${want_cxx[$1]}; else want=${want_c[$1]}; fi
}

# pieces ERR WANT: cut the diagnostics ERR into one piece per error; a piece
# belongs to every compile_fail-NAME.c whose path:line it names; print the
# NAMEs one of whose pieces has a line that matches NAME's regex in the file
# WANT (lines "NAME<tab>REGEX", read with getline: no escapes processed), as
# grep -E over the file's pieces did, in one process for all the files.
# Context lines (they say where the next error is) start the next piece;
# everything after an error line (notes, the source lines and carets,
# clang's too, which start in column 0) stays in its piece.
pieces() {
	awk -v wantf="$2" '
	BEGIN {
		while ((getline l < wantf) > 0) {
			t = index(l, "\t"); want[substr(l, 1, t - 1)] = substr(l, t + 1)
		}
	}
	function flush(   s, rest, name, seen, n, i, lines) {
		if (!has_error) return
		split("", seen)
		rest = buf
		n = split(buf, lines, "\n")
		while (match(rest, /\/compile_fail-[A-Za-z0-9_.+-]+\.c:[0-9]/)) {
			s = substr(rest, RSTART + 1, RLENGTH - 1)
			sub(/\.c:[0-9]$/, "", s)
			rest = substr(rest, RSTART + RLENGTH)
			if (s in seen || s in passed || !(s in want)) continue
			seen[s] = 1
			for (i = 1; i <= n; i++)
				if (lines[i] ~ want[s]) { passed[s] = 1; print s; break }
		}
	}
	function context(l) {
		return l ~ /^In file included from / || l ~ /^ +from [^ ]+:[0-9]+[:,]$/ ||
			l ~ /: In (function|member function|static member function|constructor|destructor|lambda function|instantiation of|substitution of)/ ||
			l ~ /: At (global scope|top level):$/ || l ~ /:[0-9]+:[0-9]+: +required (from|by) / ||
			l ~ /^[^ ].*:[0-9]+:[0-9]+: +(in|recursively) required from/
	}
	/: (fatal )?error: / {
		if (!in_context) { flush(); buf = ""; }
		buf = buf $0 "\n"; has_error = 1; in_context = 0; next
	}
	context($0) {
		if (!in_context) { flush(); buf = ""; has_error = 0; in_context = 1 }
		buf = buf $0 "\n"; next
	}
	{ in_context = 0; buf = buf $0 "\n" }
	END { flush() }
	' "$1"
}

# alone CC LANG STD LABEL FILE OPT...: FILE compiled alone, the control and
# (compile_fail) -DFAIL, with one PASS or FAIL line
alone() {
	local cc=$1 lang=$2 std=$3 label=$4 f=$5 name want
	shift 5
	name=${f##*/} name=${name%.c}
	if ! $cc -x "$lang" -std="$std" "$@" "${flags[@]}" -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
		fail "$name $label: does not compile cleanly without FAIL: $(grep -m1 -E 'error|warning' "$tmp/err")"
		return
	fi
	case $name in compile_ok-*) pass "$name $label: compiles cleanly"; return ;; esac
	alone_fail "$cc" "$lang" "$std" "$label" "$f" "$@"
}

# alone_fail CC LANG STD LABEL FILE OPT...: FILE with -DFAIL, alone
alone_fail() {
	local cc=$1 lang=$2 std=$3 label=$4 f=$5 name want
	shift 5
	name=${f##*/} name=${name%.c}
	want_of "$name" "$lang"
	if $cc -x "$lang" -std="$std" "$@" "${flags[@]}" -DFAIL -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
		fail "$name $label: compiles with -DFAIL"
	elif grep -qE -- "$want" "$tmp/err"; then
		pass "$name $label: fails for its reason"
	else
		fail "$name $label: fails, but not with /$want/: $(grep -m1 error "$tmp/err")"
	fi
}

# fail_rounds CC LANG STD LABEL LIMIT OPT...: the merged files with -DFAIL,
# in units of those not yet passed, while a round passes one; marks the
# passed ones $tmp/passed/NAME
fail_rounds() {
	local cc=$1 lang=$2 std=$3 label=$4 limit=$5 f name round=0 more=1 want
	shift 5
	local pending=("${mergeable[@]}") left
	while [ $more = 1 ] && [ ${#pending[@]} -gt 0 ]; do
		round=$((round + 1)) more=0 left=()
		merged_unit "$tmp/round.c" "${pending[@]}"
		: >"$tmp/want"
		for f in "${pending[@]}"; do
			name=${f##*/} name=${name%.c}
			want_of "$name" "$lang"
			printf '%s\t%s\n' "$name" "$want" >>"$tmp/want"
		done
		if $cc -x "$lang" -std="$std" "$@" "${flags[@]}" "$limit" -DFAIL -c "$tmp/round.c" -o "$tmp/o.o" 2>"$tmp/err"; then
			fail "merged compile_fail files $label: their unit (round $round) compiles with -DFAIL"
			return
		fi
		local -A ok=()
		while read -r name; do ok[$name]=1; done < <(pieces "$tmp/err" "$tmp/want")
		for f in "${pending[@]}"; do
			name=${f##*/} name=${name%.c}
			if [ -n "${ok[$name]:-}" ]; then
				: >"$tmp/passed/$name"
				more=1
			else
				left+=("$f")
			fi
		done
		pending=("${left[@]}")
	done
}

# sampled U J: sets setting, the setting number alone file number U meets
# compiler number J at in make test ("none": not in make test)
sampled() {
	local m=$((ncompilers / 2))
	if [ "$ncompilers" -lt 3 ]; then setting=all # (fewer: every setting)
	elif [ $(($1 % m)) != $(($2 / 2)) ]; then setting=none
	else setting=$((($1 / m + $2 % 2) % 3)); fi
}

# check_with J SPEC: every file with compiler number J, SPEC, at the settings
check_with() {
	local j=$1 cc lang std opts opt label name f s u limit want setting together=0
	IFS=: read -r cc lang std <<<"$2"
	case $cc in clang*) limit=-ferror-limit=0 ;; *) limit=-fmax-errors=0 ;; esac
	for s in 0 1 2; do
		opts=${settings[s]}
		read -r -a opt <<<"$opts"
		label="$cc $opts"
		# g++ profile mode: C++17 (before it a site defines a type, so
		# it may not be in sizeof: README, profile mode)
		[ "$cc" = g++ ] && [ "${opts#*PROFILE}" != "$opts" ] && opt+=(-std=c++17) && label+=" -std=c++17"
		# the merged files: the control all at once, then -DFAIL all at
		# once, in rounds; $tmp/passed/NAME: passed in one
		together=0
		rm -rf "$tmp/passed" && mkdir "$tmp/passed"
		$cc -x "$lang" -std="$std" "${opt[@]}" "${flags[@]}" -c "$unit" -o "$tmp/o.o" 2>/dev/null && together=1
		if [ $together = 1 ]; then
			fail_rounds "$cc" "$lang" "$std" "$label" "$limit" "${opt[@]}"
		fi
		u=0
		for f in "${files[@]}"; do
			name=${f##*/} name=${name%.c}
			if [ -n "${ismerged[$name]:-}" ]; then
				if [ $together = 0 ]; then
					alone "$cc" "$lang" "$std" "$label" "$f" "${opt[@]}"
					continue
				fi
				if [ -e "$tmp/passed/$name" ]; then
					pass "$name $label: fails for its reason, in one unit with the others"
				else
					alone_fail "$cc" "$lang" "$std" "$label" "$f" "${opt[@]}"
				fi
				[ "$exhaustive" = 1 ] && alone_fail "$cc" "$lang" "$std" "$label alone" "$f" "${opt[@]}"
			else
				sampled "$u" "$j"
				u=$((u + 1))
				if [ "$exhaustive" = 1 ] || [ "$setting" = all ] || [ "$setting" = "$s" ]; then
					alone "$cc" "$lang" "$std" "$label" "$f" "${opt[@]}"
				fi
			fi
		done
	done
}

check_tcc() {
	local f name label
	for f in "${files[@]}"; do
		name=${f##*/} name=${name%.c}
		label="$name tcc"
		if ! tcc "${tcc_flags[@]}" -c "$f" -o "$tmp/o.o" 2>"$tmp/err"; then
			fail "$label: does not compile without FAIL: $(head -1 "$tmp/err")"
		elif [ "${name#compile_ok}" != "$name" ]; then
			pass "$label: compiles"
		elif tcc "${tcc_flags[@]}" -DFAIL -c "$f" -o "$tmp/o.o" 2>/dev/null; then
			fail "$label: compiles with -DFAIL"
		else
			pass "$label: fails"
		fi
	done
}

j=0
for spec in $compilers; do
	par check_with $j "$spec"
	j=$((j + 1))
done
have tcc && par check_tcc
par_wait
finish
