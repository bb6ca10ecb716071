#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/profile/profiletest.py - what the profile-mode tests share, and their runner.

    python3 tests/profile/profiletest.py [test_counts ...]

runs tests/profile/test_*.py (or the modules named) and prints one line per test,
"PASS: ...", "FAIL: ..." (with "note:" lines saying why) or "SKIP: ...", the
conventions of tests/lib/run.sh; tests/profile/profile.sh is the wrapper the
runner calls.  Standard library only.

A test builds a fixture (a C file of tests/profile/, whose comment says what its
sites must count) with build(), runs it with run() and looks at the parsed JSON
report with site()/sites().  A site's line is given as "@tag": the line of the
site's file holding the comment marker "@tag".

Environment: PROBABLE_TEST_INCLUDE=DIR builds against DIR instead of include/
(a copy with one bug, or the old runtime, to see a test fail); PROBABLE_TEST_KEEP=1
keeps the scratch directory and says where it is.
"""

import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
INCLUDE = os.environ.get("PROBABLE_TEST_INCLUDE") or os.path.join(TOP, "include")
CFLAGS = ["-O2", "-Wall", "-Wextra"]
Z99 = 2.5758293035489004  # two-sided 99% normal quantile
WIDTH = 10.0
VERDICTS = ("wrong", "miscalibrated", "needless", "few", "ok", "constant", "unreached")  # worst first (the runtime's)
MIN_COUNT = 100  # the runtime's default minimum (PROBABLE_PROFILE_MIN_COUNT)
DEFAULT_FILE = "probable-profile.json"  # the report's file when PROBABLE_PROFILE is unset
TIMEOUT = 120

_tmp = None


def tmpdir():
    """this run's scratch directory (removed at exit unless PROBABLE_TEST_KEEP)"""
    global _tmp
    if _tmp is None:
        _tmp = tempfile.mkdtemp(prefix="probable-profile-")
    return _tmp


