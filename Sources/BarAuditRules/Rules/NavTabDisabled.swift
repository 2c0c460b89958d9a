import BarAuditModel

/// Tabs should always be enabled (HIG): a disabled tab makes the interface unstable; show the tab's
/// screen and explain why its content is unavailable instead.
struct NavTabDisabled: Rule {
    let id = "nav-tab-disabled"
    let scope = RuleScope.item

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, !item.isEnabled else { return [] }
        return [Violation("the tab '\(item.id)' is disabled; " + (context.bar.screenReader == .talkBack ? "TalkBack announces it as disabled" : "VoiceOver announces it as dimmed") + " and it cannot be opened",
                          spoken: context.utterance,
                          fix: "enable the tab and explain on its screen why its content is unavailable")]
    }
}
