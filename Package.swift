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
    ],
    targets: [
        .target(name: "TerminalCore"),
        .target(name: "TerminalUI", dependencies: ["TerminalCore"]),
        // Shared test helpers (a harness, assertions, golden screens); a library so every test target can use it.
        .target(name: "TerminalUITestSupport", dependencies: ["TerminalUI", "TerminalCore"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalCore", "TerminalUITestSupport"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
