#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/hygiene.sh - nothing a host project defines breaks the headers.
#
# Every name of a long list of common short names (the ones a header is
# tempted to use for a parameter, a member, a local, a template parameter,
# an attribute) is defined as a macro that expands to garbage, once BEFORE
# the include and once AFTER it; then tests/fixtures/hygiene-use.h uses every
# public macro.  Each must compile with -Wall -Wextra -Werror, with gcc,
# clang, g++, clang++ and clang-19/clang++-19, in plain and profile mode
# (-DPROBABLE_PROFILE).  In profile mode the "before" pass includes the system
# headers probable_profile.h needs first (a libc header is entitled to its
# own names); a separate pass checks which names the system headers
# themselves cannot take and repeats the "before" pass without them and
# without that head start.  Also: -Dinline= (C89 projects have it) in gnu89
# and c99 gives no warning.
#
# A failure is attributed to the header whose line the bad name is used
# on ("note: hygiene: <header>: <names>"), so each owner sees their part.
# HYGIENE_KEEP=DIR keeps each failing compiler's full output in DIR.
#
# Sampled in make test, by rule (PROBABLE_TEST_EXHAUSTIVE=1, make
# test-exhaustive, runs every pass with every compiler): every compiler
# makes both plain-mode passes; of the three profile-mode passes (before,
# after, before with no system header first), compiler number k in the
# order gcc clang clang-19 g++ clang++ clang++-19 makes number k mod 3 (a
# profile build compiles the profile runtime): each profile pass meets a C
# and a C++ compiler.  With fewer than these six installed, every compiler
# makes every pass.
source "$(dirname "$0")/../lib/lib.sh"
exhaustive=${PROBABLE_TEST_EXHAUSTIVE:-0}
export LC_ALL=C # plain quotes in diagnostics

# ---- the names ----------------------------------------------------------------

# legal macro names in C and C++ alike
names=(
	# one letter, both cases
	a b c d e f g h i j k l m n o p q r s t u v w x y z
	A B C D E F G H I J K L M N O P Q R S T U V W X Y Z
	# short words headers use for locals, members, parameters
	ok val ptr get put pick size type value in_range aligned hidden direct safe
	check count hits next prev file line func expr kind lock once data len buf
	index min max swap first last node slot site tls dso key high low exact
	left right out in err flag flags mode name text tmp ret res src dst dest
	addr align bits byte bytes word lo hi id idx lhs rhs arg args fn cb ctx
	obj self elem item list head tail cur end begin start stop base off offset
	pos mask shift sum total num cnt nn pp op cond pc order width state status
	result reg regs cpu arch raw le be u8 u16 u32 u64 s8 s16 s32 s64 uint ulong
	ushort uchar word_t BIT BITS MIN MAX ABS ARRAY_SIZE BUILD_BUG_ON
	declared hint threshold test_below slots shared nodes nsites registry thread_key
	verdict suggest needed observed row rows json format spec where interval
	sqrt round clamp mod
	# template parameters and their kind
	Pc Hint Access NotConst InRange Size Align Order Bits Kind Ptr Val Type Value
	Tp Up Cond N1 N2 T1 T2
	# GNU attribute names a header might spell without underscores
	packed may_alias always_inline noinline unused used weak visibility
	destructor constructor cold hot noreturn pure warn_unused_result
	deprecated section alias format_arg nonnull returns_nonnull
	transparent_union vector_size mode_ artificial gnu_inline
	# the kernel's and glibc's attribute shorthands (macros in their trees)
	__packed __aligned __always_inline __cold __weak __used __maybe_unused
	__must_check __pure __force __user __iomem __section __visibility
	__printf __noreturn __hot __noinline __deprecated __attribute_const__
	# what the library promises never to define
	get_unaligned put_unaligned get_unaligned_le32 put_unaligned_be32
	assert BUG BUG_ON WARN_ON ACCESS_ONCE READ_ONCE WRITE_ONCE
	# one of the headers' own words, but unprefixed
	PROBABLE PROFILE SITE BRANCH UNALIGNED DIRECT SAFE CHECKED LIKELY UNLIKELY
	NONE EXACT HIGH LOW LE BE
)
# legal macro names in C that C++ reserves (keywords, or C-only spellings a
# C header must not rely on)
c_names=(
	class template typename this new delete operator namespace using friend
	virtual public private protected mutable explicit export throw try catch
	nullptr constexpr noexcept decltype alignas alignof thread_local
	static_assert final override
	bool true false typeof asm restrict
)

