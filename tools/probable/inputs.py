# SPDX-License-Identifier: MIT
"""Every input a tool takes, told apart by content: profile reports
(formats/report.py, versions 1-3), gcov's JSON (.gcov.json.gz or plain),
llvm-cov's export, the kernel's branch_annotated and branch_all, mixed
freely.

    load_any(paths, root=".", arch=None, macros=None, table=None,
             min_count=100, top=20) -> list of reports

Each report is in version 3's shape (formats/report.py's read); feed the
list to site.merge().  Profile reports come back as read (not judged);
coverage files are matched with the hint sites under root and judged
(coverage.py), one report per kind of coverage data, all files of one
kind summed first (a header's lines are in every translation unit's
gcov file).  Raises errors.InputError for the first input that is bad;
nothing is half read."""

import sys

from .errors import InputError, os_reason
from .judge import DEFAULT_MIN_COUNT


def _bytes(path):
    try:
        if path == "-":
            return sys.stdin.buffer.read()
        with open(path, "rb") as f:
            return f.read()
    except IsADirectoryError:
        raise InputError(path, "is a directory")
    except OSError as e:
        raise InputError(path, os_reason(e))


def load_any(paths, root=".", arch=None, macros=None, table=None,
             min_count=DEFAULT_MIN_COUNT, top=None):
    from . import coverage
    from .formats import report as report_format
    if table is None:
        from .archdata import arch_table
        table = arch_table()
    profiles, cov, datas = [], [], {}
    for p in paths:
        data = _bytes(p)
        if coverage.sniff(data):
            cov.append(p)
            datas[p] = data
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                raise InputError(p, "not a profile report, gcov JSON, an llvm-cov export or a "
                                    "kernel branch profile (not UTF-8 text)")
            profiles.append(report_format.from_doc(report_format.parse(text, p), p, table))
    if cov:
        profiles += coverage.report(cov, root, arch, macros, min_count,
                                    coverage.DEFAULT_TOP if top is None else top, table, datas)
    return profiles
