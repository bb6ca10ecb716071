# SPDX-License-Identifier: MIT
"""probable.archdata: the arch table read from the tree's own arch headers
without a compiler, the same as the C preprocessor gives."""

import os
import shutil
import subprocess
import tempfile
import unittest

from common import TOP

from probable import archdata
from probable.errors import InputError


class TestArchData(unittest.TestCase):
    def test_every_arch_of_the_list(self):
        """every arch of arch/arches.list, with the values its headers give (x86 89/11, powerpc 94/6, arm test_below 50)"""
        t = archdata.arch_table()
        with open(os.path.join(TOP, "arch", "arches.list")) as f:
            names = [l.split()[0] for l in f if l.strip() and not l[0].isspace() and not l.startswith("#")]
        self.assertEqual(sorted(t), sorted(names))
        self.assertEqual(t["x86"], dict(high=89, low=11, threshold=0, test_below=0))
        self.assertEqual(t["powerpc"], dict(high=94, low=6, threshold=0, test_below=0))
        self.assertEqual(t["arm"]["test_below"], 50)
        self.assertEqual(t["alpha"]["threshold"], 1)  # Linux user space: emulated traps

    def test_same_as_the_c_preprocessor(self):
        """equal, arch for arch, to what cc -E makes of probable.h -DARCH=<name> (Linux user space)"""
        cc = shutil.which("gcc") or shutil.which("cc")
        if not cc:
            self.skipTest("no C compiler to compare with")
        probe = ("#include <probable.h>\nprobable_values ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW "
                 "ARCH_ALIGNMENT_COST_THRESHOLD ARCH_ALIGNMENT_TEST_BELOW\n")
        for name, facts in archdata.arch_table().items():
            out = subprocess.run([cc, "-E", "-P", "-x", "c", "-I" + os.path.join(TOP, "include"),
                                  "-DARCH=" + name, "-"], input=probe, capture_output=True, text=True).stdout
            line = [l.split() for l in out.splitlines() if l.startswith("probable_values")]
            self.assertTrue(line, name)
            got = dict(zip(archdata.KEYS, (int(x.strip("()")) for x in line[0][1:])))
            self.assertEqual(facts, got, name)

    def test_no_compiler_involved(self):
        """CC=/bin/false and an empty PATH change nothing: no compiler is run"""
        old = dict(os.environ)
        try:
            os.environ["CC"] = "/bin/false"
            os.environ["PATH"] = ""
            archdata._CACHE.clear()
            t = archdata.arch_table()
        finally:
            os.environ.clear()
            os.environ.update(old)
        self.assertEqual(t["x86"]["high"], 89)
        self.assertGreaterEqual(len(t), 20)

    def test_not_found_is_one_clear_error(self):
        """a directory without arch headers: ArchError naming it; a header that cannot be evaluated: the file and line"""
        with tempfile.TemporaryDirectory() as d:
            with self.assertRaises(InputError) as cm:
                archdata.arch_table(d)
            self.assertIn("no arch headers", str(cm.exception))
            os.makedirs(os.path.join(d, "arch", "toy"))
            with open(os.path.join(d, "arch", "arches.list"), "w") as f:
                f.write("toy\n")
            with open(os.path.join(d, "arch", "toy", "probability.h"), "w") as f:
                f.write("#if defined(__linux__) && (1 +\n#define ARCH_PROBABILITY_HIGH 90\n#endif\n")
            with self.assertRaises(InputError) as cm:
                archdata.arch_table(d)
            self.assertIn("probability.h: line 1", str(cm.exception))

    def test_preprocessor(self):
        """#if/#elif/#else nesting, defined, char literals, continued lines, comments, includes, -D defaults kept out"""
        with tempfile.TemporaryDirectory() as d:
            os.makedirs(os.path.join(d, "arch", "toy"))
            os.makedirs(os.path.join(d, "arch", "policy"))
            with open(os.path.join(d, "arch", "arches.list"), "w") as f:
                f.write("# comment\ntoy\n\tspell: t\n")
            with open(os.path.join(d, "arch", "policy", "p.h"), "w") as f:
                f.write("#ifndef ARCH_PROBABILITY_LOW\n#define ARCH_PROBABILITY_LOW 7 /* why */\n#endif\n")
            with open(os.path.join(d, "arch", "toy", "probability.h"), "w") as f:
                f.write("/* #define ARCH_PROBABILITY_HIGH 1 */\n"
                        "#if defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'\n#define ARCH_PROBABILITY_HIGH 70\n"
                        "#elif defined __linux__ && \\\n  !defined(__KERNEL__)\n# if 2 > 1 ? 1 : 0\n"
                        "#  define ARCH_PROBABILITY_HIGH (90 + 1)\n# endif\n#else\n#define ARCH_PROBABILITY_HIGH 80\n#endif\n"
                        '#include "../policy/p.h"\n#define ARCH_ALIGNMENT_COST_THRESHOLD X\n#define X 3\n')
            t = archdata.arch_table(d)
        self.assertEqual(t, {"toy": dict(high=91, low=7, threshold=3, test_below=0)})


if __name__ == "__main__":
    unittest.main()
