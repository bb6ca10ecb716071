#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/bench/benchlib.sh - the parsing and statistics of bench/benchlib.sh,
# which the profile-cost benchmarks (bench/profile-overhead.sh,
# compile-time.sh --profile, profile-size.sh, profile-real.sh) print their
# numbers with, checked on fixtures in the shapes of valgrind's, objdump's
# and the profile report's output.  No compiler, no valgrind, no timing.
# shellcheck disable=SC2154 # top and tmp: lib.sh's
source "$(dirname "$0")/../lib/lib.sh"
source "$top/bench/benchlib.sh"

check() { # WHAT GOT WANT
	if [ "$2" = "$3" ]; then pass "$1: $3"; else fail "$1: got '$2', want '$3'"; fi
}

# callgrind with --toggle-collect: the "Collected" line of its stderr
got=$(printf '%s\n' '==123== Callgrind, a call-graph generating cache profiler' \
	'==123== For interactive control, run '"'"'callgrind_control -h'"'"'.' \
	'==123== ' '==123== Events    : Ir' '==123== Collected : 43240118' '==123== ' \
	'==123== I   refs:      171,040,297' | bl_collected)
check "bl_collected reads callgrind's Collected line, not its I refs" "$got" 43240118
check "bl_collected: nothing without a Collected line" "$(echo '==1== I   refs: 5' | bl_collected)" ""

# cachegrind with --trace-children: every process's I refs, summed
got=$(printf '%s\n' '==20949== I   refs:      6,421,646,946' '==22628== I   refs:      76,541,840' \
	'==20943== I   refs:      1,126,721' '==20943== ' | bl_irefs)
check "bl_irefs sums the I refs of every traced process, in millions" "$got" 6499.3

# the median and its order-statistic interval
check "bl_median_ci of 1..11 (shuffled): median 6, x(2)..x(10), 98.8%" \
	"$(printf '%s\n' 7 3 11 1 9 5 2 10 4 8 6 | bl_median_ci)" "6 2 10 98.8"
check "bl_median_ci of 1..20: median 10.5, x(6)..x(15), 95.9%" \
	"$(seq 20 | sort -R | bl_median_ci)" "10.5 6 15 95.9"
check "bl_median_ci of 5 values: the extremes, 93.8%" "$(printf '%s\n' 1.5 0.5 2.5 4 3 | bl_median_ci)" "2.5 0.5 4 93.8"
check "bl_median_ci sorts numerically (10 after 9)" "$(printf '%s\n' 9 10 8 | bl_median_ci)" "9 8 10 75.0"

# objdump -d --no-show-raw-insn: the instructions of one function only
cat >"$tmp/dis" <<'EOF'

t.o:     file format elf64-x86-64


Disassembly of section .text:

0000000000000000 <bf_carry>:
   0:	cmp    %edx,%esi
   2:	mov    %edi,%eax
   4:	adc    $0x0,%eax
   7:	ret
   8:	nopl   0x0(%rax,%rax,1)

0000000000000010 <bf_count>:
  10:	test   %esi,%esi
  12:	je     38 <bf_count+0x28>
  14:	xor    %eax,%eax
  16:	cmp    %edx,(%rdi)
  18:	sbb    $0xffffffff,%eax
  1b:	cmovb  %ecx,%eax
  1e:	setne  %cl
  21:	rep stos %rax,%es:(%rdi)
  24:	jmp    16 <bf_count+0x6>
  26:	jne    16 <bf_count+0x6>
  28:	call   2d <bf_count+0x1d>
  2d:	ret

0000000000000030 <bf_countx>:
  30:	jb     38 <bf_countx+0x8>
  32:	ret
EOF
check "bl_insns: a branch-free function (adc, no jcc)" "$(bl_insns bf_carry <"$tmp/dis")" "0 0 0 1 5"
check "bl_insns: jcc (not jmp), cmov, setcc, sbb, a prefixed instruction, and no other function's" \
	"$(bl_insns bf_count <"$tmp/dis")" "2 1 1 1 12"
check "bl_insns: a function not there" "$(bl_insns nosuch <"$tmp/dis")" "0 0 0 0 0"

# -H: the system headers, all or those included by the unit or a project header
cat >"$tmp/h" <<'EOF2'
. /p/include/probable.h
.. /p/include/probable_arch.h
.. /usr/include/stdio.h
... /usr/include/x86_64-linux-gnu/bits/types.h
.. /p/include/probable_profile.h
... /usr/include/pthread.h
.... /usr/include/sched.h
. /usr/include/string.h
.. /usr/include/x86_64-linux-gnu/bits/libc-header-start.h
Multiple include guards may be useful for:
/p/include/probable_arch.h
EOF2
check "bl_sys_headers all: every header not under the include directory" \
	"$(bl_sys_headers /p/include all <"$tmp/h" | tr '\n' ' ')" \
	"/usr/include/stdio.h /usr/include/x86_64-linux-gnu/bits/types.h /usr/include/pthread.h /usr/include/sched.h /usr/include/string.h /usr/include/x86_64-linux-gnu/bits/libc-header-start.h "
check "bl_sys_headers direct: those the unit or a project header includes by name" \
	"$(bl_sys_headers /p/include direct <"$tmp/h" | tr '\n' ' ')" \
	"/usr/include/stdio.h /usr/include/pthread.h /usr/include/string.h "

# the evaluations of a profile report: sites and the sum of their counts
if have python3; then
	cat >"$tmp/r.json" <<'EOF'
{"format": "probable-profile", "version": 3, "source": "profile", "run": "ab", "dumps": 1, "sites": [
  {"file": "a.c", "line": 3, "nth": 0, "col": 9, "func": "f", "expr": "x > 1", "cond": "x > 1", "expanded": "x > 1", "macro": "probable", "kind": "branch", "arch": "x86", "source": "profile", "declared": 90, "high": 89, "low": 11, "exact": 0, "threshold": 0, "test_below": 0, "size": 0, "constant": 0, "count": 1000, "hits": 901, "observed": 90.1, "ci_low": 87.3966, "ci_high": 92.2748, "hint": "likely", "verdict": "ok", "suggest": 90, "suggest_hint": "likely", "needed": 0},
  {"file": "a.c", "line": 7, "nth": 0, "col": 9, "func": "f", "expr": "y", "cond": "y", "expanded": "y", "macro": "unlikely", "kind": "branch", "arch": "x86", "source": "profile", "declared": 5, "high": 89, "low": 11, "exact": 0, "threshold": 0, "test_below": 0, "size": 0, "constant": 0, "count": 23, "hits": 0, "observed": 0, "ci_low": 0, "ci_high": 14.8, "hint": "unlikely", "verdict": "few", "suggest": 5, "suggest_hint": "unlikely", "needed": 0}
]}
EOF
	check "bl_evals: the sites and the sum of their counts, few ones too" "$(bl_evals "$tmp/r.json")" "2 1023"
	echo 'not json' >"$tmp/bad.json"
	check "bl_evals: nothing for a file that is no report" "$(bl_evals "$tmp/bad.json")" ""
else
	skip "bl_evals: no python3"
fi
finish
