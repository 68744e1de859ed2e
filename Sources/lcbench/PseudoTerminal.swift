import Glibc
import TerminalCore

/// A pseudo terminal: ncurses runs on `slave`, the benchmark types into `master` and reads
/// back (and counts) what ncurses wrote.
final class PseudoTerminal {
    struct OpenError: Error, CustomStringConvertible {
        var description: String
    }

    let master: Int32
    let slave: Int32

    init(size: Size) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &window) == 0 else {
            throw OpenError(description: "openpty failed (errno \(errno))")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }

    /// Types `bytes` as keyboard input.
    func type(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }
    }

    /// How many bytes the terminal wrote, read until nothing more arrives for `quiet`
    /// (a pty hands data to the master side asynchronously; zero reads only what is there).
    func drain(quiet: Duration) -> Int {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        let milliseconds = Int32(quiet.components.seconds * 1000 + quiet.components.attoseconds / 1_000_000_000_000_000)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { return total }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return total }
            total += count
        }
    }
}
