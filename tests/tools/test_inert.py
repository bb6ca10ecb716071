# SPDX-License-Identifier: MIT
"""tools/probable/inert.py: with a compile database (-p DIR), the hints
that change nothing in the object code the build emits are "inert" (on
that compiler, flags and arch); probable-report check never fails on
one; probable-fix --remove-inert writes the patch that removes them.

One small unit: same() holds a likely() on a condition every compiler
here turns into setcc (inert), work() one that moves a block in a loop
(not inert); a header's function is inert in one unit and not in the
other (another -D), so not inert."""

import io
import json
import os
import re
import unittest

from common import EXHAUSTIVE, REPORT_TOOL, TOOLS, _text, python_run, take_turns

ENV = dict(os.environ, PYTHONPATH=TOOLS)
from fixcommon import TempTree, have, read, run_fix, site, write
from probable import inert as I
from probable.fix import prove as P

HEADER = """#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
extern void report(int *p, int i);
extern int step(int v);

int shared(int *p, int n)
{
\tint i, r = 0;
\tfor (i = 0; i < n; i++) {
\t\tif (likely(p[i] == 5)) {
\t\t\tHEAVY;
\t\t}
\t\tp[i] += 3;
\t}
\treturn r;
}
"""
SHARED_LINE = 10

UNIT = """#include "h.h"

int same(int x)
{
\tint r = 0;
\tif (likely(x == 5))
\t\tr = 1;
\treturn r;
}

void work(int *p, int n)
{
\tint i;
\tfor (i = 0; i < n; i++) {
\t\tif (likely(p[i] < 0)) {
\t\t\treport(p, i);
\t\t\tp[i] = step(p[i]);
\t\t}
\t\tp[i] += 3;
\t}
}
"""
SAME_LINE, WORK_LINE = 6, 15

# v.c: helper()'s hint moves a block in caller(), where it is inlined
# (helper() itself is emitted nowhere)
OTHER = """#include "h.h"

static void helper(int *p, int i)
{
\tif (likely(p[i] < 0)) {
\t\treport(p, i);
\t\tp[i] = step(p[i]);
\t}
}

void caller(int *p, int n)
{
\tint i;
\tfor (i = 0; i < n; i++) {
\t\thelper(p, i);
\t\tp[i] += 3;
\t}
}

int mixed(int *p, int n, int x)
{
\tint i, r = 0;
\tfor (i = 0; i < n; i++) {
\t\tif (likely(p[i] < 0)) {
\t\t\treport(p, i);
\t\t\tp[i] = step(p[i]);
\t\t}
\t\tp[i] += 3;
\t}
\tif (likely(x == 5))
\t\tr = 1;
\treturn r;
}
"""
HELPER_LINE = 5
# mixed(): a loop's hint that moves a block, and a setcc one after it,
# which clang's code does not see (its line's hints reduced alone); gcc
# 12's does (a cmp's operands swap), so there it is not inert
MIXED_LOOP, MIXED_SETCC = 24, 30

# the header's HEAVY in u.c (an or: setcc) and in v.c (calls: a block)
LIGHT = "-DHEAVY=r |= 1"
BLOCK = "-DHEAVY=report(p, i); p[i] = step(p[i])"

# what --remove-inert writes: same()'s hint replaced by its condition
PATCH = """--- a/u.c
+++ b/u.c
@@ -3,7 +3,7 @@
 int same(int x)
 {
 \tint r = 0;
-\tif (likely(x == 5))
+\tif (x == 5)
 \t\tr = 1;
 \treturn r;
 }
"""


def compilers_here(names):
    return [cc for cc in names if have(cc)]


class Tree(TempTree):
    def make(self, cc, units=(("u.c", LIGHT),), extra=()):
        write(self.path("h.h"), HEADER)
        write(self.path("u.c"), UNIT)
        write(self.path("v.c"), OTHER)
        write(self.path("w.c"), "int bad(void)\n{\n\treturn __builtin_expect(undeclared, 1);\n}\n")
        db = [{"directory": self.tmp, "file": name, "arguments": [cc, "-O2", d, "-c", name]}
              for name, d in units] + list(extra)
        write(self.path("compile_commands.json"), json.dumps(db))

    def site(self, file, line, expr, hits, macro="likely", declared=90, **kw):
        s = site(file, line, expr, declared, hits, macro=macro, **kw)
        return s


def judged(s):
    from probable.judge import judge
    return judge(s)


