# SPDX-License-Identifier: MIT
"""tests/tools/fixcommon.py - what the probable-fix tests share: the tool's
command line, hand-made reports, a temporary tree, compilers."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from common import TOP, TOOLS, fixture, python_run, take_turns

FIX = os.path.join(TOOLS, "probable-fix")
INCLUDE = os.path.join(TOP, "include")


def have(prog):
    return shutil.which(prog) is not None


def compilers(every=False):
    """gcc and clang, those installed; make test: one of them, taking turns
    (common.take_turns), unless every (a test whose assertions differ per
    compiler)"""
    ccs = [cc for cc in ("gcc", "clang") if have(cc)]
    return ccs if every else take_turns(ccs)


def run_fix(*args, cwd=None, env=None, pre=None):
    """probable-fix's command line: (status, stdout, stderr).  pre: Python
    statements run first in the tool's process (to inject a fault)."""
    if pre is None:
        argv = [FIX] + list(args)
    else:
        code = ("import sys; sys.path.insert(0, %r); sys.dont_write_bytecode = True\n%s\n"
                "from probable.cli.fix import main; sys.exit(main(sys.argv[1:]))" % (TOOLS, pre))
        argv = ["-c", code] + list(args)
    rc, out, err = python_run(argv, cwd=cwd, env=dict(os.environ, **(env or {})))
    return rc, out.decode("latin-1"), err.decode("utf-8", "replace")


def read(path):
    with open(path, "rb") as f:
        return f.read().decode("latin-1")


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(text.encode("latin-1"))


def site(file, line, expr, declared, hits, count=1000, macro="probable", arch="x86",
         func="f", cond=None, constant=0, nth=0, col=0, kind="branch", high=89, low=11):
    """A version-3 report site (x86's facts by default)."""
    return {"file": file, "line": line, "nth": nth, "col": col, "func": func, "expr": expr,
            "cond": expr if cond is None else cond, "macro": macro, "kind": kind, "arch": arch,
            "source": "profile", "constant": constant, "declared": declared, "high": high,
            "low": low, "exact": 0, "threshold": 0, "test_below": 0, "size": 0,
            "count": count, "hits": hits}


def report(sites, version=3):
    return {"format": "probable-profile", "version": version, "source": "profile",
            "run": "r1", "dumps": 1, "sites": sites}


class TempTree(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="probable-fix-test-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def path(self, *names):
        return os.path.join(self.tmp, *names)

    def put_report(self, sites, name="r.json", version=3):
        p = self.path(name)
        write(p, json.dumps(report(sites, version)))
        return p

    def patch(self, diff, root):
        p = subprocess.run(["patch", "-p1", "--no-backup-if-mismatch"], input=diff.encode("latin-1"),
                           cwd=root, capture_output=True)
        self.assertEqual(p.returncode, 0, p.stdout.decode() + p.stderr.decode())

    def build_and_run(self, cc, root, srcs, extra=()):
        exe = os.path.join(root, "a.out")
        p = subprocess.run([cc, "-O2", "-I" + INCLUDE] + list(extra) + ["-o", exe] + list(srcs),
                           cwd=root, capture_output=True)
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        p = subprocess.run([exe], capture_output=True, cwd=root)
        self.assertEqual(p.returncode, 0)
        return p.stdout.decode()


__all__ = ["FIX", "INCLUDE", "have", "compilers", "run_fix", "read", "write", "site", "report",
           "TempTree", "fixture"]
