#import <UIKit/UIKit.h>
@implementation Tabs
- (UIViewController *)c0 {
    if (!_c0) {
        _c0 = [[UIViewController alloc] init];
        _c0.tabBarItem = [[UITabBarItem alloc] initWithTitle:NSLocalizedString(@"T0", nil) image:nil tag:0];
    }
    return _c0;
}
- (UIViewController *)c1 {
    if (!_c1) {
        _c1 = [[UIViewController alloc] init];
        _c1.tabBarItem = [[UITabBarItem alloc] initWithTitle:NSLocalizedString(@"T1", nil) image:nil tag:1];
    }
    return _c1;
}
- (UIViewController *)c2 {
    if (!_c2) {
        _c2 = [[UIViewController alloc] init];
        _c2.tabBarItem = [[UITabBarItem alloc] initWithTitle:NSLocalizedString(@"T2", nil) image:nil tag:2];
    }
    return _c2;
}
- (void)viewDidLoad {
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[self.c0, self.c1, self.c2];
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
}
@end
@interface Open : UITabBarController {
  UIViewController *c;
- (void)m;
