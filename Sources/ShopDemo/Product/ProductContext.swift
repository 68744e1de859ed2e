/// What a product's coordinator is started with.
struct ProductContext {
    let productID: Int
    let services: ShopServices
}
