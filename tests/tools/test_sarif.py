# SPDX-License-Identifier: MIT
"""tests/tools/test_sarif.py - probable-report check --sarif: SARIF 2.1.0
as GitHub code scanning takes it: the schema and version, one driver with
stable rule ids (description, help, level), a result per finding with a
path relative to %SRCROOT%, a region and a partial fingerprint that
does not change when the site moves to another line; every object and
property written checked against the rules of the SARIF 2.1.0 JSON
schema (RULES below), and every uri a valid RFC 3986 reference,
percent-encoded (section 3.10).

The schema itself (OASIS's sarif-schema-2.1.0.json) is not shipped: it is
OASIS's text under OASIS's IPR policy, not ours to copy, and the tests
fetch nothing.  RULES restates, in our words, the rules the schema gives
for each object this tool writes (type, required properties, the
properties allowed: additionalProperties is false in the schema for every
one of them but the property bag, enums, minimums, uniqueness, the uri
formats); validate() applies them and fails on any property the rules do
not list, so a property added to the writer must be added here, checked
against the schema."""

import json
import os
import re
import shutil
import tempfile
import unittest

from test_check import COV, LLVM, check

from probable.formats import sarif


# The SARIF 2.1.0 schema's rules for the objects this tool writes (the
# definitions sarifLog, run, tool, toolComponent, reportingDescriptor,
# multiformatMessageString, reportingConfiguration, propertyBag, result,
# message, location, physicalLocation, artifactLocation, region), restated:
# {definition: (required, {property: rule})}; a rule is a definition's name,
# or a dict: type, enum, minimum, items (a rule), unique, values (the rule
# of an object's every value), format ("uri" or "uri-reference").
LEVELS = ["none", "note", "warning", "error"]
RULES = {
    "sarifLog": (["version", "runs"], {
        "$schema": {"type": "string", "format": "uri"}, "version": {"enum": ["2.1.0"]},
        "runs": {"type": "array", "items": "run"}, "inlineExternalProperties": {"type": "array"},
        "properties": "propertyBag"}),
    "run": (["tool"], {
        "tool": "tool", "results": {"type": "array", "items": "result"},
        "originalUriBaseIds": {"type": "object", "values": "artifactLocation"},
        "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]},
        "language": {"type": "string", "pattern": r"^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"},
        "properties": "propertyBag"}),
    "tool": (["driver"], {"driver": "toolComponent", "extensions": {"type": "array"},
                          "properties": "propertyBag"}),
    "toolComponent": (["name"], {
        "name": {"type": "string"}, "version": {"type": "string"}, "semanticVersion": {"type": "string"},
        "fullName": {"type": "string"}, "informationUri": {"type": "string", "format": "uri"},
        "rules": {"type": "array", "items": "reportingDescriptor", "unique": True},
        "shortDescription": "multiformatMessageString", "fullDescription": "multiformatMessageString",
        "properties": "propertyBag"}),
    "reportingDescriptor": (["id"], {
        "id": {"type": "string"}, "name": {"type": "string"},
        "shortDescription": "multiformatMessageString", "fullDescription": "multiformatMessageString",
        "help": "multiformatMessageString", "helpUri": {"type": "string", "format": "uri"},
        "defaultConfiguration": "reportingConfiguration", "properties": "propertyBag"}),
    "multiformatMessageString": (["text"], {"text": {"type": "string"}, "markdown": {"type": "string"},
                                            "properties": "propertyBag"}),
    "reportingConfiguration": ([], {"enabled": {"type": "boolean"}, "level": {"enum": LEVELS},
                                    "rank": {"type": "number", "minimum": -1, "maximum": 100},
                                    "parameters": "propertyBag", "properties": "propertyBag"}),
    # any property; "tags": unique strings
    "propertyBag": ([], None),
    "result": (["message"], {
        "ruleId": {"type": "string"}, "ruleIndex": {"type": "integer", "minimum": -1},
        "level": {"enum": LEVELS},
        "kind": {"enum": ["notApplicable", "pass", "fail", "review", "open", "informational"]},
        "message": "message", "locations": {"type": "array", "items": "location"},
        "partialFingerprints": {"type": "object", "values": {"type": "string"}},
        "fingerprints": {"type": "object", "values": {"type": "string"}},
        "rank": {"type": "number", "minimum": -1, "maximum": 100},
        "baselineState": {"enum": ["new", "unchanged", "updated", "absent"]}, "properties": "propertyBag"}),
    "message": ([], {"text": {"type": "string"}, "markdown": {"type": "string"}, "id": {"type": "string"},
                     "arguments": {"type": "array", "items": {"type": "string"}}, "properties": "propertyBag"}),
    "location": ([], {"id": {"type": "integer", "minimum": -1}, "physicalLocation": "physicalLocation",
                      "message": "message", "properties": "propertyBag"}),
    "physicalLocation": ([], {"artifactLocation": "artifactLocation", "region": "region",
                              "contextRegion": "region", "properties": "propertyBag"}),
    "artifactLocation": ([], {"uri": {"type": "string", "format": "uri-reference"},
                              "uriBaseId": {"type": "string"}, "index": {"type": "integer", "minimum": -1},
                              "description": "message", "properties": "propertyBag"}),
    "region": ([], {k: {"type": "integer", "minimum": 1} for k in ("startLine", "startColumn", "endLine",
                                                                   "endColumn")}),
}
# anyOf in the schema: a message has text or id; a physicalLocation an
# artifactLocation (or an address, which we never write); a region a
# startLine (or offsets, never written)
ANY_OF = {"message": ["text", "id"], "physicalLocation": ["artifactLocation"], "region": ["startLine"]}

