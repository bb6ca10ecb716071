# SPDX-License-Identifier: MIT
"""tests/tools/test_labels.py - many inputs, one verdict per site (issue
32 item 1): counts labelled by where they came from (--label NAME=FILES,
or one label per input file), kept per label by the merger, judged per
label, "varies" where the labels' intervals disagree about the hint (at
the boundaries of that rule), shown per label in text, JSON, html and
SARIF, kept by merge (a merged report judged again gives the same), and
a varies site's hint removed by probable-fix, never flipped."""

import json
import os
import shutil
import tempfile
import unittest

from common import run_report as run
from fixcommon import run_fix, read, write

from probable import judge, summary
from probable.cli import fix as fixcli

X86 = dict(kind="branch", high=89, low=11, exact=0, threshold=0, test_below=0, size=0, arch="x86",
           constant=0, source="profile", nth=0, col=6, func="f")


def psite(count, hits, line=5, macro="likely", declared=90, expr="n > 0", **kw):
    return dict(X86, file="lib/x.c", line=line, expr=expr, cond=expr, macro=macro, declared=declared,
                count=count, hits=hits, **kw)


def report(sites, run_id=None):
    return {"format": "probable-profile", "version": 3, "source": "profile", "run": run_id,
            "dumps": 1, "sites": sites}


def labelled(*labels, **kw):
    """A site with counts per label: [(name, count, hits)], summed."""
    s = psite(sum(c for _, c, _ in labels), sum(h for _, _, h in labels), **kw)
    s["labels"] = [{"label": n, "count": c, "hits": h} for n, c, h in labels]
    return s


SOURCE = """\
#include "probable_likely.h"
int g(int);
int f(int n, int *p)
{
\tif (likely(n > 0))
\t\treturn g(n);
\tif (probable(p != 0, 90))
\t\treturn 1;
\treturn 0;
}
"""


