#import <UIKit/UIKit.h>
@implementation Tabs
- (void)viewDidLoad {
    NSMutableArray *tabs = [NSMutableArray array];
    for (NSString *t in @[@"T0", @"T1", @"T2"]) { }
    NSArray *titles = @[@"T0", @"T1", @"T2"];
    for (NSString *t in titles) {
        UIViewController *vc = [[UIViewController alloc] init];
        vc.tabBarItem.title = t;
        [tabs addObject:vc];
    }
    self.viewControllers = tabs;
}
@end
