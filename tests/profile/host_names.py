#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/profile/host_names.py - the names a host's macros could take from the C
library: every identifier outside the implementation's namespace (not starting with
"_") that the system headers a profile runtime needs (stdio, stdlib, string, errno,
fcntl, pthread, unistd, sys/file, sys/stat: what include/probable_profile.h included
before it declared the few things it uses itself) declare as a struct or union
member, a tag, a typedef, an enumerator or a parameter, on this machine, in C (c11,
gnu11) and C++ (as g++, with _GNU_SOURCE), less those the headers themselves define
as macros.  Found from Clang's AST of those headers (clang -Xclang -ast-dump=json).
test_hostmacros.py defines every one of them as a macro before probable.h.

    python3 tests/profile/host_names.py            print the class, one name a line
"""

import json
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
KINDS = {"FieldDecl", "RecordDecl", "CXXRecordDecl", "TypedefDecl", "EnumConstantDecl", "EnumDecl", "ParmVarDecl"}
MODES = (["-x", "c", "-std=c11"], ["-x", "c", "-std=gnu11"], ["-x", "c++", "-std=c++17", "-D_GNU_SOURCE"])


HEADERS = ("stdarg.h", "stdio.h", "stdlib.h", "string.h", "errno.h", "fcntl.h", "pthread.h", "unistd.h",
           "sys/file.h", "sys/stat.h")


def runtime_includes():
    """the #include lines of the headers whose names the class holds"""
    return ["#include <%s>" % h for h in HEADERS]


def _walk(node, out):
    if isinstance(node, dict):
        if node.get("kind") in KINDS and node.get("name") and not node.get("isImplicit"):
            out.add(node["name"])
        for v in node.get("inner") or ():
            _walk(v, out)


def the_class(clang="clang"):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "sys.c")
        with open(src, "w") as f:
            f.write("\n".join(runtime_includes()) + "\n")
        names, macros = set(), set()
        for mode in MODES:
            p = subprocess.run([clang] + mode + ["-fsyntax-only", "-Xclang", "-ast-dump=json", src],
                               capture_output=True, text=True)
            if p.returncode != 0:
                raise RuntimeError(p.stderr)
            _walk(json.loads(p.stdout), names)
            for cc in (clang, "gcc"):
                m = subprocess.run([cc] + mode + ["-E", "-dM", src], capture_output=True, text=True).stdout
                macros |= {l.split()[1].split("(")[0] for l in m.splitlines() if l.startswith("#define ")}
    return sorted(n for n in names if not n.startswith("_") and n not in macros)


if __name__ == "__main__":
    print("\n".join(the_class()))
