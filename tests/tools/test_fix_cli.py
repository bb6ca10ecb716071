# SPDX-License-Identifier: MIT
"""probable-fix's command line on tests/tools/fixtures/fix/calls.c: several
reports merged, the tolerance, --verdicts and --min-count, every call
shape found (comments, strings, continued lines, nested calls, pc
macros, unaligned accesses), two alike calls on a line told apart by
col/nth, stale sites skipped with the reason, a call inside the
project's macro, standard input."""

import os
import re
import shutil

from fixcommon import TempTree, run_fix, read, write, fixture, site, have  # noqa: F401

F = "src/fix.c"


def plus(out):
    return [l for l in out.split("\n") if l.startswith("+") and not l.startswith("+++")]


class Base(TempTree):
    def setUp(self):
        super().setUp()
        self.root = self.path("root")
        os.makedirs(os.path.join(self.root, "src"))
        shutil.copy(fixture("fix", "calls.c"), os.path.join(self.root, F))
        self.text = read(os.path.join(self.root, F))

    def L(self, tag):
        pat = re.compile(r"@%s(?![\w-])" % re.escape(tag))
        for i, line in enumerate(self.text.split("\n"), 1):
            if pat.search(line):
                return i
        raise AssertionError("no @%s" % tag)

    def col(self, tag, nth=0):
        line = self.text.split("\n")[self.L(tag) - 1]
        return [m.start() + 1 for m in re.finditer(r"\bprobable\(", line)][nth]

    def fix(self, sites, *args, name="r.json"):
        return run_fix("--root", self.root, *(list(args) + [self.put_report(sites, name)]))


class Several(Base):
    def test_merged_first(self):
        """two reports of one site (80% and 2%): the diff writes the merged 41"""
        a = self.put_report([site(F, self.L("single"), "buf[i] > 128", 20, 800)], "a.json")
        b = self.put_report([site(F, self.L("single"), "buf[i] > 128", 20, 20)], "b.json")
        for args, want in (([a], "80"), ([b], "2"), ([a, b], "41")):
            rc, out, err = run_fix("--root", self.root, *args)
            self.assertEqual(rc, 0, err)
            self.assertEqual(plus(out), ["+\t\tif (probable(buf[i] > 128, %s))                 /* @single */" % want])

    def test_conflicting_declared(self):
        """reports that declare different pcs for one site: not rewritten"""
        a = self.put_report([site(F, self.L("single"), "buf[i] > 128", 20, 900)], "a.json")
        b = self.put_report([site(F, self.L("single"), "buf[i] > 128", 30, 900)], "b.json")
        rc, out, err = run_fix("--root", self.root, "--explain", a, b)
        self.assertEqual(out, "")
        self.assertIn("different pcs", err)


class Tolerance(Base):
    def test_default_leaves_alone_what_changes_no_code(self):
        """declared 60, measured 58.6% of 10^6: no arch's code changes, within the tolerance: kept; --tolerance 0 rewrites"""
        write(os.path.join(self.root, F), self.text.replace("128, 20)", "128, 60)"))
        s = [site(F, self.L("single"), "buf[i] > 128", 60, 586000, count=1000000)]
        rc, out, err = self.fix(s, "--explain")
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("within tolerance 5: no code change on any arch", err)
        rc, out, err = self.fix(s, "--tolerance", "0", "--explain")
        self.assertEqual(len(plus(out)), 1, err)
        self.assertIn("off by 1 points (tolerance 0)", err)

    def test_code_change_beats_tolerance(self):
        """a suggestion that changes the hint on some arch is rewritten whatever the tolerance"""
        rc, out, err = self.fix([site(F, self.L("single"), "buf[i] > 128", 20, 950)],
                                "--tolerance", "100", "--explain")
        self.assertEqual(len(plus(out)), 1, err)
        self.assertIn("changes code on:", err)

    def test_bad_options(self):
        """--tolerance -1, --min-count -1, --verdicts nonsense: one line, exit 2"""
        for args in (["--tolerance", "-1"], ["--min-count", "-1"], ["--verdicts", "bad"]):
            rc, out, err = self.fix([], *args)
            self.assertEqual((rc, out), (2, ""), err)
            self.assertEqual(len(err.strip().split("\n")), 1, err)


