# SPDX-License-Identifier: MIT
"""Inert hints: the hints that change nothing in the object code this
build emits (this compiler, these flags, this arch).

    mark(sites, db_dir, root=".", build_dirs=(), objdump="objdump") -> Inert

Each unit of the compile database (-p DIR) whose preprocessed text holds
one of the sites' files is compiled twice, as fix/prove.py compiles
(its helpers: the unit's own command, its -D, -I and language; -DPROBABLE_PROFILE
dropped):

  1. as the user's build compiles it (the unit's own command);
  2. its preprocessed text (-E) with every hint reduced to its value, of
     the builtin's type (prove.neutralise: __builtin_expect(x, c) becomes
     ((long)(x)), and so do probable.h's choices).

The objects are compared function by function (objdump -d: instructions
and relocations, jump targets by symbol; a function's gcc parts, f.cold,
f.part.0, f.constprop.0, are one function with it), and their data
(prove.py's sections and objects: a difference there is as a function
that differs, and only whole-object compiles clear a hint).  A function's hints
can be inlined into other functions, so "the same code" is not enough
where some function differs: then the hints of every function whose code
is the same (or that is emitted nowhere: inlined, or unused) are reduced
alone, and the whole object compared with the user's (one compile more).
Then the hints of the functions not found inert (those whose code
differs, and those the joint compile did not clear), one line of the
preprocessed text (one source line) at a time, in source order, at most
REFINE compiles per unit: a line whose hints reduced alone leave the
object the user's is inert; the rest keep their verdicts.  A function
(or line) is inert in a unit when the object with its hints reduced is
the user's object, every function the same.

A site (file, line) is in the function of the preprocessed text whose
extent (mapped to the source through the line markers) holds it, in each
unit that has that function.  Its verdict becomes "inert", and
site["inert"] = {"compiler", "arch", "unit", "units" (when several),
"flags" (-O, -m, -f), "verdict" (what the counts said), "function",
"reduced" ("function": its function's hints reduced together; "line":
its line's alone)}, when it is inert in every unit that has its
function (a header's function in every unit that compiles it) and at
least one has it.  Never inert, with site["not_inert"] saying why: a
site in no unit of the database, or in a file a unit that does not
compile (or cannot be preprocessed) reads; and never an unaligned
access, a [[likely]] attribute or a site without a declared hint (the
reduction touches only the builtins)."""

import os
import re
import shutil
import subprocess
import tempfile

from . import scan as S
from .fix import prove as P

# at most this many compiles per unit to tell its functions apart, one at a time
REFINE = 8
NEVER_MACROS = ("[[likely]]", "[[unlikely]]")
MARKER = re.compile(r'#\s*(?:line\s+)?([0-9]+)\s+"((?:[^"\\]|\\.)*)"')


class Inert:
    """What mark() found: counts, and why some sites could not be told."""

    def __init__(self):
        self.inert = 0          # sites now "inert"
        self.checked = 0        # hint sites whose function some unit has
        self.not_checked = {}   # reason -> sites
        self.units = []         # UnitResult of every unit compiled
        self.compilers = set()  # "gcc 12.2.0 x86_64-linux-gnu"

    def line(self):
        """One line for stderr."""
        text = "-p: %d of %d hint site%s checked inert (the object code is the same without " \
               "their hints) on %s, with each unit's own flags; %d unit%s compiled" % (
                   self.inert, self.checked, "" if self.checked == 1 else "s",
                   ", ".join(sorted(self.compilers)) or "no compiler", len(self.units),
                   "" if len(self.units) == 1 else "s")
        if self.not_checked:
            text += "; not checked: %s" % "; ".join(
                "%d %s" % (n, r) for r, n in sorted(self.not_checked.items(), key=lambda kv: -kv[1]))
        return text


class UnitResult:
    def __init__(self, unit):
        self.unit = unit
        self.name = unit.name
        self.error = None       # why the unit could not be told (it may read any file)
        self.files = set()      # real paths its preprocessed text reads
        self.functions = []     # [(name, real file, first line, last line, hints, inert)]
        self.compiler = self.arch = self.flags = None
        self.how = ""           # what was compiled (for a reader)
        self.inert_lines = set()  # (real file, line) whose hints alone change nothing


