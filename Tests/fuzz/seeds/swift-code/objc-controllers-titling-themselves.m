#import "MainViewController.h"

@interface MainViewController : UITabBarController
@end
@interface SideController : RDVTabBarController
@end
@interface LoopA : LoopB
@end
@interface LoopB : LoopA
@end

@implementation MainViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    FirstViewController *first = [[FirstViewController alloc] initWithNibName:@"FirstViewController" bundle:nil];
    SecondViewController *second = [[SecondViewController alloc] initWithText:@"Bronx" title:@"The Bronx" image:[UIImage imageNamed:@"bronx"]];
    UINavigationController *third = [[UINavigationController alloc] initWithRootViewController:[[ThirdViewController alloc] init]];
    second.favoritesOnlyMode = true;
    self.viewControllers = @[first, second, third, [FourthViewController new]];
    self.selectedIndex = 3;
}
@end

@implementation FirstViewController
- (instancetype)initWithNibName:(NSString *)nib bundle:(NSBundle *)bundle
{
    if ((self = [super initWithNibName:nib bundle:bundle])) {
        self.tabBarItem.image = [UIImage imageNamed:@"tab-first"];
        self.title = NSLocalizedStringFromTable(@"tab.first", @"Tabs", nil);
    }
    return self;
}
@end

@implementation SecondViewController
- (id)initWithText:(NSString *)text title:(NSString *)title image:(UIImage *)image {
    self = [self initWithNibName:nil bundle:nil];
    self.title = title;
    self.tabBarItem.image = image;
    return self;
}
- (void)setFavoritesOnlyMode:(bool)mode {
    self.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemFavorites tag:0];
}
@end

@implementation ThirdViewController
- (id)init {
    self = [self initWithStyle:0];
    return self;
}
- (id)initWithStyle:(NSInteger)style {
    self = [self init];
    self.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Third" image:nil tag:3];
    return self;
}
@end

@implementation ThirdViewController (Extras)
- (void)viewDidLoad { self.title = @"Category"; }
@end

@implementation FourthViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Fourth, loaded";
}
@end

@implementation RootBuilder
+ (UITabBarController *)rootTabs {
    MainTabBarController *root = [[MainTabBarController alloc] init];
    NSMutableArray *navs = [NSMutableArray arrayWithCapacity:3];
    NSArray *pages = @[@"NewsController", @"FriendsController", @"ProfileController"], *names = @[@"News", @"Friends", @"Me"];
    int n = 0;
    for (NSString *page in pages) {
        UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[NSClassFromString(page) new]];
        nav.title = names[n++];
        [navs addObject:nav];
    }
    root.viewControllers = navs;
    return root;
}
@end

@implementation PickerController
- (void)viewDidLoad {
    NSArray *pages = @[[[NewsController alloc] init], [[FriendsController alloc] init]];
    NSMutableArray *tabs = [NSMutableArray new];
    [pages enumerateObjectsUsingBlock:^(UIViewController *page, NSUInteger index, BOOL *stop) {
        switch (index) {
            case 0: switch (index) { case 0: { page.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"News" image:nil tag:0]; break; } default: break; } break;
            case 1: { page.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Friends" image:nil tag:1]; break; }
            default: break;
        }
        [tabs addObject:page];
    }];
    self.viewControllers = tabs;
}
@end
