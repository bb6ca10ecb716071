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


# make test samples some matrices of the tests (the compilers a test loops
# over, clang versions by -O level) by the rules of take_turns() and
# diagonal(); PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive) runs them
# whole.  A test whose assertions differ per compiler does not sample.
EXHAUSTIVE = os.environ.get("PROBABLE_TEST_EXHAUSTIVE") == "1"
_turns = {}


def take_turns(items):
    """make test: a list of one of items (in a list of one already, or empty:
    items), the one the fewest earlier calls took, the first of them on a tie;
    so the items take turns and each is taken once there are as many calls
    as items.  Under PROBABLE_TEST_EXHAUSTIVE=1: items."""
    items = list(items)
    if EXHAUSTIVE or len(items) < 2:
        return items
    one = min(items, key=lambda x: (_turns.get(x, 0), items.index(x)))
    _turns[one] = _turns.get(one, 0) + 1
    return [one]


def diagonal(xs, ys):
    """make test: pairs of xs and ys in which every x and every y is (zip,
    the shorter list wrapping round); under PROBABLE_TEST_EXHAUSTIVE=1 every
    pair."""
    xs, ys = list(xs), list(ys)
    if EXHAUSTIVE:
        return [(x, y) for x in xs for y in ys]
    if not xs or not ys:
        return []
    return [(xs[i % len(xs)], ys[i % len(ys)]) for i in range(max(len(xs), len(ys)))]


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
