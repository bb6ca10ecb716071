# SPDX-License-Identifier: MIT
"""tests/profile/test_numeric.py - profile builds compute what plain builds compute
(issue 30), and one place with two conditions is two sites.

numeric.c uses hint values as numbers: likely()/unlikely() of probable_likely.h,
a project's LIKELY() through PROBABLE_MACRO_SITE (both a long, exactly !!(x), as
__builtin_expect(!!(x), c)), VLIKELY() through PROBABLE_MACRO_VALUE_SITE (x
itself as a long, as zstd's __builtin_expect((x), 1)) and probable() (an int),
in arithmetic against unsigned, sizeof, _Generic, C++ overloads, template
deduction and arguments, auto, decltype.  Built plain and profiled, at -O2 and
-O0 (make test: plain -O2 against profiled -O0 and -O2; plain -O0 too under
PROBABLE_TEST_EXHAUSTIVE=1), as C with gcc and clang and as C++ with g++ and
clang++: every output must be the same, and the values numeric.c's comment
gives (LP64).  Also built as C89 with -pedantic -Werror, profiled (gnu89
too under PROBABLE_TEST_EXHAUSTIVE=1).

cond.h is included by cond_a.c (-DCOND_LIMIT=7) and cond_b.c (3): the report
has two sites at its line, "expanded" "x > 7" and "x > 3", each with its own
counts, also after a second run merges into the same file; in C++ also one
template line, two instances ("instance"), each its own counts.  Its line
@unit expands alike in both units but is true 20% of the time in one and 80%
in the other: two records, each naming its unit ("unit"), each its own
counts (never one averaged rate), in the file merge too."""

import os
import re

from profiletest import EXHAUSTIVE, build, fixture, marker_line, per_compiler, require_x86, run, sites, tmpdir

# numeric.c's output on LP64, in every build (the plain build's meaning)
WANT = {
    "likely": "long 8", "unlikely": "long 8", "LIKELY": "long 8", "VLIKELY": "long 8",
    "probable": "int 4",
    "lik": "-800", "unl": "0", "mac": "-500", "val": "1800", "tv": "-1500", "big": "2", "mixed": "-3",
}
WANT_CXX = {
    "auto": "long -1", "decltype": "long", "deduced": "long long long int",
    "control": "unsigned unsigned long bool", "template-size": "8 8",
}


def setUpModule():
    require_x86()


def lang(cc):
    return ["-x", "c++"] if cc.endswith("++") else []


def parsed(out):
    d = {}
    for line in out.splitlines():
        k, _, v = line.partition(" ")
        d[k] = v
    return d


class Numeric:
    def outputs(self):
        """{label: stdout} of numeric.c built plain and profiled"""
        builds = [("plain -O2", False, "-O2"), ("profiled -O0", True, "-O0"), ("profiled -O2", True, "-O2")]
        if EXHAUSTIVE:
            builds.append(("plain -O0", False, "-O0"))
        out = {}
        for label, prof, opt in builds:
            prog = build("numeric.c", self.cc, lang(self.cc) + [opt], profile=prof)
            out[label] = run(prog, report=prog + ".json" if prof else None).stdout
        return out

    def test_same_output(self):
        """numeric.c: plain and profiled builds (-O0, -O2) print the same: the hints' types and values"""
        out = self.outputs()
        ref = out["plain -O2"]
        for label, text in out.items():
            self.assertEqual(text, ref, "%s %s prints another result than the plain build" % (self.cc, label))
        want = dict(WANT, **(WANT_CXX if self.cc.endswith("++") else {}))
        self.assertEqual(parsed(ref), want)

    def test_value_site_counts(self):
        """numeric.c profiled: each form counts its truth (VLIKELY(u & 6): true when u & 6 != 0)"""
        prog = build("numeric.c", self.cc, lang(self.cc), profile=True)
        rep = run(prog, report=prog + ".json").report
        self.assertSite(rep, {"line": "@lik"}, macro="likely", count=700, hits=600, expanded="u != 0")
        self.assertSite(rep, {"line": "@unl"}, macro="unlikely", count=700, hits=100)
        self.assertSite(rep, {"line": "@mac"}, macro="LIKELY", count=700, hits=500)
        self.assertSite(rep, {"line": "@val"}, macro="VLIKELY", count=700, hits=500, expr="u & 6")
        self.assertSite(rep, {"line": "@big"}, macro="VLIKELY", count=1, hits=1)


per_compiler(Numeric, ["gcc", "clang", "g++", "clang++"], globals(), sample_them=False)


