# SPDX-License-Identifier: MIT
"""tests/profile/test_hostmacros.py - profile mode survives host macros named like
what the C library declares (type, val, data, flags, st_size, tv_sec, uint, ...):
the class is found from the headers a runtime would need on this machine
(host_names.py), and every name of it is defined as a macro before probable.h
(hostmacros.c, which includes no system header of its own) in C and C++: the
runtime includes no system header and names nothing outside probable_/PROBABLE_
(test_sysheaders.py), so it compiles and counts.  Also: a system header included
after probable.h (no host macros) works as ever."""

import os

from profiletest import build, have, per_compiler, run, scratch
import host_names




_the_class = []


class HostMacros:
    def names(self):
        """the class, found once per run (three AST dumps and six -dM runs;
        the same for every compiler: clang's AST finds it)"""
        if not have("clang"):
            self.skipTest("clang not installed (its AST dump finds the class)")
        if not _the_class:
            _the_class.append(host_names.the_class())
        return list(_the_class[0])

    def test_every_name_defined(self):
        """all of the class defined as macros before probable.h: builds warning-free (-Wall -Wextra), counts 1000/250"""
        names = self.names()
        self.assertIn("type", names)
        self.assertIn("tv_sec", names)
        d = scratch("hostmacros-" + self.cc.replace("+", "x"))
        pre = os.path.join(d, "host.h")
        with open(pre, "w") as f:
            for n in names:
                f.write("#define %s probable_host_macro_collision\n" % n)
        flags = ["-include", pre] + (["-x", "c++"] if self.cc.endswith("++") else [])
        prog = build("hostmacros.c", self.cc, flags, out=os.path.join(d, "prog"))
        r = run(prog, [1000], report=os.path.join(d, "r.json"))
        self.assertSite(r.report, {"line": "@hm"}, count=1000, hits=250)

    def test_system_macros_after(self):
        """after probable.h (no host macros): <sys/stat.h>'s st_mtime and stat() still work"""
        d = scratch("sysafter-" + self.cc.replace("+", "x"))
        src = os.path.join(d, "after.c")
        with open(src, "w") as f:
            f.write('#include <probable.h>\n#include <sys/stat.h>\n#include <stdio.h>\n'
                    'int main(void)\n{\n\tstruct stat st;\n\tif (stat("/", &st) != 0 || !S_ISDIR(st.st_mode))\n'
                    '\t\treturn 1;\n\tprintf("%d\\n", st.st_mtime > 0);\n\treturn 0;\n}\n')
        flags = ["-x", "c++"] if self.cc.endswith("++") else []
        prog = build(src, self.cc, flags, out=os.path.join(d, "prog"))
        self.assertEqual(run(prog).stdout, "1\n")


per_compiler(HostMacros, ["gcc", "clang", "g++", "clang++"], globals())
