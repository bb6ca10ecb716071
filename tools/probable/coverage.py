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
  summed.  A hint that is one operand of an if's or a while's && or ||
  chain of leaf operands (each on one line) is tied to its own pair of
  arcs (GCC -O0 tests them in turn, in source order); a use of the code
  base's macro with one hint in its body as an if's or while's whole
  condition (a --macro NAME, or a site's via) to its use's line.  The
  record of no function on a line of an always_inline function holds its
  inlined copies at -O0, each copy's arcs together: split per copy and
  summed, unless gcov filed a copy under its caller's line number (a
  function of another file with branches on that line), the line's count
  is not its first test's, or a chain on the line tests a parameter of
  the helper (folded in a copy given a constant).
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
  Only the whole condition of an if or a ?: (never a case label, a
  default, an && / || operand); never a branch that went one way every
  time (constant in every inlined copy as far as the run shows).  Loop
  conditions are left out (compilers already predict loops)."""

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

    def grouped(self, a, b):
        """[a, b] widened over the grouping parentheses around it (not a
        call's, nor an if's, while's, for's or switch's)."""
        code = self.code
        while a >= 1 and b + 1 < len(code) and code[a - 1].text == "(" \
                and self.match.get(b + 1) == a - 1 and not _call_paren(code, a - 1):
            a, b = a - 1, b + 1
        return a, b

    def ungrouped(self, a, b):
        """[a, b] with the grouping parentheses around its whole stripped."""
        while a < b and self.code[a].text == "(" and self.match.get(a) == b:
            a, b = a + 1, b - 1
        return a, b

    def site_range(self, site):
        """The token indexes [first, last] of a site's call, or None."""
        a = self.index(site.span[0])
        if a is None:
            return None
        b = bisect.bisect_right(self.starts, site.span[1] - 1) - 1
        return (a, b) if b >= a else None

    def operand(self, site):
        """Where the site is one operand of an if's condition, the whole
        condition (in grouping parentheses or not) or one of an && chain
        or an || chain of operands without branches of their own: a dict
        kind "if", first, last (the condition's tokens), n (operands), j
        (the site's), op ("&&", "||" or None); a string (why) when the
        site is in an if's condition but not so; None elsewhere."""
        r = self.site_range(site)
        if r is None:
            return None
        code = self.code
        a, b = self.grouped(*r)
        o = self.enclosing_paren(a)
        if o is None or o == 0 or code[o - 1].text not in ("if", "while"):
            return None
        kind = "if" if code[o - 1].text == "if" else "loop"
        first, last = o + 1, self.match[o] - 1
        ops, cur, kinds = [], first, set()
        depth = 0
        for i in range(first, last + 1):
            t = code[i].text
            if t in ("(", "[", "{"):
                depth += 1
            elif t in (")", "]", "}"):
                depth -= 1
            elif depth == 0 and t in ("&&", "||", "and", "or"):
                kinds.add({"and": "&&", "or": "||"}.get(t, t))
                ops.append((cur, i - 1))
                cur = i + 1
            elif depth == 0 and t in ("?", ","):
                return "the condition is not an && or || chain of operands (%s)" % t
        ops.append((cur, last))
        if len(kinds) > 1:
            return "the condition mixes && and ||: gcov's arcs do not say which operand is which"
        for x, y in ops:
            if any(code[i].text in ("&&", "||", "and", "or", "?") for i in range(x, y + 1)):
                return "an operand of the condition has branches of its own"
        want = self.ungrouped(*r)
        for j, (x, y) in enumerate(ops):
            if self.ungrouped(x, y) == want:
                return {"kind": kind, "first": first, "last": last, "n": len(ops), "j": j,
                        "op": kinds.pop() if kinds else None, "ops": ops}
        return "not an operand of the condition of its if"

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

    def always_inline_at(self, line, defined):
        """Whether line lies in the body of a function declared
        always_inline (the attribute written, or through a macro whose
        definition has it: LZ4_FORCE_INLINE, FORCE_INLINE_ATTR);
        defined(name) -> the body texts of a macro's definitions."""
        spans = getattr(self, "_bodies", None)
        if spans is None:
            spans = []
            code, depth, start, head = self.code, 0, None, 0
            open_ns = []
            for i, t in enumerate(code):
                if t.text == "{":
                    # extern "C" { and namespace N { keep their contents
                    # at file level
                    k = i - 1
                    while k >= 0 and code[k].kind == "ident" and code[k].text != "namespace":
                        k -= 1
                    ns = depth == 0 and ((k >= 0 and code[k].text == "namespace") or
                                         (i >= 2 and code[i - 2].text == "extern" and code[i - 1].kind == "string"))
                    open_ns.append(ns)
                    if ns:
                        head = i + 1
                        continue
                    if depth == 0:
                        start = i
                    depth += 1
                elif t.text == "}":
                    if open_ns and open_ns.pop():
                        head = i + 1
                        continue
                    depth = max(0, depth - 1)
                    if depth == 0 and start is not None:
                        if start > 0 and code[start - 1].text == ")" or \
                                (start > 0 and code[start - 1].kind == "ident"):
                            spans.append((self.sc.line_of(code[start].start), self.sc.line_of(t.start),
                                          [x.text for x in code[head:start]]))
                        start = None
                        head = i + 1
                elif depth == 0 and t.text == ";":
                    head = i + 1
            self._bodies = spans
        for a, b, hdr in spans:
            if a <= line <= b:
                return _forces_inline(hdr, defined, 0)
        return False

    def params_at(self, line):
        """The parameter names of the function whose body spans line (after
        always_inline_at has indexed the bodies): the identifiers before
        each , or ) of the header's last parenthesised list."""
        for a, b, hdr in getattr(self, "_bodies", ()):
            if a <= line <= b:
                if ")" not in hdr:
                    return set()
                close = len(hdr) - 1 - hdr[::-1].index(")")
                depth, i = 0, close
                while i >= 0:
                    if hdr[i] == ")":
                        depth += 1
                    elif hdr[i] == "(":
                        depth -= 1
                        if depth == 0:
                            break
                    i -= 1
                return set(hdr[k - 1] for k in range(i + 1, close + 1)
                           if hdr[k] in (",", ")") and k - 1 > i and hdr[k - 1][:1].isalpha() or
                           (hdr[k] in (",", ")") and hdr[k - 1][:1] == "_"))
        return set()

    def index_lines(self):
        self._by_line = {}
        for i, t in enumerate(self.code):
            self._by_line.setdefault(self.sc.line_of(t.start), []).append(i)


ALWAYS_INLINE = frozenset(("always_inline", "__always_inline__", "__always_inline", "__forceinline"))


def _forces_inline(texts, defined, depth):
    for t in texts:
        if t in ALWAYS_INLINE:
            return True
        if depth < 4 and (t[:1].isupper() or t[:1] == "_" or "INLINE" in t.upper()):
            for body in defined(t):
                if _forces_inline(body, defined, depth + 1):
                    return True
    return False


def _call_paren(code, o):
    """The ( at index o opens a call's arguments or a keyword's
    condition (not a grouping)."""
    if o == 0:
        return False
    p = code[o - 1]
    return (p.kind == "ident" and p.text not in ("return", "case")) or p.text in (")", "]")


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


def _explained(ctx, line, nbranch, known_funcs, hint_macros, copies=False, may_branch=None):
    """Whether the source around line can make nbranch two-way branches
    by itself (its if, while, for, ?:, && and ||, a switch, or a call of a
    name that is not a function of the unit: maybe a macro with branches
    of its own)."""
    st = _statement(ctx, line)
    if st is None:
        return False
    code = ctx.code
    n = 0
    if any(code[i].text == "?" for i in range(st[0], st[1] + 1)):
        # GCC -O0 also branches on a comparison in a ?:'s arm
        n += sum(1 for i in range(st[0], st[1] + 1)
                 if code[i].text in ("==", "!=", "<", ">", "<=", ">=", "!"))
    for i in range(st[0], st[1] + 1):
        t = code[i].text
        if t in MANY:
            return True
        if may_branch is not None and code[i].kind == "ident" and t.isupper() and may_branch(t):
            return True  # a macro with a branch in its body (STREAM_ACCUMULATOR_MIN's ?:)
        if t in BRANCH_TOKENS:
            # (an && or || whose value is used, not an if's condition,
            # tests both operands: two branches)
            n += 2 if t in ("&&", "||", "and", "or") else 1
        elif i + 1 < len(code) and code[i + 1].text == "(" and code[i].kind == "ident" \
                and t not in NOT_CALLS and t not in known_funcs and t not in hint_macros:
            return True
    if copies:
        # the copies of the line inlined into other functions: its
        # branches once per copy
        return n > 0 and nbranch % n == 0
    return nbranch <= n


def _is_hint_name(c, name):
    from .scan import KNOWN as _K
    return name in c.tree.macros or (name in _K and _K[name][0] == "branch")


def _find_define_any(c, name):
    """Every #define of name in the headers under --root (found by a
    text search first: only headers that define it are scanned)."""
    cache = c.tree.__dict__.setdefault("_defs", {})
    if name not in cache:
        pat = re.compile(r"^[ \t]*#[ \t]*define[ \t]+" + re.escape(name) + r"\b", re.M)
        found = []
        raws = c.tree.__dict__.setdefault("_raw_headers", {})
        for f in c.tree.files:
            if not f.endswith(HEADER_EXTS):
                continue
            if f not in raws:
                try:
                    with open(os.path.join(c.tree.root, f), "rb") as h:
                        raws[f] = h.read().decode("latin-1")
                except OSError:
                    raws[f] = ""
            raw = raws[f]
            if name in raw and pat.search(raw):
                hs = c.tree.scan(f)
                if hs is not None:
                    found += hs.defines.get(name, [])
        cache[name] = found
    return cache[name]


def _find_define(c, rel, name):
    """The one function-like definition of name: in rel, else in the
    headers under --root; None when there is none or more than one that
    differ."""
    sc = c.tree.scan(rel)
    ds = [d for d in (sc.defines.get(name, []) if sc is not None else []) if d.params is not None]
    if not ds:
        ds = [d for d in _find_define_any(c, name) if d.params is not None]
    bodies = set(tuple(d.body_texts) for d in ds)
    return ds[0] if len(bodies) == 1 else None


def _macro_use(c, ctx, rel, s):
    """A site that is a use of the code base's own macro with a hint in
    its body (a site's via, or a --macro NAME whose definition calls a
    hint macro: RETURN_ERROR_IF(cond, err) written as do { if
    (UNLIKELY(cond)) return err; } while (0), a loop macro written as
    while (LIKELY(...))): a dict kind ("if" or "loop"), first, last (the
    use's tokens), name; a string (why) when such a use cannot be tied to
    one branch; None when the site is no such use."""
    name = getattr(s, "via", None)
    explicit = name is not None
    if name is None:
        name = s.macro
    if name.startswith("[[") or (not explicit and name in KNOWN):
        return None
    d = _find_define(c, rel, name)
    if d is None:
        return ("the definition of %s is not found under the root, or differs" % name) if explicit else None
    if not explicit and _macro_pc(d, {}) is not None:
        return None  # a hint macro itself (__builtin_expect(x, 1))
    body = [t for t in d.body]
    texts = [t.text for t in body]
    hints = [i for i, t in enumerate(texts) if i + 1 < len(texts) and texts[i + 1] == "("
             and t != name and _is_hint_name(c, t)]
    if not hints:
        return ("%s's body has no hint" % name) if explicit else None
    if len(hints) > 1:
        return "%s's body has %d hints: gcov has no columns" % (name, len(hints))
    match, stack = {}, []
    for i, t in enumerate(texts):
        if t == "(":
            stack.append(i)
        elif t == ")" and stack:
            j = stack.pop()
            match[i], match[j] = j, i
    h = hints[0]
    a, b = h, match.get(h + 1)
    if b is None:
        return "%s's body is not balanced" % name
    while a >= 1 and b + 1 < len(texts) and texts[a - 1] == "(" and match.get(b + 1) == a - 1 \
            and not (a >= 2 and (body[a - 2].kind == "ident" or texts[a - 2] in (")", "]"))):
        a, b = a - 1, b + 1
    kw = texts[a - 2] if a >= 2 and texts[a - 1] == "(" and match.get(b + 1) == a - 1 else None
    if kw not in ("if", "while"):
        return "the hint in %s's body is not the whole condition of an if or while" % name
    kind = "if" if kw == "if" else "loop"
    for i, t in enumerate(texts):
        if i == a - 2 or a <= i <= b:
            continue
        if t in BRANCH_TOKENS or t in MANY:
            # do { ... } while (0): no branch
            if t == "while" and texts[i + 1:i + 4] == ["(", "0", ")"] and i > 0 and texts[i - 1] == "}":
                continue
            return "%s's body has a branch (%s) besides its hint" % (name, t)
    if any(t in BRANCH_TOKENS or t in MANY for t in texts[a:b + 1] if t not in ("(", ")")):
        return "the hint's condition in %s's body has branches of its own" % name
    # the use: one call of name on the site's line, nothing else that branches there
    code = ctx.code
    toks = ctx._by_line.get(s.line, [])
    uses = [i for i in toks if code[i].text == name and i + 1 < len(code) and code[i + 1].text == "("]
    if len(uses) != 1 or (uses[0] + 1) not in ctx.match:
        return "%d uses of %s on line %d: gcov has no columns" % (len(uses), name, s.line)
    u0, u1 = uses[0], ctx.match[uses[0] + 1]
    if ctx.sc.line_of(code[u1].start) != s.line:
        return "the use of %s spans lines" % name
    for i in toks:
        t = code[i].text
        if (t in BRANCH_TOKENS or t in MANY) and not (u0 <= i <= u1):
            return "line %d has another branch (%s) besides the use of %s" % (s.line, t, name)
        if u0 < i <= u1 and (t in BRANCH_TOKENS or t in MANY):
            return "the arguments of %s on line %d have branches of their own" % (name, s.line)
    return {"kind": kind, "first": u0, "last": u1, "name": name}


def _arg_of_macro(c, ctx, rel, s):
    """A hint written as the whole condition argument of the code base's
    macro, RETURN_ERROR_IF(UNLIKELY(x), err, ...) with RETURN_ERROR_IF's
    body testing that parameter as an if's or while's whole condition
    once (other uses only stringified: #cond): a dict name, line, col
    (the macro's use), param, kind ("if" or "loop"); a string (why) when
    such a use cannot be tied; None when the site is no such argument."""
    r = ctx.site_range(s)
    if r is None:
        return None
    code = ctx.code
    a, b = ctx.grouped(*r)
    o = ctx.enclosing_paren(a)
    if o is None or o == 0 or code[o - 1].kind != "ident" or code[o - 1].text in NOT_CALLS:
        return None
    name = code[o - 1].text
    if _is_hint_name(c, name):
        return None
    d = _find_define(c, rel, name)
    if d is None or not d.params:
        return None
    args, cur, depth = [], o + 1, 0
    close = ctx.match.get(o)
    for i in range(o + 1, close):
        t = code[i].text
        if t in ("(", "[", "{"):
            depth += 1
        elif t in (")", "]", "}"):
            depth -= 1
        elif t == "," and depth == 0:
            args.append((cur, i - 1))
            cur = i + 1
    args.append((cur, close - 1))
    want = ctx.ungrouped(*r)
    ks = [k for k, (x, y) in enumerate(args) if ctx.ungrouped(x, y) == want]
    if len(ks) != 1 or ks[0] >= len(d.params):
        return None
    param = d.params[ks[0]]
    texts = d.body_texts
    tests, other = [], 0
    for i, t in enumerate(texts):
        if t != param:
            continue
        if i >= 1 and texts[i - 1] in ("#", "#@"):
            continue
        if i >= 2 and texts[i - 1] == "(" and i + 1 < len(texts) and texts[i + 1] == ")":
            kw = texts[i - 2]
            if kw in ("if", "while"):
                tests.append("if" if kw == "if" else "loop")
                continue
            sd = _find_define(c, rel, kw)
            if sd is not None and sd.params and len(sd.params) == 1 and \
                    list(sd.body_texts) == ["#", sd.params[0]]:
                continue  # stringified: ERR_QUOTE(cond)
        other += 1
    if len(tests) != 1 or other:
        return "%s's body tests its parameter %s %s: not tied to one branch" % (
            name, param, "more than once" if len(tests) > 1 or other else "in no whole if or while condition")
    if ctx.sc.line_of(code[close].start) != ctx.sc.line_of(code[o - 1].start):
        return "the use of %s spans lines" % name
    return {"name": name, "line": ctx.sc.line_of(code[o - 1].start),
            "col": ctx.sc.col_of(code[o - 1].start), "param": param, "kind": tests[0],
            "first": o - 1, "last": close}


def _line_alone(ctx, line, first, last, kw):
    """Nothing on line outside tokens [first, last] (and the keyword at
    kw) that branches, and [first, last] wholly on line: a string (why)
    or None."""
    code = ctx.code
    if ctx.sc.line_of(code[first].start) != line or ctx.sc.line_of(code[last].start) != line:
        return "the condition spans lines"
    for i in ctx._by_line.get(line, []):
        t = code[i].text
        if (t in BRANCH_TOKENS or t in MANY) and t != "goto" and not (first <= i <= last) and i != kw:
            return "line %d has another branch (%s) besides the condition" % (line, t)
    return None


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
    # hint macros whose calls make no branch but their own (a macro with
    # an if in its body, RETURN_ERROR_IF, may make any number)
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

        _cache = {}

        def defined(name):
            if name not in _cache:
                got = []
                for rel in sorted(set(r["rel"] for r in recs if r.get("rel"))):
                    ctx = _context(c, rel)
                    if ctx is not None:
                        got += [d.body_texts for d in ctx.sc.defines.get(name, [])]
                if not got:
                    d = _find_define_any(c, name)
                    got = [x.body_texts for x in d]
                _cache[name] = got
            return _cache[name]

        hint_macros = set(KNOWN) | set(
            m for m in c.tree.macros
            if not any(t in BRANCH_TOKENS or t in MANY for body in defined(m) for t in body))
        _mb = {}

        def may_branch(name):
            if name not in _mb:
                _mb[name] = name not in hint_macros and any(
                    t in BRANCH_TOKENS or t in MANY for body in defined(name) for t in body)
            return _mb[name]

        copies = False
        for r in recs:
            if r["arcs"] and r.get("owner") is None and r.get("rel"):
                ctx = _context(c, r["rel"])
                if ctx is not None and ctx.always_inline_at(r["line"], defined):
                    copies = True
                    break
        for r in recs:
            if not r["arcs"]:
                # (a branchless function inlined, as always_inline helpers
                # are at -O0, moves no branch)
                continue
            if r.get("rel") is None:
                continue  # not under --root: its source is not read
            ctx = _context(c, r["rel"])
            if ctx is None:
                continue
            if r.get("owner") is None and ctx.always_inline_at(r["line"], defined):
                # an always_inline copy's own line (-O0): its arcs are its
                # copies', however a condition across lines splits them
                # (each site checks its own line's arcs)
                continue
            if r.get("owner") is None:
                # GCC inlines before counting at -O0 only what is
                # always_inline: another copy is an optimised build's
                out[unit] = "gcov counts line %d of %s in no function of its own file, and " \
                            "the function is not always_inline: a copy inlined before " \
                            "counting" % (r["line"], r["rel"])
                break
            if len(r["arcs"]) < 2:
                continue  # one arc (a call's return, its throw arc dropped) is no branch
            nbranch = (len(r["arcs"]) + 1) // 2
            if not _explained(ctx, r["line"], nbranch, funcs, hint_macros, r.get("owner") is None,
                              may_branch):
                if r.get("owner") is not None and copies:
                    # at -O0 gcov also reports an always_inline copy's
                    # arcs on the line of its call (the block spans both):
                    # the copy's own line has them too, unless a function
                    # of another file spans that line number (checked per
                    # site)
                    continue
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
    c.by_unit = by_unit
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
            shape = _gcov_shape(c, ctx, rel, s, per_line)
            line = s.line if isinstance(shape, str) else shape["line"]
            rs = lines.get(line)
            if rs is None:
                clash = None
                for u in sorted(units_of[rel], key=str):
                    for o in c.by_unit.get(u, ()):
                        if o.get("rel") != rel and o.get("owner") is not None and o["line"] == line \
                                and o["arcs"]:
                            clash = "gcov has no record of line %d, and %s has branches on line " \
                                    "%d in a function: gcov files an inlined copy's line under " \
                                    "its caller's line number" % (line, o.get("rel") or o["file"], line)
                            break
                    if clash:
                        break
                if clash and ctx.always_inline_at(line, lambda m: [x.body_texts for x in _find_define_any(c, m)]
                                                  + [x.body_texts for x in sc.defines.get(m, [])]):
                    _not_exact(d, c, clash)
                elif inexact:
                    # an inlined copy's lines may be counted on its
                    # callers' lines: no record is no proof of no code
                    _not_exact(d, c, "gcov has no record of line %d, and %s" % (
                        line, inlined[inexact[0]]))
                elif s.conditional:
                    _compiled_out(d, "gcov has no record of line %d (inside #if)" % line)
                else:
                    _compiled_out(d, "gcov has no record of line %d: not in this build" % line)
                continue
            bad_units = sorted(set(r.get("unit") for r in rs if r.get("unit") in inlined))
            if bad_units:
                _not_exact(d, c, inlined[bad_units[0]])
                continue
            if isinstance(shape, str):
                _not_judged(d, shape)
                continue
            arcs = [r["arcs"] for r in rs if r["arcs"]]
            if not arcs:
                _not_judged(d, "gcov has no branch on line %d (the condition was folded, "
                               "or the hint is not a branch here)" % line)
                continue
            clash = _clash(rs, c.by_unit)
            if clash:
                _not_exact(d, c, clash)
                continue
            n, j = shape["n"], shape["j"]
            # one record per function: its own code has the line's n
            # branches once; the record of no function (copies inlined
            # into other functions, always_inline at -O0) has them once
            # per copy, each copy's arcs together, in source order
            bad = None
            for r in rs:
                a = r["arcs"]
                if not a:
                    continue
                if len(a) % (2 * n) or any(sum(1 for x in a[k:k + 2] if x[1]) != 1
                                           for k in range(0, len(a), 2)):
                    bad = len(a)
                elif len(a) != 2 * n and (r.get("owner") is not None or shape.get("alone") is not None):
                    bad = len(a)
                if bad is not None:
                    break
            if bad is not None:
                why = shape.get("alone") or "a compound condition or several branches"
                _not_judged(d, "gcov reports %d arcs on line %d (%s): not %s two-way branch%s "
                               "per copy" % (bad, line, why, "one" if n == 1 else str(n),
                                             "" if n == 1 else "es"))
                continue
            chain = shape.get("chain")
            if chain and n > 1 and any(r.get("owner") is None and len(r["arcs"]) > 2 * n for r in rs) \
                    and ctx.always_inline_at(line, lambda m: [x.body_texts for x in _find_define_any(c, m)]
                                             + [x.body_texts for x in sc.defines.get(m, [])]):
                # copies of an always_inline helper: GCC substitutes a
                # constant argument for a parameter and folds a test of it
                # in that copy, which shifts the copies' arcs against the
                # operands
                params = ctx.params_at(line)
                used = [ctx.code[i].text for g in chain[1] for i in range(shape["ops"][g][0], shape["ops"][g][1] + 1)
                        if ctx.code[i].text in params]
                if used:
                    _not_judged(d, "the condition on line %d tests %s, a parameter of the "
                                   "always_inline function: a copy given a constant has that test "
                                   "folded, and gcov's arcs of the copies cannot be paired with the "
                                   "operands" % (line, used[0]))
                    continue
            if chain and n > 1:
                # each copy's operands in turn: the next is tested as often
                # as the one before was true (&&) or false (||); a copy
                # whose operand GCC folded (an always_inline helper's
                # parameter given a constant) shifts the pairs and breaks it
                opx, on_line, fts = chain
                broken = None
                for r in rs:
                    a = r["arcs"]
                    for base in range(0, len(a), 2 * n):
                        for i in range(n - 1):
                            if on_line[i + 1] != on_line[i] + 1:
                                continue
                            p, q = a[base + 2 * i:base + 2 * i + 2], a[base + 2 * i + 2:base + 2 * i + 4]
                            t = sum(x[0] for x in p if x[1] == fts[i])
                            went = t if opx == "&&" else p[0][0] + p[1][0] - t
                            if q[0][0] + q[1][0] != went:
                                broken = (line, i)
                                break
                        if broken:
                            break
                    if broken:
                        break
                if broken:
                    _not_judged(d, "gcov's arcs on line %d do not pair up as the condition's "
                                   "operands (a copy's operand folded, or counted elsewhere): "
                                   "not tied to this site" % line)
                    continue
            if shape.get("starts"):
                # a line that begins with the if (or with the chain's
                # operator): gcov's count of the line is the evaluations
                # of its first test, in every copy; a copy whose test was
                # folded (a constant argument of an always_inline helper)
                # or moved counts the line without the arcs
                # (gcov gives each function's record of a line, template
                # instances', the line's whole count, or its own)
                short = None
                for u in sorted(set(r.get("unit") for r in rs), key=str):
                    urs = [r for r in rs if r.get("unit") == u]
                    first = sum(r["arcs"][k][0] + r["arcs"][k + 1][0]
                                for r in urs for k in range(0, len(r["arcs"]), 2 * n))
                    if first not in (max(r["count"] for r in urs), sum(r["count"] for r in urs)):
                        short = (max(r["count"] for r in urs), first)
                        break
                if short:
                    _not_judged(d, "gcov counts line %d %d times but its first test %d times (a "
                                   "copy's test folded or counted elsewhere): not every evaluation"
                                % (line, short[0], short[1]))
                    continue
            if shape.get("tree"):
                # the argument's tests, all on the if's line (none on the
                # condition's other lines), each copy's together
                why = None
                if any(r["arcs"] for ln in range(line + 1, shape["end"] + 1)
                       for r in lines.get(ln, ())):
                    why = "gcov puts some of the tests of the hint's argument on the lines after " \
                          "line %d: not tied" % line
                parts = {}
                for r in rs if why is None else ():
                    a = r["arcs"]
                    p = parts.setdefault((r.get("unit"), r.get("owner")), [0, 0])
                    for base in range(0, len(a), 2 * n):
                        pairs = [(sum(x[0] for x in a[k:k + 2] if x[1]),
                                  sum(x[0] for x in a[k:k + 2] if not x[1]))
                                 for k in range(base, base + 2 * n, 2)]
                        got = _tree_count(shape["tree"], pairs)
                        if got is None:
                            why = "gcov's %d arcs on line %d do not add up as the tests of the " \
                                  "hint's compound argument (each operand in turn, each compound " \
                                  "operand's value once more): not tied" % (len(a), line)
                            break
                        p[0] += got[0]
                        p[1] += got[1]
                    if why:
                        break
                if why:
                    _not_judged(d, why)
                    continue
                many_units = len(set(k[0] for k in parts)) > 1
                many_owners = len(set(k[1] for k in parts)) > 1
                _by_parts(d, [(_part_label(c, k[0], k[1], many_units, many_owners), v[0], v[1])
                              for k, v in sorted(parts.items(), key=str)], c,
                          "instance" if many_owners else "unit")
                continue
            ft_true = shape["ft_true"]
            parts = {}
            for r in rs:
                a = r["arcs"]
                if not a:
                    continue
                p = parts.setdefault((r.get("unit"), r.get("owner")), [0, 0])
                for k in range(2 * j, len(a), 2 * n):
                    p[0] += a[k][0] + a[k + 1][0]
                    p[1] += sum(x[0] for x in a[k:k + 2] if x[1] == ft_true)
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
            k0 = [i for i in ctx._by_line.get(line, []) if ctx.code[i].text == "if"]
            if k0 and _const_per_copy(c, ctx, rel, k0[0] + 2, line, line):
                continue
            count = sum(a[0][0] + a[1][0] for a in arcs)
            hits = sum(x[0] for a in arcs for x in a if x[1])
            out.append(_unhinted(c, rel, line, li[1], li[0], count, hits))
    return [d for d in out if d is not None]


def _clash(rs, by_unit):
    """Why the inlined copies (records of no function) of a line may be
    counted elsewhere: gcov 12 files a copy's line L under the calling
    function's own file when that function spans line L there (its arcs
    then sit on the caller's line L, not on this one); None when no
    function of another file of the unit has branches on line L."""
    for r in rs:
        if r.get("owner") is not None or not r["arcs"]:
            continue
        for o in by_unit.get(r.get("unit"), ()):
            if o["file"] != r["file"] and o.get("owner") is not None and o["line"] == r["line"] \
                    and o["arcs"]:
                return "line %d of %s was inlined, and %s has branches on line %d in a " \
                       "function: gcov may count a copy there" % (r["line"], os.path.basename(r["file"]),
                                                   os.path.basename(o["file"]), r["line"])
    return None


def _line_starts(ctx, line, texts):
    toks = ctx._by_line.get(line)
    return bool(toks) and ctx.code[toks[0]].text in texts


def _gcov_shape(c, ctx, rel, s, per_line):
    """How gcov's arcs of a site's line are tied to it: a dict line (whose
    records), n (two-way branches the line makes per copy), j (the
    site's, in source order), ft_true (the arc that falls through is the
    true one), alone (None when the line's branches are the site's
    condition's alone, else why not); a string (why) when they cannot be."""
    sc = ctx.sc
    n_line = len(per_line.get(s.line, ()))
    op = ctx.operand(s) if n_line > 1 else None
    if n_line > 1 and not (isinstance(op, dict) and all(
            isinstance(xo, dict) and xo["first"] == op["first"]
            for xo in (ctx.operand(x) for x in per_line[s.line] if x is not s))):
        return "%d hint sites on line %d and gcov has no columns" % (n_line, s.line)
    whole = ctx.whole_cond(s)
    if whole is not None and whole[2] == "if" and not s.macro.startswith("[["):
        tree = _hint_arg_tree(ctx, s)
        if isinstance(tree, str):
            return tree
        if tree is not None:
            return _compound_arg_shape(c, ctx, rel, s, whole, tree)
    if whole is not None:
        line = sc.line_of(ctx.code[whole[0]].start)
        kw = whole[0] - 2 if whole[0] >= 2 else None
        alone = _line_alone(ctx, line, whole[0], whole[1], kw)
        # an if's then-block follows its condition: true falls through;
        # a loop's condition sits at the bottom: true jumps back
        return {"line": line, "n": 1, "j": 0, "ft_true": whole[2] != "loop", "alone": alone,
                "starts": whole[2] == "if" and _line_starts(ctx, line, ("if",))}
    if op is None:
        op = ctx.operand(s)
    if isinstance(op, dict):
        code = ctx.code
        lines = []
        for x, y in op["ops"]:
            lx = sc.line_of(code[x].start)
            if sc.line_of(code[y].start) != lx:
                return "an operand of the condition spans lines: gcov's arcs of those lines " \
                       "cannot be told apart"
            lines.append(lx)
        line = lines[op["j"]]
        for i in ctx._by_line.get(line, []):
            t = code[i].text
            if (t in BRANCH_TOKENS or t in MANY) and t != "goto" and \
                    not (op["first"] <= i <= op["last"]) and i != op["first"] - 2:
                return "line %d has another branch (%s) besides the condition: gcov has no " \
                       "columns to tell its branches apart" % (line, t)
        # GCC -O0 tests the operands in turn, in source order, each on its
        # own line.  if: an && chain's true operands fall through to the
        # next test (the last's into the then-block); an || chain's jump
        # to the then-block, the last's falls through into it.  A loop's
        # condition at the bottom: true jumps back (to the body), but an
        # && chain's true operand before the last falls through to the
        # next test
        n = op["n"]

        def ft_of(j):
            if op["kind"] == "if":
                return op["op"] != "||" or j == n - 1
            return op["op"] == "&&" and j != n - 1
        on_line = [g for g in range(n) if lines[g] == line]
        return {"line": line, "n": len(on_line), "j": on_line.index(op["j"]), "ft_true": ft_of(op["j"]),
                "alone": None, "starts": op["kind"] == "if" and _line_starts(
                    ctx, line, ("if", "&&", "||", "and", "or")),
                "chain": (op["op"], on_line, [ft_of(g) for g in on_line]),
                "ops": op["ops"]}
    arg = _arg_of_macro(c, ctx, rel, s)
    if isinstance(arg, dict):
        line = arg["line"]
        code = ctx.code
        for i in ctx._by_line.get(line, []):
            t = code[i].text
            if (t in BRANCH_TOKENS or t in MANY) and t != "goto" and not (arg["first"] <= i <= arg["last"]):
                return "line %d has another branch (%s) besides the use of %s" % (line, t, arg["name"])
        for i in range(arg["first"], arg["last"] + 1):
            if code[i].text in BRANCH_TOKENS or code[i].text in MANY:
                return "the arguments of %s on line %d have branches of their own" % (arg["name"], line)
        return {"line": line, "n": 1, "j": 0, "ft_true": arg["kind"] != "loop", "alone": None}
    if isinstance(arg, str):
        return arg
    use = _macro_use(c, ctx, rel, s)
    if isinstance(use, dict):
        return {"line": s.line, "n": 1, "j": 0, "ft_true": use["kind"] != "loop", "alone": None}
    if isinstance(use, str):
        return use
    if isinstance(op, str):
        return op + ": gcov's arcs do not say which is true"
    return "not a whole if, while or for condition: gcov's arcs do not say which is true"


def _hint_arg_tree(ctx, s):
    """The hint's argument as a tree of && and || (("||", X, Y), left to
    right; a leaf is (first, last) tokens) when it is compound: None when
    it is one operand, a string (why) when it cannot be tied (a leaf with
    branches of its own)."""
    r = ctx.site_range(s)
    if r is None:
        return None
    code = ctx.code
    a, b = r
    if a + 1 > b or code[a + 1].text != "(" or ctx.match.get(a + 1) != b:
        return None
    first, last = a + 2, b - 1
    depth = 0
    for i in range(first, last + 1):
        t = code[i].text
        if t in ("(", "[", "{"):
            depth += 1
        elif t in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t == ",":
            last = i - 1
            break
    if first > last:
        return None

    def parse(x, y):
        x, y = ctx.ungrouped(x, y)
        for ops in (("||", "or"), ("&&", "and")):
            depth, cut = 0, None
            for i in range(x, y + 1):
                t = code[i].text
                if t in ("(", "[", "{"):
                    depth += 1
                elif t in (")", "]", "}"):
                    depth -= 1
                elif depth == 0 and t in ops:
                    cut = i  # the last: the chain is left-associative
                elif depth == 0 and t in ("?", ","):
                    return "the hint's argument has a %s: gcov's arcs cannot be tied to it" % t
            if cut is not None:
                left, right = parse(x, cut - 1), parse(cut + 1, y)
                for side in (left, right):
                    if isinstance(side, str):
                        return side
                return (ops[0], left, right)
        for i in range(x, y + 1):
            if code[i].text in BRANCH_TOKENS or code[i].text in MANY:
                return "an operand of the hint's argument has a branch of its own (%s): " \
                       "gcov's arcs cannot be tied to it" % code[i].text
        return (x, y)
    x, y = ctx.ungrouped(first, last)
    depth, chain = 0, False
    for i in range(x, y + 1):
        t = code[i].text
        if t in ("(", "[", "{"):
            depth += 1
        elif t in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t in ("&&", "||", "and", "or"):
            chain = True
    if not chain:
        return None  # one operand: tied as a whole condition
    return parse(first, last)


def _tree_pairs(t, top=True):
    """How many two-way branches GCC -O0 makes for a hint's compound
    argument: each operand tested in turn, and each compound operand's
    value tested once more (the whole argument's own value is not)."""
    if isinstance(t[0], int):
        return 1
    return _tree_pairs(t[1], False) + _tree_pairs(t[2], False) + (0 if top else 1)


def _tree_count(t, pairs, role="", top=True):
    """(evaluations, true) of a compound hint argument from its pairs of
    arcs ((fallthrough count, jump count) in GCC -O0's order: the left
    operand's tests, the right's, then, for a compound operand, a test of
    its value).  The left operand of an || jumps when true, every other
    test falls through when true.  Every test is checked against the one
    before it (the right operand is tested as often as the left was false
    (||) or true (&&), a value's test as often as its left operand):
    None when the counts do not add up so."""
    if isinstance(t[0], int):
        ft, jump = pairs.pop(0)
        return ft + jump, (jump if role == "L||" else ft)
    op, x, y = t
    lx = _tree_count(x, pairs, "L||" if op == "||" else "", False)
    if lx is None:
        return None
    ly = _tree_count(y, pairs, "", False)
    if ly is None:
        return None
    (ex, tx), (ey, ty) = lx, ly
    if ey != (ex - tx if op == "||" else tx):
        return None
    true = tx + ty if op == "||" else ty
    if not top:
        ft, jump = pairs.pop(0)
        if ft + jump != ex or (jump if role == "L||" else ft) != true:
            return None
    return ex, true


def _compound_arg_shape(c, ctx, rel, s, whole, tree):
    """A hint that is an if's whole condition with an && / || argument
    (zstd's UNLIKELY(a || b || (c && d))): GCC -O0 computes the argument's
    value (each operand tested in turn, each compound operand's value
    tested again) and gcov puts every test on the if's line."""
    sc, code = ctx.sc, ctx.code
    kw = whole[0] - 2
    line = sc.line_of(code[kw].start)
    end = sc.line_of(code[whole[1]].start)
    for ln in range(line, end + 1):
        for i in ctx._by_line.get(ln, []):
            t = code[i].text
            if (t in BRANCH_TOKENS or t in MANY) and t != "goto" and not (whole[0] <= i <= whole[1]) \
                    and i != kw:
                return "line %d has another branch (%s) besides the condition" % (ln, t)
    return {"line": line, "n": _tree_pairs(tree), "j": 0, "ft_true": True,
            "alone": "the hint's argument is compound", "tree": tree, "end": end,
            "starts": _line_starts(ctx, line, ("if",))}


ASSIGN_AFTER = frozenset(("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"))


def _const_per_copy(c, ctx, rel, k, line, end_line):
    """The condition starting at token k (up to end_line) is a test of an
    always_inline function's parameters against names the function never
    assigns (tableType == byU16, align == XXH_unaligned): constant in each
    inlined copy given constant arguments, whatever its rate over all
    copies.  Never suggested."""
    sc = ctx.sc

    def defined(m):
        return [x.body_texts for x in _find_define_any(c, m)] + \
            [x.body_texts for x in sc.defines.get(m, [])]
    if not ctx.always_inline_at(line, defined):
        return False
    params = ctx.params_at(line)
    if not params:
        return False
    code = ctx.code
    o = k - 1 if k > 0 and code[k - 1].text == "(" and (k - 1) in ctx.match else None
    last = ctx.match[o] - 1 if o is not None else k
    names = [code[i].text for i in range(k, last + 1) if code[i].kind == "ident"
             and not (i + 1 < len(code) and code[i + 1].text == "(")]
    if not names or not any(n in params for n in names):
        return False
    body = None
    for a, b, hdr in getattr(ctx, "_bodies", ()):
        if a <= line <= b:
            body = [i for i, t in enumerate(code) if a <= sc.line_of(t.start) <= b]
    if body is None:
        return False
    assigned = set()
    for i in body:
        t = code[i]
        if t.kind == "ident" and i + 1 < len(code) and code[i + 1].text in ASSIGN_AFTER:
            assigned.add(t.text)
        if t.kind == "ident" and i >= 1 and code[i - 1].text in ("++", "--", "&"):
            assigned.add(t.text)
    return all(n in params or n not in assigned for n in names) and \
        not any(n in assigned for n in names if n in params)


def _unhinted(c, rel, line, col, cond, count, hits):
    if not count or hits in (0, count):
        # one way every time (every copy): a constant once inlined
        # (tableType == byU16, LZ4_isLittleEndian()) as far as the run
        # shows; never suggested
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
    orphan_recs = {}
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
            orphan_recs.setdefault(rel, []).append(r)
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
            col = s.col
            via = getattr(s, "via", None)
            if via and region is None:
                # a hint inside the code base's macro, counted at the use
                # of that macro: clang's expansion is the use's
                ctx.index_lines() if not hasattr(ctx, "_by_line") else None
                uses = [i for i in ctx._by_line.get(s.line, []) if ctx.code[i].text == via
                        and i + 1 < len(ctx.code) and ctx.code[i + 1].text == "("]
                if len(uses) != 1:
                    _not_judged(d, "%d uses of %s on line %d: not tied to one expansion"
                                % (len(uses), via, s.line))
                    continue
                col = sc.col_of(ctx.code[uses[0]].start)
            exps = calls.get((rel, s.line, col)) if region is None else None
            if not exps and region is None:
                ctx.index_lines() if not hasattr(ctx, "_by_line") else None
                arg = _arg_of_macro(c, ctx, rel, s)
                if isinstance(arg, dict) and calls.get((rel, arg["line"], arg["col"])):
                    groups = {}
                    for r in calls[(rel, arg["line"], arg["col"])]:
                        groups.setdefault(r.get("exp"), []).append(r)
                    parts, bad = {}, None
                    for g in groups.values():
                        picks = []
                        for r in g:
                            defn = _definition(c.tree, r["in_macro"][0])
                            text = _region_text(defn, texts, *r["in_macro"][1:]) if defn else None
                            if text is not None and text.strip() == arg["param"]:
                                picks.append(r)
                        if len(picks) != 1:
                            bad = "llvm-cov has %d branches of %s's parameter %s in an expansion" % (
                                len(picks), arg["name"], arg["param"])
                            break
                        p = parts.setdefault(_llvm_part(picks[0], multi), [0, 0])
                        p[0] += picks[0]["true"] + picks[0]["false"]
                        p[1] += picks[0]["true"]
                    if bad:
                        _not_judged(d, bad)
                    else:
                        _by_parts(d, [(k, v[0], v[1]) for k, v in sorted(parts.items())], c, "instance")
                    continue
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
                # (likely(x)), a && (unlikely(c)): clang's branch is the
                # parenthesised operand, the same value
                rr = ctx.site_range(s)
                if rr is not None and region not in by_region:
                    a, b = rr
                    while True:
                        a2, b2 = ctx.grouped(a, b)
                        if (a2, b2) == (a, b):
                            break
                        a, b = a - 1, b + 1
                        ft, lt = ctx.code[a], ctx.code[b]
                        wide = (sc.line_of(ft.start), sc.col_of(ft.start), sc.line_of(lt.end),
                                sc.col_of(lt.end))
                        if wide in by_region:
                            region = wide
                            spans.append(wide)
                            break
            rs = by_region.get(region)
            if rs:
                parts = {}
                for r in rs:
                    p = parts.setdefault(_llvm_part(r, multi), [0, 0])
                    p[0] += r["true"] + r["false"]
                    p[1] += r["true"]
                _by_parts(d, [(k, v[0], v[1]) for k, v in sorted(parts.items())], c, "instance")
                continue
            tied = _tie_orphan(c, ctx, rel, s, orphan_recs.get(rel, ()), calls, texts)
            if tied:
                _by_parts(d, tied, c, "instance")
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
            if k is None or ctx.loop_cond(k) or not _if_or_ternary_cond(ctx, k, region):
                continue
            if _const_per_copy(c, ctx, rel, k, sc.line_of(ctx.code[k].start), region[2]):
                continue
            text = _region_text(os.path.join(c.tree.root, rel), texts, *region)
            if not text:
                continue
            count = sum(r["true"] + r["false"] for r in rs)
            u = _unhinted(c, rel, region[0], region[1], text, count, sum(r["true"] for r in rs))
            if u:
                out.append(u)
    return out


def _if_or_ternary_cond(ctx, k, region):
    """The region starting at token k is the whole condition of an if
    (probable(COND, pc) compiles in its place) or of a ?: (its first
    operand, written before the ?): never a case label, a default, a
    switch, an operand of && or ||."""
    code = ctx.code
    sc = ctx.sc
    end = None
    for i in range(k, len(code)):
        t = code[i]
        if (sc.line_of(t.end - 1), sc.col_of(t.end - 1) + 1) >= (region[2], region[3]):
            end = i if (sc.line_of(t.end), sc.col_of(t.end)) <= (region[2], region[3]) else None
            break
    if end is None:
        return False
    before = code[k - 1].text if k > 0 else ""
    after = code[end + 1].text if end + 1 < len(code) else ""
    if before == "(" and after == ")" and ctx.match.get(end + 1) == k - 1 and k >= 2 \
            and code[k - 2].text == "if":
        return True
    if after == "?" and before in ("(", "=", "return", ",", ";", "{", "}", ":", "?", "+=", "-=",
                                   "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="):
        return not any(code[i].text in ("&&", "||", "?") and ctx.enclosing_paren(i) == ctx.enclosing_paren(k)
                       for i in range(k, end + 1)) or before == "("
    return False


def _macro_chain(c, rel, name, depth=0):
    """name and the macros its definition calls, transitively (likely ->
    expect in LZ4): where a branch of its expansion can sit."""
    out = {name}
    if depth > 3:
        return out
    sc = c.tree.scan(rel)
    ds = (sc.defines.get(name, []) if sc is not None else []) + _find_define_any(c, name)
    for d in ds:
        texts = d.body_texts
        for i, t in enumerate(texts):
            if i + 1 < len(texts) and texts[i + 1] == "(" and t != name and t not in out:
                out |= _macro_chain(c, rel, t, depth + 1)
    return out


_DEFINE_AT = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)\(")


def _tie_orphan(c, ctx, rel, s, orphans, calls, texts):
    """Counts for a hint in a while or for condition whose expansion
    clang left out of the mapping (its branch in the macro's definition,
    with no call site): [(function record, count, true)] when, in every
    function record whose lines hold the site, exactly one such branch
    sits in a definition of the site's macro (or a macro it calls) and
    the site is the only hint there that can have made it: a loop
    condition's whole hint without counts of its own.  None otherwise."""
    mine = [o for o in orphans if o["line"] <= s.line <= o["end_line"]]
    if not mine:
        return None
    w = ctx.whole_cond(s)
    if w is None or w[2] != "loop":
        return None
    chain = _macro_chain(c, rel, s.macro)

    def of_chain(o):
        # (the hint macro may be defined in the file that holds the
        # branch: a .c file the unit includes, as lz4hc.c includes lz4.c)
        there, _ = c.tree.resolve(o["region"][0])
        if there and there != rel:
            chain.update(_macro_chain(c, there, s.macro))
        defn = _definition(c.tree, o["region"][0])
        text = _region_text(defn, texts, o["region"][1], 1, o["region"][1], 10 ** 6) if defn else None
        m = _DEFINE_AT.match(text or "")
        return bool(m) and m.group(1) in chain

    by_fn = {}
    for o in mine:
        by_fn.setdefault(o.get("fn"), []).append(o)
    parts = []
    for fn, os_ in sorted(by_fn.items(), key=str):
        lo, hi = os_[0]["line"], os_[0]["end_line"]
        if len(os_) != 1 or not of_chain(os_[0]):
            return None
        cands = [t for t in ctx.sc.sites if lo <= t.line <= hi and t.kind == "branch"
                 and calls.get((rel, t.line, t.col)) is None and t.macro in chain | set(c.tree.macros)
                 and ctx.whole_cond(t) is not None and ctx.whole_cond(t)[2] == "loop"]
        if cands != [s]:
            return None
        o = os_[0]
        parts.append((fn or "?", o["true"] + o["false"], o["true"]))
    return parts


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
    named_files(...)} (what "check" gates on).  root None: where the
    counts say the sources are (sources.root_of_names: the directory
    holding the files they name that exist, relative names taken from
    each data file's directory; "." when none exists); each report's
    "root" says which.  Raises InputError."""
    from .archdata import arch_table
    table = table if table is not None else arch_table()
    arch = arch or host_arch(table)
    if arch not in table:
        raise InputError("--arch", "%s is not an arch of arch/arches.list" % arch)
    if root is not None and not os.path.isdir(root):
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
    if root is None:
        from .sources import root_of_names
        root = root_of_names((os.path.dirname(os.path.abspath(p)), r.get("file"))
                             for kind, per in by_kind.items() if kind != "kernel"
                             for p, recs in per.items() for r in recs) or "."
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
                        "dumps": 1, "inputs": len(by_kind[kind]), "min_count": min_count, "root": tree.root,
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
