# SPDX-License-Identifier: MIT
"""tests/fix/test_report.py - what tools/probable-fix does with reports:
several merged (by tools/probable-report's library), the tolerance (the
default leaves alone what changes no code), --explain, --verdicts, stale
or ambiguous sites skipped with a reason, report and usage errors."""

import json
import os
import unittest

from common import (fix, TempTree, write_report, site, run_fix, read, write, mark, fixture,
                    REPORT)

F = "src/fix.c"


def plus(res):
    return [l for l in res.out.split("\n") if l.startswith("+") and not l.startswith("+++")]


class Base(TempTree):
    def setUp(self):
        super().setUp()
        if not os.path.isfile(REPORT):
            self.skipTest("tools/probable-report is not there")
        self.root = self.tree({F: "@fix.c"})
        self.text = read(fixture("fix.c"))

    def L(self, tag):
        return mark(self.text, tag)

    def rep(self, sites, name="r.json", run="r1"):
        return write_report(os.path.join(self.tmp, name), sites, run)


class Several(Base):
    def test_merged_first(self):
        """two reports of one site (80% on one input, 2% on the other): the diff writes the merged 41, not either"""
        a = self.rep([site(F, self.L("single"), "buf[i] > 128", 20, 800)], "a.json", "ra")
        b = self.rep([site(F, self.L("single"), "buf[i] > 128", 20, 20)], "b.json", "rb")
        for args, want in (([a], "80"), ([b], "2"), ([a, b], "41")):
            res = run_fix("--root", self.root, *args)
            self.assertEqual(res.rc, 0, res)
            self.assertEqual(plus(res), ["+\t\tif (probable(buf[i] > 128, %s))                 /* @single */" % want], res)

    def test_three_reports_sites_of_each(self):
        """three reports, each with other sites: every wrong site of each is fixed in one diff"""
        a = self.rep([site(F, self.L("single"), "buf[i] > 128", 20, 900)], "a.json", "ra")
        b = self.rep([site(F, self.L("spaces"), "buf[ i ] == '('", 1, 500)], "b.json", "rb")
        c = self.rep([site(F, self.L("get"), "(const unsigned *)(p + k)", 0, 750, kind="unaligned", size=4)],
                     "c.json", "rc")
        res = run_fix("--root", self.root, a, b, c)
        self.assertEqual(len(plus(res)), 3, res)
        self.both_apply(self.root, res.out)
        got = read(os.path.join(self.root, F))
        self.assertIn("probable(buf[i] > 128, 90)", got)
        self.assertIn("probable(  buf[ i ]  ==  '(' ,  50  )", got)
        self.assertIn("get_unaligned_p((const unsigned *)(p + k), 75)", got)

    def test_conflicting_declared(self):
        """reports that declare different pcs for one site: skipped, with the pcs"""
        a = self.rep([site(F, self.L("single"), "buf[i] > 128", 20, 900)], "a.json", "ra")
        b = self.rep([site(F, self.L("single"), "buf[i] > 128", 30, 900)], "b.json", "rb")
        res = run_fix("--root", self.root, a, b)
        self.assertEqual(res.out, "", res)
        self.assertRegex(res.err, r"skip .*different pcs")


class Tolerance(Base):
    def test_default_leaves_alone_what_changes_no_code(self):
        """declared 60, measured 58.6% of 10^6 (miscalibrated, suggest 59): no arch's code changes, within the default tolerance: left alone, and said so"""
        s = site(F, self.L("single"), "buf[i] > 128", 60, 586000, count=1000000)
        write(os.path.join(self.root, F), self.text.replace("128, 20)", "128, 60)"))
        r = self.rep([s])
        res = run_fix("--root", self.root, r)
        self.assertEqual((res.rc, res.out), (0, ""), res)
        self.assertIn("1 site within the tolerance left alone (--explain says why)", res.err)
        res = run_fix("--root", self.root, "--explain", r)
        self.assertRegex(res.err, r"keep src/fix.c:\d+: probable\(buf\[i\] > 128, 60\): measured 58.6% "
                                  r"\[58.5, 58.7\] of 1000000, suggest 59: within tolerance 5: no code change")
        res = run_fix("--root", self.root, "--tolerance", "0", "--explain", r)
        self.assertEqual(len(plus(res)), 1, res)
        self.assertIn("off by 1 points (tolerance 0)", res.err)

    def test_code_change_beats_tolerance(self):
        """a suggestion that changes the hint on some arch is rewritten whatever the tolerance"""
        r = self.rep([site(F, self.L("single"), "buf[i] > 128", 20, 950)])
        res = run_fix("--root", self.root, "--tolerance", "100", "--explain", r)
        self.assertEqual(len(plus(res)), 1, res)
        self.assertIn("changes code on:", res.err)

    def test_far_off_without_code_change(self):
        """off by more than the tolerance without a code change: rewritten (40 -> 55)"""
        write(os.path.join(self.root, F), self.text.replace("128, 20)", "128, 40)"))
        r = self.rep([site(F, self.L("single"), "buf[i] > 128", 40, 55000, count=100000)])
        res = run_fix("--root", self.root, "--explain", r)
        self.assertEqual(plus(res), ["+\t\tif (probable(buf[i] > 128, 55))                 /* @single */"], res)
        self.assertIn("off by 15 points (tolerance 5)", res.err)
        res = run_fix("--root", self.root, "--tolerance", "20", r)
        self.assertEqual(res.out, "", res)

    def test_bad_tolerance(self):
        """--tolerance -1 and --tolerance x are usage errors"""
        r = self.rep([])
        self.assertEqual(run_fix("--root", self.root, "--tolerance", "-1", r).rc, 1)
        self.assertEqual(run_fix("--root", self.root, "--tolerance", "x", r).rc, 1)


