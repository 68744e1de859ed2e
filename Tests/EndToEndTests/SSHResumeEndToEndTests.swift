import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `--serve-ssh ... --resume`: a user whose client dies (`kill -9`) joins again with the same
/// key and gets their last screen back, in a fresh process of the app; a user who quit on
/// purpose starts fresh; without `--resume` every session starts fresh.
@Suite(.serialized)
struct SSHResumeEndToEndTests {
    /// Joins as alice, opens the first product, and kills the ssh client; waits until the
    /// session's app is gone.
    private func leaveOnAProduct(_ server: SSHServeFixture) async throws {
        let pane = try server.join()
        defer { pane.kill() }
        try await pane.waitFor("alice's Home with its products") { $0.title == "Home" && $0.contains("› Desk Lamp") }
        try pane.press("Enter")
        try await pane.waitForTitle("Product 1")
        try await Task.sleep(for: .milliseconds(500))   // the state is kept after the event settles
        let client = try #require(try pane.processNamed("ssh"), "no ssh client in the pane")
        #expect(kill(client, SIGKILL) == 0)
        _ = try await pane.waitForExit()
        try await server.waitUntil("the session's app to be hung up and reaped") { server.serverChildren().isEmpty }
    }

    @Test func theSameKeyGetsItsScreenBackAndQuittingStartsTheNextFresh() async throws {
        let server = try await SSHServeFixture(arguments: "--route home --resume", environment: "XDG_STATE_HOME=$PWD/state")
        defer { server.stop() }
        try await leaveOnAProduct(server)
        let folder = server.directory + "/state/lcoordinator/resume/lcdemo/ssh"
        var info = stat()
        #expect(lstat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700, "the resume folder is not private")

        let again = try server.join()
        defer { again.kill() }
        try await again.waitForTitle("Product 1")
        try again.press("Escape")
        try await again.waitForTitle("Home")
        try again.press("q")
        #expect(try await again.waitForExit() == 0)
        try await server.waitUntil("no session left") { server.serverChildren().isEmpty }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(left.isEmpty, "quitting left a state to resume: \(left)")

        let fresh = try server.join()
        defer { fresh.kill() }
        try await fresh.waitFor("a fresh Home") { $0.title == "Home" && $0.contains("› Desk Lamp") }
        try fresh.press("q")
        #expect(try await fresh.waitForExit() == 0)
    }

    @Test func withoutResumeAKilledClientsNextSessionStartsFresh() async throws {
        let server = try await SSHServeFixture(arguments: "--route home", environment: "XDG_STATE_HOME=$PWD/state")
        defer { server.stop() }
        try await leaveOnAProduct(server)
        let again = try server.join()
        defer { again.kill() }
        try await again.waitFor("a fresh Home") { $0.title == "Home" && $0.contains("› Desk Lamp") }
        #expect(!FileManager.default.fileExists(atPath: server.directory + "/state/lcoordinator"))
        try again.press("q")
        #expect(try await again.waitForExit() == 0)
    }
}
