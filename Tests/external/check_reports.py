#!/usr/bin/env python3
"""Validates BarAudit's machine-readable reports with tools nobody on this project wrote:
- TEST-baraudit.xml (and its continuations TEST-baraudit-2.xml, …) against both published JUnit schemas
  (xmlschema) and read back with junitparser, whose counts must agree with the files' own;
- baraudit.sarif against the OASIS SARIF 2.1.0 schema (jsonschema), plus the properties GitHub code
  scanning requires of every result (SRCROOT-relative URIs, fingerprints, at most 5,000 results), and
  read by Microsoft's sarif-tools (`sarif summary`), whose counts must agree;
- baraudit.json against Reports/schema/baraudit-report.schema.json.
The published schemas are the copies vendored in Reports/schema (see its README).
Usage: check_reports.py REPORT_DIR REPO_ROOT. Prints 'reports: N passed, N failed'."""
from checklist import Checklist
import json
import os
import re
import subprocess
import sys

import jsonschema
import xmlschema
from junitparser import JUnitXml
from referencing import Registry, Resource

report_dir, repo_root = sys.argv[1:3]
schemas_dir = os.path.join(repo_root, "Reports", "schema")
checklist = Checklist("reports")
check = checklist.check


# A large run continues in TEST-baraudit-2.xml, …: every file is a document of its own.
junit_paths = [os.path.join(report_dir, "TEST-baraudit.xml")] + sorted(
    (os.path.join(report_dir, name) for name in os.listdir(report_dir) if re.fullmatch(r"TEST-baraudit-\d+\.xml", name)),
    key=lambda path: int(re.search(r"-(\d+)\.xml$", path).group(1)))
for schema in ("jenkins-junit-10.xsd", "windyroad-JUnit.xsd"):
    validator = xmlschema.XMLSchema10(os.path.join(schemas_dir, schema))
    check(f"JUnit against {schema}", [f"{os.path.basename(path)}: {e.reason} at {e.path}" for path in junit_paths for e in validator.iter_errors(path)])

problems = []
names = set()
for suite in (suite for path in junit_paths for suite in JUnitXml.fromfile(path)):
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
    if location["artifactLocation"].get("uriBaseId", "SRCROOT") != "SRCROOT" or \
            ("uriBaseId" in location["artifactLocation"]) == uri.startswith("file:"):
        problems.append(f"uri {uri}: relative URIs need uriBaseId SRCROOT, file URIs none")
    if not result.get("partialFingerprints"):
        problems.append("no partialFingerprints")
if "SRCROOT" not in run.get("originalUriBaseIds", {}):
    problems.append("no SRCROOT in originalUriBaseIds")
if len(run["results"]) > 5000:
    problems.append(f"{len(run['results'])} results; GitHub shows 5,000")
check("SARIF meets GitHub code scanning's result requirements", problems)

summary = subprocess.run([sys.executable, "-m", "sarif", "summary", os.path.join(report_dir, "baraudit.sarif")],
                         capture_output=True, text=True)
counted = {level: int(count) for level, count in re.findall(r"^(error|warning|note): (\d+)$", summary.stdout, re.M)}
expected = {}
for result in run["results"]:
    expected[result["level"]] = expected.get(result["level"], 0) + 1
problems = [] if summary.returncode == 0 else [f"sarif summary exited with {summary.returncode}: {summary.stderr.strip()}"]
if {k: v for k, v in counted.items() if v} != expected:
    problems.append(f"sarif-tools counts {counted}, the file has {expected}")
check("SARIF read by sarif-tools", problems)

with open(os.path.join(schemas_dir, "baraudit-report.schema.json"), encoding="utf-8") as handle:
    report_schema = json.load(handle)
with open(os.path.join(repo_root, "Rules/schema/bar-definition.schema.json"), encoding="utf-8") as handle:
    definition_schema = json.load(handle)
registry = Registry().with_resource(definition_schema["$id"], Resource.from_contents(definition_schema))
with open(os.path.join(report_dir, "baraudit.json"), encoding="utf-8") as handle:
    report = json.load(handle)
validator = jsonschema.Draft202012Validator(report_schema, registry=registry)
check("JSON report against baraudit-report.schema.json", [f"{e.message} at {list(e.absolute_path)}" for e in validator.iter_errors(report)])

checklist.finish()
