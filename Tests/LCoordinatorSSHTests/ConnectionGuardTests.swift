import NIOCore
import NIOEmbedded
import Testing
@testable import LCoordinatorSSH

/// A connection without a running session (not signed in, no session channel, a session
/// channel that never asked for a shell or a command, or whose sessions ended) is closed after
/// the login grace time; with --idle-timeout, one that sends nothing is closed after it, unless a
/// session runs (the session's own check ends that one, with a line).
struct ConnectionGuardTests {
    private func connection(grace: Int = 120, idle: Int? = nil) throws -> (EmbeddedChannel, ConnectionGuard) {
        let guardian = ConnectionGuard(loginGraceTime: grace, idleTimeout: idle)
        let channel = EmbeddedChannel(handler: guardian)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 22)).wait()
        return (channel, guardian)
    }

    private func send(_ channel: EmbeddedChannel) throws {
        try channel.writeInbound(channel.allocator.buffer(string: "x"))
        _ = try channel.readInbound(as: ByteBuffer.self)
    }

    @Test func aConnectionThatNeverRunsASessionIsClosedAfterTheGraceTime() throws {
        let (channel, _) = try connection(grace: 2)
        try send(channel)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1_900))
        #expect(channel.isActive, "input does not extend the grace time")
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(200))
        #expect(!channel.isActive)
    }

    @Test func aRunningSessionKeepsItOpenAndTheGraceTimeStartsAgainWhenTheLastEnds() throws {
        let (channel, guardian) = try connection(grace: 2)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        guardian.sessionStarted()
        guardian.sessionStarted()
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        guardian.sessionEnded()
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive, "one session still runs")
        guardian.sessionEnded()
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1_900))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(200))
        #expect(!channel.isActive)
    }

    @Test func theIdleTimeoutClosesAConnectionWithoutASessionThatSendsNothing() throws {
        let (channel, _) = try connection(grace: 120, idle: 1)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(500))
        try send(channel)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(900))
        #expect(channel.isActive, "input 0.9 s ago")
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(200))
        #expect(!channel.isActive)
    }

    @Test func theIdleTimeoutLeavesARunningSessionToItsOwnCheck() throws {
        let (channel, guardian) = try connection(grace: 120, idle: 1)
        guardian.sessionStarted()
        channel.embeddedEventLoop.advanceTime(by: .seconds(30))
        #expect(channel.isActive)
        guardian.sessionEnded()
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive, "idle and without a session")
    }
}
