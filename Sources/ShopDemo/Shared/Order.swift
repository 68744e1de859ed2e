/// An order of the signed-in user.
public struct Order: Hashable, Sendable {
    public let id: Int
    public let productID: Int
    public let status: String
    public let totalCents: Int
}
