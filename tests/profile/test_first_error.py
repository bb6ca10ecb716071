# SPDX-License-Identifier: MIT
"""tests/profile/test_first_error.py - in profile mode, a bad pc's first error names
the mistake: each tests/compile/compile_fail-*pc*.c file, compiled with -DFAIL and
-Wfatal-errors (the compiler stops at the first error), at -O0 and -O2, prints
what the file's EXPECT (EXPECT_CXX in C++) line says, as the plain build does
(tests/compile/checks.sh checks every error of a unit, not which comes first)."""

import glob
import os
import re
import subprocess

from profiletest import INCLUDE, TOP, ProfileTest, per_compiler

FILES = sorted(glob.glob(os.path.join(TOP, "tests", "compile", "compile_fail-*pc*.c")))


def expect(path, cxx):
    """the file's EXPECT (or EXPECT_CXX) regex"""
    with open(path) as f:
        text = f.read()
    m = cxx and re.search(r"EXPECT_CXX: (.*) \*/", text) or re.search(r"EXPECT: (.*) \*/", text)
    return m.group(1)


class FirstError:
    def test_names_the_mistake(self):
        """every compile_fail-*pc*.c: the first error (-Wfatal-errors), -O0 and -O2, profiled, says what EXPECT says"""
        cxx = "++" in self.cc
        self.assertGreater(len(FILES), 5, FILES)
        for path in FILES:
            for opt in ("-O0", "-O2"):
                cmd = self.cc.split() + (["-x", "c++"] if cxx else []) + [
                    opt, "-DPROBABLE_PROFILE", "-Wfatal-errors", "-I" + INCLUDE, "-c", path, "-o", os.devnull]
                with self.subTest(file=os.path.basename(path), opt=opt):
                    good = subprocess.run(cmd, capture_output=True, text=True)
                    self.assertEqual((good.returncode, good.stderr), (0, ""), "without -DFAIL")
                    bad = subprocess.run(cmd + ["-DFAIL"], capture_output=True, text=True)
                    self.assertNotEqual(bad.returncode, 0)
                    self.assertRegex(bad.stderr, expect(path, cxx))


per_compiler(FirstError, ["gcc", "clang", "g++", "clang++"], globals(), sample_them=False)
