#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/objcount.sh OBJDUMP OBJ REGEX - count the instructions of each
# function in an object file whose name matches REGEX (an awk ERE).
#
# Prints one line per function: "name count calls hot", where calls is a
# comma-separated list of the library functions it calls (relocations
# against undefined symbols), or "-", and hot is the number of instructions
# from the entry to the first return, its delay slot included (the path
# that falls through; the whole count when there is no return).
#
# How: a function's address and size come from the symbol table (objdump
# -t); every disassembled instruction (objdump -dr --no-show-raw-insn) whose
# address is in [start, start+size) counts.  So the alignment padding
# objdump shows under the preceding label (x86 nops, ppc nops) is not
# counted, and neither is data inside the function: literal pools (arm marks
# them with mapping symbols and objdump prints them as .word; on sh the
# targets of pc-relative mov.l/mov.w loads are pool entries whatever they
# decode to) and the ppc64 traceback table (everything from the first zero
# word on: 0 is no ppc instruction).  The return instruction and its delay
# slot (mips, sparc, sh) are counted, as is the ppc64le global entry
# prologue.  On sh a nop that aligns a literal pool is counted too.
# Linker-defined symbols (_gp_disp, .TOC., ...) are not library calls.
# Used by tools/unaligned-codegen.sh and tools/codegen-report.sh.
set -u
[ $# = 3 ] || { echo "usage: $0 OBJDUMP OBJ REGEX" >&2; exit 2; }
objdump=$1 obj=$2 want=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$objdump" -t "$obj" >"$tmp/syms" && "$objdump" -dr --no-show-raw-insn "$obj" >"$tmp/dis" || exit 1
awk -v want="$want" '
	function hex(s,   i, n, c) {
		n = 0; s = tolower(s)
		for (i = 1; i <= length(s); i++) {
			c = index("0123456789abcdef", substr(s, i, 1))
			if (c == 0) break
			n = n * 16 + c - 1
		}
		return n
	}
	# the wanted function whose [start, start+size) holds addr in section sec
	function owner(sec, addr,   f) {
		for (f in start)
			if (section[f] == sec && addr >= start[f] && addr < start[f] + size[f]) return f
		return ""
	}
	# symbol table: "addr flags section<TAB>size name"; undefined: *UND*
	FNR == NR {
		if (split($0, part, "\t") < 2) next
		# (alpha puts st_other, e.g. 0x80, between size and name)
		nf = split(part[1], head, " "); nt = split(part[2], tail, " "); name = tail[nt]
		if (head[nf] == "*UND*") { undefined[name] = 1; next }
		if (name ~ want && part[1] ~ / F /) {
			start[name] = hex(head[1]); size[name] = hex(tail[1]); section[name] = head[nf]
		}
		next
	}
	/file format .*powerpc/ { ppc = 1 }
	/file format .*(mips|sparc|-sh)/ { delay = 1 }
	/^Disassembly of section / { sec = $4; sub(/:$/, "", sec); next }
	# a run of zero bytes: on ppc, the traceback table has begun
	/^[ \t]*\.\.\.[ \t]*$/ { if (ppc && last != "") stopped[last] = 1; next }
	# relocation: "<tabs>addr: R_TYPE<TAB>symbol[+-addend]"
	/^[ \t]+[0-9a-fA-F]+:[ \t]+R_/ {
		addr = $1; sub(/:$/, "", addr)
		sym = $NF; sub(/[-+]0x[0-9a-fA-F]+$/, "", sym)
		if (!(sym in undefined) || sym ~ /^(_gp_disp|__gnu_local_gp|\.TOC\.|_GLOBAL_OFFSET_TABLE_)$/) next
		f = owner(sec, hex(addr))
		if (f != "" && index("," calls[f] ",", "," sym ",") == 0)
			calls[f] = (calls[f] == "" ? sym : calls[f] "," sym)
		next
	}
	# instruction (or data): "addr:<TAB>mnemonic operands"
	/^ *[0-9a-fA-F]+:[ \t]/ {
		addr = $0; sub(/:.*/, "", addr); sub(/^ */, "", addr); a = hex(addr)
		text = $0; sub(/^ *[0-9a-fA-F]+:[ \t]*/, "", text)
		split(text, tok, /[ \t]+/); mnem = tok[1]; operand = tok[2]
		f = owner(sec, a)
		if (f == "") next
		last = f
		if (ppc && text ~ /^\.long[ \t]+0x0+[ \t]*$/) stopped[f] = 1
		if (stopped[f] || (sec, a) in pool) next
		if (mnem ~ /^\.(word|short|hword|long|byte|quad|2byte|4byte|8byte|dc\.[bwl])$/ || mnem == "(bad)") next
		n[f]++
		# the first return ends the path that falls through from the entry
		if (!(f in hot) && (mnem ~ /^(ret|retq|retl|return|rts|blr|rtd)$/ ||
		    (mnem == "jr" && operand ~ /^(ra|\$31|\$ra)$/) || (mnem == "bx" && operand == "lr") ||
		    (mnem ~ /^(pop|ldm|ldmia|ldmfd)/ && text ~ /pc/) || (mnem == "br" && operand == "%r14")))
			hot[f] = n[f] + delay
		# sh: a pc-relative load names its literal; that is data
		if ((mnem == "mov.l" || mnem == "mov.w") && operand ~ /^[0-9a-f]+$/ && tok[3] ~ /^</) {
			pool[sec, hex(operand)] = 1
			if (mnem == "mov.l") pool[sec, hex(operand) + 2] = 1
		}
	}
	END {
		# (a symbol without a size cannot be counted: left out, so "missing")
		for (f in start) if (size[f] > 0) print f, n[f] + 0, (calls[f] == "" ? "-" : calls[f]), (f in hot ? hot[f] : n[f] + 0)
	}' "$tmp/syms" "$tmp/dis"
