/// A product of the catalogue.
public struct Product: Hashable, Sendable {
    public let id: Int
    public let name: String
    public let priceCents: Int
    public let summary: String

    public var price: String { Money.format(cents: priceCents) }
}
