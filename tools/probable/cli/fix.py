# SPDX-License-Identifier: MIT
"""probable-fix: from profile reports to a patch of the source that never
changes what the program computes.  See main()'s --help and
man/probable-fix.1."""

import argparse
import difflib
import os
import sys

from .. import archdata, judge as J, scan as S, site as SITE
from ..errors import InputError, last_resort, report_error
from ..formats import report as R
from .. import sources
from ..fix import include as INC, prove as P, rewrite as RW

PROG = "probable-fix"
UNALIGNED = "unaligned"
PROBABLE_NAMES = ("probable", "PROBABLE_PROBABLE")
LIKELY_NAMES = ("likely", "unlikely")

EPILOG = """\
A site is rewritten only on enough evidence: its verdict is in --verdicts
(wrong, miscalibrated) from at least --min-count evaluations, its condition
was not a compile-time constant in the build that measured it ("constant
here (ARCH)"), and the suggestion changes the code on some arch or is off
by more than --tolerance points.  Reports of several arches are read
together: constant builds give no evidence, the others' counts are summed.

A call keeps its value: probable() and the unaligned accesses only get a new
pc; a project's hint macro (--rewrite-macros) or likely()/unlikely()
(--rewrite-likely) becomes probable(COND, PC) where COND is the macro's own
condition with the call's arguments in place, taken from the macro's
definition and checked against the report's "cond", and only where its
value is only tested for truth (if, while, for, ?:, !, &&, ||) or where the
macro is already an int 0 or 1 as probable() is; anything else is left
alone and --explain says why.  The #include probable() needs takes an empty
line that is there (no line moves); where there is none and a line below
uses __LINE__ (assert(), log macros), the file is left unchanged unless
--allow-line-moves.  With -p DIR every unit of
DIR/compile_commands.json that reads a changed file is compiled with its
own command before and after (exactly the patched text), the objects
compared as they are, else with every hint reduced to its value, and a file
that differs is left unchanged; one no unit reads is "not proved".  Output:
a unified diff for "patch -p1" or "git apply" in --root.  Exit status: 0,
or 2 with one line "probable-fix: PATH: REASON" for an input that cannot be
used (nothing is written then)."""


def note(msg):
    sys.stderr.write("%s: %s\n" % (PROG, msg))


# ---- evidence -------------------------------------------------------------------

def looks_constant(expr):
    """Whether expr uses nothing that can vary at run time: literals,
    sizeof/alignof, and upper-case names (macros), e.g. sizeof(void *) < 8
    or __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__."""
    toks = S.tokenize(expr)
    depth_sizeof = 0
    k = 0
    idents = False
    while k < len(toks):
        t = toks[k]
        if t.kind == "ident":
            if t.text in ("sizeof", "_Alignof", "alignof", "__alignof__", "offsetof"):
                call = S.split_call(toks, k)
                k = call[2] if call else k + 1
                depth_sizeof += 1
                continue
            if t.text != t.text.upper():
                return False
            idents = True
        elif t.kind in ("string", "char", "other"):
            return False
        k += 1
    return bool(depth_sizeof or idents)


class Group:
    """The records of one source site (file, line, nth, macro, expr, kind)
    from every arch and build."""

    def __init__(self, key):
        self.key = key
        self.sites = []

    @property
    def first(self):
        return self.sites[0]


def split_conditions(sites, min_count=J.DEFAULT_MIN_COUNT):
    """Why records of one place are not one site (their records say the
    condition differed), or None.  Another expansion (another macro
    definition, another unit's -D) is another condition; the same
    expansion in several C++ instances is one only while the instances'
    counts agree (judge.parts_agree: a condition can depend on the
    template arguments)."""
    conds = sorted(set(SITE.condition(s) for s in sites) - {(None, None)}, key=str)
    if len(conds) <= 1:
        return None
    if len(set(e for e, _ in conds)) == 1:
        parts = {}
        for s in sites:
            if s.get("count") and s.get("verdict") != "constant":
                p = parts.setdefault(SITE.condition(s)[1] or "?", [0, 0])
                p[0] += s["count"]
                p[1] += s["hits"]
        parts = [(k, v[0], v[1]) for k, v in sorted(parts.items())]
        if J.parts_agree(sites[0], parts, min_count):
            return None
        return "%d instances of this place disagree (%s): the condition differs with the " \
               "template arguments; one rewrite cannot fit them all" % (len(parts), J.parts_text(parts, 3))
    shown = []
    for expanded, instance in conds[:3]:
        shown.append(" in ".join(repr(x) for x in (expanded, instance) if x is not None))
    return "%d different conditions at this place (%s%s): the records are of different " \
           "conditions, judged apart; one rewrite cannot fit them all" % (
               len(conds), "; ".join(shown), "; ..." if len(conds) > 3 else "")