# RFC 3986 appendix A: a URI (scheme ":" hier-part) and a relative reference,
# from the characters a URI may hold and the percent-encodings
_PCHAR = r"(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})"
_SEGMENT_NZ_NC = r"(?:[A-Za-z0-9._~!$&'()*+,;=@-]|%[0-9A-Fa-f]{2})+"
_PATH = r"(?:/%s*)*" % _PCHAR
URI = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:(?://(?:%s|[\[\]])*)?%s(?:\?(?:%s|[/?])*)?(?:#(?:%s|[/?])*)?$" % (
    _PCHAR, _PATH, _PCHAR, _PCHAR))
RELATIVE = re.compile(r"^(?:%s%s|/?)(?:\?(?:%s|[/?])*)?(?:#(?:%s|[/?])*)?$" % (
    _SEGMENT_NZ_NC, _PATH, _PCHAR, _PCHAR))

_TYPES = {"string": str, "integer": int, "number": (int, float), "boolean": bool, "array": list, "object": dict}


def validate(value, rule, where="$"):
    """The list of ways value breaks rule (a definition's name or a dict)."""
    errs = []
    if isinstance(rule, str):
        required, props = RULES[rule]
        if not isinstance(value, dict):
            return ["%s: %s is not an object" % (where, rule)]
        errs += ["%s: %s without %s" % (where, rule, k) for k in required if k not in value]
        if rule in ANY_OF and not any(k in value for k in ANY_OF[rule]):
            errs.append("%s: %s needs one of %s" % (where, rule, ANY_OF[rule]))
        if props is None:  # a property bag
            if "tags" in value:
                errs += validate(value["tags"], {"type": "array", "items": {"type": "string"}, "unique": True},
                                 where + ".tags")
            return errs
        for k, v in value.items():
            if k not in props:
                errs.append("%s: %s has no property %s (additionalProperties: false)" % (where, rule, k))
            else:
                errs += validate(v, props[k], "%s.%s" % (where, k))
        return errs
    t = rule.get("type")
    if t and (not isinstance(value, _TYPES[t]) or (t in ("integer", "number") and isinstance(value, bool))):
        return ["%s: %r is not of type %s" % (where, value, t)]
    if "enum" in rule and value not in rule["enum"]:
        errs.append("%s: %r is not one of %s" % (where, value, rule["enum"]))
    if "minimum" in rule and value < rule["minimum"]:
        errs.append("%s: %r is below %s" % (where, value, rule["minimum"]))
    if "maximum" in rule and value > rule["maximum"]:
        errs.append("%s: %r is above %s" % (where, value, rule["maximum"]))
    if "pattern" in rule and not re.search(rule["pattern"], value):
        errs.append("%s: %r does not match %s" % (where, value, rule["pattern"]))
    fmt = rule.get("format")
    if fmt == "uri" and not URI.match(value):
        errs.append("%s: %r is not a URI (RFC 3986)" % (where, value))
    if fmt == "uri-reference" and not (URI.match(value) or RELATIVE.match(value)):
        errs.append("%s: %r is not a URI reference (RFC 3986)" % (where, value))
    if "items" in rule:
        for i, x in enumerate(value):
            errs += validate(x, rule["items"], "%s[%d]" % (where, i))
    if rule.get("unique") and len(set(json.dumps(x, sort_keys=True) for x in value)) != len(value):
        errs.append("%s: items not unique" % where)
    if "values" in rule:
        for k, x in value.items():
            errs += validate(x, rule["values"], "%s.%s" % (where, k))
    return errs


