// Written for BarAudit after the form of Pocket Casts' MainTabBarController (not copied).
import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()

        let podcastsController = PodcastListViewController()
        podcastsController.tabBarItem = UITabBarItem(title: L10n.podcastsPlural, image: UIImage(named: "podcasts_tab"), tag: 0)

        let filtersViewController = PlaylistsViewController()
        filtersViewController.tabBarItem = UITabBarItem(title: L10n.filters, image: UIImage(named: "filters_tab"), tag: 1)

        let discoverViewController = DiscoverViewController()
        discoverViewController.tabBarItem = UITabBarItem(title: L10n.discover, image: UIImage(named: "discover_tab"), tag: 2)

        let upNextViewController = UpNextViewController()
        upNextViewController.tabBarItem = UITabBarItem(title: L10n.upNext, image: UIImage(named: "upnext_tab"), tag: 3)

        let profileViewController = ProfileViewController()
        profileViewController.tabBarItem = UITabBarItem(title: L10n.profile, image: UIImage(named: "profile_tab"), tag: 4)

        viewControllers = [podcastsController, filtersViewController, discoverViewController, upNextViewController, profileViewController]
    }
}
