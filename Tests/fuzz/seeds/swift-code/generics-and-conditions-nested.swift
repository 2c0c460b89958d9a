import UIKit
final class Tabs: UITabBarController {
    var g: A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<Int>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>? = nil
    var h: A < B < C > >? = nil
    override func viewDidLoad() {
        super.viewDidLoad()
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
#if DEBUG
        let a = UIViewController()
        a.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#if DEBUG
        let b = UIViewController()
#elseif FLAG0
        let b = UINavigationController()
#elseif FLAG1
        let b = UINavigationController()
#elseif FLAG2
        let b = UINavigationController()
#elseif FLAG3
        let b = UINavigationController()
#elseif FLAG4
        let b = UINavigationController()
#elseif FLAG5
        let b = UINavigationController()
#elseif FLAG6
        let b = UINavigationController()
#elseif FLAG7
        let b = UINavigationController()
#elseif FLAG8
        let b = UINavigationController()
#elseif FLAG9
        let b = UINavigationController()
#elseif FLAG10
        let b = UINavigationController()
#elseif FLAG11
        let b = UINavigationController()
#elseif FLAG12
        let b = UINavigationController()
#elseif FLAG13
        let b = UINavigationController()
#elseif FLAG14
        let b = UINavigationController()
#elseif FLAG15
        let b = UINavigationController()
#elseif FLAG16
        let b = UINavigationController()
#elseif FLAG17
        let b = UINavigationController()
#elseif FLAG18
        let b = UINavigationController()
#elseif FLAG19
        let b = UINavigationController()
#endif
        if x<y, z <= w, v << 1 > 0 { print(x) }
        b.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        viewControllers = [a, b]
    }
}
