// Fixture code written for BarAudit after the form of Sileo's PackageListViewController.swift (not
// copied): the controller shows a count of updates as the badge of the navigation controller's tab,
// one of the storyboard's five tabs. It changes that tab; it builds no tab bar.
import UIKit

final class PackageListViewController: UIViewController {
    func showUpdateCount(_ count: Int) {
        self.navigationController?.tabBarItem.badgeValue = count == 0 ? nil : String(format: "%ld", count)
    }
}
