/// What checkout is started with: the product bought.
struct CheckoutContext {
    let product: Product
    let services: ShopServices
}
