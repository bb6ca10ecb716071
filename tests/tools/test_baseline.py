# SPDX-License-Identifier: MIT
"""tests/tools/test_baseline.py - probable-report check --baseline OLD, the
gate that tracks drift (tools/probable/baseline.py): a finding is the same
finding across runs whatever its line (20 lines added above it: unchanged,
never new and fixed); each state (new, worse, updated, unchanged, fixed) in
the text, the summary line and SARIF's baselineState (absent for fixed);
status 1 only for a wrong hint that is new or worse; a bad OLD is one line
and status 2.  The counts are profile reports written here in the
runtime's shape, over a small source written beside them."""

import json
import os
import re
import shutil
import tempfile
import unittest

from test_check import check
from test_sarif import validate

from probable import baseline

# the source the reports count; lines are referred to below (LINES)
SOURCE = """\
int f(int x, int y)
{
\tint s = 0;
\tif (probable(x > 0, 90))
\t\ts++;
\tif (probable(y, 10))
\t\ts++;
\tif (probable(x > y, 95))
\t\ts++;
\treturn s;
}

int g(int *p, int *q)
{
\tif (unlikely(!p))
\t\treturn 1;
\tif (unlikely(!q))
\t\treturn 2;
\tif (unlikely(!p))
\t\treturn 3;
\treturn 0;
}
"""
FACTS = dict(arch="x86", high=89, low=11, exact=0, threshold=0, test_below=0, size=0, kind="branch",
             nth=0, col=6)
# name: (line, func, expr, macro, declared, (count, hits) as in the baseline)
SITES = {
    "xpos": (4, "f", "x > 0", "probable", 90, (10000, 5000)),   # wrong: 50% under 90
    "y": (6, "f", "y", "probable", 10, (10000, 1000)),          # ok
    "xgty": (8, "f", "x > y", "probable", 99, (10000, 9200)),   # miscalibrated: 92% under 99
    "p1": (15, "g", "!p", "unlikely", 10, (10000, 10)),         # ok
    "q": (17, "g", "!q", "unlikely", 10, (10000, 10)),          # ok
    "p2": (19, "g", "!p", "unlikely", 10, (10000, 10)),         # ok: the same condition again
}
DIAG = re.compile(r"^(\S+?):(\d+):(?:\d+:)? (\w[\w-]*): (.*) \((?:baseline: )?(\w+)(?:: (.*))?\)$")