class TestRule(unittest.TestCase):
    """judge.judge_labels: the rule and its boundaries."""

    def test_interval_hint_boundaries(self):
        """an interval speaks for likely only when wholly above high, unlikely only wholly below low, no hint only wholly within [low, high]; touching or crossing a threshold says nothing"""
        s = dict(X86)
        ih = judge.interval_hint
        self.assertEqual(ih(s, 89.0001, 99.0), "likely")
        self.assertIsNone(ih(s, 89.0, 99.0))          # lo == high: 89 gives no hint
        self.assertEqual(ih(s, 1.0, 10.9999), "unlikely")
        self.assertIsNone(ih(s, 1.0, 11.0))            # hi == low: 11 gives no hint
        self.assertEqual(ih(s, 11.0, 89.0), "none")    # both ends give no hint
        self.assertIsNone(ih(s, 10.9999, 50.0))
        self.assertIsNone(ih(s, 50.0, 89.0001))
        # no thresholds in the report: 50 both; nothing lies wholly "between"
        self.assertEqual(ih({}, 50.5, 60.0), "likely")
        self.assertEqual(ih({}, 50.0, 50.0), "none")
        self.assertIsNone(ih({}, 49.9, 50.0))

    def test_disagree_varies(self):
        """right on one label (97% of 10000), wrong on another (3% of 10000): varies; remove the hint (pc 50, no hint), each label judged alone with its own rate and interval"""
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 300)))
        self.assertEqual(s["verdict"], "varies")
        self.assertEqual((s["suggest"], s["suggest_hint"], s["hint"]), (50, "none", "likely"))
        self.assertEqual([sorted(lab) for lab in s["labels"]], [sorted(judge.LABEL_FIELDS)] * 2)
        a, b = s["labels"]
        self.assertEqual((a["label"], a["count"], a["hits"], a["verdict"]), ("a", 10000, 9700, "ok"))
        self.assertEqual((b["label"], b["count"], b["hits"], b["verdict"]), ("b", 10000, 300, "wrong"))
        self.assertEqual((a["ci_low"], a["ci_high"]), judge.wilson(9700, 10000))
        self.assertEqual((b["ci_low"], b["ci_high"]), judge.wilson(300, 10000))
        self.assertAlmostEqual(b["observed"], 3.0)
        self.assertIn("a: likely, true 97.0% of 10000", s["why"])
        self.assertIn("b: unlikely, true 3.0% of 10000", s["why"])
        self.assertIn("never flip", s["why"])
        # the same counts without labels: one pooled verdict, no varies
        self.assertEqual(judge.judge(psite(20000, 10000))["verdict"], "needless")

    def test_likely_against_no_hint(self):
        """one label's interval above high (likely), another's between the thresholds (no hint): varies"""
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 5000)))
        self.assertEqual(s["verdict"], "varies")
        self.assertIn("b: no hint", s["why"])

    def test_agree(self):
        """labels that agree: the verdict of the summed counts, as without labels; labels still judged"""
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 9600)))
        self.assertEqual(s["verdict"], "ok")
        self.assertEqual(s["verdict"], judge.judge(psite(20000, 19300))["verdict"])
        self.assertEqual([x["verdict"] for x in s["labels"]], ["ok", "ok"])
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 9600), macro="probable", declared=50))
        self.assertEqual(s["verdict"], "wrong")

    def test_min_count_boundary(self):
        """a label with fewer evaluations than the minimum does not count (99 of 0 hits: not varies); at the minimum it does (100: varies)"""
        for n, want in ((99, "ok"), (100, "varies")):
            s = judge.judge(labelled(("a", 10000, 9700), ("b", n, 0)), 100)
            self.assertEqual(s["verdict"], want, n)
        # --min-count 200 moves the boundary
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 100, 0)), 200)
        self.assertEqual(s["verdict"], "ok")

    def test_crossing_interval_says_nothing(self):
        """a label whose interval reaches across the high threshold (89% of 10000: 88.2-89.8) says nothing: not varies"""
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 8900)))
        lo, hi = judge.wilson(8900, 10000)
        self.assertTrue(lo < 89 < hi)
        self.assertEqual(s["verdict"], "ok")
        # just below: 88% of 10000 lies wholly between the thresholds
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 8800)))
        self.assertEqual(s["verdict"], "varies")

    def test_never_varies(self):
        """an unaligned access, a compile-time constant, a reader's verdict: never varies"""
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 300), kind="unaligned",
                                 macro="get_unaligned_p", declared=50, size=4))
        self.assertNotEqual(s["verdict"], "varies")
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 300), constant=1))
        self.assertEqual(s["verdict"], "constant")
        s = labelled(("a", 10000, 9700), ("b", 10000, 300))
        s["verdict"] = "not-judged"
        self.assertEqual(judge.judge(s)["verdict"], "not-judged")
        self.assertEqual([x["verdict"] for x in s["labels"]], ["not-judged"] * 2)

    def test_fix_decision_removes(self):
        """fix_decision of a varies site: rewrite to the no-hint pc; a stated pc 50 already gives none: left alone"""
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 300)))
        ok, why = judge.fix_decision(s)
        self.assertTrue(ok)
        self.assertIn("removed", why)
        s = judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 300), macro="probable", declared=50))
        self.assertEqual(s["verdict"], "varies")
        self.assertFalse(judge.fix_decision(s)[0])

    def test_summary(self):
        """summary: varies counts as judged, with its own count; absent when there is none"""
        sites = [judge.judge(labelled(("a", 10000, 9700), ("b", 10000, 300))), judge.judge(psite(1000, 970))]
        got = summary.summarize(sites)
        self.assertEqual((got["judged"], got["varies"], got["ok"], got["not_judged"]), (2, 1, 1, 0))
        self.assertEqual(summary.line(got), "2 hint sites: 2 judged (1 varies, 1 ok)")
        self.assertNotIn("varies", summary.summarize(sites[1:]))

    def test_no_flip_guard(self):
        """probable-fix never flips a site while a label's interval speaks for another hint, whatever its verdict"""
        s = judge.judge(psite(101000, 1970))
        s["labels"] = [{"label": "a", "count": 1000, "hits": 970}, {"label": "b", "count": 100000, "hits": 1000}]
        self.assertEqual(judge.hint_of(s, s["suggest"]), "unlikely")
        why = fixcli.labels_against_flip(s, 100)
        self.assertIn("label a", why)
        self.assertIn("says likely", why)
        # a label with fewer than the minimum speaks when its interval is wholly on one side
        s["labels"][0] = {"label": "a", "count": 100, "hits": 100}
        self.assertIn("label a", fixcli.labels_against_flip(s, 200))
        # one whose interval reaches across a threshold does not
        s["labels"][0] = {"label": "a", "count": 50, "hits": 5}
        self.assertIsNone(fixcli.labels_against_flip(s, 100))


