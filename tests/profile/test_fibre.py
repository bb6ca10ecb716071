# SPDX-License-Identifier: MIT
"""tests/profile/test_fibre.py - fibre.c: sites in contexts that swapcontext()
switches, in one thread (exact) and resumed on another thread after the
first has exited (the counts the fibre made on its first thread's array are
kept: exact), at -O0 (the base read at every evaluation) and -O2 (read once
per call of the function and kept across the switch)."""

import os

from profiletest import ProfileTest, build, per_compiler, run, scratch

N = 30000


class Fibre(ProfileTest):
    def check(self, opt, mode):
        prog = build("fibre.c", self.cc, [opt, "-pthread"], libs=["-pthread"])
        d = scratch("fibre-%s-%s%s" % (mode, self.cc, opt))
        r = run(prog, [N, mode], report=os.path.join(d, "r.json"))
        fh, mh = (N + 2) // 3, (N + 4) // 5
        self.assertEqual(r.stdout.strip(), "fibre %d main %d" % (fh, mh))
        self.assertSite(r.report, {"line": "@fibre-site"}, count=N, hits=fh, func="fibre_work")
        self.assertSite(r.report, {"line": "@main-site"}, count=N, hits=mh, func="main_site")

    def test_same_thread(self):
        """fibre: a fibre and main take turns in one thread (swapcontext), -O0 and -O2: exact counts"""
        for opt in ("-O0", "-O2"):
            with self.subTest(opt):
                self.check(opt, "same")

    def test_moved(self):
        """fibre: half counted on thread A, A exits, main resumes it (at -O2 into A's array, kept): exact"""
        for opt in ("-O0", "-O2"):
            with self.subTest(opt):
                self.check(opt, "move")


per_compiler(Fibre, ["gcc", "clang"], globals())