# function-like, as git's banned.h defines them (after the system headers):
# C library functions a header has no business calling
banned=(strcpy strcat strncpy strncat sprintf vsprintf gets strtok gmtime localtime ctime asctime)

# in_test K P: whether compiler number K (in the order of specs) makes
# profile-mode pass number P (0 before, 1 after, 2 before with no system
# header first) in make test: P = K mod 3 (see the header)
# (with fewer than the six compilers installed, every pass with every one:
# the rule's claim needs all six)
in_test() { [ "$exhaustive" = 1 ] || [ ${#specs[@]} -lt 6 ] || [ $(($1 % 3)) = "$2" ]; }
# ---- compilers -------------------------------------------------------------------

# cc:lang:std (the standard of the plain pass; profile mode uses gnu11/gnu++11)
specs=()
for spec in gcc:c:c11 clang:c:c11 clang-19:c:c11 g++:c++:c++11 clang++:c++:c++17 clang++-19:c++:c++20; do
	cc=${spec%%:*}
	if have "$cc"; then specs+=("$spec"); else skip "hygiene $cc: not installed"; fi
done

flags=(-Wall -Wextra -Werror -I"$top/include" -I"$top/tests/fixtures")
errlimit() { case $1 in clang*) echo -ferror-limit=0 ;; *) echo -fmax-errors=0 ;; esac; }

# the system headers probable_profile.h includes (kept in step with it)
sys_headers=$(sed -n 's/^#include <\(.*\)>.*/\1/p' "$top/include/probable_profile.h")

macros_file() { # out names...
	local out=$1; shift
	local nm
	: >"$out"
	for nm in "$@"; do
		case $nm in
		*'()') printf '#define %s(...) probable_hygiene_banned_%s\n' "${nm%()}" "${nm%()}" ;;
		*) printf '#define %s probable_hygiene_bad_%s +\n' "$nm" "$nm" ;;
		esac >>"$out"
	done
}

