# SPDX-License-Identifier: MIT
"""Where "#include <probable.h>" goes in a file that gets probable() calls
and does not include it: where no line moves, where a person would put it.

    include_edit(scan, first_use, spelling=None, root=None, path=None)
        -> None (the file includes it already) or Include

The include takes the place of an empty line (spaces and tabs at most)
that is already there, so that no later line changes its number
(__LINE__ in assert() and in log and error messages stays what it was):
a line at the top level of the file (outside any comment, any
declaration or function, any conditional block: the #ifndef/#define/#endif
guard that wraps a whole header aside), before the first use and after
what the include must follow: the last top-level #include before the first
use, the guard's #define or a leading "#pragma once", and a top-level
#define or #undef of a reserved or PROBABLE_ name (_GNU_SOURCE,
PROBABLE_NO_SHORT_NAMES) before the first use.  The first such line is
taken; its line ending stays.

Where there is none, the include is a new line after the last of those
(else at the first line of the file after its leading comment), and every
later line moves down by one: Include.moves is True, and line_users()
names the lines below that use __LINE__ (directly, or through a macro whose
definition uses it, followed through macros: assert() and a project's own
log and error macros), for the caller to refuse the file or say why moving
them is harmless.

The new line follows the file: its line ending is that of the line it
follows (CRLF in a CRLF file), and "#include" is spelled with the
indentation and spacing of the file's own last #include.  The spelling of
the header is --add-include's, else the file's own: "probable.h" when the
file includes its own headers with quotes (with their common directory
prefix when probable.h is there under root), <probable.h> otherwise.
"""

import bisect
import os
import re
import subprocess

from .. import scan as S
from .prove import _command

INCLUDE_RE = re.compile(r'#\s*include\s*([<"])([^>"]*)[>"]')
HEAD_RE = re.compile(r'([ \t]*)(#|%:)([ \t]*)include([ \t]*)')
OURS = ("probable.h", "probable_likely.h")
# the C library's macros that use __LINE__ (their headers are not read)
LIBRARY_LINE_MACROS = ("assert",)
LINE_NAMES = ("__LINE__", "__builtin_LINE", "source_location")


class Include:
    """An edit of the text: text[start:end] becomes text; moves when it adds
    a line (every later line moves down by one)."""

    def __init__(self, start, end, text, spelling, moves, line):
        self.start = start
        self.end = end
        self.text = text
        self.spelling = spelling
        self.moves = moves
        self.line = line        # the line number it gets

    def __repr__(self):
        return "Include(%d, %d, %r, moves=%s)" % (self.start, self.end, self.text, self.moves)


def _includes(scan):
    """[(name tokens, quote, header name, top level?)] of the #include lines."""
    out = []
    for name, ts in scan.directives:
        if name != "include":
            continue
        line = scan.text[ts[0].start:ts[-1].end].replace("\\\n", "")
        m = INCLUDE_RE.match(line)
        if not m:
            continue
        out.append((ts, m.group(1), m.group(2), scan._stack_of(ts[0]) == ()))
    return out


def includes_probable(scan):
    return any(os.path.basename(h) in OURS and top for _, _, h, top in _includes(scan))


def spelling_for(scan, root=None, path=None):
    quoted = [h for _, q, h, _ in _includes(scan) if q == '"']
    if not quoted:
        return "<probable.h>"
    dirs = set(os.path.dirname(h) for h in quoted)
    if len(dirs) == 1:
        d = dirs.pop()
        if d and root and os.path.isfile(os.path.join(root, d, "probable.h")):
            return '"%s/probable.h"' % d
    return '"probable.h"'


def _after(scan, first_use):
    """The offset the include must come after (the end of the directive
    it follows), or None: the last top-level #include before the first use,
    the guard's #define, a leading #pragma once, a top-level #define or
    #undef of a reserved or PROBABLE_ name."""
    after = None
    for name, ts in scan.directives:
        if ts[0].start >= first_use:
            break
        top = scan._stack_of(ts[0]) == () and _depth(scan, ts[0].start) == 0
        if name == "include" and top and INCLUDE_RE.match(
                scan.text[ts[0].start:ts[-1].end].replace("\\\n", "")):
            after = ts[-1].end
        elif scan.guard and name == "define" and len(ts) > 2 and ts[2].text == scan.guard[2] \
                and scan.line_of(ts[0].start) > scan.guard[0]:
            after = ts[-1].end
        elif name == "pragma" and len(ts) > 2 and ts[2].text == "once" and top:
            after = ts[-1].end
        elif name in ("define", "undef") and top and len(ts) > 2 and ts[2].kind == "ident" \
                and (ts[2].text.startswith("_") or ts[2].text.startswith("PROBABLE_")):
            after = ts[-1].end
    return after


