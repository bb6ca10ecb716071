# SPDX-License-Identifier: MIT
"""tests/profile/test_verdicts.py - verdicts, suggestions and "needed" (verdicts.c),
unaligned sites where pc picks the access (align.c), and the 99% Wilson interval
against an independent computation (wilson.c).  The arithmetic is profiletest.py's,
written from the spec, not from the runtime."""

import os
import sys

from profiletest import (TOP, X86, ProfileTest, build, needed, per_compiler, require_x86, run, site,
                         sites, width_at_rate, wilson)

N = 100000


def setUpModule():
    require_x86()


class Verdicts:
    def report(self):
        prog = build("verdicts.c", self.cc)
        return run(prog, report=prog + ".json").report

    def test_ok(self):
        """verdict ok: declared 25, 25000/100000 true; suggest 25, needed 0"""
        self.assertSite(self.report(), {"line": "@right"}, verdict="ok", suggest=25, hint="none", needed=0)

    def test_miscalibrated(self):
        """verdict miscalibrated: 50 declared, 30% (both no hint); 95 declared, 99% (both likely)"""
        rep = self.report()
        self.assertSite(rep, {"line": "@miscal"}, verdict="miscalibrated", hits=30000, suggest=30,
                        hint="none", suggest_hint="none")
        self.assertSite(rep, {"line": "@miscal-hi"}, verdict="miscalibrated", hits=99000, suggest=99,
                        hint="likely", suggest_hint="likely")

    def test_wrong(self):
        """verdict wrong: 95 declared, 30% true; 5 declared, 50% true; 0 declared, 10 of 10 true"""
        rep = self.report()
        self.assertSite(rep, {"line": "@wrong"}, verdict="wrong", hits=30000, suggest=30, hint="likely",
                        suggest_hint="none")
        self.assertSite(rep, {"line": "@wrong-lo"}, verdict="wrong", suggest=50, hint="unlikely",
                        suggest_hint="none", expr="i % 2 == 0", func="main", kind="branch", declared=5)
        self.assertSite(rep, {"line": "@few-out"}, verdict="few", suggest=100, hint="unlikely",
                        suggest_hint="likely", needed=100, why="10 evaluations, fewer than the minimum of 100")

    def test_min_count(self):
        """PROBABLE_PROFILE_MIN_COUNT=10: 10 of 10 true at 0 is wrong; =11: few; =x: a note, the default 100"""
        prog = build("verdicts.c", self.cc)
        for env, verdict, note in (("10", "wrong", False), ("11", "few", False), ("x", "few", True)):
            r = run(prog, report=prog + ".json", env={"PROBABLE_PROFILE_MIN_COUNT": env})
            s = self.assertSite(r.report, {"line": "@few-out"}, verdict=verdict)
            self.assertEqual(r.stderr.count("PROBABLE_PROFILE_MIN_COUNT 'x' is not a count; 100 used"), 1 if note else 0,
                             r.stderr)
            self.assertArithmetic(r.report, X86, 100 if note else int(env))
            if not note:
                self.assertEqual(r.stderr, "")
        self.assertEqual(s["needed"], 100)

    def test_rounding(self):
        """suggest rounds: 33334/100000 gives 33, 66666/100000 gives 67"""
        rep = self.report()
        self.assertSite(rep, {"line": "@third"}, hits=33334, suggest=33, verdict="miscalibrated")
        self.assertSite(rep, {"line": "@twothird"}, hits=66666, suggest=67)

    def test_few_and_needed(self):
        """verdict few: 5/10 at 50, 3/10 at 30, 1/10 at 10, 0/10 at 0 (under 100); needed: 100 or the n for 10 points"""
        rep = self.report()
        for tag, hits in (("few50", 5), ("few30", 3), ("few10", 1), ("few0", 0)):
            s = self.assertSite(rep, {"line": "@" + tag}, count=10, hits=hits, verdict="few")
            lo, hi = wilson(hits, 10)
            self.assertGreater(hi - lo, 10)
            want = max(100, needed(hits / 10))
            self.assertEqual(s["needed"], want, "%s: width at %d: %.4f, at %d: %.4f" % (
                tag, want, width_at_rate(hits / 10, want), want - 1, width_at_rate(hits / 10, want - 1)))
            self.assertEqual(s["why"], "10 evaluations, fewer than the minimum of 100")
            self.assertEqual(s["constant"], 0)

    def test_unaligned_verdicts(self):
        """unaligned: 50 declared, 75% misaligned: miscalibrated (safe either way); 75 declared: ok"""
        rep = self.report()
        self.assertSite(rep, {"line": "@u-miscal"}, hits=75000, verdict="miscalibrated", suggest=75,
                        hint="safe", suggest_hint="safe", kind="unaligned", size=4)
        self.assertSite(rep, {"line": "@u-right"}, verdict="ok")

    def test_arithmetic(self):
        """verdicts.c: every site's hint, verdict, suggestion, interval recompute (Wilson 99%, 89/11)"""
        self.assertArithmetic(self.report(), X86)

    def test_build_facts(self):
        """verdicts.c: every site says what this build made of pcs: arch x86, high 89, low 11, exact 0"""
        for s in self.report()["sites"]:
            self.assertIn(s.get("arch"), ("x86", "x86_64"), s)
            self.assertEqual((s.get("high"), s.get("low"), s.get("exact"), s.get("threshold")),
                             (89, 11, 0, 0), s)