class TestMerger(unittest.TestCase):
    """site.Merger: counts per label through the joins a merge makes."""

    def test_profile_and_coverage_mixed(self):
        """a profile record (label A) and coverage counts of the same site (label B, func unknown) are one site with both labels: varies"""
        from probable.site import Merger
        m = Merger()
        m.add(report([psite(10000, 9700)]), "A")
        cov = psite(10000, 300, source="gcov", func=None)
        m.add({"format": "probable-profile", "version": 3, "source": "gcov", "sites": [cov]}, "B")
        r = m.result()
        self.assertEqual(len(r["sites"]), 1)
        s = r["sites"][0]
        self.assertEqual((s["source"], s["func"], s["verdict"]), ("mixed", "f", "varies"))
        self.assertEqual([(x["label"], x["count"], x["hits"]) for x in s["labels"]],
                         [("A", 10000, 9700), ("B", 10000, 300)])
        self.assertEqual(r["labels"], ["A", "B"])

    def test_units_pooled_keep_labels(self):
        """one place counted in two units, each label seeing another unit: pooled into one site, the counts per label summed over the units"""
        from probable.site import Merger
        m = Merger()
        m.add(report([psite(10000, 9700, unit="lib/a.c"), psite(1000, 970, unit="lib/b.c")]), "A")
        m.add(report([psite(10000, 9600, unit="lib/b.c")]), "B")
        s = m.result()["sites"][0]
        self.assertEqual((s["count"], s["hits"], s["verdict"]), (21000, 20270, "ok"))
        self.assertEqual([(x["label"], x["count"], x["hits"]) for x in s["labels"]],
                         [("A", 11000, 10670), ("B", 10000, 9600)])

    def test_unlabelled_unchanged(self):
        """reports added without a label: no labels in the result (as before labels)"""
        from probable.site import Merger
        m = Merger()
        m.add(report([psite(10000, 9700)]))
        m.add(report([psite(10000, 300)]))
        r = m.result()
        self.assertNotIn("labels", r)
        self.assertNotIn("labels", r["sites"][0])
        self.assertEqual(r["sites"][0]["verdict"], "needless")


