/// The three tabs.
enum ShopTab: Int, CaseIterable {
    case home, orders, profile

    var title: String {
        switch self {
        case .home: "Home"
        case .orders: "Orders"
        case .profile: "Profile"
        }
    }
}
