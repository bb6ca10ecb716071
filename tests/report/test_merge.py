# SPDX-License-Identifier: MIT
"""merge: exact sums per site identity, recomputed verdicts, conflicts,
version 1 input, many reports, the command line."""

import json
import os
import random
import tempfile
import unittest

from common import by_place, fixture, report, run
from test_judge import independent_wilson

X86 = ("x86",)


def key(file, line, func, expr, macro, kind, arch, size):
    return (file, line, func, expr, macro, kind, arch, size)


S1 = key("../lib/codec.c", 12, "decode", "n > 0", "probable", "branch", "x86", 0)
S2 = key("../lib/codec.c", 19, "decode", "len >= 15", "LIKELY", "branch", "x86", 0)
S3 = key("../lib/codec.c", 27, "get", "(const unsigned *)p", "get_unaligned_p", "unaligned", "x86", 4)
S4 = key("programs/main.c", 6, "main", "argc > 1", "probable", "branch", "x86", 0)
S5 = key("../lib/codec.c", 12, "decode", "n > 0", "probable", "branch", "arm64", 0)
S6 = key("/build/ci-4711/src/util.h", 3, "helper", "x != 0", "probable", "branch", "x86", 0)

ABC = [fixture(n) for n in ("a.json", "b.json", "c.json")]


class TestMergeThree(unittest.TestCase):
    def setUp(self):
        self.notes = []
        self.m = report.merge(ABC, warn=self.notes.append)
        self.sites = by_place(self.m)

    def test_counts_are_sums(self):
        """three reports: each site's count and hits are the sums (values asserted); a site in one report only is kept"""
        got = {k: (s["count"], s["hits"]) for k, s in self.sites.items()}
        self.assertEqual(got, {S1: (1750, 1571), S2: (500, 100), S3: (200, 150), S4: (0, 0),
                               S5: (10, 9), S6: (7, 3)})
        self.assertEqual((self.m["dumps"], self.m["inputs"], self.m["version"], self.m["run"]), (4, 3, 2, "mixed"))
        self.assertEqual(self.notes, [])

    def test_identity(self):
        """the same file:line in another arch is another site; declared and facts are not part of identity"""
        self.assertIn(S1, self.sites)
        self.assertIn(S5, self.sites)
        self.assertEqual(len(self.m["sites"]), 6)

    def test_recomputed(self):
        """verdicts, suggestions and intervals come from the sums (not from any input's fields)"""
        s = self.sites[S1]
        self.assertEqual((s["verdict"], s["suggest"]), ("ok", 90))
        self.assertAlmostEqual(s["observed"], 100 * 1571 / 1750)
        lo, hi = independent_wilson(1571, 1750)
        self.assertAlmostEqual(s["ci_low"], lo, delta=1.00001e-4)
        self.assertAlmostEqual(s["ci_high"], hi, delta=1.00001e-4)
        s = self.sites[S2]
        self.assertEqual((s["verdict"], s["suggest"], s["hint"], s["suggest_hint"]), ("wrong", 20, "likely", "none"))
        s = self.sites[S3]
        self.assertEqual((s["verdict"], s["suggest"], s["hint"]), ("miscalibrated", 75, "safe"))
        s = self.sites[S4]
        self.assertEqual((s["verdict"], s["suggest"], s["ci_low"], s["ci_high"]), ("unreached", 10, 0.0, 100.0))
        s = self.sites[S6]
        self.assertEqual((s["verdict"], s["needed"]), ("few", report.needed(3, 7)))
        self.assertGreater(s["needed"], 7)

    def test_worst_first(self):
        """sites sorted worst first: verdict order, then distance from the declared pc"""
        self.assertEqual([s["verdict"] for s in self.m["sites"]],
                         ["wrong", "miscalibrated", "few", "few", "ok", "unreached"])
        few = [s for s in self.m["sites"] if s["verdict"] == "few"]
        self.assertGreaterEqual(abs(few[0]["observed"] - few[0]["declared"]), abs(few[1]["observed"] - few[1]["declared"]))

    def test_order_of_inputs_does_not_matter(self):
        """merging c, a, b gives the same sites as a, b, c"""
        other = report.merge(list(reversed(ABC)), warn=lambda m: None)
        self.assertEqual(json.dumps(other["sites"], sort_keys=True), json.dumps(self.m["sites"], sort_keys=True))

    def test_merge_of_merged(self):
        """merging a merged report with another gives the sums over all (a+b merged, then with c)"""
        with tempfile.TemporaryDirectory() as d:
            ab = os.path.join(d, "ab.json")
            st, _, err = run("merge", ABC[0], ABC[1], "-o", ab)
            self.assertEqual(st, 0, err)
            m = report.merge([ab, ABC[2]])
            self.assertEqual({k: (s["count"], s["hits"]) for k, s in by_place(m).items()},
                             {k: (s["count"], s["hits"]) for k, s in self.sites.items()})
            self.assertEqual((m["inputs"], m["dumps"]), (3, 4))