# which header each failure comes from: a note "in expansion of macro 'NAME'"
# (GCC) sits on the header line that uses NAME; "expanded from macro 'NAME'"
# (Clang) follows the diagnostic or note that sits there
attribute() { # errfile names... -> "header: name name" lines
	local f=$1; shift
	awk -v list=" $(printf '%s ' "$@" | sed 's/()//g')" '
	/^[^ ]+:[0-9]+:[0-9]+: (fatal error|error|warning|note): / {
		path = $0; sub(/:[0-9]+:[0-9]+: .*/, "", path)
		inhdr = match(path, /(include\/)?(arch\/[a-z0-9_]+\/probability\.h|probable[a-z_]*\.h)$/)
		if (inhdr) { path = substr(path, RSTART); sub(/^include\//, "", path); path = "include/" path }
		if (!/: note: /) last = inhdr ? path : ""
		if (match($0, /macro .[A-Za-z_][A-Za-z0-9_]*.$/)) {
			m = substr($0, RSTART + 7, RLENGTH - 8)
			h = inhdr ? path : last
			if (h != "" && index(list, " " m " ") && index(out[h], " " m " ") == 0)
				out[h] = out[h] " " m " "
		}
		if (inhdr) last = path
	}
	END {
		for (h in out) { s = out[h]; gsub(/  +/, " ", s); print h ":" s }
	}' "$f" | sort
}

declare -A blame # header -> names, over every failing configuration

build() { # label cc lang std when(before|after|before-bare) profile(0|1) names...
	local label=$1 cc=$2 lang=$3 std=$4 when=$5 prof=$6; shift 6
	local src=$tmp/h.$lang mac=$tmp/macros.h extra=() h
	macros_file "$mac" "$@"
	{
		if [ "$when" = before ] && [ "$prof" = 1 ]; then
			for h in $sys_headers; do printf '#include <%s>\n' "$h"; done
		fi
		[ "$when" != after ] && printf '#include "%s"\n' "$mac"
		printf '#include <probable_likely.h>\n'
		[ "$when" = after ] && printf '#include "%s"\n' "$mac"
		printf '#include "hygiene-use.h"\n'
	} >"$src"
	[ "$prof" = 1 ] && extra=(-DPROBABLE_PROFILE)
	if $cc -x "$lang" -std="$std" "${extra[@]}" "${flags[@]}" "$(errlimit "$cc")" -c "$src" \
		-o "$tmp/h.o" 2>"$tmp/err"; then
		pass "hygiene $label"
	else
		fail "hygiene $label: $(grep -m1 -E 'error|warning' "$tmp/err")"
		[ -n "${HYGIENE_KEEP:-}" ] && cp "$tmp/err" "$HYGIENE_KEEP/$(tr -c "A-Za-z0-9+-" _ <<<"$label").err"
		while IFS= read -r line; do
			h=${line%%:*}
			printf 'note: hygiene:   %s:%s\n' "$h" "${line#*:}"
			blame[$h]+="${line#*:}"
		done < <(attribute "$tmp/err" "$@")
	fi
}

# names (of "$@") that the system headers define as macros (-dM), or use
# as identifiers (-E): a host cannot define those before them either
sys_names() { # cc lang std mode(defined|used) names...
	local cc=$1 lang=$2 std=$3 mode=$4; shift 4
	local h
	for h in $sys_headers; do printf '#include <%s>\n' "$h"; done >"$tmp/s.$lang"
	if [ "$mode" = defined ]; then
		$cc -x "$lang" -std="$std" -E -dM "$tmp/s.$lang" | awk '{ sub(/\(.*/, "", $2); print $2 }'
	else
		$cc -x "$lang" -std="$std" -E -P "$tmp/s.$lang" | grep -oE '[A-Za-z_][A-Za-z0-9_]*'
	fi | sort -u | grep -Fxf <(printf '%s\n' "$@")
}
without() { # names... -- excluded... -> the names not excluded
	local -A drop=()
	local nm seen=0 keep=()
	for nm in "$@"; do
		if [ "$nm" = -- ]; then seen=1; elif [ $seen = 1 ]; then drop[$nm]=1; fi
	done
	for nm in "$@"; do
		[ "$nm" = -- ] && break
		[ -z "${drop[$nm]:-}" ] && keep+=("$nm")
	done
	printf '%s\n' "${keep[@]}"
}

k=-1
for spec in "${specs[@]}"; do
	IFS=: read -r cc lang std <<<"$spec"
	k=$((k + 1))
	all=("${names[@]}")
	[ "$lang" = c ] && all+=("${c_names[@]}")
	gstd=gnu${std#c}
	[ "$lang" = c++ ] && gstd=gnu++${std#c++}
	# profile mode includes system headers: the names they define are theirs
	mapfile -t defined < <(sys_names "$cc" "$lang" "$gstd" defined "${all[@]}")
	used=()
	in_test $k 2 && mapfile -t used < <(sys_names "$cc" "$lang" "$gstd" used "${all[@]}")
	mapfile -t prof < <(without "${all[@]}" -- "${defined[@]}")
	mapfile -t bare < <(without "${prof[@]}" -- "${used[@]}")
	# the banned functions are defined after the system headers, as git does
	all+=("${banned[@]/%/()}")
	prof+=("${banned[@]/%/()}")
	[ ${#defined[@]} -gt 0 ] && printf 'note: hygiene: %s: the system headers define (not tried in profile mode): %s\n' "$cc" "${defined[*]}"
	[ ${#used[@]} -gt 0 ] && printf 'note: hygiene: %s: the system headers use (not tried before them): %s\n' "$cc" "${used[*]}"
	p=-1
	for when in before after; do
		p=$((p + 1))
		build "$cc -std=$std macros $when the include (${#all[@]} names)" "$cc" "$lang" "$std" $when 0 "${all[@]}"
		in_test $k $p && build "$cc -std=$gstd -DPROBABLE_PROFILE macros $when the include (${#prof[@]} names)" \
			"$cc" "$lang" "$gstd" $when 1 "${prof[@]}"
	done
	in_test $k 2 && build "$cc -std=$gstd -DPROBABLE_PROFILE macros before the include, no system header first (${#bare[@]} names)" \
		"$cc" "$lang" "$gstd" before-bare 1 "${bare[@]}"
done

# -Dinline=: no warning (a static function that is not inline is unused)
for cc in gcc clang clang-19; do
	have "$cc" || continue
	for std in gnu89 c99; do
		for prof in "" -DPROBABLE_PROFILE; do
			label="hygiene $cc -std=$std -Dinline= $prof"
			printf '#include <probable_likely.h>\n#include "hygiene-use.h"\n' >"$tmp/i.c"
			if $cc -x c -std=$std -Dinline= $prof "${flags[@]}" -Wunused -Wunused-function \
				-c "$tmp/i.c" -o "$tmp/i.o" 2>"$tmp/err"; then
				pass "$label"
			else
				fail "$label: $(grep -m1 -E 'error|warning' "$tmp/err")"
			fi
		done
	done
done

for h in "${!blame[@]}"; do
	printf 'note: hygiene: names that break %s:%s\n' "$h" \
		"$(tr ' ' '\n' <<<"${blame[$h]}" | sort -u | tr '\n' ' ')"
done
finish
