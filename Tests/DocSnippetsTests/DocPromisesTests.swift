import Foundation
import LCoordinator
import Testing

/// What the README and the DocC articles promise a new user, besides compiling: the package
/// identity note beside every manifest, the SSH server's build line beside `--serve-ssh`, the
/// secure field's warning and its `text:`, and the missing server's error naming that build line.
@Suite struct DocPromisesTests {
    /// Every document that shows a manifest (a `.product(name:` or `PackageDescription` block)
    /// says what `package:` is: the first thing a new user gets wrong.
    @Test func everyDocumentWithAManifestSaysWhatPackageIs() throws {
        var checked = 0
        for document in try DocBlocksTests.documents() {
            let blocks = try DocBlocksTests.blocks(in: document)
            guard blocks.contains(where: { $0.text.contains(".product(name:") || $0.text.contains("PackageDescription") }) else { continue }
            checked += 1
            let text = try DocBlocksTests.read(document).replacingOccurrences(of: "\n", with: " ")
            #expect(text.contains("package's identity: the last component of the path")
                        || text.contains("package's *identity*: the last component of the path"),
                    "\(document) shows a manifest without the note: `package:` is the package's identity: the last component of the path or URL")
        }
        #expect(checked >= 3)
    }

    /// Wherever `--serve-ssh` is shown to be run, the build of the `lcssh` server is beside it.
    @Test func theServeSSHLineHasTheServersBuildBesideIt() throws {
        var checked = 0
        for document in try DocBlocksTests.documents() {
            for block in try Self.shellBlocks(in: document) where block.contains("--serve-ssh ") {
                checked += 1
                #expect(block.contains("swift build --product lcssh") || block.contains("swift build -c release --product lcssh"),
                        "\(document): a --serve-ssh line without `swift build --product lcssh` beside it")
            }
        }
        #expect(checked >= 2)
    }

    @Test func saveAndRestoreWarnsThatASecureValueIsNeverSaved() throws {
        let readme = try DocBlocksTests.read("README.md")
        let start = try #require(readme.range(of: "### Save and restore in your own app"))
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        #expect(section[..<end].contains("Never put a `.secure` field's value in saved state"))
    }

    /// `.secure` takes the initial `text:` its siblings take, and still draws no character of it.
    @Test @MainActor func aSecureFieldTakesAnInitialText() {
        let token = FormKey<String>("token")
        let field = FormField.secure(token, label: "Token", text: "s3cret")
        #expect(field.initialValue == .text("s3cret"))
        #expect(field.isSecure)
        let form = FormView([field])
        #expect(form.values[token] == "s3cret")
    }

    /// An app asked to serve over SSH without the server program says, in one line, the command
    /// that builds it (the Getting started program, run as a user runs it).
    @Test func aMissingSSHServerNamesTheCommandThatBuildsIt() throws {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let program = folder.appendingPathComponent("GettingStarted")
        try #require(FileManager.default.isExecutableFile(atPath: program.path), "build GettingStarted first (swift build --build-tests)")
        let process = Process()
        process.executableURL = program
        process.arguments = ["--serve-ssh", "127.0.0.1:0"]
        var environment = ProcessInfo.processInfo.environment
        environment["LCOORDINATOR_SSH_SERVER"] = folder.appendingPathComponent("no-such-lcssh").path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(said.contains("swift build --product lcssh"), "\(said)")
        #expect(said.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count == 1, "\(said)")
    }

    /// The ```sh blocks of `path`.
    static func shellBlocks(in path: String) throws -> [String] {
        var result: [String] = []
        var current: [String]?
        for line in try DocBlocksTests.read(path).components(separatedBy: "\n") {
            if let lines = current {
                if line == "```" {
                    result.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current?.append(line)
                }
            } else if line == "```sh" {
                current = []
            }
        }
        return result
    }
}
