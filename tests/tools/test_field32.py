# SPDX-License-Identifier: MIT
"""tests/tools/test_field32.py - issue 32 tried on a code base that is not
in this repo (zstd's LIKELY/UNLIKELY, profiled on two workloads): the
shapes met there, as small fixtures of our own."""

import json
import os
import unittest

from fixcommon import run_fix, write as write_file

from probable import judge
from probable.cli import fix as fixcli
import test_labels
import test_series
from test_labels import psite, labelled

from probable.fix import series as SERIES


class TestRightOnOneLabel(unittest.TestCase):
    """zstd's UNLIKELY(sequence.litLength > 16): 99% true on one workload
    (wrong there), 9.5% of 2000 on another, where the label's own verdict
    is ok but its interval (7.9-11.3) reaches across the low threshold 11,
    so it names no hint.  The summed counts say wrong: a flip to LIKELY
    would lay the second workload out for its rarer case."""

    def site(self):
        return labelled(("a", 100000, 99000), ("b", 2000, 190), macro="UNLIKELY", declared=10,
                        expr="len > 16")

    def test_label_right_blocks_flip(self):
        """the guard refuses the flip: label b's interval lies wholly below 50, so likely is wrong there"""
        s = judge.judge(self.site())
        self.assertEqual([l["verdict"] for l in s["labels"]], ["wrong", "ok"])
        why = fixcli.labels_against_flip(s, 100)
        self.assertIsNotNone(why)
        self.assertIn("label b", why)
        # the label whose rate is on neither side of 50% does not block
        s = judge.judge(labelled(("a", 100000, 99000), ("b", 2000, 1000), macro="UNLIKELY", declared=10,
                                 expr="len > 16"))
        self.assertIsNone(fixcli.labels_against_flip(s, 100))


class TestRightOnOneLabelFix(unittest.TestCase):
    """the same through probable-fix, the other way round: likely() 1% true
    on a, 89.5% of 2000 on b (ok there; interval 87.6-91.2 across the high
    threshold 89); the sum says wrong: no unlikely() written"""

    setUp, tearDown, put = (test_labels.TestFix.setUp, test_labels.TestFix.tearDown,
                            test_labels.TestFix.put)

    def test_no_flip_right_on_one(self):
        a = self.put("a.json", [psite(100000, 1000)])
        b = self.put("b.json", [psite(2000, 1790)])
        st, out, err = run_fix("--root", self.root, a, b, "--explain")
        self.assertEqual(st, 0, err)
        self.assertNotIn("unlikely(n > 0)", out)
        self.assertIn("not flipped from likely to unlikely: label b.json", err)


class TestNegativeGain(unittest.TestCase):
    """zstd's LIKELY(sequence.offset >= WILDCOPY_VECLEN), varies over three
    workloads: removed, and by the documented formula the layout without a
    hint costs more (54027 now, 142541 after).  The series' body said
    "-88514 fewer after the change": it says "88514 more"."""

    def test_more_after(self):
        e = test_series.Evidence()
        s = e.site()
        s.update(cost=54027.0, gain=-88514.0)
        body = SERIES.body([e.change(s, now="x > 3")], e.ctx())
        line = [l for l in body if l.startswith("  cost:")]
        self.assertEqual(line, ["  cost: 54027 evaluations against the layout, 88514 more after the change"])
        s.update(gain=940.0)
        body = SERIES.body([e.change(s, now="x > 3")], e.ctx())
        self.assertIn("  cost: 54027 evaluations against the layout, 940 fewer after the change", body)


class TestLabelVerdictsInBody(unittest.TestCase):
    """zstd's LIKELY(): probable-fix judges every hint against its pc (the
    merger's claim "pc"), so the series' body quoted "miscalibrated" for a
    workload where LIKELY() is true 93.7% (probable-report: ok) and
    "wrong" for one where it is true 82.7% (probable-report: needless).
    The body's verdict per label is the one probable-report prints."""

    def test_same_as_report(self):
        s = labelled(("bin", 10000, 8270), ("rep", 10000, 30), ("text", 10000, 9370),
                     macro="LIKELY", declared=90, expr="x > 3")
        report = judge.judge(json.loads(json.dumps(s)))
        self.assertEqual([l["verdict"] for l in report["labels"]], ["needless", "wrong", "ok"])
        s["direction"] = "pc"
        fixed = judge.judge(s)
        self.assertEqual(fixed["verdict"], "varies")
        e = test_series.Evidence()
        body = SERIES.body([e.change(fixed, was="LIKELY(x > 3)", now="x > 3")], e.ctx())
        got = [l.rsplit(", ", 1)[1] for l in body if l.startswith(("  bin:", "  rep:", "  text:"))]
        self.assertEqual(got, ["needless", "wrong", "ok"])


ZSTD_LIKE = """\
#define LIKELY(x) (__builtin_expect((x), 1))
#define UNLIKELY(x) (__builtin_expect((x), 0))
int g(int);
int f(int n, int m)
{
    if (UNLIKELY(n > 7))
        return g(n);
    if (UNLIKELY(m > 16))
        return g(m);
    return 0;
}
"""


