# SPDX-License-Identifier: MIT
"""tests/difftest/difftest.py - the differential test's driver (run by
tests/difftest/difftest.sh; its header says what is checked and how to
rerun a seed).  Prints one PASS/FAIL/SKIP line per check and "note:" lines.

Per batch (a project gen.py writes, a compiler and a level):
  1. plain build, run                         -> output A
  2. profile build (-DPROBABLE_PROFILE -include probable_likely.h), run
     with PROBABLE_PROFILE=report.json        -> output B
  3. compile_commands.json of the units (the plain commands), then
     tools/probable-fix report.json -p DIR --root DIR --rewrite-likely
     --rewrite-macros --macro ... --explain; the patch applied with
     patch -p1 -F0 (no fuzz, no offset: it must apply cleanly)
  4. plain build of the patched tree, run     -> output C
and, program by program, A == B == C; every file probable-fix says it
proved ("same object code before and after") must hold only programs
whose output did not change; a patched file keeps its line endings.
"""

import argparse
import concurrent.futures
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# the tree whose headers and tools are tested: this one, or another checkout
# (PROBABLE_DIFFTEST_TREE=DIR: a worktree with a fix not merged yet)
TOP = os.path.abspath(os.environ.get("PROBABLE_DIFFTEST_TREE") or os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, HERE)
import gen  # noqa: E402

INCLUDE = os.path.join(TOP, "include")
FIX = os.path.join(TOP, "tools", "probable-fix")
# (compiler, C++ compiler, level): a batch's combination, in turn
COMBOS = [("gcc", "-O0"), ("clang", "-O2"), ("gcc", "-O2"), ("clang", "-O0")]
CXX = {"gcc": "g++", "clang": "clang++"}


def have(prog):
    return shutil.which(prog) is not None


def run(cmd, cwd, env=None, timeout=120):
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, b"", b"timed out"
    return p.returncode, p.stdout, p.stderr


