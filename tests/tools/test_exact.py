# SPDX-License-Identifier: MIT
"""tests/tools/test_exact.py - only exact counts are judged, and one site
has one condition, for coverage counts (gcov, llvm-cov, the kernel).

The data in fixtures/exact/ was made by gcc 12 + gcov 12 and clang 14 +
llvm-cov 14 from the programs beside it (fixtures/exact/make.sh remakes
it):

- two.c calls the static inline hot() of hot.h from two functions: its
  hint is true 40% of 20,000 evaluations (30% of one caller's 10,000,
  50% of the other's).  gcc -O0 counts 20,000 (judged wrong, write 40);
  gcc -O2 inlines it before counting and its line counts one copy,
  10,000 at 50% (judged, that would be "wrong, write 50"): not judged,
  counts not exact; so with -O0 and always_inline.  clang -O2 counts
  20,000 (its counters are placed before optimisation).
- ext.c: a function with external linkage, emitted and also inlined by
  -O2 into two callers: its line counts 10,000 of 30,000, and the
  callers' lines carry branches their source does not make.
- lim.h's hint under -DLIM=3 in ua.c and -DLIM=9 (or 3) in ub.c: one
  header line, two units, two conditions.
- inst.cc: one line, two template instances with different conditions.

RealCompilers builds two.c again at test time (gcc -O0 and -O2; clang -O2)
and asserts the same."""

import json
import os
import shutil
import subprocess
import tempfile
import unittest

from common import fixture, run_report
from fixcommon import run_fix

from probable import coverage

EX = fixture("exact")
ARCH = "x86"  # thresholds 89/11


def have(tool):
    return shutil.which(tool) is not None


def sites_of(paths, root=EX):
    """{(file, line): site} of the hinted sites judged from paths."""
    out = {}
    for r in coverage.report([os.path.join(EX, p) if not os.path.isabs(p) else p for p in paths],
                             root, ARCH):
        for s in r["sites"]:
            if s["declared"] is not None:
                out[(s["file"], s["line"])] = s
    return out