class C89:
    def test_c89_werror(self):
        """profile mode under -std=c89 -pedantic -Wall -Wextra -Werror (the runtime declares its own vsnprintf): builds, same output"""
        ref = run(build("numeric.c", self.cc, ["-O2"], profile=False)).stdout
        for std in ("-std=c89", "-std=gnu89") if EXHAUSTIVE else ("-std=c89",):
            prog = build("numeric.c", self.cc, [std, "-pedantic", "-Wall", "-Wextra", "-Werror"])
            self.assertEqual(run(prog).stdout, ref)


per_compiler(C89, ["gcc", "clang"], globals(), sample_them=False)


class TwoConditions:
    def program(self):
        d = os.path.join(tmpdir(), "cond-%s" % self.cc.replace("+", "x"))
        a = build("cond_a.c", self.cc, lang(self.cc) + ["-c", "-DCOND_LIMIT=7"], out=d + "-a.o")
        b = build("cond_b.c", self.cc, lang(self.cc) + ["-c"], out=d + "-b.o")
        return build([a, b], self.cc, out=d)

    def test_two_sites(self):
        """cond.h included under -DCOND_LIMIT=7 and without: two sites at one line, each its own counts"""
        prog = self.program()
        rep = run(prog, report=prog + ".json").report
        cxx = self.cc.endswith("++")
        self.assertEqual(len(sites(rep, line="@hdr")), 2, rep["sites"])
        self.assertSite(rep, {"line": "@hdr", "expanded": "x > 7"}, expr="x > COND_LIMIT", count=100, hits=92)
        self.assertSite(rep, {"line": "@hdr", "expanded": "x > 3"}, expr="x > COND_LIMIT", count=100, hits=96)
        for s in sites(rep, line="@hdr"):
            self.assertEqual("instance" in s, cxx, s)
        self.assertEqual(sorted(s["unit"] for s in sites(rep, line="@hdr")), [fixture("cond_a.c"), fixture("cond_b.c")])
        self.assertUnits(rep, 1)
        if cxx:
            tpl = sites(rep, line="@tpl")
            self.assertEqual(len(tpl), 2, rep["sites"])
            # g++: "... [with unsigned int N = 3]", clang++: "... [N = 3U]"
            got = sorted((re.search(r"N = (\d+)", s["instance"]).group(1), s["count"], s["hits"]) for s in tpl)
            self.assertEqual(got, [("3", 100, 97), ("5", 100, 95)])

    def assertUnits(self, rep, runs):
        """@unit: one record per unit, the unit's own counts (times runs)"""
        got = sorted((s.get("unit"), s["expanded"], s["count"], s["hits"]) for s in sites(rep, line="@unit"))
        self.assertEqual(got, [(fixture("cond_a.c"), "x < 20", 100 * runs, 20 * runs),
                               (fixture("cond_b.c"), "x < 20", 100 * runs, 80 * runs)], rep["sites"])

    def test_text_report(self):
        """the text report tells the two apart: "[expanded: x > 7]" and "[expanded: x > 3]" on the header's line"""
        err = run(self.program(), report="-", fmt="text").stderr
        line = marker_line(fixture("cond.h"), "hdr")
        for cond in ("x > 7", "x > 3"):
            self.assertRegex(err, r"cond\.h:%d cond_over\(\) x > COND_LIMIT \[expanded: %s\]\n" % (line, cond))

    def test_merged_into_file(self):
        """a second run merged into the same report file: still two sites, each count doubled"""
        prog = self.program()
        path = prog + ".merged.json"
        env = {"PROBABLE_PROFILE_RUN": "numeric-cond"}
        run(prog, report=path, env=env)
        rep = run(prog, report=("keep", path), env=env).report
        self.assertEqual(rep["dumps"], 2)
        self.assertSite(rep, {"line": "@hdr", "expanded": "x > 7"}, count=200, hits=184)
        self.assertSite(rep, {"line": "@hdr", "expanded": "x > 3"}, count=200, hits=192)
        self.assertUnits(rep, 2)
        if self.cc.endswith("++"):
            self.assertEqual(sorted((s["count"], s["hits"]) for s in sites(rep, line="@tpl")), [(200, 190), (200, 194)])


# (sampled: one C and one C++ compiler in make test, each its turn; all four
# under PROBABLE_TEST_EXHAUSTIVE=1)
per_compiler(TwoConditions, ["gcc", "clang", "g++", "clang++"], globals())
