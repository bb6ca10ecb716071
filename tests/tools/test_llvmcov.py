# SPDX-License-Identifier: MIT
"""tests/tools/test_llvmcov.py - verdicts from Clang's source-based
coverage: the llvm-cov export reader (versions 2 and 3, unknown ones
refused whole; branches inside macros read from expansions with their
call site), and the real clang + llvm-cov 14 and 19 on the fixture
programs at -O0 and -O2; counts equal profile mode's.  make test builds
each program with each clang and at each -O level once (common.diagonal:
14 at -O0, 19 at -O2), every pair under PROBABLE_TEST_EXHAUSTIVE=1."""

import atexit
import json
import os
import shutil
import tempfile
import unittest

from common import diagonal
from test_gcov import ARCH, COV, INCLUDE, PROG_C, by_line, have, run_profile, sh, site

from probable import coverage
from probable.errors import InputError
from probable.formats import llvmcov

VERSIONS = [v for v in ("14", "19") if have("clang-" + v) and have("llvm-cov-" + v)
            and have("llvm-profdata-" + v)]


_exports = {}


def build_llvm(tmp, v, sources, opt, cxx=False):
    """Build with -fprofile-instr-generate -fcoverage-mapping, run, export:
    the export's path.  Once per arguments in a run (two tests judge the same
    export): the export is kept in a directory of its own, removed at exit."""
    key = (v, tuple(sources), opt, cxx)
    if key not in _exports:
        keep = tempfile.mkdtemp()
        atexit.register(shutil.rmtree, keep, True)
        _exports[key] = _build_llvm(keep, v, sources, opt, cxx)
    return _exports[key]


def _build_llvm(tmp, v, sources, opt, cxx=False):
    cc = ("clang++-" if cxx else "clang-") + v
    std = ["-std=c++20"] if cxx else []
    exe = os.path.join(tmp, "prog" + v)
    sh([cc, opt] + std + ["-I" + INCLUDE, "-fprofile-instr-generate", "-fcoverage-mapping", "-o", exe]
       + [os.path.join(COV, s) for s in sources], tmp)
    raw = os.path.join(tmp, "p%s.profraw" % v)
    sh([exe], tmp, env=dict(os.environ, LLVM_PROFILE_FILE=raw))
    data = os.path.join(tmp, "p%s.profdata" % v)
    sh(["llvm-profdata-" + v, "merge", "-o", data, raw], tmp)
    out = os.path.join(tmp, "export%s.json" % v)
    with open(out, "wb") as f:
        f.write(sh(["llvm-cov-" + v, "export", "-format=text", "-instr-profile", data, exe], tmp))
    return out


