import SwiftUI

struct Root: View {
    let a = b
    let b = a
    var body: some View {
        TabView {
            ForEach(a) { tab in Text("A") }
        }
    }
}
