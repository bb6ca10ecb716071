# SPDX-License-Identifier: MIT
"""The kernel's branch profiler rows (formats/kernel.py) tied to hint sites
of a kernel tree, by function: never by guess.

    kernel_sites(recs, c) -> site dicts (coverage.py's matcher for "kernel")
    candidates(tree, base, cut) -> the files a printed basename may be

A row names a function (cut to 30 bytes), a file's basename (cut to 20)
and a line.  The files a row can be from are those with that basename
under --root, less
  - tools/ (user-space copies of kernel files) and arch/NAME/ for every
    arch but --arch's (when arch/ARCH exists under the root);
  - the directories of EXCLUDE (probable-report --exclude);
  - files the build did not compile, when the build is at hand: the build
    directory is $KBUILD_OUTPUT (the kernel's own name for an O= build),
    else the root; its compile_commands.json (scripts/clang-tools/
    gen_compile_commands.py) lists the .c files built; without one, a .c
    file is built when its .o is there (only once some .o of the rows'
    files is: a tree never built says nothing).
Of those, a row is tied to the one file whose function of that name (a
prefix of the name when the printed name is 30 bytes; for a function an
upper-case macro makes, SYSCALL_DEFINE1(ARG, ...) or DEFINE_IDTENTRY(ARG),
ARG or ARG after lower-case words: __do_sys_ARG) holds the row's
line and has a likely()/unlikely() on it (branch_all: an if), written
there or inside a macro used there (WARN_ON, BUG_ON, IS_ERR_VALUE...: the
kernel's __LINE__ is the use's).  A file is read only when its bytes hold
the function's name, and scanned once.

The macros looked through are the function-like #defines of the tree's
headers (and of the file itself) whose body holds a hint call, directly
or through other such macros, found by a byte search for the names and
then tokenised; a header's definition counts for files under its own
directory, those of include/ and arch/ARCH/ for all.  With the build's
include/generated/autoconf.h, definitions in #if branches the
configuration rules out (CONFIG_ symbols, IS_ENABLED, defined()) are
dropped; a macro whose remaining definitions give different hints makes
its rows "not judged".

At one line: one hint, its rows (one per unit that compiled it: a
header's static inline has one in each) are its copies, parts pooled as
judge.pool_parts does; several hints that are one condition counted again
(WARN_ON's two unlikely(__ret_warn_on)) share the rows when they come in
equal groups, else the line and its rows are not judged; several
different hints: not judged, never one sum.

Every row is tied or counted under a reason; c.kernel (the report's
"kernel" member) has for each table the rows and evaluations, those tied,
and the rest by reason, with up to LIST rows of each reason listed
(summary_lines() as the commands print it)."""

import os
import re

from .scan import KNOWN, scan_file, scan_text

# how many rows of each reason a report lists (all are counted)
LIST = 50
# directories left out besides tools/ and the other arches (set by the
# command line's --exclude)
EXCLUDE = []

HINTS = ("likely", "unlikely")

REASONS = {
    "no-file": "no file of that name under the root",
    "excluded": "only files left out (tools/, another arch, --exclude)",
    "not-built": "only files the build did not compile",
    "no-function": "no file of that name has the function around that line",
    "no-hint": "the function is there, with no hint (branch_all: no if) on that line",
    "ambiguous": "more than one file can have made it",
    "several-hints": "several different hints on the line",
    "macro-definitions": "a macro on the line has definitions with different hints",
}


# ---- which files a row may be from ---------------------------------------------

def _arch_dirs(tree, arch):
    """The arch/NAME/ directories to leave out: all but arch's, when
    arch/ARCH is a directory of the tree."""
    top = os.path.join(tree.root, "arch")
    if not arch or not os.path.isdir(os.path.join(top, arch)):
        return ()
    try:
        return tuple("arch/%s/" % d for d in sorted(os.listdir(top))
                     if d != arch and os.path.isdir(os.path.join(top, d)))
    except OSError:
        return ()


