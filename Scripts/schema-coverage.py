#!/usr/bin/env python3
"""Runs every bad-input fixture through the committed JSON Schemas, the way an editor would,
and prints one line per fixture: `VERDICT DRAFT7-VERDICT NAME`, each verdict `caught` (the
schema reports at least one error), `missed` (the schema accepts it), or `unreadable` (YAML/JSON
itself refuses it, before any schema). The first is the schemas' own draft (2020-12); the second
reads the same schemas as draft-07, as yaml-language-server does (its validator is draft-07), to
show what an editor still catches. A fixture folder is caught when any of its files is.

Exit 0 after printing; 77 when jsonschema or PyYAML is not installed (the Swift test skips).
`validate` catches every one of these; the Swift test holds the list of what only `validate`
can catch, with the reason, so the schema and that list cannot drift apart.
"""
import json
import os
import sys

try:
    import jsonschema
    import yaml
except ImportError as missing:
    print("skipped: %s (pip install jsonschema pyyaml)" % missing)
    sys.exit(77)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "bad-input")


def validators(name):
    with open(os.path.join(ROOT, "Schemas", name), encoding="utf-8") as handle:
        schema = json.load(handle)
    return jsonschema.Draft202012Validator(schema), jsonschema.Draft7Validator(schema)


MANIFEST = validators("manifest.schema.json")
CONFIG = validators("config.schema.json")


def judge(path, draft):
    """'caught', 'missed' or 'unreadable' for one file; draft 0 is 2020-12, 1 is draft-07."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        document = json.loads(text) if path.endswith(".json") else yaml.safe_load(text)
    except (UnicodeDecodeError, ValueError, yaml.YAMLError):
        return "unreadable"
    schema = (CONFIG if os.path.basename(path) in ("segue.yaml", ".segue.yaml") else MANIFEST)[draft]
    return "caught" if any(True for _ in schema.iter_errors(document)) else "missed"


def main():
    for name in sorted(os.listdir(FIXTURES)):
        if name.endswith(".expected"):
            continue
        path = os.path.join(FIXTURES, name)
        verdicts = []
        for draft in (0, 1):
            if os.path.isdir(path):
                found = [judge(os.path.join(path, f), draft) for f in sorted(os.listdir(path))]
                verdicts.append("caught" if "caught" in found else ("unreadable" if "unreadable" in found else "missed"))
            else:
                verdicts.append(judge(path, draft))
        print("%s %s %s" % (verdicts[0], verdicts[1], name))


main()
