# SPDX-License-Identifier: MIT
"""tests/fix/test_paths.py - how tools/probable-fix finds a report's file
under --root without the report being edited: as written, from a
--build-dir, with leading ../ (a build from a subdirectory), an absolute
path of another checkout or a build directory (longest unique suffix of
path components); ambiguous names are skipped with the candidates named.
The search is tools/probable-report's SourceIndex (the one implementation,
shared with "probable-report html --root"); without tools/probable-report
probable-fix finds names only as given relative to --root."""

import os
import shutil
import unittest

from common import fix, TempTree, write_report, site, run_fix, read, FIX

lib = fix.report_library()


def Tree(root, build_dirs=()):
    return lib.SourceIndex(root, build_dirs, hint="--build-dir DIR says where the compiler ran")


class Locate(TempTree):
    def setUp(self):
        super().setUp()
        self.root = self.tree({"lib/codec.c": "x\n", "programs/main.c": "x\n", "util/a/x.c": "\n",
                               "util/b/x.c": "\n", "programs/lib/only.c": "\n",
                               ".git/lib/codec.c": "\n"})
        self.t = Tree(self.root)

    def rel(self, name, tree=None):
        path, rel, _ = (tree or self.t).locate(name)
        return rel if path else None

    def test_as_written(self):
        """a relative name under --root, and an absolute one under it, are taken as they are"""
        self.assertEqual(self.rel("lib/codec.c"), "lib/codec.c")
        self.assertEqual(self.rel(os.path.join(self.root, "lib/codec.c")), "lib/codec.c")
        self.assertEqual(self.t.locate("lib/codec.c")[2], None)

    def test_subdirectory_build(self):
        """`cd programs && cc ../lib/codec.c` recorded ../lib/codec.c: found as lib/codec.c"""
        self.assertEqual(self.rel("../lib/codec.c"), "lib/codec.c")
        self.assertEqual(self.rel("../../lib/codec.c"), "lib/codec.c")
        self.assertEqual(self.t.locate("../lib/codec.c")[2], "../lib/codec.c is lib/codec.c (leading ../ dropped)")
        self.assertEqual(self.rel("lib/./x/../codec.c"), "lib/codec.c")

    def test_other_checkout(self):
        """an absolute path of another checkout or build machine: the unique file with the longest matching suffix"""
        self.assertEqual(self.rel("/home/ci/build/proj/lib/codec.c"), "lib/codec.c")
        self.assertEqual(self.rel("/elsewhere/util/a/x.c"), "util/a/x.c")
        self.assertEqual(self.rel("/elsewhere/lib/only.c"), "programs/lib/only.c")
        self.assertEqual(self.t.locate("/elsewhere/lib/only.c")[2],
                         "/elsewhere/lib/only.c is programs/lib/only.c (the only file under --root ending in lib/only.c)")
        self.assertEqual(self.t.locate("/elsewhere/lib/only.c")[0], os.path.join(self.root, "programs/lib/only.c"))

    def test_through_symlink(self):
        """an absolute name through a symbolic link to --root is the file under --root (realpath)"""
        link = os.path.join(self.tmp, "link")
        os.symlink(self.root, link)
        path, rel, how = self.t.locate(os.path.join(link, "util", "a", "x.c"))
        self.assertEqual((rel, how), ("util/a/x.c", None))
        self.assertTrue(os.path.samefile(path, os.path.join(self.root, "util/a/x.c")))

    def test_ambiguous(self):
        """two files end the same way: not resolved, both named in the reason"""
        path, why, _ = self.t.locate("/elsewhere/x.c")
        self.assertIsNone(path)
        self.assertIn("ambiguous", why)
        self.assertIn("util/a/x.c", why)
        self.assertIn("util/b/x.c", why)
        self.assertIn("util/a/x.c, util/b/x.c (--build-dir DIR says where the compiler ran)", why)
        self.assertEqual(lib.resolve_source("/elsewhere/x.c", self.root)[0], None)

    def test_build_dir(self):
        """--build-dir: a relative name from the directory the compiler ran in first"""
        t = Tree(self.root, ["programs"])
        self.assertEqual(self.rel("lib/only.c", t), "programs/lib/only.c")
        self.assertEqual(self.rel("main.c", t), "programs/main.c")
        self.assertEqual(t.locate("main.c")[2], None)
        self.assertEqual(self.rel("../lib/codec.c", t), "lib/codec.c")
        self.assertEqual(t.locate("../lib/codec.c")[2], None)
        self.assertEqual(self.rel("lib/codec.c", t), "lib/codec.c")

    def test_missing_and_not_files(self):
        """no such file, <built-in>, an empty name; dot-directories are not searched"""
        self.assertIsNone(self.rel("nothere.c"))
        self.assertIsNone(self.rel("<built-in>"))
        self.assertIsNone(self.rel(""))
        t = Tree(self.tree({".hidden/z.c": "\n"}, "w2"))
        self.assertIsNone(self.rel("/x/z.c", t))


