import UIKit

final class Home: UIViewController {
    init(service: Int) {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: NSLocalizedString("HOME", comment: ""), image: nil, selectedImage: nil)
    }
}

@objc final class Bridge: NSObject {
    @objc static func make(kind: Int) -> UIViewController {
        if kind == 0 { return Home(service: 1) }
        return make(kind: kind - 1)
    }
}

class Coordinator: UIViewController {
    lazy var home = Home(service: 2)
    lazy var again = home
    lazy var navigation = UINavigationController(rootViewController: again)
    func makeHome() -> UIViewController { makeHome() }
    func show() {
        navigationController?.pushViewController(navigation, animated: true)
        present(Bridge.make(kind: 3), animated: true)
        if #available(iOS 18.0, *), UIDevice.current.userInterfaceIdiom == .pad {
            let tabs = [Home(service: 3)]
            _ = tabs
        }
    }
}

struct Tab: View {
    let title: String
    var body: some View { Tab(title: title).tabItem { Text(title) } }
}

final class Tabs: UITabBarController {
    let titles = ["A", "B"]
    override func viewDidLoad() {
        super.viewDidLoad()
        for i in 0..<(viewControllers?.count ?? 0) { viewControllers?[i].tabBarItem.title = titles[i] }
        for (index, item) in (tabBar.items ?? []).enumerated() { item.title = titles[index] }
    }
}