class Batch:
    """one project built and compared with one compiler and level"""

    def __init__(self, d, cc, level):
        self.dir, self.level = d, level
        with open(os.path.join(d, "project.json")) as f:
            self.meta = json.load(f)
        self.lang = self.meta["lang"]
        self.cc = cc if self.lang == "c" else CXX[cc]
        self.std = "-std=gnu11" if self.lang == "c" else "-std=gnu++17"
        self.programs = {p["name"]: p for p in self.meta["programs"]}
        self.diffs = {}         # program -> [(class, detail)]
        self.problems = []      # (class, detail): not of one program

    def command(self, unit, obj):
        return [self.cc, self.std, self.level, "-I" + INCLUDE] + unit["flags"] + ["-c", "-o", obj, unit["file"]]

    def build(self, tag, extra=(), fallback=False):
        """the units built (in the project's directory, so __FILE__ is the
        relative name); a unit that does not compile is named, and with
        fallback built without extra (so the others can still be compared)"""
        objs, failed = [], []
        os.makedirs(os.path.join(self.dir, "build"), exist_ok=True)
        procs = []
        for u in self.meta["units"]:
            obj = "build/%s-%s.o" % (tag, os.path.basename(u["file"]))
            cmd = self.command(u, obj)
            cmd[1:1] = list(extra)
            procs.append((u, obj, cmd, subprocess.Popen(cmd, cwd=self.dir, stdout=subprocess.PIPE,
                                                        stderr=subprocess.PIPE)))
        for u, obj, cmd, p in procs:
            out, err = p.communicate()
            if p.returncode != 0:
                failed.append((u, err.decode("utf-8", "replace")))
                if not fallback:
                    continue
                rc, _, err2 = run(self.command(u, obj), self.dir)
                if rc != 0:
                    continue
            objs.append(obj)
        exe = "build/" + tag
        rc, _, err = run([self.cc] + objs + ["-o", exe, "-pthread"], self.dir)
        if rc != 0:
            return None, failed + [({"file": "link", "programs": list(self.programs)},
                                    err.decode("utf-8", "replace"))]
        return exe, failed

    def outputs(self, exe, env=None):
        e = dict(os.environ)
        e.pop("PROBABLE_PROFILE", None)
        e.update(env or {})
        rc, out, err = run([os.path.join(self.dir, exe)], self.dir, env=e, timeout=60)
        per = {}
        for ln in out.decode("utf-8", "replace").splitlines():
            name = ln.split(" ", 1)[0].split("@", 1)[0]
            per.setdefault(name, []).append(ln)
        return rc, per, err.decode("utf-8", "replace")

    def differ(self, name, cls, detail):
        self.diffs.setdefault(name, []).append((cls, detail))

    def compare(self, a, b, cls, skip=()):
        for name in self.programs:
            if name in skip:
                continue
            x, y = a.get(name, []), b.get(name, [])
            if x != y:
                # the first line that differs, from each
                k = next(i for i in range(max(len(x), len(y))) if x[i:i + 1] != y[i:i + 1])
                self.differ(name, cls, "%r became %r" % ((x[k:k + 1] or ["(nothing)"])[0],
                                                         (y[k:k + 1] or ["(nothing)"])[0]))

    def unit_programs(self, unit):
        names = set(n.split("@")[0] for n in unit.get("programs", []))
        if unit.get("file", "").endswith("shared.h") or any(n.startswith("h") for n in names):
            names |= {n for n, p in self.programs.items() if p["header"]}
        return names

    def go(self):
        exe, failed = self.build("plain")
        if exe is None or failed:
            self.problems.append(("generator", "the plain build fails: %s" % (failed[0][1][:300],)))
            return
        rc, plain, err = self.outputs(exe)
        if rc != 0:
            self.problems.append(("generator", "the plain program exits %d: %s" % (rc, err[:300])))
            return
        # the profile build
        exe, failed = self.build("profile", ["-DPROBABLE_PROFILE", "-include", "probable_likely.h",
                                             "-pthread"], fallback=True)
        broken = set()
        for u, err in failed:
            first = next((ln for ln in err.splitlines() if "error" in ln), err[:200])
            for n in self.unit_programs(u):
                broken.add(n)
                self.differ(n, "profile-build", "%s does not compile in profile mode: %s" % (u["file"], first))
        if exe is None:
            return
        report = os.path.join(self.dir, "report.json")
        rc, prof, err = self.outputs(exe, {"PROBABLE_PROFILE": report})
        if rc != 0 or not os.path.exists(report):
            self.problems.append(("profile-run", "the profile build exits %d%s: %s" % (rc, "" if os.path.exists(report) else " and wrote no report", err[:300])))
            return
        self.compare(plain, prof, "profile-output", skip=broken)
        # the compile database, the fix, the patch
        db = [{"directory": self.dir, "file": u["file"],
               "arguments": self.command(u, "build/db-%s.o" % os.path.basename(u["file"]))}
              for u in self.meta["units"]]
        with open(os.path.join(self.dir, "compile_commands.json"), "w") as f:
            json.dump(db, f, indent=1)
        before = {}
        for u in self.meta["units"] + [{"file": "src/shared.h"}]:
            path = os.path.join(self.dir, u["file"])
            if os.path.exists(path):
                with open(path, "rb") as f:
                    before[u["file"]] = f.read()
        cmd = [sys.executable, FIX, report, "-p", self.dir, "--root", self.dir, "--rewrite-likely",
               "--rewrite-macros", "--explain", "-o", os.path.join(self.dir, "fix.diff")]
        for m in self.meta["macros"]:
            cmd += ["--macro", m]
        rc, out, err = run(cmd, self.dir, timeout=600)
        err = err.decode("utf-8", "replace")
        self.fixlog = err
        if rc != 0 or "Traceback" in err:
            self.problems.append(("fix-exit", "probable-fix exits %d: %s" % (rc, err.strip().splitlines()[-1:])))
            return
        proved = set(m.group(1) for m in re.finditer(
            r"^probable-fix: (\S+): same (?:object code|values) before and after", err, re.M))
        rewritten = {}
        for m in re.finditer(r"^probable-fix: (\S+):(\d+): (.*) becomes (.*)$", err, re.M):
            rewritten.setdefault(m.group(1), []).append((int(m.group(2)), m.group(3), m.group(4)))
        self.rewritten = rewritten
        # a header site whose units test different conditions (DT_HDR_LIMIT)
        # is one place with two rates: probable-fix must refuse it
        for name, sites in rewritten.items():
            if name != "src/shared.h" or name not in before:
                continue
            starts = [(i + 1, m.group(1)) for i, ln in enumerate(before[name].decode().splitlines())
                      for m in [re.match(r"static void dt_(h\d+)\(", ln)] if m]
            for line, old_text, new_text in sites:
                owner = [n for start, n in starts if start <= line]
                if owner and owner[-1] in self.programs:
                    self.differ(owner[-1], "fix-merged-site",
                                "%s:%d %s became %s, a site whose two units test different conditions "
                                "(rates averaged into one)" % (name, line, old_text, new_text))
        diff = os.path.join(self.dir, "fix.diff")
        if os.path.getsize(diff) > 0:
            rc, out, perr = run(["patch", "-p1", "-F0", "--no-backup-if-mismatch", "-i", diff], self.dir)
            text = (out + perr).decode("utf-8", "replace")
            if rc != 0 or re.search(r"offset|fuzz|FAILED|malformed|Reversed", text):
                self.problems.append(("patch", "the patch does not apply cleanly: %s" % text.strip()[:300]))
                return
        for name, old in before.items():
            with open(os.path.join(self.dir, name), "rb") as f:
                new = f.read()
            if new == old:
                continue
            crlf = old.count(b"\r\n") > 0
            lines = new.split(b"\n")[:-1]
            bad = [i + 1 for i, ln in enumerate(lines) if ln.endswith(b"\r") != crlf]
            if bad:
                self.problems.append(("line-ending", "%s: patched line %d ends in %s in a %s file"
                                      % (name, bad[0], "CRLF" if not crlf else "LF",
                                         "CRLF" if crlf else "LF")))
            # a rewritten line keeps its indentation
            a, b = old.decode("latin-1").splitlines(), new.decode("latin-1").splitlines()
            for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
                if op != "replace" or i2 - i1 != j2 - j1:
                    continue
                for x, y in zip(a[i1:i2], b[j1:j2]):
                    if x[:len(x) - len(x.lstrip())] != y[:len(y) - len(y.lstrip())]:
                        self.problems.append(("indentation", "%s: %r became %r" % (name, x, y)))
                        break
        exe, failed = self.build("fixed", fallback=False)
        broken_fix = set()
        for u, err in failed:
            first = next((ln for ln in err.splitlines() if "error" in ln), err[:200])
            for n in self.unit_programs(u):
                broken_fix.add(n)
                self.differ(n, "fix-build", "%s does not compile after the patch: %s" % (u["file"], first))
        if exe is None:
            return
        rc, fixed, err = self.outputs(exe)
        self.compare(plain, fixed, "fix-output", skip=broken_fix)
        for name, p in self.programs.items():
            cls = [c for c, _ in self.diffs.get(name, []) if c in ("fix-output", "fix-build")]
            if cls and p["unit"] in proved:
                self.differ(name, "fix-proved", "%s was called proved (same object code) and its output "
                                                "changed" % p["unit"])


