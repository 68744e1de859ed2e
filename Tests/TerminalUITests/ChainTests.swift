import Testing
import TerminalCore
@_spi(Walkers) @testable import TerminalUI
import TerminalUITestSupport

/// `Chain` walks one kind of link; the links the package makes cannot loop (`present` and
/// `addChild` refuse what would close a loop), and a loop made by an app's own links ends the walk.
@MainActor
@Suite struct ChainTests {
    let log = LifecycleLog()

    /// A responder whose next responder a test sets, to close a loop an app could make.
    final class LinkedResponder: Responder {
        let name: String
        var next: LinkedResponder?
        init(_ name: String) { self.name = name }
        var nextResponder: (any Responder)? { next }
        var keyBindings: [KeyBinding] { [] }
        func handleKey(_ event: KeyEvent) -> Bool { false }
    }

    @Test func aChainRunsFromItsFirstObjectToTheEnd() {
        let a = LinkedResponder("a"), b = LinkedResponder("b"), c = LinkedResponder("c")
        a.next = b
        b.next = c
        #expect(Chain(a) { $0.next }.map(\.name) == ["a", "b", "c"])
        #expect(Chain(nil as LinkedResponder?) { $0.next }.map(\.name).isEmpty)
    }

    @Test func aLongChainIsWalkedToItsEndWithoutAStepLimit() {
        let links = (0..<1000).map { LinkedResponder("\($0)") }
        for (from, to) in zip(links, links.dropFirst()) { from.next = to }
        #expect(Chain(links[0]) { $0.next }.map(\.name).count == 1000)
    }

    @Test func aLoopMadeByAnAppsOwnLinksEndsTheWalk() {
        let a = LinkedResponder("a"), b = LinkedResponder("b"), c = LinkedResponder("c")
        a.next = a
        #expect(Chain(a) { $0.next }.map(\.name) == ["a"])
        a.next = b
        b.next = a
        #expect(Chain(a) { $0.next }.map(\.name) == ["a", "b"])
        b.next = c
        c.next = b
        let names = Chain(a) { $0.next }.map(\.name)
        #expect(names.starts(with: ["a", "b", "c"]) && names.count < 10, "\(names)")
        #expect(a.responderChain.count < 10)
    }

    @Test func presentRefusesAControllerThatWouldPresentItsOwnPresenter() {
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        a.present(b)
        #expect(a.presentedViewController === b)
        b.present(a)
        #expect(a.presentingViewController == nil, "A is under B: presenting it over B would close a loop")
        #expect(b.presentedViewController == nil)
        #expect(a.presentedChain.count == 1 && a.presentedChain.first === b)
    }

    @Test func addChildRefusesAnAncestor() {
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        a.addChild(b)
        b.addChild(c)
        c.addChild(a)
        #expect(a.parent == nil, "A holds C: it cannot become C's child")
        #expect(c.children.isEmpty)
        a.addChild(a)
        #expect(a.children.count == 1 && a.children.first === b)
        #expect(c.rootAncestor === a)
    }

    @Test func addChildRefusesAControllerUnderThePresentationChain() {
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        a.present(b)
        b.addChild(a)
        #expect(a.parent == nil, "A presents B: it cannot become B's child")
        #expect(b.children.isEmpty)
        #expect(b.window == nil)
    }
}
