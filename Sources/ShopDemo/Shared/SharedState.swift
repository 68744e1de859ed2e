import Observation

/// State shared between sibling coordinators: Profile picks a store,
/// Home's header shows it. Observation re-renders whoever read it.
@MainActor
@Observable
package final class SharedState {
    package var selectedStore: Store?
    /// Orders placed in this session (checkout), newest first; Orders lists them above the
    /// catalogue's.
    package private(set) var placedOrders: [Order] = []

    /// Records an order of `product` placed now, numbered after every order known so far.
    @discardableResult
    package func placeOrder(of product: Product, after existing: [Order]) -> Order {
        let id = ((placedOrders + existing).map(\.id).max() ?? 1000) + 1
        let order = Order(id: id, productID: product.id, status: "Placed", totalCents: product.priceCents)
        placedOrders.insert(order, at: 0)
        return order
    }

    package init() {}
}
