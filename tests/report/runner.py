# SPDX-License-Identifier: MIT
"""tests/report/runner.py - run the unittest modules named on the command
line (test_*.py beside this file) and print one line per test in the
runner's convention (tests/lib/run.sh): "PASS: what", "FAIL: what",
"SKIP: what (why)".  Exit status 1 when a test failed."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


class LineResult(unittest.TestResult):
    def _name(self, test):
        doc = test.shortDescription()
        name = "report %s.%s" % (test.__class__.__module__, test._testMethodName)
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


def main(names):
    suite = unittest.defaultTestLoader.loadTestsFromNames(names)
    result = LineResult()
    suite.run(result)
    return 1 if (result.failures or result.errors) else 0


if __name__ == "__main__":
    sys.exit(main([os.path.splitext(os.path.basename(a))[0] for a in sys.argv[1:]]))
