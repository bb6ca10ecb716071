# SPDX-License-Identifier: MIT
"""tests/tools/test_gcov.py - verdicts from GCC's coverage counts: the
gcov JSON reader (versions 1 and 2, gzip or plain, unknown versions
refused whole), and the real gcc + gcov on the fixture programs of
fixtures/coverage/ (C and C++, -O0 judged, -O2 not judged: counts not
exact; a compound condition, a hint
macro defined in hints.h, an inlined function, a header function in two
translation units, a template, [[likely]], two hints on one line);
and the counts equal profile mode's for the same program and run.

Also the helpers the other coverage tests use (build_*, run_prog)."""

import glob
import gzip
import json
import os
import shutil
import subprocess
import tempfile
import unittest

from common import FIXTURES, TOP, fixture  # noqa: F401 - common puts tools/ on sys.path

from probable import coverage
from probable.errors import InputError
from probable.formats import gcov

COV = fixture("coverage")
INCLUDE = os.path.join(TOP, "include")
ARCH = "x86"  # thresholds 89/11: the expectations below do not depend on the machine


def have(tool):
    return shutil.which(tool) is not None


def sh(cmd, cwd, env=None):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, env=env)
    if p.returncode != 0:
        raise AssertionError("%s: %s" % (" ".join(cmd), p.stderr.decode(errors="replace")))
    return p.stdout


def build_gcov(tmp, sources, opt, cxx=False, extra=()):
    """Build the fixture sources with --coverage, run, and return the
    paths of gcov's .gcov.json.gz files (one per source)."""
    cc = "g++" if cxx else "gcc"
    std = ["-std=c++20"] if cxx else []
    objs = []
    for src in sources:
        obj = os.path.join(tmp, os.path.splitext(src)[0] + ".o")
        sh([cc, opt, "--coverage"] + std + list(extra) + ["-I" + INCLUDE, "-c", "-o", obj,
                                                          os.path.join(COV, src)], tmp)
        objs.append(obj)
    exe = os.path.join(tmp, "prog")
    sh([cc, "--coverage", "-pthread", "-o", exe] + objs, tmp)
    sh([exe], tmp)
    sh(["gcov", "-b", "--json-format", "-o", tmp] + [os.path.join(COV, s) for s in sources], tmp)
    return sorted(glob.glob(os.path.join(tmp, "*.gcov.json.gz")))


def run_profile(tmp, src, opt="-O0", cc="gcc"):
    """The same program built with -DPROBABLE_PROFILE and run: its
    report's sites by (basename, line)."""
    exe = os.path.join(tmp, "prof")
    sh([cc, opt, "-DPROBABLE_PROFILE", "-I" + INCLUDE, "-o", exe, os.path.join(COV, src), "-pthread"], tmp)
    out = os.path.join(tmp, "profile.json")
    sh([exe], tmp, env=dict(os.environ, PROBABLE_PROFILE=out, PROBABLE_PROFILE_FORMAT="json"))
    with open(out) as f:
        doc = json.load(f)
    return {(os.path.basename(s["file"]), s["line"]): s for s in doc["sites"]}


def by_line(reports, source=None):
    """{(file, line, nth): site} of coverage reports (one source)."""
    out = {}
    for r in reports:
        if source and r["source"] != source:
            continue
        for s in r["sites"]:
            out[(s["file"], s["line"], s.get("nth") or 0, s.get("verdict") == "unhinted")] = s
    return out


def site(sites, f, line, nth=0, unhinted=False):
    return sites[(f, line, nth, unhinted)]


# what the fixtures' counts are, by construction of prog.c (n = 20000)
PROG_C = {
    12: (20000, 1250, "miscalibrated", 6),  # inlined rare(): i % 16 == 0, declared 5
    24: (20000, 15000, "wrong", 75),        # probable(i % 4 != 0, 90)
    26: (20000, 18000, "ok", 90),           # LIKELY() from hints.h
    31: (20000, 10000, "needless", 50),     # UNLIKELY() from hints.h: a direction, 50% is between the thresholds
    35: (20000, 0, "miscalibrated", 0),     # probable(i < 0, 1)
}


