# SPDX-License-Identifier: MIT
"""Outputs that are not regular files: a character device (what -o /dev/null
names) and a FIFO are written in place, never replaced by the temporary file
that a regular output is renamed from (as root, a rename would leave a
regular file where the device was); a symbolic link to a report stays a
link."""

import os
import shutil
import stat
import tempfile
import threading
import unittest

from common import report_fixture, run_report

GOOD = report_fixture("a.json")
WRONG = report_fixture("c.json")


class OutputDevices(unittest.TestCase):
    def setUp(self):
        self.d = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.d, True)

    def null_device(self):
        """A character device of the null driver (1, 3) in the scratch
        directory: the test never touches the machine's own /dev/null."""
        p = os.path.join(self.d, "null")
        try:
            os.mknod(p, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        except (PermissionError, AttributeError):
            self.skipTest("mknod needs root")
        return p

    def assert_device(self, p):
        self.assertTrue(stat.S_ISCHR(os.lstat(p).st_mode), "%s is no longer a device" % p)
        self.assertEqual(sorted(os.listdir(self.d)), ["null"], "a temporary file was left")

    def test_merge_into_a_device(self):
        p = self.null_device()
        st, out, err = run_report("merge", GOOD, "-o", p)
        self.assertEqual(st, 0, err)
        self.assert_device(p)

    def test_sarif_into_a_device(self):
        p = self.null_device()
        st, out, err = run_report("check", GOOD, "--sarif", p)
        self.assertIn(st, (0, 1), err)
        self.assertNotIn("Traceback", err)
        self.assert_device(p)

    def test_merge_into_a_fifo(self):
        p = os.path.join(self.d, "fifo")
        os.mkfifo(p)
        got = []
        reader = threading.Thread(target=lambda: got.append(open(p, "rb").read()))
        reader.start()
        st, out, err = run_report("merge", GOOD, "-o", p)
        reader.join(60)
        self.assertEqual(st, 0, err)
        self.assertTrue(stat.S_ISFIFO(os.lstat(p).st_mode))
        self.assertIn(b'"format": "probable-profile"', got[0])

    def test_symbolic_link_kept(self):
        target = os.path.join(self.d, "real.json")
        link = os.path.join(self.d, "link.json")
        with open(target, "w") as f:
            f.write("old")
        os.symlink("real.json", link)
        st, out, err = run_report("merge", GOOD, WRONG, "-o", link)
        self.assertEqual(st, 0, err)
        self.assertTrue(os.path.islink(link))
        with open(target) as f:
            self.assertIn('"sites"', f.read())


if __name__ == "__main__":
    unittest.main()
