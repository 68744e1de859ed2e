@testable import LCoordinator
import Testing

/// `TypeName`: the same text as `String(describing:)` for every kind of type, without a cache.
@Suite struct TypeNameTests {
    private final class Plain {}
    private struct Box<T> {}
    private enum Outer { final class Inner {} }
    private protocol Marker {}

    @Test func namesEveryKindOfTypeAsStringDescribingDoes() {
        let types: [Any.Type] = [Plain.self, Box<Int>.self, Box<Outer.Inner>.self, Outer.Inner.self, (any Marker).self,
                                 Int.self, [String: Int].self, (Int, String).self, Optional<Plain>.self, BaseCoordinator.self]
        for type in types {
            #expect(TypeName.of(type) == String(describing: type))
        }
    }
}
