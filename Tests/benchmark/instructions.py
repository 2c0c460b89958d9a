#!/usr/bin/env python3
"""Instructions two builds of baraudit execute on the same input, counted by Valgrind's callgrind.

Where `perf stat` cannot count instructions (virtual machines without hardware counters), wall and CPU
time are all `run.py` has, and on a shared machine they move by tens of per cent between runs. An
instruction count does not: callgrind counts every instruction the process executes, its runs differ by
well under 1 %, and two builds on the same input compare exactly, whatever else the machine does. The
audit runs as `baraudit audit INPUT --quiet --jobs 1` (text findings on standard output, one thread for
the rules); each build is copied without its debug sections first (callgrind 3.19 cannot read the
DWARF Swift 6 writes). With --same-findings, the JSON reports of both builds must be the same (apart
from the tool's version).

Usage: python3 Tests/benchmark/instructions.py BEFORE AFTER INPUT [INPUT…] [--same-findings]
   e.g. generate_corpus.py --files 200 --seed 1 --out corpus; then instructions.py old/baraudit
        .build/release/baraudit corpus/xml (about 10 minutes per build on 200 files)"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def instructions(binary, paths, work):
    stripped = os.path.join(work, "baraudit-" + str(abs(hash(binary))))
    subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(work, "callgrind.out"),
                             stripped, "audit", *paths, "--quiet", "--jobs", "1"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode not in (0, 1) or not found:
        sys.exit(f"callgrind failed on {binary} ({result.returncode}):\n{result.stderr[-2000:]}")
    return int(found.group(1))


def findings(binary, paths, work):
    output = os.path.join(work, "report-" + str(abs(hash(binary))))
    result = subprocess.run([binary, "audit", *paths, "--jobs", "1", "--format", "json", "--output", output],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"{binary} failed ({result.returncode}):\n{result.stderr[-2000:]}")
    with open(os.path.join(output, "baraudit.json"), encoding="utf-8") as file:
        report = json.load(file)
    for key in ("tool", "version"):
        report.pop(key, None)
    return report


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--same-findings", action="store_true")
    arguments = parser.parse_args()
    for tool in ("valgrind", "objcopy"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is needed (apt-get install valgrind binutils)")
    with tempfile.TemporaryDirectory() as work:
        before = instructions(arguments.before, arguments.inputs, work)
        after = instructions(arguments.after, arguments.inputs, work)
        print(f"before: {before:,} instructions")
        print(f"after:  {after:,} instructions ({(after - before) / before:+.1%})")
        if arguments.same_findings:
            same = findings(arguments.before, arguments.inputs, work) == findings(arguments.after, arguments.inputs, work)
            print("findings: " + ("the same" if same else "DIFFERENT"))
            if not same:
                sys.exit(1)


if __name__ == "__main__":
    main()