class Baseline(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.n = 0

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def run_of(self, shift=0, counts=None, declared=None, drop=(), insert=None):
        """A tree (SOURCE with shift lines added at the top) and its profile
        report: counts {name: (count, hits)} and declared {name: pc} change
        the baseline's; drop leaves sites out; insert: (name, site) of one
        more.  Returns (report path, root)."""
        self.n += 1
        root = os.path.join(self.tmp, "run%d" % self.n)
        os.mkdir(root)
        with open(os.path.join(root, "a.c"), "w") as f:
            f.write("/* added */\n" * shift + SOURCE)
        sites = []
        table = dict(SITES)
        if insert:
            table[insert[0]] = insert[1]
        for name, (line, func, expr, macro, pc, (n, hits)) in table.items():
            if name in drop:
                continue
            n, hits = (counts or {}).get(name, (n, hits))
            sites.append(dict(FACTS, file="a.c", line=line + shift, func=func, expr=expr, macro=macro,
                              declared=(declared or {}).get(name, pc), count=n, hits=hits))
        path = os.path.join(root, "report.json")
        with open(path, "w") as f:
            json.dump({"format": "probable-profile", "version": 3, "run": "r%d" % self.n, "dumps": 1,
                       "sites": sites}, f)
        return path, root

    def gate(self, new, old, *more):
        """check NEW --baseline OLD: (status, {(line, state): verdict-or-'fixed'}, summary line)."""
        report, root = new
        rc, out, err = check(report, "--root", root, "--baseline", old, *more)
        got = {}
        for text in out.splitlines():
            m = DIAG.match(text)
            self.assertTrue(m, text)
            got[(int(m.group(2)), m.group(5))] = m.group(3)
        return rc, got, err

    def test_unchanged_after_moving(self):
        """20 lines added at the top: the wrong hint (line 4, now 24) is unchanged, not new and fixed; status 0"""
        old, _ = self.run_of()
        rc, got, err = self.gate(self.run_of(shift=20), old)
        self.assertEqual(rc, 0, err)
        self.assertEqual(got, {(24, "unchanged"): "wrong"})
        self.assertIn("1 wrong hint", err)
        self.assertIn("0 new, 0 worse, 0 updated, 1 unchanged, 0 fixed", err)

    def test_new_fails(self):
        """a hint that was ok and is wrong now (y: 10% -> 90% under 10), with the code moved too: new, status 1; the old wrong one unchanged"""
        old, _ = self.run_of()
        rc, got, err = self.gate(self.run_of(shift=20, counts={"y": (10000, 9000)}), old)
        self.assertEqual(rc, 1, err)
        self.assertEqual(got, {(24, "unchanged"): "wrong", (26, "new"): "wrong"})
        self.assertIn("1 new, 0 worse, 0 updated, 1 unchanged, 0 fixed (1 failing", err)

    def test_worse_fails(self):
        """a miscalibrated hint that is wrong now (x > y: 92% -> 50% under 99): worse, status 1, saying what it was"""
        old, _ = self.run_of()
        new = self.run_of(counts={"xgty": (10000, 5000)})
        rc, got, err = self.gate(new, old)
        self.assertEqual(rc, 1, err)
        self.assertEqual(got, {(4, "unchanged"): "wrong", (8, "worse"): "wrong"})
        rc, out, err = check(new[0], "--root", new[1], "--baseline", old)
        self.assertIn("(baseline: worse: was miscalibrated)", out)

    def test_fixed_passes_and_is_named(self):
        """the wrong hint fixed (x > 0 now 90% under 90): status 0, the line says fixed, what it was and what it is now"""
        old, _ = self.run_of()
        new = self.run_of(shift=3, counts={"xpos": (10000, 9000)})
        rc, got, err = self.gate(new, old)
        self.assertEqual(rc, 0, err)
        self.assertEqual(got, {(7, "baseline"): "fixed"})
        _, out, _ = check(new[0], "--root", new[1], "--baseline", old)
        self.assertRegex(out, r"a\.c:7:6: fixed: was wrong: probable\(x > 0, 90\): true 50\.0% .* "
                              r"\(baseline: now ok\)")
        self.assertIn("0 new, 0 worse, 0 updated, 0 unchanged, 1 fixed", err)
        # 93%: miscalibrated, but within the tolerance (no finding): fixed
        new = self.run_of(counts={"xpos": (10000, 9300)})
        _, out, _ = check(new[0], "--root", new[1], "--baseline", old)
        self.assertRegex(out, r"a\.c:4:6: fixed: .*\(baseline: now miscalibrated within the tolerance\)\n$")

    def test_all_names_other_findings(self):
        """--all: the miscalibrated hint fixed (x > y 92% -> 99% under 99) is named, though no miscalibrated hint is left; without --all it is not"""
        old, _ = self.run_of()
        new = self.run_of(counts={"xgty": (10000, 9900)})
        rc, got, err = self.gate(new, old, "--all")
        self.assertEqual((rc, got), (0, {(4, "unchanged"): "wrong", (8, "baseline"): "fixed"}), err)
        rc, got, err = self.gate(new, old)
        self.assertEqual((rc, got), (0, {(4, "unchanged"): "wrong"}), err)

    def test_fixed_when_gone(self):
        """the wrong hint's site gone from the counts (the hint removed): fixed, at the baseline's line"""
        old, _ = self.run_of()
        rc, got, err = self.gate(self.run_of(drop=("xpos",)), old)
        self.assertEqual((rc, got), (0, {(4, "baseline"): "fixed"}), err)

    def test_updated_passes(self):
        """the wrong hint rewritten to another pc that is still wrong (90 -> 95): updated, not worse: status 0"""
        old, _ = self.run_of()
        rc, got, err = self.gate(self.run_of(declared={"xpos": 95}), old)
        self.assertEqual((rc, got), (0, {(4, "updated"): "wrong"}), err)

    def test_same_condition_twice(self):
        """two unlikely(!p) in g, the second wrong in both runs; a third added between them and 20 lines above: the second is unchanged, not fixed and new (the order of the file's sites, lined up as diff does, tells them apart, not the line nor a bare ordinal); turned wrong, the second alone is new"""
        old, _ = self.run_of(counts={"p2": (10000, 9990)})
        p3 = ("p3", (16, "g", "!p", "unlikely", 10, (10000, 10)))
        rc, got, err = self.gate(self.run_of(shift=20, counts={"p2": (10000, 9990)}, insert=p3), old)
        self.assertEqual((rc, got), (0, {(24, "unchanged"): "wrong", (39, "unchanged"): "wrong"}), err)
        old, _ = self.run_of()
        rc, got, err = self.gate(self.run_of(shift=20, counts={"p2": (10000, 9990)}, insert=p3), old)
        self.assertEqual((rc, got), (1, {(24, "unchanged"): "wrong", (39, "new"): "wrong"}), err)

    def test_sarif_states(self):
        """--sarif with --baseline: each result's baselineState (new, unchanged, updated for worse and for updated, absent for fixed with kind pass, level none), valid SARIF 2.1.0 by the schema's rules"""
        old, _ = self.run_of()
        # xpos fixed, y new, xgty worse (miscalibrated -> wrong)
        new = self.run_of(shift=20, counts={"xpos": (10000, 9300), "y": (10000, 9000), "xgty": (10000, 5000)})
        out = os.path.join(self.tmp, "new.sarif")
        rc, _, err = check(new[0], "--root", new[1], "--baseline", old, "--sarif", out)
        self.assertEqual(rc, 1, err)
        with open(out) as f:
            doc = json.load(f)
        self.assertEqual(validate(doc, "sarifLog"), [])
        got = sorted((r["locations"][0]["physicalLocation"]["region"]["startLine"], r["baselineState"],
                      r["ruleId"], r.get("kind"), r["level"]) for r in doc["runs"][0]["results"])
        self.assertEqual(got, [(24, "absent", "probable/wrong-hint", "pass", "none"),
                               (26, "new", "probable/wrong-hint", None, "error"),
                               (28, "updated", "probable/wrong-hint", None, "error")])
        # the same run against itself: unchanged
        again = os.path.join(self.tmp, "again.sarif")
        rc, _, err = check(new[0], "--root", new[1], "--baseline", new[0], "--sarif", again)
        self.assertEqual(rc, 0, err)
        with open(again) as f:
            doc = json.load(f)
        self.assertEqual(validate(doc, "sarifLog"), [])
        self.assertEqual(sorted(r["baselineState"] for r in doc["runs"][0]["results"]),
                         ["unchanged", "unchanged"])

    def test_sarif_baseline_updated_not_worse(self):
        """SARIF: a wrong hint whose pc was rewritten but is still wrong is updated, like a worse one"""
        old, _ = self.run_of()
        new = self.run_of(declared={"xpos": 95})
        out = os.path.join(self.tmp, "u.sarif")
        rc, _, err = check(new[0], "--root", new[1], "--baseline", old, "--sarif", out)
        self.assertEqual(rc, 0, err)
        with open(out) as f:
            (r,) = [r for r in json.load(f)["runs"][0]["results"] if r["ruleId"] == "probable/wrong-hint"]
        self.assertEqual((r["baselineState"], r["properties"]["baseline"]),
                         ("updated", "updated: declared 95, was 90"))

    def test_sarif_as_baseline(self):
        """the SARIF a previous check --sarif wrote is a baseline too: moved 20 lines, unchanged; a new wrong hint new; a second run's absent results are no findings of it"""
        first = self.run_of()
        sarif = os.path.join(self.tmp, "old.sarif")
        rc, _, err = check(first[0], "--root", first[1], "--sarif", sarif)
        self.assertEqual(rc, 1, err)
        rc, got, err = self.gate(self.run_of(shift=20, counts={"y": (10000, 9000)}), sarif)
        self.assertEqual((rc, got), (1, {(24, "unchanged"): "wrong", (26, "new"): "wrong"}), err)
        # a baseline run's SARIF with the wrong hint absent (fixed) there
        fixed = self.run_of(counts={"xpos": (10000, 9300)})
        sarif2 = os.path.join(self.tmp, "second.sarif")
        rc, _, err = check(fixed[0], "--root", fixed[1], "--baseline", sarif, "--sarif", sarif2)
        self.assertEqual(rc, 0, err)
        # against it, the hint wrong again is new (absent was no finding)
        rc, got, err = self.gate(self.run_of(), sarif2)
        self.assertEqual((rc, got), (1, {(4, "new"): "wrong"}), err)

    def test_bad_baseline(self):
        """a bad OLD: one line PROG: PATH: REASON, status 2, nothing on standard output, no SARIF written"""
        new = self.run_of()
        cases = {"missing": None, "text": "not json\n", "cut": '{"format": "probable-profile", "version": 3, "sites": [',
                 "other-tool": json.dumps({"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "lint"}}}]}),
                 "bad-result": json.dumps({"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "probable-report"}},
                                                                         "results": [{"ruleId": "x"}]}]})}
        out = os.path.join(self.tmp, "no.sarif")
        for name, text in cases.items():
            with self.subTest(name):
                path = os.path.join(self.tmp, name + ".json")
                if text is not None:
                    with open(path, "w") as f:
                        f.write(text)
                rc, stdout, err = check(new[0], "--root", new[1], "--baseline", path, "--sarif", out)
                self.assertEqual((rc, stdout), (2, ""), err)
                self.assertRegex(err, r"^probable-report check: %s: \S.*\n$" % re.escape(path))
                self.assertNotIn("Traceback", err)
                self.assertFalse(os.path.exists(out))
        # coverage counts are no baseline: the line says what is
        with open(os.path.join(self.tmp, "gcov.json"), "w") as f:
            json.dump({"format_version": "1", "gcc_version": "12.2.0", "files": []}, f)
        self.assertIn("a baseline is a report (probable-report merge -o OLD.json)",
                      check(new[0], "--root", new[1], "--baseline", os.path.join(self.tmp, "gcov.json"))[2])
        self.assertIn("not of probable-report", check(new[0], "--root", new[1], "--baseline",
                                                      os.path.join(self.tmp, "other-tool.json"))[2])


def site(line, verdict, cost=None, **kw):
    s = dict(file="a.c", line=line, func="f", macro="probable", kind="branch", expr="x", declared=90,
             suggest=50, suggest_hint="none", verdict=verdict)
    s.update(kw)
    if cost is not None:
        s["cost"] = cost
    return s


class Rules(unittest.TestCase):
    """baseline.change and match on sites built here (the cost helper's
    site["cost"] read where it is)."""

    def test_worse_by_verdict_order(self):
        """a verdict earlier in judge.VERDICTS is worse; a later one updated"""
        self.assertEqual(baseline.change(site(1, "miscalibrated"), site(1, "wrong"))[0], "worse")
        self.assertEqual(baseline.change(site(1, "wrong"), site(1, "miscalibrated"))[0], "updated")
        self.assertEqual(baseline.change(site(1, "needless"), site(1, "needless"))[0], "unchanged")

    def test_worse_by_cost(self):
        """the same verdict: worse when its cost grew past COST_FACTOR (2) times the baseline's, not when cold now or without a cost"""
        self.assertEqual(baseline.change(site(1, "wrong", 100.0), site(1, "wrong", 201.0)),
                         ("worse", "cost 201, was 100"))
        self.assertEqual(baseline.change(site(1, "wrong", 100.0), site(1, "wrong", 200.0))[0], "unchanged")
        self.assertEqual(baseline.change(site(1, "wrong", 1.0), site(1, "wrong", 9.0, cold=True))[0], "unchanged")
        self.assertEqual(baseline.change(site(1, "wrong"), site(1, "wrong", 9.0))[0], "unchanged")

    def test_counts_and_lines_are_no_change(self):
        """another line, count and rate giving the same hint: unchanged; a rate giving another hint: updated"""
        self.assertEqual(baseline.change(site(1, "wrong", count=10), site(99, "wrong", suggest=55, count=99))[0],
                         "unchanged")
        self.assertEqual(baseline.change(site(1, "wrong"), dict(site(1, "wrong"), suggest_hint="unlikely")),
                         ("updated", "measured rate gives unlikely, was none"))

    def test_match_moved_file(self):
        """a checkout under another directory: /ci/1/lib/a.c is lib/a.c; an ambiguous basename is not matched"""
        old = [site(4, "wrong", file="/ci/1/lib/a.c")]
        new = [site(24, "wrong", file="lib/a.c")]
        self.assertEqual([(o is not None, n is not None) for o, n in baseline.match(old, new)], [(True, True)])
        new2 = [site(24, "wrong", file="x/b.c"), site(24, "wrong", file="y/b.c")]
        old2 = [site(4, "wrong", file="/ci/1/z/b.c")]
        self.assertEqual(sorted((o is not None, n is not None) for o, n in baseline.match(old2, new2)),
                         [(False, True), (False, True), (True, False)])

    def test_hint_rewritten(self):
        """a wrong likely() rewritten as unlikely() (and moved): the same site, fixed at its new line"""
        old = [site(10, "wrong", macro="likely", expr="a"), site(12, "ok", macro="likely", expr="b")]
        new = [site(30, "ok", macro="unlikely", expr="a"), site(32, "ok", macro="likely", expr="b")]
        (c,) = baseline.compare(old, new, 5, ("wrong",))
        self.assertEqual((c.state, c.where()["line"], c.why), ("fixed", 30, "now ok"))

    def test_match_function_moved(self):
        """a function moved below another in its file: its sites still paired with theirs"""
        old = [site(10, "wrong", func="f", expr="a"), site(20, "ok", func="g", expr="b")]
        new = [site(10, "ok", func="g", expr="b"), site(40, "wrong", func="f", expr="a")]
        pairs = {(o["line"], n["line"]) for o, n in baseline.match(old, new)}
        self.assertEqual(pairs, {(10, 40), (20, 10)})


if __name__ == "__main__":
    unittest.main()
