# SPDX-License-Identifier: MIT
"""tests/tools/test_kernel.py - verdicts from the kernel's branch
profiler: trace_stat/branch_annotated and branch_all in the exact format
kernel/trace/trace_branch.c prints (fixtures/coverage/kernel/*.txt: long
counts, correct/constant, names cut to 30 and 20 bytes) matched with the
sites of a small tree (fixtures/coverage/kernel/src)."""

import os
import shutil
import tempfile
import unittest

from test_gcov import by_line, site

from probable import coverage
from probable.errors import InputError
from probable.formats import kernel

K = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "coverage", "kernel")
SRC = os.path.join(K, "src")


def judged(*names):
    return by_line(coverage.report([os.path.join(K, n) for n in names], SRC, "x86"))


class Reader(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def write(self, text):
        p = os.path.join(self.tmp, "t")
        with open(p, "w") as f:
            f.write(text)
        return p

    def test_rows(self):
        """branch_annotated rows: counts beyond 32 bits, a function cut to 30 bytes, a file cut to 20, X for no evaluations"""
        recs = kernel.read(os.path.join(K, "branch_annotated.txt"))
        self.assertEqual(len(recs), 7)
        long = [r for r in recs if r["line"] == 6][0]
        self.assertEqual((long["correct"], long["incorrect"]), (12345678901, 2))
        self.assertEqual(long["func"], "xmit_one_packet_for_this_very_")
        self.assertEqual((long["file"], long["cut"]), ("a_very_long_driver_f", True))
        x = [r for r in recs if r["line"] == 12][0]
        self.assertEqual((x["correct"], x["incorrect"], x["constant"]), (0, 0, 0))

    def test_constant_column(self):
        """correct/constant in the first column: both read, incorrect after the padding"""
        recs = kernel.read(os.path.join(K, "branch_annotated_constant.txt"))
        self.assertEqual([(r["line"], r["correct"], r["constant"], r["incorrect"]) for r in recs],
                         [(12, 300, 300, 0), (7, 4000, 0, 20)])

    def test_branch_all(self):
        """branch_all: miss is the if's false count, hit its true count"""
        recs = kernel.read(os.path.join(K, "branch_all.txt"))
        self.assertEqual((recs[0]["miss"], recs[0]["hit"], recs[0]["table"]), (990, 10, "all"))

    def test_sniffed_by_content(self):
        for name, kind in (("branch_annotated.txt", "annotated"), ("branch_all.txt", "all")):
            with open(os.path.join(K, name), "rb") as f:
                self.assertEqual(kernel.sniff(f.read()), kind)
        self.assertIsNone(kernel.sniff(b"correct incorrect\n"))

    def test_bad_rows_refused(self):
        """a row that is not trace_branch.c's, a percent that does not follow from the counts, a constant in branch_all: one InputError with the line"""
        good = open(os.path.join(K, "branch_annotated.txt")).read().split("\n")
        for bad, want in ((good[:3] + ["garbage here"], "line 4"),
                          (good[:2] + [good[2].replace(" 99 ", " 98 ")], "percent"),
                          ):
            with self.assertRaises(InputError) as cm:
                kernel.read(self.write("\n".join(bad) + "\n"))
            self.assertIn(want, str(cm.exception))
        allt = open(os.path.join(K, "branch_all.txt")).read().split("\n")
        with self.assertRaises(InputError) as cm:
            kernel.read(self.write("\n".join(allt[:2] + ["     300/300    0   0 f                              core.c               12"]) + "\n"))
        self.assertIn("constant", str(cm.exception))


class Judged(unittest.TestCase):
    def test_verdicts(self):
        """likely: true = correct; unlikely: true = incorrect; exact long counts; X rows unreached"""
        s = judged("branch_annotated.txt", "branch_all.txt")
        self.assertEqual((site(s, "kernel/sched/core.c", 7)["count"], site(s, "kernel/sched/core.c", 7)["hits"],
                          site(s, "kernel/sched/core.c", 7)["verdict"]), (1000000, 900000, "ok"))
        w = site(s, "kernel/sched/core.c", 9)
        self.assertEqual((w["count"], w["hits"], w["verdict"], w["suggest"], w["source"]),
                         (1000000, 999000, "wrong", 100, "kernel"))
        self.assertEqual(site(s, "kernel/sched/core.c", 12)["verdict"], "unreached")
        d = site(s, "drivers/net/a_very_long_driver_file_name.c", 6)
        self.assertEqual((d["count"], d["hits"]), (12345678903, 12345678901))

    def test_never_guesses(self):
        """a basename two files share, two hints on one line: not judged, with why"""
        s = judged("branch_annotated.txt")
        for f in ("fs/ext4/inode.c", "fs/btrfs/inode.c"):
            self.assertEqual(site(s, f, 5)["verdict"], "not-judged")
            self.assertIn("2 files can have made the row: fs/btrfs/inode.c, fs/ext4/inode.c", site(s, f, 5)["why"])
        for nth_site in [k for k in s if k[:2] == ("kernel/sched/core.c", 15)]:
            self.assertEqual(s[nth_site]["verdict"], "not-judged")

    def test_shared_basename_tied_by_its_hints(self):
        """two files named core.c: the rows go to the one with a likely()/unlikely() (branch_all: an if) on the row's line, the other gets none"""
        s = judged("branch_annotated.txt", "branch_all.txt")
        self.assertEqual(site(s, "kernel/sched/core.c", 9)["count"], 1000000)
        self.assertFalse([k for k in s if k[0] == "kernel/irq/core.c"])
        self.assertIn(("kernel/sched/core.c", 13, 0, True), s)

    def test_constant(self):
        """correct/constant: "constant", never wrong"""
        s = judged("branch_annotated_constant.txt")
        c = site(s, "kernel/sched/core.c", 12)
        self.assertEqual((c["verdict"], c["constant"], c["count"]), ("constant", 1, 300))

    def test_missing_hint_from_branch_all(self):
        """branch_all's if without a hint at 1%: unhinted with the probable() to write; the for loop is not one"""
        s = judged("branch_annotated.txt", "branch_all.txt")
        u = site(s, "kernel/sched/core.c", 13, unhinted=True)
        self.assertEqual((u["declared"], u["count"], u["hits"], u["suggest"]), (None, 1000, 10, 1))
        self.assertIn("probable(q[0] == 3, 1)", u["why"])
        self.assertNotIn(("kernel/sched/core.c", 6, 0, True), s)


if __name__ == "__main__":
    unittest.main()
