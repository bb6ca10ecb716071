# SPDX-License-Identifier: MIT
"""Hint sites in C and C++ source, found with a tokenizer that sees the
text as the preprocessor does: comments, string and character literals
(prefixed and raw), backslash-newline continuations, #directives and the
#if nesting they make.

    scan_text(text, file="x.c", macros=None, through=None) -> Scan
    scan_file(path, macros=None, name=None, through=None)  -> Scan (OSError passes through)

through: {NAME: [Define]}, function-like macros (a tree's headers', as
the caller chose them) to look through: each use NAME(...) of one whose
expansion holds hint calls (directly or through other macros of through
or of the file's own #defines) gives one Site per hint call of the
expansion, at the use: line, col and span of the use, macro and expr of
the hint (its argument with the use's arguments put in), via NAME, alts
the number of different hint lists NAME's definitions give (more than 1:
the build's #if decides).  A hint written in the use's own arguments is
the file's own site, not the macro's.  Without through (probable-fix's
scan) only hint calls written in the file are sites, via None.

A Scan has .sites (list of Site, source order), .defines (name -> list of
Define: every #define of the file, function-like or not), .tokens, .text
(the file decoded as latin-1, so an offset is a byte offset), .line_of(),
.col_of(), .conditionals (the #if/#ifdef/#ifndef blocks), .guard (the
include guard that wraps the whole file, or None) and .functions() (each
function definition's name, first and last line).

A Site has: file, line (of the macro name), end_line (of the closing
parenthesis), col (1-based byte column of the macro name), nth (ordinal
among the calls on that line with the same macro and the same expr), macro,
kind ("branch", "unaligned"), expr (the condition, or the pointer of an
unaligned access, spelled as #x spells it), declared (the pc, an int, or
None when not a constant the file gives), args (the argument token lists),
span (start, end) byte offsets of the whole call, name_span, pc_span (the
pc argument, or None), conditional (tuple of the #if lines it sits in,
outermost first, a whole-file include guard aside), via (the macro used
at the line when the call is inside its expansion, else None; see
through).

The names recognised: probable(), PROBABLE_PROBABLE(), the get/put
unaligned _p forms (and PROBABLE_ upper-case ones), likely()/unlikely()
(declared PROBABLE_LIKELY_PC 90 / PROBABLE_UNLIKELY_PC 10),
__builtin_expect(x, c) (90 when c is 1, 10 when 0),
__builtin_expect_with_probability(x, c, p) (p or 1 - p, in percent),
[[likely]]/[[unlikely]] (expr "", declared 90/10), user macros given as
{NAME: PC} (PC None: the pc is the call's last argument), and macros the
file itself defines through PROBABLE_MACRO_SITE(NAME, cond, #x, pc) or
PROBABLE_MACRO_VALUE_SITE(NAME, x, #x, pc).
Standard library only.
"""

import bisect
import os
import re

# the calls through which a project defines its own hint macro (probable.h):
# the condition's truth as a long 0 or 1, and the condition's value as a long
MACRO_SITES = ("PROBABLE_MACRO_SITE", "PROBABLE_MACRO_VALUE_SITE")

# ---- tokens ------------------------------------------------------------------

PUNCTUATORS = sorted(
    """%:%: ... <<= >>= -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |=
    ## <: :> <% %> %: :: [ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , # @""".split(),
    key=len, reverse=True)
STRING_PREFIXES = ("u8", "u", "U", "L", "")
_IDENT_START = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$")
_IDENT_CHARS = _IDENT_START | set("0123456789")


def _ident_start(c):
    return c in _IDENT_START or ord(c) >= 0x80


def _ident_char(c):
    return c in _IDENT_CHARS or ord(c) >= 0x80


class Token:
    __slots__ = ("kind", "text", "start", "end", "ws", "directive", "bol")

    def __init__(self, kind, text, start, end, ws, directive, bol):
        self.kind = kind            # ident, number, string, char, punct, other
        self.text = text            # continuations removed
        self.start = start          # offsets in the original text
        self.end = end
        self.ws = ws                # whitespace or a comment before it
        self.directive = directive  # number of the # line it is part of (0: none)
        self.bol = bol              # first token of its (logical) line

    def __repr__(self):
        return "Token(%r, %r)" % (self.kind, self.text)


_NL = re.compile("\n")
_CONT = re.compile(r"\\\r?\n")


def splice(text):
    """Remove backslash-newlines: (spliced text, map to original offsets)."""
    if "\\" not in text:
        return text, None
    cuts = [(m.start(), m.end()) for m in _CONT.finditer(text)]
    if not cuts:
        return text, None
    out, pos, at = [], [], 0
    for c0, c1 in cuts:
        out.append(text[at:c0])
        pos.extend(range(at, c0))
        at = c1
    out.append(text[at:])
    pos.extend(range(at, len(text)))
    pos.append(len(text))
    return "".join(out), pos


