# SPDX-License-Identifier: MIT
"""merge: exact sums per site identity, recomputed verdicts, conflicts,
version 1 input, many reports, the command line."""

import json
import os
import random
import tempfile
import unittest

from common import by_place, merge_paths, report_fixture as fixture, run_report as run
from test_judge import independent_wilson

from probable import judge, site
from probable.formats import json as jsonfmt

X86 = ("x86",)


def key(file, line, func, expr, macro, kind, arch, size, nth=0):
    return (file, line, nth, func, expr, macro, kind, arch, size)


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
        self.m = merge_paths(ABC, warn=self.notes.append)
        self.sites = by_place(self.m)

    def test_counts_are_sums(self):
        """three reports: each site's count and hits are the sums (values asserted); a site in one report only is kept"""
        got = {k: (s["count"], s["hits"]) for k, s in self.sites.items()}
        self.assertEqual(got, {S1: (1750, 1571), S2: (500, 100), S3: (200, 150), S4: (0, 0),
                               S5: (10, 9), S6: (7, 3)})
        self.assertEqual((self.m["dumps"], self.m["inputs"], self.m["version"], self.m["run"]), (4, 3, 3, "mixed"))
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
        self.assertEqual((s["verdict"], s["needed"]), ("few", judge.needed_width(3, 7)))
        self.assertGreater(s["needed"], 7)

    def test_worst_first(self):
        """sites in the cost order (site.order_key): the one warm site (ok, 1750 evaluations) first, then the cold ones (fewer than 1000): findings by gain (wrong, then miscalibrated: gain 0), then the rest worst verdict first, by cost (site.matters)"""
        # (before costs: worst verdict first, the ok site fifth; the cold
        # threshold puts every site of fewer than 1000 evaluations after it)
        self.assertEqual([s["verdict"] for s in self.m["sites"]],
                         ["ok", "wrong", "miscalibrated", "few", "few", "unreached"])
        self.assertEqual([bool(s.get("cold")) for s in self.m["sites"]], [False] + [True] * 5)
        self.assertEqual([s.get("gain") for s in self.m["sites"][1:3]], [250.0, 0.0])
        few = [s for s in self.m["sites"] if s["verdict"] == "few"]
        self.assertGreater(few[0]["cost"], few[1]["cost"])

    def test_order_of_inputs_does_not_matter(self):
        """merging c, a, b gives the same sites as a, b, c"""
        other = merge_paths(list(reversed(ABC)))
        self.assertEqual(json.dumps(other["sites"], sort_keys=True), json.dumps(self.m["sites"], sort_keys=True))

    def test_merge_of_merged(self):
        """merging a merged report with another gives the sums over all (a+b merged, then with c)"""
        with tempfile.TemporaryDirectory() as d:
            ab = os.path.join(d, "ab.json")
            st, _, err = run("merge", "--min-count", "0", ABC[0], ABC[1], "-o", ab)
            self.assertEqual(st, 0, err)
            m = merge_paths([ab, ABC[2]])
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
        m = merge_paths([fixture("conflict-a.json"), fixture("conflict-b.json")])
        rewrite, why = judge.fix_decision(m["sites"][0], 5, {})
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
        m = merge_paths([v1, v1])
        one = json.load(open(v1))["sites"]
        self.assertEqual(sum(s["count"] for s in m["sites"]), 2 * sum(s["count"] for s in one))
        s = [x for x in m["sites"] if x["expr"] == "i % 10 < 3" and x["declared"] == 95][0]
        self.assertEqual((s["count"], s["hits"], s["verdict"], s["suggest"]), (200000, 60000, "wrong", 30))
        self.assertIsNone(s["macro"])
        self.assertEqual((s["high"], s["low"], s.get("facts_from")), (89, 11, "arch table"))

    def test_stdin(self):
        """- reads standard input"""
        st, out, err = run("merge", "-", ABC[1], stdin=open(ABC[0]).read())
        self.assertEqual(st, 0, err)
        self.assertEqual(by_place(json.loads(out))[S1]["count"], 1500)

    def test_not_a_report(self):
        """a file that is no report: exit status 2 and one line naming it; nothing written"""
        with tempfile.TemporaryDirectory() as d:
            bad = os.path.join(d, "bad.json")
            with open(bad, "w") as f:
                f.write('{"hello": 1}')
            out = os.path.join(d, "out.json")
            st, _, err = run("merge", ABC[0], bad, "-o", out)
            self.assertEqual(st, 2)
            self.assertIn("bad.json", err)
            self.assertFalse(os.path.exists(out))
            with open(bad, "w") as f:
                f.write('{"format": "probable-profile", "version": 2, "sites": [{"file": "x", "line": 1, '
                        '"declared": 5, "count": 1, "hits": 2}]}')
            st, _, err = run("merge", bad)
            self.assertEqual(st, 2)
            self.assertEqual(err, "probable-report: %s: site 1: more hits (2) than evaluations (1)\n" % bad)

    def test_output_is_valid_and_line_per_site(self):
        """merge writes the runtime's layout: one site per line, format and version 3, every v3 field"""
        st, out, err = run("merge", *ABC)
        self.assertEqual(st, 0, err)
        lines = out.splitlines()
        self.assertTrue(lines[0].startswith('{"format": "probable-profile", "version": 3, "source": "profile"'))
        self.assertEqual(len(lines), 2 + 6)
        doc = json.loads(out)
        for s in doc["sites"]:
            for k in site.SITE_FIELDS:
                # why: only for few, constant and the verdicts readers set;
                # expanded, instance, unit: only when the records said them
                if k != "why" and k not in site.OPTIONAL:
                    self.assertIn(k, s)
        self.assertEqual(site.SITE_FIELDS[:3], ("file", "line", "nth"))


