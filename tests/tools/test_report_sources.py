# SPDX-License-Identifier: MIT
"""probable.sources: how a report's file is found under a source tree
(probable-report html --root, probable-fix)."""

import os
import tempfile
import unittest

from common import report_fixture as fixture

from probable import sources


class TestResolve(unittest.TestCase):
    def setUp(self):
        self.root = fixture("tree")
        self.idx = sources.SourceIndex(self.root)

    def test_forms(self):
        """as given; leading ../ stripped (built from a subdirectory); an absolute path of another checkout by its longest suffix"""
        self.assertEqual(self.idx.resolve("programs/main.c"), ("programs/main.c", None))
        self.assertEqual(self.idx.resolve("../lib/codec.c"), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve("../../lib/codec.c"), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve("/home/ci/checkout-7/lib/codec.c"), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve(os.path.join(os.path.abspath(self.root), "lib", "codec.c")), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve("lib/./x/../codec.c"), ("lib/codec.c", None))

    def test_not_found_and_ambiguous(self):
        """a missing file says so; two files with the same longest suffix are ambiguous, not guessed"""
        rel, why = self.idx.resolve("/build/src/util.h")
        self.assertIsNone(rel)
        self.assertIn("util.h", why)
        with tempfile.TemporaryDirectory() as d:
            for sub in ("a/src", "b/src"):
                os.makedirs(os.path.join(d, sub))
                open(os.path.join(d, sub, "x.c"), "w").close()
            rel, why = sources.resolve_source("/elsewhere/src/x.c", d)
            self.assertIsNone(rel)
            self.assertIn("ambiguous", why)
            self.assertEqual(sources.resolve_source("/elsewhere/a/src/x.c", d), ("a/src/x.c", None))
            self.assertIn("a/src/x.c, b/src/x.c", sources.resolve_source("x.c", d)[1])
            # a build directory settles it; a hint names what would
            self.assertEqual(sources.SourceIndex(d, ["b/src"]).resolve("x.c"), ("b/src/x.c", None))
            self.assertIn("(say where)", sources.SourceIndex(d, hint="say where").resolve("x.c")[1])
        self.assertEqual(self.idx.resolve("<built-in>"), (None, "not a file"))
        self.assertEqual(self.idx.resolve(""), (None, "not a file"))

    def test_locate_notes(self):
        """locate(): the absolute path and how the name was found (the notes probable-fix prints)"""
        root = os.path.abspath(self.root)
        self.assertEqual(self.idx.locate("programs/main.c"),
                         (os.path.join(root, "programs", "main.c"), "programs/main.c", None))
        self.assertEqual(self.idx.locate("../lib/codec.c")[1:],
                         ("lib/codec.c", "../lib/codec.c is lib/codec.c (leading ../ dropped)"))
        self.assertEqual(self.idx.locate("/home/ci/checkout-7/lib/codec.c")[1:],
                         ("lib/codec.c", "/home/ci/checkout-7/lib/codec.c is lib/codec.c "
                          "(the only file under --root ending in lib/codec.c)"))


if __name__ == "__main__":
    unittest.main()
