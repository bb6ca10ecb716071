# SPDX-License-Identifier: MIT
"""Verdicts from the counts a project already has: gcov's JSON, llvm-cov's
export and the kernel's branch profiler (formats/gcov.py, llvmcov.py,
kernel.py) matched with the hint sites the source scan finds (scan.py)
and judged as profile mode judges (judge.py), into a version 3 report.

    report(paths, root=".", arch=None, macros=None, min_count=100, top=20,
           table=None) -> report dict (sites judged)
    sniff(data) -> "gcov" | "llvm-cov" | "kernel" | None

Rules (never a guess: what cannot be tied to one site for certain is
"not-judged" with the reason in "why"):

- gcov has no columns: a line with two hint sites is not judged; a line
  whose arcs are not exactly one two-way branch per line record (a
  compound condition, two branches on a line) is not judged; gcov's arcs
  say which one falls through, not which one is true: GCC lays out an
  if's then-block after the condition, so the fallthrough arc is "true"
  for a hint that is an if's whole condition (or an if's [[likely]]),
  and a loop's condition at the loop's bottom, so there the arc that
  does not fall through is "true" (while, do-while, for); anywhere else
  the site is not judged.  The line records
  of one line (inlined copies, the out-of-line function, instances) are
  summed.
- llvm-cov gives true and false counts with columns.  A hint macro's
  branch is in the expansion whose call site is the site's line:col;
  the branch of the macro's own value is the outermost branch region of
  the expansion that is not a bare parameter (a leaf of a compound
  argument sits at the parameter); expansions of one call site in
  several functions (header copies, templates) are summed.  A macro
  branch clang gives no expansion region for (loop conditions) cannot be
  tied to a call site: the sites of that function without counts of
  their own are not judged.
- the kernel prints a function (cut to 30 bytes), a basename (cut to 20)
  and a line: a row is tied by function to the one file that can have
  made it (kernelsites.py), correct/incorrect become true/false from the
  site's macro (likely: true = correct); "correct/constant" makes the
  site constant.
- a site the build has no record of is "compiled-out" (the file is in the
  data, the line is not); an unaligned access is not judged (coverage
  counts branches, not misaligned pointers).
- missing hints: branches without a hint whose 99% interval lies wholly
  above the arch's HIGH or below its LOW, the most evaluated first,
  "declared": null, verdict "unhinted", why says the probable() to write.
  Loop conditions are left out (compilers already predict loops)."""

import bisect
import os
import platform
import re

from . import FORMAT, VERSION
from .errors import InputError, read_bytes
from .judge import DEFAULT_MIN_COUNT, hint, judge, pool_parts, suggest, wilson
from .kernelsites import candidates as kernel_candidates, kernel_sites
from .scan import KNOWN, MACRO_SITES, scan_file, stringify

SOURCE_EXTS = (".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++",
               ".inl", ".ipp", ".tcc", ".C", ".H")
HEADER_EXTS = (".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc", ".H")
DEFAULT_MACROS = {"likely": 90, "unlikely": 10}
DEFAULT_TOP = 20

_HOST = {"x86_64": "x86", "amd64": "x86", "i386": "x86", "i486": "x86", "i586": "x86",
         "i686": "x86", "aarch64": "arm64", "arm64": "arm64", "ppc64le": "powerpc",
         "ppc64": "powerpc", "ppc": "powerpc", "s390x": "s390", "riscv64": "riscv",
         "riscv32": "riscv", "mips": "mips", "mips64": "mips", "loongarch64": "loongarch",
         "sparc64": "sparc", "alpha": "alpha", "ia64": "ia64", "m68k": "m68k", "sh4": "sh",
         "parisc": "parisc", "parisc64": "parisc"}


def host_arch(table):
    """The arch name of the machine running this, as arch/ names it
    (armv7l and the like: "arm"); "generic" when not known."""
    m = platform.machine().lower()
    name = _HOST.get(m) or ("arm" if m.startswith("arm") else None)
    return name if name in table else "generic"


def sniff(data):
    """Which coverage reader reads these bytes (None: not coverage data)."""
    from .formats import gcov, kernel, llvmcov
    if kernel.sniff(data):
        return "kernel"
    if gcov.sniff(data):
        return "gcov"
    if llvmcov.sniff(data):
        return "llvm-cov"
    return None


def read_counts(path, data):
    """The count records of one coverage file (its kind sniffed)."""
    from .formats import gcov, kernel, llvmcov
    kind = sniff(data)
    if kind is None:
        raise InputError(path, "not gcov JSON, an llvm-cov export, a kernel branch profile or a profile report")
    return kind, {"gcov": gcov, "llvm-cov": llvmcov, "kernel": kernel}[kind].read(path, data)


# ---- where a record's file is under root --------------------------------------

