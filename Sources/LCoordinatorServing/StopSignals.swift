import CPseudoTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM and SIGINT for a server: from the moment `install` returns, each one runs `stop` on a
/// thread of its own.
///
/// The calling thread unblocks both (a parent may have passed on a mask that blocks them). The
/// handler is a plain `sigaction` that writes the signal's number to a pipe, installed
/// synchronously; a thread reads the pipe and calls `stop`. (A `DispatchSource` registers its
/// signal later, on libdispatch's manager queue, after the signal was set to SIG_IGN, so a
/// SIGTERM sent right after the server's start line was lost and the server ran on.)
package enum StopSignals {
    /// Installs the handler and starts the thread. Call it before the start line is written.
    /// - Throws: `SSHServerError` when the pipe or the handler cannot be made.
    package static func install(_ stop: @escaping @Sendable () -> Void) throws(SSHServerError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw SSHServerError("cannot create a pipe for SIGTERM (errno \(errno))")
        }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        guard lcssh_stop_signals_install(writeEnd) == 0 else {
            throw SSHServerError("cannot catch SIGTERM (errno \(errno))")
        }
        // A thread of its own (pthreads: this module links no Foundation), which waits on the pipe.
        let watch = SignalWatch(readEnd: readEnd, stop: stop)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(watch).toOpaque()
        guard pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<SignalWatch>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context) == 0 else {
            Unmanaged<SignalWatch>.fromOpaque(context).release()
            throw SSHServerError("cannot start the thread that waits for SIGTERM (errno \(errno))")
        }
        pthread_detach(thread)
    }
}

/// What the signal thread runs: reads a signal's byte from the pipe and calls `stop`, until the
/// pipe closes.
private final class SignalWatch: @unchecked Sendable {
    let readEnd: Int32
    let stop: @Sendable () -> Void

    init(readEnd: Int32, stop: @escaping @Sendable () -> Void) {
        self.readEnd = readEnd
        self.stop = stop
    }

    func run() {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 {
                stop()
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