class Verdicts(Base):
    def sites(self):
        return [site(F, self.L("single"), "buf[i] > 128", 20, 950),                       # wrong
                site(F, self.L("spaces"), "buf[ i ] == '('", 1, 50, count=100000),       # miscal.
                site(F, self.L("okmacro"), "x == -1", 50, 500),                           # ok
                site(F, self.L("expr"), "x == i", 10, 3, count=20, macro="PROBABLE_PROBABLE")]  # few

    def test_default_verdicts(self):
        """wrong and miscalibrated are rewritten; ok and few are not"""
        rc, out, err = self.fix(self.sites(), "--tolerance", "0")
        self.assertEqual(len(plus(out)), 2, err)
        self.patch(out, self.root)
        got = read(os.path.join(self.root, F))
        self.assertIn("probable(buf[i] > 128, 95)", got)
        self.assertIn("'(' ,  0  ))", got)
        self.assertIn("probable(x == -1, PC_HALF)", got)
        self.assertIn("PROBABLE_PROBABLE(x == i, 2 * 5)", got)

    def test_few_never(self):
        """--verdicts few does not rewrite a site under --min-count; --min-count 10 does, its pc expression replaced and said"""
        rc, out, err = self.fix(self.sites(), "--verdicts", "few")
        self.assertEqual(out, "", err)
        rc, out, err = self.fix(self.sites(), "--verdicts", "few", "--min-count", "10")
        self.assertEqual(plus(out), ["+\t\tif (PROBABLE_PROBABLE(x == i, 15))           /* @expr */"], err)
        self.assertIn("pc 2 * 5 (= 10) is not a literal; replaced by 15", err)