class Tree:
    """The C and C++ files under root, their scans (made on demand) and
    how a name a tool printed is found among them."""

    def __init__(self, root, macros):
        self.root = os.path.abspath(root)
        self.real = os.path.realpath(self.root)
        self.files = []
        for d, dirs, names in os.walk(self.root):
            dirs[:] = sorted(x for x in dirs if not x.startswith("."))
            for n in sorted(names):
                if n.endswith(SOURCE_EXTS):
                    self.files.append(os.path.relpath(os.path.join(d, n), self.root))
        self.by_base = {}
        for f in self.files:
            self.by_base.setdefault(os.path.basename(f), []).append(f)
        self.macros = dict(DEFAULT_MACROS)
        self.macros.update(self._project_macros())
        self.macros.update(macros or {})
        self._scans = {}
        self._cache = {}
        self._lines = {}

    def _project_macros(self):
        """Hint macros the project's headers define: NAME(x) whose body is
        __builtin_expect(..., 1 or 0) (90, 10), or PROBABLE_MACRO_SITE or
        PROBABLE_MACRO_VALUE_SITE with a constant pc.  (A source file's own are found when it is
        scanned.)"""
        found = {}
        for f in self.files:
            if not f.endswith(HEADER_EXTS):
                continue
            try:
                with open(os.path.join(self.root, f), "rb") as h:
                    raw = h.read()
            except OSError:
                continue
            if b"#" not in raw or (b"__builtin_expect" not in raw and b"PROBABLE_MACRO_" not in raw):
                continue
            sc = scan_file(os.path.join(self.root, f), name=f)
            for name, ds in sc.defines.items():
                if name in KNOWN or name.startswith(("PROBABLE_", "probable_", "__")):
                    continue
                for d in ds:
                    pc = _macro_pc(d, sc.defines)
                    if pc is not None and d.params is not None and len(d.params) == 1:
                        found[name] = pc
        return found

    def scan(self, rel):
        if rel not in self._scans:
            path = os.path.join(self.root, rel)
            try:
                sc = scan_file(path, self.macros, name=rel)
                own = {}
                for name, ds in sc.defines.items():
                    if name in self.macros or name in KNOWN or name.startswith(("PROBABLE_", "probable_", "__")):
                        continue
                    for d in ds:
                        pc = _macro_pc(d, sc.defines)
                        if pc is not None and d.params is not None and len(d.params) == 1:
                            own[name] = pc
                if own:
                    sc = scan_file(path, dict(self.macros, **own), name=rel)
                self._scans[rel] = sc
            except OSError:
                self._scans[rel] = None
        return self._scans[rel]

    def resolve(self, name):
        """(rel, None) or (None, why): the file under root a tool's name
        stands for.  Absolute names under root are taken as they are;
        other names by their longest unique suffix of path components."""
        if name in self._cache:
            return self._cache[name]
        r = self._resolve(name)
        self._cache[name] = r
        return r

    def _resolve(self, name):
        if os.path.isabs(name):
            real = os.path.realpath(name)
            for top in (self.real, self.root):
                if real == top or real.startswith(top + os.sep):
                    rel = os.path.relpath(real, top)
                    if rel in self.by_base.get(os.path.basename(rel), ()):
                        return rel, None
        else:
            rel = os.path.normpath(name)
            if rel in self.by_base.get(os.path.basename(rel), ()):
                return rel, None
        parts = os.path.normpath(name).split(os.sep)
        cands = self.by_base.get(parts[-1], [])
        if not cands:
            return None, "%s is not under %s" % (name, self.root)
        best, best_n = [], 0
        for c in cands:
            cp = c.split(os.sep)
            n = 0
            while n < len(cp) and n < len(parts) and cp[-1 - n] == parts[-1 - n]:
                n += 1
            if n > best_n:
                best, best_n = [c], n
            elif n == best_n:
                best.append(c)
        if len(best) == 1:
            return best[0], None
        return None, "%s matches %d files under the root: %s" % (name, len(best), ", ".join(sorted(best)[:4]))


def _macro_pc(d, defines):
    """The pc a one-parameter hint macro's definition stands for, or None."""
    body = list(d.body_texts)
    while len(body) >= 2 and body[0] == "(" and body[-1] == ")":
        body = body[1:-1]
    if body[:2] == ["__builtin_expect", "("] and body[-1] == ")" and len(body) >= 6 \
            and body[-3] == "," and body[-2] in ("0", "1", "0L", "1L"):
        return 90 if body[-2].startswith("1") else 10
    if len(body) >= 2 and body[0] in MACRO_SITES and body[1] == "(" and body[-1] == ")":
        from .scan import const_value, split_call
        call = split_call(d.body, 0)
        if call and len(call[1]) == 4:
            pc = const_value([t.text for t in call[1][3]], defines)
            if pc is not None and 0 <= pc <= 100:
                return pc
    return None


# ---- where in the source a site sits ------------------------------------------

