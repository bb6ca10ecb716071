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
probable() body, or a __builtin_expect() body whose condition is already
0 or 1 (!x, a comparison, && or ||).  A macro defined as a call of another
macro (lz4's "#define likely(expr) expect((expr) != 0, 1)") is followed down
to its hint, and every definition the #if branches give must yield the same
condition (a no-hint fallback such as "#define expect(e, v) (e)" included).
When the condition is the argument itself (x, (x), !!(x), (x) != 0) the
call becomes probable(x, PC) as written.

Refused (Condition.text None, .why says why): no definition found; several
definitions that disagree (#if branches); a body that is not one plain hint
(other code, side effects: assignment, ++/--, a call of a function);
# or ## on a parameter in the condition; a variadic macro; a
__builtin_expect() whose first argument is not 0/1-valued; and, for a
condition that is not just the argument, a report without "cond" or whose
"cond" has other tokens.
"""

import os

from .. import scan as S

HINT_BODIES = {
    # name -> (index of the condition argument, number of arguments)
    "PROBABLE_MACRO_SITE": (1, 4),
    "probable": (0, 2),
    "PROBABLE_PROBABLE": (0, 2),
    "__builtin_expect": (0, 2),
    "__builtin_expect_with_probability": (0, 3),
}
# calls whose value is exactly !!(cond)
BANG_BANG = ("PROBABLE_MACRO_SITE", "probable", "PROBABLE_PROBABLE")
SIDE_EFFECT_OPS = set("= += -= *= /= %= &= |= ^= <<= >>= ++ --".split())
PURE_CALLS = {"sizeof", "_Alignof", "alignof", "__alignof__", "defined"}
LIKELY_NAMES = ("likely", "unlikely")


class Condition:
    def __init__(self, text=None, why="", note=""):
        self.text = text      # the condition with the arguments in place, or None
        self.why = why        # why not, when text is None
        self.note = note      # something to say even when it is rewritten


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
        raise _Refuse("is defined as %s, not one plain hint (PROBABLE_MACRO_SITE, probable, "
                      "__builtin_expect, or a macro of those)" % S.stringify(define.body))
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


def _conds(name, args, lookup, depth=0):
    """[(condition text, hint name or None, where)] for each definition of
    macro name called with argument texts args; _Refuse when one cannot
    be worked out."""
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
            bad = _check_cond(cargs[ci], d.params)
            if bad:
                raise _Refuse("%s at %s: %s" % (name, where, bad))
            out.append((substitute(cargs[ci], d.params, args), callee, where))
        elif callee is None:
            bad = _check_cond(cargs[0], d.params)
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
            out.extend(_conds(callee, inner, lookup, depth + 1))
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


def condition(site, lookup, report_cond=None, text=None):
    """The condition of a macro site.  lookup(name) -> list of Define (all
    the definitions of name visible to the site's file: the file's own and
    those of the files it includes; [] when none).  text: the file's text
    (latin-1) for the arguments as written."""
    name = site.macro
    args = [text[a[0].start:a[-1].end] for a in site.args]
    if name in LIKELY_NAMES and not lookup(name):
        # probable_likely.h's: PROBABLE_BRANCH_SITE_(x, pc, #x, likely), !!(x)
        return Condition(site.expr_text(text))
    try:
        conds = _conds(name, args, lookup)
    except _Refuse as e:
        return Condition(None, str(e))
    if len(set(_normal(c[0]) for c in conds)) > 1:
        return Condition(None, "%s has %d definitions that give different conditions (%s)"
                         % (name, len(conds), "; ".join("%s: %s" % (c[2], c[0]) for c in conds)))
    if not any(c[1] for c in conds):
        return Condition(None, "%s is defined as a value, with no hint (%s)" % (
            name, "; ".join("%s: %s" % (c[2], c[0]) for c in conds)))
    for cond, hint, where in conds:
        if hint not in BANG_BANG and not is_boolean(S.tokenize(cond)):
            return Condition(None, "%s (%s) has the value of %s, not 0 or 1; probable() would "
                                   "give !!(%s) instead" % (name, where, cond, cond))
    cond, hint, where = next(c for c in conds if c[1])
    note = ""
    if any(c[1] and c[1].startswith("__builtin_expect") for c in conds):
        note = "%s's value was a long (__builtin_expect), probable()'s is an int" % name
    plain = _plain(cond, args)
    if plain is not None:
        return Condition(plain, note=note)
    if report_cond is None:
        return Condition(None, "the report does not say the condition %s formed (\"cond\", "
                               "recorded by the version 3 runtime); from its definition at %s it "
                               "would be %s" % (name, where, cond))
    if _normal(report_cond) != _normal(cond):
        return Condition(None, "the report's condition %r is not %r, what %s at %s gives"
                         % (report_cond, cond, name, where))
    return Condition(cond, note=note)
