#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running process's environment, read the way each platform documents: glibc's
/// `environ`, Darwin's `_NSGetEnviron()` (`environ(7)`).
package enum ProcessEnvironment {
    /// The `NAME=value` entries, in order.
    package static var pairs: [String] {
        #if canImport(Darwin)
        var pointer = _NSGetEnviron().pointee
        #else
        var pointer = environ
        #endif
        var result: [String] = []
        while let entry = pointer.pointee {
            result.append(String(cString: entry))
            pointer += 1
        }
        return result
    }
}
