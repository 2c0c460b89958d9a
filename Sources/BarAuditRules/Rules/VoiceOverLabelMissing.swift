import BarAuditModel

/// An item with neither a title nor an accessibility label gives VoiceOver nothing to say but its role
/// and position ("Tab, 4 of 6"). A title hidden by Material title visibility still counts when it is set.
struct VoiceOverLabelMissing: Rule {
    let id = "voiceover-label-missing"
    let scope = RuleScope.item

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item else { return [] }
        if isSet(item.title) || isSet(item.accessibility.label) { return [] }
        // A title or label the code computes at run time is unknown here, not missing.
        if item.setAtRunTime["title"] != nil || item.setAtRunTime["label"] != nil { return [] }
        let imageName = item.glyph?.name.map { " (image '\($0)')" } ?? ""
        if let code = item.configuredInCode, item.location.file.hasSuffix(".swift") {
            // Swift code that changes a view controller's existing item (its image) without titling it:
            // the item is made, and titled, elsewhere.
            return [Violation(
                "item '\(item.id)'\(imageName) gets no title or accessibility label here: this code changes '\(code)', an item made and titled elsewhere (a storyboard or other code), which is not audited from this file",
                severity: .info, fix: "make sure the tab bar item gets a title or an accessibility label in every language where it is made")]
        }
        if let code = item.configuredInCode {
            // The storyboard leaves the tab empty for code to fill: whether it does is not in these files.
            return [Violation(
                "item '\(item.id)'\(imageName) has no title or accessibility label in the storyboard; \(code) is expected to set them in code, which is not audited",
                severity: .info, fix: "make sure the code gives the tab a title or an accessibility label in every language")]
        }
        return [Violation(
            "item '\(item.id)'\(imageName) has neither a title nor an accessibility label; \(context.bar.screenReader.rawValue) announces only its role and position",
            spoken: context.utterance,
            fix: "give the item a title, or an accessibility label naming its destination")]
    }

    /// A key counts as set (a locale lacking it is the localisation rules' finding); a literal must say something.
    private func isSet(_ text: Text?) -> Bool {
        switch text?.source {
        case .key: true
        case .literal(let value): !value.trimmingWhitespace().isEmpty
        case nil: false
        }
    }
}