def v3site(**kw):
    s = dict(file="k/a.c", line=10, nth=0, col=5, func="f", expr="x", cond="x", macro="probable", kind="branch",
             arch="x86", source="profile", declared=50, high=89, low=11, exact=0, threshold=0, test_below=0,
             size=0, constant=0, count=1000, hits=500)
    s.update(kw)
    return s


def v3report(path, sites, **kw):
    doc = dict(format="probable-profile", version=3, source="profile", run="r1", dumps=1, sites=sites)
    doc.update(kw)
    with open(path, "w") as f:
        json.dump(doc, f)
    return path


class TestVersion3(unittest.TestCase):
    def setUp(self):
        self.d = tempfile.TemporaryDirectory()
        self.addCleanup(self.d.cleanup)

    def path(self, name):
        return os.path.join(self.d.name, name)

    def test_two_calls_on_one_line(self):
        """two identical calls on one line (nth 0 and 1) stay two sites through a merge, each with its own counts"""
        a = v3report(self.path("a.json"), [v3site(nth=0, count=1000, hits=100), v3site(nth=1, col=20, count=1000, hits=900)])
        m = merge_paths([a, a])
        got = sorted((s["nth"], s["count"], s["hits"], s["col"]) for s in m["sites"])
        self.assertEqual(got, [(0, 2000, 200, 5), (1, 2000, 1800, 20)])
        st, out, err = run("text", a)
        self.assertEqual(st, 0, err)
        self.assertIn("k/a.c:10#1 f()", out)
        self.assertIn("k/a.c:10 f()", out)

    def test_fields_kept(self):
        """col, cond, constant and source go through a merge; the header says version 3, its source and min_count"""
        a = v3report(self.path("a.json"), [v3site(macro="RARELY_ZERO", expr="i % 4", cond="(i % 4) == 0", constant=1)])
        st, out, err = run("merge", a, a)
        self.assertEqual(st, 0, err)
        doc = json.loads(out)
        s = doc["sites"][0]
        self.assertEqual((s["cond"], s["col"], s["constant"], s["source"], s["verdict"]),
                         ("(i % 4) == 0", 5, 1, "profile", "constant"))
        self.assertEqual(s["why"], "constant here (x86): the compiler knew the condition in this build")
        self.assertEqual((doc["version"], doc["source"], doc["min_count"], doc["inputs"]), (3, "profile", 100, 2))

    def test_constant_in_any_input(self):
        """a site constant in one input's build is constant in the merge (never rewritten from that build)"""
        a = v3report(self.path("a.json"), [v3site(constant=1, count=4, hits=4)])
        b = v3report(self.path("b.json"), [v3site(constant=0, count=10000, hits=10)])
        self.assertEqual(merge_paths([a, b])["sites"][0]["verdict"], "constant")

    def test_minimum(self):
        """the command line judges with a minimum of 100 evaluations (--min-count): 10 evaluations are few, never wrong"""
        a = v3report(self.path("a.json"), [v3site(declared=0, count=10, hits=10)])
        st, out, err = run("merge", a)
        s = json.loads(out)["sites"][0]
        self.assertEqual((s["verdict"], s["needed"]), ("few", 100))
        st, out, err = run("merge", "--min-count", "5", a)
        self.assertEqual(json.loads(out)["sites"][0]["verdict"], "wrong")
        st, out, err = run("text", a)
        self.assertIn("about 100 evaluations would tell: 10 evaluations, fewer than the minimum of 100", out)

    def test_reader_verdicts(self):
        """compiled-out in one build and counted in another: judged from the counts; not-judged stays not-judged; unhinted keeps declared null"""
        a = v3report(self.path("a.json"), [v3site(count=0, hits=0, verdict="compiled-out", why="folded"),
                                          v3site(line=20, verdict="not-judged", why="two branches on the line"),
                                          v3site(line=30, declared=None, verdict="unhinted", count=1000, hits=999)],
                     source="gcov")
        b = v3report(self.path("b.json"), [v3site(count=1000, hits=500)])
        m = merge_paths([a, b])
        by_line = {s["line"]: s for s in m["sites"]}
        self.assertEqual((by_line[10]["verdict"], by_line[10]["count"]), ("ok", 1000))
        self.assertEqual((by_line[20]["verdict"], by_line[20]["why"]), ("not-judged", "two branches on the line"))
        self.assertEqual((by_line[30]["verdict"], by_line[30]["declared"], by_line[30]["suggest"]), ("unhinted", None, 100))
        self.assertEqual(m["source"], "mixed")
        self.assertEqual([s["verdict"] for s in m["sites"]], ["unhinted", "ok", "not-judged"])
        st, out, err = run("merge", a)
        self.assertEqual(st, 0, err)
        doc = json.loads(out)
        self.assertEqual(doc["source"], "gcov")
        self.assertEqual(sorted(s["verdict"] for s in doc["sites"]), ["compiled-out", "not-judged", "unhinted"])


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
                    sites.append(judge.judge(s))
                    c = want.setdefault(site.identity(s), [0, 0])
                    c[0] += n
                    c[1] += h
                p = os.path.join(d, "profile.%d.json" % pid)
                with open(p, "w") as f:
                    jsonfmt.write({"run": "abc", "dumps": 1, "inputs": 1, "sites": sites}, f)
                paths.append(p)
            st, out, err = run("merge", *paths)
            self.assertEqual(st, 0, err)
            doc = json.loads(out)
            self.assertEqual((doc["inputs"], doc["dumps"], doc["run"]), (400, 400, "abc"))
            self.assertEqual({site.identity(s): [s["count"], s["hits"]] for s in doc["sites"]}, want)


if __name__ == "__main__":
    unittest.main()
