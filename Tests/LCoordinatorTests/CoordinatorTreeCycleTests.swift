import Testing
import LCoordinator

/// The coordinator tree cannot loop: `addChild` refuses a coordinator that would become its own
/// ancestor, so walks up the tree (`findAncestor`) end.
@MainActor
@Suite struct CoordinatorTreeCycleTests {
    final class Marker: BaseCoordinator {}

    @Test func addChildRefusesAnAncestor() {
        let root = Marker()
        let middle = BaseCoordinator()
        let leaf = BaseCoordinator()
        root.addChildCoordinator(middle)
        middle.addChildCoordinator(leaf)
        leaf.addChildCoordinator(root)
        #expect(root.parentCoordinator == nil, "the root holds the leaf: it cannot become the leaf's child")
        #expect(leaf.children.isEmpty)
        leaf.addChildCoordinator(leaf)
        #expect(leaf.children.isEmpty)
        #expect(leaf.findAncestor(ofType: Marker.self) === root)
    }
}