class Pure(unittest.TestCase):
    """No compiler: the pieces."""

    def test_neutralise_only(self):
        """prove.neutralise(text, only): only the hints at the offsets only accepts are reduced"""
        t = "a = __builtin_expect(x, 1); b = __builtin_expect(y, 0);"
        second = t.index("__builtin_expect(y")
        self.assertEqual(P.neutralise(t, lambda off: off == second),
                         "a = __builtin_expect(x, 1); b = ((long)(y));")
        self.assertEqual(P.neutralise(t, lambda off: False), t)
        self.assertEqual(P.neutralise(t), "a = ((long)(x)); b = ((long)(y));")

    def test_function_key(self):
        """a function's gcc parts and C++ forms are one function"""
        for name in ("f", "f.cold", "f.part.0", "f.constprop.0", "f(int) [clone .cold]", "ns::f(int)"):
            self.assertEqual(I.function_key(name), "f", name)

    def test_line_map(self):
        """each line of preprocessed text is mapped to its file and line by the markers"""
        got = I.line_map('# 1 "a.c"\nint x;\n# 7 "h.h" 1\nint y;\nint z;\n# 2 "a.c" 2\nint w;\n', "/d")
        self.assertEqual(got[1], ("/d/a.c", 1))
        self.assertEqual(got[3], ("/d/h.h", 7))
        self.assertEqual(got[4], ("/d/h.h", 8))
        self.assertEqual(got[6], ("/d/a.c", 2))

    def test_outputs(self):
        """an inert site: summary counts it as judged with its own count; text, diagnostics, SARIF and HTML name it with what the counts alone said"""
        from probable.formats import diag, sarif, text
        from probable.summary import line, summarize
        s = judged(site("u.c", 6, "x == 5", 90, 50, macro="likely"))
        self.assertEqual(s["verdict"], "wrong")
        s["inert"] = {"compiler": "gcc 12.2.0", "arch": "x86_64-linux-gnu", "unit": "u.c",
                      "flags": "-O2", "verdict": "wrong", "function": "same"}
        s["verdict"] = "inert"
        s["why"] = "inert on gcc 12.2.0 x86_64-linux-gnu (u.c, -O2): the object code of same() is the same without its hints"
        ok = judged(site("u.c", 15, "p[i] < 0", 90, 990, macro="likely"))
        summ = summarize([s, ok])
        self.assertEqual((summ["judged"], summ["inert"], summ["ok"]), (2, 1, 1))
        self.assertEqual(line(summ), "2 hint sites: 2 judged (1 inert, 1 ok)")
        out = io.StringIO()
        text.write({"sites": [s, ok], "summary": summ}, out)
        self.assertIn("inert on gcc 12.2.0 x86_64-linux-gnu (u.c, -O2)", out.getvalue())
        self.assertIn("the counts alone say wrong", out.getvalue())
        self.assertEqual(diag.findings([s, ok], 5, ("wrong",)), [])
        self.assertEqual(diag.line(s), "u.c:6: inert: likely(x == 5): " + s["why"] +
                         "; the counts alone say wrong [profile]")
        doc = sarif.document([s, ok])
        self.assertEqual([r["ruleId"] for r in doc["runs"][0]["results"]], ["probable/inert-hint"])
        self.assertEqual(doc["runs"][0]["results"][0]["level"], "note")
        from probable.formats import html
        cell = html._fix_cell(s, 5, None)
        self.assertIn("inert on gcc 12.2.0", cell)
        self.assertIn("the counts alone say wrong", cell)


class BadInput(Tree):
    def test_bad_database(self):
        """-p naming no directory or no compile database: one line PROG: PATH: REASON, status 2, nothing on stdout"""
        r = self.put_report([site("u.c", SAME_LINE, "x == 5", 90, 50, macro="likely")])
        missing = self.path("nothere")
        for argv, prog in ((["-m", "probable.cli.check", r, "--root", self.tmp, "-p", missing],
                            "probable-report check"),
                           ([REPORT_TOOL, "text", r, "--root", self.tmp, "-p", missing], "probable-report")):
            rc, out, err = python_run(argv, cwd=self.tmp, env=ENV)
            self.assertEqual((rc, out), (2, b""))
            self.assertEqual(_text(err), "%s: %s: not a directory (-p takes the directory holding "
                                         "compile_commands.json)\n" % (prog, missing))


