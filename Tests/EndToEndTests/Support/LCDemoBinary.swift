import Foundation

/// Where the built `lcdemo` is: `$LCDEMO_BINARY`, or `.build/debug/lcdemo` in this package
/// (`make test` builds it before the tests run).
enum LCDemoBinary {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The package root, found from this file's path (Tests/EndToEndTests/Support/…).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The absolute path of an executable `lcdemo`.
    ///
    /// - Throws: `Missing`, saying how to build it, when there is none.
    static func path() throws -> String {
        let candidate: String
        if let configured = ProcessInfo.processInfo.environment["LCDEMO_BINARY"], !configured.isEmpty {
            candidate = configured.hasPrefix("/") ? configured : packageRoot + "/" + configured
        } else {
            candidate = packageRoot + "/.build/debug/lcdemo"
        }
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw Missing(description: "no lcdemo at \(candidate): run `swift build --product lcdemo` (or `make test`), or set LCDEMO_BINARY")
        }
        return candidate
    }

    /// The release build (`$LCDEMO_RELEASE_BINARY`, which `make test` sets to the build of
    /// `make fuzz-budget`); nil when the variable is not set.
    ///
    /// - Throws: `Missing` when it is set but names no executable.
    static func releasePath() throws -> String? {
        guard let configured = ProcessInfo.processInfo.environment["LCDEMO_RELEASE_BINARY"], !configured.isEmpty else { return nil }
        let candidate = configured.hasPrefix("/") ? configured : packageRoot + "/" + configured
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw Missing(description: "no lcdemo at \(candidate) (LCDEMO_RELEASE_BINARY): run `swift build -c release --product lcdemo`")
        }
        return candidate
    }

    /// Whether the release build is configured (the release exit-path tests run only then).
    static var hasRelease: Bool {
        !(ProcessInfo.processInfo.environment["LCDEMO_RELEASE_BINARY"] ?? "").isEmpty
    }
}
