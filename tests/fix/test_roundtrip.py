# SPDX-License-Identifier: MIT
"""tests/fix/test_roundtrip.py - the round trip, once, with the real
profile runtime: a tree built from a subdirectory (__FILE__ is
../lib/codec.c), with a form feed in a file, a space in a path and a file
with its own likely() profiled through -include probable_likely.h;
profile, probable-fix, apply (patch -p1 and git apply agree), rebuild
without -include, profile again: no wrong site, every rewritten site ok,
what the tolerance left alone said on stderr, the program's output
unchanged."""

import os
import shutil
import subprocess
import unittest

from common import TempTree, run_fix, read, fixture, INCLUDE, REPORT, load_tool, have, mark

CC = os.environ.get("CC", "cc")


class RoundTrip(TempTree):
    def build(self, root, name, include_likely):
        progs = os.path.join(root, "programs")
        flags = [CC, "-O1", "-DPROBABLE_PROFILE", "-I" + INCLUDE, "-pthread"]
        objs = []
        for src in ("../lib/codec.c", "../lib/my dir/third.c", "../lib/words.c"):
            obj = os.path.join(self.tmp, "%s-%s.o" % (name, os.path.basename(src)))
            extra = ["-include", "probable_likely.h"] if include_likely and "words" in src else []
            p = subprocess.run(flags + extra + ["-c", "-o", obj, src], cwd=progs, capture_output=True)
            self.assertEqual(p.returncode, 0, "%s: %s" % (src, p.stderr.decode()))
            objs.append(obj)
        exe = os.path.join(self.tmp, name)
        p = subprocess.run(flags + ["-o", exe, "main.c"] + objs, cwd=progs, capture_output=True)
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        return exe

    def profile(self, exe, root, name):
        out = os.path.join(self.tmp, name + ".json")
        p = subprocess.run([exe], cwd=os.path.join(root, "programs"), capture_output=True,
                           env=dict(os.environ, PROBABLE_PROFILE=out, PROBABLE_PROFILE_FORMAT="json"))
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        self.assertTrue(os.path.isfile(out), "no report from PROBABLE_PROFILE=%s" % out)
        return out, p.stdout

    def test_round_trip(self):
        """subdirectory build, form feed, space in a path, likely(): report -> diff -> patch -> rebuild -> no wrong site"""
        if not os.path.isfile(REPORT):
            self.skipTest("tools/probable-report is not there")
        if not have(CC) or not have("patch"):
            self.skipTest("no %s or patch" % CC)
        lib = load_tool(REPORT, "probable_report")
        root = os.path.join(self.tmp, "proj")
        shutil.copytree(fixture("roundtrip"), root)
        exe = self.build(root, "before", True)
        r1, out1 = self.profile(exe, root, "r1")
        before = lib.load(r1)["sites"]
        files = set(s["file"] for s in before)
        self.assertIn("../lib/codec.c", files)
        self.assertIn("../lib/my dir/third.c", files)
        verdicts = dict(((os.path.basename(s["file"]), s["line"]), s["verdict"]) for s in before)
        codec = read(os.path.join(root, "lib", "codec.c"))
        for tag, v in (("wrong", "wrong"), ("off", "miscalibrated"), ("within", "miscalibrated"),
                       ("ok", "ok"), ("few", "few")):
            line = mark(codec, tag) - (1 if tag == "within" else 0)
            got = verdicts.get(("codec.c", line)) or verdicts.get(("codec.c", mark(codec, tag)))
            self.assertEqual(got, v, "before: @%s" % tag)

        res = run_fix("--root", root, "--rewrite-likely", r1)
        self.assertEqual(res.rc, 0, res)
        self.assertNotIn(": skip ", res.err, res)
        self.assertIn("1 site within the tolerance left alone", res.err)
        self.assertIn("6 calls rewritten in 3 files", res.err)
        self.both_apply(root, res.out)
        codec2 = read(os.path.join(root, "lib", "codec.c"))
        for was, now in (("i % 10 < 3, 95)", "i % 10 < 3, 30)"), ("i % 4 == 0, 50)", "i % 4 == 0, 25)"),
                         ("get_unaligned_p(p, 10)", "get_unaligned_p(p, 75)"),
                         ("buf + 8 + i % 2, 0)", "buf + 8 + i % 2, 50)")):
            self.assertIn(now, codec2, was)
        self.assertIn("\n\f\n", codec2)
        self.assertIn("\t\t\t     1)) /* @within", codec2)
        self.assertIn("if (probable(i % 3 == 0, 33))", read(os.path.join(root, "lib", "my dir", "third.c")))
        words = read(os.path.join(root, "lib", "words.c"))
        self.assertIn("#include <string.h>\n#include <probable.h>\n", words)
        self.assertIn("if (probable(s[i] == ',', 10))", words)

        exe2 = self.build(root, "after", False)
        r2, out2 = self.profile(exe2, root, "r2")
        self.assertEqual(out1, out2)
        after = lib.load(r2)["sites"]
        self.assertEqual(len(after), len(before))
        self.assertEqual([s for s in after if s["verdict"] == "wrong"], [])
        bad = [(s["file"], s["line"], s["verdict"], s["declared"]) for s in after
               if s["verdict"] not in ("ok", "few")]
        within = [s for s in after if s["verdict"] == "miscalibrated"]
        self.assertEqual(len(within), 1, bad)
        self.assertEqual(within[0]["declared"], 1)


if __name__ == "__main__":
    unittest.main()
