/// What the compose form hands back.
struct Draft: Hashable, Sendable {
    let to: String
    let subject: String
    let body: String
}
