#!/usr/bin/env python3
"""Validates every shipped manifest and the shipped config (and any trace files named
as arguments; arguments ending in .plan.json are animation plans) against the committed
JSON Schemas with an independent validator (python's jsonschema, draft 2020-12).

Exit 0 when everything conforms, 1 with one line per problem otherwise,
77 when jsonschema or PyYAML is not installed (the Swift test then skips).
"""
import glob
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


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle) if path.endswith(".json") else yaml.safe_load(handle)


def check(schema_name, paths):
    schema = load(os.path.join(ROOT, "Schemas", schema_name))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    problems = []
    for path in paths:
        for error in validator.iter_errors(load(path)):
            where = "/".join(str(p) for p in error.absolute_path) or "(root)"
            problems.append("%s: %s: %s" % (os.path.relpath(path, ROOT), where, error.message))
    return problems


manifests = sorted(glob.glob(os.path.join(ROOT, "Effects", "*.yaml")) + glob.glob(os.path.join(ROOT, "Effects", "*.json")))
configs = sorted(glob.glob(os.path.join(ROOT, "Config", "*.yaml")) + glob.glob(os.path.join(ROOT, "Config", "*.json")))
plans = [path for path in sys.argv[1:] if path.endswith(".plan.json")]
traces = [path for path in sys.argv[1:] if not path.endswith(".plan.json")]
problems = check("manifest.schema.json", manifests) + check("config.schema.json", configs)
# The plan schema itself is checked even when no plan is given.
problems += check("plan.schema.json", plans)
if traces:
    problems += check("trace.schema.json", traces)
for line in problems:
    print(line)
print("%d manifests, %d configs, %d plans, %d traces, %d problems" % (len(manifests), len(configs), len(plans), len(traces), len(problems)))
sys.exit(1 if problems else 0)
