# SPDX-License-Identifier: MIT
"""tests/profile/test_inline.py - inline functions in profile mode: C99 plain
`inline` (external linkage) builds warning-free at -Werror with gcc and clang and
counts once per site (inline/c99*.c); one-line static inline helpers stay inlined
at -O2 as they are without profile mode (inline/hot.c, nm and objdump)."""

import os
import re
import subprocess

from profiletest import ProfileTest, build, fixture, have, per_compiler, run, sites

STRICT = ["-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror"]
CLANG_STRICT = ["-Wstatic-local-in-inline", "-Wstatic-in-inline"]


class C99Inline:
    def flags(self):
        return STRICT + (CLANG_STRICT if self.cc.startswith("clang") else [])

    def test_builds_warning_free(self):
        """C99 inline + probable()/get_unaligned_p(): -std=c99 -Wall -Wextra -Wpedantic -Werror, no warning, -O0 and -O2"""
        for opt in ("-O0", "-O2"):
            build(["inline/c99main.c", "inline/c99inline.c"], self.cc, self.flags() + [opt])

    def test_plain_builds_warning_free(self):
        """C99 inline + probable()/get_unaligned_p() WITHOUT profile mode: the same flags, no warning either"""
        for opt in ("-O0", "-O2"):
            build(["inline/c99main.c", "inline/c99inline.c"], self.cc, self.flags() + [opt], profile=False)

    def test_counts(self):
        """C99 inline: one record per site and unit over both TUs' copies: branch 4000/1008, read 4000/3000 in all"""
        prog = build(["inline/c99main.c", "inline/c99inline.c"], self.cc, self.flags() + ["-O2"])
        r = run(prog, report=prog + ".json")
        # -O2 as CFLAGS has it anyway: the plain -O2 build of test_plain_builds_warning_free, built once
        plain = run(build(["inline/c99main.c", "inline/c99inline.c"], self.cc, self.flags() + ["-O2"], profile=False))
        self.assertEqual(r.stdout, plain.stdout)
        rep = r.report
        units = sorted(fixture(u) for u in ("inline/c99main.c", "inline/c99inline.c"))
        for tag, func, count, hits in (("@c99-branch", "c99_small", 4000, 1008), ("@c99-read", "c99_read32", 4000, 3000)):
            found = sites(rep, line=tag)
            self.assertEqual(sorted(s["unit"] for s in found), units, found)
            self.assertEqual({s["func"] for s in found}, {func})
            self.assertEqual((sum(s["count"] for s in found), sum(s["hits"] for s in found)), (count, hits))
        self.assertEqual(len(rep["sites"]), 4)


per_compiler(C99Inline, ["gcc", "clang", "/usr/bin/clang-19"], globals())


def out_of_line(obj, names):
    """the helpers of names that obj defines as functions or calls"""
    syms = subprocess.run(["nm", obj], capture_output=True, text=True).stdout
    found = {n for n in names if re.search(r" [tT] %s$" % n, syms, re.M)}
    dis = subprocess.run(["objdump", "-dr", obj], capture_output=True, text=True).stdout
    found |= {n for n in names if re.search(r"R_X86_64_(PLT|PC)32\s+%s\b" % n, dis)}
    return sorted(found)


class Inlined:
    def test_helpers_inlined(self):
        """-O2: MEM_read32 (get_unaligned_p) and is_short (probable) stay inlined in profile mode, as without it"""
        if not (have("nm") and have("objdump")):
            self.skipTest("nm/objdump not installed (apt-get install binutils)")
        d = os.path.dirname(build("counts.c", self.cc, profile=False))
        res = {}
        for profile in (False, True):
            obj = os.path.join(d, "hot-%s-%s.o" % (re.sub(r"\W", "x", self.cc), profile))
            build("inline/hot.c", self.cc, ["-O2", "-c"], profile=profile, out=obj)
            res[profile] = out_of_line(obj, ("MEM_read32", "is_short"))
        self.assertEqual(res[False], [], "control: without profile mode the helpers are inlined")
        self.assertEqual(res[True], [], "out of line in profile mode")


per_compiler(Inlined, ["gcc", "clang"], globals())