class Verdicts(Base):
    def sites(self):
        return [site(F, self.L("single"), "buf[i] > 128", 20, 950),                      # wrong
                site(F, self.L("spaces"), "buf[ i ] == '('", 1, 50, count=100000),      # miscal.
                site(F, self.L("okmacro"), "x == -1", 50, 500),                          # ok
                site(F, self.L("expr"), "x == i", 10, 3, count=20, macro="PROBABLE_PROBABLE")]  # few

    def test_default_verdicts(self):
        """wrong and miscalibrated are rewritten; ok and few are not"""
        res = run_fix("--root", self.root, "--tolerance", "0", self.rep(self.sites()))
        self.assertEqual(len(plus(res)), 2, res)
        self.both_apply(self.root, res.out)
        got = read(os.path.join(self.root, F))
        self.assertIn("probable(buf[i] > 128, 95)", got)
        self.assertIn("'(' ,  0  ))", got)
        self.assertIn("probable(x == -1, PC_HALF)", got)
        self.assertIn("PROBABLE_PROBABLE(x == i, 2 * 5)", got)

    def test_only_asked(self):
        """--verdicts wrong: the wrong site only; --verdicts few: the few site only, its pc expression replaced"""
        r = self.rep(self.sites())
        res = run_fix("--root", self.root, "--verdicts", "wrong", r)
        self.assertEqual(len(plus(res)), 1, res)
        self.assertIn("128, 95)", res.out)
        res = run_fix("--root", self.root, "--verdicts", "few", r)
        self.assertEqual(plus(res), ["+\t\tif (PROBABLE_PROBABLE(x == i, 15))           /* @expr */"], res)
        self.assertIn("pc 2 * 5 (= 10) is not a literal; replaced by 15", res.err)


