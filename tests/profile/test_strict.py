# SPDX-License-Identifier: MIT
"""tests/profile/test_strict.py - profile mode warning-free at strict settings
(strict.c, every kind of site), optimised and at -O0 (where a site counts through a
call): gcc and clang in C, g++ and clang++ in C++, clang
14 and 19 with -Weverything and no group turned off; gcc's -Wredundant-decls too
(zstd builds with it and -Werror).  With g++, warnings located in
the plain headers (probable_internal.h's cast, the accessors: issue 22's plain
part) are not this test's; none may be located in probable_profile*.h.
make test: every compiler, its oldest and newest standard; the standards
between them under PROBABLE_TEST_EXHAUSTIVE=1 (standards() below)."""

import os
import re
import subprocess

from profiletest import EXHAUSTIVE, INCLUDE, ProfileTest, fixture, have, per_compiler

GCC_C = ["-Wall", "-Wextra", "-Wpedantic", "-Wconversion", "-Wsign-conversion", "-Wshadow", "-Wundef",
         "-Wcast-qual", "-Wcast-align", "-Wmissing-prototypes", "-Wstrict-prototypes",
         "-Wold-style-definition", "-Wc++-compat", "-Wredundant-decls"]
GXX = ["-Wall", "-Wextra", "-Wpedantic", "-Wuseless-cast", "-Wold-style-cast", "-Wzero-as-null-pointer-constant",
       "-Wconversion", "-Wsign-conversion", "-Wshadow", "-Wundef", "-Wcast-qual", "-Wredundant-decls"]
CASES = {
    "gcc": [(["-x", "c", "-std=%s" % s] + GCC_C) for s in ("c89", "gnu89", "c99", "c11", "gnu17", "c2x")],
    "g++": [(["-x", "c++", "-std=%s" % s] + GXX) for s in ("c++11", "c++14", "c++17", "c++20", "c++23")],
    "clang": [["-x", "c", "-std=%s" % s, "-Weverything"] for s in ("c89", "gnu89", "c99", "c11", "gnu17", "c2x")],
    "clang++": [["-x", "c++", "-std=%s" % s, "-Weverything"] for s in ("c++11", "c++17", "c++20", "c++2b")],
    "clang-19": [["-x", "c", "-std=%s" % s, "-Weverything"] for s in ("c99", "c11", "c23")],
    "clang++-19": [["-x", "c++", "-std=%s" % s, "-Weverything"] for s in ("c++11", "c++17", "c++20")],
}


def warnings(cc, flags, opt="-O2"):
    top = os.path.dirname(INCLUDE)
    cmd = [cc] + flags + opt.split() + ["-DPROBABLE_PROFILE", "-I" + INCLUDE, "-c", fixture("strict.c"), "-o", os.devnull]
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=top)
    if p.returncode != 0:
        raise AssertionError("%s failed:\n%s" % (" ".join(cmd), p.stderr[-3000:]))
    return [l for l in p.stderr.splitlines() if re.search(r": warning: ", l)]


def standards(cases):
    """the cases make test runs: each compiler's oldest and newest standard (the
    first and the last of its list); every one of them under
    PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive).  Every compiler stays in
    make test: its warnings are its own (per_compiler(..., sample_them=False))."""
    if EXHAUSTIVE or len(cases) <= 2:
        return cases
    return [cases[0], cases[-1]]


class Strict:
    def test_warning_free(self):
        """strict.c in profile mode, -O2, -O0 (its counting call) and -O2 -DPROBABLE_PROFILE_COUNT_BY_CALL: no
        warning (g++: none located in probable_profile*.h)"""
        bad = []
        # on x86-64 the runtime is assembly; its C (every other target's, and
        # -DPROBABLE_PROFILE_C_RUNTIME's) is checked with the oldest standard
        cases = standards(CASES[self.cc])
        for flags in cases + [cases[0] + ["-DPROBABLE_PROFILE_C_RUNTIME"]]:
            for opt in ("-O2", "-O0", "-O2 -DPROBABLE_PROFILE_COUNT_BY_CALL"):
                w = warnings(self.cc, flags, opt)
                if self.cc == "g++":
                    w = [l for l in w if "probable_profile" in l.split(": warning: ")[0]]
                bad += ["%s %s %s: %s" % (self.cc, " ".join(flags[:3]), opt, l) for l in w]
        self.assertEqual(bad, [])


per_compiler(Strict, list(CASES), globals(), sample_them=False)
