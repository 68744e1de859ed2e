/// A store the user sells from (picked in Profile, shown in Home's header).
public struct Store: Hashable, Sendable {
    public let id: Int
    public let name: String
}
