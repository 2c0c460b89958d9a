@implementation T
- (void)v {
    [self addChildVc:title title:childVc];
}
- (void)addChildVc:(UIViewController *)childVc title:(NSString *)title {
    childVc.title = title;
    childVc.tabBarItem.image = [UIImage imageNamed:title];
    [self addChildViewController:childVc];
}
@end
