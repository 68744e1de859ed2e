import Foundation
import LCoordinator
import Testing

/// The app's own data beside its navigation in one state file.
@Suite struct SavedStateTests {
    struct Drafts: Codable, Hashable, Sendable {
        var text: String
    }

    private let table = RouteTable([RoutePattern.literal("app://tab/<tab:a|b>")])

    private func navigation() throws -> NavigationState {
        NavigationState(flow: "main", selectedTab: 0, stacks: [[try Route(pattern: RoutePattern.literal("app://tab/<tab:a|b>"), parameters: ["tab": .string("a")])]])
    }

    @Test func theAppsDataRoundTripsBesideTheNavigation() throws {
        let saved = SavedState(navigation: try navigation(), app: Drafts(text: "Dear Ana,\n\u{1B}[2J"))
        let json = saved.jsonText()
        #expect(try SavedState<Drafts>(json: json, routes: table) == saved)
        // A reader of navigation alone reads the same file.
        #expect(try NavigationState(json: json, routes: table) == navigation())
    }

    @Test func aFileWithoutAppDataReadsAsNil() throws {
        let json = try navigation().jsonText()
        #expect(try SavedState<Drafts>(json: json, routes: table).app == nil)
    }

    @Test func appDataOfAnotherShapeIsMalformed() throws {
        var json = try navigation().jsonText()
        json = json.replacingOccurrences(of: "\"flow\"", with: "\"app\" : 42, \"flow\"")
        #expect(throws: NavigationStateError.malformed("'app' is not this app's data")) {
            try SavedState<Drafts>(json: json, routes: table)
        }
    }

    @Test func theNavigationsChecksComeFirst() throws {
        #expect(throws: NavigationStateError.otherVersion(2)) {
            try SavedState<Drafts>(json: #"{"version": 2, "flow": "main", "app": {"text": "x"}}"#, routes: table)
        }
    }
}
