/// What checkout is started with: the product bought.
package struct CheckoutContext {
    let product: Product
    let services: ShopServices
}
