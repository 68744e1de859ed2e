#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)`, `write(2)` and `close(2)` for code whose own methods shadow those names (a
/// terminal's `write(_:to:)`, a file reader's `read`): qualified by the platform's C module, which
/// is `Glibc` on Linux and `Darwin` on macOS. Shared by the terminal and the servers.
package enum FileDescriptorCalls {
    /// Reads at most `count` bytes of `descriptor` into `buffer`; the byte count, 0 at the end,
    /// -1 with `errno` set on failure.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Writes at most `count` bytes of `buffer` to `descriptor`; the byte count, -1 with
    /// `errno` set on failure.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// Closes `descriptor`.
    @discardableResult
    package static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #elseif canImport(Darwin)
        Darwin.close(descriptor)
        #endif
    }
}
