import BarAuditRules

/// The commented configuration `baraudit init` writes: every key, every rule and every rule option
/// with its default. Loading it unchanged gives the defaults.
public enum ConfigurationTemplate {
    public static func render(catalog: RuleCatalog = .builtIn, metrics: PlatformMetrics = .builtIn) -> String {
        var lines = [
            "# BarAudit configuration. Every key is optional; command-line flags override it.",
            "# Reference: README.md, \"Configuration\". Rules: `baraudit rules`, `baraudit explain RULE-ID`.",
            "",
            "# Paths audited when the command line names none: files, folders or globs (* within a folder,",
            "# ** across folders), relative to this file.",
            "included:",
            "  - .",
            "",
            "# Files never audited (globs).",
            "excluded:",
            "  - \"**/.build/**\"",
            "",
            "# Locales to audit (default: every locale each bar ships).",
            "# locales: [en, fr, ar]",
            "",
            "# Device classes for bars that name none, replacing the default set.",
            "# iOS: \(metrics.deviceClasses.values.filter { $0.platform == .ios }.map(\.id).sorted().joined(separator: ", "))",
            "# Material: \(metrics.deviceClasses.values.filter { $0.platform == .material }.map(\.id).sorted().joined(separator: ", "))",
            "# Add -portrait or -landscape to evaluate one orientation.",
            "# device_classes: [\(metrics.defaultDeviceClasses[.ios]?.joined(separator: ", ") ?? ""), \(metrics.defaultDeviceClasses[.material]?.joined(separator: ", ") ?? "")]",
            "",
            "# Rules not to run. Every rule, with its family and default severity:",
            "disabled_rules: []",
        ]
        for rule in catalog.descriptions {
            lines.append("#   - \(rule.id)  # \(rule.family), \(rule.defaultSeverity.rawValue): \(rule.title)\(rule.optIn ? " (opt-in)" : "")")
        }
        lines += [
            "",
            "# Opt-in rules to run.",
            "opt_in_rules: []",
            "",
            "# Severity per rule: error, warning or info.",
            "severity: {}",
            "#   touch-target-size: warning",
            "",
            "# Rule options, with their defaults.",
            "rule_options:",
        ]
        for rule in catalog.descriptions where !rule.options.isEmpty {
            lines.append("  \(rule.id):")
            for option in rule.options {
                lines.append("    \(option.name): \(yaml(option.defaultValue))  # \(option.summary)")
            }
        }
        lines += [
            "",
            "# Lowest severity that fails the run (exit code 1): error, warning, info or never.",
            "fail_on: error",
            "",
            "# Report formats (text goes to standard output): text, github, html, junit, sarif, json.",
            "formats: [text]",
            "",
            "# Folder for the file reports.",
            "output: baraudit-report",
            "",
            "# Strings an imported app (storyboard, Android menu) sets in code, by item id (the storyboard's",
            "# tabBarItem object id or the Android menu item id): keys of title, label, value and hint in",
            "# Localizable.strings / .stringsdict / .xcstrings or strings.xml, and a sample badge value.",
            "# code_strings:",
            "#   navigation_inbox: {value: inbox_unread, badge: \"3\"}",
            "",
            "# Keys or source-language texts that are the same in every language (names, brands): never",
            "# reported as untranslated.",
            "# do_not_translate: [app_name, Mastodon]",
            "",
            "# Baseline of accepted findings (write one with --write-baseline FILE); with strict_baseline,",
            "# entries that no longer occur fail the run so the baseline shrinks.",
            "# baseline: baraudit-baseline.json",
            "strict_baseline: false",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    private static func yaml(_ value: OptionValue) -> String {
        switch value {
        case .list(let items): "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .string(let text): "\"\(text)\""
        default: value.description
        }
    }
}
