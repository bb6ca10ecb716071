# SPDX-License-Identifier: MIT
"""tests/fix/runner.py - run the tests/fix/test_*.py unittest modules (or
the ones named) and print one line per test, as tests/lib/run.sh counts
them: "PASS: name: what", "FAIL: name: ...", "SKIP: name: why".  Exit
status 1 when one failed."""

import os
import sys
import unittest

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def first_line(test):
    doc = test.shortDescription()
    return doc if doc else test.id().split(".")[-1]


class LineResult(unittest.TestResult):
    def name(self, test):
        parts = test.id().split(".")
        return "fix/%s.%s" % (parts[0], parts[-1])

    def addSuccess(self, test):
        super().addSuccess(test)
        print("PASS: %s: %s" % (self.name(test), first_line(test)), flush=True)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        msg = str(err[1]).strip().replace("\n", "\n    ")
        print("FAIL: %s: %s\n    %s" % (self.name(test), first_line(test), msg), flush=True)

    def addError(self, test, err):
        super().addError(test, err)
        print("FAIL: %s: %s: error: %s: %s" % (self.name(test), first_line(test),
                                                err[0].__name__, err[1]), flush=True)
        import traceback
        sys.stdout.write("    " + "".join(traceback.format_tb(err[2])[-2:]).replace("\n", "\n    ") + "\n")

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        print("SKIP: %s: %s" % (self.name(test), reason), flush=True)

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if issubclass(err[0], test.failureException):
                self.addFailure(subtest, err)
            else:
                self.addError(subtest, err)


def main(names):
    loader = unittest.TestLoader()
    if names:
        suite = unittest.TestSuite(loader.loadTestsFromName(n) for n in names)
    else:
        suite = loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    result = LineResult()
    suite.run(result)
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
