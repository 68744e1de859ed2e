#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore

/// What an SSH channel and a browser tab do alike with the app they run: the relay of its
/// terminal comes up (or the app is killed), the app is reaped once its terminal closes, the
/// client gets its status once both have happened, and a session without input for the idle
/// timeout is ended. The SSH server's `SessionHandler` and the web server's tab session conform;
/// how each starts the app and speaks to its client stays its own.
///
/// Everything runs on the client's event loop.
package protocol ServedAppSession: RelayTarget, SendableMetatype {
    /// The client's handler context while the handler is in its pipeline.
    var context: ChannelHandlerContext? { get }
    /// The relay of the app's terminal, from when it is up until it closes.
    var relay: (any Channel)? { get set }
    /// What the client sent before the relay was up.
    var pending: [ByteBuffer] { get set }
    /// Whether the session is over for the client (it went away, or was told the end).
    var finished: Bool { get }
    /// Whether the app's terminal has closed.
    var relayDone: Bool { get set }
    /// The status the client is told, once the app has been reaped.
    var exitStatus: Int? { get set }
    /// What reaps the app, once its terminal closed or it was asked to end.
    var reaper: ChildReaper? { get set }
    /// The app's process, once started.
    var appPID: pid_t? { get }
    /// When the client last sent input.
    var lastInput: NIODeadline { get }
    /// The next idle check, while one is scheduled.
    var idleCheck: Scheduled<Void>? { get set }
    /// The seconds without input after which the session ends (`--idle-timeout`), if any.
    var idleTimeout: Int? { get }
    /// Whether the idle check may still end the session (it is not over and its app not reaped).
    var endsWhenIdle: Bool { get }
    /// The app's name, before the end reason.
    var appName: String { get }
    /// Why the session ended, told to the client after the app's last output.
    var endReason: String? { get set }

    /// Tells the client the app's `status` and closes its channel.
    func finish(status: Int)
    /// The app has been reaped with the raw wait `status`: the session's own bookkeeping, then
    /// `finishAfterReap(exitCode:)`.
    func reaped(status: Int32)
}

extension ServedAppSession {
    /// The relay of the app's terminal is up (what the client sent meanwhile is written to the
    /// app), or it could not start (the app is killed and reaped).
    package func relayStarted(_ result: Result<any Channel, any Error>) {
        switch result {
        case .success(let channel):
            relay = channel
            RelayStart.connected(channel, pending: &pending, finished: finished, client: context)
        case .failure:
            end(reason: nil, signal: SIGKILL)
            relayClosed()
        }
    }

    /// The app's terminal closed and its last output is relayed: the app exited (or is about
    /// to). Reap it and report its status.
    package func relayClosed() {
        relay = nil
        relayDone = true
        if let exitStatus { finish(status: exitStatus) } else { reap(deadline: .now() + ServedListener.appExitGrace) }
    }

    /// Asks the app to end with `signal` (SIGTERM on shutdown, SIGHUP when idle or gone);
    /// `reason` is told to the client after the app's last output.
    package func end(reason: String?, signal: Int32) {
        guard let pid = appPID, reaper?.isDone != true else { return }
        if endReason == nil { endReason = reason.map { "\(appName): \($0)" } }
        kill(pid, signal)
        reap(deadline: .now() + ServedListener.appExitGrace)
    }

    /// Waits for the app without blocking the event loop (`ChildReaper`); SIGKILL at `deadline`.
    package func reap(deadline: NIODeadline) {
        guard let pid = appPID, reaper == nil, let loop = context?.eventLoop ?? relay?.eventLoop else { return }
        let me = NIOLoopBound(self, eventLoop: loop)
        let reaper = ChildReaper(pid: pid, loop: loop) { status in me.value.reaped(status: status) }
        self.reaper = reaper
        reaper.start(deadline: deadline)
    }

    /// The app ended with `code`: the client is told (Ctrl+C's 130 as 0, an ordinary way out)
    /// once the app's last output has been relayed.
    package func finishAfterReap(exitCode code: Int) {
        exitStatus = code == 128 + Int(SIGINT) ? 0 : code
        if relayDone {
            finish(status: exitStatus ?? 1)
        } else if let loop = context?.eventLoop ?? relay?.eventLoop {
            // The app's last output (the terminal restored) is still being read: the relay ends
            // at the terminal's end of file; a descendant that keeps it open gets a second.
            let me = NIOLoopBound(self, eventLoop: loop)
            loop.scheduleTask(in: .seconds(1)) { me.value.relay?.close(promise: nil) }
        }
    }

    // MARK: - Idle sessions

    /// Checks for input again when the idle timeout after the last input has passed.
    package func scheduleIdleCheck() {
        guard let seconds = idleTimeout, let loop = context?.eventLoop else { return }
        let me = NIOLoopBound(self, eventLoop: loop)
        idleCheck = loop.scheduleTask(deadline: lastInput + .seconds(Int64(seconds))) { me.value.checkIdle(seconds) }
    }

    private func checkIdle(_ seconds: Int) {
        guard endsWhenIdle else { return }
        if NIODeadline.now() >= lastInput + .seconds(Int64(seconds)) {
            end(reason: "no input for \(seconds) s; the session ended (--idle-timeout)", signal: SIGHUP)
        } else {
            scheduleIdleCheck()
        }
    }
}