class Exact(unittest.TestCase):
    def assert_not_exact(self, s):
        """not judged: no count, the reason, the build that gives exact
        counts; never wrong, never compiled-out"""
        self.assertEqual((s["verdict"], s["count"], s["hits"]), ("not-judged", 0, 0), s)
        self.assertTrue(s["why"].startswith("counts not exact ("), s["why"])
        self.assertIn("-O0 and without always_inline", s["why"])

    def test_gcov_O0_exact_judged(self):
        """gcc -O0: hot()'s line has every evaluation (20,000, 40% true): judged wrong, write 40"""
        s = sites_of(["two-O0.gcov.json"])[("hot.h", 13)]
        self.assertEqual((s["verdict"], s["count"], s["hits"], s["suggest"]), ("wrong", 20000, 8000, 40))

    def test_gcov_O2_inlined_copies_not_judged(self):
        """gcc -O2: the line counts 10,000 of 20,000 at 50% (one inlined copy): not judged, never "wrong, write 50\""""
        data = json.load(open(os.path.join(EX, "two-O2.gcov.json")))
        # the data itself: the copy gcov kept counts half the evaluations
        rec = [ln for f in data["files"] if f["file"].endswith("hot.h") for ln in f["lines"]
               if ln["line_number"] == 13]
        self.assertEqual([(ln["count"], ln["branches"][0]["count"]) for ln in rec], [(10000, 5000)])
        self.assert_not_exact(sites_of(["two-O2.gcov.json"])[("hot.h", 13)])

    def test_gcov_O0_always_inline_not_judged(self):
        """gcc -O0 inlines always_inline before counting, and gcov 12 files call_a()'s copy of hot.h:13 under two.c:13 (call_a() spans line 13 there): hot.h:13 counts call_b()'s copy alone (10,000 of 20,000): not judged, the clash named"""
        s = sites_of(["two-O0-always.gcov.json"])[("hot.h", 13)]
        self.assert_not_exact(s)
        self.assertIn("line 13 of hot.h was inlined, and two.c has branches on line 13", s["why"])

    def test_gcov_clash_without_record_not_compiled_out(self):
        """an always_inline hint line with no record of its own, where the caller's file has branches on the same line number (gcov 12 files the copies there): not judged, counts not exact, never compiled-out"""
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        doc = json.load(open(os.path.join(EX, "two-O0-always.gcov.json")))
        for f in doc["files"]:
            f["lines"] = [ln for ln in f["lines"] if not (f["file"].endswith("hot.h") and ln["line_number"] == 13)]
        with open(os.path.join(tmp, "x.gcov.json"), "w") as g:
            json.dump(doc, g)
        s = sites_of([os.path.join(tmp, "x.gcov.json")])[("hot.h", 13)]
        self.assert_not_exact(s)
        self.assertIn("files an inlined copy's line under its caller's line number", s["why"])

    def test_gcov_emitted_and_inlined(self):
        """ext.c: -O0 counts 30,000 (judged); -O2 keeps the function and inlines it twice: its line has an owner but counts 10,000, and the callers' branchless lines give it away: not judged"""
        s = sites_of(["ext-O0.gcov.json"])[("ext.c", 8)]
        self.assertEqual((s["verdict"], s["count"], s["hits"]), ("wrong", 30000, 9000))
        s = sites_of(["ext-O2.gcov.json"])[("ext.c", 8)]
        self.assert_not_exact(s)
        self.assertIn("line 12 of ext.c has 1 branch its source does not make", s["why"])

    def test_gcov_no_record_is_compiled_out_only_when_exact(self):
        """a hint line without a record: compiled-out in an exact build, not judged (never compiled-out) in a build that inlined"""
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        for name in ("two-O0.gcov.json", "two-O2.gcov.json"):
            doc = json.load(open(os.path.join(EX, name)))
            for f in doc["files"]:
                f["lines"] = [ln for ln in f["lines"] if not (f["file"].endswith("hot.h") and ln["line_number"] == 13)]
            with open(os.path.join(tmp, name), "w") as g:
                json.dump(doc, g)
        s = sites_of([os.path.join(tmp, "two-O0.gcov.json")])[("hot.h", 13)]
        self.assertEqual(s["verdict"], "compiled-out")
        s = sites_of([os.path.join(tmp, "two-O2.gcov.json")])[("hot.h", 13)]
        self.assert_not_exact(s)
        self.assertIn("no record of line 13", s["why"])

    def test_llvm_O2_always_inline_exact(self):
        """clang -O2 with always_inline and two callers: llvm-cov counts all 20,000: judged wrong, write 40"""
        s = sites_of(["two-O2.llvm.json"])[("hot.h", 13)]
        self.assertEqual((s["verdict"], s["count"], s["hits"], s["suggest"]), ("wrong", 20000, 8000, 40))

    def test_output_says_how_many_and_which_build(self):
        """probable-report text: one line on stderr with the number of sites whose counts are not exact and the build that gives exact ones"""
        rc, out, err = run_report("text", os.path.join(EX, "two-O2.gcov.json"), os.path.join(EX, "ext-O2.gcov.json"),
                                  "--root", EX, "--arch", ARCH)
        self.assertEqual(rc, 0, err)
        self.assertIn("probable-report: 2 hint sites not judged from gcov: counts not exact (code inlined "
                      "before counting); build the coverage run with -O0 and without always_inline for "
                      "exact counts (docs/coverage.md)\n", err)
        self.assertNotIn("wrong", out.split("\n", 3)[3])