def _splice_cuts(text):
    """splice() with the map as the cuts: (spliced text, None) without
    continuations, else (text, (at, shift)): a spliced offset k is
    original k + shift[bisect_right(at, k)]."""
    if "\\" not in text:
        return text, None
    out, at, shift, prev, removed = [], [], [0], 0, 0
    for m in _CONT.finditer(text):
        out.append(text[prev:m.start()])
        removed += m.end() - m.start()
        at.append(m.start() - (removed - (m.end() - m.start())))
        shift.append(removed)
        prev = m.end()
    if not at:
        return text, None
    out.append(text[prev:])
    return "".join(out), (at, shift)


def _quoted(s, i, quote):
    n = len(s)
    i += 1
    while i < n:
        c = s[i]
        if c == "\\" and i + 1 < n:
            i += 2
            continue
        if c == quote:
            return i + 1
        if c == "\n":
            return i
        i += 1
    return n


def _raw(s, i):
    j = s.find("(", i + 1)
    if j < 0 or j - i - 1 > 16 or any(c in ' \\\t\n)' for c in s[i + 1:j]):
        return _quoted(s, i, '"')
    end = ")" + s[i + 1:j] + '"'
    k = s.find(end, j + 1)
    return len(s) if k < 0 else k + len(end)


_ID = r"[A-Za-z_$]|[^\x00-\x7f]"
_IDC = r"[A-Za-z0-9_$]|[^\x00-\x7f]"
_MASTER = re.compile(
    r"(?P<nl>\n)|(?P<sp>[ \t\r\f\v]+)|(?P<bc>/\*(?:.*?\*/|.*\Z))|(?P<lc>//[^\n]*)"
    r"|(?P<ident>(?:%s)(?:%s)*)" % (_ID, _IDC) +
    r"|(?P<number>(?:[0-9]|\.[0-9])(?:[eEpP][+-]|%s|\.|'(?:%s))*)" % (_IDC, _IDC) +
    r"""|(?P<string>"(?:[^"\\\n]|\\.|\\\Z)*(?:"|(?=\n)|\Z))"""
    r"""|(?P<char>'(?:[^'\\\n]|\\.|\\\Z)*(?:'|(?=\n)|\Z))"""
    r"|(?P<punct>%s)" % "|".join(re.escape(p) for p in PUNCTUATORS) +
    r"|(?P<other>.)", re.S)


def tokenize(text):
    """The preprocessing tokens of text (with continuations spliced): one
    regular expression per token, the same tokens as tokenize_slow()."""
    s, cuts = _splice_cuts(text)
    toks = []
    append = toks.append
    i, n = 0, len(s)
    ws, bol = False, True
    directive = ndirectives = 0
    first = True
    match = _MASTER.match
    while i < n:
        m = match(s, i)
        kind = m.lastgroup
        j = m.end()
        if kind == "nl":
            ws = bol = first = True
            directive = 0
            i = j
            continue
        if kind in ("sp", "bc", "lc"):
            ws = True
            i = j
            continue
        start = i
        if bol and (s[i] == "#" or s.startswith("%:", i)):
            ndirectives += 1
            directive = ndirectives
        bol = False
        if kind == "ident" and j < n:
            c = s[j]
            if c in "\"'" and s[start:j] in STRING_PREFIXES:
                j = _quoted(s, j, c)
                kind = "string" if c == '"' else "char"
            elif c == '"' and s[j - 1] == "R" and s[start:j - 1] in STRING_PREFIXES and not directive:
                j = _raw(s, j)
                kind = "string"
        if cuts is None:
            append(Token(kind, s[start:j], start, j, ws, directive, first))
        else:
            at, shift = cuts
            k0 = bisect.bisect_right(at, start)
            k1 = bisect.bisect_right(at, j - 1)
            append(Token(kind, s[start:j], start + shift[k0], j + shift[k1], ws, directive, first))
        ws = first = False
        i = j
    return toks


def tokenize_slow(text):
    """tokenize() one character at a time (the reference the fast one is tested against)."""
    s, pos = splice(text)
    toks = []
    i, n = 0, len(s)
    ws, bol = False, True
    directive = ndirectives = 0
    first = True

    def at(k):
        return k if pos is None else pos[k]

    while i < n:
        c = s[i]
        if c == "\n":
            ws = bol = first = True
            directive = 0
            i += 1
            continue
        if c in " \t\r\f\v":
            ws = True
            i += 1
            continue
        if c == "/" and s.startswith("/*", i):
            j = s.find("*/", i + 2)
            i = n if j < 0 else j + 2
            ws = True
            continue
        if c == "/" and s.startswith("//", i):
            j = s.find("\n", i)
            i = n if j < 0 else j
            ws = True
            continue
        if bol and (c == "#" or s.startswith("%:", i)):
            ndirectives += 1
            directive = ndirectives
        bol = False
        start = i
        if _ident_start(c):
            while i < n and _ident_char(s[i]):
                i += 1
            word = s[start:i]
            if i < n and s[i] in "\"'" and word in STRING_PREFIXES:
                i = _quoted(s, i, s[i])
                kind = "string" if s[start + len(word)] == '"' else "char"
            elif i < n and s[i] == '"' and word.endswith("R") and word[:-1] in STRING_PREFIXES \
                    and not directive:
                i = _raw(s, i)
                kind = "string"
            else:
                kind = "ident"
        elif c.isdigit() or (c == "." and i + 1 < n and s[i + 1].isdigit()):
            i += 1
            while i < n:
                if s[i] in "eEpP" and i + 1 < n and s[i + 1] in "+-":
                    i += 2
                elif _ident_char(s[i]) or s[i] == ".":
                    i += 1
                elif s[i] == "'" and i + 1 < n and _ident_char(s[i + 1]):
                    i += 2
                else:
                    break
            kind = "number"
        elif c in "\"'":
            i = _quoted(s, i, c)
            kind = "string" if c == '"' else "char"
        else:
            for p in PUNCTUATORS:
                if s.startswith(p, i):
                    i += len(p)
                    kind = "punct"
                    break
            else:
                i += 1
                kind = "other"
        toks.append(Token(kind, s[start:i], at(start), at(i - 1) + 1, ws, directive, first))
        ws = first = False
    return toks