class Files:
    """What files the rows may be from (see the module's doc)."""

    def __init__(self, tree, arch, exclude=None):
        self.tree = tree
        self.out = ("tools/",) + _arch_dirs(tree, arch) + tuple(
            os.path.normpath(e).rstrip("/") + "/" for e in (EXCLUDE if exclude is None else exclude))
        self.build = os.environ.get("KBUILD_OUTPUT") or tree.root
        if not os.path.isabs(self.build):
            self.build = os.path.join(tree.root, self.build)
        self.db = self._database()
        self.objects = False  # whether .o files are there (look_for_objects)

    def _database(self):
        path = os.path.join(self.build, "compile_commands.json")
        if not os.path.isfile(path):
            return None
        import json
        try:
            with open(path, encoding="utf-8", errors="surrogateescape") as f:
                entries = json.load(f)
        except (OSError, ValueError):
            return None
        built = set()
        for e in entries if isinstance(entries, list) else ():
            if not isinstance(e, dict) or not isinstance(e.get("file"), str):
                continue
            p = os.path.normpath(os.path.join(e.get("directory") or self.build, e["file"]))
            for top in (self.tree.root, self.tree.real):
                rel = os.path.relpath(p, top)
                if not rel.startswith(".."):
                    built.add(rel.replace(os.sep, "/"))
        return built

    def excluded(self, rel):
        r = rel.replace(os.sep, "/")
        return any(r.startswith(x) for x in self.out)

    def built(self, rel):
        """False when the build is at hand (compile_commands.json, or .o
        files) and did not compile rel (a .c file); True otherwise
        (headers: always)."""
        if not rel.endswith(".c"):
            return True
        r = rel.replace(os.sep, "/")
        if self.db is not None:
            return r in self.db or self._included(r, self.db)
        if not self.objects:
            return True
        if os.path.exists(os.path.join(self.build, rel[:-2] + ".o")):
            return True
        return False

    def _included(self, r, built):
        """Whether a built .c file of r's directory #includes r (the
        kernel's kernel/sched/build_utility.c includes clock.c)."""
        d, base = os.path.dirname(r), os.path.basename(r)
        for b in built:
            if os.path.dirname(b) == d and b != r:
                try:
                    with open(os.path.join(self.tree.root, b), "rb") as f:
                        raw = f.read()
                except OSError:
                    continue
                if re.search(rb'#\s*include\s*"' + re.escape(base.encode()) + rb'"', raw):
                    return True
        return False

    def look_for_objects(self, rels):
        """Whether the build's .o files are at hand: one of the .c files
        rels has its .o in the build directory (a tree never built says
        nothing of what was built)."""
        self.objects = any(os.path.exists(os.path.join(self.build, r[:-2] + ".o"))
                           for r in rels if r.endswith(".c"))

    def candidates(self, base, cut):
        return candidates(self.tree, base, cut)


# ---- macros with hints inside ----------------------------------------------------

