# SPDX-License-Identifier: MIT
"""tests/profile/test_macros.py - the names a site is written with: a project's own
LIKELY()/UNLIKELY() pointed at probable with PROBABLE_MACRO_SITE (macro.c), and
the likely()/unlikely() compat header probable_likely.h (compat.c)."""

import os

from profiletest import INCLUDE, X86, ProfileTest, build, per_compiler, require_x86, run

N = 100000


def setUpModule():
    require_x86()


class UserMacro:
    def report(self):
        prog = build("macro.c", self.cc)
        return run(prog, report=prog + ".json")

    def test_expr_as_written(self):
        """LIKELY(x) = PROBABLE_MACRO_SITE(LIKELY, x, #x, 90): expr as written, the line of the use, macro LIKELY"""
        rep = self.report().report
        self.assertSite(rep, {"line": "@err"}, expr="ERR_isError(code)", macro="UNLIKELY", declared=10,
                        count=1000, hits=20, func="main")
        self.assertSite(rep, {"line": "@lit"}, expr="left >= 57-(9+9+8)", macro="LIKELY", declared=90,
                        count=1000, hits=690)
        self.assertSite(rep, {"line": "@paren"}, expr="(i & 3) != 0", macro="LIKELY", count=1000, hits=750)
        self.assertSite(rep, {"line": "@plain"}, expr="i % 5 == 0", macro="probable", count=1000, hits=200)
        self.assertEqual(len(rep["sites"]), 4)

    def test_plain_mode(self):
        """PROBABLE_MACRO_SITE without profile mode: builds warning-free, the same output"""
        self.assertEqual(run(build("macro.c", self.cc, profile=False)).stdout, self.report().stdout)


per_compiler(UserMacro, ["gcc", "clang", "g++"], globals())


class Compat:
    def flags(self):
        return ["-include", os.path.join(INCLUDE, "probable_likely.h")]

    def report(self):
        prog = build("compat.c", self.cc, self.flags())
        return run(prog, report=prog + ".json")

    def test_sites(self):
        """compat: likely() declares 90 (90000/100000 ok), unlikely() 10 (2000); likely() true 78%: needless; macro names likely/unlikely"""
        rep = self.report().report
        self.assertSite(rep, {"line": "@likely"}, expr="i % 10 != 0", declared=90, count=N, hits=90000,
                        hint="likely", verdict="ok", func="main", macro="likely")
        self.assertSite(rep, {"line": "@unlikely"}, expr="i % 50 == 0", declared=10, count=N, hits=2000,
                        hint="unlikely", macro="unlikely")
        self.assertSite(rep, {"line": "@likely2"}, expr="(i & 0xff) < 200", declared=90, hits=78160,
                        verdict="needless", suggest=78)  # a direction, right way round, 78 no hint on x86
        self.assertEqual(len(rep["sites"]), 3)

    def test_unchanged_without_profile(self):
        """compat: without PROBABLE_PROFILE it builds and prints the same, and writes no report"""
        out = self.report().stdout
        plain = build("compat.c", self.cc, self.flags(), profile=False)
        self.assertEqual(run(plain).stdout, out)
        self.assertEqual(run(build("compat.c", self.cc, profile=False)).stdout, out)
        self.assertEqual(run(plain, report="-", fmt=None).stderr, "")


per_compiler(Compat, ["gcc", "clang"], globals())
