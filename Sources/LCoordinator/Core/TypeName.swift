/// A type's name as `String(describing:)` prints it (`ProductCoordinator`, `Box<Int>`), made
/// once per type: coordinator names, leak reports and router descriptions ask for it at every
/// screen change, and `String(describing:)` reflects on the type each time.
@MainActor
enum TypeName {
    private static var names: [ObjectIdentifier: String] = [:]

    /// The name of `type`.
    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
