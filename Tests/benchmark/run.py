#!/usr/bin/env python3
"""BarAudit's benchmark: the audit against the parse-only floor, on a generated corpus.

Builds baraudit in release mode, generates a seeded corpus (generate_corpus.py) of 100, 1,000 and
5,000 files in XML and JSON, and runs side by side, several times each: `xmllint --noout` over the XML
corpus (libxml2 reading the same bytes: the floor), and `baraudit audit` with all rules and all report
formats on the same files, then on the JSON corpus. It prints medians, the ratio baraudit / xmllint,
the medium→large scaling ratio, peak memory (/usr/bin/time -v), CPU use on the machine's cores, the
parallel speed-up against --jobs 1, and the time of `baraudit --version`, each against its target; and,
as the floor for writing the reports at all, the time `cp` takes to copy the report files the audit wrote.
For each corpus it also prints where the audit's CPU time goes (BARAUDIT_PHASE_TIMES=1: setup, load,
rules, render, write, summed over the workers), instructions per file from `perf stat` where the machine counts
them (CPU milliseconds per file otherwise; `apt-get install linux-perf`), and the latency of one small
file (`baraudit audit Examples/clean-photos.xml`) and of `baraudit rules`, wall and CPU time.
With --compare-with OTHER_BINARY it checks that both builds report the same findings (the text format) on every corpus.
Timings are ratios against a baseline measured in the same run, because the machines are noisy.

Usage: python3 Tests/benchmark/run.py [--sizes small,medium[,large]] [--repetitions 3] [--work DIR]
                                      [--compare-with PATH-TO-OTHER-baraudit]"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SIZES = {"small": 100, "medium": 1000, "large": 5000}


def run(command, **kwargs):
    return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, **kwargs)


def measure(command, repetitions):
    """Median wall time, and peak memory and CPU share of the last run, from /usr/bin/time -v."""
    times, peak, cpu = [], 0, 0
    for _ in range(repetitions):
        start = time.perf_counter()
        result = run(["/usr/bin/time", "-v"] + command)
        times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr[-2000:]}")
        peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr).group(1))
        cpu = int(re.search(r"Percent of CPU this job got: (\d+)%", result.stderr).group(1))
    return statistics.median(times), peak, cpu


def latency(command, repetitions=20):
    """Median wall and CPU (user + system) milliseconds of a short command."""
    walls, cpus = [], []
    for _ in range(repetitions):
        before = os.times()
        start = time.perf_counter()
        run(command)
        walls.append(time.perf_counter() - start)
        after = os.times()
        cpus.append(after.children_user + after.children_system - before.children_user - before.children_system)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


def phase_times(command):
    """The audit's own phase CPU times (milliseconds, summed over workers) from BARAUDIT_PHASE_TIMES=1."""
    result = run(command, env=dict(os.environ, BARAUDIT_PHASE_TIMES="1"))
    line = re.search(r"phase times \(ms\): ([^;\n]*)", result.stderr)
    if not line:
        sys.exit(f"no phase times from: {' '.join(command)}\n{result.stderr[-2000:]}")
    return {name: float(value) for name, value in (pair.split("=") for pair in line.group(1).split())}


def cpu_seconds(command):
    before = os.times()
    run(command)
    after = os.times()
    return after.children_user + after.children_system - before.children_user - before.children_system


def counts_instructions():
    result = subprocess.run(["perf", "stat", "-x,", "-e", "instructions", "true"], capture_output=True, text=True) if shutil.which("perf") else None
    return bool(result and result.returncode == 0 and re.search(r"^\d+,", result.stderr, re.M))