def stringify(toks):
    """What #x gives for these tokens: one space where there was whitespace
    or a comment between two tokens, none at either end."""
    out = []
    for k, t in enumerate(toks):
        if k and t.ws:
            out.append(" ")
        out.append(t.text)
    return "".join(out)


def token_texts(text):
    """The token texts of a piece of source (a report's expr or cond)."""
    return tuple(t.text for t in tokenize(text))


# ---- integer constants ---------------------------------------------------------

def int_literal(text):
    t = text.replace("'", "")
    while t and t[-1] in "uUlLzZ":
        t = t[:-1]
    if t[-2:] in ("wb", "WB") and not t.lower().startswith("0x"):
        t = t[:-2]
    try:
        if t[:2] in ("0x", "0X"):
            return int(t[2:], 16)
        if t[:2] in ("0b", "0B"):
            return int(t[2:], 2)
        if len(t) > 1 and t[0] == "0":
            return int(t[1:], 8)
        return int(t, 10)
    except ValueError:
        return None


def float_literal(text):
    t = text.rstrip("fFlL")
    try:
        return float(t)
    except ValueError:
        return None


def const_value(texts, defines=None, depth=0):
    """The value of an integer constant expression of literals, ( ), unary
    + - and binary + - * / %, and object-like macros of defines (name ->
    list of Define; one definition only).  None when it cannot tell."""
    toks = list(texts)
    i = [0]

    def peek():
        return toks[i[0]] if i[0] < len(toks) else None

    def take():
        i[0] += 1
        return toks[i[0] - 1]

    def primary():
        t = peek()
        if t in ("+", "-"):
            take()
            v = primary()
            return -v if t == "-" else v
        if t == "(":
            take()
            v = add()
            if take() != ")":
                raise ValueError
            return v
        if t is None:
            raise ValueError
        take()
        if t[0].isdigit():
            v = int_literal(t)
            if v is None:
                raise ValueError
            return v
        ds = (defines or {}).get(t)
        if not ds or len(ds) != 1 or ds[0].params is not None or depth > 20:
            raise ValueError
        v = const_value(ds[0].body_texts, defines, depth + 1)
        if v is None:
            raise ValueError
        return v

    def mul():
        v = primary()
        while peek() in ("*", "/", "%"):
            op = take()
            w = primary()
            if op == "*":
                v *= w
            else:
                q = abs(v) // abs(w)
                if (v < 0) != (w < 0):
                    q = -q
                v = q if op == "/" else v - q * w
        return v

    def add():
        v = mul()
        while peek() in ("+", "-"):
            op = take()
            w = mul()
            v = v + w if op == "+" else v - w
        return v

    try:
        v = add()
    except (ValueError, ZeroDivisionError, IndexError, RecursionError):
        return None
    return v if i[0] == len(toks) else None


# ---- names -------------------------------------------------------------------

# name -> (kind, number of arguments or None, index of the expr argument,
#          index of the pc argument or None, fixed declared pc or None)
KNOWN = {
    "probable": ("branch", 2, 0, 1, None),
    "PROBABLE_PROBABLE": ("branch", 2, 0, 1, None),
    "likely": ("branch", 1, 0, None, 90),
    "unlikely": ("branch", 1, 0, None, 10),
    "__builtin_expect": ("branch", 2, 0, None, None),
    "__builtin_expect_with_probability": ("branch", 3, 0, None, None),
    "get_unaligned_p": ("unaligned", 2, 0, 1, None),
    "PROBABLE_GET_UNALIGNED_P": ("unaligned", 2, 0, 1, None),
    "put_unaligned_p": ("unaligned", 3, 1, 2, None),
    "PROBABLE_PUT_UNALIGNED_P": ("unaligned", 3, 1, 2, None),
}
for _op, _n, _i in (("get", 2, 0), ("put", 3, 1)):
    for _e in ("le", "be"):
        for _b in ("16", "32", "64"):
            _name = "%s_unaligned_%s%s_p" % (_op, _e, _b)
            KNOWN[_name] = ("unaligned", _n, _i, _n - 1, None)
            KNOWN["PROBABLE_" + _name.upper()] = ("unaligned", _n, _i, _n - 1, None)

