# SPDX-License-Identifier: MIT
"""tests/tools/test_bad_inputs.py - every tool, for any input: one line
"PROG: PATH: REASON" and status 2, no traceback, nothing written, or the
input is taken and what is written reads back (issue 30 item 8).

The inputs are made by a small fuzzer: each valid input of every kind
(profile reports of versions 1 to 3, gcov JSON plain and gzipped,
llvm-cov exports, the kernel's branch_annotated and branch_all) is
mutated, deterministically (a fixed seed), by

- truncation at several points (and a gzip stream cut short);
- nesting: a value replaced by arrays nested 50, 5,000 and 100,000 deep;
- numbers: a value replaced by 10**400, 2**64, -1, 1.5, 1e400, NaN,
  Infinity, -Infinity;
- types: a value replaced by a string, true, null, [], {}, a list of
  objects;
- bytes: a byte that is no UTF-8, a NUL;
- the kernel's text: a count of 400 digits, digits that are not ASCII, a
  row cut short.

Each mutation is fed to probable-report text, merge -o, html -o, check
--sarif and probable-fix -o, run in this process (the command lines'
main(), cheaply), and the contract asserted: status 0 or 1 with output
that reads back (merge's), or status 2 with exactly one line on stderr
that names the file and a reason that is no "internal error" (the last
resort's words: a mutation that reaches it is a reader that did not check
what it read), and nothing in the output directory.  make test runs a
sample of the mutations (every kind, a few of each); PROBABLE_TEST_EXHAUSTIVE=1
runs all.  A few cases also run as real processes (the entry points, the
exit status a shell sees)."""

import contextlib
import gzip
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

from common import EXHAUSTIVE, TOOLS, TOP, fixture, report_fixture

from probable.cli import fix as fixcli
from probable.cli import report as reportcli

COV = fixture("coverage")
SEEDS = {
    "report-v3.json": report_fixture("a.json"),
    "report-v1.json": report_fixture("runtime-v1-verdicts.json"),
    "profile-prog.json": fixture("coverage", "profile-prog.json"),
    "gcov.json": fixture("coverage", "gcov-v1.json"),
    "gcov.json.gz": fixture("coverage", "gcov-v1.json"),
    "llvm.json": fixture("coverage", "llvm-v2.json"),
    "branch_annotated.txt": fixture("coverage", "kernel", "branch_annotated.txt"),
    "branch_all.txt": fixture("coverage", "kernel", "branch_all.txt"),
}
# the source tree of each seed
ROOTS = {"report-v3.json": report_fixture("tree"), "report-v1.json": os.path.join(TOP, "tests", "profile"),
         "branch_annotated.txt": fixture("coverage", "kernel", "src"),
         "branch_all.txt": fixture("coverage", "kernel", "src")}
# how many mutations of each kind and seed make test runs (all: exhaustive)
SAMPLE = 3

NUMBERS = [10 ** 400, 2 ** 64, -1, 1.5, float("inf"), float("nan"), float("-inf")]
TYPES = ["x", True, None, [], {}, [{"a": 1}]]
INTERNAL = "internal error"


def nested(depth):
    return "[" * depth + "]" * depth


def dumps(doc):
    """JSON text, with Python's NaN/Infinity spelled as JSON-like words and
    10**400 as digits: the mutated text a bad writer would make."""
    return json.dumps(doc, allow_nan=True)


def paths(doc, at=()):
    """Every place of a JSON document (the first two items of a list)."""
    out = []
    if isinstance(doc, dict):
        for k in doc:
            out.append(at + (k,))
            out += paths(doc[k], at + (k,))
    elif isinstance(doc, list):
        for i in range(min(2, len(doc))):
            out.append(at + (i,))
            out += paths(doc[i], at + (i,))
    return out


def put(doc, where, value):
    doc = json.loads(json.dumps(doc))
    d = doc
    for k in where[:-1]:
        d = d[k]
    d[where[-1]] = value
    return doc


