# SPDX-License-Identifier: MIT
"""tests/fix/test_diff.py - every diff tools/probable-fix prints applies
with both `patch -p1` and `git apply`, to the same result: files with form
feeds and other characters str.splitlines() would break at, paths with
spaces and other special characters, no newline at the end, CRLF lines."""

import os
import unittest

from common import fix, TempTree, write_report, site, run_fix, read, write, have

BODY = "int f(int n)\n{\n\treturn probable(n > 1, 90);\n}\n"


class Applies(TempTree):
    def fix_tree(self, rel, text, line=3, expect=None):
        self.n = getattr(self, "n", 0) + 1
        root = self.tree({rel: text}, "w%d" % self.n)
        r = write_report(os.path.join(self.tmp, "r.json"), [site(rel, line, "n > 1", 90, 200)])
        res = run_fix("--root", root, r)
        self.assertEqual(res.rc, 0, res)
        self.assertTrue(res.out, res)
        self.both_apply(root, res.out)
        got = read(os.path.join(root, rel))
        self.assertEqual(got, expect if expect is not None else text.replace("n > 1, 90", "n > 1, 20"))
        return res

    def test_form_feed(self):
        """a form feed (and VT, FS, NEL, U+2028) inside lines: the hunk is right and both tools apply it"""
        text = "/* page */\f\nint g;\v\x1c\x85\u2028\n" + BODY + "\f\n/* end */\n"
        self.fix_tree("src/ff.c", text, line=5)

    def test_space_in_path(self):
        """a directory and a file with spaces: a quoted header both tools read"""
        res = self.fix_tree("my dir/co dec.c", BODY)
        self.assertIn('--- "a/my dir/co dec.c"\n+++ "b/my dir/co dec.c"\n', res.out)

    def test_special_names(self):
        """a tab, a quote, a backslash and UTF-8 in a name"""
        if not have("git"):
            self.skipTest("no git")
        for rel in ('we\tird/"q".c', "back\\slash.c", "caf\u00e9/x.c"):
            with self.subTest(rel=rel):
                self.fix_tree(rel, BODY)

    def test_no_newline_at_end(self):
        """the last line changed and has no newline: it still has none"""
        res = self.fix_tree("a.c", BODY.rstrip("\n"), line=3)
        self.assertIn(" }\n\\ No newline at end of file\n", res.out)
        text = "int f(int n) { return probable(n > 1, 90); }"
        res = self.fix_tree("b.c", text, line=1)
        self.assertIn("\\ No newline at end of file", res.out)

    def test_crlf(self):
        """CRLF lines keep their CR"""
        self.fix_tree("w.c", BODY.replace("\n", "\r\n"))

    def test_split_lines(self):
        """lines end at \\n only"""
        self.assertEqual(fix.split_lines("a\fb\nc\rd\n\u2028e"), ["a\fb\n", "c\rd\n", "\u2028e"])
        self.assertEqual(fix.split_lines(""), [])

    def test_diff_name(self):
        """names quoted as git quotes them, plain ones as they are"""
        self.assertEqual(fix.diff_name("a/src/x-1.c"), "a/src/x-1.c")
        self.assertEqual(fix.diff_name("a/my dir/x.c"), '"a/my dir/x.c"')
        self.assertEqual(fix.diff_name('a/"\\\t\u00e9'), '"a/\\"\\\\\\t\\303\\251"')


if __name__ == "__main__":
    unittest.main()