def coverage_build(args):
    """(file, -O flag) of the first command of -p's compile database that
    builds with --coverage (or -fprofile-arcs) at an optimisation level
    that inlines before GCC counts (anything but -O0), or None."""
    got = getattr(args, "_coverage_build", False)
    if got is not False:
        return got
    got = None
    if getattr(args, "db", None):
        try:
            db = P.CompileDB(args.db)
        except InputError:
            db = None  # run() says why
        for path, (d, a, name) in sorted(db.entries.items() if db else ()):
            if not any(x in ("--coverage", "-fprofile-arcs") for x in a):
                continue
            opt = [x for x in a if x.startswith("-O")]
            if opt and opt[-1] != "-O0":
                got = (name, opt[-1])
                break
    args._coverage_build = got
    return got


def decide(g, args, table, versions):
    """(combined site or None, reason)"""
    why = split_conditions(g.sites, args.min_count)
    if why:
        return None, why
    measured = [s for s in g.sites if s.get("count")]
    # (a place whose units disagree has its counts only in its "parts")
    unjudged = [s for s in g.sites if s.get("verdict") == "not-judged" and (s.get("count") or s.get("parts"))]
    if unjudged:
        return None, "verdict not-judged%s" % (": " + unjudged[0]["why"] if unjudged[0].get("why") else "")
    if any(s.get("source") in ("gcov", "mixed") for s in measured):
        opt = coverage_build(args)
        if opt:
            return None, "counts not exact: %s builds %s with --coverage %s, and GCC inlines before " \
                         "it counts; build the coverage run with -O0" % (
                             os.path.join(args.db, "compile_commands.json"), opt[0], opt[1])
    const = sorted(set(s.get("arch") or "?" for s in measured if s.get("verdict") == "constant"))
    evidence = [s for s in measured if s.get("verdict") != "constant"]
    if not evidence:
        if const:
            return None, "constant here (%s): the condition was a compile-time constant in the " \
                         "build measured, which says nothing of other builds" % ", ".join(const)
        v = g.first.get("verdict") or "unreached"
        why = g.first.get("why") if v == "not-judged" else None
        return None, "verdict %s%s" % (v, ": " + why if why else "")
    if looks_constant(g.first.get("expr") or ""):
        return None, "the condition %r uses only constants (sizeof, macros): a compile-time " \
                     "constant of the build measured, true or false by arch" % g.first["expr"]
    if len(evidence) == 1:
        site = evidence[0]
    else:
        site = dict(evidence[0])
        site["count"] = sum(s["count"] for s in evidence)
        site["hits"] = sum(s["hits"] for s in evidence)
        decl = set(s.get("declared") for s in evidence)
        if len(decl) > 1:
            return None, "the builds declare different pcs (%s)" % ", ".join(map(str, sorted(decl)))
        site["arch"] = "+".join(sorted(set(s.get("arch") or "?" for s in evidence)))
        site.pop("verdict", None)
        J.judge(site, args.min_count)
    if site.get("declared") is None:
        return None, "no hint declared (unhinted): nothing to rewrite"
    if site["count"] < args.min_count:
        return None, "few: %d evaluation%s, fewer than the minimum %d (--min-count)" % (
            site["count"], "" if site["count"] == 1 else "s", args.min_count)
    if site["verdict"] not in args.verdict_set:
        why = site.get("why")
        return None, "verdict %s%s" % (site["verdict"], ": " + why if why else "")
    if site["verdict"] in ("wrong", "miscalibrated"):
        ok, why = J.fix_decision(site, args.tolerance, table)
    else:
        ok, why = True, "verdict %s, asked for with --verdicts" % site["verdict"]
    if not ok:
        return None, why
    if const:
        why += "; constant in the build of %s (no evidence from it)" % ", ".join(const)
    return site, why


def unmeasured(site, new_pc, table, g):
    """What the rewrite does on arches no report measured: [(text, arches)]."""
    measured = set()
    for s in g.sites:
        measured.update((s.get("arch") or "").split("+"))
    declared = site["declared"]
    kind = site.get("kind")
    out = {}
    for arch, facts in sorted((table or {}).items()):
        if arch in measured:
            continue
        if kind == UNALIGNED:
            a = J.hint(kind, facts, declared, site.get("size") or None)
            b = J.hint(kind, facts, new_pc, site.get("size") or None)
        else:
            f = dict(facts, exact=0)
            a, b = J.hint(kind, f, declared), J.hint(kind, f, new_pc)
        if a == b:
            continue
        if kind == UNALIGNED:
            what = "changes the access from %s to %s" % (a, b)
        elif b == "none":
            what = "drops the %s hint" % a
        elif a == "none":
            what = "adds %s %s hint" % ("an" if b[0] in "aeiou" else "a", b)
        else:
            what = "flips the hint from %s to %s" % (a, b)
        out.setdefault(what, []).append(arch)
    return sorted(out.items())


# ---- the source -----------------------------------------------------------------

