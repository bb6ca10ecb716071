# SPDX-License-Identifier: MIT
"""tests/tools/test_cov_shapes.py - coverage that reaches real code: the
shapes LZ4 and zstd write (fixtures/cov_shapes/: always-inline helpers
with two callers in a header, hints in parentheses, in && and || chains,
in an error macro RETURN_ERROR_IF and a loop macro WHILE_BELOW, hint
macros from another header, a hint whose argument is an && / || tree
across lines as zstd writes it) built once in profile mode (the truth), once
with gcc -O0 --coverage (gcov) and once with each clang's source-based
coverage: every site profile mode counts is judged from gcov and from
llvm-cov with exactly profile mode's counts (issue 33 asks at least 90%:
here all but one from gcov -O0, whose chain tests a parameter of an
always_inline helper that GCC folds in a copy given a constant, not
judged with that reason; all with -Dalways_inline=noinline and from
llvm-cov), and the missing-hint suggestions are whole if/?:
conditions that went both ways: never a case label, never a condition
constant in every copy (isLittle(), t == byU16)."""

import glob
import os
import shutil
import tempfile
import unittest

from common import fixture
from test_gcov import INCLUDE, have, sh

from probable import coverage

SH = fixture("cov_shapes")
SRC = os.path.join(SH, "shapes.c")
ARCH = "x86"
# the code base's macros with a hint in their body, used as hint sites
MACROS = {"RETURN_ERROR_IF": 10, "WHILE_BELOW": 90, "SOFT_LIKELY": 90}
CLANGS = [v for v in ("14", "19") if have("clang-" + v) and have("llvm-cov-" + v)
          and have("llvm-profdata-" + v)]

_tmp = None


def tmpdir():
    global _tmp
    if _tmp is None:
        _tmp = tempfile.mkdtemp()
        import atexit
        atexit.register(shutil.rmtree, _tmp, True)
    return _tmp


_made = {}


def profile_sites():
    """profile mode's counts {(file, line, expr): (count, hits)}"""
    if "profile" not in _made:
        import json
        t = tmpdir()
        exe = os.path.join(t, "prof")
        sh(["gcc", "-O0", "-DPROBABLE_PROFILE", "-include", "probable_likely.h", "-I" + INCLUDE,
            "-DLIKELY(x)=likely(x)", "-DUNLIKELY(x)=unlikely(x)", "-DSOFT_LIKELY(x)=likely(x)",
            "-o", exe, SRC], t)
        out = os.path.join(t, "profile.json")
        sh([exe], t, env=dict(os.environ, PROBABLE_PROFILE=out, PROBABLE_PROFILE_FORMAT="json"))
        with open(out) as f:
            doc = json.load(f)
        _made["profile"] = {(os.path.basename(s["file"]), s["line"], " ".join(s["expr"].split())):
                            (s["count"], s["hits"]) for s in doc["sites"]}
    return _made["profile"]


def gcov_files(*flags):
    key = ("gcov",) + flags
    if key not in _made:
        t = os.path.join(tmpdir(), "gcov%d" % len(_made))
        os.mkdir(t)
        sh(["gcc", "-O0", "--coverage"] + list(flags) + ["-o", os.path.join(t, "g"), SRC], t)
        sh([os.path.join(t, "g")], t)
        sh(["gcov", "-b", "--json-format", "-o", t] + glob.glob(os.path.join(t, "*.gcda")), t)
        _made[key] = sorted(glob.glob(os.path.join(t, "*.gcov.json.gz")))
    return _made[key]


def llvm_export(v):
    if v not in _made:
        t = os.path.join(tmpdir(), "clang" + v)
        os.mkdir(t)
        exe = os.path.join(t, "c")
        sh(["clang-" + v, "-O2", "-fprofile-instr-generate", "-fcoverage-mapping", "-o", exe, SRC], t)
        raw = os.path.join(t, "c.profraw")
        sh([exe], t, env=dict(os.environ, LLVM_PROFILE_FILE=raw))
        sh(["llvm-profdata-" + v, "merge", "-o", os.path.join(t, "c.profdata"), raw], t)
        out = os.path.join(t, "export.json")
        with open(out, "wb") as f:
            f.write(sh(["llvm-cov-" + v, "export", "-format=text", "-instr-profile",
                        os.path.join(t, "c.profdata"), exe], t))
        _made[v] = [out]
    return _made[v]


