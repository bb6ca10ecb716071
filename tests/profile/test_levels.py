# SPDX-License-Identifier: MIT
"""tests/profile/test_levels.py - exact counts at every optimisation level (levels.c):
at -O0 each evaluation counts through a call (probable_profile_count_, or in g++
probable_profile_gcount_), optimised inline; both must count the same, with gcc,
clang, g++ (C++17 and C++14: its records are then types local to the site) and
clang++: every branch form (probable, likely, PROBABLE_MACRO_SITE,
PROBABLE_MACRO_VALUE_SITE), probable() nested two and three deep in a probable()
condition, a get_unaligned_p() in a put_unaligned_p()'s value, and in C++ a site in
a template instantiated twice; the program's output the plain build's.  An -O0
unit and an -O2 unit linked together in either order (tu_a.c, tu_b.c) count
exactly.  -O2 with -DPROBABLE_PROFILE_COUNT_BY_CALL counts through -O0's call
(the form that costs the compiler least), as exactly."""

import os
import re
import subprocess

from profiletest import INCLUDE, ProfileTest, build, fixture, per_compiler, require_x86, run, scratch, sites

N = 12000
LEVELS = ("-O0", "-O2", "-O2 -DPROBABLE_PROFILE_COUNT_BY_CALL")

# (selector, count, hits): the sites of levels.c
BRANCH = (
    ({"line": "@mod4", "expr": "i % 4 == 0", "macro": "probable"}, N, 3000),
    ({"line": "@lik", "expr": "i % 10 != 3", "macro": "likely"}, N, 10800),
    ({"line": "@mac", "expr": "i % 8 != 0", "macro": "LIKELY"}, N, 10500),
    ({"line": "@val", "expr": "i % 7", "macro": "VALUE"}, N, N - (N + 6) // 7),
)
NESTED = (
    ({"line": "@nest2", "expr": "probable(x2, 50) || probable(x3, 30)"}, N, 8000),
    ({"line": "@nest2", "expr": "x2"}, N, 6000),
    ({"line": "@nest2", "expr": "x3"}, 6000, 2000),
    ({"line": "@nest3", "expr": "probable(probable(x5, 20) && x2, 10) || x3"}, N, 4800),
    ({"line": "@nest3", "expr": "probable(x5, 20) && x2"}, N, 1200),
    ({"line": "@nest3", "expr": "x5"}, N, 2400),
)
UNALIGNED = (
    ({"line": "@get", "expr": "p32", "macro": "get_unaligned_p"}, N, 9000),
    ({"line": "@put", "expr": "p32", "macro": "get_unaligned_p"}, N, 9000),
    ({"line": "@put", "expr": "q16", "macro": "put_unaligned_p"}, N, 6000),
)


def setUpModule():
    require_x86()


class Levels:
    """levels.c at -O0 and -O2: every site's count and hits, exactly"""

    def flags(self):
        return ["-x", "c++"] if "++" in self.cc else []

    def report(self, opt):
        prog = build("levels.c", self.cc, self.flags() + opt.split())
        r = run(prog, report=prog + ".json")
        self.assertEqual(r.stderr, "")
        return r

    def check(self, want):
        for opt in LEVELS:
            rep = self.report(opt).report
            for sel, count, hits in want:
                with self.subTest(opt=opt, site=sel):
                    self.assertSite(rep, sel, count=count, hits=hits)

    def test_branch_forms(self):
        """levels.c -O0 and -O2: probable 3000, likely 10800, LIKELY 10500, VALUE 10285 of 12000"""
        self.check(BRANCH)

    def test_nested(self):
        """levels.c -O0 and -O2: probable() nested 2 and 3 deep in a condition: each level exact"""
        self.check(NESTED)

    def test_unaligned(self):
        """levels.c -O0 and -O2: get 9000, a get inside a put's value 9000, the put 6000 of 12000"""
        self.check(UNALIGNED)

    def test_all_sites_listed(self):
        """levels.c -O0 and -O2: 13 sites in C, 15 in C++ (the template's two instances), nothing else"""
        for opt in LEVELS:
            rep = self.report(opt).report
            want = 15 if "++" in self.cc else 13
            self.assertEqual(len(rep["sites"]), want, (opt, [(s["expr"], s.get("instance")) for s in rep["sites"]]))

    def test_output_unchanged(self):
        """levels.c: the same output plain (-O2) and profiled at -O0 and -O2"""
        plain = run(build("levels.c", self.cc, self.flags(), profile=False)).stdout
        self.assertTrue(plain.startswith("levels "), plain)
        for opt in LEVELS:
            self.assertEqual(self.report(opt).stdout, plain, opt)


    def test_count_by_call(self):
        """-O2 -DPROBABLE_PROFILE_COUNT_BY_CALL: every site calls probable_profile_count_at_ (a relocation
        each); plain -O2 calls it nowhere"""
        if self.cc.startswith("g++"):
            self.skipTest("g++ counts in the site's template record, inline at every level")
        nsites = 15 if "++" in self.cc else 13
        d = scratch("bycall-" + re.sub(r"\W", "x", self.cc))
        for flags, want in ((["-O2"], False), (["-O2", "-DPROBABLE_PROFILE_COUNT_BY_CALL"], True)):
            obj = os.path.join(d, "levels.o")
            cmd = self.cc.split() + self.flags() + flags + ["-I" + INCLUDE, "-DPROBABLE_PROFILE", "-c",
                                                           fixture("levels.c"), "-o", obj]
            p = subprocess.run(cmd, capture_output=True, text=True)
            self.assertEqual((p.returncode, p.stderr), (0, ""), " ".join(cmd))
            dis = subprocess.run(["objdump", "-dr", obj], capture_output=True, text=True, check=True).stdout
            calls = len(re.findall(r"R_X86_64_PLT32\s+probable_profile_count_at_-0x4", dis))
            self.assertEqual(calls >= nsites, want, (flags, calls))
            if not want:
                self.assertEqual(calls, 0, flags)

    def test_count_by_call_constant(self):
        """a condition the compiler knows (sizeof): "constant" at -O2, inline and by call; at -O0 the
        call gets a value the compiler does not follow, so not constant there (as the README says)"""
        if self.cc.startswith("g++"):
            self.skipTest("g++ counts in the site's template record, inline at every level")
        d = scratch("known-" + re.sub(r"\W", "x", self.cc))
        src = os.path.join(d, "known.c")
        with open(src, "w") as f:
            f.write("#include <probable.h>\n#include <stdio.h>\n"
                    "int main(void)\n{\n\tint i, n = 0;\n\tfor (i = 0; i < 300; i++)\n"
                    "\t\tif (probable(sizeof(void *) >= 8, 10)) /* @known */\n\t\t\tn++;\n"
                    "\tprintf(\"%d\\n\", n);\n\treturn 0;\n}\n")
        for flags, constant in ((["-O2"], 1), (["-O2", "-DPROBABLE_PROFILE_COUNT_BY_CALL"], 1), (["-O0"], 0)):
            prog = build(src, self.cc, self.flags() + flags, out=os.path.join(d, "known" + "".join(flags)))
            r = run(prog, report=prog + ".json")
            self.assertEqual(r.stdout.strip(), "300")
            with self.subTest(flags=flags):
                self.assertSite(r.report, {"line": "@known"}, count=300, hits=300, constant=constant)


class LevelsCxx(Levels):
    """levels.c in C++: the template's site too"""

    def test_templates(self):
        """levels.c C++ -O0 and -O2: a template's site, one record per instance: M = 2 6000, M = 5 2400"""
        for opt in LEVELS:
            rep = self.report(opt).report
            got = {}
            for s in sites(rep, line="@tpl"):
                m = re.search(r"M = (\d+)", s.get("instance") or "")
                self.assertTrue(m, s)
                got[int(m.group(1))] = (s["count"], s["hits"])
            self.assertEqual(got, {2: (N, 6000), 5: (N, 2400)}, opt)


class MixedLevels:
    """an -O0 unit or an -O2 one that counts by call (which define the counting
    function, weak) and an -O2 unit
    (which does not: GCC's runtime section of the first unit linked is the one
    kept) in one program, linked in either order: both units' sites exact"""

    def test_linked_either_order(self):
        """tu_a.c at -O0 (or -O2 -DPROBABLE_PROFILE_COUNT_BY_CALL) + tu_b.c at -O2, linked a-b and b-a:
        1000/250 and 4000/400 every time"""
        d = scratch("mixed-" + re.sub(r"\W", "x", self.cc))
        for first in (["-O0"], ["-O2", "-DPROBABLE_PROFILE_COUNT_BY_CALL"]):
            objs = {}
            for name, opts in (("tu_a", first), ("tu_b", ["-O2"])):
                objs[name] = os.path.join(d, name + ".o")
                cmd = [self.cc] + opts + ["-Wall", "-Wextra", "-I" + INCLUDE, "-DPROBABLE_PROFILE", "-c",
                                          fixture(name + ".c"), "-o", objs[name]]
                p = subprocess.run(cmd, capture_output=True, text=True)
                self.assertEqual((p.returncode, p.stderr), (0, ""), " ".join(cmd))
            for order in (("tu_a", "tu_b"), ("tu_b", "tu_a")):
                prog = os.path.join(d, "-".join(order))
                p = subprocess.run([self.cc] + [objs[o] for o in order] + ["-o", prog], capture_output=True,
                                   text=True)
                self.assertEqual((p.returncode, p.stderr), (0, ""), order)
                rep = run(prog, report=prog + ".json").report
                got = sorted((os.path.basename(x["file"]), x["count"], x["hits"]) for x in rep["sites"])
                self.assertEqual(got, [("tu_a.c", 1000, 250), ("tu_b.c", 4000, 400)], (first, order))


# gcc and clang always (the -O0 call and the inline count of C); the C++
# compilers sampled (every one under PROBABLE_TEST_EXHAUSTIVE=1)
per_compiler(Levels, ["gcc", "clang"], globals(), sample_them=False)
per_compiler(LevelsCxx, ["g++", "g++ -std=c++14", "clang++"], globals())
# gcc always: its runtime section is the one an order of units can get wrong
per_compiler(MixedLevels, ["gcc"], globals(), sample_them=False)
per_compiler(MixedLevels, ["clang"], globals())