class Tree:
    """Source files: scanned once, with the definitions of the files they
    include (quoted includes from their own directory, --root and the -I
    directories of their compile command and of --include-dir)."""

    def __init__(self, root, include_dirs, db):
        self.root = root
        self.include_dirs = include_dirs
        self.db = db
        self.scans = {}

    def scan(self, path, macros=None, name=None):
        key = (path, tuple(sorted((macros or {}).items())))
        if key not in self.scans:
            self.scans[key] = S.scan_file(path, macros, name)
        return self.scans[key]

    def dirs_for(self, path):
        dirs = [os.path.dirname(path)]
        entry = self.db.entry(path) if self.db else None
        if entry:
            d, a, _ = entry
            for k, x in enumerate(a):
                v = None
                if x in ("-I", "-iquote", "-isystem") and k + 1 < len(a):
                    v = a[k + 1]
                elif x.startswith("-I") and len(x) > 2:
                    v = x[2:]
                elif x.startswith("-iquote") and len(x) > 7:
                    v = x[7:]
                if v:
                    dirs.append(os.path.normpath(os.path.join(d, v)))
        return dirs + self.include_dirs + [self.root]

    def unit_for(self, header, limit=200):
        """A file of the compile database whose includes reach header (the
        nearest by directory first, at most limit looked at), or None: the
        unit whose macros say which lines use __LINE__ (moved_line_users)."""
        real = os.path.realpath(header)
        here = os.path.dirname(real)

        def distance(f):
            return len(os.path.relpath(os.path.dirname(f), here).split(os.sep))
        for f in sorted(self.db.entries, key=lambda f: (distance(f), f))[:limit]:
            try:
                if real in self.closure(f):
                    return f
            except OSError:
                continue
        return None

    def closure(self, path):
        """The files path reads (itself and what it includes, as
        definitions() follows them): real paths."""
        self.definitions(path)
        return self.closures[os.path.realpath(path)]

    def definitions(self, path):
        """name -> [Define] over path and what it includes (depth 8);
        the definitions of probable.h and probable_likely.h are not the
        project's and are left out."""
        if not hasattr(self, "closures"):
            self.closures = {}
        seen, out, todo = set(), {}, [(path, 0)]
        while todo:
            p, depth = todo.pop(0)
            rp = os.path.realpath(p)
            if rp in seen or depth > 8:
                continue
            seen.add(rp)
            if os.path.basename(p) in INC.OURS and p != path:
                continue
            try:
                sc = self.scan(p)
            except OSError:
                continue
            for name, ds in sc.defines.items():
                out.setdefault(name, []).extend(ds)
            dirs = self.dirs_for(p)
            for _, quote, header, _ in INC._includes(sc):
                for d in (dirs if quote == '"' else dirs[1:]):
                    cand = os.path.join(d, header)
                    if os.path.isfile(cand):
                        todo.append((cand, depth + 1))
                        break
        self.closures[os.path.realpath(path)] = seen
        return out


def hint_pc_param(define):
    """The index of the parameter that is the pc of a hint definition
    (#define HINT(x, pc) PROBABLE_MACRO_SITE(HINT, x, #x, pc), or
    PROBABLE_MACRO_VALUE_SITE), when that
    parameter is used nowhere else; else None."""
    if define.params is None:
        return None
    body = RW._strip_parens(list(define.body))
    if not body or body[0].text not in RW.HINT_BODIES or body[0].text.startswith("__builtin"):
        return None
    call = S.split_call(body, 0)
    if call is None or call[2] != len(body):
        return None
    pc = call[1][-1]
    if len(pc) != 1 or pc[0].text not in define.params:
        return None
    if sum(1 for t in body if t.text == pc[0].text) != 1:
        return None
    return define.params.index(pc[0].text)


HINT_CALLS = ("probable", "PROBABLE_PROBABLE", "PROBABLE_MACRO_SITE", "PROBABLE_MACRO_VALUE_SITE",
              "likely", "unlikely",
              "__builtin_expect", "__builtin_expect_with_probability")


def is_wrapper(name, defs, depth=0):
    """Whether macro name is defined (every definition) as one call of a
    hint or of another such macro: CHECK(x) as probable(x, 33)."""
    ds = defs.get(name)
    if not ds or depth > 8:
        return False
    for d in ds:
        if d.params is None:
            return False
        body = RW._strip_parens(list(d.body))
        call = S.split_call(body, 0) if body and body[0].kind == "ident" else None
        if call is None or call[2] != len(body):
            return False
        callee = body[0].text
        if callee not in HINT_CALLS and not is_wrapper(callee, defs, depth + 1):
            return False
    return True


def _expands_to(call, key, lookup, text):
    """Whether the project macro's call forms a hint whose condition has the
    tokens key (CHECK(i) with #define CHECK(v) probable((v) > 0, 33) forms
    (i) > 0)."""
    if lookup is None:
        return False
    args = [text[a[0].start:a[-1].end] for a in call.args]
    try:
        conds = RW._conds(call.macro, args, lookup, strict=False)
    except RW._Refuse:
        return False
    return any(S.token_texts(c[0]) == key for c in conds)