class Context:
    """Token positions of one scanned file: what encloses a site."""

    def __init__(self, sc):
        self.sc = sc
        self.code = [t for t in sc.tokens if not t.directive]
        self.starts = [t.start for t in self.code]
        self.match = {}
        stack = []
        for i, t in enumerate(self.code):
            if t.text == "(":
                stack.append(i)
            elif t.text == ")" and stack:
                j = stack.pop()
                self.match[i] = j
                self.match[j] = i

    def index(self, offset):
        k = bisect.bisect_left(self.starts, offset)
        return k if k < len(self.code) and self.code[k].start == offset else None

    def whole_cond(self, site):
        """Where the site is a statement's whole condition: (first, last,
        kind) with the condition's token range and kind "if" (an if's
        condition, or an if's then [[attr]]) or "loop" (the condition of
        a while, a do-while or a for); None anywhere else."""
        a = self.index(site.span[0])
        if a is None:
            return None
        code = self.code
        if site.macro.startswith("[["):
            if a == 0 or code[a - 1].text != ")" or (a - 1) not in self.match:
                return None
            o = self.match[a - 1]
            if o == 0 or code[o - 1].text != "if":
                return None
            return (o + 1, a - 2, "if") if o + 1 <= a - 2 else None
        b = bisect.bisect_right(self.starts, site.span[1] - 1) - 1
        if a < 2 or b + 1 >= len(code):
            return None
        before, after = code[a - 1].text, code[b + 1].text
        if before == "(" and after == ")" and self.match.get(b + 1) == a - 1:
            kw = code[a - 2].text
            if kw == "if":
                return (a, b, "if")
            if kw == "while":
                return (a, b, "loop")
            return None
        if before == ";" and after == ";":
            o = self.enclosing_paren(a)
            if o is not None and o > 0 and code[o - 1].text == "for":
                semis = [i for i in range(o + 1, self.match[o])
                         if code[i].text == ";" and self.enclosing_paren(i) == o]
                if semis == [a - 1, b + 1]:
                    return (a, b, "loop")
        return None

    def enclosing_paren(self, k):
        """The index of the innermost unmatched ( before token k, or None."""
        depth = 0
        for i in range(k - 1, -1, -1):
            t = self.code[i].text
            if t == ")":
                depth += 1
            elif t == "(":
                if depth == 0:
                    return i if i in self.match else None
                depth -= 1
            elif t in ("{", "}") :
                return None
        return None

    def if_whole(self, site):
        w = self.whole_cond(site)
        return (w[0], w[1]) if w and w[2] == "if" else None

    def loop_cond(self, first):
        """The token at index first is inside the parentheses of a for,
        while or switch."""
        depth = 0
        for i in range(first - 1, -1, -1):
            t = self.code[i].text
            if t == ")":
                depth += 1
            elif t == "(":
                if depth == 0:
                    return i > 0 and self.code[i - 1].text in ("for", "while", "switch")
                depth -= 1
            elif t in (";", "{", "}") and depth == 0 and t != ";":
                return False
        return False

    def line_if(self, line):
        """The one if on line whose whole condition is on that line, when
        nothing else on the line branches: (cond text, col) or None."""
        toks = [i for i, t in enumerate(self.code) if self.sc.line_of(t.start) == line] \
            if not hasattr(self, "_by_line") else self._by_line.get(line, [])
        ifs = [i for i in toks if self.code[i].text == "if"]
        if len(ifs) != 1:
            return None
        if any(self.code[i].text in ("for", "while", "switch", "?", "&&", "||", "and", "or")
               for i in toks):
            return None
        i = ifs[0]
        if i + 1 >= len(self.code) or self.code[i + 1].text != "(" or (i + 1) not in self.match:
            return None
        c = self.match[i + 1]
        if self.sc.line_of(self.code[c].start) != line or c - (i + 1) < 2:
            return None
        first, last = i + 2, c - 1
        return stringify(self.code[first:last + 1]), self.sc.col_of(self.code[first].start)

    def functions(self):
        """The names of the functions this file defines: NAME ( ... ) {
        outside any brace (C++ qualifiers, const, noexcept and a
        constructor's initialisers between ) and { allowed)."""
        got = getattr(self, "_functions", None)
        if got is not None:
            return got
        got = set()
        code, depth, open_ns = self.code, 0, []
        for i, t in enumerate(code):
            if t.text == "{":
                # namespace N { and extern "C" { keep their contents at file level
                k = i - 1
                while k >= 0 and code[k].kind == "ident" and code[k].text != "namespace":
                    k -= 1
                ns = (k >= 0 and code[k].text == "namespace") or \
                    (i >= 2 and code[i - 2].text == "extern" and code[i - 1].kind == "string")
                open_ns.append(ns)
                if ns:
                    continue
                if depth == 0:
                    j = i - 1
                    # back over what may stand between ) and {
                    while j >= 0 and code[j].text not in (")", ";", "}", "{", "="):
                        j -= 1
                    if j > 0 and code[j].text == ")" and j in self.match:
                        o = self.match[j]
                        if o > 0 and code[o - 1].kind == "ident":
                            got.add(code[o - 1].text)
                depth += 1
            elif t.text == "}":
                if open_ns and open_ns.pop():
                    continue
                depth = max(0, depth - 1)
        self._functions = got
        return got

    def index_lines(self):
        self._by_line = {}
        for i, t in enumerate(self.code):
            self._by_line.setdefault(self.sc.line_of(t.start), []).append(i)


