// Fixture code written for BarAudit after the form of Delta Chat's AppCoordinator.swift (not copied):
// three UIKit tabs, each a navigation controller given a UITabBarItem(title:image:tag:) whose title
// comes through the String.localized wrapper.
import UIKit

class AppCoordinator {
    private let qrTab = 0
    private let chatsTab = 1
    private let settingsTab = 2

    let tabBarController = UITabBarController()

    func start() {
        tabBarController.viewControllers = [makeQRTab(), makeChatsTab(), makeSettingsTab()]
        tabBarController.selectedIndex = chatsTab
    }

    private func makeQRTab() -> UINavigationController {
        let nav = UINavigationController(rootViewController: UIViewController())
        let image = UIImage(systemName: "qrcode")
        nav.tabBarItem = UITabBarItem(title: String.localized("qr_code"), image: image, tag: qrTab)
        return nav
    }

    private func makeChatsTab() -> UINavigationController {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.tabBarItem = UITabBarItem(title: String.localized("pref_chats"), image: UIImage(named: "ic_chat"), tag: chatsTab)
        return nav
    }

    private func makeSettingsTab() -> UINavigationController {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.tabBarItem = UITabBarItem(title: String.localized("menu_settings"), image: UIImage(systemName: "gear"), tag: settingsTab)
        return nav
    }
}
