# SPDX-License-Identifier: MIT
"""tests/tools/test_check.py - probable-report check, the CI gate: exit
1 when a hint is wrong (after tolerance and minimum), 0 when none, 2 on
bad input with nothing written; findings as FILE:LINE:COL: wrong: ...;
profile reports and coverage files mixed."""

import json
import os
import re
import shutil
import sys
import tempfile
import unittest

from common import TOOLS, TOP, _text, fixture, python_run

COV = fixture("coverage")
LLVM = fixture("coverage", "llvm-v2.json")
GCOV = fixture("coverage", "gcov-v1.json")
PROFILE = fixture("coverage", "profile-prog.json")
LINE = re.compile(r"^(\S+?):(\d+):(?:(\d+):)? wrong: (.*)$")


def check(*args, cwd=None):
    env = dict(os.environ, PYTHONPATH=TOOLS)
    rc, out, err = python_run(["-m", "probable.cli.check"] + list(args), cwd=cwd, env=env)
    return rc, _text(out), _text(err)


class Check(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_wrong_hints_fail(self):
        """llvm-cov counts: exit 1, one compiler-style line per wrong hint (lines 24 and 28 of prog.c; UNLIKELY() at 50% on line 31 is needless, not wrong), with the counts"""
        rc, out, err = check(LLVM, "--root", COV, "--arch", "x86", cwd=COV)
        self.assertEqual(rc, 1, err)
        found = [LINE.match(l) for l in out.splitlines()]
        self.assertTrue(all(found), out)
        self.assertEqual(sorted((m.group(1), int(m.group(2)), int(m.group(3))) for m in found),
                         [("prog.c", 24, 7), ("prog.c", 28, 7)])
        text = {int(m.group(2)): m.group(4) for m in found}
        self.assertIn("probable(i % 4 != 0, 90): true 75.0% of 20000", text[24])
        self.assertIn("write 75", text[24])
        self.assertIn("2 wrong hints", err)

    def test_gcov_without_columns(self):
        """gcov counts (no columns; built elsewhere, found under --root by suffix): lines 24 and 28 wrong (28's compound argument tied from GCC -O0's tests of it)"""
        rc, out, err = check(GCOV, "--root", COV, "--arch", "x86", cwd=COV)
        self.assertEqual(rc, 1, err)
        lines = sorted(int(LINE.match(l).group(2)) for l in out.splitlines())
        self.assertEqual(lines, [24, 28])

    def test_tolerance_and_minimum(self):
        """--tolerance 23 passes every wrong hint here (off by 15 and 23); --min-count above the counts makes them few: exit 0"""
        rc, out, err = check(LLVM, "--root", COV, "--arch", "x86", "--tolerance", "23")
        self.assertEqual((rc, out), (0, ""), err)
        rc, out, err = check(LLVM, "--root", COV, "--arch", "x86", "--tolerance", "22")
        self.assertEqual(rc, 1)
        self.assertEqual(len(out.splitlines()), 1)
        # every site too few to judge: nothing gated, status 2 (test_gate)
        rc, out, err = check(LLVM, "--root", COV, "--arch", "x86", "--min-count", "20001")
        self.assertEqual((rc, out), (2, ""), err)

    def test_max_not_judged(self):
        """--max-not-judged: gcov's fixture with line 28's first test read the other way round (its arcs then do not add up) has 1 of 6 hint sites with counts not judged (16.7%): 17 passes, 16 fails with the reason; the summary line counts it"""
        with open(GCOV) as f:
            doc = json.load(f)
        (rec,) = [l for f in doc["files"] for l in f["lines"] if l["line_number"] == 28]
        rec["branches"][0]["count"], rec["branches"][1]["count"] = \
            rec["branches"][1]["count"], rec["branches"][0]["count"]
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        counts = os.path.join(tmp, "gcov.json")
        with open(counts, "w") as f:
            json.dump(doc, f)
        base = [counts, "--root", COV, "--arch", "x86", "--tolerance", "20"]  # line 24 (off by 15) passes
        rc, out, err = check(*base, cwd=COV)
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("6 hint sites: 5 judged (1 wrong, 2 miscalibrated, 1 needless, 1 ok)", err)
        self.assertIn("1 not judged: 1 no branch tied to the hint", err)
        rc, out, err = check(*base + ["--max-not-judged", "17"], cwd=COV)
        self.assertEqual(rc, 0, err)
        rc, out, err = check(*base + ["--max-not-judged", "16"], cwd=COV)
        self.assertEqual((rc, out), (1, ""), err)
        self.assertIn("1 of the 6 hint sites with counts not judged (16.7%), more than --max-not-judged 16: "
                      "1 no branch tied to the hint", err)
        rc, out, err = check(*base + ["--max-not-judged", "16", "-q"], cwd=COV)
        self.assertEqual(rc, 1)
        self.assertIn("more than --max-not-judged 16", err)
        rc, out, err = check(*base + ["--max-not-judged", "101"], cwd=COV)
        self.assertEqual(rc, 2)
        self.assertIn("--max-not-judged: must be a percentage from 0 to 100", err)

    def test_macro_claims(self):
        """UNLIKELY() at 50% is needless (a direction); --macro UNLIKELY=10 says it states 10%: then wrong"""
        rc, out, err = check(LLVM, "--root", COV, "--arch", "x86", "--all")
        self.assertIn("prog.c:31:7: needless: UNLIKELY(i % 2 == 0): true 50.0%", out)
        rc, out, err = check(LLVM, "--root", COV, "--arch", "x86", "--macro", "UNLIKELY=10")
        self.assertEqual(rc, 1)
        self.assertEqual(sorted(int(LINE.match(l).group(2)) for l in out.splitlines()), [24, 28, 31])

    def test_no_wrong_hint_passes(self):
        """an arch whose thresholds make no declared hint wrong is not needed: a run with only right hints exits 0"""
        rc, out, err = check(fixture("coverage", "kernel", "branch_annotated_constant.txt"),
                             "--root", fixture("coverage", "kernel", "src"), "--arch", "x86")
        self.assertEqual((rc, out), (0, ""), err)

    def test_mixed_inputs(self):
        """a profile report and gcov and llvm-cov counts in one call: read alike, the three summed per site (the profile record gives the function, coverage the column), exit 1"""
        rc, out, err = check(PROFILE, GCOV, LLVM, "--root", COV, "--arch", "x86", "--all", cwd=COV)
        self.assertEqual(rc, 1, err)
        self.assertIn("unhinted", out)
        self.assertNotIn("[profile]", out)
        self.assertIn("prog.c:24:7: wrong: probable(i % 4 != 0, 90): true 75.0% of 60000", out)
        self.assertIn("[mixed]", out)

    def test_load_any_round_trip(self):
        """inputs.load_any: coverage files merged and written as a version 3 report read back the same (the way merge, text, html and probable-fix take them)"""
        import io
        from probable.formats import json as jsonfmt
        from probable.inputs import load_any
        from probable.site import merge
        m = merge(load_any([LLVM, GCOV], COV, "x86"))
        self.assertEqual(m["source"], "mixed")
        out = os.path.join(self.tmp, "merged.json")
        buf = io.StringIO()
        jsonfmt.write(m, buf)
        with open(out, "w") as f:
            f.write(buf.getvalue())
        m2 = merge(load_any([out], COV, "x86"))
        key = lambda r: sorted((s["file"], s["line"], s["nth"], s["verdict"], s["count"], s["hits"],
                                s.get("declared")) for s in r["sites"])
        self.assertEqual(key(m), key(m2))
        self.assertIn(("prog.c", 24, 0, "wrong", 40000, 30000, 90), key(m))
        self.assertIn(("prog.c", 33, 0, "unhinted", 40000, 400, None), key(m))

    def test_project_macros(self):
        """a macro a source file defines as __builtin_expect is a hint without options; an opaque one is a missing hint until --macro NAME=PC names it"""
        m = fixture("coverage", "macros")
        rc, out, err = check(os.path.join(m, "m.gcov.json"), "--root", os.path.join(m, "src"),
                             "--arch", "x86", "--all", cwd=m)
        self.assertEqual(rc, 0, err)
        self.assertEqual(out.splitlines(), [
            "src/m.c:8:6: unhinted: no hint; true 2.0% of 1000: write probable(CHECK_RARE(x == 3), 2) "
            "(unlikely on x86) [gcov]"])
        self.assertIn("1 ok", err)  # MY_HOT(x > 0): 90% declared by its definition, 90% measured
        rc, out, err = check(os.path.join(m, "m.gcov.json"), "--root", os.path.join(m, "src"),
                             "--arch", "x86", "--macro", "CHECK_RARE=50", cwd=m)
        self.assertEqual(rc, 1, err)
        self.assertTrue(out.startswith("src/m.c:8:6: wrong: CHECK_RARE(x == 3): true 2.0% of 1000"), out)
        rc, out, err = check(os.path.join(m, "m.gcov.json"), "--root", m, "--macro", "CHECK_RARE=200")
        self.assertEqual(rc, 2)
        self.assertIn("--macro", err)

    def test_bad_input_exit_2_nothing_written(self):
        """a file that is no input, an unknown version, a missing file: exit 2, one line PROG: PATH: REASON, no SARIF"""
        junk = os.path.join(self.tmp, "junk.json")
        with open(junk, "w") as f:
            f.write("not json\n")
        v9 = os.path.join(self.tmp, "v9.json")
        with open(GCOV) as f, open(v9, "w") as g:
            g.write(f.read().replace('"format_version": "1"', '"format_version": "9"'))
        sarif = os.path.join(self.tmp, "out.sarif")
        for bad in (junk, v9, os.path.join(self.tmp, "missing")):
            rc, out, err = check(LLVM, bad, "--root", COV, "--arch", "x86", "--sarif", sarif)
            self.assertEqual(rc, 2, bad)
            self.assertEqual(out, "")
            self.assertEqual(len(err.splitlines()), 1, err)
            self.assertTrue(err.startswith("probable-report check: %s: " % bad), err)
            self.assertFalse(os.path.exists(sarif))
        rc, out, err = check(LLVM, "--root", COV, "--arch", "nosucharch")
        self.assertEqual(rc, 2)


def gcov_doc(files, lines=(24,)):
    """A gcov JSON document naming files (relative to /src/proj), each
    with a two-way branch on each of lines."""
    return {"gcc_version": "12.2.0", "format_version": "1", "current_working_directory": "/src/proj",
            "data_file": "x.gcda", "files": [
                {"file": f, "functions": [{"name": "main", "demangled_name": "main", "start_line": 1,
                                           "end_line": 99, "execution_count": 1}], "lines": [
                    {"line_number": n, "count": 20000, "unexecuted_block": False, "function_name": "main",
                     "branches": [{"count": 15000, "throw": False, "fallthrough": True},
                                  {"count": 5000, "throw": False, "fallthrough": False}]}
                    for n in lines]} for f in files]}


class Gate(unittest.TestCase):
    """The gate cannot pass by mistake: status 2 and one line naming the
    root (or the counts) and the reason, nothing on stdout, no SARIF, when
    the sources are not under --root, are of another tree, or when no hint
    site was judged."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.sarif = os.path.join(self.tmp, "out.sarif")

    def refused(self, args, path, *words, cwd=None):
        rc, out, err = check(*(list(args) + ["--sarif", self.sarif]), cwd=cwd)
        self.assertEqual((rc, out), (2, ""), err)
        self.assertEqual(len(err.splitlines()), 1, err)
        self.assertTrue(err.startswith("probable-report check: %s: " % path), err)
        for w in words:
            self.assertIn(w, err)
        self.assertNotIn("0 wrong hints", err)
        self.assertFalse(os.path.exists(self.sarif))
        return err

    def tree(self, name, files):
        d = os.path.join(self.tmp, name)
        for rel, src in files.items():
            os.makedirs(os.path.dirname(os.path.join(d, rel)), exist_ok=True)
            shutil.copy(src, os.path.join(d, rel))
        os.makedirs(d, exist_ok=True)
        return d

    def test_root_holds_none(self):
        """--root a directory without the sources (a CI job with a wrong path): status 2, for llvm-cov, gcov, kernel and profile counts alike"""
        empty = self.tree("empty", {})
        for counts in (LLVM, GCOV, PROFILE):
            with self.subTest(counts=os.path.basename(counts)):
                self.refused([counts, "--root", empty, "--arch", "x86"], empty, "prog.c",
                             "not under --root %s" % empty, "a wrong --root")
        k = fixture("coverage", "kernel", "branch_annotated.txt")
        self.refused([k, "--root", empty, "--arch", "x86"], empty, "not under --root")
        # a report merged from coverage counts names the files as found under its root
        merged = os.path.join(self.tmp, "merged.json")
        rc, _, err = python_run([os.path.join(TOOLS, "probable-report"), "merge", "-q", GCOV, "--root", COV,
                                 "--arch", "x86", "-o", merged])
        self.assertEqual(rc, 0, err)
        self.refused([merged, "--root", empty], empty, "prog.c", "not under --root")

    def test_root_holds_few(self):
        """counts naming 3 source files of which 1 is under --root: refused (half or more missing); 2 of the 3: judged"""
        root = self.tree("some", {"prog.c": os.path.join(COV, "prog.c"), "hints.h": os.path.join(COV, "hints.h"),
                                  "include/probable.h": os.path.join(TOP, "include", "probable.h")})
        counts = os.path.join(self.tmp, "three.gcov.json")
        with open(counts, "w") as f:
            json.dump(gcov_doc(["prog.c", "gone.c", "lost.c"]), f)
        self.refused([counts, "--root", root, "--arch", "x86"], root, "2 of the 3 source files",
                     "/src/proj/gone.c, /src/proj/lost.c")
        shutil.copy(os.path.join(COV, "prog.c"), os.path.join(root, "gone.c"))
        rc, out, err = check(counts, "--root", root, "--arch", "x86")
        self.assertEqual(rc, 1, err)  # prog.c:24 judged wrong (75% of a 90 hint)
        self.assertIn("prog.c:24:", out)

    def test_other_tree(self):
        """the counts are of another version of the file (gcov counts, a profile report's sites, past its last line): refused; the file as counted: judged"""
        with open(os.path.join(COV, "prog.c")) as f:
            text = f.read().splitlines(True)
        root = os.path.join(self.tmp, "old")
        os.makedirs(root)
        with open(os.path.join(root, "prog.c"), "w") as f:
            f.writelines(text[:20])  # an older, shorter prog.c
        self.refused([GCOV, "--root", root, "--arch", "x86"], root, "another tree", "prog.c")
        self.refused([PROFILE, "--root", root, "--arch", "x86"], root, "another tree", "prog.c")
        # control: the whole file, the same counts: judged
        shutil.copy(os.path.join(COV, "prog.c"), os.path.join(root, "prog.c"))
        for counts in (GCOV, PROFILE):
            rc, _, err = check(counts, "--root", root, "--arch", "x86")
            self.assertEqual(rc, 1, err)

    def test_nothing_judged(self):
        """no hint site judged: every site too few (--min-count above every count), or a report without sites: status 2 naming the counts"""
        self.refused([LLVM, "--root", COV, "--arch", "x86", "--min-count", "20001"], LLVM,
                     "no hint site was judged (6 hint sites: 0 judged; 6 not judged: 6 too few evaluations; "
                     "1 missing hint)", "--min-count 20001 is above every count")
        empty = os.path.join(self.tmp, "empty.json")
        with open(empty, "w") as f:
            json.dump({"format": "probable-profile", "version": 3, "sites": []}, f)
        self.refused([empty, "--root", COV], empty, "no hint site was found (sources under %s)" % os.path.abspath(COV))
        self.refused([empty, empty, "--root", COV], "%s (and 1 more)" % empty, "no hint site was found")

    def test_pipe_read_once(self):
        """counts given as a pipe (<(zcat counts.json.gz)) are read once: judged as from the file"""
        import gzip
        import subprocess
        gz = os.path.join(self.tmp, "llvm.json.gz")
        with open(LLVM, "rb") as f, gzip.open(gz, "wb") as g:
            g.write(f.read())
        base = check(LLVM, "--root", COV, "--arch", "x86")
        for cmd in ("check", "merge"):
            with self.subTest(cmd=cmd):
                p = subprocess.run(["bash", "-c", 'exec "$@" <(zcat "$0")', gz, sys.executable,
                                    os.path.join(TOOLS, "probable-report"), cmd, "--root", COV, "--arch", "x86"],
                                   capture_output=True, text=True, timeout=60)
                if cmd == "check":
                    self.assertEqual((p.returncode, p.stdout), base[:2], p.stderr)
                else:
                    self.assertEqual(p.returncode, 0, p.stderr)
                    self.assertIn("prog.c", p.stdout)
                    self.assertEqual(json.loads(p.stdout)["source"], "llvm-cov")


if __name__ == "__main__":
    unittest.main()
