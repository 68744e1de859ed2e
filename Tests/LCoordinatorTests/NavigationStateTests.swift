import Testing
@testable import LCoordinator

/// The navigation state as JSON: round trip and every kind of bad file.
@Suite struct NavigationStateTests {
    let table = RouteTable([
        RoutePattern.literal("shop://tab/<tab:home|orders|profile>"),
        RoutePattern.literal("shop://product/<int:id>"),
        RoutePattern.literal("shop://settings"),
    ])

    private func route(_ url: String) throws -> Route { try table.match(url: url) }

    @Test func aStateRoundTripsThroughJSON() throws {
        let state = NavigationState(flow: "home", selectedTab: 0, stacks: [
            [try route("shop://tab/home"), try route("shop://product/42")],
            [try route("shop://tab/orders")],
        ], presented: [.init(style: "page sheet", stack: [try route("shop://settings")])])
        let json = state.jsonText()
        #expect(json.contains(#""pattern" : "shop://product/<int:id>""#))
        #expect(try NavigationState(json: json, routes: table) == state)
        #expect(state.topRoute?.url == "shop://settings")
    }

    @Test(arguments: [
        ("", "the saved state is malformed (not JSON)"),
        ("{", "the saved state is malformed (not JSON)"),
        ("[1, 2]", "the saved state is malformed"),
        (#"{"version": 1, "flow": "home", "stacks": []}"#, "the saved state is malformed ('presented' is missing)"),
        (#"{"version": 1, "flow": "home", "stacks": [[{"pattern": "shop://product/<int:id>", "parameters": {"id": 0}}]], "presented": []}"#,
         "the saved state is malformed ('0' is not a valid 'id' for shop://product/<int:id> (expected 1–9 digits, no leading zero))"),
        (#"{"version": 2, "flow": "home", "stacks": [], "presented": []}"#, "the saved state is version 2; this app reads version 1"),
        (#"{"version": 7, "something": "else"}"#, "the saved state is version 7; this app reads version 1"),
        (#"{"version": 1, "flow": "home", "stacks": [[{"pattern": "shop://cart/<int:id>", "parameters": {"id": 3}}]], "presented": []}"#,
         "the saved state names a screen that no longer exists (shop://cart/<int:id>)"),
        (#"{"version": 1, "flow": "home", "selectedTab": 1.5, "stacks": [], "presented": []}"#,
         "the saved state is malformed ('selectedTab' should hold the selected tab's index, a whole number from 0; it holds 1.5)"),
        (#"{"version": 1, "flow": "home", "selectedTab": 1e25, "stacks": [], "presented": []}"#,
         "the saved state is malformed ('selectedTab' should hold the selected tab's index, a whole number from 0; it holds 1e+25)"),
        (#"{"version": 1, "flow": "home", "selectedTab": "1", "stacks": [], "presented": []}"#,
         "the saved state is malformed ('selectedTab' should hold the selected tab's index, a whole number from 0; it holds the text \"1\")"),
    ])
    func badFilesAreRefusedWithAOneLineReason(json: String, reason: String) {
        #expect {
            try NavigationState(json: json, routes: table)
        } throws: { error in
            let text = (error as? NavigationStateError)?.description ?? "\(error)"
            return text.hasPrefix(reason) && !text.contains("\n")
        }
    }

    @Test func aWholeNumberFieldIsNamedExactlyAndANullTabIsNoTab() throws {
        let json = #"{"version": 1, "flow": "home", "selectedTab": 2.5, "stacks": [], "presented": []}"#
        #expect(throws: NavigationStateError.malformed("'selectedTab' should hold the selected tab's index, a whole number from 0; it holds 2.5")) {
            try NavigationState(json: json, routes: table)
        }
        let null = try NavigationState(json: #"{"version": 1, "flow": "home", "selectedTab": null, "stacks": [], "presented": []}"#, routes: table)
        #expect(null.selectedTab == nil)
    }
}
