# SPDX-License-Identifier: MIT
"""The Linux kernel's branch profiler: trace_stat/branch_annotated
(CONFIG_PROFILE_ANNOTATED_BRANCHES: every likely()/unlikely() counted as
correct or incorrect) and trace_stat/branch_all (CONFIG_PROFILE_ALL_BRANCHES:
every if counted as miss or hit), as kernel/trace/trace_branch.c prints
them:

    header   " correct incorrect  % " (annotated) or "   miss      hit    % "
             (all), then the column names and a line of dashes
    row      "%8lu %8lu " correct, incorrect (annotated and all), or
             "%8lu/%lu %*lu " correct/constant, incorrect (annotated, when
             the compiler proved the condition constant at least once);
             then "%3ld " incorrect percent, or "  X " when both are 0;
             then "%-30.30s %-20.20s %d": function (cut to 30 bytes),
             file basename (cut to 20 bytes), line.

    sniff(data) -> "annotated", "all" or None
    read(path, data=None) -> list of records

A record is a dict: source "kernel", table ("annotated" or "all"), func,
file (the basename as printed, maybe cut), cut (True when the printed name
is 20 bytes: it may have been cut), line, and
    annotated: correct, incorrect, constant (0 when not printed)
    all:       miss (the if's condition false), hit (true)
(the kernel overlays miss on correct and hit on incorrect; a
"constant" count is already inside correct)."""

import re

from ..errors import MAX_COUNT, InputError, read_bytes

ANNOTATED = b" correct incorrect  %"
ALL = b"   miss      hit    %"

# counts are 64-bit (at most 20 digits); ASCII digits only
_ROW = re.compile(r"^\s*([0-9]{1,20})(?:/([0-9]{1,20}))?\s+([0-9]{1,20})\s+(-?[0-9]{1,20}|X)\s(.*)$")


def sniff(data):
    head = data[:200]
    if head.startswith(ANNOTATED):
        return "annotated"
    if head.startswith(ALL):
        return "all"
    return None


def _split_tail(tail):
    """"%-30.30s %-20.20s %d" -> (func, file, line): the line is the last
    field; the function is exactly 30 columns wide when it is shorter
    (padded), the file name 20."""
    m = re.match(r"^(.*\S)?\s+([0-9]{1,10})$", tail)
    if not m or m.group(1) is None:
        return None
    rest, line = m.group(1), int(m.group(2))
    # the function field is padded to 30 and followed by one space; names
    # have no spaces, so the file is the last word
    parts = rest.split()
    if len(parts) != 2:
        return None
    return parts[0], parts[1], line


def read(path, data=None):
    if data is None:
        data = read_bytes(path)
    table = sniff(data)
    if table is None:
        raise InputError(path, "not a kernel branch profile (no branch_annotated or branch_all header)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    lines = text.split("\n")
    if len(lines) < 2 or not lines[1].lstrip().startswith("-------"):
        raise InputError(path, "line 2: not the dashes under the kernel's header")
    out = []
    for n, l in enumerate(lines[2:], 3):
        if not l.strip():
            continue
        m = _ROW.match(l)
        if not m:
            raise InputError(path, "line %d: not a row of trace_branch.c's table: %r" % (n, l[:80]))
        correct, constant, incorrect = int(m.group(1)), m.group(2), int(m.group(3))
        if max(correct, incorrect, int(constant or 0)) > MAX_COUNT:
            raise InputError(path, "line %d: a count out of range (more than 64 bits)" % n)
        if constant is not None and table != "annotated":
            raise InputError(path, "line %d: a constant count in branch_all" % n)
        t = _split_tail(m.group(5))
        if t is None:
            raise InputError(path, "line %d: no function, file and line: %r" % (n, l[:80]))
        func, fname, line = t
        pct = m.group(4)
        total = correct + incorrect
        want = "X" if total == 0 else str(incorrect * 100 // total if correct else 100)
        # the kernel computes the percent in a long: past 2^63 / 100 it wraps
        if pct != want and incorrect * 100 < 2 ** 63:
            raise InputError(path, "line %d: the percent %s does not follow from the counts (%s)"
                             % (n, pct, want))
        r = {"source": "kernel", "table": table, "func": func, "file": fname,
             "cut": len(fname.encode("utf-8", "surrogateescape")) >= 20, "line": line}
        if table == "annotated":
            r.update(correct=correct, incorrect=incorrect, constant=int(constant or 0))
        else:
            r.update(miss=correct, hit=incorrect)
        out.append(r)
    return out
