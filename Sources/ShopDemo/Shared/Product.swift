/// A product of the catalogue.
package struct Product: Hashable, Sendable {
    package let id: Int
    package let name: String
    package let priceCents: Int
    package let summary: String

    package var price: String { Money.format(cents: priceCents) }
}
