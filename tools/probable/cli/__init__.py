# SPDX-License-Identifier: MIT
"""The command lines (tools/probable-report and friends are thin entry
points that call main() here)."""
