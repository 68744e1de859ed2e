/// How an order travels: the checkout's shipping choices.
package enum Shipping: String, CaseIterable, CustomStringConvertible, Sendable {
    case standard = "Standard (free)"
    case express = "Express"
    case pickup = "Pick up in store"

    package var description: String { rawValue }
}
