/// A store the user sells from (picked in Profile, shown in Home's header).
package struct Store: Hashable, Sendable {
    package let id: Int
    package let name: String
}
