# SPDX-License-Identifier: MIT
"""tests/tools/test_cost.py - findings ranked by cost (tools/probable/cost.py):
the formula's values for known counts and hints, the order (warm before
cold, findings by gain before the other sites), --top and --cold on
probable-report (text, merge, html), check (and its SARIF) and
probable-fix, and the formula stated in each output."""

import json
import os
import re
import unittest

from common import TOOLS, _text, python_run, run_report
from fixcommon import TempTree, run_fix, site, write

from probable import cost as C
from probable.judge import judge
from probable.site import merge, order_key, sort_sites

F = "a.c"
SOURCE = """\
#include "probable.h"
int f(int a, int b, int c, int d, int e)
{
\tint n = 0;
\tif (probable(a, 90)) n += 1;
\tif (probable(b, 90)) n += 2;
\tif (likely(c)) n += 3;
\tif (probable(d, 90)) n += 4;
\tif (probable(e, 50)) n += 5;
\treturn n;
}
"""
# x86's thresholds (high 89, low 11); line: (what, count, hits)
A = site(F, 5, "a", 90, 4000, count=10000)   # wrong: 40% gives no hint; cost 6000, drop: 1000, gain 5000
B = site(F, 6, "b", 90, 80, count=8000)      # wrong: 1% gives unlikely; cost 7920, flip: 80, gain 7840
N = site(F, 7, "c", 90, 3600, count=5000, macro="likely")  # needless: 72%; cost 1400, drop: 1100, gain 300
K = site(F, 8, "d", 90, 0, count=500)        # wrong but cold (500 < 1000); cost 500, gain 500
O = site(F, 9, "e", 50, 50000, count=100000)  # ok, no hint emitted at 50, true 50%: cost 0, no gain
SITES = (A, B, N, K, O)
DEFAULT_ORDER = [6, 5, 7, 9, 8]  # B, A (findings by gain), N (gain < 0), O (ok), K (cold)


def judged(**kw):
    s = dict(site(F, 1, "x", kw.pop("declared", 90), kw.pop("hits"), count=kw.pop("count")), **kw)
    if s.get("declared") is None:
        s.pop("declared")
    return judge(s)


def lines(sites):
    return [s["line"] for s in sites]