per_compiler(Verdicts, ["gcc", "clang"], globals())


class Align:
    """align.c with threshold 1 and the run-time test below 50"""
    FLAGS = ["-DARCH_ALIGNMENT_COST_THRESHOLD=1", "-DARCH_ALIGNMENT_TEST_BELOW=50"]
    CFG = dict(X86, threshold=1, test_below=50)

    def report(self):
        flags = (["-x", "c++"] if self.cc == "g++" else []) + self.FLAGS
        prog = build("align.c", self.cc, flags)
        return run(prog, report=prog + ".json").report

    def test_sites(self):
        """align: wrong (safe, 0 is direct), checked miscalibrated, 2-byte safe, direct ok; only the 4 sites"""
        rep = self.report()
        self.assertSite(rep, {"line": "@a-wrong"}, hits=0, verdict="wrong", hint="safe", suggest=0,
                        suggest_hint="direct")
        self.assertSite(rep, {"line": "@a-checked", "kind": "unaligned"}, expr="q", hits=25000,
                        verdict="miscalibrated", hint="checked", suggest=25, suggest_hint="checked",
                        test_below=50, threshold=1)
        self.assertSite(rep, {"line": "@a-small"}, hits=50000, verdict="miscalibrated", hint="safe",
                        size=2, suggest=50, test_below=0)
        self.assertSite(rep, {"line": "@a-direct"}, hits=0, verdict="ok", hint="direct", size=4,
                        macro="put_unaligned_le32_p")
        self.assertEqual(len(rep["sites"]), 4, "only the sites the program wrote (no internal one)")

    def test_arithmetic(self):
        """align: every site's access, verdict and suggestion recompute (threshold 1, test below 50)"""
        self.assertArithmetic(self.report(), self.CFG)


per_compiler(Align, ["gcc", "g++"], globals())


class Wilson(ProfileTest):
    PAIRS = ((0, 10), (10, 10), (0, 100000), (100000, 100000), (1, 3), (2, 3), (25000, 100000),
             (1, 1000), (999, 1000), (7, 13), (1, 1), (0, 1), (50, 100), (123457, 1000000))

    def report(self):
        prog = build("wilson.c", "gcc")
        return run(prog, report=prog + ".json").report

    def test_pairs(self):
        """wilson: 14 sites (hits of n, 0/n and n/n too): observed, ci_low, ci_high within 0.00005 of Python's"""
        rep = self.report()
        self.assertEqual(len(rep["sites"]), len(self.PAIRS))
        for h, n in self.PAIRS:
            s = site(rep, count=n, hits=h)
            self.assertEqual(s["expr"], "i < (%d)" % h)
            lo, hi = wilson(h, n)
            for key, want in (("observed", 100.0 * h / n), ("ci_low", lo), ("ci_high", hi)):
                self.assertAlmostEqual(s[key], want, delta=0.00005 + 1e-9, msg="%d/%d %s" % (h, n, key))

    def test_by_hand(self):
        """wilson: 0/10 is [0, 39.8854], 10/10 is [60.1146, 100] (z^2/(10+z^2))"""
        rep = self.report()
        self.assertSite(rep, {"count": 10, "hits": 0}, ci_low=0, ci_high=39.8854)
        self.assertSite(rep, {"count": 10, "hits": 10}, ci_low=60.1146, ci_high=100)


