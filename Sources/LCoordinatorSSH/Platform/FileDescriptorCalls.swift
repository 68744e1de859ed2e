#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)` for code whose own methods shadow the name (`FileText.read`): qualified by the
/// platform's C module, `Glibc` on Linux and `Darwin` on macOS.
enum FileDescriptorCalls {
    /// Reads at most `count` bytes of `descriptor` into `buffer`; the byte count, 0 at the end,
    /// -1 with `errno` set on failure.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
