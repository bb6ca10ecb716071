# SPDX-License-Identifier: MIT
"""What a hint macro's call computes, worked out from the macro's own
definition, so that a call can be replaced by probable(COND, PC) with the
same value.

    condition(site, lookup, report_cond=None, text=None) -> Condition

A call of a project's macro (RARELY_ZERO(i % 4) with
"#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)")
has the value of the condition the macro passes on, with the call's
arguments put in place of the parameters as the preprocessor puts them
(token for token, no parentheses added): "(i % 4) == 0".  probable(c, pc)
is exactly !!(c) (include/probable.h's contract), so the rewrite keeps the
value when the macro's own value is !!(c) too: a PROBABLE_MACRO_SITE or
probable() body, or a __builtin_expect() or PROBABLE_MACRO_VALUE_SITE body
(the condition converted to long, as zstd's LIKELY(x) gives x) whose
condition is already 0 or 1 (!x, a comparison, && or ||).  A macro defined as a call of another
macro (lz4's "#define likely(expr) expect((expr) != 0, 1)") is followed down
to its hint, and every definition the #if branches give must yield the same
condition (a no-hint fallback such as "#define expect(e, v) (e)" included).
When the condition is the argument itself (x, (x), !!(x), (x) != 0) the
call becomes probable(x, PC) as written.

Refused (Condition.text None, .why says why): no definition found; several
definitions that disagree (#if branches); a body that is not one plain hint
(other code, side effects: assignment, ++/--, a call of a function);
# or ## on a parameter in the condition; a variadic macro; a
__builtin_expect() or PROBABLE_MACRO_VALUE_SITE() whose condition is not
0/1-valued; and, for a
condition that is not just the argument, a report without "cond" or whose
"cond" has other tokens.  In a condition tested only for truth, definitions
whose conditions differ only by !! or != 0 (__builtin_expect(!!(x), 1) and
the fallback (x)) agree.

Where the call's value goes decides what the rewrite may change:

    use_of(scan, site) -> Use (.truth: only tested for truth; .what: where)
    rewrite(scan, site, lookup, report_cond=None, text=None) -> Condition

probable() is an int, 0 or 1; a kernel-style likely(x),
__builtin_expect(!!(x), 1), is a long 0 or 1, and so is
PROBABLE_MACRO_SITE.  A call whose value is only tested for truth (the
whole condition of if, while, do-while, the second clause of for, the
condition after a C++17 if's init-statement, an operand of !, && or ||,
the condition of ?:, a cast to bool, the condition of probable(), through
any redundant parentheses) may become probable() whatever its type: the
truth is the same.  Anywhere else (sizeof, arithmetic, a comparison, an
assignment or initialiser, return, a function or macro argument, a
template argument, switch, the comma operator, an index, if constexpr) the
call is rewritten only when every definition of the macro is a probable()
call already (an int 0 or 1, as the new text is); else it is refused and
the reason names the type and the use.  A __builtin_expect((x), c) or a
PROBABLE_MACRO_VALUE_SITE of x (a long, the value of x) whose x is not
0/1-valued is refused everywhere: its truth is that of x converted
to long, which !!(x) matches only for an integer no wider than long.
"""

import bisect
import os

from .. import scan as S

HINT_BODIES = {
    # name -> (index of the condition argument, number of arguments)
    "PROBABLE_MACRO_SITE": (1, 4),
    "PROBABLE_MACRO_VALUE_SITE": (1, 4),
    "probable": (0, 2),
    "PROBABLE_PROBABLE": (0, 2),
    "__builtin_expect": (0, 2),
    "__builtin_expect_with_probability": (0, 3),
}
SIDE_EFFECT_OPS = set("= += -= *= /= %= &= |= ^= <<= >>= ++ --".split())
PURE_CALLS = {"sizeof", "_Alignof", "alignof", "__alignof__", "defined"}
LIKELY_NAMES = ("likely", "unlikely")


# what a definition's value is
INT01 = "int01"       # probable(c, pc): an int, !!(c)
LONG01 = "long01"     # __builtin_expect(!!(c), v), PROBABLE_MACRO_SITE: a long 0 or 1
LONGX = "longx"       # __builtin_expect((x), v), PROBABLE_MACRO_VALUE_SITE: x converted to long
BOOL01 = "bool01"     # a comparison, !x: an int 0 or 1 in C, a bool in C++
VALUE = "value"       # (x): the value of x itself
TYPE_TEXT = {INT01: "an int 0 or 1", LONG01: "a long 0 or 1", LONGX: "a long (its argument's value)",
             BOOL01: "an int 0 or 1 (a bool in C++)", VALUE: "its argument's value itself"}


class Condition:
    def __init__(self, text=None, why="", note="", types=None):
        self.text = text      # the condition with the arguments in place, or None
        self.why = why        # why not, when text is None
        self.note = note      # something to say even when it is rewritten
        self.types = types    # [(type key, where)] of the definitions, or None

    @property
    def same(self):
        """Whether every definition has probable()'s type and value (an int
        0 or 1), so that the call may become probable() anywhere."""
        return bool(self.types) and all(t == INT01 for t, _ in self.types)