def find_call(sc, site, wrappers=(), old=False, lookup=None):
    """(call, None) or (None, why).  A site recorded by probable() or
    likely() inside a project's macro (CHECK(x) defined as probable(x, 33))
    is that macro's call on the line with the expr as an argument, or whose
    definition forms the expr from its arguments (lookup: name -> [Define])."""
    macro = site.get("macro") or ("probable" if site.get("kind") != UNALIGNED else None)
    key = S.token_texts(site.get("expr") or "")
    line = site.get("line")
    cands = [c for c in sc.sites if line in (c.line, c.end_line) and S.token_texts(c.expr) == key
             and (c.macro == macro or (macro in PROBABLE_NAMES and c.macro in PROBABLE_NAMES))]
    if not cands:
        # a project's macro whose condition is not its first argument: RARE(pc, x)
        cands = [c for c in sc.sites if line in (c.line, c.end_line) and c.macro == macro
                 and any(S.token_texts(sc.text[a[0].start:a[-1].end]) == key for a in c.args)]
    if not cands and macro in HINT_CALLS:
        cands = [c for c in sc.sites if line in (c.line, c.end_line) and c.macro in wrappers
                 and any(S.token_texts(sc.text[a[0].start:a[-1].end]) == key for a in c.args)]
        if not cands:
            cands = [c for c in sc.sites if line in (c.line, c.end_line) and c.macro in wrappers
                     and _expands_to(c, key, lookup, sc.text)]
    if not cands:
        elsewhere = sorted(set(c.line for c in sc.sites if S.token_texts(c.expr) == key
                               and c.macro == macro))
        if elsewhere:
            return None, "no %s(%s) at line %d; the file has it at line %s: the file is not the " \
                         "source the report was made from (it changed since the run?)" % (
                             macro, site.get("expr"), line, ", ".join(map(str, elsewhere)))
        here = [c for c in sc.sites if line in (c.line, c.end_line)]
        found = "; ".join("%s(%s)" % (c.macro, c.expr) for c in here)
        if here and all(c.macro == macro for c in here):
            return None, "no %s(%s) at line %d, where the file has %s: the file is not the " \
                         "source the report was made from (it changed since the run?)" % (
                             macro, site.get("expr"), line, found)
        if here:
            return None, "no %s(%s) at line %d, where the file has %s: the call is inside one of " \
                         "those macros' expansion with a condition not found from their " \
                         "definitions, or the file changed since the run" % (
                             macro, site.get("expr"), line, found)
        return None, "no %s() call at line %d (the call is inside another macro's expansion, or " \
                     "the file changed since the run)" % (macro, line)
    col = site.get("col") or 0
    if old and len(cands) > 1 and not col:
        return None, "%d alike calls of %s(%s) on line %d, and a report before version 3 counts " \
                     "them as one site: cannot tell which" % (len(cands), macro, site.get("expr"), line)
    if col:
        at = [c for c in cands if c.col == col]
        if len(at) == 1:
            return at[0], None
    nth = site.get("nth") or 0
    if nth >= len(cands):
        return None, "the report's call %d of %s(%s) on line %d is not there (%d found)" % (
            nth + 1, macro, site.get("expr"), line, len(cands))
    return cands[nth], None


def describe(site):
    d = site.get("declared")
    nth = site.get("nth") or 0
    return "%s:%s: %s(%s)%s%s" % (site.get("file"), site.get("line"), site.get("macro") or "probable",
                                  site.get("expr"), "" if d is None else " pc %s" % d,
                                  " (call %d on the line)" % (nth + 1) if nth else "")


def measured_text(site):
    return "measured %.1f%% [%.1f, %.1f] of %d" % (site["observed"], site["ci_low"], site["ci_high"],
                                                   site["count"])


def plan_call(call, site, sc, defs, args, suggest):
    """(edit (start, end, text), adds probable()?) or (None, why)."""
    text = sc.text
    name = call.macro
    if name in S.KNOWN and S.KNOWN[name][3] is not None:
        if call.declared is not None and call.declared != site["declared"]:
            return None, "the call at line %d has pc %s%s, the report declared %d: the file is " \
                         "not the source the report was made from, or its build defined the pc " \
                         "otherwise" % (call.line, call.pc_text, "" if call.pc_text ==
                                        str(call.declared) else " (%d here)" % call.declared,
                                        site["declared"])
        pc = call.args[call.pc_index]
        if not (len(pc) == 1 and pc[0].kind == "number"):
            note("%s:%d: pc %s%s is not a literal; replaced by %d" % (
                sc.file, call.line, call.pc_text,
                "" if call.declared is None else " (= %d)" % call.declared, suggest))
        return (call.pc_span[0], call.pc_span[1], str(suggest)), False
    if name.startswith("__builtin") or name.startswith("[["):
        return None, "%s has no pc to rewrite" % name
    mine = defs.get(name, [])
    if mine and all(hint_pc_param(d) is not None for d in mine) \
            and len(set(hint_pc_param(d) for d in mine)) == 1:
        k = hint_pc_param(mine[0])
        a = call.args[k]
        return (a[0].start, a[-1].end, str(suggest)), False
    if name in LIKELY_NAMES and not args.rewrite_likely:
        return None, "%s() has no pc; --rewrite-likely makes it probable(COND, %d)" % (name, suggest)
    if name not in LIKELY_NAMES and not args.rewrite_macros:
        return None, "%s()'s pc is fixed in its definition; --rewrite-macros makes it " \
                     "probable(COND, %d)" % (name, suggest)
    cond = RW.rewrite(sc, call, lambda n: defs.get(n, []), site.get("cond"), text)
    if cond.text is None:
        return None, "%s(%s) is not rewritten: %s" % (name, call.expr, cond.why)
    if args.explain and cond.note:
        note("%s:%d: %s(%s): %s" % (sc.file, call.line, name, call.expr, cond.note))
    short = "PROBABLE_PROBABLE" if "PROBABLE_NO_SHORT_NAMES" in text else "probable"
    new = keep_line_breaks(sc.text[call.span[0]:call.span[1]], short, cond.text, suggest)
    if new is None:
        return None, "%s(...) spans %d lines and probable(COND, %d) would take fewer: every " \
                     "later line would move (__LINE__, assert())" % (
                         name, sc.text.count("\n", call.span[0], call.span[1]) + 1, suggest)
    return (call.span[0], call.span[1], new), True


