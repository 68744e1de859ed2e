#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore
import NIOPosix

/// The listening half both servers share (`--serve-ssh` and `--serve-web`): bind, catch SIGTERM
/// and SIGINT before the start lines, serve until one comes, give the sessions' apps time to
/// end, and shut the event loops down.
package enum ServedListener {
    /// How long an app asked to end (SIGTERM at shutdown, SIGHUP when its client went away) or
    /// whose terminal closed has before SIGKILL: a safety net, long enough that a busy machine
    /// never turns an ordinary exit into a kill.
    package static let appExitGrace = TimeAmount.seconds(10)

    /// The sessions a stop signal ends.
    package struct Sessions: Sendable {
        /// Asks every session's app to end (SIGTERM, then SIGKILL after `appExitGrace`).
        package var endAll: @Sendable () -> Void
        /// How many sessions are still running.
        package var count: @Sendable () -> Int

        package init(endAll: @escaping @Sendable () -> Void, count: @escaping @Sendable () -> Int) {
            self.endAll = endAll
            self.count = count
        }
    }

    /// The event loops a server runs on (up to 4), with SIGPIPE ignored (a client gone while
    /// written to is an error of that write) and SIGHUP ignored (the sessions go on when the
    /// server's own terminal closes).
    package static func makeEventLoops() -> MultiThreadedEventLoopGroup {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGHUP, SIG_IGN)
        return MultiThreadedEventLoopGroup(numberOfThreads: max(1, min(System.coreCount, 4)))
    }

    /// What a server checks before it listens, in this order: that the app at `appPath` can run,
    /// the server's own files (`load`), then its resume store (`ResumeStore.open`; `kind` and
    /// `flag` name the server in its errors).
    ///
    /// - Returns: what `load` read and the resume store (nil without `--resume`), or nil after
    ///   one line through `writeError`: the server exits with 2, nothing started.
    package static func prepare<Files>(appPath: String, appName: String, resumeDirectory: String?, resumeWindow: Int,
                                       kind: String, flag: String, writeError: (String) -> Void,
                                       load: () throws(SSHServerError) -> Files) -> (files: Files, resumes: ResumeStore?)? {
        do throws(SSHServerError) {
            guard access(appPath, X_OK) == 0 else {
                throw SSHServerError("cannot run the app \(FileText.quoted(appPath)) for the sessions")
            }
            let files = try load()
            return (files, try ResumeStore.open(directory: resumeDirectory, window: resumeWindow, appName: appName, kind: kind, flag: flag))
        } catch {
            writeError("\(appName): \(error)")
            return nil
        }
    }

    /// Binds `bootstrap` to `address`:`port`, writes the start lines through `started` (with the
    /// host as a URL writes it and the port bound), and serves until SIGTERM or SIGINT.
    ///
    /// - Returns: the exit code: 0 after a stop signal, 2 when the address cannot be used or the
    ///   signals cannot be caught (one line through `writeError`; nothing was served).
    package static func serve(_ bootstrap: ServerBootstrap, group: MultiThreadedEventLoopGroup, address: String, port: Int,
                              name: String, sessions: Sessions, writeError: (String) -> Void,
                              started: (_ host: String, _ port: Int) -> Void) -> Int32 {
        let listener: any Channel
        do {
            listener = try bootstrap.bind(host: address, port: port).wait()
        } catch {
            writeError("\(name): cannot listen on \(address):\(port): \(error); pick another address or port")
            try? group.syncShutdownGracefully()
            return 2
        }
        // SIGTERM and SIGINT: end every session, then stop listening. Caught before the start
        // line is written, so a signal sent as soon as it is read is never lost.
        do {
            try StopSignals.install {
                sessions.endAll()
                listener.close(promise: nil)
            }
        } catch {
            writeError("\(name): \(error)")
            listener.close(promise: nil)
            try? group.syncShutdownGracefully()
            return 2
        }
        started(address.contains(":") ? "[\(address)]" : address, listener.localAddress?.port ?? port)
        try? listener.closeFuture.wait()
        // Each app gets SIGTERM and `appExitGrace` before SIGKILL; a session counts until its
        // status is sent and its channel closed.
        let polls = Int(appExitGrace.nanoseconds / 10_000_000) + 500
        for _ in 0..<polls where sessions.count() > 0 { usleep(10_000) }
        usleep(100_000)
        try? group.syncShutdownGracefully()
        return 0
    }
}