def _strip_parens(toks):
    while len(toks) >= 2 and toks[0].text == "(" and toks[-1].text == ")":
        depth = 0
        for k, t in enumerate(toks):
            depth += t.text == "("
            depth -= t.text == ")"
            if depth == 0 and k != len(toks) - 1:
                return toks
        toks = toks[1:-1]
    return toks


def _top_level(toks):
    depth = 0
    for t in toks:
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0:
            yield t


def _group_end(toks, k):
    """The index after the bracket group that opens at toks[k]."""
    depth = 0
    for j in range(k, len(toks)):
        if toks[j].text in ("(", "[", "{"):
            depth += 1
        elif toks[j].text in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                return j + 1
    return len(toks)


def _operand(toks):
    """Whether toks are one unary operand: a name or literal followed only by
    calls and subscripts, a parenthesised group, or a unary operator on one."""
    if not toks:
        return False
    if toks[0].text in ("!", "~", "-", "+", "*", "&"):
        return _operand(toks[1:])
    if toks[0].text == "(":
        k = _group_end(toks, 0)
    elif toks[0].kind in ("ident", "number", "char", "string"):
        k = 1
    else:
        return False
    while k < len(toks) and toks[k].text in ("(", "["):
        k = _group_end(toks, k)
    return k == len(toks)


def is_boolean(toks):
    """Whether the expression's value is always 0 or 1 (its top-level
    operator is !, a comparison, && or ||, with nothing of lower precedence
    beside it)."""
    toks = _strip_parens(list(toks))
    if not toks:
        return False
    top = [t.text for t in _top_level(toks)]
    if any(x in ("?", ",") or x in SIDE_EFFECT_OPS for x in top):
        return False
    if "&&" in top or "||" in top:
        return True
    if any(x in ("&", "|", "^") for x in top):
        return False
    if any(x in ("==", "!=", "<", ">", "<=", ">=") for x in top):
        return True
    if toks[0].text == "!":
        return _operand(toks[1:])
    return False


class _Refuse(Exception):
    pass


def _body(define):
    """(name of the one call the body is, its argument token lists), or
    _Refuse.  A body with no call at all is (None, [body]): a value form
    (the fallback #define likely(x) (!!(x)) of a compiler without the
    builtin)."""
    body = _strip_parens(list(define.body))
    if not body:
        raise _Refuse("is defined empty")
    if body[0].kind == "ident":
        call = S.split_call(body, 0)
        if call is not None and call[2] == len(body):
            return body[0].text, call[1]
    if any(t.kind == "ident" and k + 1 < len(body) and body[k + 1].text == "("
           and t.text not in PURE_CALLS and t.text not in define.params
           for k, t in enumerate(body)):
        raise _Refuse("is defined as %s, not one plain hint (PROBABLE_MACRO_SITE, "
                      "PROBABLE_MACRO_VALUE_SITE, probable, __builtin_expect, or a macro of those)" % S.stringify(define.body))
    return None, [body]


def _check_cond(toks, params):
    for k, t in enumerate(toks):
        if t.text in ("#", "##", "%:", "%:%:"):
            return "its condition stringifies or pastes tokens (#, ##)"
        if t.text in SIDE_EFFECT_OPS:
            return "its condition has %s (a side effect)" % t.text
        if t.kind == "ident" and t.text not in params and k + 1 < len(toks) \
                and toks[k + 1].text == "(" and t.text not in PURE_CALLS:
            return "its condition calls %s(), which may have side effects" % t.text
    return None


def substitute(toks, params, args):
    """The tokens with each parameter replaced by its argument text (as
    the preprocessor does: no parentheses added), spaced as #x would space
    them."""
    out = []
    for k, t in enumerate(toks):
        if k and t.ws:
            out.append(" ")
        if t.kind == "ident" and t.text in params:
            out.append(args[params.index(t.text)])
        else:
            out.append(t.text)
    return "".join(out)


def where_of(path):
    """A definition's file for a message: relative to the current
    directory when under it."""
    rel = os.path.relpath(path) if os.path.isabs(path) else path
    return path if rel.startswith(os.pardir) else rel


