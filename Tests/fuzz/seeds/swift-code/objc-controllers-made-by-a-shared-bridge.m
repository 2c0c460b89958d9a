@implementation Pushing
- (void)showOne
{
    UIViewController *c = [Bridge makeWithKind:1];
    c.title = @"x";
    [self.navigationController pushViewController:c animated:YES];
}
- (void)showTwo
{
    Home *home = [[Home alloc] initWithService:2];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:home];
    [self presentViewController:navigation animated:YES completion:nil];
    [[[[Home alloc] init] init] init];
    NSArray *tabs = @[home, [[Home new] init]];
    [list addObject:home];
}
@end