_COND = re.compile(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b(.*)$")


def read_config(build):
    """{CONFIG_X: value} from the build's include/generated/autoconf.h
    (or .config), or None."""
    for rel, rx in (("include/generated/autoconf.h", r"^#define (CONFIG_\w+) (.*)$"),
                    (".config", r"^(CONFIG_\w+)=(.*)$")):
        p = os.path.join(build, rel)
        try:
            with open(p, encoding="latin-1") as f:
                text = f.read()
        except OSError:
            continue
        out = {}
        for m in re.finditer(rx, text, re.M):
            v = m.group(2).strip()
            out[m.group(1)] = 1 if v in ("1", "y") else v
            if v == "m":
                out[m.group(1) + "_MODULE"] = 1
        return out
    return None


def _eval(texts, config):
    """An #if expression's value: True, False or None (not known), from
    CONFIG_ symbols (config None: none known), defined(), IS_ENABLED(),
    IS_BUILTIN(), !, && and ||, numbers and parentheses."""
    toks = [t for t in texts]
    i = [0]

    def sym(name):
        if not name.startswith("CONFIG_") or config is None:
            return None
        return name in config

    def peek():
        return toks[i[0]] if i[0] < len(toks) else None

    def take():
        i[0] += 1
        return toks[i[0] - 1]

    def prim():
        t = take()
        if t == "!":
            v = prim()
            return None if v is None else not v
        if t == "(":
            v = orr()
            if take() != ")":
                raise ValueError
            return v
        if t == "defined":
            if peek() == "(":
                take()
                n = take()
                take()
            else:
                n = take()
            return sym(n)
        if t in ("IS_ENABLED", "IS_BUILTIN", "IS_REACHABLE", "IS_MODULE") and peek() == "(":
            take()
            n = take()
            take()
            if t == "IS_MODULE":
                return None if config is None else (n + "_MODULE") in config
            v = sym(n)
            if t == "IS_ENABLED" and config is not None:
                v = v or (n + "_MODULE") in config
            return v
        if t and t[0].isdigit():
            return int(t.rstrip("uUlL") or "0", 0) != 0 if t.rstrip("uUlL").isdigit() else None
        if t and (t[0].isalpha() or t[0] == "_"):
            if t.startswith("CONFIG_") and peek() != "(":
                return sym(t)
            # anything else (a call, another macro): not known
            depth = 0
            while peek() is not None and (depth or peek() == "("):
                x = take()
                depth += (x == "(") - (x == ")")
            return None
        raise ValueError

    def cmp():
        v = prim()
        while peek() in ("==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "&", "|"):
            take()
            prim()
            v = None
        return v

    def andd():
        v = cmp()
        while peek() == "&&":
            take()
            w = cmp()
            v = False if v is False or w is False else (None if v is None or w is None else True)
        return v

    def orr():
        v = andd()
        while peek() == "||":
            take()
            w = andd()
            v = True if v is True or w is True else (None if v is None or w is None else False)
        return v

    try:
        v = orr()
    except (ValueError, IndexError):
        return None
    return v if i[0] == len(toks) else None


def _live_defines(sc, config):
    """The function-like defines of a scanned header that the
    configuration does not rule out: {name: [Define]}."""
    # the directives in order, with the state of each #if level:
    # (this branch: True/False/None, an earlier branch was taken: True/False/None)
    state, stack, live_at = [], [], {}
    for name, ts in sc.directives:
        texts = [t.text for t in ts[2:]]
        if name in ("if", "ifdef", "ifndef"):
            if name == "if":
                v = _eval(texts, config)
            else:
                v = _eval(["defined"] + texts[:1], config)
                if name == "ifndef" and v is not None:
                    v = not v
            stack.append([v, v])
        elif name == "elif" and stack:
            prev = stack[-1][1]
            v = _eval(texts, config)
            if prev is True:
                v = False
            elif prev is None and v is not False:
                v = None
            stack[-1] = [v, True if prev is True or v is True else (None if prev is None or v is None else False)]
        elif name == "else" and stack:
            prev = stack[-1][1]
            stack[-1] = [None if prev is None else not prev, True]
        elif name == "endif" and stack:
            stack.pop()
        elif name == "define" and len(ts) > 2:
            live_at[ts[0].start] = not any(s[0] is False for s in stack)
    out = {}
    for n, ds in sc.defines.items():
        for d in ds:
            if d.params is not None and live_at.get(d.span[0], True):
                out.setdefault(n, []).append(d)
    return out


class Macros:
    """The function-like macros of the tree's headers that hold a hint
    call, directly or through others (see the module's doc): one byte
    search of every header for its function-like #defines and the names
    their bodies call, then the macros that reach a hint through those
    calls, and only the headers that define one tokenised."""

    def __init__(self, files, hints, config, dirs=None):
        """dirs: the directories of the files the rows may be from (with
        "/" at the end): only their headers and their parents', and
        those of include/ and arch/ARCH/include/, are read (None: all)."""
        self.files = files
        self.config = config
        tree = files.tree
        if dirs is not None:
            up = set()
            for d in dirs:
                parts = d.rstrip("/").split("/")
                for k in range(len(parts) + 1):
                    up.add("/".join(parts[:k]) + "/" if k else "")
            dirs = up
        callers = {}  # a name called in a body -> [(the macro defined, header)]
        for rel in tree.files:
            if not rel.endswith(".h") or files.excluded(rel):
                continue
            if dirs is not None and not _global(rel):
                d = os.path.dirname(rel).replace(os.sep, "/")
                if (d + "/" if d else "") not in dirs:
                    continue
            try:
                with open(os.path.join(tree.root, rel), "rb") as f:
                    raw = f.read()
            except OSError:
                continue
            if b"define" not in raw:
                continue
            for m in _FDEF.finditer(raw):
                name = m.group(1)
                for called in set(_CALL.findall(m.group(2))):
                    if called != name:
                        callers.setdefault(called, []).append((name, rel))
        bearing, todo, headers = set(), [h.encode("latin-1") for h in hints], set()
        hint_bytes = set(todo)
        while todo:
            for name, rel in callers.get(todo.pop(), ()):
                headers.add(rel)
                if name not in bearing and name not in hint_bytes:
                    bearing.add(name)
                    todo.append(name)
        del callers
        bearing = set(n.decode("latin-1") for n in bearing)
        self.defs = {}      # name -> [(dir, Define)]
        self.headers = sorted(headers)
        for rel in self.headers:
            try:
                with open(os.path.join(tree.root, rel), "rb") as f:
                    sc = scan_text(_directives_only(f.read().decode("latin-1")), rel)
            except OSError:
                continue
            where = os.path.dirname(rel).replace(os.sep, "/") + "/"
            for n, ds in _live_defines(sc, config).items():
                if n in bearing:
                    for d in ds:
                        self.defs.setdefault(n, []).append((where, d))
        self._for = {}

    def for_file(self, rel):
        """{name: [Define]}: the definitions a use in rel sees (its own
        directory's nearest header, else include/ and arch/ARCH/include/;
        several in one place: all, as alternatives)."""
        d = os.path.dirname(rel).replace(os.sep, "/") + "/"
        got = self._for.get(d)
        if got is not None:
            return got
        if not hasattr(self, "_global"):
            self._global, self._local = {}, {}
            for n, ds in self.defs.items():
                for where, df in ds:
                    if _global(where):
                        self._global.setdefault(n, []).append(df)
                    else:
                        self._local.setdefault(n, []).append((where, df))
        got = dict(self._global)
        for n, ds in self._local.items():
            best, pick = 0, []
            for where, df in ds:
                if d.startswith(where):
                    if len(where) > best:
                        best, pick = len(where), [df]
                    elif len(where) == best:
                        pick.append(df)
            if pick:
                got[n] = pick
        self._for[d] = got
        return got


def _global(rel):
    """A header every file may include: under include/ or arch/ARCH/include/."""
    rel = rel.replace(os.sep, "/")
    return rel.startswith("include/") or (rel.startswith("arch/") and "/include/" in rel)


# a function-like #define (its name, its body to the end of its logical
# line), and a name called in a body
_FDEF = re.compile(rb"#[ \t]*define[ \t]+(\w+)\(((?:[^\n\\]|\\(?:.|\n))*)", re.S)
_CALL = re.compile(rb"(\w+)[ \t]*\(")
_WORD = re.compile(rb"[A-Za-z_]\w*")
_DIRLINE = re.compile(r"^[ \t]*#(?:[^\n\\]|\\(?:.|\n))*", re.M | re.S)


def _directives_only(text):
    """text with every line that is not part of a # directive made empty
    (the line numbers kept): a header's #defines and #ifs tokenised
    without its code."""
    out, last = [], 0
    for m in _DIRLINE.finditer(text):
        out.append("\n" * text.count("\n", last, m.start()))
        out.append(m.group(0))
        last = m.end()
    out.append("\n" * text.count("\n", last))
    return "".join(out)


# ---- one file, read once ---------------------------------------------------------

class FileFacts:
    """What the rows need of one file: its functions' extents, its hint
    sites by line (likely/unlikely, written or through macros) and the
    lines with an if (written, or inside a macro used there)."""

    __slots__ = ("funcs", "made", "sites", "if_lines", "line_if")

    def __init__(self, sc, want_if_lines, ctx_cls):
        self.funcs = sc.functions()
        self.made = sc.made
        self.sites = {}
        for s in sc.sites:
            if s.macro in HINTS:
                s.args = None  # tokens of other files: not kept
                self.sites.setdefault(s.line, []).append(s)
        code = [t for t in sc.tokens if not t.directive]
        self.if_lines = set(sc.line_of(t.start) for t in code if t.text == "if")
        self.if_lines |= set(self.sites)
        self.line_if = {}
        if want_if_lines:
            ctx = ctx_cls(sc)
            ctx.index_lines()
            for line in want_if_lines:
                if line not in self.sites:
                    li = ctx.line_if(line)
                    if li is not None:
                        self.line_if[line] = li

    def func_at(self, line):
        """The function around line ("MACRO(ARG)" for one a macro makes)."""
        for k, (n, a, b) in enumerate(self.funcs):
            if a <= line <= b:
                return "%s(%s)" % (n, self.made[k]) if k in self.made else n
        return None

    def matches_at(self, line, printed):
        """Whether the function around line is the one the profiler
        printed: its name (a prefix when the printed name is 30 bytes,
        cut), or, for a function a macro makes from ARG
        (SYSCALL_DEFINE1(ARG, ...) makes __do_sys_ARG), ARG or ARG after
        a prefix of lower-case words (__do_sys_, __se_sys_, __)."""
        for k, (n, a, b) in enumerate(self.funcs):
            if a <= line <= b:
                if _func_matches(n, printed):
                    return True
                arg = self.made.get(k)
                return arg is not None and any(_func_matches(x, printed) for x in _made_names(arg, printed))
        return False


def _made_names(arg, printed):
    """The names a macro-made function of ARG can have that fit printed."""
    out = [arg]
    cut = printed.find(arg[:max(1, min(len(arg), 30))])
    if cut > 0 and re.match(r"^[a-z0-9_]*_$", printed[:cut]):
        out.append(printed[:cut] + arg)
    return out


def _func_matches(name, printed):
    if len(printed.encode("utf-8", "surrogateescape")) >= 30:
        return name.startswith(printed)
    return name == printed


# ---- the matcher ------------------------------------------------------------------

def kernel_sites(recs, c):
    from . import coverage as C
    tree = c.tree
    files = Files(tree, c.arch)
    files.arch = c.arch
    hints = set(HINTS) | set(n for n in tree.macros if n not in KNOWN)
    facts_of = {}
    macros = [None]

    def facts(rel, lines_all):
        if rel not in facts_of:
            if macros[0] is None:
                dirs = set()
                for cs, kept in cand_cache.values():
                    dirs.update(os.path.dirname(f).replace(os.sep, "/") + "/" for f in kept)
                macros[0] = Macros(files, hints, read_config(files.build), dirs)
            try:
                sc = scan_file(os.path.join(tree.root, rel), tree.macros, name=rel,
                               through=macros[0].for_file(rel))
                facts_of[rel] = FileFacts(sc, lines_all, C.Context)
            except OSError:
                facts_of[rel] = None
        return facts_of[rel]

    # the functions the rows of each printed basename name: a file is
    # read once, for all of them
    funcs_of = {}
    for r in recs:
        funcs_of.setdefault((r["file"], r["cut"]), set()).add(r["func"])
    present = {}

    def has_name(rel, key, func):
        got = present.get((rel, key))
        if got is None:
            try:
                with open(os.path.join(tree.root, rel), "rb") as f:
                    raw = f.read()
            except OSError:
                raw = b""
            names = set(_WORD.findall(raw))
            got = present[(rel, key)] = set(
                x for x in funcs_of[key] if (x.encode("utf-8", "surrogateescape") in raw
                                             if len(x.encode("utf-8", "surrogateescape")) >= 30
                                             else x.encode("utf-8", "surrogateescape") in names))
        return func in got

    # the lines branch_all's rows name in each basename: line_if computed
    # for them when a file is scanned
    all_lines = {}
    for r in recs:
        if r["table"] == "all":
            all_lines.setdefault(r["file"], set()).add(r["line"])

    summary = {}
    tied = {}        # (rel, line, table) -> [row]
    ambiguous = {}   # (rel, line) -> why
    not_tied = []    # (row, reason, why)
    cand_cache = {}
    for r in recs:
        key = (r["file"], r["cut"])
        if key not in cand_cache:
            cs = files.candidates(r["file"], r["cut"])
            cand_cache[key] = (cs, [f for f in cs if not files.excluded(f)])
    if files.db is None:
        files.look_for_objects(f for cs, kept in cand_cache.values() for f in kept)
    for r in recs:
        key = (r["file"], r["cut"])
        cs, kept = cand_cache[key]
        if not cs:
            not_tied.append((r, "no-file", "no file named %s%s under %s" % (
                r["file"], "..." if r["cut"] else "", tree.root)))
            continue
        if not kept:
            not_tied.append((r, "excluded", "only %s, left out" % ", ".join(cs[:4])))
            continue
        with_fn = [f for f in kept if has_name(f, key, r["func"])]
        match, near = [], []
        for f in with_fn:
            ff = facts(f, all_lines.get(r["file"]))
            if ff is None:
                continue
            if not ff.matches_at(r["line"], r["func"]):
                continue
            ok = r["line"] in (ff.sites if r["table"] == "annotated" else ff.if_lines)
            (match if ok else near).append(f)
        if len(match) > 1:
            built = [f for f in match if files.built(f)]
            if built:
                match = built
        elif len(match) == 1 and not files.built(match[0]):
            not_tied.append((r, "not-built", "%s has %s at line %d but was not built" % (
                match[0], r["func"], r["line"])))
            continue
        if len(match) == 1:
            tied.setdefault((match[0], r["line"], r["table"]), []).append(r)
        elif match:
            why = "%s at line %d of %s%s: %d files can have made the row: %s" % (
                r["func"], r["line"], r["file"], "..." if r["cut"] else "", len(match),
                ", ".join(match[:6]))
            not_tied.append((r, "ambiguous", why))
            if r["table"] == "annotated":
                for f in match:
                    ambiguous[(f, r["line"])] = why
        elif near:
            not_tied.append((r, "no-hint", "%s has %s around line %d but no %s on it%s" % (
                ", ".join(near[:4]), r["func"], r["line"],
                "likely()/unlikely()" if r["table"] == "annotated" else "if",
                " (a macro of the project's own: --macro NAME=PC)" if r["table"] == "annotated" else "")))
        else:
            not_tied.append((r, "no-function", "no file named %s%s%s has %s around line %d" % (
                r["file"], "..." if r["cut"] else "",
                " (of %d, %d left out)" % (len(cs), len(cs) - len(kept)) if len(cs) != len(kept) else "",
                r["func"], r["line"])))

    out = []
    rows_tied = {}
    files_done = sorted(set(k[0] for k in tied) | set(k[0] for k in ambiguous))
    annotated_files = set(k[0] for k in tied if k[2] == "annotated")
    for rel in files_done:
        ff = facts_of.get(rel)
        if ff is None:
            continue
        has_annotated = rel in annotated_files
        for line in sorted(ff.sites):
            group = ff.sites[line]
            rs = tied.get((rel, line, "annotated"), [])
            if not rs and not has_annotated and (rel, line) not in ambiguous:
                continue  # a file only branch_all names: its sites are not listed
            ds = []
            for s in group:
                d = C._site_dict(s, c)
                d["func"] = ff.func_at(line)
                if s.via:
                    d["via"] = s.via
                ds.append(d)
            out.extend(ds)
            if (rel, line) in ambiguous and not rs:
                for d in ds:
                    C._not_judged(d, ambiguous[(rel, line)])
                continue
            if not rs:
                for d in ds:
                    if rel.endswith(C.HEADER_EXTS):
                        C._not_judged(d, "no row for line %d in branch_annotated: not proof that no "
                                         "code is there (a header's rows are only of the units built "
                                         "with branch profiling)" % line)
                    else:
                        C._compiled_out(d, "no row for line %d in branch_annotated" % line)
                continue
            _place(rel, line, group, ds, rs, c, C, not_tied, rows_tied)
    # branch_all: rows tied to a line without a hint: a missing hint?
    for (rel, line, table), rs in sorted(tied.items()):
        if table != "all":
            continue
        for r in rs:
            rows_tied.setdefault(id(r), r)
        ff = facts_of.get(rel)
        if ff is None or line in ff.sites or len(rs) != 1 or line not in ff.line_if:
            continue
        li = ff.line_if[line]
        u = C._unhinted(c, rel, line, li[1], li[0], rs[0]["hit"] + rs[0]["miss"], rs[0]["hit"])
        if u:
            u["func"] = ff.func_at(line)
            out.append(u)
    c.kernel = _summary(recs, rows_tied, not_tied)
    return out


def _place(rel, line, group, ds, rs, c, C, not_tied, rows_tied):
    """The rows of one line given to its hint sites (see the module's doc)."""
    unsure = [s for s in group if s.alts > 1]
    if unsure:
        why = "%s has definitions (under #if) with different hints: which one this build " \
              "used is not known (give the build's configuration: $KBUILD_OUTPUT with " \
              "include/generated/autoconf.h)" % unsure[0].via
        for d in ds:
            C._not_judged(d, why)
        for r in rs:
            not_tied.append((r, "macro-definitions", "%s:%d: %s" % (rel, line, why)))
        return
    kinds = set((s.macro, s.expr, s.via, s.col) for s in group)
    n = len(group)
    if len(kinds) > 1:
        why = "%d hints on line %d (%s): the kernel names each only by function, file and " \
              "line" % (n, line, ", ".join("%s(%s)%s" % (s.macro, s.expr, " in " + s.via if s.via else "")
                                           for s in group[:4]))
        for d in ds:
            C._not_judged(d, why)
        for r in rs:
            not_tied.append((r, "several-hints", "%s:%d: %s" % (rel, line, why)))
        return
    if n > 1:
        # one condition counted n times (WARN_ON): the rows come in n
        # equal groups, one per copy
        counts = {}
        for r in rs:
            k = (r["correct"], r["incorrect"], r["constant"])
            counts[k] = counts.get(k, 0) + 1
        if any(v % n for v in counts.values()):
            why = "%d copies of %s(%s) in %s on line %d, and its %d rows do not come in %d " \
                  "equal groups: not told apart" % (n, group[0].macro, group[0].expr, group[0].via,
                                                     line, len(rs), n)
            for d in ds:
                C._not_judged(d, why)
            for r in rs:
                not_tied.append((r, "several-hints", "%s:%d: %s" % (rel, line, why)))
            return
        keep = []
        for k, v in sorted(counts.items()):
            keep += [r for r in rs if (r["correct"], r["incorrect"], r["constant"]) == k][:v // n]
        for d in ds[1:]:
            C._not_judged(d, "the same condition as nth 0 (%s counts %s(%s) %d times): its rows "
                             "are given there" % (group[0].via, group[0].macro, group[0].expr, n))
        for r in rs:
            rows_tied[id(r)] = r
        _judge_rows(ds[0], group[0], keep, c, C)
        ds[0]["copies"] = n
        return
    for r in rs:
        rows_tied[id(r)] = r
    _judge_rows(ds[0], group[0], rs, c, C)


def _judge_rows(d, s, rs, c, C):
    likely = s.macro == "likely"
    d["count"] = sum(r["correct"] + r["incorrect"] for r in rs)
    d["hits"] = sum(r["correct"] if likely else r["incorrect"] for r in rs)
    if len(rs) > 1 and not any(r["constant"] for r in rs):
        # one row per unit that compiled it (a header's static inline, a
        # function made by a macro): parts, judged apart when they disagree
        d["count"] = d["hits"] = 0
        names, parts = {}, []
        for r in rs:
            names[r["func"]] = names.get(r["func"], 0) + 1
            label = r["func"] if names[r["func"]] == 1 else "%s (row %d)" % (r["func"], names[r["func"]])
            parts.append((label, r["correct"] + r["incorrect"], r["correct"] if likely else r["incorrect"]))
        C._by_parts(d, parts, c, "row")
        return
    if any(r["constant"] for r in rs):
        d["constant"] = 1
        d["why"] = "the compiler proved the condition constant (%d of %d evaluations)" % (
            sum(r["constant"] for r in rs), d["count"])


def _evals(r):
    return r["correct"] + r["incorrect"] if r["table"] == "annotated" else r["miss"] + r["hit"]


def _summary(recs, rows_tied, not_tied):
    out = {}
    for r in recs:
        t = out.setdefault(r["table"], {"rows": 0, "evaluations": 0, "tied_rows": 0,
                                        "tied_evaluations": 0, "not_tied": {}})
        t["rows"] += 1
        t["evaluations"] += _evals(r)
    for r in rows_tied.values():
        t = out[r["table"]]
        t["tied_rows"] += 1
        t["tied_evaluations"] += _evals(r)
    for r, reason, why in not_tied:
        t = out[r["table"]]["not_tied"].setdefault(reason, {"rows": 0, "evaluations": 0, "listed": []})
        t["rows"] += 1
        t["evaluations"] += _evals(r)
        if len(t["listed"]) < LIST:
            t["listed"].append({"func": r["func"], "file": r["file"], "line": r["line"],
                                "evaluations": _evals(r), "why": why})
    for t in out.values():
        for v in t["not_tied"].values():
            v["listed"].sort(key=lambda x: -x["evaluations"])
    return out


def add_summary(a, b):
    """Two summaries of rows (reports merged) as one."""
    import copy
    if a is None:
        return copy.deepcopy(b)
    for table, t in b.items():
        have = a.setdefault(table, {"rows": 0, "evaluations": 0, "tied_rows": 0,
                                    "tied_evaluations": 0, "not_tied": {}})
        for k in ("rows", "evaluations", "tied_rows", "tied_evaluations"):
            have[k] += t.get(k, 0)
        for reason, v in t.get("not_tied", {}).items():
            h = have["not_tied"].setdefault(reason, {"rows": 0, "evaluations": 0, "listed": []})
            h["rows"] += v.get("rows", 0)
            h["evaluations"] += v.get("evaluations", 0)
            h["listed"] = sorted(h["listed"] + list(v.get("listed", [])),
                                 key=lambda x: -x.get("evaluations", 0))[:LIST]
    return a


def summary_lines(summary):
    """The summary as lines for a reader ("kernel branch_annotated: N
    rows, ..."; the commands print them on stderr once all went well)."""
    lines = []
    for table in ("annotated", "all"):
        t = (summary or {}).get(table)
        if not t:
            continue
        pct = 100.0 * t["tied_evaluations"] / t["evaluations"] if t["evaluations"] else 100.0
        lines.append("kernel branch_%s: %d rows, %d evaluations; tied to a site: %d rows, %d evaluations "
                     "(%.1f%%)%s" % (table, t["rows"], t["evaluations"], t["tied_rows"],
                                     t["tied_evaluations"], pct,
                                     "; not tied: " + ", ".join(
                                         "%s %d rows (%d evaluations)" % (k, v["rows"], v["evaluations"])
                                         for k, v in sorted(t["not_tied"].items(),
                                                            key=lambda kv: -kv[1]["evaluations"]))
                                     if t["not_tied"] else ""))
    return lines


def candidates(tree, base, cut):
    """The files under the root named base (cut: whose name starts with
    base, the kernel having cut it to 20 bytes)."""
    if cut:
        return sorted(f for b, fs in tree.by_base.items() if b.startswith(base) for f in fs)
    return sorted(tree.by_base.get(base, []))
