# SPDX-License-Identifier: MIT
"""tests/tools/common.py - shared by the tests of the Python tools: the
package tools/probable imported, paths, and a way to run a command line."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
TOOLS = os.path.join(TOP, "tools")
REPORT_TOOL = os.path.join(TOOLS, "probable-report")
FIXTURES = os.path.join(HERE, "fixtures")
VECTORS = os.path.join(TOP, "tests", "fixtures", "verdicts.json")

if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)


def fixture(*names):
    return os.path.join(FIXTURES, *names)


def run(tool, *args, stdin=None, cwd=None):
    """A tool's command line (a path under tools/): (exit status, stdout, stderr)."""
    p = subprocess.run([sys.executable, tool] + list(args), input=stdin,
                       capture_output=True, text=True, timeout=600, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def run_report(*args, stdin=None, cwd=None):
    return run(REPORT_TOOL, *args, stdin=stdin, cwd=cwd)


def report_fixture(*names):
    """tests/tools/fixtures/report/NAME: runtime reports and a source tree."""
    return os.path.join(FIXTURES, "report", *names)


def merge_paths(paths, warn=None, min_count=0, table=None):
    """The reports at paths merged and judged (min_count 0: no minimum, the
    rules of format version 2, unless given)."""
    from probable import archdata
    from probable.site import Merger
    m = Merger(warn, min_count)
    for p in paths:
        m.add_file(p, archdata.arch_table() if table is None else table)
    return m.result()


def by_place(rep):
    """site identity -> site of a report."""
    from probable.site import identity
    return {identity(s): s for s in rep["sites"]}
