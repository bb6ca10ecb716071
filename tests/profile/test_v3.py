# SPDX-License-Identifier: MIT
"""tests/profile/test_v3.py - report version 3's site fields (sites3.c, sites3_b.c,
sites3.h): nth (two identical calls on one line are two sites, also in an inline
function compiled into two units and in a C++ template), cond (the condition as a
PROBABLE_MACRO_SITE macro formed it), constant (the compiler knew the condition),
col, source; with gcc, clang, g++ and clang++."""


import os

from profiletest import X86, ProfileTest, build, per_compiler, require_x86, run, sites

N = 1000


def setUpModule():
    require_x86()


class Sites3:
    def report(self, opt="-O2"):
        cxx = self.cc in ("g++", "clang++")
        prog = build(["sites3.c", "sites3_b.c"], self.cc, (["-x", "c++"] if cxx else []) + [opt])
        r = run(prog, [N], report=prog + ".json")
        return r.report

    def test_pair_on_one_line(self):
        """two identical calls on one line (||): nth 0 counts N (N/4 true), nth 1 3N/4 (0 true)"""
        rep = self.report()
        self.assertSite(rep, {"line": "@pair", "nth": 0}, count=N, hits=N // 4, expr="i % 4 == 0", declared=25)
        self.assertSite(rep, {"line": "@pair", "nth": 1}, count=3 * N // 4, hits=0, expr="i % 4 == 0", declared=25)
        self.assertEqual(len([s for s in rep["sites"] if s["file"].endswith("sites3.c") and s["expr"] == "i % 4 == 0"]), 2)

    def test_triple(self):
        """three calls of one text on one line: nth 0, 1, 2 in source order (the middle one declares 30)"""
        rep = self.report()
        got = sorted((s["nth"], s["declared"], s["count"]) for s in rep["sites"] if s["expr"] == "i % 3 == 0")
        self.assertEqual(got, [(0, 25, N), (1, 30, N), (2, 25, N)])

    def test_inline_pair_two_units(self):
        """sites3.h's two calls on one line, in both units: nth 0 and 1, N each in each unit (one record per unit)"""
        rep = self.report()
        got = sorted((s["nth"], os.path.basename(s["unit"]), s["count"], s["hits"])
                     for s in rep["sites"] if s["file"].endswith("sites3.h"))
        self.assertEqual(got, [(0, "sites3.c", N, N // 2), (0, "sites3_b.c", N, N // 2),
                               (1, "sites3.c", N, N // 2), (1, "sites3_b.c", N, N // 2)])

    def test_other_unit_pair(self):
        """sites3_b.c's own pair: nth 0 and 1, N each, N/5 true"""
        rep = self.report()
        got = sorted((s["nth"], s["count"], s["hits"]) for s in rep["sites"] if s["file"].endswith("sites3_b.c"))
        self.assertEqual(got, [(0, N, N // 5), (1, N, N // 5)])

    def test_macro_cond(self):
        """PROBABLE_MACRO_SITE: expr is the argument as written, cond the condition as the macro formed it"""
        rep = self.report()
        self.assertSite(rep, {"line": "@rz"}, expr="i % 4", cond="(i % 4) == 0", macro="RARELY_ZERO",
                        hits=N // 4, constant=0, verdict="wrong", suggest=25)
        self.assertSite(rep, {"line": "@nl"}, expr="i % 2", cond="!(i % 2)", macro="NOT_LIKELY",
                        hits=N // 2, constant=0)
        for s in rep["sites"]:
            if s["macro"] == "probable":
                self.assertEqual(s["cond"], s["expr"], s)

    def test_constant(self):
        """sizeof(void *) < 2 at -O2: constant 1, verdict constant (not wrong), a why naming the arch; at -O0: constant 0"""
        rep = self.report()
        s = self.assertSite(rep, {"line": "@const"}, count=N, hits=0, constant=1, verdict="constant", declared=1)
        self.assertEqual(s["why"], "constant here (x86): the compiler knew the condition in this build")
        self.assertArithmetic(rep, X86)
        self.assertSite(self.report("-O0"), {"line": "@const"}, count=N, constant=0, verdict="miscalibrated")

    def test_fields(self):
        """every site: source "profile", col 0 (no compiler gives the macro name's column), nth an int >= 0"""
        rep = self.report()
        self.assertEqual(rep["source"], "profile")
        for s in rep["sites"]:
            self.assertEqual((s["source"], s["col"]), ("profile", 0), s)
            self.assertTrue(isinstance(s["nth"], int) and s["nth"] >= 0, s)

    def test_text(self):
        """text: the second call of a line says so, a macro site shows its condition, a constant says it"""
        cxx = self.cc in ("g++", "clang++")
        prog = build(["sites3.c", "sites3_b.c"], self.cc, (["-x", "c++"] if cxx else []) + ["-O2"])
        err = run(prog, [N], report="-", fmt=None).stderr
        self.assertRegex(err, r"sites3\.c:\d+ \(call 2 on the line\) main\(\) i % 4 == 0\n")
        self.assertRegex(err, r"sites3\.c:\d+ main\(\) i % 4 \(RARELY_ZERO: \(i % 4\) == 0\)\n")
        self.assertRegex(err, r"(?m)^constant +1 .* sizeof\(void \*\) < 2\n +known to the compiler here \(x86\)")


per_compiler(Sites3, ["gcc", "clang"], globals())


class Sites3Cxx(Sites3):
    """the C++ only checks (a template), besides Sites3's"""

    def test_template(self):
        """C++: a template's two calls on one line, instantiated twice: nth 0 and 1 per instance, N each"""
        rep = self.report()
        got = sorted((s["nth"], s["count"], s["hits"]) for s in sites(rep, line="@tpl"))
        self.assertEqual(got, [(0, N, N - 2), (0, N, N - 1), (1, N, N - 2), (1, N, N - 1)])
        self.assertEqual(len({s["instance"] for s in sites(rep, line="@tpl")}), 2)


    def test_template_cxx11(self):
        """C++11 (g++'s records are then types local to the site): the same nth, 0 and 1 per instance, N each"""
        prog = build(["sites3.c", "sites3_b.c"], self.cc, ["-x", "c++", "-std=c++11", "-O2"])
        rep = run(prog, [N], report=prog + ".json").report
        got = sorted((s["nth"], s["count"], s["hits"]) for s in sites(rep, line="@tpl"))
        self.assertEqual(got, [(0, N, N - 2), (0, N, N - 1), (1, N, N - 2), (1, N, N - 1)])
        got = sorted((s["nth"], s["count"]) for s in sites(rep, line="@pair"))
        self.assertEqual(got, [(0, N), (1, 3 * N // 4)])


per_compiler(Sites3Cxx, ["g++", "clang++"], globals())