def _comments(text, a, b):
    """The comment spans in text[a:b], a stretch with no tokens in it."""
    out = []
    i = a
    while i < b:
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = len(text) if j < 0 else j + 2
            out.append((i, j))
            i = j
        elif text.startswith("//", i):
            j = i
            while True:
                j = text.find("\n", j)
                if j < 0:
                    j = len(text)
                    break
                if text[j - 1:j] == "\\" or text[j - 2:j] == "\\\r":
                    j += 1
                    continue
                break
            out.append((i, j))
            i = j
        else:
            i += 1
    return out


def _ending(text, at):
    """The line ending of the line that ends at or after offset at."""
    j = text.find("\n", at)
    if j < 0:
        return None
    return "\r\n" if j > 0 and text[j - 1] == "\r" else "\n"


def _file_ending(text):
    crlf = text.count("\r\n")
    return "\r\n" if crlf and crlf * 2 >= text.count("\n") else "\n"


def _head(scan, first_use):
    """'#include ' as the file spells its last top-level #include before the
    first use (else its last top-level one, else its last one): its
    indentation, the spaces after # and after include; else '#include '."""
    incs = _includes(scan)
    for pick in ([i for i in incs if i[3] and i[0][0].start < first_use], [i for i in incs if i[3]],
                 incs):
        heads = [HEAD_RE.match(scan.text, scan.line_start(ts[0].start)) for ts, _, _, _ in pick]
        heads = [m for m in heads if m]
        if heads:
            m = heads[-1]
            return "%s#%sinclude%s" % (m.group(1), m.group(3), m.group(4) or "")
    return "#include "


def empty_lines(scan, a, b):
    """The offsets (start, end of content) of the empty lines (spaces and
    tabs at most) between offsets a and b that are at the top level: no
    comment, declaration or function open across them, no conditional
    block but the guard, not the continuation of a directive."""
    toks = scan.tokens
    starts = [t.start for t in toks]
    code, code_starts, depth_at, opener = _depths(scan)
    open_blocks = [(o, c) for o, c, _ in scan.conditionals if not (scan.guard and o == scan.guard[0])]
    text = scan.text
    out = []
    pos = scan.line_start(a) if a > 0 and text[a - 1] != "\n" else a
    if pos < a:
        pos = scan.line_end(a)
    while pos < b:
        end = text.find("\n", pos)
        if end < 0:
            end = len(text)
        content_end = end - 1 if end > pos and text[end - 1] == "\r" else end
        line = text[pos:content_end]
        nxt = end + 1
        if end < len(text) and line.strip(" \t") == "":
            k = bisect.bisect_left(starts, pos)
            prev = toks[k - 1] if k else None
            c = bisect.bisect_left(code_starts, pos)
            ok = c == 0 or _ends_declaration(toks, code[c - 1], depth_at, opener)
            # a directive or a // comment continued onto this line
            if pos >= 2 and (text[pos - 2] == "\\" or text[pos - 3:pos - 1] == "\\\r"):
                ok = False
            gap_start = prev.end if prev is not None else 0
            for c0, c1 in _comments(text, gap_start, pos):
                if c0 < pos < c1:
                    ok = False
            ln = scan.line_of(pos)
            if any(o < ln < c for o, c in open_blocks):
                ok = False
            if ok:
                out.append((pos, content_end))
        pos = nxt
    return out


def _depths(scan):
    """(indexes of the code tokens, their offsets, index -> bracket depth
    after it (extern "C" blocks not counted), closer -> opener)."""
    cached = getattr(scan, "_include_depths", None)
    if cached is not None:
        return cached
    toks = scan.tokens
    code = [k for k, t in enumerate(toks) if not t.directive]
    code_starts = [toks[k].start for k in code]
    depth_at, opener, stack = {}, {}, []
    for k in code:
        x = toks[k].text
        if x in ("(", "[", "{", "<%", "<:"):
            stack.append(k)
        elif x in (")", "]", "}", "%>", ":>") and stack:
            opener[k] = stack.pop()
        # the depth not counting extern "C" { } (where a file's own includes may be)
        depth_at[k] = sum(1 for o in stack if not _extern_c(toks, o))
    scan._include_depths = (code, code_starts, depth_at, opener)
    return scan._include_depths


def _depth(scan, pos):
    """The bracket depth at offset pos (extern "C" blocks not counted)."""
    code, code_starts, depth_at, _ = _depths(scan)
    c = bisect.bisect_left(code_starts, pos)
    return depth_at[code[c - 1]] if c else 0


def _extern_c(toks, o):
    """Whether the { at o opens an extern "C" block."""
    return toks[o].text in ("{", "<%") and o >= 2 and toks[o - 1].kind == "string" \
        and toks[o - 2].text == "extern"


