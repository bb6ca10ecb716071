# SPDX-License-Identifier: MIT
"""probable: the Python tools of the probable library (standard library
only, Python 3.9+).

Data flows one way: a reader (formats/report.py, and the coverage readers)
gives sites; site.py says which sites are the same site and merges them;
judge.py judges them with the runtime's arithmetic; archdata.py says what
a pc becomes on each arch (read from the tree's own arch headers); a writer
(formats/json.py, text.py, html.py) prints them.  Bad input raises
errors.InputError (one line: PATH: REASON); the command lines turn it into
exit status 2."""

FORMAT = "probable-profile"
VERSION = 3
