@testable import GettingStarted
import LCoordinatorTapes
import NotesKit

/// Running in a Terminal, "Options of your own": a host with an option of the app's own.
enum AppOptionSnippets {
    // doc-snippet begin
    struct NewsHost: TapeHost {
        var routes: [String]? { nil }
        var appOptions: [AppOption] {
            [AppOption("--server", value: "HOST", help: "the news server to connect to") { host in
                host.contains(" ") ? "a host name has no spaces" : nil
            }]
        }

        func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
            NotesApp(terminal: terminal, clock: clock)
        }

        func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?, options: AppOptions) throws -> any TapeSession {
            let app = NotesApp(terminal: terminal, clock: clock)
            app.application.window.showStatus("Connected to \(options["--server"] ?? "news.example")")
            return app
        }
    }
    // doc-snippet end
}