def scratch(name):
    """a fresh empty directory under the scratch directory"""
    d = os.path.join(tmpdir(), name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    return d


def fixture(name):
    return os.path.join(HERE, name)


def have(cmd):
    return shutil.which(cmd) is not None


# ---- building -------------------------------------------------------------------

class BuildError(AssertionError):
    pass


_builds = {}


def build(srcs, cc="gcc", flags=(), out=None, profile=True, libs=(), warnings_ok=False,
          cwd=None, include=None):
    """compile srcs (fixture names or paths) with cc into out (a name in the scratch
    directory by default); -DPROBABLE_PROFILE unless profile=False; the header must
    not warn (-Wall -Wextra, and whatever flags add) unless warnings_ok.  Cached:
    the same arguments build once.  Raises BuildError with the compiler's words."""
    if isinstance(srcs, str):
        srcs = [srcs]
    srcs = [s if os.path.isabs(s) or cwd else fixture(s) for s in srcs]
    key = (tuple(srcs), cc, tuple(flags), out, profile, tuple(libs), cwd, include)
    if key in _builds:
        if isinstance(_builds[key], BuildError):
            raise _builds[key]
        return _builds[key]
    if out is None:
        base = "-".join(os.path.splitext(os.path.basename(s))[0] for s in srcs[:2])
        out = os.path.join(tmpdir(), "%s-%s-%d" % (base, re.sub(r"\W", "x", cc), len(_builds)))
    cmd = cc.split() + CFLAGS + ["-I" + (include or INCLUDE)] + list(flags)
    if profile:
        cmd.append("-DPROBABLE_PROFILE")
    cmd += srcs + ["-o", out] + list(libs)
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", cwd=cwd)
    err = None
    # the compiler's diagnostics first, then the context ("In file included from")
    said = [l for l in p.stderr.splitlines() if re.search(r"(error|warning):", l)]
    said += [l for l in p.stderr.splitlines() if l not in said]
    if p.returncode != 0:
        err = BuildError("build failed: %s\n%s" % (" ".join(cmd), "\n".join(said)))
    elif p.stderr.strip() and not warnings_ok:
        err = BuildError("build warned: %s\n%s" % (" ".join(cmd), "\n".join(said)))
    if err:
        _builds[key] = err
        raise err
    _builds[key] = out
    return out


_arch_values = {}


def arch_values(cc="gcc", flags=()):
    """(arch, high, low, threshold) the header resolves to for cc and flags
    (found once per cc and flags)"""
    key = (cc, tuple(flags))
    if key not in _arch_values:
        _arch_values[key] = _find_arch_values(cc, flags)
    return _arch_values[key]


def _find_arch_values(cc, flags):
    src = "#include <probable.h>\nprobable_values PROBABLE_ARCH ARCH_PROBABILITY_HIGH " \
          "ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD\n"
    p = subprocess.run(cc.split() + ["-E", "-P", "-x", "c", "-I" + INCLUDE] + list(flags) + ["-"],
                       input=src, capture_output=True, text=True)
    for line in p.stdout.splitlines():
        w = line.split()
        if w and w[0] == "probable_values":
            return w[1].strip('"'), int(w[2]), int(w[3]), int(w[4])
    return None


# ---- running ----------------------------------------------------------------------

class Run:
    """a finished run: stdout, stderr (text), status, and the report path"""

    def __init__(self, proc, report):
        self.stdout, self.stderr, self.status = proc.stdout, proc.stderr, proc.returncode
        self.report_path = report

    @property
    def report(self):
        return load_report(self.report_path)


def clean_env(env=None):
    e = {k: v for k, v in os.environ.items() if not k.startswith("PROBABLE_")}
    e.update(env or {})
    return e


def run(prog, args=(), env=None, report=None, fmt="json", check=True, cwd=None, timeout=TIMEOUT,
        prefix=(), unset=False):
    """run prog with PROBABLE_PROFILE=report (if given; an existing file is removed
    first unless report is ("keep", path)) and PROBABLE_PROFILE_FORMAT=fmt (unless
    None) on top of env (every other PROBABLE_* variable of ours is dropped).  No
    report and no PROBABLE_PROFILE in env: PROBABLE_PROFILE=off, unless unset (then
    the program writes its default file in cwd).  With check, a non-zero exit
    status or a timeout is a test failure."""
    e = {}
    if report is None and not unset and "PROBABLE_PROFILE" not in (env or {}):
        e["PROBABLE_PROFILE"] = "off"
    if report is not None:
        if isinstance(report, tuple):
            report = report[1]
        elif report != "-" and os.path.lexists(report) and not os.path.isdir(report):
            os.unlink(report)
        e["PROBABLE_PROFILE"] = report
        if fmt is not None:
            e["PROBABLE_PROFILE_FORMAT"] = fmt
    e.update(env or {})
    cmd = list(prefix) + [prog] + [str(a) for a in args]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="surrogateescape",
                           env=clean_env(e), cwd=cwd, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise AssertionError("%s timed out after %d s (a cycle or a deadlock)" % (" ".join(cmd), timeout))
    r = Run(p, report)
    if check and p.returncode != 0:
        raise AssertionError("%s: exit status %d\nstderr: %s" % (" ".join(cmd), p.returncode, p.stderr[-2000:]))
    return r


# ---- reports ----------------------------------------------------------------------

def load_report(path):
    """the JSON report at path, decoded as strict UTF-8 (invalid UTF-8 is a failure)"""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise AssertionError("no report: %s" % e)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise AssertionError("%s: not UTF-8 (%s)" % (path, e))
    try:
        rep = json.loads(text)
    except ValueError as e:
        raise AssertionError("%s: not JSON (%s); first 300 chars: %r" % (path, e, text[:300]))
    if not isinstance(rep, dict) or not isinstance(rep.get("sites"), list):
        raise AssertionError("%s: not an object with a \"sites\" array" % path)
    return rep


_markers = {}


def marker_line(path, tag):
    """the line of path holding the marker @tag (None if none)"""
    key = (path, tag)
    if key not in _markers:
        _markers[key] = None
        try:
            with open(path, encoding="latin-1") as f:
                for i, line in enumerate(f, 1):
                    if re.search("@" + re.escape(tag) + r"(?![\w-])", line):
                        _markers[key] = i
                        break
        except OSError:
            pass
    return _markers[key]


def describe(s):
    return "%s:%s %s() %r (count %s, hits %s)" % (s.get("file"), s.get("line"), s.get("func"),
                                                 s.get("expr"), s.get("count"), s.get("hits"))


def _matches(s, key, want, root):
    have = s.get(key)
    if key == "line" and isinstance(want, str) and want.startswith("@"):
        path = s.get("file", "")
        if root and not os.path.isabs(path):
            path = os.path.join(root, path)
        return have == marker_line(path, want[1:])
    if key == "file":
        return isinstance(have, str) and (have == want or have.endswith("/" + want))
    return have == want


def sites(rep, root=None, **sel):
    """the sites of rep matching every selector (file matches a suffix after "/";
    line="@tag" the marker's line in the site's file, relative to root if given)"""
    return [s for s in rep["sites"] if all(_matches(s, k, v, root) for k, v in sel.items())]


def site(rep, root=None, **sel):
    found = sites(rep, root, **sel)
    if len(found) != 1:
        raise AssertionError("%d sites match %s (want 1); sites:\n  %s" % (
            len(found), sel, "\n  ".join(describe(s) for s in rep["sites"])))
    return found[0]


# ---- the arithmetic, independently of the runtime ------------------------------------

def wilson(hits, n):
    """99% Wilson score interval of hits/n, in percent (unrounded)"""
    if n == 0:
        return 0.0, 100.0
    p = hits / n
    z2 = Z99 * Z99
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = Z99 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half) * 100, min(1.0, centre + half) * 100


