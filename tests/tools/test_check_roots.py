# SPDX-License-Identifier: MIT
"""tests/tools/test_check_roots.py - the gate finds its sources: without
--root, "probable-report check" looks where the counts say the sources
are (gcov's absolute names and current_working_directory, llvm-cov's
filenames, relative ones from the data file's directory), and never
exits 0 when no hint site was found."""

import glob
import os
import re
import shutil
import subprocess
import tempfile
import unittest

from common import REPORT_TOOL, TOP, fixture, run
from test_check import check

COV = fixture("coverage")
LLVM = fixture("coverage", "llvm-v2.json")
INCLUDE = os.path.join(TOP, "include")
WRONG = re.compile(r"^(\S+?):(\d+):(?:\d+:)? wrong: ")


def wrong_lines(out):
    return sorted((m.group(1), int(m.group(2))) for m in map(WRONG.match, out.splitlines()) if m)


def sh(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode:
        raise AssertionError("%s: %s" % (" ".join(cmd), p.stderr.decode(errors="replace")))


@unittest.skipUnless(shutil.which("gcc") and shutil.which("gcov"), "no gcc with gcov")
class GcovBuildDir(unittest.TestCase):
    """prog.c built in build/ from ../src/prog.c: gcov's JSON names it
    relative to its current_working_directory (build/)."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp()
        cls.src = os.path.join(cls.tmp, "src")
        cls.build = os.path.join(cls.tmp, "build")
        os.mkdir(cls.src)
        os.mkdir(cls.build)
        for f in ("prog.c", "hints.h"):
            shutil.copy(os.path.join(COV, f), cls.src)
        sh(["gcc", "-O0", "--coverage", "-I" + INCLUDE, "-c", "-o", "prog.o", "../src/prog.c"], cls.build)
        sh(["gcc", "--coverage", "-o", "prog", "prog.o"], cls.build)
        sh(["./prog"], cls.build)
        sh(["gcov", "-b", "--json-format", "-o", ".", "../src/prog.c"], cls.build)
        cls.files = [os.path.basename(p) for p in glob.glob(os.path.join(cls.build, "*.gcov.json.gz"))]

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    def test_found_in_the_build_dir(self):
        """check *.gcov.json.gz in the build dir, no --root: the sources in ../src are found and judged (lines 24 and 28 wrong, named by its absolute path: it is not below the current directory; the rest counted in the summary)"""
        self.assertEqual(len(self.files), 1, self.files)
        rc, out, err = check(*self.files + ["--arch", "x86"], cwd=self.build)
        self.assertEqual(rc, 1, err)
        self.assertEqual(wrong_lines(out), [(os.path.join(self.src, "prog.c"), 24), (os.path.join(self.src, "prog.c"), 28)])
        self.assertIn("6 hint sites: 6 judged (2 wrong, 2 miscalibrated, 1 needless, 1 ok)", err)

    def test_found_from_anywhere(self):
        """the same counts given by absolute path from another directory: the same sources found"""
        rc, out, err = check(*[os.path.join(self.build, f) for f in self.files] + ["--arch", "x86"], cwd=self.tmp)
        self.assertEqual(rc, 1, err)
        self.assertEqual(wrong_lines(out), [("src/prog.c", 24), ("src/prog.c", 28)])  # below the current directory: relative

    def test_text_and_html_find_them_too(self):
        """probable-report text and html in the build dir, no --root: the same verdicts, and prog.c's page shows its source"""
        rc, out, err = run(REPORT_TOOL, "text", *self.files + ["--arch", "x86"], cwd=self.build)
        self.assertEqual(rc, 0, err)
        self.assertRegex(out, r"(?m)^wrong .* prog\.c:24 ")
        self.assertIn("summary: 6 hint sites: 6 judged", out)
        out_dir = os.path.join(self.tmp, "html")
        rc, out, err = run(REPORT_TOOL, "html", "-o", out_dir, *self.files + ["--arch", "x86"], cwd=self.build)
        self.assertEqual(rc, 0, err)
        pages = glob.glob(os.path.join(out_dir, "files", "*prog.c*.html"))
        self.assertEqual(len(pages), 1, pages)
        with open(pages[0]) as f:
            page = f.read()
        self.assertNotIn("Source not found", page)
        self.assertIn("s += 4;", page)

    def test_no_sources_exit_2(self):
        """the sources gone: status 2, one line saying the counts' files are not there, never 0"""
        gone = self.src + ".gone"
        os.rename(self.src, gone)
        try:
            rc, out, err = check(*self.files + ["--arch", "x86"], cwd=self.build)
        finally:
            os.rename(gone, self.src)
        self.assertEqual((rc, out), (2, ""), err)
        self.assertEqual(len(err.splitlines()), 1, err)
        self.assertIn("source files the counts name is not under --root", err)


class LlvmExportNames(unittest.TestCase):
    """llvm-v2.json names /src/proj/prog.c: rewritten to where a copy of
    the sources is, absolute or relative to the export."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, "tree")
        os.mkdir(self.tree)
        for f in ("prog.c", "hints.h"):
            shutil.copy(os.path.join(COV, f), self.tree)
        self.elsewhere = os.path.join(self.tmp, "elsewhere")
        os.mkdir(self.elsewhere)
        with open(LLVM) as f:
            self.text = f.read()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def export(self, prefix):
        path = os.path.join(self.tmp, "llvm.json")
        with open(path, "w") as f:
            f.write(self.text.replace('"/src/proj/', '"' + prefix))
        return path

    def test_absolute_filenames(self):
        """absolute filenames: found from a directory that holds no source"""
        rc, out, err = check(self.export(self.tree + "/"), "--arch", "x86", cwd=self.elsewhere)
        self.assertEqual(rc, 1, err)
        self.assertEqual(wrong_lines(out), [(os.path.join(self.tree, "prog.c"), 24), (os.path.join(self.tree, "prog.c"), 28)])

    def test_relative_filenames(self):
        """relative filenames: taken from the export's directory, not the current one"""
        rc, out, err = check(self.export("tree/"), "--arch", "x86", cwd=self.elsewhere)
        self.assertEqual(rc, 1, err)
        self.assertEqual(wrong_lines(out), [(os.path.join(self.tree, "prog.c"), 24), (os.path.join(self.tree, "prog.c"), 28)])

    def test_root_given_wins(self):
        """--root given: used as it is (the export's names do not move it)"""
        rc, out, err = check(self.export(self.tree + "/"), "--arch", "x86", "--root", self.elsewhere,
                             cwd=self.elsewhere)
        self.assertEqual(rc, 2, err)
        self.assertIn("not under --root %s" % self.elsewhere, err)

    def test_root_of_names(self):
        """sources.root_of_names: the deepest directory of the existing non-header files; headers only when no other; /usr/ and missing names left out; only / in common: InputError"""
        from probable.errors import InputError
        from probable.sources import root_of_names
        os.mkdir(os.path.join(self.tree, "lib"))
        open(os.path.join(self.tree, "lib", "x.c"), "w").close()
        self.assertEqual(root_of_names([("/", os.path.join(self.tree, "prog.c")), (self.tree, "lib/x.c"),
                                        ("/", "/usr/include/stdio.h"), ("/", "/nonexistent/a.c"),
                                        ("/", "<built-in>")]), self.tree)
        self.assertEqual(root_of_names([(self.tree, "lib/x.c"), (self.tree, "hints.h")]),
                         os.path.join(self.tree, "lib"))
        self.assertEqual(root_of_names([(self.tree, "hints.h")]), self.tree)
        self.assertIsNone(root_of_names([("/", "/nonexistent/a.c")]))
        if os.path.isfile("/etc/passwd") and not self.tree.startswith("/etc"):
            with self.assertRaises(InputError) as e:
                root_of_names([("/", os.path.join(self.tree, "prog.c")), ("/", "/etc/passwd")])
            self.assertIn("share no directory but /", str(e.exception.args))

if __name__ == "__main__":
    unittest.main()