class OneCondition(unittest.TestCase):
    def test_two_units_two_conditions_never_pooled(self):
        """lim.h:8 under -DLIM=3 and -DLIM=9: never one rate (60%); not judged, each unit's counts listed"""
        s = sites_of(["lim-a.gcov.json", "lim-b9.gcov.json"])[("lim.h", 8)]
        self.assertEqual((s["verdict"], s["count"], s["hits"]), ("not-judged", 0, 0))
        self.assertIn("the 2 units at this line disagree", s["why"])
        self.assertIn("30.0% of 10000", s["why"])
        self.assertIn("90.0% of 10000", s["why"])
        self.assertEqual(sorted((os.path.basename(p["unit"]), p["count"], p["hits"]) for p in s["parts"]),
                         [("ua.gcda", 10000, 3000), ("ub.gcda", 10000, 9000)])

    def test_two_units_one_condition_pooled(self):
        """lim.h:8 under -DLIM=3 in both units: the counts agree and add (20,000), the units named"""
        s = sites_of(["lim-a.gcov.json", "lim-b3.gcov.json"])[("lim.h", 8)]
        self.assertEqual((s["verdict"], s["count"], s["hits"], s["suggest"]), ("wrong", 20000, 6000, 30))
        self.assertEqual(sorted(os.path.basename(p["unit"]) for p in s["parts"]), ["ua.gcda", "ub.gcda"])

    def test_template_instances_gcov_and_llvm(self):
        """pick<3> and pick<9> on one line: not judged from gcov or llvm-cov, each instance listed"""
        for name, want in (("inst-O0.gcov.json", ["int pick<3>(int)", "int pick<9>(int)"]),
                           ("inst-O2.llvm.json", ["_Z4pickILi3EEii", "_Z4pickILi9EEii"])):
            s = sites_of([name])[("inst.cc", 8)]
            self.assertEqual((s["verdict"], s["count"]), ("not-judged", 0), name)
            self.assertIn("the 2 instances at this line disagree", s["why"])
            self.assertEqual(sorted((p["instance"], p["count"], p["hits"]) for p in s["parts"]),
                             [(want[0], 10000, 3000), (want[1], 10000, 9000)], name)

    def test_kernel_rows(self):
        """kernel: rows of one header line that disagree are not judged; rows that agree add; a header line without a row is not judged (not compiled-out); a .c line without one is compiled-out"""
        k = os.path.join(EX, "kernel")
        s = sites_of([os.path.join(k, "branch_annotated")], os.path.join(k, "src"))
        below = s[("include/linux/range.h", 4)]
        self.assertEqual((below["verdict"], below["count"]), ("not-judged", 0))
        self.assertEqual([(p["count"], p["hits"]) for p in below["parts"]], [(10000, 3000), (10000, 9000)])
        same = s[("include/linux/range.h", 16)]
        self.assertEqual((same["verdict"], same["count"], same["hits"]), ("wrong", 20000, 6000))
        above = s[("include/linux/range.h", 10)]
        self.assertEqual(above["verdict"], "not-judged")
        self.assertIn("not proof that no code is there", above["why"])
        self.assertEqual(s[("lib/walk.c", 7)]["verdict"], "compiled-out")


class Fix(unittest.TestCase):
    def test_fix_refuses(self):
        """probable-fix --explain: a place whose units disagree, and counts not exact, are kept with the reason; the same counts from one condition are rewritten"""
        rc, out, err = run_fix(os.path.join(EX, "lim-a.gcov.json"), os.path.join(EX, "lim-b9.gcov.json"),
                               "--root", EX, "--explain", "--rewrite-likely")
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("keep lim.h:8: likely(v % 10 < LIM) pc 90: verdict not-judged: the 2 units at this "
                      "line disagree", err)
        rc, out, err = run_fix(os.path.join(EX, "two-O2.gcov.json"), "--root", EX, "--explain", "--rewrite-likely")
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("keep hot.h:13: likely(v % 10 < 3) pc 90: verdict not-judged: counts not exact", err)
        rc, out, err = run_fix(os.path.join(EX, "lim-a.gcov.json"), os.path.join(EX, "lim-b3.gcov.json"),
                               "--root", EX, "--explain", "--rewrite-likely", "--add-include", "")
        self.assertEqual(rc, 0, err)
        self.assertIn("+\tif (probable(v % 10 < LIM, 30))", out)


    def test_fix_reads_the_level_from_the_compile_database(self):
        """gcov counts with no sign of inlining are rewritten, unless -p's compile database builds with --coverage at -O2: then kept, with the reason"""
        rc, out, err = run_fix(os.path.join(EX, "two-O0.gcov.json"), "--root", EX, "--explain",
                               "--rewrite-likely", "--add-include", "")
        self.assertEqual(rc, 0, err)
        self.assertIn("+\tif (probable(v % 10 < 3, 40))", out)
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        with open(os.path.join(tmp, "compile_commands.json"), "w") as f:
            json.dump([{"directory": EX, "file": "two.c",
                        "arguments": ["gcc", "-O2", "--coverage", "-c", "two.c"]}], f)
        rc, out, err = run_fix(os.path.join(EX, "two-O0.gcov.json"), "--root", EX, "--explain",
                               "--rewrite-likely", "--add-include", "", "-p", tmp)
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("keep hot.h:13: likely(v %% 10 < 3) pc 90: counts not exact: %s builds two.c with "
                      "--coverage -O2, and GCC inlines before it counts; build the coverage run with -O0"
                      % os.path.join(tmp, "compile_commands.json"), err)


