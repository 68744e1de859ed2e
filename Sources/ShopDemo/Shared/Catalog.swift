/// The demo's fixed data. Any id is a product (deep links may name one not in the list).
package final class Catalog: Sendable {
    private static let names = ["Desk Lamp", "Coffee Mug", "Notebook", "Headphones", "Backpack",
                                "Water Bottle", "Keyboard", "Plant Pot", "Sunglasses", "Umbrella",
                                "Tea Set", "Camera Strap"]

    package init() {}

    /// The products listed on Home.
    package var featured: [Product] { (1...12).map(product) }

    /// The product with `id` (made up deterministically for ids outside the list).
    package func product(_ id: Int) -> Product {
        let count = Catalog.names.count
        let name = Catalog.names[((id - 1) % count + count) % count]
        let cents = 500 + (id * 737) % 9_000
        return Product(id: id, name: name, priceCents: cents,
                       summary: "A well-made \(name.lowercased()), product number \(id), ships in 2 days.")
    }

    /// Products related to `id` (shown on its detail screen).
    package func related(to id: Int) -> [Product] {
        [id % 999_999_999 + 1, (id + 6) % 999_999_999 + 1].map(product)
    }

    /// The user's orders.
    package var orders: [Order] {
        [
            Order(id: 1001, productID: 2, status: "Delivered", totalCents: 1_999),
            Order(id: 1002, productID: 5, status: "Shipped", totalCents: 5_400),
            Order(id: 1003, productID: 7, status: "Processing", totalCents: 8_900),
        ]
    }

    /// The stores the user can pick.
    package var stores: [Store] {
        [Store(id: 1, name: "Downtown"), Store(id: 2, name: "Harbour"), Store(id: 3, name: "Airport")]
    }
}