class Detect(Tree):
    """gcc and clang each (the line-by-line case differs between them)."""

    def test_units_header_and_not_checked(self):
        """same() inert, work() not; the header's function inert in u.c only, so not inert; a site in no unit, one in a unit that does not compile, an unaligned access: not inert, with why"""
        for cc in compilers_here(["gcc", "clang"]):
            with self.subTest(cc=cc):
                self.make(cc, (("u.c", LIGHT), ("v.c", BLOCK), ("w.c", "-DX")))
                write(self.path("x.c"), UNIT)
                sites = [judged(self.site("u.c", SAME_LINE, "x == 5", 50)),
                         judged(self.site("u.c", WORK_LINE, "p[i] < 0", 30)),
                         judged(self.site("h.h", SHARED_LINE, "p[i] == 5", 30)),
                         judged(self.site("x.c", SAME_LINE, "x == 5", 50)),
                         judged(self.site("w.c", 3, "undeclared", 50, macro="__builtin_expect")),
                         judged(self.site("u.c", SAME_LINE, "&x", 50, macro="get_unaligned_p",
                                          kind="unaligned")),
                         judged(self.site("v.c", HELPER_LINE, "p[i] < 0", 30)),
                         judged(self.site("v.c", MIXED_LOOP, "p[i] < 0", 30)),
                         judged(self.site("v.c", MIXED_SETCC, "x == 5", 30))]
                was = [s["verdict"] for s in sites]
                found = I.mark(sites, self.tmp, self.tmp)
                same, work, shared, nodb, bad, unaligned, helper, loop, setcc = sites
                self.assertEqual(same["verdict"], "inert")
                self.assertEqual(same["inert"]["unit"], "u.c")
                self.assertEqual(same["inert"]["verdict"], "wrong")
                self.assertEqual(same["inert"]["function"], "same")
                self.assertTrue(same["inert"]["compiler"].startswith(cc + " "), same["inert"])
                self.assertIn("x86_64", same["inert"]["arch"])
                self.assertEqual(same["inert"]["flags"], "-O2")
                # work() moves a block: never inert, its verdict kept
                self.assertEqual(work["verdict"], was[1])
                self.assertNotIn("inert", work)
                # the header: inert in u.c, not in v.c
                per = {r.name: {f[0]: f[5] for f in r.functions} for r in found.units}
                self.assertTrue(per["u.c"]["shared"], per)
                self.assertFalse(per["v.c"]["shared"], per)
                self.assertEqual(shared["verdict"], was[2])
                self.assertNotIn("inert", shared)
                self.assertEqual(nodb["verdict"], was[3])
                self.assertEqual(nodb["not_inert"], "in no unit of the compile database")
                self.assertEqual(bad["verdict"], was[4])
                self.assertRegex(bad["not_inert"], r"^unit w\.c: the original text does not compile")
                self.assertEqual(unaligned["verdict"], was[5])
                # a function emitted nowhere whose hint moves a block where it is inlined
                self.assertNotIn("helper", [f for f, inert in per["v.c"].items() if inert])
                self.assertEqual(helper["verdict"], was[6])
                self.assertNotIn("inert", helper)
                self.assertEqual(same["inert"]["reduced"], "function")
                # one function, two hints: each line's hints reduced alone
                self.assertEqual(loop["verdict"], was[7])
                self.assertNotIn("inert", loop)
                if cc == "clang":
                    self.assertEqual(setcc["verdict"], "inert")
                    self.assertEqual(setcc["inert"]["reduced"], "line")
                    self.assertIn("without this line's hints (in mixed())", setcc["why"])
                else:
                    self.assertEqual(setcc["verdict"], was[8])
                n = 2 if cc == "clang" else 1
                self.assertEqual((found.inert, found.checked), (n, 6))
                self.assertRegex(found.line(), r"^-p: %d of 6 hint sites checked inert .* on %s " % (n, cc))


class Lto(Tree):
    def test_lto_is_not_compared(self):
        """an LTO unit (-flto): its object holds the compiler's IR, its code is made at link time: no hint in it is called inert, and the reason says so"""
        for cc in compilers_here(["gcc", "clang"])[:1]:
            self.make(cc)
            write(self.path("compile_commands.json"), json.dumps([{
                "directory": self.tmp, "file": "u.c",
                "arguments": [cc, "-O2", "-flto", LIGHT, "-c", "u.c"]}]))
            sites = [judged(self.site("u.c", SAME_LINE, "x == 5", 50))]
            was = sites[0]["verdict"]
            found = I.mark(sites, self.tmp, self.tmp)
            self.assertEqual(sites[0]["verdict"], was)
            self.assertRegex(sites[0]["not_inert"], r"an LTO build \(-flto\)")
            self.assertEqual(found.inert, 0)