def _region_text(path, cache, l0, c0, l1, c1):
    """The source text of a 1-based [l0:c0, l1:c1) region of path, or None."""
    if path not in cache:
        try:
            with open(path, "rb") as f:
                cache[path] = f.read().decode("latin-1").split("\n")
        except OSError:
            cache[path] = None
    lines = cache[path]
    if lines is None or l0 < 1 or l1 > len(lines):
        return None
    if l0 == l1:
        return lines[l0 - 1][c0 - 1:c1 - 1]
    return "\n".join([lines[l0 - 1][c0 - 1:]] + lines[l0:l1 - 1] + [lines[l1 - 1][:c1 - 1]])


_IDENT = re.compile(r"^\s*[A-Za-z_]\w*\s*$")


# ---- the matcher ----------------------------------------------------------------

class _Ctx:
    def __init__(self, tree, facts, arch, source, min_count=DEFAULT_MIN_COUNT):
        self.tree, self.facts, self.arch, self.source = tree, facts, arch, source
        self.min_count = int(min_count or 0)
        self.contexts = {}
        self.not_exact = 0
        self.disagree = 0


def _site_dict(s, c):
    # func stays None: gcov, llvm-cov and the kernel name functions
    # differently (or not at all), and the same site must be one site in a
    # merge of all three
    d = {"file": s.file, "line": s.line, "nth": s.nth, "col": s.col, "func": None,
         "expr": s.expr, "cond": s.expr, "macro": s.macro, "kind": s.kind, "arch": c.arch,
         "source": c.source, "declared": s.declared, "exact": 0, "size": 0, "constant": 0,
         "count": 0, "hits": 0}
    for k in ("high", "low", "threshold", "test_below"):
        d[k] = c.facts.get(k)
    return d


def _not_judged(d, why):
    d["verdict"] = "not-judged"
    d["why"] = why
    return d


def _not_exact(d, c, why):
    """Counts that cannot be shown exact: never judged, never compiled-out."""
    c.not_exact += 1
    return _not_judged(d, "counts not exact (%s): %s" % (why, EXACT_BUILD))


def _compiled_out(d, why):
    d["verdict"] = "compiled-out"
    d["why"] = why
    d["count"] = d["hits"] = 0
    return d


def _common(s):
    """Sites no coverage count can judge: the reason, or None."""
    if s.kind != "branch":
        return "coverage counts branches, not misaligned accesses"
    if s.declared is None:
        return "the pc is not a constant the source gives"
    return None


# tokens that make a two-way branch where they are written; a line with
# one of MANY may have any number of branches
BRANCH_TOKENS = frozenset(("if", "while", "for", "?", "&&", "||", "and", "or"))
MANY = frozenset(("switch", "case", "default", "goto", "asm", "__asm__", "__asm"))
NOT_CALLS = frozenset(("if", "while", "for", "switch", "return", "sizeof", "alignof", "_Alignof",
                       "__alignof__", "typeof", "__typeof__", "decltype", "__attribute__",
                       "__declspec", "static_assert", "_Static_assert", "noexcept", "alignas",
                       "_Alignas", "__extension__", "defined"))
EXACT_BUILD = "build the coverage run with -O0 and without always_inline (docs/coverage.md)"


def _short_name(demangled):
    """A function's name as a call writes it: int ns::f<3>(int) -> f."""
    name = demangled.split("(")[0].strip()
    depth, out = 0, []
    for ch in name:  # template arguments dropped
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    name = "".join(out).split()[-1] if "".join(out).split() else name
    return name.split("::")[-1]


def _statement(ctx, line):
    """Token indexes [a, b] of the statement(s) on line: widened to a
    whole parenthesised condition (and its keyword) that reaches the
    line, and to the ; { or } around it."""
    toks = ctx._by_line.get(line)
    if not toks:
        return None
    code = ctx.code
    a, b = toks[0], toks[-1]
    while True:
        o = ctx.enclosing_paren(a)
        if o is None:
            break
        a = o - 1 if o > 0 else o
    while a > 0 and code[a - 1].text not in (";", "{", "}"):
        a -= 1
    depth = 0
    while b + 1 < len(code):
        t = code[b].text
        if t == "(":
            depth += 1
        elif t == ")":
            depth -= 1
        elif t in (";", "{", "}") and depth <= 0:
            break
        b += 1
    return a, b


def _explained(ctx, line, nbranch, known_funcs, hint_macros):
    """Whether the source around line can make nbranch two-way branches
    by itself (its if, while, for, ?:, && and ||, a switch, or a call of a
    name that is not a function of the unit: maybe a macro with branches
    of its own)."""
    st = _statement(ctx, line)
    if st is None:
        return False
    code = ctx.code
    n = 0
    for i in range(st[0], st[1] + 1):
        t = code[i].text
        if t in MANY:
            return True
        if t in BRANCH_TOKENS:
            n += 1
        elif i + 1 < len(code) and code[i + 1].text == "(" and code[i].kind == "ident" \
                and t not in NOT_CALLS and t not in known_funcs and t not in hint_macros:
            return True
    return nbranch <= n