_VERSIONS = {}


def compiler_identity(compiler, cwd):
    """("gcc 12.2.0", "x86_64-linux-gnu") from compiler -v (cached)."""
    got = _VERSIONS.get(compiler)
    if got is None:
        try:
            r = subprocess.run([compiler, "-v"], cwd=cwd, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=60)
            text = r.stdout.decode("utf-8", "replace")
        except (OSError, subprocess.SubprocessError):
            text = ""
        m = re.search(r"([A-Za-z][\w+.-]*) version ([0-9][^\s]*)", text)
        t = re.search(r"^Target: (\S+)", text, re.M)
        got = _VERSIONS[compiler] = ("%s %s" % (m.group(1), m.group(2)) if m else os.path.basename(compiler),
                                     t.group(1) if t else "?")
    return got


def line_map(text, directory):
    """[(real file, line)] per line of preprocessed text (index 0: line 1),
    from its line markers (# N "file")."""
    out, cur, n = [], None, 0
    cache = {}
    for line in text.split("\n"):
        m = MARKER.match(line) if line.startswith("#") else None
        if m:
            name = m.group(2).encode("latin-1").decode("unicode_escape").encode(
                "latin-1").decode("latin-1") if "\\" in m.group(2) else m.group(2)
            if name not in cache:
                cache[name] = None if name.startswith("<") else \
                    os.path.realpath(os.path.join(directory, name))
            cur, n = cache[name], int(m.group(1))
            out.append((None, 0))
            continue
        out.append((cur, n))
        n += 1
    return out


def function_key(name):
    """One function's name from objdump's: f.cold, f.part.0, f.constprop.0
    and "f(int) [clone .cold]" are f; "ns::f(int)" is f."""
    name = name.split(" [clone")[0]
    if "(" in name:
        name = name[:name.index("(")]
    name = name.rsplit("::", 1)[-1]
    return name.split(".")[0]


def _groups(funcs):
    out = {}
    for fn, body in sorted(funcs.items()):
        if fn.startswith("data "):
            continue
        out.setdefault(function_key(fn), []).append((fn, body))
    return out


def analyse_unit(unit, files, objdump="objdump"):
    """A UnitResult: the unit preprocessed; when it reads one of files
    (real paths), compiled as the user's build does and with hints reduced,
    and its functions told inert or not."""
    res = UnitResult(unit)
    try:
        tmpdir = tempfile.mkdtemp(prefix="probable-inert-")
    except OSError as e:
        res.error = "cannot make a temporary directory: %s" % e.strerror
        return res
    try:
        return _analyse(unit, files, objdump, tmpdir, res)
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


