import BarAuditKit
@testable import BarAuditLoading
import BarAuditModel
import Foundation
import Testing

/// Tab bars an Objective-C method builds with UIKit (`ObjectiveCTabReader`), written after the patterns of real
/// apps (TrollStore's root controller titling each navigation controller's root; apps that give each controller a
/// `UITabBarItem` of their own), and Objective-C that only looks like a tab bar.
@Suite struct ObjectiveCCodeTests {
    /// An Xcode project (development region en, with `de`) whose `Localizable.strings` hold `tables` (locale → key → text).
    private func project(_ files: [String: String], tables: [String: [String: String]] = [:]) -> Scratch {
        let scratch = CodeImportTests.appleProject(knownRegions: Array(tables.keys.filter { $0 != "en" }),
                                                   tables: Dictionary(uniqueKeysWithValues: tables.map { ("App/\($0.key).lproj/Localizable.strings", $0.value) }))
        for (name, text) in files { scratch.write(name, text) }
        return scratch
    }

    @Test func aRootControllerTitlingEachNavigationControllersRoot() throws {
        let scratch = project(["App/RootViewController.m": """
            #import "RootViewController.h"

            @implementation RootViewController

            - (void)loadView {
            \t[super loadView];
            \tAppsViewController* appsVC = [[AppsViewController alloc] init];
            \tappsVC.title = @"Apps";
            \tSettingsViewController* settingsVC = [[SettingsViewController alloc] init];
            \tsettingsVC.title = NSLocalizedString(@"Settings", @"tab");
            \tUINavigationController* appsNav = [[UINavigationController alloc] initWithRootViewController:appsVC];
            \tUINavigationController* settingsNav = [[UINavigationController alloc] initWithRootViewController:settingsVC];
            \tappsNav.tabBarItem.image = [UIImage systemImageNamed:@"square.stack"];
            \tsettingsNav.tabBarItem.image = [UIImage systemImageNamed:@"gear"];
            \tself.title = @"Root View Controller";
            \tself.viewControllers = @[appsNav, settingsNav];
            \tself.selectedIndex = 1;
            }

            @end
            """], tables: ["en": ["Settings": "Settings"], "de": ["Settings": "Einstellungen"]])
        let loaded = Auditor.load(scratch.path("App/RootViewController.m"))
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.platform == .ios && bar.id == "RootViewController" && bar.location.line == 16 && bar.location.column == 2)
        #expect(bar.items.map(\.id) == ["appsNav", "settingsNav"] && bar.selectedItemID == "settingsNav")
        #expect(bar.items[0].title?.source == .literal("Apps") && bar.items[0].glyph?.name == "square.stack")
        #expect(bar.items[0].location.line == 8 && bar.items[0].location.column == 2, "the title's line and column")
        let settings = try #require(bar.items[1].title)
        #expect(settings.source == .key("Settings") && file.entry(for: settings, locale: "de")?.content == .text("Einstellungen"))
        #expect(bar.items[1].glyph?.name == "gear")
    }

    @Test func itemsMadeForEachControllerWithTheirOwnTitles() throws {
        let scratch = project(["App/MainTabBarController.m": """
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                MessageViewController *message = [[MessageViewController alloc] init];
                message.title = @"ignored: the item made after keeps its own title";
                UINavigationController *messageNav = [[UINavigationController alloc] initWithRootViewController:message];
                messageNav.tabBarItem = [[UITabBarItem alloc] initWithTitle:NSLocalizedStringFromTable(@"tab.news", @"Tabs", nil)
                                                                    image:[[UIImage imageNamed:@"tab_news"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal]
                                                            selectedImage:[UIImage imageNamed:@"tab_news_on"]];
                FriendViewController *friends = [[FriendViewController alloc] init];
                friends.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Friends" image:[UIImage imageNamed:@"tab_friends"] tag:1];
                friends.tabBarItem.badgeValue = @"3";
                friends.tabBarItem.accessibilityLabel = NSLocalizedString(@"Friends, 3 requests", nil);
                UIViewController *favorites = [[UIViewController alloc] init];
                favorites.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemFavorites tag:2];
                ProfileViewController *profile = [ProfileViewController new];
                [self setViewControllers:@[messageNav, friends, favorites, profile] animated:NO];
            }
            @end
            """])
        let loaded = Auditor.load(scratch.path("App/MainTabBarController.m"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map(\.id) == ["messageNav", "friends", "favorites", "profile"])
        #expect(bar.items[0].title?.source == .key("tab.news") && bar.items[0].glyph?.name == "tab_news")
        #expect(bar.items[1].title?.source == .literal("Friends") && bar.items[1].badge?.source == .literal("3"))
        #expect(bar.items[1].accessibility.label?.source == .key("Friends, 3 requests"))
        #expect(bar.items[2].title?.isLocalizedBySystem == true, "a system item's title, which iOS localises")
        // The profile controller's class titles itself where this file cannot see: computed at run time, not guessed.
        #expect(bar.items[3].title == nil && bar.items[3].setAtRunTime["title"] == "profile.title")
        #expect(loaded.diagnostics.contains { $0.severity == .info && $0.message.contains("profile.title") })
    }

    @Test func aLaterTitleRetitlesTheItemAndAnItemTitleWinsOverTheRootsTitle() throws {
        let scratch = project(["App/Tabs.m": """
            @implementation Tabs
            - (void)build {
                HomeViewController *home = [[HomeViewController alloc] init];
                home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Start" image:nil tag:0];
                home.title = @"Home";
                SearchViewController *search = [[SearchViewController alloc] init];
                search.title = @"Search";
                UINavigationController *searchNav = [[UINavigationController alloc] initWithRootViewController:search];
                searchNav.tabBarItem.title = @"Find";
                searchNav.tabBarItem.image = [UIImage imageNamed:@"find"];
                UITabBarController *tabs = [[UITabBarController alloc] init];
                tabs.viewControllers = @[home, searchNav];
            }
            @end
            """])
        let bar = try #require(Auditor.load(scratch.path("App/Tabs.m")).definition?.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.literal("Home"), .literal("Find")])
    }

    /// owncloud's app delegate: the tabs made in a block given to `dispatch_async`, images held in variables, the
    /// items made without titles in one branch and titled after, the list an `NSArray` of objects ending in `nil`.
    @Test func tabsMadeInABlockListedAsAnArrayOfObjects() throws {
        let scratch = project(["App/AppDelegate.m": """
            @implementation AppDelegate
            - (void)generateInterface {
                dispatch_async(dispatch_get_main_queue(), ^{
                    FilesViewController *files = [[FilesViewController alloc] initWithNibName:@"Files" bundle:nil];
                    OCNavigationController *filesNav = [[OCNavigationController alloc]initWithRootViewController:files];
                    UIImage *filesImage = [UIImage imageNamed:@"TABfiles.png"];
                    if (customized) {
                        filesNav.tabBarItem = [[UITabBarItem alloc] initWithTitle:nil image:filesImage selectedImage:filesImage];
                    } else {
                        filesNav.tabBarItem.image = filesImage;
                    }
                    filesNav.tabBarItem.title = NSLocalizedString(@"files_tab", nil);
                    SettingsViewController *settings = [[SettingsViewController alloc] init];
                    OCNavigationController *settingsNav = [[OCNavigationController alloc]initWithRootViewController:settings];
                    settingsNav.tabBarItem.title = NSLocalizedString(@"settings", nil);
                    _tabBarController = [OCTabBarController new];
                    _tabBarController.viewControllers = [NSArray arrayWithObjects:filesNav, settingsNav, nil];
                });
            }
            @end
            """], tables: ["en": ["files_tab": "Files", "settings": "Settings"]])
        let bar = try #require(Auditor.load(scratch.path("App/AppDelegate.m")).definition?.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.key("files_tab"), .key("settings")])
        #expect(bar.items[0].glyph?.name == "TABfiles.png" && bar.items[0].location.line == 12)
    }

    /// A method of the tab bar controller that adds the controller it is given as a tab, called once per tab with its
    /// title and images (the common form of Chinese apps' `MainTabBarController.m`): each call is a tab, located at the
    /// call, and the method itself is no bar.
    @Test func aMethodAddingTheControllerItIsGivenMakesATabPerCall() throws {
        let scratch = project(["App/MainTabBarController.m": """
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildVc:[[HomeViewController alloc] init] title:@"首页" image:@"tabbar_home" selectedImage:@"tabbar_home_on"];
                [self addChildVc:[[MessageViewController alloc] init] title:NSLocalizedString(@"Messages", nil) image:@"tabbar_message" selectedImage:@"on"];
                [self addChildVc:[[ProfileViewController alloc] init] title:title image:@"tabbar_profile" selectedImage:@"on"];
            }

            - (void)addChildVc:(UIViewController *)childVc title:(NSString *)title image:(NSString *)image selectedImage:(NSString *)selectedImage {
                childVc.title = title;
                childVc.tabBarItem.image = [UIImage imageNamed:image];
                childVc.tabBarItem.selectedImage = [[UIImage imageNamed:selectedImage] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:childVc];
                [self addChildViewController:nav];
            }
            @end
            """])
        let loaded = Auditor.load(scratch.path("App/MainTabBarController.m"))
        let bars = try #require(loaded.definition?.bars, "\(loaded.diagnostics)")
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        #expect(bar.items.map { $0.title?.source } == [.literal("首页"), .key("Messages"), nil])
        #expect(bar.items.map(\.id) == ["首页", "Messages", "tab3"] && bar.items.map(\.location.line) == [4, 5, 6])
        #expect(bar.items[0].glyph?.name == "tabbar_home" && bar.items[2].setAtRunTime["title"] == "title",
                "a title the caller computes stays computed, not the parameter's name")
    }

    /// The tab selected first, as UIKit sets it: `selectedViewController` selects that controller's index in the list
    /// (Texture's ASDKgram selects its second tab so), the last of it and `selectedIndex` wins, a controller not listed
    /// selects nothing; tabs added one by one take `self`'s selection.
    @Test func theSelectedTabIsTheSelectedViewControllersIndex() throws {
        let scratch = project([
            "App/AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    UINavigationController *feedNav = [[UINavigationController alloc] initWithRootViewController:feed];
                    feedNav.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Feed" image:[UIImage imageNamed:@"home"] tag:0];
                    UINavigationController *photosNav = [[UINavigationController alloc] initWithRootViewController:photos];
                    photosNav.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Photos" image:[UIImage imageNamed:@"home"] tag:0];
                    UITabBarController *tabBarController = [[UITabBarController alloc] init];
                    tabBarController.viewControllers = @[feedNav, photosNav];
                    tabBarController.selectedViewController = photosNav;
                    UITabBarController *other = [[UITabBarController alloc] init];
                    [other setViewControllers:@[feedNav, photosNav] animated:NO];
                    [other setSelectedViewController:photosNav];
                    other.selectedIndex = 0;
                    UITabBarController *third = [[UITabBarController alloc] init];
                    third.viewControllers = @[feedNav, photosNav];
                    third.selectedViewController = settingsNav;
                    return YES;
                }
                @end
                """,
            "App/MainTabBarController.m": """
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [self addChildVc:[[HomeViewController alloc] init] title:@"Home"];
                    [self addChildVc:[[MessageViewController alloc] init] title:@"Messages"];
                    [self setSelectedIndex:1];
                }
                - (void)addChildVc:(UIViewController *)childVc title:(NSString *)title {
                    childVc.tabBarItem.title = title;
                    [self addChildViewController:childVc];
                }
                @end
                """,
        ])
        let delegate = try #require(Auditor.load(scratch.path("App/AppDelegate.m")).definition?.bars)
        #expect(delegate.map(\.selectedItemID) == ["photosNav", "feedNav", "feedNav"],
                "the listed controller's index; the later selectedIndex; a controller not listed leaves the first tab")
        let added = try #require(Auditor.load(scratch.path("App/MainTabBarController.m")).definition?.bars.first)
        #expect(added.items.map(\.id) == ["Home", "Messages"] && added.selectedItemID == "Messages")
    }

    /// A list the method first binds to a variable (`NSArray *controllers = [NSArray arrayWithObjects:…, nil];
    /// self.viewControllers = controllers;`, as YouAndMe does) is that list; a variable alone lists no tabs (it was read as
    /// a bar when named `viewControllers`), and one the method changes by a message (`addObject:`) is not known.
    @Test func aListBoundToAVariableFirst() throws {
        let scratch = project([
            "App/BaseTabBarController.m": """
                @implementation BaseTabBarController
                - (void)addViewControllers {
                    BaseNavigationController *firstNc = [[BaseNavigationController alloc] initWithRootViewController:firstVc];
                    BaseNavigationController *secondNc = [[BaseNavigationController alloc] initWithRootViewController:secondVc];
                    firstNc.tabBarItem.title = NSLocalizedString(@"message", nil);
                    secondNc.tabBarItem.title = NSLocalizedString(@"nearby", nil);
                    NSArray *controllers = [NSArray arrayWithObjects:firstNc, secondNc, nil];
                    self.viewControllers = controllers;
                }
                @end
                """,
            "App/Unlisted.m": """
                @implementation Unlisted
                - (void)viewDidLoad {
                    homeNav.tabBarItem.title = @"Home";
                    NSArray *viewControllers = @[homeNav, searchNav];
                    NSMutableArray *tabs = [NSMutableArray arrayWithObjects:homeNav, nil];
                    [tabs addObject:searchNav];
                    self.viewControllers = tabs;
                }
                @end
                """,
        ])
        let loaded = Auditor.load(scratch.path("App/BaseTabBarController.m"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map(\.id) == ["firstNc", "secondNc"] && bar.items.map { $0.title?.source } == [.key("message"), .key("nearby")])
        #expect(bar.location.line == 8, "located where the tab bar controller is given the list")
        // `addObject:` outside conditions and loops gives the array its element; inside an `if`, it may not run.
        let unlisted = try #require(Auditor.load(scratch.path("App/Unlisted.m")).definition?.bars)
        #expect(unlisted.count == 1 && unlisted.first?.items.map(\.id) == ["homeNav", "searchNav"], "\(unlisted)")
        #expect(unlisted.first?.items[1].setAtRunTime["title"] == "searchNav.title")
        let conditional = project(["App/Conditional.m": """
            @implementation Conditional
            - (void)viewDidLoad {
                homeNav.tabBarItem.title = @"Home";
                NSMutableArray *tabs = [NSMutableArray arrayWithObjects:homeNav, nil];
                if (self.showsSearch) {
                    [tabs addObject:searchNav];
                }
                self.viewControllers = tabs;
            }
            @end
            """])
        #expect(Auditor.load(conditional.path("App/Conditional.m")).definition?.bars.isEmpty != false)
    }

    /// Tabs made in a loop over arrays the method writes out (law-ios's `for (int i = 0; i < classStrings.count; i++)`,
    /// SkidFunction's `enumerateObjectsUsingBlock:`, a `for … in` filling a mutable array): one tab per element, each
    /// with that pass's title and image, located at its title in the array. A loop over an array not written out, or a
    /// `while`, adds tabs no one can count here: no bar (the loop read once was a bar of one tab).
    @Test func tabsMadeInLoopsOverArraysWrittenOut() throws {
        let scratch = project([
            "App/ForIndex.m": """
                @implementation TabBarViewController
                -(instancetype)init {
                    self = [super init];
                    if (self) {
                        NSArray * classStrings = @[@"HomeViewController",@"UIViewController",@"UIViewController"];
                        NSArray * titles = @[@"首页",NSLocalizedString(@"Favorites", nil),@"我的"];
                        NSArray * images = @[@"tab_home",@"tab_collect",@"tab_me"];
                        UIViewController * vc;
                        for (int i = 0; i < classStrings.count ; i ++)
                        {
                            vc = [NSClassFromString(classStrings[i]) new];
                            vc.tabBarItem = [[UITabBarItem alloc]initWithTitle:titles[i] image:[UIImage imageNamed:images[i]] selectedImage:nil];
                            [self addChildViewController:vc];
                        }
                    }
                    return self;
                }
                @end
                """,
            "App/Enumerate.m": """
                @implementation MainTabController
                - (void)viewDidLoad {
                    NSArray *vcTitles = @[@"Home",@"Profile"];
                    NSMutableArray *vcNames = [NSMutableArray arrayWithArray:@[@"HomeViewController",@"ProfileViewController"]];
                    [vcNames enumerateObjectsUsingBlock:^(NSString * _Nonnull obj, NSUInteger idx, BOOL * _Nonnull stop) {
                        UIViewController *vc = [[NSClassFromString(obj) alloc] init];
                        vc.title = vcTitles[idx];
                        UINavigationController *vcNav = [[UINavigationController alloc] initWithRootViewController:vc];
                        UITabBarItem *item = [[UITabBarItem alloc] initWithTitle:vcTitles[idx] image:[UIImage new] selectedImage:[UIImage new]];
                        vcNav.tabBarItem = item;
                        vcNav.tabBarItem.image = [UIImage imageNamed:[vcTitles objectAtIndex:idx]];
                        [self addChildViewController:vcNav];
                    }];
                    self.selectedIndex = 1;
                }
                @end
                """,
            "App/ForIn.m": """
                @implementation Tabs
                - (void)setup {
                    NSArray *titles = @[@"Chats", @"Settings"];
                    NSMutableArray *navs = [NSMutableArray array];
                    for (NSString *title in titles) {
                        ListViewController *list = [ListViewController new];
                        list.tabBarItem.title = title;
                        UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:list];
                        [navs addObject:nav];
                    }
                    self.viewControllers = navs;
                }
                @end
                """,
            "App/Unknown.m": """
                @implementation Unknown
                - (void)viewDidLoad {
                    for (NSString *title in self.titles) {
                        UIViewController *vc = [UIViewController new];
                        vc.tabBarItem.title = title;
                        [self addChildViewController:vc];
                    }
                }
                @end
                """,
            "App/UnknownBlock.m": """
                @implementation UnknownBlock
                - (void)viewDidLoad {
                    named.tabBarItem.title = @"Named";
                    [self.names enumerateObjectsUsingBlock:^(NSString *name, NSUInteger idx, BOOL *stop) {
                        [self addChildViewController:named];
                    }];
                }
                @end
                """,
            "App/While.m": """
                @implementation While
                - (void)viewDidLoad {
                    int i = 0;
                    while (i < 3) { i++; [self addChildViewController:other]; }
                    other.tabBarItem.title = @"Other";
                }
                @end
                """,
        ])
        let loaded = Auditor.load(scratch.path("App/ForIndex.m"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.literal("首页"), .key("Favorites"), .literal("我的")])
        #expect(bar.items.map { $0.glyph?.name } == ["tab_home", "tab_collect", "tab_me"])
        #expect(bar.items.map(\.location.line) == [6, 6, 6] && bar.items.map(\.location.column) == [30, 36, 73],
                "each tab located at its title in the array")
        let enumerated = try #require(Auditor.load(scratch.path("App/Enumerate.m")).definition?.bars)
        #expect(enumerated.count == 1 && enumerated[0].items.map { $0.title?.source } == [.literal("Home"), .literal("Profile")])
        #expect(enumerated[0].items.map { $0.glyph?.name } == ["Home", "Profile"] && enumerated[0].selectedItemID == enumerated[0].items[1].id)
        let forIn = try #require(Auditor.load(scratch.path("App/ForIn.m")).definition?.bars)
        #expect(forIn.count == 1 && forIn[0].items.map { $0.title?.source } == [.literal("Chats"), .literal("Settings")], "\(forIn)")
        for file in ["App/Unknown.m", "App/UnknownBlock.m", "App/While.m"] {
            let unknown = Auditor.load(scratch.path(file))
            #expect(unknown.definition?.bars.isEmpty != false, "\(file): \(String(describing: unknown.definition?.bars))")
        }
    }

    /// A `UITabBarItem` made into a variable and given to a controller (SkidFunction), changed after through the
    /// variable; an item of the system held so is not read (a title given it may not show).
    @Test func anItemHeldInAVariable() throws {
        let scratch = project(["App/Items.m": """
            @implementation Items
            - (void)viewDidLoad {
                UITabBarItem *homeItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] tag:0];
                home.tabBarItem = homeItem;
                homeItem.badgeValue = @"2";
                UITabBarItem *meItem = [[UITabBarItem alloc] initWithTitle:@"Me" image:nil tag:1];
                [meItem setTitle:@"Profile"];
                me.tabBarItem = meItem;
                UITabBarItem *more = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemMore tag:2];
                more.title = @"Mehr";
                other.tabBarItem = more;
                self.viewControllers = @[home, me, other];
            }
            @end
            """])
        let bar = try #require(Auditor.load(scratch.path("App/Items.m")).definition?.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.literal("Home"), .literal("Profile"), nil])
        #expect(bar.items[0].glyph?.name == "home" && bar.items[0].badge?.source == .literal("2") && bar.items[2].setAtRunTime["title"] == "other.title")
    }

    /// An item fetched into a variable (`UITabBarItem *tbi = [nav tabBarItem];`, `= me.tabBarItem;`) is the controller's own:
    /// `[tbi setTitle:…]`, `tbi.title = …` and its other fields change that tab (round 29's open item). A variable bound again
    /// to something else changes no tab.
    @Test func anItemFetchedIntoAVariable() throws {
        let scratch = project(["App/Fetched.m": """
            @implementation Fetched
            - (void)viewDidLoad {
                UITabBarItem *tbi = [home tabBarItem];
                [tbi setTitle:@"Home"];
                tbi.badgeValue = @"2";
                UITabBarItem *second = me.tabBarItem;
                second.title = @"Me";
                second = [[UITabBarItem alloc] initWithTitle:@"Other" image:nil tag:3];
                second.title = @"Again";
                self.viewControllers = @[home, me];
            }
            @end
            """])
        let bar = try #require(Auditor.load(scratch.path("App/Fetched.m")).definition?.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.literal("Home"), .literal("Me")])
        #expect(bar.items[0].badge?.source == .literal("2"))
    }

    /// Round 29's own tabs read each class's other methods once, not once per initializer a list calls: 1,000 controllers of
    /// one class of 2,000 methods, each made with another initializer, are read in linear time.
    @Test func aClassMadeWithManyInitializersIsReadOnce() throws {
        let count = 1_000
        let methods = (0..<count).map { "- (instancetype)initWithA\($0):(id)a { self = [super init]; self.title = @\"t\($0)\"; return self; }\n- (void)m\($0) { x = 1; }\n" }.joined()
        let list = "@implementation AppTabBarController\n- (void)viewDidLoad {\n self.viewControllers = @["
            + (0..<count).map { "[[C alloc] initWithA\($0):nil]" }.joined(separator: ", ") + "];\n}\n@end\n"
        let scratch = project(["App/C.m": "@implementation C\n" + methods + "@end\n", "App/AppTabBarController.m": list])
        let start = ContinuousClock.now
        let bar = try #require(Auditor.load(scratch.path("App/AppTabBarController.m")).definition?.bars.first)
        #expect(bar.items.count == count && bar.items.last?.title?.source == .literal("t\(count - 1)"))
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// UIKit shows the last list a controller is given (`self.viewControllers = @[a]; … = @[a, b];`): one bar.
    @Test func aListSetTwiceIsOneBarOfTheLastList() throws {
        let scratch = project(["App/Twice.m": """
            @implementation Twice
            - (void)viewDidLoad {
                home.tabBarItem.title = @"Home";
                me.tabBarItem.title = @"Me";
                self.viewControllers = @[home];
                tabs.viewControllers = @[me, home];
                [self setViewControllers:@[home, me] animated:NO];
            }
            @end
            """])
        let bars = try #require(Auditor.load(scratch.path("App/Twice.m")).definition?.bars)
        #expect(bars.map { $0.items.map(\.id) } == [["me", "home"], ["home", "me"]], "\(bars)")
    }

    /// A method that makes a tab's controller from what it is given and returns it (TemplateApp's
    /// `subViewContorllerWithClassStr:title:imageName:`), its results listed: each tab as the call makes it, located at the call.
    @Test func aMethodReturningTheControllerItMakesForAList() throws {
        let scratch = project(["App/JBaseTabBarController.m": """
            @implementation JBaseTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIViewController* homeVC = [self subViewControllerWithClassStr:@"HomeViewController" title:@"首页" imageName:@"tab_home"];
                UIViewController* meVC = [self subViewControllerWithClassStr:@"MeViewController" title:NSLocalizedString(@"Me", nil) imageName:@"tab_me"];
                meVC.tabBarItem.badgeValue = @"1";
                self.viewControllers = @[homeVC,meVC];
            }

            - (UIViewController*)subViewControllerWithClassStr:(NSString*)classStr title:(NSString*)title imageName:(NSString*)imageName {
                Class cs = NSClassFromString(classStr);
                UIViewController* VC = [[cs alloc] init];
                VC.title = title;
                VC.tabBarItem.image = [UIImage imageNamed:imageName];
                UINavigationController* nav = [[UINavigationController alloc] initWithRootViewController:VC];
                return nav;
            }
            @end
            """])
        let loaded = Auditor.load(scratch.path("App/JBaseTabBarController.m"))
        let bars = try #require(loaded.definition?.bars, "\(loaded.diagnostics)")
        #expect(bars.count == 1, "the maker itself is no bar")
        let bar = try #require(bars.first)
        #expect(bar.items.map(\.id) == ["homeVC", "meVC"] && bar.items.map { $0.title?.source } == [.literal("首页"), .key("Me")])
        #expect(bar.items.map { $0.glyph?.name } == ["tab_home", "tab_me"] && bar.items[1].badge?.source == .literal("1"))
        #expect(bar.items.map(\.location.line) == [4, 5])
    }

    /// A navigation or split view controller's `viewControllers`, and a list of controllers none of which this
    /// method gives a tab item, are not tab bars; a file without a list is not read.
    @Test func listsThatAreNotTabBars() throws {
        let scratch = project([
            "App/Split.m": """
                @implementation Split
                - (void)viewDidLoad {
                    MasterViewController *master = [[MasterViewController alloc] init];
                    master.title = @"Master";
                    self.viewControllers = @[master, detail];
                    [self.navigationController setViewControllers:@[master] animated:YES];
                }
                @end
                """,
            "App/Item.m": """
                @implementation Item
                - (instancetype)init { self = [super init]; self.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Me" image:nil tag:0]; return self; }
                @end
                """,
        ])
        for file in ["App/Split.m", "App/Item.m"] {
            let loaded = Auditor.load(scratch.path(file))
            #expect(loaded.definition?.bars.isEmpty == true && loaded.diagnostics.isEmpty, "\(file): \(loaded.diagnostics)")
        }
    }

    /// The Xcode template's app delegate (TheBackgrounder, iOSTest's TabbedApp): a tab bar controller's list of controllers
    /// made with `initWithNibName:bundle:`, `init` or `new`, each of whose classes titles its own tab in its own file
    /// (`self.title = NSLocalizedString(@"First", @"First");` in `initWithNibName:bundle:`, an item made in `init`, a title
    /// set in `viewDidLoad`). Each tab is titled as its class's file titles it, located there; a tab titled only when its
    /// view loads shows that title once opened (a note), or at launch when it is the tab selected first.
    @Test func controllersTitlingThemselvesInTheirOwnFiles() throws {
        let scratch = project([
            "App/AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    UIViewController *viewController1 = [[FirstViewController alloc] initWithNibName:@"FirstViewController" bundle:nil];
                    UIViewController *viewController2 = [[SecondViewController alloc] init];
                    UINavigationController *nav3 = [[UINavigationController alloc] initWithRootViewController:[[ThirdViewController alloc] init]];
                    self.tabBarController = [[UITabBarController alloc] init];
                    self.tabBarController.viewControllers = @[viewController1, viewController2, nav3, [FourthViewController new]];
                    self.tabBarController.selectedIndex = 3;
                    return YES;
                }
                @end
                """,
            "App/FirstViewController.m": """
                #import "FirstViewController.h"

                @implementation FirstViewController

                - (id)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil
                {
                    self = [super initWithNibName:nibNameOrNil bundle:nibBundleOrNil];
                    if (self) {
                        self.title = NSLocalizedString(@"First", @"First");
                        self.tabBarItem.image = [UIImage imageNamed:@"first"];
                    }
                    return self;
                }

                @end
                """,
            // A category of the class in another file implements no second class of that name.
            "App/FirstViewController+Extras.m": "@implementation FirstViewController (Extras)\n- (void)viewDidLoad { self.title = @\"Not the class's\"; }\n@end\n",
            "App/SecondViewController.m": """
                @implementation SecondViewController
                - (instancetype)init {
                    if (self = [super init]) {
                        self.tabBarItem = [[UITabBarItem alloc] initWithTitle:NSLocalizedString(@"second_tab", nil) image:[UIImage imageNamed:@"second"] tag:1];
                    }
                    return self;
                }
                - (void)viewDidLoad { [super viewDidLoad]; self.navigationItem.title = @"A navigation bar's title only"; }
                @end
                """,
            "App/ThirdViewController.m": "@implementation ThirdViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.title = @\"Third\";\n}\n@end\n",
            "App/FourthViewController.m": """
                @implementation FourthViewController
                - (id)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil {
                    self = [super initWithNibName:nibNameOrNil bundle:nibBundleOrNil];
                    [self setTitle:@"Fourth"];
                    return self;
                }
                - (void)viewDidLoad { [super viewDidLoad]; self.title = @"Fourth, loaded"; }
                @end
                """,
            // A navigation controller's stack of such controllers is no tab bar.
            "App/Stack.m": """
                // Not a UITabBarController.
                @implementation Stack
                - (void)show { [self.navigationController setViewControllers:@[[[FirstViewController alloc] init], [ThirdViewController new]] animated:YES]; }
                @end
                """,
        ], tables: ["en": ["First": "First", "second_tab": "Second"], "de": ["First": "Erste", "second_tab": "Zweite"]])
        let appDelegate = scratch.path("App/AppDelegate.m")
        #expect(DefinitionDiscovery.looksLikeDefinition(appDelegate), "found although this file gives no tab an item")
        let loaded = Auditor.load(appDelegate)
        let file = try #require(loaded.definition, "\(loaded.diagnostics)")
        let bar = try #require(file.bars.first)
        #expect(bar.items.map(\.id) == ["viewController1", "viewController2", "nav3", "FourthViewController"])
        #expect(bar.items.map { $0.title?.source } == [.key("First"), .key("second_tab"), .literal("Third"), .literal("Fourth, loaded")])
        #expect(bar.items[0].glyph?.name == "first" && bar.items[1].glyph?.name == "second")
        let first = bar.items[0].location
        #expect(first.file == scratch.path("App/FirstViewController.m") && first.line == 9 && first.column == 9, "at the class's own title: \(first)")
        #expect(bar.items[1].location.file == scratch.path("App/SecondViewController.m") && bar.items[1].location.line == 4)
        #expect(file.entry(for: try #require(bar.items[0].title), locale: "de")?.content == .text("Erste"))
        #expect(bar.selectedItemID == "FourthViewController", "the tab selected first loads its view at launch: its viewDidLoad's title")
        // The third tab's title shows once its view loads: a note at its place in the list.
        let note = try #require(loaded.diagnostics.first { $0.message.contains("'ThirdViewController' titles its tab in viewDidLoad") }, "\(loaded.diagnostics)")
        #expect(note.severity == .info && note.location.file == appDelegate && note.location.line == 7)
        #expect(loaded.diagnostics.filter { $0.message.contains("titles its tab in") }.count == 1, "\(loaded.diagnostics)")
        for own in ["App/SecondViewController.m", "App/Stack.m"] {
            #expect(Auditor.load(scratch.path(own)).definition?.bars.isEmpty != false, "\(own): no bar of its own")
        }
        // The same list selecting its first tab: the fourth shows the title its initializer gives, until it is opened.
        scratch.write("App/AppDelegate.m", try String(contentsOfFile: appDelegate, encoding: .utf8).replacingOccurrences(of: "selectedIndex = 3", with: "selectedIndex = 0"))
        let launched = try #require(Auditor.load(appDelegate).definition?.bars.first)
        #expect(launched.items[3].title?.source == .literal("Fourth"))
    }

    /// A list whose controllers this file gives images and whose classes title themselves (`self.title = …` in `init`):
    /// each tab shows its class's title beside the image given here, not a title computed at run time.
    @Test func anImageGivenHereAndATitleTheClassGivesItself() throws {
        let scratch = project([
            "App/MainTabBarController.m": """
                @interface MainTabBarController : UITabBarController
                @end
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    HomeViewController *home = [[HomeViewController alloc] init];
                    home.tabBarItem.image = [UIImage imageNamed:@"home"];
                    MeViewController *me = [[MeViewController alloc] init];
                    me.tabBarItem.image = [UIImage imageNamed:@"me"];
                    self.viewControllers = @[home, me];
                }
                @end
                """,
            "App/HomeViewController.m": "@implementation HomeViewController\n- (instancetype)init { self = [super init]; self.title = @\"Home\"; return self; }\n@end\n",
            "App/MeViewController.m": "@implementation MeViewController\n- (instancetype)init { self = [super init]; return self; }\n@end\n",
        ])
        let loaded = Auditor.load(scratch.path("App/MainTabBarController.m"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.literal("Home"), nil] && bar.items.map { $0.glyph?.name } == ["home", "me"])
        #expect(bar.items[0].location.file == scratch.path("App/HomeViewController.m"))
        #expect(bar.items[1].setAtRunTime["title"] == "me.title", "a class that titles nothing: still computed at run time")
    }

    /// Apr-11's `MyTabBar`: each tab a controller made with an initializer of its class that titles it, and gives it an image
    /// and a badge, from its parameters (`initWithText:title:image:badge:` setting `self.title = title;`): each tab shows the
    /// call's arguments, located at the call's title.
    @Test func anInitializerTitlingItsControllerWithItsArguments() throws {
        let scratch = project([
            "App/TabBarAppDelegate.m": """
                @implementation TabBarAppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    UITabBarController *tabBarController = [[UITabBarController alloc] init];
                    tabBarController.viewControllers = [NSArray arrayWithObjects:
                        [[MyViewController alloc] initWithText:@"Up and down" title:@"The Bronx" image:[UIImage imageNamed:@"bronx.png"] badge:nil],
                        [[MyViewController alloc] initWithText:@"How sweet" title:NSLocalizedString(@"brooklyn", nil) image:[UIImage imageNamed:@"brooklyn.png"] badge:@"4"],
                        nil];
                    return YES;
                }
                @end
                """,
            "App/MyViewController.m": """
                @implementation MyViewController
                - (id)initWithText:(NSString *)t title:(NSString *)title image:(UIImage *)image badge:(NSString *)badge {
                    self = [super initWithNibName:nil bundle:nil];
                    if (self != nil) {
                        self.title = title;
                        self.tabBarItem.image = image;
                        self.tabBarItem.badgeValue = badge;
                    }
                    return self;
                }
                @end
                """,
        ])
        let loaded = Auditor.load(scratch.path("App/TabBarAppDelegate.m"))
        let bar = try #require(loaded.definition?.bars.first, "\(loaded.diagnostics)")
        #expect(bar.items.map { $0.title?.source } == [.literal("The Bronx"), .key("brooklyn")])
        #expect(bar.items.map { $0.glyph?.name } == ["bronx.png", "brooklyn.png"] && bar.items.map { $0.badge?.source } == [nil, .literal("4")])
        #expect(bar.items[0].location.file == scratch.path("App/TabBarAppDelegate.m") && bar.items[0].location.line == 5, "\(bar.items[0].location)")
        #expect(!loaded.diagnostics.contains { $0.message.contains("computed at run time") }, "\(loaded.diagnostics)")
    }

    /// testApp's tab bar controller, declared so in its header (`@interface MainViewController : UITabBarController` in
    /// `MainViewController.h`), listing controllers whose class titles itself; and one of them sent a message its class
    /// retitles it in (`favoritesVC.favoritesOnlyMode = true;`, whose setter gives it the system's Favorites item): that tab
    /// is not the one its initializer gives, and the list, one of whose tabs is not known, is not read.
    @Test func aHeadersTabBarControllerAndAControllerRetitledByAMessage() throws {
        let list = """
            @implementation MainViewController
            - (id)init {
                self = [super init];
                ShotsViewController *favoritesVC = [[ShotsViewController alloc] initWithNibName:@"ShotsView" bundle:nil];
                UINavigationController *favoritesNavVC = [[UINavigationController alloc] initWithRootViewController:favoritesVC];
                ShotsViewController *shotsVC = [[ShotsViewController alloc] initWithNibName:@"ShotsView" bundle:nil];
                UINavigationController *shotsNavVC = [[UINavigationController alloc] initWithRootViewController:shotsVC];
                self.viewControllers = [NSArray arrayWithObjects:favoritesNavVC, shotsNavVC, nil];
                return self;
            }
            @end
            """
        let scratch = project([
            "App/MainViewController.m": list,
            "App/ShotsViewController.m": """
                @implementation ShotsViewController
                - (id)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil {
                    self = [super initWithNibName:nibNameOrNil bundle:nibBundleOrNil];
                    if (self) {
                        self.tabBarItem.image = [UIImage imageNamed:@"box"];
                        self.tabBarItem.title = @"Shots";
                    }
                    return self;
                }
                - (void)setFavoritesOnlyMode:(bool)mode {
                    if (mode) { self.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemFavorites tag:1]; }
                }
                @end
                """,
        ])
        let path = scratch.path("App/MainViewController.m")
        // `self` of a class not declared a tab bar controller: its list may be a navigation controller's, not read.
        #expect(Auditor.load(path).definition?.bars.isEmpty != false)
        scratch.write("App/MainViewController.h", "#import <UIKit/UIKit.h>\n\n@interface MainViewController : UITabBarController\n@end\n")
        let bar = try #require(Auditor.load(path).definition?.bars.first)
        #expect(bar.items.map { $0.title?.source } == [.literal("Shots"), .literal("Shots")] && bar.items.allSatisfy { $0.glyph?.name == "box" })
        scratch.write("App/MainViewController.m", list.replacingOccurrences(of: "bundle:nil];\n    UINavigationController *favoritesNavVC",
                                                                           with: "bundle:nil];\n    favoritesVC.favoritesOnlyMode = true;\n    UINavigationController *favoritesNavVC"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("favoritesOnlyMode"))
        #expect(Auditor.load(path).definition?.bars.isEmpty != false, "the favorites tab is not known: no bar is guessed")
    }

    /// RDVTabBarController (`: UIViewController`, drawing `RDVTabBarItem`s of its own) is given its list as a
    /// `UITabBarController` is, and its own example titles each controller in the controller's `init`: neither it, nor a
    /// subclass, nor a class named as a tab bar controller but declared of another superclass, is read as a `UITabBar`.
    @Test func aLibrarysOwnTabBarControllerIsNoUITabBar() throws {
        func delegate(_ controllerClass: String) -> String {
            """
            @implementation AppDelegate
            - (void)setupViewControllers {
                UIViewController *first = [[FirstViewController alloc] init];
                UIViewController *firstNav = [[UINavigationController alloc] initWithRootViewController:first];
                UIViewController *second = [[SecondViewController alloc] init];
                UIViewController *secondNav = [[UINavigationController alloc] initWithRootViewController:second];
                \(controllerClass) *tabBarController = [[\(controllerClass) alloc] init];
                [tabBarController setViewControllers:@[firstNav, secondNav]];
                self.viewController = tabBarController;
            }
            @end
            """
        }
        func titled(_ name: String, _ title: String) -> String {
            "@implementation \(name)\n- (id)init {\n    self = [super init];\n    if (self) { self.title = @\"\(title)\"; }\n    return self;\n}\n@end\n"
        }
        let scratch = project([
            "App/AppDelegate.m": delegate("UITabBarController"),
            "App/FirstViewController.m": titled("FirstViewController", "First"),
            "App/SecondViewController.m": titled("SecondViewController", "Second"),
        ])
        let path = scratch.path("App/AppDelegate.m")
        let bar = try #require(Auditor.load(path).definition?.bars.first, "UIKit's own controller: a bar")
        #expect(bar.items.map { $0.title?.source } == [.literal("First"), .literal("Second")])
        scratch.write("App/AppDelegate.m", delegate("RDVTabBarController"))
        #expect(Auditor.load(path).definition?.bars.isEmpty != false)
        let subclass = """
            @implementation RootTabViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIViewController *first = [[UINavigationController alloc] initWithRootViewController:[[FirstViewController alloc] init]];
                UIViewController *second = [[UINavigationController alloc] initWithRootViewController:[[SecondViewController alloc] init]];
                [self setViewControllers:@[first, second]];
            }
            @end
            """
        scratch.write("App/RootTabViewController.m", subclass)
        scratch.write("App/RootTabViewController.h", "#import \"RDVTabBarController.h\"\n@interface RootTabViewController : UITabBarController\n@end\n")
        let rootPath = scratch.path("App/RootTabViewController.m")
        #expect(Auditor.load(rootPath).definition?.bars.first?.items.count == 2, "the same subclass of UIKit's: a bar")
        for superclass in ["RDVTabBarController<RDVTabBarControllerDelegate>", "UIViewController"] {
            scratch.write("App/RootTabViewController.h", "#import \"RDVTabBarController.h\"\n@interface RootTabViewController : \(superclass)\n@end\n")
            #expect(Auditor.load(rootPath).definition?.bars.isEmpty != false, "\(superclass)")
        }
    }

    /// MYChat's `for … in` loop over class names titling each navigation controller with `titleArray[i++]`, a counter the
    /// method sets before the loop, for a tab bar controller's list; and OCTest's block over controllers named elsewhere,
    /// choosing each one's item by a `switch` on the block's index.
    @Test func countersAdvancedInLoopsAndItemsChosenBySwitch() throws {
        let scratch = project([
            "App/TabBarConfig.m": """
                @implementation TabBarConfig
                + (UITabBarController *)setTabBar {
                    TabBarController *tabBar = [TabBarController.alloc init];
                    NSArray *classNames = @[@"HomeController", @"MessageController", @"MineController"];
                    NSArray *titleArray = @[@"消息", @"联系人", @"我"];
                    NSMutableArray *controllers = [NSMutableArray array];
                    int i = 0;
                    for (NSString *className in classNames) {
                        UIViewController *vc = [NSClassFromString(className).alloc init];
                        NaviController *navi = [NaviController.alloc initWithRootViewController:vc];
                        navi.title = titleArray[i++];
                        [controllers addObject:navi];
                    }
                    [tabBar setViewControllers:controllers];
                    return tabBar;
                }
                @end
                """,
            "App/MainController.m": """
                @implementation MainController
                - (void)viewDidLoad {
                    TransformTestController *vc1 = [[TransformTestController alloc] init];
                    ViewAnimationTestController *vc2 = [[ViewAnimationTestController alloc] init];
                    UINavigationController *vc3 = [[UINavigationController alloc] initWithRootViewController:[NavAnimationTestController new]];
                    NSArray *ar = @[vc1, vc2, vc3];
                    NSMutableArray *arD = [NSMutableArray new];
                    [ar enumerateObjectsUsingBlock:^(UIViewController *viewController, NSUInteger idx, BOOL *stop) {
                        UITabBarItem *item = nil;
                        switch (idx) {
                            case 0: {
                                item = [[UITabBarItem alloc] initWithTitle:@"transform" image:nil tag:0];
                                break;
                            }
                            case 1:
                                item = [[UITabBarItem alloc] initWithTitle:@"animation" image:nil tag:1];
                                break;
                            case 2: {
                                item = [[UITabBarItem alloc] initWithTitle:@"segue" image:nil tag:1];
                                break;
                            }
                        }
                        viewController.tabBarItem = item;
                        [arD addObject:viewController];
                    }];
                    self.viewControllers = arD;
                    self.selectedIndex = 2;
                }
                @end
                """,
            // A counter advanced twice a pass, or in a condition, is not known: no title is guessed.
            "App/Twice.m": """
                @implementation Twice
                - (void)viewDidLoad {
                    NSArray *names = @[@"a", @"b"];
                    NSArray *titles = @[@"A", @"B", @"C", @"D"];
                    int i = 0;
                    for (NSString *name in names) {
                        UIViewController *vc = [UIViewController new];
                        vc.tabBarItem.title = titles[i++];
                        if (x) { i++; }
                        [self addChildViewController:vc];
                    }
                }
                @end
                """,
        ])
        let chat = try #require(Auditor.load(scratch.path("App/TabBarConfig.m")).definition?.bars.first)
        #expect(chat.items.map { $0.title?.source } == [.literal("消息"), .literal("联系人"), .literal("我")])
        #expect(chat.items.map(\.location.line) == [5, 5, 5], "each at its title in the array")
        let main = try #require(Auditor.load(scratch.path("App/MainController.m")).definition?.bars.first)
        #expect(main.items.map { $0.title?.source } == [.literal("transform"), .literal("animation"), .literal("segue")])
        #expect(main.selectedItemID == main.items[2].id)
        let twice = Auditor.load(scratch.path("App/Twice.m")).definition?.bars.first
        #expect(twice?.items.allSatisfy { $0.title == nil } != false, "\(String(describing: twice?.items.map(\.title)))")
    }

    /// clang reads bytes that are not UTF-8 (a Latin-1 `©` in a header comment); the file is still read, not an input error.
    @Test func aLatin1CommentIsNoInputError() throws {
        let scratch = project([:])
        let source = Array("// \u{FFFD}\n@implementation T\n- (void)v {\n  a.title = @\"A\";\n  a.tabBarItem.image = [UIImage imageNamed:@\"a\"];\n  self.viewControllers = @[a];\n}\n@end\n".utf8)
        let latin1 = Array(source.prefix(3)) + [0xA9] + Array(source.dropFirst(6))
        let path = scratch.write("App/T.m", "")
        try Data(latin1).write(to: URL(fileURLWithPath: path))
        let loaded = Auditor.load(path)
        #expect(loaded.diagnostics.allSatisfy { $0.severity != .error }, "\(loaded.diagnostics)")
        #expect(loaded.definition?.bars.first?.items.first?.title?.source == .literal("A"))
    }

    /// Hostile inputs found when the reader was written: a call passing a tab adder's parameters' names to each other
    /// (their substitution went round until the stack overflowed), 20,000 `=` inside one call's parentheses (each looked
    /// for its depth from the statement's start: minutes), and 4,000 tabs on one line (each position found by walking
    /// back to the line's start). Each is read, and in time.
    @Test func hostileInputsAreReadInLinearTime() throws {
        let cycle = """
            @implementation T
            - (void)v {
                [self addVc:title title:vc];
                [self addVc:vc title:title];
            }
            - (void)addVc:(UIViewController *)vc title:(NSString *)title {
                vc.title = title;
                vc.tabBarItem.image = [UIImage imageNamed:title];
                [self addChildViewController:vc];
            }
            @end
            """
        let equals = "@implementation T\n- (void)v {\n a.tabBarItem.image = [UIImage imageNamed:@\"a\"];\n f("
            + Array(repeating: "x=1", count: 20_000).joined(separator: ", ") + ");\n self.viewControllers = @[a];\n}\n@end\n"
        let count = 4_000
        let oneLine = "@implementation T\n- (void)v { " + (0..<count).map { "v\($0).tabBarItem.title = @\"t\($0)\";" }.joined(separator: " ")
            + " self.viewControllers = @[" + (0..<count).map { "v\($0)" }.joined(separator: ", ") + "]; }\n@end\n"
        let scratch = project(["App/Cycle.m": cycle, "App/Equals.m": equals, "App/OneLine.m": oneLine])
        let start = ContinuousClock.now
        let cycleBar = try #require(Auditor.load(scratch.path("App/Cycle.m")).definition?.bars.first)
        #expect(cycleBar.items.count == 2 && cycleBar.items.allSatisfy { $0.title == nil && $0.setAtRunTime["title"] != nil })
        #expect(Auditor.load(scratch.path("App/Equals.m")).definition?.bars.first?.items.count == 1)
        let oneLineBar = try #require(Auditor.load(scratch.path("App/OneLine.m")).definition?.bars.first)
        #expect(oneLineBar.items.count == count && oneLineBar.items.last?.title?.source == .literal("t\(count - 1)"))
        let line = oneLine.split(separator: "\n")[1]
        let lastTitle = try #require(line.range(of: "v\(count - 1).tabBarItem.title"))
        #expect(oneLineBar.items.last?.location.column == line.distance(from: line.startIndex, to: lastTitle.lowerBound) + 1)
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// 3,000 controllers, each of its own class titling itself, all implemented in one file: the project's classes are
    /// found by one byte search of each file, the file is parsed once, and each class read once.
    @Test func manyControllersTitlingThemselvesAreReadInLinearTime() throws {
        let count = 3_000
        let classes = (0..<count).map { "@implementation C\($0)\n- (instancetype)init { self = [super init]; self.title = @\"t\($0)\"; return self; }\n@end\n" }.joined()
        let list = "@implementation AppTabBarController\n- (void)viewDidLoad {\n self.viewControllers = @["
            + (0..<count).map { "[[C\($0) alloc] init]" }.joined(separator: ", ") + "];\n}\n@end\n"
        let scratch = project(["App/Classes.m": classes, "App/AppTabBarController.m": list])
        let start = ContinuousClock.now
        let bar = try #require(Auditor.load(scratch.path("App/AppTabBarController.m")).definition?.bars.first)
        #expect(bar.items.count == count && bar.items.last?.title?.source == .literal("t\(count - 1)"))
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// Loops read once per element can't make reading quadratic: a loop's passes read at most
    /// `maximumTokensReadInLoops` tokens of its body in a file (a loop of 5,000 passes over 5,000 statements is read once,
    /// and its tabs are not known), a loop inside a pass is read once, and 2,000 titles in one loop are 2,000 tabs.
    @Test func hostileLoopsAreReadInLinearTime() throws {
        let count = 2_000
        let titles = "@[" + (0..<count).map { "@\"t\($0)\"" }.joined(separator: ", ") + "]"
        let manyTabs = "@implementation T\n- (void)v {\n NSArray *titles = \(titles);\n for (int i = 0; i < titles.count; i++) {\n"
            + "  UIViewController *vc = [UIViewController new];\n  vc.tabBarItem.title = titles[i];\n  [self addChildViewController:vc];\n }\n}\n@end\n"
        let longBody = "@implementation T\n- (void)v {\n NSArray *titles = " + "@[" + (0..<5_000).map { "@\"t\($0)\"" }.joined(separator: ", ") + "];\n"
            + " for (NSString *title in titles) {\n" + (0..<5_000).map { "  vc\($0).title = title;" }.joined(separator: "\n")
            + "\n  vc.tabBarItem.title = title;\n  [self addChildViewController:vc];\n }\n}\n@end\n"
        let nested = "@implementation T\n- (void)v {\n for (int i = 0; i < 3000; i++) {\n  for (int j = 0; j < 3000; j++) {\n   vc.tabBarItem.title = @\"x\";\n"
            + "   [self addChildViewController:vc];\n  }\n }\n}\n@end\n"
        let huge = "@implementation T\n- (void)v {\n for (int i = 0; i < 9223372036854775807; i++) { vc.tabBarItem.title = @\"x\"; [self addChildViewController:vc]; }\n for (int i = 0; i < -5; i++) { [self addChildViewController:vc]; }\n}\n@end\n"
        // Headers left open, each once looking for its `)` through the rest of the method.
        let open = "@implementation T\n- (void)v {\n a.tabBarItem.title = @\"A\";\n" + String(repeating: " for (x;\n if (y;\n while (z;\n", count: 20_000)
            + " self.viewControllers = @[a];\n}\n@end\n"
        // Loops and conditions 20,000 deep, with braces and without (each level looking for the one `;`).
        let deep = "@implementation T\n- (void)v {\n a.tabBarItem.title = @\"A\";\n" + String(repeating: " for (int i = 0; i < 4; i++) { if (x) {\n", count: 20_000)
            + String(repeating: "}}", count: 20_000) + "\n" + String(repeating: " for (int i = 0; i < 4; i++)\n", count: 20_000)
            + " x = 1;\n self.viewControllers = @[a];\n}\n@end\n"
        // A loop of 20,000 passes after 10,000 items: each pass put back what the method knew before it.
        let state = "@implementation T\n- (void)v {\n" + (0..<10_000).map { " v\($0).tabBarItem.title = @\"x\";\n" }.joined()
            + " for (int i = 0; i < 20000; i++) { v.tabBarItem.title = @\"y\"; }\n self.viewControllers = @[v0];\n}\n@end\n"
        let scratch = project(["App/Many.m": manyTabs, "App/Long.m": longBody, "App/Nested.m": nested, "App/Huge.m": huge, "App/Open.m": open,
                               "App/Deep.m": deep, "App/State.m": state])
        let start = ContinuousClock.now
        let many = try #require(Auditor.load(scratch.path("App/Many.m")).definition?.bars.first)
        #expect(many.items.count == count && many.items.last?.title?.source == .literal("t\(count - 1)"))
        for file in ["App/Long.m", "App/Nested.m", "App/Huge.m"] {
            #expect(Auditor.load(scratch.path(file)).definition?.bars.isEmpty != false, "\(file): tabs added in a loop not read pass by pass")
        }
        #expect(Auditor.load(scratch.path("App/Open.m")).definition?.bars.first?.items.count == 1)
        #expect(Auditor.load(scratch.path("App/Deep.m")).definition?.bars.first?.items.count == 1)
        #expect(Auditor.load(scratch.path("App/State.m")).definition?.bars.first?.items.first?.title?.source == .literal("x"))
        #expect(ContinuousClock.now - start < .seconds(20))
    }
}