def keep_line_breaks(old, name, cond, pc):
    """name(cond, pc) written with as many line breaks as old, the call it
    replaces, so that no later line moves: the space after old's "(" and
    before its last ")" kept where they were (UNLIKELY(<newline> a ||<newline> b)
    becomes probable(<newline> a ||<newline> b, 0)); None when that is not
    enough (a call whose dropped arguments held line breaks)."""
    after_open = old[old.index("(") + 1:]
    lead = after_open[:len(after_open) - len(after_open.lstrip())]
    before_close = old[:old.rindex(")")]
    trail = before_close[len(before_close.rstrip()):]
    new = "%s(%s%s, %d%s)" % (name, lead if "\n" in lead else "", cond, pc,
                               trail if "\n" in trail else "")
    want = old.count("\n")
    if new.count("\n") == want:
        return new
    plain = "%s(%s, %d)" % (name, cond, pc)
    return plain if plain.count("\n") == want else None


def moved_line_users(sc, inc, tree, path, db):
    """([(line, name)] of the lines below the new #include line that use
    __LINE__, how the macros were read)."""
    sources = [tree.definitions(path)]
    how = "directly, or through macros of the file and of the headers found that it includes"
    if db is not None:
        entry = db.entry(path)
        if entry is None:
            tu = tree.unit_for(path)
            entry = db.entry(tu) if tu else None
        if entry is not None:
            macros = INC.unit_macros(entry[0], entry[1])
            if macros is not None:
                sources.append(macros)
                how = "directly, or through a macro of the unit (its -dM -E output)"
    users = INC.line_users(sc, inc.start, INC.line_macros(*sources))
    return users, how


def apply_edits(text, edits):
    out, at = [], 0
    for a, b, repl in sorted(edits):
        out.append(text[at:a])
        out.append(repl)
        at = b
    out.append(text[at:])
    return "".join(out)


def split_lines(text):
    lines = text.split("\n")
    out = [line + "\n" for line in lines[:-1]]
    if lines[-1]:
        out.append(lines[-1])
    return out


SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+~,=@%:")


def diff_name(name):
    if all(c in SAFE for c in name):
        return name
    out = ['"']
    for b in name.encode("utf-8", "surrogateescape"):
        c = chr(b)
        if c in '"\\':
            out.append("\\" + c)
        elif c == "\t":
            out.append("\\t")
        elif c == "\n":
            out.append("\\n")
        elif 0x20 <= b < 0x7f:
            out.append(c)
        else:
            out.append("\\%03o" % b)
    out.append('"')
    return "".join(out)


def unified(old, new, rel):
    lines = list(difflib.unified_diff(split_lines(old), split_lines(new), n=3))
    if not lines:
        return ""
    out = ["--- %s\n+++ %s\n" % (diff_name("a/" + rel), diff_name("b/" + rel))]
    for line in lines[2:]:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)


# ---- the proof ------------------------------------------------------------------