def width_at_rate(p, n):
    lo, hi = wilson(p * n, n)
    return hi - lo


def needed(p):
    """the smallest n whose interval at rate p is at most WIDTH points wide"""
    lo, hi = 0, 1
    while width_at_rate(p, hi) > WIDTH:
        lo, hi = hi, hi * 2
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if width_at_rate(p, mid) > WIDTH:
            lo = mid
        else:
            hi = mid
    assert width_at_rate(p, hi) <= WIDTH and (hi == 1 or width_at_rate(p, hi - 1) > WIDTH)
    return hi


def round4(x):
    return math.floor(x * 10000 + 0.5) / 10000


def suggest_of(hits, n):
    """the observed percent, rounded half up, in integers"""
    return (200 * hits + n) // (2 * n) if n else 0


def hint_of(kind, pc, cfg, size=0):
    """what a pc gives on a build: cfg has high, low, threshold, test_below (the
    run-time test's bound for objects of 4 bytes and more, 0 if none), exact"""
    if kind == "unaligned":
        if pc < cfg["threshold"]:
            return "direct"
        if size >= 4 and pc < cfg["test_below"]:
            return "checked"
        return "safe"
    if cfg.get("exact"):
        return "exact"
    if pc > cfg["high"]:
        return "likely"
    if pc < cfg["low"]:
        return "unlikely"
    return "none"


def claim_of(s):
    """what the hint of site s claims, read from its macro's name: "likely" or
    "unlikely" (a direction, judged against the arch's thresholds), None (a
    stated pc: probable(), PROBABLE_PROBABLE(), any name not likely/unlikely
    or ending in _likely/_unlikely; a declared 50; an access)"""
    name = s.get("macro") or ""
    if s.get("kind") == "unaligned" or s["declared"] == 50 or name in (
            "probable", "PROBABLE_PROBABLE", "__builtin_expect_with_probability"):
        return None
    if not (re.fullmatch(r"(?:.*_)?(?:un)?likely", name, re.IGNORECASE) or name in (
            "[[likely]]", "[[unlikely]]", "__builtin_expect", "__predict_true", "__predict_false")):
        return None
    return "likely" if s["declared"] > 50 else "unlikely"