class TestTools(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="probable-labels-")
        self.a = self.put("a.json", [psite(10000, 9700), psite(1000, 950, line=7, macro="probable", expr="p != 0")])
        self.b = self.put("b.json", [psite(10000, 300), psite(1000, 940, line=7, macro="probable", expr="p != 0")])

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def put(self, name, sites, run_id=None):
        p = os.path.join(self.tmp, name)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            json.dump(report(sites, run_id), f)
        return p

    def merged(self, *args):
        st, out, err = run("merge", *args)
        self.assertEqual(st, 0, err)
        return json.loads(out)

    def test_one_input_unlabelled(self):
        """one input without --label: no labels anywhere, no varies (as before labels)"""
        for p in (self.a, self.b):
            m = self.merged(p)
            self.assertNotIn("labels", m)
            self.assertFalse(any("labels" in s for s in m["sites"]))
            self.assertNotIn("varies", m["summary"])

    def test_default_labels(self):
        """two inputs: one label per file (its base name); the site right on one, wrong on the other, is varies; JSON keeps each site's labels"""
        m = self.merged(self.a, self.b)
        self.assertEqual(m["labels"], ["a.json", "b.json"])
        by_line = {s["line"]: s for s in m["sites"]}
        self.assertEqual(by_line[5]["verdict"], "varies")
        self.assertEqual([(x["label"], x["count"], x["hits"], x["verdict"]) for x in by_line[5]["labels"]],
                         [("a.json", 10000, 9700, "ok"), ("b.json", 10000, 300, "wrong")])
        self.assertEqual([x["label"] for x in by_line[7]["labels"]], ["a.json", "b.json"])
        self.assertEqual(by_line[7]["verdict"], "miscalibrated")
        self.assertEqual(m["summary"]["varies"], 1)

    def test_named_by_run(self):
        """a report that names its run (PROBABLE_PROFILE_RUN) is labelled by it; reports of one run are one label (one workload, summed: no varies)"""
        a = self.put("ra.json", [psite(10000, 9700)], "text")
        b = self.put("rb.json", [psite(10000, 300)], "rand")
        m = self.merged(a, b)
        self.assertEqual(m["labels"], ["rand", "text"])
        self.assertEqual(m["sites"][0]["verdict"], "varies")
        b = self.put("rb.json", [psite(10000, 300)], "text")
        m = self.merged(a, b)
        self.assertNotIn("labels", m)
        self.assertEqual(m["sites"][0]["verdict"], "needless")
        # through standard input too (read by load_any)
        st, out, err = run("merge", a, "-", stdin=read(self.put("rc.json", [psite(10000, 300)], "rand")))
        self.assertEqual(st, 0, err)
        self.assertEqual(json.loads(out)["labels"], ["rand", "text"])

    def test_same_base_name(self):
        """two files of one base name are labelled by their paths"""
        b = self.put(os.path.join("other", "a.json"), report([psite(10000, 300)])["sites"])
        m = self.merged(self.a, b)
        self.assertEqual(m["labels"], sorted([self.a, b]))

    def test_label_option(self):
        """--label NAME=FILE,FILE: files summed under one name; explicit and default labels mix"""
        c = self.put("c.json", [psite(10000, 200)])
        m = self.merged("--label", "fleet1=%s" % self.a, "--label", "fleet2=%s,%s" % (self.b, c))
        s = next(s for s in m["sites"] if s["line"] == 5)
        self.assertEqual([(x["label"], x["count"], x["hits"]) for x in s["labels"]],
                         [("fleet1", 10000, 9700), ("fleet2", 20000, 500)])
        m = self.merged(self.a, "--label", "fleet2=%s" % self.b)
        self.assertEqual(m["labels"], ["a.json", "fleet2"])
        # one label over both: their sum, judged as one (no varies)
        m = self.merged("--label", "all=%s,%s" % (self.a, self.b))
        self.assertEqual(m["labels"], ["all"])
        self.assertEqual(next(s for s in m["sites"] if s["line"] == 5)["verdict"], "needless")

    def test_bad_label(self):
        """a --label that is not NAME=FILE, or a name given twice: status 2, one line, nothing written"""
        for args in (["--label", "x"], ["--label", "=%s" % self.a], ["--label", "x=%s," % self.a],
                     ["--label", "x=%s" % self.a, "--label", "x=%s" % self.b]):
            st, out, err = run("merge", *args)
            self.assertEqual(st, 2, args)
            self.assertEqual(out, "")
            self.assertEqual(len(err.strip().splitlines()), 1, err)
            self.assertTrue(err.startswith("probable-report: --label: "), err)

    def test_round_trip(self):
        """merge A and B labelled, then judge the merged file alone: the same verdicts and per-label data"""
        ab = os.path.join(self.tmp, "ab.json")
        st, _, err = run("merge", "--label", "A=%s" % self.a, "--label", "B=%s" % self.b, "-o", ab)
        self.assertEqual(st, 0, err)
        first = json.load(open(ab))
        again = self.merged(ab)
        self.assertEqual(again["labels"], ["A", "B"])
        self.assertEqual(again["sites"], first["sites"])
        self.assertEqual([s["verdict"] for s in again["sites"]], ["varies", "miscalibrated"])
        # merged with a third input: its labels stay, the third gets its own
        c = self.put("c.json", [psite(10000, 9800)])
        m = self.merged(ab, c)
        self.assertEqual(m["labels"], ["A", "B", "c.json"])
        # --label over a merged report replaces its labels (one sum)
        m = self.merged("--label", "X=%s" % ab)
        self.assertEqual(m["labels"], ["X"])
        self.assertEqual(next(s for s in m["sites"] if s["line"] == 5)["verdict"], "needless")

    def test_round_trip_units(self):
        """a place counted in two units (pooled, and units that disagree: not judged), labelled: the merged report judged again gives the same sites, each label's counts per unit kept"""
        a = self.put("ua.json", [psite(10000, 9700, unit="lib/a.c"), psite(5000, 4800, unit="lib/b.c"),
                                 psite(10000, 9000, line=7, macro="probable", expr="p != 0", unit="lib/a.c"),
                                 psite(10000, 1000, line=7, macro="probable", expr="p != 0", unit="lib/b.c")])
        b = self.put("ub.json", [psite(10000, 300, unit="lib/a.c"), psite(5000, 150, unit="lib/b.c"),
                                 psite(10000, 9000, line=7, macro="probable", expr="p != 0", unit="lib/a.c")])
        ab = os.path.join(self.tmp, "uab.json")
        st, _, err = run("merge", a, b, "-o", ab)
        self.assertEqual(st, 0, err)
        first = json.load(open(ab))
        by_line = {s["line"]: s for s in first["sites"]}
        self.assertEqual(by_line[5]["verdict"], "varies")
        self.assertEqual(by_line[7]["verdict"], "not-judged")
        self.assertEqual(by_line[5]["labels"][0]["parts"],
                         [{"unit": "lib/a.c", "count": 10000, "hits": 9700}, {"unit": "lib/b.c", "count": 5000, "hits": 4800}])
        self.assertEqual(by_line[5]["labels"][1]["parts"],
                         [{"unit": "lib/a.c", "count": 10000, "hits": 300}, {"unit": "lib/b.c", "count": 5000, "hits": 150}])
        self.assertEqual(by_line[7]["labels"][1]["parts"],
                         [{"unit": "lib/a.c", "count": 10000, "hits": 9000}, {"unit": "lib/b.c", "count": 0, "hits": 0}])
        again = self.merged(ab)
        self.assertEqual(again["sites"], first["sites"])
        self.assertEqual(again["summary"], first["summary"])

    def test_text_html(self):
        """text and html show each label's verdict, rate and interval for a varies site, and the removal"""
        st, out, err = run("text", self.a, self.b)
        self.assertEqual(st, 0, err)
        self.assertIn("label a.json: ok, true 97.00% [96.53, 97.41] of 10000", out)
        self.assertIn("label b.json: wrong, true 3.00% [2.59, 3.47] of 10000", out)
        self.assertIn("remove the hint, never flip it (write 50: no hint here)", out)
        self.assertIn("1 varies", out)
        d = os.path.join(self.tmp, "html")
        st, _, err = run("html", self.a, self.b, "-o", d)
        self.assertEqual(st, 0, err)
        page = read(os.path.join(d, "index.html"))
        self.assertIn('<span class="v v-varies">varies</span>', page)
        self.assertIn("b.json: wrong, 3.00% [2.59, 3.47] of 10000", page)

    def test_check_and_sarif(self):
        """check: a varies site a label judges wrong fails the gate (status 1) as varies:; SARIF names the rule and lists each label; a varies site no label judges wrong passes (--all prints it)"""
        root = os.path.join(self.tmp, "tree")
        write(os.path.join(root, "lib", "x.c"), SOURCE)
        sar = os.path.join(self.tmp, "s.sarif")
        st, out, err = run("check", "--root", root, self.a, self.b, "--sarif", sar)
        self.assertEqual(st, 1, err)
        self.assertIn("lib/x.c:5:6: varies: likely(n > 0): the labels disagree", out)
        self.assertIn("1 varying hint wrong on some labels", err)
        doc = json.load(open(sar))["runs"][0]
        rules = [r["id"] for r in doc["tool"]["driver"]["rules"]]
        res = [r for r in doc["results"] if r["ruleId"] == "probable/varying-hint"]
        self.assertEqual(len(res), 1)
        self.assertEqual(rules[res[0]["ruleIndex"]], "probable/varying-hint")
        self.assertEqual([(x["label"], x["ci_low"], x["ci_high"]) for x in res[0]["properties"]["labels"]],
                         [("a.json",) + judge.wilson(9700, 10000), ("b.json",) + judge.wilson(300, 10000)])
        self.assertEqual(doc["properties"]["counts"]["varies"], 1)
        # likely on one, no hint on the other: varies, no label wrong: passes
        n = self.put("n.json", [psite(10000, 5000)])
        st, out, err = run("check", "--root", root, self.a, n)
        self.assertEqual((st, out), (0, ""), err)
        st, out, err = run("check", "--root", root, self.a, n, "--all")
        self.assertEqual(st, 0, err)
        self.assertIn("varies: likely(n > 0)", out)
        # one input: no varying-hint rule in the SARIF log (as before labels)
        st, _, err = run("check", "--root", root, self.a, "--sarif", sar)
        self.assertNotIn("probable/varying-hint", read(sar))


