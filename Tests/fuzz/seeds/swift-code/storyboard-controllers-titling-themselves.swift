final class HomeNavigationController: UINavigationController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = NSLocalizedString("Home", comment: "")
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        tabBarItem?.title = "Item".localized
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.tabBarItem.title = "Later"
        tabBarItem = UITabBarItem(title: "Made", image: nil, tag: 0)
    }
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Never from a storyboard"
    }
    @objc func tapped() { title = "Action" }
}