def _conds(name, args, lookup, depth=0, strict=True):
    """[(condition text, hint name or None, where)] for each definition of
    macro name called with argument texts args; _Refuse when one cannot
    be worked out (strict: also when the condition has side effects)."""
    defs = lookup(name)
    if not defs:
        raise _Refuse("no definition of %s was found (in the file or the files it includes)" % name)
    if depth > 8:
        raise _Refuse("%s: macros nested too deep" % name)
    out = []
    for d in defs:
        where = "%s:%d" % (where_of(d.file), d.line)
        if d.params is None:
            raise _Refuse("%s at %s is not a function-like macro" % (name, where))
        if "..." in d.params or any(p.endswith("...") for p in d.params):
            raise _Refuse("%s at %s is variadic" % (name, where))
        if len(d.params) != len(args):
            raise _Refuse("%s at %s takes %d arguments, the call has %d"
                          % (name, where, len(d.params), len(args)))
        try:
            callee, cargs = _body(d)
        except _Refuse as e:
            raise _Refuse("%s at %s %s" % (name, where, e))
        if callee in HINT_BODIES:
            ci, n = HINT_BODIES[callee]
            if len(cargs) != n:
                raise _Refuse("%s at %s calls %s with %d arguments" % (name, where, callee, len(cargs)))
            bad = strict and _check_cond(cargs[ci], d.params)
            if bad:
                raise _Refuse("%s at %s: %s" % (name, where, bad))
            out.append((substitute(cargs[ci], d.params, args), callee, where))
        elif callee is None:
            bad = strict and _check_cond(cargs[0], d.params)
            if bad:
                raise _Refuse("%s at %s: %s" % (name, where, bad))
            out.append((substitute(cargs[0], d.params, args), None, where))
        else:
            # a macro of a macro: #define likely(x) expect((x) != 0, 1)
            for t in (t for a in cargs for t in a):
                if t.text in ("#", "##", "%:", "%:%:"):
                    raise _Refuse("%s at %s stringifies or pastes tokens (#, ##)" % (name, where))
            inner = [substitute(a, d.params, args) for a in cargs]
            if not lookup(callee):
                raise _Refuse("%s at %s is defined as %s, not one plain hint" % (
                    name, where, S.stringify(d.body)))
            out.extend(_conds(callee, inner, lookup, depth + 1, strict))
    return out


def _plain(cond, args):
    """The argument cond stands for when probable(ARG, pc) has cond's value:
    cond is ARG, !!(ARG), (ARG) != 0 or !!ARG (one operand), with or
    without parentheses around the whole (probable() gives !!(ARG)
    itself); else None."""
    t = _normal(cond)
    for a in args:
        at = S.token_texts(a)
        forms = [at, ("!", "!", "(") + at + (")",), ("(",) + at + (")", "!=", "0")]
        if _operand(S.tokenize(a)):
            forms.append(("!", "!") + at)
        if t in forms:
            return a
    return None


def _normal(cond):
    """Tokens of cond without the parentheses around the whole."""
    return tuple(t.text for t in _strip_parens(S.tokenize(cond)))


def _truth_normal(cond):
    """The tokens of cond without what leaves its truth alone: parentheses
    around the whole, a leading !! before one operand, a trailing != 0
    after one."""
    toks = _strip_parens(S.tokenize(cond))
    while True:
        texts = [t.text for t in toks]
        if len(toks) > 2 and texts[:2] == ["!", "!"] and _operand(toks[2:]):
            toks = _strip_parens(toks[2:])
        elif len(toks) > 2 and texts[-2:] == ["!=", "0"] and _operand(toks[:-2]):
            toks = _strip_parens(toks[:-2])
        else:
            return tuple(texts)


def _type(hint, cond):
    if hint in ("probable", "PROBABLE_PROBABLE"):
        return INT01
    if hint == "PROBABLE_MACRO_SITE":
        return LONG01
    # __builtin_expect((x), c) and PROBABLE_MACRO_VALUE_SITE: x as a long,
    # 0 or 1 only when x is
    if hint is not None:
        return LONG01 if is_boolean(S.tokenize(cond)) else LONGX
    return BOOL01 if is_boolean(S.tokenize(cond)) else VALUE


def condition(site, lookup, report_cond=None, text=None):
    """The condition of a macro site: COND such that probable(COND, pc) has
    the truth of the call (and its value when .same).  lookup(name) -> list
    of Define (all the definitions of name visible to the site's file: the
    file's own and those of the files it includes; [] when none).  text:
    the file's text (latin-1) for the arguments as written."""
    name = site.macro
    args = [text[a[0].start:a[-1].end] for a in site.args]
    if name in LIKELY_NAMES and not lookup(name):
        # probable_likely.h's: GCC's __builtin_expect(!!(x), c), a long 0 or 1
        return Condition(site.expr_text(text), types=[(LONG01, "probable_likely.h")],
                         note="%s() is a long 0 or 1 (probable_likely.h), probable() an int" % name)
    try:
        conds = _conds(name, args, lookup)
    except _Refuse as e:
        return Condition(None, str(e))
    if not any(c[1] for c in conds):
        return Condition(None, "%s is defined as a value, with no hint (%s)" % (
            name, "; ".join("%s: %s" % (c[2], c[0]) for c in conds)))
    types = [(_type(hint, cond), where) for cond, hint, where in conds]
    for (cond, hint, where), (ty, _) in zip(conds, types):
        if ty == LONGX:    # __builtin_expect((x), c) or PROBABLE_MACRO_VALUE_SITE
            return Condition(None, "%s (%s) is %s of %s: its value converted to "
                                   "long, not 0 or 1; probable() would test !!(%s), which differs "
                                   "when it is wider than long, a pointer or a floating value"
                             % (name, where, hint, cond, cond))
    if len(set(_truth_normal(c[0]) for c in conds)) > 1:
        return Condition(None, "%s has %d definitions that give different conditions (%s)"
                         % (name, len(conds), "; ".join("%s: %s" % (c[2], c[0]) for c in conds)))
    cond, hint, where = next(c for c in conds if c[1])
    note = ""
    longs = sorted(set(w for (t, w) in types if t == LONG01))
    if longs:
        note = "%s is a long 0 or 1 (%s), probable() an int" % (name, ", ".join(longs))
    plain = _plain(cond, args)
    if plain is not None:
        return Condition(plain, note=note, types=types)
    if report_cond is None:
        return Condition(None, "the report does not say the condition %s formed (\"cond\", "
                               "recorded by the version 3 runtime); from its definition at %s it "
                               "would be %s" % (name, where, cond))
    if _normal(report_cond) != _normal(cond):
        return Condition(None, "the report's condition %r is not %r, what %s at %s gives"
                         % (report_cond, cond, name, where))
    return Condition(cond, note=note, types=types)