def prove_patch(db, pending, root, args):
    """{path: Proof} for the files of the patch (pending: (path, rel, old,
    new, lines, n)): each file through every unit that reads it, alone;
    then every unit that reads more than one of the files kept, with all of
    them patched (a file whose combination differs is dropped, and the
    rest proved again).  Says what it found on stderr."""
    proofs = {}
    if not pending:
        return proofs
    texts = {path: (old, new) for path, _, old, new, _, _ in pending}
    rels = {path: rel for path, rel, _, _, _, _ in pending}
    for path, rel, old, new, _, _ in pending:
        proofs[path] = P.prove_file(db, path, old, new, root)
    while True:
        kept = [p for p in texts if proofs[p].proved or
                (proofs[p].status == P.NOT_CHECKED and not args.proved_only)]
        real = {os.path.realpath(p): p for p in kept}
        dropped = False
        for unit, deps in db.dependencies():
            if isinstance(deps, P.Proof):
                continue
            together = [real[r] for r in sorted(deps & set(real))]
            if len(together) < 2:
                continue
            proof = P.prove_unit(unit, {p: texts[p] for p in together}, root, reads=deps)
            for p in together:
                if not proof.proved:
                    if proofs[p].proved or proof.status != P.NOT_CHECKED:
                        proofs[p] = P.Proof(proof.status, "with %s patched too, %s: %s" % (
                            ", ".join(rels[q] for q in together if q != p), unit.name,
                            proof.detail), unit.name)
                        # out of the patch now: the units that had it are checked again
                        dropped = dropped or proof.status != P.NOT_CHECKED or args.proved_only
                elif proof.status == P.SAME_VALUES and proofs[p].status == P.SAME:
                    proofs[p] = P.Proof(P.SAME_VALUES, "%s; with %s patched too: %s" % (
                        proofs[p].detail, ", ".join(rels[q] for q in together if q != p),
                        proof.detail), unit.name)
            if dropped:
                break
        if not dropped:
            break
    for path in sorted(texts, key=lambda p: rels[p]):
        proof, rel = proofs[path], rels[path]
        if proof.status == P.FAILS:
            note("%s: left unchanged: %s" % (rel, proof.detail))
        elif proof.status == P.DIFFERS:
            note("%s: left unchanged: compiled before and after with its unit's own command, "
                 "the object code differs, with the hints reduced to their values too (%s)"
                 % (rel, proof.detail))
        elif proof.status == P.NOT_CHECKED:
            if args.proved_only:
                note("%s: left unchanged (--proved-only): not proved: %s" % (rel, proof.detail))
            else:
                note("%s: not proved: %s" % (rel, proof.detail))
        elif args.explain:
            note("%s: %s (%s)" % (rel, "same object code before and after"
                                  if proof.status == P.SAME else
                                  "same values before and after; only hints differ", proof.detail))
    return proofs


# ---- main -----------------------------------------------------------------------

def parser():
    ap = argparse.ArgumentParser(
        prog=PROG, formatter_class=argparse.RawDescriptionHelpFormatter, epilog=EPILOG,
        description="Print a unified diff that writes the measured pc of each wrong or "
                    "miscalibrated hint site of profile reports into the source, keeping "
                    "every value the program computes.")
    ap.add_argument("reports", nargs="+", metavar="REPORT.json",
                    help="profile reports (JSON, versions 1 to 3; '-': standard input), gcov JSON, "
                         "llvm-cov exports, kernel branch profiles; several are merged")
    ap.add_argument("--root", default=".", metavar="DIR",
                    help="the source tree, where patch -p1 / git apply is run (default: .)")
    ap.add_argument("--build-dir", action="append", default=[], metavar="DIR",
                    help="a directory under --root the compiler ran in; repeatable")
    ap.add_argument("-p", dest="db", metavar="DIR",
                    help="directory with compile_commands.json: prove each changed file by "
                         "compiling every unit that reads it before and after")
    ap.add_argument("--proved-only", action="store_true",
                    help="with -p: leave unchanged every file that could not be proved (no unit "
                         "reads it, a unit does not compile)")
    ap.add_argument("--verdicts", default="wrong,miscalibrated", metavar="LIST",
                    help="verdicts whose sites may be rewritten (default: %(default)s; also ok, few)")
    ap.add_argument("--tolerance", type=float, default=J.DEFAULT_TOLERANCE, metavar="N",
                    help="rewrite when the suggestion changes code on some arch or is more "
                         "than N points off (default: %(default)s)")
    ap.add_argument("--min-count", type=int, default=J.DEFAULT_MIN_COUNT, metavar="N",
                    help="fewer evaluations than this: few, never rewritten (default %(default)s)")
    ap.add_argument("--explain", action="store_true",
                    help="say for every site why it is or is not rewritten")
    ap.add_argument("--rewrite-likely", action="store_true",
                    help="turn likely(x)/unlikely(x) into probable(COND, PC)")
    ap.add_argument("--rewrite-macros", action="store_true",
                    help="turn a call of the project's hint macro whose pc is fixed into "
                         "probable(COND, PC), COND from the macro's definition")
    ap.add_argument("--add-include", default=None, metavar="TEXT",
                    help="the #include a file gets for probable(): <probable.h>, \"probable.h\", "
                         "...; '' adds none (default: in the spelling of the file's own includes)")
    ap.add_argument("--allow-line-moves", action="store_true",
                    help="add the #include as a new line even where no empty line can take it "
                         "and a line below uses __LINE__ (assert(), log macros): their line "
                         "numbers change (default: such a file is left unchanged)")
    ap.add_argument("--include-dir", action="append", default=[], metavar="DIR",
                    help="where the headers defining the project's hint macros are looked for")
    ap.add_argument("--macro", action="append", default=[], metavar="NAME[=PC]",
                    help="a project's hint macro (pc fixed, or the last argument)")
    ap.add_argument("-o", "--output", metavar="FILE",
                    help="write the patch to FILE (default: standard output)")
    ap.add_argument("-q", "--quiet", action="store_true",
                    help="say nothing on success: no line per rewritten call, no summary")
    ap.add_argument("--arch-dir", default=None, metavar="DIR",
                    help="the arch/ directory whose headers give each arch's thresholds "
                         "(default: the tree's or installed one)")
    return ap


