import Foundation
import Testing

/// The house rules that a reader of the code relies on, checked over the whole tree: no Swift
/// file is over 400 lines (Sources, Examples and Tests alike), and the launcher and the servers
/// do not depend on the tape runner.
@Suite struct SourceTreeRulesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let lineLimit = 400

    /// (path from the root, line count) of every Swift file under `folders`.
    private static func swiftFiles(in folders: [String]) -> [(path: String, lines: Int)] {
        folders.flatMap { folder -> [(path: String, lines: Int)] in
            let url = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") } ?? []
            return files.map { file in
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                return (String(file.path.dropFirst(root.path.count + 1)), lines)
            }
        }
    }

    @Test func noSwiftFileIsOverFourHundredLines() {
        let files = Self.swiftFiles(in: ["Sources", "Examples", "Tests"])
        #expect(files.count > 500, "the scan found the tree")
        for file in files where file.lines > Self.lineLimit {
            Issue.record("\(file.path) has \(file.lines) lines; split it (at most \(Self.lineLimit))")
        }
    }

    /// The dependencies a target of `Package.swift` names (its `dependencies: [...]` list).
    private static func dependencies(ofTarget name: String) throws -> String {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try #require(manifest.range(of: "Target(name: \"\(name)\"") ?? manifest.range(of: "target(name: \"\(name)\""),
                                       "Package.swift declares the target \(name)")
        let rest = manifest[declaration.upperBound...]
        guard let open = rest.range(of: "dependencies: ["), rest[..<open.lowerBound].contains(")") == false else { return "" }
        var depth = 0
        var end = open.upperBound
        for index in rest[open.upperBound...].indices {
            let character = rest[index]
            if character == "[" { depth += 1 }
            if character == "]" {
                if depth == 0 { end = index; break }
                depth -= 1
            }
        }
        return String(rest[open.upperBound..<end])
    }

    @Test(arguments: ["AppLauncher", "LCoordinatorLaunch", "LCoordinatorServing", "LCoordinatorSSH", "LCoordinatorWeb", "lcssh", "lcweb"])
    func theLauncherAndTheServersDoNotDependOnTheTapeRunner(target: String) throws {
        let dependencies = try Self.dependencies(ofTarget: target)
        for tapeModule in ["\"Tape\"", "\"LCoordinatorTapes\"", "\"TapeTesting\""] {
            #expect(!dependencies.contains(tapeModule), "\(target) depends on \(tapeModule): \(dependencies)")
        }
        for file in Self.swiftFiles(in: ["Sources/\(target)"]) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)
            #expect(!text.contains("import Tape\n") && !text.contains("import LCoordinatorTapes\n"), "\(file.path) imports the tape runner")
        }
    }

    @Test func theAppLauncherDependsOnTheLaunchOptionsAndTheUIOnly() throws {
        #expect(try Self.dependencies(ofTarget: "AppLauncher") == "\"LCoordinatorLaunch\", \"TerminalCore\", \"TerminalUI\"")
    }

    /// The web server links no full Foundation (nor its ICU data, about 30 MB): neither it nor
    /// what it is built from imports Foundation or swift-nio-ssh (which does).
    @Test(arguments: ["LCoordinatorServing", "LCoordinatorWeb", "lcweb", "LCoordinatorLaunch"])
    func theWebServerLinksNoFoundation(target: String) throws {
        let dependencies = try Self.dependencies(ofTarget: target)
        #expect(!dependencies.contains("\"LCoordinatorSSH\"") && !dependencies.contains("NIOSSH"), "\(target) depends on the SSH server: \(dependencies)")
        for file in Self.swiftFiles(in: ["Sources/\(target)"]) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)
            #expect(!text.contains("import Foundation\n") && !text.contains("import NIOFoundationCompat"), "\(file.path) imports Foundation")
        }
    }

    /// The targets `Package.swift` declares, each with the names quoted in its dependencies.
    private static func targets() throws -> [String: [String]] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let names = manifest.matches(of: /[tT]arget\(name: "(\w+)"/).map { String($0.output.1) }
        var result: [String: [String]] = [:]
        for name in names {
            result[name] = try dependencies(ofTarget: name).matches(of: /"([\w-]+)"/).map { String($0.output.1) }
        }
        return result
    }

    /// Only the web server links swift-nio-ssl (BoringSSL's C is a build of its own): not
    /// LCoordinatorServing, not the SSH server, and no program but lcweb reaches it, so an app
    /// that does not serve, and `make test`'s release build of lcdemo, never build it.
    @Test func onlyTheWebServerLinksNIOSSL() throws {
        let targets = try Self.targets()
        #expect(targets.count > 30, "the scan found the targets")
        for (name, dependencies) in targets where dependencies.contains("swift-nio-ssl") {
            #expect(["LCoordinatorWeb", "LCoordinatorWebTests"].contains(name), "\(name) depends on swift-nio-ssl")
        }
        func closure(_ name: String) -> Set<String> {
            var seen: Set<String> = []
            var pending = [name]
            while let next = pending.popLast() {
                for dependency in targets[next] ?? [] where seen.insert(dependency).inserted { pending.append(dependency) }
            }
            return seen
        }
        #expect(closure("lcweb").contains("swift-nio-ssl"), "the scan follows lcweb to NIOSSL")
        for program in ["lcdemo", "lcssh", "lcbench", "GettingStarted", "TabsAndPopups", "LoadingData", "Inbox", "Gallery", "CustomWidgets"] {
            let reached = closure(program)
            #expect(targets[program] != nil && !reached.contains("swift-nio-ssl") && !reached.contains("LCoordinatorWeb"),
                    "\(program) reaches the web server or NIOSSL")
        }
        for file in Self.swiftFiles(in: ["Sources", "Examples"]) where !file.path.hasPrefix("Sources/LCoordinatorWeb/") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)
            #expect(!text.contains("import NIOSSL"), "\(file.path) imports NIOSSL")
        }
    }
}