def _context(c, rel):
    """The Context of a file under --root (lines indexed), made once; None
    when it cannot be read."""
    if rel not in c.contexts:
        sc = c.tree.scan(rel)
        ctx = None
        if sc is not None:
            ctx = Context(sc)
            ctx.index_lines()
        c.contexts[rel] = ctx
    return c.contexts[rel]


def _gcov_inlining(by_unit, c):
    """{unit: why} for the units whose counts show code copied into
    another function before GCC counted it (so the copies of a line are
    counted elsewhere, or merged into their callers' lines, or dropped):
    a line record that belongs to no out-of-line function of its file,
    or a line with more two-way branches than its own source has."""
    hint_macros = set(c.tree.macros) | set(KNOWN)
    out = {}
    for unit, recs in by_unit.items():
        # the names a call of which makes no branch of its own: the unit's
        # functions and those its files under --root define (a call of a
        # macro, or of a name not known, may)
        funcs = set(_short_name(r["owner"]) for r in recs if r.get("owner"))
        macros = set()
        for rel in sorted(set(r["rel"] for r in recs if r.get("rel"))):
            ctx = _context(c, rel)
            if ctx is not None:
                funcs |= ctx.functions()
                macros |= set(ctx.sc.defines)
        funcs -= macros
        for r in recs:
            if not r["arcs"]:
                # (a branchless function inlined, as always_inline helpers
                # are at -O0, moves no branch)
                continue
            if r.get("owner") is None:
                out[unit] = "gcov counts line %d of %s in no function of its own file: a " \
                            "copy inlined before counting" % (r["line"], r.get("rel") or r["file"])
                break
            if r.get("rel") is None:
                continue  # not under --root: its source is not read
            ctx = _context(c, r["rel"])
            if ctx is None:
                continue
            if len(r["arcs"]) < 2:
                continue  # one arc (a call's return, its throw arc dropped) is no branch
            nbranch = (len(r["arcs"]) + 1) // 2
            if not _explained(ctx, r["line"], nbranch, funcs, hint_macros):
                out[unit] = "line %d of %s has %d branch%s its source does not make: code " \
                            "inlined into it before counting" % (
                                r["line"], r["rel"], nbranch, "" if nbranch == 1 else "es")
                break
    return out


def _part_label(c, unit, owner, many_units, many_owners):
    name = unit
    if os.path.isabs(unit):
        rel = os.path.relpath(unit, c.tree.root)
        name = rel if not rel.startswith("..") else unit
    if many_owners and owner:
        return "%s in %s" % (owner, name) if many_units else owner
    return name


def _by_parts(d, parts, c, what):
    """Counts of one site from several parts (units, instances): [(label,
    count, hits)].  Pooled into d when the parts agree: every part's 99%
    interval shares a rate with every other's, and the parts with at
    least the minimum of evaluations, judged alone, give one verdict and
    one suggested hint; d["parts"] names them.  Else d is not judged:
    parts whose rates differ may have had different conditions (another
    -D, another macro definition, another template argument), and one
    rate over them would be neither's.  Returns d."""
    if not pool_parts(d, parts, what, c.min_count):
        c.disagree += 1
    return d


