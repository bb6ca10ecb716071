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
    rc, out, err = python_run([tool] + list(args), None if stdin is None else stdin.encode(_ENCODING), cwd)
    return rc, _text(out), _text(err)


# ---- the tools' command lines, run as a forked copy of this process -------------
# Most tests run a tool's command line dozens of times; a new interpreter
# each time costs ~0.15 s of CPU (start-up, site, the package's imports),
# most of the CPU of the tools tests.  python_run() runs such a command line
# in a child forked from this process instead, where the package is imported
# already: the child points its standard input, output and error at files,
# takes the cwd and the environment, sets sys.argv and runs the entry point
# (or module, or code) as "__main__", and ends with the status a python3
# process would have (SystemExit's code, 1 after a traceback on stderr, 120
# when flushing stdout fails at exit).  A fresh process each time, so what a
# tool changes in its modules is gone at the next call.  The real
# interpreter runs instead: under PROBABLE_TEST_EXHAUSTIVE=1 or
# PROBABLE_TEST_REAL_PROCESS=1 (every call), for a script that is not this
# tree's own tools/probable-* (an installed copy imports its own package),
# when the environment changes what python3 itself reads (PYTHON*, LC_*,
# LANG), and where there is no fork; and a few tests (test_errors.py,
# test_output_devices.py, test_fix_cli.py, test_check.py) run the real
# entry points directly.
REAL = EXHAUSTIVE or os.environ.get("PROBABLE_TEST_REAL_PROCESS") == "1" or not hasattr(os, "fork")
_OWN = (os.path.realpath(os.path.join(TOOLS, "probable-report")), os.path.realpath(os.path.join(TOOLS, "probable-fix")))
_ENCODING = __import__("locale").getpreferredencoding(False)


def _text(data):
    """bytes as subprocess.run(text=True) gives them: the locale's encoding,
    universal newlines"""
    return data.decode(_ENCODING).replace("\r\n", "\n").replace("\r", "\n")


def _forkable(argv, env):
    if REAL:
        return False
    if argv[0] == "-m" or argv[0] == "-c":
        pass
    elif os.path.realpath(argv[0]) not in _OWN:
        return False
    if env is not None:
        for k in set(env) | set(os.environ):
            if k == "PYTHONPATH" and env.get(k) == TOOLS:
                continue  # the package's directory: in sys.path here already
            if (k.startswith(("PYTHON", "LC_")) or k == "LANG") and env.get(k) != os.environ.get(k):
                return False
    return True


def python_run(argv, stdin=None, cwd=None, env=None):
    """python3 argv (a script path and its arguments; or "-m", module, ...;
    or "-c", code, ...) with stdin (bytes; None: this process's stdin for
    a real interpreter, empty for a forked one), in cwd, with env
    (None: this process's): (exit status, stdout bytes, stderr bytes)."""
    if not _forkable(argv, env):
        p = subprocess.run([sys.executable] + list(argv), input=stdin,
                           capture_output=True, timeout=600, cwd=cwd, env=env)
        return p.returncode, p.stdout, p.stderr
    import tempfile
    _import_all()
    files = [tempfile.TemporaryFile() for _ in range(3)]
    if stdin:
        files[0].write(stdin)
        files[0].seek(0)
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        status = 1
        try:
            # (subprocess.run's timeout: SIGALRM's default action ends it)
            __import__("signal").alarm(600)
            status = _child(argv, files, cwd, env)
        except BaseException:  # noqa: BLE001 - setting the child up failed: say why
            __import__("traceback").print_exc()
        finally:
            os._exit(status)
    _, wstatus = os.waitpid(pid, 0)
    status = os.waitstatus_to_exitcode(wstatus)
    out = []
    for f in files[1:]:
        f.seek(0)
        out.append(f.read())
    for f in files:
        f.close()
    return status, out[0], out[1]


_imported = False
_OWN_ARCH = None


def _import_all():
    """every module of the package (and what they import), imported here
    once, so that no child compiles them again (the tests write no .pyc)"""
    global _imported
    if _imported:
        return
    _imported = True
    import gc
    import pkgutil
    import probable
    for m in pkgutil.walk_packages(probable.__path__, "probable."):
        __import__(m.name)
    # and what the child and argparse import when they run
    for m in ("runpy", "traceback", "textwrap", "gzip", "platform"):
        __import__(m)
    # the command-line parsers built once (their regular expressions
    # compiled), and the arch table of this tree's own arch/ read once:
    # the tests never change it; a child forgets every other one read here
    # (_child), as a new process would not have it
    from probable.cli import check, fix, report
    check.parser()
    fix.parser()
    report._parser()
    from probable import archdata
    archdata.arch_table()
    global _OWN_ARCH
    _OWN_ARCH = os.path.realpath(archdata.find_arch_dir())
    # the objects made so far are never collected: a child's collection
    # would touch (and so copy) every page of them
    gc.freeze()


def _child(argv, files, cwd, env):
    import runpy
    import traceback
    for fd, f in enumerate(files):
        os.dup2(f.fileno(), fd)
    if cwd is not None:
        os.chdir(cwd)
    # this tree's arch table, read here, stands only in the environment it
    # was read in (a test that changes CC or PATH gets none)
    keep = _OWN_ARCH if env is None or dict(env) == dict(os.environ) else None
    if env is not None:
        os.environ.clear()
        os.environ.update(env)
    from probable import archdata
    for k in list(archdata._CACHE):
        if k != keep:
            del archdata._CACHE[k]
    status = 0
    try:
        try:
            if argv[0] == "-c":
                sys.argv = ["-c"] + list(argv[2:])
                exec(compile(argv[1], "<string>", "exec"), {"__name__": "__main__"})
            elif argv[0] == "-m":
                sys.argv = [argv[1]] + list(argv[2:])
                # a new interpreter has not imported it yet (runpy warns)
                sys.modules.pop(argv[1], None)
                runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
            else:
                sys.argv = list(argv)
                runpy.run_path(argv[0], run_name="__main__")
        except SystemExit as e:
            code = e.code
            if code is None:
                status = 0
            elif isinstance(code, int):
                status = code & 0xff
            else:
                print(code, file=sys.stderr)
                status = 1
    except BaseException:  # noqa: BLE001 - what the interpreter does with it
        traceback.print_exc()
        status = 1
    try:
        if sys.stdout is not None:  # (a tool may drop it after a broken pipe)
            sys.stdout.flush()
    except Exception:  # noqa: BLE001 - as the interpreter at exit
        traceback.print_exc()
        status = 120
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
    except Exception:  # noqa: BLE001
        pass
    return status


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
