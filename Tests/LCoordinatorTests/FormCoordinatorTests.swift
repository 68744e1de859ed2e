import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// A form flow hands back the value made of its texts once, or nil after Esc or when code
/// takes it away; an invalid submit hands back nothing and keeps the form up.
@MainActor
@Suite struct FormCoordinatorTests {
    struct Draft: Equatable {
        var to: String
        var subject: String
    }

    private func compose(_ app: TestApp) -> FormCoordinator<Draft> {
        FormCoordinator(router: app.home.router, title: "Compose", fields: [
            .required("to", label: "To"),
            FormField("subject", label: "Subject"),
        ], submitTitle: "Send") { Draft(to: $0["to"], subject: $0["subject"]) }
    }

    private func type(_ text: String, in app: TestApp) {
        for character in text { app.press(.char(character)) }
    }

    @Test func aSubmittedFormGivesItsValueOnceAndCloses() {
        let app = TestApp.stack()
        var seen: [Draft?] = []
        app.home.start(compose(app)) { seen.append($0) }
        #expect(app.shows("Compose"))
        type("ada", in: app)
        app.press(.enter)
        type("Hi", in: app)
        app.press(.enter)
        #expect(seen == [Draft(to: "ada", subject: "Hi")])
        #expect(!app.shows("Compose"))
        #expect(app.home.children.isEmpty)
    }

    @Test func anInvalidSubmitGivesNothingAndKeepsTheForm() {
        let app = TestApp.stack()
        var seen: [Draft?] = []
        app.home.start(compose(app)) { seen.append($0) }
        app.press(.enter, .enter)
        #expect(seen.isEmpty)
        #expect(app.shows("Required"))
        #expect(app.shows("Compose"))
    }

    @Test func escGivesNilOnce() {
        let app = TestApp.stack()
        var seen: [Draft?] = []
        app.home.start(compose(app)) { seen.append($0) }
        #expect(app.shows("Esc Cancel"))
        app.press(.escape)
        #expect(seen == [nil])
        #expect(!app.shows("Compose"))
        app.press(.escape)
        #expect(seen == [nil])
    }

    @Test func aFormTakenAwayByCodeGivesNil() {
        let app = TestApp.stack()
        var seen: [Draft?] = []
        app.home.start(compose(app)) { seen.append($0) }
        app.home.router.dismissAllPresented(isAnimated: false)
        #expect(seen == [nil])
    }
}
