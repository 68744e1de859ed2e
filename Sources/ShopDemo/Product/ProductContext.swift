/// What a product's coordinator is started with.
package struct ProductContext {
    let productID: Int
    let services: ShopServices
}
