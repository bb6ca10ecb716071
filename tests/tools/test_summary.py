# SPDX-License-Identifier: MIT
"""tests/tools/test_summary.py - what a reader sees first: the summary of
hint sites found, judged by verdict and not judged by reason (text, JSON,
SARIF), the order of sites (the most evaluated first within a verdict and a cost),
and a wrong direction hint said in the code base's own words."""

import io
import json
import unittest

from probable import summary
from probable.cli.report import parse_macros
from probable.formats import diag, sarif, text
from probable.formats import json as jsonfmt
from probable.site import merge

X86 = dict(kind="branch", high=89, low=11, exact=0, threshold=0, test_below=0, size=0, arch="x86",
           constant=0, source="gcov", func=None, nth=0, col=0)


def site(line, macro, declared, count, hits, verdict=None, why=None, expr="c", **kw):
    s = dict(X86, file="a.c", line=line, expr=expr, cond=expr, macro=macro, declared=declared,
             count=count, hits=hits, **kw)
    if verdict:
        s["verdict"] = verdict
    if why:
        s["why"] = why
    return s


def report(sites, source="gcov"):
    return {"format": "probable-profile", "version": 3, "source": source, "run": None, "dumps": 1,
            "inputs": 1, "sites": sites}


def sample():
    """One merged report: 2 ok, 1 wrong, 1 miscalibrated, 1 needless; not
    judged: 3 no exact count, 1 several hints on a line, 2 not reached, 1
    compiled out, 1 too few; 1 missing hint."""
    inexact = "counts not exact (gcov counts line 5 in no function of its own file): build ..."
    sites = [
        site(1, "likely", 90, 1000, 995),
        site(2, "unlikely", 10, 50000, 20),
        site(3, "unlikely", 10, 1000, 610),
        site(4, "probable", 10, 1000, 5),
        site(5, "unlikely", 10, 1000, 300),
        site(6, "likely", 90, 0, 0, "not-judged", inexact),
        site(7, "likely", 90, 0, 0, "not-judged", inexact),
        site(8, "likely", 90, 0, 0, "not-judged", inexact),
        site(9, "likely", 90, 0, 0, "not-judged", "2 hint sites on line 9 and gcov has no columns"),
        site(10, "likely", 90, 0, 0),
        site(11, "likely", 90, 0, 0),
        site(12, "likely", 90, 0, 0, "compiled-out", "gcov has no record of line 12: not in this build"),
        site(13, "likely", 90, 20, 19),
        site(14, None, None, 20000, 10, "unhinted", "no hint; true 0.1% of 20000: write ..."),
    ]
    return merge([report(sites)])


