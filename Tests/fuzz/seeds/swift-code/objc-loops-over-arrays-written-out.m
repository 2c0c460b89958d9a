#import <UIKit/UIKit.h>
@implementation Tabs
- (void)viewDidLoad {
    NSArray *titles = @[@"T0", @"T1", @"T2"];
    for (int i = 0; i < titles.count; i++) {
        UIViewController *vc = [[UIViewController alloc] init];
        vc.tabBarItem = [[UITabBarItem alloc] initWithTitle:titles[i] image:nil tag:i];
        [self addChildViewController:vc];
    }
}
- (void)loadView {
    NSArray *titles = @[@"T0", @"T1", @"T2"];
    [titles enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
        UIViewController *vc = [[UIViewController alloc] init];
        vc.tabBarItem.title = obj;
        [self addChildViewController:vc];
    }];
}
@end
