#!/usr/bin/env python3
"""Validates bar definitions with schema validators nobody on this project wrote:
xmlschema (XSD 1.0) for the XML files, jsonschema (draft 2020-12) for the JSON files, and the XML
examples embedded in every rule catalog entry (PyYAML). Prints one line per failure and a closing
'N passed, N failed' line; exits 1 on any failure."""
import glob
import json
import os
import sys

import jsonschema
from checklist import Checklist
import xmlschema
import yaml

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
xsd = xmlschema.XMLSchema10(os.path.join(root, "Rules/schema/bar-definition.xsd"))
with open(os.path.join(root, "Rules/schema/bar-definition.schema.json"), encoding="utf-8") as handle:
    json_schema = json.load(handle)
jsonschema.Draft202012Validator.check_schema(json_schema)
json_validator = jsonschema.Draft202012Validator(json_schema)

checklist = Checklist("schemas")
report = checklist.check


for path in sorted(glob.glob(os.path.join(root, "Examples", "*.xml"))):
    report(os.path.relpath(path, root), [str(e.reason) + " at " + str(e.path) for e in xsd.iter_errors(path)])

for path in sorted(glob.glob(os.path.join(root, "Examples", "*.json"))):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    report(os.path.relpath(path, root), [f"{e.message} at {list(e.absolute_path)}" for e in json_validator.iter_errors(document)])

for path in sorted(glob.glob(os.path.join(root, "Rules", "catalog", "*.yml"))):
    with open(path, encoding="utf-8") as handle:
        entry = yaml.safe_load(handle)
    examples = entry.get("examples", {})
    for kind in ("triggering", "non-triggering"):
        for index, example in enumerate(examples.get(kind, []), start=1):
            document = '<?xml version="1.0" encoding="UTF-8"?>\n<baraudit version="1">\n' + example["definition"] + "</baraudit>\n"
            name = f"{os.path.relpath(path, root)} {kind} #{index}"
            report(name, [str(e.reason) + " at " + str(e.path) for e in xsd.iter_errors(document)])

# The README's format reference examples.
readme_path = os.path.join(root, "README.md")
if os.path.exists(readme_path):
    with open(readme_path, encoding="utf-8") as handle:
        readme = handle.read()
    for language in ("xml", "json"):
        section = readme.find(f"### {language.upper()}\n")
        start = readme.find(f"```{language}\n", section) if section >= 0 else -1
        if start < 0:
            report(f"README.md {language} example", ["missing"])
            continue
        block = readme[start + len(language) + 4:readme.find("\n```", start + 3)]
        if language == "xml":
            report("README.md xml example", [str(e.reason) for e in xsd.iter_errors(block)])
        else:
            report("README.md json example", [e.message for e in json_validator.iter_errors(json.loads(block))])

checklist.finish()