class Summary(unittest.TestCase):
    def test_counts_by_verdict_and_reason(self):
        """found, judged by verdict, not judged by reason, the missing hints, and the share with counts"""
        got = sample()["summary"]
        self.assertEqual({k: got[k] for k in ("sites", "judged", "ok", "wrong", "miscalibrated", "needless",
                                              "not_judged", "unhinted", "with_counts", "not_judged_with_counts")},
                         dict(sites=13, judged=5, ok=2, wrong=1, miscalibrated=1, needless=1, not_judged=8,
                              unhinted=1, with_counts=10, not_judged_with_counts=5))
        self.assertEqual(got["reasons"], {"no exact count (code inlined before counting)": 3,
                                          "not reached": 2, "compiled out": 1,
                                          "several hints on one line": 1, "too few evaluations": 1})
        self.assertEqual(summary.not_judged_share(got), 50.0)

    def test_line(self):
        """the one line: judged by verdict, then not judged by reason, most first"""
        self.assertEqual(summary.line(sample()["summary"]),
                         "13 hint sites: 5 judged (1 wrong, 1 miscalibrated, 1 needless, 2 ok); 8 not judged: "
                         "3 no exact count (code inlined before counting), 2 not reached, 1 compiled out, "
                         "1 several hints on one line, 1 too few evaluations; 1 missing hint")

    def test_unknown_reason_named_by_its_words(self):
        """a not-judged reason the table does not know is named by its first words, never dropped"""
        s = site(1, "likely", 90, 0, 0, "not-judged", "some new reason: details")
        self.assertEqual(summary.reason(s), "some new reason")
        # numbers in it do not make one reason per place
        a = site(1, "likely", 90, 0, 0, "not-judged", "3 things at 10408: details")
        b = site(2, "likely", 90, 0, 0, "not-judged", "2 things at 9216: details")
        self.assertEqual((summary.reason(a), summary.reason(b)), ("N things at N", "N things at N"))

    def test_kernel_reasons_grouped(self):
        """the kernel matcher's reasons (a macro defined under #if, several hints on a line) are one reason each, whatever the macro or line"""
        whys = ["WARN_ON has definitions (under #if) with different hints: which one this build used is not known",
                "WARN_ON_ONCE has definitions (under #if) with different hints: which one",
                "3 hints on line 10408 (likely, unlikely): the kernel names each only by function",
                "2 hints on line 41 (unlikely): the kernel names each only by function"]
        got = [summary.reason(site(i, "unlikely", 10, 5, 0, "not-judged", w)) for i, w in enumerate(whys)]
        self.assertEqual(got, ["macro defined differently under #if (configuration not known)"] * 2
                         + ["several hints on one line"] * 2)
        amb = site(9, "likely", 90, 5, 0, "not-judged",
                   "foo_probe at line 7 of foo.c: 2 files can have made the row: a/foo.c, b/foo.c")
        self.assertEqual(summary.reason(amb), "file not told apart")

    def test_copy_of_a_hint_has_no_counts_of_its_own(self):
        """WARN_ON's second unlikely(__ret_warn_on), whose rows went to the first: a not-judged site, never one with counts that --max-not-judged counts"""
        first = site(1, "unlikely", 10, 1, 1000, "ok", "")
        second = site(1, "unlikely", 10, 0, 0, "not-judged",
                      "the same condition as nth 0 (WARN_ON counts unlikely(__ret_warn_on) 2 times): its rows are given there")
        got = summary.summarize([first, second])
        self.assertEqual((got["sites"], got["judged"], got["not_judged"], got["with_counts"],
                          got["not_judged_with_counts"]), (2, 1, 1, 1, 0))
        self.assertEqual(got["reasons"], {summary.COPY: 1})

    def test_text_json_sarif_carry_it(self):
        """text prints the summary line second; a merged report's JSON header and SARIF's run properties hold the counts"""
        m = sample()
        out = io.StringIO()
        text.write(m, out)
        self.assertEqual(out.getvalue().splitlines()[1], "summary: " + summary.line(m["summary"]))
        out = io.StringIO()
        jsonfmt.write(m, out)
        self.assertEqual(json.loads(out.getvalue())["summary"], m["summary"])
        doc = sarif.document(diag.findings(m["sites"], 5, ("wrong",)), ".", summary=m["summary"])
        props = doc["runs"][0]["properties"]
        self.assertEqual(props["counts"]["not_judged"], 8)
        self.assertEqual(props["summary"], summary.line(m["summary"]))


class Order(unittest.TestCase):
    def test_most_evaluated_first_within_a_verdict(self):
        """findings first; within one verdict and one cost (0 here: true 50%, no hint emitted), the most evaluations first (not the distance from the pc)"""
        # (the wrong site had 200 evaluations; under the cold threshold,
        # 1000 by default, it would now be listed last: 2000 keeps it warm)
        sites = [site(1, "probable", 50, 1000, 500, expr="a"),   # ok, 1000
                 site(2, "probable", 50, 90000, 45000, expr="b"),  # ok, 90000
                 site(3, "probable", 51, 5000, 2500, expr="d"),    # ok, 5000, off by 1
                 site(4, "probable", 90, 2000, 1000, expr="e")]    # wrong, 2000
        got = [(s["line"], s["verdict"]) for s in merge([report(sites)])["sites"]]
        self.assertEqual(got, [(4, "wrong"), (2, "ok"), (3, "ok"), (1, "ok")])