class Direction:
    """direction.c: likely()/unlikely() and LIKELY judged by the arch's thresholds, as the tools judge them"""

    def prog(self):
        return build("direction.c", self.cc, ["-include", "probable_likely.h"])

    def report(self):
        prog = self.prog()
        return run(prog, report=prog + ".json").report

    def test_verdicts(self):
        """likely 99.9% and unlikely 0.1% ok; unlikely 30% and LIKELY 70% needless; unlikely 60%, likely 1% wrong; probable(x, 10) at 0.1% miscalibrated"""
        rep = self.report()
        for tag, macro, verdict, suggest in (("d-ok", "likely", "ok", 100), ("d-ok-lo", "unlikely", "ok", 0),
                                             ("d-needless", "unlikely", "needless", 30),
                                             ("d-wrong", "unlikely", "wrong", 60), ("d-flip", "likely", "wrong", 1),
                                             ("d-macro", "LIKELY", "needless", 70),
                                             ("d-pc", "probable", "miscalibrated", 0)):
            self.assertSite(rep, {"line": "@" + tag}, macro=macro, verdict=verdict, suggest=suggest, needed=0)
        self.assertEqual([s["verdict"] for s in rep["sites"]],
                         ["wrong", "wrong", "miscalibrated", "needless", "needless", "ok", "ok"], "worst first")

    def test_needless_why(self):
        """needless says why in judge.py's words: the rate, its interval, the thresholds, the hint as written"""
        rep = self.report()
        s = self.assertSite(rep, {"line": "@d-needless"})
        self.assertEqual(s["why"], "true 30.0%% (99%% interval 29.6-30.4): the measured 30 lies between %s's "
                                   "thresholds 11 and 89, where no hint is emitted, and the unlikely() can go" % s["arch"])
        s = self.assertSite(rep, {"line": "@d-macro"})
        self.assertEqual(s["why"], "true 70.0%% (99%% interval 69.6-70.4): the measured 70 lies between %s's "
                                   "thresholds 11 and 89, where no hint is emitted, and the LIKELY() can go" % s["arch"])
        for tag in ("d-ok", "d-wrong", "d-pc"):
            self.assertNotIn("why", self.assertSite(rep, {"line": "@" + tag}))

    def test_tools_agree(self):
        """tools/probable/judge.py judges every site of the report alike: verdict, suggestion, needed, why"""
        sys.path.insert(0, os.path.join(TOP, "tools"))
        try:
            from probable import judge
        finally:
            sys.path.pop(0)
        rep = self.report()
        for s in rep["sites"]:
            t = dict(s)
            t.pop("verdict")
            t.pop("why", None)
            judge.judge(t)
            self.assertEqual([t[k] for k in ("verdict", "suggest", "needed")], [s[k] for k in ("verdict", "suggest", "needed")], s)
            self.assertEqual(t.get("why") if t["verdict"] in ("needless", "few", "constant") else None, s.get("why"), s)

    def test_text(self):
        """the text summary: needless with its why; wrong ones turned round or dropped, as the tools say"""
        out = run(self.prog(), report="-", fmt="text").stderr
        rows = [l for l in out.splitlines() if l.split(" ", 1)[0] in ("wrong", "miscalibrated", "needless", "ok")]
        self.assertEqual([l.split(" ", 1)[0] for l in rows],
                         ["wrong", "wrong", "miscalibrated", "needless", "needless", "ok", "ok"], out)
        self.assertIn("make it unlikely (unlikely here): the code is laid out for the rarer case\n", out)
        self.assertIn("drop the hint (no hint here): the code is laid out for the rarer case\n", out)
        self.assertIn("where no hint is emitted, and the unlikely() can go\n", out)
        self.assertIn("where no hint is emitted, and the LIKELY() can go\n", out)
        self.assertIn("write 0 (unlikely here)\n", out)  # probable(x, 10): a stated pc, rewritten
        self.assertEqual(out.count("write "), 1, out)


per_compiler(Direction, ["gcc", "clang"], globals())