class Reader(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def write(self, name, data):
        p = os.path.join(self.tmp, name)
        with open(p, "wb") as f:
            f.write(data)
        return p

    def test_v1_gzip_and_plain_read_alike(self):
        """format_version 1, .gcov.json.gz and plain: the same records, arcs with counts and fallthrough"""
        raw = open(fixture("coverage", "gcov-v1.json"), "rb").read()
        plain = gcov.read(self.write("a.json", raw))
        gz = gcov.read(self.write("a.gcov.json.gz", gzip.compress(raw)))
        self.assertEqual(plain, gz)
        rec = [r for r in plain if r["line"] == 24]
        self.assertEqual(len(rec), 1)
        self.assertEqual(rec[0]["arcs"], [(15000, True), (5000, False)])
        self.assertEqual(rec[0]["file"], "/src/proj/prog.c")  # joined to current_working_directory
        self.assertTrue(gcov.sniff(gzip.compress(raw)))
        self.assertTrue(coverage.sniff(raw) == "gcov")

    def test_v2_read(self):
        """format_version 2 (GCC 14: block ids, calls, conditions): the arcs read as in version 1"""
        recs = gcov.read(fixture("coverage", "gcov-v2.json"))
        self.assertEqual([(r["line"], r["arcs"]) for r in recs if r["arcs"]],
                         [(7, [(30, True), (70, False)])])

    def test_unknown_version_refused_in_one_line(self):
        """format_version 9: InputError naming the version, nothing read"""
        raw = open(fixture("coverage", "gcov-v1.json"), "rb").read().replace(
            b'"format_version": "1"', b'"format_version": "9"')
        with self.assertRaises(InputError) as cm:
            gcov.read(self.write("v9.json", raw))
        self.assertIn("format_version 9 is not known", str(cm.exception))
        self.assertNotIn("\n", str(cm.exception))

    def test_truncated_gzip_refused(self):
        """a cut .gcov.json.gz is refused, not half read"""
        raw = gzip.compress(open(fixture("coverage", "gcov-v1.json"), "rb").read())
        with self.assertRaises(InputError):
            gcov.read(self.write("cut.gcov.json.gz", raw[:len(raw) // 2]))

    def test_default_arch_is_the_hosts(self):
        """without --arch the counts are judged with this machine's arch (an arch of arch/arches.list)"""
        from probable.archdata import arch_table
        table = arch_table()
        self.assertIn(coverage.host_arch(table), table)
        r = coverage.report([fixture("coverage", "gcov-v1.json")], COV)
        self.assertEqual({s["arch"] for s in r[0]["sites"]}, {coverage.host_arch(table)})

    def test_sniff_by_content_not_name(self):
        """a gcov file named .txt is gcov; an llvm export named .gcov.json is not"""
        raw = open(fixture("coverage", "gcov-v1.json"), "rb").read()
        self.assertEqual(coverage.sniff(raw), "gcov")
        llvm = open(fixture("coverage", "llvm-v2.json"), "rb").read()
        self.assertEqual(coverage.sniff(llvm), "llvm-cov")


@unittest.skipUnless(have("gcc") and have("gcov"), "gcc or gcov missing (apt-get install gcc)")
class RealGcc(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def assert_not_exact(self, sites):
        """every hint site of an optimised build: not judged, the reason
        "counts not exact", never wrong, never compiled-out, no count"""
        hinted = [s for s in sites.values() if s["declared"] is not None]
        self.assertTrue(hinted)
        for s in hinted:
            if "hint sites on line" in (s.get("why") or ""):
                continue  # two on a line: not judged whatever the counts
            self.assertEqual((s["verdict"], s["count"]), ("not-judged", 0), s)
            self.assertIn("counts not exact", s["why"])
            self.assertIn("-O0", s["why"])

    def check_prog_c(self, opt):
        files = build_gcov(self.tmp, ["prog.c"], opt)
        sites = by_line(coverage.report(files, COV, ARCH))
        for line, (count, hits, verdict, sug) in PROG_C.items():
            s = site(sites, "prog.c", line)
            self.assertEqual((s["count"], s["hits"], s["verdict"], s["suggest"]),
                             (count, hits, verdict, sug), "%s line %d" % (opt, line))
            self.assertEqual(s["source"], "gcov")
        # a compound argument: GCC -O0 tests i > 5, then i % 3 == 0; the
        # whole argument true 6665 times (6, 9, ..., 19998)
        s = site(sites, "prog.c", 28)
        self.assertEqual((s["count"], s["hits"], s["verdict"], s["suggest"]),
                         (20000, sum(1 for i in range(20000) if i > 5 and i % 3 == 0), "wrong", 33))
        u = site(sites, "prog.c", 33, unhinted=True)
        self.assertEqual((u["count"], u["hits"], u["declared"]), (20000, 200, None))
        self.assertIn("probable(i % 100 == 0, 1)", u["why"])
        return sites

    def test_c_O0(self):
        """gcc -O0: exact counts of every judged site, the compound argument's whole value too, the missing hint found"""
        self.check_prog_c("-O0")

    def test_c_O2(self):
        """gcc -O2 inlines rare() before counting: no hint site is judged ("counts not exact"), none compiled-out, and no missing hint is offered"""
        files = build_gcov(self.tmp, ["prog.c"], "-O2")
        sites = by_line(coverage.report(files, COV, ARCH))
        self.assert_not_exact(sites)
        self.assertFalse([k for k in sites if k[3]], "no missing hint from inexact counts")

    def test_cxx_O0(self):
        """g++ -O0: a header function in two units summed, template instances summed, [[likely]], two hints on a line not judged"""
        files = build_gcov(self.tmp, ["prog.cc", "other.cc"], "-O0", cxx=True)
        sites = by_line(coverage.report(files, COV, ARCH))
        s = site(sites, "inl.h", 8)
        self.assertEqual((s["count"], s["hits"], s["verdict"]), (24000, 3000, "needless"))
        s = site(sites, "prog.cc", 12)
        self.assertEqual((s["count"], s["hits"], s["verdict"]), (24000, 8000, "miscalibrated"))
        s = site(sites, "prog.cc", 24)
        self.assertEqual((s["macro"], s["count"], s["hits"], s["verdict"]), ("[[likely]]", 12000, 9600, "needless"))
        for nth in (0,):
            for line_site in [k for k in sites if k[0] == "prog.cc" and k[1] == 26]:
                self.assertEqual(sites[line_site]["verdict"], "not-judged")
                self.assertIn("gcov has no columns", sites[line_site]["why"])

    def test_cxx_O2_never_guesses(self):
        """g++ -O2 moves an inlined template's branch to its caller's line: no site is judged from those counts ("counts not exact"), none is compiled-out"""
        files = build_gcov(self.tmp, ["prog.cc", "other.cc"], "-O2", cxx=True)
        sites = by_line(coverage.report(files, COV, ARCH))
        self.assert_not_exact(sites)

    def test_loops_O0(self):
        """while, for and do-while conditions (true is the arc that does not fall through): counts equal profile mode's"""
        files = build_gcov(self.tmp, ["loops.c"], "-O0")
        sites = by_line(coverage.report(files, COV, ARCH))
        prof = run_profile(self.tmp, "loops.c")
        want = {14: (1001, 1000), 16: (501, 500), 20: (1500, 1499)}
        for line, counts in want.items():
            s = site(sites, "loops.c", line)
            self.assertEqual((s["count"], s["hits"]), counts, line)
            p = prof[("loops.c", line)]
            self.assertEqual((s["count"], s["hits"], s["verdict"]), (p["count"], p["hits"], p["verdict"]))
        self.assertFalse([k for k in sites if k[3]], "a loop condition is no missing hint")

    def test_counts_equal_profile_mode(self):
        """the same program built with -DPROBABLE_PROFILE and run: every probable() site gcov judges has profile mode's count and hits"""
        files = build_gcov(self.tmp, ["prog.c"], "-O0")
        sites = by_line(coverage.report(files, COV, ARCH))
        prof = run_profile(self.tmp, "prog.c")
        compared = 0
        for (f, line, nth, un), s in sites.items():
            if un or s["verdict"] in ("not-judged", "compiled-out") or s["macro"] != "probable":
                continue
            p = prof[(f, line)]
            self.assertEqual((s["count"], s["hits"]), (p["count"], p["hits"]), "%s:%d" % (f, line))
            self.assertEqual(s["verdict"], p["verdict"], "%s:%d" % (f, line))
            compared += 1
        self.assertEqual(compared, 4)  # lines 12, 24, 28 (a compound argument), 35


if __name__ == "__main__":
    unittest.main()