class Words(unittest.TestCase):
    def test_wrong_direction_in_own_words(self):
        """a wrong direction hint: flip in the code base's spelling when the rate gives the other hint, else drop"""
        m = merge([report([site(1, "UNLIKELY", 10, 1000, 995, expr="n > 0"),
                           site(2, "unlikely", 10, 1000, 610, expr="x"),
                           site(3, "[[likely]]", 90, 1000, 3, expr=""),
                           site(4, "XXH_likely", 90, 1000, 2, expr="p")])])
        by = {s["line"]: diag.message(s) for s in m["sites"]}
        self.assertIn("laid out for false, the rarer case; measured 100 gives likely on x86: write LIKELY(n > 0)", by[1])
        self.assertIn("measured 61 gives no hint on x86: drop the hint", by[2])
        self.assertIn("write [[unlikely]]", by[3])
        self.assertIn("write XXH_unlikely(p)", by[4])
        out = io.StringIO()
        text.write(m, out)
        self.assertIn("make it likely (likely here): the code is laid out for the rarer case", out.getvalue())
        self.assertIn("drop the hint (no hint here)", out.getvalue())

    def test_html_says_it_too(self):
        """html: the summary line on index.html, and the wrong direction hint's fix in the code base's words"""
        import os
        import shutil
        import tempfile
        from probable.formats import html
        m = merge([report([site(1, "UNLIKELY", 10, 1000, 995, expr="n > 0")])])
        d = tempfile.mkdtemp()
        try:
            html.write(m, os.path.join(d, "h"), root=d)
            with open(os.path.join(d, "h", "index.html")) as f:
                page = f.read()
        finally:
            shutil.rmtree(d)
        self.assertIn('<p class="summary"><strong>1 hint site: 1 judged (1 wrong)</strong></p>', page)
        self.assertIn("<b>write LIKELY(n &gt; 0)</b>", page)

    def test_tolerance_is_for_stated_pcs(self):
        """--tolerance 60: a probable(x, 10) true 61% passes, an unlikely(x) true 61% (laid out for the rarer case) still fails"""
        m = merge([report([site(1, "unlikely", 10, 1000, 610, expr="a"), site(2, "probable", 10, 1000, 610, expr="b")])])
        self.assertEqual([s["verdict"] for s in m["sites"]], ["wrong", "wrong"])
        self.assertEqual([s["line"] for s in diag.findings(m["sites"], 60, ("wrong",))], [1])
        self.assertEqual([s["line"] for s in diag.findings(m["sites"], 50, ("wrong",))], [1, 2])

    def test_macro_options(self):
        """--macro NAME=likely / =unlikely claim a direction (pc 90/10 for the scan); NAME=PC and NAME state a pc"""
        macros, claims = parse_macros(["HOT=likely", "COLD=Unlikely", "HINT=30", "PICK"])
        self.assertEqual(macros, {"HOT": 90, "COLD": 10, "HINT": 30, "PICK": None})
        self.assertEqual(claims, {"HOT": "likely", "COLD": "unlikely", "HINT": "pc", "PICK": "pc"})

    def test_claims_reach_the_verdict(self):
        """a merge told COLD=unlikely judges COLD(x) at 0.5% ok; told COLD=10 (or nothing), miscalibrated; the claim is kept in the JSON"""
        for claims, want in (({"COLD": "unlikely"}, "ok"), ({"COLD": "pc"}, "miscalibrated"), (None, "miscalibrated")):
            with self.subTest(claims=claims):
                m = merge([report([site(1, "COLD", 10, 1000, 5)])], claims=claims)
                self.assertEqual(m["sites"][0]["verdict"], want)
        out = io.StringIO()
        jsonfmt.write(merge([report([site(1, "COLD", 10, 1000, 5)])], claims={"COLD": "unlikely"}), out)
        self.assertEqual(json.loads(out.getvalue())["sites"][0]["direction"], "unlikely")
        # read back and merged again without the option: the claim stays
        import os
        import tempfile
        from probable.formats.report import read
        fd, path = tempfile.mkstemp(suffix=".json")
        try:
            with os.fdopen(fd, "w") as f:
                f.write(out.getvalue())
            self.assertEqual(merge([read(path)])["sites"][0]["verdict"], "ok")
            with open(path, "w") as f:
                f.write(out.getvalue().replace('"direction": "unlikely"', '"direction": "sideways"'))
            from probable.errors import InputError
            with self.assertRaises(InputError) as e:
                read(path)
            self.assertIn("likely, unlikely or pc", str(e.exception))
        finally:
            os.unlink(path)


if __name__ == "__main__":
    unittest.main()
