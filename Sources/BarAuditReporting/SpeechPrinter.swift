import BarAuditModel
import BarAuditRules

/// `baraudit speak`: every tab's utterance, per bar, locale and layout, in a stable format for golden
/// files and code review.
public enum SpeechPrinter {
    public static func render(_ files: [DefinitionFile], locales wanted: [String]? = nil) -> String {
        var blocks: [String] = []
        let selection = wanted.map(LocaleSelection.init)
        for file in files {
            for bar in file.bars {
                let locales = selection.map { selection in bar.locales.filter(selection.selects) } ?? bar.locales
                for locale in locales {
                    for layout in BarLayout.layouts(for: bar) {
                        blocks.append(block(file: file, bar: bar, locale: locale, layout: layout))
                    }
                }
            }
        }
        return blocks.joined(separator: "\n")
    }

    static func block(file: DefinitionFile, bar: Bar, locale: String, layout: BarLayout) -> String {
        let tabs = VoiceOverModel.speak(bar, in: file, locale: locale, layout: layout)
        // Paths, ids and what is spoken come from the input: escaped as in the other line-based outputs,
        // so that a title's newline, carriage return or escape sequence cannot print a line of its own
        // (`A\e[31mB\nC\r::error file=x::y` printed raw, a forged workflow command on a line of its own).
        let names = tabs.map { OneLine.escape($0.itemID ?? "(More)") }
        let width = names.map(\.count).max() ?? 0
        let reader = bar.screenReader == .voiceOver ? "" : ", \(bar.screenReader.rawValue)"
        var lines = [OneLine.escape("\(file.path): bar \(bar.id) (\(bar.platform.rawValue)\(reader)), \(locale), \(layout.rawValue)")]
        for (tab, name) in zip(tabs, names) {
            let padding = String(repeating: " ", count: width - name.count)
            lines.append("  \(name)\(padding)  " + (tab.isBehindMore ? "(behind More: not on the bar)" : OneLine.escape(tab.text)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
