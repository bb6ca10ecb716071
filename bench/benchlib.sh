# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# bench/benchlib.sh - the parsing and the statistics the profile-cost
# benchmarks share (sourced by bench/profile-overhead.sh, compile-time.sh,
# profile-size.sh and profile-real.sh; tests/bench/benchlib.sh checks each
# function on fixtures).  Each reads standard input and prints one line.

BL_TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# bl_collected: the instructions callgrind collected (its "Collected : N"
# line on stderr, with --toggle-collect the work function's only); empty
# when there is none
bl_collected() {
	awk '/Collected *:/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) n = $i }
		END { if (n != "") print n }'
}

# bl_irefs: the instructions cachegrind counted, summed over the processes
# traced ("I refs: 1,234" per process with --trace-children=yes), in
# millions with one decimal; empty when there is none
bl_irefs() {
	awk '/I +refs:/ { v = $NF; gsub(",", "", v); s += v; seen = 1 }
		END { if (seen) printf "%.1f\n", s / 1e6 }'
}

# bl_median_ci: numbers, one per line -> "MEDIAN LO HI CONF": the median
# and a distribution-free confidence interval for it, the order statistics
# x(k) and x(n+1-k) with the largest k whose two-sided miss probability
# under Binomial(n, 1/2) is at most 5% (k = 1 when n is too small for
# 95%); CONF is the interval's coverage in percent.  Empty input: nothing.
bl_median_ci() {
	sort -g | awk '
		{ x[++n] = $1 }
		END {
			if (n == 0) exit
			m = (n % 2) ? x[(n + 1) / 2] : (x[n / 2] + x[n / 2 + 1]) / 2
			# cdf[j] = P(B <= j), B ~ Binomial(n, 1/2)
			p = 2 ^ -n; c = p; cdf[0] = c
			for (j = 1; j <= n; j++) { p = p * (n - j + 1) / j; c += p; cdf[j] = c }
			k = 1
			for (j = 2; j <= int((n + 1) / 2); j++) if (2 * cdf[j - 1] <= 0.05) k = j
			printf "%g %g %g %.1f\n", m, x[k], x[n + 1 - k], 100 * (1 - 2 * cdf[k - 1])
		}'
}

# bl_insns FUNC: objdump -d text -> "JCC CMOV SETCC ADC TOTAL", the
# conditional jumps, conditional moves, set-on-condition, add/subtract with
# carry and all instructions in FUNC's body (x86: jcc is any j* but jmp,
# and jrcxz/loop*)
bl_insns() {
	awk -v fn="$1" '
		/^[0-9a-f]+ <[^>]*>:$/ { inside = ($2 == "<" fn ">:"); next }
		!inside || !/^ *[0-9a-f]+:\t/ { next }
		{
			# the mnemonic: the last tab-separated field, first word
			nf = split($0, f, "\t"); split(f[nf], w, " "); op = w[1]
			if (op ~ /^(rep|repz|repnz|lock|notrack|bnd|data16|cs|ds)$/) op = w[2]
			if (op == "") next
			total++
			if ((op ~ /^j/ && op !~ /^jmp/) || op ~ /^loop/) jcc++
			else if (op ~ /^cmov/) cmov++
			else if (op ~ /^set/) setcc++
			else if (op ~ /^(adc|sbb)/) adc++
		}
		END { printf "%d %d %d %d %d\n", jcc, cmov, setcc, adc, total }'
}

# bl_sys_headers INC all|direct: the -H output of a compile (". path" per
# header, one dot per level) -> the headers not under INC, one per line;
# with "direct", only those the unit itself or a header under INC includes
bl_sys_headers() {
	awk -v inc="$1/" -v which="$2" '
		!/^\.+ / { next }
		{
			d = length($1); path = $2; mine[d] = (index(path, inc) == 1)
			parent = (d == 1) ? 1 : mine[d - 1]
			if (!mine[d] && (which == "all" || parent)) print path
		}'
}

# bl_evals REPORT...: the hint evaluations the reports count (the sum of
# every site's count), read through tools/probable-report merge, so any
# format its reader knows will do; empty when they cannot be read
bl_evals() {
	python3 "$BL_TOP/tools/probable-report" merge -q --min-count 0 "$@" 2>/dev/null |
		python3 -c '
import json, sys
try:
    s = json.load(sys.stdin)["sites"]
    print(len(s), sum(int(x["count"]) for x in s))
except Exception:
    pass
'
}