def _analyse(unit, files, objdump, tmpdir, res):
    compiler, flags, lang = P._command(unit.args, unit.name)
    base = [compiler] + flags + (["-x", lang] if lang else []) + [unit.name]
    cwd = unit.directory
    ext = ".ii" if P._language(lang, unit.name).startswith("c++") else ".i"
    pre = os.path.join(tmpdir, "unit" + ext)
    status, out, err = P._run(base + ["-E", "-o", pre], cwd)
    if status != 0:
        res.error = out if status is None else "cannot be preprocessed with its own command (%s%s)" % (
            os.path.basename(compiler), ": " + err if err else "")
        return res
    with open(pre, "rb") as f:
        text = f.read().decode("latin-1")
    lines = line_map(text, cwd)
    res.files = set(f for f, _ in lines if f)
    if not res.files & files:
        return res
    res.compiler, res.arch = compiler_identity(compiler, cwd)
    cflags = P._compile_flags(flags)
    lto = [a for a in cflags if a.startswith("-flto") or a == "-fno-lto"]
    if lto and lto[-1] != "-fno-lto":
        # the code is made at link time, from the whole program: what the
        # object holds (the compiler's IR, or fat code the link ignores)
        # says nothing of the code the hints give there
        res.error = "an LTO build (%s): the object code is made at link time, not compared" % lto[-1]
        return res
    res.flags = " ".join(a for a in cflags if a.startswith(("-O", "-m", "-f")))
    user = P._compile(compiler, base, cwd, tmpdir, "before", None, set())
    if isinstance(user, P.Proof):
        res.error = user.detail
        return res

    # the functions of the preprocessed text, and the hints in each
    sc = S.scan_text(text, "unit" + ext)
    hints = [t.start for t in sc.tokens if t.kind == "ident" and not t.directive
             and t.text in P.BUILTINS]
    hint_lines = [sc.line_of(o) for o in hints]
    funcs = []
    for name, a, b in sc.functions():
        fa, la = lines[a - 1] if a - 1 < len(lines) else (None, 0)
        fb, lb = lines[b - 1] if b - 1 < len(lines) else (None, 0)
        mine = [o for o, ln in zip(hints, hint_lines) if a <= ln <= b]
        funcs.append([name, fa if fa == fb else None, la, lb, mine, False, (a, b)])

    def build(which, only):
        path = os.path.join(tmpdir, which + ext)
        with open(path, "wb") as f:
            f.write(P.neutralise(text, only).encode("latin-1"))
        return P._compile(compiler, [compiler] + cflags + [path], cwd, tmpdir, which, None, set())

    def objects(*objs):
        """the objects' functions and data (prove.py's comparison)"""
        return P._disassemble(list(objs), objdump, tmpdir)

    def alone(which, group):
        """whether the object with only the hints of group's .i line spans
        reduced is the user's, every function"""
        spans = [f[6] for f in group]
        o = build(which, lambda off: any(a <= sc.line_of(off) <= b for a, b in spans))
        if isinstance(o, P.Proof):
            return False
        g = objects(user, o)
        return not isinstance(g, P.Proof) and g[0] == g[1]

    reduced = build("after-values", None)
    if isinstance(reduced, P.Proof):
        res.error = "with its hints reduced to their values: %s" % reduced.detail
        return res
    got = objects(user, reduced)
    if isinstance(got, P.Proof):
        res.error = got.detail
        return res
    mine, theirs = got
    ours, other = _groups(mine), _groups(theirs)
    if not ours and not other and any(f[4] for f in funcs):
        # hints in functions, and no function's code in either object:
        # nothing was compared (an object of IR alone), nothing is inert
        res.error = "no function's machine code in its object: nothing to compare"
        return res
    differ = set(k for k in set(ours) | set(other) if ours.get(k) != other.get(k))
    if any(mine.get(k) != theirs.get(k) for k in set(mine) | set(theirs) if k.startswith("data ")):
        differ.add(" data")   # (no function's name): the whole object is not the same
    cands = [f for f in funcs if f[4] and f[0] not in differ]
    res.how = "compiled with its own command and with its hints reduced"
    if not differ:
        for f in cands:
            f[5] = True
    elif cands:
        # the hints of the functions whose code is the same may be inlined
        # where the code differs: reduce theirs alone, compare everything
        if alone("some", cands):
            for f in cands:
                f[5] = True
            res.how += "; then with the hints of the functions whose code was the same reduced alone"
    if differ:
        # the hints of the functions not found inert, one line of the
        # preprocessed text (one source line) at a time, at most REFINE
        todo = sorted(set(sc.line_of(o) for f in funcs if f[4] and not f[5] for o in f[4]))
        found = []
        for k, ln in enumerate(todo[:REFINE]):
            if alone("line%d" % k, [[None, None, 0, 0, [], False, (ln, ln)]]) and lines[ln - 1][0]:
                found.append(ln)
        if todo:
            res.how += "; then each line's hints alone (%d of %d lines)" % (min(len(todo), REFINE), len(todo))
        # lines inert each alone may not be together (a fix removes them
        # together): reduced all at once, with the functions found inert,
        # or none of them is claimed
        if len(found) > 1 or (found and any(f[5] for f in funcs)):
            group = [f for f in funcs if f[5]] + [[None, None, 0, 0, [], False, (ln, ln)] for ln in found]
            if not alone("lines", group):
                found = []
                res.how += " (not inert together: no line claimed)"
        for ln in found:
            res.inert_lines.add(lines[ln - 1])
    res.functions = [tuple(f[:6]) for f in funcs]
    return res


def site_path(site, index):
    """The real path of a site's file (sources.SourceIndex), or None."""
    path, _rel, _note = index.locate(site.get("file") or "")
    return os.path.realpath(path) if path else None


