/// One headline of the list.
struct Headline: Hashable, Sendable {
    let id: Int
    let title: String
}
