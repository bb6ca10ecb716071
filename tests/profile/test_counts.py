# SPDX-License-Identifier: MIT
"""tests/profile/test_counts.py - exact counts at known rates (counts.c) with gcc,
clang and g++; the program's output unchanged; the repo's examples; several
translation units -> one report; one record per site whatever the spelling of
its file's path (paths/)."""

import os
import re
import shutil
import unittest

from profiletest import (TOP, X86, ProfileTest, build, fixture, per_compiler, require_x86, run,
                         scratch, site, sites)

N = 100000


def setUpModule():
    require_x86()


class Counts:
    """counts.c: every site's count and hits, exactly"""

    def flags(self):
        return ["-x", "c++"] if self.cc == "g++" else []

    def report(self):
        prog = build("counts.c", self.cc, self.flags())
        return run(prog, report=os.path.join(os.path.dirname(prog), "counts-%s.json" % self.cc))

    def test_branch_sites(self):
        """counts.c: i % 4 == 0, i % 10 == 3, i < 0, i >= 0: 25000, 10000, 0, 100000 of 100000"""
        rep = self.report().report
        for tag, expr, hits, pc, hint in (("mod4", "i % 4 == 0", 25000, 25, "none"),
                                          ("mod10", "i % 10 == 3", 10000, 10, "unlikely"),
                                          ("never", "i < 0", 0, 0, "unlikely"),
                                          ("always", "i >= 0", N, 100, "likely")):
            self.assertSite(rep, {"line": "@" + tag}, expr=expr, kind="branch", count=N, hits=hits,
                            declared=pc, hint=hint, func="branches", macro="probable",
                            size=0)
            site(rep, line="@" + tag, file="counts.c")

    def test_nested(self):
        """counts.c: nested probable(): inner a 50000, outer (text as written) 66667"""
        rep = self.report().report
        self.assertSite(rep, {"expr": "a"}, line=site(rep, line="@nested", expr="a")["line"],
                        count=N, hits=50000, declared=50)
        self.assertSite(rep, {"expr": "probable(a, 50) || b"}, count=N,
                        hits=sum(1 for i in range(N) if i % 2 == 0 or i % 3 == 0), declared=60)

    def test_unaligned_sites(self):
        """counts.c: get/put_unaligned_p and the endian accessors: misaligned counts, sizes, macro names"""
        rep = self.report().report
        for tag, expr, hits, size, macro in (
                ("get32", "p32", 75000, 4, "get_unaligned_p"),
                ("put16", "p16", 50000, 2, "put_unaligned_p"),
                ("be32", "buf + 24 + i % 16", 75000, 4, "get_unaligned_be32_p"),
                ("le64", "buf + 40 + i % 8", 87500, 8, "put_unaligned_le64_p")):
            self.assertSite(rep, {"line": "@" + tag}, expr=expr, kind="unaligned", count=N, hits=hits,
                            size=size, macro=macro, func="unaligned", hint="safe")

    def test_unreached_listed(self):
        """counts.c: the site never executed is listed: count 0, verdict unreached, 11 sites in all"""
        rep = self.report().report
        self.assertSite(rep, {"line": "@unused"}, expr="x > 5", count=0, hits=0, verdict="unreached",
                        func="unused", declared=50, suggest=50)
        self.assertEqual(len(rep["sites"]), 11, [s["expr"] for s in rep["sites"]])

    def test_arithmetic(self):
        """counts.c: every site's observed, interval, hint, verdict, suggestion recompute"""
        self.assertArithmetic(self.report().report, X86)

    def test_output_unchanged(self):
        """counts.c: same stdout with and without -DPROBABLE_PROFILE, nothing on stderr"""
        r = self.report()
        plain = run(build("counts.c", self.cc, self.flags(), profile=False))
        self.assertEqual(r.stdout, plain.stdout)
        self.assertTrue(r.stdout.startswith("branches "))
        self.assertEqual(r.stderr, "")

    def test_off_no_report(self):
        """counts.c: PROBABLE_PROFILE=off or empty: no report, nothing on stderr"""
        prog = build("counts.c", self.cc, self.flags())
        for value in ("off", ""):
            d = scratch("off-" + re.sub(r"\W", "x", self.cc))
            r = run(prog, env={"PROBABLE_PROFILE": value}, cwd=d)
            self.assertEqual(r.stderr, "")
            self.assertEqual(os.listdir(d), [])


per_compiler(Counts, ["gcc", "clang", "g++"], globals())


