# SPDX-License-Identifier: MIT
"""Every diff probable-fix prints applies with patch -p1 (and git apply):
form feeds and other characters str.splitlines() would break at, paths
with spaces and other special characters, no newline at the end, CRLF
lines, bytes that are not UTF-8."""

import os
import subprocess

from fixcommon import TempTree, run_fix, read, write, site, have

BODY = "int f(int n)\n{\n\treturn probable(n > 1, 90);\n}\n"


class Applies(TempTree):
    def fix_tree(self, rel, text, line=3):
        self.n = getattr(self, "n", 0) + 1
        root = self.path("w%d" % self.n)
        write(os.path.join(root, rel), text)
        r = self.put_report([site(rel, line, "n > 1", 90, 200)], "r%d.json" % self.n)
        rc, out, err = run_fix("--root", root, r)
        self.assertEqual(rc, 0, err)
        self.assertTrue(out, err)
        if have("git"):
            p = subprocess.run(["git", "apply", "--check", "--unsafe-paths", "-"], cwd=root,
                               input=out.encode("latin-1"), capture_output=True)
            self.assertEqual(p.returncode, 0, p.stderr.decode())
        self.patch(out, root)
        self.assertEqual(read(os.path.join(root, rel)), text.replace("n > 1, 90", "n > 1, 20"))
        return out

    def test_form_feed(self):
        """a form feed and other line-like characters inside lines"""
        self.fix_tree("src/ff.c", "/* page */\f\nint g;\v\x1c\x85\n" + BODY + "\f\n/* end */\n", line=5)

    def test_space_in_path(self):
        """a directory and a file with spaces: a quoted header"""
        out = self.fix_tree("my dir/co dec.c", BODY)
        self.assertIn('--- "a/my dir/co dec.c"\n+++ "b/my dir/co dec.c"\n', out)

    def test_no_newline_at_end(self):
        """the last line has no newline: it still has none"""
        out = self.fix_tree("b.c", "int f(int n) { return probable(n > 1, 90); }", line=1)
        self.assertIn("\\ No newline at end of file", out)

    def test_crlf_and_latin1(self):
        """CRLF lines keep their CR; a Latin-1 byte in a comment is kept as it is"""
        self.fix_tree("w.c", ("/* caf\xe9 */\n" + BODY).replace("\n", "\r\n"), line=4)
