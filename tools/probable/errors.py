# SPDX-License-Identifier: MIT
"""Errors a command line reports in one line, "PROG: PATH: REASON", with
exit status 2 and nothing written."""

import sys


class InputError(Exception):
    """A file (input or output) the tool cannot use: path and reason."""

    def __init__(self, path, reason):
        super().__init__(path, reason)
        self.path = path
        self.reason = reason

    def __str__(self):
        return "%s: %s" % (self.path, self.reason)


def os_reason(e):
    """The reason of an OSError in words, without the path (the caller names it)."""
    return e.strerror or e.__class__.__name__


def read_bytes(path):
    """The bytes of the file at path; InputError naming the reason when it
    cannot be read (the one way the readers of every format open a file)."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise InputError(path, os_reason(e))


def report_error(prog, err, stream=None):
    """Print err as one line "PROG: PATH: REASON"; returns 2, the exit status."""
    (stream or sys.stderr).write("%s: %s\n" % (prog, err))
    return 2
