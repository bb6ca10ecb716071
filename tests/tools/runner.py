# SPDX-License-Identifier: MIT
"""tests/tools/runner.py - run the unittest modules of the Python tools
(tests/tools/test_*.py; the names given, or all of them) and print one
line per test in the convention of tests/lib/run.sh: "PASS: what",
"FAIL: what", "SKIP: what (why)".  Exit status 1 when a test failed."""

import glob
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# the package under test: tools/probable of this tree
sys.path.insert(1, os.path.join(os.path.dirname(os.path.dirname(HERE)), "tools"))


class LineResult(unittest.TestResult):
    def _name(self, test):
        doc = test.shortDescription()
        name = "tools %s.%s" % (test.__class__.__module__, getattr(test, "_testMethodName", str(test)))
        return "%s: %s" % (name, doc) if doc else name

    def addSuccess(self, test):
        super().addSuccess(test)
        print("PASS: %s" % self._name(test), flush=True)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        print("FAIL: %s" % self._name(test), flush=True)
        print(self._exc_info_to_string(err, test).rstrip(), file=sys.stderr)

    def addError(self, test, err):
        super().addError(test, err)
        print("FAIL: %s (error)" % self._name(test), flush=True)
        print(self._exc_info_to_string(err, test).rstrip(), file=sys.stderr)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        print("SKIP: %s (%s)" % (self._name(test), reason), flush=True)

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            print("FAIL: %s %s" % (self._name(test), subtest._subDescription()), flush=True)
            print(self._exc_info_to_string(err, test).rstrip(), file=sys.stderr)


def main(args):
    names = [os.path.splitext(os.path.basename(a))[0] for a in args] or \
        sorted(os.path.splitext(os.path.basename(p))[0] for p in glob.glob(os.path.join(HERE, "test_*.py")))
    result = LineResult()
    for name in names:
        # a module that cannot be imported is one failure, not the end of the run
        try:
            suite = unittest.defaultTestLoader.loadTestsFromName(name)
        except Exception as e:  # noqa: BLE001 - reported as a FAIL line
            print("FAIL: tools %s (cannot load: %s)" % (name, e), flush=True)
            result.errors.append((name, str(e)))
            continue
        suite.run(result)
    return 1 if (result.failures or result.errors) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
