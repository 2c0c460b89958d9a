#!/usr/bin/env python3
"""Benchmark of the Swift code importer: a generated 50,000-line SwiftUI app folder, audited whole.

Generates (seeded) an app of ordinary Swift files — views, models, services, enums with `switch self`,
`static let` constants, String extensions — one TabView built over an enum, SwiftGen-style strings
and en/fr/de tables, then times `baraudit audit FOLDER` (median of several runs) against the target
of 2 seconds. Most files mention no tab API and are skipped by a byte search; the files that declare
things tab code may use are parsed once per project.

`--tab-files N` adds N UIKit view controllers that each set their own `tabBarItem` through the app's
String extensions (WooCommerce's pattern: 28 such files), so that every one of them reads the same
declaration files. `--baseline BINARY` times another build on the same folder, runs interleaved, and
prints the ratio.

Usage: python3 Tests/benchmark/code_import.py [--lines 50000] [--tab-files 0] [--repetitions 5] [--debug]
       [--binary BINARY] [--baseline BINARY] [--work DIR]"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TARGET_SECONDS = 2.0

VIEW = '''import SwiftUI

struct {name}View: View {{
    @State private var items: [{name}Item] = []
    @State private var isLoading = false
    let service: {name}Service

    var body: some View {{
        List(items) {{ item in
            VStack(alignment: .leading) {{
                Text(item.title).font(.headline)
                Text(item.subtitle).font(.subheadline).foregroundStyle(.secondary)
            }}
            .padding(.vertical, {pad})
        }}
        .overlay {{ if isLoading {{ ProgressView() }} }}
        .task {{ await load() }}
        .navigationTitle("{name}")
    }}

    private func load() async {{
        isLoading = true
        defer {{ isLoading = false }}
        items = (try? await service.fetch(limit: {limit})) ?? []
    }}
}}
'''

MODEL = '''import Foundation

struct {name}Item: Identifiable, Codable, Hashable {{
    let id: UUID
    var title: String
    var subtitle: String
    var score: Int
    var tags: [String]

    static let placeholder = {name}Item(id: UUID(), title: "", subtitle: "", score: 0, tags: [])

    var isPopular: Bool {{ score > {limit} }}
}}

enum {name}Kind: String, CaseIterable {{
    case first, second, third

    var weight: Int {{
        switch self {{
        case .first: return 1
        case .second: return 2
        case .third: return 3
        }}
    }}
}}
'''

SERVICE = '''import Foundation

final class {name}Service {{
    private let session: URLSession
    private let decoder = JSONDecoder()
    private var cache: [Int: [{name}Item]] = [:]

    init(session: URLSession = .shared) {{
        self.session = session
    }}

    func fetch(limit: Int) async throws -> [{name}Item] {{
        if let cached = cache[limit] {{ return cached }}
        let url = URL(string: "https://example.invalid/{lower}?limit=\\(limit)")!
        let (data, _) = try await session.data(from: url)
        let items = try decoder.decode([{name}Item].self, from: data)
        cache[limit] = items
        return items.sorted {{ $0.score > $1.score }}
    }}

    func clear() {{
        cache.removeAll()
    }}
}}
'''

APP = '''import SwiftUI

enum AppTab: CaseIterable, Hashable {
    case home, search, library, settings

    var title: LocalizedStringKey {
        switch self {
        case .home: "tab.home"
        case .search: "tab.search"
        case .library: "tab.library"
        case .settings: "tab.settings"
        }
    }

    var icon: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .library: "books.vertical"
        case .settings: "gear"
        }
    }
}

struct RootView: View {
    @State private var selection: AppTab = .home

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppTab.allCases, id: \\.self) { tab in
                Tab(tab.title, systemImage: tab.icon, value: tab, role: tab == .search ? .search : nil) {
                    Text(tab.title)
                }
            }
        }
    }
}
'''

STRING_EXTENSION = '''import Foundation

extension String {{
    static let {lower}Title = NSLocalizedString("{lower}.title", comment: "The {name} screen's title")
    static let {lower}Empty = NSLocalizedString("{lower}.empty", value: "Nothing here yet", comment: "")

    var {lower}Localized: String {{ NSLocalizedString(self, comment: "") }}
}}
'''

TAB_CONTROLLER = '''import UIKit

final class {name}TabController: UIViewController {{
    init() {{
        super.init(nibName: nil, bundle: nil)
        tabBarItem.title = "tab.home".{lower}Localized
        tabBarItem.image = UIImage(systemName: "house")
    }}

    required init?(coder: NSCoder) {{
        fatalError("init(coder:) is not used")
    }}
}}
'''

STRINGS = {
    "en": {"tab.home": "Home", "tab.search": "Search", "tab.library": "Library", "tab.settings": "Settings"},
    "fr": {"tab.home": "Accueil", "tab.search": "Rechercher", "tab.library": "Bibliothèque", "tab.settings": "Réglages"},
    "de": {"tab.home": "Start", "tab.search": "Suchen", "tab.library": "Bibliothek", "tab.settings": "Einstellungen"},
}


def generate(folder, lines_wanted, seed, tab_files):
    rng = random.Random(seed)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "App.xcodeproj"))
    open(os.path.join(folder, "App.xcodeproj", "project.pbxproj"), "w").write("// !$*UTF8*$!\n{\n}\n")
    written = 0

    def write(relative, text):
        nonlocal written
        path = os.path.join(folder, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w", encoding="utf-8").write(text)
        written += text.count("\n")

    write("App/RootView.swift", APP)
    for locale, table in STRINGS.items():
        write(f"App/{locale}.lproj/Localizable.strings", "".join(f'"{k}" = "{v}";\n' for k, v in table.items()))
    index = 0
    files_written = 0
    while written < lines_wanted or index < tab_files:
        name = f"Feature{index:04d}"
        values = {"name": name, "lower": name.lower(), "pad": rng.randint(2, 12), "limit": rng.randint(10, 200)}
        module = f"App/Features/{name}"
        write(f"{module}/{name}View.swift", VIEW.format(**values))
        write(f"{module}/{name}Item.swift", MODEL.format(**values))
        write(f"{module}/{name}Service.swift", SERVICE.format(**values))
        extra = 0
        if index % 10 == 0:
            write(f"{module}/String+{name}.swift", STRING_EXTENSION.format(**values))
            extra += 1
        if index < tab_files:
            write(f"{module}/{name}TabController.swift", TAB_CONTROLLER.format(name=name, lower=f"feature{index - index % 10:04d}"))
            extra += 1
        files_written += 3 + extra
        index += 1
    return written, files_written + 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=50_000)
    parser.add_argument("--tab-files", type=int, default=0, help="view controllers setting their own tab item")
    parser.add_argument("--binary", help="time this build instead of building one")
    parser.add_argument("--baseline", help="also time this build, interleaved, and print the ratio")
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--debug", action="store_true", help="time the debug build instead of building release")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-benchmark", "code-import"))
    arguments = parser.parse_args()

    configuration = "debug" if arguments.debug else "release"
    binary = arguments.binary
    if binary is None:
        print(f"building baraudit ({configuration})…", flush=True)
        subprocess.run(["swift", "build", "-c", configuration, "--product", "baraudit"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", configuration, "baraudit")

    lines, files = generate(arguments.work, arguments.lines, arguments.seed, arguments.tab_files)
    print(f"corpus: {lines:,} lines of Swift and strings in {files:,} files, {arguments.tab_files} tab controller files")
    builds = [("this build", binary)] + ([("baseline", arguments.baseline)] if arguments.baseline else [])
    times = {label: [] for label, _ in builds}
    outputs = {}
    for _ in range(arguments.repetitions):
        for label, path in builds:
            start = time.perf_counter()
            result = subprocess.run([path, "audit", arguments.work, "--format", "text"], capture_output=True, text=True)
            times[label].append(time.perf_counter() - start)
            if result.returncode not in (0, 1):
                sys.exit(f"audit failed ({result.returncode}):\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
            outputs[label] = result.stdout
    for label, _ in builds:
        runs = times[label]
        print(f"{label}: median {statistics.median(runs):.2f} s over {len(runs)} runs (min {min(runs):.2f} s, max {max(runs):.2f} s)")
    median = statistics.median(times["this build"])
    if arguments.baseline:
        print(f"ratio this build / baseline: {median / statistics.median(times['baseline']):.2f}; "
              f"findings {'the same' if outputs['this build'] == outputs['baseline'] else 'DIFFER'}")
    verdict = "ok" if median < TARGET_SECONDS else "OVER TARGET"
    print(f"target < {TARGET_SECONDS:.0f} s: {verdict}")
    return 0 if median < TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