class Calls(Base):
    def test_every_shape(self):
        """multi-line, nested, strings, split name, continued line, unaligned accesses: each found and rewritten"""
        L = self.L
        sites = [site(F, L("multi"), "buf[i] == ',' || buf[i] == ')'", 5, 500),
                 site(F, L("nested"), "x > i", 70, 10),
                 site(F, L("nested"), "probable(x > i, 70) && i > 2", 40, 900),
                 site(F, L("strings"), "max2(x, i) == 3 && \"a,b)\"[0] == 'a' && buf[i] != ')'", 95, 100),
                 site(F, L("splitname"), "x > 7", 15, 900),
                 site(F, L("splice"), "x > 9", 80, 100),
                 site(F, L("get"), "(const unsigned *)(p + k)", 0, 750, kind="unaligned",
                      macro="get_unaligned_p"),
                 site(F, L("put"), "(unsigned *)(p + 1)", 90, 0, kind="unaligned", macro="put_unaligned_p"),
                 site(F, L("le32"), "p + 3", 100, 0, kind="unaligned", macro="get_unaligned_le32_p")]
        rc, out, err = self.fix(sites, "--tolerance", "0")
        self.assertEqual(rc, 0, err)
        self.patch(out, self.root)
        got = read(os.path.join(self.root, F))
        for want in ("|| buf[i] == ')',\n\t\t\t     50))", "probable(probable(x > i, 1) && i > 2, 90)",
                     "buf[i] != ')', 10))", "(x > 7, 90))", "> 9, 10))",
                     "get_unaligned_p((const unsigned *)(p + k), 75)", "\t\t\t0);",
                     "get_unaligned_le32_p(p + 3, 0)"):
            self.assertIn(want, got)

    def test_two_alike_calls_on_a_line(self):
        """two identical calls on one line are two sites: col (or nth) says which"""
        n = self.L("twice")
        a = site(F, n, "i & 1", 50, 30, nth=0, col=self.col("twice", 0))
        b = site(F, n, "i & 1", 50, 900, nth=1, col=self.col("twice", 1))
        rc, out, err = self.fix([a, b])
        self.assertEqual(plus(out), ["+\t\ts += probable(i & 1, 3) + probable(i & 1, 90);  /* @twice */"], err)
        # without col (GCC has no __builtin_COLUMN): nth
        a["col"] = b["col"] = 0
        rc, out, err = self.fix([dict(b, hits=30), dict(a, hits=900)])
        self.assertEqual(plus(out), ["+\t\ts += probable(i & 1, 90) + probable(i & 1, 3);  /* @twice */"], err)

    def test_two_pcs(self):
        """two calls with one expr and different pcs on one line: each its own"""
        n = self.L("twopcs")
        rc, out, err = self.fix([site(F, n, "x < 0", 30, 950), site(F, n, "x < 0", 60, 20, nth=1)])
        self.assertEqual(plus(out), ["+\t\ts += probable(x < 0, 95) + probable(x < 0, 2);  /* @twopcs */"], err)

    def test_inside_the_projects_macro(self):
        """CHECK(x) defined as probable(x, 33): a direction macro with no pair in the tree, so the default (the code base's own words) leaves it and says --to-probable; --rewrite-macros makes it probable(n > 5, 95); no file include added (it has probable.h)"""
        s = [site(F, self.L("check"), "n > 5", 33, 950)]
        rc, out, err = self.fix(s)
        self.assertEqual(out, "", err)
        self.assertIn("CHECK() gives unlikely, and no macro of CHECK's family (the same hint and "
                      "condition) gives the likely direction; --to-probable makes it probable(COND, 95)", err)
        rc, out, err = self.fix(s, "--rewrite-macros")
        self.assertEqual(plus(out), ["+\t\ts += probable(n > 5, 95);                              /* @check */"], err)


