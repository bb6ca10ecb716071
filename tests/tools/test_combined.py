# SPDX-License-Identifier: MIT
"""tests/tools/test_combined.py - issue 32's parts together: labels
(varies), the cost order and check --baseline on one tree.  A varies site
that a label judges wrong fails the gate: against a baseline it must
also be new, worse, or fixed as check says of a wrong hint; the cost of
a labelled site is the sum of its labels' costs (a layout is one for
every workload)."""

import json
import os
import shutil
import tempfile
import unittest

from common import run_report as run
from fixcommon import run_fix, write

from probable import baseline, cost

X86 = dict(kind="branch", high=89, low=11, exact=0, threshold=0, test_below=0, size=0, arch="x86",
           constant=0, source="profile", nth=0, col=6, func="f", file="lib/x.c")

SOURCE = """\
#include "probable_likely.h"
int g(int);
int f(int n, int *p)
{
\tif (likely(n > 0))
\t\treturn g(n);
\tif (probable(p != 0, 90))
\t\treturn 1;
\tif (unlikely(n == 7))
\t\treturn 3;
\treturn 0;
}
"""


def psite(line, macro, declared, expr, count, hits):
    return dict(X86, line=line, macro=macro, declared=declared, expr=expr, cond=expr,
                count=count, hits=hits)