def _gcov_sites(recs, c):
    by_file, by_unit = {}, {}
    for r in recs:
        by_unit.setdefault(r.get("unit"), []).append(r)
        rel, why = c.tree.resolve(r["file"])
        if rel is None:
            continue
        r["rel"] = rel
        by_file.setdefault(rel, {}).setdefault(r["line"], []).append(r)
    inlined = _gcov_inlining(by_unit, c)
    units_of = {}
    for rel, lines in by_file.items():
        units_of[rel] = set(r.get("unit") for rs in lines.values() for r in rs)
    out = []
    for rel in sorted(by_file):
        sc = c.tree.scan(rel)
        if sc is None:
            continue
        lines = by_file[rel]
        ctx = _context(c, rel)
        # the units that counted this file: their counts are exact only
        # when none shows code inlined before counting
        inexact = sorted(u for u in units_of[rel] if u in inlined)
        per_line = {}
        for s in sc.sites:
            per_line.setdefault(s.line, []).append(s)
        for s in sc.sites:
            d = _site_dict(s, c)
            out.append(d)
            why = _common(s)
            if why:
                _not_judged(d, why)
                continue
            whole = ctx.whole_cond(s)
            line = s.line
            if whole is not None:
                line = sc.line_of(ctx.code[whole[0]].start)
            rs = lines.get(line)
            if rs is None:
                if inexact:
                    # an inlined copy's lines may be counted on its
                    # callers' lines: no record is no proof of no code
                    _not_exact(d, c, "gcov has no record of line %d, and %s" % (
                        line, inlined[inexact[0]]))
                elif s.conditional:
                    _compiled_out(d, "gcov has no record of line %d (inside #if)" % line)
                else:
                    _compiled_out(d, "gcov has no record of line %d: not in this build" % line)
                continue
            if len(per_line.get(s.line, ())) > 1:
                _not_judged(d, "%d hint sites on line %d and gcov has no columns"
                            % (len(per_line[s.line]), s.line))
                continue
            if whole is None:
                _not_judged(d, "not a whole if, while or for condition: gcov's arcs do not say "
                               "which is true")
                continue
            stray = [r for r in rs if r.get("owner") is None]
            if stray:
                _not_exact(d, c, "gcov counts line %d of %s in no function of its own file: a "
                                 "copy inlined before counting" % (line, rel))
                continue
            bad_units = sorted(set(r.get("unit") for r in rs if r.get("unit") in inlined))
            if bad_units:
                _not_exact(d, c, inlined[bad_units[0]])
                continue
            arcs = [r["arcs"] for r in rs if r["arcs"]]
            if not arcs:
                _not_judged(d, "gcov has no branch on line %d (the condition was folded, "
                               "or the hint is not a branch here)" % line)
                continue
            bad = [a for a in arcs if len(a) != 2 or sum(1 for x in a if x[1]) != 1]
            if bad:
                n = max(len(a) for a in bad)
                _not_judged(d, "gcov reports %d arcs on line %d (a compound condition or "
                               "several branches): not one two-way branch" % (n, line))
                continue
            # an if's then-block follows its condition: true falls through;
            # a loop's condition sits at the bottom: true jumps back
            loop = whole[2] == "loop"
            parts = {}
            for r in rs:
                if not r["arcs"]:
                    continue
                p = parts.setdefault((r.get("unit"), r.get("owner")), [0, 0])
                p[0] += r["arcs"][0][0] + r["arcs"][1][0]
                p[1] += sum(x[0] for x in r["arcs"] if x[1] != loop)
            many_units = len(set(k[0] for k in parts)) > 1
            many_owners = len(set(k[1] for k in parts)) > 1
            _by_parts(d, [(_part_label(c, k[0], k[1], many_units, many_owners), v[0], v[1])
                          for k, v in sorted(parts.items(), key=str)], c,
                      "instance" if many_owners else "unit")
        # unhinted candidates (from exact counts only)
        if inexact:
            continue
        for line, rs in lines.items():
            if line in per_line:
                continue
            arcs = [r["arcs"] for r in rs if r["arcs"]]
            if not arcs or any(len(a) != 2 or sum(1 for x in a if x[1]) != 1 for a in arcs):
                continue
            li = ctx.line_if(line)
            if li is None:
                continue
            count = sum(a[0][0] + a[1][0] for a in arcs)
            hits = sum(x[0] for a in arcs for x in a if x[1])
            out.append(_unhinted(c, rel, line, li[1], li[0], count, hits))
    return [d for d in out if d is not None]


def _unhinted(c, rel, line, col, cond, count, hits):
    if not count:
        return None
    lo, hi = wilson(hits, count)
    if not (lo > c.facts["high"] or hi < c.facts["low"]):
        return None
    pc = suggest(hits, count)
    h = hint("branch", c.facts, pc)
    if h not in ("likely", "unlikely"):
        return None
    cond = " ".join(cond.split())
    d = {"file": rel, "line": line, "nth": 0, "col": col, "func": None, "expr": cond,
         "cond": cond, "macro": None, "kind": "branch", "arch": c.arch, "source": c.source,
         "declared": None, "exact": 0, "size": 0, "constant": 0, "count": count, "hits": hits,
         "verdict": "unhinted",
         "why": "no hint; true %.1f%% of %d: write probable(%s, %d) (%s on %s)" % (
             100.0 * hits / count, count, cond, pc, h, c.arch)}
    for k in ("high", "low", "threshold", "test_below"):
        d[k] = c.facts.get(k)
    return d


