import SwiftUI
extension View {
    func m0() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m1().m1() }
    func m1() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m2().m2() }
    func m2() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m3().m3() }
    func m3() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m4().m4() }
    func m4() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m5().m5() }
    func m5() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m6().m6() }
    func m6() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m7().m7() }
    func m7() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m8().m8() }
    func m8() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m9().m9() }
    func m9() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m10().m10() }
    func m10() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m11().m11() }
    func m11() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m12().m12() }
    func m12() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m13().m13() }
    func m13() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m14().m14() }
    func m14() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m15().m15() }
    func m15() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m16().m16() }
    func m16() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m17().m17() }
    func m17() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m18().m18() }
    func m18() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m19().m19() }
    func m19() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m20().m20() }
    func m20() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m21().m21() }
    func m21() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m22().m22() }
    func m22() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m23().m23() }
    func m23() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m24().m24() }
    func m24() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m25().m25() }
    func m25() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m26().m26() }
    func m26() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m27().m27() }
    func m27() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m28().m28() }
    func m28() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m29().m29() }
    func m29() -> some View { self.tabItem { Label("A", systemImage: "tray") }.m30().m30() }
    func m30() -> some View { self.tabItem { Label("B", systemImage: "tray") } }
}
struct RootView: View {
    var body: some View {
        TabView {
            InboxView().m0()
            SearchView().m0()
        }
    }
}