# ---- where the call's value goes ---------------------------------------------------

class Use:
    def __init__(self, truth, what, value=False, constant=False):
        self.truth = truth    # the value is only tested for truth
        self.what = what      # where it is, for a message
        self.value = value    # the value is used as a number (else: unused, or not seen)
        self.constant = constant    # a constant context (if constexpr, static_assert, case)

    def __repr__(self):
        return "Use(%s, %s)" % (self.truth, self.what)


# C++'s alternative tokens and the digraphs, as the operators they are
ALTERNATIVE = {"and": "&&", "or": "||", "not": "!", "bitand": "&", "bitor": "|", "xor": "^",
               "compl": "~", "not_eq": "!=", "and_eq": "&=", "or_eq": "|=", "xor_eq": "^=",
               "<:": "[", ":>": "]", "<%": "{", "%>": "}"}
PRECEDENCE = {".*": 14, "->*": 14, "*": 13, "/": 13, "%": 13, "+": 12, "-": 12, "<<": 11, ">>": 11,
              "<=>": 10, "<": 10, ">": 10, "<=": 10, ">=": 10, "==": 9, "!=": 9, "&": 8, "^": 7,
              "|": 6, "&&": 5, "||": 4, "?": 3, ":": 3, ",": 1}
ASSIGNMENT = ("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=")
for _op in ASSIGNMENT:
    PRECEDENCE[_op] = 2
RIGHT = set(ASSIGNMENT) | {"?", ":"}
COMPARISON = ("<", ">", "<=", ">=", "==", "!=", "<=>")
POSTFIX = ("(", "[", ".", "->", "++", "--", "::")
SIZEOF_LIKE = ("sizeof", "_Alignof", "alignof", "__alignof__", "__alignof", "decltype",
               "typeof", "__typeof__", "__typeof", "typeof_unqual", "_Generic")
CONSTANT_CALLS = ("noexcept", "alignas", "_Alignas", "static_assert", "_Static_assert",
                  "__attribute__", "__builtin_constant_p", "requires")
# a ( after these groups an expression (it is not a call)
GROUPING = ("return", "co_return", "co_yield", "co_await", "throw", "case", "delete", "new",
            "else", "do", "goto")
STATEMENTS = ("if", "while", "for", "switch")
TYPE_WORDS = ("void", "char", "short", "int", "long", "float", "double", "signed", "unsigned",
              "_Bool", "bool", "auto", "const", "volatile", "static", "register", "extern",
              "struct", "union", "enum", "constexpr", "constinit", "thread_local", "_Thread_local")
PROBABLE_NAMES = ("probable", "PROBABLE_PROBABLE")


CXX_EXTS = (".cc", ".cpp", ".cxx", ".C", ".c++", ".hpp", ".hh", ".hxx", ".h++", ".ipp", ".tcc", ".inl")


class _Code:
    """The code tokens of a scan (directives left out, alternative tokens
    as their operators) with their brackets matched."""

    def __init__(self, scan):
        # C++ by the file's name: there && and || may be overloaded (a .h is taken as C: with -p
        # the proof compiles it as the units that read it do)
        self.cxx = os.path.splitext(getattr(scan, "file", "") or "")[1] in CXX_EXTS
        self.toks = [t for t in scan.tokens if not t.directive]
        self.texts = [ALTERNATIVE.get(t.text, t.text) for t in self.toks]
        self.starts = [t.start for t in self.toks]
        n = len(self.toks)
        self.match = [-1] * n
        self.parent = [-1] * n
        stack = []
        for k, x in enumerate(self.texts):
            self.parent[k] = stack[-1] if stack else -1
            if x in ("(", "[", "{"):
                stack.append(k)
            elif x in (")", "]", "}") and stack:
                o = stack.pop()
                self.match[o], self.match[k] = k, o
                self.parent[k] = stack[-1] if stack else -1

    def text(self, k):
        return self.texts[k] if 0 <= k < len(self.texts) else None

    def kind(self, k):
        return self.toks[k].kind if 0 <= k < len(self.toks) else None

    def ident(self, k):
        """the name at k when it is one (not an alternative token)"""
        return self.toks[k].text if self.kind(k) == "ident" and self.texts[k] == self.toks[k].text \
            else None

    def operand_end(self, k):
        """Whether the token at k ends an operand (a binary operator may follow)."""
        x = self.text(k)
        if x is None:
            return False
        if x in (")", "]"):
            return True
        if self.kind(k) in ("number", "string", "char"):
            return True
        return self.ident(k) is not None and \
            x not in GROUPING + SIZEOF_LIKE + CONSTANT_CALLS + STATEMENTS