def expected(s, cfg, min_count=MIN_COUNT):
    """what the report must say of site s (its count, hits, declared, kind, size,
    constant) under build cfg, recomputed here"""
    n, h, d = s["count"], s["hits"], s["declared"]
    hint = lambda pc: hint_of(s["kind"], pc, cfg, s.get("size", 0))
    want = {"hint": hint(d)}
    if n == 0:
        want.update(verdict="unreached", suggest=d, suggest_hint=hint(d), needed=0,
                    observed=0.0, ci_low=0.0, ci_high=100.0)
        return want
    lo, hi = wilson(h, n)
    sug = suggest_of(h, n)
    want.update(observed=100.0 * h / n, ci_low=lo, ci_high=hi, suggest=sug, suggest_hint=hint(sug))
    rlo, rhi = round4(lo), round4(hi)
    claim = claim_of(s)
    if s.get("constant"):
        want["verdict"] = "constant"
    elif n < min_count:
        want["verdict"] = "few"
    elif claim:
        # a direction: the rarer side of 50%, a wide interval, past the
        # threshold on the hint's side, or between the thresholds
        if (rhi < 50) if claim == "likely" else (rlo > 50):
            want["verdict"] = "wrong"
        elif rhi - rlo > WIDTH:
            want["verdict"] = "few"
        elif (sug > cfg["high"]) if claim == "likely" else (sug < cfg["low"]):
            want["verdict"] = "ok"
        else:
            want["verdict"] = "needless"
    elif rlo <= d <= rhi or d == sug:
        want["verdict"] = "ok" if rhi - rlo <= WIDTH else "few"
    else:
        want["verdict"] = "miscalibrated" if hint(sug) == hint(d) else "wrong"
    want["needed"] = max(needed(h / n), min_count if n < min_count else 0) if want["verdict"] == "few" else 0
    return want


def check_site_arithmetic(s, cfg, min_count=MIN_COUNT):
    """problems with s's derived fields (empty list: none)"""
    bad = []
    for k, v in expected(s, cfg, min_count).items():
        have = s.get(k)
        if isinstance(v, float):
            if not isinstance(have, (int, float)) or abs(have - v) > 0.00005 + 1e-9:
                bad.append("%s: %s %r, want %.6f" % (describe(s), k, have, v))
        elif have != v:
            bad.append("%s: declared %s: %s %r, want %r" % (describe(s), s.get("declared"), k, have, v))
    return bad


def sort_key(s):
    return (VERDICTS.index(s["verdict"]), -abs(s["observed"] - s["declared"]), s["file"], s["line"])


# ---- the test case base and the runner ------------------------------------------------

class ProfileTest(unittest.TestCase):
    """a test; subclasses made by per_compiler() have cc set"""
    cc = "gcc"
    maxDiff = None

    def __str__(self):
        doc = self.shortDescription() or self._testMethodName
        return "%s %s: %s" % (type(self).__module__.replace("test_", ""), self.cc, doc)

    def assertSite(self, rep, sel, root=None, **want):
        """exactly one site matches sel, and has every field of want"""
        s = site(rep, root, **sel)
        bad = ["%s=%r, want %r" % (k, s.get(k), v) for k, v in want.items() if s.get(k) != v]
        if bad:
            self.fail("%s: %s" % (describe(s), "; ".join(bad)))
        return s

    def assertArithmetic(self, rep, cfg, min_count=MIN_COUNT):
        bad = []
        for s in rep["sites"]:
            bad += check_site_arithmetic(s, cfg, min_count)
        if not rep["sites"]:
            bad.append("no sites")
        if bad:
            self.fail("\n".join(bad))


# make test samples the compilers of per_compiler() by this rule; the full
# matrix (every class with every compiler of its list) runs under
# PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive).  In the order the
# classes are made (the modules in name order, each top to bottom), a class
# keeps
#   - every compiler of its list that no earlier class kept (so each compiler
#     named anywhere runs at least one class),
#   - and, for each language of its list (C: no "++" in the name; C++), one
#     compiler of that language if none kept so far is of it: the one the
#     fewest earlier classes kept, the list's order breaking ties (so the
#     compilers take turns); installed compilers come first.
# Every class (every test method) runs in make test, in C and in C++ where
# its list has both; what is left to make test-exhaustive is the same test
# again with another compiler of the same language.  per_compiler(...,
# sample_them=False) keeps the whole list: a class whose assertions differ
# per compiler (test_strict.py: each compiler's own warnings).
EXHAUSTIVE = os.environ.get("PROBABLE_TEST_EXHAUSTIVE") == "1"
_kept = {}


