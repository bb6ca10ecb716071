# SPDX-License-Identifier: MIT
"""tests/report/common.py - shared by the tests of tools/probable-report:
the tool imported as a module (as tools/probable-fix imports it), paths,
and a way to run its command line."""

import importlib.machinery
import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
TOOL = os.path.join(TOP, "tools", "probable-report")
FIXTURES = os.path.join(HERE, "fixtures")


def load_tool():
    loader = importlib.machinery.SourceFileLoader("probable_report", TOOL)
    spec = importlib.util.spec_from_loader("probable_report", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


report = load_tool()


def fixture(name):
    return os.path.join(FIXTURES, name)


def run(*args, stdin=None):
    """The tool's command line: (exit status, stdout, stderr)."""
    p = subprocess.run([sys.executable, TOOL] + list(args), input=stdin,
                       capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def by_place(rep):
    """site identity -> site of a report."""
    return {report.identity(s): s for s in rep["sites"]}
