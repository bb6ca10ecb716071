# SPDX-License-Identifier: MIT
"""tests/fix/common.py - what the probable-fix tests share: the tool as a
module, a runner for it, hand-made reports, patch/git apply, compilers."""

import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
FIX = os.path.join(TOP, "tools", "probable-fix")
REPORT = os.path.join(TOP, "tools", "probable-report")
INCLUDE = os.path.join(TOP, "include")
FIXTURES = os.path.join(HERE, "fixtures")


def load_tool(path=FIX, name="probable_fix"):
    loader = importlib.machinery.SourceFileLoader(name, path)
    spec = importlib.util.spec_from_loader(name, loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


fix = load_tool()


def have(prog):
    return shutil.which(prog) is not None


def compilers():
    return [cc for cc in ("gcc", "clang") if have(cc)]


def fixture(*names):
    return os.path.join(FIXTURES, *names)


def read(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8", "surrogateescape")


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(text.encode("utf-8", "surrogateescape"))


def mark(text, tag):
    """The line number of the first line that carries "@TAG" (then a
    character that is not part of a name)."""
    import re
    pat = re.compile(r"@%s(?![\w-])" % re.escape(tag))
    for i, line in enumerate(text.split("\n"), 1):
        if pat.search(line):
            return i
    raise AssertionError("no @%s in the fixture" % tag)


def site(file, line, expr, declared, hits, count=1000, kind="branch", macro=None,
         arch="x86", func="f", size=None):
    """A version-2 report site; probable-report's load works out the
    rest (observed, interval, verdict, suggest) from count and hits."""
    s = {"file": file, "line": line, "func": func, "expr": expr,
         "macro": macro or ("probable" if kind == "branch" else "get_unaligned_p"),
         "kind": kind, "arch": arch, "declared": declared, "count": count, "hits": hits}
    if size is not None:
        s["size"] = size
    return s


def report(sites, run="r1"):
    return {"format": "probable-profile", "version": 2, "run": run, "dumps": 1, "sites": sites}


def write_report(path, sites, run="r1"):
    with open(path, "w") as f:
        json.dump(report(sites, run), f)
    return path


class Result:
    def __init__(self, rc, out, err):
        self.rc, self.out, self.err = rc, out, err

    def __repr__(self):
        return "rc %d, stderr:\n%s" % (self.rc, self.err)


def run_fix(*args, tool=FIX, cwd=None, stdin=None):
    p = subprocess.run(["python3", tool] + list(args), cwd=cwd, input=stdin,
                       capture_output=True)
    return Result(p.returncode, p.stdout.decode("utf-8", "surrogateescape"),
                  p.stderr.decode("utf-8", "surrogateescape"))


def apply_patch(root, diff):
    """Apply diff in root with patch -p1; (ok, output)."""
    p = subprocess.run(["patch", "-p1", "-s", "-d", root], input=diff.encode("utf-8", "surrogateescape"),
                       capture_output=True)
    return p.returncode == 0, (p.stdout + p.stderr).decode(errors="replace")


def apply_git(root, diff):
    """Apply diff in root (not a repository) with git apply; (ok, output)."""
    p = subprocess.run(["git", "apply", "--unsafe-paths", "-p1", "-"], cwd=root,
                       input=diff.encode("utf-8", "surrogateescape"), capture_output=True,
                       env=dict(os.environ, GIT_CEILING_DIRECTORIES=os.path.dirname(root)))
    return p.returncode == 0, (p.stdout + p.stderr).decode(errors="replace")


def compile_ok(cc, path, *flags, cwd=None):
    p = subprocess.run([cc, "-Wall", "-Wextra", "-Werror", "-I" + INCLUDE, "-c", "-o", os.devnull,
                        path] + list(flags), capture_output=True, cwd=cwd)
    return p.returncode == 0, p.stderr.decode(errors="replace")


class TempTree(unittest.TestCase):
    """A test with a scratch directory self.tmp."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="probable-fix-test-")
        self.addCleanup(shutil.rmtree, self.tmp, True)

    def tree(self, files, name="w"):
        """Make root self.tmp/name with files {relative path: text or fixture
        name (str starting with '@')}; return the root."""
        root = os.path.join(self.tmp, name)
        for rel, text in files.items():
            if text.startswith("@"):
                text = read(fixture(text[1:]))
            write(os.path.join(root, rel), text)
        return root

    def both_apply(self, root, diff):
        """The diff applies with patch -p1 AND git apply, to the same
        result; the tree is left patched."""
        copy = root + ".git-apply"
        shutil.copytree(root, copy)
        self.addCleanup(shutil.rmtree, copy, True)
        ok, out = apply_patch(root, diff)
        self.assertTrue(ok, "patch -p1 rejects the diff: %s\n%s" % (out, diff))
        if have("git"):
            ok, out = apply_git(copy, diff)
            self.assertTrue(ok, "git apply rejects the diff: %s\n%s" % (out, diff))
            for d, _, files in os.walk(root):
                for f in files:
                    a = os.path.join(d, f)
                    b = os.path.join(copy, os.path.relpath(a, root))
                    self.assertEqual(read(a), read(b), "patch and git apply differ on %s" % f)
