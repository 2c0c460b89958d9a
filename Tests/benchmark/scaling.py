#!/usr/bin/env python3
"""How the audit of ONE bar grows with its items: writes seeded single-bar definitions of increasing
size (titles by key in two locales, numeric, capped and dot badges with plural accessibility values,
glyph sizes), audits each with the release build (all rules, text output), and prints wall time, CPU
time and peak memory per size, the slope (wall seconds per 1,000 items, least squares) and the growth
exponent (log-log fit: 1 is linear, 2 quadratic). The audit runs as a user runs it (`--jobs` defaults to
the machine's cores, and a large bar's rules share them); `--jobs 1` measures one thread. The targets
are the issue's: 10,000 items < 1 s, 100,000 items < 10 s and < 200 MB, exponent close to 1.

Usage: python3 Tests/benchmark/scaling.py [--sizes 1000,10000,100000] [--seed 18] [--binary PATH] [--jobs N]
       [--bar keys|plain-json|plain-xml]"""
import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WORDS = ["Home", "Inbox", "Search", "Library", "Profile", "Settings", "Music", "Photos", "Maps", "Friends"]
WORDS_DE = ["Start", "Eingang", "Suche", "Mediathek", "Profil", "Einstellungen", "Musik", "Fotos", "Karten", "Freunde"]


def bar_definition(items, rng):
    strings = {"en": {}, "de": {}}
    entries = []
    for index in range(items):
        item_id = f"tab{index}"
        key = f"{item_id}.title"
        strings["en"][key] = f"{WORDS[index % len(WORDS)]} {index}"
        if rng.random() > 0.01:
            strings["de"][key] = f"{WORDS_DE[index % len(WORDS_DE)]} {index}"
        item = {"id": item_id, "titleKey": key, "image": {"name": "square", "shape": "square", "width": 23, "height": 23}}
        if rng.random() < 0.3:
            badge = rng.choice(["3", "12", "99+", ""])
            item["badge"] = badge
            if badge:
                value_key = f"{item_id}.unread"
                item["accessibility"] = {"valueKey": value_key}
                strings["en"][value_key] = {"one": "%d new item", "other": "%d new items"}
                strings["de"][value_key] = {"one": "%d neues Element", "other": "%d neue Elemente"}
        entries.append(item)
    return {"version": 1, "bars": [{"id": "big", "platform": "ios", "sourceLocale": "en", "locales": ["en", "de"],
                                    "selected": "tab0", "items": entries}], "strings": strings}


def plain_material_definition(items, formatted_as):
    """A Material bar of literal titles in one locale, each tab with a 24 dp glyph: the simplest large bar, in
    JSON or in XML (`--bar plain-json`, `--bar plain-xml`)."""
    titles = [(f"tab{index}", f"{WORDS[index % len(WORDS)]} {index}") for index in range(items)]
    if formatted_as == "json":
        return json.dumps({"version": 1, "bars": [{"id": "big", "platform": "material", "sourceLocale": "en", "locales": ["en"],
                                                   "selected": "tab0", "items": [
            {"id": item_id, "title": title, "image": {"name": "square", "shape": "square", "width": 24, "height": 24}}
            for item_id, title in titles]}], "strings": {}})
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<baraudit version="1">',
             '<bar id="big" platform="material" sourceLocale="en" locales="en" selected="tab0">']
    lines += [f'  <item id="{item_id}" title="{title}"><image name="square" shape="square" width="24" height="24"/></item>'
              for item_id, title in titles]
    return "\n".join(lines + ["</bar>", "</baraudit>", ""])


def measure(binary, path, jobs):
    jobs_flag = ["--jobs", str(jobs)] if jobs else []
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v", binary, "audit", path, "--quiet", "--max-file-size", "256"] + jobs_flag,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 1):
        sys.exit(f"audit failed ({result.returncode}) on {path}:\n{result.stderr[-2000:]}")
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr).group(1))
    cpu = sum(float(re.search(pattern, result.stderr).group(1))
              for pattern in (r"User time \(seconds\): ([\d.]+)", r"System time \(seconds\): ([\d.]+)"))
    return elapsed, cpu, peak / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,2000,5000,10000,20000,50000,100000")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--binary", help="a built baraudit (default: build the release one)")
    parser.add_argument("--jobs", type=int, help="baraudit's --jobs (default: baraudit's own, the machine's cores)")
    parser.add_argument("--bar", choices=["keys", "plain-json", "plain-xml"], default="keys",
                        help="keys: titles by key in two locales, badges with plural values (the default); plain-json, "
                             "plain-xml: a Material bar of literal titles in one locale")
    arguments = parser.parse_args()
    binary = arguments.binary
    if not binary:
        print("building baraudit (release)…", flush=True)
        subprocess.run(["swift", "build", "-c", "release", "--product", "baraudit"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "baraudit")
    sizes = [int(size) for size in arguments.sizes.split(",")]
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for size in sizes:
            path = os.path.join(work, f"bar-{size}." + ("xml" if arguments.bar == "plain-xml" else "json"))
            with open(path, "w") as file:
                if arguments.bar == "keys":
                    json.dump(bar_definition(size, random.Random(arguments.seed)), file)
                else:
                    file.write(plain_material_definition(size, arguments.bar.removeprefix("plain-")))
            elapsed, cpu, peak = measure(binary, path, arguments.jobs)
            rows.append((size, elapsed, peak))
            print(f"{size:>8} items  {elapsed:8.3f} s wall  {cpu:8.3f} s CPU  {peak:8.1f} MB", flush=True)
    if len(rows) >= 2:
        xs, ys = [row[0] for row in rows], [row[1] for row in rows]
        mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
        slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / sum((x - mean_x) ** 2 for x in xs)
        logs = [(math.log(x), math.log(max(y, 1e-6))) for x, y in zip(xs, ys)]
        mean_lx, mean_ly = sum(l[0] for l in logs) / len(logs), sum(l[1] for l in logs) / len(logs)
        exponent = sum((lx - mean_lx) * (ly - mean_ly) for lx, ly in logs) / sum((lx - mean_lx) ** 2 for lx, _ in logs)
        print(f"slope: {slope * 1000:.3f} s per 1,000 items; growth exponent (log-log): {exponent:.2f} (1 = linear)")
    for size, elapsed, peak in rows:
        if size == 10000 and elapsed >= 1:
            print(f"target missed: 10,000 items took {elapsed:.2f} s (< 1 s)")
        if size == 100000 and (elapsed >= 10 or peak >= 200):
            print(f"target missed: 100,000 items took {elapsed:.2f} s and {peak:.0f} MB (< 10 s, < 200 MB)")


if __name__ == "__main__":
    main()
