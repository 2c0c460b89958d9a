#import <UIKit/UIKit.h>
@implementation Tabs
- (UIViewController *)makerWithTitle:(NSString *)title {
    UIViewController *vc = [[UIViewController alloc] init];
    vc.tabBarItem.title = title;
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:vc];
    return nav;
}
- (void)viewDidLoad {
    UIViewController *v0 = [self makerWithTitle:@"T0"];
    UIViewController *v1 = [self makerWithTitle:@"T1"];
    UIViewController *v2 = [self makerWithTitle:@"T2"];
    self.viewControllers = @[v0, v1, v2];
}
@end