CONDITIONAL_OPEN = ("if", "ifdef", "ifndef")
CONDITIONAL_ELSE = ("elif", "else", "elifdef", "elifndef")


class Define:
    """One #define: name, params (list of names, None for an object-like
    macro; a variadic one ends with "..."), body (tokens), body_texts,
    line, conditional (the #if lines it sits in), span of the directive."""

    __slots__ = ("name", "params", "body", "body_texts", "line", "conditional", "span", "file")

    def __init__(self, name, params, body, line, conditional, span, file):
        self.name = name
        self.params = params
        self.body = body
        self.body_texts = tuple(t.text for t in body)
        self.line = line
        self.conditional = conditional
        self.span = span
        self.file = file

    def __repr__(self):
        return "Define(%s%s = %s)" % (self.name, "" if self.params is None else
                                      "(%s)" % ", ".join(self.params), stringify(self.body))


class Site:
    __slots__ = ("file", "line", "end_line", "col", "nth", "macro", "kind", "expr", "declared",
                 "args", "span", "name_span", "pc_span", "conditional", "expr_index",
                 "pc_index", "fixed_pc", "pc_text", "via", "alts")

    def as_dict(self):
        return {"file": self.file, "line": self.line, "col": self.col, "nth": self.nth,
                "macro": self.macro, "kind": self.kind, "expr": self.expr,
                "declared": self.declared, "span": list(self.span),
                "conditional": list(self.conditional), "via": self.via}

    def expr_text(self, text):
        """The expr argument as written (text: the Scan's text)."""
        a = self.args[self.expr_index]
        return text[a[0].start:a[-1].end]

    def __repr__(self):
        return "Site(%s:%d:%d #%d %s(%s) %s)" % (self.file, self.line, self.col, self.nth,
                                                 self.macro, self.expr, self.declared)


