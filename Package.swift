// swift-tools-version:6.0
import PackageDescription

// Shared settings for every target, in one place.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "LCoordinator",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TerminalCore", targets: ["TerminalCore"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "NcursesTerminal", targets: ["NcursesTerminal"]),
    ],
    targets: [
        .target(name: "TerminalCore"),
        .target(name: "TerminalUI", dependencies: ["TerminalCore"]),
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "NcursesTerminal", dependencies: ["CNcurses", "TerminalCore"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalCore"]),
        .testTarget(name: "NcursesTerminalTests", dependencies: ["NcursesTerminal", "TerminalCore"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