def instructions(command):
    result = subprocess.run(["perf", "stat", "-x,", "-e", "instructions"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(re.search(r"^(\d+),", result.stderr, re.M).group(1))


def findings(binary, corpus):
    """Every defect and input problem as the text format prints it (one line each, with its locales,
    spoken text and fix below it, and the summary line): what two builds must agree on. The text format,
    not the JSON report, so that builds writing different JSON report versions compare too."""
    result = subprocess.run([binary, "audit", "--jobs", "2", corpus], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=dict(os.environ, SOURCE_DATE_EPOCH="0"))
    return result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="small,medium", help="small, medium and large (5,000 files: about 7 GB of reports)")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-benchmark"))
    parser.add_argument("--compare-with", help="another baraudit binary that must report the same findings")
    arguments = parser.parse_args()
    sizes = [size for size in arguments.sizes.split(",") if size]
    for tool in ("xmllint", "/usr/bin/time"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install libxml2-utils time")

    print("building baraudit (release)…", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "baraudit"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = os.path.join(ROOT, ".build", "release", "baraudit")
    cores = os.cpu_count()
    print(f"machine: {cores} cores; {subprocess.run(['uname', '-srm'], capture_output=True, text=True).stdout.strip()}")

    counting = counts_instructions()
    differing = []
    results = {}
    for size in sizes:
        corpus = os.path.join(arguments.work, f"corpus-{size}")
        if not os.path.isdir(os.path.join(corpus, "xml")):
            print(f"generating the {size} corpus ({SIZES[size]} files)…", flush=True)
            subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "generate_corpus.py"),
                            "--files", str(SIZES[size]), "--seed", "42", "--out", corpus], check=True)
        xml_files = sorted(os.path.join(corpus, "xml", name) for name in os.listdir(os.path.join(corpus, "xml")))
        megabytes = sum(os.path.getsize(path) for path in xml_files) / 1e6
        output = os.path.join(arguments.work, f"reports-{size}")
        audit = [binary, "audit", "--format", "text,html,junit,sarif,json", "--output", output, "--quiet"]
        print(f"measuring {size}: {len(xml_files)} files, {megabytes:.1f} MB of XML…", flush=True)
        floor = measure(["xmllint", "--noout"] + xml_files, arguments.repetitions)
        xml = measure(audit + [os.path.join(corpus, "xml")], arguments.repetitions)
        json = measure(audit + [os.path.join(corpus, "json")], arguments.repetitions)
        rules_only = measure([binary, "audit", "--quiet", os.path.join(corpus, "xml")], arguments.repetitions)
        phases = phase_times(audit + [os.path.join(corpus, "xml")])
        cost = (instructions(audit + [os.path.join(corpus, "xml")]) / len(xml_files) if counting
                else 1000 * cpu_seconds(audit + [os.path.join(corpus, "xml")]) / len(xml_files))
        if arguments.compare_with:
            same = findings(binary, os.path.join(corpus, "xml")) == findings(arguments.compare_with, os.path.join(corpus, "xml"))
            print(f"  findings of {arguments.compare_with} on the {size} corpus: {'the same' if same else 'DIFFERENT'}", flush=True)
            if not same:
                differing.append(size)
        report_megabytes = sum(os.path.getsize(os.path.join(output, name)) for name in os.listdir(output)) / 1e6
        # The floor for any implementation that writes these reports: copying their bytes once.
        copy = os.path.join(arguments.work, f"reports-{size}-copy")
        copying = measure(["sh", "-c", f"rm -rf '{copy}' && cp -r '{output}' '{copy}' && sync -f '{copy}'"], arguments.repetitions)
        shutil.rmtree(copy)
        results[size] = {"floor": floor, "xml": xml, "json": json, "rules": rules_only, "reports": report_megabytes, "copy": copying[0],
                         "phases": phases, "cost": cost}

    parallel = None
    if "medium" in sizes or "small" in sizes:
        size = "medium" if "medium" in sizes else "small"
        corpus = os.path.join(arguments.work, f"corpus-{size}", "xml")
        one = measure([binary, "audit", "--quiet", "--jobs", "1", corpus], arguments.repetitions)[0]
        many = measure([binary, "audit", "--quiet", corpus], arguments.repetitions)[0]
        parallel = (size, one, many)
    version = latency([binary, "--version"])
    one_file = latency([binary, "audit", "--quiet", os.path.join(ROOT, "Examples", "clean-photos.xml")])
    rules_listing = latency([binary, "rules"])

    print()
    print(f"{'corpus':8} {'xmllint':>9} {'audit XML':>10} {'ratio':>7} {'audit JSON':>11} {'ratio':>7} {'rules only':>11} {'peak MB':>8} {'CPU':>6} {'reports MB':>11} {'copy reports':>13} {'ratio':>7}")
    for size, result in results.items():
        floor, xml, json, rules, reports, copy = result["floor"][0], result["xml"], result["json"], result["rules"], result["reports"], result["copy"]
        print(f"{size:8} {floor:8.2f}s {xml[0]:9.2f}s {xml[0] / floor:6.1f}x {json[0]:10.2f}s {json[0] / floor:6.1f}x"
              f" {rules[0]:10.2f}s {xml[1] / 1024:8.0f} {xml[2]:5d}% {reports:11.1f} {copy:12.2f}s {copy / floor:6.1f}x")
    print("(copy reports: `cp` of the report files the audit wrote — the least any run that writes them can take)")
    print()
    phase_names = ["setup", "load", "rules", "render", "write"]
    unit = "instructions/file" if counting else "CPU ms/file"
    print(f"{'corpus':8} " + " ".join(f"{name:>8}" for name in phase_names) + f" {'rules only':>11} {unit:>18}")
    for size, result in results.items():
        floor, phases = result["floor"][0], result["phases"]
        print(f"{size:8} " + " ".join(f"{phases[name] / 1000:7.2f}s" for name in phase_names)
              + f" {result['rules'][0] / floor:10.1f}x {result['cost']:18,.1f}")
    print("(phases: BARAUDIT_PHASE_TIMES=1 with all reports, CPU time summed over the workers, setup = the process's CPU time"
          " before the first file; rules only: ratio to xmllint"
          + ("" if counting else "; this machine's perf cannot count instructions, so CPU time stands in") + ")")
    print()
    print("targets:")
    for size, result in results.items():
        full, rules = result["xml"][0] / result["floor"][0], result["rules"][0] / result["floor"][0]
        print(f"  {size}: full audit with all reports <= 5x xmllint: {full:.1f}x  {'PASS' if full <= 5 else 'FAIL'};"
              f" rules alone <= 4x: {rules:.1f}x  {'PASS' if rules <= 4 else 'FAIL'}")
    if "large" in results and "medium" in results:
        scaling = results["large"]["xml"][0] / results["medium"]["xml"][0]
        print(f"  large / medium time <= 5.25: {scaling:.2f}  {'PASS' if scaling <= 5.25 else 'FAIL'}")
        memory = results["large"]["xml"][1] / results["medium"]["xml"][1]
        print(f"  peak memory large / medium (5x the files): {memory:.2f}x, reports {results['large']['reports'] / results['medium']['reports']:.2f}x")
    if parallel:
        size, one, many = parallel
        speedup = one / many
        print(f"  parallel speed-up vs --jobs 1 ({size}, rules only, {cores} cores) >= 1.8: {speedup:.2f}x  {'PASS' if speedup >= 1.8 else 'FAIL'}")
    for name, (wall, cpu) in (("baraudit --version", version), ("baraudit audit Examples/clean-photos.xml", one_file), ("baraudit rules", rules_listing)):
        print(f"  {name} <= 30 ms: {wall:.1f} ms wall, {cpu:.1f} ms CPU  {'PASS' if wall <= 30 else 'FAIL'}")
    if arguments.compare_with:
        print(f"  same findings as {arguments.compare_with}: {'FAIL on ' + ', '.join(differing) if differing else 'PASS'}")


if __name__ == "__main__":
    main()
