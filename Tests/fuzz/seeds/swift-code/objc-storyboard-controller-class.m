@implementation HomeViewController
- (id)initWithCoder:(NSCoder *)coder { if (self = [super initWithCoder:coder]) { self.title = NSLocalizedString(@"Home", nil); } return self; }
- (void)awakeFromNib { [super awakeFromNib]; UITabBarItem *tbi = [self tabBarItem]; tbi.title = @"Awake"; }
- (void)viewDidLoad { [super viewDidLoad]; [self.tabBarItem setTitle:@"Loaded"]; }
- (id)initWithNibName:(NSString *)n bundle:(NSBundle *)b { self = [super initWithNibName:n bundle:b]; self.title = @"Nib"; return self; }
@end
