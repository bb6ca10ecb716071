#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/profile/host_names.py - the names profile mode must protect from a host's
macros: every identifier outside the implementation's namespace (not starting with
"_") that the system headers the runtime includes declare as a struct or union
member, a tag, a typedef, an enumerator or a parameter, on this machine, in C (c11,
gnu11) and C++ (as g++, with _GNU_SOURCE), less those the headers themselves define
as macros.  Found from Clang's AST of those headers (clang -Xclang -ast-dump=json).

    python3 tests/profile/host_names.py            print the class, one name a line
    python3 tests/profile/host_names.py --header   print include/probable_profile.h's
                                                   block (between its BEGIN/END lines)
    python3 tests/profile/host_names.py --missing  the names of the class the header
                                                   does not set aside (exit 1 if any)
"""

import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
HEADER = os.path.join(TOP, "include", "probable_profile.h")
KINDS = {"FieldDecl", "RecordDecl", "CXXRecordDecl", "TypedefDecl", "EnumConstantDecl", "EnumDecl", "ParmVarDecl"}
MODES = (["-x", "c", "-std=c11"], ["-x", "c", "-std=gnu11"], ["-x", "c++", "-std=c++17", "-D_GNU_SOURCE"])


def runtime_includes():
    """the #include <...> lines of include/probable_profile.h, in order"""
    with open(HEADER) as f:
        return [l.strip() for l in f if re.match(r"#include <[^>]+>", l.strip())]


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


def in_header():
    with open(HEADER) as f:
        text = f.read()
    return set(re.findall(r'#pragma push_macro\("(\w+)"\)', text))


def header_block(names):
    out = []
    for n in names:
        out.append('#pragma push_macro("%s")' % n)
        out.append("#undef %s" % n)
    return "\n".join(out)


if __name__ == "__main__":
    names = the_class()
    if sys.argv[1:] == ["--header"]:
        print(header_block(names))
    elif sys.argv[1:] == ["--pops"]:
        print("\n".join('#pragma pop_macro("%s")' % n for n in names))
    elif sys.argv[1:] == ["--missing"]:
        missing = sorted(set(names) - in_header())
        print("\n".join(missing))
        sys.exit(1 if missing else 0)
    else:
        print("\n".join(names))