def _code_of(scan):
    c = getattr(scan, "_rewrite_code", None)
    if c is None:
        c = scan._rewrite_code = _Code(scan)
    return c


def _spell(code, a, b):
    """the tokens a..b-1 as #x spells them"""
    return S.stringify(code.toks[a:b])


def _before_paren(code, o):
    """What the ( at o follows: ("statement", kw), ("constant", kw),
    ("sizeof", kw), ("call", name), ("grouping", None)."""
    b = code.text(o - 1)
    name = code.ident(o - 1)
    if name in STATEMENTS:
        return "statement", name
    if name in ("constexpr", "consteval"):
        return "constant", "if " + name
    if name in SIZEOF_LIKE:
        return "sizeof", name
    if name in CONSTANT_CALLS:
        return "constant", name
    if name is not None and name not in GROUPING:
        return "call", name
    if b in (")", "]"):
        return "call", None
    return "grouping", None


def _braces(code, o):
    """"init" when the { at o opens an initialiser list, "expression" for
    a GNU statement expression ({ ... }), else "block"."""
    while o >= 0:
        b = code.text(o - 1)
        if b == "(":
            return "expression"
        if b in ("=", ",", "return", "[") or b in ASSIGNMENT:
            return "init"
        if b != "{":
            return "block"
        o -= 1
    return "block"


def _assignment_what(code, k):
    """"initialiser" or "assignment" for the = at k."""
    op = code.text(k)
    if op != "=":
        return "assignment (%s)" % op
    j = k - 1
    depth = 0
    names = []
    while j >= 0:
        x = code.text(j)
        if x in (")", "]"):
            depth += 1
        elif x in ("(", "["):
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and x in (";", "{", "}", ","):
            break
        if depth == 0:
            names.append(x if code.kind(j) == "ident" else None)
        j -= 1
    names.reverse()
    if "auto" in names:
        return "initialiser of an auto variable"
    for a, b in zip(names, names[1:]):
        if a is not None and b is not None:
            return "initialiser"
    if names and names[0] in TYPE_WORDS:
        return "initialiser"
    return "assignment"


def _comma(code, i, left):
    """the use of an operand of a top-level comma: a call's argument, a list
    element, or the comma operator's"""
    o = code.parent[i]
    if o < 0:
        return Use(False, "a comma-separated list at the top level")
    x = code.text(o)
    if x == "(":
        how, name = _before_paren(code, o)
        if how == "call" and name in PROBABLE_NAMES and left == "(":
            return Use(True, "the condition of %s()" % name)
        if how == "call" and name:
            return Use(False, "an argument of %s(), whose use of it is not seen here" % name)
        if how == "call":
            return Use(False, "a call's argument")
        if how == "statement" and name == "for":
            return Use(False, "an operand of the comma operator in a for clause")
        if how == "constant":
            return Use(False, "in %s: a constant context" % name, constant=True)
        if how == "sizeof":
            return Use(False, "in %s" % name)
        return Use(False, "an operand of the comma operator")
    if x == "{" and _braces(code, o) == "init":
        return Use(False, "an element of an initialiser list", value=True)
    if x == "{":
        return Use(False, "an operand of the comma operator")
    if x == "[":
        return Use(False, "in a subscript")
    return Use(False, "next to a comma")


def use_of(scan, site):
    """Where the value of the call at site goes: Use(truth, what)."""
    code = _code_of(scan)
    i = bisect.bisect_left(code.starts, site.span[0])
    j = bisect.bisect_left(code.starts, site.span[1] - 1)
    if i >= len(code.toks) or code.starts[i] != site.span[0] or j >= len(code.toks):
        return Use(False, "not found among the code's tokens")
    parens = 0
    while True:
        L, R = code.text(i - 1), code.text(j + 1)
        use = _use_here(code, i, j, L, R)
        if use is not None:
            if parens and use.truth:
                use.what += " (in parentheses)"
            return use
        # (call) in grouping parentheses: the parentheses' use
        i, j = i - 1, j + 1
        parens += 1


