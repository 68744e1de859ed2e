import Foundation
import Testing

/// The Shop demo is what users copy, so its layout is checked: one type per file, named after
/// it; every view model that navigates has a weak `navigationDelegate`; no screen or view model
/// names a coordinator; no alert is built outside the Router.
@Suite struct ShopSourceLayoutTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// View models with no way out but the Router's Esc, or no navigation at all (Home's plugins).
    private static let viewModelsWithoutNavigation: Set<String> = ["TrackingViewModel", "HomeHeaderViewModel", "HomeReportViewModel"]

    /// (file name without ".swift", contents) of every Swift file of Sources/ShopDemo.
    private static func sources(in path: String = "Sources/ShopDemo") throws -> [(name: String, text: String)] {
        let folder = root.appendingPathComponent(path)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { ($0.deletingPathExtension().lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
            .sorted { $0.name < $1.name }
    }

    /// The names of the types declared at the top level of `text`.
    private static func topLevelTypes(_ text: String) -> [String] {
        let pattern = /^(?:@MainActor\s+)?(?:public |package |private |fileprivate )?(?:final )?(?:class|struct|enum|protocol|actor) (\w+)/
        return text.split(separator: "\n").compactMap { line in (try? pattern.firstMatch(in: String(line))).map { String($0.1) } }
    }

    @Test func eachFileDeclaresOneTypeNamedAfterIt() throws {
        let files = try Self.sources()
        #expect(files.count > 50)
        for file in files {
            let types = Self.topLevelTypes(file.text)
            if file.name.contains("+") || ["ScreenText", "ShopScreenRoutes"].contains(file.name) {
                #expect(types.isEmpty, "\(file.name).swift holds only extensions or functions, yet declares \(types)")
            } else {
                #expect(types == [file.name], "\(file.name).swift declares \(types); move each type to a file named after it")
            }
        }
    }

    @Test func everyViewModelHasAWeakNavigationDelegateUnlessItCannotNavigate() throws {
        let models = try Self.sources().filter { $0.name.hasSuffix("ViewModel") }
        #expect(models.count >= 16)
        for model in models where !Self.viewModelsWithoutNavigation.contains(model.name) {
            let screen = model.name.dropLast("ViewModel".count)
            #expect(model.text.contains("weak var navigationDelegate: (any \(screen)NavigationDelegate)?"),
                    "\(model.name) needs `weak var navigationDelegate: (any \(screen)NavigationDelegate)?`")
        }
    }

    @Test func screensAndViewModelsNeverNameACoordinatorAndAlertsGoThroughTheRouter() throws {
        for file in try Self.sources() {
            let code = file.text.split(separator: "\n").filter { !$0.hasPrefix("import ") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
                .joined(separator: "\n")
            if file.name.hasSuffix("ViewController") || file.name.hasSuffix("ViewModel") {
                #expect(!code.contains("Coordinator"), "\(file.name) names a coordinator; go through its navigation delegate")
            }
            // The app coordinator's refused-link alert belongs to the app, not to a screen or a flow.
            if file.name != "AppCoordinator" {
                #expect(!code.contains("AlertController("), "\(file.name) builds an alert; use the Router's showAlert")
            }
        }
    }

    @Test func theExamplesShowAlertsThroughTheRouterToo() throws {
        let files = try Self.sources(in: "Examples")
        #expect(files.count >= 10)
        for file in files {
            #expect(!file.text.contains("AlertController("), "\(file.name) builds an alert; use the Router's showAlert")
        }
    }
}
