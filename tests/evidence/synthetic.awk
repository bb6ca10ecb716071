# SPDX-License-Identifier: MIT
# tests/evidence/synthetic.awk - a raw-sample CSV as tools/calibrate/calibrate.c
# writes it, with known differences, for tests/evidence/stats.sh.
#   awk -v case=none|known|small -f synthetic.awk
# Every sample is 1.0 (the baseline) times the variant's factor times noise
# (uniform, +-noise).  "none": every factor 1 (noise 2%).  "known": likely
# 10% slower at p 70 and 15% faster from p 85 on, unlikely 10% faster at p
# 0..2; direct 20% faster at misalignment 0 and 1; checked 20% faster from 2
# to 30 (noise 2%).  "small": every hint 1% faster, noise 0.2% (significant,
# below the minimum effect of 3%).
BEGIN {
	srand(13)
	nb = split("0 1 2 5 10 15 20 30 40 50 60 70 80 85 90 95 98 99 100", pg, " ")
	na = split("0 1 2 5 10 20 30 50 70 100", ag, " ")
	split("layout select cold exit", kern, " ")
	split("random sorted", pat, " ")
	split("none likely unlikely", bv, " ")
	split("load2 load4 load8 store2 store4 store8", acc, " ")
	split("safe direct checked", av, " ")
	noise = case == "small" ? 0.002 : 0.02
	reps = 21
	print "kind,kernel,pattern,x,variant,rep,cost_ns"
	for (k = 1; k <= 4; k++) for (q = 1; q <= 2; q++) for (i = 1; i <= nb; i++) for (v = 1; v <= 3; v++) {
		p = pg[i] + 0
		f = 1
		if (case == "known" && v == 2 && p == 70) f = 1.10
		if (case == "known" && v == 2 && p >= 85) f = 0.85
		if (case == "known" && v == 3 && p <= 2) f = 0.90
		if (case == "small" && v > 1) f = 0.99
		for (r = 0; r < reps; r++)
			printf "branch,%s,%s,%d,%s,%d,%.6f\n", kern[k], pat[q], p, bv[v], r, f * (1 + noise * (2 * rand() - 1))
	}
	for (a = 1; a <= 6; a++) for (i = 1; i <= na; i++) for (v = 1; v <= 3; v++) {
		m = ag[i] + 0
		f = 1
		if (case == "known" && v == 2 && m <= 1) f = 0.80
		if (case == "known" && v == 3 && m >= 2 && m <= 30) f = 0.80
		if (case == "small" && v > 1) f = 0.99
		for (r = 0; r < reps; r++)
			printf "align,%s,-,%d,%s,%d,%.6f\n", acc[a], m, av[v], r, f * (1 + noise * (2 * rand() - 1))
	}
}
