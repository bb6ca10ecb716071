# SPDX-License-Identifier: MIT
"""tests/profile/test_sysheaders.py - a profiled unit includes no system header
its plain build does not include, so every unit that builds plain builds
profiled: units that ask for their own feature-test macros after
`-include probable_likely.h` (_GNU_SOURCE: qsort_r, strchrnul;
_POSIX_C_SOURCE=200809L under -std=c99: strnlen, fileno; _FILE_OFFSET_BITS=64:
a 64-bit off_t) build with -Werror and count exactly, with gcc, clang, g++ and
clang++, and with a 32-bit cross gcc (i686) where one is installed (run under
qemu-i386 where that is installed too); the set of system headers a unit
includes (-H) is the same plain and profiled; and nothing the runtime adds to a
unit is named outside probable_/PROBABLE_ and the implementation's "__"
(a host's macro cannot rename it).  The same units with
-DPROBABLE_PROFILE_OPTIMIZE_RUNTIME (the runtime at the unit's -O, not the
little optimisation it gets by default) build and count too."""

import os
import re
import shutil
import subprocess

from profiletest import CFLAGS, INCLUDE, ProfileTest, build, fixture, have, per_compiler, run, scratch, site

UNITS = ["feature_gnu.c", "feature_posix.c", "feature_lfs.c", "feature_main.c"]
N = 100
WANT_OUT = "%d %d %d\n" % (N + 1, 6 + 1, N // 2 + 1)  # what each unit returns (their comments)


def lang_flags(cc):
    return ["-x", "c++", "-std=c++11"] if cc.endswith("++") else ["-std=c99"]


def system_headers(cmd):
    """the headers outside include/ that cmd (a compile, -E -H added) opens"""
    p = subprocess.run(cmd + ["-E", "-H", "-o", os.devnull], capture_output=True, text=True)
    if p.returncode != 0:
        raise AssertionError("%s\n%s" % (" ".join(cmd), p.stderr))
    inc = os.path.realpath(INCLUDE) + os.sep
    out = set()
    for line in p.stderr.splitlines():
        m = re.match(r"\.+ (\S.*)$", line)
        if m:
            path = os.path.realpath(m.group(1))
            if not path.startswith(inc):
                out.add(path)
    return out


def check_counts(test, rep):
    test.assertSite(rep, {"line": "@gnu"}, count=N, hits=N)
    test.assertSite(rep, {"line": "@posix"}, count=N, hits=6)
    test.assertSite(rep, {"line": "@lfs"}, count=N, hits=N // 2)


class Features:

    def test_feature_units(self):
        """_GNU_SOURCE, _POSIX_C_SOURCE=200809L (-std=c99) and _FILE_OFFSET_BITS=64 units, -include probable_likely.h -Werror: build profiled, count exactly"""
        d = scratch("features-" + self.cc.replace("+", "x"))
        prog = build(UNITS, self.cc, ["-Werror", "-include", "probable_likely.h"] + lang_flags(self.cc),
                     out=os.path.join(d, "prog"))
        r = run(prog, [N], report=os.path.join(d, "r.json"))
        self.assertEqual(r.stdout, WANT_OUT)
        check_counts(self, r.report)

    def test_optimized_runtime(self):
        """-DPROBABLE_PROFILE_OPTIMIZE_RUNTIME (the runtime at the unit's -O2): the feature units build with -Werror and count exactly"""
        d = scratch("optruntime-" + self.cc.replace("+", "x"))
        prog = build(UNITS, self.cc, ["-Werror", "-include", "probable_likely.h", "-DPROBABLE_PROFILE_OPTIMIZE_RUNTIME",
                                             "-DPROBABLE_PROFILE_C_RUNTIME"] +
                     lang_flags(self.cc), out=os.path.join(d, "prog"))
        r = run(prog, [N], report=os.path.join(d, "r.json"))
        self.assertEqual(r.stdout, WANT_OUT)
        check_counts(self, r.report)

    def test_same_system_headers(self):
        """-H: the system headers of a unit are the same plain and profiled (one that includes none, and feature_gnu.c)"""
        d = scratch("sysheaders-" + self.cc.replace("+", "x"))
        bare = os.path.join(d, "bare.c")
        with open(bare, "w") as f:
            f.write("int probable_bare(int x);\nint probable_bare(int x)\n{\n\treturn likely(x > 2) ? 1 : 0;\n}\n")
        for src, some in ((bare, False), (fixture("feature_gnu.c"), True)):
            base = self.cc.split() + lang_flags(self.cc) + ["-I" + INCLUDE, "-include", "probable_likely.h", src]
            plain, profiled = system_headers(base), system_headers(base + ["-DPROBABLE_PROFILE"])
            self.assertEqual(sorted(profiled - plain), [], "system headers only the profiled unit includes")
            self.assertEqual(sorted(plain - profiled), [])
            self.assertEqual(bool(plain), some, plain)  # the -H output was read

    def test_runtime_names(self):
        """every identifier the runtime adds to a unit (-E, profiled minus plain) is probable_/PROBABLE_, __-prefixed or a keyword"""
        keywords = set("""auto break case char const continue default do double else enum extern float for goto if
            inline int long register return short signed sizeof static struct switch typedef union unsigned void
            volatile while bool class constexpr explicit false namespace nullptr operator private public template
            this true typename using noexcept static_assert static_cast reinterpret_cast const_cast C""".split())
        d = scratch("names-" + self.cc.replace("+", "x"))
        src = os.path.join(d, "u.c")
        with open(src, "w") as f:
            f.write("int probable_u(int x);\nint probable_u(int x)\n{\n\treturn probable(x > 2, 90);\n}\n")
        cmd = self.cc.split() + lang_flags(self.cc) + ["-I" + INCLUDE, "-include", "probable.h", "-E", "-P", src]

        def idents(extra):
            text = subprocess.run(cmd + extra, capture_output=True, text=True, check=True).stdout
            # strings and characters are not renamed, nor is a #pragma's text
            text = re.sub(r"""("(\\.|[^"\\\n])*"|'(\\.|[^'\\\n])*')""", "0", text)
            text = re.sub(r"(?m)^\s*#.*$", "", text)
            return set(re.findall(r"\b[A-Za-z_]\w*\b", text))
        added = idents(["-DPROBABLE_PROFILE"]) - idents([])
        bad = sorted(n for n in added if not re.match(r"(probable_|PROBABLE_|__)", n) and n not in keywords)
        self.assertEqual(bad, [], "names a host macro could rewrite")
        self.assertIn("probable_profile_sys_open_", added)  # the scan saw the runtime


per_compiler(Features, ["gcc", "clang", "g++", "clang++"], globals())


class Features32(ProfileTest):
    cc = "i686-linux-gnu-gcc"

    def test_i686(self):
        """i686 (32-bit: _FILE_OFFSET_BITS=64 changes off_t): the feature units build profiled with -Werror; under qemu-i386 they count exactly"""
        if not have(self.cc):
            self.skipTest("no i686-linux-gnu-gcc")
        d = scratch("features-i686")
        prog = build(UNITS, self.cc, ["-Werror", "-include", "probable_likely.h", "-std=c99"], out=os.path.join(d, "prog"))
        sysroot = "/usr/i686-linux-gnu"
        if not have("qemu-i386-static") or not os.path.isdir(sysroot):
            self.skipTest("built; no qemu-i386-static or %s to run it" % sysroot)
        r = run(prog, [N], report=os.path.join(d, "r.json"), prefix=["qemu-i386-static", "-L", sysroot])
        self.assertEqual(r.stdout, WANT_OUT)
        check_counts(self, r.report)