class Scan:
    def __init__(self, text, file, macros=None, through=None):
        self.text = text
        self.file = file
        self.nl = [m.start() for m in _NL.finditer(text)]
        self.tokens = tokenize(text)
        self._starts = [t.start for t in self.tokens]
        self._directives()
        self.sites = self._find(dict(macros or {}))
        if through is not None:
            self.sites = self._through(through, dict(macros or {}))

    # positions
    def line_of(self, offset):
        return bisect.bisect_right(self.nl, offset - 1) + 1

    def col_of(self, offset):
        k = bisect.bisect_right(self.nl, offset - 1)
        return offset - (self.nl[k - 1] + 1 if k else 0) + 1

    def line_start(self, offset):
        return self.text.rfind("\n", 0, offset) + 1

    def line_end(self, offset):
        j = self.text.find("\n", offset)
        return len(self.text) if j < 0 else j + 1

    def _directives(self):
        """self.directives: [(name, tokens)]; every token gets the #if
        stack it is in; self.conditionals: [(open line, close line)]."""
        groups = {}
        for t in self.tokens:
            if t.directive:
                groups.setdefault(t.directive, []).append(t)
        self.directives = []
        for d in sorted(groups):
            ts = groups[d]
            self.directives.append((ts[1].text if len(ts) > 1 else "", ts))
        stack, self.conditionals, self.stack_at = [], [], {}
        opened = {}
        by_first = {ts[0].start: (name, ts) for name, ts in self.directives}
        self.code_stack = []        # per token: tuple of #if lines
        for t in self.tokens:
            if t.directive and t.start in by_first:
                name, ts = by_first[t.start]
                if name in CONDITIONAL_OPEN:
                    line = self.line_of(t.start)
                    stack.append(line)
                    opened[line] = ts
                elif name == "endif" and stack:
                    line = stack.pop()
                    self.conditionals.append((line, self.line_of(t.start), opened[line]))
            self.code_stack.append(tuple(stack))
        self.conditionals.sort(key=lambda c: c[0])
        self.guard = self._guard()
        self.defines = {}
        for name, ts in self.directives:
            if name != "define" or len(ts) < 3 or ts[2].kind != "ident":
                continue
            params, body = None, ts[3:]
            if len(ts) > 3 and ts[3].text == "(" and not ts[3].ws:
                params, k = [], 4
                while k < len(ts) and ts[k].text != ")":
                    if ts[k].text == "..." and params and ts[k - 1].text != ",":
                        params[-1] += "..."  # GNU's named variadic: format...
                    elif ts[k].text != ",":
                        params.append(ts[k].text)
                    k += 1
                body = ts[k + 1:]
            cond = self._stack_of(ts[0])
            self.defines.setdefault(ts[2].text, []).append(Define(
                ts[2].text, params, body, self.line_of(ts[0].start), cond,
                (ts[0].start, ts[-1].end), self.file))

    def _stack_of(self, tok):
        k = bisect.bisect_left(self._starts, tok.start)
        st = self.code_stack[k]
        if self.guard and st and st[0] == self.guard[0]:
            st = st[1:]
        return st

    def _guard(self):
        """(ifndef line, endif line, macro) when the file is wrapped whole in
        #ifndef X / #define X ... #endif with only comments outside."""
        code = self.tokens
        if len(self.directives) < 3:
            return None
        name0, ts0 = self.directives[0]
        name1, ts1 = self.directives[1]
        if not code or code[0] is not ts0[0] or name1 != "define" or len(ts1) < 3:
            return None
        if name0 == "ifndef" and len(ts0) >= 3:
            macro = ts0[2].text
        elif name0 == "if" and len(ts0) >= 4 and ts0[2].text == "!" and ts0[3].text == "defined":
            macro = ts0[-1].text if ts0[-1].text != ")" else ts0[-2].text
        else:
            return None
        if ts1[2].text != macro:
            return None
        open_line = self.line_of(ts0[0].start)
        for line, close, _ in self.conditionals:
            if line == open_line:
                # nothing but the #endif's own tokens after it
                last = self.directives[-1]
                if last[0] == "endif" and self.line_of(last[1][0].start) == close \
                        and code[-1] is last[1][-1]:
                    return (open_line, close, macro)
        return None

    # sites
    def _find(self, user):
        for name, ds in self.defines.items():
            for d in ds:
                b = d.body_texts
                if d.params is not None and b[:1] and b[0] in MACRO_SITES and name not in user:
                    call = split_call(d.body)
                    pc = None
                    if call and len(call[1]) == 4:
                        pc = const_value([u.text for u in call[1][3]], self.defines)
                    user[name] = pc if pc is not None and 0 <= pc <= 100 else None
        toks = self.tokens
        code = [(k, t) for k, t in enumerate(toks) if not t.directive]
        sites = []
        for ci, (k, t) in enumerate(code):
            if t.text == "[" and ci + 4 < len(code) and code[ci + 1][1].text == "[" \
                    and code[ci + 2][1].text in ("likely", "unlikely") \
                    and code[ci + 3][1].text == "]" and code[ci + 4][1].text == "]":
                site = self._site(code[ci + 2][1].text, "branch", [], t, code[ci + 4][1], k)
                site.macro = "[[%s]]" % code[ci + 2][1].text
                site.declared = 90 if code[ci + 2][1].text == "likely" else 10
                site.expr_index = site.pc_index = None
                sites.append(site)
                continue
            if t.kind != "ident" or (t.text not in KNOWN and t.text not in user):
                continue
            if ci + 1 >= len(code) or code[ci + 1][1].text != "(":
                continue
            depth, args, cur, close = 0, [], [], None
            for j in range(ci + 1, len(code)):
                u = code[j][1]
                if u.text == "(":
                    depth += 1
                    if depth == 1:
                        continue
                elif u.text == ")":
                    depth -= 1
                    if depth == 0:
                        args.append(cur)
                        close = u
                        break
                elif u.text == "," and depth == 1:
                    args.append(cur)
                    cur = []
                    continue
                cur.append(u)
            if close is None or any(not a for a in args):
                continue
            if t.text in KNOWN:
                kind, nargs, ei, pi, fixed = KNOWN[t.text]
                if nargs is not None and len(args) != nargs:
                    continue
            else:
                kind, ei = "branch", 0
                fixed = user[t.text]
                pi = len(args) - 1 if fixed is None and len(args) >= 2 else None
            site = self._site(t.text, kind, args, t, close, k)
            site.expr_index, site.pc_index, site.fixed_pc = ei, pi, fixed
            site.expr = stringify(args[ei]).encode("latin-1").decode("utf-8", "surrogateescape")
            site.declared = fixed
            if pi is not None:
                site.pc_span = (args[pi][0].start, args[pi][-1].end)
                site.pc_text = stringify(args[pi])
                site.declared = const_value([u.text for u in args[pi]], self.defines)
            if t.text == "__builtin_expect":
                c = const_value([u.text for u in args[1]], self.defines)
                site.declared = 90 if c == 1 else 10 if c == 0 else None
            elif t.text == "__builtin_expect_with_probability":
                c = const_value([u.text for u in args[1]], self.defines)
                p = float_literal(args[2][0].text) if len(args[2]) == 1 else None
                if p is not None and c in (0, 1) and 0 <= p <= 1:
                    site.declared = int(round(100 * (p if c == 1 else 1 - p)))
                else:
                    site.declared = None
            sites.append(site)
        seen = {}
        for s in sites:
            key = (s.line, s.macro, s.expr)
            s.nth = seen.get(key, 0)
            seen[key] = s.nth + 1
        return sites

    def _through(self, through, user):
        """The sites with those of hint calls inside function-like macros
        added at the line where each macro is used (a compiler puts
        __LINE__ there): see scan_file()."""
        hints = set(user) | set(n for n, v in KNOWN.items() if v[0] == "branch")
        defs = dict(through)
        for name, ds in self.defines.items():
            own = [d for d in ds if d.params is not None]
            if own:
                defs[name] = own
            else:
                defs.pop(name, None)  # an object-like macro of the file hides the tree's
        memo = {}
        code = [(k, t) for k, t in enumerate(self.tokens) if not t.directive]
        toks = [t for _, t in code]
        sites = list(self.sites)
        i = 0
        while i < len(toks):
            t = toks[i]
            if t.kind != "ident" or t.text in hints or t.text not in defs \
                    or i + 1 >= len(toks) or toks[i + 1].text != "(" \
                    or not _bears(t.text, defs, hints, memo, 0):
                i += 1
                continue
            call = split_call(toks, i)
            if call is None:
                i += 1
                continue
            alts, unsure = [], [False]
            for d in defs[t.text]:
                got = []
                _expand(d, call[1], defs, hints, got, frozenset((t.text,)), 0, unsure)
                key = tuple((h.text, stringify(a[0]) if a else "") for h, a in got)
                if all(key != k2 for k2, _ in alts):
                    alts.append((key, got))
            close = toks[call[2] - 1]
            got = next((g for k2, g in alts if k2), [])
            for h, hargs in got:
                site = self._via(h, hargs, t, close, code[i][0], user)
                if site is not None:
                    site.alts = len(alts) + (1 if unsure[0] else 0)
                    sites.append(site)
            i = call[2]
        sites.sort(key=lambda x: x.span[0])
        seen = {}
        for x in sites:
            key = (x.line, x.macro, x.expr)
            x.nth = seen.get(key, 0)
            seen[key] = x.nth + 1
        return sites

    def _via(self, h, hargs, use, close, k, user):
        """The Site of hint call h(hargs) inside the expansion of the
        macro use (its name token use, its ")" close)."""
        if h.text in KNOWN:
            kind, nargs, ei, pi, fixed = KNOWN[h.text]
            if nargs is not None and len(hargs) != nargs:
                return None
        else:
            kind, ei, fixed = "branch", 0, user[h.text]
            pi = len(hargs) - 1 if fixed is None and len(hargs) >= 2 else None
        if not hargs or not hargs[ei]:
            return None
        site = self._site(h.text, kind, hargs, use, close, k)
        site.via = use.text
        site.expr_index, site.pc_index, site.fixed_pc = ei, None, fixed
        site.expr = stringify(hargs[ei]).encode("latin-1").decode("utf-8", "surrogateescape")
        site.declared = fixed
        if pi is not None:
            site.declared = const_value([u.text for u in hargs[pi]], self.defines)
        if h.text == "__builtin_expect":
            c = const_value([u.text for u in hargs[1]], self.defines)
            site.declared = 90 if c == 1 else 10 if c == 0 else None
        elif h.text == "__builtin_expect_with_probability":
            site.declared = None
        return site

    def functions(self):
        """[(name, first line, last line)]: the function definitions, NAME
        ( ... ) { ... } outside any brace (annotations such as
        __releases(x) or __attribute__((...)) between ) and { skipped),
        in source order.  Made once.  self.made: {index: ARG} for those an
        upper-case macro makes, NAME(ARG, ...) { ... } (SYSCALL_DEFINE1,
        DEFINE_IDTENTRY): the function is named from ARG."""
        got = getattr(self, "_functions", None)
        if got is not None:
            return got
        got = []
        code = [t for t in self.tokens if not t.directive]
        match, stack = {}, []
        for i, t in enumerate(code):
            if t.text == "(":
                stack.append(i)
            elif t.text == ")" and stack:
                match[i] = stack.pop()
        depth, opened, made = 0, None, {}
        for i, t in enumerate(code):
            if t.text == "{":
                if depth == 0:
                    opened = None
                    j = i - 1
                    while j >= 0 and code[j].text not in (")", ";", "}", "{", "="):
                        j -= 1
                    while j > 0 and code[j].text == ")" and j in match:
                        o = match[j]
                        if o > 0 and code[o - 1].kind == "ident":
                            name = code[o - 1].text
                            if name.startswith("__") and o > 1 and code[o - 2].text in (")", "(") \
                                    and name not in ("__init", "__exit"):
                                j = o - 2 if code[o - 2].text == ")" else o - 3
                                continue
                            opened = (name, self.line_of(code[o - 1].start))
                            # a function a macro makes (SYSCALL_DEFINE1(name, ...),
                            # DEFINE_IDTENTRY(name)): its first argument
                            if name.isupper() and o + 1 < j and code[o + 1].kind == "ident" \
                                    and code[o + 2].text in (",", ")"):
                                opened += (code[o + 1].text,)
                        break
                depth += 1
            elif t.text == "}":
                depth -= 1
                if depth <= 0:
                    depth = 0
                    if opened:
                        got.append((opened[0], opened[1], self.line_of(t.start)))
                        if len(opened) > 2:
                            made[len(got) - 1] = opened[2]
                        opened = None
        self._functions = got
        self.made = made
        return got

    def function_at(self, line):
        """The names of the functions whose extent holds line."""
        return [n for n, a, b in self.functions() if a <= line <= b]

    def _site(self, name, kind, args, first, close, k):
        s = Site()
        s.file = self.file
        s.macro = name
        s.kind = kind
        s.args = args
        s.line = self.line_of(first.start)
        s.end_line = self.line_of(close.start)
        s.col = self.col_of(first.start)
        s.span = (first.start, close.end)
        s.name_span = (first.start, first.end)
        s.pc_span = s.pc_text = None
        s.via = None
        s.alts = 1
        s.expr = ""
        st = self.code_stack[k]
        if self.guard and st and st[0] == self.guard[0]:
            st = st[1:]
        s.conditional = st
        return s


