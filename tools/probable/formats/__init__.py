# SPDX-License-Identifier: MIT
"""One module per input format (report.py: profile JSON; the coverage
readers) and per output (json.py, text.py, html.py)."""