class TestFix(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="probable-labels-fix-")
        self.root = os.path.join(self.tmp, "tree")
        write(os.path.join(self.root, "lib", "x.c"), SOURCE)

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def put(self, name, sites):
        p = os.path.join(self.tmp, name)
        with open(p, "w") as f:
            json.dump(report(sites), f)
        return p

    def test_drops_never_flips(self):
        """right on one input (97% of 1000), wrong on the other (1% of 100000): the sum alone would flip likely() to unlikely(); labelled, the hint is dropped, never flipped, whatever --verdicts says"""
        a = self.put("a.json", [psite(1000, 970), psite(1000, 970, line=7, macro="probable", expr="p != 0")])
        b = self.put("b.json", [psite(100000, 1000), psite(100000, 1000, line=7, macro="probable", expr="p != 0")])
        both = self.put("sum.json", [psite(101000, 1970), psite(101000, 1970, line=7, macro="probable", expr="p != 0")])
        st, out, err = run_fix("--root", self.root, both)
        self.assertEqual(st, 0, err)
        self.assertIn("+\tif (unlikely(n > 0))", out)    # what the sum alone does
        for args in ([a, b], ["--label", "host1=%s" % a, "--label", "host2=%s" % b]):
            st, out, err = run_fix("--root", self.root, *args)
            self.assertEqual(st, 0, err)
            self.assertIn("-\tif (likely(n > 0))\n+\tif (n > 0)\n", out)
            self.assertIn("+\tif (probable(p != 0, 50))\n", out)
            self.assertNotIn("unlikely", out)
            self.assertNotIn("probable(p != 0, 2)", out)
        for verdicts in ("wrong,miscalibrated,ok,few", "wrong"):
            st, out, err = run_fix("--root", self.root, a, b, "--verdicts", verdicts, "--explain")
            self.assertEqual(st, 0, err)
            self.assertEqual(out, "")
            self.assertIn("verdict varies", err)
        st, out, err = run_fix("--root", self.root, a, b, "--verdicts", "varies", "--to-probable")
        self.assertEqual(st, 0, err)
        self.assertIn("probable(n > 0, 50)", out)

    def test_no_flip_below_minimum(self):
        """a label with fewer evaluations than the minimum (100 of 100 true, --min-count 200) is no "varies", and the sum says flip: probable-fix still does not flip while that label's interval says likely"""
        a = self.put("a.json", [psite(100, 100)])
        b = self.put("b.json", [psite(100000, 1000)])
        st, out, err = run_fix("--root", self.root, a, b, "--explain", "--min-count", "200")
        self.assertEqual(st, 0, err)
        self.assertEqual(out, "")
        self.assertIn("not flipped from likely to unlikely: label a.json's 99% interval 93.8-100 says likely", err)
        st, out, err = run("merge", a, b, "--min-count", "200")
        self.assertEqual(json.loads(out)["sites"][0]["verdict"], "wrong")


if __name__ == "__main__":
    unittest.main()