_COMMA = Token("punct", ",", 0, 0, False, 1, False)


def _bears(name, defs, hints, memo, depth):
    """Whether a definition of macro name holds a hint call, directly or
    through other macros of defs."""
    if name in memo:
        return memo[name]
    memo[name] = False  # (a macro that names itself)
    yes = False
    if depth < 16:
        for d in defs.get(name, ()):
            b = d.body_texts
            for k, x in enumerate(b):
                if k + 1 < len(b) and b[k + 1] == "(" and \
                        (x in hints or (x in defs and x != name and _bears(x, defs, hints, memo, depth + 1))):
                    yes = True
                    break
            if yes:
                break
    memo[name] = yes
    return yes


def _substitute(d, args):
    """The body of define d with the arguments of one use put in (#p
    becomes a string, ## is dropped: enough to find the hint calls)."""
    table = {}
    for n, p in enumerate(d.params or ()):
        if p.endswith("..."):
            name = p[:-3] or "__VA_ARGS__"
            rest = []
            for a in args[n:]:
                if rest:
                    rest.append(_COMMA)
                rest.extend(a)
            table[name] = rest
            break
        table[p] = args[n] if n < len(args) else []
    out, body, k = [], d.body, 0
    while k < len(body):
        b = body[k]
        if b.text in ("#", "%:") and k + 1 < len(body) and body[k + 1].text in table:
            out.append(Token("string", '""', b.start, b.end, b.ws, b.directive or 1, False))
            k += 2
            continue
        if b.text in ("##", "%:%:"):
            k += 1
            continue
        if b.kind == "ident" and b.text in table:
            out.extend(table[b.text])
        else:
            out.append(b)
        k += 1
    return out


