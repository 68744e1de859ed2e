#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running process's environment and executable, read the way each platform documents:
/// glibc's `environ` and `/proc/self/exe`; Darwin's `_NSGetEnviron()` (`environ(7)`) and
/// `_NSGetExecutablePath` (`dyld(3)`).
package enum ProcessEnvironment {
    /// The `NAME=value` entries, ending with nil, as `posix_spawn` takes them.
    package static var entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }

    /// The entries as strings, in order.
    package static var pairs: [String] {
        var result: [String] = []
        var pointer = entries
        while let entry = pointer.pointee {
            result.append(String(cString: entry))
            pointer += 1
        }
        return result
    }

    /// This executable's path, to run it again as a child; nil when the platform cannot tell.
    package static var executablePath: String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// A path that starts this executable again: on Linux `/proc/self/exe`, the very file this
    /// process runs even if a build replaced it since; elsewhere `executablePath`.
    package static var relaunchPath: String? {
        #if os(Linux)
        "/proc/self/exe"
        #else
        executablePath
        #endif
    }
}
