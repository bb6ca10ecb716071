# SPDX-License-Identifier: MIT
"""What each arch makes of a pc, read from the tree's own arch headers
(arch/arches.list, arch/<name>/probability.h and the arch/policy/ headers
they include) by a small preprocessor: no compiler is run, so the answer
is the same on every machine.

The headers are read as a Linux user-space build of each arch's most
basic variant sees them: __linux__ defined, no CPU feature macro, no
-D overrides (the values an ordinary distribution build gets).  Values
an arch does not set get the defaults of include/probable_arch.h and
probable_unaligned.h (ARCH_ALIGNMENT_TEST_BELOW 0)."""

import os
import re

from .errors import InputError

NAMES = ("ARCH_PROBABILITY_HIGH", "ARCH_PROBABILITY_LOW", "ARCH_ALIGNMENT_COST_THRESHOLD",
         "ARCH_ALIGNMENT_TEST_BELOW")
KEYS = ("high", "low", "threshold", "test_below")
# what a Linux user-space build defines, for the headers' #if lines
ENVIRONMENT = {"__linux__": "1", "__unix__": "1"}
DEFAULTS = {"ARCH_ALIGNMENT_TEST_BELOW": 0}

# set by an installed entry point (or the caller): the arch directory to use
ARCH_DIR = None


class ArchError(InputError):
    """The arch headers cannot be found or read."""


def find_arch_dir(start=None):
    """The arch/ directory: ARCH_DIR when set, else the source tree's
    arch/ two levels above this package (tools/probable -> arch), else
    arch/ beside an installed include/probable/ found from start.  Raises
    ArchError naming where it looked."""
    tried = []
    cands = []
    if start:
        cands += [start, os.path.join(start, "arch"), os.path.join(start, "probable", "arch"),
                  os.path.join(start, "..", "arch")]
    elif ARCH_DIR:
        cands.append(ARCH_DIR)
    else:
        here = os.path.dirname(os.path.abspath(__file__))
        cands.append(os.path.join(here, "..", "..", "arch"))
    for c in cands:
        c = os.path.normpath(c)
        tried.append(c)
        if os.path.isfile(os.path.join(c, "arches.list")):
            return c
    raise ArchError(tried[0] if len(tried) == 1 else start or tried[0],
                    "no arch headers (arches.list) here%s" % (
                        "" if len(tried) == 1 else " (looked in %s)" % ", ".join(tried)))


def arch_names(arch_dir):
    """The arch names of arches.list, in its order."""
    path = os.path.join(arch_dir, "arches.list")
    try:
        with open(path, encoding="utf-8") as f:
            return [l.split()[0] for l in f
                    if l.strip() and not l[0].isspace() and not l.startswith("#")]
    except (OSError, UnicodeDecodeError) as e:
        raise ArchError(path, getattr(e, "strerror", None) or str(e))


# ---- a preprocessor for the arch headers -----------------------------------

_TOKEN = re.compile(r"\s*(?:(0[xX][0-9a-fA-F]+|\d+)[uUlL]*|([A-Za-z_]\w*)|('(?:\\.|[^'\\])')|"
                    r"(\|\||&&|==|!=|<=|>=|<<|>>|[-+*/%<>!~()?:&|^]))")


class _PPError(Exception):
    pass