def _use_here(code, i, j, L, R):
    """The use of the expression code.toks[i..j] (a primary expression:
    the call, or it in parentheses), or None when it is in redundant
    parentheses whose use decides."""
    if R in POSTFIX:
        return Use(False, "followed by %s" % R)
    # what binds it from the left, as a prefix
    if L == "!":
        return Use(True, "an operand of !")
    if L in ("~", "++", "--"):
        return Use(False, "the operand of %s" % L, value=True)
    if L in ("-", "+", "*", "&", "&&") and not code.operand_end(i - 2):
        return Use(False, "the operand of unary %s" % L, value=True)
    if L == ")":
        o = code.match[i - 1]
        if o < 0:
            return Use(False, "after a ) that closes nothing seen here")
        how, name = _before_paren(code, o)
        if how == "statement":
            L = ";"     # if (c) likely(x); a statement starts here
        elif how == "call" and name:
            return Use(False, "after %s(...), a macro whose expansion is not seen here" % name)
        else:
            cast = _spell(code, o + 1, i - 1)
            if cast in ("bool", "_Bool", "const bool"):
                return Use(True, "converted to bool by the cast (%s)" % cast)
            return Use(False, "converted by the cast (%s)" % cast, value=True)
    name = code.ident(i - 1) if L != ";" else None
    if name is not None:
        if name in SIZEOF_LIKE:
            return Use(False, "the operand of %s (its type matters)" % name)
        if name in ("return", "co_return"):
            return Use(False, "the value returned", value=True)
        if name in ("else", "do"):
            L = ";"
        elif name == "case":
            return Use(False, "a case label: a constant context", value=True, constant=True)
        elif name in ("throw", "co_yield", "co_await"):
            return Use(False, "the operand of %s" % name)
        else:
            return Use(False, "after %s, whose meaning (a macro?) is not seen here" % name)
    if L is not None and code.kind(i - 1) in ("number", "string", "char"):
        return Use(False, "after %s" % L)
    if L == "?":
        return Use(False, "the middle operand of ?: (the result's value)", value=True)
    if R == ":":
        return Use(False, "before a ':' (an operand of ?:, a label or a bit-field's width)")
    pl, pr = PRECEDENCE.get(L, 0), PRECEDENCE.get(R, 0)
    if pl or pr:
        if pl > pr or (pl == pr and L not in RIGHT):
            op, k = L, i - 1
        else:
            op, k = R, j + 1
        if op in ("&&", "||"):
            if code.cxx:
                return Use(False, "an operand of %s in C++, where %s may be overloaded for the other "
                                  "operand's class and then takes the value" % (op, op), value=True)
            return Use(True, "an operand of %s" % op)
        if op == "?":
            if k == j + 1 and code.text(j + 2) == ":":
                return Use(False, "the condition of GNU ?: with no middle operand, whose value is "
                                  "the result", value=True)
            return Use(True, "the condition of ?:")
        if op == ":":
            return Use(False, "after a ':' (the last operand of ?:, whose value is the result, or "
                              "a statement after a label)")
        if op == ",":
            return _comma(code, i, L)
        if op in ASSIGNMENT:
            return Use(False, _assignment_what(code, k) if k < i else "assigned to", value=True)
        if op in ("<", ">"):
            return Use(False, "next to %s (an operand of a comparison, or a template argument)" % op, value=True)
        if op in COMPARISON:
            return Use(False, "an operand of %s (a comparison)" % op, value=True)
        return Use(False, "an operand of %s" % op, value=True)
    # nothing binds it but the brackets or the statement around it
    if L == "(" and R == ")":
        how, name = _before_paren(code, i - 1)
        if how == "statement":
            if name == "if":
                return Use(True, "the condition of if")
            if name == "while":
                return Use(True, "the condition of while")
            if name == "switch":
                return Use(False, "the condition of switch (its value picks the case)", value=True)
            return Use(False, "in for ( )")
        if how == "constant" and name.startswith("if "):
            return Use(False, "the condition of %s: a constant context" % name, constant=True)
        if how == "constant":
            return Use(False, "the operand of %s: a constant context" % name, constant=True)
        if how == "sizeof":
            return Use(False, "the operand of %s (its type matters)" % name)
        if how == "call":
            if name:
                return Use(False, "the argument of %s(), whose use of it is not seen here" % name)
            return Use(False, "a call's argument")
        return None
    o = code.parent[i]
    owner = _before_paren(code, o) if o >= 0 and code.text(o) == "(" else (None, None)
    if L == ";" and R == ";" and owner == ("statement", "for"):
        return Use(True, "the condition of for")
    if L == ";" and R == ")" and owner[0] == "statement":
        if owner[1] == "if":
            return Use(True, "the condition of if (after its init-statement)")
        if owner[1] == "switch":
            return Use(False, "the condition of switch (its value picks the case)", value=True)
        return Use(False, "the last clause of for (its value unused)")
    if L == "(" and R == ";" and owner[0] == "statement":
        return Use(False, "the first clause of %s" % owner[1])
    if R == ";" and L in (";", "{", "}", None):
        if o >= 0 and code.text(o) == "{" and _braces(code, o) == "expression" \
                and code.text(j + 2) == "}":
            return Use(False, "the last statement of a statement expression ({ }), whose value "
                              "is the result", value=True)
        return Use(False, "an expression statement (its value unused)")
    if L == "[" or R == "]":
        return Use(False, "an array index", value=True)
    if L == "{" or R == "}":
        return Use(False, "an element of an initialiser list", value=True)
    return Use(False, "between %s and %s" % (L, R))


def _names(defs_types, name):
    """"a long 0 or 1 (as defined at F:L)" for the definitions not like
    probable()'s"""
    out = {}
    for ty, where in defs_types:
        if ty != INT01:
            out.setdefault(TYPE_TEXT[ty], []).append(where)
    return " or ".join("%s (as defined at %s)" % (t, ", ".join(ws)) for t, ws in sorted(out.items()))


