package a;
import com.google.android.material.bottomnavigation.BottomNavigationView;
import java.util.List;
public class Main {
    List<List<List<List<List<List<List<List<List<List<List<List<List<List<List<List<List<List<List<List<String>>>>>>>>>>>>>>>>>>>> g;
    void m0(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 0, 0, "Tab 0");
    }
    void m1(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 1, 0, "Tab 1");
    }
    void m2(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 2, 0, "Tab 2");
    }
    void m3(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 3, 0, "Tab 3");
    }
    void m4(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 4, 0, "Tab 4");
    }
    void m5(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 5, 0, "Tab 5");
    }
    void m6(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 6, 0, "Tab 6");
    }
    void m7(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 7, 0, "Tab 7");
    }
    void m8(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 8, 0, "Tab 8");
    }
    void m9(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 9, 0, "Tab 9");
    }
    void m10(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 10, 0, "Tab 10");
    }
    void m11(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 11, 0, "Tab 11");
    }
    void m12(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 12, 0, "Tab 12");
    }
    void m13(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 13, 0, "Tab 13");
    }
    void m14(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 14, 0, "Tab 14");
    }
    void m15(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 15, 0, "Tab 15");
    }
    void m16(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 16, 0, "Tab 16");
    }
    void m17(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 17, 0, "Tab 17");
    }
    void m18(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 18, 0, "Tab 18");
    }
    void m19(BottomNavigationView v) {
        v.inflateMenu(R.menu.nav);
        Menu menu = v.getMenu();
        menu.add(0, 19, 0, "Tab 19");
    }
}