@unittest.skipUnless(have("gcc") and have("gcov"), "gcc or gcov missing (apt-get install gcc)")
class RealCompilers(unittest.TestCase):
    """two.c built now: what this machine's compilers count"""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        for n in ("two.c", "hot.h"):
            shutil.copy(os.path.join(EX, n), self.tmp)

    def sh(self, *cmd, **kw):
        p = subprocess.run(list(cmd), cwd=self.tmp, capture_output=True, **kw)
        self.assertEqual(p.returncode, 0, p.stderr.decode(errors="replace"))

    def gcov(self, opt):
        for f in os.listdir(self.tmp):
            if f.endswith((".gcda", ".gcno", ".gz")):
                os.unlink(os.path.join(self.tmp, f))
        self.sh("gcc", opt, "--coverage", "-o", "p", "two.c")
        self.sh("./p")
        self.sh("gcov", "-b", "--json-format", "p-two.gcda")
        return sites_of([os.path.join(self.tmp, "p-two.gcov.json.gz")], self.tmp)[("hot.h", 13)]

    def test_gcc_O0_and_O2(self):
        """gcc -O0: 20,000, wrong, write 40; gcc -O2: not judged (counts not exact), never wrong, never compiled-out"""
        s = self.gcov("-O0")
        self.assertEqual((s["verdict"], s["count"], s["hits"], s["suggest"]), ("wrong", 20000, 8000, 40))
        s = self.gcov("-O2")
        self.assertEqual((s["verdict"], s["count"]), ("not-judged", 0))
        self.assertIn("counts not exact", s["why"])

    @unittest.skipUnless(have("g++"), "g++ missing")
    def test_cxx_calls_that_may_throw(self):
        """g++ -O0: a line whose call may throw (one arc and a throw arc) is no sign of inlining: the site judged, 900 of 1,000"""
        shutil.copy(os.path.join(EX, "throws.cc"), self.tmp)
        self.sh("g++", "-O0", "--coverage", "-o", "t", "throws.cc")
        self.sh("./t")
        self.sh("gcov", "-b", "--json-format", "t-throws.gcda")
        s = sites_of([os.path.join(self.tmp, "t-throws.gcov.json.gz")], self.tmp)[("throws.cc", 12)]
        self.assertEqual((s["verdict"], s["count"], s["hits"]), ("ok", 1000, 900), s.get("why"))

    @unittest.skipUnless(have("clang") and have("llvm-profdata") and have("llvm-cov"), "clang or llvm tools missing")
    def test_clang_O2_always_inline(self):
        """clang -O2 -DFORCE_INLINE: llvm-cov counts all 20,000 evaluations: judged wrong, write 40"""
        self.sh("clang", "-O2", "-DFORCE_INLINE", "-fprofile-instr-generate", "-fcoverage-mapping", "-o", "q", "two.c")
        self.sh("./q", env=dict(os.environ, LLVM_PROFILE_FILE=os.path.join(self.tmp, "q.profraw")))
        self.sh("llvm-profdata", "merge", "-o", "q.profdata", "q.profraw")
        with open(os.path.join(self.tmp, "q.json"), "wb") as f:
            p = subprocess.run(["llvm-cov", "export", "-format=text", "-instr-profile", "q.profdata", "./q"],
                               cwd=self.tmp, stdout=f)
        self.assertEqual(p.returncode, 0)
        s = sites_of([os.path.join(self.tmp, "q.json")], self.tmp)[("hot.h", 13)]
        self.assertEqual((s["verdict"], s["count"], s["hits"], s["suggest"]), ("wrong", 20000, 8000, 40))


if __name__ == "__main__":
    unittest.main()