class Formula(unittest.TestCase):
    def test_likely_flipped(self):
        """probable(x, 90) (likely on x86) true 50 of 1000: cost 950 (the false ones), flipping to unlikely leaves 50: gain 900"""
        s = judged(hits=50, count=1000)
        self.assertEqual((s["verdict"], s["hint"], s["suggest_hint"]), ("wrong", "likely", "unlikely"))
        self.assertEqual((C.cost(s), C.gain(s)), (950.0, 900.0))

    def test_unlikely_needless(self):
        """unlikely() true 300 of 1000 (needless): cost 300 (the true ones); no hint is laid out for 1/2: 1000 * |0.5 - 0.3| = 200 after dropping it: gain 100"""
        s = judged(hits=300, count=1000, declared=10, macro="unlikely")
        self.assertEqual((s["verdict"], s["hint"], s["suggest_hint"]), ("needless", "unlikely", "none"))
        self.assertEqual((C.cost(s), C.gain(s)), (300.0, 100.0))

    def test_no_hint_is_half(self):
        """no hint emitted (probable(x, 50), or no hint at all): L = 1/2, cost count * |1/2 - p|: 0 at 50%, 1.5 for 0 of 3; an unhinted branch true 10 of 20000 costs 9990 and gains 9980 from unlikely"""
        s = judged(hits=500, count=1000, declared=50)
        self.assertEqual((s["verdict"], s["hint"], C.cost(s), C.gain(s)), ("ok", "none", 0.0, None))
        s = judged(hits=10, count=20000, declared=None, verdict="unhinted")
        self.assertEqual((C.cost(s), C.gain(s)), (9990.0, 9980.0))
        s = judged(hits=0, count=3, declared=50)
        self.assertEqual(C.cost(s), 1.5)

    def test_miscalibrated_gains_nothing(self):
        """probable(x, 10) true 5 of 1000: miscalibrated (1 gives unlikely too): cost 5, gain 0"""
        s = judged(hits=5, count=1000, declared=10)
        self.assertEqual((s["verdict"], C.cost(s), C.gain(s)), ("miscalibrated", 5.0, 0.0))

    def test_exact_and_unaligned(self):
        """an exact build lays out for its pc (70: L 0.7): true 200 of 1000 costs 500, writing 20 gains all 500; an unaligned direct access costs its misaligned ones, safe its aligned ones"""
        s = judged(hits=200, count=1000, declared=70, exact=1)
        self.assertEqual((s["hint"], s["suggest_hint"], C.cost(s), C.gain(s)), ("exact", "exact", 500.0, 500.0))
        u = dict(kind="unaligned", verdict="ok", count=1000, hits=30, declared=0)
        self.assertEqual(C.cost(dict(u, hint="direct")), 30.0)
        self.assertEqual(C.cost(dict(u, hint="safe")), 970.0)

    def test_varies_and_inert(self):
        """varies: the suggestion removes the hint (likely, true 400 of 1000: 600 now, 100 after, gain 500); inert: the hint changes no code, gain 0"""
        s = judged(hits=400, count=1000)
        s["verdict"] = "varies"
        self.assertEqual((C.cost(s), C.gain(s)), (600.0, 500.0))
        s["verdict"] = "inert"
        self.assertEqual((C.cost(s), C.gain(s)), (600.0, 0.0))

    def test_annotate_and_cold(self):
        """annotate: cost, gain and cold (fewer than the threshold; 1000 by default) on the site; a warm one has no "cold" """
        s = C.annotate(judged(hits=0, count=500))
        self.assertEqual((s["cost"], s["gain"], s["cold"]), (500.0, 500.0, True))
        s = C.annotate(judged(hits=0, count=500), cold=500)
        self.assertNotIn("cold", s)
        self.assertEqual(C.DEFAULT_COLD, 1000)


class Order(unittest.TestCase):
    def test_merge_order(self):
        """a merge: findings by gain (B 7840 of 8000 evaluations before A 5000 of 10000: the bigger gain first, not the most evaluated; needless 300), then ok, and the cold wrong site last, after the warm needless one"""
        m = merge([{"format": "probable-profile", "version": 3, "source": "profile", "run": "r",
                    "dumps": 1, "sites": [dict(s) for s in SITES]}])
        self.assertEqual(lines(m["sites"]), DEFAULT_ORDER)
        self.assertEqual([s["verdict"] for s in m["sites"]], ["wrong", "wrong", "needless", "ok", "wrong"])
        self.assertEqual([s.get("gain") for s in m["sites"]], [7840.0, 5000.0, 300.0, None, 500.0])
        self.assertEqual([s["cost"] for s in m["sites"]], [7920.0, 6000.0, 1400.0, 0.0, 500.0])
        self.assertEqual([bool(s.get("cold")) for s in m["sites"]], [False] * 4 + [True])
        self.assertEqual(m["cost"], {"formula": C.FORMULA, "cold": 1000, "order": C.ORDER})

    def test_cold_threshold(self):
        """--cold 0: nothing is cold, the wrong site of 500 evaluations (gain 500) comes before the needless one (gain 300); --cold 9000: B (8000), N and K go after the warm ok one, by gain among themselves"""
        sites = [judge(dict(s)) for s in SITES]
        self.assertEqual(lines(sort_sites(sites, 0)), [6, 5, 8, 7, 9])
        # --cold 9000: A and O warm; B (7840), K (500) and N (300) cold
        self.assertEqual(lines(sort_sites(sites, 9000)), [5, 9, 6, 8, 7])

    def test_gain_over_verdict_and_findings_before_ok(self):
        """findings by gain whatever their verdict: a needless unlikely() true 50% of 20000 (gain 10000) before a wrong probable(x, 90) true 75% of 20000 (gain 0); an ok site costing 50000 after both"""
        w = judge(site(F, 1, "w", 90, 15000, count=20000))
        u = judge(site(F, 2, "u", 10, 10000, count=20000, macro="unlikely"))
        ok = judge(site(F, 3, "k", 90, 950000, count=1000000, macro="likely"))
        got = sort_sites([ok, w, u])
        self.assertEqual([(s["verdict"], s["cost"], s.get("gain")) for s in got],
                         [("needless", 10000.0, 10000.0), ("wrong", 5000.0, 0.0), ("ok", 50000.0, None)])

    def test_order_key_without_annotation(self):
        """order_key on sites never annotated computes cost and coldness itself (default threshold)"""
        sites = [judge(dict(s)) for s in SITES]
        self.assertEqual(lines(sorted(sites, key=order_key)), DEFAULT_ORDER)