def _llvm_sites(recs, c):
    direct, calls, files, fspans, orphans = {}, {}, set(), {}, {}
    multi = len(set(r.get("input") for r in recs)) > 1
    for r in recs:
        rel, why = c.tree.resolve(r["file"])
        if rel is None:
            continue
        files.add(rel)
        if r.get("span"):
            fspans.setdefault(rel, []).append((r["line"], r["end_line"]))
        elif r.get("orphan"):
            orphans.setdefault(rel, []).append((r["line"], r["end_line"]))
        elif r["call"] is None:
            direct.setdefault(rel, []).append(r)
        else:
            calls.setdefault((rel, r["line"], r["col"]), []).append(r)
    out, texts = [], {}
    for rel in sorted(files):
        sc = c.tree.scan(rel)
        if sc is None:
            continue
        ctx = Context(sc)
        spans = []
        seen_lines = {r["line"] for r in direct.get(rel, ())} | {k[1] for k in calls if k[0] == rel}
        by_region = {}
        for r in direct.get(rel, ()):
            by_region.setdefault((r["line"], r["col"], r["end_line"], r["end_col"]), []).append(r)
        for s in sc.sites:
            d = _site_dict(s, c)
            out.append(d)
            spans.append((sc.line_of(s.span[0]), sc.col_of(s.span[0]),
                          sc.line_of(s.span[1]), sc.col_of(s.span[1])))
            why = _common(s)
            if why:
                _not_judged(d, why)
                continue
            region = None
            if s.macro.startswith("[["):
                whole = ctx.if_whole(s)
                if whole is None:
                    _not_judged(d, "a [[%s]] that is not on an if's then-branch" % s.macro[2:-2])
                    continue
                ft, lt = ctx.code[whole[0]], ctx.code[whole[1]]
                region = (sc.line_of(ft.start), sc.col_of(ft.start), sc.line_of(lt.end), sc.col_of(lt.end))
                spans.append(region)
            exps = calls.get((rel, s.line, s.col)) if region is None else None
            if exps:
                groups = {}
                for r in exps:
                    groups.setdefault(r.get("exp"), []).append(r)
                parts = {}
                bad = None
                for g in groups.values():
                    pick = _outermost(g, texts, c.tree)
                    if isinstance(pick, str):
                        bad = pick
                        break
                    p = parts.setdefault(_llvm_part(pick, multi), [0, 0])
                    p[0] += pick["true"] + pick["false"]
                    p[1] += pick["true"]
                if bad:
                    _not_judged(d, bad)
                    continue
                _by_parts(d, [(k, v[0], v[1]) for k, v in sorted(parts.items())], c, "instance")
                continue
            if region is None:
                region = spans[-1]
            rs = by_region.get(region)
            if rs:
                parts = {}
                for r in rs:
                    p = parts.setdefault(_llvm_part(r, multi), [0, 0])
                    p[0] += r["true"] + r["false"]
                    p[1] += r["true"]
                _by_parts(d, [(k, v[0], v[1]) for k, v in sorted(parts.items())], c, "instance")
                continue
            if any(a <= s.line <= b for a, b in orphans.get(rel, ())):
                _not_judged(d, "llvm-cov has a branch inside a macro in this function without "
                               "its call site (clang leaves out the expansions of loop "
                               "conditions): not tied to this site")
            elif s.line in seen_lines or _line_in_regions(s.line, direct.get(rel, ())) \
                    or any(a <= s.line <= b for a, b in fspans.get(rel, ())):
                _not_judged(d, "llvm-cov has no branch for the hint's own value "
                               "(not a whole condition, or folded)")
            else:
                _compiled_out(d, "llvm-cov has no branch on line %d: not in this build" % s.line)
        # unhinted: branches written in the file, outside every hint
        for region, rs in by_region.items():
            if any(_inside(region, sp) for sp in spans):
                continue
            k = _token_at(ctx, sc, region[0], region[1])
            if k is None or ctx.loop_cond(k):
                continue
            text = _region_text(os.path.join(c.tree.root, rel), texts, *region)
            if not text:
                continue
            count = sum(r["true"] + r["false"] for r in rs)
            u = _unhinted(c, rel, region[0], region[1], text, count, sum(r["true"] for r in rs))
            if u:
                out.append(u)
    return out


def _llvm_part(r, multi):
    """Which function instance a branch record was counted in (its
    function record: a unit's static function, a template instantiation),
    and in which input when there are several."""
    fn = r.get("fn") or "?"
    return "%s (%s)" % (fn, r["input"]) if multi and r.get("input") else fn


def _line_in_regions(line, recs):
    return any(r["line"] <= line <= r["end_line"] for r in recs)


def _inside(a, b):
    """Region a lies within region b ((l0, c0, l1, c1), end exclusive)."""
    return (b[0], b[1]) <= (a[0], a[1]) and (a[2], a[3]) <= (b[2], b[3])


def _token_at(ctx, sc, line, col):
    lines_nl = sc.nl
    start = (lines_nl[line - 2] + 1 if line >= 2 else 0) + col - 1
    k = bisect.bisect_left(ctx.starts, start)
    return k if k < len(ctx.code) and ctx.code[k].start == start else None


def _own_include():
    """This library's include/ (beside tools/ in the tree, or the installed
    headers next to the arch headers), or None."""
    here = os.path.dirname(os.path.abspath(__file__))
    for c in (os.path.join(here, "..", "..", "include"),):
        if os.path.isfile(os.path.join(c, "probable.h")):
            return os.path.normpath(c)
    try:
        from .archdata import find_arch_dir
        c = os.path.dirname(find_arch_dir())
        if os.path.isfile(os.path.join(c, "probable.h")):
            return c
    except Exception:  # noqa: BLE001 - no headers: definitions read where the export says
        pass
    return None


def _definition(tree, defn):
    """Where to read a macro definition the export names: the file as
    named, else the same file under --root, else (probable*.h) this
    library's own header."""
    if defn is None or os.path.isfile(defn):
        return defn
    rel, _ = tree.resolve(defn)
    if rel:
        return os.path.join(tree.root, rel)
    base = os.path.basename(defn)
    inc = _own_include() if base.startswith("probable") else None
    if inc and os.path.isfile(os.path.join(inc, base)):
        return os.path.join(inc, base)
    return defn


