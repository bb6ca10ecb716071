# SPDX-License-Identifier: MIT
"""Where "#include <probable.h>" goes in a file that gets probable() calls
and does not include it: where a person would put it.

    include_edit(scan, first_use, spelling=None, root=None, path=None)
        -> None (the file includes it already) or (offset, text, spelling)

At the top level of the file, never inside a conditional block (the
#ifndef/#define/#endif guard that wraps a whole header aside); before the
first use; after the last top-level #include before that use, else after
the guard's #define or a leading "#pragma once", else at the first line of
the file after its leading comment.  The spelling is --add-include's, else
the file's own: "probable.h" when the file includes its own headers with
quotes (with their common directory prefix when probable.h is there under
root), <probable.h> otherwise.
"""

import os
import re

INCLUDE_RE = re.compile(r'#\s*include\s*([<"])([^>"]*)[>"]')
OURS = ("probable.h", "probable_likely.h")


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


def include_edit(scan, first_use, spelling=None, root=None, path=None):
    if includes_probable(scan):
        return None
    if spelling is None:
        spelling = spelling_for(scan, root, path)
    after = None
    for ts, _, _, top in _includes(scan):
        if top and ts[0].start < first_use:
            after = ts[-1].end
    if after is None:
        for name, ts in scan.directives:
            if ts[0].start >= first_use:
                break
            if scan.guard and name == "define" and scan.line_of(ts[0].start) > scan.guard[0] \
                    and len(ts) > 2 and ts[2].text == scan.guard[2]:
                after = ts[-1].end
                break
            if name == "pragma" and len(ts) > 2 and ts[2].text == "once" and scan._stack_of(ts[0]) == ():
                after = ts[-1].end
                break
    if after is not None:
        at = scan.line_end(after)
    elif scan.tokens:
        at = scan.line_start(scan.tokens[0].start)
    else:
        at = len(scan.text)
    text = "#include %s\n" % spelling
    if at > 0 and scan.text[at - 1] != "\n":
        text = "\n" + text
    return at, text, spelling
