#!/usr/bin/env python3
"""The whole command line under mutation, beside the libFuzzer targets (which reach the loaders and rules
in process): mutates a file of Examples/ or of a Tests/Fixtures/realworld app (in its app's folder, so
projects stay projects) with bytes, hostile tokens (bidi controls, NUL, invalid UTF-8, 1e400, NaN, format
specifiers, entities, forged workflow commands, terminal escapes), repeats, cuts and out-of-range numbers;
runs `baraudit audit` with all six formats; and keeps every input after which the exit code is not 0, 1
or 2, a run takes over 5 s, a report does not parse (JSON, SARIF) or is not well-formed XML (xmllint),
standard output is not UTF-8, or a line of it was forged or carries an escape.

Usage: python3 Tests/fuzz/cli.py BINARY SECONDS OUTDIR    (e.g. .build/release/baraudit 1200 /tmp/cli-fuzz)"""
import json, os, random, re, shutil, subprocess, sys, tempfile, time

binary, budget, outdir = os.path.abspath(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(outdir, exist_ok=True)
seeds = []
for base in ["Examples", "Tests/Fixtures/realworld"]:
    for d, _, files in os.walk(os.path.join(root, base)):
        for f in files:
            p = os.path.join(d, f)
            if os.path.getsize(p) < 200_000 and re.search(r"\.(xml|json|strings|stringsdict|xcstrings|storyboard|swift|kt|yml)$", f):
                seeds.append(p)
tokens = [b"\x00", b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\u202e", "\u202e".encode(), "\u0627\u0644".encode(), b"\x1b[31m",
          b"\n::error file=x::forged\n", b"\r", b"1e400", b"-1e400", b"NaN", b"Infinity", b"1e19", b"-0", b"99999999999999999999",
          b"%1$@", b"%*d", b"%n", b"%lld", b"%5$s", b"%%", b"%", b"{count}", b"&#0;", b"&#x1;", b"&amp;", b"&xxe;",
          b"<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>", b"]]>", b"<![CDATA[", b"<!--", b"-->",
          b"\\U0001F600", b"\\u0000", b"\\ud800", b"\\", b"\"", b"'", b";", b"=", b"{", b"}", b"[", b"]", b"<", b">", b"/>",
          "👨‍👩‍👧".encode(), "e\u0301".encode(), b"\xef\xbb\xbf", b"\t", b" " * 3000, b"A" * 5000, b"\u200f", b"\xe2\x80\xae",
          b"zh-Hant-TW", b"x-pseudo", b"und", b"root", b"ar", b"he", b"en-XA", b"sr-Latn", b"b+sr+Latn", b"values-ar",
          b"true", b"false", b"null", b"0", b"-5", b"1000000", b"0.0001", b"#if os(tvOS)", b"#endif", b"@string/", b"?attr/",
          b"NSLocalizedString(", b"Text(", b".tabItem {", b"BottomNavigationItem(", b"R.string."]

def mutate(data):
    data = bytearray(data)
    for _ in range(random.randint(1, 6)):
        op = random.random()
        pos = random.randint(0, len(data)) if data else 0
        if op < 0.35:
            t = random.choice(tokens)
            data[pos:pos] = t
        elif op < 0.5 and data:
            data[pos:pos + 1] = bytes([random.randint(0, 255)])
        elif op < 0.6 and data:
            end = min(len(data), pos + random.randint(1, 200))
            del data[pos:end]
        elif op < 0.75 and data:
            a = random.randint(0, len(data) - 1); b = min(len(data), a + random.randint(1, 400))
            chunk = data[a:b] * random.randint(1, 30)
            data[pos:pos] = chunk
        elif op < 0.85:
            data = data[:pos]
        else:
            # replace a number with a hostile one
            m = list(re.finditer(rb"-?\d+(\.\d+)?", data))
            if m:
                x = random.choice(m)
                data[x.start():x.end()] = random.choice([b"1e400", b"NaN", b"-1", b"1e19", b"0", b"99999999999", b"-0.0", b"1e-400"])
    return bytes(data)

formats = "text,github,html,junit,sarif,json"
start = time.time(); n = 0; problems = 0
while time.time() - start < budget:
    seed = random.choice(seeds)
    work = tempfile.mkdtemp(prefix="cf")
    # project files keep their folder context: copy the seed's enclosing app folder (small) and mutate one file
    rel = os.path.relpath(seed, root)
    parts = rel.split(os.sep)
    if parts[0] == "Tests" and len(parts) > 4:
        app = os.path.join(root, *parts[:4])
        dst = os.path.join(work, "in")
        shutil.copytree(app, dst)
        target = os.path.join(dst, os.path.relpath(seed, app))
    else:
        dst = os.path.join(work, "in"); os.makedirs(dst)
        target = os.path.join(dst, os.path.basename(seed))
    with open(seed, "rb") as f:
        data = f.read()
    mutated = mutate(data)
    with open(target, "wb") as f:
        f.write(mutated)
    out = os.path.join(work, "out")
    t0 = time.time()
    try:
        r = subprocess.run([binary, "audit", dst, "--format", formats, "--output", out], capture_output=True, timeout=30)
        rc = r.returncode; stdout = r.stdout; stderr = r.stderr
    except subprocess.TimeoutExpired:
        rc = "timeout"; stdout = stderr = b""
    dt = time.time() - t0
    n += 1
    bad = []
    if rc not in (0, 1, 2): bad.append(f"rc={rc}")
    if dt > 5: bad.append(f"slow {dt:.1f}s")
    if rc in (0, 1, 2):
        for name in ["baraudit.sarif", "baraudit.json"]:
            p = os.path.join(out, name)
            if not os.path.exists(p): bad.append(f"missing {name}")
            else:
                try: json.load(open(p, encoding="utf-8"))
                except Exception as e: bad.append(f"{name} invalid: {e}")
        for j in sorted(os.listdir(out)) if os.path.isdir(out) else []:
            if j.endswith(".xml"):
                x = subprocess.run(["xmllint", "--noout", os.path.join(out, j)], capture_output=True)
                if x.returncode: bad.append(f"{j} not well-formed: {x.stderr[:200]}")
        try:
            text = stdout.decode("utf-8")
        except UnicodeDecodeError:
            bad.append("stdout not UTF-8"); text = ""
        for line in text.split("\n"):
            # The token puts a newline and a workflow command into a title: escaped, it never starts a line.
            if line.startswith("::error file=x::forged"): bad.append("forged line: " + line[:120])
            if line.startswith("::") and not re.match(r"^::(error|warning|notice)( [^:]*)?::", line) and not line.startswith("::group") and not line.startswith("::endgroup"):
                bad.append("odd annotation: " + line[:120])
            if "\x1b" in line: bad.append("raw escape")
        if b"Fatal error" in stderr or b"AddressSanitizer" in stderr: bad.append("fatal in stderr")
    if bad:
        problems += 1
        case = os.path.join(outdir, f"case{problems:03d}")
        os.makedirs(case, exist_ok=True)
        shutil.copy(target, os.path.join(case, os.path.basename(target)))
        with open(os.path.join(case, "info.txt"), "w") as f:
            f.write(f"seed={seed}\ntarget={target}\nrc={rc} dt={dt:.2f}\n" + "\n".join(bad) + "\n--stderr--\n" + stderr.decode("utf-8", "replace")[-3000:])
        print(f"[{n}] {os.path.basename(seed)}: {bad[:3]}", flush=True)
    shutil.rmtree(work, ignore_errors=True)
print(f"done: {n} runs, {problems} problem cases", flush=True)
sys.exit(1 if problems else 0)
