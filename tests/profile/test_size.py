# SPDX-License-Identifier: MIT
"""tests/profile/test_size.py - one copy of the runtime per program: one
profiled object (sizeunit.c, no global symbol of its own) linked 1, 4 and 40
times with GNU ld, gold and lld; the text (size's text+data) grows by what
each unit holds (its record, strings, constructor), under 2 KB a unit,
never by another copy of the runtime (~20 KB), and the 40 units'
evaluations are all counted.  On x86-64 the runtime is one COMDAT group of
assembly (include/probable_profile_runtime_x86_64.h), kept once by every
linker whichever compiler made the units; elsewhere (and with
-DPROBABLE_PROFILE_C_RUNTIME) the C runtime is kept once only by GCC with
GNU ld or gold (.gnu.linkonce): the README says so, and there this test
only checks the counts of Clang's and lld's links."""

import os
import subprocess

from profiletest import CFLAGS, INCLUDE, ProfileTest, have, per_compiler, run, scratch, site
from test_runtime_asm import is_x86_64

PER_UNIT = 2048


def text_size(path):
    out = subprocess.run(["size", path], capture_output=True, text=True, check=True).stdout
    return int(out.splitlines()[-1].split()[0])


class Size(ProfileTest):
    def link(self, d, obj, main, n, ld):
        out = os.path.join(d, "prog-%s-%d" % (ld, n))
        cmd = self.cc.split() + ["-fuse-ld=" + ld, main] + [obj] * n + ["-o", out, "-pthread"]
        p = subprocess.run(cmd, capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, "%s\n%s" % (" ".join(cmd), p.stderr))
        return out

    def check(self, opt):
        d = scratch("size-%s%s" % (self.cc.replace("+", "x"), opt))
        obj, main = os.path.join(d, "unit.o"), os.path.join(d, "main.o")
        here = os.path.dirname(os.path.abspath(__file__))
        for src, o, prof in (("sizeunit.c", obj, ["-DPROBABLE_PROFILE"]), ("sizemain.c", main, [])):
            cmd = self.cc.split() + CFLAGS + [opt, "-I" + INCLUDE] + prof + (["-x", "c++"] if "++" in self.cc else []) + ["-c", os.path.join(here, src), "-o", o]
            p = subprocess.run(cmd, capture_output=True, text=True)
            self.assertEqual((p.returncode, p.stderr), (0, ""), " ".join(cmd))
        for ld in ("bfd", "gold", "lld"):
            if not have("ld." + ld):
                continue
            sizes = {}
            for n in (1, 4, 40):
                prog = self.link(d, obj, main, n, ld)
                sizes[n] = text_size(prog)
                r = run(prog, [], report=os.path.join(d, "r-%s-%d.json" % (ld, n)))
                self.assertEqual(sum(s["count"] for s in r.report["sites"]), n, "%s, %d units" % (ld, n))
            if not is_x86_64(self.cc) and (ld == "lld" or "clang" in self.cc):
                continue
            with self.subTest(ld=ld):
                self.assertGreater(sizes[1], 10 * 1024, "one unit holds the runtime")
                self.assertLess(sizes[4] - sizes[1], 3 * PER_UNIT, "%s: %s" % (ld, sizes))
                self.assertLess(sizes[40] - sizes[1], 39 * PER_UNIT, "%s: %s" % (ld, sizes))

    def test_one_copy(self):
        """size: 1, 4 and 40 units linked (GNU ld, gold, lld), -O2: one runtime (x86-64: every compiler and linker), under 2 KB a unit more; all counted"""
        self.check("-O2")


per_compiler(Size, ["gcc", "clang", "g++", "clang++"], globals())