def _expand(d, args, defs, hints, out, active, depth, unsure):
    """Add to out the (name token, argument lists) of the hint calls the
    use d(args) expands to: those written in the definitions (a hint
    written in the use's own arguments is the file's own site), through
    the macros of defs (their first definition; unsure[0] set when their
    definitions differ in hints)."""
    toks = _substitute(d, args)
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind == "ident" and i + 1 < len(toks) and toks[i + 1].text == "(":
            if t.text in hints:
                call = split_call(toks, i)
                if call is not None:
                    if t.directive:
                        out.append((t, call[1]))
                    _collect_args(call[1], defs, hints, out, active, depth, unsure)
                    i = call[2]
                    continue
            elif t.text in defs and t.text not in active and depth < 16:
                call = split_call(toks, i)
                if call is not None:
                    ds = defs[t.text]
                    if len(ds) > 1:
                        keys = set()
                        for d2 in ds:
                            g = []
                            _expand(d2, call[1], defs, hints, g, active | {t.text}, depth + 1, [False])
                            keys.add(tuple((h.text, stringify(a[0]) if a else "") for h, a in g))
                        if len(keys) > 1:
                            unsure[0] = True
                    _expand(ds[0], call[1], defs, hints, out, active | {t.text}, depth + 1, unsure)
                    i = call[2]
                    continue
        i += 1


def _collect_args(args, defs, hints, out, active, depth, unsure):
    """Hint calls inside a hint's arguments (likely(WARN_ON(x)))."""
    from types import SimpleNamespace
    flat = []
    for a in args:
        if flat:
            flat.append(_COMMA)
        flat.extend(a)
    if flat:
        _expand(SimpleNamespace(params=[], body=flat), [], defs, hints, out, active, depth + 1, unsure)


def split_call(toks, at=0):
    """toks[at] is a name followed by "(": (name token, [argument token
    lists], index after the closing parenthesis), split at top-level commas
    as the preprocessor splits (only parentheses group); None when there is
    no complete call there."""
    if at + 1 >= len(toks) or toks[at + 1].text != "(":
        return None
    depth, args, cur = 0, [], []
    for j in range(at + 1, len(toks)):
        u = toks[j]
        if u.text == "(":
            depth += 1
            if depth == 1:
                continue
        elif u.text == ")":
            depth -= 1
            if depth == 0:
                args.append(cur)
                return toks[at], args, j + 1
        elif u.text == "," and depth == 1:
            args.append(cur)
            cur = []
            continue
        cur.append(u)
    return None


def decode(raw):
    """Source bytes as text whose offsets are byte offsets."""
    return raw.decode("latin-1")


def scan_text(text, file="<text>", macros=None, through=None):
    return Scan(text, file, macros, through)


