#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore

/// Waits for a session's app without blocking the event loop: `waitpid(WNOHANG)` every 10 ms
/// until the deadline, then SIGKILL and one last wait. Leaves no zombie; calls `done` once, on
/// `loop`, with the raw wait status. Both servers' sessions reap their app with it.
package final class ChildReaper {
    private let pid: pid_t
    private let loop: any EventLoop
    private let done: (Int32) -> Void
    /// Whether the app has been reaped (`done` was called).
    package private(set) var isDone = false

    /// A reaper of `pid` whose polls run on `loop` (the session's event loop).
    package init(pid: pid_t, loop: any EventLoop, done: @escaping (Int32) -> Void) {
        self.pid = pid
        self.loop = loop
        self.done = done
    }

    /// Starts waiting: the app is killed at `deadline` if it has not ended by then.
    package func start(deadline: NIODeadline) {
        poll(deadline: deadline)
    }

    private func poll(deadline: NIODeadline) {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || (result < 0 && errno == ECHILD) {
            finish(result == pid ? status : 0)
        } else if NIODeadline.now() >= deadline {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            finish(status)
        } else {
            let me = NIOLoopBound(self, eventLoop: loop)
            loop.scheduleTask(in: .milliseconds(10)) { me.value.poll(deadline: deadline) }
        }
    }

    private func finish(_ status: Int32) {
        isDone = true
        done(status)
    }
}