def lang_of(b):
    """C and C++ batches in turn, so that over 8 batches each language meets
    each combination (C: 0 2 1 3, C++: 1 3 0 2)"""
    return "c" if (b // 4 + b) % 2 == 0 else "c++"


def combo_of(b):
    return COMBOS[b % len(COMBOS)]


def project_dirs(args, work):
    """the batches: (directory, compiler, level, label)"""
    jobs = []
    count, per = args.count, args.per_batch
    if args.only is not None:
        # the batch that holds it, with that program alone, every combination
        b = args.only // per
        first = b * per
        lang = lang_of(b)
        d = os.path.join(work, "only%d" % args.only)
        gen.generate(d, args.seed, first, per, lang, only=args.only)
        if args.save:
            combo = combo_of(b)
            save(d, args.save, args.what, [combo] + [c for c in COMBOS if c != combo])
        for cc, level in COMBOS:
            dd = d + "-" + cc + level
            shutil.copytree(d, dd)
            jobs.append((dd, cc, level, "seed %s program %d (%s, %s %s)" % (args.seed, args.only, lang, cc,
                                                                          level)))
        return jobs
    b = 0
    for first in range(0, count, per):
        lang = lang_of(b)
        cc, level = combo_of(b)
        d = os.path.join(work, "b%d" % b)
        gen.generate(d, args.seed, first, min(per, count - first), lang)
        jobs.append((d, cc, level, "seed %s batch %d (%s, %s %s)" % (args.seed, b, lang, cc, level)))
        b += 1
    return jobs


def save(d, dest, what, combos):
    """a generated project kept as a fixture: its sources and project.json,
    which says what it shows and how it runs"""
    if os.path.exists(dest):
        shutil.rmtree(dest)
    shutil.copytree(d, dest)
    with open(os.path.join(dest, "project.json")) as f:
        meta = json.load(f)
    meta["what"] = what or ""
    meta["run"] = [list(c) for c in combos]
    with open(os.path.join(dest, "project.json"), "w") as f:
        json.dump(meta, f, indent=1)
        f.write("\n")


def fixture_dirs(work, exhaustive):
    jobs = []
    fx = os.path.join(HERE, "fixtures")
    if not os.path.isdir(fx):
        return jobs
    for name in sorted(os.listdir(fx)):
        src = os.path.join(fx, name)
        if not os.path.isfile(os.path.join(src, "project.json")):
            continue
        with open(os.path.join(src, "project.json")) as f:
            meta = json.load(f)
        d = os.path.join(work, "fx-" + name)
        shutil.copytree(src, d)
        combos = meta.get("run") or [["gcc", "-O0"]]
        # make test: the combination it failed with first; exhaustive: all
        for k, (cc, level) in enumerate(combos if exhaustive else combos[:1]):
            dd = d if k == 0 else d + "-" + cc + level
            if dd != d:
                shutil.copytree(src, dd)
            jobs.append((dd, cc, level, "fixture %s (%s %s): %s" % (name, cc, level, meta.get("what", ""))))
    return jobs


def one(job):
    d, cc, level, label = job
    b = Batch(d, cc, level)
    try:
        b.go()
    except Exception as e:  # a driver fault is a failure, said in one line
        b.problems.append(("driver", "%s: %s" % (type(e).__name__, e)))
    return job, b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", default="1")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--per-batch", type=int, default=50)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--no-fixtures", action="store_true")
    ap.add_argument("--only-fixtures", action="store_true")
    ap.add_argument("--keep", help="keep the batches in this directory")
    ap.add_argument("--json", help="write every difference found to this file")
    ap.add_argument("--only", type=int, help="that program of the seed alone, with every combination")
    ap.add_argument("--save", help="with --only: keep the program as a fixture in this directory")
    ap.add_argument("--what", help="with --save: what the fixture shows")
    ap.add_argument("--exhaustive", action="store_true", help="every fixture with every combination")
    args = ap.parse_args()
    for prog in ("gcc", "clang", "g++", "clang++", "patch"):
        if not have(prog):
            print("SKIP: difftest: %s missing" % prog)
            return 0
    work = args.keep or tempfile.mkdtemp(prefix="difftest.")
    os.makedirs(work, exist_ok=True)
    jobs = []
    if not args.no_fixtures:
        jobs += fixture_dirs(work, args.exhaustive)
    nfix = len(jobs)
    if not args.only_fixtures:
        jobs += project_dirs(args, work)
    failures = 0
    ran = clean = 0
    found = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = list(ex.map(one, jobs))
    for i, (job, b) in enumerate(results):
        d, cc, level, label = job
        is_fixture = i < nfix
        bad = sorted(b.diffs)
        for cls, detail in b.problems:
            print("FAIL: difftest %s: %s: %s" % (label, cls, detail))
            failures += 1
            found.append({"label": label, "class": cls, "detail": detail, "dir": d})
        if not is_fixture:
            ran += len(b.programs)
            # a problem that left the programs uncompared makes none clean
            if not [c for c, _ in b.problems if c not in ("line-ending", "indentation")]:
                clean += len(b.programs) - len(bad)
        shown = 0
        for name in bad:
            p = b.programs[name]
            classes = sorted(set(c for c, _ in b.diffs[name]))
            detail = "; ".join("%s: %s" % (c, t) for c, t in b.diffs[name])
            found.append({"label": label, "program": name, "classes": classes, "shape": p,
                          "detail": detail, "dir": d, "cc": cc, "level": level,
                          "seed": b.meta["seed"], "first": b.meta["first"], "count": b.meta["count"]})
            if shown < 8 or is_fixture:
                print("FAIL: difftest %s: %s (%s, %s use, %s, rate %s%%, %s, in %s) differs: %s"
                      % (label, name, p["family"], p["use"], p["hint"], p["rate"], p["cond"],
                         p["unit"], detail[:400]))
                if not is_fixture:
                    print("note: rerun: PROBABLE_DIFFTEST_SEED=%s PROBABLE_DIFFTEST_ONLY=%d bash "
                          "tests/difftest/difftest.sh (%s %s)" % (b.meta["seed"], p["id"], cc, level))
            shown += 1
            failures += 1
        if shown > 8 and not is_fixture:
            print("note: difftest %s: %d more programs differ" % (label, shown - 8))
        if not bad and not b.problems:
            print("PASS: difftest %s: %d programs, the same output plain, profiled and fixed"
                  % (label, len(b.programs)))
    if not args.only_fixtures:
        line = ("difftest: %d of %d programs (seed %s) ran without a difference "
                "(plain, profile mode, probable-fix applied; gcc and clang, C and C++, -O0 and -O2)"
                % (clean, ran, args.seed))
        print(("PASS: " if clean == ran else "FAIL: ") + line)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(found, f, indent=1)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