class Stale(Base):
    def test_expr_changed(self):
        """the condition was edited since the run: no diff, the reason"""
        write(os.path.join(self.root, F), self.text.replace("buf[i] > 128", "buf[i] >= 128"))
        rc, out, err = self.fix([site(F, self.L("single"), "buf[i] > 128", 20, 950)])
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("no probable(buf[i] > 128) at line %d, where the file has probable(buf[i] >= 128): "
                      "the file is not the source the report was made from" % self.L("single"), err)
        self.assertNotIn("source changed", err)

    def test_pc_changed(self):
        """the pc in the source is not the declared one"""
        rc, out, err = self.fix([site(F, self.L("get"), "(const unsigned *)(p + k)", 25, 750,
                                      kind="unaligned", macro="get_unaligned_p")])
        self.assertEqual(out, "", err)
        self.assertIn("has pc 0, the report declared 25: the file is not the source the report was "
                      "made from, or its build defined the pc otherwise", err)

    def test_moved(self):
        """the call moved to another line: the line it is at now is named"""
        lines = self.text.split("\n")
        n = self.L("single")
        lines.insert(n - 1, "\t\t/* a line added since the run */")
        write(os.path.join(self.root, F), "\n".join(lines))
        rc, out, err = self.fix([site(F, n, "buf[i] > 128", 20, 950)])
        self.assertEqual(out, "", err)
        self.assertIn("no probable(buf[i] > 128) at line %d; the file has it at line %d" % (n, n + 1), err)

    def test_missing_file(self):
        """a file not under --root: skipped, exit 0"""
        rc, out, err = self.fix([site("src/gone.c", 3, "x", 20, 950)])
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("nothing is named gone.c", err)

    def test_stdin(self):
        """the report on standard input"""
        import json
        import subprocess
        import sys
        from fixcommon import FIX, report
        doc = json.dumps(report([site(F, self.L("single"), "buf[i] > 128", 20, 950)]))
        p = subprocess.run([sys.executable, FIX, "--root", self.root, "-"], input=doc.encode(),
                           capture_output=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn(b"probable(buf[i] > 128, 95)", p.stdout)


class Unchanged(TempTree):
    """A refusal names what is so: a file the report was made from is never
    called changed (issue 30: a refused macro rewrite said "source
    changed")."""

    SRC = ("#include <probable.h>\n"
           "#define RARE(pc, x) PROBABLE_MACRO_SITE(RARE, x, #x, pc)\n"
           "#define POSITIVE(v) probable((v) > 0, 33)\n"
           "#define BUMP(v) probable((n++, (v)) > 0, 33)\n"
           "int n;\n"
           "int f(int i)\n"
           "{\n"
           "\tint s = 0;\n"
           "\tif (RARE(5, i == 3))\n"          # line 9
           "\t\ts++;\n"
           "\tif (POSITIVE(i))\n"              # line 11
           "\t\ts++;\n"
           "\tif (BUMP(i))\n"                  # line 13
           "\t\ts++;\n"
           "\treturn s;\n"
           "}\n")

    def setUp(self):
        super().setUp()
        self.root = self.path("root")
        write(os.path.join(self.root, "src", "u.c"), self.SRC)

    def test_condition_not_first_argument(self):
        """RARE(pc, x): the record's expr is the second argument; the call is found and its pc rewritten"""
        r = self.put_report([site("src/u.c", 9, "i == 3", 5, 500, macro="RARE")])
        rc, out, err = run_fix("--root", self.root, r)
        self.assertEqual(plus(out), ["+\tif (RARE(50, i == 3))"], err)
        self.assertNotIn("changed", err)

    def test_condition_formed_by_the_macro(self):
        """probable((v) > 0) recorded inside POSITIVE(i): that call, rewritten with --rewrite-macros; refused without, never 'changed'"""
        s = [site("src/u.c", 11, "(i) > 0", 33, 950)]
        rc, out, err = run_fix("--root", self.root, self.put_report(s))
        self.assertEqual(out, "", err)
        self.assertIn("POSITIVE() gives unlikely, and no macro of POSITIVE's family", err)
        self.assertIn("--to-probable makes it probable(COND, 95)", err)
        self.assertNotIn("changed", err)
        rc, out, err = run_fix("--root", self.root, "--rewrite-macros", self.put_report(s))
        self.assertEqual(plus(out), ["+\tif (probable((i) > 0, 95))"], err)

    def test_refused_macro_rewrite(self):
        """BUMP(i) (a side effect in its condition): refused for that reason, not as a changed source"""
        s = [site("src/u.c", 13, "(n++, (i)) > 0", 33, 950)]
        rc, out, err = run_fix("--root", self.root, "--rewrite-macros", self.put_report(s))
        self.assertEqual(out, "", err)
        self.assertIn("BUMP(i) is not rewritten: BUMP at ", err)
        self.assertIn("its condition has ++ (a side effect)", err)
        self.assertNotIn("changed", err)


class OldReports(Base):
    def test_version2_alike_calls(self):
        """a version 2 report counts two alike calls on a line as one site: not rewritten, said why; a single call is"""
        n = self.L("twice")
        s = site(F, n, "i & 1", 50, 30)
        for k in ("nth", "col", "cond", "constant", "source"):
            s.pop(k)
        r = self.put_report([s], "old.json", version=2)
        rc, out, err = run_fix("--root", self.root, r)
        self.assertEqual(out, "", err)
        self.assertIn("2 alike calls of probable(i & 1) on line %d" % n, err)
        r = self.put_report([dict(s, line=self.L("single"), expr="buf[i] > 128", declared=20, hits=950)],
                            "old1.json", version=2)
        rc, out, err = run_fix("--root", self.root, r)
        self.assertIn("probable(buf[i] > 128, 95)", out, err)