class OneImplementation(unittest.TestCase):
    def test_no_copy_in_fix(self):
        """probable-fix keeps no search of its own: no tree walk, no suffix matching"""
        self.assertFalse(hasattr(fix, "Tree"))
        with open(FIX, encoding="utf-8") as f:
            text = f.read()
        self.assertNotIn("os.walk", text)
        self.assertNotIn("leading ../ dropped", text)


class EndToEnd(TempTree):
    SRC = "int f(int n)\n{\n\treturn probable(n > 1, 90);\n}\n"

    def test_report_from_subdirectory_build(self):
        """a report with ../lib/codec.c and one with an absolute path of another checkout give the diff of lib/codec.c"""
        root = self.tree({"lib/codec.c": self.SRC, "programs/main.c": "int main(void) { return 0; }\n"})
        for name in ("../lib/codec.c", "/build/other-checkout/lib/codec.c"):
            r = write_report(os.path.join(self.tmp, "r.json"), [site(name, 3, "n > 1", 90, 200)])
            res = run_fix("--root", root, r)
            self.assertEqual(res.rc, 0, res)
            self.assertIn("--- a/lib/codec.c\n+++ b/lib/codec.c\n", res.out, res)
            self.assertIn("+\treturn probable(n > 1, 20);", res.out)
            self.assertIn("%s is lib/codec.c" % name, res.err)

    def test_ambiguous_is_skipped(self):
        """an ambiguous name: no diff, a skip line naming the candidates"""
        root = self.tree({"a/codec.c": self.SRC, "b/codec.c": self.SRC})
        r = write_report(os.path.join(self.tmp, "r.json"), [site("/x/codec.c", 3, "n > 1", 90, 200)])
        res = run_fix("--root", root, r)
        self.assertEqual((res.rc, res.out), (0, ""), res)
        self.assertRegex(res.err, r"skip .*ambiguous.*a/codec.c, b/codec.c")
        res = run_fix("--root", root, "--build-dir", "b", write_report(
            os.path.join(self.tmp, "r2.json"), [site("codec.c", 3, "n > 1", 90, 200)]))
        self.assertIn("+++ b/b/codec.c", res.out, res)

    def test_without_report_library(self):
        """probable-fix alone: a name relative to --root is found; ../ or another checkout's path is skipped, saying why"""
        root = self.tree({"lib/codec.c": self.SRC})
        tools = os.path.join(self.tmp, "alone")
        os.makedirs(tools)
        shutil.copy(FIX, os.path.join(tools, "probable-fix"))
        alone = os.path.join(tools, "probable-fix")

        def judged(name):
            # no library to judge it: the report carries the verdict and suggestion
            return dict(site(name, 3, "n > 1", 90, 200), verdict="wrong", suggest=20)
        r = write_report(os.path.join(self.tmp, "r.json"), [judged("lib/codec.c")])
        res = run_fix("--root", root, r, tool=alone)
        self.assertEqual(res.rc, 0, res)
        self.assertIn("+\treturn probable(n > 1, 20);", res.out)
        self.assertIn("found only as named relative to --root", res.err)
        for name in ("../lib/codec.c", "/build/other-checkout/lib/codec.c"):
            r = write_report(os.path.join(self.tmp, "r.json"), [judged(name)])
            res = run_fix("--root", root, r, tool=alone)
            self.assertEqual((res.rc, res.out), (0, ""), res)
            self.assertIn("skip ", res.err)
            self.assertIn("without tools/probable-report a name is looked for only as given, relative to --root", res.err)


if __name__ == "__main__":
    unittest.main()