class Reader(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        with open(os.path.join(COV, "llvm-v2.json")) as f:
            self.doc = json.load(f)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def write(self, doc):
        p = os.path.join(self.tmp, "x.json")
        with open(p, "w") as f:
            json.dump(doc, f)
        return p

    def test_macro_branch_at_its_call_site(self):
        """a branch inside LIKELY() (hints.h) is read from expansions: counted for prog.c at the call's line:col, placed in hints.h"""
        recs = llvmcov.read(os.path.join(COV, "llvm-v2.json"))
        r = [x for x in recs if x.get("call") == (26, 7)]
        self.assertEqual(len(r), 1)
        self.assertEqual((r[0]["file"], r[0]["true"], r[0]["false"]), ("/src/proj/prog.c", 18000, 2000))
        self.assertEqual(r[0]["in_macro"][0], "/src/proj/hints.h")

    def test_version_3_read(self):
        """export version 3.0.1 (LLVM 20+) reads as 2.0.1"""
        self.doc["version"] = "3.0.1"
        self.assertEqual(llvmcov.read(self.write(self.doc)), llvmcov.read(os.path.join(COV, "llvm-v2.json")))

    def test_unknown_version_refused(self):
        """export version 9.0.0: one InputError naming it, nothing read"""
        self.doc["version"] = "9.0.0"
        with self.assertRaises(InputError) as cm:
            llvmcov.read(self.write(self.doc))
        self.assertIn("version 9.0.0 is not known", str(cm.exception))

    def test_bad_branch_refused(self):
        """a branch array that is not nine integers is refused with where it is"""
        self.doc["data"][0]["functions"][0]["branches"] = [[1, 2, 3]]
        with self.assertRaises(InputError) as cm:
            llvmcov.read(self.write(self.doc))
        self.assertIn("functions[0].branches[0]", str(cm.exception))
        # an export without functions (-skip-functions): the files' lists
        del self.doc["data"][0]["functions"]
        self.doc["data"][0]["files"][0]["branches"] = [[1, 2, 3]]
        with self.assertRaises(InputError) as cm:
            llvmcov.read(self.write(self.doc))
        self.assertIn("files[0].branches[0]", str(cm.exception))

    def test_files_and_functions_agree(self):
        """the same export read from its functions and (with -skip-functions) from its files: the same sites judged alike"""
        a = by_line(coverage.report([os.path.join(COV, "llvm-v2.json")], COV, ARCH))
        del self.doc["data"][0]["functions"]
        b = by_line(coverage.report([self.write(self.doc)], COV, ARCH))
        self.assertEqual({k: (v["count"], v["hits"], v["verdict"]) for k, v in a.items()},
                         {k: (v["count"], v["hits"], v["verdict"]) for k, v in b.items()})

    def test_fixture_judged_under_root(self):
        """the stored export judged against the fixture sources (a root that is not where it was built)"""
        sites = by_line(coverage.report([os.path.join(COV, "llvm-v2.json")], COV, ARCH))
        for line, (count, hits, verdict, sug) in PROG_C.items():
            s = site(sites, "prog.c", line)
            self.assertEqual((s["count"], s["hits"], s["verdict"]), (count, hits, verdict), line)
        s = site(sites, "prog.c", 28)  # compound: llvm-cov has the whole condition's branch
        self.assertEqual((s["count"], s["hits"], s["verdict"]), (20000, 6665, "wrong"))


@unittest.skipUnless(VERSIONS, "no clang-14/19 with llvm-cov (apt-get install clang-14 llvm-14 clang-19 llvm-19)")
class RealClang(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_c(self):
        """clang 14 and 19, -O0 and -O2: exact counts, the compound condition judged from its own branch, the missing hint found"""
        for v, opt in diagonal(VERSIONS, ("-O0", "-O2")):
            with self.subTest(clang=v, opt=opt):
                sites = by_line(coverage.report([build_llvm(self.tmp, v, ["prog.c"], opt)], COV, ARCH))
                for line, (count, hits, verdict, sug) in PROG_C.items():
                    s = site(sites, "prog.c", line)
                    self.assertEqual((s["count"], s["hits"], s["verdict"], s["suggest"]),
                                     (count, hits, verdict, sug), line)
                    self.assertEqual(s["source"], "llvm-cov")
                s = site(sites, "prog.c", 28)
                self.assertEqual((s["count"], s["hits"]), (20000, 6665))
                u = site(sites, "prog.c", 33, unhinted=True)
                self.assertEqual((u["count"], u["hits"], u["declared"]), (20000, 200, None))
                # the for loop's condition is no missing hint
                self.assertNotIn(("prog.c", 23, 0, True), sites)

    def test_cxx(self):
        """clang++ 14 and 19, -O0 and -O2: header function in two units and template instances summed, [[likely]] judged, hints not used as a branch not judged"""
        for v, opt in diagonal(VERSIONS, ("-O0", "-O2")):
            with self.subTest(clang=v, opt=opt):
                exp = build_llvm(self.tmp, v, ["prog.cc", "other.cc"], opt, cxx=True)
                sites = by_line(coverage.report([exp], COV, ARCH))
                s = site(sites, "inl.h", 8)
                self.assertEqual((s["count"], s["hits"], s["verdict"]), (24000, 3000, "needless"))
                s = site(sites, "prog.cc", 12)
                self.assertEqual((s["count"], s["hits"], s["verdict"]), (24000, 8000, "miscalibrated"))
                s = site(sites, "prog.cc", 24)
                self.assertEqual((s["count"], s["hits"], s["verdict"]), (12000, 9600, "needless"))
                for k in [k for k in sites if k[:2] == ("prog.cc", 26)]:
                    self.assertEqual(sites[k]["verdict"], "not-judged")

    def test_loops(self):
        """while, for and do-while hints, -O0 and -O2: the do-while judged from the macro's own branch; while and for, whose macro expansions clang leaves out of the mapping, not judged (never another site's counts)"""
        want = {14: (1001, 1000), 16: (501, 500), 20: (1500, 1499)}
        for v, opt in diagonal(VERSIONS, ("-O0", "-O2")):
            with self.subTest(clang=v, opt=opt):
                sites = by_line(coverage.report([build_llvm(self.tmp, v, ["loops.c"], opt)], COV, ARCH))
                for line, counts in want.items():
                    s = site(sites, "loops.c", line)
                    if s["verdict"] == "not-judged":
                        self.assertNotEqual(line, 20)
                        self.assertIn("without its call site", s["why"])
                    else:
                        self.assertEqual((s["count"], s["hits"]), counts, line)

    def test_counts_equal_profile_mode(self):
        """the same program built with -DPROBABLE_PROFILE by the same clang: every probable() site has profile mode's count and hits"""
        for v in VERSIONS:
            with self.subTest(clang=v):
                sites = by_line(coverage.report([build_llvm(self.tmp, v, ["prog.c"], "-O0")], COV, ARCH))
                prof = run_profile(self.tmp, "prog.c", cc="clang-" + v)
                compared = 0
                for (f, line, nth, un), s in sites.items():
                    if un or s["macro"] != "probable":
                        continue
                    p = prof[(f, line)]
                    self.assertEqual((s["count"], s["hits"], s["verdict"]),
                                     (p["count"], p["hits"], p["verdict"]), "%s:%d" % (f, line))
                    compared += 1
                self.assertEqual(compared, 4)  # lines 12, 24, 28, 35


if __name__ == "__main__":
    unittest.main()