class Combined(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="probable-combined-")
        self.root = os.path.join(self.tmp, "tree")
        write(os.path.join(self.root, "lib", "x.c"), SOURCE)

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def put(self, name, line5, line9=(50000, 45000)):
        """A profile report: likely(n > 0) at line 5 with counts line5,
        probable(p != 0, 90) right at 90%, unlikely(n == 7) wrong (line9)."""
        p = os.path.join(self.tmp, name)
        with open(p, "w") as f:
            json.dump({"format": "probable-profile", "version": 3, "source": "profile", "run": None,
                       "dumps": 1, "sites": [psite(5, "likely", 90, "n > 0", *line5),
                                             psite(7, "probable", 90, "p != 0", 10000, 9000),
                                             psite(9, "unlikely", 10, "n == 7", *line9)]}, f)
        return p

    def merged(self, name, *labels):
        out = os.path.join(self.tmp, name)
        args = []
        for lab in labels:
            args += ["--label", lab]
        st, _, err = run("merge", *args, "-o", out)
        self.assertEqual(st, 0, err)
        return out

    def check(self, *args):
        return run("check", "--root", self.root, *args)

    def test_varies_fixed_is_named(self):
        """OLD: a varies site a label judged wrong (it failed the gate); now the labels agree and it is ok: check --baseline names it fixed, as it would a wrong hint, and counts it"""
        a = self.put("a.json", (10000, 9700))
        b = self.put("b.json", (10000, 300))
        old = self.merged("old.json", "A=" + a, "B=" + b)
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + a, "--baseline", old)
        self.assertEqual(st, 0, err)   # line 9 is still wrong, unchanged: no failure
        self.assertIn("/lib/x.c:5:6: fixed: was varies", out)
        self.assertIn("1 unchanged, 1 fixed", err)

    def test_varies_now_gating_is_worse(self):
        """OLD: varies, no label wrong (likely on A, no hint on B: passes); now B judges it wrong (3%): the same verdict, but it fails the gate now: worse, status 1"""
        a = self.put("a.json", (10000, 9700), (50000, 100))
        b = self.put("b.json", (10000, 5000), (50000, 100))
        b2 = self.put("b2.json", (10000, 300), (50000, 100))
        old = self.merged("old.json", "A=" + a, "B=" + b)
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--baseline", old)
        self.assertEqual((st, out), (0, ""), err)
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b2, "--baseline", old)
        self.assertEqual(st, 1, err)
        self.assertIn("/lib/x.c:5:6: varies: likely(n > 0)", out)
        self.assertIn("(baseline: worse: a label judges it wrong now", out)
        self.assertIn("(1 failing: new or worse varying hint wrong on a label)", err)

    def test_fewer_labels_is_no_drift(self):
        """OLD: varies, failing (A 97%, B 3%: wrong on B); a CI run of B's counts alone: wrong, failing as before: updated (judged without the labels), status 0, not worse"""
        a = self.put("a.json", (10000, 9700))
        b = self.put("b.json", (10000, 300))
        old = self.merged("old.json", "A=" + a, "B=" + b)
        st, out, err = self.check(b, "--baseline", old)
        self.assertEqual(st, 0, err)
        self.assertIn("(baseline: updated: was varies; judged without labels A, B now)", out)
        self.assertIn("0 new, 0 worse, 1 updated", err)

    def test_sarif_baseline_keeps_labels(self):
        """a SARIF log as OLD: its varies result's labels are read back, so its fix is named as from the JSON report"""
        a = self.put("a.json", (10000, 9700))
        b = self.put("b.json", (10000, 300))
        sar = os.path.join(self.tmp, "old.sarif")
        st, _, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--sarif", sar)
        self.assertEqual(st, 1, err)
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + a, "--baseline", sar)
        self.assertEqual(st, 0, err)   # (the varying-hint rule was unknown to the reader: status 2)
        self.assertIn("/lib/x.c:5:6: fixed: was varies", out)
        # and one that fails the gate now and did not then is worse
        n = self.put("n.json", (10000, 5000))
        st, _, err = self.check("--label", "A=" + a, "--label", "B=" + n, "--sarif", sar)
        self.assertEqual(st, 1, err)   # line 9
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--baseline", sar)
        self.assertEqual(st, 1, err)
        self.assertIn("(baseline: worse: a label judges it wrong now", out)

    def test_labelled_cost_is_per_label(self):
        """likely() right on A (97% of 10000), wrong on B (3% of 10000): 300 + 9700 evaluations against it now; without a hint 4700 + 4700 (each label's distance from an even split), so removing it gains 600, not the 10000 the pooled 50% would say; the text says so"""
        a = self.put("a.json", (10000, 9700))
        b = self.put("b.json", (10000, 300))
        st, out, err = run("merge", "--label", "A=" + a, "--label", "B=" + b)
        self.assertEqual(st, 0, err)
        s = next(s for s in json.loads(out)["sites"] if s["line"] == 5)
        self.assertEqual(s["verdict"], "varies")
        self.assertEqual((s["cost"], s["gain"]), (10000, 600))
        st, out, err = run("text", "--label", "A=" + a, "--label", "B=" + b)
        self.assertIn("gain 600 evaluations: 10000 against the layout now, 9400 with the suggestion", out)
        self.assertIn("; labelled counts: the sum over the labels, each at its own count and rate", out)
        # a likely()/unlikely() the labels agree on: the pooled cost, as without labels
        site = psite(9, "unlikely", 10, "n == 7", 20000, 18000)
        site["labels"] = [{"label": "A", "count": 10000, "hits": 9000},
                          {"label": "B", "count": 10000, "hits": 9000}]
        self.assertEqual(cost.cost(site), 18000)

    def test_everything_at_once(self):
        """check --label A --label B --baseline OLD --top 1 --cold 20000 --sarif: OLD had neither finding (both ok on A alone); now the wrong unlikely(n == 7) (gain 80000) and the varies likely() (gain 600, 20000 evaluations: not cold) both fail; --top 1 prints the first alone, the status and the summary count both; the SARIF result carries labels, cost, gain, cold and baselineState new"""
        a = self.put("a.json", (10000, 9700), (50000, 100))
        old = self.merged("old.json", "A=" + a)
        a2 = self.put("a2.json", (10000, 9700))
        b = self.put("b.json", (10000, 300))
        sar = os.path.join(self.tmp, "o.sarif")
        st, out, err = self.check("--label", "A=" + a2, "--label", "B=" + b, "--baseline", old, "--top", "1",
                                  "--cold", "20000", "--sarif", sar)
        self.assertEqual(st, 1, err)
        self.assertEqual([int(x.split(":")[1]) for x in out.splitlines()], [9])
        self.assertTrue(out.endswith("(baseline: new)\n"), out)
        self.assertIn("1 wrong hint, 1 varying hint wrong on some labels", err)
        self.assertIn("2 new, 0 worse, 0 updated, 0 unchanged, 0 fixed (2 failing: new or worse: 1 wrong hint "
                      "and 1 varying hint wrong on a label)", err)
        run_ = json.load(open(sar))["runs"][0]
        self.assertEqual(run_["properties"]["cost"]["cold"], 20000)
        self.assertTrue(run_["properties"]["cost"]["formula"].endswith(cost.FORMULA_LABELS))
        (r,) = run_["results"]
        p = r["properties"]
        self.assertEqual((r["ruleId"], r["baselineState"], p["cost"], p["gain"], p["cold"]),
                         ("probable/wrong-hint", "new", 90000, 80000, False))
        self.assertEqual([(x["label"], x["count"], x["verdict"]) for x in p["labels"]],
                         [("A", 50000, "wrong"), ("B", 50000, "wrong")])
        # --top 2: the varies one too, with its labels
        st, out, err = self.check("--label", "A=" + a2, "--label", "B=" + b, "--baseline", old, "--top", "2",
                                  "--cold", "20000", "--sarif", sar)
        res = json.load(open(sar))["runs"][0]["results"]
        self.assertEqual([(x["ruleId"], x["baselineState"], x["properties"]["gain"]) for x in res],
                         [("probable/wrong-hint", "new", 80000), ("probable/varying-hint", "new", 600)])
        self.assertEqual([x["verdict"] for x in res[1]["properties"]["labels"]], ["ok", "wrong"])

    def test_cut_by_top_is_no_baseline(self):
        """a SARIF log of check --top 1, or merge --top 1's JSON, holds only the first finding: as OLD every other finding would be new and fail; refused, one line, status 2"""
        a = self.put("a.json", (10000, 9700))
        b = self.put("b.json", (10000, 300))
        sar = os.path.join(self.tmp, "t.sarif")
        st, _, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--top", "1", "--sarif", sar)
        self.assertEqual(st, 1, err)
        self.assertEqual(json.load(open(sar))["runs"][0]["properties"]["top"], 1)
        cut = os.path.join(self.tmp, "cut.json")
        st, _, err = run("merge", "--label", "A=" + a, "--label", "B=" + b, "--top", "1", "-o", cut)
        self.assertEqual(st, 0, err)
        for old in (sar, cut):
            st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--baseline", old)
            self.assertEqual((st, out), (2, ""), err)
            self.assertEqual(err.count("\n"), 1, err)
            self.assertIn("probable-report check: %s: " % old, err)
            self.assertIn("cut by --top" if old == cut else "check --top 1", err)
        # without --top: a baseline
        st, _, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--sarif", sar)
        self.assertNotIn("top", json.load(open(sar))["runs"][0]["properties"])
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--baseline", sar)
        self.assertEqual(st, 0, err)

    def test_varies_without_a_hint_emitted_passes(self):
        """probable(p != 0, 60) emits no hint on x86: true 97% on A, 3% on B is varies, and each label judges it wrong (a hint would help there), but nothing is laid out for the rarer case and removing it changes no x86 code: it never fails the gate (--all prints it); likely(n > 0) with the same counts does"""
        def put(name, hits):
            p = os.path.join(self.tmp, name)
            with open(p, "w") as f:
                json.dump({"format": "probable-profile", "version": 3, "source": "profile", "run": None,
                           "dumps": 1, "sites": [psite(5, "likely", 90, "n > 0", 10000, hits),
                                                 psite(7, "probable", 60, "p != 0", 10000, hits)]}, f)
            return p
        a, b = put("a.json", 9700), put("b.json", 300)
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b)
        self.assertEqual(st, 1, err)
        self.assertEqual([int(x.split(":")[1]) for x in out.splitlines()], [5])
        self.assertIn("1 varying hint wrong on some labels", err)
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--all")
        self.assertEqual(sorted(int(x.split(":")[1]) for x in out.splitlines()), [5, 7])
        # a SARIF log as OLD: the hint emitted is read back with the labels
        sar = os.path.join(self.tmp, "h.sarif")
        self.check("--label", "A=" + a, "--label", "B=" + b, "--all", "--sarif", sar)
        olds = {s["line"]: s for s in baseline.load(sar)}
        self.assertEqual((baseline.gates(olds[5]), baseline.gates(olds[7])), (True, False))
        self.assertFalse(baseline.gates(dict(psite(7, "probable", 60, "p != 0", 20000, 10000), verdict="varies",
                                             hint="none", labels=[{"label": "B", "verdict": "wrong"}])))

    def test_labelled_old_unlabelled_new(self):
        """a labelled OLD (varies, wrong on B) against one unlabelled run of the summed counts (needless at 50%): the same site, updated (was varies), status 0; the other way round, worse (was needless) and status 1; line 9 unchanged both ways"""
        a = self.put("a.json", (10000, 9700))
        b = self.put("b.json", (10000, 300))
        total = self.put("sum.json", (20000, 10000), (100000, 90000))
        old = self.merged("old.json", "A=" + a, "B=" + b)
        st, out, err = self.check(total, "--baseline", old, "--all")
        self.assertEqual(st, 0, err)
        self.assertIn("/lib/x.c:5:6: needless: likely(n > 0)", out)
        self.assertIn("(baseline: updated: was varies)", out)
        self.assertIn("0 new, 0 worse, 1 updated, 1 unchanged, 0 fixed", err)
        old2 = self.merged("old2.json", "S=" + total)
        st, out, err = self.check("--label", "A=" + a, "--label", "B=" + b, "--baseline", old2)
        self.assertEqual(st, 1, err)
        self.assertIn("(baseline: worse: was needless)", out)
        self.assertIn("0 new, 1 worse, 0 updated, 1 unchanged, 0 fixed (1 failing: new or worse varying hint wrong on a label)", err)

    def test_top_sarif_is_what_fails(self):
        """check --top 1 --sarif without --all: a needless likely() (60% of 100000, gain 30000) gains more than the wrong unlikely() (90% of 20000, gain 16000), yet the one line printed and the one SARIF result are the wrong hint, which fails the gate; --all --top 1: the needless one, in both"""
        a = self.put("a.json", (100000, 60000), (20000, 18000))
        sar = os.path.join(self.tmp, "t.sarif")
        for more, line in (((), 9), (("--all",), 5)):
            st, out, err = self.check(a, "--top", "1", "--sarif", sar, *more)
            self.assertEqual(st, 1, err)
            self.assertEqual([int(x.split(":")[1]) for x in out.splitlines()], [line])
            res = json.load(open(sar))["runs"][0]["results"]
            self.assertEqual([r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in res],
                             [line])

    def test_fix_top_with_labels(self):
        """probable-fix --label A --label B --top N: --top 1 rewrites the wrong unlikely(n == 7) alone (gain 80000; the varies likely() gains 600 summed per label); --top 2 also removes the varies likely(), never makes it unlikely(); a site the labels' rule keeps (probable(p != 0, 90) all true on A's 100 evaluations, below --min-count 200, 1% on B: the sum says flip) never takes a slot of --top 1"""
        def put(name, l5, l7):
            p = os.path.join(self.tmp, name)
            with open(p, "w") as f:
                json.dump({"format": "probable-profile", "version": 3, "source": "profile", "run": None,
                           "dumps": 1, "sites": [psite(5, "likely", 90, "n > 0", *l5),
                                                 psite(7, "probable", 90, "p != 0", *l7),
                                                 psite(9, "unlikely", 10, "n == 7", 50000, 45000)]}, f)
            return p
        a = put("a.json", (10000, 9700), (100, 100))
        b = put("b.json", (10000, 300), (200000, 2000))
        def changed(*args):
            st, out, err = run_fix("--root", self.root, "--label", "A=" + a, "--label", "B=" + b,
                                   "--min-count", "200", *args)
            self.assertEqual(st, 0, err)
            self.assertNotIn("unlikely(n > 0)", out)
            self.assertNotIn("probable(p != 0, 2)", out)
            return [x[1:].strip() for x in out.splitlines() if x.startswith("+\t")]
        self.assertEqual(changed("--top", "1"), ["if (likely(n == 7))"])
        self.assertEqual(changed("--top", "2"), ["if (n > 0)", "if (likely(n == 7))"])
        self.assertEqual(changed(), ["if (n > 0)", "if (likely(n == 7))"])


class OneList(unittest.TestCase):
    def test_judged_is_summary_s(self):
        """check's "was anything judged" uses summary.JUDGED itself (a verdict added there, as inert is, counts for the gate too); the gate's verdicts are baseline.py's, which check imports"""
        from probable import summary
        from probable.cli import check
        self.assertIs(check.JUDGED, summary.JUDGED)
        self.assertIs(check.GATE, baseline.GATE)
        self.assertIs(check.FINDINGS, baseline.FINDINGS)


if __name__ == "__main__":
    unittest.main()