def rewrite(scan, site, lookup, report_cond=None, text=None):
    """The Condition for rewriting the call at site as probable(COND, pc),
    by where its value goes (use_of) and what the macro's definitions give
    (condition); .note says what was decided."""
    text = scan.text if text is None else text
    use = use_of(scan, site)
    if use.constant:
        return Condition(None, "%s() is in %s, where probable() may not be a constant "
                               "(profile mode records it)" % (site.macro, use.what))
    cond = condition(site, lookup, report_cond, text)
    if not use.truth:
        if cond.text is None:
            return cond
        if not cond.same:
            types = _names(cond.types or [], site.macro) or "of a type not known"
            if use.value:
                why = "%s() is %s here used as a value (%s)" % (site.macro, types, use.what)
            else:
                why = "%s() is %s, and here not only tested for truth (%s)" % (
                    site.macro, types, use.what)
            return Condition(None, why + "; probable() is an int 0 or 1")
        cond.note = "every definition of %s() is a probable() call (an int 0 or 1): the same " \
                    "type and value as the new text, used here as a value (%s)" % (site.macro, use.what)
        return cond
    if cond.text is not None:
        cond.note = "its value is only tested for truth (%s)%s" % (
            use.what, "; " + cond.note if cond.note else "")
    return cond


# ---- the code base's own words: flip to the other macro of the pair, or drop -------

DIRECTIONS = ("likely", "unlikely")
OTHER = {"likely": "unlikely", "unlikely": "likely"}


def _expansions(name, args, lookup, depth=0):
    """[(hint callee or None, [argument texts], where)]: each definition of
    macro name called with argument texts args, followed down through the
    macros it calls (expect(e, v) -> __builtin_expect((e), (v))) to one
    hint call or a value (callee None).  _Refuse when a definition is not
    of that shape."""
    defs = lookup(name)
    if not defs:
        raise _Refuse("no definition of %s was found (in the file or the files it includes)" % name)
    if depth > 8:
        raise _Refuse("%s: macros nested too deep" % name)
    out = []
    for d in defs:
        where = "%s:%d" % (where_of(d.file), d.line)
        if d.params is None or "..." in d.params or any(p.endswith("...") for p in d.params):
            raise _Refuse("%s at %s is not a plain function-like macro" % (name, where))
        if len(d.params) != len(args):
            raise _Refuse("%s at %s takes %d arguments, the call has %d"
                          % (name, where, len(d.params), len(args)))
        try:
            callee, cargs = _body(d)
        except _Refuse as e:
            raise _Refuse("%s at %s %s" % (name, where, e))
        inner = [substitute(a, d.params, args) for a in cargs]
        if callee is None or callee in HINT_BODIES:
            out.append((callee, inner, where))
        elif lookup(callee):
            out.extend(_expansions(callee, inner, lookup, depth + 1))
        else:
            raise _Refuse("%s at %s is defined as %s, not one plain hint" % (
                name, where, S.stringify(d.body)))
    return out


def _number(text):
    toks = _strip_parens(S.tokenize(text))
    texts = [t.text for t in toks]
    v = S.const_value(texts)
    if v is not None:
        return v
    if len(texts) == 1:
        try:
            return float(texts[0])
        except ValueError:
            return None
    return None


def _direction(callee, args):
    """"likely", "unlikely" or None (no hint, or one that says no direction)."""
    if callee is None:
        return None
    if callee == "__builtin_expect":
        v = _number(args[1])
        return None if v is None else ("likely" if v else "unlikely")
    if callee == "__builtin_expect_with_probability":
        v, p = _number(args[1]), _number(args[2])
        if v is None or p is None or p == 0.5:
            return None
        return "likely" if bool(v) == (p > 0.5) else "unlikely"
    pc = _number(args[HINT_BODIES[callee][1] - 1])
    if pc is None or pc == 50:
        return None
    return "likely" if pc > 50 else "unlikely"


class Family:
    """What a direction macro is: .direction ("likely"/"unlikely"), .key
    (its definitions' hint calls and conditions, the direction left out:
    two macros with one key are one family), .arg (the index of the
    argument whose truth the call has, or None), .where."""

    def __init__(self, direction, key, arg, where):
        self.direction, self.key, self.arg, self.where = direction, key, arg, where


def family(name, nparams, lookup):
    """The Family of macro name from its definitions; _Refuse when it is
    not a direction macro (its hints disagree on the direction, it has no
    hint, a definition is not one hint call)."""
    args = ["probable_arg%d_" % k for k in range(nparams)]
    exps = _expansions(name, args, lookup)
    dirs, key, truth = set(), set(), set()
    for callee, cargs, where in exps:
        ci = HINT_BODIES[callee][0] if callee else 0
        cond = cargs[ci]
        key.add((callee, _normal(cond)))
        truth.add(_truth_normal(cond))
        if callee:
            dirs.add(_direction(callee, cargs))
    if not dirs:
        raise _Refuse("%s is defined with no hint" % name)
    if len(dirs) > 1 or None in dirs:
        raise _Refuse("%s's definitions give no one direction (%s)" % (
            name, ", ".join(sorted(str(d) for d in dirs))))
    arg = None
    if len(truth) == 1:
        only = next(iter(truth))
        for k, a in enumerate(args):
            if only == (a,):
                arg = k
    return Family(dirs.pop(), frozenset(key), arg, exps[0][2])