def mutations(name, data, rng):
    """(label, bytes) of the mutations of one seed; make test: a sample of
    each kind (made lazily: only the sampled ones are built)."""
    kinds = {}
    add = lambda kind, label, make: kinds.setdefault(kind, []).append((label, make))
    gz = name.endswith(".gz")
    for frac in (0.0, 0.1, 0.5, 0.9, 0.999):
        add("cut", "cut at %d%%" % (frac * 100), lambda frac=frac: data[:int(len(data) * frac)])
    add("bytes", "a byte that is no UTF-8", lambda: data[:len(data) // 2] + b"\xff\xfe" + data[len(data) // 2:])
    add("bytes", "a NUL", lambda: data[:len(data) // 3] + b"\0" + data[len(data) // 3:])
    if name.endswith(".txt"):
        lines = data.decode().split("\n")
        for i in range(2, min(len(lines), 5)):
            row = lines[i]
            edit = lambda new, i=i: "\n".join(lines[:i] + [new] + lines[i + 1:]).encode()
            add("kernel", "row %d: a count of 400 digits" % i,
                lambda row=row, edit=edit: edit(re.sub(r"\d+", "9" * 400, row, 1)))
            add("kernel", "row %d: Arabic-Indic digits" % i,
                lambda row=row, edit=edit: edit(re.sub(r"\d", "\u0663", row)))
            add("kernel", "row %d: cut short" % i,
                lambda row=row, i=i: "\n".join(lines[:i] + [row[:len(row) // 2]]).encode())
            add("kernel", "row %d: a huge line number" % i,
                lambda row=row, edit=edit: edit(re.sub(r"\d+\s*$", "9" * 30, row)))
    else:
        doc = json.loads(data)
        for where in paths(doc):
            label = "/".join(map(str, where))
            for depth in (50, 5000, 100000):
                add("nesting", "%s: nested %d deep" % (label, depth),
                    lambda where=where, depth=depth: dumps(put(doc, where, "@@")).replace(
                        '"@@"', nested(depth)).encode())
            for v in NUMBERS:
                add("numbers", "%s = %s" % (label, str(v)[:12]),
                    lambda where=where, v=v: dumps(put(doc, where, v)).encode())
            for v in TYPES:
                add("types", "%s = %s" % (label, json.dumps(v)),
                    lambda where=where, v=v: dumps(put(doc, where, v)).encode())
    out = []
    for kind in sorted(kinds):
        got = kinds[kind]
        if not EXHAUSTIVE:
            got = rng.sample(got, min(SAMPLE, len(got)))
        for label, make in got:
            b = make()
            out.append(("%s: %s" % (kind, label), gzip.compress(b) if gz and kind != "cut" else b))
    if gz:
        whole = gzip.compress(data)
        out.append(("gzip cut short", whole[:len(whole) // 2]))
        out.append(("gzip cut in its header", whole[:5]))
    return out


@contextlib.contextmanager
def captured():
    """sys.stdin (empty), stdout, stderr redirected; yields (out, err) buffers."""
    saved = sys.stdin, sys.stdout, sys.stderr
    out, err = io.BytesIO(), io.StringIO()
    wrapper = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    sys.stdout = wrapper
    sys.stderr = err
    sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
    try:
        yield out, err
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        wrapper.flush()
        wrapper.detach()  # out stays open for getvalue()


class Fuzz(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.outdir = os.path.join(self.tmp, "out")
        os.mkdir(self.outdir)

    def call(self, tool, argv):
        """(status, stdout bytes, stderr text) of a tool's main() here; an
        exception that escapes is a failure of the contract."""
        for f in os.listdir(self.outdir):
            p = os.path.join(self.outdir, f)
            shutil.rmtree(p) if os.path.isdir(p) else os.unlink(p)
        with captured() as (out, err):
            try:
                rc = (reportcli.run if tool == "probable-report" else fixcli.main)(argv)
            except SystemExit as e:
                rc = e.code
            except BaseException as e:  # noqa: BLE001 - what the contract forbids
                rc = "escaped %s: %s" % (e.__class__.__name__, str(e)[:200])
        return rc, out.getvalue(), err.getvalue()

    def commands(self, path):
        o = self.outdir
        name = os.path.basename(path)
        root = ROOTS.get(name, COV)
        return [("probable-report", ["text", path, "--root", root, "--arch", "x86"]),
                ("probable-report", ["merge", path, "--root", root, "--arch", "x86", "-o", os.path.join(o, "m.json")]),
                ("probable-report", ["html", path, "--root", root, "--arch", "x86", "-q", "-o", os.path.join(o, "h")]),
                ("probable-report", ["check", path, "--root", root, "--arch", "x86", "-q",
                                     "--sarif", os.path.join(o, "s.sarif")]),
                ("probable-fix", [path, "--root", root, "-q", "-o", os.path.join(o, "fix.patch")])]

    def contract(self, tool, argv, path, what):
        rc, out, err = self.call(tool, argv)
        prog = tool if tool == "probable-fix" else "probable-report" + (" check" if argv[0] == "check" else "")
        where = "%s %s on %s" % (tool, argv[0], what)
        self.assertIn(rc, (0, 1, 2), "%s: %s; %s" % (where, rc, err[-300:]))
        self.assertNotIn("Traceback", err, where)
        if rc == 1 and argv[0] != "check":
            self.fail("%s: status 1 (only check's wrong hint has it): %s" % (where, err))
        if rc == 2:
            lines = err.splitlines()
            self.assertEqual(len(lines), 1, "%s: %r" % (where, err))
            self.assertTrue(lines[0].startswith(prog + ": "), "%s: %r" % (where, err))
            self.assertRegex(lines[0][len(prog) + 2:], r"^\S.*: \S", where)
            self.assertNotIn(INTERNAL, lines[0], "%s: the last resort answered: %s" % (where, lines[0]))
            self.assertEqual(os.listdir(self.outdir), [], "%s: written though refused" % where)
            self.assertEqual(out, b"", "%s: stdout though refused" % where)
        elif argv[0] == "merge":
            # taken: what merge wrote reads back, strict JSON (no NaN, no Infinity)
            with open(os.path.join(self.outdir, "m.json"), encoding="utf-8") as f:
                json.loads(f.read(), parse_constant=lambda c: self.fail("%s: %s written" % (where, c)))
            back = os.path.join(self.tmp, "back.json")
            shutil.copy(os.path.join(self.outdir, "m.json"), back)
            rc2, _, err2 = self.call("probable-report", ["text", back])
            self.assertEqual(rc2, 0, "%s: what merge wrote does not read back: %s" % (where, err2))
        return rc

    def test_mutations(self):
        """every tool on mutations of every kind of input (cut, nested, huge and wrong numbers, wrong types, bad bytes, gzip cut short, kernel rows): one line and status 2 with nothing written, or taken and readable; never the last resort, never a traceback"""
        rng = random.Random(30)
        n = refused = 0
        for name in sorted(SEEDS):
            with open(SEEDS[name], "rb") as f:
                data = f.read()
            for label, b in mutations(name, data, rng):
                path = os.path.join(self.tmp, name)
                with open(path, "wb") as f:
                    f.write(b)
                for tool, argv in self.commands(path):
                    with self.subTest(seed=name, mutation=label, tool=tool, cmd=argv[0]):
                        n += 1
                        refused += self.contract(tool, argv, path, "%s (%s)" % (name, label)) == 2
        self.assertGreater(n, 300)
        self.assertGreater(refused, n // 2)

    def test_seeds_taken(self):
        """control: the unmutated inputs are taken by every tool (status 0 or 1, or check's gate), so the refusals above are the mutations'"""
        for name in sorted(SEEDS):
            with open(SEEDS[name], "rb") as f:
                data = f.read()
            path = os.path.join(self.tmp, name)
            with open(path, "wb") as f:
                f.write(gzip.compress(data) if name.endswith(".gz") else data)
            for tool, argv in self.commands(path):
                with self.subTest(seed=name, cmd=argv[0]):
                    rc, _, err = self.call(tool, argv)
                    if name == "branch_all.txt" and argv[0] == "check":
                        # branch_all counts ifs without a hint: nothing for the gate
                        self.assertEqual(rc, 2, err)
                        self.assertIn("no hint site was found (sources under ", err)
                        self.assertIn("; 1 missing hint): nothing to gate", err)
                    else:
                        self.assertIn(rc, (0, 1), err)

    def test_named_reasons(self):
        """the reasons the classes of issue 30 get: nesting, 10**400, 1e400, NaN, a null count, a lone surrogate, a gzip cut short"""
        with open(SEEDS["report-v3.json"], "rb") as f:
            doc = json.load(f)
        cases = [("deep.json", dumps(put(doc, ("sites",), "@@")).replace('"@@"', nested(100000)),
                  "not a report: nested too deeply"),
                 ("huge.json", dumps(put(doc, ("sites", 0, "count"), 10 ** 400)),
                  'site 1: "count" is not a count: 100000'),
                 ("float.json", dumps(put(doc, ("sites", 0, "count"), 1)).replace('"count": 1,', '"count": 1e400,'),
                  "not a report: 1e400 is out of range"),
                 ("nan.json", dumps(put(doc, ("sites", 0, "observed"), float("nan"))),
                  "not a report: NaN is not a number"),
                 ("null.json", dumps(put(doc, ("sites", 0, "count"), None)), 'site 1: "count" is not a count: null'),
                 ("surrogate.json", dumps(put(doc, ("sites", 0, "file"), "@@")).replace('"@@"', '"src/\\ud800.c"'),
                  "not a report: \\ud800 is half of a UTF-16 surrogate pair: no text")]
        with open(fixture("coverage", "gcov-v1.json"), "rb") as f:
            gz = gzip.compress(f.read())
        cases.append(("cut.gcov.json.gz", gz[:len(gz) // 2], "not a whole gzip file"))
        for name, text, reason in cases:
            path = os.path.join(self.tmp, name)
            with open(path, "wb") as f:
                f.write(text if isinstance(text, bytes) else text.encode())
            for tool, argv in self.commands(path):
                with self.subTest(case=name, cmd=argv[0]):
                    rc, _, err = self.call(tool, argv)
                    self.assertEqual(rc, 2, err)
                    prog = tool + (" check" if argv[0] == "check" else "")
                    self.assertTrue(err.startswith("%s: %s: %s" % (prog, path, reason)), err)


class RealProcess(unittest.TestCase):
    """The entry points as a shell runs them."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp, True)

    def test_deep_and_huge(self):
        """10**400 and nesting 100,000 deep through the real check, merge and probable-fix: status 2, one line, no traceback (status 1 would pass for "a wrong hint")"""
        with open(report_fixture("a.json")) as f:
            doc = json.load(f)
        deep = os.path.join(self.tmp, "deep.json")
        with open(deep, "w") as f:
            f.write(dumps(put(doc, ("sites",), "@@")).replace('"@@"', nested(100000)))
        huge = os.path.join(self.tmp, "huge.json")
        with open(huge, "w") as f:
            f.write(dumps(put(doc, ("sites", 0, "count"), 10 ** 400)))
        for path in (deep, huge):
            for argv in (["probable-report", "check", path], ["probable-report", "merge", path],
                         ["probable-fix", path]):
                with self.subTest(path=os.path.basename(path), cmd=argv[:2]):
                    p = subprocess.run([sys.executable, os.path.join(TOOLS, argv[0])] + argv[1:],
                                       capture_output=True, text=True, timeout=60, cwd=self.tmp)
                    self.assertEqual(p.returncode, 2, p.stderr)
                    self.assertEqual(len(p.stderr.splitlines()), 1, p.stderr)
                    self.assertTrue(p.stderr.startswith("%s: %s: " % (
                        "probable-report check" if argv[1] == "check" else argv[0], path)), p.stderr)

    def test_last_resort(self):
        """an exception no reader foresaw (here: one injected into the judging) is one line and status 2, not a traceback and status 1; PROBABLE_TRACEBACK=1 shows the traceback"""
        code = ("import sys; sys.path.insert(0, %r)\n"
                "import probable.judge as J\n"
                "def boom(*a, **k): raise OverflowError('injected')\n"
                "J.judge = boom\n"
                "import probable.site as S; S.judge = boom\n"
                "from probable.cli import report\n"
                "sys.exit(report.run(sys.argv[1:]))\n" % TOOLS)
        for env, rc, want in (({}, 2, "probable-report: %s: cannot be used: internal error (OverflowError: injected)"),
                              ({"PROBABLE_TRACEBACK": "1"}, 1, "Traceback")):
            p = subprocess.run([sys.executable, "-c", code, "merge", report_fixture("a.json")], capture_output=True,
                               text=True, timeout=60, env=dict(os.environ, **env))
            self.assertEqual(p.returncode, rc, p.stderr)
            if rc == 2:
                self.assertEqual(len(p.stderr.splitlines()), 1, p.stderr)
                self.assertTrue(p.stderr.startswith(want % report_fixture("a.json")), p.stderr)
            else:
                self.assertIn(want, p.stderr)


if __name__ == "__main__":
    unittest.main()
