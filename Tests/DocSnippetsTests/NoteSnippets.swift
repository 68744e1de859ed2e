import LCoordinator

// The DocC Getting started article's coordinator and its push.

// doc-snippet begin
@MainActor
final class NoteCoordinator: BaseRouterCoordinator {
    let id: Int
    init(router: any RouterProtocol, id: Int) {
        self.id = id
        super.init(router: router)
    }
    override func start() {
        perform(PaddedScreen(title: "Note \(id)", [Label("This is note \(id).")]), from: self)
    }
}
// doc-snippet end

@MainActor
final class NotesSnippetCoordinator: BaseRouterCoordinator {
    // doc-snippet begin
    func showNote(_ id: Int) {
        let note = NoteCoordinator(router: router, id: id)
        addChildCoordinator(note)
        note.start()
    }
    // doc-snippet end
}
