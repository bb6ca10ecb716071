#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/gen-arch-table.sh - write include/probable_arch_table.h from the one
# list of architectures, arch/arches.list.
#
#   bash tools/gen-arch-table.sh            (re)write the header
#   bash tools/gen-arch-table.sh --check    exit 1 (with a diff) if it is stale
#   bash tools/gen-arch-table.sh --stdout   print the header
#   bash tools/gen-arch-table.sh --names    the arch names, one a line
#   bash tools/gen-arch-table.sh --spellings  "spelling arch", one a line
#                                             (each name spells itself too)
#
# The list is checked as it is read: every arch has arch/<name>/probability.h
# and every such directory is listed, no spelling names two arches, every
# spelling can be pasted (an identifier or a number), and the arch without
# a detect line comes last.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
list=$top/arch/arches.list
out=$top/include/probable_arch_table.h

# "name<TAB>spellings<TAB>detect macros", one line per arch, in list order
records() {
	awk '
	function flush() { if (name != "") printf "%s|%s|%s\n", name, spell, detect }
	/^[ \t]*(#|$)/ { next }
	/^[^ \t]/ { flush(); name = $1; spell = ""; detect = ""; key = ""
		if (NF != 1) { print "arches.list:" NR ": an arch line holds only the name" > "/dev/stderr"; exit 2 }
		next }
	{
		i = 1
		if ($1 ~ /:$/) { key = substr($1, 1, length($1) - 1); i = 2 }
		if (key != "spell" && key != "detect") { print "arches.list:" NR ": unknown key \"" key "\"" > "/dev/stderr"; exit 2 }
		for (; i <= NF; i++) {
			if (key == "spell") spell = spell (spell == "" ? "" : " ") $i
			else detect = detect (detect == "" ? "" : " ") $i
		}
	}
	END { flush() }' "$list"
}

check_list() {
	local -A owner=()
	local name spell detect s n=0 last_nodetect=""
	while IFS="|" read -r name spell detect; do
		n=$((n + 1))
		[ -f "$top/arch/$name/probability.h" ] || { echo "arches.list: $name has no arch/$name/probability.h" >&2; return 1; }
		[ -z "$last_nodetect" ] || { echo "arches.list: $last_nodetect has no detect line but is not last" >&2; return 1; }
		[ -n "$detect" ] || last_nodetect=$name
		for s in $name $spell; do
			[[ $s =~ ^([A-Za-z_][A-Za-z0-9_]*|[0-9]+)$ ]] || { echo "arches.list: '$s' ($name) cannot be pasted" >&2; return 1; }
			[ -z "${owner[$s]:-}" ] || { echo "arches.list: '$s' spells both ${owner[$s]} and $name" >&2; return 1; }
			owner[$s]=$name
		done
		for s in $detect; do
			[[ $s =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || { echo "arches.list: detect macro '$s' ($name) is not a name" >&2; return 1; }
		done
	done < <(records)
	[ -n "$last_nodetect" ] || { echo "arches.list: the last arch (the fallback) must have no detect line" >&2; return 1; }
	for d in "$top"/arch/*/probability.h; do
		d=${d%/probability.h}; d=${d##*/}
		[ -n "${owner[$d]:-}" ] && [ "${owner[$d]}" = "$d" ] || { echo "arches.list: arch/$d/ is not listed" >&2; return 1; }
	done
}

generate() {
	local name spell detect s i=0 n
	local -a names=() spells=() detects=()
	while IFS="|" read -r name spell detect; do
		names+=("$name"); spells+=("$spell"); detects+=("$detect")
	done < <(records)
	n=${#names[@]}
	cat <<'EOF'
/* SPDX-License-Identifier: MIT */
/*
 * probable_arch_table.h - GENERATED from arch/arches.list by
 * tools/gen-arch-table.sh; do not edit.  Edit the list and run the script
 * (tests/compile/arch-selection.sh fails while this file is stale).
 *
 * Included once, by probable_arch.h.  In: PROBABLE_ARCH_REQUEST_, when
 * defined, expands to the name asked for (-DARCH= or PROBABLE_TARGET_ARCH);
 * otherwise the compiler's predefined macros decide.  Out (all internal
 * but the first two):
 *   PROBABLE_ARCH, PROBABLE_ARCH_SOURCE  the arch's name and header
 *   PROBABLE_ARCH_SEL_      its number in the list; 0 for anything the
 *                           list does not have (a number, a string, an
 *                           expression), -1 for an empty name; the names
 *                           are then generic's
 *   PROBABLE_ARCH_FILE_SRC_ its header relative to include/ (source tree)
 *   PROBABLE_ARCH_FILE_PKG_ its header under an installed probable/
 */
#ifndef PROBABLE_ARCH_TABLE_H
#define PROBABLE_ARCH_TABLE_H

#ifdef PROBABLE_ARCH_REQUEST_
/*
 * Every spelling's arch number, plus 1000, as PROBABLE_ARCH_ID_OF_(name)
 * gives it: the name is pasted between probable_ARCH_must_be_a_bare_name_not_
 * and U (so that "x86 x" is no spelling), and a spelling's macro hands its
 * number to PROBABLE_ARCH_PICK_
 * (closing the probe's parenthesis and eating the rest of it).  Anything
 * else, a name not in the list, a number, 1+2, x86-64, is 0 with no
 * identifier left for -Wundef to report; a string, a character or a
 * leading minus cannot be pasted, and the compiler's error then quotes the
 * prefix, which says what is wrong.  An empty name makes
 * probable_ARCH_must_be_a_bare_name_not_U (1000).
 */
EOF
	for ((i = 0; i < n; i++)); do
		for s in ${names[i]} ${spells[i]}; do
			echo "#define probable_ARCH_must_be_a_bare_name_not_${s}U ~, $((i + 1001)), ~) PROBABLE_ARCH_EAT_(~"
		done
	done
	cat <<'EOF'
#define probable_ARCH_must_be_a_bare_name_not_U ~, 1000, ~) PROBABLE_ARCH_EAT_(~
#define PROBABLE_ARCH_EAT_(a, b, c)
#define PROBABLE_ARCH_PICK_(probe, id, rest) id
#define PROBABLE_ARCH_PROBE_(args) PROBABLE_ARCH_PICK_ args
#define PROBABLE_ARCH_ID_OF_(name) PROBABLE_ARCH_PROBE_(( \
	PROBABLE_XCAT_(PROBABLE_XCAT_(probable_ARCH_must_be_a_bare_name_not_, name), U), 0, ~))

/*
 * GCC predefines some spellings as 1 in GNU modes (mips, sparc, powerpc,
 * i386), which would turn -DARCH=mips into a lookup of 1: every
 * spelling is saved and undefined for the lookup, and restored after it.
 */
EOF
		for ((i = 0; i < n; i++)); do
		for s in ${names[i]} ${spells[i]}; do
			[[ $s =~ ^[0-9] ]] || echo "#pragma push_macro(\"$s\")"
		done
	done
	for ((i = 0; i < n; i++)); do
		for s in ${names[i]} ${spells[i]}; do
			[[ $s =~ ^[0-9] ]] || echo "#undef $s"
		done
	done
	cat <<'EOF2'

/*
 * Looked up once for a name not in the list, or that cannot be pasted
 * (whose error is then the compiler's, quoting the prefix): 0 stops the
 * chain, and probable_arch.h's #error says what to do instead.
 */
#if PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 0
#define PROBABLE_ARCH_SEL_ 0
EOF2
	for ((i = 0; i < n; i++)); do
		echo "#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == $((i + 1001))"
		echo "#define PROBABLE_ARCH_SEL_ $((i + 1))"
	done
	cat <<'EOF'
#else
#define PROBABLE_ARCH_SEL_ (-1)
#endif

EOF
	for ((i = 0; i < n; i++)); do
		for s in ${names[i]} ${spells[i]}; do
			[[ $s =~ ^[0-9] ]] || echo "#pragma pop_macro(\"$s\")"
		done
	done
	cat <<'EOF'

#else /* no name asked for: the compiler's predefined macros */
EOF
	kw="#if"
	for ((i = 0; i < n; i++)); do
		[ -n "${detects[i]}" ] || continue
		local cond="" m
		for m in ${detects[i]}; do cond+="${cond:+ || }defined($m)"; done
		echo "$kw $cond"
		echo "#define PROBABLE_ARCH_SEL_ $((i + 1))"
		kw="#elif"
	done
	echo "#else"
	echo "#define PROBABLE_ARCH_SEL_ $n"
	echo "#endif"
	echo "#endif /* PROBABLE_ARCH_REQUEST_ */"
	echo
	echo "/* the selected arch's name and header ($n: ${names[n - 1]}, also after an error) */"
	for ((i = 0; i < n; i++)); do
		if [ "$i" = $((n - 1)) ]; then echo "#else"
		elif [ "$i" = 0 ]; then echo "#if PROBABLE_ARCH_SEL_ == $((i + 1))"
		else echo "#elif PROBABLE_ARCH_SEL_ == $((i + 1))"; fi
		echo "#define PROBABLE_ARCH \"${names[i]}\""
		echo "#define PROBABLE_ARCH_SOURCE \"arch/${names[i]}/probability.h\""
		echo "#define PROBABLE_ARCH_FILE_SRC_ \"../arch/${names[i]}/probability.h\""
		echo "#define PROBABLE_ARCH_FILE_PKG_ \"probable/arch/${names[i]}/probability.h\""
	done
	echo "#endif"
	echo
	echo "#endif /* PROBABLE_ARCH_TABLE_H */"
}

case ${1:-} in
--names) check_list; records | cut -d"|" -f1 ;;
--spellings) check_list; records | while IFS="|" read -r name spell _; do
		for s in $name $spell; do echo "$s $name"; done; done ;;
--stdout) check_list; generate ;;
--check)
	check_list
	if generate | cmp -s - "$out"; then echo "include/probable_arch_table.h is current"
	else
		generate | diff -u "$out" - | head -40 >&2 || true
		echo "include/probable_arch_table.h is stale: run bash tools/gen-arch-table.sh" >&2
		exit 1
	fi ;;
"") check_list; generate >"$out.tmp" && mv "$out.tmp" "$out" ;;
*) echo "usage: $0 [--check|--stdout|--names|--spellings]" >&2; exit 2 ;;
esac
