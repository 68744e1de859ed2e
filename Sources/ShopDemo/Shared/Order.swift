/// An order of the signed-in user.
package struct Order: Hashable, Sendable {
    package let id: Int
    package let productID: Int
    package let status: String
    package let totalCents: Int
}