def _lang(cc):
    return "c++" if "++" in cc else "c"


def sample(ccs):
    """the compilers of ccs that make test keeps (all under PROBABLE_TEST_EXHAUSTIVE=1)"""
    if EXHAUSTIVE:
        return list(ccs)
    keep = [cc for cc in ccs if cc not in _kept]
    for lang in ("c", "c++"):
        of = [cc for cc in ccs if _lang(cc) == lang]
        if of and not any(_lang(k) == lang for k in keep):
            keep.append(min(of, key=lambda cc: (not have(cc.split()[0]), _kept[cc], of.index(cc))))
    for cc in keep:
        _kept[cc] = _kept.get(cc, 0) + 1
    return [cc for cc in ccs if cc in keep]


def per_compiler(mixin, ccs, namespace, sample_them=True):
    """one TestCase class per compiler: mixin's tests with self.cc set (the
    compilers make test samples, sample() above, unless sample_them=False)"""
    for cc in (sample(ccs) if sample_them else ccs):
        name = "%s_%s" % (mixin.__name__, re.sub(r"\W", "x", cc))
        cls = type(name, (mixin, ProfileTest), {"cc": cc, "__module__": namespace["__name__"]})
        if not have(cc.split()[0]):
            cls = unittest.skip("%s not installed" % cc)(cls)
        namespace[name] = cls


X86 = {"high": 89, "low": 11, "threshold": 0, "test_below": 0, "exact": 0}


def require_x86(cc="gcc"):
    """skip unless the header resolves to x86's 89/11/0, which the verdicts assume"""
    v = arch_values(cc)
    if v != ("x86", 89, 11, 0):
        raise unittest.SkipTest("the profile tests assume x86 (89/11/0); this is %s" % (v,))


class LineResult(unittest.TestResult):
    """PASS:/FAIL:/SKIP: lines, as tests/lib/run.sh counts them"""

    def _note(self, err):
        etype, value, tb = err
        text = str(value)
        if not issubclass(etype, AssertionError):
            import traceback
            frames = traceback.extract_tb(tb)
            where = "%s:%d" % (os.path.basename(frames[-1].filename), frames[-1].lineno) if frames else ""
            text = "%s (%s): %s" % (etype.__name__, where, text)
        lines = [l for l in text.splitlines() if l.strip()]
        for l in lines[:14]:
            print("note:   " + l[:300])
        if len(lines) > 14:
            print("note:   ... (%d more lines)" % (len(lines) - 14))

    def addSuccess(self, test):
        print("PASS: %s" % test, flush=True)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        print("FAIL: %s" % test)
        self._note(err)
        sys.stdout.flush()

    def addError(self, test, err):
        super().addError(test, err)
        print("FAIL: %s" % test)
        self._note(err)
        sys.stdout.flush()

    def addSkip(self, test, reason):
        print("SKIP: %s (%s)" % (test, reason), flush=True)

    def addSubTest(self, test, subtest, err):
        if err is not None:
            super().addSubTest(test, subtest, err)
            print("FAIL: %s" % subtest)
            self._note(err)
            sys.stdout.flush()


def main(argv):
    sys.path.insert(0, HERE)
    loader = unittest.TestLoader()
    if argv:
        suite = loader.loadTestsFromNames(argv)
    else:
        suite = loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    result = LineResult()
    try:
        suite.run(result)
    finally:
        if os.environ.get("PROBABLE_TEST_KEEP"):
            print("note: scratch directory kept: %s" % tmpdir())
        elif _tmp:
            subprocess.run(["rm", "-rf", _tmp])
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    # the test modules import this file as "profiletest": run that copy, so
    # that the scratch directory and the build cache are one
    sys.path.insert(0, HERE)
    import profiletest
    sys.exit(profiletest.main(sys.argv[1:]))
