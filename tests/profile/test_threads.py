# SPDX-License-Identifier: MIT
"""tests/profile/test_threads.py - threads.c: 1, 4 and 8 threads on ONE site, exact
totals when joined, alive, half and half, alive at exit(), and in snapshots taken
while they count (probable_profile_write()); ThreadSanitizer clean with gcc and
clang."""

import glob
import os
import unittest

from profiletest import ProfileTest, build, have, load_report, per_compiler, run, scratch, site

N = 100000


def thread_hits(t, n):
    """hits of t threads x n: thread k is true when i % (k + 2) == 0"""
    return sum((n + k + 1) // (k + 2) for k in range(t))


class Threads(ProfileTest):
    def prog(self):
        return build("threads.c", "gcc", ["-pthread"], libs=["-pthread"])

    def check_totals(self, rep, nt, n, what):
        self.assertSite(rep, {"line": "@thread-site"}, count=nt * n, hits=thread_hits(nt, n), func="work")

    def test_joined(self):
        """threads: 1, 4 and 8 x 100000 on one site, joined (twice each): exact totals"""
        for nt in (1, 4, 8):
            for rep in (1, 2):
                with self.subTest("%d threads, run %d" % (nt, rep)):
                    d = scratch("join-%d-%d" % (nt, rep))
                    r = run(self.prog(), [nt, N, "join"], report=os.path.join(d, "r.json"))
                    self.check_totals(r.report, nt, N, "joined")
                    self.assertEqual(r.stdout.strip(), "hits %d" % thread_hits(nt, N))

    def test_alive(self):
        """threads: 4 and 8 alive at probable_profile_write(), then joined: both reports exact"""
        for nt in (4, 8):
            d = scratch("alive-%d" % nt)
            r = run(self.prog(), [nt, N, "alive", d], report=os.path.join(d, "exit.json"))
            self.check_totals(load_report(os.path.join(d, "alive.json")), nt, N, "alive")
            self.check_totals(r.report, nt, N, "at exit")

    def test_mixed(self):
        """threads: half exited, half alive at probable_profile_write(): exact"""
        for nt in (4, 8):
            d = scratch("mixed-%d" % nt)
            r = run(self.prog(), [nt, N, "mixed", d], report=os.path.join(d, "exit.json"))
            self.check_totals(load_report(os.path.join(d, "mixed.json")), nt, N, "mixed")
            self.check_totals(r.report, nt, N, "at exit")

    def test_live_at_exit(self):
        """threads: 4 and 8 threads still alive at exit(): the at-exit report has their counts"""
        for nt in (4, 8):
            d = scratch("live-%d" % nt)
            r = run(self.prog(), [nt, N, "live"], report=os.path.join(d, "exit.json"))
            self.check_totals(r.report, nt, N, "live")

    def test_snapshots(self):
        """threads: 4 and 8 x 1000000 with snapshots while counting: hits <= count, never back, halfway exact"""
        n = 1000000
        for nt in (4, 8):
            d = scratch("snap-%d" % nt)
            r = run(self.prog(), [nt, n, "snap", d], report=os.path.join(d, "exit.json"))
            self.check_totals(r.report, nt, n, "at exit")
            self.check_totals(load_report(os.path.join(d, "half.json")), nt, n // 2, "halfway")
            prev, mid = (0, 0), 0
            snaps = sorted(glob.glob(os.path.join(d, "snap-*.json")))
            for path in snaps:
                s = site(load_report(path), line="@thread-site")
                c, h = s["count"], s["hits"]
                self.assertLessEqual(h, c, path)
                self.assertTrue(c >= prev[0] and h >= prev[1], "%s went back from %s to %s" % (path, prev, (c, h)))
                mid += 0 < c < nt * n
                prev = (c, h)
            self.assertEqual(prev, (nt * n, thread_hits(nt, n)), "the last snapshot")
            self.assertGreater(mid, 0, "no snapshot of %d was taken while the threads ran" % len(snaps))


class Tsan:
    def test_tsan_clean(self):
        """threads under -fsanitize=thread: no ThreadSanitizer warning (snapshots, mixed, live), counts exact"""
        try:
            prog = build("threads.c", self.cc, ["-g", "-fsanitize=thread", "-pthread"], libs=["-pthread"])
        except AssertionError as e:
            if "tsan" in str(e).lower() and "cannot find" in str(e).lower():
                self.skipTest("no ThreadSanitizer runtime for %s (apt-get install libtsan2)" % self.cc)
            raise
        d = scratch("tsan-" + self.cc)
        log = ""
        for mode in ("snap", "mixed", "live"):
            r = run(prog, [4, N, mode, d], report=os.path.join(d, mode + "-exit.json"),
                    env={"TSAN_OPTIONS": "exitcode=0"})
            log += r.stderr
        self.assertNotIn("WARNING: ThreadSanitizer", log, log[:3000])
        self.assertSite(load_report(os.path.join(d, "mixed.json")), {"line": "@thread-site"},
                        count=4 * N, hits=thread_hits(4, N))
        self.assertSite(load_report(os.path.join(d, "live-exit.json")), {"line": "@thread-site"},
                        count=4 * N, hits=thread_hits(4, N))


per_compiler(Tsan, ["gcc", "clang"], globals())
