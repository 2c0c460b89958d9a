import SwiftUI
struct RootView: View {
    func t0() -> some View { t1()
        t1() }
    func t1() -> some View { t2()
        t2() }
    func t2() -> some View { t3()
        t3() }
    func t3() -> some View { t4()
        t4() }
    func t4() -> some View { t5()
        t5() }
    func t5() -> some View { t6()
        t6() }
    func t6() -> some View { t7()
        t7() }
    func t7() -> some View { t8()
        t8() }
    func t8() -> some View { t9()
        t9() }
    func t9() -> some View { t10()
        t10() }
    func t10() -> some View { t11()
        t11() }
    func t11() -> some View { t12()
        t12() }
    func t12() -> some View { t13()
        t13() }
    func t13() -> some View { t14()
        t14() }
    func t14() -> some View { t15()
        t15() }
    func t15() -> some View { t16()
        t16() }
    func t16() -> some View { t17()
        t17() }
    func t17() -> some View { t18()
        t18() }
    func t18() -> some View { t19()
        t19() }
    func t19() -> some View { t20()
        t20() }
    func t20() -> some View { t21()
        t21() }
    func t21() -> some View { t22()
        t22() }
    func t22() -> some View { t23()
        t23() }
    func t23() -> some View { t24()
        t24() }
    func t24() -> some View { t25()
        t25() }
    func t25() -> some View { t26()
        t26() }
    func t26() -> some View { t27()
        t27() }
    func t27() -> some View { t28()
        t28() }
    func t28() -> some View { t29()
        t29() }
    func t29() -> some View { t30()
        t30() }
    func t30() -> some View { InboxView().tabItem { Label("Inbox", systemImage: "tray") } }
    var body: some View {
        TabView {
            t0()
        }
    }
}