class Stale(Base):
    def one(self, tag, expr, declared, hits, **kw):
        return self.rep([site(F, self.L(tag), expr, declared, hits, **kw)])

    def test_stale_expr(self):
        """the condition was edited since the run: no diff, a reason naming the site"""
        write(os.path.join(self.root, F), self.text.replace("buf[i] > 128", "buf[i] >= 128"))
        res = run_fix("--root", self.root, self.one("single", "buf[i] > 128", 20, 950))
        self.assertEqual((res.rc, res.out), (0, ""), res)
        self.assertIn("skip src/fix.c:%d: probable(buf[i] > 128, 20): source changed: no call with this expr"
                      % self.L("single"), res.err)

    def test_stale_pc(self):
        """the pc in the source is not the declared one"""
        res = run_fix("--root", self.root, self.one("get", "(const unsigned *)(p + k)", 25, 750,
                                                    kind="unaligned", size=4))
        self.assertEqual(res.out, "", res)
        self.assertIn("has pc 0, the report declared 25", res.err)

    def test_moved(self):
        """the call moved to another line: the line it is at now is named"""
        lines = self.text.split("\n")
        n = self.L("single")
        lines.insert(n - 1, "\t\t/* a line added since the run */")
        write(os.path.join(self.root, F), "\n".join(lines))
        res = run_fix("--root", self.root, self.one("single", "buf[i] > 128", 20, 950))
        self.assertEqual(res.out, "", res)
        self.assertIn("this expr is now at line %d," % (n + 1), res.err + ",")

    def test_missing_file(self):
        """a file not under --root: skipped, exit 0"""
        res = run_fix("--root", self.root, self.rep([site("src/gone.c", 3, "x", 20, 950)]))
        self.assertEqual((res.rc, res.out), (0, ""), res)
        self.assertIn("src/gone.c: no such file", res.err)

    def test_inside_define(self):
        """a site whose call is inside the project's macro (CHECK(x) defined as probable(x, 33)): named for the user; --rewrite-macros makes it probable(x, pc); no call at all: skipped with the reason"""
        r = self.one("check", "n > 5", 33, 950)
        res = run_fix("--root", self.root, r)
        self.assertEqual(res.out, "", res)
        self.assertIn("change src/fix.c:%d: CHECK(n > 5) has the fixed pc 33 of macro CHECK (which calls "
                      "probable())" % self.L("check"), res.err)
        res = run_fix("--root", self.root, "--rewrite-macros", r)
        self.assertEqual(plus(res), ["+		s += probable(n > 5, 95);                              /* @check */"], res)
        self.assertNotIn("#include", res.out)   # fix.c includes probable.h
        res = run_fix("--root", self.root, self.rep([site(F, 3, "n > 5", 33, 950)]))
        self.assertIn("no probable() call at line 3 (a call inside another macro, or the file changed)", res.err)

    def test_twice_on_a_line(self):
        """two alike calls on a line and one site (or two that disagree): cannot tell which; two that agree: both rewritten"""
        n = self.L("twice")
        res = run_fix("--root", self.root, self.one("twice", "i & 1", 50, 30))
        self.assertIn("cannot tell which", res.err, res)
        a = site(F, n, "i & 1", 50, 30, func="f")
        b = site(F, n, "i & 1", 50, 800, func="g")
        res = run_fix("--root", self.root, self.rep([a, b]))
        self.assertIn("disagree", res.err, res)
        b = site(F, n, "i & 1", 50, 30, func="g")
        res = run_fix("--root", self.root, self.rep([a, b]))
        self.assertEqual(plus(res), ["+\t\ts += probable(i & 1, 3) + probable(i & 1, 3);  /* @twice */"], res)

    def test_twopcs(self):
        """two calls with one expr and different pcs on one line: each its own"""
        n = self.L("twopcs")
        res = run_fix("--root", self.root, self.rep([site(F, n, "x < 0", 30, 300), site(F, n, "x < 0", 60, 950)]))
        self.assertEqual(plus(res), ["+\t\ts += probable(x < 0, 30) + probable(x < 0, 95);  /* @twopcs */"], res)


class Errors(Base):
    def bad(self, text):
        p = os.path.join(self.tmp, "bad.json")
        write(p, text)
        return run_fix("--root", self.root, p)

    def test_bad_reports(self):
        """not JSON, no sites, version 3, hits above count, a list: exit 1, nothing on stdout, a message"""
        for text in ("not json", '{"version": 2, "format": "probable-profile"}',
                     '{"version": 3, "format": "probable-profile", "sites": []}',
                     json.dumps({"version": 2, "format": "probable-profile", "sites": [
                         site(F, 3, "x", 5, 20, count=10)]}), "[1, 2]"):
            with self.subTest(text=text[:30]):
                res = self.bad(text)
                self.assertEqual((res.rc, res.out), (1, ""), res)
                self.assertTrue(res.err)

    def test_usage(self):
        """a missing report, an unknown option: exit 1; --help: 0 and says how to apply; no sites: 0 and an empty diff"""
        self.assertEqual(run_fix("--root", self.root, os.path.join(self.tmp, "none.json")).rc, 1)
        self.assertEqual(run_fix("--root", self.root, "--bogus", self.rep([])).rc, 1)
        res = run_fix("--help")
        self.assertEqual(res.rc, 0)
        for word in ("patch -p1", "git apply", "--rewrite-likely", "--rewrite-macros", "--tolerance"):
            self.assertIn(word, res.out)
        res = run_fix("--root", self.root, self.rep([]))
        self.assertEqual((res.rc, res.out), (0, ""), res)

    def test_stdin_and_cwd(self):
        """the report on standard input, --root relative to the current directory: the same diff"""
        r = self.rep([site(F, self.L("single"), "buf[i] > 128", 20, 950)])
        want = run_fix("--root", self.root, r).out
        self.assertTrue(want)
        with open(r, "rb") as f:
            res = run_fix("--root", "w", "-", cwd=self.tmp, stdin=f.read())
        self.assertEqual(res.out, want, res)


if __name__ == "__main__":
    unittest.main()
