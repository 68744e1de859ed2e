// swift-tools-version:6.0
import PackageDescription

// Shared settings for every target, in one place.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "LCoordinator",
    platforms: [.macOS(.v14)],
    // What an app depends on: `LCoordinator` (the SDK; it re-exports TerminalUI and TerminalCore,
    // so an app writes `import LCoordinator` + `import NcursesTerminal`), the terminal, and for
    // its tests and tools `LCoordinatorTapes` (tapes, navigation coverage and graphs over them),
    // `LCoordinatorTesting`, `TapeTesting` and `TerminalUITestSupport`. The app's own module
    // never links the tape runner (`make check-core` checks that LCoordinator does not need it;
    // scripts/check-examples-public.sh that the Shop demo's and the examples' app targets do not).
    // None of these builds swift-argument-parser (only lcbench uses it).
    products: [
        .library(name: "LCoordinator", targets: ["LCoordinator"]),
        .library(name: "NcursesTerminal", targets: ["NcursesTerminal"]),
        .library(name: "Tape", targets: ["Tape"]),
        // The launcher's parts that need neither the tape runner nor NIO: the app's own options
        // (`AppOption`), `--serve-ssh`/`--serve-web`'s options, handing the app to a server
        // program. The servers (lcssh, lcweb) link it and not Tape; Tape re-exports it.
        .library(name: "LCoordinatorLaunch", targets: ["LCoordinatorLaunch"]),
        .library(name: "AppLauncher", targets: ["AppLauncher"]),
        .library(name: "LCoordinatorTapes", targets: ["LCoordinatorTapes"]),
        .library(name: "LCoordinatorTesting", targets: ["LCoordinatorTesting"]),
        .library(name: "TapeTesting", targets: ["TapeTesting"]),
        .library(name: "TerminalUITestSupport", targets: ["TerminalUITestSupport"]),
        .executable(name: "lcdemo", targets: ["lcdemo"]),
        // `--serve-ssh`: the SSH server (swift-nio-ssh) that runs each session as a child process of
        // the app. Its own program, so that no app links NIO (or the full Foundation NIOSSH imports).
        .library(name: "LCoordinatorSSH", targets: ["LCoordinatorSSH"]),
        .executable(name: "lcssh", targets: ["lcssh"]),
        // `--serve-web`: the HTTP + WebSocket server (swift-nio; HTTPS and WSS with swift-nio-ssl)
        // that runs each browser tab as a child process of the app, with xterm.js in the page.
        // Its own program, as lcssh: no app, and not lcssh, links NIOSSL.
        .library(name: "LCoordinatorWeb", targets: ["LCoordinatorWeb"]),
        .executable(name: "lcweb", targets: ["lcweb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // `make docs` (swift package generate-documentation); a command plugin, never linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only LCoordinatorSSH and lcssh (the `--serve-ssh` server) build these.
        .package(url: "https://github.com/apple/swift-nio-ssh.git", from: "0.15.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        // Only LCoordinatorWeb (`--serve-web --tls-cert --tls-key`) builds this: BoringSSL's C
        // again (CNIOBoringSSL), about 240 CPU seconds of a debug build (2 minutes on 2 cores).
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.0"),
    ],
    targets: [
        .target(name: "TerminalCore"),
        // The run loop runs the main dispatch queue itself (App/RunLoop/MainQueue+Platform.swift): libdispatch, named.
        .target(name: "TerminalUI", dependencies: ["TerminalCore"], linkerSettings: [.linkedLibrary("dispatch", .when(platforms: [.linux]))]),
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncursesw5-dev"])]),
        // The signal handlers' restore state, defined once in C (a header's `static` storage would
        // be copied into every module that inlines it).
        .target(name: "CTerminalSignals"),
        .target(name: "NcursesTerminal", dependencies: ["CNcurses", "CTerminalSignals", "TerminalCore"]),
        .target(name: "LCoordinator", dependencies: ["TerminalCore", "TerminalUI"]),
        // Navigation coverage and graphs over tapes: `NavigationTapeHost`, `NavigationCoverage`.
        .target(name: "LCoordinatorTapes", dependencies: ["LCoordinator", "Tape"]),
        .target(name: "LCoordinatorTesting", dependencies: ["LCoordinator", "TerminalUI"]),
        .target(name: "LCoordinatorLaunch", dependencies: ["TerminalCore"]),
        // The launcher: an app's command line and live run, without the tape runner.
        .target(name: "AppLauncher", dependencies: ["LCoordinatorLaunch", "TerminalCore", "TerminalUI"]),
        .target(name: "Tape", dependencies: ["AppLauncher", "LCoordinatorLaunch", "TerminalCore", "TerminalUI"]),
        // `expectTape(_:host:)`: a tape inside a Swift Testing @Test, failures at the tape's lines.
        .target(name: "TapeTesting", dependencies: ["Tape"]),
        // The demo app: like any app, it links the SDK and never the tape runner (ShopTapes does).
        .target(name: "ShopDemo", dependencies: ["LCoordinator", "TerminalUI", "TerminalCore"]),
        // The Shop demo as a tape host (its navigation map, invariants and fuzzer), shared by lcdemo's --replay and lcbench.
        .target(name: "ShopTapes", dependencies: ["ShopDemo", "LCoordinator", "LCoordinatorTapes", "Tape", "TerminalUI", "TerminalCore"]),
        .executableTarget(name: "lcdemo", dependencies: [
            "ShopTapes",
            "ShopDemo", "NcursesTerminal", "Tape", "TerminalUI", "TerminalCore", "LCoordinator", "LCoordinatorTapes",
        ]),
        // `make bench`: the SDK's performance figures (latency per key, instructions, memory, replay speed) as a markdown report (BENCHMARKS.md); run it in release.
        .executableTarget(name: "lcbench", dependencies: [
            "ShopTapes", "ShopDemo", "NcursesTerminal", "Tape", "TerminalUI", "TerminalCore", "LCoordinator", "LCoordinatorTapes",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The `--serve-ssh` server: authentication, a pty and a child process of the app per session.
        // openpt/grantpt/unlockpt/ptsname_r and POSIX_SPAWN_SETSID, which Glibc's module hides.
        .target(name: "CPseudoTerminal"),
        // What both servers share, without swift-nio-ssh (which links full Foundation): a
        // session's app on its own pseudo terminal, the registry, the gate, the listener, the
        // relay, stop signals and the resume store.
        .target(name: "LCoordinatorServing", dependencies: [
            "CPseudoTerminal",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .target(name: "LCoordinatorSSH", dependencies: [
            "CPseudoTerminal", "LCoordinatorServing",
            // `SessionEnvironment`: the variables each session's app reads (`ConnectedUser`).
            "TerminalCore",
            .product(name: "NIOSSH", package: "swift-nio-ssh"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .executableTarget(name: "lcssh", dependencies: ["LCoordinatorSSH", "LCoordinatorLaunch"]),
        // The `--serve-web` server: the token, the page, and per tab the SSH server's pty and
        // child-process code (LCoordinatorSSH's `ServedSessions`).
        .target(name: "LCoordinatorWeb", dependencies: [
            "LCoordinatorServing", "TerminalCore",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOWebSocket", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),
        .executableTarget(name: "lcweb", dependencies: ["LCoordinatorWeb", "LCoordinatorLaunch"]),
        // Builds nothing lcweb does not (its TLS client is NIOSSL's, already built for the server).
        .testTarget(name: "LCoordinatorWebTests", dependencies: [
            "LCoordinatorWeb", "LCoordinatorServing", "LCoordinatorLaunch",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),
        .testTarget(name: "LCoordinatorSSHTests", dependencies: ["LCoordinatorSSH", "LCoordinatorServing", "TerminalUI", .product(name: "NIOEmbedded", package: "swift-nio")]),
        // Shared test helpers (a harness, assertions, golden screens); a library so every test target can use it.
        .target(name: "TerminalUITestSupport", dependencies: ["TerminalUI", "TerminalCore"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore"]),
        // The launcher alone: no Tape in this target, so what it tests works without the tape runner.
        .testTarget(name: "AppLauncherTests", dependencies: ["AppLauncher", "TerminalUI", "TerminalCore"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalCore", "TerminalUITestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "NcursesTerminalTests", dependencies: ["NcursesTerminal", "TerminalCore"]),
        .testTarget(name: "LCoordinatorTests", dependencies: ["LCoordinator", "LCoordinatorTesting", "LCoordinatorTapes", "TerminalUI", "TerminalCore", "TerminalUITestSupport"]),
        .testTarget(name: "ShopDemoTests", dependencies: ["ShopDemo", "LCoordinator", "TerminalUI", "TerminalCore", "TerminalUITestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["ShopTapes", "ShopDemo", "LCoordinator", "LCoordinatorTapes", "Tape", "TerminalUI", "TerminalCore"]),
        .testTarget(name: "TapeTests", dependencies: ["Tape", "TapeTesting", "ShopTapes", "LCoordinator", "LCoordinatorTapes", "TerminalCore", "TerminalUI"]),
        // Examples/: small apps besides Shop, each with its tapes (replayed by `make test`). Each is
        // two targets, the shape an app copies: its app code (`App/`, a library that links the SDK
        // and never the tape runner) and a thin executable (`Main/`: the entry, which runs the shared
        // command line, and the `+Tapes` files with its navigation map and tape conformances).
        // GettingStarted is the README's "Getting started" program, verbatim (ExamplesTests checks).
        .target(name: "NotesKit", dependencies: ["LCoordinator"], path: "Examples/GettingStarted/App"),
        .executableTarget(name: "GettingStarted", dependencies: ["NotesKit", "LCoordinatorTapes", "NcursesTerminal"], path: "Examples/GettingStarted/Main"),
        .target(name: "TabsKit", dependencies: ["LCoordinator"], path: "Examples/TabsAndPopups/App"),
        .executableTarget(name: "TabsAndPopups", dependencies: ["TabsKit", "LCoordinatorTapes", "NcursesTerminal"], path: "Examples/TabsAndPopups/Main"),
        // Loading data with Swift concurrency: an actor service, owned tasks, Retry, Wait in tapes.
        .target(name: "NewsKit", dependencies: ["LCoordinator"], path: "Examples/LoadingData/App"),
        .executableTarget(name: "LoadingData", dependencies: ["NewsKit", "LCoordinatorTapes", "NcursesTerminal"], path: "Examples/LoadingData/Main"),
        .target(name: "InboxKit", dependencies: ["LCoordinator"], path: "Examples/Inbox/App"),
        .executableTarget(name: "Inbox", dependencies: ["InboxKit", "LCoordinatorTapes", "NcursesTerminal"], path: "Examples/Inbox/Main"),
        // Writing a widget: a DatePicker as a form field and a Sparkline that redraws alone, with
        // TerminalUI's public API only (the DocC article "Writing a widget" walks through it).
        .target(name: "CustomWidgetsKit", dependencies: ["LCoordinator"], path: "Examples/CustomWidgets/App"),
        .executableTarget(name: "CustomWidgets", dependencies: ["CustomWidgetsKit", "LCoordinatorTapes", "NcursesTerminal"], path: "Examples/CustomWidgets/Main"),
        // One screen per widget of TerminalUI, reached from a list (GalleryCatalog registers each).
        .target(name: "GalleryKit", dependencies: ["LCoordinator", "CustomWidgetsKit"], path: "Examples/Gallery/App"),
        .executableTarget(name: "Gallery", dependencies: ["GalleryKit", "LCoordinatorTapes", "NcursesTerminal"], path: "Examples/Gallery/Main"),
        .testTarget(name: "ExamplesTests", dependencies: ["GettingStarted", "NotesKit", "TabsAndPopups", "TabsKit", "Inbox", "InboxKit", "LoadingData", "NewsKit", "Gallery", "GalleryKit", "CustomWidgets", "CustomWidgetsKit", "LCoordinatorTapes", "TapeTesting", "TerminalUITestSupport"]),
        // Every Swift block of README.md and the DocC articles, compiled (see DocBlocksTests).
        .testTarget(name: "DocSnippetsTests", dependencies: ["GettingStarted", "NotesKit", "ShopDemo", "LCoordinator", "LCoordinatorTapes", "LCoordinatorTesting", "NcursesTerminal", "TapeTesting", "TerminalUITestSupport"]),
        // Runs the built lcdemo in tmux (`make test` builds it first; LCDEMO_BINARY overrides the path).
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && !["CTerminalSignals", "CPseudoTerminal"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