def judged(paths):
    sites, unhinted = {}, []
    for r in coverage.report(paths, SH, ARCH, macros=MACROS):
        for s in r["sites"]:
            if s["verdict"] == "unhinted":
                unhinted.append(s)
                continue
            # a macro-use site's expr is the macro's argument; profile mode
            # records the hint's own (the same condition)
            sites.setdefault((s["file"], s["line"]), []).append(s)
    return sites, unhinted


@unittest.skipUnless(have("gcc") and have("gcov"), "gcc or gcov missing")
class Shapes(unittest.TestCase):
    def compare(self, paths, what, unjudged=()):
        """Every site profile mode counts: judged from paths with exactly
        its counts, or (those in unjudged alone) not judged with no count
        and a reason.  Returns (judged, sites)."""
        prof = profile_sites()
        sites, _ = judged(paths)
        self.assertGreaterEqual(len(prof), 20)
        same = 0
        for (f, line, expr), (count, hits) in sorted(prof.items()):
            got = [s for s in sites.get((f, line), ())
                   if " ".join(s["expr"].split()) == expr or len(sites[(f, line)]) == 1]
            self.assertEqual(len(got), 1, (what, f, line, expr, sites.get((f, line))))
            s = got[0]
            if s["verdict"] == "not-judged":
                # never a partial count: no count, a reason
                self.assertEqual((s["count"], s["hits"]), (0, 0), s)
                self.assertIn((f, line), [u[:2] for u in unjudged], (what, s))
                self.assertIn([u[2] for u in unjudged if u[:2] == (f, line)][0], s["why"])
                continue
            self.assertEqual((s["count"], s["hits"]), (count, hits), (what, f, line, expr, s))
            same += 1
        return same, len(prof)

    def test_gcov_O0_counts_equal_profile_mode(self):
        """gcc -O0 --coverage: every site profile mode counts (always-inline helpers with two callers summed, (LIKELY(x)), a && (UNLIKELY(c)), LIKELY(a) && UNLIKELY(c), c || UNLIKELY(..), RETURN_ERROR_IF, WHILE_BELOW) judged with its exact counts"""
        same, total = self.compare(gcov_files(), "gcov", [
            ("helper.h", 29, "tests lim, a parameter of the always_inline function")])
        self.assertEqual(same, total - 1)
        self.assertGreaterEqual(same, 0.9 * total)

    def test_gcov_noinline_counts_equal_profile_mode(self):
        """gcc -O0 --coverage -Dalways_inline=noinline (docs/coverage.md): every helper out of line, every site judged with profile mode's counts, limited()'s chain too"""
        same, total = self.compare(gcov_files("-Dalways_inline=noinline"), "gcov noinline")
        self.assertEqual(same, total)

    def test_llvm_counts_equal_profile_mode(self):
        """clang 14 and 19 -O2, llvm-cov: every site profile mode counts judged with its exact counts"""
        if not CLANGS:
            self.skipTest("no clang with llvm-cov")
        for v in CLANGS:
            # scan3's two loop hints through SOFT_LIKELY -> hint_expect:
            # clang maps no expansion for them, and two such branches in
            # one function cannot be told apart (scan1's and scan2's one
            # each are tied)
            why = "without its call site"
            same, total = self.compare(llvm_export(v), "clang-" + v,
                                       [("shapes.c", 95, why), ("shapes.c", 97, why)])
            self.assertEqual(same, total - 2, v)
            self.assertGreaterEqual(same, 0.9 * total)

    def test_via_sites(self):
        """a macro-use site as the scan gives it (the hint macro's name, via = the code base's macro used on that line: RETURN_ERROR_IF, WHILE_BELOW): judged from gcov and llvm-cov at the use, profile mode's counts"""
        real = coverage.Tree.scan

        site_type = type(real(coverage.Tree(SH, MACROS), "shapes.c").sites[0])

        class ViaSite(site_type):
            pass  # (a __dict__ for via, as the scan's macro-use sites have)

        def scan(tree, rel):
            sc = real(tree, rel)
            for k, x in enumerate(sc.sites if sc is not None else ()):
                if x.macro in ("RETURN_ERROR_IF", "WHILE_BELOW"):
                    y = ViaSite.__new__(ViaSite)
                    for cls in type(x).__mro__:
                        for a in getattr(cls, "__slots__", ()):
                            if hasattr(x, a):
                                setattr(y, a, getattr(x, a))
                    y.__dict__.update(getattr(x, "__dict__", {}))
                    y.via, y.macro = x.macro, "UNLIKELY" if x.macro == "RETURN_ERROR_IF" else "LIKELY"
                    sc.sites[k] = y
            return sc
        coverage.Tree.scan = scan
        try:
            prof = profile_sites()
            for paths in [gcov_files()] + [llvm_export(v) for v in CLANGS]:
                sites, _ = judged(paths)
                uses = set()
                for name in ("shapes.c", "helper.h"):
                    with open(os.path.join(SH, name)) as f:
                        for n, text in enumerate(f, 1):
                            if ("RETURN_ERROR_IF(" in text or "WHILE_BELOW(" in text) \
                                    and "#define" not in text:
                                uses.add((name, n))
                self.assertEqual(len(uses), 4)
                got = {k: (None, v[0]["count"], v[0]["hits"]) for k, v in sites.items() if k in uses}
                want = {k: (None, c, h) for (f, line, e), (c, h) in prof.items()
                        for k in [(f, line)] if k in got}
                self.assertEqual({k: v[1:] for k, v in got.items()}, {k: v[1:] for k, v in want.items()}, paths)
                self.assertEqual(len(got), 4)
        finally:
            coverage.Tree.scan = real

    def test_suggestions_compile(self):
        """missing hints: only whole if/?: conditions that went both ways; never case 5 / default (clang's switch branches), never isLittle() (true every time) nor t == byU16 / t == byU32 (constant in each inlined copy; 20,000 to 1 over all copies)"""
        paths = [gcov_files(), gcov_files("-Dalways_inline=noinline")] + [llvm_export(v) for v in CLANGS]
        for p in paths:
            _, un = judged(p)
            conds = sorted(s["expr"] for s in un)
            self.assertEqual(conds, ["check(i) < 0"], (p, conds))
            for s in un:
                self.assertIn("write probable(check(i) < 0, 2)", s["why"])

    def test_compound_argument(self):
        """a hint whose argument is an &&/|| tree, zstd's UNLIKELY(a || b || (c && d)) across lines and LIKELY(a && (b || c)): gcov -O0 gives the whole argument's true count (profile mode's) from the tests GCC makes of it"""
        prof = profile_sites()
        want = {k[1]: v for k, v in prof.items() if k[0] == "shapes.c" and "i % 7 == 1 ||" in k[2]
                or "i % 3 != 0 &&" in k[2]}
        self.assertEqual(len(want), 2, prof)
        # the true counts, worked out here (20,000 evaluations each)
        self.assertEqual(sorted(want.values()), sorted([
            (20000, sum(1 for i in range(20000) if i % 7 == 1 or i % 11 == 2 or (i & 1 and i % 5 == 0))),
            (20000, sum(1 for i in range(20000) if i % 3 != 0 and (i % 5 != 1 or i % 4 == 0)))]))
        for flags in ((), ("-Dalways_inline=noinline",)):
            sites, _ = judged(gcov_files(*flags))
            for line, v in want.items():
                (s,) = sites[("shapes.c", line)]
                self.assertEqual((s["verdict"] != "not-judged", s["count"], s["hits"]), (True,) + v, s)

    def test_compound_argument_arcs_that_do_not_add_up(self):
        """the tests of a compound argument are each checked against the one before: arcs that do not add up tie nothing (None, never a partial count)"""
        tree = ("||", ("||", (0, 0), (1, 1)), ("&&", (2, 2), (3, 3)))
        good = [(17143, 2857), (1559, 15584), (15584, 4416), (5196, 10388), (1039, 4157), (1039, 14545)]
        self.assertEqual(coverage._tree_pairs(tree), 6)
        self.assertEqual(coverage._tree_count(tree, list(good)), (20000, 5455))
        for k in range(6):
            bad = list(good)
            bad[k] = (bad[k][1], bad[k][0])  # one test read the other way round
            self.assertIsNone(coverage._tree_count(tree, bad), k)

    def test_parts_in_why_name_no_partial(self):
        """the helper's hint in helper.h: gcov sums its two always_inline copies (40,000 = 20,000 per caller)"""
        sites, _ = judged(gcov_files())
        (s,) = sites[("helper.h", 11)]
        self.assertEqual((s["count"], s["hits"]), (40000, 10667))


if __name__ == "__main__":
    unittest.main()
