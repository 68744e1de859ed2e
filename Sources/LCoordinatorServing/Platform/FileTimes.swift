#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one field of `stat` spelled differently per platform.
package enum FileTimes {
    /// When the file's contents last changed, in seconds since the epoch.
    package static func modified(_ info: stat) -> time_t {
        #if canImport(Darwin)
        info.st_mtimespec.tv_sec
        #else
        info.st_mtim.tv_sec
        #endif
    }
}