class TestConflicts(unittest.TestCase):
    def test_declared_conflict(self):
        """declared 90 in one report and 75 in another: counts summed, both pcs listed, judged against the pc most evaluations ran with, a note on stderr"""
        st, out, err = run("merge", fixture("conflict-a.json"), fixture("conflict-b.json"))
        self.assertEqual(st, 0, err)
        s = json.loads(out)["sites"][0]
        self.assertEqual((s["count"], s["hits"]), (4000, 900))
        self.assertEqual(s["declared_conflict"], [75, 90])
        self.assertEqual(s["declared"], 75)
        self.assertEqual((s["verdict"], s["suggest"]), ("miscalibrated", 23))
        self.assertIn("different pcs 75, 90", err)
        self.assertIn("lib/x.c:7", err)

    def test_conflict_leaves_fix_alone(self):
        """fix_decision does not rewrite a site whose reports disagree on the declared pc"""
        m = report.merge([fixture("conflict-a.json"), fixture("conflict-b.json")], warn=lambda x: None)
        rewrite, why = report.fix_decision(m["sites"][0], 5, {})
        self.assertFalse(rewrite)
        self.assertIn("75, 90", why)

    def test_text_shows_conflict(self):
        """the text view names both pcs"""
        st, out, err = run("text", fixture("conflict-a.json"), fixture("conflict-b.json"))
        self.assertEqual(st, 0, err)
        self.assertIn("reports declare 75, 90", out)


class TestInputs(unittest.TestCase):
    def test_version1(self):
        """a version-1 report (the runtime before format 2) merges with itself: counts doubled, facts from the arch table, no macro"""
        v1 = fixture("runtime-v1-verdicts.json")
        m = report.merge([v1, v1])
        one = json.load(open(v1))["sites"]
        self.assertEqual(sum(s["count"] for s in m["sites"]), 2 * sum(s["count"] for s in one))
        s = [x for x in m["sites"] if x["expr"] == "i % 10 < 3" and x["declared"] == 95][0]
        self.assertEqual((s["count"], s["hits"], s["verdict"], s["suggest"]), (200000, 60000, "wrong", 30))
        self.assertIsNone(s["macro"])
        if report.arch_table():
            self.assertEqual((s["high"], s["low"], s.get("facts_from")), (89, 11, "arch table"))

    def test_stdin(self):
        """- reads standard input"""
        st, out, err = run("merge", "-", ABC[1], stdin=open(ABC[0]).read())
        self.assertEqual(st, 0, err)
        self.assertEqual(by_place(json.loads(out))[S1]["count"], 1500)

    def test_not_a_report(self):
        """a file that is no report: exit status 1 and a message naming it; nothing written"""
        with tempfile.TemporaryDirectory() as d:
            bad = os.path.join(d, "bad.json")
            with open(bad, "w") as f:
                f.write('{"hello": 1}')
            out = os.path.join(d, "out.json")
            st, _, err = run("merge", ABC[0], bad, "-o", out)
            self.assertEqual(st, 1)
            self.assertIn("bad.json", err)
            self.assertFalse(os.path.exists(out))
            with open(bad, "w") as f:
                f.write('{"format": "probable-profile", "version": 2, "sites": [{"file": "x", "line": 1, '
                        '"declared": 5, "count": 1, "hits": 2}]}')
            st, _, err = run("merge", bad)
            self.assertEqual(st, 1)
            self.assertIn("more hits than evaluations", err)

    def test_output_is_valid_and_line_per_site(self):
        """merge writes the runtime's layout: one site per line, format and version 2, every v2 field"""
        st, out, err = run("merge", *ABC)
        self.assertEqual(st, 0, err)
        lines = out.splitlines()
        self.assertTrue(lines[0].startswith('{"format": "probable-profile", "version": 2'))
        self.assertEqual(len(lines), 2 + 6)
        doc = json.loads(out)
        for s in doc["sites"]:
            for k in report.SITE_FIELDS:
                self.assertIn(k, s)
        self.assertEqual(report.SITE_FIELDS[:8], ("file", "line", "func", "expr", "macro", "kind", "arch", "declared"))


class TestMany(unittest.TestCase):
    def test_hundreds_of_pid_reports(self):
        """400 %p-style reports of one run (50 sites each, random counts): merged counts equal the sums computed here"""
        rng = random.Random(11)
        with tempfile.TemporaryDirectory() as d:
            want = {}
            paths = []
            for pid in range(1000, 1400):
                sites = []
                for i in range(50):
                    n = rng.randrange(0, 5000)
                    h = rng.randrange(0, n + 1)
                    s = dict(file="src/f%d.c" % (i % 7), line=10 + i, func="f", expr="x[%d] > 0" % i,
                             macro="probable", kind="branch", arch="x86", declared=(i * 7) % 101,
                             high=89, low=11, exact=0, threshold=0, test_below=0, size=0, count=n, hits=h)
                    sites.append(report.judge(s))
                    c = want.setdefault(report.identity(s), [0, 0])
                    c[0] += n
                    c[1] += h
                p = os.path.join(d, "profile.%d.json" % pid)
                with open(p, "w") as f:
                    report.write_json({"run": "abc", "dumps": 1, "inputs": 1, "sites": sites}, f)
                paths.append(p)
            st, out, err = run("merge", *paths)
            self.assertEqual(st, 0, err)
            doc = json.loads(out)
            self.assertEqual((doc["inputs"], doc["dumps"], doc["run"]), (400, 400, "abc"))
            self.assertEqual({report.identity(s): [s["count"], s["hits"]] for s in doc["sites"]}, want)


if __name__ == "__main__":
    unittest.main()