class NotPreprocessed(Tree):
    def test_unit_that_cannot_be_preprocessed(self):
        """a unit whose text cannot be preprocessed may read any header: its own file's sites and every header's are not inert, and say why"""
        cc = (compilers_here(["gcc", "clang"]) or ["cc"])[0]
        self.make(cc, (("z.c", "-DX"),))
        write(self.path("z.c"), '#include "missing.h"\nint z(int x) { return __builtin_expect(x, 1); }\n')
        sites = [judged(self.site("z.c", 2, "x", 50, macro="__builtin_expect")),
                 judged(self.site("h.h", SHARED_LINE, "p[i] == 5", 30))]
        found = I.mark(sites, self.tmp, self.tmp)
        for s in sites:
            self.assertEqual(s["verdict"], "wrong")
            self.assertRegex(s["not_inert"], r"^unit z\.c: cannot be preprocessed with its own command")
        self.assertEqual((found.inert, found.checked), (0, 0))
        self.assertIn("not checked: 2 a unit does not compile", found.line())


class RemoveInert(Tree):
    """gcc and clang each: the patch is asserted per compiler."""

    def test_patch(self):
        """probable-fix -p --remove-inert: same()'s likely() replaced by its condition, work()'s (not inert, counted ok) left alone; the patch proved"""
        # clang-19 too under PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive)
        ccs = compilers_here(["gcc", "clang"] + (["clang-19"] if EXHAUSTIVE else []))
        if not ccs:
            self.skipTest("no compiler")
        for cc in ccs:
            with self.subTest(cc=cc):
                self.make(cc)
                r = self.put_report([self.site("u.c", SAME_LINE, "x == 5", 500),
                                     self.site("u.c", WORK_LINE, "p[i] < 0", 990)])
                rc, out, err = run_fix(r, "--root", self.tmp, "-p", self.tmp, "--remove-inert")
                self.assertEqual(rc, 0, err)
                self.assertEqual(out.split("\n\n", 1)[1], PATCH, err)
                self.assertRegex(err, r"u\.c:6: likely\(x == 5\) becomes x == 5 \(inert: inert on %s "
                                 % re.escape(cc.replace("-19", "")))
                self.assertNotRegex(err, r"p\[i\] < 0.*inert")
                self.assertIn("proved: same object code", err)
                self.assertRegex(err, r"-p: 1 of 2 hint sites checked inert")
                # without -p: one line, status 2
                rc, out, err = run_fix(r, "--root", self.tmp, "--remove-inert")
                self.assertEqual((rc, out), (2, ""))
                self.assertEqual(err, "probable-fix: --remove-inert: needs -p DIR (a compile database)\n")


class Gate(Tree):
    def test_check_never_fails_on_inert(self):
        """check: a wrong hint that is inert passes the gate with -p (shown with --all, in SARIF as inert-hint, counted in the summary); without -p it fails"""
        for cc in take_turns(compilers_here(["gcc", "clang"])):
            with self.subTest(cc=cc):
                self.make(cc)
                r = self.put_report([self.site("u.c", SAME_LINE, "x == 5", 50),
                                     self.site("u.c", WORK_LINE, "p[i] < 0", 990)])
                check = ["-m", "probable.cli.check", r, "--root", self.tmp]
                rc, out, err = python_run(check, cwd=self.tmp, env=ENV)
                self.assertEqual(rc, 1, _text(err))
                sarif = self.path("s.sarif")
                rc, out, err = python_run(check + ["-p", self.tmp, "--all", "--sarif", sarif], cwd=self.tmp,
                                          env=ENV)
                out, err = _text(out), _text(err)
                self.assertEqual(rc, 0, err)
                self.assertRegex(out, r"^u\.c:6: inert: likely\(x == 5\): inert on %s " % cc)
                self.assertIn("the counts alone say wrong", out)
                self.assertIn("2 hint sites: 2 judged (1 inert, 1 ok)", err)
                doc = json.loads(read(sarif))
                self.assertEqual([x["ruleId"] for x in doc["runs"][0]["results"]], ["probable/inert-hint"])
                self.assertEqual(doc["runs"][0]["properties"]["counts"]["inert"], 1)


if __name__ == "__main__":
    unittest.main()
