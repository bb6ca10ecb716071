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
 *   PROBABLE_ARCH_SEL_      its number in the list; 0 for a name the list
 *                           does not have, -1 for an empty one, -2 for
 *                           something that is not a name (a string, an
 *                           expression); the names are then generic's
 *   PROBABLE_ARCH_FILE_SRC_ its header relative to include/ (source tree)
 *   PROBABLE_ARCH_FILE_PKG_ its header under an installed probable/
 */
#ifndef PROBABLE_ARCH_TABLE_H
#define PROBABLE_ARCH_TABLE_H

#ifdef PROBABLE_ARCH_REQUEST_
/*
 * Every spelling's arch number, plus 1000: PROBABLE_ARCHID<spelling>U.
 * The pasted U keeps an expression such as 1+2 (which pastes to
 * PROBABLE_ARCHID1 + 2U) a valid #if expression whose value is no arch
 * number; nothing is pasted between, so that an empty name makes
 * PROBABLE_ARCHIDU (1000) and no reserved "__".
 */
EOF
	for ((i = 0; i < n; i++)); do
		for s in ${names[i]} ${spells[i]}; do
			echo "#define PROBABLE_ARCHID${s}U $((i + 1001))"
		done
	done
	cat <<'EOF'
#define PROBABLE_ARCHIDU 1000
#define PROBABLE_ARCH_ID_OF_(name) PROBABLE_XCAT_(PROBABLE_XCAT_(PROBABLE_ARCHID, name), U)

/*
 * GCC predefines some spellings as 1 in GNU modes (mips, sparc, powerpc,
 * i386), which would turn -DARCH=mips into PROBABLE_ARCHID1U: every
 * spelling is saved and undefined for the lookup, and restored after it.
 */
EOF
	echo "#define PROBABLE_ARCH_LAST_ID_ $((n + 1000))"
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
 * A string, a character or a parenthesis cannot be pasted: GCC and Clang
 * report that and skip this #if, once (as they do when a leading minus
 * makes the value huge), so the chain below does not repeat the errors and
 * probable_arch.h says what to do instead (SEL -2).  A name not in the
 * list pastes to an undefined macro, which #if reads as 0.
 */
#if PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) <= PROBABLE_ARCH_LAST_ID_
#define PROBABLE_ARCH_PASTES_ 1
#endif
#ifndef PROBABLE_ARCH_PASTES_
#define PROBABLE_ARCH_SEL_ (-2)
EOF2
	for ((i = 0; i < n; i++)); do
		echo "#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == $((i + 1001))"
		echo "#define PROBABLE_ARCH_SEL_ $((i + 1))"
	done
	cat <<'EOF'
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1000
#define PROBABLE_ARCH_SEL_ (-1)
#else
#define PROBABLE_ARCH_SEL_ 0
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
