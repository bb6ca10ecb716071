# SPDX-License-Identifier: MIT
"""Every hint site of the source is in the report (issue 20 item 5): with
--root, a profile report's files are scanned, and a site the build has no
record of (folded away by the compiler on a 64-bit build:
fixtures/report/folded/folded.c line 9) is listed as compiled-out, count
0, beside the sites the build counted; without --root nothing is added."""

import json
import os
import unittest

from common import report_fixture, run_report

FOLDED = report_fixture("folded")
REPORT = os.path.join(FOLDED, "folded.json")


class CompiledOut(unittest.TestCase):
    def merged(self, *extra):
        st, out, err = run_report("merge", REPORT, *extra)
        self.assertEqual(st, 0, err)
        return json.loads(out)["sites"]

    def test_folded_site_listed(self):
        sites = {(s["line"], s["verdict"]): s for s in self.merged("--root", FOLDED)}
        self.assertEqual(sorted(sites), [(9, "compiled-out"), (11, "wrong")])
        out = sites[(9, "compiled-out")]
        self.assertEqual((out["expr"], out["macro"], out["declared"], out["count"], out["hits"]),
                         ("i == argc", "probable", 10, 0, 0))
        self.assertEqual((out["arch"], out["high"], out["low"]), ("x86", 89, 11))
        self.assertEqual(sites[(11, "wrong")]["count"], 1000)

    def test_without_root_only_the_records(self):
        self.assertEqual([s["line"] for s in self.merged()], [11])

    def test_text_table_names_it(self):
        st, out, err = run_report("text", REPORT, "--root", FOLDED)
        self.assertEqual(st, 0, err)
        line = [x for x in out.splitlines() if x.startswith("compiled-out")]
        self.assertEqual(len(line), 1, out)
        self.assertIn("folded.c:9", line[0])
        self.assertIn("i == argc", line[0])


if __name__ == "__main__":
    unittest.main()