def _outermost(recs, texts, tree=None):
    """The branch of a macro's own value among one expansion's branches:
    the outermost region that is not a bare parameter; a string (why)
    when there is not exactly one."""
    regs = []
    for r in recs:
        defn, l0, c0, l1, c1 = r["in_macro"]
        if tree is not None:
            defn = _definition(tree, defn)
        text = _region_text(defn, texts, l0, c0, l1, c1) if defn else None
        if text is None:
            return "cannot read the macro's definition %s to place its branches" % defn
        if _IDENT.match(text):
            continue  # a leaf of the argument, at the parameter
        regs.append(((defn, l0, c0, l1, c1), r))
    top = [(k, r) for k, r in regs
           if not any(k2[0] == k[0] and k2 != k and _inside(k[1:], k2[1:]) for k2, _ in regs)]
    if not top:
        return "llvm-cov has no branch for the hint's own value (not a whole condition)"
    if len(top) > 1:
        return "llvm-cov has %d branches in this expansion that could be the hint's value" % len(top)
    return top[0][1]


MATCHERS = {"gcov": _gcov_sites, "llvm-cov": _llvm_sites, "kernel": kernel_sites}


def report(paths, root=".", arch=None, macros=None, min_count=DEFAULT_MIN_COUNT, top=DEFAULT_TOP,
           table=None, datas=None, named=None):
    """One report per coverage source (a list of report dicts, sites
    judged) from coverage files of any kind.  datas: {path: bytes}
    already read (else read here).  named: a dict filled with {path:
    named_files(...)} (what "check" gates on).  Raises InputError."""
    from .archdata import arch_table
    table = table if table is not None else arch_table()
    arch = arch or host_arch(table)
    if arch not in table:
        raise InputError("--arch", "%s is not an arch of arch/arches.list" % arch)
    if not os.path.isdir(root):
        raise InputError(root, "the --root is not a directory")
    by_kind = {}
    for p in paths:
        data = (datas or {}).get(p)
        if data is None:
            data = read_bytes(p)
        kind, recs = read_counts(p, data)
        if kind == "llvm-cov":
            for r in recs:
                r["input"] = p
                if r.get("call") is not None:
                    r["exp"] = (p, r["exp"])
        by_kind.setdefault(kind, {})[p] = recs
    tree = Tree(root, macros)
    if named is not None:
        for kind in by_kind:
            for p, recs in by_kind[kind].items():
                named[p] = named_files(tree, kind, recs)
    facts = table[arch]
    reports = []
    for kind in ("gcov", "llvm-cov", "kernel"):
        if kind not in by_kind:
            continue
        recs = [r for p in by_kind[kind] for r in by_kind[kind][p]]
        c = _Ctx(tree, facts, arch, kind, min_count)
        sites = MATCHERS[kind](recs, c)
        sites = _top_unhinted(sites, top)
        for s in sites:
            judge(s, min_count)
        reports.append({"format": FORMAT, "version": VERSION, "source": kind, "run": None,
                        "dumps": 1, "inputs": len(by_kind[kind]), "min_count": min_count,
                        "not_exact": c.not_exact, "disagree": c.disagree, "sites": sites})
        if getattr(c, "kernel", None):
            reports[-1]["kernel"] = c.kernel
    return reports


def named_files(tree, kind, recs):
    """{name: "found" | "missing" | "past-end"} for the source files (not
    headers, nothing under /usr/) the records of one coverage file name:
    found under the root, not there, or there with a record past its last
    line (another version of the file: counts from another tree).  A file
    found is named as the sites name it (its path relative to root)."""
    out, last = {}, {}
    for r in recs:
        name = r.get("file")
        if not name or name.endswith(HEADER_EXTS) or name.startswith("/usr/"):
            continue
        if r.get("line", 0).__class__ is int:
            last[name] = max(last.get(name, 0), r.get("line", 0), r.get("end_line") or 0)
        if name in out:
            continue
        if kind == "kernel":
            cands = kernel_candidates(tree, name, r.get("cut"))
            out[name] = "found" if cands else "missing"
            if len(cands) == 1:
                out[name] = cands[0]
        else:
            rel, why = tree.resolve(name)
            out[name] = rel if rel else "found" if " matches " in (why or "") else "missing"
    named = {}
    for name, rel in out.items():
        if rel in ("found", "missing"):
            named[name] = rel
            continue
        named[rel] = "found"  # by the name the sites carry (relative to root)
        try:
            with open(os.path.join(tree.root, rel), "rb") as f:
                n = f.read().count(b"\n")
        except OSError:
            continue
        if last.get(name, 0) > n + 1:
            named[rel] = "past-end"
    return named


def _top_unhinted(sites, top):
    un = [s for s in sites if s.get("verdict") == "unhinted"]
    rest = [s for s in sites if s.get("verdict") != "unhinted"]
    un.sort(key=lambda s: (-s["count"], s["file"], s["line"]))
    return rest + un[:max(0, int(top))]
