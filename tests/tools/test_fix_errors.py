# SPDX-License-Identifier: MIT
"""probable-fix on input it cannot use: one line "probable-fix: PATH:
REASON", exit status 2, no traceback, nothing on standard output; and its
decisions do not depend on $CC (the arch data is the tree's own)."""

import json
import os
import stat

from fixcommon import TempTree, run_fix, write, fixture, site

REPORT = fixture("fix", "codec", "report.json")


class BadInput(TempTree):
    def check(self, args, path, reason):
        rc, out, err = run_fix(*args, cwd=self.tmp)
        self.assertEqual(rc, 2, err)
        self.assertEqual(out, "")
        self.assertNotIn("Traceback", err)
        lines = err.strip().split("\n")
        self.assertEqual(len(lines), 1, err)
        self.assertTrue(lines[0].startswith("probable-fix: %s: " % path), err)
        self.assertIn(reason, lines[0])

    def test_reports(self):
        """missing, empty, truncated, non-report, future version, directory, path through a file"""
        write(self.path("empty.json"), "")
        write(self.path("trunc.json"), '{"format": "probable-profile", "version": 3, "sites": [')
        write(self.path("other.json"), '{"name": "package.json"}')
        write(self.path("future.json"), '{"format": "probable-profile", "version": 4, "sites": []}')
        os.mkdir(self.path("dir.json"))
        for name, reason in (("missing.json", "No such file"), ("empty.json", "empty"),
                             ("trunc.json", "truncated"), ("other.json", "not a probable profile report"),
                             ("future.json", "version 4"), ("dir.json", "directory"),
                             ("empty.json/x", "Not a directory")):
            with self.subTest(name=name):
                self.check([name], name, reason)

    def test_unreadable(self):
        """a report that cannot be read"""
        if os.geteuid() == 0:
            self.skipTest("root reads every file")
        write(self.path("secret.json"), "{}")
        os.chmod(self.path("secret.json"), 0)
        self.check(["secret.json"], "secret.json", "Permission denied")

    def test_bad_good_mix(self):
        """a good report and a bad one: the bad one named, nothing written"""
        write(self.path("future.json"), '{"format": "probable-profile", "version": 9, "sites": []}')
        self.check([REPORT, "future.json"], "future.json", "version 9")

    def test_compile_database(self):
        """-p: missing directory, no compile_commands.json, not JSON, entries without a command, a NUL in an argument"""
        os.mkdir(self.path("nodb"))
        os.mkdir(self.path("bad"))
        write(self.path("bad", "compile_commands.json"), "[{")
        os.mkdir(self.path("noc"))
        write(self.path("noc", "compile_commands.json"), '[{"directory": "/", "file": "a.c"}]')
        os.mkdir(self.path("nul"))
        write(self.path("nul", "compile_commands.json"),
              '[{"directory": "/", "file": "a.c", "arguments": ["cc", "-c", "a\\u0000.c"]}]')
        for d, path, reason in (("gone", "gone", "not a directory"),
                                ("nodb", "nodb/compile_commands.json", "No such file"),
                                ("bad", "bad/compile_commands.json", "not a JSON compile database"),
                                ("noc", "noc/compile_commands.json", "neither"),
                                ("nul", "nul/compile_commands.json", "NUL")):
            with self.subTest(d=d):
                self.check(["-p", d, REPORT], path, reason)

    def test_root(self):
        """--root that is not a directory"""
        self.check(["--root", "nowhere", REPORT], "nowhere", "not a directory")


class ArchData(TempTree):
    def test_same_without_a_compiler(self):
        """CC=/bin/false changes nothing: the arches come from the tree's arch headers"""
        args = ["--root", fixture("fix", "codec"), "--build-dir", "src", "--explain",
                "--rewrite-macros", REPORT]
        rc1, out1, err1 = run_fix(*args)
        rc2, out2, err2 = run_fix(*args, env={"CC": "/bin/false", "PATH": "/nonexistent"})
        self.assertEqual((rc1, out1, err1), (rc2, out2, err2))
        self.assertIn("on alpha, arc, arm, arm64, csky, generic, hexagon", err1)

    def test_arches_decide_together(self):
        """two arches' reports: a constant build gives no evidence, the other one decides; unmeasured arches are flagged"""
        src = "int f(int i)\n{\n\treturn probable(i % 4 == 0, 90);\n}\n"
        write(self.path("t.c"), src)
        x86 = site("t.c", 3, "i % 4 == 0", 90, 250, arch="x86", constant=1)
        arm = site("t.c", 3, "i % 4 == 0", 90, 250, arch="arm")
        rc, out, err = run_fix("--root", self.tmp, "--explain",
                               self.put_report([x86], "x86.json"), self.put_report([arm], "arm.json"))
        self.assertEqual(rc, 0, err)
        self.assertIn("+\treturn probable(i % 4 == 0, 25);", out)
        self.assertIn("constant in the build of x86", err)
        self.assertIn("(not measured) this drops the likely hint", err)
        self.assertNotIn(" arm,", err.split("not measured")[0].split("on ")[-1])
        # the constant build alone: kept, "constant here (x86)"
        rc, out, err = run_fix("--root", self.tmp, "--explain", self.path("x86.json"))
        self.assertEqual(out, "")
        self.assertIn("constant here (x86)", err)


class Output(TempTree):
    def test_full_stdout(self):
        """a patch to a full standard output (/dev/full): one line naming it, status 2, no traceback; into a closed pipe: quiet"""
        if not os.path.exists("/dev/full"):
            self.skipTest("no /dev/full")
        import subprocess
        import sys
        from fixcommon import FIX
        write(self.path("src", "a.c"), "int f(int x)\n{\n\tif (probable(x > 3, 90))\n\t\treturn 1;\n\treturn 0;\n}\n")
        rep = self.put_report([site("src/a.c", 3, "x > 3", 90, 100)])
        with open("/dev/full", "w") as full:
            p = subprocess.run([sys.executable, FIX, "-q", "--root", self.tmp, rep], stdout=full,
                               stderr=subprocess.PIPE, text=True)
        self.assertEqual((p.returncode, p.stderr),
                         (2, "probable-fix: standard output: No space left on device\n"))
        p = subprocess.run("%s %s --root %s %s | head -c 1" % (sys.executable, FIX, self.tmp, rep), shell=True,
                           capture_output=True, text=True)
        self.assertNotIn("Traceback", p.stderr)