def scan_file(path, macros=None, name=None, through=None):
    with open(path, "rb") as f:
        raw = f.read()
    return Scan(decode(raw), name if name is not None else path, macros, through)


def parse_macro_option(spec):
    """"NAME=PC" or "NAME" (pc from the call's last argument) -> (name, pc)."""
    name, _, pc = spec.partition("=")
    name = name.strip()
    if not name or not all(_ident_char(c) for c in name) or name[0].isdigit():
        raise ValueError("%r is not a macro name" % name)
    if not pc.strip():
        return name, None
    v = int_literal(pc.strip())
    if v is None or not 0 <= v <= 100:
        raise ValueError("%r: the pc must be 0..100" % spec)
    return name, v


RECORDED = ["probable", "PROBABLE_PROBABLE"] + [n for n, v in KNOWN.items() if v[0] == "unaligned"]

PUBLIC_BEGIN = "BEGIN public names"
PUBLIC_END = "END public names"


def read_public_names(header):
    """The public macros probable.h defines between its lines that say
    PUBLIC_BEGIN and PUBLIC_END, as KNOWN entries: each parameter an
    argument, the one the body stringifies (#p) the expression, the last
    the pc; a macro whose expansion starts with a name containing BRANCH is
    a branch site, any other an unaligned one.  {} when the file or the
    block is missing (the built-in list then stands)."""
    try:
        with open(header, encoding="utf-8", errors="surrogateescape") as f:
            lines = f.read().replace("\\\n", " ").split("\n")
    except OSError:
        return {}
    try:
        first = next(i for i, l in enumerate(lines) if PUBLIC_BEGIN in l)
        last = next(i for i, l in enumerate(lines) if i > first and PUBLIC_END in l)
    except StopIteration:
        return {}
    names = {}
    for line in lines[first + 1:last]:
        words = line.split(None, 2)
        if len(words) < 3 or words[0] != "#define" or "(" not in words[1]:
            continue
        head, _, body = line.partition(")")
        name, _, params = head.split(None, 1)[1].partition("(")
        params = [x.strip() for x in params.split(",")]
        body = body.strip().replace("# ", "#")
        expr = [i for i, x in enumerate(params) if "#" + x in body]
        if not name.strip() or not expr or len(params) < 2:
            continue
        kind = "branch" if "BRANCH" in body.split("(", 1)[0] else "unaligned"
        names[name.strip()] = (kind, len(params), expr[0], len(params) - 1, None)
    return names


def use_public_names(arch_dir):
    """Add the public names of the probable.h that goes with arch_dir (the
    installed include/probable/, or the tree's include/) to KNOWN and
    RECORDED: a name a newer or a patched header adds is a site too.  The
    header read, or None."""
    for header in (os.path.join(arch_dir, "..", "probable.h"),
                   os.path.join(arch_dir, "..", "include", "probable.h")):
        names = read_public_names(os.path.normpath(header))
        if names:
            for name, entry in names.items():
                if name not in KNOWN:
                    KNOWN[name] = entry
                    if entry[0] == "unaligned" or name in ("probable", "PROBABLE_PROBABLE"):
                        RECORDED.append(name)
            return header
    return None


def unlisted(scan, records, file=None, names=None):
    """The sites of scan that no record names, as version-3 site dicts with
    verdict "compiled-out" and count 0: found in the source, absent from
    the build (folded away by the compiler, as in (sizeof(x) < 8) &&
    unlikely(...) on a 64-bit build, or in an #if not taken).

    records: the report's sites of this file (dicts with line, macro,
    expr, nth).  A record names a site when its line is the call's first
    or last line and its macro, expr (token by token) and nth agree.
    names: the macros whose calls the build records (default: probable(),
    the unaligned accesses, the macros the file defines through
    PROBABLE_MACRO_SITE or PROBABLE_MACRO_VALUE_SITE, and likely()/unlikely()
    when a record has them:
    a build without probable_likely.h records none).  file: the name the
    dicts get (default: scan.file)."""
    if names is None:
        names = set(RECORDED)
        for n, ds in scan.defines.items():
            if any(d.body_texts[:1] and d.body_texts[0] in MACRO_SITES for d in ds):
                names.add(n)
        names.update(r.get("macro") for r in records if r.get("macro"))
    seen = set()
    for r in records:
        key = token_texts(r.get("expr") or "")
        for s in scan.sites:
            if r.get("line") in (s.line, s.end_line) and s.macro == r.get("macro") \
                    and token_texts(s.expr) == key and s.nth == (r.get("nth") or 0):
                seen.add(s.span)
    out = []
    for s in scan.sites:
        if s.span in seen or s.macro not in names:
            continue
        out.append({"file": file or scan.file, "line": s.line, "nth": s.nth, "col": s.col,
                    "func": "", "expr": s.expr, "cond": None, "macro": s.macro, "kind": s.kind,
                    "declared": s.declared, "count": 0, "hits": 0, "verdict": "compiled-out",
                    "why": "found in the source, not in this build (folded away by the compiler, "
                           "or in an #if not taken)"})
    return out