def main(argv=None):
    ap = parser()
    args = ap.parse_args(argv)
    try:
        return run(args)
    except InputError as e:
        return report_error(PROG, e)
    except OSError:
        raise
    except Exception as e:  # noqa: BLE001 - the last resort: one line, status 2
        return last_resort(PROG, e)


def run(args):
    if not os.path.isdir(args.root):
        raise InputError(args.root, "not a directory (--root)")
    if args.tolerance < 0:
        raise InputError(str(args.tolerance), "--tolerance must be 0 or more")
    if args.min_count < 0:
        raise InputError(str(args.min_count), "--min-count must be 0 or more")
    args.verdict_set = set(v.strip() for v in args.verdicts.split(",") if v.strip())
    if not args.verdict_set or args.verdict_set - {"ok", "few", "wrong", "miscalibrated"}:
        raise InputError(args.verdicts, "--verdicts takes wrong, miscalibrated, few, ok")
    if args.add_include and not (len(args.add_include) > 2 and
                                 args.add_include[0] + args.add_include[-1] in ("<>", '""')):
        raise InputError(args.add_include, "--add-include takes <file> or \"file\"")
    user = {}
    for m in args.macro:
        try:
            n, pc = S.parse_macro_option(m)
        except ValueError as e:
            raise InputError(m, "--macro: %s" % e)
        user[n] = pc
    if args.reports.count("-") > 1:
        raise InputError("-", "standard input given twice")
    table = archdata.arch_table(args.arch_dir)
    S.use_public_names(archdata.find_arch_dir(args.arch_dir))
    if args.output:
        from .report import check_file_output
        check_file_output(args.output)
    from ..inputs import load_any
    reports = load_any(args.reports, args.root, None, user, table, args.min_count)
    db = P.CompileDB(args.db) if args.db else None
    if args.proved_only and db is None:
        raise InputError("--proved-only", "needs -p DIR (a compile database)")
    versions = set(r["version"] for r in reports)
    # every hint judged against its pc, as before likely() was judged as a
    # direction (issue 33): a rewrite to probable(x, pc) states a pc
    merged = SITE.merge(reports, warn=None, min_count=args.min_count, claims={"*": "pc"})
    root = os.path.abspath(args.root)

    groups = {}
    for s in merged["sites"]:
        key = (s.get("file"), s.get("line"), s.get("nth") or 0, s.get("macro"), s.get("expr"),
               s.get("kind"))
        groups.setdefault(key, Group(key)).sites.append(s)

    index = sources.SourceIndex(root, args.build_dir, hint="--build-dir DIR says where the compiler ran")
    tree = Tree(root, [os.path.abspath(d) for d in args.include_dir], db)
    by_file = {}
    records = {}    # path -> the report's records of that file (every verdict)
    if args.explain:
        for g in groups.values():
            path = index.locate(g.first.get("file") or "")[0]
            if path is not None:
                records.setdefault(path, []).extend(g.sites)
    kept = skipped = 0
    for key in sorted(groups, key=lambda k: (str(k[0]), k[1] or 0, k[2])):
        g = groups[key]
        site, why = decide(g, args, table, versions)
        if site is None:
            kept += 1
            if args.explain and g.first.get("verdict") not in ("unreached", "compiled-out", "ok"):
                note("keep %s: %s" % (describe(g.first), why))
            continue
        new_pc = int(site["suggest"])
        if args.explain:
            note("fix %s: %s, suggest %d: %s" % (describe(site), measured_text(site), new_pc, why))
            for what, arches in unmeasured(site, new_pc, table, g):
                note("warning: %s: on %s (not measured) this %s" % (
                    describe(site), J.arch_list(arches, table), what))
        path, rel, how = index.locate(site.get("file") or "")
        if path is None:
            note("skip %s: %s" % (describe(site), rel))
            skipped += 1
            continue
        if how and args.explain:
            note(how)
        by_file.setdefault((path, rel), []).append((site, new_pc))

    diffs, ncalls, nfiles, pending = [], 0, 0, []
    for (path, rel) in sorted(by_file, key=lambda x: x[1]):
        try:
            defs = tree.definitions(path)
        except OSError as e:
            raise InputError(path, e.strerror or str(e))
        macros = dict(user)
        for s, _ in by_file[(path, rel)]:
            m = s.get("macro")
            if m and m not in S.KNOWN and m not in macros:
                macros[m] = None
        for name, ds in defs.items():
            if name not in macros and is_wrapper(name, defs):
                macros[name] = None
        for name in list(macros):
            for d in defs.get(name, []):
                b = RW._strip_parens(list(d.body))
                call = S.split_call(b, 0) if b else None
                if call and b[0].text in S.MACRO_SITES and len(call[1]) == 4:
                    pc = S.const_value([t.text for t in call[1][3]], defs)
                    if pc is not None:
                        macros[name] = pc
        try:
            sc = tree.scan(path, macros, rel)
        except OSError as e:
            raise InputError(path, e.strerror or str(e))
        wrappers = set(n for n in macros if is_wrapper(n, defs))
        if args.explain:
            for u in S.unlisted(sc, records.get(path, []), rel):
                note("%s:%d: %s(%s): compiled out of every build measured (no record): no "
                     "evidence" % (rel, u["line"], u["macro"], u["expr"]))
        edits, adds, lines = [], [], []
        done = set()
        for s, new_pc in by_file[(path, rel)]:
            call, why = find_call(sc, s, wrappers, old=max(versions) < 3,
                                  lookup=lambda n: defs.get(n, []))
            if call is None:
                note("skip %s: %s" % (describe(s), why))
                skipped += 1
                continue
            if call.span in done:
                continue
            done.add(call.span)
            edit, extra = plan_call(call, s, sc, defs, args, new_pc)
            if edit is None:
                note("skip %s: %s" % (describe(s), extra))
                skipped += 1
                continue
            if sc.text[edit[0]:edit[1]] == edit[2]:
                continue
            edits.append(edit)
            was = sc.text[call.span[0]:call.span[1]]
            now = apply_edits(was, [(edit[0] - call.span[0], edit[1] - call.span[0], edit[2])])
            lines.append("%s:%d: %s becomes %s" % (rel, call.line, " ".join(was.split()),
                                                    " ".join(now.split())))
            if extra is True:
                adds.append(edit[0])
        if not edits:
            continue
        new = apply_edits(sc.text, edits)
        if adds and args.add_include != "":
            inc = INC.include_edit(sc, min(adds), args.add_include, root, path)
            if inc is not None:
                if inc.moves:
                    users, how = moved_line_users(sc, inc, tree, path, db)
                    if users and not args.allow_line_moves:
                        note("%s: left unchanged: the #include %s that probable() needs has no "
                             "empty line to take before line %d (the first use), and a new line "
                             "moves every later line down by one; these use __LINE__ (%s): %s; "
                             "--allow-line-moves adds it anyway"
                             % (rel, inc.spelling, sc.line_of(min(adds)), how,
                                INC.describe_users(users)))
                        skipped += len(edits)
                        continue
                new = apply_edits(sc.text, edits + [(inc.start, inc.end, inc.text)])
                if inc.moves:
                    if users:
                        lines.append("%s:%d: #include %s added as a new line (--allow-line-moves): "
                                     "every later line moves down by one, and __LINE__ changes "
                                     "at lines %s" % (rel, inc.line, inc.spelling,
                                                      INC.describe_users(users)))
                    else:
                        lines.append("%s:%d: #include %s added as a new line (no empty line to "
                                     "take before the first use): every later line moves down "
                                     "by one, and none of them uses __LINE__ (%s)"
                                     % (rel, inc.line, inc.spelling, how))
                else:
                    lines.append("%s:%d: #include %s on what was an empty line (no line moves)"
                                 % (rel, inc.line, inc.spelling))
        pending.append((path, rel, sc.text, new, lines, len(edits)))
    proofs = prove_patch(db, pending, root, args) if db is not None else {}
    unproved, written = [], set()
    for path, rel, old, new, lines, n in pending:
        proof = proofs.get(path)
        if proof is not None and not proof.proved:
            if proof.status in (P.FAILS, P.DIFFERS) or args.proved_only:
                skipped += n
                continue
            unproved.append((rel, n))
        if not args.quiet:
            for line in lines:
                note(line)
        d = unified(old, new, rel)
        if d:
            written.add(rel)
            diffs.append(d)
            nfiles += 1
            ncalls += n
    patch = "".join(diffs).encode("latin-1")
    if args.output:
        from .report import write_file
        write_file(args.output, lambda f: (f.flush(), f.buffer.write(patch)))  # the bytes as read
    else:
        sys.stdout.buffer.write(patch)
        sys.stdout.flush()
    if args.quiet:
        return 0
    if args.output:
        note("wrote %s (a patch: %d call%s in %d file%s; apply with git apply or patch -p1 in %s)" % (
            args.output, ncalls, "" if ncalls == 1 else "s", nfiles, "" if nfiles == 1 else "s", args.root))
    summary = "%d call%s rewritten in %d file%s, %d site%s skipped, %d kept" % (
        ncalls, "" if ncalls == 1 else "s", nfiles, "" if nfiles == 1 else "s",
        skipped, "" if skipped == 1 else "s", kept)
    if db is None and ncalls:
        summary += "; not proved by compiling (no -p DIR with compile_commands.json)"
    elif unproved:
        n = sum(k for _, k in unproved)
        summary += "; %d rewrite%s not proved (%s)" % (n, "" if n == 1 else "s",
                                                     ", ".join(r for r, _ in unproved))
    elif ncalls:
        kinds = set(proofs[p].status for p, r, _, _, _, _ in pending if r in written)
        summary += "; proved: %s" % ("same object code" if kinds == {P.SAME} else
                                     "same values, only hints differ in the object code")
    note(summary + ("" if args.explain else " (--explain says why)"))
    return 0