def _ends_declaration(toks, k, depth_at, opener):
    """Whether the code token at k ends a top-level declaration or
    definition (a ; or the } of a function, namespace or extern "C" block)
    or opens an extern "C" block; extern "C" blocks count as the top
    level."""
    if depth_at[k] != 0:
        return False
    if toks[k].text == ";" or _extern_c(toks, k):
        return True
    if toks[k].text not in ("}", "%>") or k not in opener:
        return False
    o = opener[k]
    b = toks[o - 1] if o > 0 else None
    if b is None:
        return False
    if b.text == ")" or b.text in ("const", "override", "final", "noexcept"):
        return True     # a function's body
    if b.kind == "string" or (o > 1 and toks[o - 2].text == "namespace") or b.text == "namespace":
        return True     # extern "C" { }, namespace N { }
    return False


def include_edit(scan, first_use, spelling=None, root=None, path=None):
    if includes_probable(scan):
        return None
    if spelling is None:
        spelling = spelling_for(scan, root, path)
    head = _head(scan, first_use)
    after = _after(scan, first_use)
    text = scan.text
    use_line_start = scan.line_start(first_use)
    lines = empty_lines(scan, scan.line_end(after) if after is not None else 0, use_line_start)
    if lines:
        start, end = lines[0]
        return Include(start, end, head + spelling, spelling, False, scan.line_of(start))
    if after is not None:
        at = scan.line_end(after)
    elif scan.tokens:
        at = scan.line_start(scan.tokens[0].start)
    else:
        at = len(text)
    # the ending of the line it follows (else of the line it goes before)
    nl = (_ending(text, at - 1) if at > 0 else None) or _ending(text, at) or _file_ending(text)
    new = head + spelling + nl
    if at > 0 and text[at - 1] != "\n":
        new = nl + new
    line = scan.line_of(at) + (1 if new.startswith(nl) else 0)
    return Include(at, at, new, spelling, True, line)


# ---- the lines that move and use __LINE__ ---------------------------------------------

def line_macros(*definitions):
    """The names of the macros whose definitions use __LINE__, directly or
    through other macros (each argument: name -> [Define], or a list of
    (name, body texts)), and the C library's assert()."""
    bodies = {}
    for defs in definitions:
        items = defs.items() if isinstance(defs, dict) else defs
        for name, ds in items:
            for d in (ds if isinstance(ds, list) else [ds]):
                texts = d.body_texts if hasattr(d, "body_texts") else tuple(d)
                bodies.setdefault(name, []).append(set(texts))
    users = set(n for n in LIBRARY_LINE_MACROS if n not in bodies)
    changed = True
    while changed:
        changed = False
        for name, bs in bodies.items():
            if name in users:
                continue
            if any(b & set(LINE_NAMES) or b & users for b in bs):
                users.add(name)
                changed = True
    return users


def line_users(scan, start, macros):
    """[(line, name)] of the lines after offset start whose code uses
    __LINE__ or a macro of macros (line_macros()), up to a #line directive
    that sets the numbers again."""
    out = []
    seen = set()
    names = set(LINE_NAMES) | set(macros)
    ended = None
    for name, ts in scan.directives:
        if name == "line" and ts[0].start >= start and scan._stack_of(ts[0]) == ():
            ended = ts[0].start
            break
    for t in scan.tokens:
        if t.start < start or t.kind != "ident" or t.text not in names:
            continue
        if ended is not None and t.start >= ended:
            break
        if t.directive:
            # only #if and #elif expressions expand macros where they are
            d = next((n for n, ts in scan.directives if ts[0].directive == t.directive), "")
            if d not in ("if", "elif"):
                continue
        line = scan.line_of(t.start)
        if (line, t.text) not in seen:
            seen.add((line, t.text))
            out.append((line, t.text))
    return out


def unit_macros(directory, arguments, timeout=60):
    """name -> [Define] of every macro the unit's own command defines at its
    end (its -dM -E output), or None when it cannot be run."""
    # the options the proof drops (-o, -MD, -Wp,-MD,FILE, ...): nothing is written
    compiler, flags, lang = _command(arguments, None)
    args = [compiler] + (["-x", lang] if lang else []) + flags
    try:
        p = subprocess.run(args + ["-dM", "-E"], cwd=directory, capture_output=True, timeout=timeout)
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    if p.returncode != 0:
        return None
    sc = S.scan_text(p.stdout.decode("latin-1"), "<-dM>")
    return {n: ds for n, ds in sc.defines.items()
            if not n.startswith("PROBABLE_") and not n.startswith("probable")}


def describe_users(users, limit=8):
    """"12 (assert), 40 (LOG)" for the message."""
    by_line = {}
    for line, name in users:
        by_line.setdefault(line, []).append(name)
    items = ["%d (%s)" % (ln, ", ".join(ns)) for ln, ns in sorted(by_line.items())]
    more = len(items) - limit
    return ", ".join(items[:limit]) + (" and %d more" % more if more > 0 else "")


__all__ = ["Include", "include_edit", "includes_probable", "spelling_for", "empty_lines",
           "line_macros", "line_users", "unit_macros", "describe_users"]
