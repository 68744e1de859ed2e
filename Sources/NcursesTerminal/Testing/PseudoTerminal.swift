#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// A pseudo terminal for driving `NcursesTerminal` in-process: the terminal runs on `slave`,
/// the driver (a test, the benchmarks) types into `master` and reads back what it wrote.
/// Package-wide, for the package's tests and tools; not part of the library's API.
package final class PseudoTerminal {
    package struct OpenError: Error, CustomStringConvertible {
        package var description: String
    }

    package private(set) var master: Int32
    package let slave: Int32

    package init(size: Size = .reference) throws {
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
        if master >= 0 { close(master) }
        close(slave)
    }

    /// Closes the master side, as when the terminal emulator window is closed.
    package func hangUp() {
        if master >= 0 { close(master) }
        master = -1
    }

    /// Changes the size the slave side reports (what a terminal emulator does on resize).
    package func resize(to size: Size) {
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    /// Types `bytes` as keyboard input.
    package func type(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }
    }

    /// Types `text` (UTF-8) as keyboard input.
    package func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// Everything the terminal has written so far, for a terminal that writes from the calling
    /// thread (as `NcursesTerminal` does): a marker is written to the slave side after it, and
    /// the master is read up to the marker. A pty keeps the order of what is written to it, so
    /// no pause decides where the writes end; `drain(quiet:)`'s pause can end early on a loaded
    /// machine (the pty hands data over late), leaving bytes for the next read.
    ///
    /// - Parameter timeout: how long to wait for the marker; what arrived is returned after it.
    package func drainWritten(timeout: Duration = .seconds(60)) -> [UInt8] {
        guard master >= 0 else { return [] }
        markers += 1
        let marker = Array("\u{1B}P lc-drain-marker \(getpid()) \(markers) \u{1B}\\".utf8)
        var offset = 0
        while offset < marker.count {
            let written = marker[offset...].withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
            guard written > 0 else { return drain() }
            offset += written
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let clock = ContinuousClock()
        let end = clock.now + timeout
        while clock.now < end {
            if let found = Self.range(of: marker, in: bytes) { return Array(bytes[..<found]) }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 || errno == EINTR else { break }
            let count = read(master, &buffer, buffer.count)
            if count > 0 { bytes += buffer[0..<count] }
        }
        return bytes
    }

    private var markers = 0

    private static func range(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Everything the terminal wrote, read until nothing more arrives for `quiet`.
    ///
    /// A pty hands data over to the master side asynchronously, so an empty read right after a
    /// write does not mean nothing was written.
    package func drain(quiet: Duration = .milliseconds(60)) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(quiet.components.seconds * 1000 + quiet.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&descriptor, 1, milliseconds) > 0 else { return bytes }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }
}
