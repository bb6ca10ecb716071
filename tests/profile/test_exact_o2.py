# SPDX-License-Identifier: MIT
"""tests/profile/test_exact_o2.py - the -O2 counting forms count exactly (exact_o2.c)
with gcc and clang: an if/else on the site (both arms), a loop condition, the
branch-free uses of a site's value (adc, cmov, setcc, a counting loop), conditions
the compiler knows (__builtin_constant_p: the constant buckets, in an unrolled loop
with byte stores), likely() of probable_likely.h; the program's output unchanged."""

from profiletest import ProfileTest, build, per_compiler, require_x86, run

N = 1000


def setUpModule():
    require_x86()


class ExactO2:
    def report(self):
        prog = build("exact_o2.c", self.cc)
        return run(prog, [N], report=prog + ".json")

    def test_counts(self):
        """every site: count, hits and constant exactly as exact_o2.c says"""
        rep = self.report().report
        want = {
            "arms": (N, sum(1 for i in range(N) if i % 3 == 0), 0),
            "loop": (41 * (N // 40), 40 * (N // 40), 0),
            "carry": (N, sum(1 for i in range(N) if i % 7 < 3), 0),
            "select": (N, sum(1 for i in range(N) if i % 5 > 2), 0),
            "flag": (N, sum(1 for i in range(N) if i % 4 == 1), 0),
            "count": (N, sum(1 for i in range(N) if i % 5 < 2), 0),
            "ctrue": (N, N, 1),
            "cfalse": (N, 0, 1),
            "lk": (N, sum(1 for i in range(N) if i % 8 != 0), 0),
        }
        for tag, (count, hits, constant) in want.items():
            self.assertSite(rep, {"line": "@" + tag}, count=count, hits=hits, constant=constant)
        self.assertEqual(len(rep["sites"]), len(want))

    def test_output(self):
        """the program prints what its plain build prints"""
        plain = run(build("exact_o2.c", self.cc, profile=False), [N]).stdout
        self.assertEqual(self.report().stdout, plain)
        self.assertTrue(plain.strip().isdigit(), plain)


per_compiler(ExactO2, ("gcc", "clang"), globals(), sample_them=False)