class TestTopSkipsUntouched(unittest.TestCase):
    """zstd: probable-fix --top 1 (and 3, 4) wrote nothing while three
    varies hints were removed without --top.  probable-fix judges a
    UNLIKELY() against pc 10, so one true 0% of 1.8 million times is
    "miscalibrated" (suggest 0) with gain 0, larger than the removals'
    (by the formula, removing a varies hint whose labels are unbalanced
    costs more than it saves: a negative gain); it
    took the slot, and the native rewrite then kept it (x86 emits unlikely
    for 0: the hint UNLIKELY() gives).  A site the rewrite leaves as it is
    takes no slot of --top."""

    def setUp(self):
        test_labels.TestFix.setUp(self)
        write_file(os.path.join(self.root, "lib", "x.c"), ZSTD_LIKE)

    tearDown, put = test_labels.TestFix.tearDown, test_labels.TestFix.put

    def test_top_one(self):
        u = dict(macro="UNLIKELY", declared=10)
        a = self.put("a.json", [psite(900000, 0, line=6, expr="n > 7", **u),
                                psite(100000, 200, line=8, expr="m > 16", **u)])
        b = self.put("b.json", [psite(900000, 0, line=6, expr="n > 7", **u),
                                psite(10000, 9990, line=8, expr="m > 16", **u)])
        st, full, err = run_fix("--root", self.root, a, b)
        self.assertEqual(st, 0, err)
        self.assertIn("-    if (UNLIKELY(m > 16))\n+    if (m > 16)\n", full)
        self.assertNotIn("-    if (UNLIKELY(n > 7))", full)
        st, out, err = run_fix("--root", self.root, a, b, "--top", "1")
        self.assertEqual(st, 0, err)
        self.assertEqual(out, full)


class TestNotJudgedCost(unittest.TestCase):
    """zstd's UNLIKELY() in bitstream.h, counted by three units that
    disagree (not judged, count 0): labelled, its cost was 24 (the hits of
    the units pooled per label, the rate the report calls neither's),
    unlabelled 0; the text showed count 0 beside cost 24."""

    def test_cost_as_unlabelled(self):
        from probable import cost
        s = labelled(("rep", 41526, 0), ("text", 112502, 24), macro="UNLIKELY", declared=10)
        s.update(count=0, hits=0, verdict="not-judged")
        judge.judge(s)
        self.assertEqual(s["verdict"], "not-judged")
        plain = {k: v for k, v in s.items() if k != "labels"}
        self.assertEqual(cost.cost(plain), 0)
        self.assertEqual(cost.cost(s), 0)


class TestMixedPaths(unittest.TestCase):
    """zstd: a profile report names its files by absolute path (the
    runtime's __FILE__ under the tree), gcov's counts matched under --root
    by the path relative to it; labelled text=PROFILE, gcovdec=GCOV, the
    same LIKELY() at zstd_decompress_block.c:1077 was two sites with two
    verdicts (65 sites listed, 55 in the summary).  One place, one site."""

    def test_joined(self):
        from probable import site as SITE
        prof = psite(10000, 9700, line=1077, macro="LIKELY", expr="off >= 16", func="exec",
                     unit="/t/zstd/lib/d/b.c")
        prof["file"] = "/t/zstd/lib/d/b.c"
        prof["expanded"] = "off >= 16"
        cov = psite(10000, 30, line=1077, macro="LIKELY", expr="off >= 16", func=None, source="gcov")
        cov["file"] = "lib/d/b.c"
        for order in ((prof, cov), (cov, prof)):
            m = SITE.Merger()
            for s, lab in zip(order, ("a", "b")):
                m.add({"format": "probable-profile", "version": 3, "source": s["source"],
                       "dumps": 1, "sites": [dict(s)]}, lab)
            got = [s for s in m.result()["sites"] if s["line"] == 1077]
            self.assertEqual(len(got), 1, got)
            self.assertEqual(got[0]["count"], 20000)
            self.assertEqual(got[0]["verdict"], "varies")
        # a file of the same name elsewhere is another place
        m = SITE.Merger()
        other = dict(cov, file="lib/e/b.c")
        for s, lab in ((prof, "a"), (other, "b")):
            m.add({"format": "probable-profile", "version": 3, "source": s["source"], "dumps": 1,
                   "sites": [dict(s)]}, lab)
        self.assertEqual(len(m.result()["sites"]), 2)


class TestTextShowsLabels(unittest.TestCase):
    """The site of TestRightOnOneLabel in probable-report text: "wrong,
    make it likely", with nothing said of the label it is right on (only a
    varies site showed its labels), while probable-fix refuses that flip.
    A finding whose labels' verdicts differ shows each label."""

    setUp, tearDown, put = (test_labels.TestFix.setUp, test_labels.TestFix.tearDown,
                            test_labels.TestFix.put)

    def test_wrong_shows_labels(self):
        from common import run_report
        u = dict(macro="UNLIKELY", declared=10, expr="len > 16")
        a = self.put("a.json", [psite(100000, 99000, **u)])
        b = self.put("b.json", [psite(2000, 190, **u)])
        st, out, err = run_report("text", a, b)
        self.assertEqual(st, 0, err)
        self.assertIn("label b.json: ok, true 9.50% [7.94, 11.33] of 2000", out)
        self.assertIn("label a.json: wrong, true 99.00%", out)
        # agreeing labels: as before, no label lines
        b2 = self.put("b2.json", [psite(2000, 1990, **u)])
        st, out, err = run_report("text", a, b2)
        self.assertNotIn("label b2.json", out)


if __name__ == "__main__":
    unittest.main()