class Outputs(TempTree):
    def setUp(self):
        super().setUp()
        self.root = self.path("root")
        os.makedirs(self.root)
        write(os.path.join(self.root, F), SOURCE)
        self.rep = self.put_report([dict(s) for s in SITES])

    def report(self, *args):
        rc, out, err = run_report(*args)
        self.assertEqual(rc, 0, err)
        return out

    def test_text(self):
        """text: the header states the formula and the threshold; a cost column; each finding says its gain; the cold one says so, last; --top 2 keeps B and A"""
        out = self.report("text", self.rep)
        self.assertIn("\n" + C.FORMULA + "; cold: fewer than 1000 evaluations, listed last\n", out)
        rows = [l for l in out.splitlines() if re.match(r"^\w[\w-]* +\d+ .* a\.c:", l)]
        self.assertEqual([int(re.search(r"a\.c:(\d+)", l).group(1)) for l in rows], DEFAULT_ORDER)
        self.assertRegex(rows[0], r"^wrong +90 +1\.00% +\S+, \S+ +likely +8000 +7920  a\.c:6 ")
        self.assertIn("gain 7840 evaluations: 7920 against the layout now, 80 with the suggestion", out)
        self.assertIn("cold: 500 evaluations, fewer than 1000: listed after every warm site", out)
        top = self.report("text", self.rep, "--top", "2")
        rows = [l for l in top.splitlines() if re.match(r"^\w[\w-]* +\d+ .* a\.c:", l)]
        self.assertEqual([int(re.search(r"a\.c:(\d+)", l).group(1)) for l in rows], [6, 5])
        self.assertIn(": 2 findings (--top 2: only the first 2 findings), ", top)
        # the summary still counts every site
        self.assertIn("5 hint sites", top)

    def test_json(self):
        """merge: top-level "cost" (formula, cold threshold); cost, gain, cold per site; --top 3 --cold 0 keeps B, A, K"""
        doc = json.loads(self.report("merge", self.rep))
        self.assertEqual(doc["cost"], {"formula": C.FORMULA, "cold": 1000, "order": C.ORDER})
        self.assertEqual(lines(doc["sites"]), DEFAULT_ORDER)
        self.assertEqual(doc["sites"][0]["cost"], 7920)
        self.assertEqual(doc["sites"][-1]["cold"], True)
        doc = json.loads(self.report("merge", self.rep, "--top", "3", "--cold", "0"))
        self.assertEqual((lines(doc["sites"]), doc["top"], doc["cost"]["cold"]), ([6, 5, 8], 3, 0))
        self.assertEqual(doc["summary"]["sites"], 5)

    def test_html(self):
        """html: the index states the formula and the threshold, the cold site is marked cold, rows in the order"""
        self.report("html", self.rep, "-o", self.path("h"), "--root", self.root, "-q")
        page = open(self.path("h", "index.html"), encoding="utf-8").read()
        self.assertIn(C.FORMULA.replace("'", "&#x27;").replace("<", "&lt;").replace(">", "&gt;"), page)
        self.assertIn("fewer than 1000 evaluations", page)
        self.assertEqual([int(x) for x in re.findall(r'<tr id="site-\d+"[^>]* data-line="(\d+)"', page)],
                         DEFAULT_ORDER)
        self.assertEqual(page.count('<b class="cold">cold</b>'), 1)

    def check(self, *args):
        env = dict(os.environ, PYTHONPATH=TOOLS)
        rc, out, err = python_run(["-m", "probable.cli.check", self.rep, "--root", self.root] + list(args),
                                  cwd=self.root, env=env)
        return rc, _text(out), _text(err)

    def test_check(self):
        """check: wrong hints by gain, the cold one last; --top 2 prints B and A yet still fails on all 3; --all --top 3 adds the needless one before the cold wrong one; --cold 0 puts K before it"""
        rc, out, err = self.check()
        self.assertEqual(rc, 1, err)
        self.assertEqual([int(l.split(":")[1]) for l in out.splitlines()], [6, 5, 8])
        rc, out, err = self.check("--top", "2")
        self.assertEqual((rc, [int(l.split(":")[1]) for l in out.splitlines()]), (1, [6, 5]))
        self.assertIn("3 wrong hints", err)
        rc, out, err = self.check("--all", "--top", "3")
        self.assertEqual([int(l.split(":")[1]) for l in out.splitlines()], [6, 5, 7])
        rc, out, err = self.check("--all", "--cold", "0")
        self.assertEqual([int(l.split(":")[1]) for l in out.splitlines()], [6, 5, 8, 7])

    def test_sarif(self):
        """SARIF: run properties state the formula and threshold; results in the order with cost, gain, cold; the cold one's message says cold; --top 2 writes 2"""
        rc, _, err = self.check("--sarif", self.path("s.sarif"), "--all")
        self.assertEqual(rc, 1, err)
        run = json.load(open(self.path("s.sarif")))["runs"][0]
        self.assertEqual(run["properties"]["cost"], {"formula": C.FORMULA, "cold": 1000, "order": C.ORDER})
        res = run["results"]
        self.assertEqual([r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in res], [6, 5, 7, 8])
        self.assertEqual([(r["properties"]["cost"], r["properties"]["gain"], r["properties"]["cold"]) for r in res],
                         [(7920.0, 7840.0, False), (6000.0, 5000.0, False), (1400.0, 300.0, False),
                          (500.0, 500.0, True)])
        self.assertTrue(res[3]["message"]["text"].endswith("; cold: 500 evaluations, fewer than 1000"))
        self.assertNotIn("cold", res[0]["message"]["text"])
        self.check("--sarif", self.path("t.sarif"), "--top", "2")
        self.assertEqual(len(json.load(open(self.path("t.sarif")))["runs"][0]["results"]), 2)

    def test_fix_top(self):
        """probable-fix --top 1 rewrites only B (the largest gain); --top 1 --cold 9000 only A (B, 8000 evaluations, is cold then); without --top A, B, likely(c) (dropped: fix judges it as pc 90, wrong) and K"""
        def changed(*args):
            rc, out, err = run_fix("--root", self.root, *(list(args) + [self.rep]))
            self.assertEqual(rc, 0, err)
            return [l[1:].strip() for l in out.splitlines() if l.startswith("+\t")]
        self.assertEqual(changed("--top", "1"), ["if (probable(b, 1)) n += 2;"])
        self.assertEqual(changed("--top", "1", "--cold", "9000"), ["if (probable(a, 40)) n += 1;"])
        self.assertEqual(changed(), ["if (probable(a, 40)) n += 1;", "if (probable(b, 1)) n += 2;",
                                     "if (c) n += 3;", "if (probable(d, 0)) n += 4;"])

    def test_bad_values(self):
        """--top -1 and --cold -1: one line, status 2"""
        for tool in ("report", "fix"):
            for opt in ("--top", "--cold"):
                if tool == "report":
                    rc, out, err = run_report("text", self.rep, opt, "-1")
                else:
                    rc, out, err = run_fix("--root", self.root, opt, "-1", self.rep)
                self.assertEqual(rc, 2, (tool, opt, err))
                self.assertEqual(len(err.strip().splitlines()), 1, err)
        rc, out, err = self.check("--top", "-1")
        self.assertEqual((rc, err.count("\n")), (2, 1), err)


if __name__ == "__main__":
    unittest.main()
