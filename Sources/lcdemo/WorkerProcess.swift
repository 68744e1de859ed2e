#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal

/// A copy of this executable run with other arguments, its output (standard output and error) read line by line;
/// how it ended tells a clean exit from a trap (a signal) or a hang (the worker's alarm).
final class WorkerProcess {
    /// How a worker ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// The child's process id.
    let pid: pid_t
    /// The read end of the pipe holding its standard output and error (-1 once it closed).
    private(set) var output: Int32
    private var pending: [UInt8] = []

    private init(pid: pid_t, output: Int32) {
        self.pid = pid
        self.output = output
    }

    /// Starts this executable again (`ProcessEnvironment.relaunchPath`) with `arguments`; nil when it cannot be started.
    static func start(_ arguments: [String]) -> WorkerProcess? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        let actions = SpawnFileActions()
        actions.duplicate(fds[1], as: STDOUT_FILENO)
        // Its standard error too: a trap's message becomes a line the campaign can quote.
        actions.duplicate(fds[1], as: STDERR_FILENO)
        actions.close(fds[0])
        actions.close(fds[1])
        guard let executable = ProcessEnvironment.relaunchPath else {
            close(fds[0])
            close(fds[1])
            return nil
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions.raw, nil, argv, ProcessEnvironment.entries)
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            return nil
        }
        // Other workers started later must not inherit this read end.
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        return WorkerProcess(pid: pid, output: fds[0])
    }

    /// Reads what is available (blocking until something is), calling `onLine` for each complete
    /// line; returns false once the output has ended (the last partial line is passed on then).
    func readLines(_ onLine: (String) -> Void) -> Bool {
        guard output >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        } while count < 0 && errno == EINTR
        guard count > 0 else {
            if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
            pending.removeAll()
            close(output)
            output = -1
            return false
        }
        pending += buffer[0..<count]
        var start = 0
        while let newline = pending[start...].firstIndex(of: 10) {
            onLine(String(decoding: pending[start..<newline], as: UTF8.self))
            start = newline + 1
        }
        pending.removeSubrange(0..<start)
        return true
    }

    /// Waits for the child to end; how it ended.
    func wait() -> Ending {
        if output >= 0 {
            close(output)
            output = -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    /// Runs `/proc/self/exe arguments…`, calling `onLine` for each line it prints; returns how it ended.
    static func run(_ arguments: [String], onLine: (String) -> Void) -> Ending {
        guard let worker = start(arguments) else { return .exited(127) }
        while worker.readLines(onLine) {}
        return worker.wait()
    }
}
