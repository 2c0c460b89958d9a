import UIKit
struct BarItem {
    static func create(title: String, iconName: String) -> UITabBarItem {
        return UITabBarItem(title: title, image: UIImage(systemName: iconName), selectedImage: nil)
    }
}
final class Tabs: UITabBarController {
    override func viewDidLoad() {
        let home = UIViewController()
        home.tabBarItem = BarItem.create(title: "Home", iconName: "house")
        let search = UIViewController()
        search.tabBarItem = BarItem.create(title: "Search", iconName: "magnifyingglass")
        viewControllers = [home, search]
    }
}