def analyse(db, files, objdump="objdump", jobs=None):
    """[UnitResult] of every unit of db (in parallel)."""
    from concurrent.futures import ThreadPoolExecutor
    jobs = jobs or max(1, min(8, os.cpu_count() or 1))
    with ThreadPoolExecutor(max(1, min(jobs, len(db.units) or 1))) as pool:
        return list(pool.map(lambda u: analyse_unit(u, files, objdump), db.units))


def eligible(site):
    """A hint site the reduction can tell: a branch hint with a declared pc
    whose macro reaches a builtin."""
    return (site.get("kind") in (None, "branch") and site.get("declared") is not None
            and site.get("macro") not in NEVER_MACROS
            and site.get("verdict") not in ("unhinted", "compiled-out"))


def mark(sites, db_dir, root=".", build_dirs=(), objdump="objdump", db=None):
    """Set verdict "inert" and site["inert"] on the sites whose hints change
    nothing in the object code (see the module's doc); site["not_inert"]
    says why a site could not be told.  Returns an Inert."""
    from .sources import SourceIndex
    db = db or P.CompileDB(db_dir)
    index = SourceIndex(root, list(build_dirs))
    todo = []
    for s in sites:
        s.pop("not_inert", None)
        if eligible(s):
            todo.append((s, site_path(s, index)))
    found = Inert()
    files = set(p for _, p in todo if p)
    results = analyse(db, files, objdump) if files else []
    found.units = [r for r in results if r.functions or (r.error and r.files & files)]
    for r in found.units:
        if r.compiler:
            found.compilers.add("%s %s" % (r.compiler, r.arch))
    broken = [r for r in results if r.error]
    unread = [r for r in broken if not r.files]   # not even preprocessed: may read anything
    mains = set(u.file for u in db.units)
    for s, path in todo:
        why = None
        if path is None:
            why = "its file is not found under --root"
        else:
            bad = next((r for r in broken if path in r.files or r.unit.file == path), None)
            if bad is None and unread and path not in mains:
                bad = unread[0]
            if bad is not None:
                why = "unit %s: %s" % (bad.name, bad.error)
        have = []
        if why is None:
            for r in results:
                for name, f, a, b, hints, inert in r.functions:
                    if f == path and a <= (s.get("line") or 0) <= b:
                        have.append((r, name, hints, inert or (path, s.get("line")) in r.inert_lines))
                        break
            if not have:
                why = "in no function of a unit of the compile database" if \
                    any(path in r.files for r in results) else "in no unit of the compile database"
        if why is not None:
            s["not_inert"] = why
            short = why if why.startswith("in no ") or why.startswith("its file") else \
                "a unit does not compile"
            found.not_checked[short] = found.not_checked.get(short, 0) + 1
            continue
        found.checked += 1
        if all(inert and hints for _, _, hints, inert in have):
            r = have[0][0]
            s["inert"] = {"compiler": r.compiler, "arch": r.arch, "unit": r.name,
                          "flags": r.flags, "verdict": s.get("verdict"),
                          "function": have[0][1]}
            if len(have) > 1:
                s["inert"]["units"] = [h[0].name for h in have]
            s["verdict"] = "inert"
            whole = all(inert for _, _, _, inert in (
                (h[0], h[1], h[2], next((f[5] for f in h[0].functions if f[0] == h[1]), False))
                for h in have))
            s["inert"]["reduced"] = "function" if whole else "line"
            s["why"] = "inert on %s %s (%s, %s): the object code is the same without %s%s" % (
                r.compiler, r.arch, r.name, r.flags or "no -O",
                "the hints of %s()" % have[0][1] if whole else "this line's hints (in %s())" % have[0][1],
                " in %d units" % len(have) if len(have) > 1 else "")
            found.inert += 1
    return found


def apply(report, db_dir, root=".", build_dirs=(), objdump="objdump", cold=None):
    """mark() on a merged report's sites, its summary and order (their
    cost and gain: an inert hint's suggestion changes no code; cold: the
    threshold, site.sort_sites) made again."""
    from .site import sort_sites
    from .summary import summarize
    found = mark(report["sites"], db_dir, root, build_dirs, objdump)
    sort_sites(report["sites"], cold)
    report["summary"] = summarize(report["sites"])
    return found