def _lines(text):
    """Logical lines: comments removed, continued lines joined."""
    text = re.sub(r"/\*.*?\*/", lambda m: " " * 0 + " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = text.replace("\\\n", " ")
    return text.split("\n")


def _tokens(expr):
    out = []
    pos = 0
    expr = expr.strip()
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        if not m or m.end() == pos:
            raise _PPError("cannot read %r" % expr[pos:])
        pos = m.end()
        if m.group(1):
            out.append(("n", int(m.group(1), 0)))
        elif m.group(2):
            out.append(("i", m.group(2)))
        elif m.group(3):
            body = m.group(3)[1:-1]
            out.append(("n", ord(body[-1]) if not body.startswith("\\") else {"n": 10, "t": 9, "0": 0}.get(body[1], ord(body[1]))))
        else:
            out.append(("o", m.group(4)))
        while pos < len(expr) and expr[pos].isspace():
            pos += 1
    return out


def _expand(tokens, macros, depth=0):
    """defined X / defined(X) to 1 or 0, object-like macros expanded,
    other identifiers 0 (as #if does)."""
    out = []
    i = 0
    while i < len(tokens):
        kind, v = tokens[i]
        if kind == "i" and v == "defined":
            if i + 1 < len(tokens) and tokens[i + 1] == ("o", "("):
                name = tokens[i + 2][1]
                i += 4
            else:
                name = tokens[i + 1][1]
                i += 2
            out.append(("n", 1 if name in macros else 0))
            continue
        if kind == "i":
            if v in macros and depth < 20:
                out += _expand(_tokens(macros[v]), macros, depth + 1) if macros[v].strip() else []
            else:
                out.append(("n", 0))
            i += 1
            continue
        out.append(tokens[i])
        i += 1
    return out


_BINARY = [("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", ">", "<=", ">="),
           ("<<", ">>"), ("+", "-"), ("*", "/", "%")]


def _evaluate(tokens):
    pos = [0]

    def peek():
        return tokens[pos[0]] if pos[0] < len(tokens) else (None, None)

    def take():
        t = peek()
        pos[0] += 1
        return t

    def unary():
        kind, v = take()
        if kind == "n":
            return v
        if v == "(":
            x = cond()
            if take() != ("o", ")"):
                raise _PPError("missing )")
            return x
        if v == "!":
            return int(not unary())
        if v == "-":
            return -unary()
        if v == "+":
            return unary()
        if v == "~":
            return ~unary()
        raise _PPError("unexpected %r" % (v,))

    def binary(level):
        if level == len(_BINARY):
            return unary()
        x = binary(level + 1)
        while peek()[0] == "o" and peek()[1] in _BINARY[level]:
            op = take()[1]
            y = binary(level + 1)
            x = {"||": lambda: int(bool(x or y)), "&&": lambda: int(bool(x and y)),
                 "|": lambda: x | y, "^": lambda: x ^ y, "&": lambda: x & y,
                 "==": lambda: int(x == y), "!=": lambda: int(x != y), "<": lambda: int(x < y),
                 ">": lambda: int(x > y), "<=": lambda: int(x <= y), ">=": lambda: int(x >= y),
                 "<<": lambda: x << y, ">>": lambda: x >> y, "+": lambda: x + y, "-": lambda: x - y,
                 "*": lambda: x * y, "/": lambda: int(x / y) if y else 0, "%": lambda: x % y if y else 0}[op]()
        return x

    def cond():
        x = binary(0)
        if peek() == ("o", "?"):
            take()
            a = cond()
            if take() != ("o", ":"):
                raise _PPError("missing :")
            b = cond()
            return a if x else b
        return x

    v = cond()
    if pos[0] != len(tokens):
        raise _PPError("trailing tokens")
    return v


def _run(path, macros, depth=0):
    """Preprocess one header into macros (name -> replacement text)."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise ArchError(path, getattr(e, "strerror", None) or str(e))
    stack = []  # (taking, taken_any, parent_taking)
    taking = True
    for n, line in enumerate(_lines(text), 1):
        m = re.match(r"\s*#\s*(\w+)\s*(.*)$", line)
        if not m:
            continue
        d, rest = m.group(1), m.group(2).strip()
        try:
            if d in ("if", "ifdef", "ifndef"):
                if not taking:
                    c = False
                elif d == "ifdef":
                    c = rest.split()[0] in macros
                elif d == "ifndef":
                    c = rest.split()[0] not in macros
                else:
                    c = bool(_evaluate(_expand(_tokens(rest), macros)))
                stack.append((taking, c))
                taking = taking and c
            elif d == "elif":
                parent, done = stack[-1]
                c = parent and not done and bool(_evaluate(_expand(_tokens(rest), macros)))
                stack[-1] = (parent, done or c)
                taking = c
            elif d == "else":
                parent, done = stack[-1]
                stack[-1] = (parent, True)
                taking = parent and not done
            elif d == "endif":
                taking = stack.pop()[0]
            elif not taking:
                continue
            elif d == "define":
                dm = re.match(r"(\w+)(\(.*?\))?\s*(.*)$", rest)
                if dm and not dm.group(2):
                    macros[dm.group(1)] = dm.group(3)
            elif d == "undef":
                macros.pop(rest.split()[0], None)
            elif d == "include":
                im = re.match(r'"([^"]+)"', rest)
                if im and depth < 8:
                    _run(os.path.normpath(os.path.join(os.path.dirname(path), im.group(1))), macros, depth + 1)
            elif d == "error":
                raise ArchError(path, "line %d: #error %s" % (n, rest))
        except (_PPError, IndexError, KeyError) as e:
            raise ArchError(path, "line %d: cannot evaluate #%s %s (%s)" % (n, d, rest, e))
    if stack:
        raise ArchError(path, "#if without #endif")


def read_arch(arch_dir, name, defines=None):
    """{"high", "low", "threshold", "test_below"} of one arch: its
    probability.h preprocessed with ENVIRONMENT (and defines, a dict of
    extra predefined macros)."""
    macros = dict(ENVIRONMENT)
    macros.update(defines or {})
    path = os.path.join(arch_dir, name, "probability.h")
    _run(path, macros)
    out = {}
    for key, macro in zip(KEYS, NAMES):
        if macro not in macros:
            if macro in DEFAULTS:
                out[key] = DEFAULTS[macro]
                continue
            raise ArchError(path, "does not define %s" % macro)
        try:
            out[key] = _evaluate(_expand(_tokens(macros[macro]), macros))
        except _PPError as e:
            raise ArchError(path, "%s is not a number: %s (%s)" % (macro, macros[macro], e))
    return out


_CACHE = {}


def arch_table(top=None, cc=None):
    """arch -> {"high", "low", "threshold", "test_below"} for every arch of
    arches.list.  top: an arch directory, or a directory holding one
    (a source tree, an installed include/probable/); default: the one
    find_arch_dir() finds.  cc is ignored (kept for old callers: no
    compiler is run).  Raises ArchError when the headers cannot be found
    or read."""
    arch_dir = find_arch_dir(top)
    key = os.path.realpath(arch_dir)
    if key not in _CACHE:
        _CACHE[key] = {name: read_arch(arch_dir, name) for name in arch_names(arch_dir)}
    return _CACHE[key]
