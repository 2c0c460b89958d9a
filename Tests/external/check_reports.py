#!/usr/bin/env python3
"""Validates BarAudit's machine-readable reports with tools nobody on this project wrote:
- TEST-baraudit.xml against both published JUnit schemas (xmlschema) and read back with junitparser,
  whose counts must agree with the file's own;
- baraudit.sarif against the OASIS SARIF 2.1.0 schema (jsonschema), plus the properties GitHub code
  scanning requires of every result;
- baraudit.json against Reports/schema/baraudit-report.schema.json.
Usage: check_reports.py REPORT_DIR SHARED_SCHEMAS_DIR REPO_ROOT. Prints 'reports: N passed, N failed'."""
from checklist import Checklist
import json
import os
import sys

import jsonschema
import xmlschema
from junitparser import JUnitXml
from referencing import Registry, Resource

report_dir, schemas_dir, repo_root = sys.argv[1:4]
checklist = Checklist("reports")
check = checklist.check


junit_path = os.path.join(report_dir, "TEST-baraudit.xml")
for schema in ("jenkins-junit-10.xsd", "windyroad-JUnit.xsd"):
    validator = xmlschema.XMLSchema10(os.path.join(schemas_dir, schema))
    check(f"JUnit against {schema}", [str(e.reason) + " at " + str(e.path) for e in validator.iter_errors(junit_path)])

xml = JUnitXml.fromfile(junit_path)
problems = []
names = set()
for suite in xml:
    cases = list(suite)
    counted = {"tests": len(cases),
               "failures": sum(1 for c in cases for r in c.result if r._tag == "failure"),
               "errors": sum(1 for c in cases for r in c.result if r._tag == "error"),
               "skipped": sum(1 for c in cases for r in c.result if r._tag == "skipped")}
    for key, value in counted.items():
        if getattr(suite, key) != value:
            problems.append(f"suite {suite.name}: {key}={getattr(suite, key)} but {value} testcases say so")
    for case in cases:
        identity = (case.classname, case.name)
        if identity in names:
            problems.append(f"duplicate testcase {identity} (GitLab keeps one)")
        names.add(identity)
        if not case.classname.startswith("baraudit."):
            problems.append(f"classname {case.classname}")
check("JUnit read back with junitparser", problems)

with open(os.path.join(schemas_dir, "sarif-schema-2.1.0.json"), encoding="utf-8") as handle:
    sarif_schema = json.load(handle)
with open(os.path.join(report_dir, "baraudit.sarif"), encoding="utf-8") as handle:
    sarif = json.load(handle)
validator = jsonschema.validators.validator_for(sarif_schema)(sarif_schema)
check("SARIF against sarif-schema-2.1.0.json", [f"{e.message} at {list(e.absolute_path)}" for e in validator.iter_errors(sarif)])
problems = []
run = sarif["runs"][0]
rule_ids = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
for result in run["results"]:
    if result["ruleId"] not in rule_ids:
        problems.append(f"result rule {result['ruleId']} not in tool.driver.rules")
    location = result["locations"][0]["physicalLocation"]
    uri = location["artifactLocation"]["uri"]
    if uri.startswith("/") or "://" in uri and not uri.startswith("file://"):
        problems.append(f"uri {uri} is not repository-relative")
    if location["region"]["startLine"] < 1:
        problems.append("startLine below 1")
    if not result["message"]["text"]:
        problems.append("empty message")
check("SARIF meets GitHub code scanning's result requirements", problems)

with open(os.path.join(repo_root, "Reports/schema/baraudit-report.schema.json"), encoding="utf-8") as handle:
    report_schema = json.load(handle)
with open(os.path.join(repo_root, "Rules/schema/bar-definition.schema.json"), encoding="utf-8") as handle:
    definition_schema = json.load(handle)
registry = Registry().with_resource(definition_schema["$id"], Resource.from_contents(definition_schema))
with open(os.path.join(report_dir, "baraudit.json"), encoding="utf-8") as handle:
    report = json.load(handle)
validator = jsonschema.Draft202012Validator(report_schema, registry=registry)
check("JSON report against baraudit-report.schema.json", [f"{e.message} at {list(e.absolute_path)}" for e in validator.iter_errors(report)])

checklist.finish()
