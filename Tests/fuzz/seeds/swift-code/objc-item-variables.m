#import <UIKit/UIKit.h>
@implementation Tabs
- (void)viewDidLoad {
    UIViewController *v0 = [[UIViewController alloc] init];
    UITabBarItem *item0 = [[UITabBarItem alloc] initWithTitle:@"T0" image:nil tag:0];
    v0.tabBarItem = item0;
    item0.badgeValue = @"1";
    UIViewController *v1 = [[UIViewController alloc] init];
    UITabBarItem *item1 = [[UITabBarItem alloc] initWithTitle:@"T1" image:nil tag:0];
    v1.tabBarItem = item1;
    item1.badgeValue = @"1";
    UIViewController *v2 = [[UIViewController alloc] init];
    UITabBarItem *item2 = [[UITabBarItem alloc] initWithTitle:@"T2" image:nil tag:0];
    v2.tabBarItem = item2;
    item2.badgeValue = @"1";
    self.viewControllers = @[v0, v1, v2];
}
@end