class Sarif(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.out = os.path.join(self.tmp, "probable.sarif")
        rc, _, err = check(LLVM, "--root", COV, "--arch", "x86", "--sarif", self.out)
        self.assertEqual(rc, 1, err)
        with open(self.out) as f:
            self.doc = json.load(f)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_document(self):
        """version 2.1.0 with the schema; one run; rules with id, name, descriptions, help and a level"""
        d = self.doc
        self.assertEqual(d["version"], "2.1.0")
        self.assertIn("sarif-2.1.0", d["$schema"])
        self.assertEqual(len(d["runs"]), 1)
        rules = d["runs"][0]["tool"]["driver"]["rules"]
        self.assertEqual([r["id"] for r in rules],
                         ["probable/wrong-hint", "probable/miscalibrated-hint", "probable/needless-hint",
                          "probable/missing-hint", "probable/inert-hint"])
        for r in rules:
            for k in ("shortDescription", "fullDescription", "help"):
                self.assertTrue(r[k]["text"])
            self.assertIn(r["defaultConfiguration"]["level"], ("error", "warning", "note"))
        base = d["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        self.assertTrue(base.startswith("file:///") and base.endswith("/"), base)

    def test_results(self):
        """each finding: a rule of the driver at its index, a relative uri under %SRCROOT%, a region, a fingerprint"""
        run = self.doc["runs"][0]
        rules = run["tool"]["driver"]["rules"]
        wrong = [r for r in run["results"] if r["ruleId"] == "probable/wrong-hint"]
        self.assertEqual(sorted(r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in wrong),
                         [24, 28])
        for r in run["results"]:
            self.assertEqual(rules[r["ruleIndex"]]["id"], r["ruleId"])
            loc = r["locations"][0]["physicalLocation"]
            self.assertEqual(loc["artifactLocation"]["uriBaseId"], "%SRCROOT%")
            self.assertFalse(loc["artifactLocation"]["uri"].startswith("/"))
            self.assertEqual(loc["artifactLocation"]["uri"], "prog.c")
            self.assertGreaterEqual(loc["region"]["startLine"], 1)
            self.assertTrue(r["message"]["text"])
            self.assertEqual(len(r["partialFingerprints"]["probableSite/v1"]), 32)
        self.assertIn("probable/missing-hint", {r["ruleId"] for r in run["results"]})

    def test_schema_rules(self):
        """every object and property written follows the SARIF 2.1.0 schema's rules (RULES: types, required, no other property, enums, minimums, uri formats)"""
        self.assertEqual(validate(self.doc, "sarifLog"), [])

    def test_schema_rules_checked(self):
        """the checker sees a break of each kind: an unknown property, a missing required one, a bad enum, a line 0, a uri with a space"""
        import copy
        run = lambda d: d["runs"][0]
        loc = lambda d: run(d)["results"][0]["locations"][0]["physicalLocation"]
        for name, change in (("extra", lambda d: run(d)["results"][0].update(color="red")),
                             ("required", lambda d: run(d)["results"][0].pop("message")),
                             ("enum", lambda d: run(d)["results"][0].update(level="fatal")),
                             ("minimum", lambda d: loc(d)["region"].update(startLine=0)),
                             ("uri", lambda d: loc(d)["artifactLocation"].update(uri="my file.c")),
                             ("base", lambda d: run(d)["originalUriBaseIds"]["%SRCROOT%"].update(uri="file:///a b/"))):
            with self.subTest(name):
                d = copy.deepcopy(self.doc)
                change(d)
                self.assertNotEqual(validate(d, "sarifLog"), [])

    def test_uris_percent_encoded(self):
        """a root and a source directory with a space, a colon and a non-ASCII letter: the uris are percent-encoded RFC 3986 references (SARIF 2.1.0 section 3.10) that decode to the paths"""
        from urllib.parse import unquote
        root = os.path.join(self.tmp, "my root")
        shutil.copytree(COV, os.path.join(root, "sub dir:\u00e9"))
        out = os.path.join(self.tmp, "space.sarif")
        rc, _, err = check(LLVM, "--root", root, "--arch", "x86", "--sarif", out)
        self.assertEqual(rc, 1, err)
        with open(out) as f:
            doc = json.load(f)
        self.assertEqual(validate(doc, "sarifLog"), [])
        run = doc["runs"][0]
        uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]}
        self.assertEqual(uris, {"sub%20dir%3A%C3%A9/prog.c"})
        self.assertEqual(unquote(uris.pop()), "sub dir:\u00e9/prog.c")
        base = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        self.assertTrue(base.endswith("/my%20root/"), base)
        self.assertEqual(unquote(base), "file://" + os.path.abspath(root) + "/")

    def test_fingerprint_follows_the_site(self):
        """the same site on another line keeps its fingerprint; another condition does not"""
        s = {"file": "a.c", "line": 10, "macro": "probable", "expr": "x", "nth": 0, "kind": "branch"}
        moved = dict(s, line=99)
        other = dict(s, expr="y")
        self.assertEqual(sarif.fingerprint(s), sarif.fingerprint(moved))
        self.assertNotEqual(sarif.fingerprint(s), sarif.fingerprint(other))


if __name__ == "__main__":
    unittest.main()