class Examples(ProfileTest):
    def check_example(self, name):
        src = os.path.join(TOP, "examples", name + ".c")
        if not os.path.exists(src):
            self.skipTest("examples/%s.c not there" % name)
        prog = build(src, "gcc", ["-std=c99"])
        r = run(prog, report=prog + ".json")
        plain = run(build(src, "gcc", ["-std=c99"], profile=False))
        self.assertEqual(r.stdout, plain.stdout)
        rep = r.report
        self.assertArithmetic(rep, X86)
        self.assertTrue(all(s["file"].endswith(name + ".c") for s in rep["sites"]))

    def test_http_parse(self):
        """examples/http_parse.c: same output with and without profile mode; every site recomputes"""
        self.check_example("http_parse")

    def test_pcap_udp(self):
        """examples/pcap_udp.c: same output with and without profile mode; every site recomputes"""
        self.check_example("pcap_udp")


class TranslationUnits:
    def test_two_tus_one_report(self):
        """tu_a.c + tu_b.c: one report, both files' sites exact (1000/250, 4000/400)"""
        prog = build(["tu_a.c", "tu_b.c"], self.cc)
        rep = run(prog, report=prog + ".json").report
        self.assertSite(rep, {"line": "@tu-a", "file": "tu_a.c"}, func="main", count=1000, hits=250)
        self.assertSite(rep, {"line": "@tu-b", "file": "tu_b.c"}, func="tu_b_work", count=4000, hits=400)
        self.assertEqual(len(rep["sites"]), 2)
        text = run(prog, report="-", fmt=None).stderr
        self.assertEqual(text.count("probable profile: "), 1, text)

    def test_profiled_and_plain_tu(self):
        """tu_a.c profiled + tu_b.c not: only tu_a's site, the same output"""
        d = scratch("tu-mixed-" + self.cc)
        with open(fixture("tu_b.c")) as f:
            src = f.read().replace("#include <probable.h>", "#undef PROBABLE_PROFILE\n#include <probable.h>")
        with open(os.path.join(d, "tu_b_plain.c"), "w") as f:
            f.write(src)
        prog = build([fixture("tu_a.c"), os.path.join(d, "tu_b_plain.c")], self.cc)
        r = run(prog, report=prog + ".json")
        self.assertSite(r.report, {"line": "@tu-a"}, count=1000, hits=250)
        self.assertEqual(len(r.report["sites"]), 1)
        self.assertEqual(r.stdout, run(build(["tu_a.c", "tu_b.c"], self.cc)).stdout)


per_compiler(TranslationUnits, ["gcc", "clang"], globals())


class Paths:
    """paths/: one header reached through two spellings of its path"""

    def tree(self):
        d = scratch("paths-" + self.cc)
        shutil.copytree(fixture("paths"), os.path.join(d, "src"))
        os.makedirs(os.path.join(d, "src", "dir", "sub"))
        os.makedirs(os.path.join(d, "src", "build"))
        return os.path.join(d, "src")

    def test_one_record(self):
        """paths: dir//sub/../inc/paths.h and dir/inc/paths.h are one file, dir/inc/paths.h: one record per unit, 4000/2000 in all"""
        root = self.tree()
        prog = build(["paths_a.c", "paths_b.c"], self.cc, cwd=root, out=os.path.join(root, "prog"))
        rep = run(prog, report=os.path.join(root, "r.json")).report
        found = sites(rep, root=root, line="@paths-site")
        self.assertEqual(sorted((s["file"], s["unit"]) for s in found),
                         [("dir/inc/paths.h", "paths_a.c"), ("dir/inc/paths.h", "paths_b.c")], found)
        self.assertEqual((sum(s["count"] for s in found), sum(s["hits"] for s in found)), (4000, 2000))
        self.assertSite(rep, {"line": "@paths-main"}, root=root, file="paths_a.c", count=1000, hits=250)
        self.assertEqual(len(rep["sites"]), 3)

    def test_leading_dotdot_kept(self):
        """paths: built from a subdirectory (../paths_a.c): file ../dir/inc/paths.h, units ../paths_a.c and ../paths_b.c"""
        root = self.tree()
        bdir = os.path.join(root, "build")
        prog = build(["../paths_a.c", "../paths_b.c"], self.cc, cwd=bdir, out=os.path.join(bdir, "prog"))
        rep = run(prog, report=os.path.join(bdir, "r.json")).report
        found = sites(rep, root=bdir, line="@paths-site")
        self.assertEqual(sorted((s["file"], s["unit"]) for s in found),
                         [("../dir/inc/paths.h", "../paths_a.c"), ("../dir/inc/paths.h", "../paths_b.c")], found)
        self.assertEqual(sum(s["count"] for s in found), 4000)
        self.assertSite(rep, {"line": "@paths-main"}, root=bdir, file="../paths_a.c", count=1000)


per_compiler(Paths, ["gcc", "clang"], globals())
