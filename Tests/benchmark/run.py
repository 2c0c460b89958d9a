#!/usr/bin/env python3
"""BarAudit's benchmark: the audit against the parse-only floor, on a generated corpus.

Builds baraudit in release mode, generates a seeded corpus (generate_corpus.py) of 100, 1,000 and
5,000 files in XML and JSON, and runs side by side, several times each: `xmllint --noout` over the XML
corpus (libxml2 reading the same bytes: the floor), and `baraudit audit` with all rules and all report
formats on the same files, then on the JSON corpus. It prints medians, the ratio baraudit / xmllint,
the medium→large scaling ratio, peak memory (/usr/bin/time -v), CPU use on the machine's cores, the
parallel speed-up against --jobs 1, and the time of `baraudit --version`, each against its target; and,
as the floor for writing the reports at all, the time `cp` takes to copy the report files the audit wrote.
Timings are ratios against a baseline measured in the same run, because the machines are noisy.

Usage: python3 Tests/benchmark/run.py [--sizes small,medium[,large]] [--repetitions 3] [--work DIR]"""
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="small,medium", help="small, medium and large (5,000 files: about 7 GB of reports)")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-benchmark"))
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
        report_megabytes = sum(os.path.getsize(os.path.join(output, name)) for name in os.listdir(output)) / 1e6
        # The floor for any implementation that writes these reports: copying their bytes once.
        copy = os.path.join(arguments.work, f"reports-{size}-copy")
        copying = measure(["sh", "-c", f"rm -rf '{copy}' && cp -r '{output}' '{copy}' && sync -f '{copy}'"], arguments.repetitions)
        shutil.rmtree(copy)
        results[size] = {"floor": floor, "xml": xml, "json": json, "rules": rules_only, "reports": report_megabytes, "copy": copying[0]}

    parallel = None
    if "medium" in sizes or "small" in sizes:
        size = "medium" if "medium" in sizes else "small"
        corpus = os.path.join(arguments.work, f"corpus-{size}", "xml")
        one = measure([binary, "audit", "--quiet", "--jobs", "1", corpus], arguments.repetitions)[0]
        many = measure([binary, "audit", "--quiet", corpus], arguments.repetitions)[0]
        parallel = (size, one, many)
    version_times = []
    for _ in range(20):
        start = time.perf_counter()
        run([binary, "--version"])
        version_times.append(time.perf_counter() - start)

    print()
    print(f"{'corpus':8} {'xmllint':>9} {'audit XML':>10} {'ratio':>7} {'audit JSON':>11} {'ratio':>7} {'rules only':>11} {'peak MB':>8} {'CPU':>6} {'reports MB':>11} {'copy reports':>13} {'ratio':>7}")
    for size, result in results.items():
        floor, xml, json, rules, reports, copy = result["floor"][0], result["xml"], result["json"], result["rules"], result["reports"], result["copy"]
        print(f"{size:8} {floor:8.2f}s {xml[0]:9.2f}s {xml[0] / floor:6.1f}x {json[0]:10.2f}s {json[0] / floor:6.1f}x"
              f" {rules[0]:10.2f}s {xml[1] / 1024:8.0f} {xml[2]:5d}% {reports:11.1f} {copy:12.2f}s {copy / floor:6.1f}x")
    print("(copy reports: `cp` of the report files the audit wrote — the least any run that writes them can take)")
    print()
    print("targets:")
    if "large" in results:
        ratio = results["large"]["xml"][0] / results["large"]["floor"][0]
        print(f"  full audit with all reports <= 2x xmllint on the large XML corpus: {ratio:.1f}x  {'PASS' if ratio <= 2 else 'FAIL'}")
    if "large" in results and "medium" in results:
        scaling = results["large"]["xml"][0] / results["medium"]["xml"][0]
        print(f"  large / medium time <= 5.25: {scaling:.2f}  {'PASS' if scaling <= 5.25 else 'FAIL'}")
        memory = results["large"]["xml"][1] / results["medium"]["xml"][1]
        print(f"  peak memory large / medium (5x the files): {memory:.2f}x, reports {results['large']['reports'] / results['medium']['reports']:.2f}x")
    if parallel:
        size, one, many = parallel
        speedup = one / many
        print(f"  parallel speed-up vs --jobs 1 ({size}, rules only, {cores} cores) >= 1.6: {speedup:.2f}x  {'PASS' if speedup >= 1.6 else 'FAIL'}")
    version = statistics.median(version_times) * 1000
    print(f"  baraudit --version < 30 ms: {version:.1f} ms  {'PASS' if version < 30 else 'FAIL'}")


if __name__ == "__main__":
    main()