def _toggled(name):
    out = []
    for a, b in (("un", ""), ("UN", ""), ("Un", "")):
        if name.startswith(a):
            out.append(b + name[len(a):])
    for p in ("un", "UN", "Un"):
        out.append(p + name)
    # a prefixed family: ZSTD_LIKELY / ZSTD_UNLIKELY
    if "_" in name:
        head, _, tail = name.rpartition("_")
        out.extend(head + "_" + t for t in _toggled(tail))
    return out


def pair(name, nparams, lookup, names=()):
    """(other macro, Family of name, why) for a call of direction macro
    name: the macro of the same family (the same hint calls and
    conditions in every definition) whose direction is the other one,
    found among the names the tree defines (names; the un/UN-toggled name
    first).  likely and unlikely themselves, where the tree defines them
    in no form this can read (the kernel's branch profiler's
    __branch_check__), or not at all (probable_likely.h given with
    -include), are each other's pair by the convention every code base
    follows, when both are defined in the same files or neither is.
    (None, None, why) when there is no such macro."""
    try:
        me = family(name, nparams, lookup)
    except _Refuse as e:
        if name in DIRECTIONS:
            mine = sorted(set(d.file for d in lookup(name)))
            theirs = sorted(set(d.file for d in lookup(OTHER[name])))
            if mine == theirs:
                return OTHER[name], Family(name, None, 0, mine[0] if mine else None), \
                    "likely() and unlikely() by convention (%s)%s" % (
                        "defined in %s" % ", ".join(where_of(f) for f in mine) if mine
                        else "not defined in the tree", "; %s" % e if mine else "")
            return None, None, "%s: %s; and unlikely/likely are not defined in the same files" % (
                name, e)
        return None, None, str(e)
    want = OTHER[me.direction]
    seen, found = set(), []
    for cand in _toggled(name) + sorted(names):
        if cand in seen or cand == name:
            continue
        seen.add(cand)
        if not lookup(cand):
            continue
        try:
            f = family(cand, nparams, lookup)
        except _Refuse:
            continue
        if f.direction == want and f.key == me.key:
            found.append(cand)
            if cand in _toggled(name):
                break
    if not found:
        return None, me, "no macro of %s's family (the same hint and condition) gives the %s " \
                         "direction" % (name, want)
    if len(found) > 1 and found[0] not in _toggled(name):
        return None, me, "several macros could be %s's pair (%s)" % (name, ", ".join(found))
    return found[0], me, "%s and %s are one family (defined at %s)" % (name, found[0], me.where)


LOW_OPS = set(ASSIGNMENT) | {"?", ":", ",", "&&", "||"}


def _top_ops(toks):
    """The operators at the top level of toks (an expression)."""
    ops = set()
    prev = None
    for t in _top_level(toks):
        x = ALTERNATIVE.get(t.text, t.text)
        if x in PRECEDENCE and prev is not None:
            ops.add(x)
        prev = t if x not in PRECEDENCE else None
    return ops


def drop_text(scan, site, arg_text):
    """(new text for the call, None) or (None, why): the call at site with
    its hint dropped, the argument arg_text left, parenthesised only where
    precedence or -Wparentheses needs it: !unlikely(a || b) -> !(a || b);
    if (unlikely(a = b)) -> if ((a = b)); if (unlikely(x)) -> if (x).  Only
    for a call whose value is only tested for truth (use_of)."""
    use = use_of(scan, site)
    if not use.truth:
        return None, "its value is not only tested for truth (%s): without the hint it would " \
                     "be the argument's own value" % use.what
    code = _code_of(scan)
    i = bisect.bisect_left(code.starts, site.span[0])
    j = bisect.bisect_left(code.starts, site.span[1] - 1)
    L, R = code.text(i - 1), code.text(j + 1)
    toks = S.tokenize(arg_text)
    if _operand(toks):
        return arg_text, None
    ops = _top_ops(toks)
    assign = bool(ops & set(ASSIGNMENT))
    whole = (L == "(" and R == ")") or (L == ";" and R in (";", ")"))
    if whole:
        if assign and L == "(" and _before_paren(code, i - 1)[0] == "grouping":
            return arg_text, None   # if ((unlikely(a = b))): the parentheses are there
        return ("(%s)" % arg_text if assign else arg_text), None
    near = [x for x in (L, R) if x in ("&&", "||", "?")]
    others = [x for x in (L, R) if x not in ("&&", "||", "?", "(", ")", ";", ",", "=", "return")
              and x not in ASSIGNMENT]
    if near and not others:
        low = ops & LOW_OPS
        if not low or (low <= {"&&", "||"} and all(low == {x} for x in near if x != "?")):
            return arg_text, None
    return "(%s)" % arg_text, None
